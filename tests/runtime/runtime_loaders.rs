//! The per-kind loader registry, opaque unknown kinds, device stubs, and functions found
//! through imports — from Rust and from host code calling through its context pointers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::abi::TVMFFIAny;
use modlink::abi::ffi::type_index::INT as TYPE_INT;
use modlink::module::Payload;
use modlink::runtime::{
    Arg, CallError, DeviceModuleStub, Function, Library, OpenOptions, RuntimeError, RuntimeModule,
    Value, register_loader,
};
use std::any::Any;
use std::ffi::c_void;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use support::runtime::{build_c_library, c_array, current_blob, fixture};

/// (module index, payload bytes) as one loader call saw them.
type LoaderCall = (usize, Vec<u8>);

const PAYLOAD: &[u8] = b"\x00\x01 exact payload \xff bytes\n";

/// A library whose blob is `_lib` importing one module of `kind`, with host functions that
/// reach that import through the context pointers the way TVM's generated code does.
fn library_with_import(dir: &Path, kind: &str) -> PathBuf {
    let blob = current_blob(&[("_lib", b""), (kind, PAYLOAD)], &[0, 1, 1], &[1]);
    let source = format!(
        r#"#include <stdint.h>
typedef struct {{ int32_t type_index; uint32_t pad; union {{ int64_t v_int64; double v_float64; void* v_ptr; }}; }} TVMFFIAny;
const unsigned char __tvm_ffi__library_bin[] = {{ {bytes} }};
__attribute__((weak)) void* __tvm_ffi__library_ctx = 0;
__attribute__((weak)) int (*__TVMFFIEnvModLookupFromImports)(void*, const char*, void**) = 0;
__attribute__((weak)) int (*__TVMFFIFunctionCall)(void*, const TVMFFIAny*, int32_t, TVMFFIAny*) = 0;
__attribute__((weak)) int (*__TVMFFIHandleInitOnce)(void**, int (*)(void**)) = 0;

static void* twice_handle = 0;
static int init_twice(void** out) {{ return __TVMFFIEnvModLookupFromImports(__tvm_ffi__library_ctx, "twice", out); }}
int __tvm_ffi_call_twice(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{
  if (__TVMFFIHandleInitOnce(&twice_handle, init_twice) != 0) return -1;
  return __TVMFFIFunctionCall(twice_handle, args, n, result);
}}
static void* missing_handle = 0;
static int init_missing(void** out) {{ return __TVMFFIEnvModLookupFromImports(__tvm_ffi__library_ctx, "missing_kernel", out); }}
int __tvm_ffi_call_missing(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{
  if (__TVMFFIHandleInitOnce(&missing_handle, init_missing) != 0) return -1;
  return __TVMFFIFunctionCall(missing_handle, args, n, result);
}}
int __tvm_ffi_host_answer(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{
  result->type_index = 1; result->v_int64 = 42; return 0;
}}
"#,
        bytes = c_array(&blob)
    );
    build_c_library(dir, &format!("with_{kind}"), &source, "cc", &[])
}

/// A module of the custom kind: one C-callable function `twice` and one Rust function.
struct MyModule {
    payload: Vec<u8>,
}

unsafe extern "C" fn twice(
    _handle: *mut c_void,
    args: *const TVMFFIAny,
    num_args: i32,
    result: *mut TVMFFIAny,
) -> i32 {
    assert_eq!(num_args, 1);
    // SAFETY: one Int argument and a writable result, as the test passes.
    unsafe {
        let arg = *args;
        assert_eq!(arg.type_index, TYPE_INT);
        (*result).type_index = TYPE_INT;
        (*result).value.v_int64 = arg.value.v_int64 * 2;
    }
    0
}

impl RuntimeModule for MyModule {
    fn kind(&self) -> &str {
        "mykind"
    }
    fn get_function(&self, name: &str) -> Option<Function> {
        match name {
            // SAFETY: `twice` is a static function with the packed signature.
            "twice" => {
                Some(unsafe { Function::from_safe_call("twice", twice, std::ptr::null_mut()) })
            }
            "payload_len" => {
                let len = self.payload.len() as i64;
                Some(Function::native(
                    "payload_len",
                    move |_args: &mut [Arg<'_>]| Ok(Some(Value::Int(len))),
                ))
            }
            _ => None,
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

#[test]
fn unregistered_kind_fails_then_registered_loader_gets_exact_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let lib = library_with_import(dir.path(), "mykind");

    let error = Library::open(&lib).unwrap_err();
    match &error {
        RuntimeError::UnknownKind { kind, index, .. } => {
            assert_eq!(kind, "mykind");
            assert_eq!(*index, 1);
        }
        other => panic!("expected UnknownKind, got {other:?}"),
    }
    assert!(
        error
            .to_string()
            .contains("`mykind`, but a loader of that name is not registered"),
        "{error}"
    );

    let seen: Arc<Mutex<Vec<LoaderCall>>> = Arc::default();
    let record = Arc::clone(&seen);
    register_loader("mykind", move |input| {
        assert_eq!(input.kind, "mykind");
        record
            .lock()
            .unwrap()
            .push((input.index, input.payload.to_vec()));
        Ok(Box::new(MyModule {
            payload: input.payload.to_vec(),
        }) as Box<dyn RuntimeModule>)
    });
    let library = Library::open(&lib).unwrap();
    assert_eq!(*seen.lock().unwrap(), vec![(1, PAYLOAD.to_vec())]);
    assert_eq!(library.module_kinds(), vec!["library", "mykind"]);
    assert_eq!(library.imports(0), &[1]);

    // Lookup searches the root, then its imports.
    let answer = library.get_function("host_answer").unwrap();
    assert_eq!(answer.call(&mut []).unwrap(), Some(Value::Int(42)));
    let payload_len = library.get_function("payload_len").unwrap();
    assert_eq!(
        payload_len.call(&mut []).unwrap(),
        Some(Value::Int(PAYLOAD.len() as i64))
    );
    let twice_direct = library.get_function("twice").unwrap();
    assert_eq!(
        twice_direct.call(&mut [Arg::Int(21)]).unwrap(),
        Some(Value::Int(42))
    );

    // Host code reaches the import through __tvm_ffi__library_ctx and the weak pointers.
    let call_twice = library.get_function("call_twice").unwrap();
    assert_eq!(
        call_twice.call(&mut [Arg::Int(5)]).unwrap(),
        Some(Value::Int(10))
    );
    assert_eq!(
        call_twice.call(&mut [Arg::Int(-8)]).unwrap(),
        Some(Value::Int(-16))
    );
    let call_missing = library.get_function("call_missing").unwrap();
    match call_missing.call(&mut []).unwrap_err() {
        CallError::Raised { kind, message, .. } => {
            assert_eq!(kind, "RuntimeError");
            assert!(
                message.contains("`missing_kernel`") && message.contains("[mykind]"),
                "{message}"
            );
        }
        other => panic!("expected a raised error, got {other:?}"),
    }
    let error = library.get_function("nowhere").unwrap_err();
    assert!(
        matches!(error, RuntimeError::FunctionNotFound { .. }),
        "{error:?}"
    );
}

#[test]
fn unknown_kinds_can_be_kept_opaque() {
    let dir = tempfile::tempdir().unwrap();
    let lib = library_with_import(dir.path(), "otherkind");
    let error = Library::open(&lib).unwrap_err();
    assert!(error.to_string().contains("otherkind"), "{error}");

    let library = Library::open_with(&lib, &OpenOptions::new().keep_unknown_opaque(true)).unwrap();
    assert_eq!(library.module_kinds(), vec!["library", "otherkind"]);
    let stub = library
        .module(1)
        .unwrap()
        .as_any()
        .downcast_ref::<DeviceModuleStub>()
        .unwrap();
    assert_eq!(stub.raw().as_ref(), PAYLOAD);
    assert!(matches!(stub.payload(), Payload::Opaque(bytes) if bytes.as_ref() == PAYLOAD));
    // The host functions still work; the opaque module offers none.
    assert_eq!(
        library
            .get_function("host_answer")
            .unwrap()
            .call(&mut [])
            .unwrap(),
        Some(Value::Int(42))
    );
    assert!(library.get_function("twice").is_err());
}

#[test]
fn known_device_kinds_load_as_typed_modules() {
    let library = Library::open(fixture("two_dev.so")).unwrap();
    assert_eq!(library.module_kinds(), vec!["library", "cuda", "opencl"]);
    assert_eq!(library.imports(0), &[1, 2]);
    // A `cuda` module of CUDA source becomes kernels NVRTC compiles at the first launch
    // (tests/runtime/cuda_source.rs); its payload stays readable.
    let cuda = library
        .module(1)
        .unwrap()
        .as_any()
        .downcast_ref::<modlink::runtime::device::CudaKernels>()
        .unwrap();
    assert_eq!(cuda.module().fmt(), "cuda");
    assert_eq!(cuda.raw().len(), 2019);
    match cuda.payload() {
        Payload::Device(device) => {
            assert_eq!(device.fmt, "cuda");
            assert_eq!(device.functions[0].0, "add2_kernel");
        }
        other => panic!("expected a typed cuda payload, got {other:?}"),
    }
    let opencl = library
        .module(2)
        .unwrap()
        .as_any()
        .downcast_ref::<DeviceModuleStub>()
        .unwrap();
    assert_eq!(opencl.raw().len(), 757);
    // The lookup through the imports finds the kernel in the cuda module (the OpenCL one is
    // described, not run); an unknown name is still not found.
    let kernel = library.get_function("add2_kernel").unwrap();
    assert_eq!(kernel.name(), "add2_kernel");
    assert!(matches!(
        library.get_function("add3_kernel"),
        Err(RuntimeError::FunctionNotFound { .. })
    ));
}

#[test]
fn tvm_host_code_of_a_cuda_library_refuses_cpu_tensors() {
    use modlink::ir::DType;
    use modlink::runtime::Tensor;
    let library = Library::open(fixture("add_cuda.so")).unwrap();
    let add = library.get_function("add").unwrap();
    let mut a = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let mut b = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[1024]).unwrap();
    // TVM's generated host code takes CUDA buffers; modlink's tensors are CPU tensors, and
    // TVM's own argument binder refuses them before any device launch.
    match add
        .call(&mut [(&mut a).into(), (&mut b).into(), (&mut c).into()])
        .unwrap_err()
    {
        CallError::Raised { message, .. } => {
            assert!(
                message.starts_with("Mismatched A.device_type on argument #0"),
                "{message}"
            );
            assert!(message.ends_with("expected cuda"), "{message}");
        }
        other => panic!("expected a raised error, got {other:?}"),
    }
}

#[test]
fn system_lib_prefix_names_the_context_variable_and_functions() {
    let dir = tempfile::tempdir().unwrap();
    let blob = current_blob(&[("_lib", b"")], &[0, 0], &[]);
    let source = format!(
        r#"#include <stdint.h>
typedef struct {{ int32_t type_index; uint32_t pad; union {{ int64_t v_int64; double v_float64; void* v_ptr; }}; }} TVMFFIAny;
const unsigned char mylib___tvm_ffi__library_bin[] = {{ {bytes} }};
__attribute__((weak)) void* mylib___tvm_ffi__library_ctx = 0;
int __tvm_ffi_mylib_ctx_is_set(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{
  result->type_index = 2; result->v_int64 = mylib___tvm_ffi__library_ctx != 0; return 0;
}}
int __tvm_ffi_plain(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {{
  result->type_index = 1; result->v_int64 = 7; return 0;
}}
"#,
        bytes = c_array(&blob)
    );
    let library =
        Library::open(build_c_library(dir.path(), "prefixed", &source, "cc", &[])).unwrap();
    // `__tvm_ffi_` + prefix + name first, then `__tvm_ffi_` + name (spec §1.6).
    assert_eq!(
        library
            .get_function("ctx_is_set")
            .unwrap()
            .call(&mut [])
            .unwrap(),
        Some(Value::Bool(true))
    );
    assert_eq!(
        library
            .get_function("plain")
            .unwrap()
            .call(&mut [])
            .unwrap(),
        Some(Value::Int(7))
    );
}

#[test]
fn libraries_and_functions_cross_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Library>();
    assert_send_sync::<Function>();
    let library = Library::open(fixture("add.so")).unwrap();
    let add = library.get_function("add").unwrap();
    drop(library);
    // The function keeps its library loaded after the Library handle is gone.
    std::thread::scope(|scope| {
        for seed in 0..4u64 {
            let add = add.clone();
            scope.spawn(move || {
                use modlink::ir::DType;
                use modlink::runtime::Tensor;
                let mut a = Tensor::random(DType::F32, &[1024], seed).unwrap();
                let mut b = Tensor::random(DType::F32, &[1024], seed + 100).unwrap();
                let mut c = Tensor::zeros(DType::F32, &[1024]).unwrap();
                add.call(&mut [(&mut a).into(), (&mut b).into(), (&mut c).into()])
                    .unwrap();
                let (a, b, c) = (
                    a.as_slice::<f32>().unwrap(),
                    b.as_slice::<f32>().unwrap(),
                    c.as_slice::<f32>().unwrap(),
                );
                assert!((0..1024).all(|i| c[i] == a[i] + b[i]));
            });
        }
    });
}

#[test]
fn opening_an_open_library_again_shares_its_modules_and_context() {
    let dir = tempfile::tempdir().unwrap();
    let lib = library_with_import(dir.path(), "sharedkind");
    register_loader("sharedkind", |input| {
        Ok(Box::new(MyModule {
            payload: input.payload.to_vec(),
        }) as Box<dyn RuntimeModule>)
    });
    let first = Library::open(&lib).unwrap();
    let second = Library::open_with(&lib, &OpenOptions::new().keep_unknown_opaque(true)).unwrap();
    assert_eq!(first.module_kinds(), second.module_kinds());
    let call_twice = first.get_function("call_twice").unwrap();
    assert_eq!(
        call_twice.call(&mut [Arg::Int(4)]).unwrap(),
        Some(Value::Int(8))
    );
    // Dropping one handle leaves the shared context valid for the other.
    drop(second);
    assert_eq!(
        call_twice.call(&mut [Arg::Int(6)]).unwrap(),
        Some(Value::Int(12))
    );
    drop(first);
    assert_eq!(
        call_twice.call(&mut [Arg::Int(7)]).unwrap(),
        Some(Value::Int(14))
    );
}

#[test]
fn a_loader_cannot_open_a_library() {
    let dir = tempfile::tempdir().unwrap();
    let lib = library_with_import(dir.path(), "reentrantkind");
    register_loader("reentrantkind", |_input| {
        let _inner = Library::open(fixture("add.so"))?;
        Ok(Box::new(DeviceModuleStub::new(
            "reentrantkind",
            Payload::Lib,
            bytes::Bytes::new(),
        )) as Box<dyn RuntimeModule>)
    });
    let error = Library::open(&lib).unwrap_err();
    assert!(
        matches!(&error, RuntimeError::Loader { kind, .. } if kind == "reentrantkind"),
        "{error:?}"
    );
    assert!(
        error
            .to_string()
            .contains("cannot be opened from inside a module loader"),
        "{error}"
    );
}
