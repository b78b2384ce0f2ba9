//! The two binaries: `modlink` does not load LLVM and hands compiling commands to
//! `modlink-llvm`, with the same arguments, output, files and exit status.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;

fn llvm_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_modlink-llvm"))
}

/// The `DT_NEEDED` names of an ELF executable, read with goblin.
fn needed_libraries(path: &Path) -> Vec<String> {
    let data = std::fs::read(path).unwrap();
    let elf = goblin::elf::Elf::parse(&data).unwrap();
    elf.libraries.iter().map(|name| name.to_string()).collect()
}

#[test]
#[cfg(target_os = "linux")]
fn modlink_needs_no_llvm_and_modlink_llvm_does() {
    let light = needed_libraries(&support::modlink_bin());
    assert!(!light.is_empty(), "{light:?}");
    assert!(
        light.iter().all(|name| !name.contains("LLVM")),
        "modlink needs {light:?}"
    );
    let full = needed_libraries(&llvm_binary());
    assert!(
        full.iter().any(|name| name.starts_with("libLLVM")),
        "{full:?}"
    );
}

#[test]
fn compiling_commands_are_handed_over_with_output_files_and_status() {
    let dir = tempfile::tempdir().unwrap();
    let kir = dir.path().join("k.kir");
    std::fs::write(
        &kir,
        "kernel add_one(A: f32[n], B: f32[n]) { for i in 0..n { B[i] = A[i] + 1.0; } }\n",
    )
    .unwrap();
    let light_out = dir.path().join("light.so");
    let full_out = dir.path().join("full.so");
    for (binary, out) in [
        (support::modlink_bin(), &light_out),
        (llvm_binary(), &full_out),
    ] {
        let output = Command::new(binary)
            .args(["build", "--no-cache"])
            .arg(&kir)
            .arg("-o")
            .arg(out)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{stderr}");
        assert!(stderr.contains("wrote"), "{stderr}");
    }
    assert_eq!(
        std::fs::read(&light_out).unwrap(),
        std::fs::read(&full_out).unwrap()
    );
    // A rejected kernel: the diagnostic and the failure come back through `modlink`.
    let bad = dir.path().join("bad.kir");
    std::fs::write(&bad, "kernel broken(A: f32[4]) { A[0] = ; }\n").unwrap();
    let output = Command::new(support::modlink_bin())
        .arg("build")
        .arg(&bad)
        .arg("-o")
        .arg(dir.path().join("bad.so"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("bad.kir:1:"), "{stderr}");
    assert!(!dir.path().join("bad.so").exists());
}

#[test]
fn without_modlink_llvm_beside_it_modlink_reads_and_says_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let alone = dir.path().join("modlink");
    std::fs::copy(support::modlink_bin(), &alone).unwrap();
    let library = Path::new(support::FIXTURES).join("add.so");
    let inspected = Command::new(&alone)
        .arg("inspect")
        .arg(&library)
        .output()
        .unwrap();
    assert!(
        inspected.status.success(),
        "{}",
        String::from_utf8_lossy(&inspected.stderr)
    );
    assert!(String::from_utf8_lossy(&inspected.stdout).contains("add"));
    let kir = dir.path().join("k.kir");
    std::fs::write(&kir, "kernel k(A: f32[4]) { A[0] = 1.0; }\n").unwrap();
    let built = Command::new(&alone)
        .arg("build")
        .arg(&kir)
        .arg("-o")
        .arg(dir.path().join("k.so"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&built.stderr);
    assert_eq!(built.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("modlink-llvm"), "{stderr}");
    assert!(
        stderr.contains(&dir.path().display().to_string()),
        "{stderr}"
    );
}

#[test]
fn run_model_runs_in_modlink_without_modlink_llvm_and_matches_tvm() {
    // `run-model` compiles nothing: with no `modlink-llvm` beside it, `modlink` runs TVM's CNN
    // and writes TVM's own output.
    let dir = tempfile::tempdir().unwrap();
    let alone = dir.path().join("modlink");
    std::fs::copy(support::modlink_bin(), &alone).unwrap();
    let relax = support::relax_fixtures_dir();
    let out = dir.path().join("out.npy");
    let ran = Command::new(&alone)
        .arg("run-model")
        .arg(relax.join("cnn.so"))
        .arg("--input")
        .arg(format!("x={}", relax.join("cnn.main.0.x.npy").display()))
        .arg("--output")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert!(!String::from_utf8_lossy(&ran.stderr).contains("modlink-llvm"));
    let expected = std::fs::read(relax.join("cnn.main.0.out.npy")).unwrap();
    let written = std::fs::read(&out).unwrap();
    // The data after each header: TVM's bytes exactly (modlink runs TVM's own kernels).
    let data = |bytes: &[u8]| bytes[bytes.len() - 4 * 10..].to_vec();
    assert_eq!(data(&written), data(&expected));
}
