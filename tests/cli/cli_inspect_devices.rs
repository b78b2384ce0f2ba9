//! `modlink inspect` lists the kernels of device modules modlink carries as opaque bytes:
//! `webgpu`, exported here by TVM 0.27 (target "webgpu"), whose kernels come from TVM's own
//! objects.
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
