//! One group of device-code options for every command that compiles device kernels (`build`,
//! `build-model`, `demo`): `--gpu`, `--libdevice`, `--cuda-code`. The libdevice error's advice
//! (`--libdevice PATH`) works for `build-model`; and with the project's own set-up (the venv of
//! `ci/setup.sh`, activated: `VIRTUAL_ENV`) `--cuda-code cubin` finds the venv's ptxas where
//! libdevice is found, without `PTXAS`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::ffi::OsString;
use std::path::Path;
use std::process::{Command, Output};

/// The venv's root (what `VIRTUAL_ENV` is once it is activated).
fn venv() -> std::path::PathBuf {
    support::python()
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .to_path_buf()
}

/// `PATH` without any directory holding a `ptxas`, so only the lookup under test can find one.
fn path_without_ptxas() -> OsString {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let dirs: Vec<_> = std::env::split_paths(&path)
        .filter(|dir| !dir.join("ptxas").exists())
        .collect();
    std::env::join_paths(dirs).unwrap()
}

/// modlink in `dir` with none of the CUDA tools' variables set; `venv` sets `VIRTUAL_ENV`.
fn modlink(dir: &Path, args: &[&str], venv_active: bool) -> Output {
    let mut command = Command::new(support::modlink_bin());
    command
        .args(args)
        .current_dir(dir)
        .env("PATH", path_without_ptxas());
    for variable in [
        "VIRTUAL_ENV",
        "MODLINK_LIBDEVICE",
        "PTXAS",
        "CUDA_PATH",
        "CUDA_HOME",
    ] {
        command.env_remove(variable);
    }
    if venv_active {
        command.env("VIRTUAL_ENV", venv());
    }
    command.output().unwrap()
}

fn ok(output: Output) -> Output {
    assert!(
        output.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A model whose softmax calls `exp`, which only libdevice provides on the GPU.
const SOFTMAX_MODEL: &str = r#"{"name": "s", "input_shape": [2, 8],
    "layers": [{"dense": {"units": 4}}, "softmax"]}"#;

#[test]
fn every_command_that_compiles_device_kernels_takes_the_same_device_options() {
    let dir = tempfile::tempdir().unwrap();
    let options_of = |command: &str| -> Vec<String> {
        let help = ok(modlink(dir.path(), &[command, "--help"], false));
        let text = String::from_utf8(help.stdout).unwrap();
        [
            "--gpu <SM>",
            "--libdevice <PATH>",
            "--cuda-code <CUDA_CODE>",
        ]
        .into_iter()
        .filter(|option| text.contains(option))
        .map(str::to_string)
        .collect()
    };
    let build = options_of("build");
    assert_eq!(build.len(), 3, "build: {build:?}");
    for command in ["build-model", "demo"] {
        assert_eq!(options_of(command), build, "{command}");
    }
}

#[test]
fn build_model_takes_the_libdevice_its_error_asks_for() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("s.json"), SOFTMAX_MODEL).unwrap();
    let cuda = ["build-model", "s.json", "-o", "s.so", "--device", "cuda"];

    // Nowhere to find libdevice: the error says how to give it.
    let output = modlink(dir.path(), &cuda, false);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("kernel `softmax1` calls `__nv_expf` from libdevice")
            && stderr.contains("--libdevice PATH"),
        "{stderr}"
    );
    assert!(!dir.path().join("s.so").exists());

    // As it says.
    let libdevice = support::cuda::libdevice();
    let mut args = cuda.to_vec();
    args.extend(["--libdevice", libdevice.to_str().unwrap()]);
    ok(modlink(dir.path(), &args, false));
    let inspected = ok(modlink(dir.path(), &["inspect", "s.so"], false));
    let text = String::from_utf8_lossy(&inspected.stdout);
    assert!(
        text.contains("[2] cuda  imports []") && text.contains("kernel softmax1("),
        "{text}"
    );

    // A path given is used as given, never replaced by one found elsewhere.
    let mut args = cuda.to_vec();
    args.extend(["--libdevice", "no/such/libdevice.10.bc"]);
    let output = modlink(dir.path(), &args, true);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no/such/libdevice.10.bc"), "{stderr}");
}

#[test]
fn demo_takes_libdevice_too() {
    let dir = tempfile::tempdir().unwrap();
    let libdevice = support::cuda::libdevice();
    let output = modlink(
        dir.path(),
        &[
            "demo",
            "--device",
            "cuda",
            "--libdevice",
            libdevice.to_str().unwrap(),
        ],
        false,
    );
    // Built (softmax's exp from the libdevice given); running needs a driver, which a machine
    // may lack: either way the library was written.
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(dir.path().join("demo.so").is_file(), "{stderr}");
    assert!(!stderr.contains("libdevice"), "{stderr}");
}

#[test]
fn cubin_finds_ptxas_where_libdevice_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let vadd = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/gpu/vadd.kir");
    std::fs::copy(vadd, dir.path().join("vadd.kir")).unwrap();
    std::fs::write(
        dir.path().join("r.json"),
        r#"{"name": "r", "input_shape": [2, 8], "layers": [{"dense": {"units": 4, "relu": true}}]}"#,
    )
    .unwrap();
    let build = [
        "build",
        "--no-cache",
        "vadd.kir",
        "-o",
        "vadd.so",
        "--cuda-code",
        "cubin",
        "--gpu",
        "sm_90",
    ];
    let build_model = [
        "build-model",
        "r.json",
        "-o",
        "r.so",
        "--device",
        "cuda",
        "--cuda-code",
        "cubin",
        "--gpu",
        "sm_90",
    ];

    // Without the venv (and without PTXAS, CUDA_PATH, CUDA_HOME or a ptxas on PATH): refused,
    // naming the option and where ptxas was looked for.
    for args in [&build[..], &build_model[..]] {
        let output = modlink(dir.path(), args, false);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("--cuda-code cubin: no ptxas found to assemble the cubin")
                && stderr.contains("/usr/local/cuda/bin/ptxas"),
            "{args:?}: {stderr}"
        );
    }

    // With the venv active, its nvidia-cuda-nvcc-cu12 ptxas assembles the cubin.
    for (args, library) in [(&build[..], "vadd.so"), (&build_model[..], "r.so")] {
        ok(modlink(dir.path(), args, true));
        let inspected = ok(modlink(dir.path(), &["inspect", "--json", library], false));
        let value: serde_json::Value = serde_json::from_slice(&inspected.stdout).unwrap();
        let cuda = value["modules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|module| module["kind"] == "cuda")
            .unwrap_or_else(|| panic!("{library}: no cuda module: {value}"));
        assert_eq!(cuda["fmt"], "cubin", "{library}: {cuda}");
        assert_eq!(cuda["device"]["arch"], "sm_90", "{library}: {cuda}");
    }
}
