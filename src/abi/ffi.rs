//! The packed-function ABIs' argument values: tvm-ffi's `TVMFFIAny` (TVM 0.21+, `c_api.h`) and
//! the legacy `TVMValue` with its separate type codes (TVM ≤ 0.20, `c_runtime_api.h`), and the C
//! function types both ABIs call through (the packed functions, the parallel-launch task body).

use std::ffi::{c_int, c_void};

/// `TVMFFIAny` type indices (tvm-ffi `TVMFFITypeIndex`).
pub mod type_index {
    /// None.
    pub const NONE: i32 = 0;
    /// 64-bit integer (`v_int64`).
    pub const INT: i32 = 1;
    /// Boolean (stored in `v_int64`).
    pub const BOOL: i32 = 2;
    /// 64-bit float (`v_float64`).
    pub const FLOAT: i32 = 3;
    /// Opaque pointer (`v_ptr`).
    pub const OPAQUE_PTR: i32 = 4;
    /// A `DLDataType` held by value.
    pub const DATA_TYPE: i32 = 5;
    /// A `DLDevice` held by value.
    pub const DEVICE: i32 = 6;
    /// A borrowed `DLTensor*`.
    pub const DLTENSOR_PTR: i32 = 7;
    /// A borrowed NUL-terminated C string.
    pub const RAW_STR: i32 = 8;
    /// A borrowed `TVMFFIByteArray*`.
    pub const BYTE_ARRAY_PTR: i32 = 9;
    /// An object moved out of its holder.
    pub const OBJECT_RVALUE_REF: i32 = 10;
    /// A string short enough to live inside the value.
    pub const SMALL_STR: i32 = 11;
    /// Bytes short enough to live inside the value.
    pub const SMALL_BYTES: i32 = 12;
    /// First index that denotes a reference-counted object (`ffi.Object`).
    pub const STATIC_OBJECT_BEGIN: i32 = 64;
    /// `ffi.String`.
    pub const STRING: i32 = 65;
    /// `ffi.Bytes`.
    pub const BYTES: i32 = 66;
    /// `ffi.Error`.
    pub const ERROR: i32 = 67;
    /// `ffi.Function`.
    pub const FUNCTION: i32 = 68;
    /// `ffi.Shape`.
    pub const SHAPE: i32 = 69;
    /// `ffi.Tensor`: an object whose `DLTensor` follows the object header
    /// ([`crate::abi::tensor::OBJECT_HEADER_SIZE`]).
    pub const TENSOR: i32 = 70;
    /// `ffi.Array`.
    pub const ARRAY: i32 = 71;
    /// `ffi.Map`.
    pub const MAP: i32 = 72;
    /// `ffi.Module`.
    pub const MODULE: i32 = 73;
    /// `ffi.OpaquePyObject`.
    pub const OPAQUE_PY_OBJECT: i32 = 74;
    /// First index of the object types registered at run time.
    pub const DYNAMIC_OBJECT_BEGIN: i32 = 128;
}

/// Legacy `TVMValue` type codes (TVM ≤ 0.20 `TVMArgTypeCode`).
pub mod legacy_type_code {
    /// Signed integer.
    pub const INT: i32 = 0;
    /// Unsigned integer.
    pub const UINT: i32 = 1;
    /// Float.
    pub const FLOAT: i32 = 2;
    /// Opaque handle.
    pub const OPAQUE_HANDLE: i32 = 3;
    /// Null pointer (also "no return value").
    pub const NULLPTR: i32 = 4;
    /// `DLDataType`.
    pub const DATA_TYPE: i32 = 5;
    /// `DLDevice`.
    pub const DEVICE: i32 = 6;
    /// `DLTensor*` handle.
    pub const DLTENSOR_HANDLE: i32 = 7;
    /// Object handle.
    pub const OBJECT_HANDLE: i32 = 8;
    /// Module handle.
    pub const MODULE_HANDLE: i32 = 9;
    /// Packed function handle.
    pub const FUNCTION_HANDLE: i32 = 10;
    /// String.
    pub const STR: i32 = 11;
    /// Bytes.
    pub const BYTES: i32 = 12;
    /// `NDArray` container handle (a `DLTensor` inside an object).
    pub const NDARRAY_HANDLE: i32 = 13;
    /// Object moved out of its holder.
    pub const OBJECT_RVALUE_REF_ARG: i32 = 14;
    /// Boolean.
    pub const BOOL: i32 = 15;
}

/// The legacy type code a value of tvm-ffi type index `index` travels under when a packed call
/// crosses from the current ABI to the legacy one: the scalars and strings keep their kind, a
/// `DLTensor*` is a tensor handle, None the null pointer, anything else an opaque handle (a device
/// buffer's address, an object modlink passes through).
pub fn legacy_code_of(index: i32) -> i32 {
    match index {
        type_index::INT => legacy_type_code::INT,
        type_index::BOOL => legacy_type_code::BOOL,
        type_index::FLOAT => legacy_type_code::FLOAT,
        type_index::DLTENSOR_PTR => legacy_type_code::DLTENSOR_HANDLE,
        type_index::RAW_STR => legacy_type_code::STR,
        type_index::NONE => legacy_type_code::NULLPTR,
        _ => legacy_type_code::OPAQUE_HANDLE,
    }
}

/// The tvm-ffi type index a legacy value of type code `code` travels under when a packed call
/// crosses from the legacy ABI to the current one (the inverse of [`legacy_code_of`]; an
/// `NDArray` handle is passed as its `DLTensor*`).
pub fn type_index_of_legacy(code: i32) -> i32 {
    match code {
        legacy_type_code::INT => type_index::INT,
        legacy_type_code::BOOL => type_index::BOOL,
        legacy_type_code::FLOAT => type_index::FLOAT,
        legacy_type_code::DLTENSOR_HANDLE | legacy_type_code::NDARRAY_HANDLE => {
            type_index::DLTENSOR_PTR
        }
        legacy_type_code::NULLPTR => type_index::NONE,
        legacy_type_code::STR => type_index::RAW_STR,
        _ => type_index::OPAQUE_PTR,
    }
}

/// Bytes per `TVMFFIAny`.
pub const ANY_SIZE: u64 = 16;
/// Byte offset of the 8-byte value union inside a `TVMFFIAny` (after the type index and the
/// padding word).
pub const ANY_VALUE_OFFSET: u64 = 8;
/// Bytes per legacy `TVMValue` (an 8-byte union; the type codes are a separate array).
pub const LEGACY_VALUE_SIZE: u64 = 8;

/// The tvm-ffi name of a `TVMFFIAny` type index (`DLTensor*`, `ffi.Array`, …), for messages:
/// a user sees the type, not its number.
pub fn ffi_type_name(index: i32) -> &'static str {
    use type_index::*;
    match index {
        NONE => "None",
        INT => "int",
        BOOL => "bool",
        FLOAT => "float",
        OPAQUE_PTR => "void*",
        DATA_TYPE => "DataType",
        DEVICE => "Device",
        DLTENSOR_PTR => "DLTensor*",
        RAW_STR => "const char*",
        BYTE_ARRAY_PTR => "TVMFFIByteArray*",
        OBJECT_RVALUE_REF => "ObjectRValueRef",
        SMALL_STR => "ffi.SmallStr",
        SMALL_BYTES => "ffi.SmallBytes",
        STATIC_OBJECT_BEGIN => "ffi.Object",
        STRING => "ffi.String",
        BYTES => "ffi.Bytes",
        ERROR => "ffi.Error",
        FUNCTION => "ffi.Function",
        SHAPE => "ffi.Shape",
        TENSOR => "ffi.Tensor",
        ARRAY => "ffi.Array",
        MAP => "ffi.Map",
        MODULE => "ffi.Module",
        OPAQUE_PY_OBJECT => "ffi.OpaquePyObject",
        index if index >= DYNAMIC_OBJECT_BEGIN => "a dynamically registered object type",
        _ => "an unknown type",
    }
}

/// The name of a legacy `TVMValue` type code (TVM's `ArgTypeCode2Str`), for messages.
pub fn legacy_type_name(code: i32) -> &'static str {
    use legacy_type_code::*;
    match code {
        INT => "int",
        UINT => "uint",
        FLOAT => "float",
        OPAQUE_HANDLE => "handle",
        NULLPTR => "NULL",
        DATA_TYPE => "DLDataType",
        DEVICE => "DLDevice",
        DLTENSOR_HANDLE => "ArrayHandle",
        OBJECT_HANDLE => "ObjectCell",
        MODULE_HANDLE => "ModuleHandle",
        FUNCTION_HANDLE => "FunctionHandle",
        STR => "str",
        BYTES => "bytes",
        NDARRAY_HANDLE => "NDArrayContainer",
        OBJECT_RVALUE_REF_ARG => "ObjectRValueRefArg",
        BOOL => "bool",
        _ => "an unknown type",
    }
}

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

/// `TVMFFIAny`: type index at 0, value at [`ANY_VALUE_OFFSET`], [`ANY_SIZE`] bytes.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct TVMFFIAny {
    /// What the value holds (a [`type_index`]).
    pub type_index: i32,
    /// Zero, or a small string's length.
    pub zero_padding: u32,
    /// The value.
    pub value: AnyValue,
}

impl TVMFFIAny {
    /// The None value, which callers put in the result slot before a call.
    pub const NONE: TVMFFIAny = TVMFFIAny {
        type_index: type_index::NONE,
        zero_padding: 0,
        value: AnyValue { v_int64: 0 },
    };

    /// The 8 bytes of the value union as an integer (`v_int64`; the same bits as `v_float64`
    /// and `v_ptr`), whatever the type index says: how TVM's device argument packer
    /// (`PackFuncVoidAddr`, shared/spec/cuda.md §3.3) and its device-setting global read them.
    #[allow(unsafe_code)]
    pub fn value_bits(&self) -> i64 {
        // SAFETY: every member of `AnyValue` is 8 bytes of plain data (an i64, an f64, a raw
        // pointer that is not dereferenced), so any bit pattern is a valid `i64`; reading
        // `v_int64` reinterprets whichever member was written.
        unsafe { self.value.v_int64 }
    }
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

/// The `init` callback of `TVMFFIHandleInitOnce`: stores a new handle in `*out`, returns 0.
pub type HandleInitFn = unsafe extern "C" fn(out: *mut *mut c_void) -> c_int;

const _: () = assert!(std::mem::size_of::<TVMFFIAny>() as u64 == ANY_SIZE);
const _: () = assert!(std::mem::offset_of!(TVMFFIAny, value) as u64 == ANY_VALUE_OFFSET);
const _: () = assert!(std::mem::size_of::<AnyValue>() as u64 == LEGACY_VALUE_SIZE);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abi::DLTensor;
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

    #[test]
    fn names_follow_tvm_ffi_and_the_legacy_table() {
        // Values from tvm-ffi's c_api.h and TVM 0.20's c_runtime_api.h, spelled out here.
        assert_eq!(ffi_type_name(7), "DLTensor*");
        assert_eq!(ffi_type_name(70), "ffi.Tensor");
        assert_eq!(ffi_type_name(200), "a dynamically registered object type");
        assert_eq!(ffi_type_name(-1), "an unknown type");
        assert_eq!(legacy_type_name(13), "NDArrayContainer");
        assert_eq!(legacy_type_name(15), "bool");
        assert_eq!(legacy_type_name(16), "an unknown type");
    }
}
