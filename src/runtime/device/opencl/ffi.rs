//! The OpenCL ICD loader opened at run time: its entry points as a table of function pointers
//! (the C signatures of Khronos' `CL/cl.h`), the constants modlink passes, and the names of the
//! error codes. Nothing of OpenCL is linked into modlink, as TVM's own `opencl_wrapper.cc` does;
//! a machine without a loader gets [`OpenClError::NoLoader`] at first use, not at start.
#![allow(unsafe_code)]

use std::ffi::{c_char, c_void};

use super::error::OpenClError;

/// The ICD loader's file name on this operating system (the SONAME on Linux).
pub const DEFAULT_LOADER: &str = if cfg!(target_os = "macos") {
    "/System/Library/Frameworks/OpenCL.framework/OpenCL"
} else if cfg!(windows) {
    "OpenCL.dll"
} else {
    "libOpenCL.so.1"
};

/// `cl_int`.
pub(super) type ClInt = i32;
/// `cl_uint` (also `cl_bool` and the `*_info` enums).
pub(super) type ClUint = u32;
/// `cl_bitfield` (`cl_device_type`, `cl_mem_flags`, `cl_command_queue_properties`).
pub(super) type ClBitfield = u64;
/// `cl_platform_id`.
pub(super) type ClPlatform = *mut c_void;
/// `cl_device_id`.
pub(super) type ClDevice = *mut c_void;
/// `cl_context`.
pub(super) type ClContext = *mut c_void;
/// `cl_command_queue`.
pub(super) type ClQueue = *mut c_void;
/// `cl_mem`.
pub(super) type ClMem = *mut c_void;
/// `cl_program`.
pub(super) type ClProgram = *mut c_void;
/// `cl_kernel`.
pub(super) type ClKernel = *mut c_void;
/// `cl_event`.
pub(super) type ClEvent = *mut c_void;

/// `CL_SUCCESS`.
pub(super) const CL_SUCCESS: ClInt = 0;
/// `CL_BUILD_PROGRAM_FAILURE`.
pub(super) const CL_BUILD_PROGRAM_FAILURE: ClInt = -11;
/// `CL_PLATFORM_NOT_FOUND_KHR`: the ICD loader found no platform.
pub(super) const CL_PLATFORM_NOT_FOUND_KHR: ClInt = -1001;
/// `CL_DEVICE_NOT_FOUND`.
pub(super) const CL_DEVICE_NOT_FOUND: ClInt = -1;
/// `CL_TRUE`.
pub(super) const CL_TRUE: ClUint = 1;

/// `CL_PLATFORM_VERSION`.
pub(super) const CL_PLATFORM_VERSION: ClUint = 0x0901;
/// `CL_PLATFORM_NAME`.
pub(super) const CL_PLATFORM_NAME: ClUint = 0x0902;
/// `CL_PLATFORM_VENDOR`.
pub(super) const CL_PLATFORM_VENDOR: ClUint = 0x0903;

/// `CL_DEVICE_TYPE_CPU`.
pub(super) const CL_DEVICE_TYPE_CPU: ClBitfield = 1 << 1;
/// `CL_DEVICE_TYPE_GPU`.
pub(super) const CL_DEVICE_TYPE_GPU: ClBitfield = 1 << 2;
/// `CL_DEVICE_TYPE_ACCELERATOR`.
pub(super) const CL_DEVICE_TYPE_ACCELERATOR: ClBitfield = 1 << 3;
/// `CL_DEVICE_TYPE_ALL`.
pub(super) const CL_DEVICE_TYPE_ALL: ClBitfield = 0xFFFF_FFFF;

/// `CL_DEVICE_TYPE`.
pub(super) const CL_DEVICE_TYPE: ClUint = 0x1000;
/// `CL_DEVICE_MAX_COMPUTE_UNITS`.
pub(super) const CL_DEVICE_MAX_COMPUTE_UNITS: ClUint = 0x1002;
/// `CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS`.
pub(super) const CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS: ClUint = 0x1003;
/// `CL_DEVICE_MAX_WORK_GROUP_SIZE`.
pub(super) const CL_DEVICE_MAX_WORK_GROUP_SIZE: ClUint = 0x1004;
/// `CL_DEVICE_MAX_WORK_ITEM_SIZES`.
pub(super) const CL_DEVICE_MAX_WORK_ITEM_SIZES: ClUint = 0x1005;
/// `CL_DEVICE_MAX_MEM_ALLOC_SIZE`.
pub(super) const CL_DEVICE_MAX_MEM_ALLOC_SIZE: ClUint = 0x1010;
/// `CL_DEVICE_MEM_BASE_ADDR_ALIGN` (in bits).
pub(super) const CL_DEVICE_MEM_BASE_ADDR_ALIGN: ClUint = 0x1019;
/// `CL_DEVICE_SINGLE_FP_CONFIG`.
pub(super) const CL_DEVICE_SINGLE_FP_CONFIG: ClUint = 0x101B;
/// `CL_DEVICE_GLOBAL_MEM_SIZE`.
pub(super) const CL_DEVICE_GLOBAL_MEM_SIZE: ClUint = 0x101F;
/// `CL_DEVICE_LOCAL_MEM_SIZE`.
pub(super) const CL_DEVICE_LOCAL_MEM_SIZE: ClUint = 0x1023;
/// `CL_DEVICE_AVAILABLE`.
pub(super) const CL_DEVICE_AVAILABLE: ClUint = 0x1027;
/// `CL_DEVICE_COMPILER_AVAILABLE`.
pub(super) const CL_DEVICE_COMPILER_AVAILABLE: ClUint = 0x1028;
/// `CL_DEVICE_NAME`.
pub(super) const CL_DEVICE_NAME: ClUint = 0x102B;
/// `CL_DEVICE_VENDOR`.
pub(super) const CL_DEVICE_VENDOR: ClUint = 0x102C;
/// `CL_DRIVER_VERSION`.
pub(super) const CL_DRIVER_VERSION: ClUint = 0x102D;
/// `CL_DEVICE_VERSION`.
pub(super) const CL_DEVICE_VERSION: ClUint = 0x102F;
/// `CL_DEVICE_EXTENSIONS`.
pub(super) const CL_DEVICE_EXTENSIONS: ClUint = 0x1030;
/// `CL_DEVICE_OPENCL_C_VERSION`.
pub(super) const CL_DEVICE_OPENCL_C_VERSION: ClUint = 0x103D;
/// `CL_DEVICE_IL_VERSION` (OpenCL 2.1).
pub(super) const CL_DEVICE_IL_VERSION: ClUint = 0x105B;
/// `CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT`, a bit of `CL_DEVICE_SINGLE_FP_CONFIG`.
pub(super) const CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT: ClBitfield = 1 << 7;

/// `CL_MEM_READ_WRITE`.
pub(super) const CL_MEM_READ_WRITE: ClBitfield = 1;
/// `CL_BUFFER_CREATE_TYPE_REGION`.
pub(super) const CL_BUFFER_CREATE_TYPE_REGION: ClUint = 0x1220;

/// `CL_PROGRAM_KERNEL_NAMES`.
pub(super) const CL_PROGRAM_KERNEL_NAMES: ClUint = 0x1168;
/// `CL_PROGRAM_BUILD_LOG`.
pub(super) const CL_PROGRAM_BUILD_LOG: ClUint = 0x1183;

/// `CL_KERNEL_NUM_ARGS`.
pub(super) const CL_KERNEL_NUM_ARGS: ClUint = 0x1191;
/// `CL_KERNEL_WORK_GROUP_SIZE`.
pub(super) const CL_KERNEL_WORK_GROUP_SIZE: ClUint = 0x11B0;
/// `CL_KERNEL_ARG_ADDRESS_QUALIFIER`.
pub(super) const CL_KERNEL_ARG_ADDRESS_QUALIFIER: ClUint = 0x1196;
/// `CL_KERNEL_ARG_TYPE_NAME`.
pub(super) const CL_KERNEL_ARG_TYPE_NAME: ClUint = 0x1198;
/// `CL_KERNEL_ARG_NAME`.
pub(super) const CL_KERNEL_ARG_NAME: ClUint = 0x119A;
/// `CL_KERNEL_ARG_ADDRESS_GLOBAL`.
pub(super) const CL_KERNEL_ARG_ADDRESS_GLOBAL: ClUint = 0x119B;
/// `CL_KERNEL_ARG_ADDRESS_LOCAL`.
pub(super) const CL_KERNEL_ARG_ADDRESS_LOCAL: ClUint = 0x119C;
/// `CL_KERNEL_ARG_ADDRESS_CONSTANT`.
pub(super) const CL_KERNEL_ARG_ADDRESS_CONSTANT: ClUint = 0x119D;

/// `cl_buffer_region`: a sub-buffer's origin and size in bytes.
#[repr(C)]
pub(super) struct BufferRegion {
    /// Offset from the parent buffer's start.
    pub(super) origin: usize,
    /// Size in bytes.
    pub(super) size: usize,
}

/// `clGetXxxInfo(handle, param, size, value, size_ret)`.
pub(super) type InfoFn =
    unsafe extern "C" fn(*mut c_void, ClUint, usize, *mut c_void, *mut usize) -> ClInt;
/// `clGetXxxInfo(handle, device, param, size, value, size_ret)` (program build and kernel
/// work-group information).
pub(super) type DeviceInfoFn =
    unsafe extern "C" fn(*mut c_void, ClDevice, ClUint, usize, *mut c_void, *mut usize) -> ClInt;
/// `clGetKernelArgInfo(kernel, index, param, size, value, size_ret)`.
pub(super) type ArgInfoFn =
    unsafe extern "C" fn(ClKernel, ClUint, ClUint, usize, *mut c_void, *mut usize) -> ClInt;
/// `clReleaseXxx(handle)`.
pub(super) type ReleaseFn = unsafe extern "C" fn(*mut c_void) -> ClInt;
/// A context's error callback (never given: errors come back as codes).
pub(super) type ContextCallback =
    Option<unsafe extern "C" fn(*const c_char, *const c_void, usize, *mut c_void)>;
/// A build's completion callback (never given: builds are synchronous).
pub(super) type BuildCallback = Option<unsafe extern "C" fn(ClProgram, *mut c_void)>;

/// The entry points, from `CL/cl.h`.
#[derive(Clone, Copy)]
pub(super) struct Api {
    pub(super) get_platform_ids:
        unsafe extern "C" fn(ClUint, *mut ClPlatform, *mut ClUint) -> ClInt,
    pub(super) get_platform_info: InfoFn,
    pub(super) get_device_ids:
        unsafe extern "C" fn(ClPlatform, ClBitfield, ClUint, *mut ClDevice, *mut ClUint) -> ClInt,
    pub(super) get_device_info: InfoFn,
    pub(super) create_context: unsafe extern "C" fn(
        *const isize,
        ClUint,
        *const ClDevice,
        ContextCallback,
        *mut c_void,
        *mut ClInt,
    ) -> ClContext,
    pub(super) release_context: ReleaseFn,
    pub(super) create_command_queue:
        unsafe extern "C" fn(ClContext, ClDevice, ClBitfield, *mut ClInt) -> ClQueue,
    pub(super) release_command_queue: ReleaseFn,
    pub(super) create_buffer:
        unsafe extern "C" fn(ClContext, ClBitfield, usize, *mut c_void, *mut ClInt) -> ClMem,
    pub(super) create_sub_buffer:
        unsafe extern "C" fn(ClMem, ClBitfield, ClUint, *const c_void, *mut ClInt) -> ClMem,
    pub(super) release_mem_object: ReleaseFn,
    #[allow(clippy::type_complexity)]
    pub(super) enqueue_read_buffer: unsafe extern "C" fn(
        ClQueue,
        ClMem,
        ClUint,
        usize,
        usize,
        *mut c_void,
        ClUint,
        *const ClEvent,
        *mut ClEvent,
    ) -> ClInt,
    #[allow(clippy::type_complexity)]
    pub(super) enqueue_write_buffer: unsafe extern "C" fn(
        ClQueue,
        ClMem,
        ClUint,
        usize,
        usize,
        *const c_void,
        ClUint,
        *const ClEvent,
        *mut ClEvent,
    ) -> ClInt,
    #[allow(clippy::type_complexity)]
    pub(super) enqueue_copy_buffer: unsafe extern "C" fn(
        ClQueue,
        ClMem,
        ClMem,
        usize,
        usize,
        usize,
        ClUint,
        *const ClEvent,
        *mut ClEvent,
    ) -> ClInt,
    pub(super) create_program_with_source: unsafe extern "C" fn(
        ClContext,
        ClUint,
        *const *const c_char,
        *const usize,
        *mut ClInt,
    ) -> ClProgram,
    /// `clCreateProgramWithIL` (OpenCL 2.1): `None` when the loader predates it.
    pub(super) create_program_with_il:
        Option<unsafe extern "C" fn(ClContext, *const c_void, usize, *mut ClInt) -> ClProgram>,
    pub(super) build_program: unsafe extern "C" fn(
        ClProgram,
        ClUint,
        *const ClDevice,
        *const c_char,
        BuildCallback,
        *mut c_void,
    ) -> ClInt,
    pub(super) get_program_info: InfoFn,
    pub(super) get_program_build_info: DeviceInfoFn,
    pub(super) release_program: ReleaseFn,
    pub(super) create_kernel:
        unsafe extern "C" fn(ClProgram, *const c_char, *mut ClInt) -> ClKernel,
    pub(super) release_kernel: ReleaseFn,
    pub(super) set_kernel_arg:
        unsafe extern "C" fn(ClKernel, ClUint, usize, *const c_void) -> ClInt,
    pub(super) get_kernel_info: InfoFn,
    pub(super) get_kernel_work_group_info: DeviceInfoFn,
    /// `clGetKernelArgInfo` (OpenCL 1.2): `None` when the loader lacks it.
    pub(super) get_kernel_arg_info: Option<ArgInfoFn>,
    #[allow(clippy::type_complexity)]
    pub(super) enqueue_nd_range_kernel: unsafe extern "C" fn(
        ClQueue,
        ClKernel,
        ClUint,
        *const usize,
        *const usize,
        *const usize,
        ClUint,
        *const ClEvent,
        *mut ClEvent,
    ) -> ClInt,
    pub(super) finish: unsafe extern "C" fn(ClQueue) -> ClInt,
}

/// The opened loader: the entry points and the library they point into.
pub(super) struct Loader {
    /// The entry points.
    pub(super) api: Api,
    /// The library's name, for messages.
    pub(super) name: String,
    // Last: the entry points point into it, so it is dropped after everything that uses them.
    _library: libloading::Library,
}

/// libloading keeps dlerror()'s text in the source, not in its own message.
fn loader_message(error: &libloading::Error) -> String {
    match std::error::Error::source(error) {
        Some(source) => format!("{error}: {source}"),
        None => error.to_string(),
    }
}

/// Looks up one entry point and copies the function pointer out.
///
/// # Safety
/// `T` must be the entry point's C signature.
unsafe fn entry<T: Copy>(
    library: &libloading::Library,
    name: &str,
    symbol: &str,
) -> Result<T, OpenClError> {
    // SAFETY: the caller guarantees `T` is the symbol's signature; the pointer is copied out
    // and used only while the library stays loaded (`Loader` keeps it).
    let found = unsafe { library.get::<T>(format!("{symbol}\0").as_bytes()) };
    found
        .map(|function| *function)
        .map_err(|error| OpenClError::MissingEntryPoint {
            library: name.to_string(),
            symbol: symbol.to_string(),
            message: loader_message(&error),
        })
}

/// Looks up an entry point that older loaders lack.
///
/// # Safety
/// As [`entry`].
unsafe fn optional_entry<T: Copy>(library: &libloading::Library, symbol: &str) -> Option<T> {
    // SAFETY: as in `entry`.
    let found = unsafe { library.get::<T>(format!("{symbol}\0").as_bytes()) };
    found.ok().map(|function| *function)
}

impl Loader {
    /// Opens the ICD loader `library` (a name the dynamic loader searches for, or a path) and
    /// resolves its entry points.
    pub(super) fn open(library: &std::ffi::OsStr) -> Result<Loader, OpenClError> {
        let name = library.to_string_lossy().into_owned();
        // SAFETY: opening the ICD loader runs its initialisers, as any OpenCL program does; a
        // library that is not a loader fails the entry point lookups below.
        let opened = unsafe { libloading::Library::new(library) };
        let handle = opened.map_err(|error| OpenClError::NoLoader {
            library: name.clone(),
            message: loader_message(&error),
        })?;
        let l = &handle;
        // SAFETY: each type below is the C signature CL/cl.h declares for that entry point.
        let api = unsafe {
            Api {
                get_platform_ids: entry(l, &name, "clGetPlatformIDs")?,
                get_platform_info: entry(l, &name, "clGetPlatformInfo")?,
                get_device_ids: entry(l, &name, "clGetDeviceIDs")?,
                get_device_info: entry(l, &name, "clGetDeviceInfo")?,
                create_context: entry(l, &name, "clCreateContext")?,
                release_context: entry(l, &name, "clReleaseContext")?,
                create_command_queue: entry(l, &name, "clCreateCommandQueue")?,
                release_command_queue: entry(l, &name, "clReleaseCommandQueue")?,
                create_buffer: entry(l, &name, "clCreateBuffer")?,
                create_sub_buffer: entry(l, &name, "clCreateSubBuffer")?,
                release_mem_object: entry(l, &name, "clReleaseMemObject")?,
                enqueue_read_buffer: entry(l, &name, "clEnqueueReadBuffer")?,
                enqueue_write_buffer: entry(l, &name, "clEnqueueWriteBuffer")?,
                enqueue_copy_buffer: entry(l, &name, "clEnqueueCopyBuffer")?,
                create_program_with_source: entry(l, &name, "clCreateProgramWithSource")?,
                create_program_with_il: optional_entry(l, "clCreateProgramWithIL"),
                build_program: entry(l, &name, "clBuildProgram")?,
                get_program_info: entry(l, &name, "clGetProgramInfo")?,
                get_program_build_info: entry(l, &name, "clGetProgramBuildInfo")?,
                release_program: entry(l, &name, "clReleaseProgram")?,
                create_kernel: entry(l, &name, "clCreateKernel")?,
                release_kernel: entry(l, &name, "clReleaseKernel")?,
                set_kernel_arg: entry(l, &name, "clSetKernelArg")?,
                get_kernel_info: entry(l, &name, "clGetKernelInfo")?,
                get_kernel_work_group_info: entry(l, &name, "clGetKernelWorkGroupInfo")?,
                get_kernel_arg_info: optional_entry(l, "clGetKernelArgInfo"),
                enqueue_nd_range_kernel: entry(l, &name, "clEnqueueNDRangeKernel")?,
                finish: entry(l, &name, "clFinish")?,
            }
        };
        Ok(Loader {
            api,
            name,
            _library: handle,
        })
    }
}

/// The name of an OpenCL error code (`CL_INVALID_KERNEL_ARGS`), as `CL/cl.h` spells it.
pub fn error_name(code: i32) -> &'static str {
    match code {
        0 => "CL_SUCCESS",
        -1 => "CL_DEVICE_NOT_FOUND",
        -2 => "CL_DEVICE_NOT_AVAILABLE",
        -3 => "CL_COMPILER_NOT_AVAILABLE",
        -4 => "CL_MEM_OBJECT_ALLOCATION_FAILURE",
        -5 => "CL_OUT_OF_RESOURCES",
        -6 => "CL_OUT_OF_HOST_MEMORY",
        -7 => "CL_PROFILING_INFO_NOT_AVAILABLE",
        -8 => "CL_MEM_COPY_OVERLAP",
        -9 => "CL_IMAGE_FORMAT_MISMATCH",
        -10 => "CL_IMAGE_FORMAT_NOT_SUPPORTED",
        -11 => "CL_BUILD_PROGRAM_FAILURE",
        -12 => "CL_MAP_FAILURE",
        -13 => "CL_MISALIGNED_SUB_BUFFER_OFFSET",
        -14 => "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST",
        -15 => "CL_COMPILE_PROGRAM_FAILURE",
        -16 => "CL_LINKER_NOT_AVAILABLE",
        -17 => "CL_LINK_PROGRAM_FAILURE",
        -18 => "CL_DEVICE_PARTITION_FAILED",
        -19 => "CL_KERNEL_ARG_INFO_NOT_AVAILABLE",
        -30 => "CL_INVALID_VALUE",
        -31 => "CL_INVALID_DEVICE_TYPE",
        -32 => "CL_INVALID_PLATFORM",
        -33 => "CL_INVALID_DEVICE",
        -34 => "CL_INVALID_CONTEXT",
        -35 => "CL_INVALID_QUEUE_PROPERTIES",
        -36 => "CL_INVALID_COMMAND_QUEUE",
        -37 => "CL_INVALID_HOST_PTR",
        -38 => "CL_INVALID_MEM_OBJECT",
        -39 => "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR",
        -40 => "CL_INVALID_IMAGE_SIZE",
        -41 => "CL_INVALID_SAMPLER",
        -42 => "CL_INVALID_BINARY",
        -43 => "CL_INVALID_BUILD_OPTIONS",
        -44 => "CL_INVALID_PROGRAM",
        -45 => "CL_INVALID_PROGRAM_EXECUTABLE",
        -46 => "CL_INVALID_KERNEL_NAME",
        -47 => "CL_INVALID_KERNEL_DEFINITION",
        -48 => "CL_INVALID_KERNEL",
        -49 => "CL_INVALID_ARG_INDEX",
        -50 => "CL_INVALID_ARG_VALUE",
        -51 => "CL_INVALID_ARG_SIZE",
        -52 => "CL_INVALID_KERNEL_ARGS",
        -53 => "CL_INVALID_WORK_DIMENSION",
        -54 => "CL_INVALID_WORK_GROUP_SIZE",
        -55 => "CL_INVALID_WORK_ITEM_SIZE",
        -56 => "CL_INVALID_GLOBAL_OFFSET",
        -57 => "CL_INVALID_EVENT_WAIT_LIST",
        -58 => "CL_INVALID_EVENT",
        -59 => "CL_INVALID_OPERATION",
        -60 => "CL_INVALID_GL_OBJECT",
        -61 => "CL_INVALID_BUFFER_SIZE",
        -62 => "CL_INVALID_MIP_LEVEL",
        -63 => "CL_INVALID_GLOBAL_WORK_SIZE",
        -64 => "CL_INVALID_PROPERTY",
        -65 => "CL_INVALID_IMAGE_DESCRIPTOR",
        -66 => "CL_INVALID_COMPILER_OPTIONS",
        -67 => "CL_INVALID_LINKER_OPTIONS",
        -68 => "CL_INVALID_DEVICE_PARTITION_COUNT",
        -69 => "CL_INVALID_PIPE_SIZE",
        -70 => "CL_INVALID_DEVICE_QUEUE",
        -71 => "CL_INVALID_SPEC_ID",
        -72 => "CL_MAX_SIZE_RESTRICTION_EXCEEDED",
        -1001 => "CL_PLATFORM_NOT_FOUND_KHR",
        _ => "an unknown OpenCL error",
    }
}
