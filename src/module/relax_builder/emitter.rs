//! [`FunctionEmitter`]: the body of one bytecode function — registers, calls, jumps with
//! labels resolved when the function ends.

use super::{Arg, BuildError, ExecutableBuilder, FuncId, Label, Reg};
use crate::module::relax::{ARG_VALUE_MAX, InstrArg, VM_REGISTER, VOID_REGISTER, opcode};

/// Emits the body of one bytecode function. Call [`FunctionEmitter::end`] to close it.
#[derive(Debug)]
pub struct FunctionEmitter<'a> {
    pub(super) builder: &'a mut ExecutableBuilder,
    pub(super) function: FuncId,
    pub(super) name: String,
    pub(super) params: Vec<String>,
    pub(super) start: usize,
    pub(super) registers: i64,
    /// Bound instruction index (absolute) of each label.
    pub(super) labels: Vec<Option<usize>>,
    /// (absolute instruction index, word index of the offset, label) to patch at `end`.
    pub(super) fixups: Vec<(usize, usize, Label)>,
}

impl FunctionEmitter<'_> {
    /// The table index of the function being emitted (for recursion or closures).
    pub fn id(&self) -> FuncId {
        self.function
    }

    /// The register of parameter `index`.
    pub fn param(&self, index: usize) -> Option<Reg> {
        (index < self.params.len()).then_some(Reg(index as i64))
    }

    /// A fresh register.
    pub fn new_register(&mut self) -> Reg {
        let reg = Reg(self.registers);
        self.registers += 1;
        reg
    }

    /// The builder, to add constants or declare functions while emitting.
    pub fn builder(&mut self) -> &mut ExecutableBuilder {
        self.builder
    }

    /// Declares a packed function (see [`ExecutableBuilder::declare_packed`]).
    pub fn declare_packed(&mut self, name: &str) -> Result<FuncId, BuildError> {
        self.builder.declare_packed(name)
    }

    /// The index, inside this function, of the next instruction.
    pub fn next_instruction(&self) -> usize {
        self.builder.instr_offsets.len() - self.start
    }

    fn error(&self, message: String) -> BuildError {
        BuildError::Instruction {
            function: self.name.clone(),
            instruction: self.next_instruction(),
            message,
        }
    }

    fn check_reg(&self, reg: Reg, role: &str) -> Result<(), BuildError> {
        if reg.0 < 0 || reg.0 >= self.registers {
            return Err(self.error(format!(
                "{role} register %{} was not allocated in this function ({} registers)",
                reg.0, self.registers
            )));
        }
        Ok(())
    }

    fn push(&mut self, words: &[i64]) {
        self.builder
            .instr_offsets
            .push(self.builder.instr_data.len() as i64);
        self.builder.instr_data.extend_from_slice(words);
    }

    /// `Call callee(args) -> dst` (`None`: the result is discarded, `%void`).
    pub fn call(
        &mut self,
        callee: FuncId,
        args: &[Arg],
        dst: Option<Reg>,
    ) -> Result<(), BuildError> {
        if callee.0 >= self.builder.functions.len() {
            return Err(self.error(format!("calls undeclared function index {}", callee.0)));
        }
        let dst = match dst {
            Some(reg) => {
                self.check_reg(reg, "destination")?;
                reg.0
            }
            None => VOID_REGISTER,
        };
        let mut words = Vec::with_capacity(4 + args.len());
        words.extend([opcode::CALL, dst, callee.0 as i64, args.len() as i64]);
        for (position, arg) in args.iter().enumerate() {
            let encoded = match *arg {
                Arg::Reg(reg) => {
                    self.check_reg(reg, &format!("argument {position}"))?;
                    InstrArg::Register(reg.0)
                }
                Arg::Imm(value) => {
                    if !(-ARG_VALUE_MAX..=ARG_VALUE_MAX).contains(&value) {
                        return Err(self.error(format!(
                            "argument {position}: immediate {value} does not fit 56 bits; use \
                             ExecutableBuilder::int"
                        )));
                    }
                    InstrArg::Immediate(value)
                }
                Arg::Const(id) => {
                    if id.0 >= self.builder.constants.len() {
                        return Err(self.error(format!(
                            "argument {position}: constant {} is not in the pool",
                            id.0
                        )));
                    }
                    InstrArg::ConstIdx(id.0 as i64)
                }
                Arg::Func(id) => {
                    if id.0 >= self.builder.functions.len() {
                        return Err(self.error(format!(
                            "argument {position}: function {} is not declared",
                            id.0
                        )));
                    }
                    InstrArg::FuncIdx(id.0 as i64)
                }
                Arg::Vm => InstrArg::Register(VM_REGISTER),
                Arg::Void => InstrArg::Register(VOID_REGISTER),
            };
            words.push(encoded.encode());
        }
        self.push(&words);
        Ok(())
    }

    /// Calls a packed function by name (declared on first use).
    pub fn call_packed(
        &mut self,
        name: &str,
        args: &[Arg],
        dst: Option<Reg>,
    ) -> Result<(), BuildError> {
        let callee = self
            .builder
            .declare_packed(name)
            .map_err(|e| self.error(e.to_string()))?;
        self.call(callee, args, dst)
    }

    /// `Ret result`.
    pub fn ret(&mut self, result: Reg) -> Result<(), BuildError> {
        self.check_reg(result, "returned")?;
        self.push(&[opcode::RET, result.0]);
        Ok(())
    }

    /// A new, unbound label.
    pub fn new_label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() - 1)
    }

    /// Binds `label` to the next instruction.
    pub fn bind(&mut self, label: Label) -> Result<(), BuildError> {
        let at = self.builder.instr_offsets.len();
        match self.labels.get_mut(label.0) {
            Some(slot @ None) => {
                *slot = Some(at);
                Ok(())
            }
            Some(Some(_)) => Err(self.error(format!("label {} is bound twice", label.0))),
            None => Err(self.error(format!("label {} belongs to another function", label.0))),
        }
    }

    fn check_label(&self, label: Label) -> Result<(), BuildError> {
        if label.0 >= self.labels.len() {
            return Err(self.error(format!("label {} belongs to another function", label.0)));
        }
        Ok(())
    }

    /// `Goto label` (`pc += offset`, relative to this instruction).
    pub fn goto(&mut self, label: Label) -> Result<(), BuildError> {
        self.check_label(label)?;
        let at = self.builder.instr_offsets.len();
        self.fixups.push((at, 1, label));
        self.push(&[opcode::GOTO, 0]);
        Ok(())
    }

    /// `If cond, else_label`: falls through when `cond` is non-zero, else jumps to
    /// `else_label` (which must lie at least two instructions ahead, as TVM requires).
    pub fn if_else(&mut self, cond: Reg, else_label: Label) -> Result<(), BuildError> {
        self.check_reg(cond, "condition")?;
        self.check_label(else_label)?;
        let at = self.builder.instr_offsets.len();
        self.fixups.push((at, 2, else_label));
        self.push(&[opcode::IF, cond.0, 0]);
        Ok(())
    }

    /// Closes the function: resolves labels, checks that it ends in `Ret` or `Goto` and that
    /// every jump lands inside it, and records its table entry.
    pub fn end(self) -> Result<FuncId, BuildError> {
        let end = self.builder.instr_offsets.len();
        let name = self.name.clone();
        let at = |absolute: usize, message: String| BuildError::Instruction {
            function: name.clone(),
            instruction: absolute - self.start,
            message,
        };
        if end == self.start {
            return Err(BuildError::Function {
                function: name.clone(),
                message: "has no instructions".into(),
            });
        }
        let last_offset = self.builder.instr_offsets[end - 1] as usize;
        let last_op = self.builder.instr_data[last_offset];
        if last_op != opcode::RET && last_op != opcode::GOTO {
            return Err(at(
                end - 1,
                "the last instruction must be Ret or Goto (the VM would run past the function)"
                    .into(),
            ));
        }
        for &(instr, word, label) in &self.fixups {
            let Some(target) = self.labels[label.0] else {
                return Err(at(
                    instr,
                    format!("jumps to label {} that is never bound", label.0),
                ));
            };
            if target >= end {
                return Err(at(
                    instr,
                    format!("jumps to label {} past the last instruction", label.0),
                ));
            }
            let offset = target as i64 - instr as i64;
            if word == 1 && offset == 0 {
                return Err(at(instr, "Goto jumps to itself".into()));
            }
            if word == 2 && offset <= 1 {
                return Err(at(
                    instr,
                    format!(
                        "If's else label is {offset} instructions away; TVM needs it at least \
                         2 ahead"
                    ),
                ));
            }
            let position = self.builder.instr_offsets[instr] as usize + word;
            self.builder.instr_data[position] = offset;
        }
        let entry = &mut self.builder.functions[self.function.0];
        entry.start_instr = self.start as i64;
        entry.end_instr = end as i64;
        entry.num_args = self.params.len() as i64;
        entry.register_file_size = self.registers;
        entry.param_names = self.params;
        self.builder.defined[self.function.0] = true;
        Ok(self.function)
    }
}
