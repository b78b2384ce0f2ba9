//! `modlink run` on a library exported by real TVM 0.27.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::ir::DType;
use modlink::runtime::{Tensor, npy};
use std::process::Command;
use support::runtime::fixture;

fn modlink() -> Command {
    Command::new(env!("CARGO_BIN_EXE_modlink"))
}

#[test]
fn run_adds_random_and_npy_tensors_and_saves_them() {
    let dir = tempfile::tempdir().unwrap();
    let b_values: Vec<f32> = (0..1024).map(|i| i as f32 * 0.25 - 100.0).collect();
    let b_path = dir.path().join("b.npy");
    npy::write(&b_path, &Tensor::from_slice(&[1024], &b_values).unwrap()).unwrap();
    let out = dir.path().join("out");
    let output = modlink()
        .arg("run")
        .arg(fixture("add.so"))
        .arg("add")
        .args(["--arg", "f32[1024]:random", "--arg"])
        .arg(&b_path)
        .args([
            "--arg",
            "f32[1024]:zeros",
            "--seed",
            "7",
            "--bench",
            "5",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "stdout:\n{stdout}\nstderr:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );

    let a = npy::read(&out.join("arg0.npy")).unwrap();
    let b = npy::read(&out.join("arg1.npy")).unwrap();
    let c = npy::read(&out.join("arg2.npy")).unwrap();
    // Argument 0 is random with seed 7 + 0, reproducible.
    assert_eq!(
        a.as_bytes(),
        Tensor::random(DType::F32, &[1024], 7).unwrap().as_bytes()
    );
    assert_eq!(b.as_slice::<f32>().unwrap(), b_values.as_slice());
    let (a, c) = (a.as_slice::<f32>().unwrap(), c.as_slice::<f32>().unwrap());
    for i in 0..1024 {
        assert_eq!(c[i], a[i] + b_values[i], "element {i}");
    }
    let expected_sum: f64 = a.iter().zip(&b_values).map(|(x, y)| f64::from(x + y)).sum();
    let sum: f64 = c.iter().map(|&v| f64::from(v)).sum();
    assert!((sum - expected_sum).abs() < 1e-6 * expected_sum.abs().max(1.0));

    // One summary line per tensor argument, then the timing.
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("arg0: f32[1024] min="), "{stdout}");
    assert!(
        lines[1].starts_with("arg1: f32[1024] min=-100.0 max=155.75 "),
        "{stdout}"
    );
    assert!(lines[2].starts_with("arg2: f32[1024] min="), "{stdout}");
    assert!(lines[3].starts_with("bench: 5 calls on "), "{stdout}");
}

#[test]
fn run_reports_kernel_errors_and_bad_specs() {
    let output = modlink()
        .arg("run")
        .arg(fixture("add.so"))
        .arg("add")
        .args([
            "--arg",
            "f32[1024]:ones",
            "--arg",
            "f32[3]:1,2,3",
            "--arg",
            "f32[1024]:zeros",
        ])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("add: ValueError: Invalid B.shape[0] on argument #1"),
        "{stderr}"
    );

    let output = modlink()
        .arg("run")
        .arg(fixture("add.so"))
        .arg("add")
        .args(["--arg", "f32[2:ones"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("argument `f32[2:ones`"), "{stderr}");

    let output = modlink()
        .arg("run")
        .arg(fixture("add.so"))
        .arg("nothere")
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("function `nothere` not found"));

    // A tensor larger than memory is an error message, not an abort.
    let output = modlink()
        .arg("run")
        .arg(fixture("add.so"))
        .arg("add")
        .args(["--arg", "f32[100000000000000]:ones"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("cannot allocate 400000000000000 bytes for a tensor"),
        "{stderr}"
    );
}

#[test]
fn pool_size_follows_modlink_then_tvm_environment_variables() {
    let threads = |modlink_threads: Option<&str>, tvm_threads: Option<&str>| {
        let mut command = modlink();
        command
            .env_remove("MODLINK_NUM_THREADS")
            .env_remove("TVM_NUM_THREADS");
        if let Some(n) = modlink_threads {
            command.env("MODLINK_NUM_THREADS", n);
        }
        if let Some(n) = tvm_threads {
            command.env("TVM_NUM_THREADS", n);
        }
        let output = command
            .arg("run")
            .arg(fixture("add.so"))
            .arg("add")
            .args([
                "--arg",
                "f32[1024]:ones",
                "--arg",
                "f32[1024]:ones",
                "--arg",
                "f32[1024]:zeros",
                "--bench",
                "1",
            ])
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let line = stdout
            .lines()
            .find(|l| l.starts_with("bench: "))
            .unwrap()
            .to_owned();
        line.split(" on ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse::<usize>()
            .unwrap()
    };
    assert_eq!(threads(Some("3"), None), 3);
    assert_eq!(threads(None, Some("5")), 5);
    assert_eq!(threads(Some("4"), Some("5")), 4);
    let cores = std::thread::available_parallelism().unwrap().get();
    assert_eq!(threads(None, None), cores);
    // An unusable value is an error naming the variable, not silently skipped (see
    // tests/runtime/diagnostics_runtime.rs).
    let output = modlink()
        .env("MODLINK_NUM_THREADS", "zero")
        .env("TVM_NUM_THREADS", "2")
        .arg("run")
        .arg(fixture("add.so"))
        .arg("add")
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("MODLINK_NUM_THREADS=\"zero\""));
}

#[test]
fn the_modlink_binary_exports_the_runtime_for_bind_now_libraries() {
    // A strong import in a `-z now` library must resolve at dlopen: only a global export can
    // satisfy it (test binaries cannot open this library; see tests/runtime/runtime_binding.rs).
    let dir = tempfile::tempdir().unwrap();
    let source = "#include <stdint.h>\n\
        void TVMFFIErrorSetRaisedFromCStr(const char*, const char*);\n\
        int __tvm_ffi_fail(void* self, const void* args, int32_t n, void* result) {\n\
          TVMFFIErrorSetRaisedFromCStr(\"IndexError\", \"exported by modlink\"); return -1;\n\
        }\n";
    let lib =
        support::runtime::build_c_library(dir.path(), "strong_now", source, "cc", &["-Wl,-z,now"]);
    let output = modlink().arg("run").arg(&lib).arg("fail").output().unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("fail: IndexError: exported by modlink"),
        "{stderr}"
    );
}
