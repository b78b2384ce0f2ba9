//! numpy arrays read from numpy's own structs, with no Python call: `PyArrayObject_fields`
//! (data, nd, dimensions, strides, descr, flags: the layout every numpy C extension compiles
//! against, unchanged from numpy 1.7 to 2.x) and `PyArray_Descr.type_num` (at the same offset
//! in both majors).

use super::{ForeignArray, ForeignError, Keeper, Place, Shape, byte_size};
use modlink::abi::{DLDataType, DLDevice, DLTensor};
use modlink::ir::DType;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;
use std::ffi::{c_char, c_int, c_void};
use std::ptr::NonNull;

/// The head of numpy's `PyArrayObject_fields` (numpy/ndarraytypes.h).
#[repr(C)]
struct NumpyArrayHead {
    ob_refcnt: isize,
    ob_type: *mut c_void,
    data: *mut u8,
    nd: c_int,
    dimensions: *const isize,
    strides: *const isize,
    base: *mut c_void,
    descr: *const NumpyDescrHead,
    flags: c_int,
}

/// The head of numpy's `PyArray_Descr`, the same in numpy 1.x and 2.x up to `type_num`.
#[repr(C)]
struct NumpyDescrHead {
    ob_refcnt: isize,
    ob_type: *mut c_void,
    typeobj: *mut c_void,
    kind: c_char,
    type_char: c_char,
    byteorder: c_char,
    flags_or_former_flags: c_char,
    type_num: c_int,
}

const NPY_ARRAY_C_CONTIGUOUS: c_int = 0x0001;

const NPY_ARRAY_WRITEABLE: c_int = 0x0400;

/// The `numpy.ndarray` type, or `None` when numpy is not importable.
fn ndarray_type(py: Python<'_>) -> Option<&Bound<'_, PyType>> {
    static NDARRAY: PyOnceLock<Option<Py<PyType>>> = PyOnceLock::new();
    NDARRAY
        .get_or_init(py, || {
            py.import("numpy")
                .and_then(|numpy| numpy.getattr("ndarray"))
                .and_then(|t| t.cast_into::<PyType>().map_err(Into::into))
                .ok()
                .map(Bound::unbind)
        })
        .as_ref()
        .map(|t| t.bind(py))
}

/// numpy's `type_num` as a modlink dtype (`long` is C's `long`, 32-bit on Windows).
fn numpy_dtype(type_num: c_int) -> Option<DType> {
    let long_is_64 = std::mem::size_of::<std::ffi::c_long>() == 8;
    Some(match type_num {
        0 => DType::Bool,
        1 => DType::I8,
        2 => DType::U8,
        3 => DType::I16,
        4 => DType::U16,
        5 => DType::I32,
        6 => DType::U32,
        7 if long_is_64 => DType::I64,
        7 => DType::I32,
        8 if long_is_64 => DType::U64,
        8 => DType::U32,
        9 => DType::I64,
        10 => DType::U64,
        11 => DType::F32,
        12 => DType::F64,
        23 => DType::F16,
        _ => return None,
    })
}

/// Whether `object` is a numpy array (its exact type first: the common case costs a compare).
pub fn is_numpy_array(object: &Bound<'_, PyAny>) -> bool {
    ndarray_type(object.py()).is_some_and(|ndarray| has_type(object, ndarray))
}

/// Whether `object`'s type is `class` or a subclass of it, read from the type's MRO: no
/// `__instancecheck__` call, which costs more than the rest of reading an argument.
pub(super) fn has_type(object: &Bound<'_, PyAny>, class: &Bound<'_, PyType>) -> bool {
    // SAFETY: both pointers are live objects borrowed for the call; `class` is a type object.
    unsafe { ffi::PyObject_TypeCheck(object.as_ptr(), class.as_type_ptr()) != 0 }
}

/// A numpy array a kernel takes as it is or, when its data is not 64-byte aligned, through an
/// aligned stand-in (see `in_place_tensor`): writable, C-contiguous, native byte order, a dtype
/// modlink passes. The `DLTensor` points at the array's own data. 64-bit platforms only, where
/// numpy's `npy_intp` extents are the `int64_t` a `DLTensor` points at.
#[cfg(target_pointer_width = "64")]
pub(super) fn in_place(object: &Bound<'_, PyAny>) -> Option<(DLTensor, usize)> {
    // SAFETY: `object` is a numpy array (checked by the caller): it starts with
    // `PyArrayObject_fields`, its descr with the `PyArray_Descr` head, both alive while the
    // argument tuple holds the array.
    let (head, type_num, byteorder) = unsafe {
        let head = &*object.as_ptr().cast::<NumpyArrayHead>();
        (head, (*head.descr).type_num, (*head.descr).byteorder as u8)
    };
    let wanted = NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_WRITEABLE;
    if head.flags & wanted != wanted || (byteorder == b'>' && cfg!(target_endian = "little")) {
        return None;
    }
    let dtype = numpy_dtype(type_num)?;
    let ndim = usize::try_from(head.nd).ok()?;
    let shape = if ndim == 0 {
        NonNull::<i64>::dangling().as_ptr()
    } else {
        head.dimensions.cast::<i64>().cast_mut()
    };
    // SAFETY: numpy's `dimensions` holds `nd` extents (`npy_intp`, 64 bits here).
    let extents: &[i64] = unsafe { std::slice::from_raw_parts(shape, ndim) };
    let bytes = byte_size(dtype, extents)?;
    let (code, bits) = dtype.dlpack();
    let tensor = DLTensor {
        data: head.data.cast(),
        device: DLDevice {
            device_type: modlink::abi::device::device_type::CPU,
            device_id: 0,
        },
        ndim: head.nd,
        dtype: DLDataType {
            code,
            bits,
            lanes: 1,
        },
        shape,
        strides: std::ptr::null_mut(),
        byte_offset: 0,
    };
    Some((tensor, bytes))
}

#[cfg(not(target_pointer_width = "64"))]
pub(super) fn in_place(_object: &Bound<'_, PyAny>) -> Option<(DLTensor, usize)> {
    None
}

impl ForeignArray {
    #[inline(always)]
    pub(super) fn from_numpy(object: &Bound<'_, PyAny>) -> Result<ForeignArray, ForeignError> {
        // SAFETY: `object` is an instance of numpy.ndarray (checked by the caller), so it starts
        // with `PyArrayObject_fields`, and its descr with the `PyArray_Descr` head; both stay
        // valid while `object` is borrowed here.
        let (data, dims, flags, type_num, byteorder) = unsafe {
            let head = &*object.as_ptr().cast::<NumpyArrayHead>();
            let descr = &*head.descr;
            let nd = usize::try_from(head.nd).unwrap_or(0);
            let dims: Shape = if nd == 0 {
                Shape::new()
            } else {
                std::slice::from_raw_parts(head.dimensions, nd)
                    .iter()
                    .map(|&d| d as i64)
                    .collect()
            };
            (
                head.data,
                dims,
                head.flags,
                descr.type_num,
                descr.byteorder as u8,
            )
        };
        let dtype = numpy_dtype(type_num).ok_or_else(|| {
            let name = object
                .getattr("dtype")
                .map(|d| d.to_string())
                .unwrap_or_else(|_| format!("numpy type number {type_num}"));
            ForeignError::Unsupported(format!(
                "numpy dtype `{name}` has no TVM counterpart modlink passes (bool, int8-64, uint8-64, float16/32/64)"
            ))
        })?;
        if byteorder == b'>' && cfg!(target_endian = "little") {
            return Err(ForeignError::Unsupported(
                "the array is big-endian; kernels read native byte order (use arr.astype(arr.dtype.newbyteorder('=')))".into(),
            ));
        }
        if flags & NPY_ARRAY_C_CONTIGUOUS == 0 {
            return Err(ForeignError::Unsupported(format!(
                "the array of shape {dims:?} is not C-contiguous; kernels take compact row-major tensors (use numpy.ascontiguousarray)"
            )));
        }
        let data = NonNull::new(data).unwrap_or(NonNull::dangling());
        Ok(ForeignArray {
            data,
            dtype,
            shape: dims,
            place: Place::Host,
            read_only: flags & NPY_ARRAY_WRITEABLE == 0,
            keeper: Keeper::Borrowed,
        })
    }
}
