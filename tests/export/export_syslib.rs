#![allow(clippy::unwrap_used, clippy::expect_used)]
//! System libraries: a `.a` built by modlink, linked with `--whole-archive` into a shared
//! object and loaded with `ctypes.CDLL(..., RTLD_GLOBAL)`, is found by
//! `tvm.runtime.system_lib(prefix)` with its imports, and its kernels run; with and without a
//! prefix, with the llvm and C packers. The blob of a rebuilt TVM system library matches TVM's.

use crate::support;

use modlink::blob::Layout;
use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::inspect::locate::locate_file;
use modlink::pack::PackOptions;
use modlink::target::TargetSpec;
use serde_json::Value;
use std::path::Path;
use std::process::Command;
use support::export::*;

/// The host kernels plus a constructor registering them and the ctx variable, as TVM's
/// system-lib host code does (spec §1.6; function names without the prefix).
fn syslib_host_c(prefix: &str) -> String {
    format!(
        "{HOST_C}\n\
         extern int TVMFFIEnvModRegisterSystemLibSymbol(const char* name, void* ptr);\n\
         void* {prefix}__tvm_ffi__library_ctx = 0;\n\
         __attribute__((constructor)) static void register_kernels(void) {{\n\
           TVMFFIEnvModRegisterSystemLibSymbol(\"__tvm_ffi_add_one\", (void*)__tvm_ffi_add_one);\n\
           TVMFFIEnvModRegisterSystemLibSymbol(\"__tvm_ffi_scale_by\", (void*)__tvm_ffi_scale_by);\n\
           TVMFFIEnvModRegisterSystemLibSymbol(\"{prefix}__tvm_ffi__library_ctx\", (void*)&{prefix}__tvm_ffi__library_ctx);\n\
         }}\n"
    )
}

const CHECK_PY: &str = r#"
import ctypes, json, sys
import numpy as np
import tvm

wrapper, prefix = sys.argv[1], sys.argv[2]
ctypes.CDLL(wrapper, mode=ctypes.RTLD_GLOBAL)
m = tvm.runtime.system_lib(prefix)
def tree(m):
    return {"kind": m.kind, "imports": [tree(i) for i in m.imports]}
a = np.arange(6, dtype="float32")
A = tvm.runtime.tensor(a)
B = tvm.runtime.tensor(np.zeros(6, dtype="float32"))
m["add_one"](A, B)
C = tvm.runtime.tensor(np.zeros(6, dtype="float32"))
m["scale_by"](A, C, 4)
print(json.dumps({"tree": tree(m), "add_one": B.numpy().tolist(), "scale_by": C.numpy().tolist()}))
"#;

fn run(cmd: &mut Command) {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn system_library_archives_register_and_run_in_tvm() {
    let dir = tempfile::tempdir().unwrap();
    compile_c(STATIC_C, None, dir.path(), "helper");
    std::fs::write(
        dir.path().join("imports.json"),
        r#"{"kind": "static_library", "code": "helper.o", "functions": ["modlink_static_helper"]}"#,
    )
    .unwrap();
    for (prefix, packer) in [("mylib_", "llvm"), ("", "llvm"), ("cpre_", "c")] {
        let case = dir.path().join(format!("case_{prefix}{packer}"));
        std::fs::create_dir(&case).unwrap();
        compile_c(&syslib_host_c(prefix), None, &case, "host");
        let archive = case.join("libkernels.a");
        let mut build = Command::new(modlink_bin());
        build
            .args(["build", "--system-lib", "--pack", packer, "--object"])
            .arg(case.join("host.o"))
            .arg("--import-manifest")
            .arg(dir.path().join("imports.json"))
            .arg("-o")
            .arg(&archive);
        if !prefix.is_empty() {
            build.args(["--prefix", prefix]);
        }
        run(&mut build);
        let members = Command::new("ar").arg("t").arg(&archive).output().unwrap();
        assert_eq!(
            String::from_utf8_lossy(&members.stdout),
            format!("lib0.o\n{prefix}devc.o\n")
        );
        let wrapper = case.join("wrapper.so");
        run(Command::new("cc")
            .args(["-shared", "-o"])
            .arg(&wrapper)
            .arg("-Wl,--whole-archive")
            .arg(&archive)
            .arg("-Wl,--no-whole-archive"));
        let script = case.join("check.py");
        std::fs::write(&script, CHECK_PY).unwrap();
        let out = Command::new(python())
            .arg(&script)
            .arg(&wrapper)
            .arg(prefix)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{prefix}{packer}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        let result: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
        assert_eq!(
            result["tree"],
            serde_json::json!({"kind": "library", "imports": [{"kind": "static_library", "imports": []}]}),
            "{prefix}{packer}"
        );
        let add: Vec<f64> = serde_json::from_value(result["add_one"].clone()).unwrap();
        let scale: Vec<f64> = serde_json::from_value(result["scale_by"].clone()).unwrap();
        assert_eq!(add, (0..6).map(|i| f64::from(i) + 1.0).collect::<Vec<_>>());
        assert_eq!(
            scale,
            (0..6).map(|i| f64::from(i) * 4.0).collect::<Vec<_>>()
        );
    }
}

#[test]
fn rebuilt_tvm_system_library_has_tvms_blob_and_members() {
    let fixture = locate_file(&Path::new(FIXTURES).join("syslib_noprefix.a")).unwrap();
    assert_eq!(fixture.member.as_deref(), Some("devc.o"));
    let tree = fixture.tree().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let host = compile_c(&syslib_host_c(""), None, dir.path(), "host");
    let mut options = ExportOptions::new(TargetSpec::host().unwrap());
    options.packer = Packer::Llvm;
    options.pack = PackOptions {
        layout: Layout::Current,
        system_lib_prefix: Some(String::new()),
    };
    let out = dir.path().join("syslib.a");
    let report = export_library(
        &ExportInputs {
            tree,
            host_objects: vec![host],
        },
        &out,
        &options,
    )
    .unwrap();
    assert_eq!(report.objects, ["lib0.o", "devc.o"]);
    let ours = locate_file(&out).unwrap();
    assert_eq!(ours.member.as_deref(), Some("devc.o"));
    assert_eq!(ours.prefix.as_deref(), Some(""));
    assert_eq!(ours.blob, fixture.blob);
    assert_eq!(ours.blob.as_ref().map(|b| b.len()), Some(847));
}

const KIR_SYSLIB_PY: &str = r#"
import ctypes, json, sys
import numpy as np
import tvm

wrapper, prefix = sys.argv[1], sys.argv[2]
ctypes.CDLL(wrapper, mode=ctypes.RTLD_GLOBAL)
m = tvm.runtime.system_lib(prefix)
def tree(m):
    return {"kind": m.kind, "imports": [tree(i) for i in m.imports]}
a = np.arange(100, dtype="float32")
b = np.ones(100, dtype="float32") * 2
C = tvm.runtime.tensor(np.zeros(100, dtype="float32"))
m["vadd"](tvm.runtime.tensor(a), tvm.runtime.tensor(b), C)
O = tvm.runtime.tensor(np.zeros(100, dtype="float32"))
m["saxpy"](0.5, tvm.runtime.tensor(a), tvm.runtime.tensor(b), O)
print(json.dumps({"tree": tree(m), "vadd": C.numpy().tolist(), "saxpy": O.numpy().tolist()}))
"#;

/// Kernels compiled by modlink's codegen in system-lib mode, packed by the llvm packer.
#[test]
fn kir_system_library_registers_and_runs_in_tvm() {
    let dir = tempfile::tempdir().unwrap();
    compile_c(STATIC_C, None, dir.path(), "helper");
    std::fs::write(
        dir.path().join("imports.json"),
        r#"{"kind": "static_library", "code": "helper.o", "functions": ["modlink_static_helper"]}"#,
    )
    .unwrap();
    let kernels = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    for prefix in ["kir_", ""] {
        let case = dir.path().join(format!("case_{prefix}"));
        std::fs::create_dir(&case).unwrap();
        let archive = case.join("libkir.a");
        let mut build = Command::new(modlink_bin());
        build
            .args(["build", kernels, "--system-lib", "--import-manifest"])
            .arg(dir.path().join("imports.json"))
            .arg("-o")
            .arg(&archive);
        if !prefix.is_empty() {
            build.args(["--prefix", prefix]);
        }
        run(&mut build);
        let wrapper = case.join("wrapper.so");
        run(Command::new("cc")
            .args(["-shared", "-o"])
            .arg(&wrapper)
            .arg("-Wl,--whole-archive")
            .arg(&archive)
            .arg("-Wl,--no-whole-archive"));
        let script = case.join("check.py");
        std::fs::write(&script, KIR_SYSLIB_PY).unwrap();
        let out = Command::new(python())
            .arg(&script)
            .arg(&wrapper)
            .arg(prefix)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{prefix}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        let result: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
        assert_eq!(
            result["tree"],
            serde_json::json!({"kind": "library", "imports": [{"kind": "static_library", "imports": []}]}),
            "{prefix}"
        );
        let vadd: Vec<f64> = serde_json::from_value(result["vadd"].clone()).unwrap();
        let saxpy: Vec<f64> = serde_json::from_value(result["saxpy"].clone()).unwrap();
        assert_eq!(
            vadd,
            (0..100).map(|i| f64::from(i) + 2.0).collect::<Vec<_>>(),
            "{prefix}"
        );
        assert_eq!(
            saxpy,
            (0..100)
                .map(|i| 0.5 * f64::from(i) + 2.0)
                .collect::<Vec<_>>(),
            "{prefix}"
        );
    }
}
