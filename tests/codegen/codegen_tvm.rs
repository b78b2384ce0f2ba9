//! Real Apache TVM 0.27 (tvm-ffi) loads a library of modlink kernels, runs them with correct
//! results (parallel ones on TVM's own thread pool once `import tvm` filled
//! `__TVMBackendParallelLaunch`), and argument errors reach Python as exceptions carrying the
//! kernel's message. Needs the Python venv (`MODLINK_PYTHON` or `<crate>/.venv/bin/python`).
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use support::python;

use modlink::codegen::CodegenOptions;
use std::process::Command;
use support::kernels::*;

const SCRIPT: &str = r#"
import ctypes, json, sys
import numpy as np
import tvm_ffi
path = sys.argv[1]
out = {}
rng = np.random.default_rng(0)
m = tvm_ffi.load_module(path)
a = rng.standard_normal(1000).astype("float32")
b = rng.standard_normal(1000).astype("float32")
c = np.zeros(1000, dtype="float32")
m["vadd"](tvm_ffi.from_dlpack(a), tvm_ffi.from_dlpack(b), tvm_ffi.from_dlpack(c))
out["vadd_err"] = float(np.abs(c - (a + b)).max())
try:
    m["vadd"](tvm_ffi.from_dlpack(a), tvm_ffi.from_dlpack(b[:5]), tvm_ffi.from_dlpack(c))
    out["shape_error"] = None
except Exception as e:
    out["shape_error"] = [type(e).__name__, str(e)]
try:
    m["saxpy"]("x", tvm_ffi.from_dlpack(a), tvm_ffi.from_dlpack(b), tvm_ffi.from_dlpack(c))
    out["type_error"] = None
except Exception as e:
    out["type_error"] = [type(e).__name__, str(e)]
try:
    m["vadd"](tvm_ffi.from_dlpack(a.astype("float64")), tvm_ffi.from_dlpack(b), tvm_ffi.from_dlpack(c))
    out["dtype_error"] = None
except Exception as e:
    out["dtype_error"] = [type(e).__name__, str(e)]
raw = ctypes.CDLL(path)
out["launch_before_tvm"] = ctypes.c_void_p.in_dll(raw, "__TVMBackendParallelLaunch").value
import tvm
m2 = tvm.runtime.load_module(path)
out["launch_after_tvm"] = ctypes.c_void_p.in_dll(raw, "__TVMBackendParallelLaunch").value
x = rng.standard_normal((64, 37)).astype("float32")
y = rng.standard_normal((37, 50)).astype("float32")
z = np.zeros((64, 50), dtype="float32")
m2["matmul"](tvm_ffi.from_dlpack(x), tvm_ffi.from_dlpack(y), tvm_ffi.from_dlpack(z))
out["matmul_err"] = float(np.abs(z - x @ y).max())
xs = rng.standard_normal(1001).astype("float32")
ys = rng.standard_normal(1001).astype("float32")
o = np.zeros(1001, dtype="float32")
m2["saxpy"](1.5, tvm_ffi.from_dlpack(xs), tvm_ffi.from_dlpack(ys), tvm_ffi.from_dlpack(o))
out["saxpy_err"] = float(np.abs(o - (np.float32(1.5) * xs + ys)).max())
print(json.dumps(out))
"#;

#[test]
fn tvm_loads_runs_and_reports_errors_from_modlink_kernels() {
    let python = python();
    assert!(
        python.exists(),
        "Python with apache-tvm 0.27 expected at {} (set MODLINK_PYTHON)",
        python.display()
    );
    let (dir, library) = build_library(&kernels_program(), &CodegenOptions::default());
    let script = dir.path().join("check.py");
    std::fs::write(&script, SCRIPT).unwrap();
    let output = Command::new(&python)
        .arg(&script)
        .arg(&library)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "python failed: {}\n{stdout}",
        String::from_utf8_lossy(&output.stderr)
    );
    let line = stdout.lines().last().unwrap();
    let result: serde_json::Value = serde_json::from_str(line).unwrap();
    assert!(result["vadd_err"].as_f64().unwrap() <= 1e-6, "{result}");
    assert!(result["matmul_err"].as_f64().unwrap() <= 1e-4, "{result}");
    assert!(result["saxpy_err"].as_f64().unwrap() <= 1e-5, "{result}");
    assert_eq!(result["shape_error"][0], "ValueError", "{result}");
    assert!(
        result["shape_error"][1]
            .as_str()
            .unwrap()
            .contains("kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 5, but argument 0 (`A`) dimension 0 bound `n` to 1000"),
        "{result}"
    );
    assert_eq!(result["type_error"][0], "TypeError", "{result}");
    assert!(
        result["type_error"][1]
            .as_str()
            .unwrap()
            .contains("kernel `saxpy`: argument 0 (`a`): expected a f32 scalar"),
        "{result}"
    );
    assert_eq!(result["dtype_error"][0], "TypeError", "{result}");
    assert!(
        result["dtype_error"][1].as_str().unwrap().contains(
            "expected dtype f32 (code 2, bits 32, lanes 1), got code 2, bits 64, lanes 1"
        ),
        "{result}"
    );
    // tvm_ffi alone registers no context symbols; TVM's runtime fills the launcher.
    assert!(result["launch_before_tvm"].is_null(), "{result}");
    assert!(
        result["launch_after_tvm"].as_u64().unwrap() != 0,
        "{result}"
    );
}
