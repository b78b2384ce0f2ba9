//! Helpers for the Relax executable tests: the five TVM 0.27 models, their blobs and payloads
//! (found by an independent walk of the current layout, not by modlink's reader), and the
//! expected values TVM and the fixture README state.

use super::relax_fixtures_dir;
use bytes::Bytes;
use modlink::module::relax::{Constant, VmExecutable};
use modlink::module::{ModuleTree, Payload};
use std::path::PathBuf;

/// The models of `shared/fixtures/tvm-0.27/relax`.
pub const MODELS: [&str; 5] = ["mlp", "cnn", "dyn", "tup", "cond"];

/// VM functions per model as the fixture README lists them: (name, args, registers,
/// instructions).
pub fn readme_vm_functions(model: &str) -> Vec<(&'static str, i64, i64, i64)> {
    match model {
        "mlp" => vec![("main", 1, 10, 26)],
        "cnn" => vec![("main", 1, 12, 30)],
        "dyn" => vec![("main", 1, 19, 34)],
        "tup" => vec![("main", 1, 10, 17), ("stats", 1, 9, 17)],
        "cond" => vec![("helper", 1, 3, 7), ("main", 2, 7, 14)],
        other => panic!("no model {other}"),
    }
}

/// `<model>.so`.
pub fn library(model: &str) -> PathBuf {
    relax_fixtures_dir().join(format!("{model}.so"))
}

/// `<model>.json`, parsed.
pub fn description(model: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(relax_fixtures_dir().join(format!("{model}.json"))).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// `<model>.as_text.txt`, split into TVM's `as_text` part and its `stats` part.
pub fn golden_text(model: &str) -> (String, String) {
    let text =
        std::fs::read_to_string(relax_fixtures_dir().join(format!("{model}.as_text.txt"))).unwrap();
    let marker = "\nRelax VM executable statistics:";
    let at = text.find(marker).expect("a stats part");
    (text[..at].to_string(), text[at + 1..].to_string())
}

/// The blob of a model library (with its `nbytes` header) as modlink locates it.
pub fn blob(model: &str) -> Bytes {
    let located = modlink::inspect::locate::locate_file(&library(model)).unwrap();
    located.blob.expect("a blob")
}

/// The module tree of a model library, read by modlink.
pub fn tree(model: &str) -> ModuleTree {
    let located = modlink::inspect::locate::locate_file(&library(model)).unwrap();
    located.tree().unwrap()
}

/// The root executable of a tree.
pub fn executable(tree: &ModuleTree) -> &VmExecutable {
    match &tree.nodes[0].payload {
        Payload::RelaxExecutable(exe) => exe,
        other => panic!("root is not a typed executable: {other:?}"),
    }
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap())
}

/// Module `index`'s payload in a current-layout blob, as (offset in the blob, bytes): a walk
/// of the layout written for the tests (nbytes, indptr, child, then key + length + payload).
pub fn current_payload(blob: &[u8], index: usize) -> (usize, Vec<u8>) {
    let mut at = 8;
    let n_indptr = u64_at(blob, at) as usize;
    at += 8 + 8 * n_indptr;
    let n_child = u64_at(blob, at) as usize;
    at += 8 + 8 * n_child;
    for i in 0..n_indptr - 1 {
        let key_len = u64_at(blob, at) as usize;
        let key = &blob[at + 8..at + 8 + key_len];
        at += 8 + key_len;
        if key == b"_lib" {
            continue;
        }
        let len = u64_at(blob, at) as usize;
        at += 8;
        if i == index {
            return (at, blob[at..at + len].to_vec());
        }
        at += len;
    }
    panic!("module {index} has no payload");
}

/// A blob around one changed executable payload: the current layout with the tree
/// `[relax.VMExecutable → _lib]`, as TVM writes it.
pub fn current_blob_with_payload(payload: &[u8]) -> Bytes {
    let key = b"relax.VMExecutable";
    let mut body = Vec::new();
    for word in [3u64, 0, 1, 1, 1, 1, key.len() as u64] {
        body.extend_from_slice(&word.to_le_bytes());
    }
    body.extend_from_slice(key);
    body.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    body.extend_from_slice(payload);
    body.extend_from_slice(&4u64.to_le_bytes());
    body.extend_from_slice(b"_lib");
    let mut blob = (body.len() as u64).to_le_bytes().to_vec();
    blob.extend_from_slice(&body);
    Bytes::from(blob)
}

/// The constant pool as TVM's `stats()` prints it (`executable.cc` `Stats`).
pub fn stats_constant_line(exe: &VmExecutable) -> String {
    let items: Vec<String> = exe
        .constants
        .iter()
        .map(|c| match c {
            Constant::Tensor(t) if t.shape.is_empty() => "scalar".to_string(),
            Constant::Tensor(t) => format!("[{}]", join(&t.shape)),
            Constant::Shape(dims) => format!("shapetuple[{}]", join(dims)),
            Constant::Str(s) => format!("\"{s}\""),
            Constant::Int(v) => v.to_string(),
            Constant::Float(v) => v.to_string(),
            Constant::DataType(d) => match (d.code, d.bits, d.lanes) {
                (0, b, 1) => format!("int{b}"),
                (1, b, 1) => format!("uint{b}"),
                (2, b, 1) => format!("float{b}"),
                (6, 8, 1) => "bool".to_string(),
                other => format!("{other:?}"),
            },
        })
        .collect();
    format!(
        "  Constant pool (# {}): [{}]",
        exe.constants.len(),
        items.join(", ")
    )
}

fn join(values: &[i64]) -> String {
    values
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
