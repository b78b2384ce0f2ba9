//! What the driver reports about platforms, devices and kernel parameters.

/// One OpenCL platform (an installed driver).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlatformInfo {
    /// Its index in the ICD loader's list (what `MODLINK_OPENCL_PLATFORM=N` names).
    pub index: usize,
    /// `CL_PLATFORM_NAME` (`Portable Computing Language`).
    pub name: String,
    /// `CL_PLATFORM_VENDOR` (`The pocl project`).
    pub vendor: String,
    /// `CL_PLATFORM_VERSION`.
    pub version: String,
}

/// What kind of device it is; devices are numbered GPUs first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeviceKind {
    /// `CL_DEVICE_TYPE_GPU`.
    Gpu,
    /// `CL_DEVICE_TYPE_ACCELERATOR`.
    Accelerator,
    /// `CL_DEVICE_TYPE_CPU`.
    Cpu,
    /// Anything else (custom devices).
    Other,
}

/// One device's properties.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    /// `CL_DEVICE_NAME`.
    pub name: String,
    /// `CL_DEVICE_VENDOR`.
    pub vendor: String,
    /// `CL_DEVICE_VERSION` (`OpenCL 3.0 PoCL …`).
    pub version: String,
    /// `CL_DEVICE_OPENCL_C_VERSION` (`OpenCL C 1.2 PoCL`).
    pub opencl_c_version: String,
    /// `CL_DRIVER_VERSION`.
    pub driver_version: String,
    /// The platform's name.
    pub platform: String,
    /// The device's kind.
    pub kind: DeviceKind,
    /// `CL_DEVICE_MAX_COMPUTE_UNITS`.
    pub compute_units: u32,
    /// `CL_DEVICE_MAX_WORK_GROUP_SIZE`: work-items per work-group (threads per block).
    pub max_work_group_size: usize,
    /// `CL_DEVICE_MAX_WORK_ITEM_SIZES`, the first three dimensions.
    pub max_work_item_sizes: [usize; 3],
    /// `CL_DEVICE_LOCAL_MEM_SIZE`: `__local` bytes per work-group (shared memory per block).
    pub local_mem_bytes: u64,
    /// `CL_DEVICE_GLOBAL_MEM_SIZE`.
    pub global_mem_bytes: u64,
    /// `CL_DEVICE_MAX_MEM_ALLOC_SIZE`: the largest single buffer.
    pub max_alloc_bytes: u64,
    /// `CL_DEVICE_MEM_BASE_ADDR_ALIGN` in bytes: the alignment of a sub-buffer's origin.
    pub base_address_alignment: usize,
    /// `CL_DEVICE_EXTENSIONS`, split.
    pub extensions: Vec<String>,
    /// `CL_DEVICE_IL_VERSION` (`SPIR-V_1.2 …`) when the device takes programs as IL.
    pub il_version: Option<String>,
    /// Whether single-precision `/` and `sqrt` can be correctly rounded (then every program is
    /// built with `-cl-fp32-correctly-rounded-divide-sqrt`).
    pub correctly_rounded_divide_sqrt: bool,
    /// `CL_DEVICE_AVAILABLE` and `CL_DEVICE_COMPILER_AVAILABLE`: the device runs and compiles.
    pub available: bool,
}

impl DeviceInfo {
    /// Whether the device reports the extension `name`.
    pub fn has_extension(&self, name: &str) -> bool {
        self.extensions.iter().any(|extension| extension == name)
    }
}

/// The address space of a kernel parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgSpace {
    /// A `__global` pointer: takes a buffer.
    Global,
    /// A `__constant` pointer: takes a buffer.
    Constant,
    /// A `__local` pointer: takes a size in bytes.
    Local,
    /// A value.
    Private,
    /// The driver did not say (no `-cl-kernel-arg-info`).
    Unknown,
}

/// One parameter of a kernel, as the driver reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelParam {
    /// `CL_KERNEL_ARG_NAME`, when known.
    pub name: Option<String>,
    /// `CL_KERNEL_ARG_TYPE_NAME` (`float*`, `int`), when known.
    pub type_name: Option<String>,
    /// Its address space.
    pub space: ArgSpace,
}

impl KernelParam {
    /// The size a value of this parameter's type takes, when its type is an OpenCL scalar.
    pub fn scalar_bytes(&self) -> Option<usize> {
        let type_name = self.type_name.as_deref()?.trim();
        SCALAR_SIZES
            .iter()
            .find(|(_, name)| *name == type_name)
            .map(|(bytes, _)| *bytes)
    }
}

/// The OpenCL C scalar types a kernel parameter can have, with their sizes in bytes.
const SCALAR_SIZES: [(usize, &str); 12] = [
    (1, "char"),
    (1, "uchar"),
    (1, "bool"),
    (2, "short"),
    (2, "ushort"),
    (2, "half"),
    (4, "int"),
    (4, "uint"),
    (4, "float"),
    (8, "long"),
    (8, "ulong"),
    (8, "double"),
];
