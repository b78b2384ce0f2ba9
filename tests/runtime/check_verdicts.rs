#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `modlink check`: verdicts on TVM 0.27's fixtures (cross-checked against TVM 0.27 itself) and
//! on modlink's own outputs for several runtime/target combinations, with a negative for each
//! reason: wrong architecture, wrong blob layout for the runtime, a module kind without loader,
//! an undefined symbol the runtime lacks.

use crate::support;

use modlink::blob::Layout;
use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::module::Payload;
use modlink::pack::PackOptions;
use modlink::target::TargetSpec;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::export::*;

const HOST: &str = "x86_64-unknown-linux-gnu";

/// Runs `modlink check` and returns (exit code, stdout lines).
fn check(lib: &Path, runtime: &str, target: Option<&str>) -> (i32, Vec<String>) {
    let mut command = Command::new(modlink_bin());
    command.arg("check").arg(lib).args(["--runtime", runtime]);
    if let Some(target) = target {
        command.args(["--target", target]);
    }
    let out = command.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        out.status.code().unwrap(),
        stdout.lines().map(str::to_string).collect(),
    )
}

fn fails(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("FAIL  "))
        .collect()
}

fn verdict(lines: &[String]) -> &str {
    let last = lines.last().unwrap();
    assert!(last.starts_with("verdict: "), "{lines:#?}");
    last
}

/// A library of `host_c` (compiled for `triple`) with a static_library import, exported to
/// `out` with the direct object packer in `layout`.
fn export(
    dir: &Path,
    out: &Path,
    triple: &str,
    host_c: &str,
    layout: Layout,
    extra: Option<(&str, &[u8])>,
) {
    let clang_triple = (triple != HOST).then_some(triple);
    let host = compile_c(host_c, clang_triple, dir, "host");
    let helper = compile_c(STATIC_C, clang_triple, dir, "helper");
    let (mut graph, lib) = lib_with_static_helper(helper);
    if let Some((kind, bytes)) = extra {
        let node = graph.add(kind, Payload::Opaque(bytes.to_vec().into()));
        graph.import(lib, node);
    }
    let mut options = ExportOptions::new(TargetSpec::parse(triple).unwrap());
    options.packer = Packer::Object;
    options.pack = PackOptions {
        layout,
        system_lib_prefix: None,
    };
    let inputs = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![host],
    };
    export_library(&inputs, out, &options).unwrap();
}

/// Host code calling no runtime function at all.
const PLAIN_C: &str = "int __tvm_main_helper(int x) { return x + 1; }\n";

/// Host code needing a tvm-ffi entry point that modlink's runtime does not export.
const NEEDS_STREAM_C: &str = r#"
extern void* TVMFFIEnvGetStream(int device_type, int device_id);
int uses_stream(void) { return TVMFFIEnvGetStream(2, 0) != 0; }
"#;

const TVM_LOAD_PY: &str = r#"
import json, sys
import tvm
out = {}
for path in open(__file__[:-3] + ".list").read().split():
    try:
        tvm.runtime.load_module(path)
        out[path] = True
    except Exception as e:
        out[path] = False
print(json.dumps(out))
"#;

#[test]
fn fixture_verdicts_agree_with_tvm_0_27_itself() {
    let names = [
        "add.so",
        "add_cuda.so",
        "add_metal.so",
        "add_opencl.so",
        "two_dev.so",
    ];
    let paths: Vec<PathBuf> = names.iter().map(|n| Path::new(FIXTURES).join(n)).collect();
    let dir = tempfile::tempdir().unwrap();
    let list: Vec<&str> = paths.iter().map(|p| p.to_str().unwrap()).collect();
    std::fs::write(dir.path().join("check.list"), list.join("\n")).unwrap();
    let loaded = run_python_json(TVM_LOAD_PY, dir.path());
    // The reference must not be trivially uniform, or it would not test the verdict.
    assert_eq!(loaded[list[0]], true, "{loaded}");
    assert_eq!(loaded[list[1]], false, "{loaded}");
    for (name, path) in names.iter().zip(&paths) {
        let (code, lines) = check(path, "tvm-0.27", None);
        let tvm_loads = loaded[path.to_str().unwrap()].as_bool().unwrap();
        assert_eq!(
            code == 0,
            tvm_loads,
            "{name}: check says {lines:#?}, TVM loads: {tvm_loads}"
        );
    }
    let (_, lines) = check(&paths[4], "tvm-0.27", None);
    assert_eq!(
        fails(&lines),
        [
            "module [1] cuda: the tvm-0.27 CPU build has no loader; needs a CUDA build of TVM",
            "module [2] opencl: the tvm-0.27 CPU build has no loader; needs a TVM built with \
             USE_OPENCL=ON: the pip release (apache-tvm) has no `opencl` loader, so it cannot \
             load this library",
        ]
    );
    assert_eq!(
        verdict(&lines),
        format!(
            "verdict: {} will NOT load with tvm-0.27 on {HOST}: 2 problems",
            paths[4].display()
        )
    );
}

#[test]
fn modlink_runs_tvms_opencl_libraries_and_says_tvm_0_27_from_pip_cannot_load_them() {
    let lib = Path::new(FIXTURES).join("add_opencl.so");
    let (code, lines) = check(&lib, "modlink", None);
    assert_eq!(code, 0, "{lines:#?}");
    let opencl: Vec<&String> = lines.iter().filter(|l| l.contains("opencl")).collect();
    assert!(
        opencl.iter().any(|l| l.starts_with(
            "ok    module [1] opencl: modlink runs it on an \
                                                OpenCL device: fmt `cl` is OpenCL C source"
        )),
        "{lines:#?}"
    );
    assert!(
        opencl
            .iter()
            .any(|l| l.starts_with("note  module [1] opencl:") && l.contains("pocl-opencl-icd")),
        "{lines:#?}"
    );
    let (code, lines) = check(&lib, "tvm-0.27", None);
    assert_eq!(code, 1, "{lines:#?}");
    assert_eq!(
        fails(&lines),
        [
            "module [1] opencl: the tvm-0.27 CPU build has no loader; needs a TVM built with \
          USE_OPENCL=ON: the pip release (apache-tvm) has no `opencl` loader, so it cannot load \
          this library"
        ]
    );
}

#[test]
fn modlink_runtime_restores_device_kinds_tvm_cpu_cannot() {
    let lib = Path::new(FIXTURES).join("add_cuda.so");
    let (code, lines) = check(&lib, "modlink", None);
    assert_eq!(code, 0, "{lines:#?}");
    // TVM's CPU runtime cannot restore a `cuda` module; modlink's compiles its CUDA source with
    // NVRTC at the first launch on a GPU.
    assert!(
        lines.contains(
            &"ok    module [1] cuda: modlink runs it on a GPU: fmt `cuda` is CUDA C++ source, \
              compiled by NVRTC for the device's architecture at the first launch"
                .to_string()
        ),
        "{lines:#?}"
    );
    assert!(lines.contains(
        &"ok    symbol `TVMFFIErrorSetRaisedFromCStrParts`: provided by modlink".to_string()
    ));
    // TVM's file names no libc: its weak `__cxa_finalize` is optional, and what the file
    // declares is what counts (docs/runtime.md, "What a library must declare").
    assert!(
        lines.contains(
            &"note  symbol `__cxa_finalize`: weak, so optional: no library the file declares \
              provides it, so the library sees a null address unless the process defines it"
                .to_string()
        ),
        "{lines:#?}"
    );
}

#[test]
fn wrong_architecture_is_refused_and_the_right_target_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let tar = dir.path().join("arm64.tar");
    export(
        dir.path(),
        &tar,
        "aarch64-unknown-linux-gnu",
        PLAIN_C,
        Layout::Current,
        None,
    );
    let (code, lines) = check(&tar, "tvm-0.27", Some("aarch64-unknown-linux-gnu"));
    assert_eq!(code, 0, "{lines:#?}");
    assert!(
        lines
            .contains(&"ok    architecture: aarch64 matches aarch64-unknown-linux-gnu".to_string())
    );
    assert!(
        lines.contains(
            &"note  tar: tvm-0.27 links it at load time and needs a C compiler on the target"
                .to_string()
        )
    );

    let (code, lines) = check(&tar, "tvm-0.27", Some(HOST));
    assert_eq!(code, 1);
    assert_eq!(
        fails(&lines),
        [
            "architecture: the file is aarch64 (aarch64-unknown-linux-gnu), the target x86_64-unknown-linux-gnu is x86_64"
        ]
    );
    let fixture = Path::new(FIXTURES).join("add.so");
    let (code, lines) = check(&fixture, "tvm-0.27", Some("riscv64gc-unknown-linux-gnu"));
    assert_eq!(code, 1);
    assert!(
        fails(&lines)[0].starts_with("architecture: the file is x86_64"),
        "{lines:#?}"
    );
}

#[test]
fn blob_layout_must_be_the_one_the_runtime_reads() {
    let dir = tempfile::tempdir().unwrap();
    let legacy = dir.path().join("legacy.so");
    export(dir.path(), &legacy, HOST, PLAIN_C, Layout::Legacy, None);
    let current = dir.path().join("current.so");
    export(dir.path(), &current, HOST, PLAIN_C, Layout::Current, None);

    // TVM 0.27 opens a legacy library as host code alone (tests/runtime/check_truth.rs runs it).
    let (code, lines) = check(&legacy, "tvm-0.27", None);
    assert_eq!(code, 0, "{lines:#?}");
    assert!(
        lines.contains(
            &"note  blob: tvm-0.27 ignores `__tvm_dev_mblob` (legacy layout; it reads only `__tvm_ffi__library_bin`) and loads the host code alone: its 1 imported module(s) are not visible to it"
                .to_string()
        ),
        "{lines:#?}"
    );
    let (code, lines) = check(&legacy, "tvm-0.20", None);
    assert_eq!(code, 0, "{lines:#?}");
    assert!(lines.contains(&"ok    module [1] static_library: tvm-0.20 has a loader".to_string()));

    let (code, lines) = check(&current, "tvm-0.20", None);
    assert_eq!(code, 1);
    assert_eq!(
        fails(&lines),
        [
            "blob: tvm-0.20 reads only `__tvm_dev_mblob`, but the file has `__tvm_ffi__library_bin` (current layout): its imported modules would be missing"
        ]
    );
    for runtime in ["tvm-0.27", "modlink"] {
        let (code, lines) = check(&current, runtime, None);
        assert_eq!(code, 0, "{runtime}: {lines:#?}");
    }
    let (code, _) = check(&legacy, "modlink", None);
    assert_eq!(code, 0);
}

#[test]
fn a_kind_without_loader_fails_for_that_runtime_only() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("csource.so");
    export(
        dir.path(),
        &lib,
        HOST,
        PLAIN_C,
        Layout::Current,
        Some(("c", b"opaque c source")),
    );
    let (code, lines) = check(&lib, "tvm-0.27", None);
    assert_eq!(code, 0, "{lines:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("ok    module [") && l.ends_with("] c: tvm-0.27 has a loader")),
        "{lines:#?}"
    );
    let (code, lines) = check(&lib, "modlink", None);
    assert_eq!(code, 1);
    let failed = fails(&lines);
    assert_eq!(failed.len(), 1, "{lines:#?}");
    assert!(
        failed[0].ends_with("] c: modlink has no loader (register_loader(\"c\", ..))"),
        "{failed:?}"
    );
}

#[test]
fn an_undefined_symbol_the_runtime_lacks_fails() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("stream.so");
    export(
        dir.path(),
        &lib,
        HOST,
        NEEDS_STREAM_C,
        Layout::Current,
        None,
    );
    let (code, lines) = check(&lib, "tvm-0.27", None);
    assert_eq!(code, 0, "{lines:#?}");
    assert!(lines.contains(&"ok    symbol `TVMFFIEnvGetStream`: provided by tvm-0.27".to_string()));
    let (code, lines) = check(&lib, "modlink", None);
    assert_eq!(code, 1);
    assert_eq!(
        fails(&lines),
        ["symbol `TVMFFIEnvGetStream`: needed from the runtime, but modlink does not provide it"]
    );
    // TVM 0.20 predates tvm-ffi: the fixture's TVMFFI* need is unmet there.
    let (code, lines) = check(&Path::new(FIXTURES).join("add.so"), "tvm-0.20", None);
    assert_eq!(code, 1);
    assert_eq!(
        fails(&lines),
        [
            "symbol `TVMFFIErrorSetRaisedFromCStrParts`: needed from the runtime, but tvm-0.20 does not provide it"
        ]
    );
}

#[test]
fn an_unreadable_blob_is_a_finding_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("hostile.so");
    export(dir.path(), &lib, HOST, PLAIN_C, Layout::Current, None);
    let offset = modlink::inspect::locate::locate_file(&lib)
        .unwrap()
        .blob_file_offset
        .unwrap() as usize;
    let mut bytes = std::fs::read(&lib).unwrap();
    // The indptr count right after the nbytes header: 2^60 modules.
    bytes[offset + 8..offset + 16].copy_from_slice(&(1u64 << 60).to_le_bytes());
    std::fs::write(&lib, bytes).unwrap();
    let (code, lines) = check(&lib, "modlink", None);
    assert_eq!(code, 1);
    let failed = fails(&lines);
    assert_eq!(failed.len(), 1, "{lines:#?}");
    assert!(
        failed[0].starts_with("blob: no runtime can read it: ")
            && failed[0].contains("blob offset 8: indptr count"),
        "{failed:?}"
    );
}
