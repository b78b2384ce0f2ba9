//! `modlink inspect` on Relax model libraries: `--disasm` equals TVM's own `as_text` for every
//! fixture; the summary (text and `--json`) lists the VM functions, the constant pool, the
//! builtins and kernels, and flags a name nothing provides; `extract` writes the payload TVM
//! wrote, the disassembly and the summary in `tree.json`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};
use support::relax::{MODELS, description, golden_text, library, readme_vm_functions};
use support::{modlink_bin, sha256_hex};

fn modlink(args: &[&std::ffi::OsStr]) -> Output {
    let out = Command::new(modlink_bin()).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "modlink {args:?}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn inspect_json(path: &Path) -> Value {
    let out = modlink(&["inspect".as_ref(), "--json".as_ref(), path.as_os_str()]);
    serde_json::from_slice(&out.stdout).unwrap()
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

fn sorted(mut names: Vec<String>) -> Vec<String> {
    names.sort();
    names
}

#[test]
fn disasm_equals_tvm_as_text_for_every_fixture() {
    for model in MODELS {
        let out = modlink(&[
            "inspect".as_ref(),
            "--disasm".as_ref(),
            library(model).as_os_str(),
        ]);
        let (as_text, _) = golden_text(model);
        assert_eq!(String::from_utf8(out.stdout).unwrap(), as_text, "{model}");
    }
}

#[test]
fn json_summary_matches_the_fixture_descriptions() {
    for model in MODELS {
        let json = inspect_json(&library(model));
        let fixture = description(model);
        let root = &json["modules"][0];
        assert_eq!(root["kind"], "relax.VMExecutable");
        let relax = &root["relax"];
        assert_eq!(relax["magic"], "V2");
        assert_eq!(relax["version"], "0.14");
        let functions = relax["functions"].as_array().unwrap();
        let expected = readme_vm_functions(model);
        assert_eq!(functions.len(), expected.len(), "{model}");
        for (f, (name, arity, registers, instructions)) in functions.iter().zip(expected) {
            assert_eq!(f["name"], name, "{model}");
            assert_eq!(f["kind"], "bytecode");
            assert_eq!(f["arity"], arity, "{model}.{name}");
            assert_eq!(f["registers"], registers, "{model}.{name}");
            assert_eq!(f["instructions"], instructions, "{model}.{name}");
        }
        for case_fn in fixture["functions"].as_array().unwrap() {
            let name = case_fn["name"].as_str().unwrap();
            let f = functions.iter().find(|f| f["name"] == name).unwrap();
            let params: Vec<Value> = case_fn["params"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["name"].clone())
                .collect();
            assert_eq!(f["params"].as_array().unwrap(), &params, "{model}.{name}");
            // The dtype and shape TVM declared, as the bytecode's entry checks give them back:
            // a static extent as its number, a symbolic one as `n<heap slot>`.
            for (declared, shown) in case_fn["params"]
                .as_array()
                .unwrap()
                .iter()
                .zip(f["signature"].as_array().unwrap())
            {
                assert_eq!(shown["name"], declared["name"], "{model}.{name}");
                assert_eq!(shown["dtype"], declared["dtype"], "{model}.{name}");
                let dims = declared["shape"].as_array().unwrap();
                let shown_dims = shown["shape"].as_array().unwrap();
                assert_eq!(shown_dims.len(), dims.len(), "{model}.{name}");
                for (dim, shown_dim) in dims.iter().zip(shown_dims) {
                    let shown_dim = shown_dim.as_str().unwrap();
                    match dim.as_i64() {
                        Some(extent) => assert_eq!(shown_dim, extent.to_string()),
                        None => assert!(shown_dim.starts_with('n'), "{model}.{name}: {shown_dim}"),
                    }
                }
            }
        }
        assert_eq!(
            sorted(strings(&relax["builtins"])),
            sorted(strings(&fixture["builtins"])),
            "{model}"
        );
        assert_eq!(
            sorted(strings(&relax["kernels"])),
            sorted(strings(&fixture["lib_functions"])),
            "{model}"
        );
        assert_eq!(relax["unresolved"], Value::Array(Vec::new()), "{model}");
        assert_eq!(relax["verify_error"], Value::Null, "{model}");
        // TVM's stats list the tensors; their bytes are 4 per float32 element.
        let tensor_bytes: u64 = match model {
            "mlp" => (16 * 32 + 32 + 32 * 10 + 10) * 4,
            "cnn" => (8 * 3 * 3 * 3 + 8 + 512 * 10 + 10) * 4,
            "dyn" => (16 * 8 + 8) * 4,
            _ => 0,
        };
        assert_eq!(relax["constants"]["tensor_bytes"], tensor_bytes, "{model}");
        assert_eq!(json["modules"][1].get("relax"), None);
    }
}

#[test]
fn a_kernel_nothing_provides_is_flagged() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = std::fs::read(library("mlp")).unwrap();
    // The function table's `softmax` entry (u64 length 7 + name) becomes `softmaz`; `_lib`
    // still exports `softmax`.
    let mut entry = 7u64.to_le_bytes().to_vec();
    entry.extend_from_slice(b"softmax");
    let at = bytes.windows(entry.len()).position(|w| w == entry).unwrap();
    bytes[at + 8 + 6] = b'z';
    let patched = dir.path().join("mlp_softmaz.so");
    std::fs::write(&patched, &bytes).unwrap();

    let json = inspect_json(&patched);
    let relax = &json["modules"][0]["relax"];
    assert_eq!(strings(&relax["unresolved"]), vec!["softmaz".to_string()]);
    let out = modlink(&["inspect".as_ref(), patched.as_os_str()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines()
            .any(|l| l.contains("UNRESOLVED") && l.ends_with(": softmaz")),
        "{text}"
    );
}

#[test]
fn inspect_text_lists_functions_constants_builtins_and_kernels() {
    let out = modlink(&["inspect".as_ref(), library("cond").as_os_str()]);
    let text = String::from_utf8(out.stdout).unwrap();
    for line in [
        "      functions: helper, main",
        // gen.py: helper(x: R.Tensor((4,), "float32")), main(c: R.Tensor((), "bool"), x: …).
        "      vm function helper(x: float32[4])  bytecode  arity 1, 3 registers, 7 instructions",
        "      vm function main(c: bool[], x: float32[4])  bytecode  arity 2, 7 registers, 14 instructions",
        // TVM's stats: 3 data types, 4 strings, 2 shapes, no tensors.
        "      constants: 9 (0 tensors, 0 bytes; 2 shapes, 4 strings, 3 data types, 0 ints, 0 floats)",
        "      kernels: multiply, add",
    ] {
        assert!(text.lines().any(|l| l == line), "{line}\n{text}");
    }
    assert!(!text.contains("UNRESOLVED"), "{text}");
}

#[test]
fn extract_writes_the_payload_tvm_wrote() {
    let dir = tempfile::tempdir().unwrap();
    for model in MODELS {
        let out = dir.path().join(model);
        modlink(&[
            "extract".as_ref(),
            library(model).as_os_str(),
            "-o".as_ref(),
            out.as_os_str(),
        ]);
        let payload = std::fs::read(out.join("0_relax.VMExecutable.bin")).unwrap();
        assert_eq!(
            sha256_hex(&payload),
            description(model)["vmexec_payload"]["sha256"]
                .as_str()
                .unwrap(),
            "{model}"
        );
        let as_text =
            std::fs::read_to_string(out.join("0_relax.VMExecutable.as_text.txt")).unwrap();
        assert_eq!(as_text, golden_text(model).0, "{model}");
        let tree: Value =
            serde_json::from_str(&std::fs::read_to_string(out.join("tree.json")).unwrap()).unwrap();
        assert_eq!(
            tree[0]["relax"]["functions"][0]["name"],
            readme_vm_functions(model)[0].0
        );
    }
}

/// Each VM function's parameters with the dtype and shape its bytecode checks on entry:
/// gen.py declares dyn's `main(x: R.Tensor((n, 16), "float32"))`.
#[test]
fn inspect_shows_each_parameter_dtype_and_shape() {
    let out = modlink(&["inspect".as_ref(), library("dyn").as_os_str()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines()
            .any(|l| l.starts_with("      vm function main(x: float32[n0, 16])  bytecode")),
        "{text}"
    );
    let json = inspect_json(&library("dyn"));
    let main = json["modules"][0]["relax"]["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "main")
        .unwrap()
        .clone();
    assert_eq!(
        main["signature"],
        serde_json::json!([{"name": "x", "dtype": "float32", "shape": ["n0", "16"]}])
    );
}

#[test]
fn a_compiled_mode_root_lists_its_vm_functions() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = std::fs::read(library("cond")).unwrap();
    // Function `helper`'s record: i32 kind 1 (bytecode), then its name as u64 length + bytes;
    // kind 2 is TVM's compiled mode (`exec_mode="compiled"`).
    let mut record = 1i32.to_le_bytes().to_vec();
    record.extend_from_slice(&6u64.to_le_bytes());
    record.extend_from_slice(b"helper");
    let at = bytes
        .windows(record.len())
        .position(|w| w == record)
        .unwrap();
    bytes[at..at + 4].copy_from_slice(&2i32.to_le_bytes());
    let patched = dir.path().join("cond_compiled.so");
    std::fs::write(&patched, &bytes).unwrap();

    let out = modlink(&["inspect".as_ref(), patched.as_os_str()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines().any(|l| l == "      functions: helper, main"),
        "{text}"
    );
    let json = inspect_json(&patched);
    assert_eq!(
        strings(&json["modules"][0]["functions"]),
        vec!["helper".to_string(), "main".to_string()]
    );
}
