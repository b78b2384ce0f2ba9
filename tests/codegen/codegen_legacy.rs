//! The legacy ABI (TVM ≤ 0.20 `TVMBackendPackedCFunc`, spec §4.2): kernels exported under their
//! own names, `TVMValue` arguments with a separate type-code array, errors joined into one
//! string for `TVMAPISetLastError` (caught here by a C shim), `__tvm_main__` naming the entry.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::{Abi, CodegenOptions, compile};
use modlink::ir::Program;
use modlink::target::TargetSpec;
use std::ffi::c_void;
use support::kernels::*;

type LegacyFn =
    unsafe extern "C" fn(*const u64, *const i32, i32, *mut u64, *mut i32, *mut c_void) -> i32;

const CODE_INT: i32 = 0;
const CODE_FLOAT: i32 = 2;
const CODE_NULLPTR: i32 = 4;
const CODE_DLTENSOR: i32 = 7;
const CODE_NDARRAY: i32 = 13;
const CODE_STR: i32 = 11;

const SHIM: &str = r#"
#include <string.h>
static __thread char last[2048];
void TVMAPISetLastError(const char* msg) { strncpy(last, msg, sizeof last - 1); }
const char* last_error(void) { return last; }
void clear_error(void) { last[0] = 0; }
"#;

fn legacy_options() -> CodegenOptions {
    CodegenOptions {
        abi: Abi::Legacy,
        ..CodegenOptions::default()
    }
}

fn call(library: &libloading::Library, name: &str, values: &[u64], codes: &[i32]) -> i32 {
    // SAFETY: the symbol has the TVMBackendPackedCFunc signature; arrays outlive the call.
    unsafe {
        let function: libloading::Symbol<LegacyFn> = library.get(name.as_bytes()).unwrap();
        let mut ret = 0u64;
        let mut ret_code = CODE_NULLPTR;
        let status = function(
            values.as_ptr(),
            codes.as_ptr(),
            values.len() as i32,
            &mut ret,
            &mut ret_code,
            std::ptr::null_mut(),
        );
        assert_eq!(ret_code, CODE_NULLPTR, "kernels return nothing");
        status
    }
}

fn tensor_value(t: &mut Tensor<f32>) -> u64 {
    t.refresh();
    &mut t.dl as *mut DLTensor as u64
}

#[test]
fn legacy_kernels_run_and_raise_through_tvm_api_set_last_error() {
    let dir = tempfile::tempdir().unwrap();
    let shim_source = dir.path().join("shim.c");
    std::fs::write(&shim_source, SHIM).unwrap();
    let shim_path = dir.path().join("libshim.so");
    run_cc(&[
        "-shared".as_ref(),
        "-fPIC".as_ref(),
        "-o".as_ref(),
        shim_path.as_os_str(),
        shim_source.as_os_str(),
    ]);
    // SAFETY: the shim has no constructors.
    let shim: libloading::Library = unsafe {
        libloading::os::unix::Library::open(
            Some(&shim_path),
            libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_GLOBAL,
        )
        .unwrap()
        .into()
    };
    let (_kernel_dir, path) = build_library(&kernels_program(), &legacy_options());
    let library = load_now(&path);
    // SAFETY: probing for symbols only.
    unsafe {
        assert!(library.get::<PackedFn>(b"__tvm_ffi_vadd").is_err());
        assert!(
            library.get::<*const u8>(b"__tvm_main__").is_err(),
            "5 kernels: no main"
        );
    }

    let mut rng = Rng::new(21);
    for n in [0usize, 1, 37, 1000] {
        let (a, b) = (rng.f32s(n, 2.0), rng.f32s(n, 2.0));
        let mut ta = Tensor::new(a.clone(), &[n as i64]);
        let mut tb = Tensor::new(b.clone(), &[n as i64]);
        let mut tc = Tensor::<f32>::zeros(&[n as i64]);
        let values = [
            tensor_value(&mut ta),
            tensor_value(&mut tb),
            tensor_value(&mut tc),
        ];
        let status = call(
            &library,
            "vadd",
            &values,
            &[CODE_DLTENSOR, CODE_NDARRAY, CODE_DLTENSOR],
        );
        assert_eq!(status, 0);
        let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        assert_eq!(tc.data, expected);

        // saxpy: float scalar as TVMValue f64, then an int converted to float.
        let mut out = Tensor::<f32>::zeros(&[n as i64]);
        let values = [
            0.5f64.to_bits(),
            tensor_value(&mut ta),
            tensor_value(&mut tb),
            tensor_value(&mut out),
        ];
        let codes = [CODE_FLOAT, CODE_DLTENSOR, CODE_DLTENSOR, CODE_DLTENSOR];
        assert_eq!(call(&library, "saxpy", &values, &codes), 0);
        let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| 0.5 * x + y).collect();
        assert_close_f32(&out.data, &expected, 1e-5, "legacy saxpy");
        let values = [3u64, values[1], values[2], values[3]];
        let codes = [CODE_INT, CODE_DLTENSOR, CODE_DLTENSOR, CODE_DLTENSOR];
        assert_eq!(call(&library, "saxpy", &values, &codes), 0);
        let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| 3.0 * x + y).collect();
        assert_close_f32(&out.data, &expected, 1e-5, "legacy saxpy int");
    }

    let last = |shim: &libloading::Library| last_error(shim);
    let mut ta = Tensor::<f32>::zeros(&[4]);
    let mut tb = Tensor::<f32>::zeros(&[5]);
    let mut tc = Tensor::<f32>::zeros(&[4]);
    let values = [
        tensor_value(&mut ta),
        tensor_value(&mut tb),
        tensor_value(&mut tc),
    ];
    clear_error(&shim);
    assert_eq!(call(&library, "vadd", &values, &[CODE_DLTENSOR; 3]), -1);
    assert_eq!(
        last(&shim),
        "ValueError: kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 5, but argument 0 \
         (`A`) dimension 0 bound `n` to 4"
    );
    assert_eq!(
        call(&library, "vadd", &values[..2], &[CODE_DLTENSOR; 2]),
        -1
    );
    assert_eq!(
        last(&shim),
        "ValueError: kernel `vadd`: expected 3 arguments, got 2"
    );
    let codes = [CODE_DLTENSOR, CODE_STR, CODE_DLTENSOR];
    assert_eq!(call(&library, "vadd", &values, &codes), -1);
    assert_eq!(
        last(&shim),
        "TypeError: kernel `vadd`: argument 1 (`B`): expected a tensor (DLTensor handle type \
         code 7, NDArray 13 or opaque handle 3), got type code 11"
    );
    let values = [0u64, values[0], values[1], values[2]];
    let codes = [CODE_DLTENSOR; 4];
    assert_eq!(call(&library, "saxpy", &values, &codes), -1);
    assert_eq!(
        last(&shim),
        "TypeError: kernel `saxpy`: argument 0 (`a`): expected a f32 scalar (float type code 2, \
         int 0, uint 1 or bool 15), got type code 7"
    );
}

#[test]
fn legacy_single_kernel_exports_tvm_main() {
    let program = Program {
        kernels: kernels_program()
            .kernels
            .into_iter()
            .filter(|k| k.name == "vadd")
            .collect(),
    };
    let (_dir, path) = build_library(&program, &legacy_options());
    let library = load_now(&path);
    // SAFETY: `__tvm_main__` is a NUL-terminated constant.
    unsafe {
        let main: libloading::Symbol<*const std::ffi::c_char> =
            library.get(b"__tvm_main__").unwrap();
        assert_eq!(std::ffi::CStr::from_ptr(*main).to_str().unwrap(), "vadd");
    }
    let mut ta = Tensor::new(vec![1.0f32, 2.0], &[2]);
    let mut tb = Tensor::new(vec![3.0f32, 4.0], &[2]);
    let mut tc = Tensor::<f32>::zeros(&[2]);
    let values = [
        tensor_value(&mut ta),
        tensor_value(&mut tb),
        tensor_value(&mut tc),
    ];
    assert_eq!(call(&library, "vadd", &values, &[CODE_DLTENSOR; 3]), 0);
    assert_eq!(tc.data, vec![4.0, 6.0]);

    let target = TargetSpec::host().unwrap();
    let error = compile(
        &program,
        &target,
        &CodegenOptions {
            system_lib_prefix: Some("p_".into()),
            ..legacy_options()
        },
    )
    .unwrap_err();
    assert!(error.to_string().contains("legacy"), "{error}");
}
