#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Inputs the fuzzers (fuzz/fuzz_targets) found, kept as regression tests: each must now give
//! a typed error naming the field (or round-trip), never a panic or a silently changed value.

use modlink::graph::{Graph, GraphError};

/// graph_parse, 2026-11-22: a `null` (input) node listing inputs parsed, but `to_json` dropped
/// them, so print → parse changed the graph. Minimised by hand from the fuzzer's artifact.
const NULL_NODE_WITH_INPUTS: &str = r#"{
  "arg_nodes": [0],
  "attrs": {"dltype": ["list_str", ["float32", "float32"]],
            "shape": ["list_shape", [[2, 8], [2, 8]]],
            "storage_id": ["list_int", [0, 1]]},
  "heads": [[1, 0, 0]],
  "node_row_ptr": [0, 1, 2],
  "nodes": [{"inputs": [], "name": "x", "op": "null"},
            {"inputs": [[0, 0, 0]], "name": "softmx", "op": "null"}]
}"#;

#[test]
fn graph_null_node_with_inputs_is_an_error_naming_the_node() {
    let error = Graph::parse(NULL_NODE_WITH_INPUTS).unwrap_err();
    assert!(matches!(error, GraphError::Invalid { .. }), "{error:?}");
    let message = error.to_string();
    assert!(message.contains("nodes[1]"), "{message}");
    assert!(
        message.contains("a `null` (input) node lists 1 inputs"),
        "{message}"
    );
}

#[test]
fn graph_without_the_bad_inputs_round_trips() {
    let fixed = NULL_NODE_WITH_INPUTS.replace(
        r#"{"inputs": [[0, 0, 0]], "name": "softmx""#,
        r#"{"inputs": [], "name": "softmx""#,
    );
    let graph = Graph::parse(&fixed).unwrap();
    assert_eq!(Graph::parse(&graph.to_json()).unwrap(), graph);
}

/// graph_parse, 2026-11-22: a head naming node N (one past the last node) indexed
/// `node_row_ptr[N + 1]` and panicked; an output index near usize::MAX overflowed the sum.
#[test]
fn graph_head_one_past_the_last_node_is_an_error() {
    let graph = |heads: &str| {
        format!(
            r#"{{"arg_nodes": [0],
  "attrs": {{"dltype": ["list_str", ["float32"]], "shape": ["list_shape", [[2]]],
            "storage_id": ["list_int", [0]]}},
  "heads": [{heads}], "node_row_ptr": [0, 1],
  "nodes": [{{"inputs": [], "name": "x", "op": "null"}}]}}"#
        )
    };
    assert!(Graph::parse(&graph("[0, 0, 0]")).is_ok());
    let error = Graph::parse(&graph("[1, 0, 0]")).unwrap_err();
    assert!(error.to_string().contains("heads[0]"), "{error}");
    assert!(
        error.to_string().contains("node 1 does not exist"),
        "{error}"
    );
    let error = Graph::parse(&graph("[0, 18446744073709551615, 0]")).unwrap_err();
    assert!(error.to_string().contains("heads[0]"), "{error}");
    assert!(
        error
            .to_string()
            .contains("node 0 has no output 18446744073709551615"),
        "{error}"
    );
}
