//! modlink's CUDA libraries in the two runtimes a user may load them with, each with stub CUDA
//! libraries that record what reaches the driver (no GPU here): TVM 0.27's runtime, which
//! registers the `__tvm_set_device` global and leaves the `__TVMBackendSetDevice` slot empty,
//! and TIRx's (apache-tvm-tirx 0.1.0a4), which fills the slot and registers no such global
//! (shared/spec/tirx.md). In both, a call with tensors on `cuda:0` sets the device, loads the
//! `cuda` module and launches the kernel with the grid and block its launch tags give.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// Loads the library (`sys.argv[3]`) with tvm-ffi in the runtime the stubs were made for, reads
/// its `__TVMBackendSetDevice` slot, and calls `vadd` on three float32 vectors of 1000 that
/// DLPack places on cuda:0 (host memory: the stub driver dereferences nothing).
const CALL_VADD: &str = r#"
import json
import numpy as np
import tvm_ffi

class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]

class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]

class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]

class DLManagedTensor(ctypes.Structure):
    pass

DELETER = ctypes.CFUNCTYPE(None, ctypes.POINTER(DLManagedTensor))
DLManagedTensor._fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p),
                            ("deleter", DELETER)]
NO_DELETE = DELETER(lambda _: None)
capsule_new = ctypes.pythonapi.PyCapsule_New
capsule_new.restype = ctypes.py_object
capsule_new.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
alive = []

class OnCuda:
    def __init__(self, n):
        self.host = np.zeros(n, "float32")
        self.shape = (ctypes.c_int64 * 1)(n)

    def __dlpack_device__(self):
        return (2, 0)

    def __dlpack__(self, **kwargs):
        managed = DLManagedTensor(DLTensor(self.host.ctypes.data, DLDevice(2, 0), 1,
                                           DLDataType(2, 32, 1), self.shape, None, 0),
                                  None, NO_DELETE)
        alive.append((self, managed))
        return capsule_new(ctypes.addressof(managed), b"dltensor", None)

path = sys.argv[3]
lib = tvm_ffi.load_module(path)
slot = ctypes.c_void_p.in_dll(ctypes.CDLL(path), "__TVMBackendSetDevice").value
out = {"slot_filled": slot is not None}
try:
    lib["vadd"](*[tvm_ffi.from_dlpack(OnCuda(1000)) for _ in range(3)])
    out["call"] = "ok"
except Exception as e:
    out["call"] = f"{type(e).__name__}: {e}"
print(json.dumps(out))
sys.stdout.flush()
# The stub driver cannot tear a CUDA runtime down cleanly.
os._exit(0)
"#;

fn build_vadd(dir: &Path) -> std::path::PathBuf {
    let out = dir.join("vadd.so");
    let output = Command::new(support::modlink_bin())
        .arg("build")
        .arg(Path::new(support::MANIFEST_DIR).join("examples/gpu/vadd.kir"))
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    out
}

/// What the driver sees when `package`'s runtime calls modlink's vadd on 1000 elements.
fn calls_in(package: &str) -> (Value, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let library = build_vadd(dir.path());
    let (stdout, calls) = support::cuda::run_python_with_recording_cuda_stubs(
        package,
        CALL_VADD,
        dir.path(),
        &[library.as_os_str()],
    );
    let report: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    (report, calls)
}

/// examples/gpu/vadd.kir: 256 threads a block, (n + 255) / 256 = 4 blocks for n = 1000.
const LAUNCHED: [&str; 4] = [
    "cudaSetDevice(0)",
    "cuModuleLoadData",
    "cuModuleGetFunction(vadd)",
    "cuLaunchKernelEx grid=(4,1,1) block=(256,1,1) shmem=0",
];

#[test]
fn tvm_027_sets_the_device_through_its_global_and_launches() {
    let (report, calls) = calls_in("tvm");
    assert_eq!(report["slot_filled"], false, "{report}");
    assert_eq!(report["call"], "ok", "{report}");
    assert_eq!(calls, LAUNCHED, "{report}");
}

#[test]
fn tirx_sets_the_device_through_its_slot_and_launches() {
    let (report, calls) = calls_in("tvm_tirx");
    assert_eq!(report["slot_filled"], true, "{report}");
    assert_eq!(report["call"], "ok", "{report}");
    assert_eq!(calls, LAUNCHED, "{report}");
}

#[test]
fn check_judges_the_device_setter_as_each_runtime_provides_it() {
    let dir = tempfile::tempdir().unwrap();
    let library = build_vadd(dir.path());
    let check = |runtime: &str| {
        let output = Command::new(support::modlink_bin())
            .arg("check")
            .arg(&library)
            .args(["--runtime", runtime])
            .output()
            .unwrap();
        (
            output.status.success(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
        )
    };
    // TVM 0.27: the slot stays empty and the host code tests it (pip's CPU-only TVM fails the
    // library for its `cuda` module, which is another matter).
    let (_, text) = check("tvm-0.27");
    assert!(
        text.contains(
            "note  context slot `__TVMBackendSetDevice`: tvm-0.27 leaves it empty (null); its \
             callers test it for null and go on without it"
        ),
        "{text}"
    );
    assert!(
        !text
            .lines()
            .any(|line| line.starts_with("FAIL") && line.contains("SetDevice")),
        "{text}"
    );
    // TIRx: fills the slot, so the global it does not register is never looked up.
    let (loads, text) = check("tirx-0.1");
    assert!(loads, "{text}");
    assert!(
        text.contains(
            "note  global `__tvm_set_device`: the host code looks it up only when the \
             `__TVMBackendSetDevice` slot is empty; tirx-0.1 fills the slot"
        ),
        "{text}"
    );
    // TIRx's CUDA loader needs CUDA 13's runtime beside the driver (shared/spec/tirx.md).
    assert!(
        text.contains(
            "note  module [1] cuda: tirx-0.1's CUDA loader (libtvm_runtime_cuda.so) loads only \
             where libcuda.so.1 (an NVIDIA driver) and libcudart.so.13"
        ),
        "{text}"
    );
}
