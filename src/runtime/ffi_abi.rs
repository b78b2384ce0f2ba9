//! The C structures and constants of the packed-function ABIs (spec §4.1 current, §4.2 legacy,
//! §11 backend entry points), laid out exactly as TVM's C headers declare them.

use std::ffi::{c_char, c_int, c_void};

pub use crate::abi::ffi::{ffi_type_name, legacy_type_name};
pub use crate::abi::{AnyValue, DLDataType, DLDevice, DLTensor, TVMFFIAny};

// The runtime's short names for the ABI layer's constants (one definition, in `crate::abi`).
pub use crate::abi::device::device_type::CPU as DL_CPU;
pub use crate::abi::ffi::legacy_type_code::{
    BOOL as LEGACY_BOOL, DLTENSOR_HANDLE as LEGACY_DLTENSOR_HANDLE, FLOAT as LEGACY_FLOAT,
    INT as LEGACY_INT, NULLPTR as LEGACY_NULLPTR, STR as LEGACY_STR,
};
pub use crate::abi::ffi::type_index::{
    BOOL as TYPE_BOOL, DLTENSOR_PTR as TYPE_DLTENSOR_PTR, FLOAT as TYPE_FLOAT, INT as TYPE_INT,
    NONE as TYPE_NONE, OPAQUE_PTR as TYPE_OPAQUE_PTR, RAW_STR as TYPE_RAW_STR,
    STATIC_OBJECT_BEGIN as TYPE_STATIC_OBJECT_BEGIN,
};

/// `TVMFFISafeCallType`: the current packed-function signature.
pub type SafeCallFn = unsafe extern "C" fn(
    handle: *mut c_void,
    args: *const TVMFFIAny,
    num_args: i32,
    result: *mut TVMFFIAny,
) -> i32;

/// `TVMBackendPackedCFunc`: the legacy packed-function signature.
pub type LegacyPackedFn = unsafe extern "C" fn(
    args: *mut AnyValue,
    type_codes: *mut c_int,
    num_args: c_int,
    out_ret_value: *mut AnyValue,
    out_ret_tcode: *mut c_int,
    resource_handle: *mut c_void,
) -> c_int;

/// `TVMParallelGroupEnv`: what each task of a parallel launch sees.
#[repr(C)]
#[derive(Debug)]
pub struct TVMParallelGroupEnv {
    /// The launch's barrier (opaque to generated code).
    pub sync_handle: *mut c_void,
    /// Number of tasks actually running.
    pub num_task: i32,
}

/// `FTVMParallelLambda`: the body of one task of a parallel launch.
pub type ParallelLambda = unsafe extern "C" fn(
    task_id: c_int,
    penv: *mut TVMParallelGroupEnv,
    cdata: *mut c_void,
) -> c_int;

/// Signature of `TVMFFIErrorSetRaisedFromCStr`.
pub type ErrorSetRaisedFn = unsafe extern "C" fn(kind: *const c_char, message: *const c_char);

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    #[test]
    fn layouts_match_the_c_headers() {
        assert_eq!(size_of::<TVMFFIAny>(), 16);
        assert_eq!(offset_of!(TVMFFIAny, value), 8);
        assert_eq!(size_of::<DLTensor>(), 48);
        assert_eq!(offset_of!(DLTensor, device), 8);
        assert_eq!(offset_of!(DLTensor, ndim), 16);
        assert_eq!(offset_of!(DLTensor, dtype), 20);
        assert_eq!(offset_of!(DLTensor, shape), 24);
        assert_eq!(offset_of!(DLTensor, strides), 32);
        assert_eq!(offset_of!(DLTensor, byte_offset), 40);
        assert_eq!(size_of::<TVMParallelGroupEnv>(), 16);
        assert_eq!(offset_of!(TVMParallelGroupEnv, num_task), 8);
    }
}
