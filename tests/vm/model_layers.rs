//! Every layer kind of the model front: its kernels compiled and run (through the graph
//! executor form; `model_relax.rs` runs the Relax form in TVM and modlink's VM) against the plain-Rust reference, weights from a seed and from a params file,
//! and the description errors.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::codegen::CodegenOptions;
use modlink::export::ExportOptions;
use modlink::model::export::{Executor, compile_model_for, export_model};
use modlink::model::{ModelSpec, SplitMix64, reference};
use modlink::runtime::GraphExecutor;
use modlink::target::TargetSpec;

fn assert_close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let tolerance = 1e-4 * w.abs().max(1e-2);
        assert!((g - w).abs() <= tolerance, "{what}[{i}]: got {g}, want {w}");
    }
}

fn run_graph_form(spec: &ModelSpec) {
    let target = TargetSpec::host().unwrap();
    let build =
        compile_model_for(spec, &target, &CodegenOptions::default(), Executor::Graph).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("m.so");
    export_model(&build, &lib, &ExportOptions::new(target)).unwrap();
    let count: i64 = spec.input_shape.iter().product();
    let input = SplitMix64(5).f32_vec(count as usize, 1.0);
    let want = reference::evaluate(spec, &build.artifacts, &input);
    let mut executor = GraphExecutor::open(&lib).unwrap();
    executor.set_input_f32(&spec.input_name, &input).unwrap();
    executor.run().unwrap();
    assert_close(&executor.get_output_f32(0).unwrap(), &want, &spec.name);
}

/// conv2d (5×5 stride 2 padding 2, 3×3 padding 1), batch_norm, max and average pooling with
/// padding, flatten, dense.
pub const CNN: &str = r#"{"name": "cnn_pool", "input_shape": [2, 3, 16, 16], "seed": 11, "layers": [
  {"conv2d": {"channels": 6, "kernel": 5, "stride": 2, "padding": 2}},
  {"batch_norm": {}}, "relu",
  {"max_pool": {"size": 3, "stride": 2, "padding": 1}},
  {"conv2d": {"channels": 4, "kernel": 3, "padding": 1, "relu": true}},
  {"avg_pool": {"size": 2, "padding": 1}},
  "flatten",
  {"dense": {"units": 5}}]}"#;

/// A transformer MLP block: layer_norm, dense, gelu, dense, residual add, layer_norm, softmax,
/// and a reshape round trip.
pub const TRANSFORMER: &str = r#"{"name": "block", "input_shape": [6, 16], "seed": 3, "layers": [
  {"layer_norm": {}},
  {"dense": {"units": 32}}, "gelu", {"dense": {"units": 16}},
  {"residual_add": {}},
  {"reshape": {"shape": [4, 4]}}, {"reshape": {"shape": [16]}},
  {"layer_norm": {"epsilon": 1e-3}},
  {"residual_add": {"from": 4}},
  "softmax"]}"#;

#[test]
fn cnn_layers_match_the_reference() {
    let spec = ModelSpec::from_json(CNN).unwrap();
    let art = spec.lower().unwrap();
    // 16 → conv 5/2/2 → 8 → maxpool 3/2/1 → 4 → conv 3/1/1 → 4 → avgpool 2/2/1 → 3.
    assert_eq!(art.layers[0].output_shape, vec![2, 6, 8, 8]);
    assert_eq!(art.layers[3].output_shape, vec![2, 6, 4, 4]);
    assert_eq!(art.layers[5].output_shape, vec![2, 4, 3, 3]);
    assert_eq!(art.layers[6].output_shape, vec![2, 36]);
    assert_eq!(art.output_shape, vec![2, 5]);
    run_graph_form(&spec);
}

#[test]
fn transformer_block_matches_the_reference() {
    let spec = ModelSpec::from_json(TRANSFORMER).unwrap();
    let art = spec.lower().unwrap();
    assert_eq!(art.layers[4].inputs, vec![4, 0]);
    assert_eq!(art.layers[8].inputs, vec![8, 5]);
    run_graph_form(&spec);
}

#[test]
fn reference_pooling_and_norms_by_hand() {
    // A 1×1×3×3 input through max and average pooling 2×2 stride 1 padding 1: the corner
    // windows hold one tap.
    let spec = ModelSpec::from_json(
        r#"{"name": "p", "input_shape": [1, 1, 3, 3], "layers": [{"avg_pool": {"size": 2, "stride": 2, "padding": 1}}]}"#,
    )
    .unwrap();
    let art = spec.lower().unwrap();
    let x: Vec<f32> = (1..=9).map(|v| v as f32).collect();
    // Windows: {1}, {2,3}, {4,7}, {5,6,8,9}.
    assert_eq!(
        reference::evaluate(&spec, &art, &x),
        vec![1.0, 2.5, 5.5, 7.0]
    );
    let spec = ModelSpec::from_json(
        r#"{"name": "p", "input_shape": [1, 1, 3, 3], "layers": [{"max_pool": {"size": 2, "stride": 2, "padding": 1}}]}"#,
    )
    .unwrap();
    let art = spec.lower().unwrap();
    assert_eq!(
        reference::evaluate(&spec, &art, &x),
        vec![1.0, 3.0, 7.0, 9.0]
    );
    run_graph_form(&spec);
    // layer_norm of [1, 2, 3, 4] with γ = 1, β = 0 comes from the params file below.
}

#[test]
fn weights_from_a_params_file() {
    use modlink::params::{ParamDict, ParamTensor};
    let spec = ModelSpec::from_json(
        r#"{"name": "f", "input_shape": [1, 4], "layers": [{"layer_norm": {"epsilon": 1e-12}}, {"dense": {"units": 2}}]}"#,
    )
    .unwrap();
    let t = |shape: Vec<i64>, v: &[f32]| ParamTensor::from_f32(shape, v).unwrap();
    let dict = ParamDict {
        entries: vec![
            ("ln0_gamma".into(), t(vec![4], &[1.0; 4])),
            ("ln0_beta".into(), t(vec![4], &[0.0; 4])),
            (
                "dense1_w".into(),
                t(vec![2, 4], &[1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0]),
            ),
            ("dense1_b".into(), t(vec![2], &[10.0, 20.0])),
        ],
    };
    let art = spec.lower_with_params(&dict).unwrap();
    let out = reference::evaluate(&spec, &art, &[1.0, 2.0, 3.0, 4.0]);
    // mean 2.5, var 1.25: first and last normalized values are ∓1.5/√1.25.
    let z = 1.5 / 1.25f32.sqrt();
    assert_close(&out, &[10.0 - z, 20.0 + z], "params file");
    // Through a real TVM params file written by modlink's writer and read back.
    let bytes = modlink::params::write(&dict).unwrap();
    let read = modlink::params::read(&bytes::Bytes::from(bytes)).unwrap();
    assert_eq!(spec.lower_with_params(&read).unwrap().params, art.params);

    let mut missing = dict.clone();
    missing.entries.pop();
    let err = spec.lower_with_params(&missing).unwrap_err().to_string();
    assert_eq!(
        err,
        "model `f`: layer 1: the parameter file has no tensor `dense1_b`"
    );
    let mut wrong = dict.clone();
    wrong.entries[2].1 = t(vec![4, 2], &[0.0; 8]);
    let err = spec.lower_with_params(&wrong).unwrap_err().to_string();
    assert_eq!(
        err,
        "model `f`: layer 1: parameter `dense1_w` has shape [4, 2], the layer needs [2, 4]"
    );
}

#[test]
fn description_errors_name_the_layer() {
    let cases = [
        (
            r#"{"name": "e", "input_shape": [1, 1, 4, 4], "layers": [{"conv2d": {"channels": 2, "kernel": 7}}]}"#,
            "model `e`: layer 0: a window of 7 with padding 0 does not fit an extent of 4",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 1, 4, 4], "layers": [{"max_pool": {"size": 2, "padding": 2}}]}"#,
            "model `e`: layer 0: max_pool: padding 2 must be smaller than the window 2",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 8], "layers": ["relu", {"residual_add": {"from": 1}}]}"#,
            "model `e`: layer 1: residual_add reads layer 1, which does not come before it",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 8], "layers": [{"dense": {"units": 4}}, {"residual_add": {}}]}"#,
            "model `e`: layer 1: residual_add needs equal shapes, got [1, 4] and [1, 8]",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 8], "layers": [{"reshape": {"shape": [3, 3]}}]}"#,
            "model `e`: layer 0: reshape of [8] per sample into [3, 3]: element counts differ (8 vs 9)",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 8], "layers": [{"batch_norm": {}}, {"layer_norm": {}}, {"avg_pool": {"size": 1}}]}"#,
            "model `e`: layer 2: avg_pool needs an NCHW input, got shape [1, 8]",
        ),
    ];
    for (json, want) in cases {
        let spec = ModelSpec::from_json(json).unwrap();
        assert_eq!(spec.lower().unwrap_err().to_string(), want);
    }
    let err = ModelSpec::from_json(r#"{"name": "e", "input_shape": [1, "m"], "layers": []}"#)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("input_shape[1]: `m`: only the batch dim (0) may be named"),
        "{err}"
    );
    let spec =
        ModelSpec::from_json(r#"{"name": "d", "input_shape": ["n", 8], "layers": ["relu"]}"#)
            .unwrap();
    assert_eq!(spec.batch_symbol.as_deref(), Some("n"));
    assert!(spec.lower().unwrap().kir.contains("X: f32[n, 8]"));
}

/// Sizes that would overflow a shape or allocate without bound are errors naming the layer,
/// found before any weight is generated.
#[test]
fn oversized_descriptions_are_refused() {
    let cases = [
        (
            r#"{"name": "e", "input_shape": [1, 8], "layers": [{"dense": {"units": 100000000000}}]}"#,
            "model `e`: layer 0: units 100000000000 is larger than 1048576",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 1048576], "layers": [{"dense": {"units": 1048576}}]}"#,
            "model `e`: layer 0: parameter `dense0_w` of shape [1048576, 1048576] is larger than 2^28 elements",
        ),
        (
            r#"{"name": "e", "input_shape": [4611686018427387904, 8], "layers": ["relu"]}"#,
            "model `e`: layer 0: the input shape [4611686018427387904, 8] is larger than 2^28 elements",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 1, 8, 8], "layers": [{"max_pool": {"size": 2, "stride": 18446744073709551615}}]}"#,
            "model `e`: layer 0: stride 18446744073709551615 is larger than 1048576",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 1, 8, 8], "layers": [{"conv2d": {"channels": 1, "padding": 9223372036854775807}}]}"#,
            "model `e`: layer 0: padding 9223372036854775807 is larger than 1048576",
        ),
        (
            r#"{"name": "e", "input_shape": [1, 4], "layers": [{"reshape": {"shape": [0, 4]}}]}"#,
            "model `e`: layer 0: reshape: shape [0, 4] needs dims in 1..=2^28",
        ),
    ];
    for (json, want) in cases {
        let spec = ModelSpec::from_json(json).unwrap();
        assert_eq!(spec.lower().unwrap_err().to_string(), want);
    }
}
