//! CUDA libraries written by modlink (`export::export_cuda_library`): a `_lib` of host wrappers
//! importing a `cuda` module of PTX with TVM's FunctionInfo. The device kernels' launch
//! bindings are built by hand here, with hand-written PTX `.entry`s taking the arguments those
//! bindings imply. Checked:
//! * modlink's runtime runs each wrapper against the recording device backend for several
//!   run-time sizes: `__tvm_set_device` made the tensors' device current, and the launch has
//!   the grid, block, dynamic shared memory and argument bytes the bindings imply, computed
//!   here in plain Rust;
//! * the wrappers' errors: a CPU tensor, tensors on two devices, a wrong argument count;
//! * TVM 0.27 (with stub CUDA libraries preloaded, as the fixtures' `gen.py` does) loads the
//!   library (PTX, and cubin), finds the `cuda` import and its kernels, serializes it back with
//!   modlink's function infos and code, and raises the wrapper's own error for CPU tensors;
//! * an aarch64 host library of the same kernels, read by `modlink inspect --json`, exporting
//!   the wrappers and TVM's context variables and importing nothing strongly;
//! * a cubin library (the venv's ptxas) launches the same; ptxas is found from the
//!   environment and its failure reported; without a driver the wrapper returns the failure of
//!   `__tvm_set_device`;
//! * kernels that do not match the PTX are refused before anything is written.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use modlink::export::{CudaCode, DeviceKernels, ExportOptions, export_cuda_library};
use modlink::ir::builder::{int, var};
use modlink::ir::{DType, Dim, LaunchBindings, Param, Program};
use modlink::module::{DLDataType, DeviceCode, FunctionInfo, Payload};
use modlink::runtime::device::{KernelArg, RecordedLaunch, RecordingBackend};
use modlink::runtime::{Arg, CallError, DeviceTensor, Library, OpenOptions, Tensor};
use modlink::target::TargetSpec;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Two kernels as the NVPTX back end declares them: every buffer a `.u64` data pointer, `alpha`
/// an `.f32`, `stride` a `.u32`, then the shape variables as `.u64`. Bodies are empty: nothing
/// here runs PTX.
const PTX: &str = "//\n// Hand-written for the CUDA library tests.\n//\n\n.version 7.8\n\
.target sm_80\n.address_size 64\n\n\
.visible .entry vadd(\n\t.param .u64 vadd_param_0,\n\t.param .u64 vadd_param_1,\n\
\t.param .u64 vadd_param_2,\n\t.param .u64 vadd_param_3\n)\n{\n\tret;\n}\n\n\
.visible .entry scaled_rowsum(\n\t.param .u64 scaled_rowsum_param_0,\n\
\t.param .u64 scaled_rowsum_param_1,\n\t.param .f32 scaled_rowsum_param_2,\n\
\t.param .u32 scaled_rowsum_param_3,\n\t.param .u64 scaled_rowsum_param_4,\n\
\t.param .u64 scaled_rowsum_param_5\n)\n{\n\tret;\n}\n";

fn buffer(name: &str, shape: &[&str]) -> Param {
    Param::Buffer {
        name: name.to_string(),
        dtype: DType::F32,
        shape: shape.iter().map(|d| Dim::Var(d.to_string())).collect(),
    }
}

/// `vadd(A, B, C: f32[n])`: grid.x = (n + 127) / 128, block.x = 128.
fn vadd() -> LaunchBindings {
    LaunchBindings {
        name: "vadd".to_string(),
        params: vec![
            buffer("A", &["n"]),
            buffer("B", &["n"]),
            buffer("C", &["n"]),
        ],
        grid: [Some((var("n") + int(127)) / int(128)), None, None],
        block: [Some(int(128)), None, None],
        dynamic_shared_bytes: None,
    }
}

/// `scaled_rowsum(A: f32[m, k], B: f32[m], alpha: f32, stride: i32)`: grid.x = m, block
/// (32, 4), k * 4 bytes of dynamic shared memory.
fn scaled_rowsum() -> LaunchBindings {
    LaunchBindings {
        name: "scaled_rowsum".to_string(),
        params: vec![
            buffer("A", &["m", "k"]),
            buffer("B", &["m"]),
            Param::Scalar {
                name: "alpha".to_string(),
                dtype: DType::F32,
            },
            Param::Scalar {
                name: "stride".to_string(),
                dtype: DType::I32,
            },
        ],
        grid: [Some(var("m")), None, None],
        block: [Some(int(32)), Some(int(4)), None],
        dynamic_shared_bytes: Some(var("k") * int(4)),
    }
}

fn device_kernels() -> DeviceKernels {
    DeviceKernels {
        ptx: PTX.to_string(),
        kernels: vec![vadd(), scaled_rowsum()],
        code: CudaCode::Ptx,
    }
}

fn export(dir: &Path, triple: &str, device: &DeviceKernels) -> PathBuf {
    let out = dir.join(format!("cuda-{triple}.so"));
    let options = ExportOptions::new(TargetSpec::parse(triple).unwrap());
    export_cuda_library(
        &Program::default(),
        device,
        &out,
        &CodegenOptions::default(),
        &options,
    )
    .unwrap();
    out
}

fn on_device(backend: &Arc<RecordingBackend>, device: i32, shape: &[i64]) -> DeviceTensor {
    let host = Tensor::zeros(DType::F32, shape).unwrap();
    DeviceTensor::from_host(backend.clone(), device, &host).unwrap()
}

fn pointer(tensor: &DeviceTensor) -> KernelArg {
    KernelArg::InPlace(tensor.ptr().to_le_bytes())
}

/// The one launch a call made, after `before` earlier ones.
fn only_launch(backend: &RecordingBackend, before: usize) -> RecordedLaunch {
    let launches = backend.launches();
    assert_eq!(launches.len(), before + 1, "one launch per call");
    launches[before].clone()
}

#[test]
fn modlink_runs_the_wrappers_with_the_launches_the_bindings_imply() {
    let dir = tempfile::tempdir().unwrap();
    let path = export(dir.path(), "x86_64-unknown-linux-gnu", &device_kernels());
    let backend = Arc::new(RecordingBackend::new());
    let library =
        Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone())).unwrap();
    assert_eq!(library.module_kinds(), ["library", "cuda"]);
    for name in ["vadd", "scaled_rowsum"] {
        assert!(
            library.functions().iter().any(|f| f == name),
            "{name} in {:?}",
            library.functions()
        );
    }

    let vadd = library.get_function("vadd").unwrap();
    for n in [1i64, 127, 128, 1000, 4096] {
        let mut tensors: Vec<DeviceTensor> = (0..3).map(|_| on_device(&backend, 0, &[n])).collect();
        let expected_args: Vec<KernelArg> = tensors
            .iter()
            .map(pointer)
            .chain([KernelArg::InPlace(n.to_le_bytes())])
            .collect();
        let (launches, devices) = (backend.launches().len(), backend.current_devices().len());
        let mut args: Vec<Arg<'_>> = tensors.iter_mut().map(Arg::Device).collect();
        assert_eq!(vadd.call(&mut args).unwrap(), None, "n = {n}");
        assert_eq!(backend.current_devices()[devices..], [0], "n = {n}");
        let launch = only_launch(&backend, launches);
        assert_eq!(launch.kernel, "vadd");
        assert_eq!(launch.device, 0);
        let blocks = u32::try_from(n.unsigned_abs().div_ceil(128)).unwrap();
        assert_eq!(launch.config.grid, [blocks, 1, 1], "n = {n}");
        assert_eq!(launch.config.block, [128, 1, 1], "n = {n}");
        assert_eq!(launch.config.dynamic_shared_bytes, 0, "n = {n}");
        assert_eq!(launch.args, expected_args, "n = {n}");
    }

    let rowsum = library.get_function("scaled_rowsum").unwrap();
    for (m, k, alpha, stride) in [
        (3i64, 5i64, 0.5f64, 7i64),
        (64, 100, -2.25, -1),
        (0, 9, 1.0, 0),
    ] {
        // Tensors live on device 1 here: the wrapper makes their device current.
        let mut a = on_device(&backend, 1, &[m, k]);
        let mut b = on_device(&backend, 1, &[m]);
        let expected_args = vec![
            pointer(&a),
            pointer(&b),
            KernelArg::Narrowed((alpha as f32).to_le_bytes()),
            KernelArg::Narrowed((stride as i32).to_le_bytes()),
            KernelArg::InPlace(m.to_le_bytes()),
            KernelArg::InPlace(k.to_le_bytes()),
        ];
        let (launches, devices) = (backend.launches().len(), backend.current_devices().len());
        let result = rowsum
            .call(&mut [
                Arg::Device(&mut a),
                Arg::Device(&mut b),
                Arg::Float(alpha),
                Arg::Int(stride),
            ])
            .unwrap();
        assert_eq!(result, None);
        assert_eq!(backend.current_devices()[devices..], [1], "m = {m}");
        let launch = only_launch(&backend, launches);
        assert_eq!(launch.kernel, "scaled_rowsum");
        assert_eq!(launch.device, 1);
        // An empty grid dimension is passed as 0 and launched as 1, as TVM's launcher does.
        let rows = u32::try_from(m.max(1)).unwrap();
        assert_eq!(launch.config.grid, [rows, 1, 1], "m = {m}");
        assert_eq!(launch.config.block, [32, 4, 1], "m = {m}");
        assert_eq!(
            i64::from(launch.config.dynamic_shared_bytes),
            k * 4,
            "k = {k}"
        );
        assert_eq!(launch.args, expected_args, "m = {m}, k = {k}");
    }

    // Loaded once per device it ran on, from the PTX with its NUL.
    let mut image = PTX.as_bytes().to_vec();
    image.push(0);
    let modules = backend.modules();
    let devices: Vec<i32> = modules.iter().map(|m| m.device).collect();
    assert_eq!(devices, [0, 1]);
    for module in modules {
        assert_eq!(module.fmt, "ptx");
        assert_eq!(module.image, image);
    }
}

#[test]
fn the_wrappers_refuse_cpu_tensors_mixed_devices_and_wrong_counts() {
    let dir = tempfile::tempdir().unwrap();
    let path = export(dir.path(), "x86_64-unknown-linux-gnu", &device_kernels());
    let backend = Arc::new(RecordingBackend::new());
    let library =
        Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone())).unwrap();
    let vadd = library.get_function("vadd").unwrap();
    let raised = |error: CallError| match error {
        CallError::Raised { kind, message, .. } => (kind, message),
        other => panic!("{other:?}"),
    };

    let mut cpu_a = Tensor::zeros(DType::F32, &[16]).unwrap();
    let (mut b, mut c) = (on_device(&backend, 0, &[16]), on_device(&backend, 0, &[16]));
    let error = vadd
        .call(&mut [
            Arg::Tensor(&mut cpu_a),
            Arg::Device(&mut b),
            Arg::Device(&mut c),
        ])
        .unwrap_err();
    assert_eq!(
        raised(error),
        (
            "ValueError".to_string(),
            "kernel `vadd`: argument 0 (`A`): expected a CUDA tensor (device_type 2), got \
             device_type 1"
                .to_string()
        )
    );

    let mut elsewhere = on_device(&backend, 3, &[16]);
    let mut a = on_device(&backend, 0, &[16]);
    let error = vadd
        .call(&mut [
            Arg::Device(&mut a),
            Arg::Device(&mut b),
            Arg::Device(&mut elsewhere),
        ])
        .unwrap_err();
    assert_eq!(
        raised(error),
        (
            "ValueError".to_string(),
            "kernel `vadd`: argument 2 (`C`): is on cuda:3, but argument 0 (`A`) is on cuda:0: \
             a kernel runs on one device"
                .to_string()
        )
    );

    let error = vadd
        .call(&mut [Arg::Device(&mut a), Arg::Device(&mut b)])
        .unwrap_err();
    assert_eq!(
        raised(error),
        (
            "ValueError".to_string(),
            "kernel `vadd`: expected 3 arguments, got 2".to_string()
        )
    );
    // No check failure reached the device.
    assert_eq!(backend.launches(), []);
    assert_eq!(backend.current_devices(), Vec::<i32>::new());
}

/// Makes stub libcuda.so.1 / libcudart.so.13 (every entry point returns 100, "no device")
/// named after libtvm_runtime_cuda.so's imports and preloads them, as the fixtures' gen.py
/// does, so that `import tvm` loads TVM's CUDA runtime; then loads the library and reports.
const TVM_SCRIPT: &str = r#"
import ctypes, importlib.util, json, os, re, subprocess, sys
work, library = sys.argv[1], sys.argv[2]
spec = importlib.util.find_spec("tvm")
rt_cuda = os.path.join(spec.submodule_search_locations[0], "lib", "libtvm_runtime_cuda.so")
undef = subprocess.run(["nm", "-D", "--undefined-only", rt_cuda], check=True,
                       capture_output=True, text=True).stdout.split()
for soname, pat, node in (("libcuda.so.1", r"^(cu[A-Z]\w*)$", None),
                          ("libcudart.so.13", r"^(cuda[A-Z]\w*)@libcudart\.so\.13$",
                           "libcudart.so.13")):
    syms = sorted({m.group(1) for s in undef for m in [re.match(pat, s)] if m})
    src = os.path.join(work, soname + ".c")
    with open(src, "w") as f:
        f.writelines(f"int {s}(void) {{ return 100; }}\n" for s in syms)
    cmd = ["gcc", "-shared", "-fPIC", "-o", os.path.join(work, soname), src,
           f"-Wl,-soname,{soname}"]
    if node:
        vmap = os.path.join(work, soname + ".map")
        with open(vmap, "w") as f:
            f.write(f"{node} {{ global: *; }};\n")
        cmd.append(f"-Wl,--version-script={vmap}")
    subprocess.run(cmd, check=True)
    ctypes.CDLL(os.path.join(work, soname), mode=ctypes.RTLD_GLOBAL)

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
    let stdout = support::run_python(
        TVM_SCRIPT,
        dir.path(),
        &[dir.path().as_os_str(), path.as_os_str()],
    );
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

#[test]
fn an_aarch64_host_library_holds_the_same_cuda_module() {
    let dir = tempfile::tempdir().unwrap();
    let path = export(dir.path(), "aarch64-unknown-linux-gnu", &device_kernels());
    let output = std::process::Command::new(support::modlink_bin())
        .arg("inspect")
        .arg(&path)
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let modules = report["modules"].as_array().unwrap();
    let kinds: Vec<&str> = modules
        .iter()
        .map(|m| m["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["_lib", "cuda"], "{report}");
    let cuda = &modules[1];
    assert_eq!(cuda["fmt"], "ptx");
    assert_eq!(
        cuda["device"]["target"],
        serde_json::json!({"kind": "ptx", "version": "7.8", "target": "sm_80"})
    );
    let kernels: Vec<(&str, Value)> = cuda["device"]["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| (k["name"].as_str().unwrap(), k["launch_param_tags"].clone()))
        .collect();
    assert_eq!(
        kernels,
        [
            ("vadd", serde_json::json!(["blockIdx.x", "threadIdx.x"])),
            (
                "scaled_rowsum",
                serde_json::json!([
                    "blockIdx.x",
                    "threadIdx.x",
                    "threadIdx.y",
                    "tirx.use_dyn_shared_memory"
                ])
            ),
        ]
    );
    // The wrappers are aarch64 code exporting TVM's packed symbols.
    let bytes = std::fs::read(&path).unwrap();
    let elf = goblin::elf::Elf::parse(&bytes).unwrap();
    assert_eq!(elf.header.e_machine, goblin::elf::header::EM_AARCH64);
    let exported: Vec<&str> = elf
        .dynsyms
        .iter()
        .filter(|sym| sym.st_value != 0)
        .filter_map(|sym| elf.dynstrtab.get_at(sym.st_name))
        .collect();
    let undefined: Vec<(String, u8)> = elf
        .dynsyms
        .iter()
        .filter(|sym| sym.st_shndx == 0 && sym.st_name != 0)
        .map(|sym| {
            (
                elf.dynstrtab.get_at(sym.st_name).unwrap().to_string(),
                sym.st_bind(),
            )
        })
        .collect();
    // Like TVM's CUDA host code: no strong import; the error setter is weak and the context
    // variables below are weak definitions the loader fills.
    assert!(
        undefined
            .iter()
            .all(|(_, bind)| *bind == goblin::elf::sym::STB_WEAK),
        "{undefined:?}"
    );
    assert!(
        undefined
            .iter()
            .any(|(name, _)| name == "TVMFFIErrorSetRaisedFromCStrParts"),
        "{undefined:?}"
    );
    for symbol in [
        "__TVMFFIHandleInitOnce",
        "__TVMFFIEnvModLookupFromImports",
        "__TVMFFIFunctionCall",
        "__tvm_ffi_vadd",
        "__tvm_ffi_scaled_rowsum",
        "__tvm_ffi__library_ctx",
    ] {
        assert!(exported.contains(&symbol), "{symbol} in {exported:?}");
    }
}

#[test]
fn kernels_that_do_not_match_the_ptx_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("bad.so");
    let options = ExportOptions::new(TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap());
    let attempt = |device: &DeviceKernels| {
        export_cuda_library(
            &Program::default(),
            device,
            &out,
            &CodegenOptions::default(),
            &options,
        )
        .unwrap_err()
        .to_string()
    };

    let mut missing = vadd();
    missing.name = "vsub".to_string();
    assert_eq!(
        attempt(&DeviceKernels {
            ptx: PTX.to_string(),
            kernels: vec![missing],
            code: CudaCode::Ptx,
        }),
        "nothing to export: device kernel `vsub` is not an `.entry` of the PTX"
    );

    let as_function = PTX.replace(".visible .entry vadd(", ".visible .func vadd(");
    assert_eq!(
        attempt(&DeviceKernels {
            ptx: as_function,
            kernels: vec![vadd()],
            code: CudaCode::Ptx,
        }),
        "nothing to export: device kernel `vadd` is a `.func` in the PTX, not an `.entry`: the \
         driver finds only kernels (calling convention ptx_kernel, 71)"
    );

    // The PTX takes `stride` as 64 bits where the kernel's FunctionInfo passes an int32.
    let wide = PTX.replace(
        "\t.param .u32 scaled_rowsum_param_3",
        "\t.param .u64 scaled_rowsum_param_3",
    );
    assert_eq!(
        attempt(&DeviceKernels {
            ptx: wide,
            kernels: vec![scaled_rowsum()],
            code: CudaCode::Ptx,
        }),
        "nothing to export: device kernel `scaled_rowsum` takes [A (data pointer, 8 bytes), B \
         (data pointer, 8 bytes), alpha (f32, 4 bytes), stride (i32, 4 bytes), m (shape \
         variable, i64, 8 bytes), k (shape variable, i64, 8 bytes)], but its `.entry` (PTX line \
         19) has parameters [.u64, .u64, .f32, .u64, .u64, .u64]"
    );

    let mut boolean = vadd();
    boolean.params.push(Param::Scalar {
        name: "flag".to_string(),
        dtype: DType::Bool,
    });
    let error = attempt(&DeviceKernels {
        ptx: PTX.replace(
            "\t.param .u64 vadd_param_2,\n",
            "\t.param .u64 vadd_param_2,\n\t.param .u8 vadd_param_x,\n",
        ),
        kernels: vec![boolean],
        code: CudaCode::Ptx,
    });
    assert_eq!(
        error,
        "kernel `vadd`: scalar parameter `flag` is bool: a CUDA kernel takes i32, u32, i64, f32 \
         or f64 scalars (what TVM's argument packer passes)"
    );
    assert!(!out.exists());
}

/// ptxas from the venv's `nvidia-cuda-nvcc-cu12` (installed by ci/setup.sh).
fn ptxas() -> PathBuf {
    let venv = support::python()
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .to_path_buf();
    let lib = venv.join("lib");
    let site = std::fs::read_dir(&lib)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| {
            path.file_name()
                .is_some_and(|name| name.to_string_lossy().starts_with("python3"))
        })
        .unwrap_or_else(|| panic!("no python3.* in {}", lib.display()));
    let ptxas = site.join("site-packages/nvidia/cuda_nvcc/bin/ptxas");
    assert!(
        ptxas.exists(),
        "{} is missing: run `bash ci/setup.sh`",
        ptxas.display()
    );
    ptxas
}

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

/// Without a CUDA driver the library opens, and the wrapper returns the failure of
/// `__tvm_set_device` as its own, before any launch.
#[test]
fn without_a_driver_the_wrapper_reports_the_set_device_failure() {
    let driver_error = match modlink::runtime::host::cuda_driver::CudaDriver::open() {
        // A machine with a GPU would run the (empty) kernel for real; this test is about the
        // others.
        Ok(_) => return,
        Err(error) => error,
    };
    let dir = tempfile::tempdir().unwrap();
    let path = export(dir.path(), "x86_64-unknown-linux-gnu", &device_kernels());
    let library = Library::open(&path).unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let mut tensors: Vec<DeviceTensor> = (0..3).map(|_| on_device(&backend, 0, &[64])).collect();
    let mut args: Vec<Arg<'_>> = tensors.iter_mut().map(Arg::Device).collect();
    let error = library
        .get_function("vadd")
        .unwrap()
        .call(&mut args)
        .unwrap_err();
    let CallError::Raised { message, .. } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(
        message,
        &format!("__tvm_set_device(cuda:0): {driver_error}")
    );
    assert_eq!(backend.launches(), []);
}
