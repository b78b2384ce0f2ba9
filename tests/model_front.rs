//! The model front: lowering sequential models to kernels, graph and parameters.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::graph::{Graph, NodeOp};
use modlink::model::{Layer, ModelSpec, reference};

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
