//! TVM graph JSON and the GraphExecutorFactory payload: parsing, checks, and byte layout.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use modlink::graph::{Graph, GraphError, GraphExecutorFactory, NodeOp};
use modlink::params::ParamTensor;

/// A two-layer graph in the shape TVM's graph executor codegen writes (string attributes,
/// 3-element entries, storage shared between x and the second activation).
const MLP_GRAPH: &str = r#"{
  "nodes": [
    {"op": "null", "name": "x", "inputs": []},
    {"op": "null", "name": "w0", "inputs": []},
    {"op": "tvm_op", "name": "dense0", "attrs": {"num_outputs": "1", "num_inputs": "2", "flatten_data": "0", "func_name": "dense0", "hash": "abc"}, "inputs": [[0, 0, 0], [1, 0, 0]]},
    {"op": "tvm_op", "name": "relu0", "attrs": {"num_outputs": "1", "num_inputs": "1", "flatten_data": "0", "func_name": "relu0"}, "inputs": [[2, 0, 0]]}
  ],
  "arg_nodes": [0, 1],
  "heads": [[3, 0, 0]],
  "attrs": {
    "dltype": ["list_str", ["float32", "float32", "float32", "float32"]],
    "device_index": ["list_int", [1, 1, 1, 1]],
    "storage_id": ["list_int", [0, 1, 2, 0]],
    "shape": ["list_shape", [[1, 4], [8, 4], [1, 8], [1, 8]]]
  },
  "node_row_ptr": [0, 1, 2, 3, 4]
}"#;

#[test]
fn parses_tvm_graph_json() {
    let graph = Graph::parse(MLP_GRAPH).unwrap();
    assert_eq!(graph.nodes.len(), 4);
    assert_eq!(graph.arg_nodes, vec![0, 1]);
    assert_eq!(graph.num_entries(), 4);
    assert_eq!(graph.storage_ids, vec![0, 1, 2, 0]);
    assert_eq!(graph.shapes[1], vec![8, 4]);
    match &graph.nodes[2].op {
        NodeOp::TvmOp {
            func_name,
            num_inputs,
            num_outputs,
            flatten_data,
        } => {
            assert_eq!(func_name, "dense0");
            assert_eq!((*num_inputs, *num_outputs, *flatten_data), (2, 1, false));
        }
        other => panic!("expected tvm_op, got {other:?}"),
    }
    assert_eq!(graph.entry_id(graph.heads[0]), 3);
    let again = Graph::parse(&graph.to_json()).unwrap();
    assert_eq!(again, graph, "to_json round-trips");
}

fn expect_invalid(json: &str, field_part: &str, message_part: &str) {
    match Graph::parse(json) {
        Err(GraphError::Invalid { field, message }) => {
            assert!(
                field.contains(field_part),
                "field {field:?} lacks {field_part:?}"
            );
            assert!(
                message.contains(message_part),
                "message {message:?} lacks {message_part:?}"
            );
        }
        other => panic!("expected an Invalid error for {field_part}, got {other:?}"),
    }
}

#[test]
fn rejects_inconsistent_graphs_naming_the_field() {
    expect_invalid(
        &MLP_GRAPH.replace("[[2, 0, 0]]}", "[[3, 0, 0]]}"),
        "nodes[3].inputs[0]",
        "does not come before",
    );
    expect_invalid(
        &MLP_GRAPH.replace("[0, 1, 2, 0]", "[0, 1, 2]"),
        "attrs.storage_id",
        "3 items for 4 entries",
    );
    expect_invalid(
        &MLP_GRAPH.replace(
            "\"tvm_op\", \"name\": \"relu0\"",
            "\"conv\", \"name\": \"relu0\"",
        ),
        "nodes[3].op",
        "unknown op `conv`",
    );
    expect_invalid(
        &MLP_GRAPH.replace("\"func_name\": \"relu0\"", "\"fn\": \"relu0\""),
        "nodes[3].attrs",
        "func_name",
    );
    expect_invalid(
        &MLP_GRAPH.replace("[[3, 0, 0]]", "[[3, 1, 0]]"),
        "heads[0]",
        "no output 1",
    );
    expect_invalid(
        &MLP_GRAPH.replace("\"arg_nodes\": [0, 1]", "\"arg_nodes\": [0, 2]"),
        "arg_nodes[1]",
        "not an input",
    );
    expect_invalid(
        &MLP_GRAPH.replace("\"num_inputs\": \"2\"", "\"num_inputs\": \"3\""),
        "nodes[2]",
        "num_inputs is 3",
    );
    expect_invalid(
        &MLP_GRAPH.replace("[0, 1, 2, 3, 4]", "[0, 1, 2, 3]"),
        "node_row_ptr",
        "5 items",
    );
    assert!(matches!(
        Graph::parse("{\"nodes\": ["),
        Err(GraphError::Json(_))
    ));
}

fn push_str(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(&(s.len() as u64).to_le_bytes());
    out.extend_from_slice(s.as_bytes());
}

/// The payload written field by field as TVM's SaveToBinary does.
fn hand_built_payload() -> Vec<u8> {
    let mut out = Vec::new();
    push_str(&mut out, "{\"nodes\": []}");
    out.extend_from_slice(&1u64.to_le_bytes()); // parameter count
    out.extend_from_slice(&1u64.to_le_bytes()); // names vector count
    push_str(&mut out, "w0");
    out.extend_from_slice(&0xDD5E40F096B4A13Fu64.to_le_bytes());
    out.extend_from_slice(&0u64.to_le_bytes());
    out.extend_from_slice(&1i32.to_le_bytes()); // CPU
    out.extend_from_slice(&0i32.to_le_bytes());
    out.extend_from_slice(&1i32.to_le_bytes()); // ndim
    out.extend_from_slice(&[2, 32, 1, 0]); // float32
    out.extend_from_slice(&2i64.to_le_bytes());
    out.extend_from_slice(&8u64.to_le_bytes());
    out.extend_from_slice(&1.5f32.to_le_bytes());
    out.extend_from_slice(&(-2.0f32).to_le_bytes());
    push_str(&mut out, "default");
    out
}

#[test]
fn reads_and_writes_the_factory_payload_layout() {
    let bytes = hand_built_payload();
    let mut with_trailer = bytes.clone();
    with_trailer.extend_from_slice(b"next key follows");
    let (factory, used) = GraphExecutorFactory::read(&Bytes::from(with_trailer)).unwrap();
    assert_eq!(used, bytes.len(), "reports where the payload ends");
    assert_eq!(factory.graph_json, "{\"nodes\": []}");
    assert_eq!(factory.module_name, "default");
    let w0 = factory.params.get("w0").unwrap();
    assert_eq!(w0.to_f32().unwrap(), vec![1.5, -2.0]);
    assert_eq!(factory.to_bytes().unwrap(), bytes);
}

#[test]
fn factory_truncations_and_hostile_counts_are_errors() {
    let bytes = hand_built_payload();
    for cut in 0..bytes.len() {
        let err = GraphExecutorFactory::read(&Bytes::copy_from_slice(&bytes[..cut])).unwrap_err();
        assert!(
            matches!(err, GraphError::Payload { .. }),
            "cut {cut}: {err}"
        );
    }
    let mut hostile = Vec::new();
    push_str(&mut hostile, "{}");
    hostile.extend_from_slice(&(1u64 << 60).to_le_bytes());
    hostile.extend_from_slice(&(1u64 << 60).to_le_bytes());
    hostile.extend_from_slice(&[0; 64]);
    let err = GraphExecutorFactory::read(&Bytes::from(hostile))
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("parameter count") && err.contains("cannot fit"),
        "{err}"
    );
}

#[test]
fn factory_round_trips_several_parameters_in_order() {
    let factory = GraphExecutorFactory {
        graph_json: MLP_GRAPH.to_string(),
        params: modlink::params::ParamDict {
            entries: vec![
                (
                    "w0".into(),
                    ParamTensor::from_f32(vec![8, 4], &[0.25; 32]).unwrap(),
                ),
                (
                    "b0".into(),
                    ParamTensor::from_f32(vec![8], &[1.0; 8]).unwrap(),
                ),
            ],
        },
        module_name: "mlp".into(),
    };
    let bytes = factory.to_bytes().unwrap();
    let (back, used) = GraphExecutorFactory::read(&Bytes::from(bytes.clone())).unwrap();
    assert_eq!(used, bytes.len());
    assert_eq!(back, factory);
}

#[test]
fn payload_span_walks_the_payload_without_reading_past_it() {
    let bytes = hand_built_payload();
    let mut with_trailer = bytes.clone();
    with_trailer.extend_from_slice(&[0xAB; 40]);
    assert_eq!(
        modlink::graph::factory::payload_span(&with_trailer).unwrap(),
        bytes.len()
    );
    for cut in 0..bytes.len() {
        assert!(
            modlink::graph::factory::payload_span(&bytes[..cut]).is_err(),
            "cut {cut}"
        );
    }
}

#[test]
fn legacy_layout_model_trees_round_trip_with_the_executor_registry() {
    use modlink::blob::{self, Layout};
    use modlink::module::{LIB_KEY, ModuleGraph, Payload};
    let factory_bytes = Bytes::from(hand_built_payload());
    let mut graph = ModuleGraph::new();
    let root = graph.add(
        "GraphExecutorFactory",
        Payload::Opaque(factory_bytes.clone()),
    );
    let lib = graph.add(LIB_KEY, Payload::Lib);
    graph.import(root, lib);
    let tree = graph.to_tree().unwrap();
    let legacy = Bytes::from(blob::write(&tree, Layout::Legacy).unwrap());
    // Without the executor's parser the legacy reader cannot find where the payload ends.
    let err = blob::read(&legacy, Layout::Legacy).unwrap_err().to_string();
    assert!(err.contains("GraphExecutorFactory"), "{err}");
    let back = blob::read_with(
        &legacy,
        Layout::Legacy,
        &modlink::graph::factory::payload_registry(),
    )
    .unwrap();
    assert_eq!(back.nodes[0].kind, "GraphExecutorFactory");
    assert_eq!(back.nodes[0].payload, Payload::Opaque(factory_bytes));
    assert_eq!(back.imports[0], vec![1]);
    assert_eq!(back.nodes[1].kind, LIB_KEY);
}

/// Keys TVM's graph loader does not read are refused with their line and column, as TVM's
/// `GraphExecutor::Load` refuses them; free-form node attributes (`hash`) stay accepted.
#[test]
fn unknown_graph_keys_are_errors_with_line_and_column() {
    let top = MLP_GRAPH.replace(
        "\"arg_nodes\": [0, 1],",
        "\"arg_nodes\": [0, 1], \"argnodes\": [],",
    );
    let node = MLP_GRAPH.replace(
        "{\"op\": \"null\", \"name\": \"w0\", \"inputs\": []}",
        "{\"op\": \"null\", \"name\": \"w0\", \"input\": []}",
    );
    for (text, key) in [(&top, "\"argnodes\""), (&node, "\"input\"")] {
        let at = text.find(key).unwrap() + key.len();
        let line = text[..at].matches('\n').count() + 1;
        let column = at - text[..at].rfind('\n').map_or(0, |n| n + 1);
        match Graph::parse(text) {
            Err(GraphError::Json(message)) => {
                let name = key.trim_matches('"');
                assert!(
                    message.starts_with(&format!("unknown field `{name}`, expected ")),
                    "{message}"
                );
                assert!(
                    message.ends_with(&format!(" at line {line} column {column}")),
                    "{message}"
                );
            }
            other => panic!("expected a JSON error for {key}, got {other:?}"),
        }
    }
    // A list where the nodes should be is left to the value checks, which name the field.
    expect_invalid(r#"{"nodes": {"a": 1}}"#, "nodes", "expected a list");
}
