#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Cross exports with LLVM's linkers alone: `modlink build` runs with a PATH holding only
//! `ld.lld`, `ld64.lld` and `lld-link` (no C compiler, no cross gcc), and `modlink inspect`
//! reads every library back: format, architecture, blob, host functions, module tree.

mod export_support;

use export_support::*;
use object::read::elf::{Dyn, FileHeader, ProgramHeader};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// A bin directory with only LLVM's linkers, under their unversioned names.
fn llvm_linkers_only() -> tempfile::TempDir {
    let bin = tempfile::tempdir().unwrap();
    for (link, real) in [
        ("ld.lld", "/usr/bin/ld.lld-19"),
        ("ld64.lld", "/usr/bin/ld64.lld-19"),
        ("lld-link", "/usr/bin/lld-link-19"),
    ] {
        std::os::unix::fs::symlink(real, bin.path().join(link)).unwrap();
    }
    bin
}

fn inspect(path: &Path) -> Value {
    let out = Command::new(modlink_bin())
        .args(["inspect", "--json"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// DT_NEEDED entries of a 64-bit little-endian ELF shared object.
fn needed_libraries(path: &Path) -> usize {
    let data = std::fs::read(path).unwrap();
    let header = object::elf::FileHeader64::<object::Endianness>::parse(&*data).unwrap();
    let endian = header.endian().unwrap();
    let mut count = 0;
    for segment in header.program_headers(endian, &*data).unwrap() {
        if let Some(entries) = segment.dynamic(endian, &*data).unwrap() {
            count += entries
                .iter()
                .filter(|d| d.tag32(endian).map(i64::from) == Some(object::elf::DT_NEEDED.0))
                .count();
        }
    }
    count
}

#[test]
fn cross_libraries_link_with_llvm_linkers_alone() {
    let dir = tempfile::tempdir().unwrap();
    let bin = llvm_linkers_only();
    for (triple, clang_triple, extension, format, arch) in [
        (
            "aarch64-unknown-linux-gnu",
            "aarch64-unknown-linux-gnu",
            "so",
            "elf",
            "aarch64",
        ),
        (
            "riscv64gc-unknown-linux-gnu",
            "riscv64-unknown-linux-gnu",
            "so",
            "elf",
            "riscv64",
        ),
        (
            "x86_64-apple-darwin",
            "x86_64-apple-darwin",
            "dylib",
            "macho",
            "x86_64",
        ),
        (
            "aarch64-apple-darwin",
            "arm64-apple-macosx11.0.0",
            "dylib",
            "macho",
            "aarch64",
        ),
        (
            "x86_64-pc-windows-msvc",
            "x86_64-pc-windows-msvc",
            "dll",
            "pe",
            "x86_64",
        ),
    ] {
        let work = dir.path().join(triple);
        std::fs::create_dir(&work).unwrap();
        compile_c(HOST_C, Some(clang_triple), &work, "host");
        compile_c(STATIC_C, Some(clang_triple), &work, "helper");
        std::fs::write(
            work.join("imports.json"),
            r#"{"kind": "static_library", "code": "helper.o", "functions": ["modlink_static_helper"]}"#,
        )
        .unwrap();
        for packer in ["object", "llvm"] {
            let out = work.join(format!("kernels_{packer}.{extension}"));
            let result = Command::new(modlink_bin())
                .env_clear()
                .env("PATH", bin.path())
                .args(["build", "--target", triple, "--pack", packer, "--object"])
                .arg(work.join("host.o"))
                .arg("--import-manifest")
                .arg(work.join("imports.json"))
                .arg("-o")
                .arg(&out)
                .output()
                .unwrap();
            assert!(
                result.status.success(),
                "{triple} {packer}: {}",
                String::from_utf8_lossy(&result.stderr)
            );
            let info = inspect(&out);
            assert_eq!(info["object_format"], format, "{triple} {packer}");
            assert_eq!(info["arch"], arch, "{triple} {packer}");
            assert_eq!(
                info["symbol"], "__tvm_ffi__library_bin",
                "{triple} {packer}"
            );
            assert_eq!(
                info["host_functions"],
                serde_json::json!(["add_one", "scale_by"]),
                "{triple} {packer}"
            );
            let kinds: Vec<&str> = info["modules"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["kind"].as_str().unwrap())
                .collect();
            assert_eq!(kinds, ["_lib", "static_library"], "{triple} {packer}");
            let helper_len = std::fs::metadata(work.join("helper.o")).unwrap().len();
            // static_library payload = str data + array of one str.
            let payload = 8 + helper_len + 8 + 8 + "modlink_static_helper".len() as u64;
            assert_eq!(
                info["modules"][1]["payload_bytes"], payload,
                "{triple} {packer}"
            );
            if format == "elf" {
                // ld.lld without libc: no DT_NEEDED, and the runtime's error entry point stays
                // undefined until TVM's runtime provides it, as in TVM's own libraries.
                assert_eq!(needed_libraries(&out), 0, "{triple} {packer}");
                let undefined: Vec<&str> = info["undefined_symbols"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| s.as_str().unwrap())
                    .collect();
                assert!(
                    undefined.contains(&"TVMFFIErrorSetRaisedFromCStr"),
                    "{triple}: {undefined:?}"
                );
            }
        }
    }
}

#[test]
fn missing_linker_is_a_not_found_error_naming_the_search() {
    let empty = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    compile_c(
        HOST_C,
        Some("aarch64-unknown-linux-gnu"),
        dir.path(),
        "host",
    );
    let result = Command::new(modlink_bin())
        .env_clear()
        .env("PATH", empty.path())
        .args(["build", "--target", "aarch64-unknown-linux-gnu", "--object"])
        .arg(dir.path().join("host.o"))
        .arg("-o")
        .arg(dir.path().join("x.so"))
        .output()
        .unwrap();
    assert!(!result.status.success());
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert!(
        stderr.contains("no linker found for aarch64-unknown-linux-gnu"),
        "{stderr}"
    );
    assert!(
        stderr.contains("ld.lld on PATH") && stderr.contains("set MODLINK_LINKER"),
        "{stderr}"
    );
    assert!(!dir.path().join("x.so").exists());
}
