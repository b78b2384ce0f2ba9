//! Models for GPUs and other devices: the layers' device kernels (see
//! [`super::device_kernels`]) compiled to PTX for CUDA or to OpenCL C, and one library laid out
//! as TVM 0.27 writes a Relax model for CUDA or OpenCL (shared/spec/cuda.md §1, §5;
//! spec/opencl.md):
//!
//! ```text
//! 0: relax.VMExecutable → [1]   the same executable as for the CPU: alloc_storage on device
//!                               index 0, which is cuda:0 (opencl:0) in a VM whose devices are
//!                               [cuda:0, cpu] ([opencl:0, cpu])
//! 1: _lib → [2]                 one host wrapper per kernel (device tensor checks, set device,
//!                               launch), no CPU kernel
//! 2: cuda | opencl              the PTX (OpenCL C) of every layer's kernel, with TVM's
//!                               FunctionInfo
//! ```
//!
//! The VM uploads the constants (the weights) to the device when it is made; the result of
//! `main` stays on the device until copied out. [`compile_model_cuda`] and
//! [`compile_model_opencl`](super::export::compile_model_opencl) build a model this way and
//! [`export_model`](super::export::export_model) writes it.
//!
//! [`compile_model_cuda`]: super::export::compile_model_cuda

use super::device_kernels::device_kir;
use super::{ModelArtifacts, ModelError, ModelSpec};
use crate::codegen::KernelApi;
use crate::codegen::nvptx::{self, GpuArch, NvptxOptions};
use crate::codegen::opencl::{self, OpenClCode, OpenClOptions};
use crate::codegen::{self, CodegenOptions, Emit};
use crate::export::{CudaCode, DeviceKernels, ExportInputs, cuda_module, opencl_module};
use crate::ir;
use crate::module::relax::{KIND_VM_EXECUTABLE, VmExecutable};
use crate::module::{LIB_KEY, ModuleGraph, Payload};
use crate::target::TargetSpec;

/// The device half of a model built for a device.
#[derive(Clone, Debug)]
pub struct ModelDeviceCode {
    /// The layers' device kernels as one `.kir` program.
    pub kir: String,
    /// Their code, as the library's device module holds it.
    pub kernels: ModelKernels,
    /// Options for the host wrappers.
    pub codegen: CodegenOptions,
}

/// The compiled device kernels of a model, per API.
#[derive(Clone, Debug)]
pub enum ModelKernels {
    /// PTX and launch bindings for a `cuda` module; `device.code` is [`CudaCode::Ptx`] as
    /// compiled, and may be set to a cubin (`CudaCode::cubin`) before the model is exported.
    Cuda {
        /// The PTX, the kernels' bindings and what the module holds.
        device: DeviceKernels,
        /// The architecture the PTX is for.
        gpu: GpuArch,
    },
    /// OpenCL C 1.2 for an `opencl` module, compiled by the driver when the library loads.
    OpenCl(OpenClCode),
}

impl ModelKernels {
    /// The API the kernels are written for.
    pub fn api(&self) -> KernelApi {
        match self {
            ModelKernels::Cuda { .. } => KernelApi::Cuda,
            ModelKernels::OpenCl(_) => KernelApi::OpenCl,
        }
    }

    /// The PTX of CUDA kernels; `None` for OpenCL.
    pub fn ptx(&self) -> Option<&str> {
        match self {
            ModelKernels::Cuda { device, .. } => Some(&device.ptx),
            ModelKernels::OpenCl(_) => None,
        }
    }
}

/// The device API to compile a model's kernels for, with its options.
#[derive(Clone, Copy, Debug)]
pub enum ModelDeviceTarget<'a> {
    /// PTX for `NvptxOptions::gpu`.
    Cuda(&'a NvptxOptions),
    /// OpenCL C 1.2.
    OpenCl,
}

/// The layers' device kernels of a lowered model, compiled for `device`.
pub fn compile_device_code(
    spec: &ModelSpec,
    artifacts: &ModelArtifacts,
    options: &CodegenOptions,
    device: ModelDeviceTarget<'_>,
) -> Result<ModelDeviceCode, ModelError> {
    let kir = device_kir(spec, artifacts)?;
    let kernels = match device {
        ModelDeviceTarget::Cuda(nvptx_options) => {
            let program = ir::parse(&kir, &format!("{}.cuda.kir", artifacts.name))?;
            let compiled = nvptx::compile(&program, nvptx_options)?;
            ModelKernels::Cuda {
                device: DeviceKernels {
                    ptx: compiled.ptx,
                    kernels: compiled.kernels,
                    code: CudaCode::Ptx,
                },
                gpu: compiled.gpu,
            }
        }
        ModelDeviceTarget::OpenCl => {
            let program = ir::parse(&kir, &format!("{}.opencl.kir", artifacts.name))?;
            ModelKernels::OpenCl(opencl::compile(&program, &OpenClOptions::default())?)
        }
    };
    Ok(ModelDeviceCode {
        kir,
        kernels,
        codegen: options.clone(),
    })
}

/// What a device model library is made of (the layout in the module docs): the executable at
/// the root, `_lib` holding the host wrappers compiled for `target`, the device module under it.
pub fn device_model_inputs(
    executable: &VmExecutable,
    device: &ModelDeviceCode,
    target: &TargetSpec,
) -> crate::Result<ExportInputs> {
    let api = device.kernels.api();
    let (bindings, module) = match &device.kernels {
        ModelKernels::Cuda { device, .. } => (device.kernels.clone(), cuda_module(device)?),
        ModelKernels::OpenCl(code) => (
            code.kernels.iter().map(|k| k.bindings.clone()).collect(),
            opencl_module(code)?,
        ),
    };
    let wrappers = codegen::compile_launch_wrappers(
        &bindings,
        api,
        false,
        target,
        &CodegenOptions {
            emit: Emit::Object,
            ..device.codegen.clone()
        },
    )?;
    let mut graph = ModuleGraph::new();
    let root = graph.add(
        KIND_VM_EXECUTABLE,
        Payload::RelaxExecutable(Box::new(executable.clone())),
    );
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let kernels = graph.add(api.name(), Payload::Device(module));
    graph.import(root, lib);
    graph.import(lib, kernels);
    Ok(ExportInputs {
        tree: graph.to_tree().map_err(ModelError::from)?,
        host_objects: vec![wrappers.bytes],
    })
}
