//! Human views of a Relax VM executable: TVM's disassembly (`as_text`, spec `relax-vm.md` §10)
//! and a summary of what it needs (functions, constants, the builtins and kernels it calls, and
//! the names nothing provides). Both are total: a malformed executable prints, never panics.

use super::relax::{
    ConstLoader, Constant, InstrArg, Instruction, VM_BUILTINS, VM_REGISTER, VOID_REGISTER,
    VmExecutable, VmFunctionKind,
};
use super::{LIB_KEY, ModuleTree};
use serde::Serialize;
use std::collections::BTreeSet;

/// The prefix of TVM's runtime builtins.
pub const BUILTIN_PREFIX: &str = "vm.builtin.";

fn register_text(reg: i64) -> String {
    match reg {
        VOID_REGISTER => "%void".to_string(),
        VM_REGISTER => "%vm".to_string(),
        other => format!("%{other}"),
    }
}

/// `std::setw(width) << std::left`: pads to `width` bytes, never truncates.
fn pad(text: &str, width: usize) -> String {
    let mut out = text.to_string();
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(text.len())));
    out
}

impl VmExecutable {
    fn function_name(&self, index: i64) -> String {
        match usize::try_from(index)
            .ok()
            .and_then(|i| self.functions.get(i))
        {
            Some(f) => f.name.clone(),
            None => format!("unknown_func_index({index})"),
        }
    }

    fn arg_text(&self, arg: InstrArg) -> String {
        match arg {
            InstrArg::Register(reg) => register_text(reg),
            InstrArg::Immediate(v) => format!("i{v}"),
            InstrArg::ConstIdx(c) => format!("c[{c}]"),
            InstrArg::FuncIdx(f) => format!("f[{}]", self.function_name(f)),
        }
    }

    /// The instruction as one `as_text` line (without the two-space indent and newline).
    pub fn instruction_text(&self, instruction: &Instruction) -> String {
        match instruction {
            Instruction::Call {
                dst,
                func_idx,
                args,
            } => {
                let args: Vec<String> = args.iter().map(|&a| self.arg_text(a)).collect();
                format!(
                    "{}{} in: {} dst: {}",
                    pad("call", 6),
                    pad(&self.function_name(*func_idx), 16),
                    pad(&args.join(", "), 12),
                    register_text(*dst)
                )
            }
            Instruction::Ret { result } => format!("{}{}", pad("ret ", 6), register_text(*result)),
            Instruction::Goto { offset } => format!("{}{offset}", pad("goto", 6)),
            Instruction::If { cond, false_offset } => {
                format!("{}{}, {false_offset}", pad("If", 6), register_text(*cond))
            }
        }
    }

    /// TVM's `as_text` disassembly (`executable.cc` `AsText`), byte for byte for a well-formed
    /// executable. Where TVM would abort (an unknown function kind, an instruction that does not
    /// decode, a range outside the code), a `<...>` line says what is wrong instead.
    pub fn disassemble(&self) -> String {
        let mut out = String::new();
        let count = self.instr_offsets.len() as i64;
        for f in &self.functions {
            match f.kind {
                VmFunctionKind::Packed => {
                    out.push_str(&format!("@{} packed_func;\n\n", f.name));
                    continue;
                }
                VmFunctionKind::Tir => {
                    out.push_str(&format!(
                        "@{} num_inputs={} vm_tir_func;\n\n",
                        f.name, f.num_args
                    ));
                    continue;
                }
                VmFunctionKind::Unknown(code) => {
                    out.push_str(&format!("@{} <unknown function kind {code}>;\n\n", f.name));
                    continue;
                }
                VmFunctionKind::Bytecode => {}
            }
            out.push_str(&format!("@{}:\n", f.name));
            let start = f.start_instr.clamp(0, count);
            let end = f.end_instr.clamp(start, count);
            if (start, end) != (f.start_instr, f.end_instr) {
                out.push_str(&format!(
                    "  <instructions [{}, {}) lie outside the {count} instructions>\n",
                    f.start_instr, f.end_instr
                ));
            }
            for index in start..end {
                match self.instruction(index as usize) {
                    Ok(instruction) => {
                        out.push_str("  ");
                        out.push_str(&self.instruction_text(&instruction));
                        out.push('\n');
                    }
                    Err(err) => out.push_str(&format!("  <{err}>\n")),
                }
            }
            out.push('\n');
        }
        out
    }

    /// Summarises the executable for `modlink inspect`. `provided` are the names the modules it
    /// imports export (for `_lib`: its host functions without the `__tvm_ffi_` prefix); a packed
    /// entry neither there nor in [`VM_BUILTINS`] is listed in
    /// [`ExecutableSummary::unresolved`], because TVM (and modlink) resolve every packed entry
    /// when a VM is created.
    pub fn summary(&self, provided: &[String]) -> ExecutableSummary {
        let functions = self
            .functions
            .iter()
            .enumerate()
            .filter(|(_, f)| f.kind != VmFunctionKind::Packed)
            .map(|(index, f)| FunctionSummary {
                name: f.name.clone(),
                kind: match f.kind {
                    VmFunctionKind::Tir => "compiled".to_string(),
                    VmFunctionKind::Unknown(code) => format!("unknown({code})"),
                    _ => "bytecode".to_string(),
                },
                params: f.param_names.clone(),
                signature: self.param_signatures(index),
                arity: f.num_args,
                registers: f.register_file_size,
                instructions: f.end_instr.saturating_sub(f.start_instr),
            })
            .collect();
        let mut constants = ConstantSummary {
            count: self.constants.len(),
            ..ConstantSummary::default()
        };
        for constant in &self.constants {
            match constant {
                Constant::Tensor(t) => {
                    constants.tensors += 1;
                    constants.tensor_bytes += t.data.len() as u64;
                }
                Constant::Shape(_) => constants.shapes += 1,
                Constant::Str(_) => constants.strings += 1,
                Constant::Int(_) => constants.ints += 1,
                Constant::Float(_) => constants.floats += 1,
                Constant::DataType(_) => constants.dtypes += 1,
            }
        }
        let mut seen = BTreeSet::new();
        let (mut builtins, mut kernels, mut unresolved) = (Vec::new(), Vec::new(), Vec::new());
        for f in self
            .functions
            .iter()
            .filter(|f| f.kind == VmFunctionKind::Packed)
        {
            if !seen.insert(f.name.as_str()) {
                continue;
            }
            let in_imports = provided.contains(&f.name);
            if f.name.starts_with(BUILTIN_PREFIX) && !in_imports {
                builtins.push(f.name.clone());
            } else {
                kernels.push(f.name.clone());
            }
            if !in_imports && !VM_BUILTINS.contains(&f.name.as_str()) {
                unresolved.push(f.name.clone());
            }
        }
        ExecutableSummary {
            magic: match self.magic {
                super::relax::ExecutableMagic::V1 => "V1",
                super::relax::ExecutableMagic::V2 => "V2",
            },
            version: self.version.clone(),
            functions,
            constants,
            builtins,
            kernels,
            unresolved,
            verify_error: self.verify().err().map(|e| e.to_string()),
        }
    }
}

/// One VM function as `inspect` shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FunctionSummary {
    /// Its name.
    pub name: String,
    /// `bytecode`, `compiled` (kind 2) or `unknown(N)`.
    pub kind: String,
    /// The Relax parameter names.
    pub params: Vec<String>,
    /// Each parameter with the dtype and shape its entry checks require (see
    /// [`super::relax_signature`]).
    pub signature: Vec<super::relax_signature::ParamSignature>,
    /// Number of arguments (`num_args`).
    pub arity: i64,
    /// Registers of a frame.
    pub registers: i64,
    /// Instructions in its range.
    pub instructions: i64,
}

/// The constant pool by kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ConstantSummary {
    /// All constants.
    pub count: usize,
    /// Tensors (weights).
    pub tensors: usize,
    /// Bytes of tensor data.
    pub tensor_bytes: u64,
    /// Shapes.
    pub shapes: usize,
    /// Strings.
    pub strings: usize,
    /// Integers.
    pub ints: usize,
    /// Floats.
    pub floats: usize,
    /// Data types.
    pub dtypes: usize,
}

/// What `inspect` reports for a Relax executable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExecutableSummary {
    /// `V1` or `V2`.
    pub magic: &'static str,
    /// The version string.
    pub version: String,
    /// The VM functions (bytecode and others), in table order.
    pub functions: Vec<FunctionSummary>,
    /// The constant pool.
    pub constants: ConstantSummary,
    /// `vm.builtin.*` entries of the function table (not shadowed by an import).
    pub builtins: Vec<String>,
    /// Other packed entries: kernels expected in `_lib` (or another import).
    pub kernels: Vec<String>,
    /// Packed entries that neither the imports nor modlink's builtins provide: the VM cannot
    /// be created for this executable.
    pub unresolved: Vec<String>,
    /// Why [`VmExecutable::verify`] refuses the executable, if it does.
    pub verify_error: Option<String>,
}

/// What `inspect` reports for a `const_loader` module.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ConstLoaderSummary {
    /// Number of constants.
    pub constants: usize,
    /// Their data bytes.
    pub tensor_bytes: u64,
    /// Function symbol → the constant names it receives.
    pub symbols: Vec<(String, Vec<String>)>,
}

impl ConstLoader {
    /// Summarises the module for `modlink inspect`.
    pub fn summary(&self) -> ConstLoaderSummary {
        ConstLoaderSummary {
            constants: self.constants.len(),
            tensor_bytes: self
                .constants
                .iter()
                .map(|(_, t)| t.data.len() as u64)
                .sum(),
            symbols: self.constants_by_symbol.clone(),
        }
    }
}

/// The names the modules below `index` provide to it, in tree order without repeats:
/// `host_functions` for `_lib` (as a loader looks them up), the function names of every other
/// module ([`ModuleTree::function_names`]).
pub fn provided_names(tree: &ModuleTree, index: usize, host_functions: &[String]) -> Vec<String> {
    let mut names = Vec::new();
    let mut seen_nodes = BTreeSet::new();
    let mut stack: Vec<usize> = tree.imports.get(index).cloned().unwrap_or_default();
    stack.reverse();
    while let Some(node) = stack.pop() {
        if !seen_nodes.insert(node) {
            continue;
        }
        let Some(module) = tree.nodes.get(node) else {
            continue;
        };
        if module.kind == LIB_KEY {
            names.extend(host_functions.iter().cloned());
        } else {
            names.extend(tree.function_names(node));
        }
        let mut children = tree.imports.get(node).cloned().unwrap_or_default();
        children.reverse();
        stack.extend(children);
    }
    let mut seen = BTreeSet::new();
    names.retain(|n| seen.insert(n.clone()));
    names
}
