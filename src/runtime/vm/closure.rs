//! The builtins that call or name other entries of the function table, run by the VM itself
//! because they push frames or call kernels: `make_closure`, `invoke_closure` and
//! `call_tir_dyn` (TVM's `builtin.cc` and `VirtualMachineImpl::InvokeClosurePacked`).
//!
//! TVM binds a closure's captured values after the caller's arguments
//! (`VMClosure::BindLastArgs`): the lambda-lifted function takes its own parameters first and
//! the captured values last, and a closure made from a closure appends the new values before
//! the ones it already holds.

use super::builtins::{self, Builtin};
use super::error::{Fault, FaultKind, fault};
use super::interp::{Callee, VirtualMachine, call_kernel};
use super::value::{VmClosure, VmValue};
use std::rc::Rc;

impl VirtualMachine {
    /// Runs `builtin` (one for which [`Builtin::uses_function_table`] holds) on the arguments
    /// in `self.scratch`; its result goes to `dst` of frame `frame_index`, or a pushed frame's
    /// `Ret` writes it there later.
    pub(super) fn run_function_builtin(
        &mut self,
        builtin: Builtin,
        frame_index: usize,
        dst: i64,
    ) -> Result<Option<VmValue>, Fault> {
        let args = std::mem::take(&mut self.scratch);
        let outcome = match builtin {
            Builtin::MakeClosure => self.make_closure(&args).map(Some),
            Builtin::InvokeClosure => self.invoke_closure(&args, dst),
            Builtin::CallTirDyn => self.call_tir_dyn(&args).map(Some),
            other => fault(
                FaultKind::Function,
                format!(
                    "vm.builtin.{} does not use the function table",
                    other.short_name()
                ),
            ),
        };
        if let Some(value) = outcome? {
            self.write_register(frame_index, dst, value)?;
        }
        Ok(None)
    }

    fn table_name(&self, function: usize) -> &str {
        self.exe
            .functions
            .get(function)
            .map_or("?", |f| f.name.as_str())
    }

    /// `make_closure(func, captured...)`: `func` is a VM function (TVM casts it to a
    /// `VMClosure`; a packed function is a TypeError there too) or a closure.
    fn make_closure(&self, args: &[VmValue]) -> Result<VmValue, Fault> {
        let Some((target, captured)) = args.split_first() else {
            return fault(
                FaultKind::ArgCount,
                "vm.builtin.make_closure takes the function and its captured values, 0 given",
            );
        };
        let closure = match target {
            VmValue::Function(function) => {
                if !matches!(self.callees.get(*function), Some(Callee::Bytecode { .. })) {
                    return fault(
                        FaultKind::Type,
                        format!(
                            "make_closure of `{}`: a packed function, not a VM function",
                            self.table_name(*function)
                        ),
                    );
                }
                VmClosure {
                    function: *function,
                    captured: Rc::from(captured),
                }
            }
            VmValue::Closure(inner) => VmClosure {
                function: inner.function,
                captured: captured
                    .iter()
                    .chain(inner.captured.iter())
                    .cloned()
                    .collect(),
            },
            other => {
                return fault(
                    FaultKind::Type,
                    format!(
                        "make_closure of a {}: it takes a VM function or a closure",
                        other.kind()
                    ),
                );
            }
        };
        Ok(VmValue::Closure(Rc::new(closure)))
    }

    /// `invoke_closure(%vm, closure, args...)`: calls a closure or a function of the table with
    /// `args` followed by the captured values. A VM function gets a new frame whose `Ret`
    /// writes `dst` (`None` returned); a kernel or builtin runs now.
    fn invoke_closure(&mut self, args: &[VmValue], dst: i64) -> Result<Option<VmValue>, Fault> {
        if args.len() < 2 {
            return fault(
                FaultKind::ArgCount,
                format!(
                    "vm.builtin.invoke_closure takes %vm, the closure and its arguments, {} given",
                    args.len()
                ),
            );
        }
        if !matches!(args[0], VmValue::Vm) {
            return fault(
                FaultKind::Type,
                format!(
                    "invoke_closure: argument 0 must be the VM context, got {}",
                    args[0].kind()
                ),
            );
        }
        let (function, captured): (usize, &[VmValue]) = match &args[1] {
            VmValue::Closure(closure) => (closure.function, &closure.captured),
            VmValue::Function(function) => (*function, &[]),
            other => {
                return fault(
                    FaultKind::Type,
                    format!(
                        "invoke_closure expects a closure or a function, got {}",
                        other.kind()
                    ),
                );
            }
        };
        let call_args = &args[2..];
        match self.callees.get(function) {
            Some(Callee::Bytecode { .. }) => {
                self.scratch.clear();
                self.scratch.extend_from_slice(call_args);
                self.scratch.extend_from_slice(captured);
                self.push_frame(function, dst)?;
                Ok(None)
            }
            Some(Callee::Kernel(kernel)) => {
                let kernel = Rc::clone(kernel);
                let full: Vec<VmValue> = call_args.iter().chain(captured).cloned().collect();
                call_kernel(kernel.as_ref(), &full, &mut self.buffers)?;
                Ok(Some(VmValue::None))
            }
            Some(Callee::Compiled(compiled_function)) => {
                let full: Vec<VmValue> = call_args.iter().chain(captured).cloned().collect();
                super::compiled::run(compiled_function, &full, self.compiled_call()).map(Some)
            }
            Some(Callee::Builtin(builtin)) if !builtin.uses_function_table() => {
                let full: Vec<VmValue> = call_args.iter().chain(captured).cloned().collect();
                builtins::run(*builtin, &full, &self.context).map(Some)
            }
            Some(Callee::Builtin(builtin)) => fault(
                FaultKind::Function,
                format!(
                    "invoke_closure of vm.builtin.{}, which needs the VM context",
                    builtin.short_name()
                ),
            ),
            None => fault(
                FaultKind::Function,
                format!(
                    "closure of function {function}, outside the table of {} functions",
                    self.callees.len()
                ),
            ),
        }
    }

    /// `call_tir_dyn(func, args..., shape)`: calls the packed function `func` with `args`
    /// followed by each dim of `shape` as an Int (the symbolic values a kernel takes as
    /// scalars).
    fn call_tir_dyn(&mut self, args: &[VmValue]) -> Result<VmValue, Fault> {
        let [target, .., last] = args else {
            return fault(
                FaultKind::ArgCount,
                format!(
                    "vm.builtin.call_tir_dyn takes the function, its arguments and a Shape, {} given",
                    args.len()
                ),
            );
        };
        let VmValue::Shape(dims) = last else {
            return fault(
                FaultKind::Type,
                format!(
                    "call_tir_dyn: the last argument must be a Shape, got {}",
                    last.kind()
                ),
            );
        };
        let full: Vec<VmValue> = args[1..args.len() - 1]
            .iter()
            .cloned()
            .chain(dims.iter().map(|&dim| VmValue::Int(dim)))
            .collect();
        let function = match target {
            &VmValue::Function(function) => function,
            other => {
                return fault(
                    FaultKind::Type,
                    format!(
                        "call_tir_dyn calls a packed function, got a {}",
                        other.kind()
                    ),
                );
            }
        };
        match self.callees.get(function) {
            Some(Callee::Kernel(kernel)) => {
                let kernel = Rc::clone(kernel);
                call_kernel(kernel.as_ref(), &full, &mut self.buffers)?;
                Ok(VmValue::None)
            }
            Some(Callee::Builtin(builtin)) if !builtin.uses_function_table() => {
                builtins::run(*builtin, &full, &self.context)
            }
            _ => fault(
                FaultKind::Type,
                format!(
                    "call_tir_dyn of `{}`: it calls packed functions (kernels), not VM functions",
                    self.table_name(function)
                ),
            ),
        }
    }
}
