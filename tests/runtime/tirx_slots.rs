//! TIRx's CUDA host code sets the device through the context slot `__TVMBackendSetDevice`
//! (shared/spec/tirx.md), not the `__tvm_set_device` global: opening a library TIRx built
//! (tests/support/tirx_cuda_fixtures.py) fills that slot with modlink's entry point.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::runtime::Library;
use modlink::runtime::host::take_last_error;
use std::ffi::c_int;
use support::tirx::tirx_cuda_fixtures;

#[test]
fn opening_a_tirx_cuda_library_fills_its_set_device_slot() {
    let _guard = support::shared_process();
    let fixtures = tirx_cuda_fixtures();
    let path = fixtures.library("vadd_dyn");
    let library = Library::open(&path).unwrap();
    // SAFETY: dlopen of a library this process already holds open returns the same handle; the
    // slot is a pointer-sized variable (spec §1.5), read, not written.
    let slot = unsafe {
        let handle = libloading::Library::new(&path).unwrap();
        let symbol = handle
            .get::<*const Option<unsafe extern "C" fn(c_int, c_int) -> c_int>>(
                b"__TVMBackendSetDevice\0",
            )
            .unwrap();
        let value = **symbol;
        std::mem::forget(handle);
        value
    };
    let set_device = slot.expect("the slot is filled when the library is opened");
    // A device type modlink does not run is refused through the slot, with the error raised
    // on this thread as TIRx's c_backend_api.h says (no GPU needed to see whose function it is).
    // SAFETY: the slot holds `int (int, int)`.
    assert_eq!(unsafe { set_device(99, 0) }, -1);
    let error = take_last_error().unwrap();
    assert_eq!(
        error.message,
        "TVMBackendSetDevice: device type 99 is not one modlink runs (CPU 1, CUDA 2, OpenCL 4)"
    );
    drop(library);
}
