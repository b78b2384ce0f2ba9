//! `run` tells the truth about its inputs: thread counts from the environment are validated
//! (never an abort from a huge allocation), `--arg` values are parsed exactly for their dtype,
//! and outputs print in the dtype's own format.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

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

/// A library with an i32 kernel, an i8 kernel, a parallel f32 kernel, an i64 kernel, a bool
/// kernel and an f32 kernel that scales by 2.
fn library() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("k.kir"),
        "kernel inc(A: i32[n], s: i32) { for i in 0..n { A[i] = A[i] + s; } }\n\
         kernel inc8(A: i8[n]) { for i in 0..n { A[i] = A[i] + 1i8; } }\n\
         kernel par(A: f32[n]) { parallel for i in 0..n { A[i] = A[i] + 1.0; } }\n\
         kernel inc64(A: i64[n]) { for i in 0..n { A[i] = A[i] + 1i64; } }\n\
         kernel flip(A: bool[n]) { for i in 0..n { A[i] = !A[i]; } }\n\
         kernel twice(A: f32[n]) { for i in 0..n { A[i] = A[i] * 2.0; } }\n",
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
    assert!(String::from_utf8_lossy(&output.stdout).contains("min=2.0 max=2.0"));
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
        (
            vec!["--arg", "f33[4]:ones"],
            "unknown dtype `f33` (dtypes: bool, i8, i16, i32, i64, u8, u16, u32, u64, f16, f32, f64)",
        ),
        (vec!["--arg", "f32:1e40"], "1e40 is out of range for f32"),
        (
            vec!["--arg", "f32[2]:1,1e40"],
            "value 1: 1e40 is out of range for f32",
        ),
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

fn succeed(output: Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn results_print_shortest_floats_nan_aware_stats_integers_and_bools() {
    let dir = library();
    // 7e-10 * 2 = 1.4e-9 in f32 (a power of two scale is exact); fixed decimals showed 0.000000.
    let stdout = succeed(modlink(
        dir.path(),
        &[],
        &["run", "k.so", "twice", "--arg", "f32[3]:7e-10,0.05,-1.5"],
    ));
    assert!(
        stdout.contains("arg0: f32[3] min=-3.0 max=0.1 mean=")
            && stdout.contains(" first=[1.4e-9, 0.1, -3.0]"),
        "{stdout}"
    );
    // NaN is counted and left out of the statistics; all NaN gives nan, not inf/-inf.
    let stdout = succeed(modlink(
        dir.path(),
        &[],
        &["run", "k.so", "twice", "--arg", "f32[3]:nan,1,inf"],
    ));
    assert!(
        stdout.contains("arg0: f32[3] min=2.0 max=inf mean=inf nan=1 first=[nan, 2.0, inf]"),
        "{stdout}"
    );
    let stdout = succeed(modlink(
        dir.path(),
        &[],
        &["run", "k.so", "twice", "--arg", "f32[2]:nan,nan"],
    ));
    assert!(
        stdout.contains("arg0: f32[2] min=nan max=nan mean=nan nan=2 first=[nan, nan]"),
        "{stdout}"
    );
    // i64 beyond 2^53 stays exact.
    let stdout = succeed(modlink(
        dir.path(),
        &[],
        &[
            "run",
            "k.so",
            "inc64",
            "--arg",
            "i64[2]:9007199254740992,-1",
        ],
    ));
    assert!(
        stdout.contains("arg0: i64[2] min=0 max=9007199254740993 mean=")
            && stdout.contains(" first=[9007199254740993, 0]"),
        "{stdout}"
    );
    // A bool tensor argument is accepted as `bool` scalars are, and prints as true/false.
    let stdout = succeed(modlink(
        dir.path(),
        &[],
        &["run", "k.so", "flip", "--arg", "bool[3]:true,false,true"],
    ));
    assert!(
        stdout.contains("arg0: bool[3] true=1 false=2 first=[false, true, false]"),
        "{stdout}"
    );
}

#[test]
fn an_unknown_function_gets_close_names_and_the_function_list() {
    let dir = library();
    let output = modlink(
        dir.path(),
        &[],
        &["run", "k.so", "inc6", "--arg", "i64[1]:1"],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("function `inc6` not found"), "{stderr}");
    // One edit away each.
    assert!(
        stderr.contains("help: did you mean `inc`, `inc64` or `inc8`?"),
        "{stderr}"
    );
    assert!(
        stderr.contains("help: functions: flip, inc, inc64, inc8, par, twice"),
        "{stderr}"
    );
    assert!(!stderr.contains("run-model"), "{stderr}");
}

#[test]
fn run_on_a_model_library_points_to_run_model() {
    let dir = tempfile::tempdir().unwrap();
    let model = support::relax::library("mlp");
    let output = modlink(dir.path(), &[], &["run", model.to_str().unwrap(), "main"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("(`relax.VMExecutable` at its root): run it with `modlink run-model "),
        "{stderr}"
    );
}

/// A library from `build-model` has host functions of its own (`main`, the layers' kernels):
/// `run` finds `main`, and when calling it with `run`'s arguments fails, the error comes with
/// the command that runs the model.
#[test]
fn a_failed_call_of_a_model_library_points_to_run_model() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("m.json"),
        r#"{"name": "m", "input_shape": [1, 8], "layers": [{"dense": {"units": 4}}]}"#,
    )
    .unwrap();
    let built = modlink(dir.path(), &[], &["build-model", "m.json", "-o", "m.so"]);
    assert!(built.status.success(), "{built:?}");
    let output = modlink(dir.path(), &[], &["run", "m.so", "main"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.starts_with("modlink: error: "), "{stderr}");
    assert!(
        stderr.contains(
            "help: m.so is a model library (`relax.VMExecutable` at its root): run it with \
             `modlink run-model m.so --input NAME=FILE.npy`"
        ),
        "{stderr}"
    );
}

#[test]
fn every_command_that_runs_kernels_refuses_a_bad_thread_count() {
    let dir = library();
    for (value, expected) in [("0", "0 threads"), ("abc", "expected a whole number")] {
        for args in [
            vec!["demo", "--dir", "demo"],
            vec!["run-model", "k.so"],
            vec!["run", "k.so", "par", "--arg", "f32[4]:ones"],
        ] {
            let output = modlink(dir.path(), &[("MODLINK_NUM_THREADS", value)], &args);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
            assert!(
                stderr.contains(&format!("MODLINK_NUM_THREADS=\"{value}\": "))
                    && stderr.contains(expected),
                "{args:?}: {stderr}"
            );
            assert!(!stderr.contains("warning"), "{args:?}: {stderr}");
        }
        assert!(!dir.path().join("demo").exists(), "demo built nothing");
    }
}

#[test]
fn run_names_a_file_no_loader_of_this_host_opens() {
    let dir = library();
    for (file, expected) in [
        (
            "syslib_noprefix.a",
            "it is a static archive of objects, not a library",
        ),
        (
            "syslib_noprefix.tar",
            "it is a tarball of objects, not a library",
        ),
    ] {
        let path = support::runtime::fixture(file);
        let output = modlink(dir.path(), &[], &["run", path.to_str().unwrap(), "add"]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(expected), "{stderr}");
    }
    let built = modlink(
        dir.path(),
        &[],
        &[
            "build",
            "k.kir",
            "--target",
            "x86_64-pc-windows-msvc",
            "-o",
            "k.dll",
        ],
    );
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let output = modlink(dir.path(), &[], &["run", "k.dll", "inc"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("k.dll: cannot open library: it is a PE image for x86_64-pc-windows-msvc")
            && stderr.contains("`modlink check k.dll --target TRIPLE`"),
        "{stderr}"
    );
    assert!(!stderr.contains("invalid ELF header"), "{stderr}");
    let built = modlink(
        dir.path(),
        &[],
        &[
            "build",
            "k.kir",
            "--target",
            "aarch64-unknown-linux-gnu",
            "-o",
            "k_arm.so",
        ],
    );
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let output = modlink(dir.path(), &[], &["run", "k_arm.so", "inc"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("it is an ELF file for aarch64-unknown-linux-gnu"),
        "{stderr}"
    );
}
