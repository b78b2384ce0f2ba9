//! Typed payloads of device modules (`cuda`, `opencl`, `rocm`/`hip`, `metal`) and of
//! `static_library`, as TVM's `SaveToBytes` writes them (spec §5, §10; legacy §2.3).

use bytes::Bytes;

/// DLPack's data type triple, defined with the rest of the ABI.
pub use crate::abi::DLDataType;

/// Kind of a `static_library` module.
pub const KIND_STATIC_LIBRARY: &str = "static_library";
/// Kind of a CUDA module (`cuda`: cubin, fatbin, PTX or CUDA C++ source).
pub const KIND_CUDA: &str = "cuda";
/// Kind of a Metal module (its payload shape differs from the other device kinds).
pub const KIND_METAL: &str = "metal";
/// Kind of a Vulkan module (carried opaque: its encoding changed between TVM releases).
pub const KIND_VULKAN: &str = "vulkan";
/// The string a TIRx (apache-tvm-tirx 0.1) FunctionInfo record starts with, right after its map
/// key: a v1 record starts with the kernel name instead (shared/spec/tirx.md).
pub const FUNCTION_INFO_V2_MARKER: &str = "__tvm_function_info_v2__";
/// Device kinds whose payload is `fmt; fmap; code` with a single code blob.
pub const SINGLE_CODE_DEVICE_KINDS: [&str; 4] = ["cuda", "opencl", "rocm", "hip"];

/// Whether host function `name` launches one of `kernels`: TVM names the kernels it splits off
/// a function `NAME_kernel`, `NAME_kernel_1`, … (`NAME_kernel0`, … before 0.20); modlink names a
/// kernel's wrapper after the kernel. A host function that launches none computes on the CPU:
/// TVM builds a function without thread bindings for a GPU target so.
pub fn launches_kernel<'k>(name: &str, mut kernels: impl Iterator<Item = &'k str>) -> bool {
    kernels.any(|kernel| {
        kernel == name
            || kernel
                .strip_prefix(name)
                .is_some_and(|rest| rest.starts_with("_kernel"))
    })
}

/// One entry of a device module's function table (TVM `FunctionInfo`).
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionInfo {
    /// Kernel name.
    pub name: String,
    /// Argument types.
    pub arg_types: Vec<DLDataType>,
    /// Launch parameter tags, e.g. `blockIdx.x`, `threadIdx.x`.
    pub launch_param_tags: Vec<String>,
    /// Per-argument extra tags (0 none, 1 TensorMap); `None` for the 3-field form of TVM ≤ 0.20.
    pub arg_extra_tags: Option<Vec<i32>>,
    /// The fields a TIRx v2 record adds; `None` for a v1 record (TVM), which is what modlink
    /// writes for its own kernels.
    pub tirx: Option<TirxLaunchInfo>,
}

/// What TIRx's FunctionInfo v2 adds after `arg_extra_tags` (apache-tvm-tirx 0.1.0a4): the
/// names of the launch values a `LaunchConfig` kernel takes, and its compile-time attributes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TirxLaunchInfo {
    /// `cuda_launch_fields`: one name per launch value, in call order (`grid.x`, `block.y`, …);
    /// such a kernel's `launch_param_tags` are empty.
    pub cuda_launch_fields: Vec<String>,
    /// `cuda_kernel_attrs`: `max_registers_per_thread`, `required_block_size`, … in serialized
    /// order.
    pub cuda_kernel_attrs: Vec<(String, i64)>,
}

/// A device module's code.
#[derive(Clone, Debug, PartialEq)]
pub enum DeviceCode {
    /// One code blob (cuda, opencl, rocm/hip): source, PTX, cubin, …
    Single(Bytes),
    /// Per-kernel code (metal's source map: kernel name → MSL source or metallib), in serialized
    /// order.
    PerKernel(Vec<(String, Bytes)>),
}

/// A typed device module payload.
#[derive(Clone, Debug, PartialEq)]
pub struct DeviceModule {
    /// Code format: `cuda`/`ptx`/`cubin`/`fatbin`, `cl`, `metal`/`metallib`, …
    pub fmt: String,
    /// Function table entries in serialized order: (map key, info).
    pub functions: Vec<(String, FunctionInfo)>,
    /// The code.
    pub code: DeviceCode,
    /// Legacy metal's version string when it is not the usual `"0.1.0"`, which `None` stands
    /// for (so layouts convert losslessly); the current layout has no version and drops it.
    pub legacy_version: Option<String>,
    /// The string a TIRx `cuda` payload ends with: its build settings as JSON
    /// (`{"cuda":{"arch":"sm_80","compiler":"nvrtc",…}}`); `None` when the payload has none.
    pub build_settings: Option<String>,
}

/// A `static_library` payload: object bytes and the functions they define.
#[derive(Clone, Debug, PartialEq)]
pub struct StaticLibrary {
    /// The object file's bytes.
    pub data: Bytes,
    /// Names of the functions it provides.
    pub function_names: Vec<String>,
}
