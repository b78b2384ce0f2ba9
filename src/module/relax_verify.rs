//! The static check of a Relax VM executable: every index the bytecode holds, checked against
//! the executable before anything runs (spec `relax-vm.md` §8.1.6 lists what TVM itself checks;
//! this checks everything else too, so an interpreter may trust what passed).

use super::relax::{
    InstrArg, Instruction, VM_REGISTER, VOID_REGISTER, VmExecutable, VmFunction, VmFunctionKind,
};
use thiserror::Error;

/// Most registers one frame may have. TVM has no limit, but a frame is allocated from this
/// number, so a crafted executable must not choose the allocation; real models use far fewer
/// (a few hundred for a large network).
pub const MAX_REGISTERS: i64 = 1 << 20;

/// What is wrong with one instruction.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum InstructionFault {
    /// Its words could not be decoded (offset outside the stream, unknown opcode or argument
    /// kind, argument count past the end).
    #[error("{0}")]
    Malformed(String),
    /// A register number is neither below the frame size nor a special register allowed there.
    #[error(
        "{role} register {register} is not below the {registers} registers of the frame{allowed}"
    )]
    Register {
        /// Which operand: `dst`, `argument 2`, `cond`, `result`.
        role: String,
        /// The register number.
        register: i64,
        /// The frame size.
        registers: i64,
        /// The special registers allowed in that role, as text (may be empty).
        allowed: &'static str,
    },
    /// A constant index is outside the constant pool.
    #[error("argument {arg}: constant index {index} is not below the pool size {count}")]
    Constant {
        /// The argument position.
        arg: usize,
        /// The index.
        index: i64,
        /// The pool size.
        count: usize,
    },
    /// A function index (the callee or a function argument) is outside the function table.
    #[error("{role}: function index {index} is not below the table size {count}")]
    Function {
        /// `callee` or `argument N`.
        role: String,
        /// The index.
        index: i64,
        /// The table size.
        count: usize,
    },
    /// A call to a bytecode function passes a different number of arguments than it takes.
    #[error("call to `{callee}` passes {given} arguments, but it takes {expected}")]
    ArgumentCount {
        /// The callee's name.
        callee: String,
        /// Its `num_args`.
        expected: i64,
        /// The arguments the call passes.
        given: usize,
    },
    /// A `Goto` or `If` jumps outside its function.
    #[error(
        "{what} offset {offset} jumps to instruction {target}, outside the function [{start}, {end})"
    )]
    Jump {
        /// `goto` or `if`.
        what: &'static str,
        /// The relative offset.
        offset: i64,
        /// The absolute target (saturated).
        target: i64,
        /// The function's first instruction.
        start: i64,
        /// One past its last.
        end: i64,
    },
    /// An `If` whose false offset is not above 1 (TVM requires `false_offset > 1`).
    #[error("if false offset {0} must be greater than 1")]
    FalseOffset(i64),
    /// A `Call` or `If` as the last instruction: control would run past the function's end.
    #[error("control falls through past the end of the function")]
    FallsThrough,
    /// The instruction's words do not start where the previous instruction's end. TVM's
    /// builder always writes a function's instructions back to back; requiring it keeps the
    /// check linear in the code size.
    #[error(
        "its words start at {offset}, not right after the previous instruction (word {expected})"
    )]
    NotContiguous {
        /// The stored offset.
        offset: i64,
        /// Where the previous instruction ends.
        expected: i64,
    },
}

/// Why an executable is refused before it runs. Every variant names the function.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum VerifyError {
    /// An unknown function kind: modlink runs bytecode and compiled-mode functions.
    #[error(
        "function {index} (`{name}`): {kind} functions are unsupported (modlink runs bytecode and compiled-mode functions)"
    )]
    Unsupported {
        /// Index in the function table.
        index: usize,
        /// Its name.
        name: String,
        /// What it is, e.g. `unknown kind 7`.
        kind: String,
    },
    /// A bytecode function's header is unusable: instruction range outside the code,
    /// a negative argument count, more arguments than registers, too many registers.
    #[error("function {index} (`{name}`): {message}")]
    Function {
        /// Index in the function table.
        index: usize,
        /// Its name.
        name: String,
        /// What is wrong.
        message: String,
    },
    /// One instruction of a bytecode function.
    #[error("function {index} (`{name}`), instruction {instruction}: {fault}")]
    Instruction {
        /// Index in the function table.
        index: usize,
        /// Its name.
        name: String,
        /// The instruction index (absolute, as `as_text` and TVM count them).
        instruction: usize,
        /// What is wrong.
        fault: InstructionFault,
    },
}

fn kind_text(kind: VmFunctionKind) -> Option<String> {
    match kind {
        VmFunctionKind::Packed | VmFunctionKind::Bytecode | VmFunctionKind::Tir => None,
        VmFunctionKind::Unknown(code) => Some(format!("unknown kind {code}")),
    }
}

/// A compiled-mode function's header: its host code gets a register file holding the
/// arguments and, after them, the result (TVM's `GetClosure` checks the same).
fn verify_compiled(index: usize, f: &VmFunction) -> Result<(), VerifyError> {
    if f.num_args < 0 || f.register_file_size <= f.num_args || f.register_file_size > MAX_REGISTERS
    {
        return Err(VerifyError::Function {
            index,
            name: f.name.clone(),
            message: format!(
                "compiled function with {} arguments and {} registers: the registers must hold \
                 the arguments and the result, and be at most {MAX_REGISTERS}",
                f.num_args, f.register_file_size
            ),
        });
    }
    Ok(())
}

impl VmExecutable {
    /// Checks every index the bytecode holds before anything runs: function kinds, each
    /// bytecode function's range and frame (a compiled-mode function's frame), every
    /// instruction's decoding, registers (dst, args, cond, result) below the frame size or a
    /// special register where one is allowed (`%void` as dst, argument or result; `%vm` as
    /// argument), constant and function indices, the argument
    /// count of calls to bytecode functions, jump targets inside the function, `If` false
    /// offsets above 1, and no fall-through past a function's end. Pure: no allocation sized by
    /// a stored field.
    pub fn verify(&self) -> Result<(), VerifyError> {
        for (index, function) in self.functions.iter().enumerate() {
            if let Some(kind) = kind_text(function.kind) {
                return Err(VerifyError::Unsupported {
                    index,
                    name: function.name.clone(),
                    kind,
                });
            }
        }
        let mut ranges = Vec::new();
        for (index, function) in self.functions.iter().enumerate() {
            if function.kind == VmFunctionKind::Bytecode {
                self.verify_function(index, function)?;
                ranges.push((function.start_instr, function.end_instr, index));
            } else if function.kind == VmFunctionKind::Tir {
                verify_compiled(index, function)?;
            }
        }
        // Disjoint ranges (as TVM's builder writes them) keep the check linear in the code size.
        ranges.sort_unstable();
        for pair in ranges.windows(2) {
            let ((start, end, first), (next_start, next_end, second)) = (pair[0], pair[1]);
            if next_start < end {
                let name = |i: usize| self.functions[i].name.clone();
                return Err(VerifyError::Function {
                    index: second,
                    name: name(second),
                    message: format!(
                        "instructions [{next_start}, {next_end}) overlap those of function {first} \
                         (`{}`) [{start}, {end})",
                        name(first)
                    ),
                });
            }
        }
        Ok(())
    }

    fn verify_function(&self, index: usize, f: &VmFunction) -> Result<(), VerifyError> {
        let header = |message: String| VerifyError::Function {
            index,
            name: f.name.clone(),
            message,
        };
        let count = self.instr_offsets.len() as i64;
        if f.start_instr < 0 || f.end_instr <= f.start_instr || f.end_instr > count {
            return Err(header(format!(
                "instructions [{}, {}) are not a non-empty range inside the {count} instructions",
                f.start_instr, f.end_instr
            )));
        }
        if f.num_args < 0 {
            return Err(header(format!("negative argument count {}", f.num_args)));
        }
        if f.register_file_size < f.num_args || f.register_file_size > MAX_REGISTERS {
            return Err(header(format!(
                "{} registers: must hold the {} arguments and be at most {MAX_REGISTERS}",
                f.register_file_size, f.num_args
            )));
        }
        let mut expected_offset = None;
        for pc in f.start_instr..f.end_instr {
            let instruction = pc as usize;
            let fault = |fault: InstructionFault| VerifyError::Instruction {
                index,
                name: f.name.clone(),
                instruction,
                fault,
            };
            let offset = self.instr_offsets[instruction];
            if let Some(expected) = expected_offset
                && offset != expected
            {
                return Err(fault(InstructionFault::NotContiguous { offset, expected }));
            }
            let decoded = self
                .instruction(instruction)
                .map_err(|e| fault(InstructionFault::Malformed(e.to_string())))?;
            self.verify_instruction(&decoded, pc, f).map_err(fault)?;
            expected_offset = Some(offset + decoded.word_count() as i64);
        }
        Ok(())
    }

    fn verify_instruction(
        &self,
        instruction: &Instruction,
        pc: i64,
        f: &VmFunction,
    ) -> Result<(), InstructionFault> {
        let registers = f.register_file_size;
        let register =
            |role: &dyn Fn() -> String, reg: i64, specials: &[i64], allowed: &'static str| {
                if (0..registers).contains(&reg) || specials.contains(&reg) {
                    Ok(())
                } else {
                    Err(InstructionFault::Register {
                        role: role(),
                        register: reg,
                        registers,
                        allowed,
                    })
                }
            };
        let jump = |what: &'static str, offset: i64| {
            let target = pc.saturating_add(offset);
            if (f.start_instr..f.end_instr).contains(&target) {
                Ok(())
            } else {
                Err(InstructionFault::Jump {
                    what,
                    offset,
                    target,
                    start: f.start_instr,
                    end: f.end_instr,
                })
            }
        };
        let last = pc + 1 == f.end_instr;
        match instruction {
            Instruction::Call {
                dst,
                func_idx,
                args,
            } => {
                register(&|| "dst".to_string(), *dst, &[VOID_REGISTER], " or %void")?;
                let callee = usize::try_from(*func_idx)
                    .ok()
                    .and_then(|i| self.functions.get(i))
                    .ok_or_else(|| InstructionFault::Function {
                        role: "callee".to_string(),
                        index: *func_idx,
                        count: self.functions.len(),
                    })?;
                for (position, arg) in args.iter().enumerate() {
                    match *arg {
                        InstrArg::Register(reg) => register(
                            &|| format!("argument {position}"),
                            reg,
                            &[VOID_REGISTER, VM_REGISTER],
                            " or %void/%vm",
                        )?,
                        InstrArg::Immediate(_) => {}
                        InstrArg::ConstIdx(c) => {
                            if usize::try_from(c)
                                .ok()
                                .filter(|&c| c < self.constants.len())
                                .is_none()
                            {
                                return Err(InstructionFault::Constant {
                                    arg: position,
                                    index: c,
                                    count: self.constants.len(),
                                });
                            }
                        }
                        InstrArg::FuncIdx(g) => {
                            if usize::try_from(g)
                                .ok()
                                .filter(|&g| g < self.functions.len())
                                .is_none()
                            {
                                return Err(InstructionFault::Function {
                                    role: format!("argument {position}"),
                                    index: g,
                                    count: self.functions.len(),
                                });
                            }
                        }
                    }
                }
                if callee.kind == VmFunctionKind::Bytecode && args.len() as i64 != callee.num_args {
                    return Err(InstructionFault::ArgumentCount {
                        callee: callee.name.clone(),
                        expected: callee.num_args,
                        given: args.len(),
                    });
                }
                if last {
                    return Err(InstructionFault::FallsThrough);
                }
            }
            Instruction::Ret { result } => {
                register(
                    &|| "result".to_string(),
                    *result,
                    &[VOID_REGISTER],
                    " or %void",
                )?;
            }
            Instruction::Goto { offset } => jump("goto", *offset)?,
            Instruction::If { cond, false_offset } => {
                register(&|| "cond".to_string(), *cond, &[], "")?;
                if *false_offset <= 1 {
                    return Err(InstructionFault::FalseOffset(*false_offset));
                }
                jump("if", *false_offset)?;
                if last {
                    return Err(InstructionFault::FallsThrough);
                }
            }
        }
        Ok(())
    }
}
