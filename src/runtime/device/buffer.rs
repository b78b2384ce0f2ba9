//! Device memory and its one owner: a [`DeviceBuffer`] is a block of one device of a
//! [`DeviceBackend`] — memory the backend allocated, freed through it exactly once (when the
//! buffer drops, or by [`DeviceBuffer::free`] where the caller wants the error), or memory a
//! caller lends, never freed here. Device tensors, the Relax VM's storages and the device
//! workspaces of generated code all hold their memory in one.
//!
//! A device pointer ([`DevicePtr`]) is whatever the driver hands out: an address in the
//! device's memory (CUDA's `CUdeviceptr`) or an opaque buffer handle (what a driver such as
//! OpenCL's `cl_mem` would give). It travels in a `DLTensor`'s `data` field as a host pointer
//! that the host never dereferences; [`to_data_pointer`] and [`from_data_pointer`] are the one
//! place it changes type.

use super::backend::{DeviceBackend, DeviceError, DevicePtr};
use super::ordinal::Device;
use std::ffi::c_void;
use std::sync::Arc;

/// The `DLTensor::data` (or a workspace's `void*`) that carries device pointer `ptr`: host code
/// hands it to kernels and back to the runtime, never reads through it.
pub(crate) fn to_data_pointer(ptr: DevicePtr) -> *mut c_void {
    ptr as usize as *mut c_void
}

/// The device pointer a `DLTensor::data` (or a workspace's `void*`) carries.
pub(crate) fn from_data_pointer(data: *mut c_void) -> DevicePtr {
    data as usize as DevicePtr
}

/// A block of memory on one device of a backend.
pub struct DeviceBuffer {
    backend: Arc<dyn DeviceBackend>,
    device: Device,
    /// `device`'s ordinal, the number the backend takes.
    ordinal: i32,
    ptr: DevicePtr,
    len: usize,
    /// Whether the backend allocated the block for this buffer, which then frees it.
    owned: bool,
}

impl std::fmt::Debug for DeviceBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceBuffer")
            .field("device", &self.device)
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .field("owned", &self.owned)
            .finish()
    }
}

/// The backend's ordinal of `device`, or why host memory is not a device buffer.
fn ordinal_of(device: Device, operation: &str) -> Result<i32, DeviceError> {
    device.ordinal().ok_or_else(|| DeviceError::Unsupported {
        operation: operation.to_string(),
        message: format!("{device} is host memory, not a device's"),
    })
}

impl DeviceBuffer {
    /// Allocates `len` bytes on `device` of `backend`.
    pub fn alloc(
        backend: &Arc<dyn DeviceBackend>,
        device: Device,
        len: usize,
    ) -> Result<DeviceBuffer, DeviceError> {
        let ordinal = ordinal_of(device, "allocating device memory")?;
        let ptr = backend.alloc(ordinal, len)?;
        Ok(DeviceBuffer {
            backend: Arc::clone(backend),
            device,
            ordinal,
            ptr,
            len,
            owned: true,
        })
    }

    /// `len` bytes at `ptr` on `device`, memory its caller owns and keeps alive while the buffer
    /// is used (a framework's tensor handed over without a copy); dropping the buffer frees
    /// nothing.
    pub fn borrowed(
        backend: Arc<dyn DeviceBackend>,
        device: Device,
        ptr: DevicePtr,
        len: usize,
    ) -> Result<DeviceBuffer, DeviceError> {
        let ordinal = ordinal_of(device, "borrowing device memory")?;
        Ok(DeviceBuffer {
            backend,
            device,
            ordinal,
            ptr,
            len,
            owned: false,
        })
    }

    /// The device the memory belongs to.
    pub fn device(&self) -> Device {
        self.device
    }

    /// The backend the memory belongs to.
    pub fn backend(&self) -> &Arc<dyn DeviceBackend> {
        &self.backend
    }

    /// The device pointer of the first byte.
    pub fn ptr(&self) -> DevicePtr {
        self.ptr
    }

    /// The size in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the block has no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The first byte as a `DLTensor::data`.
    pub(crate) fn data_pointer(&self) -> *mut c_void {
        to_data_pointer(self.ptr)
    }

    /// The device pointer `offset` bytes in, if `count` bytes from there fit.
    pub fn address(&self, offset: usize, count: usize) -> Result<DevicePtr, DeviceError> {
        match offset.checked_add(count) {
            Some(end) if end <= self.len => Ok(self.ptr + offset as u64),
            _ => Err(DeviceError::Memory {
                operation: format!("{count} bytes at offset {offset}"),
                message: format!("outside the device block of {} bytes", self.len),
            }),
        }
    }

    /// Copies `out.len()` bytes from `offset` to the host.
    pub fn read(&self, offset: usize, out: &mut [u8]) -> Result<(), DeviceError> {
        let src = self.address(offset, out.len())?;
        self.backend.copy_to_host(self.ordinal, out, src)
    }

    /// Copies host `bytes` to `offset`.
    pub fn write(&self, offset: usize, bytes: &[u8]) -> Result<(), DeviceError> {
        let dst = self.address(offset, bytes.len())?;
        self.backend.copy_to_device(self.ordinal, dst, bytes)
    }

    /// Copies `count` bytes at `src_offset` of `src`, a buffer of the same device, to the start
    /// of this buffer without leaving the device.
    pub fn copy_from(
        &self,
        src: &DeviceBuffer,
        src_offset: usize,
        count: usize,
    ) -> Result<(), DeviceError> {
        if src.device != self.device || !Arc::ptr_eq(&src.backend, &self.backend) {
            return Err(DeviceError::Unsupported {
                operation: format!(
                    "copying {count} bytes from {} to {}",
                    src.device, self.device
                ),
                message: "a device-to-device copy stays on one device of one backend".to_string(),
            });
        }
        let from = src.address(src_offset, count)?;
        let to = self.address(0, count)?;
        self.backend.copy_on_device(self.ordinal, to, from, count)
    }

    /// Frees the memory now, reporting the backend's error (dropping the buffer frees it too,
    /// with no one to report to). Borrowed memory is left to its owner.
    pub fn free(mut self) -> Result<(), DeviceError> {
        let owned = std::mem::replace(&mut self.owned, false);
        if owned {
            self.backend.free(self.ordinal, self.ptr)
        } else {
            Ok(())
        }
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        if self.owned {
            // Nothing to report to: a failed free leaves the memory to the context's teardown.
            let _ = self.backend.free(self.ordinal, self.ptr);
        }
    }
}
