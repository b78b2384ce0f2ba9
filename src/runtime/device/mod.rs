//! The device layer for TVM's `cuda` modules (shared/spec/cuda.md §3): launch planning from a
//! kernel's function table entry and a packed call's raw arguments ([`launch`]), the
//! [`DeviceBackend`] trait a device implements, the [`CudaModule`] that loads its image lazily
//! per device and launches its kernels, and the [`RecordingBackend`] test double. The real
//! driver backend, which needs `unsafe` FFI, is [`crate::runtime::host::cuda_driver`].
//!
//! Safe code only: reading a `TVMFFIAny` union goes through
//! [`crate::runtime::host::any_bits`].

pub mod backend;
mod buffer;
mod call;
pub mod cuda;
mod cuda_kernels;
pub mod cuda_module;
pub(crate) mod current;
pub mod launch;
pub mod nvrtc;
mod ordinal;
pub mod recording;
mod tensor;

pub use backend::{DeviceBackend, DeviceError, DevicePtr, FunctionHandle, ModuleHandle};
pub use buffer::DeviceBuffer;
pub use call::DeviceCall;
pub use cuda_kernels::CudaKernels;
pub(crate) use cuda_kernels::set_device_function;
pub use cuda_module::{CudaModule, CudaSourceCompiler, KernelError, driver_image};
pub use current::{LazyCudaDriver, default_device_backend};
pub use launch::{KernelArg, LaunchConfig, LaunchError, LaunchPlan, plan_launch};
pub use ordinal::{Device, DeviceParseError};
pub use recording::{
    RecordedAttribute, RecordedLaunch, RecordedMemoryOp, RecordedModule, RecordingBackend,
};
pub use tensor::{DeviceTensor, DeviceTensorError};
