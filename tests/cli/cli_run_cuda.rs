//! `modlink run --device`: a CUDA library from real TVM 0.27 (shared/fixtures/tvm-0.27/cuda) on
//! a machine without an NVIDIA driver stops with one line naming the driver, after the library
//! opened; a device that is not `cpu`/`cuda[:N]` is a usage error naming `--device`. Running on a
//! GPU is `ci/gpu-check.sh run`'s job.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::PathBuf;
use std::process::{Command, Output};

fn saxpy_library() -> PathBuf {
    support::fixtures_dir().join("cuda").join("saxpy.cubin.so")
}

/// `modlink run saxpy.cubin.so saxpy --device DEVICE` with the fixture's first case.
fn run_saxpy(device: &str) -> Output {
    let cuda = support::fixtures_dir().join("cuda");
    Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("run")
        .arg(saxpy_library())
        .arg("saxpy")
        .args(["--device", device])
        .arg("--arg")
        .arg(cuda.join("saxpy.0.X.npy"))
        .arg("--arg")
        .arg(cuda.join("saxpy.0.Y.npy"))
        .args(["--arg", "f32[777]:zeros", "--arg", "f32:2.5"])
        .output()
        .unwrap()
}

/// Whether this machine has a CUDA driver (then the no-driver error cannot be shown here).
fn has_cuda_driver() -> bool {
    [
        "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
        "/usr/lib64/libcuda.so.1",
        "/usr/lib/libcuda.so.1",
    ]
    .iter()
    .any(|path| std::path::Path::new(path).exists())
}

#[test]
fn run_on_cuda_without_a_driver_is_one_line_naming_the_driver() {
    if has_cuda_driver() {
        eprintln!("skipped: this machine has libcuda.so.1");
        return;
    }
    for (device, ordinal) in [("cuda", 0), ("cuda:1", 1)] {
        let output = run_saxpy(device);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(1), "{device}: {stderr}");
        assert!(output.stdout.is_empty(), "{device}: printed a result");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{device}: {stderr}");
        assert!(
            lines[0].starts_with("modlink: error: ")
                && lines[0].contains(&format!("cuda:{ordinal}"))
                && lines[0].contains("no CUDA driver: cannot open libcuda.so.1")
                && lines[0].ends_with("running on a GPU needs an NVIDIA driver"),
            "{device}: {stderr}"
        );
    }
}

#[test]
fn run_on_the_cpu_gets_tvms_device_check() {
    // `--device cpu` (the default) passes host tensors, which TVM's host code refuses.
    let output = run_saxpy("cpu");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("expected cuda"), "{stderr}");
    assert!(!stderr.contains("CUDA driver"), "{stderr}");
}

#[test]
fn a_device_that_is_not_cpu_or_cuda_is_a_usage_error_naming_the_argument() {
    for device in ["cuda:x", "gpu", "cuda:", "cuda:-1", "cpu:1"] {
        let output = run_saxpy(device);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{device}: {stderr}");
        assert!(
            stderr.contains("--device <DEVICE>")
                && stderr.contains(&format!("`{device}` is not a device")),
            "{device}: {stderr}"
        );
    }
}
