//! The device state a process and its threads share (shared/spec/cuda.md §4): the calling
//! thread's current device and backend, which TVM's `__tvm_set_device` global sets (TVM runs
//! `cudaSetDevice`), as TIRx's `__TVMBackendSetDevice` context slot does (and
//! `__TVMBackendGetDeviceIndex` reads) and which kernel launches and device workspaces (`TVMBackendAllocWorkspace`
//! on a device) use; the workspaces handed out; the default backend, the CUDA driver loaded on
//! first use.

use super::backend::{DeviceBackend, DeviceError, DevicePtr, FunctionHandle, ModuleHandle};
use super::buffer::{DeviceBuffer, from_data_pointer};
use super::cuda::CudaDriver;
use super::launch::{KernelArg, LaunchConfig};
use super::opencl_backend::default_opencl_backend;
use super::ordinal::Device;
use crate::abi::entry_points::{SET_DEVICE_GLOBAL, entry};
use std::cell::RefCell;
use std::ffi::c_void;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

thread_local! {
    /// The backend and device `__tvm_set_device` made current on this thread.
    static CURRENT: RefCell<Option<(Arc<dyn DeviceBackend>, Device)>> = const { RefCell::new(None) };
    /// The device backends of the libraries whose host functions run on this thread, the
    /// innermost call last: where the `__TVMBackendSetDevice` slot, which names no library,
    /// sets the device.
    static CALLING: RefCell<Vec<Arc<LibraryBackends>>> = const { RefCell::new(Vec::new()) };
}

/// Where a library's device kernels run: its CUDA backend (the one it was opened with) and the
/// process's OpenCL devices.
pub(crate) struct LibraryBackends {
    pub(crate) cuda: Arc<dyn DeviceBackend>,
    pub(crate) opencl: Arc<dyn DeviceBackend>,
}

impl LibraryBackends {
    fn for_device(&self, device: Device) -> Option<Arc<dyn DeviceBackend>> {
        match device {
            Device::Cuda(_) => Some(Arc::clone(&self.cuda)),
            Device::OpenCl(_) => Some(Arc::clone(&self.opencl)),
            Device::Cpu => None,
        }
    }
}

/// While alive, a host function of the library with these backends runs on this thread
/// ([`calling_library`]).
pub(crate) struct CallingLibrary(());

impl Drop for CallingLibrary {
    fn drop(&mut self) {
        CALLING.with(|calling| calling.borrow_mut().pop());
    }
}

/// Marks a call of a host function of the library with `backends` on this thread until the
/// returned guard drops.
pub(crate) fn calling_library(backends: &Arc<LibraryBackends>) -> CallingLibrary {
    CALLING.with(|calling| calling.borrow_mut().push(Arc::clone(backends)));
    CallingLibrary(())
}

/// The backend for `device` of the innermost library call running on this thread.
fn calling_library_backend(device: Device) -> Option<Arc<dyn DeviceBackend>> {
    CALLING.with(|calling| {
        calling
            .borrow()
            .last()
            .and_then(|backends| backends.for_device(device))
    })
}

/// Device workspaces handed out to generated code, each the buffer that owns it.
static WORKSPACES: Mutex<Vec<DeviceBuffer>> = Mutex::new(Vec::new());

/// The ordinal of the device current on this thread (0 until `__tvm_set_device`, as in CUDA).
pub(crate) fn current_device() -> i32 {
    CURRENT.with(|current| {
        current
            .borrow()
            .as_ref()
            .and_then(|(_, device)| device.ordinal())
            .unwrap_or(0)
    })
}

/// Makes `device` of `backend` current on this thread (after the backend accepted it).
pub(crate) fn make_current(backend: Arc<dyn DeviceBackend>, device: Device) {
    CURRENT.with(|current| *current.borrow_mut() = Some((backend, device)));
}

/// The backend current on this thread when its current device is of `device`'s kind, else the
/// process's default backend for that kind (the CUDA driver, the shared OpenCL backend).
fn current_or_default_backend(device: Device) -> Arc<dyn DeviceBackend> {
    let same_kind = |current: &Device| {
        matches!(
            (current, device),
            (Device::Cuda(_), Device::Cuda(_)) | (Device::OpenCl(_), Device::OpenCl(_))
        )
    };
    CURRENT
        .with(|current| {
            current
                .borrow()
                .as_ref()
                .filter(|(_, current)| same_kind(current))
                .map(|(backend, _)| Arc::clone(backend))
        })
        .unwrap_or_else(|| match device {
            Device::OpenCl(_) => default_opencl_backend(),
            _ => default_device_backend(),
        })
}

/// `TVMBackendSetDevice(device_type, device_index)`, the context slot TIRx's host code sets
/// the device through instead of the `__tvm_set_device` global (shared/spec/tirx.md), and
/// modlink's does where the loading runtime fills the slot. The slot names no library, so the
/// device is made current on the backend of the library whose host function is running on this
/// thread (the one its kernels launch on), else on the backend already current on this thread
/// for that kind of device, else on the process's default backend for it (the CUDA driver,
/// the shared OpenCL backend).
pub(crate) fn set_device_from_slot(device_type: i32, index: i32) -> Result<(), String> {
    let name = entry::TVMBackendSetDevice.name;
    let device = device_for_slot(name, device_type, index)?;
    let ordinal = match device {
        // The host is always current; nothing to switch.
        Device::Cpu => return Ok(()),
        Device::Cuda(ordinal) | Device::OpenCl(ordinal) => ordinal,
    };
    let backend =
        calling_library_backend(device).unwrap_or_else(|| current_or_default_backend(device));
    backend
        .set_device(ordinal)
        .map_err(|error| format!("{name}({device}): {error}"))?;
    make_current(backend, device);
    Ok(())
}

/// `TVMBackendGetDeviceIndex(device_type, out)`: the ordinal current on this thread for a
/// device (0 until a device is set, as in CUDA), 0 for the host.
pub(crate) fn device_index_from_slot(device_type: i32) -> Result<i32, String> {
    match device_for_slot(entry::TVMBackendGetDeviceIndex.name, device_type, 0)? {
        Device::Cpu => Ok(0),
        Device::Cuda(_) | Device::OpenCl(_) => Ok(current_device()),
    }
}

fn device_for_slot(name: &str, device_type: i32, index: i32) -> Result<Device, String> {
    if index < 0 {
        return Err(format!(
            "{name}: device index {index} is negative (TIRx's c_backend_api.h asks for a \
             nonnegative index)"
        ));
    }
    match Device::from_dl(crate::abi::DLDevice {
        device_type,
        device_id: index,
    }) {
        Some(Device::Cpu) if index != 0 => Err(format!(
            "{name}: the host has device index 0 only, not {index}"
        )),
        Some(device) => Ok(device),
        None => Err(format!(
            "{name}: device type {device_type} is not one modlink runs (CPU {}, CUDA {}, \
             OpenCL {})",
            crate::abi::device::device_type::CPU,
            crate::abi::device::device_type::CUDA,
            crate::abi::device::device_type::OPENCL
        )),
    }
}

/// `TVMBackendAllocWorkspace` on a device: `bytes` of the backend current on this thread,
/// as the `void*` generated code receives.
pub(crate) fn alloc_device_workspace(device: Device, bytes: u64) -> Result<*mut c_void, String> {
    let backend = CURRENT
        .with(|current| current.borrow().as_ref().map(|(backend, _)| Arc::clone(backend)))
        .ok_or_else(|| {
            format!(
                "{}: device type {} ({device}): no device backend is current on this thread (the host function did not call {SET_DEVICE_GLOBAL})",
                entry::TVMBackendAllocWorkspace.name,
                device.to_dl().device_type
            )
        })?;
    let bytes = usize::try_from(bytes).map_err(|_| {
        format!(
            "{}: {bytes} bytes is too large",
            entry::TVMBackendAllocWorkspace.name
        )
    })?;
    let buffer = DeviceBuffer::alloc(&backend, device, bytes).map_err(|error| {
        format!(
            "{}({device}, {bytes} bytes): {error}",
            entry::TVMBackendAllocWorkspace.name
        )
    })?;
    let data = buffer.data_pointer();
    WORKSPACES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(buffer);
    Ok(data)
}

/// `TVMBackendFreeWorkspace` on a device: frees a block [`alloc_device_workspace`] gave.
pub(crate) fn free_device_workspace(device: Device, data: *mut c_void) -> Result<(), String> {
    let ptr = from_data_pointer(data);
    let buffer = {
        let mut workspaces = WORKSPACES.lock().unwrap_or_else(PoisonError::into_inner);
        let index = workspaces
            .iter()
            .position(|buffer| buffer.ptr() == ptr)
            .ok_or_else(|| {
                format!(
                    "{}({device}): {ptr:#x} was not allocated by {}",
                    entry::TVMBackendFreeWorkspace.name,
                    entry::TVMBackendAllocWorkspace.name
                )
            })?;
        workspaces.swap_remove(index)
    };
    buffer
        .free()
        .map_err(|error| format!("{}({device}): {error}", entry::TVMBackendFreeWorkspace.name))
}

/// The CUDA driver opened on first use, so that opening a CUDA library needs no driver: only a
/// kernel launch (or an allocation) does, and fails with the driver's [`DeviceError`].
#[derive(Default)]
pub struct LazyCudaDriver {
    driver: OnceLock<Result<CudaDriver, DeviceError>>,
}

impl LazyCudaDriver {
    fn driver(&self) -> Result<&CudaDriver, DeviceError> {
        self.driver
            .get_or_init(CudaDriver::open)
            .as_ref()
            .map_err(Clone::clone)
    }
}

/// The process's default device backend: one [`LazyCudaDriver`] shared by every library opened
/// without [`crate::runtime::OpenOptions::device_backend`].
pub fn default_device_backend() -> Arc<dyn DeviceBackend> {
    static DRIVER: OnceLock<Arc<LazyCudaDriver>> = OnceLock::new();
    let driver: Arc<dyn DeviceBackend> = DRIVER.get_or_init(Default::default).clone();
    driver
}

impl DeviceBackend for LazyCudaDriver {
    fn compute_capability(&self, device: i32) -> Result<(u32, u32), DeviceError> {
        self.driver()?.compute_capability(device)
    }
    fn set_device(&self, device: i32) -> Result<(), DeviceError> {
        self.driver()?.set_device(device)
    }
    fn alloc(&self, device: i32, bytes: usize) -> Result<DevicePtr, DeviceError> {
        self.driver()?.alloc(device, bytes)
    }
    fn free(&self, device: i32, ptr: DevicePtr) -> Result<(), DeviceError> {
        self.driver()?.free(device, ptr)
    }
    fn copy_to_device(&self, device: i32, dst: DevicePtr, src: &[u8]) -> Result<(), DeviceError> {
        self.driver()?.copy_to_device(device, dst, src)
    }
    fn copy_to_host(&self, device: i32, dst: &mut [u8], src: DevicePtr) -> Result<(), DeviceError> {
        self.driver()?.copy_to_host(device, dst, src)
    }
    fn copy_on_device(
        &self,
        device: i32,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
    ) -> Result<(), DeviceError> {
        self.driver()?.copy_on_device(device, dst, src, bytes)
    }
    fn load_module(
        &self,
        device: i32,
        fmt: &str,
        arch: &str,
        image: &[u8],
    ) -> Result<ModuleHandle, DeviceError> {
        self.driver()?.load_module(device, fmt, arch, image)
    }
    fn get_function(
        &self,
        device: i32,
        module: ModuleHandle,
        name: &str,
    ) -> Result<FunctionHandle, DeviceError> {
        self.driver()?.get_function(device, module, name)
    }
    fn set_max_dynamic_shared(
        &self,
        device: i32,
        function: FunctionHandle,
        bytes: u32,
    ) -> Result<(), DeviceError> {
        self.driver()?
            .set_max_dynamic_shared(device, function, bytes)
    }
    fn launch(
        &self,
        device: i32,
        function: FunctionHandle,
        kernel: &str,
        config: &LaunchConfig,
        args: &[KernelArg],
    ) -> Result<(), DeviceError> {
        self.driver()?
            .launch(device, function, kernel, config, args)
    }
    fn synchronize(&self, device: i32) -> Result<(), DeviceError> {
        self.driver()?.synchronize(device)
    }
}
