//! `modlink build FILE.kir --device opencl -o lib.so` of programs with device kernels
//! (examples/gpu): an OpenCL library whose `_lib` imports an `opencl` module of OpenCL C.
//! Checked:
//! * every example, built so and run by `modlink run --device opencl` on PoCL (OpenCL on the
//!   CPU), gives numpy's result for sizes that are not multiples of the block (numpy in the venv
//!   makes the inputs and computes the expected outputs);
//! * `inspect --json` shows `_lib` importing `opencl` (fmt `cl`) with each kernel's FunctionInfo,
//!   written here from the kernels' signatures and bound loops, and the module's code is the
//!   source `build --emit cl` writes;
//! * the library's host code refuses CPU tensors as TVM's does (device_type 4 expected), and
//!   `check --runtime modlink` vouches for it while `check` for TVM 0.27's pip release does not;
//! * what an OpenCL library cannot take (CUDA code options, an archive, imports, `--device` for a
//!   program without device kernels, `--emit ptx` with `--device opencl`) is refused by name,
//!   nothing written.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::runtime::{Tensor, npy};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn example(name: &str) -> PathBuf {
    Path::new(support::MANIFEST_DIR).join(format!("examples/gpu/{name}.kir"))
}

fn modlink(args: &[&str], dir: &Path) -> Output {
    Command::new(support::modlink_bin())
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

fn succeeded(output: &Output, what: &str) -> String {
    assert!(
        output.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// `modlink build examples/gpu/NAME.kir --device opencl -o DIR/NAME.so`.
fn build(dir: &Path, name: &str) -> PathBuf {
    let out = dir.join(format!("{name}.so"));
    let output = modlink(
        &[
            "build",
            example(name).to_str().unwrap(),
            "--device",
            "opencl",
            "-o",
            out.to_str().unwrap(),
        ],
        dir,
    );
    succeeded(&output, &format!("build {name} --device opencl"));
    out
}

/// Makes each example's inputs with numpy and computes its outputs in float64, rounded to
/// float32: prints, per example, the `--arg`s and the expected `arg<i>.npy` files.
const NUMPY_CASES: &str = r#"
import json, sys
import numpy as np
out = sys.argv[1]
rng = np.random.default_rng(35)
def save(name, array):
    path = f"{out}/{name}.npy"
    np.save(path, array)
    return path
def f32(*shape):
    return rng.uniform(-2.0, 2.0, size=shape).astype(np.float32)
cases = {}
n = 1000  # not a multiple of the 256-thread block
A, B = f32(n), f32(n)
cases["vadd"] = {"args": [save("vadd_a", A), save("vadd_b", B), "f32[1000]:zeros"],
                 "expected": {"2": save("vadd_c", A + B)}, "rtol": 0.0}
a = np.float32(1.75)
X, Y = f32(n + 3), f32(n + 3)
want = (np.float64(a) * X.astype(np.float64) + Y.astype(np.float64)).astype(np.float32)
cases["saxpy"] = {"args": ["f32:1.75", save("saxpy_x", X), save("saxpy_y", Y)],
                  "expected": {"2": save("saxpy_y_out", want)}, "rtol": 1e-6}
m, k, nn = 70, 45, 97  # none a multiple of the 64 x 64 tile or the 16-step along k
MA, MB = f32(m, k), f32(k, nn)
want = (MA.astype(np.float64) @ MB.astype(np.float64)).astype(np.float32)
cases["matmul_tiled"] = {"args": [save("mm_a", MA), save("mm_b", MB), f"f32[{m},{nn}]:zeros"],
                         "expected": {"2": save("mm_c", want)}, "rtol": 1e-4}
S = (f32(5, 300) * 8.0).astype(np.float32)
S64 = S.astype(np.float64)
e = np.exp(S64 - S64.max(axis=1, keepdims=True))
want = (e / e.sum(axis=1, keepdims=True)).astype(np.float32)
cases["softmax"] = {"args": [save("sm_x", S), "f32[5,300]:zeros"],
                    "expected": {"1": save("sm_y", want)}, "rtol": 1e-5}
print(json.dumps(cases))
"#;

/// numpy's `allclose` with `atol` 1e-6 (softmax's tiny probabilities) and `rtol`.
fn assert_close(got: &Tensor, want: &Tensor, rtol: f32, what: &str) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let floats = |t: &Tensor| -> Vec<f32> {
        t.as_bytes()
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
            .collect()
    };
    let (got, want) = (floats(got), floats(want));
    let atol = if rtol == 0.0 { 0.0 } else { 1e-6 };
    for (index, (g, w)) in got.iter().zip(&want).enumerate() {
        assert!(
            (g - w).abs() <= atol + rtol * w.abs(),
            "{what}: element {index}: got {g}, numpy {w}"
        );
    }
}

#[test]
fn every_gpu_example_built_for_opencl_runs_on_pocl_with_numpys_results() {
    let dir = tempfile::tempdir().unwrap();
    let cases = support::run_python(NUMPY_CASES, dir.path(), &[dir.path().as_os_str()]);
    let cases: Value = serde_json::from_str(cases.lines().last().unwrap()).unwrap();
    for name in ["vadd", "saxpy", "matmul_tiled", "softmax"] {
        let library = build(dir.path(), name);
        let case = &cases[name];
        let out = dir.path().join(format!("{name}.out"));
        let mut args: Vec<String> = vec![
            "run".into(),
            library.display().to_string(),
            name.into(),
            "--device".into(),
            "opencl".into(),
            "--out".into(),
            out.display().to_string(),
        ];
        for arg in case["args"].as_array().unwrap() {
            args.push("--arg".into());
            args.push(arg.as_str().unwrap().into());
        }
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        succeeded(&modlink(&refs, dir.path()), &format!("run {name}"));
        let rtol = case["rtol"].as_f64().unwrap() as f32;
        for (index, expected) in case["expected"].as_object().unwrap() {
            let got = npy::read(&out.join(format!("arg{index}.npy"))).unwrap();
            let want = npy::read(Path::new(expected.as_str().unwrap())).unwrap();
            assert_close(&got, &want, rtol, &format!("{name} arg{index}"));
        }
    }
}

/// The FunctionInfo TVM writes for a kernel: argument types in the kernel's parameter order
/// (buffers as handles, then the symbolic dims as int64), the bound launch extents.
fn function_info(name: &str) -> Value {
    let (arg_types, tags): (Vec<&str>, Vec<&str>) = match name {
        "vadd" => (
            vec!["handle", "handle", "handle", "int64"],
            vec!["blockIdx.x", "threadIdx.x"],
        ),
        "saxpy" => (
            vec!["float32", "handle", "handle", "int64"],
            vec!["blockIdx.x", "threadIdx.x"],
        ),
        "matmul_tiled" => (
            vec!["handle", "handle", "handle", "int64", "int64", "int64"],
            vec!["blockIdx.x", "blockIdx.y", "threadIdx.x", "threadIdx.y"],
        ),
        "softmax" => (
            vec!["handle", "handle", "int64", "int64"],
            vec!["blockIdx.x", "threadIdx.x"],
        ),
        other => panic!("no FunctionInfo for {other}"),
    };
    json!({"arg_types": arg_types, "launch_param_tags": tags})
}

#[test]
fn the_opencl_module_holds_the_source_and_tvms_function_info() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["vadd", "saxpy", "matmul_tiled", "softmax"] {
        let library = build(dir.path(), name);
        let inspect = succeeded(
            &modlink(
                &["inspect", library.to_str().unwrap(), "--json"],
                dir.path(),
            ),
            "inspect",
        );
        let report: Value = serde_json::from_str(&inspect).unwrap();
        let modules = report["modules"].as_array().unwrap();
        let kinds: Vec<&str> = modules
            .iter()
            .map(|m| m["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["_lib", "opencl"], "{name}: {report}");
        assert_eq!(modules[0]["imports"], json!([1]), "{name}");
        let opencl = &modules[1];
        assert_eq!(opencl["fmt"], "cl", "{name}");
        let kernels = opencl["device"]["kernels"].as_array().unwrap();
        assert_eq!(kernels.len(), 1, "{name}: {opencl}");
        let want = function_info(name);
        let arguments = want["arg_types"].as_array().unwrap().len();
        assert_eq!(kernels[0]["name"], name);
        assert_eq!(kernels[0]["arg_types"], want["arg_types"], "{name}");
        assert_eq!(
            kernels[0]["launch_param_tags"], want["launch_param_tags"],
            "{name}"
        );
        assert_eq!(kernels[0]["arg_extra_tags"], json!(vec![0; arguments]));
        assert_eq!(kernels[0]["function_info_version"], 1, "{name}");

        // The payload's code is the source `--emit cl` writes, byte for byte.
        let source = dir.path().join(format!("{name}.cl"));
        succeeded(
            &modlink(
                &[
                    "build",
                    example(name).to_str().unwrap(),
                    "--emit",
                    "cl",
                    "-o",
                    source.to_str().unwrap(),
                ],
                dir.path(),
            ),
            "--emit cl",
        );
        let extracted = dir.path().join(format!("{name}.extracted"));
        succeeded(
            &modlink(
                &[
                    "extract",
                    library.to_str().unwrap(),
                    "-o",
                    extracted.to_str().unwrap(),
                ],
                dir.path(),
            ),
            "extract",
        );
        let written = std::fs::read(&source).unwrap();
        assert!(written.starts_with(format!("// Function: {name}\n").as_bytes()));
        let code = std::fs::read(extracted.join("1_opencl.code")).unwrap();
        assert_eq!(code, written, "{name}");
    }
}

#[test]
fn cpu_tensors_are_refused_as_tvm_does_and_check_says_who_loads_it() {
    let dir = tempfile::tempdir().unwrap();
    let library = build(dir.path(), "vadd");
    let lib = library.to_str().unwrap();
    let on_cpu = modlink(
        &[
            "run",
            lib,
            "vadd",
            "--arg",
            "f32[3]:1,2,3",
            "--arg",
            "f32[3]:1,2,3",
            "--arg",
            "f32[3]:zeros",
        ],
        dir.path(),
    );
    assert_eq!(on_cpu.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&on_cpu.stderr);
    assert!(
        stderr.contains("expected an OpenCL tensor (device_type 4), got device_type 1")
            && stderr.contains("--device opencl"),
        "{stderr}"
    );
    let modlink_check = modlink(&["check", lib, "--runtime", "modlink"], dir.path());
    let text = succeeded(&modlink_check, "check --runtime modlink");
    assert!(text.contains("loads with modlink"), "{text}");
    let tvm_check = modlink(&["check", lib, "--runtime", "tvm-0.27"], dir.path());
    assert_eq!(tvm_check.status.code(), Some(1));
    let text = String::from_utf8_lossy(&tvm_check.stdout);
    assert!(text.contains("USE_OPENCL"), "{text}");
}

#[test]
fn what_an_opencl_library_cannot_take_is_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let vadd = example("vadd");
    let vadd = vadd.to_str().unwrap();
    let host_only = dir.path().join("host.kir");
    std::fs::write(
        &host_only,
        "kernel twice(X: f32[n]) { for i in 0..n { X[i] = X[i] * 2.0; } }\n",
    )
    .unwrap();
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (
            vec![
                "build", vadd, "--device", "opencl", "--gpu", "sm_90", "-o", "x.so",
            ],
            "--gpu sm_90",
            "compiled by the driver",
        ),
        (
            vec![
                "build",
                vadd,
                "--device",
                "opencl",
                "--cuda-code",
                "cubin",
                "-o",
                "x.so",
            ],
            "--cuda-code cubin",
            "--device cuda",
        ),
        (
            vec!["build", vadd, "--device", "opencl", "-o", "x.a"],
            "-o x.a",
            "--emit cl",
        ),
        (
            vec![
                "build",
                vadd,
                "--device",
                "opencl",
                "--system-lib",
                "-o",
                "x.so",
            ],
            "--system-lib",
            "OpenCL library",
        ),
        (
            vec![
                "build",
                host_only.to_str().unwrap(),
                "--device",
                "opencl",
                "-o",
                "x.so",
            ],
            "--device opencl",
            "no device kernels",
        ),
        (
            vec![
                "build", vadd, "--device", "opencl", "--emit", "ptx", "-o", "x.ptx",
            ],
            "--device opencl",
            "--emit cl",
        ),
    ];
    for (args, names, says) in cases {
        let output = modlink(&args, dir.path());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains(names) && stderr.contains(says),
            "{args:?}: expected `{names}` and `{says}` in: {stderr}"
        );
        for written in ["x.so", "x.a", "x.ptx"] {
            assert!(
                !dir.path().join(written).exists(),
                "{args:?} wrote {written}"
            );
        }
    }
}

/// A model with a dynamic batch, and one with a static shape that flattens and adds a residual:
/// every layer kind with a device kernel.
const MODELS: [(&str, &str, &[usize]); 2] = [
    (
        "mlp",
        r#"{"name": "mlp", "input_shape": ["n", 32], "seed": 3,
            "layers": [{"dense": {"units": 48, "relu": true}}, "gelu",
                       {"dense": {"units": 10}}, "softmax"]}"#,
        &[3, 32],
    ),
    (
        "residual",
        r#"{"name": "residual", "input_shape": [2, 4, 6], "seed": 5,
            "layers": ["flatten", {"dense": {"units": 24}}, "relu", {"residual_add": {"from": 1}},
                       {"reshape": {"shape": [4, 6]}}, "flatten", {"dense": {"units": 5}},
                       "softmax"]}"#,
        &[2, 4, 6],
    ),
];

#[test]
fn build_model_for_opencl_runs_on_pocl_as_its_cpu_build_does() {
    let dir = tempfile::tempdir().unwrap();
    for (name, json, shape) in MODELS {
        std::fs::write(dir.path().join(format!("{name}.json")), json).unwrap();
        let count: usize = shape.iter().product();
        let values = support::Rng::new(7).f32s(count, 1.0);
        let dims: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
        let input = dir.path().join(format!("{name}.in.npy"));
        npy::write(&input, &Tensor::from_slice(&dims, &values).unwrap()).unwrap();
        let mut results = Vec::new();
        for device in ["cpu", "opencl"] {
            let library = format!("{name}.{device}.so");
            let built = modlink(
                &[
                    "build-model",
                    &format!("{name}.json"),
                    "-o",
                    &library,
                    "--device",
                    device,
                ],
                dir.path(),
            );
            succeeded(&built, &format!("build-model {name} --device {device}"));
            let result = dir.path().join(format!("{name}.{device}.out.npy"));
            let ran = modlink(
                &[
                    "run-model",
                    &library,
                    "--device",
                    device,
                    "--input",
                    &format!("x={}", input.display()),
                    "--output",
                    result.to_str().unwrap(),
                ],
                dir.path(),
            );
            succeeded(&ran, &format!("run-model {name} --device {device}"));
            results.push(npy::read(&result).unwrap());
        }
        let inspected = succeeded(
            &modlink(&["inspect", &format!("{name}.opencl.so")], dir.path()),
            "inspect",
        );
        assert!(
            inspected.contains("[1] _lib  imports [2]") && inspected.contains("opencl  imports []"),
            "{inspected}"
        );
        // Both paths compute in float32 in the same order but for the driver's exp/tanh and
        // its division: within numpy's default allclose tolerances.
        assert_close(
            &results[1],
            &results[0],
            1e-5,
            &format!("{name}: opencl vs cpu"),
        );
    }
}

#[test]
fn a_model_built_for_opencl_run_on_the_cpu_gets_the_kernels_check_and_the_flag_to_use() {
    let dir = tempfile::tempdir().unwrap();
    let (name, json, shape) = MODELS[0];
    std::fs::write(dir.path().join("m.json"), json).unwrap();
    let built = modlink(
        &["build-model", "m.json", "-o", "m.so", "--device", "opencl"],
        dir.path(),
    );
    succeeded(&built, &format!("build-model {name} --device opencl"));
    let dims: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
    let count: usize = shape.iter().product();
    let values = support::Rng::new(3).f32s(count, 1.0);
    npy::write(
        &dir.path().join("x.npy"),
        &Tensor::from_slice(&dims, &values).unwrap(),
    )
    .unwrap();
    let ran = modlink(
        &[
            "run-model",
            "m.so",
            "--input",
            "x=x.npy",
            "--output",
            "y.npy",
        ],
        dir.path(),
    );
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert_eq!(ran.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("expected an OpenCL tensor (device_type 4), got device_type 1")
            && stderr.contains(
                "hint: this executable's kernels run on OpenCL and the VM's devices are [cpu:0]: \
                 run it on an OpenCL device (`--device opencl` on the command line"
            ),
        "{stderr}"
    );
    assert!(!dir.path().join("y.npy").exists());
}

#[test]
fn demo_on_opencl_matches_the_plain_rust_evaluation() {
    let dir = tempfile::tempdir().unwrap();
    let output = modlink(
        &[
            "demo",
            "--device",
            "opencl",
            "--dir",
            dir.path().to_str().unwrap(),
        ],
        dir.path(),
    );
    let stdout = succeeded(&output, "demo --device opencl");
    assert!(
        stdout.contains("fmt cl")
            && stdout.contains("check: output matches the plain-Rust evaluation"),
        "{stdout}"
    );
    assert!(!dir.path().join("demo.tar").exists());
}

#[test]
fn build_model_for_opencl_refuses_a_tarball_and_cuda_options_by_name() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("m.json"), MODELS[0].1).unwrap();
    for (args, names, says) in [
        (
            vec!["build-model", "m.json", "-o", "m.tar", "--device", "opencl"],
            "m.tar",
            "--device opencl into a library",
        ),
        (
            vec![
                "build-model",
                "m.json",
                "-o",
                "m.so",
                "--device",
                "opencl",
                "--gpu",
                "sm_90",
            ],
            "--gpu sm_90",
            "the driver compiles",
        ),
    ] {
        let output = modlink(&args, dir.path());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains(names) && stderr.contains(says),
            "{args:?}: expected `{names}` and `{says}` in: {stderr}"
        );
        assert!(!dir.path().join("m.tar").exists() && !dir.path().join("m.so").exists());
    }
}

#[test]
fn a_cpu_library_or_model_given_a_device_is_refused_naming_the_module_it_lacks() {
    let dir = tempfile::tempdir().unwrap();
    let mlp = support::relax_fixtures_dir().join("mlp.so");
    let x = support::relax_fixtures_dir().join("mlp.main.0.x.npy");
    for (device, kind) in [("opencl", "opencl"), ("cuda:1", "cuda")] {
        let ran = modlink(
            &[
                "run-model",
                mlp.to_str().unwrap(),
                "--device",
                device,
                "--input",
                &format!("x={}", x.display()),
                "--output",
                "y.npy",
            ],
            dir.path(),
        );
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert_eq!(ran.status.code(), Some(1), "{stderr}");
        let ordinal = if kind == "cuda" { 1 } else { 0 };
        assert_eq!(
            stderr.trim_end(),
            format!(
                "modlink: error: running {} on {kind}:{ordinal}: the library holds no `{kind}` \
                 module (its modules: relax.VMExecutable, library); its kernels run on the CPU: \
                 run it there (no `--device`, `device=\"cpu\"` in Python)",
                mlp.display()
            )
        );
        assert!(!dir.path().join("y.npy").exists());
    }
    // A model built for OpenCL asked to run on CUDA is pointed at OpenCL.
    std::fs::write(dir.path().join("m.json"), MODELS[0].1).unwrap();
    let built = modlink(
        &["build-model", "m.json", "-o", "m.so", "--device", "opencl"],
        dir.path(),
    );
    succeeded(&built, "build-model --device opencl");
    let ran = modlink(
        &["run-model", "m.so", "--device", "cuda", "--input", "x.npy"],
        dir.path(),
    );
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert!(
        stderr.contains(
            "the library holds no `cuda` module (its modules: relax.VMExecutable, library, \
             opencl); its kernels run on opencl: run it there (`--device opencl`"
        ),
        "{stderr}"
    );
    // A CPU kernel given OpenCL tensors: refused before the call, as host code.
    let add = support::fixtures_dir().join("add.so");
    let ran = modlink(
        &[
            "run",
            add.to_str().unwrap(),
            "add",
            "--device",
            "opencl",
            "--arg",
            "f32[16]:ones",
            "--arg",
            "f32[16]:ones",
            "--arg",
            "f32[16]:zeros",
        ],
        dir.path(),
    );
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert_eq!(ran.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "add: argument 0 is an OpenCL tensor, but `add` launches no OpenCL kernel (the library \
             has no kernel `add` or `add_kernel…`): it is host code"
        ),
        "{stderr}"
    );
}
