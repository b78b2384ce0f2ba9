//! `ModuleGraph::to_tree` + `blob::write` against real TVM 0.27: the same module graphs are
//! built out of TVM modules (a `c` host, `const_loader`s) by `support/tvm_index_oracle.py`,
//! and TVM's own serializer must produce exactly our bytes, or refuse where we refuse.
//! Python comes from `MODLINK_PYTHON`, else `<crate>/.venv/bin/python` (ci/setup.sh makes it).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, Layout};
use modlink::module::relax::ConstLoader;
use modlink::module::{LIB_KEY, ModuleError, ModuleGraph, Payload};

struct Graph {
    /// `None` = host code, `Some(symbol)` = a const_loader exporting that symbol.
    nodes: Vec<Option<String>>,
    edges: Vec<(usize, usize)>,
}

fn run_oracle(graphs: &[Graph]) -> serde_json::Value {
    let input: Vec<serde_json::Value> = graphs
        .iter()
        .map(|g| {
            let nodes: Vec<&str> = g
                .nodes
                .iter()
                .map(|n| n.as_deref().unwrap_or("host"))
                .collect();
            serde_json::json!({ "nodes": nodes, "edges": g.edges })
        })
        .collect();
    support::blob::run_oracle("tvm_index_oracle.py", &serde_json::Value::Array(input))
}

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

/// xorshift64*: deterministic graphs without an extra dependency.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

fn graphs() -> Vec<Graph> {
    let named = |g: usize, spec: &[bool]| -> Vec<Option<String>> {
        spec.iter()
            .enumerate()
            .map(|(i, &host)| (!host).then(|| format!("g{g}_n{i}")))
            .collect()
    };
    let mut graphs = vec![
        // two_dev's shape: host imports [a, b].
        Graph {
            nodes: named(0, &[true, false, false]),
            edges: vec![(0, 1), (0, 2)],
        },
        // nested: host → a → b.
        Graph {
            nodes: named(1, &[true, false, false]),
            edges: vec![(0, 1), (1, 2)],
        },
        // non-host root above the host.
        Graph {
            nodes: named(2, &[false, true, false, false]),
            edges: vec![(0, 1), (1, 2), (1, 3)],
        },
        // two hosts merged, with a device module shared by both.
        Graph {
            nodes: named(3, &[true, false, true, false]),
            edges: vec![(0, 1), (0, 2), (2, 3), (2, 1)],
        },
        // merging across a non-host module: refused.
        Graph {
            nodes: named(4, &[true, false, true]),
            edges: vec![(0, 1), (1, 2)],
        },
        // shared child reached late: refused.
        Graph {
            nodes: named(5, &[true, false, false, false]),
            edges: vec![(0, 1), (0, 2), (1, 3), (2, 3)],
        },
        // hosts importing each other: tvm-ffi refuses the cyclic import itself.
        Graph {
            nodes: named(6, &[true, true, false]),
            edges: vec![(0, 1), (1, 0), (1, 2)],
        },
    ];
    let mut rng = Rng(0x0dd_ba11);
    for g in 7..200 {
        let n = 1 + rng.below(7);
        let spec: Vec<bool> = (0..n)
            .map(|i| {
                if i == 0 {
                    rng.below(3) != 0
                } else {
                    rng.below(4) == 0
                }
            })
            .collect();
        let nodes = named(g, &spec);
        let mut edges = Vec::new();
        for _ in 0..rng.below(2 * n + 1) {
            edges.push((rng.below(n), rng.below(n)));
        }
        graphs.push(Graph { nodes, edges });
    }
    graphs
}

#[test]
fn to_tree_and_write_match_tvms_serializer() {
    let graphs = graphs();
    let oracle = run_oracle(&graphs);
    let payloads = &oracle["payloads"];
    let (mut agreed_ok, mut agreed_err) = (0, 0);
    for (index, (graph, result)) in graphs
        .iter()
        .zip(oracle["results"].as_array().unwrap())
        .enumerate()
    {
        let mut g = ModuleGraph::new();
        let ids: Vec<_> = graph
            .nodes
            .iter()
            .map(|node| match node {
                None => g.add(LIB_KEY, Payload::Lib),
                Some(symbol) => {
                    // TVM's payload for a const_loader exporting `symbol` with no constants,
                    // read with modlink's typed reader: the blob below is written from the
                    // typed value, so TVM's bytes must come out of modlink's writer.
                    let payload = hex(payloads[symbol].as_str().unwrap());
                    let typed = ConstLoader {
                        constants: Vec::new(),
                        constants_by_symbol: vec![(symbol.clone(), Vec::new())],
                    };
                    // variables: 0; tensors: 0; symbols: [symbol]; per symbol: [].
                    assert_eq!(
                        payload.len(),
                        8 + 8 + 8 + (8 + symbol.len()) + 8 + 8,
                        "TVM's const_loader payload for {symbol}"
                    );
                    g.add("const_loader", Payload::ConstLoader(typed))
                }
            })
            .collect();
        for &(p, c) in &graph.edges {
            g.import(ids[p], ids[c]);
        }
        let ours = g
            .to_tree()
            .map(|tree| blob::write(&tree, Layout::Current).unwrap());
        match (result.get("blob").and_then(|b| b.as_str()), ours) {
            (Some(theirs), Ok(ours)) => {
                assert_eq!(
                    ours,
                    hex(theirs),
                    "graph {index}: {:?} {:?}",
                    graph.nodes,
                    graph.edges
                );
                // And the bytes read back as the tree we indexed.
                let tree = blob::read(&Bytes::from(ours), Layout::Current).unwrap();
                assert_eq!(tree, g.to_tree().unwrap());
                agreed_ok += 1;
            }
            (None, Err(ours)) => {
                // The same reason: a cyclic import, or an index order TVM's check rejects.
                let theirs = result["error"].as_str().unwrap_or_default();
                let same_reason = if theirs.contains("Cyclic dependency") {
                    matches!(ours, ModuleError::Cycle { .. })
                } else {
                    matches!(
                        ours,
                        ModuleError::HostMergeCycle { .. } | ModuleError::ParentAfterChild { .. }
                    )
                };
                assert!(
                    same_reason,
                    "graph {index}: TVM said {theirs:?}, modlink said {ours}"
                );
                agreed_err += 1;
            }
            (theirs, ours) => panic!(
                "graph {index} {:?} {:?}: TVM gave {:?}, modlink gave {:?}",
                graph.nodes,
                graph.edges,
                theirs.map(|_| "a blob").or(result["error"].as_str()),
                ours.map(|_| "a blob")
            ),
        }
    }
    println!("TVM and modlink agree on {agreed_ok} blobs and {agreed_err} refusals");
    assert!(
        agreed_ok >= 50 && agreed_err >= 10,
        "too few of each outcome: {agreed_ok} ok, {agreed_err} refused"
    );
}
