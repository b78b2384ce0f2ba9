//! OpenCL libraries: a `_lib` host module whose packed functions launch the kernels of one
//! imported `opencl` module (shared/spec/opencl.md), laid out as TVM 0.27 writes an OpenCL
//! library and run by modlink's runtime on any OpenCL driver (docs/opencl.md). TVM's pip
//! release has no OpenCL runtime; a TVM built with `USE_OPENCL` reads the same layout.
//!
//! The `opencl` module holds fmt `cl` and the OpenCL C 1.2 source of every device kernel
//! ([`crate::codegen::opencl`]: one `// Function: NAME` section per kernel, which TVM's runtime
//! builds as a program of its own), and per kernel TVM's FunctionInfo: the argument types
//! (`handle` per buffer, each scalar's dtype, `int64` per symbolic dim), the launch tags of the
//! bound grid and block extents and `tirx.use_dyn_shared_memory` last when the kernel has a
//! dynamic `shared` array (its `__local` argument), and one extra tag 0 per argument. The source
//! is compiled by the driver when the library is loaded, for whichever device that is.

use super::error::ExportError;
use super::inputs::ExportInputs;
use crate::codegen::CodegenOptions;
use crate::codegen::KernelApi;
use crate::codegen::opencl::{FUNCTION_DELIMITER, OPENCL_SOURCE_FMT, OpenClCode};
use crate::ir::Program;
use crate::module::{DeviceCode, DeviceModule, FunctionInfo, Node, Payload};
use crate::target::TargetSpec;

/// The blob key of an OpenCL device module.
pub const OPENCL_MODULE_KIND: &str = "opencl";

/// The `opencl` module of `code`: fmt `cl`, the source as written, one FunctionInfo per kernel.
/// Each kernel must have its `// Function: NAME` section in the source, and no name twice.
pub fn opencl_module(code: &OpenClCode) -> crate::Result<DeviceModule> {
    if code.kernels.is_empty() {
        return Err(ExportError::Inputs(
            "an `opencl` module needs at least one device kernel".to_string(),
        )
        .into());
    }
    let mut functions: Vec<(String, FunctionInfo)> = Vec::with_capacity(code.kernels.len());
    for kernel in &code.kernels {
        let name = &kernel.name;
        if functions.iter().any(|(listed, _)| listed == name) {
            return Err(kernel_error(name, "is listed twice").into());
        }
        let section = code.source.get(kernel.section.clone()).unwrap_or_default();
        if !section.starts_with(&format!("{FUNCTION_DELIMITER}{name}\n")) {
            return Err(kernel_error(
                name,
                "has no `// Function:` section of its own in the source: TVM's runtime would not \
                 find it",
            )
            .into());
        }
        functions.push((
            name.clone(),
            FunctionInfo {
                name: name.clone(),
                arg_extra_tags: Some(vec![0; kernel.arg_types.len()]),
                arg_types: kernel.arg_types.clone(),
                launch_param_tags: kernel
                    .launch_tags
                    .iter()
                    .map(|tag| tag.to_string())
                    .collect(),
                tirx: None,
            },
        ));
    }
    Ok(DeviceModule {
        fmt: OPENCL_SOURCE_FMT.to_string(),
        functions,
        code: DeviceCode::Single(code.payload_code().into()),
        legacy_version: None,
        build_settings: None,
    })
}

fn kernel_error(kernel: &str, message: &str) -> ExportError {
    ExportError::Inputs(format!("device kernel `{kernel}` {message}"))
}

impl ExportInputs {
    /// Makes this an OpenCL library: adds the host wrappers of `code`'s kernels (compiled for
    /// `target`, see [`compile_launch_wrappers`](crate::codegen::compile_launch_wrappers),
    /// device type 4) to the host objects and its `opencl` module as the root's import.
    /// `emit_main` adds a weak `__tvm_ffi_main` when there is exactly one device kernel and no
    /// other function.
    pub fn compile_opencl(
        &mut self,
        code: &OpenClCode,
        emit_main: bool,
        target: &TargetSpec,
        options: &CodegenOptions,
    ) -> crate::Result<()> {
        let module = opencl_module(code)?;
        let bindings: Vec<_> = code
            .kernels
            .iter()
            .map(|kernel| kernel.bindings.clone())
            .collect();
        let options = CodegenOptions {
            emit: crate::codegen::Emit::Object,
            ..options.clone()
        };
        let wrappers = crate::codegen::compile_launch_wrappers(
            &bindings,
            KernelApi::OpenCl,
            emit_main,
            target,
            &options,
        )?;
        self.host_objects.push(wrappers.bytes);
        let index = self.tree.nodes.len();
        self.tree.nodes.push(Node {
            kind: OPENCL_MODULE_KIND.to_string(),
            payload: Payload::Device(module),
        });
        self.tree.imports.push(Vec::new());
        match self.tree.imports.first_mut() {
            Some(root) => root.push(index),
            None => {
                return Err(ExportError::Inputs(
                    "the module tree has no root `_lib` to import the `opencl` module".to_string(),
                )
                .into());
            }
        }
        Ok(())
    }
}

/// Exports an OpenCL library to `out`: the CPU kernels of `host` (may be empty) and the host
/// wrappers of `code`'s kernels in `_lib`, importing the `opencl` module of `code`. A weak
/// `__tvm_ffi_main` names the one function when there is exactly one (host kernel or device
/// kernel). What `modlink build --device opencl` writes for a program with device kernels.
pub fn export_opencl_library(
    host: &Program,
    code: &OpenClCode,
    out: &std::path::Path,
    codegen: &CodegenOptions,
    options: &super::ExportOptions,
) -> crate::Result<super::ExportReport> {
    let mut inputs = ExportInputs::beside_device_kernels(
        host,
        code.kernels.iter().map(|k| k.name.as_str()),
        &options.target,
        codegen,
    )?;
    inputs.compile_opencl(code, host.kernels.is_empty(), &options.target, codegen)?;
    super::export_library(&inputs, out, options)
}
