#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Cross exports with LLVM's linkers alone: `modlink build` runs with a PATH holding only
//! `ld.lld`, `ld64.lld` and `lld-link` (no C compiler, no cross gcc), and `modlink inspect`
//! reads every library back: format, architecture, blob, host functions, module tree.

use crate::support;

use serde_json::Value;
use std::path::Path;
use std::process::Command;
use support::export::*;

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

/// DT_NEEDED entries of an ELF shared object (32- or 64-bit, either byte order).
fn needed_libraries(path: &Path) -> Vec<String> {
    let data = std::fs::read(path).unwrap();
    let elf = goblin::elf::Elf::parse(&data).unwrap();
    assert!(
        elf.dynamic.is_some(),
        "{}: not a dynamic object",
        path.display()
    );
    elf.libraries.iter().map(|name| name.to_string()).collect()
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
                // ld.lld without a sysroot still names libm and libc (stub shared objects,
                // docs/export.md), and the runtime's error entry point stays undefined until
                // TVM's runtime provides it, as in TVM's own libraries.
                assert_eq!(
                    needed_libraries(&out),
                    ["libm.so.6", "libc.so.6"],
                    "{triple} {packer}"
                );
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

/// A loader for the target: dlopens the library, reads the blob length, calls `vadd` with
/// DLTensor arguments (type index 7) and once with a wrong shape; provides the runtime's error
/// entry points itself (exported with -rdynamic) and prints what the library reported.
const QEMU_LOADER_C: &str = r#"
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
typedef struct { int32_t type_index; uint32_t pad; union { int64_t v_int64; double v_float64; void* v_ptr; } u; } Any;
typedef struct { void* data; int32_t device_type; int32_t device_id; int32_t ndim; uint8_t code; uint8_t bits;
                 uint16_t lanes; int64_t* shape; int64_t* strides; uint64_t byte_offset; } DLTensor;
void TVMFFIErrorSetRaisedFromCStrParts(const char* kind, const char** parts, int32_t n) {
  printf("raised %s: ", kind);
  for (int32_t i = 0; i < n; ++i) if (parts[i]) printf("%s", parts[i]);
  printf("\n");
}
void TVMFFIErrorSetRaisedFromCStr(const char* kind, const char* message) { printf("raised %s: %s\n", kind, message); }
typedef int32_t (*packed)(void*, const Any*, int32_t, Any*);
int main(int argc, char** argv) {
  void* lib = dlopen(argv[1], RTLD_NOW);
  if (!lib) { printf("dlopen failed: %s\n", dlerror()); return 1; }
  const unsigned char* blob = (const unsigned char*)dlsym(lib, "__tvm_ffi__library_bin");
  uint64_t nbytes = 0;
  for (int i = 0; i < 8; ++i) nbytes |= (uint64_t)blob[i] << (8 * i);
  printf("blob %llu\n", (unsigned long long)nbytes);
  packed vadd = (packed)dlsym(lib, "__tvm_ffi_vadd");
  float a[10], b[10], c[10];
  int64_t shape[1] = {10}, short_shape[1] = {5};
  for (int i = 0; i < 10; ++i) { a[i] = (float)i; b[i] = 0.5f * (float)i; c[i] = 0.0f; }
  DLTensor ta = {a, 1, 0, 1, 2, 32, 1, shape, 0, 0}, tb = {b, 1, 0, 1, 2, 32, 1, shape, 0, 0},
           tc = {c, 1, 0, 1, 2, 32, 1, shape, 0, 0};
  Any args[3], result;
  DLTensor* tensors[3] = {&ta, &tb, &tc};
  for (int i = 0; i < 3; ++i) { args[i].type_index = 7; args[i].pad = 0; args[i].u.v_ptr = tensors[i]; }
  result.type_index = 0;
  printf("rc %d:", vadd(0, args, 3, &result));
  for (int i = 0; i < 10; ++i) printf(" %g", c[i]);
  printf("\n");
  tb.shape = short_shape;
  printf("rc %d\n", vadd(0, args, 3, &result));
  return 0;
}
"#;

/// `.kir` kernels compiled by modlink for aarch64 and riscv64, linked by ld.lld alone with an
/// import, run under qemu-user: the blob is there and the kernels compute and report errors.
#[test]
fn cross_kir_libraries_run_under_qemu() {
    let dir = tempfile::tempdir().unwrap();
    let bin = llvm_linkers_only();
    let kernels = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    for (triple, gcc, qemu, sysroot) in [
        (
            "aarch64-unknown-linux-gnu",
            "aarch64-linux-gnu-gcc",
            "qemu-aarch64",
            "/usr/aarch64-linux-gnu",
        ),
        (
            "riscv64gc-unknown-linux-gnu",
            "riscv64-linux-gnu-gcc",
            "qemu-riscv64",
            "/usr/riscv64-linux-gnu",
        ),
    ] {
        let work = dir.path().join(triple);
        std::fs::create_dir(&work).unwrap();
        std::fs::write(work.join("payload.bin"), b"0123456789").unwrap();
        let library = work.join("kernels.so");
        let result = Command::new(modlink_bin())
            .env_clear()
            .env("PATH", bin.path())
            .args([
                "build",
                kernels,
                "--target",
                triple,
                "--pack",
                "object",
                "--import-raw",
            ])
            .arg(format!(
                "params_bytes={}",
                work.join("payload.bin").display()
            ))
            .arg("-o")
            .arg(&library)
            .output()
            .unwrap();
        assert!(
            result.status.success(),
            "{triple}: {}",
            String::from_utf8_lossy(&result.stderr)
        );
        assert_eq!(
            needed_libraries(&library),
            ["libm.so.6", "libc.so.6"],
            "{triple}"
        );
        let loader_c = work.join("loader.c");
        let loader = work.join("loader");
        std::fs::write(&loader_c, QEMU_LOADER_C).unwrap();
        let compiled = Command::new(gcc)
            .args(["-O1", "-rdynamic", "-o"])
            .arg(&loader)
            .arg(&loader_c)
            // The library names libm itself: the loader needs no libm of its own.
            .args(["-ldl"])
            .output()
            .unwrap();
        assert!(
            compiled.status.success(),
            "{}",
            String::from_utf8_lossy(&compiled.stderr)
        );
        let run = Command::new(qemu)
            .args(["-L", sysroot])
            .arg(&loader)
            .arg(&library)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "{triple}: {stdout}{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let lines: Vec<&str> = stdout.lines().collect();
        // `_lib` importing one opaque module of 10 bytes: indptr [0,1,1], child [1], "_lib",
        // "params_bytes" + length-prefixed payload.
        let nbytes = 8 + 3 * 8 + 8 + 8 + (8 + 4) + (8 + 12) + (8 + 10);
        assert_eq!(lines[0], format!("blob {nbytes}"), "{triple}");
        let expected: Vec<String> = (0..10).map(|i| format!("{}", f64::from(i) * 1.5)).collect();
        assert_eq!(
            lines[1],
            format!("rc 0: {}", expected.join(" ")),
            "{triple}"
        );
        assert!(
            lines[2].starts_with("raised ValueError: ") && lines[2].contains("kernel `vadd`"),
            "{triple}: {}",
            lines[2]
        );
        assert_eq!(lines[3], "rc -1", "{triple}");
    }
}

/// `.kir` kernels compiled by modlink for Darwin, Windows and armv7 Linux, linked by
/// ld64.lld / lld-link / ld.lld alone, read back by `modlink inspect`.
#[test]
fn cross_kir_libraries_for_darwin_windows_and_armv7() {
    let dir = tempfile::tempdir().unwrap();
    let bin = llvm_linkers_only();
    let kernels = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    std::fs::write(dir.path().join("payload.bin"), b"params").unwrap();
    for (triple, extension, format, arch) in [
        ("x86_64-apple-darwin", "dylib", "macho", "x86_64"),
        ("aarch64-apple-darwin", "dylib", "macho", "aarch64"),
        ("x86_64-pc-windows-msvc", "dll", "pe", "x86_64"),
        ("armv7-unknown-linux-gnueabihf", "so", "elf", "arm"),
    ] {
        let out = dir.path().join(format!("kernels_{triple}.{extension}"));
        let result = Command::new(modlink_bin())
            .env_clear()
            .env("PATH", bin.path())
            .args(["build", kernels, "--target", triple, "--import-raw"])
            .arg(format!(
                "params_blob={}",
                dir.path().join("payload.bin").display()
            ))
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            result.status.success(),
            "{triple}: {}",
            String::from_utf8_lossy(&result.stderr)
        );
        let info = inspect(&out);
        assert_eq!(info["object_format"], format, "{triple}");
        assert_eq!(info["arch"], arch, "{triple}");
        assert_eq!(
            info["host_functions"],
            serde_json::json!(["clamp_scale", "matmul", "saxpy", "softmax_rows", "vadd"]),
            "{triple}"
        );
        assert_eq!(info["modules"][1]["kind"], "params_blob", "{triple}");
        assert_eq!(info["modules"][1]["payload_bytes"], 6, "{triple}");
    }
}
