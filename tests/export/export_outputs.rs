#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Output kinds and their errors: suffixes that contradict the target, `.o` outputs, kept work
//! files, the blob written on request for a host-only tree, opaque imports, `--emit`.

use crate::support;

use modlink::Error;
use modlink::export::{
    ExportError, ExportInputs, ExportOptions, OutputKind, Packer, export_library,
};
use modlink::inspect::locate::locate_file;
use modlink::module::{LIB_KEY, ModuleGraph, ModuleTree, Payload};
use modlink::target::TargetSpec;
use object::{Object, ObjectSymbol};
use std::path::Path;
use std::process::Command;
use support::export::*;

fn target(triple: &str) -> TargetSpec {
    TargetSpec::parse(triple).unwrap()
}

fn host_only_tree() -> ModuleTree {
    let mut graph = ModuleGraph::new();
    graph.add(LIB_KEY, Payload::Lib);
    graph.to_tree().unwrap()
}

fn opaque_import_tree(kind: &str, payload: &[u8]) -> ModuleTree {
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let node = graph.add(kind, Payload::Opaque(payload.to_vec().into()));
    graph.import(lib, node);
    graph.to_tree().unwrap()
}

#[test]
fn output_kind_follows_the_extension_and_the_target() {
    let linux = target("x86_64-unknown-linux-gnu");
    let kind = |path: &str, t: &TargetSpec| OutputKind::for_path(Path::new(path), t);
    assert_eq!(kind("x/lib.so", &linux).unwrap(), OutputKind::SharedLibrary);
    assert_eq!(kind("lib.a", &linux).unwrap(), OutputKind::StaticLibrary);
    assert_eq!(kind("objs.tar", &linux).unwrap(), OutputKind::Tar);
    assert_eq!(kind("one.o", &linux).unwrap(), OutputKind::Object);
    let windows = target("x86_64-pc-windows-msvc");
    assert_eq!(kind("k.dll", &windows).unwrap(), OutputKind::SharedLibrary);
    for (path, t, needle) in [
        ("k.so", &windows, "ends in `.dll`, not `.so`"),
        ("k.dylib", &linux, "ends in `.so`, not `.dylib`"),
        (
            "k.dll",
            &target("aarch64-apple-darwin"),
            "ends in `.dylib`, not `.dll`",
        ),
        ("k.zip", &linux, "unknown output extension `.zip`"),
        (
            "k.so",
            &target("wasm32-unknown-unknown"),
            "cannot have a shared library",
        ),
    ] {
        let err = kind(path, t).unwrap_err();
        assert!(matches!(err, ExportError::OutputKind { .. }), "{err:?}");
        let text = err.to_string();
        assert!(text.starts_with(path) && text.contains(needle), "{text}");
    }
}

#[test]
fn empty_inputs_and_contradicting_suffix_fail_before_writing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("empty.so");
    let err = export_library(
        &ExportInputs {
            tree: host_only_tree(),
            host_objects: vec![],
        },
        &out,
        &ExportOptions::new(target("x86_64-unknown-linux-gnu")),
    )
    .unwrap_err();
    assert!(
        matches!(err, Error::Export(ExportError::Inputs(_))),
        "{err:?}"
    );
    assert!(
        err.to_string().contains("no host objects and no imports"),
        "{err}"
    );
    let err = export_library(
        &ExportInputs {
            tree: host_only_tree(),
            host_objects: vec![vec![1, 2, 3]],
        },
        &dir.path().join("lib.dll"),
        &ExportOptions::new(target("x86_64-unknown-linux-gnu")),
    )
    .unwrap_err();
    assert!(err.to_string().contains("ends in `.so`"), "{err}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn object_output_is_the_host_object_or_a_merged_relocatable() {
    let dir = tempfile::tempdir().unwrap();
    let host = compile_c(HOST_C, None, dir.path(), "host");
    let linux = TargetSpec::host().unwrap();

    let single = dir.path().join("single.o");
    export_library(
        &ExportInputs {
            tree: host_only_tree(),
            host_objects: vec![host.clone()],
        },
        &single,
        &ExportOptions::new(linux.clone()),
    )
    .unwrap();
    assert_eq!(std::fs::read(&single).unwrap(), host);

    let merged = dir.path().join("merged.o");
    let mut options = ExportOptions::new(linux);
    options.packer = Packer::Object;
    let report = export_library(
        &ExportInputs {
            tree: opaque_import_tree("params_blob", b"\x00\x00\x00\x00\x00\x00\x00\x00"),
            host_objects: vec![host],
        },
        &merged,
        &options,
    )
    .unwrap();
    assert!(
        report.commands.iter().any(|c| c.contains(" -r ")),
        "{:?}",
        report.commands
    );
    let data = std::fs::read(&merged).unwrap();
    let obj = object::File::parse(&*data).unwrap();
    assert_eq!(obj.kind(), object::ObjectKind::Relocatable);
    for name in [
        "__tvm_ffi_add_one",
        "__tvm_ffi_scale_by",
        "__tvm_ffi__library_bin",
    ] {
        let symbol = obj.symbol_by_name(name).unwrap();
        assert!(symbol.is_definition() && symbol.is_global(), "{name}");
    }
    let located = locate_file(&merged).unwrap();
    let tree = located.tree().unwrap();
    assert_eq!(tree.nodes[1].kind, "params_blob");
}

#[test]
fn keep_temps_keeps_the_c_source_and_always_write_blob_writes_a_host_only_blob() {
    let dir = tempfile::tempdir().unwrap();
    let host = compile_c(HOST_C, None, dir.path(), "host");
    let keep = dir.path().join("work");
    let mut options = ExportOptions::new(TargetSpec::host().unwrap());
    options.packer = Packer::C;
    options.always_write_blob = true;
    options.keep_temps = Some(keep.clone());
    let out = dir.path().join("lib.so");
    let report = export_library(
        &ExportInputs {
            tree: host_only_tree(),
            host_objects: vec![host],
        },
        &out,
        &options,
    )
    .unwrap();
    // A tree of one `_lib` node: indptr [0, 0], no children, key "_lib".
    let mut expected = Vec::new();
    for word in [2u64, 0, 0, 0, 4] {
        expected.extend(word.to_le_bytes());
    }
    expected.extend(b"_lib");
    let mut blob = (expected.len() as u64).to_le_bytes().to_vec();
    blob.extend(&expected);
    assert_eq!(
        report.blob,
        Some(("__tvm_ffi__library_bin".into(), blob.len() as u64))
    );
    let located = locate_file(&out).unwrap();
    assert_eq!(located.blob.as_deref(), Some(blob.as_slice()));
    let source = std::fs::read_to_string(keep.join("devc.c")).unwrap();
    assert!(source.contains(&format!("__tvm_ffi__library_bin[{}] = {{", blob.len())));
    assert!(keep.join("lib0.o").exists() && keep.join("devc.o").exists());
}

#[test]
fn cli_import_raw_and_emit() {
    let dir = tempfile::tempdir().unwrap();
    compile_c(HOST_C, None, dir.path(), "host");
    let payload = dir.path().join("params.bin");
    std::fs::write(&payload, b"opaque payload bytes").unwrap();
    let out = dir.path().join("raw.so");
    let result = Command::new(modlink_bin())
        .args(["build", "--pack", "object", "--object"])
        .arg(dir.path().join("host.o"))
        .arg("--import-raw")
        .arg(format!("my_kind={}", payload.display()))
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let tree = locate_file(&out).unwrap().tree().unwrap();
    assert_eq!(tree.nodes[1].kind, "my_kind");
    assert_eq!(
        tree.nodes[1].payload,
        Payload::Opaque(b"opaque payload bytes".to_vec().into())
    );

    let result = Command::new(modlink_bin())
        .args(["build", "--import-raw", "no-equals-sign", "-o"])
        .arg(dir.path().join("bad.so"))
        .output()
        .unwrap();
    assert!(!result.status.success());
    assert!(String::from_utf8_lossy(&result.stderr).contains("expected KIND=FILE"));

    // The object packer cannot write the system-lib constructor; the error says which can.
    let result = Command::new(modlink_bin())
        .args([
            "build",
            "--system-lib",
            "--prefix",
            "p_",
            "--pack",
            "object",
            "--object",
        ])
        .arg(dir.path().join("host.o"))
        .arg("--import-raw")
        .arg(format!("my_kind={}", payload.display()))
        .arg("-o")
        .arg(dir.path().join("sys.a"))
        .output()
        .unwrap();
    assert!(!result.status.success());
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert!(
        stderr.contains("p___tvm_ffi__library_bin") && stderr.contains("--pack llvm"),
        "{stderr}"
    );
    assert!(!dir.path().join("sys.a").exists());

    let kernels = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    let ir = Command::new(modlink_bin())
        .args(["build", kernels, "--emit", "llvm-ir", "-o", "-"])
        .output()
        .unwrap();
    assert!(
        ir.status.success(),
        "{}",
        String::from_utf8_lossy(&ir.stderr)
    );
    let text = String::from_utf8(ir.stdout).unwrap();
    assert!(
        text.contains("define") && text.contains("@__tvm_ffi_vadd"),
        "{text}"
    );

    let obj_path = dir.path().join("kernels.o");
    let obj = Command::new(modlink_bin())
        .args([
            "build",
            kernels,
            "--emit",
            "obj",
            "--target",
            "aarch64-unknown-linux-gnu",
            "-o",
        ])
        .arg(&obj_path)
        .output()
        .unwrap();
    assert!(
        obj.status.success(),
        "{}",
        String::from_utf8_lossy(&obj.stderr)
    );
    let data = std::fs::read(&obj_path).unwrap();
    let file = object::File::parse(&*data).unwrap();
    assert_eq!(file.architecture(), object::Architecture::Aarch64);
    assert!(file.symbol_by_name("__tvm_ffi_matmul").is_some());
}

/// The README's five lines: parse, compile, export; then TVM-independent checks of the file.
#[test]
fn five_line_library_api() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("kernels.so");
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir"))
            .unwrap();
    // -- the snippet --
    let program = modlink::ir::parse(&source, "kernels.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile(&program, &target, &Default::default())
        .unwrap();
    export_library(&inputs, &out, &ExportOptions::new(target)).unwrap();
    // -- checks --
    let located = locate_file(&out).unwrap();
    assert!(located.blob.is_none());
    assert_eq!(
        located.host_functions,
        ["clamp_scale", "matmul", "saxpy", "softmax_rows", "vadd"]
    );
}

/// A relative `--keep-temps` directory reused by two static-library exports: the second
/// archive holds exactly its own members (ar would otherwise append to the kept archive).
#[test]
fn kept_relative_work_directory_is_reusable_for_archives() {
    let dir = tempfile::tempdir().unwrap();
    compile_c(HOST_C, None, dir.path(), "host");
    for run in 0..2 {
        let result = Command::new(modlink_bin())
            .current_dir(dir.path())
            .args([
                "build",
                "--object",
                "host.o",
                "--keep-temps",
                "work",
                "-o",
                "libk.a",
            ])
            .output()
            .unwrap();
        assert!(
            result.status.success(),
            "{}",
            String::from_utf8_lossy(&result.stderr)
        );
        let members = Command::new("ar")
            .arg("t")
            .arg(dir.path().join("libk.a"))
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&members.stdout),
            "lib0.o\n",
            "run {run}"
        );
    }
}
