//! Device memory: buffers and sub-buffers (ranges of one buffer, for tensors at offsets inside
//! one storage), read, written and copied on the device's queue with bounds checked.
#![allow(unsafe_code)]

use std::sync::Arc;

use super::error::OpenClError;
use super::ffi::{
    BufferRegion, CL_BUFFER_CREATE_TYPE_REGION, CL_MEM_READ_WRITE, CL_SUCCESS, CL_TRUE, ClMem,
};
use super::handles::{DeviceInner, Handle, MemObject, check};

/// Device memory: a buffer, or a sub-buffer (a range of one, for a tensor at an offset inside
/// one storage). Clones share the memory.
#[derive(Clone)]
pub struct Buffer {
    device: Arc<DeviceInner>,
    /// The object kernels receive; `None` for a zero-size buffer.
    memory: Option<Arc<MemObject>>,
    /// The top-level buffer this one is a range of (itself for a top-level buffer).
    root: Option<Arc<MemObject>>,
    /// Where this buffer starts in `root`.
    origin: usize,
    size: usize,
}

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Buffer({} bytes at {} on device {})",
            self.size, self.origin, self.device.index
        )
    }
}

impl Buffer {
    /// A buffer of `bytes` bytes of device memory (uninitialised). A zero-size buffer has no
    /// memory object (OpenCL has no empty buffers) and passes NULL to a kernel.
    pub(super) fn allocate(device: &Arc<DeviceInner>, bytes: usize) -> Result<Buffer, OpenClError> {
        if bytes == 0 {
            return Ok(Buffer {
                device: Arc::clone(device),
                memory: None,
                root: None,
                origin: 0,
                size: 0,
            });
        }
        let api = device.loader.api;
        let mut code = CL_SUCCESS;
        // SAFETY: the context is alive; no host pointer; `code` is a valid out pointer.
        let mem = unsafe {
            (api.create_buffer)(
                device.context.0,
                CL_MEM_READ_WRITE,
                bytes,
                std::ptr::null_mut(),
                &mut code,
            )
        };
        check(code, "clCreateBuffer", || {
            format!("{bytes} bytes on {}", device.describe())
        })?;
        let memory = Arc::new(MemObject {
            loader: Arc::clone(&device.loader),
            mem: Handle(mem),
        });
        Ok(Buffer {
            device: Arc::clone(device),
            root: Some(Arc::clone(&memory)),
            memory: Some(memory),
            origin: 0,
            size: bytes,
        })
    }

    /// The device the buffer is on.
    pub(super) fn device(&self) -> &Arc<DeviceInner> {
        &self.device
    }

    /// The buffer's size in bytes.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Where the buffer starts in the top-level buffer it is a range of (0 for a top-level
    /// buffer).
    pub fn origin(&self) -> usize {
        self.origin
    }

    /// The index of the device the buffer is on.
    pub fn device_index(&self) -> usize {
        self.device.index
    }

    /// Whether the buffer has no bytes.
    pub fn is_empty(&self) -> bool {
        self.size == 0
    }

    fn range_check(
        &self,
        operation: &'static str,
        offset: usize,
        bytes: usize,
    ) -> Result<(), OpenClError> {
        match offset.checked_add(bytes) {
            Some(end) if end <= self.size => Ok(()),
            _ => Err(OpenClError::Buffer {
                operation,
                message: format!(
                    "{bytes} bytes at offset {offset} do not fit in a buffer of {} bytes",
                    self.size
                ),
            }),
        }
    }

    /// The memory object to pass to the driver (NULL for an empty buffer).
    pub(super) fn mem(&self) -> ClMem {
        self.memory
            .as_ref()
            .map_or(std::ptr::null_mut(), |memory| memory.mem.0)
    }

    /// Copies `data` into the buffer at `offset`, waiting until it is done.
    pub fn write(&self, offset: usize, data: &[u8]) -> Result<(), OpenClError> {
        self.range_check("write", offset, data.len())?;
        if data.is_empty() {
            return Ok(());
        }
        let api = self.device.loader.api;
        // SAFETY: blocking write of `data.len()` bytes that lie inside the buffer (checked), from
        // a slice valid for the whole (blocking) call.
        let code = unsafe {
            (api.enqueue_write_buffer)(
                self.device.queue.0,
                self.mem(),
                CL_TRUE,
                offset,
                data.len(),
                data.as_ptr().cast(),
                0,
                std::ptr::null(),
                std::ptr::null_mut(),
            )
        };
        check(code, "clEnqueueWriteBuffer", || {
            format!(
                "{} bytes at {offset} of a {}-byte buffer",
                data.len(),
                self.size
            )
        })
    }

    /// Copies the buffer's bytes from `offset` into `out`, after everything queued before on
    /// the device (the queue is in order) and waiting until it is done.
    pub fn read(&self, offset: usize, out: &mut [u8]) -> Result<(), OpenClError> {
        self.range_check("read", offset, out.len())?;
        if out.is_empty() {
            return Ok(());
        }
        let api = self.device.loader.api;
        let size = out.len();
        // SAFETY: blocking read of `out.len()` bytes that lie inside the buffer (checked), into
        // a slice valid and exclusively borrowed for the whole (blocking) call.
        let code = unsafe {
            (api.enqueue_read_buffer)(
                self.device.queue.0,
                self.mem(),
                CL_TRUE,
                offset,
                size,
                out.as_mut_ptr().cast(),
                0,
                std::ptr::null(),
                std::ptr::null_mut(),
            )
        };
        check(code, "clEnqueueReadBuffer", || {
            format!("{size} bytes at {offset} of a {}-byte buffer", self.size)
        })
    }

    /// The buffer's bytes.
    pub fn to_vec(&self) -> Result<Vec<u8>, OpenClError> {
        let mut bytes = vec![0u8; self.size];
        self.read(0, &mut bytes)?;
        Ok(bytes)
    }

    /// Queues a copy of `bytes` bytes from `source` at `source_offset` into this buffer at
    /// `offset`. Both must be on the same device and the ranges may not overlap.
    pub fn copy_from(
        &self,
        offset: usize,
        source: &Buffer,
        source_offset: usize,
        bytes: usize,
    ) -> Result<(), OpenClError> {
        if !Arc::ptr_eq(&self.device, &source.device) {
            return Err(OpenClError::Buffer {
                operation: "copy",
                message: format!(
                    "the source is on device {} and the destination on device {}: copy through the host",
                    source.device.index, self.device.index
                ),
            });
        }
        self.range_check("copy", offset, bytes)?;
        source.range_check("copy", source_offset, bytes)?;
        if bytes == 0 {
            return Ok(());
        }
        let same_root = match (&self.root, &source.root) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        };
        let (to, from) = (self.origin + offset, source.origin + source_offset);
        if same_root && to < from + bytes && from < to + bytes {
            return Err(OpenClError::Buffer {
                operation: "copy",
                message: format!(
                    "{bytes} bytes from {from} to {to} of one buffer overlap (OpenCL does not copy overlapping ranges)"
                ),
            });
        }
        let api = self.device.loader.api;
        // SAFETY: both memory objects are alive and belong to this queue's context; the
        // ranges lie inside them (checked) and do not overlap.
        let code = unsafe {
            (api.enqueue_copy_buffer)(
                self.device.queue.0,
                source.mem(),
                self.mem(),
                source_offset,
                offset,
                bytes,
                0,
                std::ptr::null(),
                std::ptr::null_mut(),
            )
        };
        check(code, "clEnqueueCopyBuffer", || {
            format!("{bytes} bytes from offset {source_offset} to offset {offset}")
        })
    }

    /// The range `offset..offset + bytes` of this buffer as a buffer of its own (a sub-buffer of
    /// the top-level buffer). Its start in the top-level buffer must be a multiple of the
    /// device's `CL_DEVICE_MEM_BASE_ADDR_ALIGN`
    /// ([`base_address_alignment`](super::DeviceInfo::base_address_alignment)); an empty range
    /// needs no alignment.
    pub fn sub_buffer(&self, offset: usize, bytes: usize) -> Result<Buffer, OpenClError> {
        self.range_check("sub-buffer", offset, bytes)?;
        let origin = self.origin + offset;
        if bytes == 0 {
            return Ok(Buffer {
                device: Arc::clone(&self.device),
                memory: None,
                root: self.root.clone(),
                origin,
                size: 0,
            });
        }
        if offset == 0 && bytes == self.size {
            return Ok(self.clone());
        }
        let alignment = self.device.info.base_address_alignment;
        if !origin.is_multiple_of(alignment) {
            return Err(OpenClError::Buffer {
                operation: "sub-buffer",
                message: format!(
                    "a sub-buffer must start at a multiple of {alignment} bytes on `{}` \
                     (CL_DEVICE_MEM_BASE_ADDR_ALIGN), not at {origin}",
                    self.device.info.name
                ),
            });
        }
        let Some(root) = &self.root else {
            return Err(OpenClError::Buffer {
                operation: "sub-buffer",
                message: "an empty buffer has no bytes to take a range of".to_string(),
            });
        };
        let region = BufferRegion {
            origin,
            size: bytes,
        };
        let api = self.device.loader.api;
        let mut code = CL_SUCCESS;
        // SAFETY: `root` is a live top-level buffer; `region` lies inside it (checked) and is
        // read during the call only.
        let mem = unsafe {
            (api.create_sub_buffer)(
                root.mem.0,
                CL_MEM_READ_WRITE,
                CL_BUFFER_CREATE_TYPE_REGION,
                (&region as *const BufferRegion).cast(),
                &mut code,
            )
        };
        check(code, "clCreateSubBuffer", || {
            format!("{bytes} bytes at {origin}")
        })?;
        Ok(Buffer {
            device: Arc::clone(&self.device),
            memory: Some(Arc::new(MemObject {
                loader: Arc::clone(&self.device.loader),
                mem: Handle(mem),
            })),
            root: Some(Arc::clone(root)),
            origin,
            size: bytes,
        })
    }
}
