//! Models for CUDA GPUs: the layers' device kernels (see [`super::device_kernels`]) compiled to
//! PTX, and one library laid out as TVM 0.27 writes a Relax model for CUDA
//! (shared/spec/cuda.md §1, §5):
//!
//! ```text
//! 0: relax.VMExecutable → [1]   the same executable as for the CPU: alloc_storage on device
//!                               index 0, which is cuda:0 in a VM whose devices are [cuda:0, cpu]
//! 1: _lib → [2]                 one host wrapper per kernel (CUDA tensor checks, set device,
//!                               launch), no CPU kernel
//! 2: cuda                       the PTX of every layer's kernel, with TVM's FunctionInfo
//! ```
//!
//! The VM uploads the constants (the weights) to the GPU when it is made; the result of `main`
//! stays on the GPU until copied out.

use super::device_kernels::device_kir;
use super::export::{Executor, ModelBuild, ModelDeviceCode};
use super::relax::lower_to_relax;
use super::{ModelError, ModelSpec};
use crate::codegen::nvptx::{self, NvptxOptions};
use crate::codegen::{self, CodegenOptions, Emit};
use crate::export::{CUDA_MODULE_KIND, cuda_module, export_library};
use crate::export::{CudaCode, DeviceKernels, ExportInputs, ExportOptions, ExportReport};
use crate::ir;
use crate::module::relax::KIND_VM_EXECUTABLE;
use crate::module::{LIB_KEY, ModuleGraph, Payload};
use crate::target::TargetSpec;

/// Lowers `spec` and compiles it for a CUDA GPU: the Relax executable, the layers' device
/// kernels as PTX for `nvptx.gpu` (the model's `.kir` device program is kept in
/// [`ModelDeviceCode::kir`]), and no CPU kernels. `target` is the host the wrappers are compiled
/// for. Only the Relax executor runs on a GPU here.
pub fn compile_model_cuda(
    spec: &ModelSpec,
    target: &TargetSpec,
    options: &CodegenOptions,
    nvptx_options: &NvptxOptions,
    executor: Executor,
) -> Result<ModelBuild, ModelError> {
    if executor != Executor::Relax {
        return Err(ModelError::Form {
            model: spec.name.clone(),
            message: "a model for CUDA needs the Relax executor (the graph executor form runs \
                      on the CPU only)"
                .into(),
        });
    }
    let artifacts = super::export::lower_spec(spec)?;
    let kir = device_kir(spec, &artifacts)?;
    let program = ir::parse(&kir, &format!("{}.cuda.kir", artifacts.name))?;
    let compiled = nvptx::compile(&program, nvptx_options)?;
    let relax = lower_to_relax(spec, &artifacts).map_err(|source| ModelError::Relax {
        model: spec.name.clone(),
        source,
    })?;
    Ok(ModelBuild {
        artifacts,
        executor,
        factory: None,
        relax: Some(relax),
        host_object: Vec::new(),
        target: target.clone(),
        device: Some(ModelDeviceCode {
            kir,
            kernels: DeviceKernels {
                ptx: compiled.ptx,
                kernels: compiled.kernels,
                code: CudaCode::Ptx,
            },
            gpu: compiled.gpu,
            codegen: options.clone(),
        }),
    })
}

/// Writes a CUDA model library (the layout in the module docs) to `out`.
pub(super) fn export_cuda_model(
    build: &ModelBuild,
    device: &ModelDeviceCode,
    out: &std::path::Path,
    options: &ExportOptions,
) -> crate::Result<ExportReport> {
    let name = &build.artifacts.name;
    let relax = build.relax.as_ref().ok_or_else(|| ModelError::Build {
        model: name.clone(),
        message: "a CUDA model library needs its Relax executable".into(),
    })?;
    let wrappers = codegen::compile_launch_wrappers(
        &device.kernels.kernels,
        false,
        &options.target,
        &CodegenOptions {
            emit: Emit::Object,
            ..device.codegen.clone()
        },
    )?;
    let module = cuda_module(&device.kernels)?;
    let mut graph = ModuleGraph::new();
    let root = graph.add(
        KIND_VM_EXECUTABLE,
        Payload::RelaxExecutable(Box::new(relax.executable.clone())),
    );
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let cuda = graph.add(CUDA_MODULE_KIND, Payload::Device(module));
    graph.import(root, lib);
    graph.import(lib, cuda);
    let inputs = ExportInputs {
        tree: graph.to_tree().map_err(ModelError::from)?,
        host_objects: vec![wrappers.bytes],
    };
    export_library(&inputs, out, options)
}
