//! The device backend trait: what device memory, TVM's device modules and generated code's
//! device callbacks need from one device API, implemented by its driver ([`super::cuda`] today)
//! and by the recording test double ([`super::RecordingBackend`]). Devices are numbered by the
//! API's own ordinals; a [`DevicePtr`] is whatever the driver hands out for memory.

use super::launch::{KernelArg, LaunchConfig};
use thiserror::Error;

/// Device memory as a driver names it: an address in the device's memory (CUDA's
/// `CUdeviceptr`) or an opaque buffer handle (what OpenCL's `cl_mem` would be), 64 bits either
/// way. Only its driver interprets it; the rest of modlink holds it in a
/// [`super::DeviceBuffer`], which alone turns it into a `DLTensor`'s data pointer.
pub type DevicePtr = u64;

/// A loaded code image on one device (`CUmodule`), as the backend numbers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ModuleHandle(pub u64);

/// A kernel of a loaded image (`CUfunction`), as the backend numbers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FunctionHandle(pub u64);

/// Why a device operation failed.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum DeviceError {
    /// The CUDA driver library could not be opened.
    #[error(
        "no CUDA driver: cannot open {library} ({message}); running on a GPU needs an NVIDIA driver"
    )]
    NoDriver {
        /// The library asked for (`libcuda.so.1`).
        library: String,
        /// The dynamic loader's message.
        message: String,
    },
    /// The driver library lacks an entry point.
    #[error("CUDA driver {library}: entry point `{symbol}` not found ({message})")]
    MissingEntryPoint {
        /// The library.
        library: String,
        /// The entry point.
        symbol: String,
        /// The dynamic loader's message.
        message: String,
    },
    /// The device ordinal is not one the driver reports.
    #[error(
        "no CUDA device {device}: the driver reports {count} device{}",
        if *count == 1 { "" } else { "s" }
    )]
    NoDevice {
        /// The ordinal asked for.
        device: i32,
        /// Devices present.
        count: i32,
    },
    /// A driver call failed.
    #[error("{operation}: {name} ({code}): {message}")]
    Driver {
        /// What was being done, naming the kernel, fmt and arch where there is one.
        operation: String,
        /// The `CUresult` value.
        code: i32,
        /// `cuGetErrorName`, e.g. `CUDA_ERROR_NO_BINARY_FOR_GPU`.
        name: String,
        /// `cuGetErrorString`.
        message: String,
    },
    /// A copy or free outside device memory this backend handed out.
    #[error("{operation}: {message}")]
    Memory {
        /// The operation.
        operation: String,
        /// What is wrong.
        message: String,
    },
    /// A launch this backend cannot make.
    #[error("{operation}: {message}")]
    Unsupported {
        /// The operation.
        operation: String,
        /// Why.
        message: String,
    },
    /// The OpenCL driver failed or found no platform or device (its error names which, and how
    /// to install a driver where there is none).
    #[error(transparent)]
    OpenCl(Box<super::opencl::OpenClError>),
    /// A handle this backend never handed out.
    #[error("{what} handle {handle} was not made by this backend")]
    UnknownHandle {
        /// `module` or `function`.
        what: &'static str,
        /// The handle.
        handle: u64,
    },
}

impl From<super::opencl::OpenClError> for DeviceError {
    fn from(error: super::opencl::OpenClError) -> DeviceError {
        // Boxed: a build log and its labels would make every device result large.
        DeviceError::OpenCl(Box::new(error))
    }
}

/// What a device must do for TVM's CUDA modules (spec shared/spec/cuda.md §3, §7). Device
/// ordinals are CUDA's; each call makes that device's primary context current first.
pub trait DeviceBackend: Send + Sync {
    /// Makes `device` current for the calling thread (TVM's `__tvm_set_device`, which runs
    /// `cudaSetDevice`): the driver makes its primary context current.
    fn set_device(&self, device: i32) -> Result<(), DeviceError>;
    /// The device's compute capability, `(major, minor)` (`(9, 0)` for an H100): the
    /// architecture CUDA source is compiled for.
    fn compute_capability(&self, device: i32) -> Result<(u32, u32), DeviceError>;
    /// Allocates `bytes` of device memory.
    fn alloc(&self, device: i32, bytes: usize) -> Result<DevicePtr, DeviceError>;
    /// Frees memory from [`DeviceBackend::alloc`].
    fn free(&self, device: i32, ptr: DevicePtr) -> Result<(), DeviceError>;
    /// Copies host bytes to device memory at `dst`.
    fn copy_to_device(&self, device: i32, dst: DevicePtr, src: &[u8]) -> Result<(), DeviceError>;
    /// Copies device memory at `src` into `dst`.
    fn copy_to_host(&self, device: i32, dst: &mut [u8], src: DevicePtr) -> Result<(), DeviceError>;
    /// Copies `bytes` of device memory from `src` to `dst` on one device.
    fn copy_on_device(
        &self,
        device: i32,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
    ) -> Result<(), DeviceError>;
    /// Loads a code image (`cuModuleLoadData`); `image` is ready for the driver (PTX already
    /// ends with a NUL). `fmt` and `arch` are for messages.
    fn load_module(
        &self,
        device: i32,
        fmt: &str,
        arch: &str,
        image: &[u8],
    ) -> Result<ModuleHandle, DeviceError>;
    /// Finds a kernel in a loaded image (`cuModuleGetFunction`).
    fn get_function(
        &self,
        device: i32,
        module: ModuleHandle,
        name: &str,
    ) -> Result<FunctionHandle, DeviceError>;
    /// Raises the kernel's dynamic shared memory limit
    /// (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`).
    fn set_max_dynamic_shared(
        &self,
        device: i32,
        function: FunctionHandle,
        bytes: u32,
    ) -> Result<(), DeviceError>;
    /// Launches a kernel on the device's default stream, without waiting for it. `kernel` is for
    /// messages.
    fn launch(
        &self,
        device: i32,
        function: FunctionHandle,
        kernel: &str,
        config: &LaunchConfig,
        args: &[KernelArg],
    ) -> Result<(), DeviceError>;
    /// Waits for the device's work to finish (`cuCtxSynchronize`).
    fn synchronize(&self, device: i32) -> Result<(), DeviceError>;
}
