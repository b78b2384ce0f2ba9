#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Libraries exported by modlink load in Apache TVM 0.27 (`tvm.runtime.load_module`) and their
//! kernels run there: host only, host + static_library, nested and sibling imports, with each
//! packer (llvm, c, object), through the library API and through `modlink build`.

use crate::support;

use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::module::{LIB_KEY, ModuleGraph, Payload, StaticLibrary};
use modlink::target::TargetSpec;
use serde_json::{Value, json};
use std::path::Path;
use std::process::Command;
use support::export::*;

const CHECK_PY: &str = r#"
import json, sys
import numpy as np
import tvm

def tree(m):
    return {"kind": m.kind, "imports": [tree(i) for i in m.imports]}

libs = json.load(open(__file__[:-3] + ".json"))
out = {}
for name, path in libs.items():
    m = tvm.runtime.load_module(path)
    a = np.arange(8, dtype="float32") * 0.5
    A = tvm.runtime.tensor(a)
    B = tvm.runtime.tensor(np.zeros(8, dtype="float32"))
    m["add_one"](A, B)
    add_one = B.numpy().tolist()
    C = tvm.runtime.tensor(np.zeros(8, dtype="float32"))
    m["scale_by"](A, C, 3)
    scale_by = C.numpy().tolist()
    try:
        m["add_one"](A, tvm.runtime.tensor(np.zeros(3, dtype="float32")))
        error = None
    except Exception as e:
        error = type(e).__name__ + ": " + str(e)
    out[name] = {"tree": tree(m), "add_one": add_one, "scale_by": scale_by, "error": error}
print(json.dumps(out))
"#;

fn static_library(obj: &[u8], names: &[&str]) -> Payload {
    Payload::StaticLibrary(StaticLibrary {
        data: obj.to_vec().into(),
        function_names: names.iter().map(|s| s.to_string()).collect(),
    })
}

fn lib_tree(imports: Vec<Value>) -> Value {
    json!({"kind": "library", "imports": imports})
}

fn static_tree(imports: Vec<Value>) -> Value {
    json!({"kind": "static_library", "imports": imports})
}

/// Runs the check script over `libs` and asserts kernels, tree and error for each.
fn check_in_tvm(dir: &Path, libs: &[(&str, &Path, Value)]) {
    let map: serde_json::Map<String, Value> = libs
        .iter()
        .map(|(name, path, _)| (name.to_string(), json!(path.to_str().unwrap())))
        .collect();
    std::fs::write(dir.join("check.json"), Value::Object(map).to_string()).unwrap();
    let results = run_python_json(CHECK_PY, dir);
    let expected_add: Vec<f64> = (0..8).map(|i| f64::from(i) * 0.5 + 1.0).collect();
    let expected_scale: Vec<f64> = (0..8).map(|i| f64::from(i) * 0.5 * 3.0).collect();
    for (name, _, tree) in libs {
        let result = &results[*name];
        assert_eq!(&result["tree"], tree, "{name}");
        let add: Vec<f64> = serde_json::from_value(result["add_one"].clone()).unwrap();
        let scale: Vec<f64> = serde_json::from_value(result["scale_by"].clone()).unwrap();
        assert_eq!(add, expected_add, "{name}");
        assert_eq!(scale, expected_scale, "{name}");
        let error = result["error"].as_str().unwrap_or_default();
        assert!(
            error.starts_with("ValueError")
                && error.contains("modlink test kernel: B must have the shape of A"),
            "{name}: {error}"
        );
    }
}

#[test]
fn host_only_and_imported_trees_with_every_packer_load_in_tvm() {
    let dir = tempfile::tempdir().unwrap();
    let host = compile_c(HOST_C, None, dir.path(), "host");
    let helper = compile_c(STATIC_C, None, dir.path(), "helper");
    let target = TargetSpec::host().unwrap();
    let mut paths: Vec<(String, std::path::PathBuf, Value)> = Vec::new();

    // Host only: no blob at all, like TVM.
    let mut graph = ModuleGraph::new();
    graph.add(LIB_KEY, Payload::Lib);
    let host_only = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![host.clone()],
    };
    let path = dir.path().join("host_only.so");
    let report = export_library(&host_only, &path, &ExportOptions::new(target.clone())).unwrap();
    assert!(report.blob.is_none());
    paths.push(("host_only".into(), path, lib_tree(vec![])));

    // Host + one static_library, each packer.
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let sl = graph.add(
        "static_library",
        static_library(&helper, &["modlink_static_helper"]),
    );
    graph.import(lib, sl);
    let one_import = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![host.clone()],
    };
    for (name, packer) in [
        ("llvm", Packer::Llvm),
        ("c", Packer::C),
        ("object", Packer::Object),
    ] {
        let mut options = ExportOptions::new(target.clone());
        options.packer = packer;
        let path = dir.path().join(format!("one_import_{name}.so"));
        let report = export_library(&one_import, &path, &options).unwrap();
        assert_eq!(report.objects, vec!["lib0.o", "devc.o"]);
        paths.push((
            format!("one_import_{name}"),
            path,
            lib_tree(vec![static_tree(vec![])]),
        ));
    }

    // Nested: _lib -> static_library -> static_library.
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let outer = graph.add("static_library", static_library(&helper, &["outer"]));
    let inner = graph.add("static_library", static_library(&helper, &["inner"]));
    graph.import(lib, outer);
    graph.import(outer, inner);
    let nested = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![host.clone()],
    };
    let mut options = ExportOptions::new(target.clone());
    options.packer = Packer::Object;
    let path = dir.path().join("nested.so");
    export_library(&nested, &path, &options).unwrap();
    paths.push((
        "nested".into(),
        path,
        lib_tree(vec![static_tree(vec![static_tree(vec![])])]),
    ));

    // Two sibling imports, C packer.
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    for name in ["first", "second"] {
        let node = graph.add("static_library", static_library(&helper, &[name]));
        graph.import(lib, node);
    }
    let siblings = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![host.clone()],
    };
    let mut options = ExportOptions::new(target.clone());
    options.packer = Packer::C;
    let path = dir.path().join("siblings.so");
    export_library(&siblings, &path, &options).unwrap();
    paths.push((
        "siblings".into(),
        path,
        lib_tree(vec![static_tree(vec![]), static_tree(vec![])]),
    ));

    let entries: Vec<(&str, &Path, Value)> = paths
        .iter()
        .map(|(name, path, tree)| (name.as_str(), path.as_path(), tree.clone()))
        .collect();
    check_in_tvm(dir.path(), &entries);
}

#[test]
fn modlink_build_cli_library_loads_in_tvm() {
    let dir = tempfile::tempdir().unwrap();
    compile_c(HOST_C, None, dir.path(), "host");
    compile_c(STATIC_C, None, dir.path(), "helper");
    std::fs::write(
        dir.path().join("imports.json"),
        r#"{"kind": "static_library", "code": "helper.o", "functions": ["modlink_static_helper"],
            "imports": [{"kind": "static_library", "code": "helper.o", "functions": ["again"]}]}"#,
    )
    .unwrap();
    let out = dir.path().join("cli.so");
    let status = Command::new(modlink_bin())
        .arg("build")
        .arg("--object")
        .arg(dir.path().join("host.o"))
        .arg("--import-manifest")
        .arg(dir.path().join("imports.json"))
        .args(["--pack", "object", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    check_in_tvm(
        dir.path(),
        &[(
            "cli",
            out.as_path(),
            lib_tree(vec![static_tree(vec![static_tree(vec![])])]),
        )],
    );
}

const KIR_CHECK_PY: &str = r#"
import json, sys
import numpy as np
import tvm

def tree(m):
    return {"kind": m.kind, "imports": [tree(i) for i in m.imports]}

libs = json.load(open(__file__[:-3] + ".json"))
rng = np.random.default_rng(7)
out = {}
for name, path in libs.items():
    m = tvm.runtime.load_module(path)
    r = {"tree": tree(m)}
    a = rng.standard_normal(1000).astype("float32")
    b = rng.standard_normal(1000).astype("float32")
    C = tvm.runtime.tensor(np.zeros(1000, dtype="float32"))
    m["vadd"](tvm.runtime.tensor(a), tvm.runtime.tensor(b), C)
    r["vadd_err"] = float(np.abs(C.numpy() - (a + b)).max())
    x = rng.standard_normal((33, 20)).astype("float32")
    y = rng.standard_normal((20, 17)).astype("float32")
    Z = tvm.runtime.tensor(np.zeros((33, 17), dtype="float32"))
    m["matmul"](tvm.runtime.tensor(x), tvm.runtime.tensor(y), Z)
    r["matmul_err"] = float(np.abs(Z.numpy() - x @ y).max())
    s = rng.standard_normal((5, 16)).astype("float32")
    S = tvm.runtime.tensor(np.zeros((5, 16), dtype="float32"))
    m["softmax_rows"](tvm.runtime.tensor(s), S)
    e = np.exp(s - s.max(axis=1, keepdims=True))
    r["softmax_err"] = float(np.abs(S.numpy() - e / e.sum(axis=1, keepdims=True)).max())
    try:
        m["vadd"](tvm.runtime.tensor(a), tvm.runtime.tensor(b[:5]), C)
        r["error"] = None
    except Exception as ex:
        r["error"] = type(ex).__name__ + ": " + str(ex)
    out[name] = r
print(json.dumps(out))
"#;

/// The acceptance kernels compiled by modlink's codegen, with imports, each packer.
#[test]
fn kir_kernels_with_imports_load_and_run_in_tvm_with_every_packer() {
    let dir = tempfile::tempdir().unwrap();
    compile_c(STATIC_C, None, dir.path(), "helper");
    std::fs::write(
        dir.path().join("one.json"),
        r#"{"kind": "static_library", "code": "helper.o", "functions": ["modlink_static_helper"],
            "imports": [{"kind": "static_library", "code": "helper.o", "functions": ["nested"]}]}"#,
    )
    .unwrap();
    std::fs::write(
        dir.path().join("two.json"),
        r#"{"kind": "static_library", "code": "helper.o", "functions": ["sibling"]}"#,
    )
    .unwrap();
    let kernels = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    let mut libs = serde_json::Map::new();
    for packer in ["llvm", "c", "object"] {
        let out = dir.path().join(format!("kir_{packer}.so"));
        let result = Command::new(modlink_bin())
            .args(["build", kernels, "--pack", packer, "--import-manifest"])
            .arg(dir.path().join("one.json"))
            .arg("--import-manifest")
            .arg(dir.path().join("two.json"))
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            result.status.success(),
            "{packer}: {}",
            String::from_utf8_lossy(&result.stderr)
        );
        libs.insert(packer.to_string(), json!(out.to_str().unwrap()));
    }
    // ld.lld alone (no libc, no DT_NEEDED): `expf` and the runtime come from the process.
    let lld = dir.path().join("kir_lld.so");
    let result = Command::new(modlink_bin())
        .args([
            "build",
            kernels,
            "--pack",
            "object",
            "--linker",
            "/usr/bin/ld.lld-19",
        ])
        .arg("--import-manifest")
        .arg(dir.path().join("one.json"))
        .arg("--import-manifest")
        .arg(dir.path().join("two.json"))
        .arg("-o")
        .arg(&lld)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "lld: {}",
        String::from_utf8_lossy(&result.stderr)
    );
    libs.insert("lld".into(), json!(lld.to_str().unwrap()));
    // TVM's loader untars an object tar and links it itself (with g++).
    let tar = dir.path().join("kir_objects.tar");
    let result = Command::new(modlink_bin())
        .args(["build", kernels, "--pack", "object", "--import-manifest"])
        .arg(dir.path().join("one.json"))
        .arg("--import-manifest")
        .arg(dir.path().join("two.json"))
        .arg("-o")
        .arg(&tar)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "tar: {}",
        String::from_utf8_lossy(&result.stderr)
    );
    libs.insert("tar".into(), json!(tar.to_str().unwrap()));
    let host_only = dir.path().join("kir_host_only.so");
    let result = Command::new(modlink_bin())
        .args(["build", kernels, "-o"])
        .arg(&host_only)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    libs.insert("host_only".into(), json!(host_only.to_str().unwrap()));
    std::fs::write(
        dir.path().join("check.json"),
        Value::Object(libs).to_string(),
    )
    .unwrap();
    let results = run_python_json(KIR_CHECK_PY, dir.path());
    // TVM's writer reverses the user's import order (spec §1.3), and the loader restores the
    // blob order: [second manifest, first manifest (with its nested import)].
    let imported = lib_tree(vec![
        static_tree(vec![]),
        static_tree(vec![static_tree(vec![])]),
    ]);
    for name in ["llvm", "c", "object", "lld", "tar", "host_only"] {
        let r = &results[name];
        let expected_tree = if name == "host_only" {
            lib_tree(vec![])
        } else {
            imported.clone()
        };
        assert_eq!(r["tree"], expected_tree, "{name}");
        assert!(r["vadd_err"].as_f64().unwrap() <= 1e-6, "{name}: {r}");
        assert!(r["matmul_err"].as_f64().unwrap() <= 1e-4, "{name}: {r}");
        assert!(r["softmax_err"].as_f64().unwrap() <= 1e-5, "{name}: {r}");
        let error = r["error"].as_str().unwrap_or_default();
        assert!(
            error.starts_with("ValueError")
                && error.contains("kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 5"),
            "{name}: {error}"
        );
    }
}
