//! wasm32-unknown-unknown exports (docs/cross.md, "Known problems" — now fixed):
//! * without `--linker`, merging the kernel and blob objects into one `.o` finds `wasm-ld`
//!   (`ld.lld` reads ELF only and used to be picked);
//! * `.wasm` is refused with a message that names what to use instead (and not `.wasm`);
//! * `--pack object` writes its blob object through the LLVM packer on wasm32.
//!
//! Symbols are listed with `llvm-nm-19` (modlink's `object` build has no wasm reader) and the
//! blob bytes are compared with `blob::write` of the same module tree.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::blob::{self, Layout};
use modlink::export::{ExportError, OutputKind};
use modlink::link::{LinkError, LinkerFlavor, discover_linker};
use modlink::target::TargetSpec;
use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::cross::*;

const WASM: &str = "wasm32-unknown-unknown";
const BLOB_SYMBOL: &str = "__tvm_ffi__library_bin";
const KERNELS_KIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");

/// `modlink build examples/kernels.kir --target wasm32 --import-manifest M EXTRA… -o OUT`
/// with no linker configured through the environment.
fn modlink_build_wasm(manifest: &Path, out: &Path, extra: &[&str]) -> std::process::Output {
    let mut command = Command::new(modlink_bin());
    command
        .args(["build", KERNELS_KIR, "--target", WASM, "--import-manifest"])
        .arg(manifest)
        .args(extra)
        .arg("-o")
        .arg(out);
    for variable in [
        "MODLINK_LINKER",
        "MODLINK_LINKER_wasm32-unknown-unknown",
        "MODLINK_LINKER_wasm32_unknown_unknown",
        "CC",
        "CC_wasm32-unknown-unknown",
        "CC_wasm32_unknown_unknown",
        "CROSS_COMPILE",
    ] {
        command.env_remove(variable);
    }
    command.output().unwrap()
}

/// The defined symbol names of a wasm object, by `llvm-nm-19`.
fn defined_symbols(path: &Path) -> Vec<String> {
    let nm = run_ok(Command::new("llvm-nm-19").arg("--defined-only").arg(path));
    nm.lines()
        .filter_map(|line| line.split_whitespace().last())
        .map(str::to_string)
        .collect()
}

/// Asserts `path` is one wasm object holding every kernel entry and the blob of the OpenCL
/// tree described by `manifest`.
fn assert_kernels_and_blob(path: &Path, manifest: &Path) {
    let data = std::fs::read(path).unwrap();
    assert_eq!(
        &data[..8],
        b"\0asm\x01\0\0\0",
        "{}: a wasm object",
        path.display()
    );
    let names = defined_symbols(path);
    for kernel in KERNELS {
        for name in [format!("__tvm_ffi_{kernel}"), format!("{kernel}_c")] {
            assert!(names.contains(&name), "{name} missing from {names:?}");
        }
    }
    assert!(
        names.iter().any(|n| n == BLOB_SYMBOL),
        "{BLOB_SYMBOL} missing from {names:?}"
    );
    let expected = blob::write(&module_tree(Some(manifest)), Layout::Current).unwrap();
    assert!(
        expected
            .windows(OPENCL_SOURCE.len())
            .any(|w| w == OPENCL_SOURCE.as_bytes()),
        "the reference blob carries the OpenCL source"
    );
    assert!(
        data.windows(expected.len())
            .any(|w| w == expected.as_slice()),
        "{}: the {}-byte blob is in the object",
        path.display(),
        expected.len()
    );
}

#[test]
fn object_output_merges_kernels_and_blob_with_wasm_ld_found_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    let out = dir.path().join("k.o");
    let output = modlink_build_wasm(&manifest, &out, &[]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "modlink build failed:\n{stderr}");
    assert_kernels_and_blob(&out, &manifest);
}

#[test]
fn object_packer_on_wasm32_goes_through_llvm() {
    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    let out = dir.path().join("k.o");
    let output = modlink_build_wasm(&manifest, &out, &["--pack", "object"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "--pack object failed:\n{stderr}");
    assert_kernels_and_blob(&out, &manifest);
}

#[test]
fn wasm_output_is_refused_naming_the_suffixes_to_use() {
    let wasm = TargetSpec::parse(WASM).unwrap();
    for name in ["k.wasm", "k.so"] {
        let err = OutputKind::for_path(Path::new(name), &wasm).unwrap_err();
        assert!(matches!(err, ExportError::OutputKind { .. }), "{err:?}");
        let text = err.to_string();
        assert!(
            text.starts_with(&format!(
                "{name}: wasm32-unknown-unknown cannot have a shared library (use .o or .tar"
            )),
            "{text}"
        );
        assert!(!text.contains("use .wasm"), "{text}");
    }
    for (name, kind) in [("k.o", OutputKind::Object), ("k.tar", OutputKind::Tar)] {
        assert_eq!(OutputKind::for_path(Path::new(name), &wasm).unwrap(), kind);
    }
    // On a target with shared libraries `.wasm` is a wrong suffix, not an unknown one.
    let linux = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let text = OutputKind::for_path(Path::new("k.wasm"), &linux)
        .unwrap_err()
        .to_string();
    assert!(text.contains("ends in `.so`, not `.wasm`"), "{text}");

    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    let out = dir.path().join("k.wasm");
    let output = modlink_build_wasm(&manifest, &out, &[]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!(
            "{}: wasm32-unknown-unknown cannot have a shared library (use .o or .tar",
            out.display()
        )),
        "{stderr}"
    );
    assert!(!out.exists(), "nothing written");
}

/// A directory of fake executables standing in for `PATH`.
fn fake_path(programs: &[&str]) -> (tempfile::TempDir, HashMap<String, OsString>) {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    for program in programs {
        let path = dir.path().join(program);
        std::fs::write(&path, "#!/bin/sh\nexit 1\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let env = HashMap::from([("PATH".to_string(), dir.path().as_os_str().to_owned())]);
    (dir, env)
}

#[test]
fn discovery_picks_wasm_ld_for_wasm32_and_ld_lld_for_elf() {
    let (dir, env) = fake_path(&["ld.lld", "ld.lld-19", "wasm-ld-19"]);
    let lookup = |name: &str| env.get(name).cloned();
    let wasm = TargetSpec::parse(WASM).unwrap();
    let linker = discover_linker(&wasm, &lookup).unwrap();
    assert_eq!(linker.program(), dir.path().join("wasm-ld-19"));
    assert_eq!(linker.flavor(), LinkerFlavor::LdLld);
    // The control: an ELF cross target on the same PATH still gets ld.lld.
    let s390x = TargetSpec::parse("s390x-unknown-linux-gnu").unwrap();
    let linker = discover_linker(&s390x, &lookup).unwrap();
    assert_eq!(linker.program(), dir.path().join("ld.lld"));

    let (_dir, env) = fake_path(&["wasm-ld"]);
    let lookup = |name: &str| env.get(name).cloned();
    let linker = discover_linker(&wasm, &lookup).unwrap();
    assert_eq!(linker.program().file_name().unwrap(), "wasm-ld");
    assert_eq!(
        LinkerFlavor::from_program(&PathBuf::from("/usr/bin/wasm-ld-19")),
        LinkerFlavor::LdLld
    );
}

#[test]
fn discovery_without_wasm_ld_fails_naming_it_instead_of_taking_ld_lld() {
    let (_dir, env) = fake_path(&["ld.lld", "ld.lld-19"]);
    let lookup = |name: &str| env.get(name).cloned();
    let wasm = TargetSpec::parse(WASM).unwrap();
    let err = discover_linker(&wasm, &lookup).err().unwrap();
    assert!(matches!(err, LinkError::NotFound { .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("wasm-ld on PATH") && text.contains("wasm-ld-19 on PATH"),
        "{text}"
    );
    assert!(text.contains("wasm-ld (package lld)"), "{text}");
    assert!(!text.contains("ld.lld on PATH"), "{text}");
}
