//! DLPack's `DLDevice` and its device types (`dlpack.h`, `DLDeviceType`).

/// DLPack `DLDeviceType` values.
pub mod device_type {
    /// `kDLCPU`: host memory.
    pub const CPU: i32 = 1;
    /// `kDLCUDA`: CUDA device memory.
    pub const CUDA: i32 = 2;
    /// `kDLCUDAHost`: pinned host memory (`cudaMallocHost`).
    pub const CUDA_HOST: i32 = 3;
    /// `kDLOpenCL`.
    pub const OPENCL: i32 = 4;
    /// `kDLVulkan`.
    pub const VULKAN: i32 = 7;
    /// `kDLMetal`.
    pub const METAL: i32 = 8;
    /// `kDLVPI`: Verilog simulator buffers.
    pub const VPI: i32 = 9;
    /// `kDLROCM`: ROCm GPU memory.
    pub const ROCM: i32 = 10;
    /// `kDLROCMHost`: pinned ROCm host memory.
    pub const ROCM_HOST: i32 = 11;
    /// `kDLExtDev`: reserved for extension devices.
    pub const EXT_DEV: i32 = 12;
    /// `kDLCUDAManaged`: CUDA managed memory.
    pub const CUDA_MANAGED: i32 = 13;
    /// `kDLOneAPI`: Intel oneAPI unified shared memory.
    pub const ONEAPI: i32 = 14;
    /// `kDLWebGPU`.
    pub const WEBGPU: i32 = 15;
    /// `kDLHexagon`: Qualcomm Hexagon DSP.
    pub const HEXAGON: i32 = 16;
    /// `kDLMAIA`: Microsoft MAIA.
    pub const MAIA: i32 = 17;
    /// `kDLTrn`: AWS Trainium.
    pub const TRN: i32 = 18;
}

/// TVM's name of a device type (`cpu`, `cuda`, `cuda_host`, …), as `tvm.runtime.Device` prints
/// it; `None` for a number DLPack does not define.
pub fn device_type_name(device_type: i32) -> Option<&'static str> {
    use device_type::*;
    Some(match device_type {
        CPU => "cpu",
        CUDA => "cuda",
        CUDA_HOST => "cuda_host",
        OPENCL => "opencl",
        VULKAN => "vulkan",
        METAL => "metal",
        VPI => "vpi",
        ROCM => "rocm",
        ROCM_HOST => "rocm_host",
        EXT_DEV => "ext_dev",
        CUDA_MANAGED => "cuda_managed",
        ONEAPI => "oneapi",
        WEBGPU => "webgpu",
        HEXAGON => "hexagon",
        MAIA => "maia",
        TRN => "trn",
        _ => return None,
    })
}

/// DLPack `DLDevice`: where a tensor's memory lives.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DLDevice {
    /// Device type (a [`device_type`]; kept as the C `int` so any stored value round-trips).
    pub device_type: i32,
    /// Device ordinal.
    pub device_id: i32,
}

impl DLDevice {
    /// The host CPU, ordinal 0.
    pub const CPU: DLDevice = DLDevice {
        device_type: device_type::CPU,
        device_id: 0,
    };
}

const _: () = assert!(std::mem::size_of::<DLDevice>() == 8);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_numbers_follow_dlpack() {
        // dlpack.h: kDLCPU = 1, kDLCUDA = 2, kDLCUDAHost = 3, kDLROCM = 10, kDLTrn = 18.
        assert_eq!(device_type_name(1), Some("cpu"));
        assert_eq!(device_type_name(2), Some("cuda"));
        assert_eq!(device_type_name(3), Some("cuda_host"));
        assert_eq!(device_type_name(10), Some("rocm"));
        assert_eq!(device_type_name(18), Some("trn"));
        assert_eq!(device_type_name(5), None);
    }
}
