//! `modlink build` of a program with device kernels: a CUDA library (docs/cuda-library.md) or,
//! with `--device opencl`, an OpenCL library (docs/opencl.md).
//!
//! The program is split: its device kernels compile to PTX for `--gpu` (with libdevice when a
//! kernel calls exp, log, tanh or pow) or to OpenCL C 1.2, its host kernels to the library's
//! host code as for any library, and `export_cuda_library` / `export_opencl_library` writes
//! `_lib` (host kernels and one launching wrapper per device kernel) importing the `cuda`
//! module (the PTX, or with `--cuda-code cubin` what ptxas assembles of it) or the `opencl`
//! module (the source). What such a library cannot be is refused before anything is compiled.

use crate::device_args::{CudaCodeArg, DeviceCodeArgs};
use modlink::codegen::KernelApi;
use modlink::codegen::CodegenOptions;
use modlink::codegen::nvptx;
use modlink::codegen::opencl::{self, OpenClOptions};
use modlink::export::{
    DeviceKernels, ExportError, ExportOptions, ExportReport, OutputKind, export_cuda_library,
    export_opencl_library,
};
use modlink::ir::Program;
use modlink::target::TargetSpec;
use std::path::Path;

/// What the command line asks of a device library.
pub struct DeviceLibraryRequest<'a> {
    /// `-o`.
    pub output: &'a Path,
    /// `--device`: the API the device kernels are written for.
    pub api: KernelApi,
    /// `--gpu`, `--libdevice`, `--cuda-code`.
    pub device: &'a DeviceCodeArgs,
    /// The flags and inputs given that a device library cannot take, each as named to the user
    /// (`--system-lib`, an input's path) with what the library holds instead.
    pub unsupported: Vec<(String, &'static str)>,
}

/// Why a flag is refused: a device library holds only its kernels and their device module.
pub const ONLY_KERNELS: &str = "which holds its `.kir` kernels and their device module only";
/// Why a non-`.kir` input is refused.
pub const ONLY_KIR: &str = "which is built from `.kir` files only";

/// Builds the CUDA or OpenCL library of `program` (which has device kernels) to
/// `request.output`.
pub fn build(
    request: &DeviceLibraryRequest<'_>,
    program: &Program,
    codegen: &CodegenOptions,
    options: &ExportOptions,
) -> modlink::Result<ExportReport> {
    refuse_what_a_device_library_cannot_be(request, program, &options.target)?;
    let (host, _) = nvptx::split_program(program);
    match request.api {
        KernelApi::Cuda => {
            let nvptx_options = request.device.nvptx_options()?;
            let code = request.device.cuda_code(&nvptx_options.gpu)?;
            let device = nvptx::compile(program, &nvptx_options)?;
            let device = DeviceKernels {
                ptx: device.ptx,
                kernels: device.kernels,
                code,
            };
            export_cuda_library(&host, &device, request.output, codegen, options)
        }
        KernelApi::OpenCl => {
            let code = opencl::compile(program, &OpenClOptions::default())?;
            export_opencl_library(&host, &code, request.output, codegen, options)
        }
    }
}

fn argument(argument: &str, message: String) -> modlink::Error {
    ExportError::Argument {
        argument: argument.to_string(),
        message,
    }
    .into()
}

/// The CUDA code options given (`--gpu SM`, `--libdevice PATH`, `--cuda-code cubin`), each as
/// the user wrote it: an OpenCL library takes none of them.
pub fn cuda_options_given(device: &DeviceCodeArgs) -> Vec<String> {
    let mut given = Vec::new();
    if let Some(gpu) = &device.gpu {
        given.push(format!("--gpu {gpu}"));
    }
    if let Some(libdevice) = &device.libdevice {
        given.push(format!("--libdevice {}", libdevice.display()));
    }
    if device.cuda_code == CudaCodeArg::Cubin {
        given.push("--cuda-code cubin".to_string());
    }
    given
}

/// A device library is one shared library made of `.kir` kernels only (a CUDA one for a 64-bit
/// CUDA host): every other request is refused by name, before anything is compiled.
fn refuse_what_a_device_library_cannot_be(
    request: &DeviceLibraryRequest<'_>,
    program: &Program,
    target: &TargetSpec,
) -> modlink::Result<()> {
    let device_kernel = program
        .kernels
        .iter()
        .find(|kernel| kernel.device)
        .map(|kernel| kernel.name.as_str())
        .unwrap_or_default();
    let api = request.api;
    let why = format!(
        "the program has device kernels (`{device_kernel}`), so it builds a {} library",
        api.title()
    );
    if api == KernelApi::Cuda && !target.hosts_cuda() {
        return Err(argument(
            &format!("--target {}", target.triple()),
            format!(
                "{why}, whose host is x86_64, aarch64 or powerpc64le (64-bit, with a CUDA \
                 driver); build the device kernels for one of those, or --emit ptx"
            ),
        ));
    }
    if api == KernelApi::OpenCl
        && let Some(given) = cuda_options_given(request.device).first()
    {
        return Err(argument(
            given,
            format!(
                "{why} (--device opencl): its OpenCL C is compiled by the driver for the device \
                 it runs on, so the CUDA code options do not apply; drop it, or build with \
                 --device cuda"
            ),
        ));
    }
    if OutputKind::for_path(request.output, target)? != OutputKind::SharedLibrary {
        let alone = match api {
            KernelApi::Cuda => "for the PTX alone use --emit ptx",
            KernelApi::OpenCl => "for the OpenCL C alone use --emit cl",
        };
        return Err(argument(
            &format!("-o {}", request.output.display()),
            format!(
                "{why}, which is a shared library (.so, .dylib or .dll): TVM and modlink load its \
                 `{api}` module from one; {alone}"
            ),
        ));
    }
    if let Some((given, holds)) = request.unsupported.first() {
        return Err(argument(given, format!("{why}, {holds}")));
    }
    Ok(())
}
