//! What `run` and `run-model` say when the call cannot be made as asked: a model's own
//! function (`main`) points to `run-model` and is never "suggested" as itself; suggestions come
//! from the names `run` can call (a swap of two letters, `mian`, `vdad`, is one edit); a
//! library whose kernels run on a CUDA GPU, run on the CPU, gets the hint to pass
//! `--device cuda` (`run` of a CUDA kernel library, `run-model` of a model built for CUDA).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::Path;
use std::process::Output;

fn ok(output: Output) -> Output {
    assert!(
        output.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// Runs modlink in `dir`, which must fail with exit code 1 and print nothing on stdout; returns
/// its stderr.
fn failure(dir: &Path, args: &[&str]) -> String {
    let output = support::modlink_in(dir, args);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}: printed a result");
    stderr
}

fn help_lines(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter_map(|line| line.strip_prefix("  help: "))
        .collect()
}

#[test]
fn a_models_main_points_to_run_model_and_is_never_suggested_as_itself() {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    ok(support::modlink_in(
        dir.path(),
        &["build-model", "tiny.json", "-o", "t.so"],
    ));

    let stderr = failure(dir.path(), &["run", "t.so", "main"]);
    assert!(
        stderr.starts_with("modlink: error: t.so: function `main` not found"),
        "{stderr}"
    );
    let help = help_lines(&stderr);
    assert_eq!(
        help,
        [
            "`main` is a function of the model, which runs on its executor, not as a packed \
             function: t.so is a model library (`relax.VMExecutable` at its root): run it with \
             `modlink run-model t.so --input NAME=FILE.npy`",
            // The tiny model's three layers are its kernels: what `run` can call.
            "functions: dense0, dense1, softmax2",
        ],
        "{stderr}"
    );

    // A typo of the model's function is that function, still run by run-model.
    let stderr = failure(dir.path(), &["run", "t.so", "mian"]);
    let help = help_lines(&stderr);
    assert_eq!(
        help[0],
        "did you mean `main`, a function of the model? t.so is a model library \
         (`relax.VMExecutable` at its root): run it with `modlink run-model t.so --input \
         NAME=FILE.npy`",
        "{stderr}"
    );
    assert!(!help.iter().any(|line| line.contains("main`?")), "{stderr}");
}

#[test]
fn a_typo_gets_the_closest_name_run_can_call() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("k.kir"),
        "kernel vadd(A: f32[n], B: f32[n], C: f32[n]) { for i in 0..n { C[i] = A[i] + B[i]; } }\n\
         kernel scale(A: f32[n], s: f32) { for i in 0..n { A[i] = A[i] * s; } }\n",
    )
    .unwrap();
    ok(support::modlink_in(
        dir.path(),
        &["build", "--no-cache", "k.kir", "-o", "k.so"],
    ));
    for (typo, meant) in [("vdad", "vadd"), ("sclae", "scale"), ("vad", "vadd")] {
        let stderr = failure(dir.path(), &["run", "k.so", typo]);
        let help = help_lines(&stderr);
        assert_eq!(
            help,
            [
                format!("did you mean `{meant}`?").as_str(),
                "functions: scale, vadd"
            ],
            "{typo}: {stderr}"
        );
    }
    // Nothing close: no guess, the list only.
    let stderr = failure(dir.path(), &["run", "k.so", "softmax"]);
    assert_eq!(help_lines(&stderr), ["functions: scale, vadd"], "{stderr}");
}

#[test]
fn a_cuda_kernel_library_run_on_the_cpu_gets_the_hint_to_pass_device_cuda() {
    let dir = tempfile::tempdir().unwrap();
    let vadd = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/gpu/vadd.kir");
    std::fs::copy(vadd, dir.path().join("vadd.kir")).unwrap();
    ok(support::modlink_in(
        dir.path(),
        &["build", "--no-cache", "vadd.kir", "-o", "vadd.so"],
    ));
    let stderr = failure(
        dir.path(),
        &[
            "run",
            "vadd.so",
            "vadd",
            "--arg",
            "f32[8]:ones",
            "--arg",
            "f32[8]:ones",
            "--arg",
            "f32[8]:zeros",
        ],
    );
    assert!(
        stderr.starts_with(
            "modlink: error: vadd: ValueError: kernel `vadd`: argument 0 (`A`): expected a CUDA \
             tensor (device_type 2), got device_type 1"
        ),
        "{stderr}"
    );
    assert_eq!(
        help_lines(&stderr),
        [
            "this library's kernels run on a CUDA GPU (it holds a `cuda` module) and the tensors \
             were on the CPU: run it with `--device cuda`"
        ],
        "{stderr}"
    );
}

#[test]
fn a_model_built_for_cuda_run_on_the_cpu_gets_the_hint_to_pass_device_cuda() {
    // dense + relu: no libdevice needed to build it.
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    std::fs::write(
        dir.path().join("gpu.json"),
        r#"{"name": "gpu", "input_shape": [2, 6], "layers": [{"dense": {"units": 4, "relu": true}}]}"#,
    )
    .unwrap();
    ok(support::modlink_in(
        dir.path(),
        &[
            "build-model",
            "gpu.json",
            "-o",
            "gpu.so",
            "--device",
            "cuda",
        ],
    ));
    let stderr = failure(dir.path(), &["run-model", "gpu.so", "--input", "x.npy"]);
    assert!(
        stderr.contains("expected a CUDA tensor (device_type 2), got device_type 1"),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "hint: this executable's kernels run on CUDA and the VM's devices are [cpu:0]: run it \
             on a CUDA device (`--device cuda` on the command line"
        ),
        "{stderr}"
    );
}
