//! The driver's objects and their owners: a handle as a value that may cross threads, result
//! checks and info queries, a device's context and queue, and a memory object. Each owner
//! releases its handle once, on drop.
#![allow(unsafe_code)]

use std::ffi::c_void;
use std::sync::Arc;

use super::error::OpenClError;
use super::ffi::{CL_SUCCESS, ClInt, Loader, error_name};
use super::info::DeviceInfo;

/// A driver handle, kept as a pointer value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Handle(pub(super) *mut c_void);

// SAFETY: OpenCL objects may be used from any thread (OpenCL 1.2 appendix A.2: every API call
// is thread-safe except clSetKernelArg on one kernel, which `KernelInner::handle`'s lock
// guards); the handle is only an opaque pointer the driver hands out.
unsafe impl Send for Handle {}
// SAFETY: see `Send` above.
unsafe impl Sync for Handle {}

/// Checks a `cl_int` result.
pub(super) fn check(
    code: ClInt,
    function: &'static str,
    context: impl FnOnce() -> String,
) -> Result<(), OpenClError> {
    if code == CL_SUCCESS {
        Ok(())
    } else {
        Err(OpenClError::Call {
            function,
            code,
            name: error_name(code),
            context: context(),
        })
    }
}

/// Reads a variable-size info value through a `clGetXxxInfo`-style call `query(size, value,
/// size_ret)`: first its size, then its bytes.
pub(super) fn read_info(
    function: &'static str,
    context: &dyn Fn() -> String,
    query: &dyn Fn(usize, *mut c_void, *mut usize) -> ClInt,
) -> Result<Vec<u8>, OpenClError> {
    let mut size = 0usize;
    check(query(0, std::ptr::null_mut(), &mut size), function, context)?;
    let mut bytes = vec![0u8; size];
    if size > 0 {
        check(
            query(size, bytes.as_mut_ptr().cast(), std::ptr::null_mut()),
            function,
            context,
        )?;
    }
    Ok(bytes)
}

/// A NUL-terminated info string as text.
pub(super) fn info_text(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).trim().to_string()
}

/// An info value of a fixed-size plain type, from its bytes.
pub(super) fn info_number<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut value = [0u8; N];
    let count = bytes.len().min(N);
    value[..count].copy_from_slice(&bytes[..count]);
    value
}

/// A device's context and queue.
pub(super) struct DeviceInner {
    /// The loader the entry points come from.
    pub(super) loader: Arc<Loader>,
    /// `cl_device_id`.
    pub(super) id: Handle,
    /// The device's own context.
    pub(super) context: Handle,
    /// Its in-order queue.
    pub(super) queue: Handle,
    /// What the device reported at open.
    pub(super) info: DeviceInfo,
    /// Its index (`opencl:N`).
    pub(super) index: usize,
}

impl DeviceInner {
    /// `device N (`NAME`)`, for messages.
    pub(super) fn describe(&self) -> String {
        format!("device {} (`{}`)", self.index, self.info.name)
    }
}

impl Drop for DeviceInner {
    fn drop(&mut self) {
        let api = self.loader.api;
        // SAFETY: the queue and context were created by this value and are released once;
        // everything made from them holds an Arc to this value, so none is alive any more.
        unsafe {
            (api.finish)(self.queue.0);
            (api.release_command_queue)(self.queue.0);
            (api.release_context)(self.context.0);
        }
    }
}

/// A memory object, released when the last buffer using it goes.
pub(super) struct MemObject {
    /// The loader the entry points come from.
    pub(super) loader: Arc<Loader>,
    /// `cl_mem`.
    pub(super) mem: Handle,
}

impl Drop for MemObject {
    fn drop(&mut self) {
        // SAFETY: created by this value's maker and released once; OpenCL keeps the memory
        // until queued commands that use it have finished.
        unsafe { (self.loader.api.release_mem_object)(self.mem.0) };
    }
}
