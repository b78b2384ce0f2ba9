//! Kernel arguments and the launch range: what [`Kernel::launch`](super::Kernel::launch) takes,
//! and how a FunctionInfo's `arg_types` turn a packed call's values into arguments (TVM's
//! `OpenCLModuleNode::GetFunction`: a `handle` is a `cl_mem`, every other type is passed at its
//! own width).

use super::buffer::Buffer;
use super::error::OpenClError;
use crate::abi::DLDataType;
use crate::abi::dtype::type_code;
use crate::abi::element::DType;
use crate::abi::launch::LaunchTag;
use crate::module::FunctionInfo;
use crate::runtime::device::launch::LaunchConfig;

/// A scalar kernel argument, passed by value at its own width.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ScalarValue {
    /// `int`.
    I32(i32),
    /// `uint`.
    U32(u32),
    /// `long`.
    I64(i64),
    /// `ulong`.
    U64(u64),
    /// `float`.
    F32(f32),
    /// `double`.
    F64(f64),
}

impl ScalarValue {
    /// The bytes `clSetKernelArg` receives (native byte order).
    pub fn bytes(&self) -> Vec<u8> {
        match self {
            ScalarValue::I32(value) => value.to_ne_bytes().to_vec(),
            ScalarValue::U32(value) => value.to_ne_bytes().to_vec(),
            ScalarValue::I64(value) => value.to_ne_bytes().to_vec(),
            ScalarValue::U64(value) => value.to_ne_bytes().to_vec(),
            ScalarValue::F32(value) => value.to_ne_bytes().to_vec(),
            ScalarValue::F64(value) => value.to_ne_bytes().to_vec(),
        }
    }

    /// Its `.kir` dtype (`i32`, `f64`, …), for messages.
    pub fn dtype(&self) -> DType {
        match self {
            ScalarValue::I32(_) => DType::I32,
            ScalarValue::U32(_) => DType::U32,
            ScalarValue::I64(_) => DType::I64,
            ScalarValue::U64(_) => DType::U64,
            ScalarValue::F32(_) => DType::F32,
            ScalarValue::F64(_) => DType::F64,
        }
    }
}

/// One kernel argument.
#[derive(Clone, Copy, Debug)]
pub enum KernelArgument<'a> {
    /// A buffer for a `__global` (or `__constant`) pointer; a zero-size buffer passes NULL.
    Buffer(&'a Buffer),
    /// NULL for a `__global` pointer.
    NullBuffer,
    /// `__local` memory of this many bytes for a `__local` pointer (`clSetKernelArg(kernel, i,
    /// bytes, NULL)`): a dynamic `shared` array.
    Local(usize),
    /// A value.
    Scalar(ScalarValue),
}

/// A launch's extent: `grid` work-groups of `block` work-items per dimension (CUDA's blocks and
/// threads): the global work size is `grid × block`, the local work size `block`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NdRange {
    /// Work-groups per dimension (x, y, z).
    pub grid: [usize; 3],
    /// Work-items per work-group per dimension (x, y, z).
    pub block: [usize; 3],
}

impl NdRange {
    /// The range of a planned launch (TVM's launch tags read by
    /// [`plan_launch`](crate::runtime::device::plan_launch)).
    pub fn from_config(config: &LaunchConfig) -> NdRange {
        NdRange {
            grid: config.grid.map(|extent| extent as usize),
            block: config.block.map(|extent| extent as usize),
        }
    }

    /// The global work size, `grid × block` per dimension; `None` on overflow.
    pub fn global(&self) -> Option<[usize; 3]> {
        let mut global = [0usize; 3];
        for (dimension, size) in global.iter_mut().enumerate() {
            *size = self.grid[dimension].checked_mul(self.block[dimension])?;
        }
        Some(global)
    }
}

/// A value of a packed call, as the kernel's FunctionInfo receives it.
#[derive(Clone, Copy, Debug)]
pub enum ArgValue<'a> {
    /// A tensor's storage.
    Buffer(&'a Buffer),
    /// A NULL pointer (an empty tensor's data).
    Null,
    /// An integer (`Int`; also what a `bool` is passed as).
    Int(i64),
    /// A float (`Float`, an f64 that narrows to `float`).
    Float(f64),
}

/// The kernel arguments of one call of `info`'s kernel: `values` per `arg_types` entry, each at
/// the width its dtype says (a `handle` takes a buffer, `int32`/`uint32` the low 32 bits of an
/// integer, `float32` a float narrowed to single precision), then, when the kernel has the
/// `tirx.use_dyn_shared_memory` tag, its `__local` argument of `dynamic_shared_bytes`. A count
/// or type that FunctionInfo does not allow is an error naming the kernel and the argument.
pub fn kernel_arguments<'a>(
    info: &FunctionInfo,
    values: &[ArgValue<'a>],
    dynamic_shared_bytes: usize,
) -> Result<Vec<KernelArgument<'a>>, OpenClError> {
    let local = info
        .launch_param_tags
        .iter()
        .any(|tag| LaunchTag::parse(tag) == Some(LaunchTag::DynamicSharedMemory))
        .then_some(dynamic_shared_bytes);
    let mut arguments = Vec::with_capacity(values.len() + 1);
    push_kernel_arguments(info, values, local, &mut arguments)?;
    Ok(arguments)
}

/// [`kernel_arguments`] appended to `arguments` (a caller's reused or stack list), with the
/// `__local` argument's size given (`Some`) when the kernel has the dynamic shared memory tag,
/// as a caller that read the tags once knows. On an error, what was appended is the caller's
/// to discard.
pub fn push_kernel_arguments<'a>(
    info: &FunctionInfo,
    values: &[ArgValue<'a>],
    local: Option<usize>,
    arguments: &mut impl Extend<KernelArgument<'a>>,
) -> Result<(), OpenClError> {
    if values.len() != info.arg_types.len() {
        return Err(OpenClError::ArgumentCount {
            kernel: info.name.clone(),
            expected: info.arg_types.len(),
            got: values.len(),
        });
    }
    for (index, (dtype, value)) in info.arg_types.iter().zip(values).enumerate() {
        arguments.extend(std::iter::once(argument(info, index, *dtype, value)?));
    }
    if let Some(bytes) = local {
        arguments.extend(std::iter::once(KernelArgument::Local(bytes)));
    }
    Ok(())
}

/// Argument `index` of `info`'s kernel, of type `dtype`, from `value`.
fn argument<'a>(
    info: &FunctionInfo,
    index: usize,
    dtype: DLDataType,
    value: &ArgValue<'a>,
) -> Result<KernelArgument<'a>, OpenClError> {
    {
        let wrong = |message: String| OpenClError::Argument {
            kernel: info.name.clone(),
            index,
            name: String::new(),
            message,
        };
        if dtype.lanes != 1 {
            return Err(wrong(format!(
                "cannot handle {dtype} as device function argument"
            )));
        }
        let argument = match ((dtype.code, dtype.bits), value) {
            ((type_code::OPAQUE_HANDLE, 64), ArgValue::Buffer(buffer)) => {
                KernelArgument::Buffer(buffer)
            }
            ((type_code::OPAQUE_HANDLE, 64), ArgValue::Null) => KernelArgument::NullBuffer,
            // C's (int32_t)/(uint32_t) conversion keeps the low 32 bits either way.
            ((type_code::INT, 32), ArgValue::Int(value)) => {
                KernelArgument::Scalar(ScalarValue::I32(*value as i32))
            }
            ((type_code::UINT, 32), ArgValue::Int(value)) => {
                KernelArgument::Scalar(ScalarValue::U32(*value as u32))
            }
            ((type_code::INT, 64), ArgValue::Int(value)) => {
                KernelArgument::Scalar(ScalarValue::I64(*value))
            }
            ((type_code::UINT, 64), ArgValue::Int(value)) => {
                KernelArgument::Scalar(ScalarValue::U64(*value as u64))
            }
            ((type_code::FLOAT, 32), ArgValue::Float(value)) => {
                KernelArgument::Scalar(ScalarValue::F32(*value as f32))
            }
            ((type_code::FLOAT, 64), ArgValue::Float(value)) => {
                KernelArgument::Scalar(ScalarValue::F64(*value))
            }
            ((type_code::OPAQUE_HANDLE, 64), other) => {
                return Err(wrong(format!(
                    "expects a buffer (handle), got {}",
                    describe(other)
                )));
            }
            ((type_code::INT | type_code::UINT, 32 | 64), other) => {
                return Err(wrong(format!(
                    "expects an integer ({dtype}), got {}",
                    describe(other)
                )));
            }
            ((type_code::FLOAT, 32 | 64), other) => {
                return Err(wrong(format!(
                    "expects a float ({dtype}), got {}",
                    describe(other)
                )));
            }
            _ => {
                return Err(wrong(format!(
                    "cannot handle {dtype} as device function argument"
                )));
            }
        };
        Ok(argument)
    }
}

fn describe(value: &ArgValue<'_>) -> &'static str {
    match value {
        ArgValue::Buffer(_) => "a buffer",
        ArgValue::Null => "a NULL pointer",
        ArgValue::Int(_) => "an integer",
        ArgValue::Float(_) => "a float",
    }
}
