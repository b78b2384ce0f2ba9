//! `ModuleGraph::to_tree` against TVM's indexing (TVM `ModuleSerializer`, spec §1.3 and the
//! fixture trees), and `ModuleTree`'s CSR helpers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, Layout};
use modlink::module::{
    LIB_KEY, ModuleError, ModuleGraph, ModuleTree, Node, NodeId, Payload, StaticLibrary,
};

fn opaque(tag: &str) -> Payload {
    Payload::Opaque(Bytes::from(tag.as_bytes().to_vec()))
}

fn kinds(tree: &ModuleTree) -> Vec<&str> {
    tree.nodes.iter().map(|n| n.kind.as_str()).collect()
}

#[test]
fn host_importing_opencl_then_cuda_reverses_like_two_dev() {
    let mut g = ModuleGraph::new();
    let host = g.add(LIB_KEY, Payload::Lib);
    let opencl = g.add("opencl", opaque("cl"));
    let cuda = g.add("cuda", opaque("cu"));
    g.import(host, opencl);
    g.import(host, cuda);
    let tree = g.to_tree().unwrap();
    assert_eq!(kinds(&tree), ["_lib", "cuda", "opencl"]);
    assert_eq!(tree.to_csr(), (vec![0, 2, 2, 2], vec![1, 2]));
}

#[test]
fn two_dev_rebuilt_from_its_parts_gives_tvms_bytes() {
    let raw = support::blob::fixture_blob("two_dev.so");
    let parsed = blob::read(&Bytes::from(raw.clone()), Layout::Current).unwrap();
    // The user's view: the host imports [opencl, cuda], in that order (spec §7.3).
    let mut g = ModuleGraph::new();
    let host = g.add(LIB_KEY, Payload::Lib);
    let opencl = g.add("opencl", parsed.nodes[2].payload.clone());
    let cuda = g.add("cuda", parsed.nodes[1].payload.clone());
    g.import(host, opencl);
    g.import(host, cuda);
    let tree = g.to_tree().unwrap();
    assert_eq!(tree, parsed);
    assert_eq!(blob::write(&tree, Layout::Current).unwrap(), raw);
}

#[test]
fn opencl_importing_cuda_indexes_like_nested() {
    let mut g = ModuleGraph::new();
    let host = g.add(LIB_KEY, Payload::Lib);
    let opencl = g.add("opencl", opaque("cl"));
    let cuda = g.add("cuda", opaque("cu"));
    g.import(host, opencl);
    g.import(opencl, cuda);
    let tree = g.to_tree().unwrap();
    assert_eq!(kinds(&tree), ["_lib", "opencl", "cuda"]);
    assert_eq!(tree.to_csr(), (vec![0, 1, 2, 2], vec![1, 2]));
}

#[test]
fn non_host_root_keeps_index_zero_and_host_slot_follows_its_parents() {
    // Like the spec's tree_rootsl.so: a static_library root importing the host code.
    let mut g = ModuleGraph::new();
    let lib = StaticLibrary {
        data: Bytes::from_static(b"obj"),
        function_names: vec!["f".into()],
    };
    let root = g.add("static_library", Payload::StaticLibrary(lib));
    let host = g.add(LIB_KEY, Payload::Lib);
    let cuda = g.add("cuda", opaque("cu"));
    g.import(root, host);
    g.import(host, cuda);
    let tree = g.to_tree().unwrap();
    assert_eq!(kinds(&tree), ["static_library", "_lib", "cuda"]);
    assert_eq!(tree.imports, vec![vec![1], vec![2], vec![]]);
}

#[test]
fn several_host_nodes_merge_into_one_lib_without_self_edges() {
    let mut g = ModuleGraph::new();
    let host_a = g.add(LIB_KEY, Payload::Lib);
    let cuda = g.add("cuda", opaque("cu"));
    let host_b = g.add("llvm", Payload::Lib);
    let opencl = g.add("opencl", opaque("cl"));
    g.import(host_a, cuda);
    g.import(host_a, host_b);
    g.import(host_b, opencl);
    g.import(host_b, cuda);
    let tree = g.to_tree().unwrap();
    // Phase 1 pops host_b (pushed last) before cuda: host_b → slot 0, opencl → 1, cuda → 2.
    assert_eq!(kinds(&tree), ["_lib", "opencl", "cuda"]);
    assert_eq!(tree.imports, vec![vec![1, 2], vec![], vec![]]);
    assert_eq!(tree.nodes.iter().filter(|n| n.kind == LIB_KEY).count(), 1);
}

#[test]
fn shared_child_pushed_early_is_indexed_once() {
    let mut g = ModuleGraph::new();
    let host = g.add(LIB_KEY, Payload::Lib);
    let shared = g.add("const_loader", opaque("params"));
    let cuda = g.add("cuda", opaque("cu"));
    g.import(host, shared);
    g.import(host, cuda);
    g.import(cuda, shared);
    let tree = g.to_tree().unwrap();
    assert_eq!(kinds(&tree), ["_lib", "cuda", "const_loader"]);
    assert_eq!(tree.imports, vec![vec![1, 2], vec![2], vec![]]);
}

#[test]
fn shared_child_numbered_before_a_later_parent_is_refused_like_tvm() {
    // DFS reaches `shared` through opencl first; cuda, numbered after it, imports it too: TVM's
    // CHECK_LT(parent_index, child_indices[0]) fails, and so do we.
    let mut g = ModuleGraph::new();
    let host = g.add(LIB_KEY, Payload::Lib);
    let cuda = g.add("cuda", opaque("cu"));
    let opencl = g.add("opencl", opaque("cl"));
    let shared = g.add("const_loader", opaque("params"));
    g.import(host, cuda);
    g.import(host, opencl);
    g.import(cuda, shared);
    g.import(opencl, shared);
    let err = g.to_tree().unwrap_err();
    assert!(
        matches!(
            err,
            ModuleError::ParentAfterChild {
                parent: 3,
                child: 2
            }
        ),
        "{err:?}"
    );
}

#[test]
fn merging_hosts_across_a_device_module_is_a_merge_cycle() {
    let mut g = ModuleGraph::new();
    let host_a = g.add(LIB_KEY, Payload::Lib);
    let cuda = g.add("cuda", opaque("cu"));
    let host_b = g.add("c", Payload::Lib);
    g.import(host_a, cuda);
    g.import(cuda, host_b);
    let err = g.to_tree().unwrap_err();
    match &err {
        ModuleError::HostMergeCycle {
            parent,
            parent_kind,
            child,
            child_kind,
        } => {
            assert_eq!((*parent, parent_kind.as_str()), (1, "cuda"));
            assert_eq!((*child, child_kind.as_str()), (0, "_lib"));
        }
        other => panic!("expected HostMergeCycle, got {other:?}"),
    }
    assert!(err.to_string().contains("cannot be merged"), "{err}");
}

#[test]
fn a_cycle_of_device_modules_is_reported_with_its_kind() {
    let mut g = ModuleGraph::new();
    let host = g.add(LIB_KEY, Payload::Lib);
    let cuda = g.add("cuda", opaque("cu"));
    let opencl = g.add("opencl", opaque("cl"));
    g.import(host, cuda);
    g.import(cuda, opencl);
    g.import(opencl, cuda);
    let err = g.to_tree().unwrap_err();
    assert!(
        matches!(&err, ModuleError::Cycle { node: 1, kind } if kind == "cuda"),
        "{err:?}"
    );
    let mut self_loop = ModuleGraph::new();
    let only = self_loop.add("cuda", opaque("cu"));
    self_loop.import(only, only);
    assert!(matches!(
        self_loop.to_tree(),
        Err(ModuleError::Cycle { node: 0, .. })
    ));
}

#[test]
fn unserializable_graphs_are_refused_with_a_reason() {
    assert!(matches!(
        ModuleGraph::new().to_tree(),
        Err(ModuleError::NotSerializable(m)) if m.contains("no root")
    ));

    let mut wrong_host = ModuleGraph::new();
    wrong_host.add("cuda", Payload::Lib);
    let err = wrong_host.to_tree().unwrap_err().to_string();
    assert!(err.contains("node 0") && err.contains("`cuda`"), "{err}");

    let mut fake_lib = ModuleGraph::new();
    fake_lib.add(LIB_KEY, opaque("x"));
    let err = fake_lib.to_tree().unwrap_err().to_string();
    assert!(err.contains("not host code"), "{err}");

    let mut dangling = ModuleGraph::new();
    let host = dangling.add(LIB_KEY, Payload::Lib);
    dangling.import(host, NodeId(7));
    assert!(matches!(
        dangling.to_tree(),
        Err(ModuleError::ChildOutOfRange {
            parent: 0,
            child: 7,
            count: 1
        })
    ));
}

#[test]
fn unreachable_nodes_are_left_out_and_set_root_is_honoured() {
    let mut g = ModuleGraph::new();
    let stray = g.add("opencl", opaque("stray"));
    let host = g.add(LIB_KEY, Payload::Lib);
    let cuda = g.add("cuda", opaque("cu"));
    g.import(host, cuda);
    g.set_root(host);
    let _ = stray;
    let tree = g.to_tree().unwrap();
    assert_eq!(kinds(&tree), ["_lib", "cuda"]);
}

#[test]
fn a_very_deep_chain_indexes_writes_and_reads_without_recursion() {
    let depth = 100_000;
    let mut g = ModuleGraph::new();
    let mut parent = g.add(LIB_KEY, Payload::Lib);
    for i in 0..depth {
        let child = g.add(format!("k{}", i % 7), opaque("x"));
        g.import(parent, child);
        parent = child;
    }
    let tree = g.to_tree().unwrap();
    assert_eq!(tree.nodes.len(), depth + 1);
    assert!(tree.imports.iter().enumerate().all(|(i, c)| {
        if i == depth {
            c.is_empty()
        } else {
            c == &vec![i + 1]
        }
    }));
    let bytes = blob::write(&tree, Layout::Current).unwrap();
    assert_eq!(
        blob::read(&Bytes::from(bytes), Layout::Current).unwrap(),
        tree
    );
}

#[test]
fn csr_helpers_round_trip_and_check_their_input() {
    let node = |k: &str| Node {
        kind: k.into(),
        payload: if k == LIB_KEY {
            Payload::Lib
        } else {
            opaque(k)
        },
    };
    let nodes = vec![node(LIB_KEY), node("a"), node("b")];
    let tree = ModuleTree::from_csr(nodes.clone(), &[0, 2, 3, 3], &[1, 2, 2]).unwrap();
    assert_eq!(tree.imports, vec![vec![1, 2], vec![2], vec![]]);
    assert_eq!(tree.to_csr(), (vec![0, 2, 3, 3], vec![1, 2, 2]));
    assert_eq!(tree.root().map(|n| n.kind.as_str()), Some(LIB_KEY));
    tree.validate().unwrap();

    assert!(ModuleTree::from_csr(nodes.clone(), &[0, 2, 3], &[1, 2, 2]).is_err());
    assert!(ModuleTree::from_csr(nodes.clone(), &[0, 2, 1, 3], &[1, 2, 2]).is_err());
    assert!(ModuleTree::from_csr(nodes.clone(), &[1, 2, 3, 3], &[1, 2, 2]).is_err());
    assert!(matches!(
        ModuleTree::from_csr(nodes, &[0, 1, 1, 1], &[3]),
        Err(ModuleError::ChildOutOfRange {
            parent: 0,
            child: 3,
            count: 3
        })
    ));
    assert!(ModuleTree::default().validate().is_err());
}
