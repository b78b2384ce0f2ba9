//! Device code for OpenCL: the `device kernel`s of a program written as one OpenCL C 1.2
//! source, laid out as TVM writes an `opencl` module's code, with what each kernel's
//! FunctionInfo and launch need. Text only: no LLVM is involved.
//!
//! * Each kernel has a section that starts with `// Function: NAME` (TVM's runtime splits the
//!   source there and builds one program per kernel) and compiles on its own: the pragmas and
//!   helpers it needs, then `__kernel void NAME(…)` whose arguments are the buffers as
//!   `__global` pointers and the scalars in parameter order, then each symbolic dim as a `long`
//!   (the order `codegen::device_kernel_arguments` gives the CUDA kernels too), then, for a
//!   dynamic `shared` array, one `__local` pointer.
//! * A loop bound to `blockIdx`/`threadIdx` reads `get_group_id`/`get_local_id` as TVM's
//!   kernels do: launched with global size = grid × block and local size = block, the work
//!   matches CUDA's blocks and threads one to one.
//! * `shared` arrays are `__local` arrays at the kernel's scope, `barrier;` is `barrier()` with
//!   both fences (as `__syncthreads()` orders shared and global memory), warp shuffles go through
//!   `__local` memory (module `shuffle`), math calls OpenCL's builtins, and `.kir`'s integer,
//!   cast and `f16` semantics are written out (module `expr`). docs/kir.md, "OpenCL", has the
//!   rules and what is refused.
//!
//! ```
//! use modlink::codegen::opencl::{self, OpenClOptions};
//!
//! let source = "device kernel twice(X: f32[n]) {
//!   for b in 0..(n + 255) / 256 blockIdx.x {
//!     for t in 0..256 threadIdx.x {
//!       let i = b * 256 + t;
//!       if i < n { X[i] = X[i] * 2.0; }
//!     }
//!   }
//! }";
//! let program = modlink::ir::parse(source, "twice.kir")?;
//! let code = opencl::compile(&program, &OpenClOptions::default())?;
//! assert!(code.source.starts_with("// Function: twice\n"));
//! assert!(code.source.contains("__kernel void twice(__global float* X, long n)"));
//! assert_eq!(code.kernels[0].launch_tags, ["blockIdx.x", "threadIdx.x"]);
//! # Ok::<(), modlink::Error>(())
//! ```

mod code;
mod ctype;
mod expr;
mod helpers;
mod kernel;
mod names;
mod scope;
mod shuffle;
mod state;

pub use code::{
    DynamicLocal, FUNCTION_DELIMITER, MIN_LOCAL_MEMORY_BYTES, OPENCL_C_VERSION, OPENCL_SOURCE_FMT,
    OpenClCode, OpenClKernel, OpenClOptions,
};
pub use kernel::FP64_EXTENSION;

use crate::abi::DLDataType;
use crate::codegen::{CodegenError, DeviceKernelArgument, device_kernel_arguments, launch_tags};
use crate::ir::{self, LaunchBindings, Program};
use state::WriteError;

/// Writes the device kernels of `program` (verified first; host kernels are left out) as one
/// OpenCL C 1.2 source. A program without device kernels is an error, and so is a kernel that
/// needs what OpenCL C 1.2 cannot give it ([`CodegenError::DeviceFeature`], naming the kernel
/// and the feature).
pub fn compile(program: &Program, options: &OpenClOptions) -> Result<OpenClCode, CodegenError> {
    let program = ir::verify_program(program)?;
    let device: Vec<&ir::Kernel> = program.kernels.iter().filter(|k| k.device).collect();
    if device.is_empty() {
        return Err(CodegenError::DeviceFeature {
            kernel: String::new(),
            api: OPENCL_C_VERSION,
            feature: "a program without device kernels".to_string(),
            reason: "OpenCL code is written for `device kernel NAME(...)` only".to_string(),
        });
    }
    let mut source = String::new();
    let mut kernels = Vec::with_capacity(device.len());
    for kernel in device {
        let refused = |feature: String, reason: String| CodegenError::DeviceFeature {
            kernel: kernel.name.clone(),
            api: OPENCL_C_VERSION,
            feature,
            reason,
        };
        if let Some(reason) = names::kernel_name_problem(&kernel.name) {
            return Err(refused("the kernel's name".to_string(), reason));
        }
        let Some(bindings) = LaunchBindings::of(kernel) else {
            continue;
        };
        let arguments = device_kernel_arguments(&kernel.params);
        let written =
            kernel::write_kernel(kernel, &bindings, arguments.len(), options).map_err(|error| {
                match error {
                    WriteError::Refused { feature, reason } => refused(feature, reason),
                    WriteError::Internal(message) => CodegenError::Lowering {
                        kernel: kernel.name.clone(),
                        message,
                    },
                }
            })?;
        let start = source.len();
        source.push_str(&written.section);
        kernels.push(OpenClKernel {
            name: kernel.name.clone(),
            arg_types: arguments.iter().map(function_info_type).collect(),
            arguments,
            launch_tags: launch_tags(&bindings),
            bindings,
            dynamic_local: written.dynamic_local,
            static_local_bytes: written.static_local_bytes,
            extensions: written.extensions,
            section: start..source.len(),
        });
    }
    Ok(OpenClCode { source, kernels })
}

/// The FunctionInfo `arg_types` entry of one argument, as TVM's `ExtractFuncInfo` writes it: a
/// pointer is a `handle`, a scalar keeps its dtype.
fn function_info_type(argument: &DeviceKernelArgument) -> DLDataType {
    match argument {
        DeviceKernelArgument::Buffer(_) => DLDataType::HANDLE,
        DeviceKernelArgument::Scalar(_, dtype) => {
            let (code, bits) = dtype.dlpack();
            DLDataType::scalar(code, bits)
        }
        DeviceKernelArgument::Dim(_) => DLDataType::INT64,
    }
}
