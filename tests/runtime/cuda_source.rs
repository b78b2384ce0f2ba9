//! fmt `cuda` modules (CUDA C++ source, what TVM 0.27 writes when it compiles for CUDA without
//! the CUDA runtime at hand) run through NVRTC: the real NVRTC from PyPI (ci/setup.sh installs
//! it with the CCCL headers) compiles TVM's own source to PTX for the device's compute
//! capability, the real `ptxas` accepts that PTX, and the launch goes to the recording backend
//! with the grid and block TVM's launch tags give. No GPU is involved: nothing here runs a kernel.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::runtime::device::nvrtc::{Nvrtc, NvrtcCompiler};
use modlink::runtime::device::{DeviceBackend, KernelArg, RecordingBackend};
use modlink::runtime::{Arg, Device, DeviceCall, Library, OpenOptions, Tensor};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// TVM compiles `C = A * 2 + B` over a symbolic `n` for CUDA (128 threads a block); with no
/// CUDA runtime in the venv its `cuda` module keeps the source (fmt `cuda`).
const MAKE_LIBRARY: &str = r#"
import sys, tvm
from tvm import te, s_tir
n = te.var("n", "int64")
A = te.placeholder((n,), "float32", name="A")
B = te.placeholder((n,), "float32", name="B")
C = te.compute((n,), lambda i: A[i] * 2.0 + B[i], name="C")
sch = s_tir.Schedule(te.create_prim_func([A, B, C]))
(i,) = sch.get_loops(sch.get_sblock("C"))
bx, tx = sch.split(i, [None, 128])
sch.bind(bx, "blockIdx.x")
sch.bind(tx, "threadIdx.x")
f = sch.mod["main"].with_attr("global_symbol", "axpb")
target = tvm.target.Target({"kind": "cuda", "arch": "sm_90"}, host="llvm")
with target:
    lib = tvm.compile(tvm.IRModule({"axpb": f}), target=target)
assert lib.mod.imports[0].kind == "cuda"
lib.export_library(sys.argv[1])
"#;

/// Where the pip package `module` (under `nvidia`) lives in the venv.
fn nvidia_package(module: &str) -> PathBuf {
    let dir = tempfile::tempdir().unwrap();
    let script = format!("import nvidia.{module} as m; print(list(m.__path__)[0])");
    PathBuf::from(support::run_python(&script, dir.path(), &[]).trim())
}

/// The fmt `cuda` library, built once per test process.
fn source_library() -> &'static Path {
    static BUILT: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, path) = BUILT.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("axpb_source.so");
        support::run_python(MAKE_LIBRARY, dir.path(), &[path.as_os_str()]);
        (dir, path)
    });
    path
}

fn nvrtc() -> Nvrtc {
    Nvrtc::open_path(&nvidia_package("cuda_nvrtc").join("lib/libnvrtc.so.12")).unwrap()
}

fn cccl_include() -> PathBuf {
    nvidia_package("cuda_cccl").join("include")
}

/// Opens a private copy (an image loaded in this process keeps the backend it was first
/// opened with) on `backend`, compiling with NVRTC and `include_dirs`.
fn open(backend: &Arc<RecordingBackend>, include_dirs: Vec<PathBuf>, dir: &Path) -> Library {
    let copy = dir.join("axpb.so");
    std::fs::copy(source_library(), &copy).unwrap();
    let options = OpenOptions::new()
        .device_backend(backend.clone())
        .cuda_source_compiler(Arc::new(NvrtcCompiler::new(nvrtc(), include_dirs)));
    Library::open_with(&copy, &options).unwrap()
}

/// Runs `axpb` on `n` elements on the recording backend's device 0.
fn call_axpb(library: &Library, n: usize) -> Result<(), String> {
    let function = library.get_function("axpb").unwrap();
    let mut a = Tensor::from_slice(&[n as i64], &vec![1.0f32; n]).unwrap();
    let mut b = Tensor::from_slice(&[n as i64], &vec![2.0f32; n]).unwrap();
    let mut c = Tensor::from_slice(&[n as i64], &vec![0.0f32; n]).unwrap();
    let mut args = vec![
        Arg::Tensor(&mut a),
        Arg::Tensor(&mut b),
        Arg::Tensor(&mut c),
    ];
    let mut call = DeviceCall::upload(library.device_backend(), Device::Cuda(0), &args)
        .map_err(|e| e.to_string())?;
    call.call(&function, &mut args).map_err(|e| e.to_string())?;
    Ok(())
}

/// Runs the real ptxas on `ptx` for `arch`; its stderr when it refuses.
fn ptxas(ptx: &[u8], arch: &str, dir: &Path) -> Result<(), String> {
    let text = ptx.strip_suffix(&[0]).unwrap_or(ptx);
    let file = dir.join(format!("module_{arch}.ptx"));
    std::fs::write(&file, text).unwrap();
    let out = std::process::Command::new(nvidia_package("cuda_nvcc").join("bin/ptxas"))
        .arg(format!("-arch={arch}"))
        .arg(&file)
        .arg("-o")
        .arg(dir.join(format!("module_{arch}.cubin")))
        .output()
        .unwrap();
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn tvm_cuda_source_compiles_with_nvrtc_for_the_device_and_launches_as_tagged() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open(&backend, vec![cccl_include()], dir.path());
    for n in [1000usize, 128, 1] {
        call_axpb(&library, n).unwrap();
    }
    // One compilation and one image for device 0 (compute capability 9.0), NUL-ended PTX for
    // sm_90 with the kernel as an entry, which the real ptxas accepts.
    let modules = backend.modules();
    assert_eq!(modules.len(), 1, "compiled and loaded once");
    assert_eq!(modules[0].fmt, "ptx");
    let ptx = &modules[0].image;
    assert_eq!(ptx.last(), Some(&0), "PTX goes to the driver as a C string");
    let text = String::from_utf8_lossy(ptx);
    assert!(text.contains(".target sm_90"), "{text}");
    assert!(text.contains(".entry axpb_kernel("), "{text}");
    ptxas(ptx, "sm_90", dir.path()).unwrap();
    // Launches: blockIdx.x = ceil(n / 128) (TVM's split), threadIdx.x = 128, then n as i64.
    let launches = backend.launches();
    let grids: Vec<[u32; 3]> = launches.iter().map(|l| l.config.grid).collect();
    assert_eq!(grids, [[8, 1, 1], [1, 1, 1], [1, 1, 1]]);
    for (launch, n) in launches.iter().zip([1000i64, 128, 1]) {
        assert_eq!(launch.kernel, "axpb_kernel");
        assert_eq!(launch.config.block, [128, 1, 1]);
        assert_eq!(launch.args[3], KernelArg::InPlace(n.to_le_bytes()));
    }
}

#[test]
fn the_source_is_compiled_for_each_devices_compute_capability() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::with_compute_capability(8, 0));
    assert_eq!(backend.compute_capability(0).unwrap(), (8, 0));
    let library = open(&backend, vec![cccl_include()], dir.path());
    call_axpb(&library, 300).unwrap();
    let modules = backend.modules();
    assert_eq!(modules.len(), 1);
    let text = String::from_utf8_lossy(&modules[0].image);
    assert!(text.contains(".target sm_80"), "{text}");
    ptxas(&modules[0].image, "sm_80", dir.path()).unwrap();
}

#[test]
fn a_failed_compilation_names_the_kernel_and_carries_nvrtcs_log() {
    // Without the CCCL headers TVM's source cannot include <cuda/std/cstdint>.
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open(&backend, Vec::new(), dir.path());
    let error = call_axpb(&library, 16).unwrap_err();
    assert!(error.contains("axpb_kernel"), "{error}");
    assert!(error.contains("compute_90"), "{error}");
    assert!(error.contains("cuda/std/cstdint"), "{error}");
    assert!(backend.launches().is_empty());
    assert!(backend.modules().is_empty());
}

#[test]
fn a_missing_nvrtc_says_how_to_provide_it() {
    let error = Nvrtc::open_path(Path::new("/nonexistent/libnvrtc.so.12"))
        .err()
        .unwrap();
    assert!(error.contains("/nonexistent/libnvrtc.so.12"), "{error}");
    assert!(error.contains("MODLINK_NVRTC"), "{error}");
    assert!(error.contains("nvidia-cuda-nvrtc-cu12"), "{error}");
}

#[test]
fn nvrtc_reports_its_version() {
    let (major, minor) = nvrtc().version().unwrap();
    // The version ci/setup.sh pins.
    assert_eq!((major, minor), (12, 9));
}
