//! `modlink run --device` and `modlink run-model --device`: CUDA libraries from real TVM 0.27
//! (shared/fixtures/tvm-0.27/cuda: saxpy, the Relax mlp) on a machine without an NVIDIA driver
//! stop with one line naming the driver, after the library opened; a device that is not
//! `cpu`/`cuda[:N]` is a usage error naming `--device`; the mlp run on the CPU gets TVM's device
//! check and the flag to use; a graph-executor library with `--device cuda` is refused by name.
//! Running on a GPU is `ci/gpu-check.sh run`'s job.
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

/// `modlink run-model mlp.cubin.so --device DEVICE --input x.npy` (TVM 0.27's Relax MLP).
fn run_mlp(device: &str) -> Output {
    let cuda = support::fixtures_dir().join("cuda");
    Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("run-model")
        .arg(cuda.join("mlp.cubin.so"))
        .args(["--device", device])
        .arg("--input")
        .arg(cuda.join("mlp.main.0.x.npy"))
        .output()
        .unwrap()
}

#[test]
fn run_model_on_cuda_without_a_driver_is_one_line_naming_the_driver() {
    if has_cuda_driver() {
        eprintln!("skipped: this machine has libcuda.so.1");
        return;
    }
    for (device, ordinal) in [("cuda", 0), ("cuda:1", 1)] {
        let output = run_mlp(device);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(1), "{device}: {stderr}");
        assert!(output.stdout.is_empty(), "{device}: printed a result");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{device}: {stderr}");
        // The first device operation is the upload of the first tensor constant (mlp.json:
        // w1 is constant 6).
        assert!(
            lines[0].starts_with(&format!(
                "modlink: error: copying constant 6 to cuda:{ordinal}: no CUDA driver: cannot open libcuda.so.1"
            )) && lines[0].ends_with("running on a GPU needs an NVIDIA driver"),
            "{device}: {stderr}"
        );
    }
}

#[test]
fn run_model_of_a_cuda_executable_on_the_cpu_gets_tvms_check_and_the_flag_to_use() {
    let output = run_mlp("cpu");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(output.stdout.is_empty(), "printed a result");
    assert!(stderr.contains("expected cuda"), "{stderr}");
    assert!(
        stderr.contains("hint: this executable's kernels run on CUDA and the VM's devices are [cpu:0]: run it on a CUDA device (`--device cuda`"),
        "{stderr}"
    );
    assert!(!stderr.contains("CUDA driver"), "{stderr}");
}

#[test]
fn run_model_with_a_device_that_is_not_cpu_or_cuda_is_a_usage_error_naming_the_argument() {
    for device in ["cuda:x", "gpu", "cuda:-1", "cpu:1"] {
        let output = run_mlp(device);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{device}: {stderr}");
        assert!(
            stderr.contains("--device <DEVICE>")
                && stderr.contains(&format!("`{device}` is not a device")),
            "{device}: {stderr}"
        );
    }
}

#[test]
fn run_model_of_a_graph_executor_library_on_cuda_is_refused_by_name() {
    // A graph executor runs its kernels on the CPU: `--device cuda` does not apply to it.
    let dir = tempfile::tempdir().unwrap();
    let model = r#"{"name": "tiny", "input_shape": [2, 6], "seed": 3,
                    "layers": [{"dense": {"units": 3}}, "softmax"]}"#;
    std::fs::write(dir.path().join("tiny.json"), model).unwrap();
    let modlink = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_modlink"))
            .args(args)
            .current_dir(dir.path())
            .output()
            .unwrap()
    };
    let built = modlink(&[
        "build-model",
        "tiny.json",
        "-o",
        "tiny.so",
        "--executor",
        "graph",
    ]);
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let output = modlink(&["run-model", "tiny.so", "--device", "cuda"]);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(output.stdout.is_empty(), "ran the model: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("tiny.so")
            && stderr.contains("--device cuda:0: a graph-executor library runs on the CPU"),
        "{stderr}"
    );
}
