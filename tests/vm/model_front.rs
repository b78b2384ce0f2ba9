//! The model front: lowering sequential models to kernels, graph and parameters.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::graph::{Graph, NodeOp};
use modlink::model::{Layer, ModelError, ModelSpec, reference};

#[test]
fn mlp_lowers_to_a_consistent_graph() {
    let spec = ModelSpec::demo_mlp();
    let art = spec.lower().unwrap();
    // input x, dense0 (w, b, op), dense1 (w, b, op), softmax op
    assert_eq!(art.graph.nodes.len(), 1 + 3 + 3 + 1);
    assert_eq!(art.graph.arg_nodes, vec![0, 1, 2, 4, 5]);
    let ops: Vec<&str> = art
        .graph
        .nodes
        .iter()
        .filter_map(|n| match &n.op {
            NodeOp::TvmOp { func_name, .. } => Some(func_name.as_str()),
            NodeOp::Null => None,
        })
        .collect();
    assert_eq!(ops, ["dense0", "dense1", "softmax2"]);
    let names: Vec<&str> = art.params.entries.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["dense0_w", "dense0_b", "dense1_w", "dense1_b"]);
    assert_eq!(art.params.get("dense0_w").unwrap().shape, vec![128, 64]);
    assert_eq!(art.output_shape, vec![4, 10]);
    // The graph survives TVM's JSON form and its structural checks.
    assert_eq!(Graph::parse(&art.graph.to_json()).unwrap(), art.graph);
    for kernel in ["kernel dense0(", "kernel dense1(", "kernel softmax2("] {
        assert!(art.kir.contains(kernel), "missing {kernel}");
    }
}

#[test]
fn weights_are_deterministic_per_seed() {
    let a = ModelSpec::demo_mlp().lower().unwrap();
    let b = ModelSpec::demo_mlp().lower().unwrap();
    assert_eq!(a.params, b.params);
    let mut other = ModelSpec::demo_mlp();
    other.seed += 1;
    assert_ne!(other.lower().unwrap().params, a.params);
}

#[test]
fn reference_softmax_rows_sum_to_one_and_cnn_shapes_flow() {
    let spec = ModelSpec::demo_mlp();
    let art = spec.lower().unwrap();
    let input: Vec<f32> = (0..256)
        .map(|i| ((i * 37 % 101) as f32 - 50.0) / 25.0)
        .collect();
    let out = reference::evaluate(&spec, &art, &input);
    assert_eq!(out.len(), 40);
    for row in out.chunks(10) {
        let total: f32 = row.iter().sum();
        assert!((total - 1.0).abs() < 1e-5, "row sums to {total}");
        assert!(row.iter().all(|p| *p > 0.0));
    }
    let cnn = ModelSpec::demo_cnn();
    let art = cnn.lower().unwrap();
    assert_eq!(art.output_shape, vec![2, 5]);
    assert_eq!(art.params.get("conv0_w").unwrap().shape, vec![8, 3, 3, 3]);
    let out = reference::evaluate(&cnn, &art, &vec![0.5; 2 * 3 * 12 * 12]);
    assert_eq!(out.len(), 10);
}

#[test]
fn bad_descriptions_name_the_layer() {
    let spec = ModelSpec {
        name: "bad".into(),
        input_name: "x".into(),
        input_shape: vec![1, 3, 8, 8],
        layers: vec![
            Layer::Relu,
            Layer::Dense {
                units: 4,
                relu: false,
            },
        ],
        seed: 0,
        batch_symbol: None,
        params_file: None,
    };
    let err = spec.lower().unwrap_err().to_string();
    assert!(
        err.contains("model `bad`: layer 1") && err.contains("rank-2"),
        "{err}"
    );
    let json = r#"{"name": "m", "input_shape": [2, 8], "layers": [{"dense": {"units": 3, "relu": true}}, "softmax"]}"#;
    let spec = ModelSpec::from_json(json).unwrap();
    assert_eq!(
        spec.layers,
        vec![
            Layer::Dense {
                units: 3,
                relu: true
            },
            Layer::Softmax
        ]
    );
    assert_eq!(spec.input_name, "x");
    assert!(
        ModelSpec::from_json(r#"{"name": "m", "input_shape": [2], "layers": ["pool"]}"#).is_err()
    );
}

/// The 1-based line and column just past the first occurrence of `needle` in `text`: where a
/// JSON reader stands after reading that key.
fn position_after(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).expect("needle in text") + needle.len();
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = at - before.rfind('\n').map_or(0, |newline| newline + 1);
    (line, column)
}

fn json_error(text: &str) -> (usize, usize, String) {
    match ModelSpec::from_json(text).unwrap_err() {
        ModelError::Json {
            file: None,
            line,
            column,
            message,
        } => (line, column, message),
        other => panic!("expected a JSON error, got {other:?}"),
    }
}

/// A typo in a key is an error at the key, not a silently different model.
#[test]
fn unknown_keys_are_errors_with_line_and_column() {
    let layer_typo = "{\"name\": \"m\", \"input_shape\": [2, 8],\n \"layers\": [{\"dense\": {\"units\": 4, \"rleu\": true}}]}";
    let (line, column, message) = json_error(layer_typo);
    assert_eq!((line, column), position_after(layer_typo, "\"rleu\""));
    assert_eq!(message, "unknown field `rleu`, expected `units` or `relu`");

    let top_typo =
        "{\"name\": \"m\", \"input_shape\": [2, 8],\n \"layers\": [\"relu\"],\n \"seeed\": 3}";
    let (line, column, message) = json_error(top_typo);
    assert_eq!((line, column), position_after(top_typo, "\"seeed\""));
    assert!(
        message.starts_with("unknown field `seeed`, expected one of"),
        "{message}"
    );
    assert!(message.contains("`seed`"), "{message}");

    // Without a file the position is spelled out; `from_file` puts the file first.
    let error = ModelSpec::from_json(top_typo).unwrap_err().to_string();
    assert!(
        error.starts_with(&format!(
            "model description, line {line}, column {column}: "
        )),
        "{error}"
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("typo.json");
    std::fs::write(&path, layer_typo).unwrap();
    let error = ModelSpec::from_file(&path).unwrap_err().to_string();
    let (line, column) = position_after(layer_typo, "\"rleu\"");
    assert_eq!(
        error,
        format!(
            "{}:{line}:{column}: unknown field `rleu`, expected `units` or `relu`",
            path.display()
        )
    );
    // A unit layer given keys is refused too.
    let unit_with_keys =
        r#"{"name": "m", "input_shape": [2, 8], "layers": [{"relu": {"inplace": true}}]}"#;
    assert!(matches!(
        ModelSpec::from_json(unit_with_keys),
        Err(ModelError::Json { .. })
    ));
}

/// Values JSON can hold but a model cannot use are refused before lowering, naming the field.
#[test]
fn out_of_range_values_name_the_field() {
    let cases = [
        (
            r#"{"name": "m", "input_shape": [1, 4], "layers": [{"layer_norm": {"epsilon": -1}}]}"#,
            "model `m`: layers[0].layer_norm.epsilon: must be positive and finite, found -1",
        ),
        (
            r#"{"name": "m", "input_shape": [1, 2, 4, 4], "layers": ["relu", {"batch_norm": {"epsilon": 1e40}}]}"#,
            "model `m`: layers[1].batch_norm.epsilon: must be positive and finite, found inf",
        ),
        (
            r#"{"name": "m", "input_shape": [1, 4], "layers": [{"dense": {"units": 0}}]}"#,
            "model `m`: layers[0].dense.units: must be at least 1, found 0",
        ),
        (
            r#"{"name": "m", "input_shape": [1, 1, 4, 4], "layers": [{"max_pool": {"size": 2, "stride": 0}}]}"#,
            "model `m`: layers[0].max_pool.stride: must be at least 1, found 0",
        ),
        (
            r#"{"name": "m", "input_shape": [1, 1, 4, 4], "layers": [{"conv2d": {"channels": 2, "kernel": 0}}]}"#,
            "model `m`: layers[0].conv2d.kernel: must be at least 1, found 0",
        ),
        (
            r#"{"name": "../../evil", "input_shape": [1, 4], "layers": ["relu"]}"#,
            "model `../../evil`: name: \"../../evil\" is not an identifier (a letter or _, then letters, digits or _)",
        ),
        (
            r#"{"name": "", "input_shape": [1, 4], "layers": ["relu"]}"#,
            "model ``: name: \"\" is not an identifier (a letter or _, then letters, digits or _)",
        ),
        (
            r#"{"name": "m", "input_name": "a b", "input_shape": [1, 4], "layers": ["relu"]}"#,
            "model `m`: input_name: \"a b\" is not an identifier (a letter or _, then letters, digits or _)",
        ),
        (
            r#"{"name": "m", "input_shape": [1, 0], "layers": ["relu"]}"#,
            "model `m`: input_shape[1]: must be at least 1, found 0",
        ),
        (
            r#"{"name": "m", "input_shape": [1, 4], "layers": []}"#,
            "model `m`: layers: a model needs at least one layer",
        ),
    ];
    for (json, want) in cases {
        assert_eq!(ModelSpec::from_json(json).unwrap_err().to_string(), want);
    }
    // A spec built in Rust meets the same rules when it is lowered.
    let mut spec = ModelSpec::demo_mlp();
    spec.layers[0] = Layer::LayerNorm { epsilon: f32::NAN };
    assert_eq!(
        spec.lower().unwrap_err().to_string(),
        "model `mlp`: layers[0].layer_norm.epsilon: must be positive and finite, found NaN"
    );
}
