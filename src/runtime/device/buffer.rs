//! A block of device memory a VM storage holds: an allocation of the [`DeviceBackend`] the
//! library's kernels launch on, on one CUDA device, freed through it when dropped.

use super::backend::{DeviceBackend, DeviceError, DevicePtr};
use std::sync::Arc;

/// An allocation of a [`DeviceBackend`] on one CUDA device, freed through it when dropped.
pub(crate) struct DeviceMemory {
    backend: Arc<dyn DeviceBackend>,
    device: i32,
    ptr: DevicePtr,
    len: usize,
}

impl std::fmt::Debug for DeviceMemory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceMemory")
            .field("device", &self.device)
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .finish()
    }
}

impl DeviceMemory {
    /// Allocates `len` bytes on CUDA device `device` of `backend`.
    pub(crate) fn alloc(
        backend: &Arc<dyn DeviceBackend>,
        device: i32,
        len: usize,
    ) -> Result<DeviceMemory, DeviceError> {
        let ptr = backend.alloc(device, len)?;
        Ok(DeviceMemory {
            backend: Arc::clone(backend),
            device,
            ptr,
            len,
        })
    }

    pub(crate) fn device(&self) -> i32 {
        self.device
    }

    pub(crate) fn ptr(&self) -> DevicePtr {
        self.ptr
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The device address `offset` bytes in, if `count` bytes from there fit.
    pub(crate) fn address(&self, offset: usize, count: usize) -> Result<DevicePtr, DeviceError> {
        match offset.checked_add(count) {
            Some(end) if end <= self.len => Ok(self.ptr + offset as u64),
            _ => Err(DeviceError::Memory {
                operation: format!("{count} bytes at offset {offset}"),
                message: format!("outside the device block of {} bytes", self.len),
            }),
        }
    }

    /// Copies `out.len()` bytes from `offset` to the host.
    pub(crate) fn read(&self, offset: usize, out: &mut [u8]) -> Result<(), DeviceError> {
        let src = self.address(offset, out.len())?;
        self.backend.copy_to_host(self.device, out, src)
    }

    /// Copies host `bytes` to `offset`.
    pub(crate) fn write(&self, offset: usize, bytes: &[u8]) -> Result<(), DeviceError> {
        let dst = self.address(offset, bytes.len())?;
        self.backend.copy_to_device(self.device, dst, bytes)
    }
}

impl Drop for DeviceMemory {
    fn drop(&mut self) {
        // Nothing to report to: a failed free leaves the memory to the context's teardown.
        let _ = self.backend.free(self.device, self.ptr);
    }
}
