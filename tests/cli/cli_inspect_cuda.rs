//! `modlink inspect` (text and `--json`) on the CUDA libraries real TVM 0.27 exported
//! (shared/fixtures/tvm-0.27/cuda): fmt, the architecture read from the code and each kernel's
//! argument types and launch tags, checked against the fixture JSONs (written from TVM's own
//! objects by `gen.py`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const FIXTURES: [&str; 8] = [
    "vadd",
    "vadd_dyn",
    "saxpy",
    "rowsum_smem",
    "rowsum_dynsmem",
    "softmax",
    "two_kernels",
    "mlp",
];

fn cuda_dir() -> PathBuf {
    support::fixtures_dir().join("cuda")
}

fn inspect(library: &Path, json: bool) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_modlink"));
    command.arg("inspect").arg(library);
    if json {
        command.arg("--json");
    }
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

fn strings(value: &Value) -> Vec<&str> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect()
}

/// What the fixture says the code is: gen.py's target arch, and NVRTC 12.9's PTX ISA version
/// (spec §2: `.version 8.8`).
fn expected_target(description: &Value, variant: &str) -> Value {
    let arch = description["made_with"]["target"]["arch"].as_str().unwrap();
    match variant {
        "cubin" => {
            serde_json::json!({"kind": "cubin", "sm": 90, "arch_specific": false, "abi_version": 7})
        }
        _ => serde_json::json!({"kind": "ptx", "version": "8.8", "target": arch}),
    }
}

#[test]
fn inspect_json_shows_the_cuda_fmt_arch_and_kernels() {
    for fixture in FIXTURES {
        let text = std::fs::read_to_string(cuda_dir().join(format!("{fixture}.json"))).unwrap();
        let description: Value = serde_json::from_str(&text).unwrap();
        for variant in ["cubin", "ptx"] {
            let what = format!("{fixture}.{variant}");
            let info = &description["variants"][variant];
            let library = cuda_dir().join(info["library"].as_str().unwrap());
            let report: Value = serde_json::from_str(&inspect(&library, true)).unwrap();
            let modules = report["modules"].as_array().unwrap();
            let cuda: Vec<&Value> = modules.iter().filter(|m| m["kind"] == "cuda").collect();
            assert_eq!(cuda.len(), 1, "{what}");
            let module = cuda[0];
            assert_eq!(module["fmt"], info["fmt"], "{what}");
            assert_eq!(module["payload_bytes"], info["payload_bytes"], "{what}");
            let device = &module["device"];
            assert_eq!(
                device["arch"], description["made_with"]["target"]["arch"],
                "{what}"
            );
            assert_eq!(
                device["target"],
                expected_target(&description, variant),
                "{what}"
            );
            assert!(device.get("target_error").is_none(), "{what}");
            let kernels = device["kernels"].as_array().unwrap();
            let expected = description["kernels"].as_array().unwrap();
            assert_eq!(kernels.len(), expected.len(), "{what}");
            for want in expected {
                let got = kernels
                    .iter()
                    .find(|k| k["name"] == want["name"])
                    .unwrap_or_else(|| panic!("{what}: no kernel {}", want["name"]));
                for field in ["arg_types", "launch_param_tags", "arg_extra_tags"] {
                    assert_eq!(got[field], want[field], "{what} {} {field}", want["name"]);
                }
            }
            // Host modules carry no device summary.
            for other in modules.iter().filter(|m| m["kind"] != "cuda") {
                assert!(other.get("device").is_none(), "{what}");
            }
        }
    }
}

#[test]
fn inspect_text_shows_the_cuda_target_and_each_kernel_signature() {
    for fixture in FIXTURES {
        let text = std::fs::read_to_string(cuda_dir().join(format!("{fixture}.json"))).unwrap();
        let description: Value = serde_json::from_str(&text).unwrap();
        for (variant, target_line) in [
            ("cubin", "      target: sm_90 (cubin, ELF ABI version 7)\n"),
            ("ptx", "      target: sm_90 (PTX ISA 8.8)\n"),
        ] {
            let what = format!("{fixture}.{variant}");
            let library = cuda_dir().join(format!("{fixture}.{variant}.so"));
            let out = inspect(&library, false);
            assert!(
                out.contains(&format!(
                    "] cuda  imports []  payload {} bytes  fmt {variant}\n",
                    description["variants"][variant]["payload_bytes"]
                )),
                "{what}:\n{out}"
            );
            assert!(out.contains(target_line), "{what}:\n{out}");
            for kernel in description["kernels"].as_array().unwrap() {
                let line = format!(
                    "      kernel {}({})  launch [{}]\n",
                    kernel["name"].as_str().unwrap(),
                    strings(&kernel["arg_types"]).join(", "),
                    strings(&kernel["launch_param_tags"]).join(", ")
                );
                assert!(out.contains(&line), "{what}: no line {line:?} in\n{out}");
            }
        }
    }
}

#[test]
fn inspect_text_of_cuda_source_says_source() {
    // The older fixture holds CUDA C++ source (fmt `cuda`, spec §2.1).
    let out = inspect(&support::fixture("add_cuda.so"), false);
    assert!(out.contains("  fmt cuda\n"), "{out}");
    assert!(out.contains("      target: CUDA C++ source\n"), "{out}");
    assert!(
        out.contains(
            "      kernel add_kernel(handle, handle, handle)  launch [blockIdx.x, threadIdx.x]\n"
        ),
        "{out}"
    );
}

#[test]
fn inspect_reports_an_unreadable_cubin_header_and_still_lists_the_kernels() {
    let dir = tempfile::tempdir().unwrap();
    // vadd's payload with the cubin's e_machine (ELF offset 18) turned into x86-64's 62.
    let mut payload = std::fs::read(cuda_dir().join("vadd.cubin.payload.bin")).unwrap();
    let code = std::fs::read(cuda_dir().join("vadd.cubin")).unwrap();
    let code_at = payload.len() - code.len();
    assert_eq!(&payload[code_at..code_at + 4], b"\x7fELF");
    payload[code_at + 18..code_at + 20].copy_from_slice(&62u16.to_le_bytes());
    let payload_path = dir.path().join("bad_cubin.bin");
    std::fs::write(&payload_path, &payload).unwrap();
    let library = dir.path().join("bad_cubin.so");
    let output = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("build")
        .arg("-o")
        .arg(&library)
        .arg("--import-raw")
        .arg(format!("cuda={}", payload_path.display()))
        .args(["--pack", "object"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );

    let out = inspect(&library, false);
    assert!(
        out.contains(
            "      target: UNREADABLE: cubin offset 18: e_machine: machine 62 is not EM_CUDA (190)\n"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "      kernel vadd_kernel(handle, handle, handle)  launch [blockIdx.x, threadIdx.x]\n"
        ),
        "{out}"
    );
    let report: Value = serde_json::from_str(&inspect(&library, true)).unwrap();
    let device = &report["modules"][1]["device"];
    assert_eq!(device["arch"], Value::Null);
    assert_eq!(device["target"], Value::Null);
    assert_eq!(
        device["target_error"],
        "cubin offset 18: e_machine: machine 62 is not EM_CUDA (190)"
    );
}
