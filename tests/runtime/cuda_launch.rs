//! The CUDA device layer without a GPU: every launch of every fixture real TVM 0.27 exported for
//! CUDA (shared/fixtures/tvm-0.27/cuda, cubin and PTX variants) planned from the payload's
//! function table and run on the recording backend; kernel, grid, block, dynamic shared memory
//! and the argument holder bytes equal the fixture JSON's (written by TVM's side), the image the
//! driver would load equals the fixture's code file. Hostile calls give typed errors naming the
//! kernel; the driver loader fails cleanly where there is no libcuda.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::abi::ffi::{AnyValue, type_index};
use modlink::abi::{DLDataType, TVMFFIAny};
use modlink::blob;
use modlink::module::{DeviceCode, DeviceModule, Payload};
use modlink::runtime::device::cuda::{CUDA_DRIVER_LIBRARY, CudaDriver};
use modlink::runtime::device::{
    CudaModule, DeviceBackend, DeviceError, KernelArg, KernelError, LaunchError, RecordingBackend,
};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

const FIXTURES: [&str; 8] = [
    "vadd",
    "vadd_dyn",
    "saxpy",
    "rowsum_smem",
    "rowsum_dynsmem",
    "softmax",
    "two_kernels",
    "mlp",
];
const VARIANTS: [&str; 2] = ["cubin", "ptx"];

fn cuda_dir() -> PathBuf {
    support::fixtures_dir().join("cuda")
}

fn description(fixture: &str) -> Value {
    let text = std::fs::read_to_string(cuda_dir().join(format!("{fixture}.json"))).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn payload(fixture: &str, variant: &str) -> DeviceModule {
    let path = cuda_dir().join(format!("{fixture}.{variant}.payload.bin"));
    let bytes = Bytes::from(std::fs::read(path).unwrap());
    match blob::read_payload("cuda", &bytes).unwrap() {
        Payload::Device(device) => device,
        other => panic!("{fixture}.{variant}: a cuda payload read as {other:?}"),
    }
}

fn any(type_index: i32, value: AnyValue) -> TVMFFIAny {
    TVMFFIAny {
        type_index,
        zero_padding: 0,
        value,
    }
}

fn int(value: i64) -> TVMFFIAny {
    any(type_index::INT, AnyValue { v_int64: value })
}

fn float(value: f64) -> TVMFFIAny {
    any(type_index::FLOAT, AnyValue { v_float64: value })
}

fn pointer(address: u64) -> TVMFFIAny {
    any(
        type_index::OPAQUE_PTR,
        AnyValue {
            v_int64: address as i64,
        },
    )
}

/// Bytes per element of the fixtures' buffer dtypes.
fn element_bytes(dtype: &str) -> usize {
    match dtype {
        "float32" | "int32" => 4,
        other => panic!("no element size for {other}"),
    }
}

/// Allocates a case's buffers on the backend, each filled with a byte pattern of its own that is
/// read back through the backend (device memory is host memory there).
fn allocate(backend: &RecordingBackend, case: &Value) -> BTreeMap<String, u64> {
    let mut addresses = BTreeMap::new();
    for (index, (name, buffer)) in case["buffers"].as_object().unwrap().iter().enumerate() {
        let bytes = match buffer["bytes"].as_u64() {
            Some(bytes) => bytes as usize,
            None => {
                let elements: u64 = buffer["shape"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.as_u64().unwrap())
                    .product();
                elements as usize * element_bytes(buffer["dtype"].as_str().unwrap())
            }
        };
        let address = backend.alloc(0, bytes).unwrap();
        let pattern: Vec<u8> = (0..bytes).map(|i| (i + index) as u8).collect();
        backend.copy_to_device(0, address, &pattern).unwrap();
        let mut back = vec![0u8; bytes];
        backend.copy_to_host(0, &mut back, address).unwrap();
        assert_eq!(back, pattern, "buffer {name}");
        addresses.insert(name.clone(), address);
    }
    addresses
}

/// The holders TVM's packer makes for the JSON's packed arguments, from the JSON's arg_types:
/// a pointer or 64-bit value in place, a 32-bit value narrowed the C way.
fn expected_holder(arg_type: &str, packed: &Value, addresses: &BTreeMap<String, u64>) -> Vec<u8> {
    if let Some(buffer) = packed["buffer"].as_str() {
        assert_eq!(arg_type, "handle");
        return addresses[buffer].to_le_bytes().to_vec();
    }
    match arg_type {
        "int32" => (packed["int"].as_i64().unwrap() as i32)
            .to_le_bytes()
            .to_vec(),
        "int64" => packed["int"].as_i64().unwrap().to_le_bytes().to_vec(),
        "float32" => (packed["float"].as_f64().unwrap() as f32)
            .to_le_bytes()
            .to_vec(),
        other => panic!("no holder rule for {other}"),
    }
}

fn raw_args(launch: &Value, addresses: &BTreeMap<String, u64>) -> Vec<TVMFFIAny> {
    launch["packed_args"]
        .as_array()
        .unwrap()
        .iter()
        .map(|packed| {
            if let Some(buffer) = packed["buffer"].as_str() {
                pointer(addresses[buffer])
            } else if let Some(value) = packed["int"].as_i64() {
                int(value)
            } else {
                float(packed["float"].as_f64().unwrap())
            }
        })
        .collect()
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

#[test]
fn every_fixture_launch_is_recorded_as_its_json_says() {
    let mut launches_checked = 0;
    for fixture in FIXTURES {
        let json = description(fixture);
        let arg_types: BTreeMap<&str, Vec<&str>> = json["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|kernel| {
                let types = kernel["arg_types"].as_array().unwrap();
                (
                    kernel["name"].as_str().unwrap(),
                    types.iter().map(|t| t.as_str().unwrap()).collect(),
                )
            })
            .collect();
        for variant in VARIANTS {
            let what = format!("{fixture}.{variant}");
            let module = CudaModule::new(&payload(fixture, variant)).unwrap();
            let backend = RecordingBackend::new();
            let mut kernels_used = BTreeSet::new();
            for case in json["cases"].as_array().unwrap() {
                let addresses = allocate(&backend, case);
                for launch in case["launches"].as_array().unwrap() {
                    let kernel = launch["kernel"].as_str().unwrap();
                    let what = format!("{what} case {} {kernel}", case["name"]);
                    let before = backend.launches().len();
                    module
                        .call(&backend, 0, kernel, &raw_args(launch, &addresses))
                        .unwrap();
                    let recorded = backend.launches();
                    assert_eq!(recorded.len(), before + 1, "{what}");
                    let recorded = &recorded[before];
                    assert_eq!(recorded.kernel, kernel, "{what}");
                    assert_eq!(recorded.device, 0, "{what}");
                    assert_eq!(recorded.config.grid, dims(&launch["grid"]), "{what}");
                    assert_eq!(recorded.config.block, dims(&launch["block"]), "{what}");
                    assert_eq!(
                        u64::from(recorded.config.dynamic_shared_bytes),
                        launch["dynamic_shared_bytes"].as_u64().unwrap(),
                        "{what}"
                    );
                    let types = &arg_types[kernel];
                    let packed = launch["packed_args"].as_array().unwrap();
                    let expected: Vec<Vec<u8>> = types
                        .iter()
                        .zip(packed)
                        .map(|(arg_type, packed)| expected_holder(arg_type, packed, &addresses))
                        .collect();
                    let got: Vec<Vec<u8>> = recorded.args.iter().map(KernelArg::bytes).collect();
                    assert_eq!(got, expected, "{what}");
                    kernels_used.insert(kernel.to_string());
                    launches_checked += 1;
                }
            }
            // One image per device, each kernel looked up once however many cases ran.
            let modules = backend.modules();
            assert_eq!(modules.len(), 1, "{what}");
            assert_eq!(modules[0].fmt, variant, "{what}");
            // TVM's own reading of the library's code, not the fixture's extracted file.
            let library = json["variants"][variant]["library"].as_str().unwrap();
            let code = support::cuda::tvm_fixture_code(library);
            assert_eq!(modules[0].image, code, "{what}");
            let lookups = backend.function_lookups();
            assert_eq!(
                lookups.iter().cloned().collect::<BTreeSet<_>>(),
                kernels_used,
                "{what}"
            );
            assert_eq!(lookups.len(), kernels_used.len(), "{what}");
            // No fixture needs 48 KiB of dynamic shared memory, so no attribute is set.
            assert!(backend.attributes().is_empty(), "{what}");
        }
    }
    // 17 launches per variant: vadd 1, vadd_dyn 3, saxpy 2, rowsum_smem 1, rowsum_dynsmem 2,
    // softmax 1, two_kernels 2 × 2, mlp 3 (the fixture README's 34 of 34 over both variants).
    assert_eq!(launches_checked, 34);
}

#[test]
fn ptx_gets_the_nul_the_driver_reads_up_to() {
    let mut device = payload("vadd", "ptx");
    let DeviceCode::Single(code) = &device.code else {
        panic!("per-kernel code")
    };
    let with_nul = code.clone();
    assert_eq!(with_nul.last(), Some(&0), "NVRTC's PTX ends with a NUL");
    // LLVM's PTX has none: the module appends it.
    device.code = DeviceCode::Single(with_nul.slice(..with_nul.len() - 1));
    let module = CudaModule::new(&device).unwrap();
    let backend = RecordingBackend::new();
    let buffer = backend.alloc(0, 16).unwrap();
    let args = [
        pointer(buffer),
        pointer(buffer),
        pointer(buffer),
        int(32),
        int(128),
    ];
    module.call(&backend, 0, "vadd_kernel", &args).unwrap();
    assert_eq!(backend.modules()[0].image, with_nul.to_vec());
}

#[test]
fn hostile_calls_are_typed_and_name_the_kernel() {
    let backend = RecordingBackend::new();
    let vadd_dyn = CudaModule::new(&payload("vadd_dyn", "cubin")).unwrap();
    let a = backend.alloc(0, 16).unwrap();
    let buffers = [pointer(a), pointer(a), pointer(a)];

    // Too few arguments: 4 kernel arguments + 2 launch values are due.
    let error = vadd_dyn
        .call(
            &backend,
            0,
            "vadd_dyn_kernel",
            &[buffers[0], buffers[1], int(3)],
        )
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "kernel `vadd_dyn_kernel`: expected 6 arguments (4 kernel arguments + 2 launch values), got 3"
    );
    assert!(backend.launches().is_empty());

    // An empty dynamic shape: n = 0 gives grid value 0. TVM keeps the dim at 1 and launches one
    // block; modlink launches nothing (no thread of an empty iteration space would run).
    let mut args = buffers.to_vec();
    args.extend([int(0), int(0), int(128)]);
    let plan = vadd_dyn
        .call(&backend, 0, "vadd_dyn_kernel", &args)
        .unwrap();
    assert_eq!(plan.config.grid, [1, 1, 1]);
    assert!(plan.config.empty);
    assert!(backend.launches().is_empty());
    // n = 1: one block, launched.
    let mut args = buffers.to_vec();
    args.extend([int(1), int(1), int(128)]);
    let plan = vadd_dyn
        .call(&backend, 0, "vadd_dyn_kernel", &args)
        .unwrap();
    assert!(!plan.config.empty);
    assert_eq!(backend.launches()[0].config.grid, [1, 1, 1]);
    assert_eq!(backend.launches()[0].config.block, [128, 1, 1]);

    // A kernel the module does not have.
    let error = vadd_dyn
        .call(&backend, 0, "vadd_kernel", &args)
        .unwrap_err();
    assert!(
        matches!(&error, KernelError::UnknownKernel { kernel, known, .. }
            if kernel == "vadd_kernel" && known == &["vadd_dyn_kernel".to_string()]),
        "{error}"
    );

    // A dtype TVM refuses: saxpy's `a` as float16.
    let mut saxpy = payload("saxpy", "ptx");
    saxpy.functions[0].1.arg_types[3] = DLDataType::scalar(2, 16);
    let module = CudaModule::new(&saxpy).unwrap();
    let args = [
        buffers[0],
        buffers[1],
        buffers[2],
        float(2.5),
        int(777),
        int(4),
        int(256),
    ];
    let error = module.call(&backend, 0, "saxpy_kernel", &args).unwrap_err();
    assert_eq!(
        error.to_string(),
        "kernel `saxpy_kernel` argument 3: cannot handle float16 as device function argument"
    );

    // The dynamic shared memory tag must be the last.
    let mut rowsum = payload("rowsum_dynsmem", "cubin");
    rowsum.functions[0].1.launch_param_tags.rotate_right(1);
    let module = CudaModule::new(&rowsum).unwrap();
    let args = [buffers[0], buffers[1], int(16), int(512), int(16), int(128)];
    let error = module
        .call(&backend, 0, "rowsum_dyn_kernel", &args)
        .unwrap_err();
    assert!(
        matches!(&error, KernelError::Launch(LaunchError::Tag { kernel, index: 0, tag, .. })
            if kernel == "rowsum_dyn_kernel" && tag == "tirx.use_dyn_shared_memory"),
        "{error}"
    );

    // CUDA C++ source needs a compiler (NVRTC): without one, refused when the module is made.
    let mut source = payload("vadd", "cubin");
    source.fmt = "cuda".to_string();
    source.code = DeviceCode::Single(Bytes::from_static(b"extern \"C\" __global__ void k() {}"));
    assert!(matches!(
        CudaModule::new(&source),
        Err(KernelError::Unloadable { fmt, .. }) if fmt == "cuda"
    ));
}

#[test]
fn dynamic_shared_memory_from_48_kib_raises_the_kernel_limit() {
    let module = CudaModule::new(&payload("rowsum_dynsmem", "cubin")).unwrap();
    let backend = RecordingBackend::new();
    let a = backend.alloc(0, 16).unwrap();
    let call = |dynamic: i64| {
        let args = [
            pointer(a),
            pointer(a),
            int(16),
            int(16),
            int(128),
            int(dynamic),
        ];
        module
            .call(&backend, 0, "rowsum_dyn_kernel", &args)
            .unwrap();
    };
    call(512);
    call((48 << 10) - 1);
    assert!(backend.attributes().is_empty());
    call(48 << 10);
    call(48 << 10);
    call(96 << 10);
    let limits: Vec<(String, u32)> = backend
        .attributes()
        .into_iter()
        .map(|attribute| (attribute.kernel, attribute.bytes))
        .collect();
    assert_eq!(
        limits,
        vec![
            ("rowsum_dyn_kernel".to_string(), 49152),
            ("rowsum_dyn_kernel".to_string(), 98304)
        ]
    );
    assert_eq!(backend.launches().len(), 5);
    assert_eq!(backend.launches()[4].config.dynamic_shared_bytes, 98304);
}

#[test]
fn recording_memory_is_bounds_checked() {
    let backend = RecordingBackend::new();
    let a = backend.alloc(0, 8).unwrap();
    let error = backend.copy_to_device(0, a + 4, &[0; 8]).unwrap_err();
    assert!(matches!(error, DeviceError::Memory { .. }), "{error}");
    let b = backend.alloc(0, 8).unwrap();
    backend
        .copy_to_device(0, a, &[1, 2, 3, 4, 5, 6, 7, 8])
        .unwrap();
    backend.copy_on_device(0, b, a + 2, 4).unwrap();
    let mut back = [0u8; 8];
    backend.copy_to_host(0, &mut back, b).unwrap();
    assert_eq!(back, [3, 4, 5, 6, 0, 0, 0, 0]);
    backend.free(0, a).unwrap();
    assert!(backend.free(0, a).is_err());
}

#[test]
fn the_driver_loader_fails_cleanly_without_libcuda() {
    let error = CudaDriver::open_library("libcuda-not-installed.so.1")
        .err()
        .unwrap();
    assert!(
        matches!(&error, DeviceError::NoDriver { library, .. } if library == "libcuda-not-installed.so.1"),
        "{error}"
    );
    assert!(
        error
            .to_string()
            .starts_with("no CUDA driver: cannot open libcuda-not-installed.so.1 (")
    );
    // A library that is not the driver lacks its first entry point.
    let error = CudaDriver::open_library("libm.so.6").err().unwrap();
    assert!(
        matches!(&error, DeviceError::MissingEntryPoint { symbol, .. } if symbol == "cuInit"),
        "{error}"
    );
    // The system driver: absent on CI machines, where the error says so; on a GPU machine it
    // opens and reports its devices.
    match CudaDriver::open() {
        Ok(driver) => assert!(driver.device_count() > 0),
        Err(error) => assert!(
            matches!(&error, DeviceError::NoDriver { library, .. } if library == CUDA_DRIVER_LIBRARY)
                || matches!(error, DeviceError::NoDevice { count: 0, .. }),
            "{error}"
        ),
    }
}
