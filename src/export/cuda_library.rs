//! CUDA libraries: a `_lib` host module whose packed functions launch the kernels of one
//! imported `cuda` module (shared/spec/cuda.md §1, §2, §4), loadable by TVM 0.27 and by
//! modlink's runtime (docs/cuda-library.md).
//!
//! The `cuda` module holds the PTX of every device kernel with fmt `ptx` and a NUL after the
//! text (the driver's `cuModuleLoadData` reads PTX as a C string), or the cubin `ptxas` makes of
//! it for one GPU ([`CudaCode`]), and per kernel TVM's
//! FunctionInfo: the argument types (`handle` per buffer, each scalar's dtype, `int64` per
//! symbolic dim: [`device_kernel_arguments`](crate::codegen::device_kernel_arguments)), the
//! launch tags of the bound grid and block extents (`blockIdx.x` … `threadIdx.z`) and
//! `tirx.use_dyn_shared_memory` last when the kernel has dynamic shared memory, and one extra
//! tag 0 per argument. PTX is JIT-compiled by the driver for the GPU it runs on, so one
//! library serves every GPU at least as new as the PTX's `.target`.
//!
//! Before anything is written, each kernel is checked against the PTX: it must be an `.entry`
//! (a `.func` is not found by the driver) whose parameters have the sizes the FunctionInfo's
//! argument types pass.

use super::error::ExportError;
use super::inputs::ExportInputs;
use crate::codegen::{CodegenOptions, DeviceKernelArgument, device_kernel_arguments, launch_tags};
use crate::ir::{LaunchBindings, Program};
use crate::link::LinkCommand;
use crate::module::ptx_entries::{PtxEntry, ptx_declares_function, ptx_entries};
use crate::module::{DLDataType, DeviceCode, DeviceModule, FunctionInfo, Node, Payload};
use crate::target::TargetSpec;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The blob key of a CUDA device module.
pub const CUDA_MODULE_KIND: &str = "cuda";
/// The fmt of a `cuda` module holding PTX text.
pub const PTX_FORMAT: &str = "ptx";

/// The fmt of a `cuda` module holding a cubin.
pub const CUBIN_FORMAT: &str = "cubin";

/// The device half of a CUDA library: the PTX of its kernels and how each is launched.
#[derive(Clone, Debug, PartialEq)]
pub struct DeviceKernels {
    /// PTX text holding every kernel as an `.entry` (a trailing NUL is allowed, and added when
    /// missing).
    pub ptx: String,
    /// One per kernel, in the order the host wrappers and the FunctionInfo list them.
    pub kernels: Vec<LaunchBindings>,
    /// What the `cuda` module holds: the PTX, or a cubin assembled from it.
    pub code: CudaCode,
}

/// What a `cuda` module's code is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum CudaCode {
    /// The PTX text (fmt `ptx`), compiled by the driver for the GPU it runs on: any GPU at
    /// least as new as the PTX's `.target`.
    #[default]
    Ptx,
    /// A cubin (fmt `cubin`) that `ptxas --gpu-name GPU` assembles from the PTX: no JIT at
    /// load, but only GPUs of that SM (and later minor versions of its major) load it.
    Cubin {
        /// The `ptxas` program.
        ptxas: PathBuf,
        /// Its `--gpu-name`, e.g. `sm_90`.
        gpu: String,
    },
}

impl CudaCode {
    /// A cubin for `gpu` when a `ptxas` is found (`$PTXAS`, then `bin/ptxas` of the CUDA
    /// roots libdevice is found in — `$CUDA_PATH`, `$CUDA_HOME`, the active virtual
    /// environment's `nvidia-cuda-nvcc-cu12` — then `PATH`, then `/usr/local/cuda/bin`:
    /// [`crate::codegen::nvptx::ptxas_candidates`]), else PTX.
    pub fn cubin_if_ptxas_found(gpu: &str, env: &dyn Fn(&str) -> Option<OsString>) -> CudaCode {
        CudaCode::cubin(gpu, env).unwrap_or(CudaCode::Ptx)
    }

    /// A cubin for `gpu` from the first `ptxas` found (as [`CudaCode::cubin_if_ptxas_found`]);
    /// none found is an error listing every place looked at and how to provide one.
    pub fn cubin(
        gpu: &str,
        env: &dyn Fn(&str) -> Option<OsString>,
    ) -> Result<CudaCode, ExportError> {
        match crate::codegen::nvptx::find_ptxas(env) {
            Ok(ptxas) => Ok(CudaCode::Cubin {
                ptxas,
                gpu: gpu.to_string(),
            }),
            Err(searched) => Err(ExportError::Argument {
                argument: "--cuda-code cubin".to_string(),
                message: format!(
                    "no ptxas found to assemble the cubin: set ${}, set CUDA_PATH/CUDA_HOME to a \
                     CUDA toolkit, or activate a virtual environment with the pip package \
                     nvidia-cuda-nvcc-cu12 (`. .venv/bin/activate` after ci/setup.sh); or keep \
                     the PTX, --cuda-code ptx (looked at: {})",
                    crate::codegen::nvptx::PTXAS_ENV,
                    searched
                        .iter()
                        .map(|path| path.display().to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            }),
        }
    }
}

/// TVM's FunctionInfo of a kernel: its argument types, launch tags and extra tags.
pub fn function_info(bindings: &LaunchBindings) -> FunctionInfo {
    let arg_types: Vec<DLDataType> = device_kernel_arguments(&bindings.params)
        .iter()
        .map(|argument| match argument {
            DeviceKernelArgument::Buffer(_) => DLDataType::HANDLE,
            DeviceKernelArgument::Scalar(_, dtype) => {
                let (code, bits) = dtype.dlpack();
                DLDataType::scalar(code, bits)
            }
            DeviceKernelArgument::Dim(_) => DLDataType::INT64,
        })
        .collect();
    FunctionInfo {
        name: bindings.name.clone(),
        arg_extra_tags: Some(vec![0; arg_types.len()]),
        arg_types,
        launch_param_tags: launch_tags(bindings)
            .into_iter()
            .map(str::to_string)
            .collect(),
        tirx: None,
    }
}

/// The `cuda` module of `device`: fmt `ptx` and the PTX with its trailing NUL (or fmt `cubin`
/// and the cubin `ptxas` made of it, see [`CudaCode`]), and one FunctionInfo per kernel, each
/// checked against the PTX's `.entry` of that name.
pub fn cuda_module(device: &DeviceKernels) -> crate::Result<DeviceModule> {
    let text = device.ptx.strip_suffix('\0').unwrap_or(&device.ptx);
    if let Some(offset) = text.find('\0') {
        return Err(ExportError::Inputs(format!(
            "the PTX has a NUL at byte {offset}, before its end: the driver would read only \
             the text before it"
        ))
        .into());
    }
    if device.kernels.is_empty() {
        return Err(ExportError::Inputs(
            "a `cuda` module needs at least one device kernel".to_string(),
        )
        .into());
    }
    let entries = ptx_entries(text).map_err(|error| ExportError::Inputs(error.to_string()))?;
    let mut functions = Vec::with_capacity(device.kernels.len());
    for bindings in &device.kernels {
        if functions
            .iter()
            .any(|(name, _): &(String, FunctionInfo)| *name == bindings.name)
        {
            return Err(kernel_error(&bindings.name, "is listed twice".to_string()).into());
        }
        let info = function_info(bindings);
        check_entry(text, &entries, bindings, &info)?;
        functions.push((bindings.name.clone(), info));
    }
    let (fmt, code) = match &device.code {
        CudaCode::Ptx => {
            let mut code = Vec::with_capacity(text.len() + 1);
            code.extend_from_slice(text.as_bytes());
            code.push(0);
            (PTX_FORMAT, code)
        }
        CudaCode::Cubin { ptxas, gpu } => (CUBIN_FORMAT, assemble_cubin(text, ptxas, gpu)?),
    };
    Ok(DeviceModule {
        fmt: fmt.to_string(),
        functions,
        code: DeviceCode::Single(code.into()),
        legacy_version: None,
        build_settings: None,
    })
}

/// Runs `ptxas --gpu-name GPU` on the PTX in a temporary directory and returns the cubin,
/// checked to be an image for that GPU.
fn assemble_cubin(ptx: &str, ptxas: &Path, gpu: &str) -> crate::Result<Vec<u8>> {
    let work = tempfile::tempdir().map_err(|source| ExportError::Io {
        path: std::env::temp_dir().display().to_string(),
        source,
    })?;
    let source = work.path().join("kernels.ptx");
    let cubin = work.path().join("kernels.cubin");
    std::fs::write(&source, ptx).map_err(|source_error| ExportError::Io {
        path: source.display().to_string(),
        source: source_error,
    })?;
    let mut command = LinkCommand::new(ptxas);
    command
        .tool("PTX assembler")
        .args(["--gpu-name", gpu, "-o"])
        .arg(&cubin)
        .arg(&source);
    command.run()?;
    let code = std::fs::read(&cubin).map_err(|source| ExportError::Io {
        path: cubin.display().to_string(),
        source,
    })?;
    let module = DeviceModule {
        fmt: CUBIN_FORMAT.to_string(),
        functions: Vec::new(),
        code: DeviceCode::Single(code.clone().into()),
        legacy_version: None,
        build_settings: None,
    };
    let target = module
        .cuda_target()
        .map_err(|error| ExportError::Inputs(format!("the cubin `{command}` wrote: {error}")))?;
    if target.arch() != gpu {
        return Err(ExportError::Inputs(format!(
            "the cubin `{command}` wrote is for {}, not {gpu}",
            target.arch()
        ))
        .into());
    }
    Ok(code)
}

fn kernel_error(kernel: &str, message: String) -> ExportError {
    ExportError::Inputs(format!("device kernel `{kernel}` {message}"))
}

/// The kernel is an `.entry` of the PTX whose parameters have the sizes of its arguments.
fn check_entry(
    ptx: &str,
    entries: &[PtxEntry],
    bindings: &LaunchBindings,
    info: &FunctionInfo,
) -> Result<(), ExportError> {
    let name = &bindings.name;
    let Some(entry) = entries.iter().find(|entry| entry.name == *name) else {
        let why = if ptx_declares_function(ptx, name) {
            "is a `.func` in the PTX, not an `.entry`: the driver finds only kernels \
             (calling convention ptx_kernel, 71)"
        } else {
            "is not an `.entry` of the PTX"
        };
        return Err(kernel_error(name, why.to_string()));
    };
    let expected: Vec<u64> = info
        .arg_types
        .iter()
        .map(|dtype| u64::from(dtype.bits) / 8)
        .collect();
    let found: Vec<u64> = entry.params.iter().map(|param| param.bytes).collect();
    if expected != found {
        let arguments: Vec<String> = device_kernel_arguments(&bindings.params)
            .iter()
            .zip(&expected)
            .map(|(argument, bytes)| match argument {
                DeviceKernelArgument::Buffer(name) => format!("{name} (data pointer, 8 bytes)"),
                DeviceKernelArgument::Scalar(name, dtype) => {
                    format!("{name} ({dtype}, {bytes} bytes)")
                }
                DeviceKernelArgument::Dim(name) => format!("{name} (shape variable, i64, 8 bytes)"),
            })
            .collect();
        let params: Vec<String> = entry.params.iter().map(|p| p.ptx_type.clone()).collect();
        return Err(kernel_error(
            name,
            format!(
                "takes [{}], but its `.entry` (PTX line {}) has parameters [{}]",
                arguments.join(", "),
                entry.line,
                params.join(", ")
            ),
        ));
    }
    Ok(())
}

impl ExportInputs {
    /// Makes this a CUDA library: adds the host wrappers of `device`'s kernels (compiled for
    /// `target`, see [`compile_launch_wrappers`](crate::codegen::compile_launch_wrappers)) to
    /// the host objects and its `cuda` module as the root's import. `emit_main` adds a weak
    /// `__tvm_ffi_main` when there is exactly one device kernel and no other function.
    pub fn compile_cuda(
        &mut self,
        device: &DeviceKernels,
        emit_main: bool,
        target: &TargetSpec,
        options: &CodegenOptions,
    ) -> crate::Result<()> {
        let module = cuda_module(device)?;
        let options = CodegenOptions {
            emit: crate::codegen::Emit::Object,
            ..options.clone()
        };
        let wrappers = crate::codegen::compile_launch_wrappers(
            &device.kernels,
            crate::codegen::KernelApi::Cuda,
            emit_main,
            target,
            &options,
        )?;
        self.host_objects.push(wrappers.bytes);
        let index = self.tree.nodes.len();
        self.tree.nodes.push(Node {
            kind: CUDA_MODULE_KIND.to_string(),
            payload: Payload::Device(module),
        });
        self.tree.imports.push(Vec::new());
        match self.tree.imports.first_mut() {
            Some(root) => root.push(index),
            None => {
                return Err(ExportError::Inputs(
                    "the module tree has no root `_lib` to import the `cuda` module".to_string(),
                )
                .into());
            }
        }
        Ok(())
    }
}

/// Exports a CUDA library to `out`: the CPU kernels of `host` (may be empty) and the host
/// wrappers of `device`'s kernels in `_lib`, importing the `cuda` module of `device`. A weak
/// `__tvm_ffi_main` names the one function when there is exactly one (host kernel or device
/// kernel). The entry point the `build` command uses for a program with device kernels.
pub fn export_cuda_library(
    host: &Program,
    device: &DeviceKernels,
    out: &std::path::Path,
    codegen: &CodegenOptions,
    options: &super::ExportOptions,
) -> crate::Result<super::ExportReport> {
    let mut inputs = ExportInputs::beside_device_kernels(
        host,
        device.kernels.iter().map(|k| k.name.as_str()),
        &options.target,
        codegen,
    )?;
    inputs.compile_cuda(device, host.kernels.is_empty(), &options.target, codegen)?;
    super::export_library(&inputs, out, options)
}
