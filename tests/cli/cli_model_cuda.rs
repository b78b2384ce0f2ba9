//! `modlink demo --device cuda` and `modlink build-model --device cuda` on a machine without an
//! NVIDIA driver: the demo builds demo.so (Relax executable → `_lib` → `cuda`, no Model Library
//! Format tarball), prints its tree, then stops with one line naming the driver and exit code 1;
//! `build-model --device cuda` writes a library whose `cuda` module holds the layers' kernels,
//! and refuses a `.tar` output and a layer without a device kernel by name. libdevice (which
//! softmax's `exp` needs) comes from the venv, found through `VIRTUAL_ENV`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::Path;
use std::process::{Command, Output};

fn modlink(args: &[&str], cwd: &Path) -> Output {
    let venv = support::python()
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .to_path_buf();
    Command::new(support::modlink_bin())
        .args(args)
        .current_dir(cwd)
        .env("VIRTUAL_ENV", venv)
        .env_remove("MODLINK_LIBDEVICE")
        .output()
        .unwrap()
}

fn has_cuda_driver() -> bool {
    [
        "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
        "/usr/lib64/libcuda.so.1",
        "/usr/lib/libcuda.so.1",
    ]
    .iter()
    .any(|path| Path::new(path).exists())
}

#[test]
fn demo_on_cuda_without_a_driver_builds_prints_and_stops_naming_the_driver() {
    if has_cuda_driver() {
        eprintln!("skipped: this machine has libcuda.so.1 (ci/gpu-check.sh runs the demo)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = modlink(&["demo", "--device", "cuda"], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    assert!(dir.path().join("demo.so").is_file());
    assert!(!dir.path().join("demo.tar").exists());
    assert!(!stdout.contains("wrote"), "{stdout}");
    for line in [
        "[0] relax.VMExecutable  imports [1]",
        "[1] _lib  imports [2]",
        "[2] cuda  imports []",
        "functions: dense0, dense1, softmax2",
        "kernel softmax2(handle, handle)  launch [blockIdx.x, threadIdx.x]",
        "storage plan: 3 storages",
    ] {
        assert!(stdout.contains(line), "`{line}` missing:\n{stdout}");
    }
    assert!(!stdout.contains("check:"), "{stdout}");
    // The status line of what was written, then one error line naming the driver.
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert_eq!(
        lines[0],
        "modlink: wrote ./demo.so (device kernels for sm_80; no Model Library Format tarball: it \
         describes a CPU graph executor)"
    );
    assert!(
        lines[1].starts_with("modlink: error: ")
            && lines[1].contains("no CUDA driver: cannot open libcuda.so.1")
            && lines[1].ends_with("running on a GPU needs an NVIDIA driver"),
        "{stderr}"
    );
}

#[test]
fn build_model_for_cuda_writes_a_library_and_refuses_what_it_cannot_build() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("m.json"),
        r#"{"name": "m", "input_shape": ["n", 32], "seed": 3,
            "layers": [{"dense": {"units": 48, "relu": true}}, "relu", "softmax"]}"#,
    )
    .unwrap();
    let out = modlink(
        &[
            "build-model",
            "m.json",
            "-o",
            "m.so",
            "--device",
            "cuda",
            "--gpu",
            "sm_90",
        ],
        dir.path(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let inspected = modlink(&["inspect", "m.so"], dir.path());
    let text = String::from_utf8_lossy(&inspected.stdout);
    for line in [
        "[1] _lib  imports [2]",
        "functions: dense0, relu1, softmax2",
        "target: sm_90",
        "kernel dense0(handle, handle, handle, handle, int64)",
    ] {
        assert!(text.contains(line), "`{line}` missing:\n{text}");
    }

    let tar = modlink(
        &["build-model", "m.json", "-o", "m.tar", "--device", "cuda"],
        dir.path(),
    );
    let stderr = String::from_utf8_lossy(&tar.stderr);
    assert_eq!(tar.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("m.tar: a Model Library Format tarball describes a CPU graph executor"),
        "{stderr}"
    );
    assert!(!dir.path().join("m.tar").exists());

    std::fs::write(
        dir.path().join("pool.json"),
        r#"{"name": "p", "input_shape": [1, 2, 4, 4],
            "layers": [{"max_pool": {"size": 2}}, "flatten"]}"#,
    )
    .unwrap();
    let pool = modlink(
        &["build-model", "pool.json", "-o", "p.so", "--device", "cuda"],
        dir.path(),
    );
    let stderr = String::from_utf8_lossy(&pool.stderr);
    assert_eq!(pool.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("model `p`: layer 0: max_pool has no device kernel"),
        "{stderr}"
    );
    assert!(!dir.path().join("p.so").exists());
}
