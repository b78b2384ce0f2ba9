//! What can go wrong with OpenCL, each error naming what it is about: the loader, the platform,
//! the device, the program and kernel, the argument, and the driver's own code by its name.

use thiserror::Error;

/// How to get an OpenCL driver, for the errors that find none.
pub const INSTALL_HINT: &str = "install an OpenCL driver: on Debian/Ubuntu `apt install \
                                ocl-icd-libopencl1 pocl-opencl-icd` gives the ICD loader and \
                                PoCL, OpenCL on the CPU; a GPU vendor's driver brings its own ICD";

/// An OpenCL failure.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum OpenClError {
    /// The ICD loader could not be opened.
    #[error("no OpenCL: cannot open the ICD loader `{library}` ({message}); {INSTALL_HINT}")]
    NoLoader {
        /// The library asked for (`libOpenCL.so.1`, or `MODLINK_OPENCL_LIBRARY`).
        library: String,
        /// The dynamic loader's message.
        message: String,
    },
    /// The loader lacks an entry point modlink needs.
    #[error("OpenCL ICD loader `{library}`: entry point `{symbol}` not found ({message})")]
    MissingEntryPoint {
        /// The library.
        library: String,
        /// The entry point.
        symbol: String,
        /// The dynamic loader's message.
        message: String,
    },
    /// The loader found no platform (no driver installed, or `OCL_ICD_VENDORS` names a directory
    /// without one).
    #[error(
        "no OpenCL platform: the ICD loader `{library}` found no driver{vendors}; {INSTALL_HINT}"
    )]
    NoPlatform {
        /// The loader.
        library: String,
        /// Where the loader looked, when `OCL_ICD_VENDORS` says (`` (OCL_ICD_VENDORS=…)``).
        vendors: String,
    },
    /// `MODLINK_OPENCL_PLATFORM` (or the configuration) names no platform that is present.
    #[error(
        "no OpenCL platform matches `{wanted}` (MODLINK_OPENCL_PLATFORM): the platforms are {available}"
    )]
    NoSuchPlatform {
        /// What was asked for.
        wanted: String,
        /// The platforms present, numbered.
        available: String,
    },
    /// The chosen platforms have no device.
    #[error("no OpenCL device on {platforms}; {INSTALL_HINT}")]
    NoDevice {
        /// The platforms searched.
        platforms: String,
    },
    /// A device index that is not one of the enumerated devices.
    #[error(
        "no OpenCL device {index}: {count} device{} found ({devices})",
        if *count == 1 { "" } else { "s" }
    )]
    DeviceIndex {
        /// The index asked for.
        index: usize,
        /// How many devices there are.
        count: usize,
        /// Their names.
        devices: String,
    },
    /// A driver call failed.
    #[error("OpenCL {function} failed with {name} ({code}): {context}")]
    Call {
        /// The entry point (`clEnqueueNDRangeKernel`).
        function: &'static str,
        /// The `cl_int` error code.
        code: i32,
        /// The code's name (`CL_INVALID_KERNEL_ARGS`).
        name: &'static str,
        /// What was being done, naming the device, kernel, buffer or program.
        context: String,
    },
    /// A program failed to build; the driver's build log says why.
    #[error(
        "OpenCL program for {label} failed to build on `{device}` ({name}, options `{options}`):\n{log}"
    )]
    Build {
        /// What the program is (the kernel and the library it comes from).
        label: String,
        /// The device's name.
        device: String,
        /// The error code's name (`CL_BUILD_PROGRAM_FAILURE`).
        name: &'static str,
        /// The build options.
        options: String,
        /// The driver's build log.
        log: String,
    },
    /// A device cannot take a program in this form.
    #[error("OpenCL device `{device}` cannot take {what}: {reason}")]
    Unsupported {
        /// The device's name.
        device: String,
        /// What was asked (`a SPIR-V program`).
        what: String,
        /// Why.
        reason: String,
    },
    /// The program has no kernel of that name.
    #[error("OpenCL program for {label} has no kernel `{kernel}` (its kernels: {available})")]
    NoSuchKernel {
        /// The program's label.
        label: String,
        /// The kernel asked for.
        kernel: String,
        /// The kernels it has.
        available: String,
    },
    /// A launch with another number of arguments than the kernel takes.
    #[error("OpenCL kernel `{kernel}` takes {expected} arguments, got {got}")]
    ArgumentCount {
        /// The kernel.
        kernel: String,
        /// The kernel's parameters.
        expected: usize,
        /// The arguments given.
        got: usize,
    },
    /// An argument the kernel's parameter (or FunctionInfo) does not take.
    #[error("OpenCL kernel `{kernel}` argument {index}{name}: {message}")]
    Argument {
        /// The kernel.
        kernel: String,
        /// The argument's position.
        index: usize,
        /// `` (`A`)`` when the parameter's name is known.
        name: String,
        /// What is wrong.
        message: String,
    },
    /// A launch whose sizes the device or kernel cannot take.
    #[error("OpenCL kernel `{kernel}`: {message}")]
    Launch {
        /// The kernel.
        kernel: String,
        /// What is wrong with the grid or block.
        message: String,
    },
    /// A buffer operation outside the buffer, across devices, or misaligned.
    #[error("OpenCL {operation}: {message}")]
    Buffer {
        /// The operation (`read`, `write`, `copy`, `sub-buffer`).
        operation: &'static str,
        /// What is wrong.
        message: String,
    },
}
