//! OpenCL opened: platforms and devices (GPUs first), one context and in-order queue per device,
//! and what a device makes (buffers, programs: `buffer`, `program`).
//!
//! Every handle is owned by exactly one value that releases it on drop, and holds an `Arc` to
//! what it depends on (a kernel its program, a program and a buffer their device, a device the
//! loader), so nothing is released while in use. OpenCL's API is thread-safe except
//! `clSetKernelArg` on one kernel, which a kernel's lock serialises with its launch.
#![allow(unsafe_code)]

use std::sync::{Arc, Mutex, OnceLock};

use super::buffer::Buffer;
use super::config::{OpenClConfig, describe_platforms};
use super::error::OpenClError;
use super::ffi::*;
use super::handles::{DeviceInner, Handle, check, info_number, info_text, read_info};
use super::info::{DeviceInfo, DeviceKind, PlatformInfo};
use super::program::{self, Program};

/// The process-wide OpenCL, opened with [`OpenClConfig::from_env`] at the first call; a failure
/// is returned (and opening is tried again at the next call), success kept for the process.
pub fn global() -> Result<&'static OpenCl, OpenClError> {
    static OPENED: OnceLock<OpenCl> = OnceLock::new();
    static OPENING: Mutex<()> = Mutex::new(());
    if let Some(opened) = OPENED.get() {
        return Ok(opened);
    }
    let _one_at_a_time = OPENING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(opened) = OPENED.get() {
        return Ok(opened);
    }
    let opened = OpenCl::open(&OpenClConfig::from_env())?;
    Ok(OPENED.get_or_init(|| opened))
}

/// A device found at open, whose context and queue are made at first use.
struct DeviceSlot {
    id: Handle,
    info: DeviceInfo,
    opened: Mutex<Option<OpenClDevice>>,
}

/// OpenCL opened through its ICD loader: the platforms and their devices, numbered GPUs first.
pub struct OpenCl {
    loader: Arc<Loader>,
    platforms: Vec<PlatformInfo>,
    devices: Vec<DeviceSlot>,
}

impl std::fmt::Debug for OpenCl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenCl")
            .field("loader", &self.loader.name)
            .field("platforms", &self.platforms)
            .field(
                "devices",
                &self
                    .devices
                    .iter()
                    .map(|d| &d.info.name)
                    .collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl OpenCl {
    /// Opens the ICD loader `config` names, lists its platforms (only those `config` chooses)
    /// and their devices: GPUs first, then accelerators, CPUs and the rest, each group in
    /// platform order. No loader, no platform or no device is an error saying how to get one.
    pub fn open(config: &OpenClConfig) -> Result<OpenCl, OpenClError> {
        let loader = Arc::new(Loader::open(&config.library())?);
        let api = loader.api;
        let mut count: ClUint = 0;
        // SAFETY: a count query: no array is passed, `count` is a valid out pointer.
        let code = unsafe { (api.get_platform_ids)(0, std::ptr::null_mut(), &mut count) };
        let no_platform = || OpenClError::NoPlatform {
            library: loader.name.clone(),
            vendors: std::env::var_os("OCL_ICD_VENDORS")
                .map(|dir| format!(" (OCL_ICD_VENDORS={})", dir.to_string_lossy()))
                .unwrap_or_default(),
        };
        if code == CL_PLATFORM_NOT_FOUND_KHR || (code == CL_SUCCESS && count == 0) {
            return Err(no_platform());
        }
        check(code, "clGetPlatformIDs", || {
            format!("listing platforms of `{}`", loader.name)
        })?;
        let mut ids = vec![std::ptr::null_mut(); count as usize];
        // SAFETY: `ids` holds `count` entries.
        let code = unsafe { (api.get_platform_ids)(count, ids.as_mut_ptr(), std::ptr::null_mut()) };
        check(code, "clGetPlatformIDs", || {
            format!("listing platforms of `{}`", loader.name)
        })?;

        let mut platforms = Vec::with_capacity(ids.len());
        for (index, id) in ids.iter().enumerate() {
            let text = |param: ClUint| -> Result<String, OpenClError> {
                let context = || format!("platform {index}");
                let bytes = read_info("clGetPlatformInfo", &context, &|size, value, size_ret| {
                    // SAFETY: `value` holds `size` bytes (or is NULL with size 0), as read_info
                    // passes; `id` is a platform the loader listed.
                    unsafe { (api.get_platform_info)(*id, param, size, value, size_ret) }
                })?;
                Ok(info_text(&bytes))
            };
            platforms.push(PlatformInfo {
                index,
                name: text(CL_PLATFORM_NAME)?,
                vendor: text(CL_PLATFORM_VENDOR)?,
                version: text(CL_PLATFORM_VERSION)?,
            });
        }
        let chosen = config.choose(&platforms)?;
        let mut devices: Vec<DeviceSlot> = Vec::new();
        for platform in &chosen {
            let id = ids[platform.index];
            let mut count: ClUint = 0;
            // SAFETY: a count query on a listed platform.
            let code = unsafe {
                (api.get_device_ids)(id, CL_DEVICE_TYPE_ALL, 0, std::ptr::null_mut(), &mut count)
            };
            if code == CL_DEVICE_NOT_FOUND || count == 0 {
                continue;
            }
            check(code, "clGetDeviceIDs", || {
                format!("platform `{}`", platform.name)
            })?;
            let mut found = vec![std::ptr::null_mut(); count as usize];
            // SAFETY: `found` holds `count` entries.
            let code = unsafe {
                (api.get_device_ids)(
                    id,
                    CL_DEVICE_TYPE_ALL,
                    count,
                    found.as_mut_ptr(),
                    std::ptr::null_mut(),
                )
            };
            check(code, "clGetDeviceIDs", || {
                format!("platform `{}`", platform.name)
            })?;
            for device in found {
                let info = device_info(&loader, Handle(device), &platform.name)?;
                devices.push(DeviceSlot {
                    id: Handle(device),
                    info,
                    opened: Mutex::new(None),
                });
            }
        }
        if devices.is_empty() {
            return Err(OpenClError::NoDevice {
                platforms: describe_platforms(chosen.iter().copied()),
            });
        }
        // GPUs first, then the rest; a stable sort keeps platform order within a kind.
        devices.sort_by_key(|slot| match slot.info.kind {
            DeviceKind::Gpu => 0,
            DeviceKind::Accelerator => 1,
            DeviceKind::Cpu => 2,
            DeviceKind::Other => 3,
        });
        Ok(OpenCl {
            loader,
            platforms,
            devices,
        })
    }

    /// The ICD loader's name.
    pub fn loader(&self) -> &str {
        &self.loader.name
    }

    /// Every platform the loader lists (also those not chosen).
    pub fn platforms(&self) -> &[PlatformInfo] {
        &self.platforms
    }

    /// The devices of the chosen platforms, in device-index order (GPUs first).
    pub fn device_infos(&self) -> Vec<&DeviceInfo> {
        self.devices.iter().map(|slot| &slot.info).collect()
    }

    /// How many devices there are.
    pub fn device_count(&self) -> usize {
        self.devices.len()
    }

    /// Device `index` (TVM's `opencl:index`), with its context and queue, made at the first
    /// call and shared afterwards.
    pub fn device(&self, index: usize) -> Result<OpenClDevice, OpenClError> {
        let Some(slot) = self.devices.get(index) else {
            return Err(OpenClError::DeviceIndex {
                index,
                count: self.devices.len(),
                devices: self
                    .devices
                    .iter()
                    .enumerate()
                    .map(|(i, slot)| format!("{i}: `{}`", slot.info.name))
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        };
        let mut opened = slot
            .opened
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(device) = opened.as_ref() {
            return Ok(device.clone());
        }
        let device = OpenClDevice::create(&self.loader, slot.id, slot.info.clone(), index)?;
        *opened = Some(device.clone());
        Ok(device)
    }
}

/// Reads what modlink uses of a device's properties.
fn device_info(loader: &Loader, device: Handle, platform: &str) -> Result<DeviceInfo, OpenClError> {
    let api = loader.api;
    let raw = |param: ClUint| -> Result<Vec<u8>, OpenClError> {
        let context = || format!("a device of platform `{platform}`");
        read_info("clGetDeviceInfo", &context, &|size, value, size_ret| {
            // SAFETY: `value` holds `size` bytes (or is NULL with size 0); `device` was listed
            // by the loader.
            unsafe { (api.get_device_info)(device.0, param, size, value, size_ret) }
        })
    };
    let text = |param| raw(param).map(|bytes| info_text(&bytes));
    let u32_of = |param| raw(param).map(|bytes| u32::from_ne_bytes(info_number(&bytes)));
    let u64_of = |param| raw(param).map(|bytes| u64::from_ne_bytes(info_number(&bytes)));
    let size_of = |param| raw(param).map(|bytes| usize::from_ne_bytes(info_number(&bytes)));
    let device_type = u64_of(CL_DEVICE_TYPE)?;
    let kind = if device_type & CL_DEVICE_TYPE_GPU != 0 {
        DeviceKind::Gpu
    } else if device_type & CL_DEVICE_TYPE_ACCELERATOR != 0 {
        DeviceKind::Accelerator
    } else if device_type & CL_DEVICE_TYPE_CPU != 0 {
        DeviceKind::Cpu
    } else {
        DeviceKind::Other
    };
    let dimensions = u32_of(CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS)? as usize;
    let sizes = raw(CL_DEVICE_MAX_WORK_ITEM_SIZES)?;
    let word = std::mem::size_of::<usize>();
    let mut max_work_item_sizes = [1usize; 3];
    for (dimension, size) in max_work_item_sizes.iter_mut().enumerate().take(dimensions) {
        if let Some(bytes) = sizes.get(dimension * word..(dimension + 1) * word) {
            *size = usize::from_ne_bytes(info_number(bytes));
        }
    }
    // IL programs are OpenCL 2.1; older devices answer CL_INVALID_VALUE.
    let il_version = raw(CL_DEVICE_IL_VERSION)
        .ok()
        .map(|bytes| info_text(&bytes))
        .filter(|text| !text.is_empty());
    let single_fp = u64_of(CL_DEVICE_SINGLE_FP_CONFIG)?;
    Ok(DeviceInfo {
        name: text(CL_DEVICE_NAME)?,
        vendor: text(CL_DEVICE_VENDOR)?,
        version: text(CL_DEVICE_VERSION)?,
        opencl_c_version: text(CL_DEVICE_OPENCL_C_VERSION)?,
        driver_version: text(CL_DRIVER_VERSION)?,
        platform: platform.to_string(),
        kind,
        compute_units: u32_of(CL_DEVICE_MAX_COMPUTE_UNITS)?,
        max_work_group_size: size_of(CL_DEVICE_MAX_WORK_GROUP_SIZE)?,
        max_work_item_sizes,
        local_mem_bytes: u64_of(CL_DEVICE_LOCAL_MEM_SIZE)?,
        global_mem_bytes: u64_of(CL_DEVICE_GLOBAL_MEM_SIZE)?,
        max_alloc_bytes: u64_of(CL_DEVICE_MAX_MEM_ALLOC_SIZE)?,
        base_address_alignment: (u32_of(CL_DEVICE_MEM_BASE_ADDR_ALIGN)? / 8).max(1) as usize,
        extensions: text(CL_DEVICE_EXTENSIONS)?
            .split_whitespace()
            .map(str::to_string)
            .collect(),
        il_version,
        correctly_rounded_divide_sqrt: single_fp & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT != 0,
        available: u32_of(CL_DEVICE_AVAILABLE)? != 0 && u32_of(CL_DEVICE_COMPILER_AVAILABLE)? != 0,
    })
}

/// One OpenCL device with its own context and in-order queue: buffers, programs, and the wait
/// for what was queued.
#[derive(Clone)]
pub struct OpenClDevice {
    inner: Arc<DeviceInner>,
}

impl std::fmt::Debug for OpenClDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "OpenClDevice({}: `{}`)",
            self.inner.index, self.inner.info.name
        )
    }
}

impl OpenClDevice {
    fn create(
        loader: &Arc<Loader>,
        id: Handle,
        info: DeviceInfo,
        index: usize,
    ) -> Result<OpenClDevice, OpenClError> {
        let api = loader.api;
        let what = || format!("device {index} (`{}`)", info.name);
        let mut code = CL_SUCCESS;
        // SAFETY: one listed device; no properties, no callback; `code` is a valid out pointer.
        let context = unsafe {
            (api.create_context)(
                std::ptr::null(),
                1,
                &id.0,
                None,
                std::ptr::null_mut(),
                &mut code,
            )
        };
        check(code, "clCreateContext", what)?;
        // SAFETY: `context` was just created for `id`; in-order (no properties).
        let queue = unsafe { (api.create_command_queue)(context, id.0, 0, &mut code) };
        if let Err(error) = check(code, "clCreateCommandQueue", what) {
            // SAFETY: the context was created above and is not used any more.
            unsafe { (api.release_context)(context) };
            return Err(error);
        }
        Ok(OpenClDevice {
            inner: Arc::new(DeviceInner {
                loader: Arc::clone(loader),
                id,
                context: Handle(context),
                queue: Handle(queue),
                info,
                index,
            }),
        })
    }

    /// The device's properties.
    pub fn info(&self) -> &DeviceInfo {
        &self.inner.info
    }

    /// The device's index.
    pub fn index(&self) -> usize {
        self.inner.index
    }

    /// Waits until everything queued on the device has finished (`clFinish`).
    pub fn finish(&self) -> Result<(), OpenClError> {
        // SAFETY: the queue is alive while `inner` is.
        let code = unsafe { (self.inner.loader.api.finish)(self.inner.queue.0) };
        check(code, "clFinish", || self.inner.describe())
    }

    /// A buffer of `bytes` bytes of device memory (uninitialised). A zero-size buffer has no
    /// memory object (OpenCL has no empty buffers) and passes NULL to a kernel.
    pub fn alloc(&self, bytes: usize) -> Result<Buffer, OpenClError> {
        Buffer::allocate(&self.inner, bytes)
    }

    /// The build options every program gets: kernel argument information (so launches are
    /// checked parameter by parameter) and, where the device can, correctly rounded
    /// single-precision `/` and `sqrt` (OpenCL allows 2.5 and 3 ulp otherwise).
    pub fn build_options(&self) -> String {
        program::build_options(&self.inner)
    }

    /// Builds OpenCL C `source` (an `opencl` module's code, fmt `cl`, or one kernel's section
    /// of it) for this device. `label` names the program in errors (`kernel `vadd` of
    /// lib.so`); a failed build gives the driver's build log.
    pub fn build_program(&self, source: &str, label: &str) -> Result<Program, OpenClError> {
        program::build_from_source(&self.inner, source, label)
    }

    /// Builds a program from intermediate language (SPIR-V) for a device that takes it
    /// (`CL_DEVICE_IL_VERSION`, OpenCL 2.1); other devices give [`OpenClError::Unsupported`].
    pub fn build_program_from_il(&self, il: &[u8], label: &str) -> Result<Program, OpenClError> {
        program::build_from_il(&self.inner, il, label)
    }
}
