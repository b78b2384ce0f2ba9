//! Relax VM fuzz target: a `relax.VMExecutable` payload (seeded from the TVM 0.27 Relax
//! fixtures' payloads), read inside a current-layout blob and run with stand-in kernels (Rust closures that read every tensor argument and zero the last;
//! never native code from the input), an instruction budget and a storage cap. Any input must
//! end in a value or a typed error: no panic, no out-of-bounds access, no runaway allocation.
#![no_main]

use bytes::Bytes;
use libfuzzer_sys::fuzz_target;
use modlink::blob::{self, Layout, PayloadRegistry};
use modlink::module::relax::{ConstantTags, KIND_VM_EXECUTABLE};
use modlink::runtime::{PackedArg, Tensor};
use modlink::module::Payload;
use modlink::runtime::vm::{Kernel, StandInKernel, VirtualMachine, VmOptions, VmValue};
use std::rc::Rc;
use std::sync::Arc;

/// Input shapes offered to parameters (the fixtures' and a few odd ones).
const SHAPES: &[&[i64]] = &[&[2, 16], &[1, 3, 16, 16], &[5, 16], &[3, 5], &[4], &[], &[0, 16]];

fn stand_in() -> Rc<dyn Kernel> {
    Rc::new(StandInKernel(|args: &[PackedArg<'_>]| {
        let mut last = None;
        for arg in args {
            if let PackedArg::Tensor { storage, byte_offset, shape, dtype } = arg {
                let bytes = modlink::runtime::view_bytes(shape, dtype.bits, dtype.lanes)
                    .ok_or("view size overflows")?;
                let mut probe = vec![0u8; bytes.min(256)];
                if !storage.read(*byte_offset, &mut probe) {
                    return Err("view outside its storage".to_string());
                }
                last = Some((storage, *byte_offset, bytes));
            }
        }
        if let Some((storage, offset, bytes)) = last {
            storage.write(offset, &vec![0u8; bytes.min(1 << 16)]);
        }
        Ok(())
    }))
}

/// A current-layout blob `[relax.VMExecutable → _lib]` around `payload`.
fn blob_around(payload: &[u8]) -> Bytes {
    let kind = KIND_VM_EXECUTABLE;
    let mut body = Vec::with_capacity(payload.len() + 96);
    for word in [3u64, 0, 1, 1, 1, 1, kind.len() as u64] {
        body.extend_from_slice(&word.to_le_bytes());
    }
    body.extend_from_slice(kind.as_bytes());
    body.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    body.extend_from_slice(payload);
    body.extend_from_slice(&4u64.to_le_bytes());
    body.extend_from_slice(b"_lib");
    let mut blob = (body.len() as u64).to_le_bytes().to_vec();
    blob.extend_from_slice(&body);
    Bytes::from(blob)
}

fuzz_target!(|data: &[u8]| {
    let registry = PayloadRegistry::new();
    let blob = blob_around(data);
    let Ok(tree) = blob::read_with_tags(&blob, Layout::Current, ConstantTags::Tvm022, &registry)
    else {
        return;
    };
    let Some(exe) = tree.nodes.iter().find_map(|node| match &node.payload {
        Payload::RelaxExecutable(exe) => Some(exe.clone()),
        _ => None,
    }) else {
        return;
    };
    let options = VmOptions {
        instruction_budget: Some(20_000),
        max_call_depth: 64,
        max_registers: 1 << 16,
        max_storage_bytes: 64 << 20,
        ..VmOptions::default()
    };
    let kernel = stand_in();
    let lookup = |name: &str| {
        (!name.starts_with("vm.builtin.")).then(|| Rc::clone(&kernel))
    };
    let Ok(mut vm) = VirtualMachine::from_executable(Arc::new(*exe), &lookup, options) else {
        return;
    };
    let names: Vec<String> = vm.function_names().iter().map(|s| s.to_string()).collect();
    for name in names {
        let count = vm.param_names(&name).map_or(0, <[String]>::len).min(8);
        let args: Vec<VmValue> = (0..count)
            .map(|i| {
                let pick = data.get(data.len().wrapping_sub(1 + i)).copied().unwrap_or(0);
                let shape = SHAPES[usize::from(pick) % SHAPES.len()];
                let n: i64 = shape.iter().product();
                let tensor = Tensor::from_slice(shape, &vec![0.5f32; n as usize]).ok();
                tensor.and_then(|t| VmValue::tensor(&t).ok()).unwrap_or(VmValue::Int(1))
            })
            .collect();
        let _ = vm.call(&name, &args);
    }
});
