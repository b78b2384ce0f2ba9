//! Building a model into one library (executor module at the root, kernels in `_lib` under it)
//! or into a Model Library Format tarball, and linking such a tarball back into a library.
//!
//! Model Library Format (version 5, TVM's layout) as modlink writes it:
//!
//! ```text
//! metadata.json                          version 5, model_name, export_datetime, memory,
//!                                        target, executors ["graph"], style "full-model"
//! codegen/host/lib/lib0.o                the kernels, compiled for the target
//! executor-config/graph/graph.json       the graph
//! parameters/<model>.params              the parameters (TVM's param-dict format)
//! src/<model>.kir                        the kernels' source
//! ```

use super::device_code::{
    ModelDeviceCode, ModelDeviceTarget, compile_device_code, device_model_inputs,
};
use super::relax::{RelaxModel, lower_to_relax};
use super::{ModelArtifacts, ModelError, ModelSpec};
use crate::codegen::nvptx::NvptxOptions;
use crate::codegen::{self, CodegenOptions};
use crate::export::{ExportInputs, ExportOptions, ExportReport, export_library};
use crate::file_output::{AtomicOptions, DeterministicTar, replace_atomically};
use crate::graph::{Graph, GraphExecutorFactory, factory::KIND};
use crate::ir::{self, Param};
use crate::module::relax::{KIND_VM_EXECUTABLE, VmExecutable};
use crate::module::{LIB_KEY, ModuleGraph, ModuleTree, Payload};
use crate::params;
use crate::target::TargetSpec;
use bytes::Bytes;
use serde_json::{Value, json};
use std::io::Read;
use std::path::Path;

/// Which executor module sits at the root of a model library.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Executor {
    /// A `relax.VMExecutable` (TVM 0.20 and later; the default).
    #[default]
    Relax,
    /// A `GraphExecutorFactory` (TVM up to 0.20; static shapes only).
    Graph,
}

/// A compiled model: what goes into a model library or a Model Library Format tarball.
#[derive(Clone, Debug)]
pub struct ModelBuild {
    /// Kernels, graph and parameters.
    pub artifacts: ModelArtifacts,
    /// The root module the library gets.
    pub executor: Executor,
    /// The graph executor module (also what Model Library Format describes); `None` for a
    /// model with a dynamic batch.
    pub factory: Option<GraphExecutorFactory>,
    /// The Relax executable and its storage plan (with [`Executor::Relax`]).
    pub relax: Option<RelaxModel>,
    /// The kernels compiled for the target.
    pub host_object: Vec<u8>,
    /// The target (of the host code).
    pub target: TargetSpec,
    /// The layers' device kernels, for a model built for a device ([`compile_model_cuda`],
    /// [`compile_model_opencl`]); `None` for the CPU.
    pub device: Option<ModelDeviceCode>,
}

fn build_error(model: &str, message: String) -> ModelError {
    ModelError::Build {
        model: model.to_string(),
        message,
    }
}

/// Lowers and compiles a model for `target` into the Relax form.
pub fn compile_model(
    spec: &ModelSpec,
    target: &TargetSpec,
    options: &CodegenOptions,
) -> Result<ModelBuild, ModelError> {
    compile_model_for(spec, target, options, Executor::Relax)
}

/// Lowers and compiles a model for `target`, with `executor` at the root.
pub fn compile_model_for(
    spec: &ModelSpec,
    target: &TargetSpec,
    options: &CodegenOptions,
    executor: Executor,
) -> Result<ModelBuild, ModelError> {
    let artifacts = lower_spec(spec)?;
    let factory = if spec.batch_symbol.is_some() {
        if executor == Executor::Graph {
            return Err(ModelError::Form {
                model: spec.name.clone(),
                message: format!(
                    "the graph executor needs static shapes; the batch dim `{}` is dynamic (use \
                     the Relax executor)",
                    spec.batch_text()
                ),
            });
        }
        None
    } else {
        Some(GraphExecutorFactory {
            graph_json: artifacts.graph.to_json(),
            params: artifacts.params.clone(),
            module_name: artifacts.name.clone(),
        })
    };
    let relax = match executor {
        Executor::Relax => {
            Some(
                lower_to_relax(spec, &artifacts).map_err(|source| ModelError::Relax {
                    model: spec.name.clone(),
                    source,
                })?,
            )
        }
        Executor::Graph => None,
    };
    let program = ir::parse(&artifacts.kir, &format!("{}.kir", artifacts.name))?;
    let host = codegen::compile(&program, target, options)?;
    Ok(ModelBuild {
        artifacts,
        executor,
        factory,
        relax,
        host_object: host.bytes,
        target: target.clone(),
        device: None,
    })
}

/// Lowers `spec` and compiles it for a CUDA GPU (see [`super::device_code`]): the Relax
/// executable and the layers' device kernels as PTX for `nvptx_options.gpu`, no CPU kernels
/// (`host_object` is empty; `target` is the host the wrappers are compiled for when exported).
/// Only the Relax executor runs on a GPU here.
pub fn compile_model_cuda(
    spec: &ModelSpec,
    target: &TargetSpec,
    options: &CodegenOptions,
    nvptx_options: &NvptxOptions,
    executor: Executor,
) -> Result<ModelBuild, ModelError> {
    compile_model_device(
        spec,
        target,
        options,
        ModelDeviceTarget::Cuda(nvptx_options),
        executor,
    )
}

/// Lowers `spec` and compiles it for an OpenCL device, as [`compile_model_cuda`] does for CUDA:
/// the layers' device kernels as OpenCL C 1.2, which the driver compiles when the library loads.
pub fn compile_model_opencl(
    spec: &ModelSpec,
    target: &TargetSpec,
    options: &CodegenOptions,
    executor: Executor,
) -> Result<ModelBuild, ModelError> {
    compile_model_device(spec, target, options, ModelDeviceTarget::OpenCl, executor)
}

fn compile_model_device(
    spec: &ModelSpec,
    target: &TargetSpec,
    options: &CodegenOptions,
    device: ModelDeviceTarget<'_>,
    executor: Executor,
) -> Result<ModelBuild, ModelError> {
    if executor != Executor::Relax {
        let api = match device {
            ModelDeviceTarget::Cuda(_) => "CUDA",
            ModelDeviceTarget::OpenCl => "OpenCL",
        };
        return Err(ModelError::Form {
            model: spec.name.clone(),
            message: format!(
                "a model for {api} needs the Relax executor (the graph executor form runs on \
                 the CPU only)"
            ),
        });
    }
    let artifacts = lower_spec(spec)?;
    let device = compile_device_code(spec, &artifacts, options, device)?;
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
        device: Some(device),
    })
}

/// Lowers `spec` with the weights of its `params_file` when it names one, else from its seed.
pub fn lower_spec(spec: &ModelSpec) -> Result<ModelArtifacts, ModelError> {
    match &spec.params_file {
        Some(path) => {
            let params_error = |message: String| ModelError::ParamsFile {
                model: spec.name.clone(),
                path: path.clone(),
                message,
            };
            let bytes = std::fs::read(path).map_err(|e| params_error(e.to_string()))?;
            let dict =
                params::read(&Bytes::from(bytes)).map_err(|e| params_error(e.to_string()))?;
            spec.lower_with_params(&dict)
        }
        None => spec.lower(),
    }
}

/// The module tree of a model library: the executor at the root, `_lib` imported under it.
pub fn model_tree(factory: &GraphExecutorFactory) -> Result<ModuleTree, ModelError> {
    let mut graph = ModuleGraph::new();
    let root = graph.add(KIND, Payload::Opaque(Bytes::from(factory.to_bytes()?)));
    let lib = graph.add(LIB_KEY, Payload::Lib);
    graph.import(root, lib);
    Ok(graph.to_tree()?)
}

/// The module tree of a Relax model library: the executable at the root, `_lib` under it.
pub fn relax_model_tree(executable: &VmExecutable) -> Result<ModuleTree, ModelError> {
    let mut graph = ModuleGraph::new();
    let root = graph.add(
        KIND_VM_EXECUTABLE,
        Payload::RelaxExecutable(Box::new(executable.clone())),
    );
    let lib = graph.add(LIB_KEY, Payload::Lib);
    graph.import(root, lib);
    Ok(graph.to_tree()?)
}

/// Writes the model as one library (`.so`, `.dylib`, `.dll`, `.a` or `.tar`, by extension)
/// with the build's executor at the root (for a device build: executable → `_lib` → `cuda` or
/// `opencl`).
pub fn export_model(
    build: &ModelBuild,
    out: &Path,
    options: &ExportOptions,
) -> crate::Result<ExportReport> {
    if let Some(device) = &build.device {
        let relax = build.relax.as_ref().ok_or_else(|| {
            build_error(
                &build.artifacts.name,
                format!(
                    "a {} model library needs its Relax executable",
                    device.kernels.api().title()
                ),
            )
        })?;
        let inputs = device_model_inputs(&relax.executable, device, &options.target)?;
        return export_library(&inputs, out, options);
    }
    let tree = match (&build.relax, &build.factory) {
        (Some(relax), _) if build.executor == Executor::Relax => {
            relax_model_tree(&relax.executable)?
        }
        (_, Some(factory)) => model_tree(factory)?,
        _ => {
            return Err(build_error(
                &build.artifacts.name,
                "the build has no executor module".into(),
            )
            .into());
        }
    };
    let inputs = ExportInputs {
        tree,
        host_objects: vec![build.host_object.clone()],
    };
    export_library(&inputs, out, options)
}

/// `YYYY-MM-DD HH:MM:SSZ` for seconds since the Unix epoch (UTC), as TVM formats
/// `export_datetime`.
pub fn format_utc(epoch_seconds: u64) -> String {
    let days = (epoch_seconds / 86_400) as i64;
    let secs = epoch_seconds % 86_400;
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}Z",
        secs / 3600,
        (secs / 60) % 60,
        secs % 60
    )
}

/// The time to stamp outputs with: `SOURCE_DATE_EPOCH` when set (reproducible builds), else now.
pub fn source_date_epoch() -> u64 {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs())
        })
}

/// Bytes of a buffer parameter with constant dims (every model kernel has constant shapes).
fn param_bytes(param: &Param) -> u64 {
    match param {
        Param::Buffer { dtype, shape, .. } => {
            shape
                .iter()
                .fold(dtype.size_bytes() as u64, |acc, dim| match dim {
                    ir::Dim::Const(d) => acc.saturating_mul((*d).max(0) as u64),
                    ir::Dim::Var(_) => acc,
                })
        }
        Param::Scalar { dtype, .. } => dtype.size_bytes() as u64,
    }
}

/// The `memory` section of metadata.json: TVM's storage-id map plus, per kernel, its workspace
/// (modlink kernels keep locals in registers or on the stack: 0), constants (0: parameters
/// arrive as arguments) and I/O bytes computed from the kernel's buffer parameters.
fn memory_summary(artifacts: &ModelArtifacts) -> Result<Value, ModelError> {
    let graph = &artifacts.graph;
    let mut seen = std::collections::BTreeSet::new();
    let mut sids = Vec::new();
    for (entry, &sid) in graph.storage_ids.iter().enumerate() {
        if !seen.insert(sid) {
            continue;
        }
        let elements: u64 = graph.shapes[sid].iter().map(|&d| d.max(0) as u64).product();
        let bits: u64 = crate::module::DLDataType::parse_tvm_name(&graph.dltypes[sid])
            .map_or(8, |dtype| u64::from(dtype.bits) * u64::from(dtype.lanes));
        let mut item = json!({"storage_id": sid, "size_bytes": (elements * bits).div_ceil(8)});
        if graph.arg_nodes.contains(&entry) {
            item["input_binding"] = json!(graph.nodes[entry].name);
        }
        sids.push(item);
    }
    let program = ir::parse(&artifacts.kir, &format!("{}.kir", artifacts.name))?;
    let operator_functions: Vec<Value> = program
        .kernels
        .iter()
        .map(|kernel| {
            let io: u64 = kernel.params.iter().map(param_bytes).sum();
            json!({
                "function_name": kernel.name,
                "workspace": [{"device": 1, "workspace_size_bytes": 0}],
                "io_size_bytes": io,
                "constants_size_bytes": 0,
            })
        })
        .collect();
    let constants: u64 = artifacts
        .params
        .entries
        .iter()
        .map(|(_, t)| t.data.len() as u64)
        .sum();
    let io: u64 = [&artifacts.input.1, &artifacts.output_shape]
        .iter()
        .map(|shape| 4 * shape.iter().map(|&d| d.max(0) as u64).product::<u64>())
        .sum();
    Ok(json!({
        "sids": sids,
        "functions": {
            "operator_functions": operator_functions,
            "main": [{"device": 1, "workspace_size_bytes": 0, "constants_size_bytes": constants, "io_size_bytes": io}],
        },
    }))
}

/// Writes a Model Library Format tarball (atomically; reproducible under `SOURCE_DATE_EPOCH`).
pub fn export_mlf(build: &ModelBuild, out: &Path, epoch: u64) -> Result<(), ModelError> {
    let name = &build.artifacts.name;
    if let Some(device) = &build.device {
        return Err(ModelError::Form {
            model: name.clone(),
            message: format!(
                "Model Library Format describes a CPU graph executor; this build is for {}",
                device.kernels.api().title()
            ),
        });
    }
    let factory = build.factory.as_ref().ok_or_else(|| ModelError::Form {
        model: name.clone(),
        message: "Model Library Format describes a graph executor, which needs static shapes; \
                  the batch dim is dynamic"
            .into(),
    })?;
    let metadata = json!({
        "version": 5,
        "model_name": name,
        "export_datetime": format_utc(epoch),
        "memory": memory_summary(&build.artifacts)?,
        "target": {"1": format!("llvm -mtriple={}", build.target.llvm_triple())},
        "executors": ["graph"],
        "style": "full-model",
    });
    let metadata = serde_json::to_string_pretty(&metadata)
        .map_err(|e| build_error(name, format!("metadata.json: {e}")))?;
    let params = params::write(&build.artifacts.params)?;
    let members: Vec<(String, &[u8])> = vec![
        ("metadata.json".into(), metadata.as_bytes()),
        ("codegen/host/lib/lib0.o".into(), &build.host_object),
        (
            "executor-config/graph/graph.json".into(),
            factory.graph_json.as_bytes(),
        ),
        (format!("parameters/{name}.params"), &params),
        (format!("src/{name}.kir"), build.artifacts.kir.as_bytes()),
    ];
    write_tar_atomically(out, &members, epoch)
}

fn io_error(path: &Path, e: impl std::fmt::Display) -> ModelError {
    ModelError::Mlf {
        path: path.display().to_string(),
        message: e.to_string(),
    }
}

/// A deterministic tar (fixed order, mode 0644, uid/gid 0, mtime `epoch`) written to a
/// temporary file beside `out` and renamed over it.
fn write_tar_atomically(
    out: &Path,
    members: &[(String, &[u8])],
    epoch: u64,
) -> Result<(), ModelError> {
    let tar_error = |e: std::io::Error| io_error(out, e);
    replace_atomically(out, AtomicOptions::OUTPUT, |file| {
        let mut archive = DeterministicTar::new(file, epoch);
        for (path, data) in members {
            archive
                .append(path, data.len() as u64, *data)
                .map_err(tar_error)?;
        }
        archive.finish().map(drop).map_err(tar_error)
    })?;
    Ok(())
}

/// The pieces of a Model Library Format tarball.
#[derive(Clone, Debug)]
pub struct MlfContents {
    /// metadata.json, parsed.
    pub metadata: Value,
    /// Host objects under codegen/host/lib, by name order.
    pub host_objects: Vec<(String, Vec<u8>)>,
    /// executor-config/graph/graph.json.
    pub graph_json: String,
    /// `parameters/<model>.params`.
    pub params: params::ParamDict,
    /// Every member path in archive order.
    pub members: Vec<String>,
}

/// Reads a Model Library Format tarball.
pub fn read_mlf(path: &Path) -> Result<MlfContents, ModelError> {
    let file = std::fs::File::open(path).map_err(|e| io_error(path, e))?;
    let file_len = file.metadata().map_err(|e| io_error(path, e))?.len();
    let mut archive = tar::Archive::new(file);
    let mut metadata = None;
    let mut host_objects = Vec::new();
    let mut graph_json = None;
    let mut params_bytes = None;
    let mut members = Vec::new();
    for entry in archive.entries().map_err(|e| io_error(path, e))? {
        let mut entry = entry.map_err(|e| io_error(path, e))?;
        let member = entry
            .path()
            .map_err(|e| io_error(path, e))?
            .to_string_lossy()
            .trim_start_matches("./")
            .to_string();
        let size = entry.header().size().map_err(|e| io_error(path, e))?;
        if size > file_len {
            return Err(io_error(
                path,
                format!("member {member} claims {size} bytes, more than the file holds"),
            ));
        }
        let mut data = Vec::with_capacity(size as usize);
        entry
            .read_to_end(&mut data)
            .map_err(|e| io_error(path, e))?;
        if member == "metadata.json" {
            metadata = Some(
                serde_json::from_slice::<Value>(&data)
                    .map_err(|e| io_error(path, format!("metadata.json: {e}")))?,
            );
        } else if member.starts_with("codegen/host/lib/") && member.ends_with(".o") {
            host_objects.push((member.clone(), data));
        } else if member == "executor-config/graph/graph.json" {
            graph_json = Some(
                String::from_utf8(data).map_err(|e| io_error(path, format!("graph.json: {e}")))?,
            );
        } else if member.starts_with("parameters/") && member.ends_with(".params") {
            params_bytes = Some(data);
        }
        members.push(member);
    }
    let missing = |what: &str| {
        io_error(
            path,
            format!("not a Model Library Format tarball: no {what}"),
        )
    };
    let metadata = metadata.ok_or_else(|| missing("metadata.json"))?;
    let graph_json = graph_json.ok_or_else(|| missing("executor-config/graph/graph.json"))?;
    Graph::parse(&graph_json)
        .map_err(|e| io_error(path, format!("executor-config/graph/graph.json: {e}")))?;
    let params = params::read(&Bytes::from(
        params_bytes.ok_or_else(|| missing("parameters/*.params"))?,
    ))?;
    if host_objects.is_empty() {
        return Err(missing("codegen/host/lib/*.o"));
    }
    host_objects.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(MlfContents {
        metadata,
        host_objects,
        graph_json,
        params,
        members,
    })
}

/// Turns a Model Library Format tarball back into one runnable library.
pub fn link_mlf(
    tarball: &Path,
    out: &Path,
    options: &ExportOptions,
) -> crate::Result<ExportReport> {
    let contents = read_mlf(tarball)?;
    let model_name = contents.metadata["model_name"]
        .as_str()
        .unwrap_or("default")
        .to_string();
    let factory = GraphExecutorFactory {
        graph_json: contents.graph_json,
        params: contents.params,
        module_name: model_name,
    };
    let inputs = ExportInputs {
        tree: model_tree(&factory)?,
        host_objects: contents
            .host_objects
            .into_iter()
            .map(|(_, data)| data)
            .collect(),
    };
    export_library(&inputs, out, options)
}
