//! A builder for Relax VM executables, for compiler backends that emit one (TVM's
//! `ExecBuilder`, in Rust): declare functions, emit `Call`/`Ret`/`Goto`/`If` into bytecode
//! functions, add constants, and [`ExecutableBuilder::finish`] into a [`VmExecutable`] that
//! TVM 0.27's loader and VM accept (`shared/spec/relax-vm.md` §8).
//!
//! ```
//! use modlink::module::relax_builder::{Arg, ExecutableBuilder};
//!
//! let mut builder = ExecutableBuilder::new();
//! let mut main = builder.begin_function("main", &["x"]).unwrap();
//! let copy = main.declare_packed("vm.builtin.copy").unwrap();
//! let y = main.new_register();
//! main.call(copy, &[Arg::Reg(main.param(0).unwrap())], Some(y)).unwrap();
//! main.ret(y).unwrap();
//! main.end().unwrap();
//! let exe = builder.finish().unwrap();
//! assert_eq!(exe.functions.len(), 2);
//! ```
//!
//! What the builder guarantees on success: every bytecode function declared was defined, ends in
//! `Ret` or `Goto`, jumps land inside its own body (`If` false offsets > 1, no `Goto 0`), every
//! register is below the function's register file size, every constant and function index is
//! in range, immediates fit TVM's 56-bit argument encoding, and names are unique.

use super::DLDataType;
use super::relax::{
    ARG_VALUE_MAX, Constant, ConstantTensor, ExecutableMagic, InstrArg, VM_VERSION, VmExecutable,
    VmFunction, VmFunctionKind,
};
use crate::abi::DLDevice;
use bytes::Bytes;
use std::collections::HashMap;
use thiserror::Error;

mod emitter;

pub use emitter::FunctionEmitter;

/// Why an executable could not be built. Every variant names the function and, where there is
/// one, the instruction (its index inside the function).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BuildError {
    /// A function name is declared twice with different kinds, or defined twice.
    #[error("function `{function}`: {message}")]
    Function {
        /// The function.
        function: String,
        /// What is wrong.
        message: String,
    },
    /// An instruction is invalid.
    #[error("function `{function}`, instruction {instruction}: {message}")]
    Instruction {
        /// The function being emitted.
        function: String,
        /// Index of the instruction inside the function.
        instruction: usize,
        /// What is wrong.
        message: String,
    },
    /// A constant is invalid (e.g. tensor bytes that do not match its shape and dtype).
    #[error("constant: {0}")]
    Constant(String),
    /// The finished executable fails the reader's own check ([`VmExecutable::verify`]), e.g. a
    /// call to a bytecode function with the wrong number of arguments.
    #[error("the finished executable does not verify: {0}")]
    Verify(#[from] super::relax_verify::VerifyError),
}

/// A register of the function being emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg(pub i64);

/// An index into the function table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FuncId(pub usize);

/// An index into the constant pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConstId(pub usize);

/// A jump target inside the function being emitted; bind it with [`FunctionEmitter::bind`]
/// before or after the jumps that use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(usize);

/// A call argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// The value of a register.
    Reg(Reg),
    /// An integer immediate (at most ±(2^55 − 1)).
    Imm(i64),
    /// A constant-pool entry.
    Const(ConstId),
    /// A function of the table, passed as a closure.
    Func(FuncId),
    /// `%vm`: the VM context (the first argument of `alloc_storage`, `alloc_shape_heap`).
    Vm,
    /// `%void`: None.
    Void,
}

impl From<Reg> for Arg {
    fn from(reg: Reg) -> Arg {
        Arg::Reg(reg)
    }
}

impl From<ConstId> for Arg {
    fn from(id: ConstId) -> Arg {
        Arg::Const(id)
    }
}

impl From<FuncId> for Arg {
    fn from(id: FuncId) -> Arg {
        Arg::Func(id)
    }
}

/// Structural identity of a constant, for deduplication as TVM's `ConvertConstant_` does
/// (floats by their bits, so `-0.0` and `0.0` stay two constants).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum ConstantKey {
    Tensor(i32, i32, (u8, u8, u16), Vec<i64>, Bytes),
    Shape(Vec<i64>),
    Str(String),
    Int(i64),
    Float(u64),
    DataType((u8, u8, u16)),
}

fn dtype_key(dtype: DLDataType) -> (u8, u8, u16) {
    (dtype.code, dtype.bits, dtype.lanes)
}

fn constant_key(constant: &Constant) -> ConstantKey {
    match constant {
        Constant::Tensor(t) => ConstantKey::Tensor(
            t.device_type,
            t.device_id,
            dtype_key(t.dtype),
            t.shape.clone(),
            t.data.clone(),
        ),
        Constant::Shape(dims) => ConstantKey::Shape(dims.clone()),
        Constant::Str(s) => ConstantKey::Str(s.clone()),
        Constant::Int(v) => ConstantKey::Int(*v),
        Constant::Float(v) => ConstantKey::Float(v.to_bits()),
        Constant::DataType(d) => ConstantKey::DataType(dtype_key(*d)),
    }
}

/// The bytes a tensor of `shape` and `dtype` holds (`prod(shape) * ceil(bits / 8)`, lanes not
/// counted, as TVM's `Tensor::Load` checks), or `None` on a negative dim or overflow.
pub fn tensor_nbytes(dtype: DLDataType, shape: &[i64]) -> Option<u64> {
    shape
        .iter()
        .try_fold(u64::from(dtype.bits).div_ceil(8), |acc, &d| {
            u64::try_from(d).ok().and_then(|d| acc.checked_mul(d))
        })
}

/// Builds a [`VmExecutable`]: the function table, the constant pool and the code stream.
#[derive(Clone, Debug, Default)]
pub struct ExecutableBuilder {
    functions: Vec<VmFunction>,
    by_name: HashMap<String, usize>,
    defined: Vec<bool>,
    constants: Vec<Constant>,
    constant_index: HashMap<ConstantKey, usize>,
    instr_offsets: Vec<i64>,
    instr_data: Vec<i64>,
}

impl ExecutableBuilder {
    /// An empty executable.
    pub fn new() -> ExecutableBuilder {
        ExecutableBuilder::default()
    }

    fn declare(&mut self, name: &str, kind: VmFunctionKind) -> Result<FuncId, BuildError> {
        if let Some(&index) = self.by_name.get(name) {
            let existing = self.functions[index].kind;
            if existing != kind {
                return Err(BuildError::Function {
                    function: name.to_string(),
                    message: format!("declared as {existing:?} and as {kind:?}"),
                });
            }
            return Ok(FuncId(index));
        }
        let index = self.functions.len();
        self.functions.push(VmFunction {
            kind,
            name: name.to_string(),
            // What TVM's ExecBuilder writes for a packed entry; bytecode ones are filled in
            // when the function is emitted.
            start_instr: 0,
            end_instr: 0,
            num_args: if kind == VmFunctionKind::Packed {
                -2
            } else {
                0
            },
            register_file_size: 0,
            param_names: Vec::new(),
        });
        self.defined.push(kind == VmFunctionKind::Packed);
        self.by_name.insert(name.to_string(), index);
        Ok(FuncId(index))
    }

    /// Declares (once; later calls return the same index) a packed function, resolved by name
    /// when the VM starts: a `_lib` kernel or a global such as `vm.builtin.alloc_storage`. An
    /// error if the name is a bytecode function.
    pub fn declare_packed(&mut self, name: &str) -> Result<FuncId, BuildError> {
        self.declare(name, VmFunctionKind::Packed)
    }

    /// Declares a bytecode function so that it can be called (or passed) before its body is
    /// emitted. Its body must be emitted with [`ExecutableBuilder::begin_function`] before
    /// [`ExecutableBuilder::finish`].
    pub fn declare_function(&mut self, name: &str) -> Result<FuncId, BuildError> {
        self.declare(name, VmFunctionKind::Bytecode)
    }

    /// Starts the body of bytecode function `name` with these parameter names (parameter `i`
    /// arrives in register `i`).
    pub fn begin_function(
        &mut self,
        name: &str,
        params: &[&str],
    ) -> Result<FunctionEmitter<'_>, BuildError> {
        let id = self.declare_function(name)?;
        if self.defined[id.0] {
            return Err(BuildError::Function {
                function: name.to_string(),
                message: "its body is emitted twice".into(),
            });
        }
        let start = self.instr_offsets.len();
        Ok(FunctionEmitter {
            builder: self,
            function: id,
            name: name.to_string(),
            params: params.iter().map(|p| p.to_string()).collect(),
            start,
            registers: params.len() as i64,
            labels: Vec::new(),
            fixups: Vec::new(),
        })
    }

    /// Adds a constant (deduplicated by structural equality) and returns its index.
    pub fn add_constant(&mut self, constant: Constant) -> Result<ConstId, BuildError> {
        if let Constant::Tensor(t) = &constant {
            let expected = tensor_nbytes(t.dtype, &t.shape).ok_or_else(|| {
                BuildError::Constant(format!(
                    "tensor shape {:?} is negative or too large",
                    t.shape
                ))
            })?;
            if expected != t.data.len() as u64 {
                return Err(BuildError::Constant(format!(
                    "tensor of shape {:?} and {} bits needs {expected} bytes, got {}",
                    t.shape,
                    t.dtype.bits,
                    t.data.len()
                )));
            }
        }
        let key = constant_key(&constant);
        if let Some(&index) = self.constant_index.get(&key) {
            return Ok(ConstId(index));
        }
        let index = self.constants.len();
        self.constants.push(constant);
        self.constant_index.insert(key, index);
        Ok(ConstId(index))
    }

    /// A CPU tensor constant of `dtype` and `shape` with these row-major little-endian bytes.
    pub fn tensor(
        &mut self,
        dtype: DLDataType,
        shape: &[i64],
        data: impl Into<Bytes>,
    ) -> Result<ConstId, BuildError> {
        self.add_constant(Constant::Tensor(ConstantTensor {
            device_type: DLDevice::CPU.device_type,
            device_id: 0,
            dtype,
            shape: shape.to_vec(),
            data: data.into(),
        }))
    }

    /// A float32 tensor constant.
    pub fn tensor_f32(&mut self, shape: &[i64], values: &[f32]) -> Result<ConstId, BuildError> {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.tensor(dtype::FLOAT32, shape, data)
    }

    /// A shape constant.
    pub fn shape(&mut self, dims: &[i64]) -> ConstId {
        self.add_infallible(Constant::Shape(dims.to_vec()))
    }

    /// A string constant.
    pub fn string(&mut self, text: &str) -> ConstId {
        self.add_infallible(Constant::Str(text.to_string()))
    }

    /// A data-type constant.
    pub fn dtype(&mut self, dtype: DLDataType) -> ConstId {
        self.add_infallible(Constant::DataType(dtype))
    }

    /// A float constant.
    pub fn float(&mut self, value: f64) -> ConstId {
        self.add_infallible(Constant::Float(value))
    }

    /// An integer argument as TVM's compiler emits it: an immediate when it fits the 56-bit
    /// argument encoding, else an Int constant.
    pub fn int(&mut self, value: i64) -> Arg {
        if (-ARG_VALUE_MAX..=ARG_VALUE_MAX).contains(&value) {
            Arg::Imm(value)
        } else {
            Arg::Const(self.add_infallible(Constant::Int(value)))
        }
    }

    fn add_infallible(&mut self, constant: Constant) -> ConstId {
        let key = constant_key(&constant);
        if let Some(&index) = self.constant_index.get(&key) {
            return ConstId(index);
        }
        let index = self.constants.len();
        self.constants.push(constant);
        self.constant_index.insert(key, index);
        ConstId(index)
    }

    /// The index of function `name`, if declared.
    pub fn function(&self, name: &str) -> Option<FuncId> {
        self.by_name.get(name).map(|&i| FuncId(i))
    }

    /// Checks the whole executable and returns it (V2 magic, version `"0.14"`, no memory
    /// scopes: the form TVM 0.23–0.27 write).
    pub fn finish(self) -> Result<VmExecutable, BuildError> {
        let mut seen = HashMap::new();
        for (index, function) in self.functions.iter().enumerate() {
            if let Some(first) = seen.insert(function.name.as_str(), index) {
                return Err(BuildError::Function {
                    function: function.name.clone(),
                    message: format!(
                        "entries {first} and {index} of the function table share the name"
                    ),
                });
            }
            if !self.defined[index] {
                return Err(BuildError::Function {
                    function: function.name.clone(),
                    message: "declared as a bytecode function but its body was never emitted"
                        .into(),
                });
            }
        }
        let exe = VmExecutable {
            magic: ExecutableMagic::V2,
            version: VM_VERSION.to_string(),
            functions: self.functions,
            memory_scopes: Vec::new(),
            constants: self.constants,
            instr_offsets: self.instr_offsets,
            instr_data: self.instr_data,
            trailing: Bytes::new(),
        };
        check_indices(&exe)?;
        exe.verify()?;
        Ok(exe)
    }
}

/// Function and constant indices of every call, checked once the tables are complete.
fn check_indices(exe: &VmExecutable) -> Result<(), BuildError> {
    for function in exe
        .functions
        .iter()
        .filter(|f| f.kind == VmFunctionKind::Bytecode)
    {
        for index in function.start_instr..function.end_instr {
            let at = (index - function.start_instr) as usize;
            let error = |message: String| BuildError::Instruction {
                function: function.name.clone(),
                instruction: at,
                message,
            };
            let instruction = exe
                .instruction(index as usize)
                .map_err(|e| error(e.to_string()))?;
            if let super::relax::Instruction::Call { func_idx, args, .. } = instruction {
                if func_idx < 0 || func_idx as usize >= exe.functions.len() {
                    return Err(error(format!("calls function index {func_idx}")));
                }
                for arg in args {
                    match arg {
                        InstrArg::ConstIdx(c) if c < 0 || c as usize >= exe.constants.len() => {
                            return Err(error(format!("constant index {c} is out of range")));
                        }
                        InstrArg::FuncIdx(f) if f < 0 || f as usize >= exe.functions.len() => {
                            return Err(error(format!("function index {f} is out of range")));
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    Ok(())
}

/// Data types as [`DLDataType`] values.
pub mod dtype {
    use super::DLDataType;

    /// `float32`.
    pub const FLOAT32: DLDataType = DLDataType::FLOAT32;
    /// `int64`.
    pub const INT64: DLDataType = DLDataType::INT64;
    /// `uint8` (the dtype hint of `alloc_storage`).
    pub const UINT8: DLDataType = DLDataType::UINT8;
    /// `bool`.
    pub const BOOL: DLDataType = DLDataType::BOOL;
}
