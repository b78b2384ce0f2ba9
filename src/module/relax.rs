//! The Relax VM executable (`relax.VMExecutable`, TVM 0.20+; `relax.Executable` before): the
//! bytecode, function table and constant pool a model library's root module holds
//! (`shared/spec/relax-vm.md` §2–3).
//!
//! These are the decoded values only. The byte encoding lives in [`crate::blob`] (reader and
//! writer halves); running it lives in the runtime's VM. Nothing here trusts an index: the
//! instruction stream is kept as TVM stores it (offsets + words) so that a payload is written back
//! byte for byte, and [`VmExecutable::instruction`] decodes one instruction with every field
//! checked against the stream.

use super::DLDataType;
use bytes::Bytes;
use thiserror::Error;

/// The builtins of [`VM_BUILTINS`] that call or name other entries of the VM's function table
/// (closures, `call_tir_dyn`): the bytecode interpreter runs them; compiled-mode host code,
/// which passes no function table modlink can read, cannot look them up.
pub const FUNCTION_TABLE_BUILTINS: &[&str] = &[
    "vm.builtin.make_closure",
    "vm.builtin.invoke_closure",
    "vm.builtin.call_tir_dyn",
];

/// The `vm.builtin.*` functions modlink's VM implements natively: an executable calling any
/// other packed name must find it in `_lib` (see `modlink inspect`).
pub const VM_BUILTINS: &[&str] = &[
    "vm.builtin.alloc_storage",
    "vm.builtin.alloc_tensor",
    "vm.builtin.null_value",
    "vm.builtin.check_tensor_info",
    "vm.builtin.match_shape",
    "vm.builtin.alloc_shape_heap",
    "vm.builtin.make_shape",
    "vm.builtin.make_prim_value",
    "vm.builtin.reshape",
    "vm.builtin.copy",
    "vm.builtin.read_if_cond",
    "vm.builtin.make_tuple",
    "vm.builtin.tuple_getitem",
    "vm.builtin.check_shape_info",
    "vm.builtin.check_tuple_info",
    "vm.builtin.check_prim_value_info",
    "vm.builtin.shape_of",
    "vm.builtin.match_prim_value",
    "vm.builtin.tensor_to_shape",
    "vm.builtin.check_func_info",
    "vm.builtin.make_closure",
    "vm.builtin.invoke_closure",
    "vm.builtin.call_tir_dyn",
    "vm.builtin.to_device",
];

/// Kind of the Relax executable in TVM 0.20 and later.
pub const KIND_VM_EXECUTABLE: &str = "relax.VMExecutable";
/// Kind of the Relax executable up to TVM 0.19.
pub const KIND_VM_EXECUTABLE_OLD: &str = "relax.Executable";
/// Kind of TVM's constant-loader module (`const_loader_module.cc`).
pub const KIND_CONST_LOADER: &str = "const_loader";

/// The payload magic TVM 0.23+ writes (with a memory-scope section).
pub const MAGIC_V2: u64 = 0xD225_DE2F_4214_151E;
/// The payload magic up to TVM 0.22 (no memory-scope section); still read by TVM 0.27.
pub const MAGIC_V1: u64 = 0xD225_DE2F_4214_151D;
/// The only version string TVM's loader accepts (`VM_VERSION`).
pub const VM_VERSION: &str = "0.14";
/// `kTVMTensorMagic`, in front of every serialized tensor.
pub const TENSOR_MAGIC: u64 = 0xDD5E_40F0_96B4_A13F;

/// First special register number (`kBeginSpecialReg = 1 << 54`).
pub const BEGIN_SPECIAL_REG: i64 = 1 << 54;
/// `%void`: reads as None; as a destination it discards the result.
pub const VOID_REGISTER: i64 = BEGIN_SPECIAL_REG;
/// `%vm`: reads as the VM context.
pub const VM_REGISTER: i64 = BEGIN_SPECIAL_REG + 1;
/// Largest magnitude an argument value may have (`kValueMaxLimit = 2^55 - 1`).
pub const ARG_VALUE_MAX: i64 = (1 << 55) - 1;

/// Opcodes (`include/tvm/runtime/vm/bytecode.h`).
pub mod opcode {
    /// `1, dst, func_idx, num_args, arg…`
    pub const CALL: i64 = 1;
    /// `2, result_reg`
    pub const RET: i64 = 2;
    /// `3, pc_offset`
    pub const GOTO: i64 = 3;
    /// `4, cond_reg, false_offset`
    pub const IF: i64 = 4;
}

/// Which payload magic an executable carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExecutableMagic {
    /// `…151D`: no memory-scope section (TVM ≤ 0.22).
    V1,
    /// `…151E`: with the memory-scope section (TVM 0.23+).
    V2,
}

/// Which constant-tag table the constant pool uses. The tags changed between TVM releases
/// under the same version string, so this follows from the blob's layout and symbol, never from
/// the payload (spec §2, "History"; `ConstantTags::for_symbol`, defined with the blob layouts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstantTags {
    /// TVM 0.16–0.20: 0 Tensor, 1 DataType, 2 Shape, 3 Str, 4 Int, 5 Float.
    Tvm016,
    /// TVM 0.21: 72 Tensor, 71 Shape, 65 Str, 1 Int, 3 Float, 5 DataType.
    Tvm021,
    /// TVM 0.22 and later: 70 Tensor, 69 Shape, 65 Str, 1 Int, 3 Float, 5 DataType.
    Tvm022,
}

/// What a function-table entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VmFunctionKind {
    /// 0: a packed function resolved by name (a `_lib` kernel or a `vm.builtin.*` global).
    Packed,
    /// 1: a bytecode function.
    Bytecode,
    /// 2: a compiled (`exec_mode="compiled"`) function: its host code `__vmtir__<name>` runs it.
    Tir,
    /// Any other kind number, kept so the payload is written back unchanged.
    Unknown(i32),
}

impl VmFunctionKind {
    /// The kind as TVM stores it.
    pub fn code(self) -> i32 {
        match self {
            VmFunctionKind::Packed => 0,
            VmFunctionKind::Bytecode => 1,
            VmFunctionKind::Tir => 2,
            VmFunctionKind::Unknown(code) => code,
        }
    }

    /// The kind for a stored number.
    pub fn from_code(code: i32) -> VmFunctionKind {
        match code {
            0 => VmFunctionKind::Packed,
            1 => VmFunctionKind::Bytecode,
            2 => VmFunctionKind::Tir,
            other => VmFunctionKind::Unknown(other),
        }
    }
}

/// One entry of the function table (`VMFuncInfo`).
#[derive(Clone, Debug, PartialEq)]
pub struct VmFunction {
    /// What the entry is.
    pub kind: VmFunctionKind,
    /// Its name: a kernel or builtin name for packed entries.
    pub name: String,
    /// First instruction (index, not word offset) of a bytecode function.
    pub start_instr: i64,
    /// One past its last instruction.
    pub end_instr: i64,
    /// Number of parameters (TVM writes −2 for packed entries).
    pub num_args: i64,
    /// Number of registers of a frame.
    pub register_file_size: i64,
    /// The Relax parameter names.
    pub param_names: Vec<String>,
}

/// A tensor constant (`SaveDLTensor` layout).
#[derive(Clone, Debug, PartialEq)]
pub struct ConstantTensor {
    /// DLPack device type as stored (1 = CPU).
    pub device_type: i32,
    /// Device id as stored.
    pub device_id: i32,
    /// Element type.
    pub dtype: DLDataType,
    /// Shape.
    pub shape: Vec<i64>,
    /// Row-major, little-endian element bytes (not aligned: copy before handing to a kernel).
    pub data: Bytes,
}

impl ConstantTensor {
    /// The data length TVM requires for `shape` of `dtype`: the element count times
    /// `ceil(bits / 8)` (lanes are not counted, as in TVM's `Tensor::Load`); `None` for a
    /// negative dimension or an overflow.
    pub fn data_len_for(dtype: DLDataType, shape: &[i64]) -> Option<i64> {
        let elements =
            shape.iter().try_fold(
                1i64,
                |acc, &dim| {
                    if dim < 0 { None } else { acc.checked_mul(dim) }
                },
            )?;
        elements.checked_mul((i64::from(dtype.bits) + 7) / 8)
    }
}

/// One constant-pool entry.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    /// A tensor (the weights).
    Tensor(ConstantTensor),
    /// A shape.
    Shape(Vec<i64>),
    /// A string (`"global"`, error contexts).
    Str(String),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A data type.
    DataType(DLDataType),
}

/// A decoded instruction argument (`Instruction::Arg`: kind in the top 8 bits, a sign-extended
/// 56-bit value below).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InstrArg {
    /// 0: a register (including [`VOID_REGISTER`] and [`VM_REGISTER`]).
    Register(i64),
    /// 1: an immediate integer.
    Immediate(i64),
    /// 2: an index into the constant pool.
    ConstIdx(i64),
    /// 3: an index into the function table.
    FuncIdx(i64),
}

impl InstrArg {
    /// Decodes a stored word; `None` for an unknown kind.
    pub fn decode(word: i64) -> Option<InstrArg> {
        let kind = (word >> 56) & 0xFF;
        // Sign-extend the low 56 bits.
        let value = (word << 8) >> 8;
        match kind {
            0 => Some(InstrArg::Register(value)),
            1 => Some(InstrArg::Immediate(value)),
            2 => Some(InstrArg::ConstIdx(value)),
            3 => Some(InstrArg::FuncIdx(value)),
            _ => None,
        }
    }

    /// The stored word (`(kind << 56) | (value & (2^56 - 1))`).
    pub fn encode(self) -> i64 {
        let (kind, value) = match self {
            InstrArg::Register(v) => (0i64, v),
            InstrArg::Immediate(v) => (1, v),
            InstrArg::ConstIdx(v) => (2, v),
            InstrArg::FuncIdx(v) => (3, v),
        };
        (kind << 56) | (value & ((1i64 << 56) - 1))
    }
}

/// A decoded instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Instruction {
    /// Call `func_idx` with `args`; the result goes to `dst` (discarded for `%void`).
    Call {
        /// Destination register (raw number).
        dst: i64,
        /// Index into the function table (raw number).
        func_idx: i64,
        /// The arguments.
        args: Vec<InstrArg>,
    },
    /// Return the value of `result`.
    Ret {
        /// The register returned.
        result: i64,
    },
    /// `pc += offset`.
    Goto {
        /// Relative to this instruction.
        offset: i64,
    },
    /// `pc += 1` if `cond` is non-zero, else `pc += false_offset`.
    If {
        /// The condition register.
        cond: i64,
        /// Relative jump when false.
        false_offset: i64,
    },
}

impl Instruction {
    /// How many words the instruction occupies in the stream.
    pub fn word_count(&self) -> usize {
        match self {
            Instruction::Call { args, .. } => 4 + args.len(),
            Instruction::Ret { .. } | Instruction::Goto { .. } => 2,
            Instruction::If { .. } => 3,
        }
    }
}

/// A Relax VM executable as its payload holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct VmExecutable {
    /// The payload magic.
    pub magic: ExecutableMagic,
    /// The version string ([`VM_VERSION`] in every released TVM).
    pub version: String,
    /// The function table, in stored order.
    pub functions: Vec<VmFunction>,
    /// Memory scopes by constant index (V2 only; empty on CPU).
    pub memory_scopes: Vec<(i64, String)>,
    /// The constant pool.
    pub constants: Vec<Constant>,
    /// Index into [`VmExecutable::instr_data`] of each instruction's first word.
    pub instr_offsets: Vec<i64>,
    /// The instruction words of every function, in one stream.
    pub instr_data: Vec<i64>,
    /// Bytes after the code section (TVM ignores them; kept for a byte-exact rewrite).
    pub trailing: Bytes,
}

/// Why an instruction could not be decoded.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum InstructionError {
    /// The index is past the instruction table.
    #[error("instruction {index} is past the end of the code ({count} instructions)")]
    OutOfRange {
        /// The instruction index.
        index: usize,
        /// The number of instructions.
        count: usize,
    },
    /// The offset or the words it covers run outside the word stream.
    #[error("instruction {index}: {message}")]
    Malformed {
        /// The instruction index.
        index: usize,
        /// What is wrong.
        message: String,
    },
}

impl VmExecutable {
    /// The index of the function called `name` (the last of that name wins, as in TVM).
    pub fn function_index(&self, name: &str) -> Option<usize> {
        self.functions.iter().rposition(|f| f.name == name)
    }

    /// Decodes instruction `index`, checking that its words lie inside the stream and that its
    /// opcode and argument kinds are known. Register, constant and function indices are not
    /// checked here (that needs the frame): the VM checks them before use.
    pub fn instruction(&self, index: usize) -> Result<Instruction, InstructionError> {
        let malformed = |message: String| InstructionError::Malformed { index, message };
        let offset = *self
            .instr_offsets
            .get(index)
            .ok_or(InstructionError::OutOfRange {
                index,
                count: self.instr_offsets.len(),
            })?;
        let words = &self.instr_data;
        let start = usize::try_from(offset)
            .ok()
            .filter(|&s| s < words.len())
            .ok_or_else(|| {
                malformed(format!(
                    "offset {offset} is outside the {} instruction words",
                    words.len()
                ))
            })?;
        let word = |k: usize| {
            words.get(start + k).copied().ok_or_else(|| {
                malformed(format!(
                    "word {k} at {} is past the end of the {} instruction words",
                    start + k,
                    words.len()
                ))
            })
        };
        match word(0)? {
            opcode::CALL => {
                let dst = word(1)?;
                let func_idx = word(2)?;
                let num_args = word(3)?;
                let count = usize::try_from(num_args)
                    .ok()
                    .filter(|&n| n <= words.len().saturating_sub(start + 4))
                    .ok_or_else(|| {
                        malformed(format!(
                            "call has {num_args} arguments, more than the words left"
                        ))
                    })?;
                let args = words[start + 4..start + 4 + count]
                    .iter()
                    .enumerate()
                    .map(|(a, &w)| {
                        InstrArg::decode(w).ok_or_else(|| {
                            malformed(format!(
                                "argument {a} has unknown kind {} (word {w:#018x})",
                                (w >> 56) & 0xFF
                            ))
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(Instruction::Call {
                    dst,
                    func_idx,
                    args,
                })
            }
            opcode::RET => Ok(Instruction::Ret { result: word(1)? }),
            opcode::GOTO => Ok(Instruction::Goto { offset: word(1)? }),
            opcode::IF => Ok(Instruction::If {
                cond: word(1)?,
                false_offset: word(2)?,
            }),
            other => Err(malformed(format!("unknown opcode {other}"))),
        }
    }
}

/// A `const_loader` module (TVM's `ConstLoaderModuleNode`): named constant tensors and, per
/// function symbol, the names of the constants it needs before its first call.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstLoader {
    /// Constant tensors by variable name, in stored order.
    pub constants: Vec<(String, ConstantTensor)>,
    /// Function symbol → names of the constants handed to it, in stored order.
    pub constants_by_symbol: Vec<(String, Vec<String>)>,
}
