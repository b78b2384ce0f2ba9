//! Whole models in one library, graph executor form (`Executor::Graph`; the Relax form is
//! tested in `model_relax.rs`): MLP and CNN compiled, exported with the executor at the root,
//! reopened with modlink's graph executor and compared with a plain-Rust evaluation; the same
//! models through Model Library Format and `link_mlf`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::codegen::CodegenOptions;
use modlink::export::ExportOptions;
use modlink::model::export::{
    Executor, compile_model_for, export_mlf, export_model, link_mlf, read_mlf,
};
use modlink::model::{ModelSpec, SplitMix64, reference};
use modlink::runtime::GraphExecutor;
use modlink::target::TargetSpec;
use std::path::Path;
use std::process::Command;

fn assert_close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let tolerance = 1e-4 * w.abs().max(1e-3);
        assert!((g - w).abs() <= tolerance, "{what}[{i}]: got {g}, want {w}");
    }
}

fn run_library(path: &Path, spec: &ModelSpec, input: &[f32]) -> Vec<f32> {
    let mut executor = GraphExecutor::open(path).unwrap();
    assert_eq!(executor.module_name(), spec.name);
    executor.set_input_f32(&spec.input_name, input).unwrap();
    executor.run().unwrap();
    executor.get_output_f32(0).unwrap()
}

fn check_model(spec: ModelSpec) {
    let target = TargetSpec::host().unwrap();
    let build =
        compile_model_for(&spec, &target, &CodegenOptions::default(), Executor::Graph).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join(format!("{}.so", spec.name));
    export_model(&build, &lib, &ExportOptions::new(target.clone())).unwrap();

    let count: i64 = spec.input_shape.iter().product();
    let input = SplitMix64(99).f32_vec(count as usize, 1.0);
    let want = reference::evaluate(&spec, &build.artifacts, &input);
    let got = run_library(&lib, &spec, &input);
    assert_close(&got, &want, &format!("{} from .so", spec.name));

    // The tree as `modlink inspect` shows it: executor at the root, `_lib` its import.
    let out = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("inspect")
        .arg("--json")
        .arg(&lib)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let modules = json["modules"].as_array().unwrap();
    assert_eq!(modules[0]["kind"], "GraphExecutorFactory");
    assert_eq!(modules[0]["imports"], serde_json::json!([1]));
    assert_eq!(modules[1]["kind"], "_lib");
    let host: Vec<String> = serde_json::from_value(json["host_functions"].clone()).unwrap();
    for layer in &build.artifacts.layers {
        assert!(
            host.contains(&layer.kernel_name),
            "{} not exported: {host:?}",
            layer.kernel_name
        );
    }

    // Model Library Format: reproducible, the documented layout, and linkable back.
    let mlf_a = dir.path().join("a.tar");
    let mlf_b = dir.path().join("b.tar");
    export_mlf(&build, &mlf_a, 1_700_000_000).unwrap();
    export_mlf(&build, &mlf_b, 1_700_000_000).unwrap();
    assert_eq!(
        std::fs::read(&mlf_a).unwrap(),
        std::fs::read(&mlf_b).unwrap(),
        "same epoch, same bytes"
    );
    let contents = read_mlf(&mlf_a).unwrap();
    assert_eq!(
        contents.members,
        [
            "metadata.json".to_string(),
            "codegen/host/lib/lib0.o".into(),
            "executor-config/graph/graph.json".into(),
            format!("parameters/{}.params", spec.name),
            format!("src/{}.kir", spec.name),
        ]
    );
    let meta = &contents.metadata;
    assert_eq!(meta["version"], 5);
    assert_eq!(meta["model_name"], spec.name.as_str());
    assert_eq!(meta["executors"], serde_json::json!(["graph"]));
    assert_eq!(meta["export_datetime"], "2023-11-14 22:13:20Z");
    assert!(
        meta["target"]["1"]
            .as_str()
            .unwrap()
            .contains(&target.llvm_triple())
    );
    let operators = meta["memory"]["functions"]["operator_functions"]
        .as_array()
        .unwrap();
    assert_eq!(operators.len(), spec.layers.len());
    let param_bytes: usize = build
        .artifacts
        .params
        .entries
        .iter()
        .map(|(_, t)| t.data.len())
        .sum();
    assert_eq!(
        meta["memory"]["functions"]["main"][0]["constants_size_bytes"],
        param_bytes as u64
    );
    let relinked = dir.path().join("relinked.so");
    link_mlf(&mlf_a, &relinked, &ExportOptions::new(target)).unwrap();
    assert_close(
        &run_library(&relinked, &spec, &input),
        &want,
        &format!("{} via MLF", spec.name),
    );
}

#[test]
fn mlp_runs_from_one_library_and_from_mlf() {
    check_model(ModelSpec::demo_mlp());
}

#[test]
fn cnn_runs_from_one_library_and_from_mlf() {
    check_model(ModelSpec::demo_cnn());
}

#[test]
fn wrong_input_size_names_the_input() {
    let spec = ModelSpec::demo_mlp();
    let target = TargetSpec::host().unwrap();
    let build =
        compile_model_for(&spec, &target, &CodegenOptions::default(), Executor::Graph).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("mlp.so");
    export_model(&build, &lib, &ExportOptions::new(target)).unwrap();
    let mut executor = GraphExecutor::open(&lib).unwrap();
    let err = executor
        .set_input_f32("x", &[1.0; 3])
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("input `x`") && err.contains("expected 1024 bytes"),
        "{err}"
    );
    let err = executor
        .set_input_f32("nope", &[1.0])
        .unwrap_err()
        .to_string();
    assert!(err.contains("no input of that name"), "{err}");
}

#[test]
fn malformed_graph_in_a_library_names_the_library() {
    let spec = ModelSpec::demo_mlp();
    let target = TargetSpec::host().unwrap();
    let mut build =
        compile_model_for(&spec, &target, &CodegenOptions::default(), Executor::Graph).unwrap();
    build.factory.as_mut().unwrap().graph_json = "{\"nodes\": [".into();
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("broken.so");
    export_model(&build, &lib, &ExportOptions::new(target)).unwrap();
    let error = GraphExecutor::open(&lib).err().unwrap();
    let modlink::graph::GraphError::InLibrary { path, source } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(path, &lib.display().to_string());
    assert!(
        matches!(**source, modlink::graph::GraphError::Json(_)),
        "{source:?}"
    );
    let text = error.to_string();
    assert!(
        text.starts_with(&format!("{}: graph JSON: ", lib.display())),
        "{text}"
    );
}

#[test]
fn an_opened_library_serves_the_graph_executor_without_reopening() {
    let spec = ModelSpec::demo_mlp();
    let target = TargetSpec::host().unwrap();
    let build =
        compile_model_for(&spec, &target, &CodegenOptions::default(), Executor::Graph).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("mlp.so");
    export_model(&build, &lib, &ExportOptions::new(target.clone())).unwrap();
    let options = modlink::runtime::OpenOptions::new().keep_unknown_opaque(true);
    let library = modlink::runtime::Library::open_with(&lib, &options).unwrap();
    let mut executor = GraphExecutor::from_library(library).unwrap();
    let count: i64 = spec.input_shape.iter().product();
    let input = SplitMix64(7).f32_vec(count as usize, 1.0);
    executor.set_input_f32(&spec.input_name, &input).unwrap();
    executor.run().unwrap();
    let want = reference::evaluate(&spec, &build.artifacts, &input);
    assert_close(&executor.get_output_f32(0).unwrap(), &want, "from_library");

    // A kernel library's root is its host module, named as its blob names it.
    let kernels = dir.path().join("kernels.so");
    let program = modlink::ir::parse(&build.artifacts.kir, "model.kir").unwrap();
    let object = modlink::codegen::compile(&program, &target, &CodegenOptions::default()).unwrap();
    let mut inputs = modlink::export::ExportInputs::host_only();
    inputs.host_objects.push(object.bytes);
    modlink::export::export_library(&inputs, &kernels, &ExportOptions::new(target)).unwrap();
    let library = modlink::runtime::Library::open_with(&kernels, &options).unwrap();
    let error = GraphExecutor::from_library(library)
        .err()
        .unwrap()
        .to_string();
    assert_eq!(
        error,
        format!(
            "{}: the root module is `_lib`, not a GraphExecutorFactory: not a model library",
            kernels.display()
        )
    );
}
