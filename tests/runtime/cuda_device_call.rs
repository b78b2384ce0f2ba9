//! `runtime::DeviceCall` (what `modlink run --device cuda:N` does) on the recording backend, with
//! TVM 0.27's saxpy (shared/fixtures/tvm-0.27/cuda): the host tensors are copied to the device
//! byte for byte, the kernel receives their device addresses in parameter order, `synchronize`
//! reaches the backend and `download` copies each device tensor back into its own host argument.
//! The recording backend runs no kernel, so the test writes the fixture's expected output into
//! the output's device memory itself, as the kernel would.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::runtime::device::{DeviceBackend, KernelArg, RecordedMemoryOp, RecordingBackend};
use modlink::runtime::{
    Arg, CallError, Device, DeviceCall, DeviceTensor, Library, OpenOptions, Tensor, npy,
};
use std::sync::Arc;

/// saxpy opened on `backend` from a copy of the file: an image already loaded in this process
/// keeps the kernel handles of the backend it was first opened with (docs/runtime.md, "Limit").
fn open_saxpy(backend: &Arc<RecordingBackend>, dir: &std::path::Path) -> Library {
    let copy = dir.join("saxpy_device_call.so");
    std::fs::copy(support::fixtures_dir().join("cuda/saxpy.cubin.so"), &copy).unwrap();
    Library::open_with(&copy, &OpenOptions::new().device_backend(backend.clone())).unwrap()
}

fn fixture_npy(name: &str) -> Tensor {
    npy::read(&support::fixtures_dir().join("cuda").join(name)).unwrap()
}

#[test]
fn host_tensors_go_to_the_device_and_come_back_into_their_own_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open_saxpy(&backend, dir.path());
    let function = library.get_function("saxpy").unwrap();
    let (x, y) = (fixture_npy("saxpy.0.X.npy"), fixture_npy("saxpy.0.Y.npy"));
    let expected_z = fixture_npy("saxpy.0.Z.expected.npy");
    let (mut x_arg, mut y_arg) = (x.clone(), y.clone());
    let mut z = Tensor::zeros(expected_z.dtype(), expected_z.shape()).unwrap();
    let mut args = vec![
        Arg::Tensor(&mut x_arg),
        Arg::Tensor(&mut y_arg),
        Arg::Tensor(&mut z),
        Arg::Float(2.5),
    ];

    let mut call = DeviceCall::upload(library.device_backend(), Device::Cuda(0), &args).unwrap();
    assert_eq!(call.device(), Device::Cuda(0));
    // One allocation per tensor, in argument order, holding the host bytes.
    let allocations: Vec<u64> = backend
        .memory_ops()
        .iter()
        .map(|op| match op {
            RecordedMemoryOp::Alloc { device: 0, ptr, .. } => *ptr,
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(allocations.len(), 3);
    for (ptr, host) in allocations.iter().zip([&x, &y]) {
        let mut bytes = vec![0u8; host.as_bytes().len()];
        backend.copy_to_host(0, &mut bytes, *ptr).unwrap();
        assert_eq!(bytes, host.as_bytes());
    }

    assert_eq!(call.call(&function, &mut args).unwrap(), None);
    let launches = backend.launches();
    assert_eq!(launches.len(), 1);
    assert_eq!(launches[0].kernel, "saxpy_kernel");
    let pointers: Vec<u64> = launches[0].args[..3]
        .iter()
        .map(|arg| match arg {
            KernelArg::InPlace(bytes) => u64::from_le_bytes(*bytes),
            other => panic!("a pointer argument packed as {other:?}"),
        })
        .collect();
    assert_eq!(pointers, allocations);

    let synchronizations = backend.synchronizations();
    call.synchronize().unwrap();
    assert_eq!(backend.synchronizations(), synchronizations + 1);

    // What the kernel would have written into Z's device memory.
    backend
        .copy_to_device(0, allocations[2], expected_z.as_bytes())
        .unwrap();
    call.download(&mut args).unwrap();
    drop(args);
    assert_eq!(z.as_bytes(), expected_z.as_bytes());
    assert_eq!(x_arg.as_bytes(), x.as_bytes());
    assert_eq!(y_arg.as_bytes(), y.as_bytes());
}

#[test]
fn on_the_cpu_nothing_is_copied_and_tvm_checks_the_device() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open_saxpy(&backend, dir.path());
    let function = library.get_function("saxpy").unwrap();
    let mut x = fixture_npy("saxpy.0.X.npy");
    let mut y = fixture_npy("saxpy.0.Y.npy");
    let mut z = Tensor::zeros(x.dtype(), x.shape()).unwrap();
    let mut args = vec![
        Arg::Tensor(&mut x),
        Arg::Tensor(&mut y),
        Arg::Tensor(&mut z),
        Arg::Float(2.5),
    ];
    let mut call = DeviceCall::upload(library.device_backend(), Device::Cpu, &args).unwrap();
    assert!(backend.memory_ops().is_empty());
    match call.call(&function, &mut args) {
        Err(CallError::Raised { message, .. }) => {
            assert!(message.contains("expected cuda"), "{message}")
        }
        other => panic!("{other:?}"),
    }
    call.synchronize().unwrap();
    assert_eq!(backend.synchronizations(), 0);
    assert!(backend.launches().is_empty());
}

#[test]
fn a_device_address_the_caller_owns_passes_without_a_copy_and_is_not_freed() {
    // A framework's tensors (here: memory the test allocates on the backend itself, as torch
    // would on the driver) handed over by address: the kernel receives those addresses, nothing
    // is copied or allocated by modlink, and dropping the tensors frees nothing.
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let library = open_saxpy(&backend, dir.path());
    let function = library.get_function("saxpy").unwrap();
    let n = 777usize;
    let (x, y) = (fixture_npy("saxpy.0.X.npy"), fixture_npy("saxpy.0.Y.npy"));
    let owned: Vec<u64> = (0..3).map(|_| backend.alloc(0, n * 4).unwrap()).collect();
    backend.copy_to_device(0, owned[0], x.as_bytes()).unwrap();
    backend.copy_to_device(0, owned[1], y.as_bytes()).unwrap();
    let ops_before = backend.memory_ops().len();
    let shared: Arc<dyn DeviceBackend> = backend.clone();
    let mut tensors: Vec<DeviceTensor> = owned
        .iter()
        .map(|&ptr| {
            DeviceTensor::borrowed(shared.clone(), 0, ptr, modlink::ir::DType::F32, &[n as i64])
                .unwrap()
        })
        .collect();
    assert_eq!(tensors[2].ptr(), owned[2]);
    assert_eq!(tensors[2].byte_len(), n * 4);
    {
        let [a, b, c] = &mut tensors[..] else {
            unreachable!()
        };
        let mut args = [
            Arg::Device(a),
            Arg::Device(b),
            Arg::Device(c),
            Arg::Float(2.5),
        ];
        function.call(&mut args).unwrap();
    }
    let launches = backend.launches();
    assert_eq!(launches.len(), 1);
    let pointers: Vec<u64> = launches[0].args[..3]
        .iter()
        .map(|arg| match arg {
            KernelArg::InPlace(bytes) => u64::from_le_bytes(*bytes),
            other => panic!("a pointer argument packed as {other:?}"),
        })
        .collect();
    assert_eq!(pointers, owned);
    drop(tensors);
    // No allocation or free by modlink: the memory is still the caller's.
    assert_eq!(backend.memory_ops().len(), ops_before);
    let mut bytes = vec![0u8; n * 4];
    backend.copy_to_host(0, &mut bytes, owned[0]).unwrap();
    assert_eq!(bytes, x.as_bytes());
    // A shape whose size overflows is refused before anything is handed over.
    assert!(
        DeviceTensor::borrowed(shared, 0, owned[0], modlink::ir::DType::F32, &[i64::MAX, 4])
            .is_err()
    );
}
