//! TVM's own CUDA host code run against the recording device backend, without a GPU: every case
//! of every kernel fixture real TVM 0.27 exported for CUDA (shared/fixtures/tvm-0.27/cuda, cubin
//! and PTX) opened with `Library::open_with(.., device_backend)`, its host function
//! (`__tvm_ffi_<name>`) called through the normal `Library` API with device tensors made from the
//! case's `.npy` inputs. The launches the host code asked for (kernel, grid, block, dynamic
//! shared memory, argument bytes with pointers mapped back to the tensor or workspace they point
//! at) equal the fixture JSON's, written by TVM's side; `__tvm_set_device` made device 0
//! current; `two_kernels`' workspace is device memory of the backend, freed after the second
//! kernel. A CPU tensor gets TVM's own device check error; without a CUDA driver a CUDA library
//! still opens and fails at the first launch with the driver's error.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::runtime::device::CudaKernels;
use modlink::runtime::device::cuda::CudaDriver;
use modlink::runtime::device::{
    DeviceError, KernelArg, RecordedLaunch, RecordedMemoryOp, RecordingBackend,
};
use modlink::runtime::{Arg, CallError, Device, DeviceTensor, Library, OpenOptions, Tensor, npy};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

/// Every kernel fixture (`mlp` is a Relax executable, not a host function).
const FIXTURES: [&str; 7] = [
    "vadd",
    "vadd_dyn",
    "saxpy",
    "rowsum_smem",
    "rowsum_dynsmem",
    "softmax",
    "two_kernels",
];
const VARIANTS: [&str; 2] = ["cubin", "ptx"];

fn cuda_dir() -> PathBuf {
    support::fixtures_dir().join("cuda")
}

fn description(fixture: &str) -> Value {
    let text = std::fs::read_to_string(cuda_dir().join(format!("{fixture}.json"))).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The case's tensors on device 0 of `backend`, in host-function parameter order: inputs from
/// their `.npy` files, outputs zero-filled.
fn device_tensors(
    backend: &Arc<RecordingBackend>,
    fixture: &Value,
    case: &Value,
) -> Vec<(String, DeviceTensor)> {
    let mut tensors = Vec::new();
    for param in fixture["host_function"]["params"].as_array().unwrap() {
        let name = param["name"].as_str().unwrap();
        let buffer = &case["buffers"][name];
        let host = match (param["kind"].as_str().unwrap(), buffer["file"].as_str()) {
            ("scalar", _) => continue,
            (_, Some(file)) => npy::read(&cuda_dir().join(file)).unwrap(),
            (_, None) => {
                assert_eq!(buffer["init"], "zeros", "{name}");
                let shape: Vec<i64> = buffer["shape"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.as_i64().unwrap())
                    .collect();
                Tensor::zeros(modlink::ir::DType::F32, &shape).unwrap()
            }
        };
        let tensor = DeviceTensor::from_host(backend.clone(), 0, &host).unwrap();
        assert_eq!(tensor.device(), Device::Cuda(0));
        // The device copy holds exactly the host bytes.
        assert_eq!(
            tensor.to_host().unwrap().as_bytes(),
            host.as_bytes(),
            "{name}"
        );
        tensors.push((name.to_string(), tensor));
    }
    tensors
}

/// What a recorded argument holder is, in the JSON's terms: the buffer a pointer points at
/// (`buffers` holds each tensor's and the workspace's address), else the bytes themselves.
fn describe_arg(arg: &KernelArg, buffers: &BTreeMap<u64, String>) -> Value {
    match arg {
        KernelArg::InPlace(bytes) => {
            let value = u64::from_le_bytes(*bytes);
            match buffers.get(&value) {
                Some(name) => serde_json::json!({ "buffer": name }),
                None => serde_json::json!({ "bytes": bytes.to_vec() }),
            }
        }
        other => serde_json::json!({ "bytes": other.bytes() }),
    }
}

/// The JSON's packed kernel argument in the same terms: a buffer by name, a scalar as the bytes
/// TVM's packer makes of it for the kernel's `arg_type` (an int64 in place; an int32 and a
/// float32 narrowed the C way).
fn expected_arg(packed: &Value, arg_type: &str) -> Value {
    if packed.get("buffer").is_some() {
        assert_eq!(arg_type, "handle");
        return packed.clone();
    }
    let bytes = match (arg_type, &packed["int"], &packed["float"]) {
        ("int64", Value::Number(n), _) => n.as_i64().unwrap().to_le_bytes().to_vec(),
        ("int32", Value::Number(n), _) => (n.as_i64().unwrap() as i32).to_le_bytes().to_vec(),
        ("float32", _, Value::Number(x)) => (x.as_f64().unwrap() as f32).to_le_bytes().to_vec(),
        other => panic!("no holder for {other:?}"),
    };
    serde_json::json!({ "bytes": bytes })
}

fn dims(value: &Value) -> [u32; 3] {
    let dims: Vec<u32> = value
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap() as u32)
        .collect();
    dims.try_into().unwrap()
}

/// Checks one case's recorded launches against the JSON's.
fn check_launches(
    label: &str,
    fixture: &Value,
    case: &Value,
    launches: &[RecordedLaunch],
    buffers: &BTreeMap<u64, String>,
) {
    let expected = case["launches"].as_array().unwrap();
    assert_eq!(launches.len(), expected.len(), "{label}: launches");
    let kernels: BTreeMap<&str, &Value> = fixture["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| (k["name"].as_str().unwrap(), k))
        .collect();
    for (index, (launch, want)) in launches.iter().zip(expected).enumerate() {
        let label = format!("{label} launch {index}");
        let kernel = want["kernel"].as_str().unwrap();
        assert_eq!(launch.kernel, kernel, "{label}");
        assert_eq!(launch.device, 0, "{label}");
        assert_eq!(launch.config.grid, dims(&want["grid"]), "{label}: grid");
        assert_eq!(launch.config.block, dims(&want["block"]), "{label}: block");
        assert_eq!(
            u64::from(launch.config.dynamic_shared_bytes),
            want["dynamic_shared_bytes"].as_u64().unwrap(),
            "{label}: dynamic shared memory"
        );
        let arg_types = kernels[kernel]["arg_types"].as_array().unwrap();
        let got: Vec<Value> = launch
            .args
            .iter()
            .map(|arg| describe_arg(arg, buffers))
            .collect();
        let packed = want["packed_args"].as_array().unwrap();
        let want: Vec<Value> = arg_types
            .iter()
            .zip(packed)
            .map(|(arg_type, packed)| expected_arg(packed, arg_type.as_str().unwrap()))
            .collect();
        assert_eq!(got, want, "{label}: kernel arguments");
    }
}

/// The workspace a case's host function allocates (the JSON's `init: workspace` buffer): its
/// name and size.
fn workspace(case: &Value) -> Option<(String, u64)> {
    case["buffers"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(_, buffer)| buffer["init"] == "workspace")
        .map(|(name, buffer)| (name.clone(), buffer["bytes"].as_u64().unwrap()))
}

fn run_case(
    library: &Library,
    backend: &Arc<RecordingBackend>,
    fixture: &Value,
    case: &Value,
    label: &str,
) {
    let mut tensors = device_tensors(backend, fixture, case);
    let mut buffers: BTreeMap<u64, String> = tensors
        .iter()
        .map(|(name, tensor)| (tensor.ptr(), name.clone()))
        .collect();
    let (launches_before, ops_before, devices_before) = (
        backend.launches().len(),
        backend.memory_ops().len(),
        backend.current_devices().len(),
    );
    let host = library
        .get_function(fixture["host_function"]["name"].as_str().unwrap())
        .unwrap();
    let mut args: Vec<Arg<'_>> = Vec::new();
    let mut tensor_iter = tensors.iter_mut();
    for param in fixture["host_function"]["params"].as_array().unwrap() {
        if param["kind"] == "scalar" {
            let value = &case["scalars"][param["name"].as_str().unwrap()];
            args.push(match param["dtype"].as_str().unwrap() {
                "float32" | "float64" => Arg::Float(value.as_f64().unwrap()),
                _ => Arg::Int(value.as_i64().unwrap()),
            });
        } else {
            args.push(Arg::Device(&mut tensor_iter.next().unwrap().1));
        }
    }
    assert_eq!(host.call(&mut args).unwrap(), None, "{label}");
    drop(args);

    // __tvm_set_device(2, 0) reached the backend once, through the lookup's fall-through.
    assert_eq!(
        backend.current_devices()[devices_before..],
        [0],
        "{label}: set_device"
    );
    // The only memory traffic during the call is the workspace: allocated on device 0 with
    // the JSON's size, then freed.
    let ops = backend.memory_ops()[ops_before..].to_vec();
    match workspace(case) {
        Some((name, bytes)) => {
            let [
                RecordedMemoryOp::Alloc {
                    device: 0,
                    bytes: allocated,
                    ptr,
                },
                RecordedMemoryOp::Free {
                    device: 0,
                    ptr: freed,
                },
            ] = ops[..]
            else {
                panic!("{label}: workspace traffic {ops:?}");
            };
            assert_eq!(
                (allocated as u64, freed),
                (bytes, ptr),
                "{label}: workspace"
            );
            buffers.insert(ptr, name);
        }
        None => assert_eq!(ops, [], "{label}: memory traffic"),
    }
    check_launches(
        label,
        fixture,
        case,
        &backend.launches()[launches_before..],
        &buffers,
    );
}

#[test]
fn every_case_of_every_kernel_fixture_launches_as_tvm_recorded() {
    let mut cases_run = 0;
    for name in FIXTURES {
        let fixture = description(name);
        for variant in VARIANTS {
            let path = cuda_dir().join(format!("{name}.{variant}.so"));
            let backend = Arc::new(RecordingBackend::new());
            let library =
                Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone()))
                    .unwrap();
            assert_eq!(library.module_kinds(), ["library", "cuda"]);
            let kernels = library
                .module(1)
                .unwrap()
                .as_any()
                .downcast_ref::<CudaKernels>()
                .unwrap();
            assert_eq!(kernels.module().fmt(), variant);
            for case in fixture["cases"].as_array().unwrap() {
                let label = format!("{name}.{variant} {}", case["name"].as_str().unwrap());
                run_case(&library, &backend, &fixture, case, &label);
                cases_run += 1;
            }
            // Loaded once on device 0, whatever the number of calls: the fixture's code.
            let modules = backend.modules();
            assert_eq!(modules.len(), 1, "{name}.{variant}");
            // TVM's own reading of the library's code, not the fixture's extracted file.
            let code = support::cuda::tvm_fixture_code(&format!("{name}.{variant}.so"));
            assert_eq!(modules[0].image, code, "{name}.{variant}");
            if name == "vadd" {
                cpu_tensor_is_refused_by_tvm_check(&library, &backend, variant);
            }
        }
    }
    // 12 cases across the 7 fixtures (1 + 3 + 2 + 1 + 2 + 1 + 2), in both variants.
    assert_eq!(cases_run, 24);
}

/// A CPU tensor where the host function wants a CUDA one: TVM's generated check refuses it,
/// naming the argument, before any device work.
fn cpu_tensor_is_refused_by_tvm_check(
    library: &Library,
    backend: &Arc<RecordingBackend>,
    variant: &str,
) {
    let launches = backend.launches().len();
    let on_device = |values: &[f32]| {
        DeviceTensor::from_host(
            backend.clone(),
            0,
            &Tensor::from_slice(&[4096], values).unwrap(),
        )
        .unwrap()
    };
    let mut cpu_a = Tensor::from_slice(&[4096], &[1.0f32; 4096]).unwrap();
    let (mut b, mut c) = (on_device(&[2.0; 4096]), on_device(&[0.0; 4096]));
    let error = library
        .get_function("vadd")
        .unwrap()
        .call(&mut [
            Arg::Tensor(&mut cpu_a),
            Arg::Device(&mut b),
            Arg::Device(&mut c),
        ])
        .unwrap_err();
    let CallError::Raised { kind, message, .. } = &error else {
        panic!("vadd.{variant}: {error:?}");
    };
    assert_eq!(kind, "ValueError", "vadd.{variant}: {message}");
    assert_eq!(
        message,
        "Mismatched A.device_type on argument #0 when calling:\n  `vadd(A: Tensor([4096], \
         float32), B: Tensor([4096], float32), C: Tensor([4096], float32))`,\n  expected cuda",
        "vadd.{variant}"
    );
    assert_eq!(backend.launches().len(), launches, "vadd.{variant}");
}

#[test]
fn without_a_driver_a_cuda_library_opens_and_fails_at_its_first_launch() {
    let driver_error = match CudaDriver::open() {
        // A machine with a GPU runs the kernel for real; this test is about the others.
        Ok(_) => return,
        Err(error) => error,
    };
    assert!(
        matches!(
            driver_error,
            DeviceError::NoDriver { .. } | DeviceError::NoDevice { .. }
        ),
        "{driver_error}"
    );
    // A copy, so that this open does not share the image (and its cached kernel handles) with
    // the recording test's.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vadd.cubin.so");
    std::fs::copy(cuda_dir().join("vadd.cubin.so"), &path).unwrap();
    let library = Library::open(&path).unwrap();
    assert_eq!(library.module_kinds(), ["library", "cuda"]);
    assert_eq!(library.functions(), ["main", "vadd", "vadd_kernel"]);

    let backend = Arc::new(RecordingBackend::new());
    let mut tensors: Vec<DeviceTensor> = (0..3)
        .map(|_| {
            DeviceTensor::from_host(
                backend.clone(),
                0,
                &Tensor::zeros(modlink::ir::DType::F32, &[4096]).unwrap(),
            )
            .unwrap()
        })
        .collect();
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
        &format!("__tvm_set_device(cuda:0): {driver_error}"),
        "{error}"
    );
    assert_eq!(backend.launches(), []);
}
