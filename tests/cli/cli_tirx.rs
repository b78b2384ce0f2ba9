//! `modlink inspect`, `extract` and `check` on CUDA libraries apache-tvm-tirx 0.1.0a4 builds
//! (tests/support/tirx_cuda_fixtures.py): FunctionInfo v2 records and the trailing build
//! settings are shown, extracted and judged, checked against what TIRx's side declared.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};
use support::tirx::tirx_cuda_fixtures;

fn modlink(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_modlink"))
        .args(args)
        .output()
        .unwrap()
}

fn inspect_json(library: &Path) -> Value {
    let output = modlink(&["inspect".as_ref(), library.as_os_str(), "--json".as_ref()]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn tirx_inspect_shows_v2_kernels_their_launch_fields_and_build_settings() {
    let fixtures = tirx_cuda_fixtures();
    for name in fixtures.names() {
        let library = fixtures.library(&name);
        let report = inspect_json(&library);
        let cuda = &report["modules"][1];
        assert_eq!(cuda["kind"], "cuda", "{name}");
        let device = &cuda["device"];
        let expected = &fixtures.fixture(&name)["kernels"];
        let kernels = device["kernels"].as_array().unwrap();
        assert_eq!(kernels.len(), expected.as_array().unwrap().len(), "{name}");
        for (kernel, want) in kernels.iter().zip(expected.as_array().unwrap()) {
            assert_eq!(kernel["name"], want["name"], "{name}");
            assert_eq!(kernel["function_info_version"], 2, "{name}");
            assert_eq!(kernel["launch_param_tags"], want["launch_param_tags"]);
            assert_eq!(kernel["cuda_launch_fields"], want["cuda_launch_fields"]);
            let attrs: serde_json::Map<String, Value> = kernel["cuda_kernel_attrs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|pair| (pair[0].as_str().unwrap().to_string(), pair[1].clone()))
                .collect();
            assert_eq!(Value::Object(attrs), want["cuda_kernel_attrs"], "{name}");
        }
        let settings: Value =
            serde_json::from_str(device["build_settings"].as_str().unwrap()).unwrap();
        assert_eq!(settings["cuda"]["arch"], fixtures.description["arch"]);
    }
    // The text names the fields, so a reader sees why the tags are empty.
    let output = modlink(&["inspect".as_ref(), fixtures.library("vadd_cfg").as_os_str()]);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("kernel vadd_cfg_kernel(handle, handle, handle, int64)  launch []  launch fields [grid.x, grid.y, grid.z, block.x, block.y, block.z]"),
        "{text}"
    );
    assert!(text.contains("max_registers_per_thread=64"), "{text}");
    assert!(text.contains("(FunctionInfo v2)"), "{text}");
    assert!(text.contains("build settings: {"), "{text}");
}

#[test]
fn tirx_extract_writes_payload_code_and_settings_byte_for_byte() {
    let fixtures = tirx_cuda_fixtures();
    let library = fixtures.library("vadd_dyn");
    let out = tempfile::tempdir().unwrap();
    let output = modlink(&[
        "extract".as_ref(),
        library.as_os_str(),
        "-o".as_ref(),
        out.path().as_os_str(),
        "--layout".as_ref(),
        "current".as_ref(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let located = modlink::inspect::locate::locate_file(&library).unwrap();
    let blob = located.blob.unwrap();
    // The re-encoded blob is TIRx's blob, byte for byte.
    assert!(std::fs::read(out.path().join("blob.bin")).unwrap() == blob[..]);
    // The payload file is the blob's payload of module 1 (after its length prefix).
    let payload = std::fs::read(out.path().join("1_cuda.bin")).unwrap();
    let position = blob
        .windows(payload.len())
        .position(|w| w == payload)
        .expect("the extracted payload lies in the blob");
    let prefix = u64::from_le_bytes(blob[position - 8..position].try_into().unwrap());
    assert_eq!(prefix as usize, payload.len());
    // The code is what TIRx's module holds; the settings are JSON for the target's arch.
    let code = std::fs::read(out.path().join("1_cuda.code")).unwrap();
    assert_eq!(
        support::sha256_hex(&code),
        fixtures.fixture("vadd_dyn")["code_sha256"]
            .as_str()
            .unwrap()
    );
    let settings: Value =
        serde_json::from_slice(&std::fs::read(out.path().join("1_cuda.settings.json")).unwrap())
            .unwrap();
    assert_eq!(settings["cuda"]["arch"], fixtures.description["arch"]);
    // The payload ends with the settings string.
    let text = std::fs::read(out.path().join("1_cuda.settings.json")).unwrap();
    assert!(payload.ends_with(&text));
    // No manifest: it cannot carry the v2 fields, and says so instead of dropping them.
    assert!(!out.path().join("manifest.json").exists());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("TIRx"), "{stderr}");
}

/// TVM 0.27's `two_dev.so` (`_lib` → [cuda, opencl]) with the cuda payload's function count
/// made huge, as a newer writer's fields would look to an old reader.
fn two_dev_with_broken_cuda(dir: &Path) -> (std::path::PathBuf, u64) {
    let library = support::fixture("two_dev.so");
    let located = modlink::inspect::locate::locate_file(&library).unwrap();
    let blob = located.blob.clone().unwrap();
    let read = modlink::blob::read_with_payload_ranges(
        &blob,
        modlink::blob::Layout::Current,
        modlink::module::relax::ConstantTags::Tvm022,
        &modlink::blob::PayloadRegistry::new(),
    )
    .unwrap();
    assert_eq!(read.tree.nodes[1].kind, "cuda");
    let payload = read.payload_ranges[1].clone().unwrap();
    let fmt_len = u64::from_le_bytes(blob[payload.start..payload.start + 8].try_into().unwrap());
    let count_at = payload.start + 8 + fmt_len as usize;
    let mut file = std::fs::read(&library).unwrap();
    let in_file = located.blob_file_offset.unwrap() as usize + count_at;
    file[in_file..in_file + 8].copy_from_slice(&u64::MAX.to_le_bytes());
    let broken = dir.join("two_dev_broken.so");
    std::fs::write(&broken, file).unwrap();
    (broken, count_at as u64)
}

#[test]
fn inspect_shows_the_tree_around_a_module_it_cannot_read() {
    let dir = tempfile::tempdir().unwrap();
    let (broken, count_at) = two_dev_with_broken_cuda(dir.path());
    let output = modlink(&["inspect".as_ref(), broken.as_os_str()]);
    let text = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{text}{stderr}");
    // The readable module is shown in full (two_dev's opencl kernel, shared/fixtures README).
    assert!(text.contains("[2] opencl"), "{text}");
    assert!(text.contains("kernel add_kernel("), "{text}");
    // The broken one is listed with the field and offset that failed.
    assert!(text.contains("[1] cuda"), "{text}");
    let expected =
        format!("UNREADABLE: blob offset {count_at}: function table count of module 1 (cuda)");
    assert!(text.contains(&expected), "{text}");
    assert!(
        stderr.contains("1 of 3 modules could not be read"),
        "{stderr}"
    );
    // The JSON says the same.
    let output = modlink(&["inspect".as_ref(), broken.as_os_str(), "--json".as_ref()]);
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert!(
        report["modules"][1]["unreadable"]
            .as_str()
            .unwrap()
            .starts_with(&format!("blob offset {count_at}:"))
    );
    assert_eq!(
        report["modules"][2]["device"]["kernels"][0]["name"],
        "add_kernel"
    );
}

/// `modlink check FILE --runtime RUNTIME`: exit code and the FAIL lines.
fn check_failures(library: &Path, runtime: &str) -> (Option<i32>, Vec<String>) {
    let output = modlink(&[
        "check".as_ref(),
        library.as_os_str(),
        "--runtime".as_ref(),
        runtime.as_ref(),
    ]);
    let text = String::from_utf8(output.stdout).unwrap();
    let failures = text
        .lines()
        .filter(|line| line.starts_with("FAIL"))
        .map(str::to_string)
        .collect();
    (output.status.code(), failures)
}

#[test]
fn check_fails_a_context_slot_the_runtime_leaves_empty_naming_the_function() {
    let fixtures = tirx_cuda_fixtures();
    // shared/spec/tirx.md: with tvm-ffi alone a `T.parallel` function's call through
    // `__TVMBackendParallelLaunch` crashes; TVM 0.27, TIRx and modlink fill the slot.
    let parallel = Path::new(fixtures.description["cpu_library"].as_str().unwrap());
    let (code, failures) = check_failures(parallel, "tvm-ffi");
    assert_eq!(code, Some(1), "{failures:?}");
    assert_eq!(
        failures,
        [
            "FAIL  context slot `__TVMBackendParallelLaunch`: tvm-ffi leaves it empty (null), so \
          the first call through it crashes: called by `vadd_parallel`"
        ]
    );
    for runtime in ["tvm-0.27", "tirx-0.1", "modlink"] {
        assert_eq!(
            check_failures(parallel, runtime),
            (Some(0), Vec::new()),
            "{runtime}"
        );
    }
    // TIRx's CUDA host code sets the device through `__TVMBackendSetDevice`, which TVM 0.27
    // does not fill; TIRx and modlink do.
    let cuda = fixtures.library("vadd_dyn");
    let (code, failures) = check_failures(&cuda, "tvm-0.27");
    assert_eq!(code, Some(1));
    assert!(
        failures.contains(
            &"FAIL  context slot `__TVMBackendSetDevice`: tvm-0.27 leaves it empty (null), so \
              the first call through it crashes: called by `vadd_dyn`"
                .to_string()
        ),
        "{failures:?}"
    );
    assert_eq!(check_failures(&cuda, "tirx-0.1"), (Some(0), Vec::new()));
    let (_, failures) = check_failures(&cuda, "modlink");
    assert!(
        failures.iter().all(|f| !f.contains("context slot")),
        "{failures:?}"
    );
}

#[test]
fn check_tirx_profile_refuses_relax_libraries_and_set_device_lookups() {
    // No relax.VMExecutable loader in TIRx's runtime (shared/spec/tirx.md).
    let relax = support::relax_fixtures_dir().join("cnn.so");
    let (code, failures) = check_failures(&relax, "tirx-0.1");
    assert_eq!(code, Some(1));
    assert!(
        failures.iter().any(|f| f.contains(
            "relax.VMExecutable: tirx-0.1 registers no `ffi.Module.load_from_bytes.relax.VMExecutable` loader"
        )),
        "{failures:?}"
    );
    // TVM 0.27's CUDA host code looks `__tvm_set_device` up, which TIRx does not register.
    let tvm_cuda = support::fixtures_dir().join("cuda/vadd.ptx.so");
    let (code, failures) = check_failures(&tvm_cuda, "tirx-0.1");
    assert_eq!(code, Some(1));
    assert!(
        failures
            .iter()
            .any(|f| f.starts_with("FAIL  global `__tvm_set_device`")),
        "{failures:?}"
    );
}

/// The same kernels TIRx compiled at build time (cubin and PTX for sm_80,
/// `support::tirx::tirx_compiled_fixtures`): inspected with their v2 records, the code's target
/// and the build settings TIRx recorded (`target_format` among them); checked per GPU (an sm_80
/// cubin does not run on sm_90, the PTX does); the PTX extracted as TIRx's module shows it.
#[test]
fn tirx_cubin_and_ptx_libraries_are_inspected_checked_and_extracted() {
    let fixtures = support::tirx::tirx_compiled_fixtures();
    let names = fixtures.names();
    assert_eq!(names.len(), 8, "{names:?}");
    for key in names {
        let fixture = fixtures.fixture(&key);
        let fmt = fixture["fmt"].as_str().unwrap();
        let library = fixtures.library(&key);
        let report = inspect_json(&library);
        let cuda = &report["modules"][1];
        assert_eq!(cuda["fmt"], fmt, "{key}");
        let device = &cuda["device"];
        assert_eq!(device["arch"], "sm_80", "{key}");
        assert_eq!(
            device["target"]["kind"],
            if fmt == "cubin" { "cubin" } else { "ptx" },
            "{key}"
        );
        let expected = fixture["kernels"].as_array().unwrap();
        let kernels = device["kernels"].as_array().unwrap();
        assert_eq!(kernels.len(), expected.len(), "{key}");
        for (kernel, want) in kernels.iter().zip(expected) {
            assert_eq!(kernel["name"], want["name"], "{key}");
            assert_eq!(kernel["function_info_version"], 2, "{key}");
            assert_eq!(
                kernel["launch_param_tags"], want["launch_param_tags"],
                "{key}"
            );
            assert_eq!(
                kernel["cuda_launch_fields"], want["cuda_launch_fields"],
                "{key}"
            );
        }
        let settings: Value =
            serde_json::from_str(device["build_settings"].as_str().unwrap()).unwrap();
        assert_eq!(settings["cuda"]["target_format"], fmt, "{key}");
        assert_eq!(settings["cuda"]["arch"], "sm_80", "{key}");

        let check = |gpu: &str| {
            let output = modlink(&[
                "check".as_ref(),
                library.as_os_str(),
                "--runtime".as_ref(),
                "modlink".as_ref(),
                "--gpu".as_ref(),
                gpu.as_ref(),
            ]);
            (
                output.status.success(),
                String::from_utf8_lossy(&output.stdout).into_owned(),
            )
        };
        let (on_sm80, text) = check("sm_80");
        assert!(on_sm80, "{key} on sm_80: {text}");
        let (on_sm90, text) = check("sm_90");
        if fmt == "cubin" {
            assert!(!on_sm90, "{key} on sm_90: {text}");
            assert!(
                text.contains(
                    "FAIL  module [1] cuda: sm_80 (cubin, ELF ABI version 7) does not run on sm_90"
                ),
                "{key}: {text}"
            );
        } else {
            assert!(on_sm90, "{key} on sm_90: {text}");
            let out = tempfile::tempdir().unwrap();
            let extracted = out.path().join("x");
            let output = modlink(&[
                "extract".as_ref(),
                library.as_os_str(),
                "-o".as_ref(),
                extracted.as_os_str(),
            ]);
            assert!(output.status.success(), "{key}");
            let code = std::fs::read(extracted.join("1_cuda.code")).unwrap();
            let tirx = std::fs::read(fixture["code"].as_str().unwrap()).unwrap();
            assert!(code == tirx, "{key}: extract's code is not TIRx's PTX");
        }
    }
}
