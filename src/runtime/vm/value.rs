//! What a register holds: TVM's VM values (spec §7), with tensors as views of pooled storages.

use crate::abi::DType;
use crate::module::DLDataType;
use crate::runtime::device::DeviceBuffer;
use crate::runtime::device::{DeviceError, DevicePtr};
use crate::runtime::{Device, RawStorage, Tensor, view_bytes};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

/// A value of the Relax VM.
#[derive(Clone, Debug, Default)]
pub enum VmValue {
    /// No value (`%void`, a killed register, a kernel's result).
    #[default]
    None,
    /// An integer.
    Int(i64),
    /// A boolean (`read_if_cond`'s result, a bool scalar input).
    Bool(bool),
    /// A float.
    Float(f64),
    /// A data type.
    DataType(DLDataType),
    /// A string.
    Str(Rc<str>),
    /// A shape.
    Shape(Rc<[i64]>),
    /// A tensor: a view of a storage.
    Tensor(VmTensor),
    /// A storage (`alloc_storage`'s result).
    Storage(Storage),
    /// A tuple (TVM's Array), possibly nested.
    Tuple(Rc<[VmValue]>),
    /// An entry of the function table (a `FuncIdx` argument).
    Function(usize),
    /// A bytecode function with arguments bound after the caller's (`make_closure`).
    Closure(Rc<VmClosure>),
    /// The VM context (`%vm`).
    Vm,
}

impl VmValue {
    /// What kind of value this is, for error messages.
    pub fn kind(&self) -> &'static str {
        match self {
            VmValue::None => "None",
            VmValue::Int(_) => "Int",
            VmValue::Bool(_) => "Bool",
            VmValue::Float(_) => "Float",
            VmValue::DataType(_) => "DataType",
            VmValue::Str(_) => "Str",
            VmValue::Shape(_) => "Shape",
            VmValue::Tensor(_) => "Tensor",
            VmValue::Storage(_) => "Storage",
            VmValue::Tuple(_) => "Tuple",
            VmValue::Function(_) => "Function",
            VmValue::Closure(_) => "Closure",
            VmValue::Vm => "VM",
        }
    }

    /// The tensor, if this is one.
    pub fn as_tensor(&self) -> Option<&VmTensor> {
        match self {
            VmValue::Tensor(tensor) => Some(tensor),
            _ => None,
        }
    }

    /// The fields, if this is a tuple.
    pub fn as_tuple(&self) -> Option<&[VmValue]> {
        match self {
            VmValue::Tuple(fields) => Some(fields),
            _ => None,
        }
    }

    /// A tensor input made from an owned host tensor (its bytes are copied once).
    pub fn tensor(tensor: &Tensor) -> Result<VmValue, StorageError> {
        VmTensor::from_tensor(tensor).map(VmValue::Tensor)
    }
}

/// A function of the table with values bound after the caller's arguments (TVM's `VMClosure`
/// made by `make_closure`).
#[derive(Clone, Debug)]
pub struct VmClosure {
    pub(super) function: usize,
    pub(super) captured: Rc<[VmValue]>,
}

impl VmClosure {
    /// The index of the bytecode function it calls, in the executable's function table.
    pub fn function(&self) -> usize {
        self.function
    }

    /// The values passed after the caller's arguments.
    pub fn captured(&self) -> &[VmValue] {
        &self.captured
    }
}

/// Why a storage could not be made or read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StorageError {
    /// The allocator refused.
    #[error("cannot allocate {bytes} bytes")]
    OutOfMemory {
        /// Bytes asked for.
        bytes: usize,
    },
    /// A view's bytes are outside its storage.
    #[error(
        "a view of {needed:?} bytes at offset {offset} does not fit a storage of {storage} bytes"
    )]
    OutOfBounds {
        /// Bytes the view needs (`None` on overflow).
        needed: Option<usize>,
        /// The view's offset.
        offset: usize,
        /// Storage size.
        storage: usize,
    },
    /// The device refused an allocation or a copy.
    #[error("{device}: {source}")]
    Device {
        /// The device.
        device: Device,
        /// The device's error.
        source: DeviceError,
    },
    /// The dtype has no modlink element type.
    #[error("dtype (code {code}, bits {bits}, lanes {lanes}) has no host element type")]
    UnsupportedDType {
        /// Type code.
        code: u8,
        /// Bits.
        bits: u8,
        /// Lanes.
        lanes: u16,
    },
}

/// Recycled storages by size, like TVM's pooled allocator: a storage whose last handle drops
/// goes back here and the next `alloc_storage` of that size takes it.
#[derive(Debug, Default)]
pub(crate) struct StoragePool {
    free: HashMap<usize, Vec<RawStorage>>,
    /// Device blocks by device and size.
    device_free: HashMap<(Device, usize), Vec<DeviceBuffer>>,
    /// Bytes currently parked in `free` and `device_free`.
    parked: usize,
}

/// Parked bytes above which freed storages are released instead of kept.
const POOL_PARK_LIMIT: usize = 1 << 30;

impl StoragePool {
    pub(crate) fn take(&mut self, len: usize) -> Option<RawStorage> {
        let raw = self.free.get_mut(&len)?.pop()?;
        self.parked -= len;
        Some(raw)
    }

    fn give_back(&mut self, raw: RawStorage) {
        if self.parked.saturating_add(raw.len()) > POOL_PARK_LIMIT {
            return;
        }
        self.parked += raw.len();
        self.free.entry(raw.len()).or_default().push(raw);
    }

    pub(crate) fn take_device(&mut self, device: Device, len: usize) -> Option<DeviceBuffer> {
        let memory = self.device_free.get_mut(&(device, len))?.pop()?;
        self.parked -= len;
        Some(memory)
    }

    /// Parks a device block, or frees it (by dropping it) above the limit.
    fn give_back_device(&mut self, memory: DeviceBuffer) {
        if self.parked.saturating_add(memory.len()) > POOL_PARK_LIMIT {
            return;
        }
        self.parked += memory.len();
        self.device_free
            .entry((memory.device(), memory.len()))
            .or_default()
            .push(memory);
    }
}

#[derive(Debug)]
struct StorageCell {
    /// Host memory; empty for a device storage.
    raw: RawStorage,
    /// Device memory, for a storage on a device.
    device_buffer: Option<DeviceBuffer>,
    pool: Weak<RefCell<StoragePool>>,
}

impl Drop for StorageCell {
    fn drop(&mut self) {
        if let Some(pool) = self.pool.upgrade()
            && let Ok(mut pool) = pool.try_borrow_mut()
        {
            match self.device_buffer.take() {
                Some(memory) => pool.give_back_device(memory),
                None => pool.give_back(std::mem::replace(&mut self.raw, RawStorage::empty())),
            }
        }
    }
}

/// A block of memory tensors view, 64-byte aligned host memory or a device allocation; cheap
/// to clone (shared).
#[derive(Clone, Debug)]
pub struct Storage(Rc<StorageCell>);

impl Storage {
    /// A fresh zeroed storage of `len` bytes, not pooled.
    pub fn new(len: usize) -> Result<Storage, StorageError> {
        let raw = RawStorage::zeroed(len).ok_or(StorageError::OutOfMemory { bytes: len })?;
        Ok(Storage::from_raw(raw, Weak::new()))
    }

    pub(crate) fn from_raw(raw: RawStorage, pool: Weak<RefCell<StoragePool>>) -> Storage {
        Storage(Rc::new(StorageCell {
            raw,
            device_buffer: None,
            pool,
        }))
    }

    pub(crate) fn from_device(memory: DeviceBuffer, pool: Weak<RefCell<StoragePool>>) -> Storage {
        Storage(Rc::new(StorageCell {
            raw: RawStorage::empty(),
            device_buffer: Some(memory),
            pool,
        }))
    }

    /// The host memory (empty for a storage on a device: see [`Storage::device`]).
    pub fn raw(&self) -> &RawStorage {
        &self.0.raw
    }

    /// Where the memory lives.
    pub fn device(&self) -> Device {
        self.0
            .device_buffer
            .as_ref()
            .map_or(Device::Cpu, DeviceBuffer::device)
    }

    /// The device address, for a storage on a device.
    pub fn device_address(&self) -> Option<DevicePtr> {
        self.0.device_buffer.as_ref().map(DeviceBuffer::ptr)
    }

    pub(crate) fn device_buffer(&self) -> Option<&DeviceBuffer> {
        self.0.device_buffer.as_ref()
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.0
            .device_buffer
            .as_ref()
            .map_or_else(|| self.raw().len(), DeviceBuffer::len)
    }

    /// Whether the storage has no bytes.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether two handles share one block.
    pub fn same(&self, other: &Storage) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// A tensor of the VM: `shape` × `dtype` at byte `byte_offset` of a [`Storage`] that other
/// tensors may share (as TVM's memory plan lays them out).
#[derive(Clone, Debug)]
pub struct VmTensor {
    pub(crate) storage: Storage,
    pub(crate) byte_offset: usize,
    pub(crate) shape: Rc<[i64]>,
    pub(crate) dtype: DLDataType,
}

impl VmTensor {
    /// A view checked against its storage.
    pub fn view(
        storage: Storage,
        byte_offset: usize,
        shape: Rc<[i64]>,
        dtype: DLDataType,
    ) -> Result<VmTensor, StorageError> {
        let needed = view_bytes(&shape, dtype.bits, dtype.lanes);
        if needed
            .and_then(|n| n.checked_add(byte_offset))
            .is_none_or(|end| end > storage.len())
        {
            return Err(StorageError::OutOfBounds {
                needed,
                offset: byte_offset,
                storage: storage.len(),
            });
        }
        Ok(VmTensor {
            storage,
            byte_offset,
            shape,
            dtype,
        })
    }

    /// A tensor holding a copy of `tensor` in its own aligned storage.
    pub fn from_tensor(tensor: &Tensor) -> Result<VmTensor, StorageError> {
        let bytes = tensor.as_bytes();
        let storage = Storage::new(bytes.len())?;
        storage.raw().write(0, bytes);
        let (code, bits) = tensor.dtype().dlpack();
        VmTensor::view(
            storage,
            0,
            Rc::from(tensor.shape()),
            DLDataType {
                code,
                bits,
                lanes: 1,
            },
        )
    }

    /// The extents.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    /// The element type.
    pub fn dtype(&self) -> DLDataType {
        self.dtype
    }

    /// The storage it views.
    pub fn storage(&self) -> &Storage {
        &self.storage
    }

    /// Its byte offset in the storage.
    pub fn byte_offset(&self) -> usize {
        self.byte_offset
    }

    /// Where its memory lives.
    pub fn device(&self) -> Device {
        self.storage.device()
    }

    /// Its bytes (a copy; checked at construction to lie inside the storage); empty when the
    /// device refuses the copy, which [`VmTensor::read_bytes`] reports.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.read_bytes().unwrap_or_default()
    }

    /// Its bytes, copied from the device for a tensor on one.
    pub fn read_bytes(&self) -> Result<Vec<u8>, StorageError> {
        let len = view_bytes(&self.shape, self.dtype.bits, self.dtype.lanes).unwrap_or(0);
        let mut out = vec![0u8; len];
        match self.storage.device_buffer() {
            Some(memory) => {
                memory
                    .read(self.byte_offset, &mut out)
                    .map_err(|source| StorageError::Device {
                        device: memory.device(),
                        source,
                    })?
            }
            None => {
                self.storage.raw().read(self.byte_offset, &mut out);
            }
        }
        Ok(out)
    }

    /// The host dtype of the element type, if modlink has one.
    pub fn host_dtype(&self) -> Result<DType, StorageError> {
        let d = self.dtype;
        DType::ALL
            .into_iter()
            .find(|t| t.dlpack() == (d.code, d.bits) && d.lanes == 1)
            .ok_or(StorageError::UnsupportedDType {
                code: d.code,
                bits: d.bits,
                lanes: d.lanes,
            })
    }

    /// An owned host tensor with a copy of the data (readable as a slice, writable as .npy).
    pub fn to_tensor(&self) -> Result<Tensor, StorageError> {
        let dtype = self.host_dtype()?;
        let bytes = self.read_bytes()?;
        Tensor::from_bytes(dtype, &self.shape, &bytes)
            .map_err(|_| StorageError::OutOfMemory { bytes: bytes.len() })
    }

    /// Element `index` (row-major) read as an i64, for int64 tensors (the shape heap).
    pub(crate) fn read_i64(&self, index: usize) -> Option<i64> {
        let elements = self.elements()?;
        if index >= elements || self.dtype.bits != 64 || !self.byte_offset.is_multiple_of(8) {
            return None;
        }
        self.storage.raw().read_i64(self.byte_offset / 8 + index)
    }

    /// Number of elements.
    pub fn elements(&self) -> Option<usize> {
        self.shape.iter().try_fold(1usize, |acc, &d| {
            usize::try_from(d).ok().and_then(|d| acc.checked_mul(d))
        })
    }
}
