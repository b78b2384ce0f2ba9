//! The C structures and constants of the packed-function ABIs (spec §4.1 current, §4.2 legacy,
//! §11 backend entry points), laid out exactly as TVM's C headers declare them.

use std::ffi::{c_char, c_int, c_void};

/// `TVMFFIAny` type index: None.
pub const TYPE_NONE: i32 = 0;
/// `TVMFFIAny` type index: 64-bit integer.
pub const TYPE_INT: i32 = 1;
/// `TVMFFIAny` type index: boolean (stored in `v_int64`).
pub const TYPE_BOOL: i32 = 2;
/// `TVMFFIAny` type index: 64-bit float.
pub const TYPE_FLOAT: i32 = 3;
/// `TVMFFIAny` type index: opaque pointer.
pub const TYPE_OPAQUE_PTR: i32 = 4;
/// `TVMFFIAny` type index: a borrowed `DLTensor*`.
pub const TYPE_DLTENSOR_PTR: i32 = 7;
/// `TVMFFIAny` type index: a borrowed NUL-terminated C string.
pub const TYPE_RAW_STR: i32 = 8;
/// First `TVMFFIAny` type index that denotes a reference-counted object.
pub const TYPE_STATIC_OBJECT_BEGIN: i32 = 64;

/// The tvm-ffi name of a `TVMFFIAny` type index (`DLTensor*`, `ffi.Array`, …), for messages:
/// a user sees the type, not its number.
pub fn ffi_type_name(type_index: i32) -> &'static str {
    match type_index {
        TYPE_NONE => "None",
        TYPE_INT => "int",
        TYPE_BOOL => "bool",
        TYPE_FLOAT => "float",
        TYPE_OPAQUE_PTR => "void*",
        5 => "DataType",
        6 => "Device",
        TYPE_DLTENSOR_PTR => "DLTensor*",
        TYPE_RAW_STR => "const char*",
        9 => "TVMFFIByteArray*",
        10 => "ObjectRValueRef",
        11 => "ffi.SmallStr",
        12 => "ffi.SmallBytes",
        64 => "ffi.Object",
        65 => "ffi.String",
        66 => "ffi.Bytes",
        67 => "ffi.Error",
        68 => "ffi.Function",
        69 => "ffi.Shape",
        70 => "ffi.Tensor",
        71 => "ffi.Array",
        72 => "ffi.Map",
        73 => "ffi.Module",
        74 => "ffi.OpaquePyObject",
        index if index >= 128 => "a dynamically registered object type",
        _ => "an unknown type",
    }
}

/// The name of a legacy `TVMValue` type code (TVM's `ArgTypeCode2Str`), for messages.
pub fn legacy_type_name(type_code: c_int) -> &'static str {
    match type_code {
        LEGACY_INT => "int",
        1 => "uint",
        LEGACY_FLOAT => "float",
        3 => "handle",
        LEGACY_NULLPTR => "NULL",
        5 => "DLDataType",
        6 => "DLDevice",
        LEGACY_DLTENSOR_HANDLE => "ArrayHandle",
        8 => "ObjectCell",
        9 => "ModuleHandle",
        10 => "FunctionHandle",
        LEGACY_STR => "str",
        12 => "bytes",
        13 => "NDArrayContainer",
        14 => "ObjectRValueRefArg",
        LEGACY_BOOL => "bool",
        _ => "an unknown type",
    }
}

/// Legacy `TVMValue` type code: signed integer.
pub const LEGACY_INT: c_int = 0;
/// Legacy type code: float.
pub const LEGACY_FLOAT: c_int = 2;
/// Legacy type code: null pointer (also "no return value").
pub const LEGACY_NULLPTR: c_int = 4;
/// Legacy type code: `DLTensor*` handle.
pub const LEGACY_DLTENSOR_HANDLE: c_int = 7;
/// Legacy type code: string.
pub const LEGACY_STR: c_int = 11;
/// Legacy type code: boolean.
pub const LEGACY_BOOL: c_int = 15;

/// DLPack device type of host memory.
pub const DL_CPU: i32 = 1;

/// The 8-byte value union of a `TVMFFIAny` (and of a legacy `TVMValue`).
#[repr(C)]
#[derive(Clone, Copy)]
pub union AnyValue {
    /// Integers and booleans.
    pub v_int64: i64,
    /// Floats.
    pub v_float64: f64,
    /// Pointers (tensors, opaque handles, strings).
    pub v_ptr: *mut c_void,
}

/// `TVMFFIAny`: 16 bytes, type index at 0, value at 8.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct TVMFFIAny {
    /// What the value holds.
    pub type_index: i32,
    /// Zero, or a small string's length.
    pub zero_padding: u32,
    /// The value.
    pub value: AnyValue,
}

impl TVMFFIAny {
    /// The None value, which callers put in the result slot before a call.
    pub const NONE: TVMFFIAny = TVMFFIAny {
        type_index: TYPE_NONE,
        zero_padding: 0,
        value: AnyValue { v_int64: 0 },
    };
}

/// DLPack `DLDevice`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLDevice {
    /// Device type (CPU 1).
    pub device_type: i32,
    /// Device ordinal.
    pub device_id: i32,
}

/// DLPack `DLDataType` (the same triple the blob serializes).
pub use crate::module::DLDataType;

/// DLPack `DLTensor`, 48 bytes.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLTensor {
    /// Start of the data.
    pub data: *mut c_void,
    /// Where the data lives.
    pub device: DLDevice,
    /// Number of dimensions.
    pub ndim: i32,
    /// Element type.
    pub dtype: DLDataType,
    /// `ndim` extents.
    pub shape: *mut i64,
    /// `ndim` strides in elements, or NULL for compact row-major.
    pub strides: *mut i64,
    /// Offset of the first element from `data`, in bytes.
    pub byte_offset: u64,
}

impl DLTensor {
    /// An empty descriptor (NULL data, no dimensions), used to initialise buffers.
    pub const EMPTY: DLTensor = DLTensor {
        data: std::ptr::null_mut(),
        device: DLDevice {
            device_type: DL_CPU,
            device_id: 0,
        },
        ndim: 0,
        dtype: DLDataType {
            code: 0,
            bits: 0,
            lanes: 0,
        },
        shape: std::ptr::null_mut(),
        strides: std::ptr::null_mut(),
        byte_offset: 0,
    };
}

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
