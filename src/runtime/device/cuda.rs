//! The CUDA driver (`libcuda.so.1`) opened at run time, as a [`DeviceBackend`]: nothing of CUDA
//! is needed to build modlink or to run anything else, and a machine without the driver gets
//! [`DeviceError::NoDriver`] (shared/spec/cuda.md §7). Work happens in each device's primary
//! context (`cuDevicePrimaryCtxRetain` + `cuCtxSetCurrent`), as TVM and torch do; launches go
//! to the legacy default stream and are not waited for.
#![allow(unsafe_code)]

use super::backend::{DeviceBackend, DeviceError, DevicePtr, FunctionHandle, ModuleHandle};
use super::launch::{KernelArg, LaunchConfig};
use std::collections::HashMap;
use std::ffi::{CStr, CString, c_char, c_int, c_uint, c_void};
use std::sync::{Mutex, MutexGuard};

/// The driver library's name (the SONAME every NVIDIA driver installs).
pub const CUDA_DRIVER_LIBRARY: &str = "libcuda.so.1";

/// `CUDA_SUCCESS`.
const CUDA_SUCCESS: c_int = 0;
/// `CUDA_ERROR_NO_DEVICE`: `cuInit` found no device.
const CUDA_ERROR_NO_DEVICE: c_int = 100;
/// `CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR` (the minor is the next value).
const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: c_int = 75;
/// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`.
const CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: c_int = 8;

type CuResult = c_int;
type CuDevice = c_int;
type CuContext = *mut c_void;
type CuModule = *mut c_void;
type CuFunction = *mut c_void;
type CuStream = *mut c_void;

/// The entry points, with the `_v2` names cuda.h `#define`s the plain ones to.
#[derive(Clone, Copy)]
struct Api {
    init: unsafe extern "C" fn(c_uint) -> CuResult,
    device_get_count: unsafe extern "C" fn(*mut c_int) -> CuResult,
    device_get: unsafe extern "C" fn(*mut CuDevice, c_int) -> CuResult,
    device_get_attribute: unsafe extern "C" fn(*mut c_int, c_int, CuDevice) -> CuResult,
    primary_ctx_retain: unsafe extern "C" fn(*mut CuContext, CuDevice) -> CuResult,
    primary_ctx_release: unsafe extern "C" fn(CuDevice) -> CuResult,
    ctx_set_current: unsafe extern "C" fn(CuContext) -> CuResult,
    mem_alloc: unsafe extern "C" fn(*mut u64, usize) -> CuResult,
    mem_free: unsafe extern "C" fn(u64) -> CuResult,
    memcpy_htod: unsafe extern "C" fn(u64, *const c_void, usize) -> CuResult,
    memcpy_dtoh: unsafe extern "C" fn(*mut c_void, u64, usize) -> CuResult,
    memcpy_dtod: unsafe extern "C" fn(u64, u64, usize) -> CuResult,
    module_load_data: unsafe extern "C" fn(*mut CuModule, *const c_void) -> CuResult,
    module_unload: unsafe extern "C" fn(CuModule) -> CuResult,
    module_get_function: unsafe extern "C" fn(*mut CuFunction, CuModule, *const c_char) -> CuResult,
    func_set_attribute: unsafe extern "C" fn(CuFunction, c_int, c_int) -> CuResult,
    #[allow(clippy::type_complexity)]
    launch_kernel: unsafe extern "C" fn(
        CuFunction,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        CuStream,
        *mut *mut c_void,
        *mut *mut c_void,
    ) -> CuResult,
    ctx_synchronize: unsafe extern "C" fn() -> CuResult,
    get_error_name: unsafe extern "C" fn(CuResult, *mut *const c_char) -> CuResult,
    get_error_string: unsafe extern "C" fn(CuResult, *mut *const c_char) -> CuResult,
}

/// Pointers the driver handed out, kept as addresses so the backend is `Send + Sync` (the
/// driver's handles are usable from any thread once the context is current).
#[derive(Default)]
struct Handles {
    /// Retained primary context per device ordinal.
    contexts: HashMap<i32, (CuDevice, usize)>,
    /// Loaded images (device, `CUmodule`), unloaded on drop.
    modules: Vec<(i32, usize)>,
    /// Kernels found (`CUfunction`).
    functions: Vec<usize>,
}

/// The CUDA driver as a [`DeviceBackend`].
pub struct CudaDriver {
    api: Api,
    device_count: i32,
    handles: Mutex<Handles>,
    // Last: the entry points above point into it, so it is dropped after them.
    _library: libloading::Library,
}

/// Looks up one entry point and copies the function pointer out.
///
/// # Safety
/// `T` must be the entry point's true C signature.
unsafe fn entry<T: Copy>(
    library: &libloading::Library,
    library_name: &str,
    symbol: &str,
) -> Result<T, DeviceError> {
    let name = format!("{symbol}\0");
    // SAFETY: the caller guarantees `T` is the symbol's signature; the pointer is copied out
    // and only used while `library` stays loaded (CudaDriver keeps it).
    let found = unsafe { library.get::<T>(name.as_bytes()) };
    found
        .map(|symbol| *symbol)
        .map_err(|error| DeviceError::MissingEntryPoint {
            library: library_name.to_string(),
            symbol: symbol.to_string(),
            message: loader_message(&error),
        })
}

/// libloading keeps dlerror()'s text in the source, not in its own message.
fn loader_message(error: &libloading::Error) -> String {
    match std::error::Error::source(error) {
        Some(source) => format!("{error}: {source}"),
        None => error.to_string(),
    }
}

impl CudaDriver {
    /// Opens the system's CUDA driver ([`CUDA_DRIVER_LIBRARY`]) and initialises it.
    pub fn open() -> Result<CudaDriver, DeviceError> {
        CudaDriver::open_library(CUDA_DRIVER_LIBRARY)
    }

    /// Opens the driver from `library` (a name the dynamic loader searches for, or a path),
    /// resolves every entry point by name and runs `cuInit`. A library that is missing gives
    /// [`DeviceError::NoDriver`], one lacking an entry point [`DeviceError::MissingEntryPoint`],
    /// a driver without devices [`DeviceError::NoDevice`].
    pub fn open_library(library: &str) -> Result<CudaDriver, DeviceError> {
        // SAFETY: opening the NVIDIA driver runs its initialisers, which is what any CUDA
        // program does; a library that is not the driver fails the entry point lookups below.
        let opened = unsafe { libloading::Library::new(library) };
        let handle = opened.map_err(|error| DeviceError::NoDriver {
            library: library.to_string(),
            message: loader_message(&error),
        })?;
        // SAFETY: each type below is the C signature cuda.h declares for that entry point.
        let api = unsafe {
            Api {
                init: entry(&handle, library, "cuInit")?,
                device_get_count: entry(&handle, library, "cuDeviceGetCount")?,
                device_get: entry(&handle, library, "cuDeviceGet")?,
                device_get_attribute: entry(&handle, library, "cuDeviceGetAttribute")?,
                primary_ctx_retain: entry(&handle, library, "cuDevicePrimaryCtxRetain")?,
                primary_ctx_release: entry(&handle, library, "cuDevicePrimaryCtxRelease_v2")?,
                ctx_set_current: entry(&handle, library, "cuCtxSetCurrent")?,
                mem_alloc: entry(&handle, library, "cuMemAlloc_v2")?,
                mem_free: entry(&handle, library, "cuMemFree_v2")?,
                memcpy_htod: entry(&handle, library, "cuMemcpyHtoD_v2")?,
                memcpy_dtoh: entry(&handle, library, "cuMemcpyDtoH_v2")?,
                memcpy_dtod: entry(&handle, library, "cuMemcpyDtoD_v2")?,
                module_load_data: entry(&handle, library, "cuModuleLoadData")?,
                module_unload: entry(&handle, library, "cuModuleUnload")?,
                module_get_function: entry(&handle, library, "cuModuleGetFunction")?,
                func_set_attribute: entry(&handle, library, "cuFuncSetAttribute")?,
                launch_kernel: entry(&handle, library, "cuLaunchKernel")?,
                ctx_synchronize: entry(&handle, library, "cuCtxSynchronize")?,
                get_error_name: entry(&handle, library, "cuGetErrorName")?,
                get_error_string: entry(&handle, library, "cuGetErrorString")?,
            }
        };
        let mut driver = CudaDriver {
            api,
            device_count: 0,
            handles: Mutex::new(Handles::default()),
            _library: handle,
        };
        // SAFETY: cuInit takes flags (must be 0) and may be called more than once.
        let code = unsafe { (api.init)(0) };
        if code == CUDA_ERROR_NO_DEVICE {
            return Err(DeviceError::NoDevice {
                device: 0,
                count: 0,
            });
        }
        driver.check(code, || "cuInit".to_string())?;
        let mut count: c_int = 0;
        // SAFETY: `count` is a valid out pointer for the call's duration.
        let code = unsafe { (api.device_get_count)(&mut count) };
        driver.check(code, || "cuDeviceGetCount".to_string())?;
        driver.device_count = count;
        Ok(driver)
    }

    /// How many CUDA devices the driver reports.
    pub fn device_count(&self) -> i32 {
        self.device_count
    }

    /// `cuGetErrorName` / `cuGetErrorString` of a result.
    fn describe(&self, code: CuResult) -> (String, String) {
        let read = |lookup: unsafe extern "C" fn(CuResult, *mut *const c_char) -> CuResult| {
            let mut text: *const c_char = std::ptr::null();
            // SAFETY: `text` is a valid out pointer for the call's duration.
            let found = unsafe { lookup(code, &mut text) };
            if found != CUDA_SUCCESS || text.is_null() {
                return None;
            }
            // SAFETY: on success the driver points `text` at a static NUL-terminated string.
            let text = unsafe { CStr::from_ptr(text) };
            Some(text.to_string_lossy().into_owned())
        };
        (
            read(self.api.get_error_name).unwrap_or_else(|| "an unknown CUresult".to_string()),
            read(self.api.get_error_string).unwrap_or_default(),
        )
    }

    fn check(&self, code: CuResult, operation: impl FnOnce() -> String) -> Result<(), DeviceError> {
        if code == CUDA_SUCCESS {
            return Ok(());
        }
        let (name, message) = self.describe(code);
        Err(DeviceError::Driver {
            operation: operation(),
            code,
            name,
            message,
        })
    }

    fn handles(&self) -> MutexGuard<'_, Handles> {
        // A poisoned lock only means another call panicked; the handles are whole.
        self.handles
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Makes `device`'s primary context current on this thread, retaining it on first use.
    fn make_current(&self, device: i32) -> Result<(), DeviceError> {
        if device < 0 || device >= self.device_count {
            return Err(DeviceError::NoDevice {
                device,
                count: self.device_count,
            });
        }
        let mut handles = self.handles();
        let context = match handles.contexts.get(&device) {
            Some(&(_, context)) => context,
            None => {
                let mut ordinal: CuDevice = 0;
                // SAFETY: `ordinal` is a valid out pointer; `device` is below the count.
                let code = unsafe { (self.api.device_get)(&mut ordinal, device) };
                self.check(code, || format!("cuDeviceGet({device})"))?;
                let mut context: CuContext = std::ptr::null_mut();
                // SAFETY: `context` is a valid out pointer; `ordinal` came from cuDeviceGet.
                let code = unsafe { (self.api.primary_ctx_retain)(&mut context, ordinal) };
                self.check(code, || format!("cuDevicePrimaryCtxRetain({device})"))?;
                handles.contexts.insert(device, (ordinal, context as usize));
                context as usize
            }
        };
        // SAFETY: `context` is a primary context retained above and released only on drop.
        let code = unsafe { (self.api.ctx_set_current)(context as CuContext) };
        self.check(code, || format!("cuCtxSetCurrent(device {device})"))
    }
}

impl Drop for CudaDriver {
    fn drop(&mut self) {
        let handles = std::mem::take(&mut *self.handles());
        for (device, module) in handles.modules {
            let Some(&(_, context)) = handles.contexts.get(&device) else {
                continue;
            };
            // SAFETY: `context` is the retained primary context the module was loaded in.
            unsafe { (self.api.ctx_set_current)(context as CuContext) };
            // SAFETY: `module` came from cuModuleLoadData in that context and is unloaded once,
            // here; a failure at teardown has no one to report to.
            unsafe { (self.api.module_unload)(module as CuModule) };
        }
        for (ordinal, _) in handles.contexts.into_values() {
            // SAFETY: each primary context was retained once, by make_current.
            unsafe { (self.api.primary_ctx_release)(ordinal) };
        }
    }
}

fn length_error(operation: &str, bytes: usize) -> DeviceError {
    DeviceError::Memory {
        operation: operation.to_string(),
        message: format!("{bytes} bytes"),
    }
}

impl DeviceBackend for CudaDriver {
    fn set_device(&self, device: i32) -> Result<(), DeviceError> {
        self.make_current(device)
    }

    fn compute_capability(&self, device: i32) -> Result<(u32, u32), DeviceError> {
        self.make_current(device)?;
        let ordinal = self
            .handles()
            .contexts
            .get(&device)
            .map(|&(ordinal, _)| ordinal)
            .unwrap_or(device);
        let mut version = [0 as c_int; 2];
        for (slot, attribute) in version.iter_mut().zip([
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR + 1,
        ]) {
            // SAFETY: `slot` is a valid out pointer; `ordinal` came from cuDeviceGet.
            let code = unsafe { (self.api.device_get_attribute)(slot, attribute, ordinal) };
            self.check(code, || {
                format!("cuDeviceGetAttribute(compute capability) on device {device}")
            })?;
        }
        Ok((version[0].max(0) as u32, version[1].max(0) as u32))
    }

    fn alloc(&self, device: i32, bytes: usize) -> Result<DevicePtr, DeviceError> {
        self.make_current(device)?;
        let mut ptr: u64 = 0;
        // SAFETY: `ptr` is a valid out pointer; the context is current.
        let code = unsafe { (self.api.mem_alloc)(&mut ptr, bytes.max(1)) };
        self.check(code, || format!("cuMemAlloc({bytes}) on device {device}"))?;
        Ok(ptr)
    }

    fn free(&self, device: i32, ptr: DevicePtr) -> Result<(), DeviceError> {
        self.make_current(device)?;
        // SAFETY: the driver checks that `ptr` is one of its allocations.
        let code = unsafe { (self.api.mem_free)(ptr) };
        self.check(code, || format!("cuMemFree({ptr:#x}) on device {device}"))
    }

    fn copy_to_device(&self, device: i32, dst: DevicePtr, src: &[u8]) -> Result<(), DeviceError> {
        self.make_current(device)?;
        // SAFETY: `src` is readable for its length; the driver checks `dst`'s range.
        let code = unsafe { (self.api.memcpy_htod)(dst, src.as_ptr().cast(), src.len()) };
        self.check(code, || {
            format!(
                "cuMemcpyHtoD({} bytes to {dst:#x}) on device {device}",
                src.len()
            )
        })
    }

    fn copy_to_host(&self, device: i32, dst: &mut [u8], src: DevicePtr) -> Result<(), DeviceError> {
        self.make_current(device)?;
        // SAFETY: `dst` is writable for its length; the driver checks `src`'s range.
        let code = unsafe { (self.api.memcpy_dtoh)(dst.as_mut_ptr().cast(), src, dst.len()) };
        self.check(code, || {
            format!(
                "cuMemcpyDtoH({} bytes from {src:#x}) on device {device}",
                dst.len()
            )
        })
    }

    fn copy_on_device(
        &self,
        device: i32,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
    ) -> Result<(), DeviceError> {
        self.make_current(device)?;
        // SAFETY: plain values; the driver checks both ranges.
        let code = unsafe { (self.api.memcpy_dtod)(dst, src, bytes) };
        self.check(code, || {
            format!("cuMemcpyDtoD({bytes} bytes {src:#x} → {dst:#x}) on device {device}")
        })
    }

    fn load_module(
        &self,
        device: i32,
        fmt: &str,
        arch: &str,
        image: &[u8],
    ) -> Result<ModuleHandle, DeviceError> {
        if fmt == "ptx" && image.last() != Some(&0) {
            // cuModuleLoadData reads PTX as a C string: without the NUL it would read past the
            // image (CudaModule appends it; a direct caller may not have).
            return Err(DeviceError::Unsupported {
                operation: format!("cuModuleLoadData ({fmt} for {arch})"),
                message: "PTX must end with a NUL byte".to_string(),
            });
        }
        self.make_current(device)?;
        let mut module: CuModule = std::ptr::null_mut();
        // SAFETY: `module` is a valid out pointer; `image` is a whole cubin/fatbin or NUL-ended
        // PTX that outlives the call (the driver copies what it keeps).
        let code = unsafe { (self.api.module_load_data)(&mut module, image.as_ptr().cast()) };
        self.check(code, || {
            format!(
                "cuModuleLoadData ({fmt} for {arch}, {} bytes) on device {device}",
                image.len()
            )
        })?;
        let mut handles = self.handles();
        handles.modules.push((device, module as usize));
        Ok(ModuleHandle(handles.modules.len() as u64 - 1))
    }

    fn get_function(
        &self,
        device: i32,
        module: ModuleHandle,
        name: &str,
    ) -> Result<FunctionHandle, DeviceError> {
        let loaded = usize::try_from(module.0)
            .ok()
            .and_then(|index| self.handles().modules.get(index).copied())
            .ok_or(DeviceError::UnknownHandle {
                what: "module",
                handle: module.0,
            })?;
        let c_name = CString::new(name).map_err(|_| DeviceError::Memory {
            operation: format!("cuModuleGetFunction({name:?})"),
            message: "the kernel name holds a NUL byte".to_string(),
        })?;
        self.make_current(device)?;
        let mut function: CuFunction = std::ptr::null_mut();
        // SAFETY: `function` is a valid out pointer, `loaded.1` a module this driver loaded and
        // has not unloaded, `c_name` a NUL-terminated string alive for the call.
        let code = unsafe {
            (self.api.module_get_function)(&mut function, loaded.1 as CuModule, c_name.as_ptr())
        };
        self.check(code, || {
            format!("cuModuleGetFunction(`{name}`) on device {device}")
        })?;
        let mut handles = self.handles();
        handles.functions.push(function as usize);
        Ok(FunctionHandle(handles.functions.len() as u64 - 1))
    }

    fn set_max_dynamic_shared(
        &self,
        device: i32,
        function: FunctionHandle,
        bytes: u32,
    ) -> Result<(), DeviceError> {
        let function = self.function(function)?;
        let value = c_int::try_from(bytes)
            .map_err(|_| length_error("cuFuncSetAttribute", bytes as usize))?;
        self.make_current(device)?;
        // SAFETY: `function` is a kernel of a module this driver keeps loaded.
        let code = unsafe {
            (self.api.func_set_attribute)(
                function as CuFunction,
                CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                value,
            )
        };
        self.check(code, || {
            format!("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, {bytes}) on device {device}")
        })
    }

    fn launch(
        &self,
        device: i32,
        function: FunctionHandle,
        kernel: &str,
        config: &LaunchConfig,
        args: &[KernelArg],
    ) -> Result<(), DeviceError> {
        if config.cluster.is_some()
            || config.preferred_cluster.is_some()
            || config.programmatic_dependent_launch
            || config.cooperative
        {
            return Err(DeviceError::Unsupported {
                operation: format!("launching `{kernel}`"),
                message: "cluster, programmatic dependent and cooperative launches need \
                          cuLaunchKernelEx, which this runtime does not call yet"
                    .to_string(),
            });
        }
        let function = self.function(function)?;
        // The holders stay in `holders` while the driver reads them through `pointers`.
        let mut holders: Vec<[u8; 8]> = args
            .iter()
            .map(|arg| match arg {
                KernelArg::InPlace(bytes) => *bytes,
                KernelArg::Narrowed(bytes) => {
                    let mut wide = [0u8; 8];
                    wide[..4].copy_from_slice(bytes);
                    wide
                }
                KernelArg::TensorMap(_) => [0; 8],
            })
            .collect();
        let mut pointers: Vec<*mut c_void> = holders
            .iter_mut()
            .zip(args)
            .map(|(holder, arg)| match arg {
                // The kernel receives the 128-byte CUtensorMap the pointer addresses.
                KernelArg::TensorMap(pointer) => *pointer as *mut c_void,
                _ => holder.as_mut_ptr().cast(),
            })
            .collect();
        self.make_current(device)?;
        let [gx, gy, gz] = config.grid;
        let [bx, by, bz] = config.block;
        // SAFETY: `function` is a loaded kernel; `pointers` holds one pointer per kernel
        // parameter, each to bytes of the parameter's size (`holders`, alive until the call
        // returns, the driver copies them at launch) or, for a TensorMap, to the caller's
        // CUtensorMap; the NULL stream is the legacy default stream; no `extra` options.
        let code = unsafe {
            (self.api.launch_kernel)(
                function as CuFunction,
                gx,
                gy,
                gz,
                bx,
                by,
                bz,
                config.dynamic_shared_bytes,
                std::ptr::null_mut(),
                pointers.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        };
        self.check(code, || {
            format!(
                "CUDALaunch `{kernel}` grid {:?} block {:?} dynamic shared {} on device {device}",
                config.grid, config.block, config.dynamic_shared_bytes
            )
        })
    }

    fn synchronize(&self, device: i32) -> Result<(), DeviceError> {
        self.make_current(device)?;
        // SAFETY: no arguments; the context is current.
        let code = unsafe { (self.api.ctx_synchronize)() };
        self.check(code, || format!("cuCtxSynchronize on device {device}"))
    }
}

impl CudaDriver {
    fn function(&self, function: FunctionHandle) -> Result<usize, DeviceError> {
        usize::try_from(function.0)
            .ok()
            .and_then(|index| self.handles().functions.get(index).copied())
            .ok_or(DeviceError::UnknownHandle {
                what: "function",
                handle: function.0,
            })
    }
}
