//! Inputs and results as `.npy` files: what `modlink run-model` does for a Relax library.
//!
//! A parameter the bytecode checks with `check_prim_value_info` takes a scalar (a 0-d `.npy`
//! becomes an Int, Float or Bool), one it checks with `check_shape_info` takes a Shape (a 1-D
//! integer `.npy`); every other parameter takes a tensor (a 0-d `.npy` is a 0-d tensor, as
//! `cond.main`'s bool condition). A tuple result is written as `DIR/out.<i>[.<j>…].npy`.

use super::VirtualMachine;
use super::builtins::Builtin;
use super::error::VmError;
use super::value::{VmTensor, VmValue};
use crate::abi::DType;
use crate::module::relax::{InstrArg, Instruction};
use crate::runtime::{Tensor, npy};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// How a parameter is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// A tensor.
    Tensor,
    /// A scalar (Int, Float or Bool).
    Scalar,
    /// A shape.
    Shape,
}

impl VirtualMachine {
    /// How parameter `index` of bytecode function `function` is passed, from the checks its
    /// bytecode makes on it.
    pub fn param_kind(&self, function: &str, index: usize) -> ParamKind {
        let Some(entry) = self.exe.function_index(function) else {
            return ParamKind::Tensor;
        };
        let f = &self.exe.functions[entry];
        let (Ok(start), Ok(end)) = (usize::try_from(f.start_instr), usize::try_from(f.end_instr))
        else {
            return ParamKind::Tensor;
        };
        for pc in start..end.min(self.code.len()) {
            if let Ok(Instruction::Call { func_idx, args, .. }) = &self.code[pc]
                && args.first() == Some(&InstrArg::Register(index as i64))
                && let Some(super::interp::Callee::Builtin(builtin)) = usize::try_from(*func_idx)
                    .ok()
                    .and_then(|i| self.callees.get(i))
            {
                match builtin {
                    Builtin::CheckPrimValueInfo => return ParamKind::Scalar,
                    Builtin::CheckShapeInfo => return ParamKind::Shape,
                    Builtin::CheckTensorInfo => return ParamKind::Tensor,
                    _ => {}
                }
            }
        }
        ParamKind::Tensor
    }

    /// The value of parameter `index` of `function` read from a `.npy` file.
    pub fn input_from_npy(
        &self,
        function: &str,
        index: usize,
        path: &Path,
    ) -> Result<VmValue, VmError> {
        let tensor = npy::read(path)?;
        self.input_from_tensor(function, index, &tensor, &path.display().to_string())
    }

    /// The value of parameter `index` of `function` made from `tensor` (read from `origin`,
    /// named in errors).
    pub fn input_from_tensor(
        &self,
        function: &str,
        index: usize,
        tensor: &Tensor,
        origin: &str,
    ) -> Result<VmValue, VmError> {
        let bad = |message: String| VmError::Input {
            path: origin.to_owned(),
            message,
        };
        match self.param_kind(function, index) {
            ParamKind::Tensor => VmTensor::from_tensor(tensor)
                .map(VmValue::Tensor)
                .map_err(|e| bad(e.to_string())),
            ParamKind::Scalar => {
                if !tensor.shape().is_empty() {
                    return Err(bad(format!(
                        "a scalar parameter needs a 0-d array, not shape {:?}",
                        tensor.shape()
                    )));
                }
                let value = tensor.to_f64_vec().first().copied().unwrap_or(0.0);
                Ok(match tensor.dtype() {
                    DType::Bool => VmValue::Bool(value != 0.0),
                    DType::F16 | DType::F32 | DType::F64 => VmValue::Float(value),
                    DType::I64 => VmValue::Int(
                        tensor
                            .as_slice::<i64>()
                            .ok()
                            .and_then(|s| s.first().copied())
                            .unwrap_or(0),
                    ),
                    _ => VmValue::Int(value as i64),
                })
            }
            ParamKind::Shape => {
                let dims = tensor
                    .as_slice::<i64>()
                    .map_err(|_| bad("a shape parameter needs a 1-D int64 array".into()))?;
                if tensor.shape().len() != 1 {
                    return Err(bad("a shape parameter needs a 1-D int64 array".into()));
                }
                Ok(VmValue::Shape(Rc::from(dims)))
            }
        }
    }
}

/// Every tensor of a (possibly nested tuple) result with its index path.
pub fn result_leaves(value: &VmValue) -> Vec<(Vec<usize>, &VmValue)> {
    fn walk<'a>(
        value: &'a VmValue,
        path: &mut Vec<usize>,
        out: &mut Vec<(Vec<usize>, &'a VmValue)>,
    ) {
        match value {
            VmValue::Tuple(fields) => {
                for (i, field) in fields.iter().enumerate() {
                    path.push(i);
                    walk(field, path, out);
                    path.pop();
                }
            }
            other => out.push((path.clone(), other)),
        }
    }
    let mut out = Vec::new();
    walk(value, &mut Vec::new(), &mut out);
    out
}

/// A leaf of a result as a host tensor (scalars become 0-d tensors).
pub fn leaf_tensor(value: &VmValue) -> Result<Tensor, VmError> {
    let bad = |message: String| VmError::Output { message };
    match value {
        VmValue::Tensor(tensor) => tensor.to_tensor().map_err(|e| bad(e.to_string())),
        VmValue::Int(v) => Tensor::from_slice::<i64>(&[], &[*v]).map_err(|e| bad(e.to_string())),
        VmValue::Float(v) => Tensor::from_slice::<f64>(&[], &[*v]).map_err(|e| bad(e.to_string())),
        VmValue::Bool(v) => {
            Tensor::from_bytes(DType::Bool, &[], &[u8::from(*v)]).map_err(|e| bad(e.to_string()))
        }
        VmValue::Shape(dims) => {
            Tensor::from_slice::<i64>(&[dims.len() as i64], dims).map_err(|e| bad(e.to_string()))
        }
        other => Err(bad(format!("a {} cannot be written as .npy", other.kind()))),
    }
}

/// Writes a result: a single leaf to `file`, or every leaf to `dir/out.<i>[.<j>…].npy`
/// (`dir/out.npy` for a single leaf). Returns the files written.
pub fn write_result(
    value: &VmValue,
    file: Option<&Path>,
    dir: Option<&Path>,
) -> Result<Vec<PathBuf>, VmError> {
    let leaves = result_leaves(value);
    let mut written = Vec::new();
    if let Some(file) = file {
        match leaves.as_slice() {
            [(path, leaf)] if path.is_empty() => {
                npy::write(file, &leaf_tensor(leaf)?)?;
                written.push(file.to_path_buf());
            }
            _ => {
                return Err(VmError::Output {
                    message: format!(
                        "the result is a tuple of {} tensors, which one file cannot hold: write it to a directory (one .npy file per tensor)",
                        leaves.len()
                    ),
                });
            }
        }
    }
    if let Some(dir) = dir {
        std::fs::create_dir_all(dir).map_err(|e| VmError::Output {
            message: format!("{}: {e}", dir.display()),
        })?;
        for (path, leaf) in &leaves {
            let mut name = String::from("out");
            for i in path {
                name.push_str(&format!(".{i}"));
            }
            let target = dir.join(format!("{name}.npy"));
            npy::write(&target, &leaf_tensor(leaf)?)?;
            written.push(target);
        }
    }
    Ok(written)
}
