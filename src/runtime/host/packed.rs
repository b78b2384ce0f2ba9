//! The raw side of an interpreter driving kernels: 64-byte aligned storages that several tensor
//! views share (as TVM's `alloc_storage` / `alloc_tensor` plan them), and a packed call whose
//! tensor arguments are views into such storages, passed as TVM passes them (`data` = storage
//! base, `byte_offset` = the view's offset, `strides` = NULL).
//!
//! Every view is checked against its storage before a `DLTensor` is built, so the safe API
//! cannot hand a kernel a pointer outside an allocation.

use super::function::{CallError, Callee, Function};
use super::pack::PackedValue;
use crate::abi::ffi::{ffi_type_name, type_index};
use crate::abi::{DLDataType, DLDevice, DLTensor, TVMFFIAny};
use crate::runtime::device::DeviceBuffer;
use crate::runtime::value::TENSOR_ALIGN;
use std::alloc::Layout;
use std::cell::Cell;
use std::ffi::c_void;
use std::marker::PhantomData;
use std::ptr::NonNull;

/// Zero-initialised, 64-byte aligned bytes that kernels write through raw pointers while the
/// interpreter holds shared handles to them. Reads and writes go through copies, never through
/// long-lived references, so shared handles stay sound (like a `Cell<[u8]>`); the type is
/// neither `Send` nor `Sync`.
pub struct RawStorage {
    ptr: NonNull<u8>,
    len: usize,
    _not_sync: PhantomData<Cell<u8>>,
}

impl std::fmt::Debug for RawStorage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RawStorage")
            .field("len", &self.len)
            .finish()
    }
}

impl RawStorage {
    /// A storage of no bytes (no allocation).
    pub fn empty() -> RawStorage {
        RawStorage {
            ptr: NonNull::dangling(),
            len: 0,
            _not_sync: PhantomData,
        }
    }

    /// Allocates `len` zeroed bytes; `None` when the allocator refuses (or `len` is absurd).
    pub fn zeroed(len: usize) -> Option<RawStorage> {
        if len == 0 {
            return Some(RawStorage::empty());
        }
        let layout = Layout::from_size_align(len, TENSOR_ALIGN).ok()?;
        // SAFETY: the layout has a non-zero size.
        let raw = unsafe { std::alloc::alloc_zeroed(layout) };
        NonNull::new(raw).map(|ptr| RawStorage {
            ptr,
            len,
            _not_sync: PhantomData,
        })
    }

    /// The first byte, for a `DLTensor::data` that points into this storage.
    pub(super) fn base_ptr(&self) -> *mut u8 {
        self.ptr.as_ptr()
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the storage has no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The first byte, for a `DLTensor` handed to generated code (the compiled-mode VM's
    /// registers).
    pub(crate) fn data_ptr(&self) -> *mut c_void {
        self.ptr.as_ptr().cast()
    }

    fn range(&self, offset: usize, count: usize) -> Option<usize> {
        offset.checked_add(count).filter(|&end| end <= self.len)
    }

    /// Copies `out.len()` bytes starting at `offset` into `out`; `false` if out of bounds.
    pub fn read(&self, offset: usize, out: &mut [u8]) -> bool {
        if self.range(offset, out.len()).is_none() {
            return false;
        }
        // SAFETY: `offset..offset+out.len()` lies inside the allocation (checked above); every
        // byte is initialised (zeroed at allocation); `out` cannot overlap a private allocation.
        unsafe {
            std::ptr::copy_nonoverlapping(
                self.ptr.as_ptr().add(offset),
                out.as_mut_ptr(),
                out.len(),
            )
        };
        true
    }

    /// Copies `bytes` into the storage at `offset`; `false` if out of bounds.
    pub fn write(&self, offset: usize, bytes: &[u8]) -> bool {
        if self.range(offset, bytes.len()).is_none() {
            return false;
        }
        // SAFETY: in bounds (checked above); no reference into the storage exists (all access
        // is by copy), and the type is not Sync, so no other thread writes concurrently.
        unsafe {
            std::ptr::copy_nonoverlapping(
                bytes.as_ptr(),
                self.ptr.as_ptr().add(offset),
                bytes.len(),
            )
        };
        true
    }

    /// The `index`-th little-endian i64 of the storage, if in bounds.
    pub fn read_i64(&self, index: usize) -> Option<i64> {
        let mut word = [0u8; 8];
        self.read(index.checked_mul(8)?, &mut word)
            .then(|| i64::from_le_bytes(word))
    }

    /// Stores `value` as the `index`-th little-endian i64; `false` if out of bounds.
    pub fn write_i64(&self, index: usize, value: i64) -> bool {
        index
            .checked_mul(8)
            .is_some_and(|offset| self.write(offset, &value.to_le_bytes()))
    }
}

impl Drop for RawStorage {
    fn drop(&mut self) {
        if self.len == 0 {
            return;
        }
        if let Ok(layout) = Layout::from_size_align(self.len, TENSOR_ALIGN) {
            // SAFETY: allocated with this layout in `zeroed`.
            unsafe { std::alloc::dealloc(self.ptr.as_ptr(), layout) };
        }
    }
}

/// One argument of a packed call made by an interpreter.
#[derive(Clone, Copy, Debug)]
pub enum PackedArg<'a> {
    /// A tensor view: `shape` × `dtype` at byte `byte_offset` of `storage`.
    Tensor {
        /// The storage the view reads and writes.
        storage: &'a RawStorage,
        /// Byte offset of the first element.
        byte_offset: usize,
        /// Extents.
        shape: &'a [i64],
        /// Element type.
        dtype: DLDataType,
    },
    /// A tensor view in device memory: `shape` × `dtype` at byte `byte_offset` of `buffer`.
    DeviceTensor {
        /// The device memory the view reads and writes.
        buffer: &'a DeviceBuffer,
        /// Byte offset of the first element.
        byte_offset: usize,
        /// Extents.
        shape: &'a [i64],
        /// Element type.
        dtype: DLDataType,
    },
    /// An integer (type index 1).
    Int(i64),
    /// A float (type index 3).
    Float(f64),
    /// A boolean (type index 2).
    Bool(bool),
    /// A data type (type index 5).
    DataType(DLDataType),
    /// None (type index 0).
    None,
}

/// Why a packed argument could not be passed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PackedArgError {
    /// The view's bytes do not fit in its storage (or its size overflows).
    #[error(
        "argument {index}: a view of {needed:?} bytes at offset {byte_offset} does not fit its storage of {storage} bytes"
    )]
    OutOfStorage {
        /// Argument position.
        index: usize,
        /// Bytes the view needs from its offset (`None` on overflow).
        needed: Option<usize>,
        /// The view's offset.
        byte_offset: usize,
        /// Storage size.
        storage: usize,
    },
    /// More dimensions than a DLTensor holds.
    #[error("argument {index} has too many dimensions")]
    TooManyDims {
        /// Argument position.
        index: usize,
    },
}

/// Bytes of a compact `shape` × `dtype` view (lanes counted), `None` on overflow or a negative
/// extent.
pub fn view_bytes(shape: &[i64], bits: u8, lanes: u16) -> Option<usize> {
    let element = (usize::from(bits) * usize::from(lanes)).div_ceil(8);
    shape.iter().try_fold(element, |acc, &dim| {
        usize::try_from(dim).ok().and_then(|d| acc.checked_mul(d))
    })
}

/// Reusable buffers for [`Function::call_packed`]: after warm-up a call allocates nothing.
#[derive(Default)]
pub struct PackedCallBuffers {
    tensors: Vec<DLTensor>,
    packed: Vec<TVMFFIAny>,
}

impl std::fmt::Debug for PackedCallBuffers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PackedCallBuffers")
            .field("capacity", &self.packed.capacity())
            .finish()
    }
}

/// A tensor argument about to become a `DLTensor`: host or device memory alike.
struct TensorView<'a> {
    data: *mut c_void,
    device: DLDevice,
    storage_bytes: usize,
    byte_offset: usize,
    shape: &'a [i64],
    dtype: DLDataType,
}

impl TensorView<'_> {
    /// The view's `DLTensor`, once it is checked against its storage.
    fn dl_tensor(self, index: usize) -> Result<DLTensor, PackedArgError> {
        let needed = view_bytes(self.shape, self.dtype.bits, self.dtype.lanes);
        if needed
            .and_then(|n| self.byte_offset.checked_add(n))
            .is_none_or(|end| end > self.storage_bytes)
        {
            return Err(PackedArgError::OutOfStorage {
                index,
                needed,
                byte_offset: self.byte_offset,
                storage: self.storage_bytes,
            });
        }
        let Ok(ndim) = i32::try_from(self.shape.len()) else {
            return Err(PackedArgError::TooManyDims { index });
        };
        Ok(DLTensor {
            data: self.data,
            device: self.device,
            ndim,
            dtype: self.dtype,
            // Kernels only read the extents; the cast is what the C struct wants.
            shape: self.shape.as_ptr().cast_mut(),
            strides: std::ptr::null_mut(),
            byte_offset: self.byte_offset as u64,
        })
    }
}

impl PackedArg<'_> {
    /// What the argument at `index` packs as; a tensor view is checked against its storage.
    fn packed_value(&self, index: usize) -> Result<PackedValue, PackedArgError> {
        Ok(match *self {
            PackedArg::Tensor {
                storage,
                byte_offset,
                shape,
                dtype,
            } => PackedValue::Tensor(
                TensorView {
                    data: storage.ptr.as_ptr().cast::<c_void>(),
                    device: DLDevice::CPU,
                    storage_bytes: storage.len(),
                    byte_offset,
                    shape,
                    dtype,
                }
                .dl_tensor(index)?,
            ),
            PackedArg::DeviceTensor {
                buffer,
                byte_offset,
                shape,
                dtype,
            } => PackedValue::Tensor(
                TensorView {
                    // The host code hands the device pointer to the kernel, never reads it.
                    data: buffer.data_pointer(),
                    device: buffer.device().to_dl(),
                    storage_bytes: buffer.len(),
                    byte_offset,
                    shape,
                    dtype,
                }
                .dl_tensor(index)?,
            ),
            PackedArg::Int(v) => PackedValue::Int(v),
            PackedArg::Float(v) => PackedValue::Float(v),
            PackedArg::Bool(v) => PackedValue::Bool(v),
            PackedArg::DataType(dtype) => PackedValue::DataType(dtype),
            PackedArg::None => PackedValue::None,
        })
    }
}

impl Function {
    /// Whether [`Function::call_packed`] can call this function (a `TVMFFISafeCallType`
    /// symbol; legacy-ABI and Rust functions take [`crate::runtime::Arg`]s instead).
    pub fn accepts_packed(&self) -> bool {
        matches!(self.callee, Callee::SafeCall { .. })
    }

    /// Calls a tvm-ffi function with storage-backed tensor views, each passed as a
    /// `DLTensor*` (type index 7) with `data` = the storage base, `byte_offset` = the view's
    /// offset and NULL strides; `Ok(Err(..))` names an argument that could not be passed.
    pub fn call_packed(
        &self,
        args: &[PackedArg<'_>],
        buffers: &mut PackedCallBuffers,
    ) -> Result<Result<(), PackedArgError>, CallError> {
        let Callee::SafeCall { ptr, handle } = &self.callee else {
            return Err(CallError::Failed {
                function: self.name().to_owned(),
                code: -1,
            });
        };
        // One entry of each per argument, so the pointers written into `packed` stay valid.
        buffers.tensors.clear();
        buffers.tensors.resize(args.len(), DLTensor::EMPTY);
        buffers.packed.clear();
        buffers.packed.resize(args.len(), TVMFFIAny::NONE);
        for (index, ((arg, tensor), any)) in args
            .iter()
            .zip(buffers.tensors.iter_mut())
            .zip(buffers.packed.iter_mut())
            .enumerate()
        {
            match arg.packed_value(index) {
                Ok(value) => value.write(tensor, any),
                Err(error) => return Ok(Err(error)),
            }
        }
        let result = self.invoke_safe(*ptr, *handle, &buffers.packed)?;
        if result.type_index >= type_index::STATIC_OBJECT_BEGIN {
            // An object result would need TVM's reference counting, which modlink does not
            // speak; destination-passing kernels return None.
            return Err(CallError::UnsupportedReturn {
                function: self.name().to_owned(),
                type_index: result.type_index,
                type_name: ffi_type_name(result.type_index),
                abi: "tvm-ffi",
            });
        }
        Ok(Ok(()))
    }
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn storage_reads_and_writes_within_bounds_only() {
        let storage = RawStorage::zeroed(16).expect("alloc");
        assert!(storage.write_i64(1, -7));
        assert_eq!(storage.read_i64(1), Some(-7));
        assert_eq!(storage.read_i64(2), None);
        assert!(!storage.write(15, &[1, 2]));
        assert!(!storage.write_i64(usize::MAX, 1));
        assert_eq!(view_bytes(&[2, 3], 32, 1), Some(24));
        assert_eq!(view_bytes(&[-1], 32, 1), None);
        assert_eq!(view_bytes(&[i64::MAX, 4], 32, 1), None);
    }
}
