//! Devices' one room (docs/architecture.md, "Devices"): the [`Device`] value, device memory and
//! its one owner ([`DeviceBuffer`]), [`DeviceTensor`]s and calls on a device ([`DeviceCall`]),
//! the [`DeviceBackend`] trait a device API implements, launch planning from a kernel's function
//! table entry and a packed call's raw arguments ([`launch`]), TVM's `cuda` modules
//! ([`CudaModule`], and [`CudaKernels`], their runtime module), the thread's current device and
//! the device workspaces generated code allocates, the [`RecordingBackend`] test double — and
//! one driver per device API, each in its own file and the only files here that use `unsafe`:
//! the CUDA driver ([`cuda`]) and NVRTC ([`nvrtc`]), opened at run time, and OpenCL's
//! ([`opencl`]), whose devices are a backend too ([`OpenClBackend`]) and which runs TVM's
//! `opencl` modules ([`OpenClKernels`]).

pub mod backend;
mod buffer;
mod call;
pub mod cuda;
mod cuda_kernels;
pub mod cuda_module;
pub(crate) mod current;
pub mod launch;
pub mod nvrtc;
pub mod opencl;
mod opencl_backend;
mod opencl_kernels;
mod ordinal;
pub mod recording;
mod tensor;

pub use backend::{DeviceBackend, DeviceError, DevicePtr, FunctionHandle, ModuleHandle};
pub use buffer::DeviceBuffer;
pub use call::DeviceCall;
pub use cuda_kernels::CudaKernels;
pub(crate) use cuda_kernels::set_device_function;
pub use cuda_module::{
    CudaModule, CudaSourceCompiler, KernelError, SourceSettings, SourceTarget, driver_image,
};
pub use current::{LazyCudaDriver, default_device_backend};
pub use launch::{KernelArg, LaunchConfig, LaunchError, LaunchLayout, LaunchPlan, plan_launch};
pub use opencl_backend::{OpenClBackend, default_opencl_backend};
pub use opencl_kernels::{KIND_OPENCL, OpenClKernels};
pub use ordinal::{Device, DeviceParseError};
pub use recording::{
    RecordedAttribute, RecordedLaunch, RecordedMemoryOp, RecordedModule, RecordingBackend,
};
pub use tensor::{DeviceTensor, DeviceTensorError};
