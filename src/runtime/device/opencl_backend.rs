//! OpenCL devices as a [`DeviceBackend`]: memory, copies and the wait for queued work on the
//! devices of the OpenCL driver ([`super::opencl`], opened at the first use), so that device
//! buffers, device tensors, device workspaces and the Relax VM's storages live on OpenCL as they
//! do on CUDA. Kernels do not go through the trait: an `opencl` module's kernels
//! ([`super::OpenClKernels`]) take the FunctionInfo's types, which the trait's launch lacks, and
//! find their buffers here ([`OpenClBackend::kernel_buffer`]).
//!
//! OpenCL memory is a handle (`cl_mem`), not an address, and TVM's generated host code passes
//! a tensor's `data` pointer to its kernels without reading it. TVM's OpenCL runtime makes that
//! pointer a host descriptor holding the handle; modlink makes it an address of its own instead:
//! every buffer gets a range of a private address space, so a `DLTensor::data` plus an offset
//! names a byte of one buffer, [`super::DeviceBuffer`]'s offsets and copies work unchanged,
//! and a pointer that is not one of ours is an error rather than a handle the driver would
//! trust. A kernel argument inside a buffer (a tensor at an offset of a storage) is passed as a
//! sub-buffer from there to the buffer's end, made once.

use super::backend::{DeviceBackend, DeviceError, DevicePtr, FunctionHandle, ModuleHandle};
use super::launch::{KernelArg, LaunchConfig};
use super::opencl::{self, Buffer, OpenCl, OpenClDevice};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

/// Where the private address space starts: far from NULL, so that no small integer passes for
/// a buffer.
const ADDRESS_BASE: u64 = 1 << 44;
/// Addresses are handed out in steps of this many bytes, with one step of nothing between two
/// buffers, so that an address just past one buffer is never inside the next.
const ADDRESS_STEP: u64 = 1 << 12;

/// One buffer and the sub-buffers made of it for kernel arguments at an offset.
struct Block {
    device: i32,
    buffer: Buffer,
    views: HashMap<usize, Buffer>,
}

#[derive(Default)]
struct Memory {
    /// The next free address.
    next: u64,
    /// Buffers by their first address.
    blocks: BTreeMap<u64, Block>,
}

impl Memory {
    /// The buffer `ptr` points into and the offset there, if `count` bytes from it fit.
    fn locate(
        &mut self,
        device: i32,
        ptr: DevicePtr,
        count: usize,
        operation: &str,
    ) -> Result<(u64, &mut Block, usize), DeviceError> {
        let outside = |message: String| DeviceError::Memory {
            operation: format!("{operation} on opencl:{device}"),
            message,
        };
        let Some((&base, block)) = self.blocks.range_mut(..=ptr).next_back() else {
            return Err(outside(format!(
                "{ptr:#x} is not OpenCL memory this runtime allocated"
            )));
        };
        let offset = (ptr - base) as usize;
        let size = block.buffer.size();
        if offset > size {
            return Err(outside(format!(
                "{ptr:#x} is not OpenCL memory this runtime allocated"
            )));
        }
        if offset.checked_add(count).is_none_or(|end| end > size) {
            return Err(outside(format!(
                "{count} bytes at offset {offset} are outside the buffer of {size} bytes"
            )));
        }
        if block.device != device {
            return Err(outside(format!(
                "{ptr:#x} is memory of opencl:{}, not of opencl:{device}",
                block.device
            )));
        }
        Ok((base, block, offset))
    }
}

/// The OpenCL devices of the process's driver as a [`DeviceBackend`] (device `N` is
/// `opencl:N`, numbered GPUs first).
pub struct OpenClBackend {
    memory: Mutex<Memory>,
}

impl Default for OpenClBackend {
    fn default() -> Self {
        OpenClBackend::new()
    }
}

/// The process's OpenCL backend, shared by every library and VM: device memory handed out by
/// one is known to all.
pub fn default_opencl_backend() -> Arc<OpenClBackend> {
    static BACKEND: OnceLock<Arc<OpenClBackend>> = OnceLock::new();
    BACKEND
        .get_or_init(|| Arc::new(OpenClBackend::new()))
        .clone()
}

impl OpenClBackend {
    /// A backend over the process's OpenCL ([`opencl::global`]), which opens at the first
    /// device operation: opening a library with an `opencl` module needs no driver.
    pub fn new() -> OpenClBackend {
        OpenClBackend {
            memory: Mutex::new(Memory {
                next: ADDRESS_BASE,
                blocks: BTreeMap::new(),
            }),
        }
    }

    fn memory(&self) -> MutexGuard<'_, Memory> {
        // A poisoned lock only means another call panicked; the table is whole.
        self.memory
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The driver, opened on first use.
    pub fn driver(&self) -> Result<&'static OpenCl, DeviceError> {
        opencl::global().map_err(DeviceError::from)
    }

    /// OpenCL device `device` (`opencl:N`) with its context and queue.
    pub fn device(&self, device: i32) -> Result<OpenClDevice, DeviceError> {
        let driver = self.driver()?;
        let index = usize::try_from(device).map_err(|_| DeviceError::Unsupported {
            operation: format!("opening opencl:{device}"),
            message: "a device ordinal is not negative".to_string(),
        })?;
        Ok(driver.device(index)?)
    }

    /// The buffer a kernel argument at `ptr` (a tensor's data pointer) names on `device`: the
    /// buffer itself, or for an address inside it a sub-buffer from there to its end (made once
    /// and kept with the buffer; its start must meet the device's sub-buffer alignment).
    pub fn kernel_buffer(&self, device: i32, ptr: DevicePtr) -> Result<Buffer, DeviceError> {
        self.kernel_buffers().get(device, ptr)
    }

    /// The buffer table locked once for all the buffer arguments of one launch.
    pub(crate) fn kernel_buffers(&self) -> KernelBuffers<'_> {
        KernelBuffers {
            memory: self.memory(),
        }
    }

    /// The buffer holding `count` bytes at `ptr` of `device`, and the offset there.
    fn buffer_at(
        &self,
        device: i32,
        ptr: DevicePtr,
        count: usize,
        operation: &str,
    ) -> Result<(Buffer, usize), DeviceError> {
        let mut memory = self.memory();
        let (_, block, offset) = memory.locate(device, ptr, count, operation)?;
        Ok((block.buffer.clone(), offset))
    }

    fn no_kernels(operation: &str) -> DeviceError {
        DeviceError::Unsupported {
            operation: format!("{operation} on OpenCL"),
            message: "OpenCL kernels run through their library's `opencl` module, not the \
                      device backend"
                .to_string(),
        }
    }
}

impl DeviceBackend for OpenClBackend {
    fn set_device(&self, device: i32) -> Result<(), DeviceError> {
        // OpenCL has no current device: each has its own queue. Making it current opens it,
        // so that a missing device fails here, where TVM's host code asks for it.
        self.device(device).map(drop)
    }

    fn compute_capability(&self, _device: i32) -> Result<(u32, u32), DeviceError> {
        Err(DeviceError::Unsupported {
            operation: "a compute capability".to_string(),
            message: "OpenCL devices have none (it is CUDA's)".to_string(),
        })
    }

    fn alloc(&self, device: i32, bytes: usize) -> Result<DevicePtr, DeviceError> {
        let buffer = self.device(device)?.alloc(bytes)?;
        let span = (bytes as u64)
            .div_ceil(ADDRESS_STEP)
            .max(1)
            .checked_add(1)
            .and_then(|steps| steps.checked_mul(ADDRESS_STEP));
        let mut memory = self.memory();
        let base = memory.next;
        let next = span.and_then(|span| base.checked_add(span));
        let Some(next) = next else {
            return Err(DeviceError::Memory {
                operation: format!("allocating {bytes} bytes on opencl:{device}"),
                message: "the runtime's OpenCL address space is used up".to_string(),
            });
        };
        memory.next = next;
        memory.blocks.insert(
            base,
            Block {
                device,
                buffer,
                views: HashMap::new(),
            },
        );
        Ok(base)
    }

    fn free(&self, device: i32, ptr: DevicePtr) -> Result<(), DeviceError> {
        let mut memory = self.memory();
        match memory.blocks.get(&ptr) {
            Some(block) if block.device == device => {
                // The buffer's memory object is released when the last clone of it goes (a
                // kernel still queued holds its own reference in the driver).
                memory.blocks.remove(&ptr);
                Ok(())
            }
            _ => Err(DeviceError::Memory {
                operation: format!("freeing {ptr:#x} on opencl:{device}"),
                message: "not the start of OpenCL memory this runtime allocated on that device"
                    .to_string(),
            }),
        }
    }

    fn copy_to_device(&self, device: i32, dst: DevicePtr, src: &[u8]) -> Result<(), DeviceError> {
        let (buffer, offset) = self.buffer_at(device, dst, src.len(), "copying to the device")?;
        Ok(buffer.write(offset, src)?)
    }

    fn copy_to_host(&self, device: i32, dst: &mut [u8], src: DevicePtr) -> Result<(), DeviceError> {
        let (buffer, offset) = self.buffer_at(device, src, dst.len(), "copying to the host")?;
        Ok(buffer.read(offset, dst)?)
    }

    fn copy_on_device(
        &self,
        device: i32,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
    ) -> Result<(), DeviceError> {
        let (to, to_offset) = self.buffer_at(device, dst, bytes, "copying on the device")?;
        let (from, from_offset) = self.buffer_at(device, src, bytes, "copying on the device")?;
        Ok(to.copy_from(to_offset, &from, from_offset, bytes)?)
    }

    fn load_module(
        &self,
        _device: i32,
        _fmt: &str,
        _arch: &str,
        _image: &[u8],
    ) -> Result<ModuleHandle, DeviceError> {
        Err(OpenClBackend::no_kernels("loading a code image"))
    }

    fn get_function(
        &self,
        _device: i32,
        _module: ModuleHandle,
        _name: &str,
    ) -> Result<FunctionHandle, DeviceError> {
        Err(OpenClBackend::no_kernels("finding a kernel"))
    }

    fn set_max_dynamic_shared(
        &self,
        _device: i32,
        _function: FunctionHandle,
        _bytes: u32,
    ) -> Result<(), DeviceError> {
        Err(OpenClBackend::no_kernels("setting a kernel attribute"))
    }

    fn launch(
        &self,
        _device: i32,
        _function: FunctionHandle,
        kernel: &str,
        _config: &LaunchConfig,
        _args: &[KernelArg],
    ) -> Result<(), DeviceError> {
        Err(OpenClBackend::no_kernels(&format!("launching `{kernel}`")))
    }

    fn synchronize(&self, device: i32) -> Result<(), DeviceError> {
        Ok(self.device(device)?.finish()?)
    }
}

/// The buffer table, locked while one launch finds its buffer arguments (one lock a launch, not
/// one a buffer).
pub(crate) struct KernelBuffers<'a> {
    memory: MutexGuard<'a, Memory>,
}

impl KernelBuffers<'_> {
    /// [`OpenClBackend::kernel_buffer`] under this lock.
    pub(crate) fn get(&mut self, device: i32, ptr: DevicePtr) -> Result<Buffer, DeviceError> {
        let (_, block, offset) = self
            .memory
            .locate(device, ptr, 0, "passing a kernel argument")?;
        if offset == 0 {
            return Ok(block.buffer.clone());
        }
        if let Some(view) = block.views.get(&offset) {
            return Ok(view.clone());
        }
        let view = block
            .buffer
            .sub_buffer(offset, block.buffer.size() - offset)?;
        block.views.insert(offset, view.clone());
        Ok(view)
    }
}
