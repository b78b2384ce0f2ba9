//! Per-call overhead of `Function::call` on an empty packed kernel, against calling the same
//! function pointer directly with a prebuilt `TVMFFIAny` array. Prints ns/call and the ratio.
//!
//! Run with `cargo bench --bench call_overhead` (set `CALL_OVERHEAD_ITERS` to change the count).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::abi::device::device_type;
use modlink::abi::ffi::{SafeCallFn, type_index};
use modlink::abi::{AnyValue, DLDataType, DLDevice, DLTensor, TVMFFIAny};
use modlink::ir::DType;
use modlink::runtime::{Arg, Library, Tensor};
use std::hint::black_box;
use std::process::Command;
use std::time::Instant;

const EMPTY_KERNEL: &str = "#include <stdint.h>\n\
int __tvm_ffi_empty(void* handle, const void* args, int32_t num_args, void* result) { return 0; }\n";

fn best_of<F: FnMut()>(rounds: usize, iters: u64, mut body: F) -> f64 {
    (0..rounds)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..iters {
                body();
            }
            start.elapsed().as_nanos() as f64 / iters as f64
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    let iters: u64 = std::env::var("CALL_OVERHEAD_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200_000);
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("empty.c");
    std::fs::write(&source, EMPTY_KERNEL).unwrap();
    let lib_path = dir.path().join("empty.so");
    let status = Command::new("cc")
        .args(["-shared", "-fPIC", "-O2", "-o"])
        .arg(&lib_path)
        .arg(&source)
        .status()
        .unwrap();
    assert!(status.success(), "cc failed");

    let library = Library::open(&lib_path).unwrap();
    let function = library.get_function("empty").unwrap();
    // SAFETY: the bench compiled this symbol with exactly the packed signature.
    let raw = unsafe { libloading::Library::new(&lib_path).unwrap() };
    // SAFETY: as above.
    let direct: SafeCallFn = *unsafe { raw.get::<SafeCallFn>(b"__tvm_ffi_empty").unwrap() };

    let mut a = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let mut b = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[1024]).unwrap();

    let mut shape = [1024i64];
    let mut dl = DLTensor {
        data: std::ptr::null_mut(),
        device: DLDevice {
            device_type: device_type::CPU,
            device_id: 0,
        },
        ndim: 1,
        dtype: DLDataType {
            code: 2,
            bits: 32,
            lanes: 1,
        },
        shape: shape.as_mut_ptr(),
        strides: std::ptr::null_mut(),
        byte_offset: 0,
    };
    let any = TVMFFIAny {
        type_index: type_index::DLTENSOR_PTR,
        zero_padding: 0,
        value: AnyValue {
            v_ptr: (&raw mut dl).cast(),
        },
    };
    let packed = [any; 3];

    println!("call_overhead: {iters} calls per round, best of 5 rounds");
    for (label, tensors) in [("0 args", false), ("3 tensor args", true)] {
        let count = if tensors { 3 } else { 0 };
        let direct_ns = best_of(5, iters, || {
            let mut result = TVMFFIAny::NONE;
            // SAFETY: the empty kernel ignores its arguments; `packed` outlives the call.
            let code = unsafe {
                direct(
                    std::ptr::null_mut(),
                    black_box(packed.as_ptr()),
                    count,
                    &mut result,
                )
            };
            black_box(code);
        });
        let modlink_ns = best_of(5, iters, || {
            let result = if tensors {
                function.call(&mut [Arg::from(&mut a), Arg::from(&mut b), Arg::from(&mut c)])
            } else {
                function.call(&mut [])
            };
            black_box(result.unwrap());
        });
        println!(
            "  {label:>14}: direct {direct_ns:7.1} ns/call, Function::call {modlink_ns:7.1} ns/call, ratio {:.1}x",
            modlink_ns / direct_ns
        );
    }
}
