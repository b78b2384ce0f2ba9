//! `run` tells the truth about its inputs: thread counts from the environment are validated
//! (never an abort from a huge allocation), `--arg` values are parsed exactly for their dtype,
//! and outputs print in the dtype's own format.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::path::Path;
use std::process::{Command, Output};

fn modlink(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(support::modlink_bin());
    command
        .current_dir(dir)
        .env_remove("MODLINK_NUM_THREADS")
        .env_remove("TVM_NUM_THREADS");
    for (key, value) in env {
        command.env(key, value);
    }
    command.args(args).output().unwrap()
}

/// A library with an i32 kernel, an i8 kernel and a parallel f32 kernel.
fn library() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("k.kir"),
        "kernel inc(A: i32[n], s: i32) { for i in 0..n { A[i] = A[i] + s; } }\n\
         kernel inc8(A: i8[n]) { for i in 0..n { A[i] = A[i] + 1i8; } }\n\
         kernel par(A: f32[n]) { parallel for i in 0..n { A[i] = A[i] + 1.0; } }\n",
    )
    .unwrap();
    let output = modlink(dir.path(), &[], &["build", "k.kir", "-o", "k.so"]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    dir
}

#[test]
fn thread_counts_from_the_environment_are_validated() {
    let dir = library();
    for (variable, value, expected) in [
        (
            "MODLINK_NUM_THREADS",
            "99999999999",
            "more than the 1024 threads",
        ),
        (
            "MODLINK_NUM_THREADS",
            "100000",
            "more than the 1024 threads",
        ),
        ("MODLINK_NUM_THREADS", "0", "0 threads"),
        (
            "MODLINK_NUM_THREADS",
            "-1",
            "expected a whole number of threads",
        ),
        (
            "TVM_NUM_THREADS",
            "abc",
            "expected a whole number of threads",
        ),
    ] {
        let output = modlink(
            dir.path(),
            &[(variable, value)],
            &["run", "k.so", "par", "--arg", "f32[64]:ones"],
        );
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{variable}={value}: {stderr}"
        );
        assert!(
            stderr.contains(&format!("{variable}=\"{value}\"")),
            "{stderr}"
        );
        assert!(stderr.contains(expected), "{stderr}");
        assert!(!stderr.contains("memory allocation"), "{stderr}");
    }
    let output = modlink(
        dir.path(),
        &[("MODLINK_NUM_THREADS", "3")],
        &["run", "k.so", "par", "--arg", "f32[64]:ones"],
    );
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).contains("min=2.000000 max=2.000000"));
}

#[test]
fn arg_values_are_parsed_exactly_for_their_dtype() {
    let dir = library();
    for (args, expected) in [
        (
            vec!["--arg", "i32[2]:1.5,2", "--arg", "i32:1"],
            "value 0: `1.5` is not an integer",
        ),
        (
            vec!["--arg", "i32[2]:1,2", "--arg", "i32:99999999999"],
            "99999999999 is out of range for i32",
        ),
        (vec!["--arg", "u8[1]:-1"], "-1 is out of range for u8"),
        (vec!["--arg", "i8:300"], "300 is out of range for i8"),
        (
            vec!["--arg", "i8[2]:1,300"],
            "value 1: 300 is out of range for i8",
        ),
    ] {
        let mut all = vec!["run", "k.so", "inc"];
        all.extend(args.iter().copied());
        let output = modlink(dir.path(), &[], &all);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn outputs_print_in_their_dtype_format() {
    let dir = library();
    let output = modlink(
        dir.path(),
        &[],
        &[
            "run",
            "k.so",
            "inc",
            "--arg",
            "i32[3]:-5,0,2147483640",
            "--arg",
            "i32:7",
        ],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    // Computed independently: each element plus 7.
    assert!(
        stdout.contains("arg0: i32[3] min=2 max=2147483647 "),
        "{stdout}"
    );
    assert!(stdout.contains("first=[2, 7, 2147483647]"), "{stdout}");
    assert!(stdout.contains("arg1: int 7"), "{stdout}");
    let output = modlink(
        dir.path(),
        &[],
        &["run", "k.so", "inc8", "--arg", "i8[2]:-128,126"],
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("first=[-127, 127]"), "{stdout}");
}
