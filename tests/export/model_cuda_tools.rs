//! A model built for CUDA (`compile_model_cuda`: the demo MLP) with the real tools: TVM 0.27,
//! with stub CUDA libraries preloaded as the fixtures' `gen.py` does
//! (`support::cuda::run_python_with_cuda_stubs`), loads the library as a `relax.VMExecutable` importing `_lib`
//! importing `cuda`, whose executable lists `main` with its kernel calls and whose `cuda` module
//! holds the three kernels and the build's PTX; the venv's ptxas accepts the model's PTX for
//! sm_80 and sm_90.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cuda::{libdevice, ptxas, run_python_with_cuda_stubs};

use modlink::codegen::CodegenOptions;
use modlink::codegen::nvptx::{GpuArch, NvptxOptions};
use modlink::model::ModelSpec;
use modlink::model::export::{Executor, ModelBuild, compile_model_cuda, export_model};
use modlink::target::TargetSpec;
use serde_json::Value;

fn demo_for(gpu: &str) -> ModelBuild {
    let options = NvptxOptions {
        gpu: GpuArch::parse(gpu).unwrap(),
        libdevice: Some(libdevice()),
        keep_llvm_ir: false,
    };
    compile_model_cuda(
        &ModelSpec::demo_mlp(),
        &TargetSpec::host().unwrap(),
        &CodegenOptions::default(),
        &options,
        Executor::Relax,
    )
    .unwrap()
}

/// After the stub CUDA libraries: load the model library (`sys.argv[2]`) and report its tree,
/// its executable's text and its `cuda` module.
const MODEL_SCRIPT: &str = r#"
import json, sys
library = sys.argv[2]
import tvm, tvm_ffi
out = {"cuda_runtime": tvm_ffi.get_global_func("ffi.Module.load_from_bytes.cuda",
                                               allow_missing=True) is not None}
ex = tvm.runtime.load_module(library)
out["kind"] = ex.kind
out["imports"] = [m.kind for m in ex.imports]
lib = ex.imports[0]
out["lib_imports"] = [m.kind for m in lib.imports]
cuda = lib.imports[0]
out["kernels"] = {name: cuda.implements_function(name)
                  for name in ["dense0", "dense1", "softmax2", "nope"]}
out["source"] = cuda.inspect_source("ptx")
out["text"] = ex["as_text"]()
print(json.dumps(out))
"#;

#[test]
fn tvm_loads_the_cuda_model_library_and_lists_main() {
    let dir = tempfile::tempdir().unwrap();
    let build = demo_for("sm_80");
    let library = dir.path().join("mlp_cuda.so");
    export_model(
        &build,
        &library,
        &modlink::export::ExportOptions::new(TargetSpec::host().unwrap()),
    )
    .unwrap();
    let stdout = run_python_with_cuda_stubs(MODEL_SCRIPT, dir.path(), &[library.as_os_str()]);
    let report: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(report["cuda_runtime"], true, "{report}");
    assert_eq!(report["kind"], "relax.VMExecutable", "{report}");
    assert_eq!(
        report["imports"],
        serde_json::json!(["library"]),
        "{report}"
    );
    assert_eq!(
        report["lib_imports"],
        serde_json::json!(["cuda"]),
        "{report}"
    );
    assert_eq!(
        report["kernels"],
        serde_json::json!({"dense0": true, "dense1": true, "softmax2": true, "nope": false})
    );
    let ptx = build.device.as_ref().unwrap().kernels.ptx().unwrap();
    assert_eq!(report["source"], format!("{ptx}\0"));
    let text = report["text"].as_str().unwrap();
    assert!(text.starts_with("@main:"), "{text}");
    for call in [
        "call  vm.builtin.alloc_storage in: %vm, c[",
        "call  dense0           in: %0, c[",
        "call  dense1           in: ",
        "call  softmax2         in: ",
    ] {
        assert!(text.contains(call), "`{call}` missing from\n{text}");
    }
    // Every storage on device index 0: devices[0] is the GPU in a VM made for CUDA.
    for line in text.lines().filter(|l| l.contains("alloc_storage in:")) {
        assert!(line.contains(", i0, "), "{line}");
    }
}

#[test]
fn ptxas_accepts_the_models_ptx_for_sm_80_and_sm_90() {
    let dir = tempfile::tempdir().unwrap();
    for gpu in ["sm_80", "sm_90"] {
        let build = demo_for(gpu);
        let device = build.device.as_ref().unwrap();
        assert!(
            device
                .kernels
                .ptx()
                .unwrap()
                .contains(&format!(".target {gpu}")),
            "{gpu}"
        );
        let source = dir.path().join(format!("mlp_{gpu}.ptx"));
        std::fs::write(&source, device.kernels.ptx().unwrap()).unwrap();
        let output = std::process::Command::new(ptxas())
            .args(["--gpu-name", gpu, "-o"])
            .arg(dir.path().join(format!("mlp_{gpu}.cubin")))
            .arg(&source)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{gpu}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}
