//! Libraries of the legacy ABI (TVM ≤ 0.20: raw symbol names, `TVMBackendPackedCFunc`,
//! `TVMAPISetLastError`, `__tvm_module_ctx`, blob `__tvm_dev_mblob`), built here from C.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::ir::DType;
use modlink::runtime::{Abi, Arg, CallError, Library, OpenOptions, Tensor, TensorView, Value};
use std::path::{Path, PathBuf};
use support::runtime::{assert_close, build_c_library, c_array};

/// A legacy blob holding one `_lib` and its import tree, written by hand from spec §2.2.
fn legacy_blob() -> Vec<u8> {
    let mut body = Vec::new();
    let u64le = |body: &mut Vec<u8>, v: u64| body.extend_from_slice(&v.to_le_bytes());
    u64le(&mut body, 2); // count: `_lib` and `_import_tree`
    u64le(&mut body, 4);
    body.extend_from_slice(b"_lib");
    u64le(&mut body, 12);
    body.extend_from_slice(b"_import_tree");
    u64le(&mut body, 2); // row_ptr [0, 0]
    u64le(&mut body, 0);
    u64le(&mut body, 0);
    u64le(&mut body, 0); // no children
    let mut blob = (body.len() as u64).to_le_bytes().to_vec();
    blob.extend_from_slice(&body);
    blob
}

const LEGACY_C: &str = r#"#include <stdint.h>
typedef union { int64_t v_int64; double v_float64; void* v_handle; const char* v_str; } TVMValue;
typedef struct { int32_t device_type, device_id; } DLDevice;
typedef struct { uint8_t code, bits; uint16_t lanes; } DLDataType;
typedef struct { void* data; DLDevice device; int32_t ndim; DLDataType dtype; int64_t* shape; int64_t* strides; uint64_t byte_offset; } DLTensor;
int TVMAPISetLastError(const char* msg);
__attribute__((weak)) void* __tvm_module_ctx = 0;
__attribute__((weak)) void (*__TVMAPISetLastError)(const char*) = 0;

/* c = a + b over float32 vectors; returns the element count (type code 0). */
int vadd(TVMValue* args, int* codes, int n, TVMValue* ret, int* ret_code, void* resource) {
  if (n != 3) { TVMAPISetLastError("TypeError: vadd expects 3 arguments"); return -1; }
  for (int i = 0; i < 3; ++i) {
    if (codes[i] != 7) { TVMAPISetLastError("TypeError: vadd expects DLTensor handles (type code 7)"); return -1; }
  }
  DLTensor* a = (DLTensor*)args[0].v_handle;
  DLTensor* b = (DLTensor*)args[1].v_handle;
  DLTensor* c = (DLTensor*)args[2].v_handle;
  if (a->ndim != 1 || b->ndim != 1 || c->ndim != 1) { TVMAPISetLastError("ValueError: vadd expects 1-D tensors"); return -1; }
  if (a->dtype.code != 2 || a->dtype.bits != 32) { TVMAPISetLastError("TypeError: vadd expects float32"); return -1; }
  int64_t len = a->shape[0];
  if (b->shape[0] != len || c->shape[0] != len) { TVMAPISetLastError("ValueError: vadd shape mismatch"); return -1; }
  float* x = (float*)a->data; float* y = (float*)b->data; float* z = (float*)c->data;
  for (int64_t i = 0; i < len; ++i) z[i] = x[i] + y[i];
  ret->v_int64 = len; *ret_code = 0;
  return 0;
}

/* scale: multiplies a tensor in place by a float and reports through the context pointer. */
int scale(TVMValue* args, int* codes, int n, TVMValue* ret, int* ret_code, void* resource) {
  if (n != 2 || codes[0] != 7 || codes[1] != 2) { __TVMAPISetLastError("TypeError: scale(tensor, float)"); return -1; }
  DLTensor* t = (DLTensor*)args[0].v_handle;
  float* x = (float*)t->data;
  for (int64_t i = 0; i < t->shape[0]; ++i) x[i] *= (float)args[1].v_float64;
  *ret_code = 4;
  return 0;
}

int ctx_is_set(TVMValue* args, int* codes, int n, TVMValue* ret, int* ret_code, void* resource) {
  ret->v_int64 = __tvm_module_ctx != 0; *ret_code = 15;
  return 0;
}
"#;

fn legacy_library(dir: &Path, with_blob: bool) -> PathBuf {
    let mut source = LEGACY_C.to_owned();
    if with_blob {
        source.push_str(&format!(
            "const unsigned char __tvm_dev_mblob[] = {{ {} }};\n",
            c_array(&legacy_blob())
        ));
    }
    build_c_library(
        dir,
        if with_blob {
            "legacy_blob"
        } else {
            "legacy_plain"
        },
        &source,
        "cc",
        &[],
    )
}

#[test]
fn legacy_library_with_blob_is_called_with_the_legacy_abi() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::open(legacy_library(dir.path(), true)).unwrap();
    assert_eq!(library.abi(), Abi::Legacy);
    assert_eq!(library.module_kinds(), vec!["library"]);
    assert_eq!(
        library
            .get_function("ctx_is_set")
            .unwrap()
            .call(&mut [])
            .unwrap(),
        Some(Value::Bool(true))
    );

    let vadd = library.get_function("vadd").unwrap();
    let mut a = Tensor::random(DType::F32, &[100], 5).unwrap();
    let mut b = Tensor::random(DType::F32, &[100], 6).unwrap();
    let expected: Vec<f32> = a
        .as_slice::<f32>()
        .unwrap()
        .iter()
        .zip(b.as_slice::<f32>().unwrap())
        .map(|(x, y)| x + y)
        .collect();
    let mut out = vec![0f32; 100];
    let result = vadd
        .call(&mut [
            (&mut a).into(),
            (&mut b).into(),
            TensorView::new(&mut out, &[100]).unwrap().into(),
        ])
        .unwrap();
    assert_eq!(result, Some(Value::Int(100)));
    assert_close(&out, &expected, 1e-6);

    // Errors raised through TVMAPISetLastError keep their "Kind: " prefix as the kind.
    let mut matrix = Tensor::zeros(DType::F32, &[10, 10]).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[100]).unwrap();
    let error = vadd
        .call(&mut [(&mut matrix).into(), (&mut b).into(), (&mut c).into()])
        .unwrap_err();
    assert_eq!(
        error,
        CallError::Raised {
            function: "vadd".into(),
            kind: "ValueError".into(),
            message: "vadd expects 1-D tensors".into()
        }
    );
    let error = vadd
        .call(&mut [(&mut a).into(), Arg::Int(1), (&mut c).into()])
        .unwrap_err();
    assert!(
        matches!(&error, CallError::Raised { kind, .. } if kind == "TypeError"),
        "{error:?}"
    );

    // The context pointer __TVMAPISetLastError was filled at open time.
    let scale = library.get_function("scale").unwrap();
    assert_eq!(
        scale.call(&mut [(&mut c).into(), Arg::Float(0.5)]).unwrap(),
        None
    );
    let error = scale.call(&mut [(&mut c).into()]).unwrap_err();
    assert_eq!(error.to_string(), "scale: TypeError: scale(tensor, float)");
}

/// Packed values a binding made itself reach a legacy function as its values and type codes.
#[test]
fn packed_values_reach_a_legacy_function() {
    use crate::runtime_packed_values::{f32_tensor, tensor_arg};
    let dir = tempfile::tempdir().unwrap();
    let library = Library::open(legacy_library(dir.path(), true)).unwrap();
    let vadd = library.get_function("vadd").unwrap();
    assert!(vadd.takes_packed_values());
    let mut a: Vec<f32> = (0..100).map(|i| i as f32).collect();
    let mut b: Vec<f32> = (0..100).map(|i| (i * i) as f32).collect();
    let mut out = vec![0f32; 100];
    let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    let (mut na, mut nb, mut nc) = (100i64, 100i64, 100i64);
    let mut tensors = [
        f32_tensor(&mut a, &mut na),
        f32_tensor(&mut b, &mut nb),
        f32_tensor(&mut out, &mut nc),
    ];
    let packed: Vec<_> = tensors.iter_mut().map(tensor_arg).collect();
    // SAFETY: each DLTensor points at a live compact host buffer of its extent.
    let result = unsafe { vadd.call_packed_values(&packed) }.unwrap();
    assert_eq!(result, Some(Value::Int(100)));
    assert_close(&out, &expected, 0.0);
}

#[test]
fn legacy_library_without_blob_is_detected_or_forced() {
    let dir = tempfile::tempdir().unwrap();
    let path = legacy_library(dir.path(), false);
    // `__tvm_module_ctx` alone marks a legacy library.
    let library = Library::open(&path).unwrap();
    assert_eq!(library.abi(), Abi::Legacy);
    drop(library);
    // Each open below starts afresh: no other `Library` of this file is alive.
    let forced = Library::open_with(&path, &OpenOptions::new().abi(Abi::Legacy)).unwrap();
    let mut t = Tensor::from_slice(&[3], &[1f32, 2.0, 3.0]).unwrap();
    forced
        .get_function("scale")
        .unwrap()
        .call(&mut [(&mut t).into(), Arg::Float(2.0)])
        .unwrap();
    assert_eq!(t.as_slice::<f32>().unwrap(), &[2.0, 4.0, 6.0]);
    drop(forced);
    // Opened as a current-ABI library, the raw names are not `__tvm_ffi_` symbols.
    let current = Library::open_with(&path, &OpenOptions::new().abi(Abi::Current)).unwrap();
    assert_eq!(current.abi(), Abi::Current);
    assert!(current.get_function("scale").is_err());
}

#[test]
fn tvm_0_21_transition_library_uses_raw_names_with_the_safe_call_abi() {
    let dir = tempfile::tempdir().unwrap();
    let source = format!(
        r#"#include <stdint.h>
typedef struct {{ int32_t type_index; uint32_t pad; union {{ int64_t v_int64; double v_float64; void* v_ptr; }}; }} TVMFFIAny;
void TVMFFIErrorSetRaisedFromCStr(const char* kind, const char* message);
const unsigned char __tvm_ffi_library_bin[] = {{ {blob} }};
__attribute__((weak)) void* __tvm_ffi_library_ctx = 0;
/* add_one(i) = i + 1; ctx_is_set() says whether the loader wrote the 0.21 context variable. */
int add_one(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{
  if (n != 1 || args[0].type_index != 1) {{ TVMFFIErrorSetRaisedFromCStr("TypeError", "add_one(int)"); return -1; }}
  result->type_index = 1; result->v_int64 = args[0].v_int64 + 1; return 0;
}}
int ctx_is_set(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{
  result->type_index = 2; result->v_int64 = __tvm_ffi_library_ctx != 0; return 0;
}}
"#,
        blob = c_array(&legacy_blob())
    );
    let library = Library::open(build_c_library(
        dir.path(),
        "transition",
        &source,
        "cc",
        &[],
    ))
    .unwrap();
    assert_eq!(library.abi(), Abi::Transition);
    assert_eq!(
        library
            .get_function("ctx_is_set")
            .unwrap()
            .call(&mut [])
            .unwrap(),
        Some(Value::Bool(true))
    );
    let add_one = library.get_function("add_one").unwrap();
    assert_eq!(
        add_one.call(&mut [Arg::Int(41)]).unwrap(),
        Some(Value::Int(42))
    );
    let error = add_one.call(&mut [Arg::Float(1.0)]).unwrap_err();
    assert_eq!(error.to_string(), "add_one: TypeError: add_one(int)");
}
