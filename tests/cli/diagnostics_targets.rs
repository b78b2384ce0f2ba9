//! Targets and CPUs: unknown CPU names and features are errors listing the valid ones,
//! features need their sign, `--cpu native` only for the host's architecture, emitted IR
//! carries target-cpu and target-features, and triples outside the supported table are
//! refused with the list.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use support::modlink_in as modlink;

use std::path::Path;
use std::process::Command;

fn kernels() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("k.kir"),
        "kernel vadd(A: f32[n], B: f32[n]) {\n  for i in 0..n vectorize(8) { B[i] = A[i] + 1.0; }\n}\n",
    )
    .unwrap();
    dir
}

fn failure(dir: &Path, args: &[&str]) -> String {
    let output = modlink(dir, args);
    assert!(!output.status.success(), "{args:?} succeeded");
    assert!(!dir.join("k.o").exists(), "{args:?} wrote an output");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn an_unknown_cpu_is_an_error_listing_the_valid_ones_once() {
    let dir = kernels();
    let text = failure(
        dir.path(),
        &[
            "build", "k.kir", "--cpu", "bogus", "--emit", "obj", "-o", "k.o",
        ],
    );
    assert!(text.contains("unknown CPU `bogus` for x86_64"), "{text}");
    // The list comes from LLVM's own (llc -mcpu=help): real names.
    assert!(
        text.contains("skylake") && text.contains("znver3"),
        "{text}"
    );
    // No LLVM warning lines ("is not a recognized processor").
    assert!(!text.contains("not a recognized"), "{text}");
    assert_eq!(text.lines().count(), 1, "{text}");
}

#[test]
fn unknown_and_unsigned_features_are_errors() {
    let dir = kernels();
    let text = failure(
        dir.path(),
        &[
            "build",
            "k.kir",
            "--features",
            "+bogus",
            "--emit",
            "obj",
            "-o",
            "k.o",
        ],
    );
    assert!(
        text.contains("unknown feature `bogus` for x86_64"),
        "{text}"
    );
    assert!(text.contains("avx2"), "{text}");
    assert!(!text.contains("not a recognized"), "{text}");
    let text = failure(
        dir.path(),
        &[
            "build",
            "k.kir",
            "--features",
            "avx2",
            "--emit",
            "obj",
            "-o",
            "k.o",
        ],
    );
    assert!(
        text.contains("feature `avx2` needs a sign: `+avx2`"),
        "{text}"
    );
    // Signed and known: fine.
    let output = modlink(
        dir.path(),
        &[
            "build",
            "k.kir",
            "--cpu",
            "skylake",
            "--features",
            "+avx2,-fma",
            "--emit",
            "obj",
            "-o",
            "k.o",
        ],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(String::from_utf8_lossy(&output.stderr).is_empty());
}

#[test]
fn cpu_native_for_a_foreign_target_is_an_error() {
    let dir = kernels();
    let text = failure(
        dir.path(),
        &[
            "build",
            "k.kir",
            "--target",
            "aarch64-unknown-linux-gnu",
            "--cpu",
            "native",
            "--emit",
            "obj",
            "-o",
            "k.o",
        ],
    );
    assert!(
        text.contains("`--cpu native` means this host's CPU"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 1, "{text}");
    // A named aarch64 CPU is accepted.
    let output = modlink(
        dir.path(),
        &[
            "build",
            "k.kir",
            "--target",
            "aarch64-unknown-linux-gnu",
            "--cpu",
            "neoverse-n1",
            "--emit",
            "obj",
            "-o",
            "k.o",
        ],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn cpus_and_targets_list_what_the_options_accept() {
    let dir = tempfile::tempdir().unwrap();
    let output = modlink(
        dir.path(),
        &["cpus", "--target", "aarch64-unknown-linux-gnu"],
    );
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("  cortex-a72\n") && text.contains("  neon\n"),
        "{text}"
    );
    assert!(!text.contains("  native\n") || cfg!(target_arch = "aarch64"));
    let output = modlink(dir.path(), &["targets"]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.lines().any(|l| l == "x86_64-pc-windows-msvc"),
        "{text}"
    );
    assert!(!text.contains("musl"));
}

#[test]
fn emitted_ir_carries_target_cpu_and_features() {
    let dir = kernels();
    let output = modlink(
        dir.path(),
        &[
            "build",
            "k.kir",
            "--cpu",
            "skylake",
            "--features",
            "-avx512f",
            "--emit",
            "llvm-ir",
            "-o",
            "k.ll",
        ],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let ir = std::fs::read_to_string(dir.path().join("k.ll")).unwrap();
    assert!(ir.contains("\"target-cpu\"=\"skylake\""), "{ir}");
    assert!(
        ir.contains("\"target-features\"=\"") && ir.contains("-avx512f"),
        "{ir}"
    );
    // llc on the IR (without -mcpu) reproduces modlink's code: AVX (ymm) from the attributes.
    let llc = Path::new("/usr/lib/llvm-19/bin/llc");
    if llc.exists() {
        let asm = Command::new(llc)
            .current_dir(dir.path())
            .args(["-O2", "k.ll", "-o", "-"])
            .output()
            .unwrap();
        assert!(asm.status.success());
        assert!(String::from_utf8_lossy(&asm.stdout).contains("ymm"));
    }
}

#[test]
fn triples_outside_the_supported_table_are_refused_with_the_list() {
    let dir = kernels();
    for triple in [
        "x86_64-unknown-linux-musl",
        "x86_64-unknown-freebsd",
        "aarch64-unknown-linux-android",
    ] {
        let text = failure(
            dir.path(),
            &[
                "build", "k.kir", "--target", triple, "--emit", "obj", "-o", "k.o",
            ],
        );
        assert!(text.contains(&format!("target `{triple}`")), "{text}");
        assert!(text.contains("is not supported"), "{text}");
        assert!(
            text.contains("x86_64-unknown-linux-gnu, aarch64-unknown-linux-gnu"),
            "{text}"
        );
    }
}
