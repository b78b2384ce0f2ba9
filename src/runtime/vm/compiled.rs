//! Compiled-mode functions (`exec_mode="compiled"`, function kind 2) on the VM's side: their
//! host code `__vmtir__<name>` runs the function and calls back into the VM's builtins (TVM's
//! `VirtualMachineImpl::GetClosure`). The VM hands it the arguments, the constant pool and the
//! function table as values of one call ([`CompiledFrame`]); `runtime::host::any_list` lays
//! them out as TVM's any lists and serves the host code's C imports.

use super::builtins::{self, Builtin, BuiltinContext};
use super::error::{Fault, FaultKind, fault};
use super::value::VmValue;
use crate::abi::ffi::{ffi_type_name, type_index};
use crate::module::relax::VmFunction;
use crate::runtime::host::{AnyItem, CompiledCallHost, CompiledLists, ValueView, call_compiled};
use crate::runtime::{Function, Library, RaisedError};
use std::rc::Rc;

/// The prefix of a compiled function's host code: `__vmtir__main` runs `main`.
pub const VMTIR_PREFIX: &str = "__vmtir__";

/// A compiled function of the table.
pub(crate) struct CompiledFunction {
    num_args: usize,
    registers: usize,
    /// `__vmtir__<name>`, found in the library's imports when the VM is made for one.
    host_code: Option<Function>,
}

impl CompiledFunction {
    /// Checks a compiled function's header as TVM's `GetClosure` does: the register file holds
    /// the arguments and, after them, the result.
    pub(crate) fn new(function: &VmFunction, max_registers: usize) -> Result<Self, String> {
        let num_args = usize::try_from(function.num_args).ok();
        let registers = usize::try_from(function.register_file_size).ok();
        match (num_args, registers) {
            (Some(num_args), Some(registers))
                if num_args < registers && registers <= max_registers =>
            {
                Ok(CompiledFunction {
                    num_args,
                    registers,
                    host_code: None,
                })
            }
            _ => Err(format!(
                "compiled function with {} parameters and {} registers (the registers hold the \
                 parameters and the result; at most {max_registers})",
                function.num_args, function.register_file_size
            )),
        }
    }

    /// How many arguments it takes.
    pub(crate) fn num_args(&self) -> usize {
        self.num_args
    }

    /// Finds the host code `__vmtir__<name>` in `library`'s imports; the symbol's name when
    /// it is missing.
    pub(crate) fn bind(&mut self, name: &str, library: &Library) -> Result<(), String> {
        let symbol = format!("{VMTIR_PREFIX}{name}");
        let host_code = library
            .find_in_imports(0, &symbol)
            .filter(Function::accepts_packed)
            .ok_or(symbol)?;
        self.host_code = Some(host_code);
        Ok(())
    }
}

/// What one call of a compiled function shares with its host code.
pub(crate) struct CompiledCall<'a> {
    /// The VM's constant pool.
    pub(crate) constants: &'a [VmValue],
    /// Entries of the function table.
    pub(crate) functions: usize,
    /// The builtins' storage pool and limits.
    pub(crate) context: &'a BuiltinContext,
}

/// Runs `compiled` on `args` and returns its result.
pub(crate) fn run(
    compiled: &CompiledFunction,
    args: &[VmValue],
    call: CompiledCall<'_>,
) -> Result<VmValue, Fault> {
    let Some(host_code) = &compiled.host_code else {
        return fault(
            FaultKind::Function,
            "a compiled-mode function has no host code in a VM made without its library",
        );
    };
    if args.len() != compiled.num_args {
        return fault(
            FaultKind::ArgCount,
            format!(
                "`{}` takes {} arguments, {} given",
                host_code.name(),
                compiled.num_args,
                args.len()
            ),
        );
    }
    let mut frame = CompiledFrame {
        values: Vec::new(),
        context: call.context,
        fault: None,
    };
    let inputs: Vec<AnyItem> = args.iter().map(|value| frame.item(value)).collect();
    let constants: Vec<AnyItem> = call.constants.iter().map(|c| frame.item(c)).collect();
    let functions: Vec<AnyItem> = (0..call.functions)
        .map(|index| frame.item(&VmValue::Function(index)))
        .collect();
    let lists = CompiledLists {
        inputs: &inputs,
        registers: compiled.registers,
        constants: &constants,
        functions: &functions,
    };
    match call_compiled(host_code, lists, &mut frame) {
        Ok(result) => frame.value(&result),
        // A builtin's fault keeps its kind; anything else failed in a kernel.
        Err(error) => Err(frame
            .fault
            .take()
            .unwrap_or_else(|| Fault::new(FaultKind::Kernel, error.to_string()))),
    }
}

/// The values of one compiled call, numbered for its host code.
struct CompiledFrame<'a> {
    values: Vec<VmValue>,
    context: &'a BuiltinContext,
    /// The first builtin fault, reported instead of the error it became on its way out.
    fault: Option<Fault>,
}

impl CompiledFrame<'_> {
    fn item(&mut self, value: &VmValue) -> AnyItem {
        match value {
            VmValue::None => AnyItem::None,
            VmValue::Int(v) => AnyItem::Int(*v),
            VmValue::Bool(v) => AnyItem::Bool(*v),
            VmValue::Float(v) => AnyItem::Float(*v),
            VmValue::DataType(d) => AnyItem::DataType(*d),
            VmValue::Vm => AnyItem::Context,
            other => {
                self.values.push(other.clone());
                AnyItem::Value(self.values.len() - 1)
            }
        }
    }

    fn value(&self, item: &AnyItem) -> Result<VmValue, Fault> {
        Ok(match item {
            AnyItem::None => VmValue::None,
            AnyItem::Int(v) => VmValue::Int(*v),
            AnyItem::Bool(v) => VmValue::Bool(*v),
            AnyItem::Float(v) => VmValue::Float(*v),
            AnyItem::DataType(d) => VmValue::DataType(*d),
            AnyItem::Context => VmValue::Vm,
            AnyItem::Str(text) => VmValue::Str(Rc::from(text.as_str())),
            AnyItem::Value(id) => self.values.get(*id).cloned().ok_or_else(|| {
                Fault::new(
                    FaultKind::Register,
                    format!("compiled code holds no value {id}"),
                )
            })?,
            AnyItem::Foreign(index) => {
                return fault(
                    FaultKind::Type,
                    format!(
                        "compiled code passed a `{}` (type index {index}) the VM did not make",
                        ffi_type_name(*index)
                    ),
                );
            }
        })
    }
}

/// TVM's error kind for a fault, as the host code sees it raised.
fn raised_kind(kind: FaultKind) -> &'static str {
    match kind {
        FaultKind::Type => "TypeError",
        FaultKind::Check | FaultKind::ArgCount | FaultKind::TupleIndex => "ValueError",
        _ => "RuntimeError",
    }
}

impl CompiledCallHost for CompiledFrame<'_> {
    fn call_builtin(&mut self, name: &str, args: &[AnyItem]) -> Result<AnyItem, RaisedError> {
        let outcome = Builtin::from_name(name)
            .ok_or_else(|| Fault::new(FaultKind::Function, format!("no builtin `{name}`")))
            .and_then(|builtin| {
                let values = args
                    .iter()
                    .map(|item| self.value(item))
                    .collect::<Result<Vec<_>, _>>()?;
                builtins::run(builtin, &values, self.context)
            });
        match outcome {
            Ok(value) => Ok(self.item(&value)),
            Err(fault) => {
                let raised = RaisedError {
                    kind: raised_kind(fault.kind).into(),
                    message: format!("{name}: {}", fault.message),
                };
                self.fault
                    .get_or_insert(Fault::new(fault.kind, raised.message.clone()));
                Err(raised)
            }
        }
    }

    fn view(&self, id: usize) -> Option<ValueView<'_>> {
        Some(match self.values.get(id)? {
            VmValue::Tensor(tensor) => ValueView::Tensor {
                storage: tensor.storage.raw(),
                byte_offset: tensor.byte_offset,
                shape: &tensor.shape,
                dtype: tensor.dtype,
            },
            VmValue::Shape(_) => ValueView::Object(type_index::SHAPE),
            VmValue::Str(_) => ValueView::Object(type_index::STRING),
            VmValue::Tuple(_) => ValueView::Object(type_index::ARRAY),
            VmValue::Function(_) | VmValue::Closure(_) => ValueView::Object(type_index::FUNCTION),
            // A storage is a runtime object of TVM's with no fixed type index.
            VmValue::Storage(_) => ValueView::Object(type_index::STATIC_OBJECT_BEGIN),
            VmValue::None
            | VmValue::Int(_)
            | VmValue::Bool(_)
            | VmValue::Float(_)
            | VmValue::DataType(_)
            | VmValue::Vm => return None,
        })
    }
}
