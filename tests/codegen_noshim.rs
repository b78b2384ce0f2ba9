//! Without tvm-ffi or modlink's runtime in the process, `TVMFFIErrorSetRaisedFromCStrParts` is
//! unresolved: the kernel library must still dlopen with RTLD_NOW (the symbol is weak), good
//! calls succeed and bad calls return -1 without crashing. This file never loads the shim.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::*;
use modlink::codegen::CodegenOptions;

#[test]
fn library_loads_with_rtld_now_and_bad_calls_return_minus_one() {
    // SAFETY: looking a symbol up in the running process.
    let this = libloading::os::unix::Library::this();
    let present = unsafe {
        this.get::<unsafe extern "C" fn()>(b"TVMFFIErrorSetRaisedFromCStrParts")
            .is_ok()
    };
    assert!(
        !present,
        "this test needs a process without the error symbol"
    );

    let (_dir, path) = build_library(&kernels_program(), &CodegenOptions::default());
    let library = load_now(&path);

    let mut a = Tensor::new(vec![1.0f32, 2.0, 3.0], &[3]);
    let mut b = Tensor::new(vec![4.0f32, 5.0, 6.0], &[3]);
    let mut c = Tensor::<f32>::zeros(&[3]);
    assert_eq!(
        call_packed(&library, "vadd", &[a.any(), b.any(), c.any()]),
        0
    );
    assert_eq!(c.data, vec![5.0, 7.0, 9.0]);

    let mut short = Tensor::<f32>::zeros(&[2]);
    let status = call_packed(&library, "vadd", &[a.any(), short.any(), c.any()]);
    assert_eq!(status, -1);
    assert_eq!(call_packed(&library, "vadd", &[a.any()]), -1);
    let status = call_packed(&library, "vadd", &[a.any(), TVMFFIAny::int(1), c.any()]);
    assert_eq!(status, -1);
    assert_eq!(c.data, vec![5.0, 7.0, 9.0], "failed calls write nothing");
}
