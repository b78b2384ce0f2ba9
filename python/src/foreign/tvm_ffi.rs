//! tvm-ffi's tensors (TVM's `runtime.Tensor`, `tvm_ffi.Tensor`) read through their object
//! handle, as tvm-ffi's stable C ABI lays them out (`TVMFFITensorGetDLTensorPtr`: the
//! `DLTensor` right after the object header): no DLPack capsule per call.

use super::{
    ForeignArray, ForeignError, Keeper, byte_size, describe, first_non_compact_axis, has_type,
};
use modlink::abi::DLTensor;
use modlink::abi::device::device_type;
use modlink::ir::DType;
use modlink::runtime::TENSOR_ALIGN;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyType};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The size of tvm-ffi's object header (`TVMFFIObject`: 64-bit reference count, 32-bit type
/// index, padding, deleter), after which a tensor object holds its `DLTensor`.
const OBJECT_HEADER: usize = 8 + 4 + 4 + std::mem::size_of::<usize>();

/// tvm-ffi's static type index of tensor objects (`kTVMFFITensor`).
const TENSOR_TYPE_INDEX: i32 = 70;

/// How many words after the Python object head [`chandle`] looks for the handle in.
const CHANDLE_WORDS: usize = 2;

/// The exact class of the first object found to be a tvm-ffi tensor (usually TVM's
/// `runtime.Tensor`), held so that its address stays its own: its instances skip the subclass
/// check.
static FIRST_TENSOR_CLASS: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// Where tvm-ffi's `CObject` keeps its handle in the Python object, in bytes; 0 until found.
static CHANDLE_OFFSET: AtomicUsize = AtomicUsize::new(0);

/// `tvm_ffi.core.Tensor` (the base of TVM's `runtime.Tensor`), once some code imported it:
/// looked up in `sys.modules` (a dictionary lookup while it is absent), never imported here (no
/// tvm-ffi tensor exists before that).
fn tensor_type(py: Python<'_>) -> Option<&Bound<'_, PyType>> {
    static TENSOR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
    static MODULES: PyOnceLock<Py<PyDict>> = PyOnceLock::new();
    if TENSOR.get(py).is_none() {
        let modules = MODULES
            .get_or_try_init(py, || {
                py.import("sys")?
                    .getattr("modules")?
                    .cast_into::<PyDict>()
                    .map(Bound::unbind)
                    .map_err(PyErr::from)
            })
            .ok()?
            .bind(py);
        let found = modules
            .get_item(pyo3::intern!(py, "tvm_ffi.core"))
            .ok()??
            .getattr("Tensor")
            .ok()?
            .cast_into::<PyType>()
            .ok()?;
        let _ = TENSOR.set(py, found.unbind());
    }
    TENSOR.get(py).map(|t| t.bind(py))
}

/// Whether `object` is an instance of exactly the first class found to be a tvm-ffi tensor
/// (usually TVM's `runtime.Tensor`): one compare, no subclass check.
pub(super) fn is_first_tensor_class(object: &Bound<'_, PyAny>) -> bool {
    FIRST_TENSOR_CLASS
        .get(object.py())
        .is_some_and(|class| object.get_type_ptr() == class.as_ptr().cast())
}

/// The `DLTensor` of a tvm-ffi tensor (TVM's `runtime.Tensor`, `tvm_ffi.Tensor`), checked
/// against its header's type index; `None` for anything else, which then goes through
/// `__dlpack__`. It, its shape, strides and data belong to the tensor, alive as long as
/// `object`.
pub(super) fn tensor_of(object: &Bound<'_, PyAny>) -> Option<NonNull<DLTensor>> {
    let py = object.py();
    let first = FIRST_TENSOR_CLASS.get(py);
    if first.is_none_or(|class| object.get_type_ptr() != class.as_ptr().cast()) {
        if !has_type(object, tensor_type(py)?) {
            return None;
        }
        if first.is_none() {
            let _ = FIRST_TENSOR_CLASS.set(py, object.get_type().unbind());
        }
    }
    let handle = NonNull::new(chandle(object)? as *mut u8)?;
    // SAFETY: a non-null handle of a live tvm-ffi object points at its `TVMFFIObject` header,
    // whose `type_index` is the `i32` after the 8-byte reference count; a tensor object's
    // `DLTensor` follows the header (tvm-ffi's C ABI, `TVMFFITensorGetDLTensorPtr`).
    unsafe {
        let type_index = std::ptr::read(handle.as_ptr().add(8).cast::<i32>());
        (type_index == TENSOR_TYPE_INDEX).then(|| handle.add(OBJECT_HEADER).cast::<DLTensor>())
    }
}

/// A tvm-ffi tensor a kernel takes as it is (see `in_place_tensor`): on the CPU, no byte
/// offset, 64-byte aligned, compact, a dtype modlink passes; with its size in bytes.
pub(super) fn in_place(object: &Bound<'_, PyAny>) -> Option<(DLTensor, usize)> {
    // SAFETY: the tensor's own `DLTensor`, alive with `object` for this borrow.
    let tensor = unsafe { tensor_of(object)?.as_ref() };
    let ndim = usize::try_from(tensor.ndim).ok()?;
    if tensor.device.device_type != device_type::CPU
        || tensor.byte_offset != 0
        || tensor.dtype.lanes != 1
        || !(tensor.data as usize).is_multiple_of(TENSOR_ALIGN)
        || (ndim > 0 && tensor.shape.is_null())
    {
        return None;
    }
    let dtype = DType::from_dlpack(tensor.dtype.code, tensor.dtype.bits)?;
    let extents: &[i64] = if ndim == 0 {
        &[]
    } else {
        // SAFETY: a tensor's `shape` holds `ndim` extents while the tensor is alive.
        unsafe { std::slice::from_raw_parts(tensor.shape, ndim) }
    };
    if !tensor.strides.is_null() {
        // SAFETY: non-null strides hold `ndim` entries, as the shape does.
        let strides = unsafe { std::slice::from_raw_parts(tensor.strides, ndim) };
        if first_non_compact_axis(extents, strides).is_some() {
            return None;
        }
    }
    Some((*tensor, byte_size(dtype, extents)?))
}

/// The handle of a tvm-ffi object. The first call asks `__chandle__()` and finds which word of
/// the Python object holds that value (Cython's `CObject` layout: the object head, perhaps a
/// vtable pointer, then `chandle`; subclasses only append), within the type's basic size;
/// later calls read that word, a Python method call less per argument. A layout not found
/// keeps asking `__chandle__()`.
fn chandle(object: &Bound<'_, PyAny>) -> Option<usize> {
    let word = |offset: usize| {
        // SAFETY: `offset` is a word inside the basic size of tvm-ffi's `CObject` (checked
        // when the offset was found), which every instance of its subclasses starts with.
        unsafe { std::ptr::read(object.as_ptr().cast::<u8>().add(offset).cast::<usize>()) }
    };
    let offset = CHANDLE_OFFSET.load(Ordering::Relaxed);
    if offset != 0 {
        return Some(word(offset));
    }
    let asked: i64 = object
        .call_method0(pyo3::intern!(object.py(), "__chandle__"))
        .ok()?
        .extract()
        .ok()?;
    let asked = usize::try_from(asked).ok()?;
    let basic_size: usize = tensor_type(object.py())?
        .getattr("__basicsize__")
        .ok()?
        .extract()
        .ok()?;
    let head = std::mem::size_of::<ffi::PyObject>();
    let size = std::mem::size_of::<usize>();
    if asked != 0
        && let Some(found) = (0..CHANDLE_WORDS)
            .map(|index| head + index * size)
            .filter(|offset| offset + size <= basic_size)
            .find(|&offset| word(offset) == asked)
    {
        CHANDLE_OFFSET.store(found, Ordering::Relaxed);
    }
    Some(asked)
}

impl ForeignArray {
    /// A tvm-ffi tensor read in place through its `DLTensor` (no capsule per call); the Python
    /// object in the call's argument tuple keeps its memory alive while the array is used.
    pub(super) fn from_tvm_ffi_tensor(
        tensor: NonNull<DLTensor>,
    ) -> Result<ForeignArray, ForeignError> {
        // SAFETY: `tensor` is a live tvm-ffi tensor's own `DLTensor` (`tensor_of`).
        describe(unsafe { *tensor.as_ptr() }, false, Keeper::Borrowed)
    }
}
