//! The Rust API as a user meets it: `?` on every runtime error type in a `modlink::Result`
//! function, deep-copying tensors, messages that count what was given, ffi type names.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::abi::ffi::{ffi_type_name, legacy_type_name};
use modlink::ir::DType;
use modlink::runtime::vm::{Storage, VmTensor, VmValue, write_result};
use modlink::runtime::{CallError, Function, Tensor, TensorError, npy};
use std::rc::Rc;

/// Each error type of the runtime's public API goes through `?` into `modlink::Error`, keeping
/// its message.
#[test]
fn question_mark_works_on_every_runtime_error() {
    fn tensor_error() -> modlink::Result<Tensor> {
        Ok(Tensor::from_slice(&[4], &[1f32, 2.0])?)
    }
    fn call_error() -> modlink::Result<()> {
        let failing = Function::native("always_fails", |_| {
            Err(CallError::Failed {
                function: "always_fails".into(),
                code: -2,
            })
        });
        failing.call(&mut [])?;
        Ok(())
    }
    fn npy_error(path: &std::path::Path) -> modlink::Result<Tensor> {
        Ok(npy::read(path)?)
    }
    fn storage_error() -> modlink::Result<VmTensor> {
        let storage = Storage::new(16)?;
        let f32_type = modlink::module::DLDataType {
            code: 2,
            bits: 32,
            lanes: 1,
        };
        // Eight floats do not fit in 16 bytes.
        Ok(VmTensor::view(storage, 0, Rc::from(vec![8i64]), f32_type)?)
    }
    fn io_error(path: &std::path::Path) -> modlink::Result<String> {
        Ok(std::fs::read_to_string(path)?)
    }

    assert!(matches!(tensor_error(), Err(modlink::Error::Tensor(_))));
    let error = call_error().unwrap_err();
    assert!(matches!(error, modlink::Error::Call(_)));
    assert_eq!(
        error.to_string(),
        "always_fails: failed with code -2 and raised no error"
    );
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.npy");
    assert!(matches!(npy_error(&missing), Err(modlink::Error::Npy(_))));
    assert!(matches!(io_error(&missing), Err(modlink::Error::Io(_))));
    let error = storage_error().unwrap_err();
    assert!(matches!(error, modlink::Error::Storage(_)));
    assert_eq!(
        error.to_string(),
        "a view of Some(32) bytes at offset 0 does not fit a storage of 16 bytes"
    );
}

/// `Clone` is a deep copy: new aligned storage, same bytes, independent afterwards.
#[test]
fn cloned_tensors_are_independent_copies() {
    let mut original = Tensor::from_slice(&[2, 2], &[1i32, 2, 3, 4]).unwrap();
    let copy = original.clone();
    assert_ne!(copy.as_bytes().as_ptr(), original.as_bytes().as_ptr());
    assert_eq!(
        copy.as_bytes().as_ptr() as usize % modlink::runtime::TENSOR_ALIGN,
        0
    );
    assert_eq!(copy.shape(), &[2, 2]);
    assert_eq!(copy.dtype(), DType::I32);
    original.as_mut_slice::<i32>().unwrap()[0] = 99;
    assert_eq!(copy.as_slice::<i32>().unwrap(), &[1, 2, 3, 4]);
    assert_eq!(original.as_slice::<i32>().unwrap(), &[99, 2, 3, 4]);
}

/// Raw bytes of the wrong length are counted in bytes, against the bytes the shape needs.
#[test]
fn from_bytes_counts_bytes() {
    let error = Tensor::from_bytes(DType::F32, &[4], &[0; 3]).unwrap_err();
    assert_eq!(
        error,
        TensorError::ByteLengthMismatch {
            shape: vec![4],
            dtype: "f32",
            expected: 16,
            actual: 3
        }
    );
    assert_eq!(
        error.to_string(),
        "shape [4] of f32 needs 16 bytes but the data has 3 bytes"
    );
    let tensor = Tensor::from_bytes(DType::I16, &[2], &[1, 0, 255, 255]).unwrap();
    assert_eq!(tensor.as_slice::<i16>().unwrap(), &[1, -1]);
}

/// Type indices are named as tvm-ffi names them (c_api.h `TVMFFITypeIndex`, type keys), and
/// legacy type codes as TVM's `ArgTypeCode2Str`.
#[test]
fn type_indices_have_ffi_names() {
    let expected_ffi = [
        (0, "None"),
        (1, "int"),
        (2, "bool"),
        (3, "float"),
        (4, "void*"),
        (5, "DataType"),
        (6, "Device"),
        (7, "DLTensor*"),
        (8, "const char*"),
        (9, "TVMFFIByteArray*"),
        (11, "ffi.SmallStr"),
        (65, "ffi.String"),
        (69, "ffi.Shape"),
        (70, "ffi.Tensor"),
        (71, "ffi.Array"),
        (73, "ffi.Module"),
        (200, "a dynamically registered object type"),
    ];
    for (index, name) in expected_ffi {
        assert_eq!(ffi_type_name(index), name, "type index {index}");
    }
    let expected_legacy = [
        (0, "int"),
        (3, "handle"),
        (7, "ArrayHandle"),
        (11, "str"),
        (13, "NDArrayContainer"),
        (15, "bool"),
    ];
    for (code, name) in expected_legacy {
        assert_eq!(legacy_type_name(code), name, "type code {code}");
    }
}

/// The library's message for a tuple written to one file names no command-line flag.
#[test]
fn write_result_speaks_of_files_not_flags() {
    let dir = tempfile::tempdir().unwrap();
    let leaf = VmValue::Int(3);
    let tuple = VmValue::Tuple(Rc::from(vec![leaf.clone(), leaf]));
    let error = write_result(&tuple, Some(&dir.path().join("y.npy")), None)
        .unwrap_err()
        .to_string();
    assert_eq!(
        error,
        "writing the result: the result is a tuple of 2 tensors, which one file cannot hold: write it to a \
         directory (one .npy file per tensor)"
    );
    let written = write_result(&tuple, None, Some(&dir.path().join("out"))).unwrap();
    assert_eq!(written.len(), 2);
    assert_eq!(
        npy::read(&written[1]).unwrap().as_slice::<i64>().unwrap(),
        &[3]
    );
}
