//! What [`compile`](super::compile) produces and takes: the OpenCL C source of a program's
//! device kernels and, per kernel, what a payload's FunctionInfo and a launch need.

use std::ops::Range;

use crate::abi::DLDataType;
use crate::codegen::DeviceKernelArgument;
use crate::ir::{DType, LaunchBindings};

/// The `fmt` of an `opencl` module whose code is OpenCL C source (what TVM writes).
pub const OPENCL_SOURCE_FMT: &str = "cl";

/// The line start of each kernel's section of the source, followed by the kernel's name: TVM's
/// OpenCL runtime splits the source there and builds one program per kernel.
pub const FUNCTION_DELIMITER: &str = "// Function: ";

/// The `__local` memory every OpenCL 1.2 device has (`CL_DEVICE_LOCAL_MEM_SIZE` is at least 32
/// KiB outside the embedded profile): the default limit of a kernel's static `__local` arrays.
pub const MIN_LOCAL_MEMORY_BYTES: u64 = 32 * 1024;

/// The OpenCL C version the source is written for.
pub const OPENCL_C_VERSION: &str = "OpenCL C 1.2";

/// Options for [`compile`](super::compile).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenClOptions {
    /// The most `__local` memory a kernel may declare statically (its `shared` arrays with
    /// constant extents, plus the shuffle scratch): a kernel above it is refused by name.
    /// [`MIN_LOCAL_MEMORY_BYTES`] by default; raise it for a device known to have more.
    pub max_local_bytes: u64,
}

impl Default for OpenClOptions {
    fn default() -> Self {
        OpenClOptions {
            max_local_bytes: MIN_LOCAL_MEMORY_BYTES,
        }
    }
}

/// The `__local` pointer argument of a kernel with a dynamic `shared` array: the runtime sets it
/// with `clSetKernelArg(kernel, index, bytes, NULL)`, `bytes` being the launch value of the
/// `tirx.use_dyn_shared_memory` tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynamicLocal {
    /// The argument's index: right after the arguments FunctionInfo describes.
    pub index: usize,
    /// The `shared` array it holds.
    pub array: String,
    /// The array's element type.
    pub dtype: DType,
}

/// One kernel of the source.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenClKernel {
    /// The kernel's name: the `__kernel` function, the FunctionInfo key.
    pub name: String,
    /// The kernel's arguments in order, as FunctionInfo describes them: buffers (a `__global`
    /// pointer, set from a `cl_mem`), scalars, then the symbolic dims (`long`); the order of
    /// `codegen::device_kernel_arguments`, as for CUDA.
    pub arguments: Vec<DeviceKernelArgument>,
    /// FunctionInfo's `arg_types`: `handle` per buffer, each scalar's own dtype, `int64` per
    /// dim (the sizes `clSetKernelArg` takes: a `cl_mem`, 4 or 8 bytes).
    pub arg_types: Vec<DLDataType>,
    /// FunctionInfo's `launch_param_tags` (`codegen::launch_tags`): bound grid extents, bound
    /// block extents, then `tirx.use_dyn_shared_memory` with a dynamic `shared` array.
    pub launch_tags: Vec<&'static str>,
    /// The launch values as expressions over the call's scalars and dims.
    pub bindings: LaunchBindings,
    /// The `__local` pointer argument after `arguments`, for a dynamic `shared` array.
    pub dynamic_local: Option<DynamicLocal>,
    /// Bytes of `__local` memory the kernel declares itself (static `shared` arrays and the
    /// shuffle scratch).
    pub static_local_bytes: u64,
    /// OpenCL extensions the kernel needs (`cl_khr_fp64` when it computes with `f64`).
    pub extensions: Vec<&'static str>,
    /// Where the kernel's section lies in [`OpenClCode::source`].
    pub section: Range<usize>,
}

/// The device kernels of a program as one OpenCL C 1.2 source.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenClCode {
    /// The source: per kernel, [`FUNCTION_DELIMITER`] and its name on a line, then a section
    /// that compiles on its own (pragmas, helpers, the `__kernel` function), in program order.
    pub source: String,
    /// The kernels, in program order.
    pub kernels: Vec<OpenClKernel>,
}

impl OpenClCode {
    /// The bytes an `opencl` module's payload carries as its code (fmt [`OPENCL_SOURCE_FMT`]):
    /// the source, without a terminating NUL, as TVM writes it.
    pub fn payload_code(&self) -> Vec<u8> {
        self.source.as_bytes().to_vec()
    }

    /// The kernel named `name`.
    pub fn kernel(&self, name: &str) -> Option<&OpenClKernel> {
        self.kernels.iter().find(|kernel| kernel.name == name)
    }

    /// The section of the kernel named `name`, from its delimiter line to the next one.
    pub fn section(&self, name: &str) -> Option<&str> {
        self.kernel(name)
            .and_then(|kernel| self.source.get(kernel.section.clone()))
    }
}
