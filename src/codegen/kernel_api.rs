//! The device APIs whose kernels modlink launches from host code: what a launch wrapper checks
//! and sets ([`super::compile_launch_wrappers`]), and which device module holds the code.

/// The device APIs modlink writes kernels for: what a library's host wrappers check their
/// tensors against and set the device of, and the module kind that holds the device code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KernelApi {
    /// CUDA: PTX or a cubin in a `cuda` module; tensors of device type 2.
    Cuda,
    /// OpenCL: OpenCL C in an `opencl` module; tensors of device type 4.
    OpenCl,
}

impl KernelApi {
    /// Its DLPack device type.
    pub const fn device_type(self) -> i32 {
        match self {
            KernelApi::Cuda => crate::abi::device::device_type::CUDA,
            KernelApi::OpenCl => crate::abi::device::device_type::OPENCL,
        }
    }

    /// TVM's name of its devices (`cuda`, `opencl`), which is also the kind of the module that
    /// holds its code and the `--device` value that selects it.
    pub const fn name(self) -> &'static str {
        match self {
            KernelApi::Cuda => "cuda",
            KernelApi::OpenCl => "opencl",
        }
    }

    /// How the documentation writes it (`CUDA`, `OpenCL`).
    pub const fn title(self) -> &'static str {
        match self {
            KernelApi::Cuda => "CUDA",
            KernelApi::OpenCl => "OpenCL",
        }
    }
}

impl std::fmt::Display for KernelApi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
