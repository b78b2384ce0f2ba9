#![allow(clippy::unwrap_used, clippy::expect_used)]
//! PackImportsToC: the normal form compiles as C and C++; the system-lib form compiles as C and
//! C++ (TVM's own only as C++) and registers the blob before `main` runs.

use modlink::blob::Layout;
use modlink::pack::{PackOptions, pack_imports_to_c};
use modlink::target::TargetSpec;
use std::path::Path;
use std::process::Command;

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A blob whose header is right: 8-byte nbytes + 41 bytes of a pattern.
fn sample_blob() -> Vec<u8> {
    let mut blob = 41u64.to_le_bytes().to_vec();
    blob.extend((0..41u8).map(|i| i.wrapping_mul(37)));
    blob
}

/// A stand-in for the runtime's registration function that prints what it got, so the test
/// checks the constructor's call independently of modlink.
const REGISTRY_STUB: &str = r#"
#include <stdio.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
int FN(const char* name, void* ptr) {
  const unsigned char* p = (const unsigned char*)ptr;
  uint64_t n = 0;
  for (int i = 0; i < 8; ++i) n |= (uint64_t)p[i] << (8 * i);
  unsigned sum = 0;
  for (uint64_t i = 0; i < n; ++i) sum += p[8 + i];
  printf("%s %llu %u\n", name, (unsigned long long)n, sum);
  return 0;
}
#ifdef __cplusplus
}
#endif
int main(void) { return 0; }
"#;

#[test]
fn system_lib_form_registers_before_main_as_c_and_cpp() {
    let blob = sample_blob();
    let expected_sum: u32 = blob[8..].iter().map(|&b| u32::from(b)).sum();
    let host = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let dir = tempfile::tempdir().unwrap();
    for (layout, prefix, function) in [
        (
            Layout::Current,
            "mylib_",
            "TVMFFIEnvModRegisterSystemLibSymbol",
        ),
        (Layout::Current, "", "TVMFFIEnvModRegisterSystemLibSymbol"),
        (Layout::Legacy, "p_", "TVMBackendRegisterSystemLibSymbol"),
    ] {
        let options = PackOptions {
            layout,
            system_lib_prefix: Some(prefix.to_string()),
        };
        let source = pack_imports_to_c(&blob, &host, &options);
        for (compiler, ext) in [("cc", "c"), ("c++", "cc")] {
            let devc = dir.path().join(format!("devc.{ext}"));
            let stub = dir.path().join(format!("stub.{ext}"));
            std::fs::write(&devc, &source).unwrap();
            std::fs::write(&stub, REGISTRY_STUB.replace("FN", function)).unwrap();
            let exe = dir.path().join(format!("prog_{ext}"));
            run(Command::new(compiler)
                .args(["-Wall", "-Werror", "-o"])
                .arg(&exe)
                .arg(&devc)
                .arg(&stub));
            let printed = run(&mut Command::new(&exe));
            let symbol = format!("{prefix}{}", layout.symbol());
            assert_eq!(
                printed,
                format!("{symbol} 41 {expected_sum}\n"),
                "{compiler} {prefix}"
            );
        }
    }
}

#[test]
fn normal_form_defines_the_symbol_for_c_and_cpp() {
    let blob = sample_blob();
    let host = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let source = pack_imports_to_c(&blob, &host, &PackOptions::default());
    // 49 bytes = two full lines of 20 and one of 9, each line "  0x..,0x..,".
    let lines: Vec<&str> = source.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.starts_with("const unsigned char __tvm_ffi__library_bin[49] = {"))
        .unwrap();
    assert_eq!(
        lines[first + 1],
        "  0x29,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x25,0x4a,0x6f,0x94,0xb9,0xde,0x03,0x28,0x4d,0x72,0x97,"
    );
    assert_eq!(lines[first + 3].len(), 2 + 9 * 5);
    assert_eq!(lines[first + 4], "};");
    for (compiler, ext) in [("cc", "c"), ("c++", "cc")] {
        let devc = dir.path().join(format!("devc.{ext}"));
        std::fs::write(&devc, &source).unwrap();
        let obj = dir.path().join(format!("devc_{ext}.o"));
        run(Command::new(compiler)
            .args(["-c", "-fPIC", "-o"])
            .arg(&obj)
            .arg(&devc));
        let nm = run(Command::new("nm").arg(Path::new(&obj)));
        assert!(nm.contains(" R __tvm_ffi__library_bin"), "{compiler}: {nm}");
    }
}

/// The system-lib text compiles for Mach-O and COFF targets too, and puts its constructor
/// where each format runs constructors.
#[test]
fn system_lib_form_compiles_for_darwin_and_windows() {
    use object::{Object, ObjectSection};
    let blob = sample_blob();
    let dir = tempfile::tempdir().unwrap();
    for (triple, ctor_section) in [
        ("x86_64-apple-darwin", "__mod_init_func"),
        ("x86_64-pc-windows-msvc", ".CRT$XCU"),
        ("aarch64-unknown-linux-gnu", ".init_array"),
    ] {
        let target = TargetSpec::parse(triple).unwrap();
        let options = PackOptions {
            layout: Layout::Current,
            system_lib_prefix: Some("p_".into()),
        };
        let source = dir.path().join(format!("{triple}.c"));
        std::fs::write(&source, pack_imports_to_c(&blob, &target, &options)).unwrap();
        let obj = dir.path().join(format!("{triple}.o"));
        run(Command::new("clang-19")
            .arg(format!("--target={triple}"))
            .args(["-Wall", "-Werror", "-c", "-o"])
            .arg(&obj)
            .arg(&source));
        let data = std::fs::read(&obj).unwrap();
        let file = object::File::parse(&*data).unwrap();
        assert!(
            file.sections()
                .any(|s| s.name().is_ok_and(|n| n.starts_with(ctor_section))),
            "{triple}: no {ctor_section} section"
        );
    }
}
