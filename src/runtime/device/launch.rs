//! Launch planning: from a kernel's [`FunctionInfo`] and the raw `TVMFFIAny` arguments of one
//! packed call, the kernel argument holders (TVM `PackFuncVoidAddr`) and the launch
//! configuration (TVM `LaunchParamConfig`), exactly as shared/spec/cuda.md §3.3–3.4 describes.
//! Pure: nothing here touches a device.

use crate::abi::TVMFFIAny;
use crate::abi::dtype::type_code;
use crate::abi::launch::{ARG_EXTRA_TAG_NONE, ARG_EXTRA_TAG_TENSOR_MAP, LaunchTag};
use crate::module::FunctionInfo;
use thiserror::Error;

/// The dynamic shared memory above which the kernel needs
/// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` set before it launches (48 KiB).
pub const DEFAULT_MAX_DYNAMIC_SHARED_BYTES: u32 = 48 << 10;

/// One kernel argument as the driver receives it: `args[i]` points at these bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelArg {
    /// 8 bytes taken in place from the union (handle, int64, uint64, float64).
    InPlace([u8; 8]),
    /// A 4-byte holder: an int32/uint32 narrowed from `v_int64`, or a float32 from `v_float64`.
    Narrowed([u8; 4]),
    /// A TensorMap parameter: `args[i]` is the union's `v_ptr` itself, the address of a
    /// 128-byte `CUtensorMap` the kernel receives by value.
    TensorMap(u64),
}

impl KernelArg {
    /// The bytes the kernel parameter receives (for a TensorMap, the pointer's 8 bytes; the
    /// kernel reads the 128 bytes behind it).
    pub fn bytes(&self) -> Vec<u8> {
        match self {
            KernelArg::InPlace(bytes) => bytes.to_vec(),
            KernelArg::Narrowed(bytes) => bytes.to_vec(),
            KernelArg::TensorMap(pointer) => pointer.to_le_bytes().to_vec(),
        }
    }
}

/// What a kernel launch needs besides its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Blocks per grid (x, y, z); every dim is at least 1.
    pub grid: [u32; 3],
    /// Threads per block (x, y, z); every dim is at least 1.
    pub block: [u32; 3],
    /// Dynamic shared memory in bytes (0 without the tag).
    pub dynamic_shared_bytes: u32,
    /// Cluster dims, when a `clusterCtaIdx.*` tag is present.
    pub cluster: Option<[u32; 3]>,
    /// Preferred cluster dims, when a `preferredClusterCtaIdx.*` tag is present.
    pub preferred_cluster: Option<[u32; 3]>,
    /// Programmatic dependent launch (stream serialization) was asked for.
    pub programmatic_dependent_launch: bool,
    /// A cooperative launch was asked for.
    pub cooperative: bool,
    /// A grid or block launch value was 0 (an empty dynamic shape): the kernel's iteration space
    /// is empty, and modlink launches nothing. TVM launches one block there (the dim stays at
    /// 1), whose threads read out of bounds in kernels without a bound check, such as a
    /// softmax with one block per row of an empty batch.
    pub empty: bool,
}

/// A planned launch: the holders, in kernel parameter order, and the configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchPlan {
    /// The kernel argument holders.
    pub args: Vec<KernelArg>,
    /// Grid, block, dynamic shared memory and launch attributes.
    pub config: LaunchConfig,
}

/// Why a packed call cannot become a launch. Every variant names the kernel.
#[derive(Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum LaunchError {
    /// The call has another number of arguments than kernel arguments plus launch values.
    #[error(
        "kernel `{kernel}`: expected {expected} arguments ({kernel_args} kernel arguments + {launch_values} launch values), got {got}"
    )]
    ArgumentCount {
        /// The kernel.
        kernel: String,
        /// Kernel arguments + launch values.
        expected: usize,
        /// Kernel arguments (`arg_types`).
        kernel_args: usize,
        /// Launch values (tags that take a value).
        launch_values: usize,
        /// Arguments passed.
        got: usize,
    },
    /// An argument type TVM cannot pass to a device function (bool, float16, vectors, …).
    #[error(
        "kernel `{kernel}` argument {index}: cannot handle {dtype} as device function argument"
    )]
    UnsupportedArgType {
        /// The kernel.
        kernel: String,
        /// The argument's position.
        index: usize,
        /// The argument's type, as TVM names it.
        dtype: String,
    },
    /// `arg_extra_tags` does not have one entry per argument, or an entry is unknown.
    #[error("kernel `{kernel}`: arg_extra_tags: {message}")]
    ExtraTags {
        /// The kernel.
        kernel: String,
        /// What is wrong.
        message: String,
    },
    /// A launch tag that is misplaced or not one TVM knows.
    #[error("kernel `{kernel}` launch tag {index} `{tag}`: {message}")]
    Tag {
        /// The kernel.
        kernel: String,
        /// The tag's position in `launch_param_tags`.
        index: usize,
        /// The tag.
        tag: String,
        /// What is wrong.
        message: String,
    },
    /// A TIRx kernel whose launch values are named by `cuda_launch_fields` (a `LaunchConfig`
    /// kernel) with a field that is not an extent modlink's launcher sets (a stream, a
    /// cooperative or programmatic launch, …): TIRx's runtime's handling of those is not read.
    #[error(
        "kernel `{kernel}` takes TIRx launch field `{field}` (FunctionInfo v2 fields [{}]), \
         which modlink's launcher does not read; it reads grid, block, cluster and \
         preferred_cluster .x/.y/.z and dynamic_smem_bytes",
        fields.join(", ")
    )]
    LaunchFields {
        /// The kernel.
        kernel: String,
        /// The first field not read.
        field: String,
        /// Its `cuda_launch_fields`.
        fields: Vec<String>,
    },
    /// A launch value that is negative or does not fit the driver's 32-bit field.
    #[error("kernel `{kernel}` launch value for `{tag}`: {value} is not in 0..={max}")]
    LaunchValue {
        /// The kernel.
        kernel: String,
        /// The tag the value belongs to.
        tag: String,
        /// The value passed.
        value: i64,
        /// The largest value the driver takes.
        max: u32,
    },
}

/// The launch tags read: the tag of each launch value in order, and the two flags.
struct Tags {
    valued: Vec<(LaunchTag, usize)>,
    programmatic: bool,
    cooperative: bool,
}

/// Reads the launch tags (TVM `LaunchParamConfig::Init`).
fn read_tags(info: &FunctionInfo) -> Result<Tags, LaunchError> {
    // A TIRx `LaunchConfig` kernel names its launch values by fields, one per value in call
    // order; the extents among them mean what the matching launch tags mean. The kernel attrs
    // are compile-time (already in the code) and need nothing here.
    if let Some(tirx) = info
        .tirx
        .as_ref()
        .filter(|t| !t.cuda_launch_fields.is_empty())
    {
        let mut valued = Vec::with_capacity(tirx.cuda_launch_fields.len());
        for (index, field) in tirx.cuda_launch_fields.iter().enumerate() {
            let tag =
                LaunchTag::from_launch_field(field).ok_or_else(|| LaunchError::LaunchFields {
                    kernel: info.name.clone(),
                    field: field.clone(),
                    fields: tirx.cuda_launch_fields.clone(),
                })?;
            valued.push((tag, index));
        }
        return Ok(Tags {
            valued,
            programmatic: false,
            cooperative: false,
        });
    }
    let tags = &info.launch_param_tags;
    let mut valued = Vec::with_capacity(tags.len());
    let (mut programmatic, mut cooperative) = (false, false);
    for (index, name) in tags.iter().enumerate() {
        let tag_error = |message: &str| LaunchError::Tag {
            kernel: info.name.clone(),
            index,
            tag: name.clone(),
            message: message.to_string(),
        };
        match LaunchTag::parse(name) {
            Some(LaunchTag::DynamicSharedMemory) if index + 1 != tags.len() => {
                return Err(tag_error(&format!(
                    "must be the last of the {} tags (its value is the last launch value)",
                    tags.len()
                )));
            }
            Some(LaunchTag::ProgrammaticDependentLaunch) => programmatic = true,
            Some(LaunchTag::CooperativeLaunch) => cooperative = true,
            Some(tag) => valued.push((tag, index)),
            None => {
                return Err(tag_error(
                    "not a launch tag (blockIdx/threadIdx/clusterCtaIdx/preferredClusterCtaIdx \
                     .x/.y/.z, or a tirx.use_* tag)",
                ));
            }
        }
    }
    Ok(Tags {
        valued,
        programmatic,
        cooperative,
    })
}

/// The holder of kernel argument `index` (spec §3.3).
fn holder(info: &FunctionInfo, index: usize, raw: &TVMFFIAny) -> Result<KernelArg, LaunchError> {
    let bits = raw.value_bits();
    let extra = info
        .arg_extra_tags
        .as_ref()
        .map_or(ARG_EXTRA_TAG_NONE, |tags| tags[index]);
    if extra == ARG_EXTRA_TAG_TENSOR_MAP {
        return Ok(KernelArg::TensorMap(bits as u64));
    }
    let dtype = info.arg_types[index];
    let refused = || LaunchError::UnsupportedArgType {
        kernel: info.name.clone(),
        index,
        dtype: dtype.to_string(),
    };
    if dtype.lanes != 1 {
        return Err(refused());
    }
    match (dtype.code, dtype.bits) {
        (type_code::OPAQUE_HANDLE, 64)
        | (type_code::INT | type_code::UINT, 64)
        | (type_code::FLOAT, 64) => Ok(KernelArg::InPlace(bits.to_le_bytes())),
        // C's (int32_t)/(uint32_t) conversion keeps the low 32 bits either way.
        (type_code::INT | type_code::UINT, 32) => {
            Ok(KernelArg::Narrowed((bits as u32).to_le_bytes()))
        }
        (type_code::FLOAT, 32) => {
            let value = f64::from_bits(bits as u64) as f32;
            Ok(KernelArg::Narrowed(value.to_le_bytes()))
        }
        _ => Err(refused()),
    }
}

/// What a kernel's FunctionInfo says about every launch of it, read once (TVM reads the tags
/// once too, in `LaunchParamConfig::Init`): which launch value sets which extent, the flags,
/// and the first argument whose type cannot be passed. A launch then only reads its values
/// ([`LaunchLayout::config`]), without re-reading the tags or allocating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchLayout {
    kernel_args: usize,
    /// The tag of each launch value in order, with its position in `launch_param_tags`.
    valued: Vec<(LaunchTag, usize)>,
    programmatic: bool,
    cooperative: bool,
    /// The first argument no holder can take (reported per call, after the count, as
    /// [`plan_launch`] always did).
    unsupported: Option<usize>,
}

impl LaunchLayout {
    /// Reads `info`'s argument tags and launch tags; errors name the kernel and the tag.
    pub fn new(info: &FunctionInfo) -> Result<LaunchLayout, LaunchError> {
        let kernel_args = info.arg_types.len();
        if let Some(extra) = &info.arg_extra_tags {
            if extra.len() != kernel_args {
                return Err(LaunchError::ExtraTags {
                    kernel: info.name.clone(),
                    message: format!(
                        "{} entries for {kernel_args} arguments (one per argument)",
                        extra.len()
                    ),
                });
            }
            if let Some((index, tag)) = extra
                .iter()
                .enumerate()
                .find(|(_, tag)| !matches!(**tag, ARG_EXTRA_TAG_NONE | ARG_EXTRA_TAG_TENSOR_MAP))
            {
                return Err(LaunchError::ExtraTags {
                    kernel: info.name.clone(),
                    message: format!(
                        "argument {index} has tag {tag} ({ARG_EXTRA_TAG_NONE} none and {ARG_EXTRA_TAG_TENSOR_MAP} TensorMap are known)"
                    ),
                });
            }
        }
        let Tags {
            valued,
            programmatic,
            cooperative,
        } = read_tags(info)?;
        // A holder's refusal depends on the type and tag only, never the value.
        let unsupported = (0..kernel_args).find(|&index| {
            holder(info, index, &TVMFFIAny::NONE)
                .is_err_and(|error| matches!(error, LaunchError::UnsupportedArgType { .. }))
        });
        Ok(LaunchLayout {
            kernel_args,
            valued,
            programmatic,
            cooperative,
            unsupported,
        })
    }

    /// The number of kernel arguments (`arg_types`) before the launch values.
    pub fn kernel_args(&self) -> usize {
        self.kernel_args
    }

    /// Whether the last launch value is the dynamic shared (OpenCL: `__local`) memory size.
    pub fn dynamic_shared(&self) -> bool {
        self.valued
            .last()
            .is_some_and(|(tag, _)| *tag == LaunchTag::DynamicSharedMemory)
    }

    /// The configuration of one launch of `info`'s kernel (the FunctionInfo this layout was
    /// read from) with the packed call's raw arguments: the count and the argument types are
    /// checked as [`plan_launch`] checks them, in the same order. Allocates nothing unless it
    /// fails.
    pub fn config(
        &self,
        info: &FunctionInfo,
        raw: &[TVMFFIAny],
    ) -> Result<LaunchConfig, LaunchError> {
        let expected = self.kernel_args + self.valued.len();
        if raw.len() != expected {
            return Err(LaunchError::ArgumentCount {
                kernel: info.name.clone(),
                expected,
                kernel_args: self.kernel_args,
                launch_values: self.valued.len(),
                got: raw.len(),
            });
        }
        if let Some(index) = self.unsupported {
            return Err(LaunchError::UnsupportedArgType {
                kernel: info.name.clone(),
                index,
                dtype: info.arg_types[index].to_string(),
            });
        }
        let mut config = LaunchConfig {
            grid: [1; 3],
            block: [1; 3],
            dynamic_shared_bytes: 0,
            cluster: None,
            preferred_cluster: None,
            programmatic_dependent_launch: self.programmatic,
            cooperative: self.cooperative,
            empty: false,
        };
        for ((tag, position), value) in self.valued.iter().zip(&raw[self.kernel_args..]) {
            let value = value.value_bits();
            let value = u32::try_from(value).map_err(|_| LaunchError::LaunchValue {
                kernel: info.name.clone(),
                tag: launch_value_name(info, *position),
                value,
                max: u32::MAX,
            })?;
            let dim = match *tag {
                LaunchTag::DynamicSharedMemory => {
                    config.dynamic_shared_bytes = value;
                    continue;
                }
                LaunchTag::BlockIdx(axis) => &mut config.grid[axis.index()],
                LaunchTag::ThreadIdx(axis) => &mut config.block[axis.index()],
                LaunchTag::ClusterCtaIdx(axis) => {
                    &mut config.cluster.get_or_insert([1; 3])[axis.index()]
                }
                LaunchTag::PreferredClusterCtaIdx(axis) => {
                    &mut config.preferred_cluster.get_or_insert([1; 3])[axis.index()]
                }
                // Flags carry no value; read_tags kept them out of this list.
                LaunchTag::ProgrammaticDependentLaunch | LaunchTag::CooperativeLaunch => continue,
            };
            // TVM keeps a dim at 1 when its value is 0 (spec §3.4) and launches one block; a
            // grid or block dim of 0 is an empty iteration space, so the launch is skipped.
            if value != 0 {
                *dim = value;
            } else if matches!(tag, LaunchTag::BlockIdx(_) | LaunchTag::ThreadIdx(_)) {
                config.empty = true;
            }
        }
        Ok(config)
    }
}

/// The name of launch value `position`: its TIRx launch field, else its launch tag.
fn launch_value_name(info: &FunctionInfo, position: usize) -> String {
    let names = match info.tirx.as_ref() {
        Some(tirx) if !tirx.cuda_launch_fields.is_empty() => &tirx.cuda_launch_fields,
        _ => &info.launch_param_tags,
    };
    names.get(position).cloned().unwrap_or_default()
}

/// Plans one launch of `info`'s kernel from the packed call's raw arguments: `k` kernel
/// arguments (`k = arg_types.len()`) followed by one launch value per tag that takes one.
/// A kernel launched many times reads its tags once with [`LaunchLayout`] instead.
pub fn plan_launch(info: &FunctionInfo, raw: &[TVMFFIAny]) -> Result<LaunchPlan, LaunchError> {
    let layout = LaunchLayout::new(info)?;
    let config = layout.config(info, raw)?;
    let args = raw[..layout.kernel_args]
        .iter()
        .enumerate()
        .map(|(index, value)| holder(info, index, value))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(LaunchPlan { args, config })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::abi::ffi::{AnyValue, type_index};
    use crate::abi::{DLDataType, TVMFFIAny};

    fn int(value: i64) -> TVMFFIAny {
        TVMFFIAny {
            type_index: type_index::INT,
            zero_padding: 0,
            value: AnyValue { v_int64: value },
        }
    }

    fn float(value: f64) -> TVMFFIAny {
        TVMFFIAny {
            type_index: type_index::FLOAT,
            zero_padding: 0,
            value: AnyValue { v_float64: value },
        }
    }

    fn kernel(arg_types: Vec<DLDataType>, tags: &[&str]) -> FunctionInfo {
        FunctionInfo {
            name: "k_kernel".to_string(),
            arg_extra_tags: Some(vec![0; arg_types.len()]),
            arg_types,
            launch_param_tags: tags.iter().map(|tag| tag.to_string()).collect(),
            tirx: None,
        }
    }

    #[test]
    fn narrowing_follows_c_conversions() {
        let info = kernel(
            vec![
                DLDataType::INT32,
                DLDataType::scalar(type_code::UINT, 32),
                DLDataType::FLOAT32,
                DLDataType::scalar(type_code::FLOAT, 64),
                DLDataType::INT64,
            ],
            &[],
        );
        let plan = plan_launch(
            &info,
            &[
                int(-2),
                int(0x1_0000_0005),
                float(2.5),
                float(-0.75),
                int(-1),
            ],
        )
        .unwrap();
        assert_eq!(
            plan.args,
            vec![
                // (int32_t)-2 = 0xfffffffe; (uint32_t)0x100000005 = 5.
                KernelArg::Narrowed([0xfe, 0xff, 0xff, 0xff]),
                KernelArg::Narrowed([5, 0, 0, 0]),
                // 2.5f = 0x40200000; -0.75 as f64 = 0xbfe8000000000000.
                KernelArg::Narrowed([0, 0, 0x20, 0x40]),
                KernelArg::InPlace([0, 0, 0, 0, 0, 0, 0xe8, 0xbf]),
                KernelArg::InPlace([0xff; 8]),
            ]
        );
    }

    #[test]
    fn tags_in_any_order_with_zero_clamped_and_dyn_smem_last() {
        let info = kernel(
            vec![],
            &[
                "threadIdx.y",
                "blockIdx.z",
                "threadIdx.x",
                "blockIdx.x",
                LaunchTag::CooperativeLaunch.name(),
                LaunchTag::DynamicSharedMemory.name(),
            ],
        );
        let plan = plan_launch(&info, &[int(16), int(3), int(8), int(0), int(65536)]).unwrap();
        assert_eq!(plan.config.grid, [1, 1, 3]);
        // blockIdx.x was 0: an empty launch.
        assert!(plan.config.empty);
        assert_eq!(plan.config.block, [8, 16, 1]);
        assert_eq!(plan.config.dynamic_shared_bytes, 65536);
        assert!(plan.config.cooperative);
        assert!(!plan.config.programmatic_dependent_launch);
        assert_eq!(plan.config.cluster, None);
        let plan = plan_launch(&info, &[int(16), int(3), int(8), int(2), int(0)]).unwrap();
        assert_eq!(plan.config.grid, [2, 1, 3]);
        // A dynamic shared memory size of 0 is no empty launch.
        assert!(!plan.config.empty);
    }

    #[test]
    fn a_layout_read_once_serves_calls_with_other_values_and_checks_each() {
        let info = kernel(
            vec![DLDataType::INT32],
            &[
                "blockIdx.x",
                "threadIdx.x",
                LaunchTag::DynamicSharedMemory.name(),
            ],
        );
        let layout = LaunchLayout::new(&info).unwrap();
        assert!(layout.dynamic_shared());
        assert_eq!(layout.kernel_args(), 1);
        let first = layout
            .config(&info, &[int(7), int(4), int(128), int(64)])
            .unwrap();
        assert_eq!((first.grid, first.block), ([4, 1, 1], [128, 1, 1]));
        assert_eq!(first.dynamic_shared_bytes, 64);
        let second = layout
            .config(&info, &[int(7), int(9), int(0), int(0)])
            .unwrap();
        assert_eq!((second.grid, second.block), ([9, 1, 1], [1, 1, 1]));
        assert!(matches!(
            layout.config(&info, &[int(7), int(4)]),
            Err(LaunchError::ArgumentCount {
                expected: 4,
                got: 2,
                ..
            })
        ));
        assert!(matches!(
            layout.config(&info, &[int(7), int(-1), int(1), int(0)]),
            Err(LaunchError::LaunchValue { ref tag, value: -1, .. }) if tag == "blockIdx.x"
        ));
        // A type no holder takes is reported at the call, after the count, as plan_launch does.
        let boolean = kernel(vec![DLDataType::scalar(type_code::UINT, 1)], &[]);
        let layout = LaunchLayout::new(&boolean).unwrap();
        assert!(matches!(
            layout.config(&boolean, &[]),
            Err(LaunchError::ArgumentCount { .. })
        ));
        assert!(matches!(
            layout.config(&boolean, &[int(1)]),
            Err(LaunchError::UnsupportedArgType { index: 0, .. })
        ));
    }

    #[test]
    fn cluster_dims_start_at_one() {
        let info = kernel(vec![], &["clusterCtaIdx.y", "preferredClusterCtaIdx.x"]);
        let plan = plan_launch(&info, &[int(2), int(0)]).unwrap();
        assert_eq!(plan.config.cluster, Some([1, 2, 1]));
        assert_eq!(plan.config.preferred_cluster, Some([1, 1, 1]));
    }

    #[test]
    fn tensor_map_passes_the_pointer_itself() {
        let mut info = kernel(vec![DLDataType::HANDLE], &[]);
        info.arg_extra_tags = Some(vec![ARG_EXTRA_TAG_TENSOR_MAP]);
        let plan = plan_launch(&info, &[int(0x7f00_1234_5000)]).unwrap();
        assert_eq!(plan.args, vec![KernelArg::TensorMap(0x7f00_1234_5000)]);
    }

    #[test]
    fn misuse_is_typed_and_names_the_kernel() {
        let info = kernel(vec![DLDataType::HANDLE], &["blockIdx.x"]);
        let error = plan_launch(&info, &[int(1)]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "kernel `k_kernel`: expected 2 arguments (1 kernel arguments + 1 launch values), got 1"
        );
        let info = kernel(vec![DLDataType::scalar(type_code::FLOAT, 16)], &[]);
        assert_eq!(
            plan_launch(&info, &[float(1.0)]).unwrap_err().to_string(),
            "kernel `k_kernel` argument 0: cannot handle float16 as device function argument"
        );
        let vector = DLDataType {
            code: type_code::FLOAT,
            bits: 32,
            lanes: 4,
        };
        for refused in [DLDataType::BOOL, vector, DLDataType::UINT8] {
            let info = kernel(vec![refused], &[]);
            assert!(matches!(
                plan_launch(&info, &[int(1)]),
                Err(LaunchError::UnsupportedArgType { index: 0, .. })
            ));
        }
        let info = kernel(
            vec![],
            &[LaunchTag::DynamicSharedMemory.name(), "blockIdx.x"],
        );
        assert!(matches!(
            plan_launch(&info, &[int(1), int(1)]),
            Err(LaunchError::Tag { index: 0, .. })
        ));
        let info = kernel(vec![], &["warpIdx.x"]);
        assert!(matches!(
            plan_launch(&info, &[int(1)]),
            Err(LaunchError::Tag { index: 0, .. })
        ));
        let info = kernel(vec![], &["blockIdx.x"]);
        assert_eq!(
            plan_launch(&info, &[int(-1)]).unwrap_err().to_string(),
            "kernel `k_kernel` launch value for `blockIdx.x`: -1 is not in 0..=4294967295"
        );
        let mut info = kernel(vec![DLDataType::HANDLE], &[]);
        info.arg_extra_tags = Some(vec![]);
        assert!(matches!(
            plan_launch(&info, &[int(1)]),
            Err(LaunchError::ExtraTags { .. })
        ));
        info.arg_extra_tags = Some(vec![2]);
        assert!(matches!(
            plan_launch(&info, &[int(1)]),
            Err(LaunchError::ExtraTags { .. })
        ));
    }
}
