//! Memory that Python objects own: numpy arrays, DLPack tensors (torch, jax, TVM, cupy, …) going
//! in, modlink's tensors going out as DLPack capsules. Every `unsafe` of the package is here,
//! each block with the reason it is sound.
//!
//! Reading an argument (`ForeignArray::from_object`):
//! * a numpy array is read from numpy's array struct ([`numpy`]), with no Python call;
//! * a tvm-ffi tensor (TVM's `runtime.Tensor`) from its object ([`tvm_ffi`]), no capsule;
//! * anything else with `__dlpack__` hands over a DLPack capsule (versioned 1.x when the
//!   producer accepts `max_version`, else the legacy one), consumed as the protocol says: the
//!   capsule is renamed `used_…` and its deleter runs when modlink is done with the memory.
//!
//! The common call skips even that: [`in_place_tensor`] reads a writable, aligned, compact host
//! array of either kind straight into the `DLTensor` the kernel gets, its shape pointing at the
//! producer's own extents; anything else goes through [`ForeignArray`] (copies, device memory,
//! errors that name the argument).
//!
//! Results leave as [`OwnedTensor`]s whose `__dlpack__` gives a versioned (or legacy) capsule
//! owning the tensor, so `numpy.from_dlpack` takes them without a copy.

use modlink::abi::{DLDataType, DLDevice, DLTensor};
use modlink::ir::DType;
use modlink::runtime::{Tensor, TensorView};
use pyo3::exceptions::PyBufferError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use smallvec::SmallVec;
use std::ffi::{CStr, c_void};
use std::ptr::NonNull;
use std::sync::Mutex;

mod numpy;
mod tvm_ffi;

use numpy::has_type;
pub use numpy::is_numpy_array;

/// Extents of an argument, inline up to six dimensions (no allocation per call).
pub type Shape = SmallVec<[i64; 6]>;

/// DLPack's `DLManagedTensor` (legacy capsule `dltensor`).
#[repr(C)]
struct DLManagedTensor {
    dl_tensor: DLTensor,
    manager_ctx: *mut c_void,
    deleter: Option<unsafe extern "C" fn(*mut DLManagedTensor)>,
}

/// DLPack 1.x `DLPackVersion`.
#[repr(C)]
struct DLPackVersion {
    major: u32,
    minor: u32,
}

/// DLPack 1.x `DLManagedTensorVersioned` (capsule `dltensor_versioned`).
#[repr(C)]
struct DLManagedTensorVersioned {
    version: DLPackVersion,
    manager_ctx: *mut c_void,
    deleter: Option<unsafe extern "C" fn(*mut DLManagedTensorVersioned)>,
    flags: u64,
    dl_tensor: DLTensor,
}

/// `DLPACK_FLAG_BITMASK_READ_ONLY`.
const DLPACK_FLAG_READ_ONLY: u64 = 1;

const CAPSULE_LEGACY: &CStr = c"dltensor";
const CAPSULE_LEGACY_USED: &CStr = c"used_dltensor";
const CAPSULE_VERSIONED: &CStr = c"dltensor_versioned";
const CAPSULE_VERSIONED_USED: &CStr = c"used_dltensor_versioned";

/// Where the memory of an argument lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Host memory.
    Host,
    /// CUDA device `n`.
    Cuda(i32),
}

/// Why an object cannot be read as an array.
#[derive(Debug)]
pub enum ForeignError {
    /// Not an array at all (no numpy array, no `__dlpack__`).
    NotAnArray,
    /// An array modlink cannot pass (the message says why).
    Unsupported(String),
    /// The producer's `__dlpack__` raised.
    Producer(PyErr),
}

/// What keeps a foreign array's memory alive while modlink uses it.
enum Keeper {
    /// A numpy array: the caller holds a reference to it for as long as the view is used.
    Borrowed,
    /// A consumed legacy capsule: its deleter runs on drop.
    Legacy(NonNull<DLManagedTensor>),
    /// A consumed versioned capsule: its deleter runs on drop.
    Versioned(NonNull<DLManagedTensorVersioned>),
}

/// An array of a Python object, described by its memory: address, element type, compact shape,
/// device, and whether it may be written.
pub struct ForeignArray {
    data: NonNull<u8>,
    /// Element type.
    pub dtype: DType,
    /// Extents (compact row-major).
    pub shape: Shape,
    /// Where the memory is.
    pub place: Place,
    /// The producer forbids writes (a read-only numpy array, DLPack's read-only flag).
    pub read_only: bool,
    keeper: Keeper,
}

// SAFETY: a `ForeignArray` is only moved to another thread by `Python::detach`, which runs its
// closure on the calling thread; the memory it points at is kept alive by the Python objects the
// call holds (the argument tuple) or by the consumed capsule it owns, whose deleter runs when the
// array is dropped, back under the GIL.
unsafe impl Send for ForeignArray {}

impl Drop for ForeignArray {
    fn drop(&mut self) {
        match self.keeper {
            Keeper::Borrowed => {}
            // SAFETY: the capsule was consumed (renamed `used_…`), so this owner is the only one
            // left to call the producer's deleter, exactly once.
            Keeper::Legacy(managed) => unsafe {
                if let Some(deleter) = (*managed.as_ptr()).deleter {
                    deleter(managed.as_ptr());
                }
            },
            // SAFETY: as above, for the versioned struct.
            Keeper::Versioned(managed) => unsafe {
                if let Some(deleter) = (*managed.as_ptr()).deleter {
                    deleter(managed.as_ptr());
                }
            },
        }
    }
}

/// A host array a kernel can take without the general path, read straight into the `DLTensor`
/// the call passes (its shape pointing at the producer's own extents), with its size in bytes:
/// a writable, C-contiguous, native-order numpy array of a dtype modlink passes, or a tvm-ffi
/// CPU tensor without byte offset and 64-byte aligned. A numpy array's data may be misaligned:
/// the caller then passes an aligned stand-in and copies it back. `None` sends the argument
/// down the general path, which copies, refuses or explains.
pub fn in_place_tensor(object: &Bound<'_, PyAny>) -> Option<(DLTensor, usize)> {
    // TVM's tensors first by their exact class: numpy's check of a non-array walks its MRO.
    if tvm_ffi::is_first_tensor_class(object) {
        return tvm_ffi::in_place(object);
    }
    if is_numpy_array(object) {
        return numpy::in_place(object);
    }
    tvm_ffi::in_place(object)
}

/// The bytes of `extents` × `dtype`; `None` on a negative extent or an overflow.
fn byte_size(dtype: DType, extents: &[i64]) -> Option<usize> {
    extents
        .iter()
        .try_fold(dtype.size_bytes(), |bytes, &extent| {
            bytes.checked_mul(usize::try_from(extent).ok()?)
        })
}

/// The last axis (as axis, its stride, the stride expected) whose stride is not that of a
/// compact row-major tensor of `extents`, or `None` (axes of extent 1 may have any stride).
fn first_non_compact_axis(extents: &[i64], strides: &[i64]) -> Option<(usize, i64, i64)> {
    let mut expected = 1i64;
    for (axis, (&extent, &stride)) in extents.iter().zip(strides).enumerate().rev() {
        if extent != 1 && stride != expected {
            return Some((axis, stride, expected));
        }
        expected = expected.saturating_mul(extent);
    }
    None
}

impl ForeignArray {
    /// Reads `object` as an array: numpy's struct for a numpy array, DLPack for anything else.
    #[inline(always)]
    pub fn from_object(object: &Bound<'_, PyAny>) -> Result<ForeignArray, ForeignError> {
        if is_numpy_array(object) {
            return ForeignArray::from_numpy(object);
        }
        if let Some(tensor) = tvm_ffi::tensor_of(object) {
            return ForeignArray::from_tvm_ffi_tensor(tensor);
        }
        if object.hasattr("__dlpack__").unwrap_or(false) {
            return ForeignArray::from_dlpack(object);
        }
        Err(ForeignError::NotAnArray)
    }

    fn from_dlpack(object: &Bound<'_, PyAny>) -> Result<ForeignArray, ForeignError> {
        let py = object.py();
        let kwargs = PyDict::new(py);
        kwargs
            .set_item("max_version", (1, 0))
            .map_err(ForeignError::Producer)?;
        let capsule = match object.call_method("__dlpack__", (), Some(&kwargs)) {
            Ok(capsule) => capsule,
            // Producers before DLPack 1.0 do not take `max_version`.
            Err(error) if error.is_instance_of::<pyo3::exceptions::PyTypeError>(py) => object
                .call_method0("__dlpack__")
                .map_err(ForeignError::Producer)?,
            Err(error) if error.is_instance_of::<PyBufferError>(py) => {
                return Err(ForeignError::Unsupported(format!(
                    "its producer refused to export it: {error}"
                )));
            }
            Err(error) => return Err(ForeignError::Producer(error)),
        };
        consume_capsule(&capsule)
    }

    /// The bytes the array occupies (element count × element size).
    pub fn byte_len(&self) -> usize {
        self.shape
            .iter()
            .map(|&d| d.max(0) as usize)
            .product::<usize>()
            * self.dtype.size_bytes()
    }

    /// Whether the data address is a multiple of `align`.
    pub fn is_aligned(&self, align: usize) -> bool {
        (self.data.as_ptr() as usize).is_multiple_of(align)
    }

    /// The device address of a CUDA array.
    pub fn address(&self) -> u64 {
        self.data.as_ptr() as usize as u64
    }

    /// A view a kernel reads and writes in place.
    #[inline(always)]
    pub fn view(&self) -> Result<TensorView<'_>, modlink::runtime::TensorError> {
        // SAFETY: `data` points at `byte_len` bytes of host memory (a compact array, checked when
        // it was read) that the keeper or the caller's reference keeps alive for the borrow of
        // `self`, which outlives the view.
        unsafe { TensorView::from_raw(self.data, self.dtype, &self.shape) }
    }

    /// A copy of the array in modlink's aligned storage.
    pub fn to_tensor(&self) -> Result<Tensor, modlink::runtime::TensorError> {
        Tensor::from_bytes(self.dtype, &self.shape, self.bytes())
    }

    /// The array's bytes (host memory only).
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: host memory of `byte_len` bytes, alive for the borrow of `self`; nothing
        // writes it while the slice lives (the GIL is held, or the kernel call that could write
        // it has returned).
        unsafe { std::slice::from_raw_parts(self.data.as_ptr(), self.byte_len()) }
    }

    /// Copies `bytes` (a kernel's result in a stand-in tensor) back into the array.
    pub fn write_back(&self, bytes: &[u8]) {
        let len = self.byte_len().min(bytes.len());
        // SAFETY: the array is writable host memory of `byte_len` bytes alive for `self`'s
        // borrow; `bytes` belongs to another allocation, so the ranges do not overlap.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.data.as_ptr(), len) };
    }
}

/// Takes the DLTensor out of a `__dlpack__` capsule, consuming it.
fn consume_capsule(capsule: &Bound<'_, PyAny>) -> Result<ForeignArray, ForeignError> {
    let object = capsule.as_ptr();
    // SAFETY: `object` is a live Python object; PyCapsule_IsValid accepts any object and only
    // checks its type and name.
    let versioned = unsafe { ffi::PyCapsule_IsValid(object, CAPSULE_VERSIONED.as_ptr()) == 1 };
    // SAFETY: as above.
    let legacy = unsafe { ffi::PyCapsule_IsValid(object, CAPSULE_LEGACY.as_ptr()) == 1 };
    if versioned {
        // SAFETY: a valid capsule of this name holds a DLManagedTensorVersioned; renaming it
        // `used_…` tells its destructor that the consumer now owns the struct.
        let managed = unsafe {
            let pointer = ffi::PyCapsule_GetPointer(object, CAPSULE_VERSIONED.as_ptr());
            ffi::PyCapsule_SetName(object, CAPSULE_VERSIONED_USED.as_ptr());
            NonNull::new(pointer.cast::<DLManagedTensorVersioned>())
        }
        .ok_or_else(|| ForeignError::Unsupported("an empty DLPack capsule".into()))?;
        // SAFETY: the producer filled the struct; it stays valid until its deleter runs.
        let (tensor, flags) = unsafe { ((*managed.as_ptr()).dl_tensor, (*managed.as_ptr()).flags) };
        return describe(
            tensor,
            flags & DLPACK_FLAG_READ_ONLY != 0,
            Keeper::Versioned(managed),
        );
    }
    if legacy {
        // SAFETY: as above, for the legacy struct and name.
        let managed = unsafe {
            let pointer = ffi::PyCapsule_GetPointer(object, CAPSULE_LEGACY.as_ptr());
            ffi::PyCapsule_SetName(object, CAPSULE_LEGACY_USED.as_ptr());
            NonNull::new(pointer.cast::<DLManagedTensor>())
        }
        .ok_or_else(|| ForeignError::Unsupported("an empty DLPack capsule".into()))?;
        // SAFETY: the producer filled the struct; it stays valid until its deleter runs.
        let tensor = unsafe { (*managed.as_ptr()).dl_tensor };
        return describe(tensor, false, Keeper::Legacy(managed));
    }
    Err(ForeignError::Unsupported(
        "`__dlpack__` did not return a DLPack capsule".into(),
    ))
}

/// Checks a DLTensor modlink can pass (dtype, compact, host or CUDA) and describes it; the
/// keeper's deleter runs if it is refused.
fn describe(
    tensor: DLTensor,
    read_only: bool,
    keeper: Keeper,
) -> Result<ForeignArray, ForeignError> {
    let mut array = ForeignArray {
        data: NonNull::dangling(),
        dtype: DType::U8,
        shape: Shape::new(),
        place: Place::Host,
        read_only,
        keeper,
    };
    let ndim = usize::try_from(tensor.ndim)
        .map_err(|_| ForeignError::Unsupported(format!("ndim {} is negative", tensor.ndim)))?;
    let shape: Shape = if ndim == 0 {
        Shape::new()
    } else {
        // SAFETY: DLPack requires `shape` to hold `ndim` extents while the tensor is alive.
        Shape::from_slice(unsafe { std::slice::from_raw_parts(tensor.shape, ndim) })
    };
    let DLDataType { code, bits, lanes } = tensor.dtype;
    array.dtype = DType::from_dlpack(code, bits)
        .filter(|_| lanes == 1)
        .ok_or_else(|| {
            ForeignError::Unsupported(format!(
                "DLPack dtype (code {code}, {bits} bits, {lanes} lanes) has no TVM counterpart modlink passes"
            ))
        })?;
    if !tensor.strides.is_null() && ndim > 0 {
        // SAFETY: non-null strides hold `ndim` entries (DLPack).
        let strides = unsafe { std::slice::from_raw_parts(tensor.strides, ndim) };
        if let Some((axis, stride, expected)) = first_non_compact_axis(&shape, strides) {
            return Err(ForeignError::Unsupported(format!(
                "the tensor of shape {shape:?} is not compact row-major (stride {stride} on axis {axis}, {expected} expected); pass a contiguous copy"
            )));
        }
    }
    array.place = match tensor.device {
        DLDevice {
            device_type: 1 | 3, ..
        } => Place::Host,
        DLDevice {
            device_type: 2,
            device_id,
        } => Place::Cuda(device_id),
        DLDevice { device_type, .. } => {
            let name = modlink::abi::device::device_type_name(device_type)
                .map_or_else(|| format!("device type {device_type}"), str::to_owned);
            return Err(ForeignError::Unsupported(format!(
                "the tensor is on {name}; modlink passes host (cpu) and cuda tensors"
            )));
        }
    };
    let base = tensor.data.cast::<u8>();
    array.data =
        NonNull::new(base.wrapping_add(tensor.byte_offset as usize)).unwrap_or(NonNull::dangling());
    array.shape = shape;
    Ok(array)
}

/// A result tensor handed to Python through DLPack: `numpy.from_dlpack(tensor)` takes its
/// memory without a copy (and so does torch).
#[pyclass(module = "modlink", frozen)]
pub struct OwnedTensor {
    tensor: Mutex<Option<Tensor>>,
}

impl OwnedTensor {
    /// Wraps `tensor`.
    pub fn new(tensor: Tensor) -> OwnedTensor {
        OwnedTensor {
            tensor: Mutex::new(Some(tensor)),
        }
    }
}

/// What a capsule owns: the tensor, its shape as DLPack reads it, and the struct itself.
struct Exported<M> {
    managed: M,
    _tensor: Tensor,
    _shape: Vec<i64>,
}

/// The two DLPack managed structs (versioned and legacy): where their tensor and their
/// `manager_ctx` are.
trait ManagedTensor {
    fn dl_tensor(&mut self) -> &mut DLTensor;
    fn manager_ctx(&mut self) -> &mut *mut c_void;
}

impl ManagedTensor for DLManagedTensorVersioned {
    fn dl_tensor(&mut self) -> &mut DLTensor {
        &mut self.dl_tensor
    }
    fn manager_ctx(&mut self) -> &mut *mut c_void {
        &mut self.manager_ctx
    }
}

impl ManagedTensor for DLManagedTensor {
    fn dl_tensor(&mut self) -> &mut DLTensor {
        &mut self.dl_tensor
    }
    fn manager_ctx(&mut self) -> &mut *mut c_void {
        &mut self.manager_ctx
    }
}

/// Boxes `managed` with the tensor and shape its `DLTensor` points into, and leaks the box:
/// the managed struct's address, its `manager_ctx` pointing back at the box so that the
/// struct's deleter can free it.
fn leak_exported<M: ManagedTensor>(managed: M, tensor: Tensor, shape: Vec<i64>) -> *mut c_void {
    let mut exported = Box::new(Exported {
        managed,
        _tensor: tensor,
        _shape: shape,
    });
    *exported.managed.dl_tensor() = dl_tensor_of(&exported._tensor, &mut exported._shape);
    let raw = Box::into_raw(exported);
    // SAFETY: `raw` is the box just leaked, alive until the deleter frees it.
    unsafe {
        *(*raw).managed.manager_ctx() = raw.cast::<c_void>();
        std::ptr::addr_of_mut!((*raw).managed).cast::<c_void>()
    }
}

unsafe extern "C" fn delete_versioned(managed: *mut DLManagedTensorVersioned) {
    // SAFETY: `manager_ctx` is the `Box<Exported>` leaked by `OwnedTensor::__dlpack__`, and the
    // protocol calls the deleter once.
    unsafe {
        drop(Box::from_raw(
            (*managed)
                .manager_ctx
                .cast::<Exported<DLManagedTensorVersioned>>(),
        ))
    };
}

unsafe extern "C" fn delete_legacy(managed: *mut DLManagedTensor) {
    // SAFETY: as for the versioned struct.
    unsafe {
        drop(Box::from_raw(
            (*managed).manager_ctx.cast::<Exported<DLManagedTensor>>(),
        ))
    };
}

/// The capsule destructor: frees the tensor when nobody consumed the capsule.
unsafe extern "C" fn capsule_destructor(capsule: *mut ffi::PyObject) {
    // SAFETY: called by Python with the capsule; an unconsumed capsule still has its original
    // name and its pointer is the managed struct whose deleter frees everything.
    unsafe {
        if ffi::PyCapsule_IsValid(capsule, CAPSULE_VERSIONED.as_ptr()) == 1 {
            let managed = ffi::PyCapsule_GetPointer(capsule, CAPSULE_VERSIONED.as_ptr())
                .cast::<DLManagedTensorVersioned>();
            delete_versioned(managed);
        } else if ffi::PyCapsule_IsValid(capsule, CAPSULE_LEGACY.as_ptr()) == 1 {
            let managed = ffi::PyCapsule_GetPointer(capsule, CAPSULE_LEGACY.as_ptr())
                .cast::<DLManagedTensor>();
            delete_legacy(managed);
        }
        // Otherwise a consumer took it (`used_…`) and calls the deleter itself.
    }
}

fn dl_tensor_of(tensor: &Tensor, shape: &mut [i64]) -> DLTensor {
    DLTensor {
        data: tensor.as_bytes().as_ptr().cast_mut().cast::<c_void>(),
        device: DLDevice::CPU,
        ndim: shape.len() as i32,
        dtype: {
            let (code, bits) = tensor.dtype().dlpack();
            DLDataType {
                code,
                bits,
                lanes: 1,
            }
        },
        shape: shape.as_mut_ptr(),
        strides: std::ptr::null_mut(),
        byte_offset: 0,
    }
}

#[pymethods]
impl OwnedTensor {
    /// DLPack export (Python array API): a capsule owning the tensor; once taken, the object is
    /// empty.
    #[pyo3(signature = (*, stream=None, max_version=None, dl_device=None, copy=None))]
    fn __dlpack__<'py>(
        &self,
        py: Python<'py>,
        stream: Option<&Bound<'py, PyAny>>,
        max_version: Option<(u32, u32)>,
        dl_device: Option<&Bound<'py, PyTuple>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let _ = (stream, dl_device, copy);
        let tensor = self
            .tensor
            .lock()
            .map_err(|_| PyBufferError::new_err("the tensor's lock was poisoned"))?
            .take()
            .ok_or_else(|| PyBufferError::new_err("the tensor was already exported"))?;
        let shape = tensor.shape().to_vec();
        let (pointer, name) = if max_version.is_some_and(|(major, _)| major >= 1) {
            let managed = DLManagedTensorVersioned {
                version: DLPackVersion { major: 1, minor: 0 },
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_versioned),
                flags: 0,
                dl_tensor: dl_tensor_of(&tensor, &mut []),
            };
            (leak_exported(managed, tensor, shape), CAPSULE_VERSIONED)
        } else {
            let managed = DLManagedTensor {
                dl_tensor: dl_tensor_of(&tensor, &mut []),
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_legacy),
            };
            (leak_exported(managed, tensor, shape), CAPSULE_LEGACY)
        };
        // SAFETY: `pointer` is a live managed struct; the destructor frees it unless a consumer
        // renames the capsule and takes over.
        let capsule =
            unsafe { ffi::PyCapsule_New(pointer, name.as_ptr(), Some(capsule_destructor)) };
        if capsule.is_null() {
            // SAFETY: PyCapsule_New failed and did not take `pointer`; free it here.
            unsafe { capsule_free_unowned(pointer, name) };
            return Err(PyErr::fetch(py));
        }
        // SAFETY: PyCapsule_New returned a new reference.
        Ok(unsafe { Bound::from_owned_ptr(py, capsule) })
    }

    /// DLPack device of the tensor: host memory.
    fn __dlpack_device__(&self) -> (i32, i32) {
        (1, 0)
    }
}

/// Frees a managed struct whose capsule could not be made.
///
/// # Safety
/// `pointer` is a managed struct of the kind `name` says, leaked by `__dlpack__` and owned by
/// nobody else.
unsafe fn capsule_free_unowned(pointer: *mut c_void, name: &CStr) {
    if name == CAPSULE_VERSIONED {
        // SAFETY: per the contract.
        unsafe { delete_versioned(pointer.cast()) };
    } else {
        // SAFETY: per the contract.
        unsafe { delete_legacy(pointer.cast()) };
    }
}

/// A value that is only ever used on the thread that made it, moved through
/// `Python::detach` (whose closure runs on the calling thread) to run without the GIL.
pub struct SameThread<T>(pub T);

// SAFETY: `detach` runs its closure on the current thread and returns before anything else can
// use the value; the wrapper is never stored or sent elsewhere.
unsafe impl<T> Send for SameThread<T> {}

/// A Relax VM (which shares storages through `Rc`, so it is not `Send`) kept in a Python object:
/// used only on the thread that made it (checked on every use), and dropped whole.
pub struct ThreadBound<T> {
    owner: std::thread::ThreadId,
    value: T,
}

// SAFETY: every access goes through `get_mut`, which refuses any thread but the owner's; the
// value's `Rc`s never leave it (results are copied out), so dropping it on another thread (when
// Python frees the object there) touches reference counts nobody else holds.
unsafe impl<T> Send for ThreadBound<T> {}
// SAFETY: as above: no shared access from another thread gets through `get_mut`.
unsafe impl<T> Sync for ThreadBound<T> {}

impl<T> ThreadBound<T> {
    /// Binds `value` to this thread.
    pub fn new(value: T) -> ThreadBound<T> {
        ThreadBound {
            owner: std::thread::current().id(),
            value,
        }
    }

    /// The value, on the owner's thread only.
    pub fn get_mut(&mut self) -> Option<&mut T> {
        (std::thread::current().id() == self.owner).then_some(&mut self.value)
    }

    /// The value for reading, on the owner's thread only.
    pub fn get(&self) -> Option<&T> {
        (std::thread::current().id() == self.owner).then_some(&self.value)
    }
}

/// Bytes of a Python object's memory (a numpy uint8 array) kept alive by a reference to it,
/// for `bytes::Bytes::from_owner`: the blob an export writes, without a copy.
pub struct PythonBytes {
    data: NonNull<u8>,
    len: usize,
    _owner: Py<PyAny>,
}

// SAFETY: the memory belongs to `_owner`, a Python object kept alive by the reference held
// here (dropping a `Py` without the GIL defers the decrement to PyO3's pool); nothing writes
// it while the export reads it.
unsafe impl Send for PythonBytes {}

impl PythonBytes {
    /// The memory of a host array (its bytes, whatever the dtype).
    pub fn new(array: &ForeignArray, owner: Py<PyAny>) -> PythonBytes {
        PythonBytes {
            data: array.data,
            len: array.byte_len(),
            _owner: owner,
        }
    }
}

impl AsRef<[u8]> for PythonBytes {
    fn as_ref(&self) -> &[u8] {
        // SAFETY: `len` bytes at `data` stay alive as long as `_owner`, which `self` holds.
        unsafe { std::slice::from_raw_parts(self.data.as_ptr(), self.len) }
    }
}
