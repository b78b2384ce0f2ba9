//! Bring your own host code: a kir kernel, a hand-written LLVM IR module (and the same module as
//! bitcode), a C source and a prebuilt object in one library with a `static_library` import —
//! loaded and called by TVM 0.27 and by modlink's runtime; cross-built for aarch64 with ld.lld;
//! inputs for another architecture and duplicate exports refused naming the file.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use support::python;

use modlink::runtime::{Arg, Library, Tensor, Value};
use std::path::Path;
use std::process::{Command, Output};

const KIR: &str = "kernel twice(X: f32[n], Y: f32[n]) {\n  for i in 0..n vectorize(4) {\n    Y[i] = X[i] * 2.0;\n  }\n}\n";

/// A packed function written by hand: returns its int argument plus one.
const LL: &str = r#"
define i32 @__tvm_ffi_ll_add_one(ptr %self, ptr %args, i32 %num_args, ptr %result) {
entry:
  %value_slot = getelementptr inbounds i8, ptr %args, i64 8
  %x = load i64, ptr %value_slot, align 8
  %y = add i64 %x, 1
  store i32 1, ptr %result, align 4
  %padding = getelementptr inbounds i8, ptr %result, i64 4
  store i32 0, ptr %padding, align 4
  %out = getelementptr inbounds i8, ptr %result, i64 8
  store i64 %y, ptr %out, align 8
  ret i32 0
}
"#;

const RETURN_INT: &str = r#"
#include <stdint.h>
typedef struct { int32_t type_index; uint32_t pad; int64_t v; } Any;
#define RETURN_INT(name, expr) \
  int32_t name(void* self, const Any* args, int32_t n, Any* result) { \
    int64_t x = args[0].v; result->type_index = 1; result->pad = 0; result->v = (expr); return 0; }
"#;

fn c_source(function: &str, expr: &str) -> String {
    format!("{RETURN_INT}\nRETURN_INT(__tvm_ffi_{function}, {expr})\n")
}

fn modlink(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_modlink"))
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap()
}

fn ok(out: Output) -> String {
    assert!(
        out.status.success(),
        "modlink failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn failure(out: Output) -> String {
    assert!(!out.status.success(), "expected a failure");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn run(program: &str, args: &[&str], cwd: &Path) {
    let out = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Writes the inputs: kernels.kir, extra.ll, helper.c, vendor.o (from vendor.c), and a
/// static_library import (lib.o + manifest).
fn write_inputs(dir: &Path, vendor_cc: &[&str]) {
    std::fs::write(dir.join("kernels.kir"), KIR).unwrap();
    std::fs::write(dir.join("extra.ll"), LL).unwrap();
    std::fs::write(dir.join("helper.c"), c_source("c_mul3", "x * 3")).unwrap();
    std::fs::write(dir.join("vendor.c"), c_source("obj_neg", "-x")).unwrap();
    let mut args: Vec<&str> = vendor_cc[1..].to_vec();
    args.extend(["-c", "-fPIC", "-O2", "-o", "vendor.o", "vendor.c"]);
    run(vendor_cc[0], &args, dir);
    std::fs::write(
        dir.join("static.c"),
        "int static_helper(int x) { return x + 7; }\n",
    )
    .unwrap();
    let mut args: Vec<&str> = vendor_cc[1..].to_vec();
    args.extend(["-c", "-fPIC", "-o", "static.o", "static.c"]);
    run(vendor_cc[0], &args, dir);
    std::fs::write(
        dir.join("static.json"),
        r#"{"kind": "static_library", "code": "static.o", "functions": ["static_helper"]}"#,
    )
    .unwrap();
}

fn check_in_tvm(library: &Path) {
    let script = r#"
import sys, json, numpy as np, tvm
m = tvm.runtime.load_module(sys.argv[1])
x = tvm.runtime.tensor(np.arange(10, dtype="float32"))
y = tvm.runtime.tensor(np.zeros(10, dtype="float32"))
m["twice"](x, y)
print(json.dumps({
  "imports": [i.kind for i in m.imports],
  "twice": y.numpy().tolist(),
  "ll_add_one": m["ll_add_one"](41),
  "c_mul3": m["c_mul3"](14),
  "obj_neg": m["obj_neg"](5),
}))
"#;
    let out = Command::new(python())
        .arg("-c")
        .arg(script)
        .arg(library)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "TVM failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["imports"], serde_json::json!(["static_library"]));
    let twice: Vec<f32> = serde_json::from_value(json["twice"].clone()).unwrap();
    assert_eq!(twice, (0..10).map(|i| 2.0 * i as f32).collect::<Vec<_>>());
    assert_eq!(json["ll_add_one"], 42);
    assert_eq!(json["c_mul3"], 42);
    assert_eq!(json["obj_neg"], -5);
}

fn check_in_modlink(library: &Path) {
    let lib = Library::open(library).unwrap();
    for (name, input, expected) in [
        ("ll_add_one", 41, 42),
        ("c_mul3", 14, 42),
        ("obj_neg", 5, -5),
    ] {
        let f = lib.get_function(name).unwrap();
        assert_eq!(
            f.call(&mut [Arg::Int(input)]).unwrap(),
            Some(Value::Int(expected)),
            "{name}"
        );
    }
    let mut x = Tensor::from_slice(&[5], &[1f32, 2., 3., 4., 5.]).unwrap();
    let mut y = Tensor::zeros(modlink::ir::DType::F32, &[5]).unwrap();
    lib.get_function("twice")
        .unwrap()
        .call(&mut [Arg::from(&mut x), Arg::from(&mut y)])
        .unwrap();
    assert_eq!(y.as_slice::<f32>().unwrap(), &[2.0, 4.0, 6.0, 8.0, 10.0]);
}

#[test]
fn kir_ll_c_and_object_make_one_library_for_tvm_and_modlink() {
    let dir = tempfile::tempdir().unwrap();
    write_inputs(dir.path(), &["cc"]);
    let build = [
        "build",
        "kernels.kir",
        "extra.ll",
        "helper.c",
        "vendor.o",
        "--import-manifest",
        "static.json",
        "-o",
    ];
    ok(modlink(&[&build[..], &["lib.so"]].concat(), dir.path()));
    let inspect: serde_json::Value =
        serde_json::from_str(&ok(modlink(&["inspect", "--json", "lib.so"], dir.path()))).unwrap();
    let functions: Vec<String> = serde_json::from_value(inspect["host_functions"].clone()).unwrap();
    for f in ["twice", "ll_add_one", "c_mul3", "obj_neg"] {
        assert!(
            functions.contains(&f.to_string()),
            "{f} missing from {functions:?}"
        );
    }
    check_in_tvm(&dir.path().join("lib.so"));
    check_in_modlink(&dir.path().join("lib.so"));

    // The same module as bitcode behaves identically.
    run("llvm-as-19", &["extra.ll", "-o", "extra.bc"], dir.path());
    let mut with_bc = build.to_vec();
    with_bc[2] = "extra.bc";
    ok(modlink(
        &[&with_bc[..], &["lib_bc.so"]].concat(),
        dir.path(),
    ));
    check_in_tvm(&dir.path().join("lib_bc.so"));
    check_in_modlink(&dir.path().join("lib_bc.so"));
}

#[test]
fn the_same_inputs_cross_build_for_aarch64_with_ld_lld() {
    let dir = tempfile::tempdir().unwrap();
    write_inputs(dir.path(), &["clang-19", "--target=aarch64-linux-gnu"]);
    let out = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .args([
            "build",
            "kernels.kir",
            "extra.ll",
            "helper.c",
            "vendor.o",
            "--import-manifest",
            "static.json",
        ])
        .args([
            "--target",
            "aarch64-unknown-linux-gnu",
            "--linker",
            "ld.lld-19",
            "-o",
            "lib.so",
        ])
        .env("CC_aarch64-unknown-linux-gnu", "clang-19")
        .current_dir(dir.path())
        .output()
        .unwrap();
    ok(out);
    let inspect: serde_json::Value =
        serde_json::from_str(&ok(modlink(&["inspect", "--json", "lib.so"], dir.path()))).unwrap();
    assert_eq!(inspect["arch"], "aarch64");
    let functions: Vec<String> = serde_json::from_value(inspect["host_functions"].clone()).unwrap();
    for f in ["twice", "ll_add_one", "c_mul3", "obj_neg"] {
        assert!(
            functions.contains(&f.to_string()),
            "{f} missing from {functions:?}"
        );
    }
    assert_eq!(inspect["modules"][1]["kind"], "static_library");
}

#[test]
fn foreign_inputs_and_duplicate_exports_are_refused_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    write_inputs(dir.path(), &["cc"]);
    std::fs::write(dir.path().join("kernels.kir"), KIR).unwrap();

    let foreign_ll = format!("target triple = \"aarch64-unknown-linux-gnu\"\n{LL}");
    std::fs::write(dir.path().join("arm.ll"), foreign_ll).unwrap();
    let err = failure(modlink(
        &["build", "kernels.kir", "arm.ll", "-o", "x.so"],
        dir.path(),
    ));
    assert!(
        err.contains("arm.ll") && err.contains("aarch64") && err.contains("contradicts"),
        "{err}"
    );

    run(
        "clang-19",
        &[
            "--target=aarch64-linux-gnu",
            "-c",
            "-o",
            "arm.o",
            "vendor.c",
        ],
        dir.path(),
    );
    let err = failure(modlink(
        &["build", "kernels.kir", "arm.o", "-o", "x.so"],
        dir.path(),
    ));
    assert!(err.contains("arm.o") && err.contains("Aarch64"), "{err}");

    std::fs::write(
        dir.path().join("again.c"),
        c_source("ll_add_one", "x + 100"),
    )
    .unwrap();
    let err = failure(modlink(
        &["build", "kernels.kir", "extra.ll", "again.c", "-o", "x.so"],
        dir.path(),
    ));
    assert!(
        err.contains("__tvm_ffi_ll_add_one") && err.contains("extra.ll") && err.contains("again.c"),
        "{err}"
    );
    assert!(
        !dir.path().join("x.so").exists(),
        "nothing is written when inputs are refused"
    );
}

#[test]
fn directories_non_objects_and_c_for_darwin_get_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    write_inputs(dir.path(), &["cc"]);

    std::fs::create_dir(dir.path().join("sub")).unwrap();
    let err = failure(modlink(
        &["build", "kernels.kir", "sub", "-o", "x.so"],
        dir.path(),
    ));
    assert!(err.contains("sub: is a directory"), "{err}");
    assert!(!err.contains("unknown input kind"), "{err}");

    // A static_library must carry an object (or an archive of them) for the target.
    std::fs::write(dir.path().join("notes.txt"), "not an object\n").unwrap();
    std::fs::write(
        dir.path().join("text.json"),
        r#"{"kind": "static_library", "code": "notes.txt", "functions": ["f"]}"#,
    )
    .unwrap();
    let err = failure(modlink(
        &[
            "build",
            "kernels.kir",
            "--import-manifest",
            "text.json",
            "-o",
            "x.so",
        ],
        dir.path(),
    ));
    assert!(
        err.contains("text.json")
            && err.contains("notes.txt")
            && err.contains("is not an object file or archive"),
        "{err}"
    );
    run(
        "clang-19",
        &[
            "--target=aarch64-linux-gnu",
            "-c",
            "-o",
            "arm.o",
            "vendor.c",
        ],
        dir.path(),
    );
    std::fs::write(
        dir.path().join("arm.json"),
        r#"{"kind": "static_library", "code": "arm.o", "functions": ["obj_neg"]}"#,
    )
    .unwrap();
    let err = failure(modlink(
        &[
            "build",
            "kernels.kir",
            "--import-manifest",
            "arm.json",
            "-o",
            "x.so",
        ],
        dir.path(),
    ));
    assert!(
        err.contains("arm.o") && err.contains("Aarch64") && err.contains("but the target is"),
        "{err}"
    );

    // C for an Apple target compiles against Apple's SDK, which only Xcode ships.
    std::fs::write(
        dir.path().join("libc_user.c"),
        "#include <stdlib.h>\nint modlink_abs(int x) { return abs(x); }\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .args([
            "build",
            "libc_user.c",
            "--target",
            "aarch64-apple-darwin",
            "-o",
            "x.dylib",
        ])
        .current_dir(dir.path())
        .env_remove("SDKROOT")
        .output()
        .unwrap();
    let err = failure(out);
    assert!(
        err.contains("libc_user.c")
            && err.contains("hint: C for aarch64-apple-darwin needs Apple's SDK"),
        "{err}"
    );
    assert!(!dir.path().join("x.so").exists());
    assert!(!dir.path().join("x.dylib").exists());
}
