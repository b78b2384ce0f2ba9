//! What a Relax VM function checks of its parameters on entry, read from its bytecode: the
//! `vm.builtin.check_tensor_info` (rank, dtype) and `vm.builtin.match_shape` (each dimension)
//! calls Relax emits for every annotated tensor parameter. `modlink inspect` shows them as a
//! signature, e.g. `main(x: float32[n0, 6])`.

use super::relax::{Constant, InstrArg, Instruction, VmExecutable, VmFunctionKind};
use serde::Serialize;

/// Ranks above this, only a hostile executable's, are not spelled out as `?` dimensions.
const MAX_SHOWN_RANK: usize = 64;

/// One parameter of a VM function, as far as its entry checks say.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ParamSignature {
    /// The Relax parameter name.
    pub name: String,
    /// Its dtype (`float32`, `int64`, `bool`, …), when `check_tensor_info` names one.
    pub dtype: Option<String>,
    /// Its dimensions, when `match_shape` or `check_tensor_info` fixes the rank: a number for a
    /// static extent, `n<slot>` for a symbolic one (equal names are equal extents; `slot` is
    /// its place in the function's shape heap), `?` for one left unchecked.
    pub shape: Option<Vec<String>>,
}

impl ParamSignature {
    /// `x: float32[n0, 6]`, `x: float32`, `x: [2, 3]`, or just `x` when nothing is checked.
    pub fn text(&self) -> String {
        let shape = self
            .shape
            .as_ref()
            .map(|dims| format!("[{}]", dims.join(", ")));
        match (&self.dtype, shape) {
            (None, None) => self.name.clone(),
            (Some(dtype), None) => format!("{}: {dtype}", self.name),
            (dtype, Some(shape)) => {
                format!("{}: {}{shape}", self.name, dtype.as_deref().unwrap_or(""))
            }
        }
    }
}

impl VmExecutable {
    /// The parameters of function `index` with what its bytecode checks of each on entry
    /// (nothing for a packed or compiled function, or an index out of range). Total: an
    /// instruction that does not decode ends the scan.
    pub fn param_signatures(&self, index: usize) -> Vec<ParamSignature> {
        let Some(function) = self.functions.get(index) else {
            return Vec::new();
        };
        let mut params: Vec<ParamSignature> = function
            .param_names
            .iter()
            .map(|name| ParamSignature {
                name: name.clone(),
                dtype: None,
                shape: None,
            })
            .collect();
        if function.kind != VmFunctionKind::Bytecode {
            return params;
        }
        let int = |arg: Option<&InstrArg>| match arg {
            Some(InstrArg::Immediate(value)) => Some(*value),
            Some(InstrArg::ConstIdx(c)) => {
                match usize::try_from(*c).ok().and_then(|c| self.constants.get(c)) {
                    Some(Constant::Int(value)) => Some(*value),
                    _ => None,
                }
            }
            _ => None,
        };
        // Parameters arrive in registers 0..num_args.
        let param = |arg: Option<&InstrArg>| match arg {
            Some(InstrArg::Register(register)) => usize::try_from(*register)
                .ok()
                .filter(|&r| r < params.len()),
            _ => None,
        };
        let start = usize::try_from(function.start_instr).unwrap_or(0);
        let end = usize::try_from(function.end_instr).unwrap_or(0);
        let mut checks = Vec::new();
        for at in start..end.min(self.instr_offsets.len()) {
            let Ok(Instruction::Call { func_idx, args, .. }) = self.instruction(at) else {
                continue;
            };
            let Some(callee) = usize::try_from(func_idx)
                .ok()
                .and_then(|f| self.functions.get(f))
            else {
                continue;
            };
            match callee.name.as_str() {
                "vm.builtin.check_tensor_info" => {
                    let Some(target) = param(args.first()) else {
                        continue;
                    };
                    let ndim = int(args.get(1));
                    let dtype = match args.get(2) {
                        Some(InstrArg::ConstIdx(c)) => {
                            match usize::try_from(*c).ok().and_then(|c| self.constants.get(c)) {
                                Some(Constant::DataType(t)) => Some(t.to_string()),
                                _ => None,
                            }
                        }
                        _ => None,
                    };
                    checks.push((
                        target,
                        dtype,
                        ndim.and_then(|n| usize::try_from(n).ok())
                            .filter(|&n| n <= MAX_SHOWN_RANK),
                        None,
                    ));
                }
                "vm.builtin.match_shape" => {
                    let Some(target) = param(args.first()) else {
                        continue;
                    };
                    let Some(count) = int(args.get(2)).and_then(|n| usize::try_from(n).ok()) else {
                        continue;
                    };
                    let dims: Option<Vec<String>> = (0..count)
                        .map(|dim| {
                            let code = int(args.get(3 + 2 * dim))?;
                            let value = int(args.get(4 + 2 * dim))?;
                            Some(match code {
                                0 => value.to_string(),
                                1 | 3 => format!("n{value}"),
                                _ => "?".to_string(),
                            })
                        })
                        .collect();
                    // The rank alone is not taken from here: `count` may be any number when
                    // the arguments run short of it.
                    checks.push((target, None, None, dims));
                }
                _ => {}
            }
        }
        for (target, dtype, rank, dims) in checks {
            let param = &mut params[target];
            if param.dtype.is_none() {
                param.dtype = dtype;
            }
            match dims {
                Some(dims) => param.shape = Some(dims),
                None if param.shape.is_none() => {
                    param.shape = rank.map(|rank| vec!["?".to_string(); rank]);
                }
                None => {}
            }
        }
        params
    }
}
