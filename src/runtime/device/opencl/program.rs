//! Programs and kernels: OpenCL C source or SPIR-V built for one device with the build log in
//! the error, kernels made once per program with what the driver says of their parameters, and
//! launches whose arguments and work-group are checked first.
#![allow(unsafe_code)]

use std::collections::HashMap;
use std::ffi::{CString, c_void};
use std::sync::{Arc, Mutex};

use super::args::{KernelArgument, NdRange};
use super::error::OpenClError;
use super::ffi::*;
use super::handles::{DeviceInner, Handle, check, info_number, info_text, read_info};
use super::info::{ArgSpace, KernelParam};

/// The build options every program gets: kernel argument information (so launches are
/// checked parameter by parameter) and, where the device can, correctly rounded
/// single-precision `/` and `sqrt` (OpenCL allows 2.5 and 3 ulp otherwise).
pub(super) fn build_options(device: &DeviceInner) -> String {
    let mut options = String::from("-cl-kernel-arg-info");
    if device.info.correctly_rounded_divide_sqrt {
        options.push_str(" -cl-fp32-correctly-rounded-divide-sqrt");
    }
    options
}

/// Builds OpenCL C `source` (an `opencl` module's code, fmt `cl`, or one kernel's section
/// of it) for this device. `label` names the program in errors (`kernel `vadd` of
/// lib.so`); a failed build gives the driver's build log.
pub(super) fn build_from_source(
    device: &Arc<DeviceInner>,
    source: &str,
    label: &str,
) -> Result<Program, OpenClError> {
    let api = device.loader.api;
    let mut code = CL_SUCCESS;
    let text = source.as_ptr().cast::<std::ffi::c_char>();
    let length = source.len();
    // SAFETY: one string of `length` bytes (no NUL needed with an explicit length) that
    // outlives the call; the context is alive.
    let program =
        unsafe { (api.create_program_with_source)(device.context.0, 1, &text, &length, &mut code) };
    check(code, "clCreateProgramWithSource", || {
        format!("{label} on {}", device.describe())
    })?;
    finish_program(device, Handle(program), label)
}

/// Builds a program from intermediate language (SPIR-V) for a device that takes it
/// (`CL_DEVICE_IL_VERSION`, OpenCL 2.1); other devices give [`OpenClError::Unsupported`].
pub(super) fn build_from_il(
    device: &Arc<DeviceInner>,
    il: &[u8],
    label: &str,
) -> Result<Program, OpenClError> {
    let api = device.loader.api;
    let unsupported = |reason: String| OpenClError::Unsupported {
        device: device.info.name.clone(),
        what: format!("{label} as intermediate language (SPIR-V)"),
        reason,
    };
    let Some(il_version) = &device.info.il_version else {
        return Err(unsupported(
            "the device reports no IL version (CL_DEVICE_IL_VERSION): give it OpenCL C source \
             (fmt `cl`)"
                .to_string(),
        ));
    };
    let Some(create) = api.create_program_with_il else {
        return Err(unsupported(format!(
            "the ICD loader `{}` has no clCreateProgramWithIL (OpenCL 2.1); the device takes {il_version}",
            device.loader.name
        )));
    };
    let mut code = CL_SUCCESS;
    // SAFETY: `il` is valid for its length during the call; the context is alive.
    let program = unsafe { create(device.context.0, il.as_ptr().cast(), il.len(), &mut code) };
    check(code, "clCreateProgramWithIL", || {
        format!("{label} on {}", device.describe())
    })?;
    finish_program(device, Handle(program), label)
}

/// Builds a created program and lists its kernels; a failure gives the build log.
fn finish_program(
    device: &Arc<DeviceInner>,
    program: Handle,
    label: &str,
) -> Result<Program, OpenClError> {
    let api = device.loader.api;
    // Owned from here: released on every path.
    let mut inner = ProgramInner {
        device: Arc::clone(device),
        handle: program,
        label: label.to_string(),
        kernel_names: Vec::new(),
        kernels: Mutex::new(HashMap::new()),
    };
    let options = build_options(device);
    let options_c = CString::new(options.clone()).unwrap_or_default();
    // SAFETY: the program belongs to this device's context; one device; the options are
    // a NUL-terminated string; no callback, so the build is synchronous.
    let code = unsafe {
        (api.build_program)(
            program.0,
            1,
            &device.id.0,
            options_c.as_ptr(),
            None,
            std::ptr::null_mut(),
        )
    };
    if code != CL_SUCCESS {
        let log = build_log(device, program).unwrap_or_default();
        if code == CL_BUILD_PROGRAM_FAILURE || !log.trim().is_empty() {
            return Err(OpenClError::Build {
                label: label.to_string(),
                device: device.info.name.clone(),
                name: error_name(code),
                options,
                log,
            });
        }
        check(code, "clBuildProgram", || {
            format!("{label} on {}", device.describe())
        })?;
    }
    let context = || format!("{label} on {}", device.describe());
    let names = read_info("clGetProgramInfo", &context, &|size, value, size_ret| {
        // SAFETY: `value` holds `size` bytes (or is NULL with size 0); the program is built.
        unsafe { (api.get_program_info)(program.0, CL_PROGRAM_KERNEL_NAMES, size, value, size_ret) }
    })?;
    inner.kernel_names = info_text(&names)
        .split(';')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(str::to_string)
        .collect();
    Ok(Program {
        inner: Arc::new(inner),
    })
}

fn build_log(device: &DeviceInner, program: Handle) -> Result<String, OpenClError> {
    let api = device.loader.api;
    let context = || device.describe();
    let bytes = read_info(
        "clGetProgramBuildInfo",
        &context,
        &|size, value, size_ret| {
            // SAFETY: `value` holds `size` bytes (or is NULL with size 0); the program and
            // device are alive.
            unsafe {
                (api.get_program_build_info)(
                    program.0,
                    device.id.0,
                    CL_PROGRAM_BUILD_LOG,
                    size,
                    value,
                    size_ret,
                )
            }
        },
    )?;
    Ok(info_text(&bytes))
}

/// A built program and the kernels made from it.
struct ProgramInner {
    device: Arc<DeviceInner>,
    handle: Handle,
    label: String,
    kernel_names: Vec<String>,
    kernels: Mutex<HashMap<String, Kernel>>,
}

impl Drop for ProgramInner {
    fn drop(&mut self) {
        // SAFETY: created for this value and released once; the kernels made from it hold an
        // Arc to it, so none is alive.
        unsafe { (self.device.loader.api.release_program)(self.handle.0) };
    }
}

/// A program built for one device; its kernels are made once and cached.
#[derive(Clone)]
pub struct Program {
    inner: Arc<ProgramInner>,
}

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Program({}: {:?})",
            self.inner.label, self.inner.kernel_names
        )
    }
}

impl Program {
    /// The kernels the program defines (`CL_PROGRAM_KERNEL_NAMES`).
    pub fn kernel_names(&self) -> &[String] {
        &self.inner.kernel_names
    }

    /// The kernel `name`, made at the first call and cached; a name the program lacks is
    /// [`OpenClError::NoSuchKernel`].
    pub fn kernel(&self, name: &str) -> Result<Kernel, OpenClError> {
        let mut kernels = self
            .inner
            .kernels
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(kernel) = kernels.get(name) {
            return Ok(kernel.clone());
        }
        let missing = || OpenClError::NoSuchKernel {
            label: self.inner.label.clone(),
            kernel: name.to_string(),
            available: self
                .inner
                .kernel_names
                .iter()
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(", "),
        };
        if !self.inner.kernel_names.iter().any(|k| k == name) {
            return Err(missing());
        }
        let Ok(name_c) = CString::new(name) else {
            return Err(missing());
        };
        let api = self.inner.device.loader.api;
        let mut code = CL_SUCCESS;
        // SAFETY: the program is built; the name is NUL-terminated; `code` is a valid out
        // pointer.
        let handle =
            unsafe { (api.create_kernel)(self.inner.handle.0, name_c.as_ptr(), &mut code) };
        check(code, "clCreateKernel", || {
            format!("kernel `{name}` of {}", self.inner.label)
        })?;
        let (params, work_group_size) = match query_kernel(&self.inner, Handle(handle), name) {
            Ok(queried) => queried,
            Err(error) => {
                // SAFETY: made above and not handed out.
                unsafe { (api.release_kernel)(handle) };
                return Err(error);
            }
        };
        let kernel = Kernel {
            inner: Arc::new(KernelInner {
                program: Arc::clone(&self.inner),
                handle: Mutex::new(Handle(handle)),
                name: name.to_string(),
                params,
                work_group_size,
            }),
        };
        kernels.insert(name.to_string(), kernel.clone());
        Ok(kernel)
    }
}

/// The parameters and work-group size of a freshly made kernel.
fn query_kernel(
    program: &ProgramInner,
    handle: Handle,
    name: &str,
) -> Result<(Vec<KernelParam>, usize), OpenClError> {
    let device = &program.device;
    let api = device.loader.api;
    let context = || format!("kernel `{name}` of {}", program.label);
    let count = read_info("clGetKernelInfo", &context, &|size, value, size_ret| {
        // SAFETY: `value` holds `size` bytes (or is NULL with size 0); the kernel is alive.
        unsafe { (api.get_kernel_info)(handle.0, CL_KERNEL_NUM_ARGS, size, value, size_ret) }
    })?;
    let count = u32::from_ne_bytes(info_number(&count));
    let group = read_info(
        "clGetKernelWorkGroupInfo",
        &context,
        &|size, value, size_ret| {
            // SAFETY: as above, for the kernel's device.
            unsafe {
                (api.get_kernel_work_group_info)(
                    handle.0,
                    device.id.0,
                    CL_KERNEL_WORK_GROUP_SIZE,
                    size,
                    value,
                    size_ret,
                )
            }
        },
    )?;
    let work_group_size = usize::from_ne_bytes(info_number(&group));
    let mut params = Vec::with_capacity(count as usize);
    for index in 0..count {
        let arg_info = |param: ClUint| -> Option<Vec<u8>> {
            let get = api.get_kernel_arg_info?;
            read_info("clGetKernelArgInfo", &context, &|size, value, size_ret| {
                // SAFETY: `value` holds `size` bytes (or is NULL with size 0); `index` is
                // below the kernel's argument count.
                unsafe { get(handle.0, index, param, size, value, size_ret) }
            })
            .ok()
        };
        let space = match arg_info(CL_KERNEL_ARG_ADDRESS_QUALIFIER)
            .map(|bytes| u32::from_ne_bytes(info_number(&bytes)))
        {
            Some(CL_KERNEL_ARG_ADDRESS_GLOBAL) => ArgSpace::Global,
            Some(CL_KERNEL_ARG_ADDRESS_LOCAL) => ArgSpace::Local,
            Some(CL_KERNEL_ARG_ADDRESS_CONSTANT) => ArgSpace::Constant,
            Some(_) => ArgSpace::Private,
            None => ArgSpace::Unknown,
        };
        params.push(KernelParam {
            name: arg_info(CL_KERNEL_ARG_NAME).map(|bytes| info_text(&bytes)),
            type_name: arg_info(CL_KERNEL_ARG_TYPE_NAME).map(|bytes| info_text(&bytes)),
            space,
        });
    }
    Ok((params, work_group_size))
}

/// A kernel object; its lock makes setting arguments and launching one step.
struct KernelInner {
    program: Arc<ProgramInner>,
    handle: Mutex<Handle>,
    name: String,
    params: Vec<KernelParam>,
    work_group_size: usize,
}

impl Drop for KernelInner {
    fn drop(&mut self) {
        let handle = *self
            .handle
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if !handle.0.is_null() {
            // SAFETY: created for this value and released once.
            unsafe { (self.program.device.loader.api.release_kernel)(handle.0) };
        }
    }
}

/// A kernel of a program, with what the driver says of its parameters.
#[derive(Clone)]
pub struct Kernel {
    inner: Arc<KernelInner>,
}

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Kernel({}: {:?})", self.inner.name, self.inner.params)
    }
}

impl Kernel {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    /// The kernel's parameters, as the driver reports them.
    pub fn params(&self) -> &[KernelParam] {
        &self.inner.params
    }

    /// The most work-items per work-group this kernel can run with on its device
    /// (`CL_KERNEL_WORK_GROUP_SIZE`).
    pub fn work_group_size(&self) -> usize {
        self.inner.work_group_size
    }

    fn argument_error(&self, index: usize, message: String) -> OpenClError {
        let name = self
            .inner
            .params
            .get(index)
            .and_then(|param| param.name.as_ref())
            .map(|name| format!(" (`{name}`)"))
            .unwrap_or_default();
        OpenClError::Argument {
            kernel: self.inner.name.clone(),
            index,
            name,
            message,
        }
    }

    /// Checks `argument` against parameter `index` as far as the driver described it.
    fn check_argument(
        &self,
        index: usize,
        argument: &KernelArgument<'_>,
    ) -> Result<(), OpenClError> {
        let Some(param) = self.inner.params.get(index) else {
            return Ok(());
        };
        let device = &self.inner.program.device;
        let type_name = param.type_name.as_deref().unwrap_or("?");
        match (argument, param.space) {
            (_, ArgSpace::Unknown) => Ok(()),
            (KernelArgument::Buffer(buffer), ArgSpace::Global | ArgSpace::Constant) => {
                if Arc::ptr_eq(buffer.device(), device) {
                    Ok(())
                } else {
                    Err(self.argument_error(
                        index,
                        format!(
                            "the buffer is on device {}, the kernel's program on device {}",
                            buffer.device().index,
                            device.index
                        ),
                    ))
                }
            }
            (KernelArgument::NullBuffer, ArgSpace::Global | ArgSpace::Constant) => Ok(()),
            (KernelArgument::Local(0), ArgSpace::Local) => Err(self.argument_error(
                index,
                "`__local` memory of 0 bytes: OpenCL needs at least one".to_string(),
            )),
            (KernelArgument::Local(_), ArgSpace::Local) => Ok(()),
            (KernelArgument::Scalar(value), ArgSpace::Private) => match param.scalar_bytes() {
                Some(bytes) if bytes != value.bytes().len() => Err(self.argument_error(
                    index,
                    format!(
                        "the parameter is `{type_name}` ({bytes} bytes), given a value of {} ({} bytes)",
                        value.dtype(),
                        value.bytes().len()
                    ),
                )),
                _ => Ok(()),
            },
            (argument, space) => {
                let given = match argument {
                    KernelArgument::Buffer(_) | KernelArgument::NullBuffer => "a buffer",
                    KernelArgument::Local(_) => "a `__local` size",
                    KernelArgument::Scalar(_) => "a value",
                };
                let wanted = match space {
                    ArgSpace::Global | ArgSpace::Constant => "a buffer",
                    ArgSpace::Local => "a `__local` size",
                    _ => "a value",
                };
                Err(self.argument_error(
                    index,
                    format!("the parameter is `{type_name}` and takes {wanted}, given {given}"),
                ))
            }
        }
    }

    /// Sets `arguments` and queues the kernel over `range` (global size `grid × block`, local
    /// size `block`), without waiting for it. The argument count and each argument's kind and
    /// width are checked first, and the block against the kernel's and device's limits; a range
    /// with no work-item (a grid or block extent of 0) queues nothing.
    pub fn launch(
        &self,
        arguments: &[KernelArgument<'_>],
        range: &NdRange,
    ) -> Result<(), OpenClError> {
        let name = &self.inner.name;
        if arguments.len() != self.inner.params.len() {
            return Err(OpenClError::ArgumentCount {
                kernel: name.clone(),
                expected: self.inner.params.len(),
                got: arguments.len(),
            });
        }
        for (index, argument) in arguments.iter().enumerate() {
            self.check_argument(index, argument)?;
        }
        let launch_error = |message: String| OpenClError::Launch {
            kernel: name.clone(),
            message,
        };
        let Some(global) = range.global() else {
            return Err(launch_error(format!(
                "grid {:?} × block {:?} overflows the work size",
                range.grid, range.block
            )));
        };
        if global.contains(&0) {
            return Ok(());
        }
        let device = &self.inner.program.device;
        let threads = range
            .block
            .iter()
            .try_fold(1usize, |acc, b| acc.checked_mul(*b));
        let limit = self
            .inner
            .work_group_size
            .min(device.info.max_work_group_size);
        if threads.is_none_or(|threads| threads > limit) {
            return Err(launch_error(format!(
                "a block of {:?} work-items is more than the {limit} this kernel can run in one \
                 work-group on `{}`",
                range.block, device.info.name
            )));
        }
        for (dimension, (block, max)) in range
            .block
            .iter()
            .zip(&device.info.max_work_item_sizes)
            .enumerate()
        {
            if block > max {
                return Err(launch_error(format!(
                    "block dimension {dimension} is {block}, more than `{}` allows ({max})",
                    device.info.name
                )));
            }
        }
        let work_dim = (0..3)
            .rev()
            .find(|&dimension| global[dimension] > 1 || range.block[dimension] > 1)
            .map_or(1, |dimension| dimension + 1);
        let api = device.loader.api;
        let handle = self
            .inner
            .handle
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        for (index, argument) in arguments.iter().enumerate() {
            let scalar;
            let mem;
            let (size, value): (usize, *const c_void) = match argument {
                KernelArgument::Buffer(buffer) => {
                    mem = buffer.mem();
                    (std::mem::size_of::<ClMem>(), (&mem as *const ClMem).cast())
                }
                KernelArgument::NullBuffer => {
                    mem = std::ptr::null_mut();
                    (std::mem::size_of::<ClMem>(), (&mem as *const ClMem).cast())
                }
                KernelArgument::Local(bytes) => (*bytes, std::ptr::null()),
                KernelArgument::Scalar(value) => {
                    scalar = value.bytes();
                    (scalar.len(), scalar.as_ptr().cast())
                }
            };
            // SAFETY: the kernel is alive and its lock is held; `value` points at `size`
            // bytes alive for the call (a cl_mem handle or the scalar's bytes), or is NULL for
            // `__local` memory; the index is below the argument count (checked).
            let code = unsafe { (api.set_kernel_arg)(handle.0, index as ClUint, size, value) };
            check(code, "clSetKernelArg", || {
                format!("kernel `{name}` argument {index} ({size} bytes)")
            })?;
        }
        // SAFETY: every argument is set; the sizes are arrays of 3 of which `work_dim` are read;
        // no offset, no events; the queue and kernel belong to one context.
        let code = unsafe {
            (api.enqueue_nd_range_kernel)(
                device.queue.0,
                handle.0,
                work_dim as ClUint,
                std::ptr::null(),
                global.as_ptr(),
                range.block.as_ptr(),
                0,
                std::ptr::null(),
                std::ptr::null_mut(),
            )
        };
        check(code, "clEnqueueNDRangeKernel", || {
            format!(
                "kernel `{name}` with grid {:?} and block {:?} on `{}`",
                range.grid, range.block, device.info.name
            )
        })
    }
}
