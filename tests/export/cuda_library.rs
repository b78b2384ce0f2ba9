//! CUDA libraries written by modlink (`export::export_cuda_library`): a `_lib` of host wrappers
//! importing a `cuda` module of PTX with TVM's FunctionInfo. The device kernels' launch
//! bindings are built by hand here, with hand-written PTX `.entry`s taking the arguments those
//! bindings imply. Checked:
//! * modlink's runtime runs each wrapper against the recording device backend for several
//!   run-time sizes: the `__TVMBackendSetDevice` slot made the tensors' device current, and the launch has
//!   the grid, block, dynamic shared memory and argument bytes the bindings imply, computed
//!   here in plain Rust;
//! * the wrappers' errors: a CPU tensor, tensors on two devices, a wrong argument count;
//! * an aarch64 host library of the same kernels, read by `modlink inspect --json`, exporting
//!   the wrappers and TVM's context variables and importing nothing strongly;
//! * without a driver the wrapper returns the failure of setting the device;
//! * kernels that do not match the PTX are refused before anything is written.
//!
//! TVM and ptxas checks are in `cuda_library_tools`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use modlink::export::{CudaCode, DeviceKernels, ExportOptions, export_cuda_library};
use modlink::ir::builder::{int, var};
use modlink::ir::{DType, Dim, LaunchBindings, Param, Program};
use modlink::runtime::device::{KernelArg, RecordedLaunch, RecordingBackend};
use modlink::runtime::{Arg, CallError, DeviceTensor, Library, OpenOptions, Tensor};
use modlink::target::TargetSpec;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Two kernels as the NVPTX back end declares them: every buffer a `.u64` data pointer, `alpha`
/// an `.f32`, `stride` a `.u32`, then the shape variables as `.u64`. Bodies are empty: nothing
/// here runs PTX.
pub(crate) const PTX: &str = "//\n// Hand-written for the CUDA library tests.\n//\n\n.version 7.8\n\
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

pub(crate) fn device_kernels() -> DeviceKernels {
    DeviceKernels {
        ptx: PTX.to_string(),
        kernels: vec![vadd(), scaled_rowsum()],
        code: CudaCode::Ptx,
    }
}

pub(crate) fn export(dir: &Path, triple: &str, device: &DeviceKernels) -> PathBuf {
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

pub(crate) fn on_device(
    backend: &Arc<RecordingBackend>,
    device: i32,
    shape: &[i64],
) -> DeviceTensor {
    let host = Tensor::zeros(DType::F32, shape).unwrap();
    DeviceTensor::from_host(backend.clone(), device, &host).unwrap()
}

fn pointer(tensor: &DeviceTensor) -> KernelArg {
    KernelArg::InPlace(tensor.ptr().to_le_bytes())
}

/// The one launch a call made, after `before` earlier ones.
pub(crate) fn only_launch(backend: &RecordingBackend, before: usize) -> RecordedLaunch {
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
        if m == 0 {
            // An empty grid dimension is passed as 0: TVM's launcher launches one block,
            // modlink's launches none (an empty iteration space).
            assert_eq!(backend.launches().len(), launches, "m = 0 launched");
            continue;
        }
        let launch = only_launch(&backend, launches);
        assert_eq!(launch.kernel, "scaled_rowsum");
        assert_eq!(launch.device, 1);
        let rows = u32::try_from(m).unwrap();
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

/// Without a CUDA driver the library opens, and the wrapper returns the failure of setting the
/// device as its own, before any launch: through the `__TVMBackendSetDevice` slot, which
/// modlink's runtime fills.
#[test]
fn without_a_driver_the_wrapper_reports_the_set_device_failure() {
    let driver_error = match modlink::runtime::device::cuda::CudaDriver::open() {
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
        &format!("TVMBackendSetDevice(cuda:0): {driver_error}")
    );
    assert_eq!(backend.launches(), []);
}
