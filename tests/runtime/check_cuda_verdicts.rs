//! `modlink check --runtime modlink [--gpu sm_XY]` on TVM 0.27's CUDA-built Relax MLP
//! (shared/fixtures/tvm-0.27/cuda, built for sm_90 as mlp.json says): the cuda module runs where
//! CUDA runs its fmt (a cubin on its own major version from its minor on, PTX from its SM on)
//! and the verdict says so; a GPU it cannot run on fails the check; a `--gpu` that is not
//! `sm_XY` is a usage error naming the argument.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

fn library(variant: &str) -> PathBuf {
    support::fixtures_dir()
        .join("cuda")
        .join(format!("mlp.{variant}.so"))
}

/// The cuda module's index and the architecture TVM built for, from mlp.json.
fn built_for(variant: &str) -> (u64, String) {
    let text =
        std::fs::read_to_string(support::fixtures_dir().join("cuda").join("mlp.json")).unwrap();
    let fixture: Value = serde_json::from_str(&text).unwrap();
    let tree = fixture["variants"][variant]["module_tree"]
        .as_array()
        .unwrap();
    let cuda = tree.iter().find(|node| node["kind"] == "cuda").unwrap();
    assert_eq!(cuda["fmt"], variant);
    (
        cuda["index"].as_u64().unwrap(),
        fixture["made_with"]["target"]["arch"]
            .as_str()
            .unwrap()
            .to_owned(),
    )
}

/// `modlink check LIB --runtime modlink [--gpu GPU]`: exit code and stdout lines.
fn check(variant: &str, gpu: Option<&str>) -> (i32, Vec<String>) {
    let mut command = Command::new(support::modlink_bin());
    command
        .arg("check")
        .arg(library(variant))
        .args(["--runtime", "modlink"]);
    if let Some(gpu) = gpu {
        command.args(["--gpu", gpu]);
    }
    let output = command.output().unwrap();
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    (
        output.status.code().unwrap(),
        stdout.lines().map(str::to_owned).collect(),
    )
}

/// The line about the cuda module with its severity.
fn cuda_line(lines: &[String], index: u64) -> &str {
    let prefix = format!("module [{index}] cuda: ");
    let found: Vec<&String> = lines
        .iter()
        .filter(|line| line.contains(&prefix) && !line.starts_with("note"))
        .collect();
    assert_eq!(found.len(), 1, "{lines:#?}");
    found[0]
}

#[test]
fn without_a_gpu_the_verdict_says_which_gpus_run_the_code() {
    for variant in ["cubin", "ptx"] {
        let (index, arch) = built_for(variant);
        assert_eq!(arch, "sm_90");
        let (code, lines) = check(variant, None);
        assert_eq!(code, 0, "{variant}: {lines:#?}");
        let line = cuda_line(&lines, index);
        assert!(line.starts_with("ok    "), "{line}");
        let range = match variant {
            "cubin" => "which runs on sm_9x from sm_90; --gpu sm_XY checks a GPU".to_owned(),
            _ => "the driver compiles it, and must know PTX ISA 8.8; it runs from sm_90 on; --gpu sm_XY checks a GPU".to_owned(),
        };
        assert!(
            line.contains("modlink runs it on a GPU: sm_90") && line.ends_with(&range),
            "{line}"
        );
        assert!(
            lines.contains(&format!(
                "note  module [{index}] cuda: running it needs an NVIDIA driver (libcuda.so.1) on the machine, nothing else"
            )),
            "{lines:#?}"
        );
    }
}

#[test]
fn a_gpu_the_code_runs_on_passes_and_one_it_does_not_fails() {
    // (variant, GPU, runs): a cubin for sm_90 runs on sm_9x from sm_90 only; PTX for sm_90 on
    // every SM from 90.
    let cases = [
        ("cubin", "sm_90", true),
        ("cubin", "sm_89", false),
        ("cubin", "sm_80", false),
        ("cubin", "sm_100", false),
        ("ptx", "sm_90", true),
        ("ptx", "sm_100", true),
        ("ptx", "sm_120", true),
        ("ptx", "sm_86", false),
    ];
    for (variant, gpu, runs) in cases {
        let (index, _) = built_for(variant);
        let (code, lines) = check(variant, Some(gpu));
        let line = cuda_line(&lines, index);
        let verdict = lines.last().unwrap();
        if runs {
            assert_eq!(code, 0, "{variant} on {gpu}: {lines:#?}");
            assert!(
                line.starts_with(&format!(
                    "ok    module [{index}] cuda: modlink runs it on {gpu}: sm_90"
                )),
                "{variant} on {gpu}: {line}"
            );
            assert!(verdict.contains(" loads with modlink"), "{verdict}");
        } else {
            assert_eq!(code, 1, "{variant} on {gpu}: {lines:#?}");
            assert!(
                line.starts_with(&format!("FAIL  module [{index}] cuda: sm_90"))
                    && line.contains(&format!("does not run on {gpu}: ")),
                "{variant} on {gpu}: {line}"
            );
            assert!(verdict.ends_with(": 1 problem"), "{verdict}");
        }
    }
}

#[test]
fn a_gpu_that_is_not_sm_xy_is_a_usage_error_naming_the_argument() {
    for gpu in ["90", "sm_9", "compute_90", "h100"] {
        let output = Command::new(support::modlink_bin())
            .arg("check")
            .arg(library("cubin"))
            .args(["--runtime", "modlink", "--gpu", gpu])
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{gpu}: {stderr}");
        assert!(
            stderr.contains("--gpu <SM>")
                && stderr.contains(&format!(
                    "`{gpu}` is not a GPU architecture: expected sm_XY"
                )),
            "{gpu}: {stderr}"
        );
    }
}

#[test]
fn cuda_source_runs_through_nvrtc_on_any_named_gpu() {
    // TVM 0.27's add_cuda.so keeps its kernels as CUDA C++ source (fmt `cuda`): modlink's
    // runtime compiles it with NVRTC for the device at the first launch (tests/runtime/cuda_source.rs).
    let lib = support::fixtures_dir().join("add_cuda.so");
    let run = |gpu: Option<&str>| {
        let mut command = Command::new(support::modlink_bin());
        command
            .arg("check")
            .arg(&lib)
            .args(["--runtime", "modlink"]);
        if let Some(gpu) = gpu {
            command.args(["--gpu", gpu]);
        }
        let output = command.output().unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        (
            output.status.code().unwrap(),
            stdout.lines().map(str::to_owned).collect::<Vec<_>>(),
        )
    };
    let needs = "note  module [1] cuda: running it needs an NVIDIA driver (libcuda.so.1) and NVRTC \
                 (libnvrtc) with the CCCL headers on the machine (MODLINK_NVRTC, \
                 MODLINK_NVRTC_INCLUDE or CUDA_PATH; docs/runtime.md)";
    for (gpu, on) in [
        (None, "a GPU"),
        (Some("sm_90"), "sm_90"),
        (Some("sm_80"), "sm_80"),
    ] {
        let (code, lines) = run(gpu);
        assert_eq!(code, 0, "{gpu:?}: {lines:#?}");
        let verdict = format!(
            "ok    module [1] cuda: modlink runs it on {on}: fmt `cuda` is CUDA C++ source, \
             compiled by NVRTC for the device's architecture at the first launch"
        );
        assert!(lines.contains(&verdict), "{gpu:?}: {lines:#?}");
        assert!(lines.contains(&needs.to_string()), "{gpu:?}: {lines:#?}");
    }
}
