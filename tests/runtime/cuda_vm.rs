//! The Relax VM on CUDA without a GPU: TVM 0.27's `mlp` (shared/fixtures/tvm-0.27/cuda, cubin
//! and PTX) run by a VM whose devices are [cuda:0, cpu:0], over the recording backend plugged in
//! with `OpenOptions::device_backend`. The constants are uploaded byte for byte when the VM is
//! made, `x` is copied in, `alloc_storage` takes device memory (one block per storage the plan
//! has, reused from the pool by the next call), and the kernels' launches (name, grid, block,
//! dynamic shared memory, each pointer mapped back to the tensor or constant it points at) are
//! exactly those TVM recorded in mlp.json. The recording backend runs no kernel, so the test
//! writes the fixture's expected output into the result's device memory itself, as the kernel
//! would, before copying it out. A CUDA executable on a CPU-only VM gets TVM's device check with
//! a hint; `vm.builtin.to_device` copies between host and device.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;
use crate::support::relax_vm::{Asm, F32, c, f32_tensor_constant, imm, r};

use modlink::module::relax::Constant;
use modlink::runtime::device::{DeviceBackend, KernelArg, RecordedMemoryOp, RecordingBackend};
use modlink::runtime::vm::{FaultKind, VirtualMachine, VmError, VmOptions, VmValue};
use modlink::runtime::{Device, Library, OpenOptions, Tensor, npy};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn cuda_dir() -> PathBuf {
    support::fixtures_dir().join("cuda")
}

fn description() -> Value {
    let text = std::fs::read_to_string(cuda_dir().join("mlp.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn fixture_npy(name: &str) -> Tensor {
    npy::read(&cuda_dir().join(name)).unwrap()
}

/// mlp.`variant`.so opened on `backend` from a copy of the file: an image already loaded in
/// this process keeps the kernel handles of the backend it was first opened with
/// (docs/runtime.md, "Limit").
fn open_mlp(backend: &Arc<RecordingBackend>, dir: &Path, variant: &str, copy: &str) -> Library {
    let path = dir.join(format!("{copy}.{variant}.so"));
    std::fs::copy(cuda_dir().join(format!("mlp.{variant}.so")), &path).unwrap();
    Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone())).unwrap()
}

fn on_cuda() -> VmOptions {
    VmOptions::default().with_device(Device::Cuda(0))
}

/// The allocations among `ops`, as (size, address).
fn allocations(ops: &[RecordedMemoryOp]) -> Vec<(usize, u64)> {
    ops.iter()
        .map(|op| match op {
            RecordedMemoryOp::Alloc {
                device: 0,
                bytes,
                ptr,
            } => (*bytes, *ptr),
            other => panic!("unexpected {other:?}"),
        })
        .collect()
}

fn device_bytes(backend: &RecordingBackend, ptr: u64, len: usize) -> Vec<u8> {
    let mut bytes = vec![0u8; len];
    backend.copy_to_host(0, &mut bytes, ptr).unwrap();
    bytes
}

/// A recorded argument in the JSON's terms: the buffer a pointer points at, else its bytes.
fn describe_arg(arg: &KernelArg, buffers: &BTreeMap<u64, String>) -> Value {
    match arg {
        KernelArg::InPlace(bytes) => match buffers.get(&u64::from_le_bytes(*bytes)) {
            Some(name) => serde_json::json!({ "buffer": name }),
            None => serde_json::json!({ "bytes": bytes.to_vec() }),
        },
        other => serde_json::json!({ "bytes": other.bytes() }),
    }
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

/// The launches since `from` against the JSON's: kernel, grid, block, dynamic shared memory and
/// the kernel's pointer arguments (the JSON's packed arguments past the kernel's parameters are
/// the launch extents, which grid and block are).
fn check_launches(
    label: &str,
    backend: &RecordingBackend,
    from: usize,
    buffers: &BTreeMap<u64, String>,
) {
    let fixture = description();
    let case = &fixture["cases"][0];
    let expected = case["launches"].as_array().unwrap();
    let launches = &backend.launches()[from..];
    assert_eq!(launches.len(), expected.len(), "{label}: launches");
    for (launch, want) in launches.iter().zip(expected) {
        let kernel = want["kernel"].as_str().unwrap();
        let label = format!("{label} {kernel}");
        assert_eq!(launch.kernel, kernel, "{label}");
        assert_eq!(launch.device, 0, "{label}");
        assert_eq!(launch.config.grid, dims(&want["grid"]), "{label}: grid");
        assert_eq!(launch.config.block, dims(&want["block"]), "{label}: block");
        assert_eq!(
            u64::from(launch.config.dynamic_shared_bytes),
            want["dynamic_shared_bytes"].as_u64().unwrap(),
            "{label}: dynamic shared memory"
        );
        let params = fixture["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["name"] == kernel)
            .unwrap()["arg_types"]
            .as_array()
            .unwrap()
            .len();
        let got: Vec<Value> = launch
            .args
            .iter()
            .map(|arg| describe_arg(arg, buffers))
            .collect();
        let want: Vec<Value> = want["packed_args"].as_array().unwrap()[..params].to_vec();
        assert_eq!(got, want, "{label}: kernel arguments");
    }
}

#[test]
fn mlp_runs_on_the_recording_backend_as_tvm_recorded() {
    let fixture = description();
    let case = &fixture["cases"][0];
    for variant in ["cubin", "ptx"] {
        let dir = tempfile::tempdir().unwrap();
        let backend = Arc::new(RecordingBackend::new());
        let library = open_mlp(&backend, dir.path(), variant, "mlp_vm");
        let mut vm = VirtualMachine::with_options(&library, on_cuda()).unwrap();
        assert_eq!(vm.devices(), [Device::Cuda(0), Device::Cpu], "{variant}");

        // The four tensor constants, uploaded in pool order, hold the fixture's .npy bytes.
        let mut constants: Vec<(i64, &str, &str)> = case["buffers"]
            .as_object()
            .unwrap()
            .iter()
            .filter_map(|(name, buffer)| {
                Some((
                    buffer["vm_constant"].as_i64()?,
                    name.as_str(),
                    buffer["file"].as_str().unwrap(),
                ))
            })
            .collect();
        constants.sort();
        let uploads = allocations(&backend.memory_ops());
        assert_eq!(
            uploads.len(),
            constants.len(),
            "{variant}: constant uploads"
        );
        let mut buffers = BTreeMap::new();
        for ((bytes, ptr), (_, name, file)) in uploads.iter().zip(&constants) {
            let host = fixture_npy(file);
            assert_eq!(*bytes, host.as_bytes().len(), "{variant} {name}");
            assert_eq!(
                device_bytes(&backend, *ptr, *bytes),
                host.as_bytes(),
                "{variant} {name}"
            );
            buffers.insert(*ptr, name.to_string());
        }

        // x is copied in, once.
        let x = fixture_npy("mlp.main.0.x.npy");
        let ops = backend.memory_ops().len();
        let x_device = vm.to_device(&VmValue::tensor(&x).unwrap()).unwrap();
        assert_eq!(x_device.as_tensor().unwrap().device(), Device::Cuda(0));
        let [(x_bytes, x_ptr)] = allocations(&backend.memory_ops()[ops..])[..] else {
            panic!("{variant}: x");
        };
        assert_eq!(
            device_bytes(&backend, x_ptr, x_bytes),
            x.as_bytes(),
            "{variant}: x"
        );
        buffers.insert(x_ptr, "x".to_string());

        // One device block per storage of the plan: reg2 (4×32 f32), reg4 and reg6 (4×10 f32).
        let (ops, launches, devices) = (
            backend.memory_ops().len(),
            backend.launches().len(),
            backend.current_devices().len(),
        );
        let result = vm.call("main", std::slice::from_ref(&x_device)).unwrap();
        let storages = allocations(&backend.memory_ops()[ops..]);
        let sizes: Vec<usize> = storages.iter().map(|(bytes, _)| *bytes).collect();
        assert_eq!(sizes, [4 * 32 * 4, 4 * 10 * 4, 4 * 10 * 4], "{variant}");
        for ((_, ptr), name) in storages.iter().zip(["reg2", "reg4", "reg6"]) {
            buffers.insert(*ptr, name.to_string());
        }
        check_launches(variant, &backend, launches, &buffers);
        // Each host function made device 0 current before its kernel.
        assert_eq!(backend.current_devices()[devices..], [0, 0, 0], "{variant}");
        // The code image loaded once on device 0: the fixture's code.
        let modules = backend.modules();
        assert_eq!(modules.len(), 1, "{variant}");
        // TVM's own reading of the library's code, not the fixture's extracted file.
        let code = support::cuda::tvm_fixture_code(&format!("mlp.{variant}.so"));
        assert_eq!(modules[0].image, code, "{variant}");

        // The result stays on the device, in reg6's block, until copied out.
        let out = result.as_tensor().unwrap();
        assert_eq!(out.device(), Device::Cuda(0), "{variant}");
        assert_eq!(
            out.storage().device_address(),
            Some(storages[2].1),
            "{variant}"
        );
        let expected = fixture_npy("mlp.main.0.out.npy");
        backend
            .copy_to_device(0, storages[2].1, expected.as_bytes())
            .unwrap();
        let synchronizations = backend.synchronizations();
        vm.synchronize().unwrap();
        assert_eq!(
            backend.synchronizations(),
            synchronizations + 1,
            "{variant}"
        );
        let host = vm.to_host(&result).unwrap();
        let host = host.as_tensor().unwrap();
        assert_eq!(host.device(), Device::Cpu, "{variant}");
        assert_eq!(host.shape(), [4, 10], "{variant}");
        assert_eq!(
            host.to_tensor().unwrap().as_bytes(),
            expected.as_bytes(),
            "{variant}"
        );
        drop(result);

        // The next call takes all three blocks from the pool: no device allocation. The pool
        // hands the two 160-byte blocks out last-in first-out, so reg4 and reg6 swap blocks.
        let (ops, launches) = (backend.memory_ops().len(), backend.launches().len());
        let again = vm.call("main", std::slice::from_ref(&x_device)).unwrap();
        assert_eq!(backend.memory_ops()[ops..], [], "{variant}: storage reuse");
        let reg6 = again.as_tensor().unwrap().storage().device_address();
        assert_eq!(reg6, Some(storages[1].1), "{variant}: reg6's block");
        buffers.insert(storages[1].1, "reg6".to_string());
        buffers.insert(storages[2].1, "reg4".to_string());
        check_launches(variant, &backend, launches, &buffers);
        drop((again, x_device));

        // x was freed with its last handle above; dropping the VM frees every block it holds
        // (constants, pooled storages) through the backend.
        drop(vm);
        let ops = backend.memory_ops();
        let freed: Vec<u64> = ops
            .iter()
            .filter_map(|op| match op {
                RecordedMemoryOp::Free { device: 0, ptr } => Some(*ptr),
                _ => None,
            })
            .collect();
        let mut allocated = allocations(
            &ops.iter()
                .filter(|op| matches!(op, RecordedMemoryOp::Alloc { .. }))
                .copied()
                .collect::<Vec<_>>(),
        )
        .into_iter()
        .map(|(_, ptr)| ptr)
        .collect::<Vec<_>>();
        let mut freed_sorted = freed.clone();
        allocated.sort();
        freed_sorted.sort();
        assert_eq!(freed_sorted, allocated, "{variant}: every block freed once");
    }
}

#[test]
fn call_host_copies_x_in_and_the_result_out() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open_mlp(&backend, dir.path(), "cubin", "mlp_call_host");
    let mut vm = VirtualMachine::with_options(&library, on_cuda()).unwrap();
    let x = fixture_npy("mlp.main.0.x.npy");
    let (ops, launches, synchronizations) = (
        backend.memory_ops().len(),
        backend.launches().len(),
        backend.synchronizations(),
    );
    let result = vm
        .call_host("main", &[VmValue::tensor(&x).unwrap()])
        .unwrap();
    // x's device copy first, then the three storages.
    let blocks = allocations(
        &backend.memory_ops()[ops..]
            .iter()
            .filter(|op| matches!(op, RecordedMemoryOp::Alloc { .. }))
            .copied()
            .collect::<Vec<_>>(),
    );
    assert_eq!(blocks.len(), 4, "{blocks:?}");
    assert_eq!(blocks[0].0, x.as_bytes().len());
    assert_eq!(backend.launches().len(), launches + 3);
    // The first kernel read x's copy: its last pointer argument.
    let first = &backend.launches()[launches];
    assert_eq!(first.args[3], KernelArg::InPlace(blocks[0].1.to_le_bytes()));
    assert_eq!(backend.synchronizations(), synchronizations + 1);
    // The result came back to the host with the bytes of reg6's block (the kernel's output
    // memory, which the recording backend leaves zeroed).
    let out = result.as_tensor().unwrap();
    assert_eq!(out.device(), Device::Cpu);
    assert_eq!(out.shape(), [4, 10]);
    assert_eq!(out.to_bytes(), vec![0u8; 160]);
    let softmax = &backend.launches()[launches + 2];
    assert_eq!(softmax.kernel, "softmax_kernel");
    assert_eq!(
        softmax.args[0],
        KernelArg::InPlace(blocks[3].1.to_le_bytes())
    );
}

#[test]
fn a_cuda_executable_on_a_cpu_vm_gets_tvms_device_check_and_a_hint() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open_mlp(&backend, dir.path(), "cubin", "mlp_on_cpu");
    let mut vm = VirtualMachine::new(&library).unwrap();
    assert_eq!(vm.devices(), [Device::Cpu]);
    let x = VmValue::tensor(&fixture_npy("mlp.main.0.x.npy")).unwrap();
    let error = vm.call("main", &[x]).unwrap_err();
    let VmError::Fault { kind, message, .. } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(*kind, FaultKind::Kernel);
    assert!(message.contains("expected cuda"), "{message}");
    assert!(
        message.contains("the VM's devices are [cpu:0]") && message.contains("`--device cuda`"),
        "{message}"
    );
    // Nothing reached the device: no upload, no launch.
    assert_eq!(backend.memory_ops(), []);
    assert_eq!(backend.launches(), []);
}

#[test]
fn a_host_tensor_given_to_a_cuda_vm_gets_tvms_device_check_and_a_hint() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open_mlp(&backend, dir.path(), "cubin", "mlp_host_input");
    let mut vm = VirtualMachine::with_options(&library, on_cuda()).unwrap();
    let x = VmValue::tensor(&fixture_npy("mlp.main.0.x.npy")).unwrap();
    let error = vm.call("main", &[x]).unwrap_err();
    let VmError::Fault { kind, message, .. } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(*kind, FaultKind::Kernel);
    assert!(message.contains("expected cuda"), "{message}");
    assert!(
        message.contains("VirtualMachine::to_device") && message.contains("call_host"),
        "{message}"
    );
    assert_eq!(backend.launches(), []);
}

/// `main(x)`: `to_device(x, 2, 0)`, then back with `to_device(.., 1, 0)`; both returned.
fn round_trip_executable() -> modlink::module::relax::VmExecutable {
    let mut asm = Asm::default();
    asm.begin("main", &["x"], 3);
    asm.call_named(1, "vm.builtin.to_device", &[r(0), imm(2), imm(0)]);
    asm.call_named(2, "vm.builtin.to_device", &[r(1), imm(1), imm(0)]);
    asm.call_named(1, "vm.builtin.make_tuple", &[r(1), r(2)]);
    asm.ret(1);
    asm.end();
    asm.build()
}

#[test]
fn to_device_copies_between_host_and_device() {
    let backend = Arc::new(RecordingBackend::new());
    let mut vm = VirtualMachine::from_executable_with_backend(
        Arc::new(round_trip_executable()),
        &|_| None,
        on_cuda(),
        backend.clone(),
    )
    .unwrap();
    let values = [1.5f32, -2.0, 3.25, 0.0, 7.0, 8.5];
    let x = Tensor::from_slice(&[2, 3], &values).unwrap();
    let result = vm.call("main", &[VmValue::tensor(&x).unwrap()]).unwrap();
    let [on_device, back] = result.as_tuple().unwrap() else {
        panic!("{result:?}");
    };
    let on_device = on_device.as_tensor().unwrap();
    assert_eq!(on_device.device(), Device::Cuda(0));
    let ptr = on_device.storage().device_address().unwrap();
    assert_eq!(device_bytes(&backend, ptr, 24), x.as_bytes());
    let back = back.as_tensor().unwrap();
    assert_eq!(back.device(), Device::Cpu);
    assert_eq!(back.shape(), [2, 3]);
    assert_eq!(back.to_tensor().unwrap().as_slice::<f32>().unwrap(), values);
}

#[test]
fn a_condition_on_the_device_is_read_back_for_if() {
    // main(flag): if to_device(flag) then 7 else 9, with flag a bool tensor.
    let void = r(modlink::module::relax::VOID_REGISTER);
    let mut asm = Asm::default();
    asm.begin("main", &["flag"], 3);
    asm.call_named(1, "vm.builtin.to_device", &[r(0), imm(2), imm(0)]);
    asm.call_named(2, "vm.builtin.read_if_cond", &[r(1)]);
    asm.if_(2, 3);
    asm.call_named(1, "vm.builtin.make_prim_value", &[void, imm(0), imm(7)]);
    asm.ret(1);
    asm.call_named(1, "vm.builtin.make_prim_value", &[void, imm(0), imm(9)]);
    asm.ret(1);
    asm.end();
    let backend = Arc::new(RecordingBackend::new());
    let mut vm = VirtualMachine::from_executable_with_backend(
        Arc::new(asm.build()),
        &|_| None,
        on_cuda(),
        backend.clone(),
    )
    .unwrap();
    for (flag, expected) in [(1u8, 7), (0, 9)] {
        let flag = Tensor::from_bytes(modlink::ir::DType::Bool, &[], &[flag]).unwrap();
        let result = vm.call("main", &[VmValue::tensor(&flag).unwrap()]).unwrap();
        assert!(
            matches!(result, VmValue::Int(v) if v == expected),
            "{result:?}"
        );
    }
    // Each call copied the flag to the device (and freed it).
    let allocations = backend
        .memory_ops()
        .iter()
        .filter(|op| matches!(op, RecordedMemoryOp::Alloc { bytes: 1, .. }))
        .count();
    assert_eq!(allocations, 2);
}

#[test]
fn device_faults_name_the_device_and_the_operation() {
    let backend = Arc::new(RecordingBackend::new());
    // An alloc_storage device index outside [cuda:0, cpu:0].
    let mut asm = Asm::default();
    let size = asm.constant(Constant::Shape(vec![16]));
    let dtype = asm.constant(Constant::DataType(F32));
    let scope = asm.constant(Constant::Str("global".into()));
    asm.begin("main", &[], 2);
    asm.call_named(
        1,
        "vm.builtin.alloc_storage",
        &[
            crate::support::relax_vm::VM,
            c(size),
            imm(2),
            c(dtype),
            c(scope),
        ],
    );
    asm.ret(1);
    asm.end();
    let mut vm = VirtualMachine::from_executable_with_backend(
        Arc::new(asm.build()),
        &|_| None,
        on_cuda(),
        backend.clone(),
    )
    .unwrap();
    let error = vm.call("main", &[]).unwrap_err();
    assert_eq!(error.fault_kind(), Some(FaultKind::Check), "{error}");
    assert!(
        error
            .to_string()
            .ends_with("device index 2 is outside the VM's devices [cuda:0, cpu:0]"),
        "{error}"
    );

    // to_device to a device modlink does not run.
    let mut asm = Asm::default();
    asm.begin("main", &["x"], 2);
    asm.call_named(1, "vm.builtin.to_device", &[r(0), imm(7), imm(0)]);
    asm.ret(1);
    asm.end();
    let mut vm = VirtualMachine::from_executable_with_backend(
        Arc::new(asm.build()),
        &|_| None,
        on_cuda(),
        backend,
    )
    .unwrap();
    let x = VmValue::tensor(&Tensor::from_slice(&[1], &[1.0f32]).unwrap()).unwrap();
    let error = vm.call("main", &[x]).unwrap_err();
    assert_eq!(error.fault_kind(), Some(FaultKind::Check), "{error}");
    assert!(
        error
            .to_string()
            .ends_with("device (7, 0) is not one modlink runs (cpu:0, cuda:N or opencl:N)"),
        "{error}"
    );
}

/// A backend whose every allocation fails, as a driver without a device would.
#[test]
fn a_constant_the_device_refuses_fails_making_the_vm_and_names_it() {
    let mut asm = Asm::default();
    asm.constant(Constant::Shape(vec![1]));
    asm.constant(f32_tensor_constant(&[2], &[1.0, 2.0]));
    asm.begin("main", &[], 1);
    asm.ret(0);
    asm.end();
    let error = VirtualMachine::from_executable_with_backend(
        Arc::new(asm.build()),
        &|_| None,
        VmOptions::default().with_device(Device::Cuda(3)),
        Arc::new(RefusingBackend),
    )
    .unwrap_err();
    assert!(matches!(error, VmError::Device { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "copying constant 1 to cuda:3: no CUDA device 3: the driver reports 1 device"
    );
    // The same executable on the CPU never asks the device.
    let exe = {
        let mut asm = Asm::default();
        asm.constant(f32_tensor_constant(&[2], &[1.0, 2.0]));
        asm.begin("main", &[], 1);
        asm.ret(0);
        asm.end();
        asm.build()
    };
    VirtualMachine::from_executable_with_backend(
        Arc::new(exe),
        &|_| None,
        VmOptions::default(),
        Arc::new(RefusingBackend),
    )
    .unwrap();
}

/// Refuses every allocation as a driver with one device refuses device 3.
struct RefusingBackend;

impl DeviceBackend for RefusingBackend {
    fn set_device(&self, device: i32) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn compute_capability(
        &self,
        device: i32,
    ) -> Result<(u32, u32), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn alloc(&self, device: i32, _: usize) -> Result<u64, modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn free(&self, device: i32, _: u64) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn copy_to_device(
        &self,
        device: i32,
        _: u64,
        _: &[u8],
    ) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn copy_to_host(
        &self,
        device: i32,
        _: &mut [u8],
        _: u64,
    ) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn copy_on_device(
        &self,
        device: i32,
        _: u64,
        _: u64,
        _: usize,
    ) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn load_module(
        &self,
        device: i32,
        _: &str,
        _: &str,
        _: &[u8],
    ) -> Result<modlink::runtime::device::ModuleHandle, modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn get_function(
        &self,
        device: i32,
        _: modlink::runtime::device::ModuleHandle,
        _: &str,
    ) -> Result<modlink::runtime::device::FunctionHandle, modlink::runtime::device::DeviceError>
    {
        Err(no_device(device))
    }
    fn set_max_dynamic_shared(
        &self,
        device: i32,
        _: modlink::runtime::device::FunctionHandle,
        _: u32,
    ) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn launch(
        &self,
        device: i32,
        _: modlink::runtime::device::FunctionHandle,
        _: &str,
        _: &modlink::runtime::device::LaunchConfig,
        _: &[KernelArg],
    ) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
    fn synchronize(&self, device: i32) -> Result<(), modlink::runtime::device::DeviceError> {
        Err(no_device(device))
    }
}

fn no_device(device: i32) -> modlink::runtime::device::DeviceError {
    modlink::runtime::device::DeviceError::NoDevice { device, count: 1 }
}
