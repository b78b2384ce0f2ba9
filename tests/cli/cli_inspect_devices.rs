//! `modlink inspect` lists the kernels of device modules modlink carries as opaque bytes:
//! `webgpu` and `metal`, exported here by TVM 0.27 (targets "webgpu" and "metal", which the CPU
//! wheel builds), checked against what TVM's own objects say of their kernels. (OpenCL:
//! tests/runtime/opencl_tvm.rs; Vulkan and ROCm, which the wheel cannot build:
//! tests/formats/device_kinds.rs.)
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::Value;
use std::process::Command;

/// Exports a WebGPU library with TVM 0.27 and prints what TVM's own function info says.
const WEBGPU: &str = r#"
import json, os
import tvm
from tvm.script import tirx as T

@T.prim_func
def add(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32"), C: T.Buffer((1024,), "float32")):
    for bx in T.thread_binding(16, thread="blockIdx.x"):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            C[bx * 64 + tx] = A[bx * 64 + tx] + B[bx * 64 + tx]

lib = tvm.compile(add, target=tvm.target.Target("webgpu", host="llvm"))
lib.export_library(os.path.join(os.path.dirname(__file__), "add_webgpu.so"))
(device,) = lib.mod.imports
info = json.loads(device.inspect_source("func_info"))
print(json.dumps({"kind": device.kind, "func_info": info}))
"#;

#[test]
fn inspect_lists_the_kernels_of_a_tvm_webgpu_module() {
    let dir = tempfile::tempdir().unwrap();
    let tvm = support::run_python_json(WEBGPU, dir.path());
    assert_eq!(tvm["kind"], "webgpu");
    let output = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("inspect")
        .arg(dir.path().join("add_webgpu.so"))
        .arg("--json")
        .output()
        .unwrap();
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let module = &report["modules"][1];
    assert_eq!(module["kind"], "webgpu");
    // TVM stores no fmt for WebGPU: WGSL is the only one it writes.
    assert_eq!(module["fmt"], "wgsl");
    let info = tvm["func_info"].as_object().unwrap();
    let kernels = module["device"]["kernels"].as_array().unwrap();
    assert_eq!(kernels.len(), info.len());
    for kernel in kernels {
        let name = kernel["name"].as_str().unwrap();
        let expected = &info[name];
        assert_eq!(
            kernel["launch_param_tags"], expected["launch_param_tags"],
            "{name}"
        );
        assert_eq!(kernel["arg_types"], expected["arg_types"], "{name}");
        assert_eq!(
            kernel["arg_extra_tags"], expected["arg_extra_tags"],
            "{name}"
        );
    }
}

/// Exports a Metal library with TVM 0.27 (the CPU wheel writes Metal source, one per kernel)
/// and prints the kernel names TVM's own source gives (`// Function: NAME` headers).
const METAL: &str = r#"
import json, os, re
import tvm
from tvm.script import tirx as T

@T.prim_func
def add(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32"), C: T.Buffer((1024,), "float32")):
    for bx in T.thread_binding(16, thread="blockIdx.x"):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            C[bx * 64 + tx] = A[bx * 64 + tx] + B[bx * 64 + tx]

lib = tvm.compile(add, target=tvm.target.Target("metal", host="llvm"))
lib.export_library(os.path.join(os.path.dirname(__file__), "add_metal.so"))
(device,) = lib.mod.imports
source = device.inspect_source("metal")
print(json.dumps({"kind": device.kind, "kernels": re.findall(r"// Function: (\w+)", source)}))
"#;

#[test]
fn inspect_lists_the_kernels_of_a_tvm_metal_module() {
    let dir = tempfile::tempdir().unwrap();
    let tvm = support::run_python_json(METAL, dir.path());
    assert_eq!(tvm["kind"], "metal");
    assert_eq!(tvm["kernels"], serde_json::json!(["add_kernel"]));
    let output = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("inspect")
        .arg(dir.path().join("add_metal.so"))
        .arg("--json")
        .output()
        .unwrap();
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let module = &report["modules"][1];
    assert_eq!(module["kind"], "metal");
    assert_eq!(module["fmt"], "metal");
    let kernels = module["device"]["kernels"].as_array().unwrap();
    let names: Vec<&str> = kernels
        .iter()
        .map(|k| k["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["add_kernel"]);
    // The schedule above binds blockIdx.x then threadIdx.x over three float buffers.
    assert_eq!(
        kernels[0]["launch_param_tags"],
        serde_json::json!(["blockIdx.x", "threadIdx.x"])
    );
    assert_eq!(
        kernels[0]["arg_types"],
        serde_json::json!(["handle", "handle", "handle"])
    );
}
