//! Expression typing: the type an expression has on its own, literal inference from context,
//! and the operator, intrinsic and literal-range rules.

use super::{Binding, Checker, Failure, Outcome, fail};
use crate::abi::DType;
use crate::ir::ast::{BinOp, Expr, Intrinsic, UnOp};

impl Checker {
    /// The type `expr` has regardless of context, or `None` if it is made of untyped literals
    /// only (and so takes the type its context wants).
    pub(super) fn natural_type(&self, expr: &Expr) -> Option<DType> {
        match expr {
            Expr::Int { dtype, .. } | Expr::Float { dtype, .. } => *dtype,
            Expr::Bool(_) => Some(DType::Bool),
            Expr::Var(name) => self.lookup(name).and_then(Binding::value_type),
            Expr::Load { buffer, .. } => match self.lookup(buffer) {
                Some(
                    Binding::Buffer { dtype, .. }
                    | Binding::LocalArray { dtype, .. }
                    | Binding::SharedArray { dtype, .. },
                ) => Some(dtype),
                _ => None,
            },
            Expr::Binary { op, lhs, rhs } => {
                if op.is_comparison() || matches!(op, BinOp::And | BinOp::Or) {
                    Some(DType::Bool)
                } else {
                    self.natural_type(lhs).or_else(|| self.natural_type(rhs))
                }
            }
            Expr::Unary { op: UnOp::Not, .. } => Some(DType::Bool),
            Expr::Unary {
                op: UnOp::Neg,
                operand,
            } => self.natural_type(operand),
            Expr::Cast { dtype, .. } => Some(*dtype),
            Expr::Select {
                then_value,
                else_value,
                ..
            } => self
                .natural_type(then_value)
                .or_else(|| self.natural_type(else_value)),
            Expr::Call { intrinsic, args } if intrinsic.is_warp_shuffle() => {
                args.first().and_then(|value| self.natural_type(value))
            }
            Expr::Call { args, .. } => args.iter().find_map(|arg| self.natural_type(arg)),
        }
    }

    /// The common operand type for operands made of `exprs`: the first natural type, else the
    /// context's `wanted` type, else `f64` if any float literal is involved, else `i64`.
    fn operand_type(&self, exprs: &[&Expr], wanted: Option<DType>) -> DType {
        exprs
            .iter()
            .find_map(|e| self.natural_type(e))
            .or(wanted)
            .unwrap_or(if exprs.iter().any(|e| has_float_literal(e)) {
                DType::F64
            } else {
                DType::I64
            })
    }

    /// Checks `expr` where the context wants `wanted` (used only to type untyped literals);
    /// returns the typed copy and its type. Callers compare the type with what they need.
    /// An error found at `expr` itself (not in an operand) is reported there, with `expr` as
    /// its place.
    pub(super) fn expr(&mut self, expr: &Expr, wanted: Option<DType>) -> Outcome<(Expr, DType)> {
        match self.expr_inner(expr, wanted) {
            Err(Failure::Error(message)) => Err(self.report_at(expr, message)),
            other => other,
        }
    }

    fn expr_inner(&mut self, expr: &Expr, wanted: Option<DType>) -> Outcome<(Expr, DType)> {
        match expr {
            Expr::Int { value, dtype } => {
                int_literal(*value, dtype.or(wanted).unwrap_or(DType::I64))
            }
            Expr::Float { value, dtype } => {
                float_literal(*value, dtype.or(wanted).unwrap_or(DType::F64))
            }
            Expr::Bool(value) => Ok((Expr::Bool(*value), DType::Bool)),
            Expr::Var(name) => match self.lookup(name) {
                None => fail(format!("undefined variable `{name}`")),
                Some(Binding::Invalid) => Err(Failure::Reported),
                Some(Binding::Buffer { .. }) => fail(format!(
                    "buffer `{name}` used as a value; index it as `{name}[...]`"
                )),
                Some(Binding::LocalArray { .. }) => fail(format!(
                    "local array `{name}` used as a value; index it as `{name}[...]`"
                )),
                Some(Binding::SharedArray { .. }) => fail(format!(
                    "shared array `{name}` used as a value; index it as `{name}[...]`"
                )),
                Some(binding) => Ok((expr.clone(), binding.value_type().unwrap_or(DType::I64))),
            },
            Expr::Load { buffer, indices } => {
                let dtype = match self.lookup(buffer) {
                    Some(
                        Binding::Buffer { dtype, .. }
                        | Binding::LocalArray { dtype, .. }
                        | Binding::SharedArray { dtype, .. },
                    ) => dtype,
                    Some(Binding::Invalid) => return Err(Failure::Reported),
                    Some(_) => {
                        return fail(format!("`{buffer}` is not a buffer and cannot be indexed"));
                    }
                    None => {
                        // The indices' own errors are reported too.
                        let _ = self.each_index(indices);
                        return fail(format!("undefined buffer `{buffer}`"));
                    }
                };
                let indices = self.indices(buffer, indices)?;
                Ok((
                    Expr::Load {
                        buffer: buffer.clone(),
                        indices,
                    },
                    dtype,
                ))
            }
            Expr::Binary { op, lhs, rhs } => self.binary(*op, lhs, rhs, wanted),
            Expr::Unary { op, operand } => {
                let (operand, found) = match op {
                    UnOp::Not => self.expr(operand, Some(DType::Bool))?,
                    UnOp::Neg => {
                        self.expr(operand, wanted.filter(|t| t.is_int() || t.is_float()))?
                    }
                };
                match op {
                    UnOp::Not if found != DType::Bool => {
                        return fail(format!("`!` needs a bool operand, found {found}"));
                    }
                    UnOp::Neg if found == DType::Bool => {
                        return fail("`-` needs a number, found bool".to_string());
                    }
                    _ => {}
                }
                Ok((
                    Expr::Unary {
                        op: *op,
                        operand: Box::new(operand),
                    },
                    found,
                ))
            }
            Expr::Cast { dtype, value } => {
                let (value, _) = self.expr(value, None)?;
                Ok((
                    Expr::Cast {
                        dtype: *dtype,
                        value: Box::new(value),
                    },
                    *dtype,
                ))
            }
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => {
                let operand = self.operand_type(&[then_value, else_value], wanted);
                let cond = self.expr(cond, Some(DType::Bool));
                let then_checked = self.expr(then_value, Some(operand));
                let else_checked = self.expr(else_value, Some(operand));
                let (cond, found) = cond?;
                if found != DType::Bool {
                    return fail(format!("`select` condition must be bool, found {found}"));
                }
                let ((then_value, then_type), (else_value, else_type)) =
                    (then_checked?, else_checked?);
                if then_type != else_type {
                    return fail(format!(
                        "type mismatch in `select`: {then_type} vs {else_type}"
                    ));
                }
                let select = Expr::Select {
                    cond: Box::new(cond),
                    then_value: Box::new(then_value),
                    else_value: Box::new(else_value),
                };
                Ok((select, then_type))
            }
            Expr::Call { intrinsic, args } => self.call(*intrinsic, args, wanted),
        }
    }

    fn binary(
        &mut self,
        op: BinOp,
        lhs: &Expr,
        rhs: &Expr,
        wanted: Option<DType>,
    ) -> Outcome<(Expr, DType)> {
        let logical = matches!(op, BinOp::And | BinOp::Or);
        let bitwise = matches!(
            op,
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr
        );
        let operand = if logical {
            DType::Bool
        } else if op.is_comparison() {
            self.operand_type(&[lhs, rhs], None)
        } else if bitwise {
            self.operand_type(&[lhs, rhs], wanted.filter(|t| t.is_int()))
        } else {
            self.operand_type(&[lhs, rhs], wanted.filter(|t| t.is_int() || t.is_float()))
        };
        let symbol = op.symbol();
        let needs = if logical {
            "bool operands"
        } else if bitwise {
            "integer operands"
        } else {
            "numeric operands"
        };
        let accepts = |dtype: DType| match op {
            BinOp::Eq | BinOp::Ne => true,
            _ if logical => dtype == DType::Bool,
            _ if bitwise => dtype.is_int(),
            _ => dtype != DType::Bool,
        };
        // Checked before the operands so that `flag + 1` blames `+`, not the literal.
        if !accepts(operand) {
            return fail(format!("`{symbol}` needs {needs}, found {operand}"));
        }
        // Both operands are checked before either error stops the expression, so that an
        // error in each is reported.
        let lhs_checked = self.expr(lhs, Some(operand));
        let rhs_checked = self.expr(rhs, Some(operand));
        let ((lhs_typed, lhs_type), (rhs_typed, rhs_type)) = (lhs_checked?, rhs_checked?);
        if lhs_type != rhs_type {
            return fail(format!(
                "type mismatch in `{symbol}`: {lhs_type} vs {rhs_type}"
            ));
        }
        if !accepts(lhs_type) {
            return fail(format!("`{symbol}` needs {needs}, found {lhs_type}"));
        }
        if lhs_type.is_int() {
            self.check_constant_operand(op, lhs_type, rhs, &rhs_typed)?;
        }
        let result = if logical || op.is_comparison() {
            DType::Bool
        } else {
            lhs_type
        };
        Ok((
            Expr::Binary {
                op,
                lhs: Box::new(lhs_typed),
                rhs: Box::new(rhs_typed),
            },
            result,
        ))
    }

    fn call(
        &mut self,
        intrinsic: Intrinsic,
        args: &[Expr],
        wanted: Option<DType>,
    ) -> Outcome<(Expr, DType)> {
        let name = intrinsic.name();
        if args.len() != intrinsic.arity() {
            let plural = if intrinsic.arity() == 1 {
                "argument"
            } else {
                "arguments"
            };
            return fail(format!(
                "`{name}` takes {} {plural}, got {}",
                intrinsic.arity(),
                args.len()
            ));
        }
        if intrinsic.is_warp_shuffle() {
            return self.warp_shuffle(intrinsic, args, wanted);
        }
        let arg_refs: Vec<&Expr> = args.iter().collect();
        let numeric_wanted = wanted.filter(|t| t.is_int() || t.is_float());
        let operand = if intrinsic.float_only() {
            // Untyped arguments of a float-only intrinsic default to f64 even if all integer.
            let float_wanted = wanted.filter(|t| t.is_float()).unwrap_or(DType::F64);
            self.operand_type(&arg_refs, Some(float_wanted))
        } else {
            self.operand_type(&arg_refs, numeric_wanted)
        };
        // Every argument is checked before an error in one stops the call.
        let results: Vec<Outcome<(Expr, DType)>> = args
            .iter()
            .map(|arg| self.expr(arg, Some(operand)))
            .collect();
        let mut checked = Vec::with_capacity(args.len());
        let mut arg_type = operand;
        for (position, result) in results.into_iter().enumerate() {
            let (arg, found) = result?;
            if position > 0 && found != arg_type {
                return fail(format!("type mismatch in `{name}`: {arg_type} vs {found}"));
            }
            arg_type = found;
            checked.push(arg);
        }
        let accepted = if intrinsic.float_only() {
            arg_type.is_float()
        } else if intrinsic == Intrinsic::Abs {
            arg_type.is_float() || arg_type.is_signed_int()
        } else {
            arg_type.is_float() || arg_type.is_int()
        };
        if !accepted {
            let needs = if intrinsic.float_only() {
                "float"
            } else if intrinsic == Intrinsic::Abs {
                "float or signed integer"
            } else {
                "numeric"
            };
            return fail(format!(
                "`{name}` needs {needs} arguments, found {arg_type}"
            ));
        }
        Ok((
            Expr::Call {
                intrinsic,
                args: checked,
            },
            arg_type,
        ))
    }
}

impl Checker {
    /// The integer operations whose result docs/kir.md defines for every operand but that
    /// are certainly mistakes with a constant right operand: `x / 0` and `x % 0` (always 0)
    /// and a shift by the type's width or more (taken modulo the width). The error is at the
    /// constant (`source` is the operand as written, `typed` with its dtype).
    fn check_constant_operand(
        &mut self,
        op: BinOp,
        dtype: DType,
        source: &Expr,
        typed: &Expr,
    ) -> Outcome<()> {
        let Some(value) = constant_int(typed) else {
            return Ok(());
        };
        let message = match op {
            BinOp::Div | BinOp::Rem if value == 0 => format!(
                "{} by a constant zero: in .kir `x {} 0` is 0 for every {dtype} `x` (see docs/kir.md, \"Integer semantics\")",
                if op == BinOp::Div {
                    "division"
                } else {
                    "remainder"
                },
                op.symbol()
            ),
            BinOp::Shl | BinOp::Shr => {
                let width = 8 * dtype.size_bytes() as i128;
                if (0..width).contains(&value) {
                    return Ok(());
                }
                format!(
                    "shift amount {value} is outside 0..{width} for {dtype}: `{}` takes the amount modulo {width}, so this shifts by {} (see docs/kir.md, \"Integer semantics\")",
                    op.symbol(),
                    value.rem_euclid(width)
                )
            }
            _ => return Ok(()),
        };
        Err(self.report_at(source, message))
    }
}

/// The value of an integer constant: a literal, a negated one or an integer cast of one.
fn constant_int(expr: &Expr) -> Option<i128> {
    match expr {
        Expr::Int { value, .. } => Some(i128::from(*value)),
        Expr::Unary {
            op: UnOp::Neg,
            operand,
        } => constant_int(operand).map(|v| -v),
        // Only where the value survives the cast unchanged.
        Expr::Cast { dtype, value } if dtype.is_int() => constant_int(value)
            .filter(|v| int_literal(i64::try_from(*v).unwrap_or(i64::MIN), *dtype).is_ok()),
        _ => None,
    }
}

fn has_float_literal(expr: &Expr) -> bool {
    match expr {
        Expr::Float { .. } => true,
        Expr::Binary { op, lhs, rhs }
            if !op.is_comparison() && !matches!(op, BinOp::And | BinOp::Or) =>
        {
            has_float_literal(lhs) || has_float_literal(rhs)
        }
        Expr::Unary {
            op: UnOp::Neg,
            operand,
        } => has_float_literal(operand),
        Expr::Select {
            then_value,
            else_value,
            ..
        } => has_float_literal(then_value) || has_float_literal(else_value),
        Expr::Call { args, .. } => args.iter().any(has_float_literal),
        _ => false,
    }
}

/// An integer literal given type `dtype`: a float type turns it into a float literal.
fn int_literal(value: i64, dtype: DType) -> Outcome<(Expr, DType)> {
    if dtype.is_float() {
        return float_literal(value as f64, dtype);
    }
    if dtype == DType::Bool {
        return fail(format!(
            "integer literal `{value}` used where bool is expected (write `true`/`false`)"
        ));
    }
    let (min, max): (i128, i128) = match dtype {
        DType::I8 => (i8::MIN.into(), i8::MAX.into()),
        DType::I16 => (i16::MIN.into(), i16::MAX.into()),
        DType::I32 => (i32::MIN.into(), i32::MAX.into()),
        DType::U8 => (0, u8::MAX.into()),
        DType::U16 => (0, u16::MAX.into()),
        DType::U32 => (0, u32::MAX.into()),
        DType::U64 => (0, u64::MAX.into()),
        _ => (i64::MIN.into(), i64::MAX.into()),
    };
    if !(min..=max).contains(&i128::from(value)) {
        return fail(format!("integer literal `{value}` does not fit in {dtype}"));
    }
    Ok((
        Expr::Int {
            value,
            dtype: Some(dtype),
        },
        dtype,
    ))
}

/// A float literal given type `dtype`, which must be a float type wide enough for the value.
fn float_literal(value: f64, dtype: DType) -> Outcome<(Expr, DType)> {
    if !dtype.is_float() {
        return fail(format!(
            "float literal `{value:?}` used where {dtype} is expected"
        ));
    }
    if !value.is_finite() {
        return fail(format!("float literal `{value:?}` is not finite"));
    }
    let max = match dtype {
        DType::F16 => 65504.0,
        DType::F32 => f64::from(f32::MAX),
        _ => f64::MAX,
    };
    if value.abs() > max {
        return fail(format!("float literal `{value:?}` overflows {dtype}"));
    }
    Ok((
        Expr::Float {
            value,
            dtype: Some(dtype),
        },
        dtype,
    ))
}
