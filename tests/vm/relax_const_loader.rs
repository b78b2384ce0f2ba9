//! `const_loader` modules built by real TVM 0.27 in the venv: a Relax model built with
//! `relax.build(..., params=...)` (tree executable → const_loader → _lib) and a host library
//! importing a const_loader made with `ffi.Module.create.const_loader` (the shape of TVM's own
//! const_loader test). Each is read typed, matches the tensors and symbol lists TVM was given,
//! and is written back byte for byte (and through the legacy layout).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::blob::{self, Layout};
use modlink::module::relax::{ConstLoader, KIND_CONST_LOADER, KIND_VM_EXECUTABLE};
use modlink::module::{LIB_KEY, ModuleTree, Payload};
use serde_json::Value;
use std::path::Path;

const BUILD: &str = r#"
import json, sys
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R
from tvm.script import tirx as T

out = sys.argv[1] if len(sys.argv) > 1 else "."
rng = np.random.default_rng(15)

# 1. relax.build with params: executable -> const_loader -> _lib.
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 4), "float32"))
w = relax.Var("w", R.Tensor((4, 3), "float32"))
b = relax.Var("b", R.Tensor((3,), "float32"))
with bb.function("main", [x, w, b]):
    with bb.dataflow():
        h = bb.emit(relax.op.add(relax.op.matmul(x, w), b))
        gv = bb.emit_output(relax.op.nn.relu(h))
    bb.emit_func_output(gv)
wv = rng.standard_normal((4, 3)).astype("float32")
bv = rng.standard_normal((3,)).astype("float32")
ex = relax.build(bb.get(), target="llvm",
                 params={"w": tvm.runtime.tensor(wv), "b": tvm.runtime.tensor(bv)})
ex.export_library(f"{out}/model.so")

# 2. A host library importing a const_loader with per-symbol constant lists.
@T.prim_func
def add(a: T.Buffer((4,), "float32"), c: T.Buffer((4,), "float32")):
    for i in range(4):
        c[i] = a[i] + T.float32(1)
lib = tvm.tirx.build(tvm.IRModule({"add": add}), target="llvm")
create = tvm.get_global_func("ffi.Module.create.const_loader")
kv = np.array([7, -1], dtype="int64")
mv = np.arange(6, dtype="float32").reshape(2, 3)
loader = create({"m": tvm.runtime.tensor(mv), "k": tvm.runtime.tensor(kv)},
                {"add": ["m", "k"], "other": ["k"]})
lib.import_module(loader)
lib.export_library(f"{out}/host.so")

def tree(m):
    return {"kind": m.kind, "imports": [tree(i) for i in m.imports]}

def desc(a):
    return {"shape": list(a.shape), "dtype": str(a.dtype), "hex": a.tobytes().hex()}

print(json.dumps({
    "model_tree": tree(tvm.runtime.load_module(f"{out}/model.so")),
    "host_tree": tree(tvm.runtime.load_module(f"{out}/host.so")),
    "model": {"w": desc(wv), "b": desc(bv)},
    "host": {"m": desc(mv), "k": desc(kv)},
    "host_symbols": {"add": ["m", "k"], "other": ["k"]},
}))
"#;

fn build(dir: &Path) -> Value {
    let out = support::run_python(BUILD, dir, &[dir.as_os_str()]);
    serde_json::from_str(out.lines().last().unwrap()).unwrap()
}

fn dtype_name(code: u8, bits: u8) -> String {
    match code {
        0 => format!("int{bits}"),
        1 => format!("uint{bits}"),
        2 => format!("float{bits}"),
        other => format!("code{other}"),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn loader_of(tree: &ModuleTree) -> &ConstLoader {
    tree.nodes
        .iter()
        .find_map(|n| match &n.payload {
            Payload::ConstLoader(loader) => Some(loader),
            _ => None,
        })
        .expect("a typed const_loader")
}

fn check_constants(loader: &ConstLoader, expected: &Value) {
    let expected = expected.as_object().unwrap();
    assert_eq!(loader.constants.len(), expected.len());
    for (name, tensor) in &loader.constants {
        let want = &expected[name];
        let shape: Vec<i64> = want["shape"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_i64().unwrap())
            .collect();
        assert_eq!(tensor.shape, shape, "{name}");
        assert_eq!(
            dtype_name(tensor.dtype.code, tensor.dtype.bits),
            want["dtype"].as_str().unwrap(),
            "{name}"
        );
        assert_eq!(hex(&tensor.data), want["hex"].as_str().unwrap(), "{name}");
    }
}

/// Reads the library, checks the whole blob is rewritten byte for byte, and that a legacy
/// rewrite reads back equal.
fn read_and_rewrite(path: &Path) -> ModuleTree {
    let located = modlink::inspect::locate::locate_file(path).unwrap();
    let tree = located.tree().unwrap();
    let original = located.blob.unwrap();
    assert_eq!(
        blob::write(&tree, Layout::Current).unwrap(),
        original.to_vec(),
        "{}",
        path.display()
    );
    let legacy = bytes::Bytes::from(blob::write(&tree, Layout::Legacy).unwrap());
    assert_eq!(blob::read(&legacy, Layout::Legacy).unwrap(), tree);
    tree
}

#[test]
fn const_loader_trees_built_by_tvm_are_read_and_rewritten() {
    let dir = tempfile::tempdir().unwrap();
    let expected = build(dir.path());

    // relax.build(..., params=...): executable -> const_loader -> _lib.
    assert_eq!(
        expected["model_tree"]["imports"][0]["kind"], KIND_CONST_LOADER,
        "what TVM loads"
    );
    let model = read_and_rewrite(&dir.path().join("model.so"));
    let kinds: Vec<&str> = model.nodes.iter().map(|n| n.kind.as_str()).collect();
    assert_eq!(kinds, [KIND_VM_EXECUTABLE, KIND_CONST_LOADER, LIB_KEY]);
    assert_eq!(model.imports, vec![vec![1], vec![2], vec![]]);
    let loader = loader_of(&model);
    check_constants(loader, &expected["model"]);
    assert!(loader.constants_by_symbol.is_empty());

    // A host library importing a const_loader with symbol lists.
    assert_eq!(
        expected["host_tree"]["imports"][0]["kind"],
        KIND_CONST_LOADER
    );
    let host = read_and_rewrite(&dir.path().join("host.so"));
    let kinds: Vec<&str> = host.nodes.iter().map(|n| n.kind.as_str()).collect();
    assert_eq!(kinds, [LIB_KEY, KIND_CONST_LOADER]);
    let loader = loader_of(&host);
    check_constants(loader, &expected["host"]);
    let mut symbols = loader.constants_by_symbol.clone();
    symbols.sort();
    let want: Vec<(String, Vec<String>)> = expected["host_symbols"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| {
            let names = v
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_str().unwrap().to_string());
            (k.clone(), names.collect())
        })
        .collect();
    assert_eq!(symbols, want);

    // inspect shows it.
    let out = std::process::Command::new(support::modlink_bin())
        .arg("inspect")
        .arg(dir.path().join("host.so"))
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("      constants: 2 tensors, 40 bytes")
            && text.contains("      add receives: m, k")
            && text.contains("      other receives: k"),
        "{text}"
    );
}

#[test]
fn const_loader_payload_errors_name_the_field() {
    let dir = tempfile::tempdir().unwrap();
    build(dir.path());
    let located = modlink::inspect::locate::locate_file(&dir.path().join("host.so")).unwrap();
    let original = located.blob.unwrap().to_vec();
    // Rename the variable `m` to `q` in the name list only: the symbol lists then name a
    // variable that is not stored.
    let mut name = 1u64.to_le_bytes().to_vec();
    name.push(b'm');
    let at = original
        .windows(name.len())
        .position(|w| w == name)
        .unwrap();
    let mut patched = original.clone();
    patched[at + 8] = b'q';
    let err = blob::read(&bytes::Bytes::from(patched), Layout::Current).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("const_loader") && text.contains("`m` is not one of the stored variables"),
        "{text}"
    );
}
