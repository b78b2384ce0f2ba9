//! `Function::call_packed_values`: arguments a binding packed itself (`TVMFFIAny`s and its own
//! `DLTensor`s, as modlink's Python package packs numpy arrays in place) reach TVM 0.27's kernel
//! and a legacy-ABI function as `Function::call` would pass them; a Rust function is refused.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::abi::ffi::type_index;
use modlink::abi::{AnyValue, DLDataType, DLDevice, DLTensor, TVMFFIAny};
use modlink::runtime::{CallError, Function, Library, Value};
use std::path::Path;

use crate::support::FIXTURES;

/// A compact 1-D float32 `DLTensor` over `data`, its shape in `extent`.
pub(crate) fn f32_tensor(data: &mut [f32], extent: &mut i64) -> DLTensor {
    DLTensor {
        data: data.as_mut_ptr().cast(),
        device: DLDevice::CPU,
        ndim: 1,
        dtype: DLDataType {
            code: 2,
            bits: 32,
            lanes: 1,
        },
        shape: extent,
        strides: std::ptr::null_mut(),
        byte_offset: 0,
    }
}

/// `tensor` as a packed `DLTensor*` argument.
pub(crate) fn tensor_arg(tensor: &mut DLTensor) -> TVMFFIAny {
    TVMFFIAny {
        type_index: type_index::DLTENSOR_PTR,
        zero_padding: 0,
        value: AnyValue {
            v_ptr: (tensor as *mut DLTensor).cast(),
        },
    }
}

#[test]
fn packed_values_reach_tvms_kernel_and_its_errors_come_back() {
    let library = Library::open(Path::new(FIXTURES).join("add.so")).unwrap();
    let add = library.get_function("add").unwrap();
    assert!(add.takes_packed_values());
    let mut a: Vec<f32> = (0..1024).map(|i| i as f32 * 0.5).collect();
    let mut b: Vec<f32> = (0..1024).map(|i| 1000.0 - i as f32).collect();
    let mut c = vec![0f32; 1024];
    let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    let (mut na, mut nb, mut nc) = (1024i64, 1024i64, 1024i64);
    let mut tensors = [
        f32_tensor(&mut a, &mut na),
        f32_tensor(&mut b, &mut nb),
        f32_tensor(&mut c, &mut nc),
    ];
    let packed: Vec<TVMFFIAny> = tensors.iter_mut().map(tensor_arg).collect();
    // SAFETY: each DLTensor points at a live compact host buffer of its extent.
    let result = unsafe { add.call_packed_values(&packed) }.unwrap();
    assert_eq!(result, None);
    assert_eq!(c, expected);

    // An integer where TVM's kernel wants a tensor: the kernel's own TypeError.
    let mut wrong = packed.clone();
    wrong[1] = TVMFFIAny {
        type_index: type_index::INT,
        zero_padding: 0,
        value: AnyValue { v_int64: 7 },
    };
    // SAFETY: as above; the integer is a value of its type index.
    let error = unsafe { add.call_packed_values(&wrong) }.unwrap_err();
    assert!(
        matches!(&error, CallError::Raised { function, kind, .. } if function == "add" && kind == "TypeError"),
        "{error:?}"
    );
}

#[test]
fn a_rust_function_takes_no_packed_values() {
    let native = Function::native("in_rust", |_| Ok(Some(Value::Int(1))));
    assert!(!native.takes_packed_values());
    // SAFETY: no arguments.
    let error = unsafe { native.call_packed_values(&[]) }.unwrap_err();
    assert_eq!(
        error,
        CallError::NotPackedAbi {
            function: "in_rust".into()
        }
    );
    assert_eq!(
        error.to_string(),
        "in_rust: a function implemented in Rust takes `Arg`s, not packed arguments"
    );
}
