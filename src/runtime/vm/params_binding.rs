//! Binding named arrays to a VM function's parameters by name: what a model whose weights are
//! function parameters (TVM's `keep_params_as_input`) needs to run from one weights file.
//!
//! An [`InputSet`] gathers arrays from `.npy` files, `.npz` archives and TVM parameter
//! dictionaries; [`VirtualMachine::bind_inputs`] turns it into one argument per parameter. Every
//! mismatch is an error naming the parameter: a name given twice, a name that is no parameter
//! (an extra entry), a parameter without an array, and a shape or dtype other than the one the
//! function's bytecode checks ([`VirtualMachine::param_check`]). The names must be the
//! function's own parameter names; nothing is bound by position.

use super::VirtualMachine;
use super::builtins::{BUILTIN_PREFIX, Builtin};
use super::error::VmError;
use super::interp::Callee;
use super::value::VmValue;
use crate::abi::DLDataType;
use crate::module::relax::{InstrArg, Instruction};
use crate::runtime::Tensor;
use crate::runtime::value::{dl_dtype, params_file};
use std::path::Path;

/// One array meant for the parameter of the same name, with the file it came from.
#[derive(Clone, Debug)]
pub struct NamedInput {
    /// The parameter name.
    pub name: String,
    /// The array.
    pub tensor: Tensor,
    /// Where it came from (a file), for errors.
    pub origin: String,
}

/// Named arrays for a function's parameters, at most one per name.
#[derive(Clone, Debug, Default)]
pub struct InputSet {
    inputs: Vec<NamedInput>,
}

impl InputSet {
    /// An empty set.
    pub fn new() -> InputSet {
        InputSet::default()
    }

    /// Every array of a `.npz` archive or a TVM parameter dictionary, under its own name.
    pub fn from_file(path: &Path) -> Result<InputSet, VmError> {
        let mut set = InputSet::new();
        set.insert_file(path)?;
        Ok(set)
    }

    /// Adds `tensor` for parameter `name`; a name already in the set is an error naming both
    /// origins (neither overrides the other).
    pub fn insert(
        &mut self,
        name: impl Into<String>,
        tensor: Tensor,
        origin: impl Into<String>,
    ) -> Result<(), VmError> {
        let name = name.into();
        let origin = origin.into();
        if let Some(first) = self.get(&name) {
            return Err(VmError::DuplicateInput {
                parameter: name,
                first: first.origin.clone(),
                second: origin,
            });
        }
        self.inputs.push(NamedInput {
            name,
            tensor,
            origin,
        });
        Ok(())
    }

    /// Adds every array of the `.npz` archive or TVM parameter dictionary at `path`.
    pub fn insert_file(&mut self, path: &Path) -> Result<(), VmError> {
        let origin = path.display().to_string();
        for (name, tensor) in params_file::read(path)? {
            self.insert(name, tensor, origin.clone())?;
        }
        Ok(())
    }

    /// The input named `name`.
    pub fn get(&self, name: &str) -> Option<&NamedInput> {
        self.inputs.iter().find(|input| input.name == name)
    }

    /// The inputs in the order they were added.
    pub fn iter(&self) -> impl Iterator<Item = &NamedInput> {
        self.inputs.iter()
    }

    /// How many inputs the set holds.
    pub fn len(&self) -> usize {
        self.inputs.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.inputs.is_empty()
    }
}

/// What a function's bytecode checks of a tensor parameter before using it (TVM's
/// `check_tensor_info` and `match_shape` on the parameter's register). Unchecked parts are `None`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParamCheck {
    /// The number of dimensions.
    pub ndim: Option<usize>,
    /// The element type.
    pub dtype: Option<DLDataType>,
    /// Per dimension, the extent the bytecode asserts (`None` for a symbolic one).
    pub dims: Option<Vec<Option<i64>>>,
    /// TVM's error context of the checks, e.g. `ErrorContext(fn=main, loc=param[1], param=w,
    /// annotation=R.Tensor((8, 6), dtype="float32"))`.
    pub context: Option<String>,
}

impl VirtualMachine {
    /// What bytecode function `function` checks of parameter `index` (nothing for an unknown
    /// function or a parameter it does not check).
    pub fn param_check(&self, function: &str, index: usize) -> ParamCheck {
        let mut check = ParamCheck::default();
        let Some(entry) = self.exe.function_index(function) else {
            return check;
        };
        let f = &self.exe.functions[entry];
        let (Ok(start), Ok(end)) = (usize::try_from(f.start_instr), usize::try_from(f.end_instr))
        else {
            return check;
        };
        let register = InstrArg::Register(index as i64);
        for pc in start..end.min(self.code.len()) {
            let Ok(Instruction::Call { func_idx, args, .. }) = &self.code[pc] else {
                continue;
            };
            if args.first() != Some(&register) {
                continue;
            }
            let Some(Callee::Builtin(builtin)) = usize::try_from(*func_idx)
                .ok()
                .and_then(|i| self.callees.get(i))
            else {
                continue;
            };
            match builtin {
                Builtin::CheckTensorInfo if check.ndim.is_none() && check.dtype.is_none() => {
                    check.ndim = args
                        .get(1)
                        .and_then(|a| self.int_operand(a))
                        .and_then(|n| usize::try_from(n).ok());
                    if args.len() == 4
                        && let Some(VmValue::DataType(dtype)) = self.constant_operand(&args[2])
                    {
                        check.dtype = Some(*dtype);
                    }
                    check.context = check.context.or_else(|| self.error_context(args));
                }
                Builtin::MatchShape if check.dims.is_none() => {
                    check.dims = self.asserted_dims(args);
                    check.context = check.context.or_else(|| self.error_context(args));
                }
                _ => {}
            }
        }
        check
    }

    /// The arguments of `function`, one per parameter in order, each from the input named after
    /// it (a scalar or shape parameter from a 0-d or 1-D array, as with `.npy` inputs).
    pub fn bind_inputs(&self, function: &str, inputs: &InputSet) -> Result<Vec<VmValue>, VmError> {
        let params = self
            .param_names(function)
            .ok_or_else(|| VmError::UnknownFunction {
                name: function.to_owned(),
                available: self.function_names().join(", "),
            })?;
        if let Some(extra) = inputs.iter().find(|i| !params.contains(&i.name)) {
            return Err(VmError::UnknownParameter {
                function: function.to_owned(),
                name: extra.name.clone(),
                origin: extra.origin.clone(),
                parameters: name_list(params),
            });
        }
        let missing: Vec<String> = params
            .iter()
            .filter(|p| inputs.get(p).is_none())
            .cloned()
            .collect();
        if !missing.is_empty() {
            return Err(VmError::MissingInputs {
                function: function.to_owned(),
                parameters: missing,
            });
        }
        params
            .iter()
            .enumerate()
            .map(|(index, name)| {
                let input = inputs.get(name).ok_or_else(|| VmError::MissingInputs {
                    function: function.to_owned(),
                    parameters: vec![name.clone()],
                })?;
                self.bind_input(function, index, input)
            })
            .collect()
    }

    /// The argument for parameter `index` of `function` made from `input`, refused (naming the
    /// parameter and the input's origin) when its dtype, ndim or shape differs from what the
    /// bytecode checks: what [`VirtualMachine::bind_inputs`] does for each parameter, for a
    /// caller that binds some parameters once (the weights) and the others per call.
    pub fn bind_input(
        &self,
        function: &str,
        index: usize,
        input: &NamedInput,
    ) -> Result<VmValue, VmError> {
        self.check_input(function, index, input)?;
        self.input_from_tensor(function, index, &input.tensor, &input.origin)
    }

    /// Refuses an input whose shape or dtype differs from what the bytecode checks.
    fn check_input(&self, function: &str, index: usize, input: &NamedInput) -> Result<(), VmError> {
        let check = self.param_check(function, index);
        let mismatch = |field: &'static str, expected: String, found: String| {
            let builtin = if field == "shape" {
                Builtin::MatchShape
            } else {
                Builtin::CheckTensorInfo
            };
            let mut message = format!(
                "{found}, the function expects {expected} (checked by {BUILTIN_PREFIX}{}",
                builtin.short_name()
            );
            if let Some(context) = &check.context {
                message.push_str(": ");
                message.push_str(context);
            }
            message.push(')');
            VmError::InputMismatch {
                function: function.to_owned(),
                parameter: input.name.clone(),
                origin: input.origin.clone(),
                field,
                message,
            }
        };
        let shape = input.tensor.shape();
        if let Some(dtype) = check.dtype
            && dtype != dl_dtype(input.tensor.dtype())
        {
            return Err(mismatch(
                "dtype",
                dtype.to_string(),
                dl_dtype(input.tensor.dtype()).to_string(),
            ));
        }
        if let Some(ndim) = check.ndim
            && ndim != shape.len()
        {
            return Err(mismatch(
                "ndim",
                ndim.to_string(),
                format!("{} (shape {shape:?})", shape.len()),
            ));
        }
        if let Some(dims) = &check.dims {
            let fits = dims.len() == shape.len()
                && dims
                    .iter()
                    .zip(shape)
                    .all(|(want, have)| want.is_none_or(|w| w == *have));
            if !fits {
                let expected = dims
                    .iter()
                    .map(|d| d.map_or("?".to_owned(), |v| v.to_string()))
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(mismatch(
                    "shape",
                    format!("[{expected}]"),
                    format!("{shape:?}"),
                ));
            }
        }
        Ok(())
    }

    /// An integer operand: an immediate or an Int constant.
    fn int_operand(&self, arg: &InstrArg) -> Option<i64> {
        match arg {
            InstrArg::Immediate(value) => Some(*value),
            other => match self.constant_operand(other)? {
                VmValue::Int(value) => Some(*value),
                _ => None,
            },
        }
    }

    fn constant_operand(&self, arg: &InstrArg) -> Option<&VmValue> {
        match arg {
            InstrArg::ConstIdx(index) => self.constants.get(usize::try_from(*index).ok()?),
            _ => None,
        }
    }

    /// `match_shape(value, heap, n, code0, value0, …, context)`: the extents asserted equal to
    /// an immediate (code 0); the others (stored to or compared with the heap) are symbolic.
    fn asserted_dims(&self, args: &[InstrArg]) -> Option<Vec<Option<i64>>> {
        let count = usize::try_from(self.int_operand(args.get(2)?)?).ok()?;
        (0..count)
            .map(|dim| {
                let code = self.int_operand(args.get(3 + 2 * dim)?)?;
                let value = self.int_operand(args.get(4 + 2 * dim)?)?;
                Some((code == 0).then_some(value))
            })
            .collect()
    }

    /// The error context a check carries as its last argument (a string constant).
    fn error_context(&self, args: &[InstrArg]) -> Option<String> {
        match self.constant_operand(args.last()?)? {
            VmValue::Str(context) => Some(context.trim_end().to_owned()),
            _ => None,
        }
    }
}

/// A function's parameter names for a message: every one up to twelve, else the first twelve
/// and how many there are.
fn name_list(names: &[String]) -> String {
    const SHOWN: usize = 12;
    let shown = names
        .iter()
        .take(SHOWN)
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > SHOWN {
        format!("{shown}, … ({} in all)", names.len())
    } else {
        shown
    }
}
