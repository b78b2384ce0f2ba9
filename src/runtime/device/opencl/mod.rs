//! OpenCL, the second device API: the ICD loader opened at run time (`libOpenCL.so.1`, as TVM's
//! own OpenCL wrapper does, so nothing of OpenCL is needed to build modlink or to run anything
//! else) and a driver over it: platforms and devices (GPUs first; a platform chosen with
//! `MODLINK_OPENCL_PLATFORM`), a context and in-order queue per device, buffers and
//! sub-buffers, programs from OpenCL C source (fmt `cl`, split per kernel as TVM's runtime
//! does) or SPIR-V, kernels cached per program, arguments from a FunctionInfo, and launches
//! over grid × block. docs/runtime.md, "OpenCL", says where the loader is found and how a
//! platform is chosen.
//!
//! The `unsafe` calls are in the driver's files, `ffi` (the entry points), `handles`, `driver`,
//! `buffer` and `program` (the safe wrappers), each justified where it is made.

mod args;
mod buffer;
mod config;
mod driver;
mod error;
mod ffi;
mod handles;
mod info;
mod program;
mod source;

pub use args::{
    ArgValue, KernelArgument, NdRange, ScalarValue, kernel_arguments, push_kernel_arguments,
};
pub use buffer::Buffer;
pub use config::{DEFAULT_LOADER, LIBRARY_ENV, OpenClConfig, PLATFORM_ENV, PlatformChoice};
pub use driver::{OpenCl, OpenClDevice, global};
pub use error::{INSTALL_HINT, OpenClError};
pub use ffi::error_name;
pub use info::{ArgSpace, DeviceInfo, DeviceKind, KernelParam, PlatformInfo};
pub use program::{Kernel, Program};
pub use source::{KERNEL_DELIMITER, split_kernel_sources};
