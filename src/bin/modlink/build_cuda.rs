//! `modlink build` of a program with device kernels: a CUDA library (docs/cuda-library.md).
//!
//! The program is split: its device kernels compile to PTX for `--gpu` (with libdevice when a
//! kernel calls exp, log, tanh or pow), its host kernels to the library's host code as for any
//! library, and `export_cuda_library` writes `_lib` (host kernels and one launching wrapper per
//! device kernel) importing the `cuda` module (the PTX, or with `--cuda-code cubin` what ptxas
//! assembles of it). What a CUDA library cannot be is refused before anything is compiled.

use modlink::codegen::CodegenOptions;
use modlink::codegen::nvptx;
use modlink::export::{
    DeviceKernels, ExportError, ExportOptions, ExportReport, OutputKind, export_cuda_library,
};
use modlink::ir::Program;
use modlink::target::TargetSpec;
use std::path::Path;

/// What the command line asks of a CUDA library.
pub struct CudaLibraryRequest<'a> {
    /// `-o`.
    pub output: &'a Path,
    /// `--gpu`, `--libdevice`, `--cuda-code`.
    pub device: &'a crate::device_args::DeviceCodeArgs,
    /// The flags and inputs given that a CUDA library cannot take, each as named to the user
    /// (`--system-lib`, an input's path) with what the library holds instead.
    pub unsupported: Vec<(String, &'static str)>,
}

/// Why a flag is refused: a CUDA library holds only its kernels and their `cuda` module.
pub const ONLY_KERNELS: &str = "which holds its `.kir` kernels and their `cuda` module only";
/// Why a non-`.kir` input is refused.
pub const ONLY_KIR: &str = "which is built from `.kir` files only";

/// Builds the CUDA library of `program` (which has device kernels) to `request.output`.
pub fn build(
    request: &CudaLibraryRequest<'_>,
    program: &Program,
    codegen: &CodegenOptions,
    options: &ExportOptions,
) -> modlink::Result<ExportReport> {
    refuse_what_a_cuda_library_cannot_be(request, program, &options.target)?;
    let nvptx_options = request.device.nvptx_options()?;
    let code = request.device.cuda_code(&nvptx_options.gpu)?;
    let (host, _) = nvptx::split_program(program);
    let device = nvptx::compile(program, &nvptx_options)?;
    let device = DeviceKernels {
        ptx: device.ptx,
        kernels: device.kernels,
        code,
    };
    export_cuda_library(&host, &device, request.output, codegen, options)
}

fn argument(argument: &str, message: String) -> modlink::Error {
    ExportError::Argument {
        argument: argument.to_string(),
        message,
    }
    .into()
}

/// A CUDA library is one shared library for a 64-bit CUDA host, made of `.kir` kernels only:
/// every other request is refused by name, before anything is compiled.
fn refuse_what_a_cuda_library_cannot_be(
    request: &CudaLibraryRequest<'_>,
    program: &Program,
    target: &TargetSpec,
) -> modlink::Result<()> {
    let device_kernel = program
        .kernels
        .iter()
        .find(|kernel| kernel.device)
        .map(|kernel| kernel.name.as_str())
        .unwrap_or_default();
    let why =
        format!("the program has device kernels (`{device_kernel}`), so it builds a CUDA library");
    if !target.hosts_cuda() {
        return Err(argument(
            &format!("--target {}", target.triple()),
            format!(
                "{why}, whose host is x86_64, aarch64 or powerpc64le (64-bit, with a CUDA \
                 driver); build the device kernels for one of those, or --emit ptx"
            ),
        ));
    }
    if OutputKind::for_path(request.output, target)? != OutputKind::SharedLibrary {
        return Err(argument(
            &format!("-o {}", request.output.display()),
            format!(
                "{why}, which is a shared library (.so, .dylib or .dll): TVM and modlink load its \
                 `cuda` module from one; for the PTX alone use --emit ptx"
            ),
        ));
    }
    if let Some((given, holds)) = request.unsupported.first() {
        return Err(argument(given, format!("{why}, {holds}")));
    }
    Ok(())
}
