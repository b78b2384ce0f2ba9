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
//! stays on the GPU until copied out. [`compile_model_cuda`](super::export::compile_model_cuda)
//! builds a model this way and [`export_model`](super::export::export_model) writes it.

use super::device_kernels::device_kir;
use super::{ModelArtifacts, ModelError, ModelSpec};
use crate::codegen::nvptx::{self, GpuArch, NvptxOptions};
use crate::codegen::{self, CodegenOptions, Emit};
use crate::export::{CUDA_MODULE_KIND, CudaCode, DeviceKernels, ExportInputs, cuda_module};
use crate::ir;
use crate::module::relax::{KIND_VM_EXECUTABLE, VmExecutable};
use crate::module::{LIB_KEY, ModuleGraph, Payload};
use crate::target::TargetSpec;

/// The device half of a model built for a CUDA GPU.
#[derive(Clone, Debug)]
pub struct ModelDeviceCode {
    /// The layers' device kernels as one `.kir` program.
    pub kir: String,
    /// Their PTX and launch bindings, as the library's `cuda` module holds them; its `code` is
    /// [`CudaCode::Ptx`] as compiled, and may be set to a cubin (`CudaCode::cubin`) before the
    /// model is exported.
    pub kernels: DeviceKernels,
    /// The architecture the PTX is for.
    pub gpu: GpuArch,
    /// Options for the host wrappers.
    pub codegen: CodegenOptions,
}

/// The layers' device kernels of a lowered model, compiled to PTX for `nvptx_options.gpu`.
pub fn compile_device_code(
    spec: &ModelSpec,
    artifacts: &ModelArtifacts,
    options: &CodegenOptions,
    nvptx_options: &NvptxOptions,
) -> Result<ModelDeviceCode, ModelError> {
    let kir = device_kir(spec, artifacts)?;
    let program = ir::parse(&kir, &format!("{}.cuda.kir", artifacts.name))?;
    let compiled = nvptx::compile(&program, nvptx_options)?;
    Ok(ModelDeviceCode {
        kir,
        kernels: DeviceKernels {
            ptx: compiled.ptx,
            kernels: compiled.kernels,
            code: CudaCode::Ptx,
        },
        gpu: compiled.gpu,
        codegen: options.clone(),
    })
}

/// What a CUDA model library is made of (the layout in the module docs): the executable at the
/// root, `_lib` holding the host wrappers compiled for `target`, the `cuda` module under it.
pub fn cuda_model_inputs(
    executable: &VmExecutable,
    device: &ModelDeviceCode,
    target: &TargetSpec,
) -> crate::Result<ExportInputs> {
    let wrappers = codegen::compile_launch_wrappers(
        &device.kernels.kernels,
        false,
        target,
        &CodegenOptions {
            emit: Emit::Object,
            ..device.codegen.clone()
        },
    )?;
    let module = cuda_module(&device.kernels)?;
    let mut graph = ModuleGraph::new();
    let root = graph.add(
        KIND_VM_EXECUTABLE,
        Payload::RelaxExecutable(Box::new(executable.clone())),
    );
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let cuda = graph.add(CUDA_MODULE_KIND, Payload::Device(module));
    graph.import(root, lib);
    graph.import(lib, cuda);
    Ok(ExportInputs {
        tree: graph.to_tree().map_err(ModelError::from)?,
        host_objects: vec![wrappers.bytes],
    })
}
