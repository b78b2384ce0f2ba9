//! `modlink check` as a user runs it: the target it checks a foreign file for, `--json`, the
//! compiled-mode reason for a Relax executable modlink's VM cannot run, and `--target` refusing
//! triples outside the supported table (for `check` and `build` alike).
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::module::relax::VmFunctionKind;
use modlink::target::SUPPORTED_TRIPLES;
use std::path::Path;
use support::{modlink_in, relax, relax_write};

const KERNEL_KIR: &str = "kernel act(X: f32[n], Y: f32[n]) {\n  for i in 0..n {\n    Y[i] = \
                          tanh(X[i]) + exp(X[i]);\n  }\n}\n";

fn stdout_of(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn build(dir: &Path, args: &[&str]) {
    std::fs::write(dir.join("act.kir"), KERNEL_KIR).unwrap();
    let mut all = vec!["build", "act.kir"];
    all.extend_from_slice(args);
    let output = modlink_in(dir, &all);
    assert!(output.status.success(), "{output:?}");
}

/// Without `--target`, a library for another architecture is checked for its own target (from
/// its architecture and format), and a note says so; before, it was checked for this host and
/// failed on its architecture with no hint.
#[test]
fn a_foreign_file_is_checked_for_its_own_target() {
    let dir = tempfile::tempdir().unwrap();
    build(
        dir.path(),
        &[
            "--target",
            "aarch64-unknown-linux-gnu",
            "--linker",
            "ld.lld-19",
            "-o",
            "arm.so",
        ],
    );
    let output = modlink_in(dir.path(), &["check", "arm.so"]);
    let stdout = stdout_of(&output);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    let first = stdout.lines().next().unwrap();
    assert!(
        first.starts_with("note") && first.contains("checked for aarch64-unknown-linux-gnu"),
        "{stdout}"
    );
    assert!(
        stdout.contains("ok    architecture: aarch64 matches aarch64-unknown-linux-gnu"),
        "{stdout}"
    );
    assert!(
        stdout
            .lines()
            .last()
            .unwrap()
            .ends_with("loads with tvm-0.27 on aarch64-unknown-linux-gnu"),
        "{stdout}"
    );
    // An explicit target is taken as given: this host's architecture does not match.
    let host = modlink::target::TargetSpec::host().unwrap().triple();
    let output = modlink_in(dir.path(), &["check", "arm.so", "--target", &host]);
    assert_eq!(output.status.code(), Some(1), "{}", stdout_of(&output));
    assert!(stdout_of(&output).contains("FAIL  architecture: the file is aarch64"));
}

/// `--json`: one object with the file, runtime, target (and where it came from), every
/// finding with its severity, the failure count and the verdict; the exit code as without it.
#[test]
fn check_json_gives_findings_and_verdict() {
    let dir = tempfile::tempdir().unwrap();
    build(dir.path(), &["-o", "act.so"]);
    std::fs::write(
        dir.path().join("scaled.c"),
        "#include <math.h>\nfloat scaled_exp(float x) { return expf(x) * 2.0f; }\n",
    )
    .unwrap();
    let cc = std::process::Command::new("cc")
        .current_dir(dir.path())
        .args(["-shared", "-fPIC", "-O1", "-o", "undeclared.so", "scaled.c"])
        .status()
        .unwrap();
    assert!(cc.success());

    for (file, loads) in [("act.so", true), ("undeclared.so", false)] {
        let output = modlink_in(
            dir.path(),
            &["check", file, "--json", "--runtime", "modlink"],
        );
        let stdout = stdout_of(&output);
        assert_eq!(output.status.success(), loads, "{stdout}");
        let value: serde_json::Value = serde_json::from_str(&stdout)
            .unwrap_or_else(|e| panic!("not one JSON object ({e}): {stdout}"));
        assert_eq!(value["file"], file);
        assert_eq!(value["runtime"], "modlink");
        assert_eq!(value["target_source"], "host");
        assert_eq!(
            value["target"],
            modlink::target::TargetSpec::host().unwrap().triple()
        );
        assert_eq!(value["loads"], loads, "{stdout}");
        let findings = value["findings"].as_array().unwrap();
        let failed: Vec<&str> = findings
            .iter()
            .filter(|f| f["severity"] == "fail")
            .map(|f| f["text"].as_str().unwrap())
            .collect();
        assert_eq!(value["failures"], failed.len(), "{stdout}");
        for finding in findings {
            assert!(
                ["ok", "note", "fail"].contains(&finding["severity"].as_str().unwrap()),
                "{finding}"
            );
        }
        if loads {
            assert!(failed.is_empty(), "{failed:?}");
            assert!(
                findings.iter().any(
                    |f| f["severity"] == "ok" && f["text"].as_str().unwrap().contains("`expf`")
                )
            );
        } else {
            assert_eq!(failed.len(), 1, "{failed:?}");
            assert!(failed[0].contains("`expf`"), "{failed:?}");
        }
    }
}

/// A Relax executable whose `main` is compiled-mode (kind 2) but whose file has no host code
/// `__vmtir__main` fails `check --runtime modlink` with that reason, naming the function, not
/// with a missing runtime symbol; TVM 0.27's check (which does not look for the host code)
/// does not fail on it.
#[test]
fn a_compiled_mode_executable_fails_check_for_modlink_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let tree = relax::tree("mlp");
    let mut executable = relax::executable(&tree).clone();
    let main = executable
        .functions
        .iter_mut()
        .find(|function| function.name == "main")
        .unwrap();
    main.kind = VmFunctionKind::Tir;
    let library = dir.path().join("compiled.so");
    relax_write::link_relax_library(
        relax_write::encode_payload(&executable),
        KERNEL_KIR,
        &library,
    );
    let output = modlink_in(
        dir.path(),
        &["check", "compiled.so", "--runtime", "modlink"],
    );
    let stdout = stdout_of(&output);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let failed: Vec<&str> = stdout.lines().filter(|l| l.starts_with("FAIL")).collect();
    assert_eq!(failed.len(), 1, "{stdout}");
    assert!(
        failed[0].contains("relax.VMExecutable")
            && failed[0].contains("`main`")
            && failed[0].contains("compiled")
            && failed[0].contains("__vmtir__main"),
        "{stdout}"
    );
    let output = modlink_in(
        dir.path(),
        &["check", "compiled.so", "--runtime", "tvm-0.27"],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stdout_of(&output));
}

/// Triples next to supported ones but for another platform, byte order or float ABI are
/// refused by `build` (before anything is written) and by `check`, each error naming the
/// supported list; before, they built wrong files and `check` called them loadable.
#[test]
fn unsupported_triples_are_refused_by_build_and_check() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("act.kir"), KERNEL_KIR).unwrap();
    build(dir.path(), &["-o", "host.so"]);
    for (triple, out) in [
        ("aarch64-apple-ios", "k.dylib"),
        ("aarch64_be-unknown-linux-gnu", "k.so"),
        ("armv7-unknown-linux-gnueabi", "k.so"),
    ] {
        for args in [
            vec!["build", "act.kir", "--target", triple, "-o", out],
            vec!["check", "host.so", "--target", triple],
        ] {
            let output = modlink_in(dir.path(), &args);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(!output.status.success(), "{args:?} succeeded");
            assert!(stderr.contains(&format!("target `{triple}`")), "{stderr}");
            for supported in SUPPORTED_TRIPLES {
                assert!(stderr.contains(supported), "{args:?}: {stderr}");
            }
            assert!(stdout_of(&output).is_empty(), "{args:?}");
        }
        assert!(!dir.path().join(out).exists(), "{triple}: {out} written");
    }
}

/// Files modlink cannot read are described in the user's terms, not the readers' internals: a
/// truncated library (goblin said `type is too big (8) for 0` or `bad offset N`), a gzip
/// stream that is no tar (the tar crate said `numeric field was not a number … when getting
/// cksum`), and a Windows DLL opened on Linux (dlopen said `invalid ELF header`).
#[test]
fn unreadable_files_are_described_without_reader_internals() {
    let dir = tempfile::tempdir().unwrap();
    build(dir.path(), &["-o", "act.so"]);
    let whole = std::fs::read(dir.path().join("act.so")).unwrap();
    for keep in [64, whole.len() / 2] {
        std::fs::write(dir.path().join("cut.so"), &whole[..keep]).unwrap();
        for command in ["check", "inspect"] {
            let output = modlink_in(dir.path(), &[command, "cut.so"]);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(!output.status.success(), "{command} {keep}: {stderr}");
            assert!(
                stderr.contains("cut.so") && stderr.contains("truncated or damaged"),
                "{command} {keep}: {stderr}"
            );
            assert!(
                !stderr.contains("too big") && !stderr.contains("bad offset"),
                "{stderr}"
            );
        }
    }

    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    std::io::Write::write_all(&mut gzip, &whole).unwrap();
    std::fs::write(dir.path().join("lib.tar.gz"), gzip.finish().unwrap()).unwrap();
    let output = modlink_in(dir.path(), &["check", "lib.tar.gz"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stderr}");
    assert!(
        stderr.contains("lib.tar.gz") && stderr.contains("not a tar header"),
        "{stderr}"
    );
    assert!(!stderr.contains("getting cksum"), "{stderr}");

    build(
        dir.path(),
        &["--target", "x86_64-pc-windows-msvc", "-o", "act.dll"],
    );
    let error = modlink::runtime::Library::open(dir.path().join("act.dll"))
        .map(|_| ())
        .unwrap_err()
        .to_string();
    if cfg!(target_os = "linux") {
        assert!(
            error.contains("act.dll") && error.contains("pe image") && error.contains("elf"),
            "{error}"
        );
        assert!(!error.contains("invalid ELF header"), "{error}");
    }
}
