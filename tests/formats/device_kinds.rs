//! Device payloads other than `cuda`, laid out as TVM 0.27's writers lay them out (apache/tvm
//! `src/backend/vulkan/codegen/vulkan_fallback_module.cc`: `str fmt; fmap; Map<str, bytes>` with
//! each value a packed SPIR-V shader `u32 flag; vec<u32> words`; `src/backend/rocm/runtime/
//! rocm_module.cc`: `str fmt; fmap; bytes code`), written here by hand since the CPU wheel
//! cannot build them: `vulkan` read for inspection (and still written back as its bytes),
//! `rocm`/`hip` typed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use modlink::blob::{self, BlobError};
use modlink::module::{DeviceCode, Payload};

fn s(text: &[u8]) -> Vec<u8> {
    [&(text.len() as u64).to_le_bytes()[..], text].concat()
}

/// One kernel `k` with two handle arguments, tags [blockIdx.x, threadIdx.x], no extra tags.
fn fmap() -> Vec<u8> {
    [
        &1u64.to_le_bytes()[..],
        &s(b"k"),
        &s(b"k"),
        &2u64.to_le_bytes(),
        &[3, 64, 1, 0, 3, 64, 1, 0],
        &2u64.to_le_bytes(),
        &s(b"blockIdx.x"),
        &s(b"threadIdx.x"),
        &2u64.to_le_bytes(),
        &0i32.to_le_bytes(),
        &0i32.to_le_bytes(),
    ]
    .concat()
}

fn shader() -> Vec<u8> {
    // SPIR-V's magic number as the first word.
    [
        &0u32.to_le_bytes()[..],
        &1u64.to_le_bytes(),
        &0x0723_0203u32.to_le_bytes(),
    ]
    .concat()
}

#[test]
fn vulkan_payload_lists_its_kernels_and_shaders() {
    let payload = [
        s(b"vulkan"),
        fmap(),
        1u64.to_le_bytes().to_vec(),
        s(b"k"),
        s(&shader()),
    ]
    .concat();
    let payload = Bytes::from(payload);
    let device = blob::read_inspect_only_device("vulkan", &payload)
        .unwrap()
        .unwrap();
    assert_eq!(device.fmt, "vulkan");
    assert_eq!(device.functions.len(), 1);
    assert_eq!(
        device.functions[0].1.launch_param_tags,
        ["blockIdx.x", "threadIdx.x"]
    );
    let DeviceCode::PerKernel(shaders) = &device.code else {
        panic!("per-kernel shaders")
    };
    assert_eq!(shaders[0].0, "k");
    assert_eq!(shaders[0].1[..], shader()[..]);
    // The tree keeps the module as its bytes, which are written back unchanged.
    assert_eq!(
        blob::read_payload("vulkan", &payload).unwrap(),
        Payload::Opaque(payload.clone())
    );
    // A cut anywhere is a typed error, never a panic.
    for len in 0..payload.len() {
        let cut = payload.slice(..len);
        match blob::read_inspect_only_device("vulkan", &cut).unwrap() {
            Err(BlobError::Malformed { offset, .. }) => assert!(offset <= len as u64),
            other => panic!("cut at {len}: {other:?}"),
        }
    }
    assert!(blob::read_inspect_only_device("opencl", &payload).is_none());
}

#[test]
fn rocm_and_hip_payloads_are_typed_single_code_modules() {
    let code = b"\x7fELF hsaco".to_vec();
    let payload = Bytes::from([s(b"hsaco"), fmap(), s(&code)].concat());
    for kind in ["rocm", "hip"] {
        let Payload::Device(device) = blob::read_payload(kind, &payload).unwrap() else {
            panic!("{kind}: not a device module")
        };
        assert_eq!(device.fmt, "hsaco");
        assert_eq!(device.functions[0].0, "k");
        assert_eq!(device.code, DeviceCode::Single(Bytes::from(code.clone())));
        // No build-settings trailer outside `cuda`: a byte more is left over.
        let longer = Bytes::from([&payload[..], &[0]].concat());
        assert!(blob::read_payload(kind, &longer).is_err());
    }
}
