//! CUDA libraries apache-tvm-tirx 0.1.0a4 builds (tests/support/tirx_cuda_fixtures.py: fmt
//! `cuda` source, FunctionInfo v2, build settings `sm_80` with `--use_fast_math`) run through
//! modlink's runtime on the recording backend (an sm_90 device): TIRx's host code sets the
//! device through the `__TVMBackendSetDevice` slot, which lands on the backend the library was
//! opened with; the source is compiled by the real NVRTC from PyPI for the architecture and
//! options of the build settings; each launch has the grid, block and arguments the kernels
//! were declared with in the script (fixed, dynamic, 2-D, and a `LaunchConfig`). The same
//! kernels TIRx compiled at build time to cubin and PTX load verbatim and launch alike.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::runtime::device::nvrtc::{Nvrtc, NvrtcCompiler};
use modlink::runtime::device::{KernelArg, RecordedLaunch, RecordingBackend};
use modlink::runtime::{Arg, Device, DeviceCall, Library, OpenOptions, Tensor};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use support::tirx::{tirx_compiled_fixtures, tirx_cuda_fixtures};

fn nvidia_package(module: &str) -> PathBuf {
    let dir = tempfile::tempdir().unwrap();
    let script = format!("import nvidia.{module} as m; print(list(m.__path__)[0])");
    PathBuf::from(support::run_python(&script, dir.path(), &[]).trim())
}

/// A private copy of fixture `name` (an image loaded in this process keeps the backend it was
/// first opened with) opened on `backend` with the venv's NVRTC and CCCL headers.
fn open(name: &str, backend: &Arc<RecordingBackend>, dir: &Path) -> Library {
    let copy = dir.join(format!("{name}.so"));
    std::fs::copy(tirx_cuda_fixtures().library(name), &copy).unwrap();
    let nvrtc = Nvrtc::open_path(&nvidia_package("cuda_nvrtc").join("lib/libnvrtc.so.12")).unwrap();
    let compiler = NvrtcCompiler::new(nvrtc, vec![nvidia_package("cuda_cccl").join("include")]);
    let options = OpenOptions::new()
        .device_backend(backend.clone())
        .cuda_source_compiler(Arc::new(compiler));
    Library::open_with(&copy, &options).unwrap()
}

/// Calls fixture `name` with three float32 tensors of `shape` on the backend's device 0.
fn launch(name: &str, shape: &[i64]) -> (Arc<RecordingBackend>, RecordedLaunch) {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open(name, &backend, dir.path());
    call(&library, name, shape, &backend)
}

/// Calls `function` of `library` with three float32 tensors of `shape` on device 0; the one
/// launch it made.
fn call(
    library: &Library,
    name: &str,
    shape: &[i64],
    backend: &Arc<RecordingBackend>,
) -> (Arc<RecordingBackend>, RecordedLaunch) {
    let count = shape.iter().product::<i64>() as usize;
    let mut tensors: Vec<Tensor> = (0..3)
        .map(|_| Tensor::from_slice(shape, &vec![1.0f32; count]).unwrap())
        .collect();
    let mut args: Vec<Arg<'_>> = tensors.iter_mut().map(Arg::Tensor).collect();
    let function = library.get_function(name).unwrap();
    let mut call = DeviceCall::upload(library.device_backend(), Device::Cuda(0), &args).unwrap();
    call.call(&function, &mut args).unwrap();
    let launches = backend.launches();
    assert_eq!(launches.len(), 1, "{name}: {launches:?}");
    let launched = launches[0].clone();
    (backend.clone(), launched)
}

/// grid, block of each kernel as tests/support/tirx_cuda_fixtures.py declares it.
type Case<'a> = (&'a str, &'a [i64], [u32; 3], [u32; 3]);
const CASES: [Case<'static>; 5] = [
    ("vadd_dyn", &[1000], [4, 1, 1], [256, 1, 1]),
    ("vadd_dyn", &[1], [1, 1, 1], [256, 1, 1]),
    ("vadd_fixed", &[1024], [8, 1, 1], [128, 1, 1]),
    ("madd_2d", &[64, 64], [4, 4, 1], [16, 16, 1]),
    ("vadd_cfg", &[1000], [4, 1, 1], [256, 1, 1]),
];

#[test]
fn tirx_source_compiles_for_its_build_settings_and_launches_as_declared() {
    for (name, shape, grid, block) in CASES {
        let (backend, launched) = launch(name, shape);
        assert_eq!(launched.kernel, format!("{name}_kernel"));
        assert_eq!(launched.config.grid, grid, "{name} {shape:?}");
        assert_eq!(launched.config.block, block, "{name} {shape:?}");
        // The slot made device 0 of this backend current.
        assert_eq!(backend.current_devices(), [0], "{name}");
        // Buffers, then the symbolic n (int64) for the dynamic kernels.
        let dynamic = name == "vadd_dyn" || name == "vadd_cfg";
        assert_eq!(launched.args.len(), if dynamic { 4 } else { 3 }, "{name}");
        if dynamic {
            assert_eq!(launched.args[3], KernelArg::InPlace(shape[0].to_le_bytes()));
        }
        // PTX for the settings' sm_80 on this sm_90 device, with their --use_fast_math
        // (flush-to-zero adds).
        let modules = backend.modules();
        assert_eq!(modules.len(), 1, "{name}");
        let ptx = String::from_utf8_lossy(&modules[0].image);
        assert!(ptx.contains(".target sm_80"), "{name}: {ptx}");
        assert!(ptx.contains("add.ftz.f32"), "{name}: {ptx}");
        assert!(
            ptx.contains(&format!(".entry {name}_kernel(")),
            "{name}: {ptx}"
        );
    }
}

#[test]
fn a_device_older_than_the_settings_is_refused_naming_both() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::with_compute_capability(7, 5));
    let library = open("vadd_fixed", &backend, dir.path());
    let mut tensors: Vec<Tensor> = (0..3)
        .map(|_| Tensor::from_slice(&[1024], &[0.0f32; 1024]).unwrap())
        .collect();
    let mut args: Vec<Arg<'_>> = tensors.iter_mut().map(Arg::Tensor).collect();
    let function = library.get_function("vadd_fixed").unwrap();
    let mut call = DeviceCall::upload(library.device_backend(), Device::Cuda(0), &args).unwrap();
    let error = call.call(&function, &mut args).unwrap_err().to_string();
    assert!(
        error.contains(
            "compiling the CUDA source for device 0 (sm_75): the library's build settings ask \
             for sm_80, which does not run on a device of compute capability 7.5 (sm_75)"
        ),
        "{error}"
    );
    assert!(backend.launches().is_empty());
    assert!(backend.modules().is_empty());
}

/// `e_machine` of a CUDA ELF image.
const EM_CUDA: u16 = 190;

#[test]
fn tirx_cubin_and_ptx_load_verbatim_and_launch_as_declared() {
    let fixtures = tirx_compiled_fixtures();
    for (name, shape, grid, block) in CASES {
        for fmt in ["cubin", "ptx"] {
            let key = format!("{name}.{fmt}");
            let fixture = fixtures.fixture(&key);
            let dir = tempfile::tempdir().unwrap();
            let copy = dir.path().join(format!("{key}.so"));
            std::fs::copy(fixture["library"].as_str().unwrap(), &copy).unwrap();
            // An sm_80 device: TIRx's sm_80 cubin runs there (not on sm_90).
            let backend = Arc::new(RecordingBackend::with_compute_capability(8, 0));
            let options = OpenOptions::new().device_backend(backend.clone());
            let library = Library::open_with(&copy, &options).unwrap();
            let (backend, launched) = call(&library, name, shape, &backend);
            assert_eq!(launched.kernel, format!("{name}_kernel"), "{key}");
            assert_eq!(launched.config.grid, grid, "{key} {shape:?}");
            assert_eq!(launched.config.block, block, "{key} {shape:?}");
            assert_eq!(backend.current_devices(), [0], "{key}");
            let modules = backend.modules();
            assert_eq!(modules.len(), 1, "{key}");
            assert_eq!(modules[0].fmt, fmt, "{key}");
            let image = &modules[0].image;
            if fmt == "ptx" {
                // The PTX TIRx's module shows (NUL-ended), handed to the driver as it is.
                let code = std::fs::read(fixture["code"].as_str().unwrap()).unwrap();
                assert!(*image == code, "{key}: the image is not TIRx's PTX");
                assert_eq!(code.last(), Some(&0), "{key}");
                assert!(String::from_utf8_lossy(&code).contains(".target sm_80"));
            } else {
                assert_eq!(image[..4], *b"\x7fELF", "{key}");
                assert_eq!(u16::from_le_bytes([image[18], image[19]]), EM_CUDA, "{key}");
            }
        }
    }
}

/// The source fixture `name` with `from` replaced by `to` (same length) in its build settings.
fn patched_settings(name: &str, from: &str, to: &str, dir: &Path) -> PathBuf {
    assert_eq!(from.len(), to.len());
    let bytes = std::fs::read(tirx_cuda_fixtures().library(name)).unwrap();
    let at = bytes
        .windows(from.len())
        .position(|window| window == from.as_bytes())
        .unwrap();
    let mut patched = bytes.clone();
    patched[at..at + to.len()].copy_from_slice(to.as_bytes());
    let path = dir.join(format!("{name}_patched.so"));
    std::fs::write(&path, patched).unwrap();
    path
}

#[test]
fn malformed_build_settings_open_and_fail_at_the_first_launch_naming_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let path = patched_settings(
        "vadd_fixed",
        r#""arch":"sm_80""#,
        r#""arch":"xx_80""#,
        dir.path(),
    );
    let backend = Arc::new(RecordingBackend::new());
    // Opens and lists its kernels (as without NVRTC); the settings are read at the first launch.
    let options = OpenOptions::new().device_backend(backend.clone());
    let library = Library::open_with(&path, &options).unwrap();
    let mut tensors: Vec<Tensor> = (0..3)
        .map(|_| Tensor::from_slice(&[1024], &[0.0f32; 1024]).unwrap())
        .collect();
    let mut args: Vec<Arg<'_>> = tensors.iter_mut().map(Arg::Tensor).collect();
    let function = library.get_function("vadd_fixed").unwrap();
    let mut call = DeviceCall::upload(library.device_backend(), Device::Cuda(0), &args).unwrap();
    let error = call.call(&function, &mut args).unwrap_err().to_string();
    assert!(
        error.contains(
            "compiling the CUDA source for device 0 (sm_90): build settings field `cuda.arch`: \
             `xx_80` is not sm_<version>[a|f]"
        ),
        "{error}"
    );
    assert!(backend.modules().is_empty());
    // check says so before anything runs.
    let output = std::process::Command::new(support::modlink_bin())
        .arg("check")
        .arg(&path)
        .args(["--runtime", "modlink"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(!output.status.success(), "{text}");
    assert!(
        text.contains(
            "FAIL  module [1] cuda: modlink cannot compile it: build settings field `cuda.arch`: \
             `xx_80` is not sm_<version>[a|f]"
        ),
        "{text}"
    );
}

#[test]
fn check_judges_tirx_source_by_its_settings_architecture() {
    let library = tirx_cuda_fixtures().library("vadd_dyn");
    let check = |gpu: &str| {
        let output = std::process::Command::new(support::modlink_bin())
            .arg("check")
            .arg(&library)
            .args(["--runtime", "modlink", "--gpu", gpu])
            .output()
            .unwrap();
        (
            output.status.success(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
        )
    };
    let (runs, text) = check("sm_90");
    assert!(runs, "{text}");
    assert!(
        text.contains("compiled by NVRTC for the build settings' architecture"),
        "{text}"
    );
    let (runs, text) = check("sm_75");
    assert!(!runs, "{text}");
    assert!(
        text.contains(
            "FAIL  module [1] cuda: modlink cannot run it on sm_75: the library's build settings \
             ask for sm_80, which does not run on a device of compute capability 7.5 (sm_75)"
        ),
        "{text}"
    );
}
