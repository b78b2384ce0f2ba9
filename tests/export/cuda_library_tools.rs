//! CUDA libraries written by modlink, with the real tools: TVM 0.27 (stub CUDA libraries
//! preloaded, as the fixtures' `gen.py` does) loads a library holding PTX and one holding a
//! cubin, finds the `cuda` import and its kernels, serializes it back with modlink's function
//! infos and code, and raises the wrapper's own error for CPU tensors; the venv's ptxas accepts
//! the packed PTX, assembles the cubin of a cubin library (which launches as the PTX one does),
//! is found from the environment, and its failure is reported. The kernels and PTX are those of
//! [`crate::cuda_library`].
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cuda_library::{PTX, device_kernels, export, on_device, only_launch};
use crate::support;

use modlink::codegen::CodegenOptions;
use modlink::export::{CudaCode, DeviceKernels, ExportOptions, export_cuda_library};
use modlink::ir::Program;
use modlink::module::{DLDataType, DeviceCode, FunctionInfo, Payload};
use modlink::runtime::device::RecordingBackend;
use modlink::runtime::{Arg, DeviceTensor, Library, OpenOptions};
use modlink::target::TargetSpec;
use serde_json::Value;
use std::sync::Arc;

/// Loads the library (`sys.argv[2]`) in TVM with the stub CUDA libraries preloaded
/// ([`support::cuda::run_python_with_cuda_stubs`]) and reports.
const TVM_SCRIPT: &str = r#"
import json
library = sys.argv[2]
import numpy as np
import tvm, tvm_ffi
out = {"cuda_runtime": tvm_ffi.get_global_func("ffi.Module.load_from_bytes.cuda",
                                               allow_missing=True) is not None}
lib = tvm.runtime.load_module(library)
cuda = lib.imports[0]
out["kind"] = cuda.kind
out["imports"] = [m.kind for m in lib.imports]
out["source"] = cuda.inspect_source("ptx")
# TVM writes the `cuda` module it made from modlink's payload back (its SaveToBytes, in a blob
# of which it is the root: the loaded `_lib` itself cannot be serialized).
pack = tvm_ffi.get_global_func("runtime.ModulePackImportsToTensor")
with open(os.path.join(work, "repacked.bin"), "wb") as f:
    f.write(pack(cuda).numpy().tobytes())
out["kernels"] = {name: cuda.implements_function(name) for name in ["vadd", "scaled_rowsum", "nope"]}
out["host"] = {name: lib.implements_function(name) for name in ["vadd", "scaled_rowsum"]}
a, b, c = (tvm_ffi.from_dlpack(np.zeros(16, "float32")) for _ in range(3))
try:
    lib["vadd"](a, b, c)
    out["cpu_call"] = None
except Exception as e:
    out["cpu_call"] = [type(e).__name__, str(e)]
print(json.dumps(out))
"#;

#[test]
fn tvm_loads_the_library_with_modlinks_function_infos() {
    for code in [
        CudaCode::Ptx,
        CudaCode::Cubin {
            ptxas: ptxas(),
            gpu: "sm_90".to_string(),
        },
    ] {
        tvm_loads(code);
    }
}

/// TVM loads the library of [`device_kernels`] holding `code`.
fn tvm_loads(code: CudaCode) {
    let dir = tempfile::tempdir().unwrap();
    let is_ptx = code == CudaCode::Ptx;
    let device = DeviceKernels {
        code,
        ..device_kernels()
    };
    let path = export(dir.path(), "x86_64-unknown-linux-gnu", &device);
    let stdout =
        support::cuda::run_python_with_cuda_stubs(TVM_SCRIPT, dir.path(), &[path.as_os_str()]);
    let report: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(report["cuda_runtime"], true, "{report}");
    assert_eq!(report["kind"], "cuda");
    assert_eq!(report["imports"], serde_json::json!(["cuda"]));
    // TVM's InspectSource gives PTX back as it holds it, the PTX and its NUL; a cubin not.
    let source = if is_ptx {
        format!("{PTX}\0")
    } else {
        String::new()
    };
    assert_eq!(report["source"], source);
    // TVM's own serialization of the `cuda` module it loaded: modlink's function infos, fmt and
    // code (the PTX and its NUL, or the cubin), read back with modlink's blob reader.
    let repacked = bytes::Bytes::from(std::fs::read(dir.path().join("repacked.bin")).unwrap());
    let tree = modlink::blob::read(&repacked, modlink::blob::Layout::Current).unwrap();
    let kinds: Vec<&str> = tree.nodes.iter().map(|node| node.kind.as_str()).collect();
    assert_eq!(kinds, ["cuda"]);
    let Payload::Device(cuda) = &tree.nodes[0].payload else {
        panic!("{:?}", tree.nodes[0].payload)
    };
    let DeviceCode::Single(code) = &cuda.code else {
        panic!("{:?}", cuda.code)
    };
    if is_ptx {
        assert_eq!(cuda.fmt, "ptx");
        assert_eq!(code.as_ref(), [PTX.as_bytes(), b"\0"].concat());
    } else {
        assert_eq!(cuda.fmt, "cubin");
        assert_eq!(code[..4], *b"\x7fELF");
        assert_eq!(u16::from_le_bytes([code[18], code[19]]), EM_CUDA);
    }
    let handle = DLDataType::scalar(3, 64);
    let (i64_type, i32_type, f32_type) = (
        DLDataType::scalar(0, 64),
        DLDataType::scalar(0, 32),
        DLDataType::scalar(2, 32),
    );
    let tags = |tags: &[&str]| tags.iter().map(|t| t.to_string()).collect::<Vec<_>>();
    let expected = [
        FunctionInfo {
            name: "vadd".to_string(),
            arg_types: vec![handle, handle, handle, i64_type],
            launch_param_tags: tags(&["blockIdx.x", "threadIdx.x"]),
            arg_extra_tags: Some(vec![0; 4]),
            tirx: None,
        },
        FunctionInfo {
            name: "scaled_rowsum".to_string(),
            arg_types: vec![handle, handle, f32_type, i32_type, i64_type, i64_type],
            launch_param_tags: tags(&[
                "blockIdx.x",
                "threadIdx.x",
                "threadIdx.y",
                "tirx.use_dyn_shared_memory",
            ]),
            arg_extra_tags: Some(vec![0; 6]),
            tirx: None,
        },
    ];
    // TVM keeps its function table in a map: compare by name.
    let mut infos: Vec<FunctionInfo> = cuda
        .functions
        .iter()
        .map(|(key, info)| {
            assert_eq!(*key, info.name);
            info.clone()
        })
        .collect();
    infos.sort_by(|a, b| b.name.cmp(&a.name));
    assert_eq!(infos, expected);
    assert_eq!(
        report["kernels"],
        serde_json::json!({"vadd": true, "scaled_rowsum": true, "nope": false})
    );
    assert_eq!(
        report["host"],
        serde_json::json!({"vadd": true, "scaled_rowsum": true})
    );
    assert_eq!(
        report["cpu_call"][0], "ValueError",
        "the wrapper's check raised in TVM: {report}"
    );
    let message = report["cpu_call"][1].as_str().unwrap();
    assert!(
        message.contains(
            "kernel `vadd`: argument 0 (`A`): expected a CUDA tensor (device_type 2), got \
             device_type 1"
        ),
        "{message}"
    );
}

use crate::support::cuda::ptxas;

/// The PTX these tests pack is PTX the real assembler accepts, for the `.target` it names and
/// a newer GPU (which the driver's JIT would build it for).
#[test]
fn the_packed_ptx_is_valid_for_ptxas() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("kernels.ptx");
    std::fs::write(&source, PTX).unwrap();
    for gpu in ["sm_80", "sm_90"] {
        let output = std::process::Command::new(ptxas())
            .args(["--gpu-name", gpu, "-o"])
            .arg(dir.path().join(format!("{gpu}.cubin")))
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

/// `e_machine` of a CUDA ELF image, from the ELF ABI supplement (not from modlink).
const EM_CUDA: u16 = 190;

#[test]
fn a_cubin_library_holds_what_ptxas_assembled_and_launches_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let device = DeviceKernels {
        code: CudaCode::Cubin {
            ptxas: ptxas(),
            gpu: "sm_90".to_string(),
        },
        ..device_kernels()
    };
    let path = export(dir.path(), "x86_64-unknown-linux-gnu", &device);
    let backend = Arc::new(RecordingBackend::new());
    let library =
        Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone())).unwrap();
    let mut tensors: Vec<DeviceTensor> = (0..3).map(|_| on_device(&backend, 0, &[1000])).collect();
    let mut args: Vec<Arg<'_>> = tensors.iter_mut().map(Arg::Device).collect();
    library
        .get_function("vadd")
        .unwrap()
        .call(&mut args)
        .unwrap();
    let launch = only_launch(&backend, 0);
    assert_eq!(
        (
            launch.kernel.as_str(),
            launch.config.grid,
            launch.config.block
        ),
        ("vadd", [8, 1, 1], [128, 1, 1])
    );
    let modules = backend.modules();
    assert_eq!(modules.len(), 1);
    assert_eq!(modules[0].fmt, "cubin");
    let image = &modules[0].image;
    // An ELF64 little-endian CUDA image holding both kernels.
    assert_eq!(image[..6], [0x7f, b'E', b'L', b'F', 2, 1]);
    assert_eq!(u16::from_le_bytes([image[18], image[19]]), EM_CUDA);
    for kernel in [&b".text.vadd"[..], b".text.scaled_rowsum"] {
        assert!(
            image.windows(kernel.len()).any(|w| w == kernel),
            "{}",
            String::from_utf8_lossy(kernel)
        );
    }
}

#[test]
fn ptxas_is_found_from_the_environment_and_its_failure_is_reported() {
    let ptxas = ptxas();
    let venv_ptxas = ptxas.clone().into_os_string();
    let explicit = CudaCode::cubin_if_ptxas_found("sm_90", &|name| {
        (name == "PTXAS").then(|| venv_ptxas.clone())
    });
    assert_eq!(
        explicit,
        CudaCode::Cubin {
            ptxas: ptxas.clone(),
            gpu: "sm_90".to_string()
        }
    );
    let bin_dir = ptxas.parent().unwrap().as_os_str().to_owned();
    let on_path =
        CudaCode::cubin_if_ptxas_found("sm_80", &|name| (name == "PATH").then(|| bin_dir.clone()));
    assert!(matches!(on_path, CudaCode::Cubin { ref gpu, .. } if gpu == "sm_80"));
    assert_eq!(
        CudaCode::cubin_if_ptxas_found("sm_90", &|_| None),
        CudaCode::Ptx
    );

    let dir = tempfile::tempdir().unwrap();
    let device = DeviceKernels {
        code: CudaCode::Cubin {
            ptxas,
            gpu: "sm_1".to_string(),
        },
        ..device_kernels()
    };
    let error = export_cuda_library(
        &Program::default(),
        &device,
        &dir.path().join("lib.so"),
        &CodegenOptions::default(),
        &ExportOptions::new(TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap()),
    )
    .unwrap_err()
    .to_string();
    assert!(
        error.starts_with("PTX assembler failed (exit status: ") && error.contains("sm_1"),
        "{error}"
    );
    assert!(!dir.path().join("lib.so").exists());
}
