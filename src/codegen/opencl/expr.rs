//! Expressions as OpenCL C, each with its `.kir` dtype, with `.kir`'s meaning where C's
//! differs: integer arithmetic wraps, division by zero gives 0, shift amounts are taken modulo
//! the width, float-to-integer casts saturate (NaN to 0), `f16` rounds to half after every
//! operation, and float minimum and maximum ignore a NaN operand (`fmin`/`fmax`, as the host's
//! `minnum`/`maxnum`). Composite expressions are parenthesised, so precedence never matters.
//!
//! Warp shuffles become statements (see `shuffle`): they are written to `pre`, which the caller
//! emits before the statement holding the expression.

use super::ctype::{float_literal, int_literal, register_type, unsigned_of};
use super::helpers::{Helper, wrapping_binary, wrapping_negation};
use super::scope::Symbol;
use super::shuffle;
use super::state::{KernelState, ShuffleSupport, WriteError, internal, refused};
use crate::ir::{BinOp, DType, Expr, Intrinsic, UnOp};

/// An expression's C text and dtype.
pub(super) type Typed = (String, DType);

/// Writes `expr`; shuffles it holds go to `pre`.
pub(super) fn expr(
    state: &mut KernelState,
    expr: &Expr,
    pre: &mut Vec<String>,
) -> Result<Typed, WriteError> {
    let (text, dtype) = match expr {
        Expr::Int { value, dtype } => {
            let dtype = dtype.unwrap_or(DType::I64);
            (int_literal(*value, dtype), dtype)
        }
        Expr::Float { value, dtype } => {
            let dtype = dtype.unwrap_or(DType::F64);
            if !dtype.is_float() {
                return internal(format!("float literal {value} typed as {dtype}"));
            }
            (float_literal(*value, dtype), dtype)
        }
        Expr::Bool(value) => (value.to_string(), DType::Bool),
        Expr::Var(name) => match state.scopes.lookup(name) {
            Some(Symbol::Value { c_name, dtype }) => (c_name.clone(), *dtype),
            Some(Symbol::Array { .. }) => {
                return internal(format!("array `{name}` used as a value"));
            }
            None => return internal(format!("undefined variable `{name}`")),
        },
        Expr::Load { buffer, indices } => load(state, buffer, indices, pre)?,
        Expr::Binary { op, lhs, rhs } => binary(state, *op, lhs, rhs, pre)?,
        Expr::Unary { op, operand } => {
            let (value, dtype) = self::expr(state, operand, pre)?;
            let text = match op {
                UnOp::Not => format!("(!{value})"),
                UnOp::Neg if dtype.is_float() => format!("(-{value})"),
                UnOp::Neg => wrapping_negation(dtype, &value),
            };
            (text, dtype)
        }
        Expr::Cast { dtype, value } => {
            let (value, from) = self::expr(state, value, pre)?;
            (cast(state, &value, from, *dtype), *dtype)
        }
        Expr::Select {
            cond,
            then_value,
            else_value,
        } => {
            let (cond, _) = self::expr(state, cond, pre)?;
            let (then_value, dtype) = self::expr(state, then_value, pre)?;
            let (else_value, _) = self::expr(state, else_value, pre)?;
            (format!("({cond} ? {then_value} : {else_value})"), dtype)
        }
        Expr::Call { intrinsic, args } => call(state, *intrinsic, args, pre)?,
    };
    state.note(dtype);
    Ok((text, dtype))
}

/// `value` (of an integer dtype) widened to `long`, as an index or loop bound.
pub(super) fn widened(value: &str, dtype: DType) -> Result<String, WriteError> {
    match dtype {
        DType::I64 => Ok(value.to_string()),
        DType::U64 => Ok(format!("as_long({value})")),
        other if other.is_int() => Ok(format!("((long)({value}))")),
        other => internal(format!("index or loop bound of type {other}")),
    }
}

/// Writes `expr` as a `long` (an index or a loop bound).
pub(super) fn index_value(
    state: &mut KernelState,
    value: &Expr,
    pre: &mut Vec<String>,
) -> Result<String, WriteError> {
    let (text, dtype) = expr(state, value, pre)?;
    widened(&text, dtype)
}

/// An array element: the array's symbol parts and the row-major flat index.
pub(super) struct Element {
    /// The array's C name.
    pub(super) c_name: String,
    /// The element dtype.
    pub(super) dtype: DType,
    /// The flat index, a `long`.
    pub(super) index: String,
    /// The pointer to pass to `vload_half`/`vstore_half` for `f16` elements.
    pub(super) half_pointer: String,
}

/// The element `array[indices]`.
pub(super) fn element(
    state: &mut KernelState,
    array: &str,
    indices: &[Expr],
    pre: &mut Vec<String>,
) -> Result<Element, WriteError> {
    let Some(Symbol::Array {
        c_name,
        dtype,
        extents,
        space,
        halves_as_ushort,
    }) = state.scopes.lookup(array).cloned()
    else {
        return internal(format!("`{array}` is not an array"));
    };
    if extents.len() != indices.len() {
        return internal(format!(
            "`{array}` has rank {} but is indexed with {} indices",
            extents.len(),
            indices.len()
        ));
    }
    let mut flat = String::new();
    for (position, (index, extent)) in indices.iter().zip(&extents).enumerate() {
        let index = index_value(state, index, pre)?;
        flat = if position == 0 {
            index
        } else {
            format!("(({flat}) * {extent} + {index})")
        };
    }
    let half_pointer = if halves_as_ushort {
        format!("(({}half*){c_name})", space.qualifier())
    } else {
        c_name.clone()
    };
    state.note(dtype);
    Ok(Element {
        c_name,
        dtype,
        index: flat,
        half_pointer,
    })
}

/// `array[indices]` as a value.
fn load(
    state: &mut KernelState,
    array: &str,
    indices: &[Expr],
    pre: &mut Vec<String>,
) -> Result<Typed, WriteError> {
    let element = element(state, array, indices, pre)?;
    let Element {
        c_name,
        dtype,
        index,
        half_pointer,
    } = element;
    let text = match dtype {
        DType::Bool => format!("({c_name}[{index}] != 0)"),
        DType::F16 => format!("vload_half({index}, {half_pointer})"),
        _ => format!("{c_name}[{index}]"),
    };
    Ok((text, dtype))
}

/// The statement `array[indices] = value;`.
pub(super) fn store(
    state: &mut KernelState,
    array: &str,
    indices: &[Expr],
    value: &Expr,
    pre: &mut Vec<String>,
) -> Result<String, WriteError> {
    let Element {
        c_name,
        dtype,
        index,
        half_pointer,
    } = element(state, array, indices, pre)?;
    let (value, _) = expr(state, value, pre)?;
    Ok(match dtype {
        DType::Bool => format!("{c_name}[{index}] = (uchar)({value});"),
        // The value is a half already (f16 arithmetic rounds after every operation).
        DType::F16 => format!("vstore_half({value}, {index}, {half_pointer});"),
        _ => format!("{c_name}[{index}] = {value};"),
    })
}

/// `value` rounded to half, for an `f16` result of an inexact operation.
fn rounded(state: &mut KernelState, value: String, dtype: DType) -> String {
    if dtype == DType::F16 {
        let round = state.helpers.call(Helper::RoundHalf);
        format!("{round}({value})")
    } else {
        value
    }
}

fn binary(
    state: &mut KernelState,
    op: BinOp,
    lhs: &Expr,
    rhs: &Expr,
    pre: &mut Vec<String>,
) -> Result<Typed, WriteError> {
    if matches!(op, BinOp::And | BinOp::Or) {
        if let Some(intrinsic) = shuffle_in(rhs) {
            return refused(
                format!("`{}` on the right of `{}`", intrinsic.name(), op.symbol()),
                "OpenCL C 1.2 shuffles through barriers, which every work-item must reach, but \
                 the right side of a short-circuit operator runs in some work-items only; bind \
                 the shuffle's result with `let` before the condition",
            );
        }
        let (left, _) = expr(state, lhs, pre)?;
        let (right, _) = expr(state, rhs, pre)?;
        return Ok((format!("({left} {} {right})", op.symbol()), DType::Bool));
    }
    let (left, dtype) = expr(state, lhs, pre)?;
    let (right, _) = expr(state, rhs, pre)?;
    if op.is_comparison() {
        return Ok((format!("({left} {} {right})", op.symbol()), DType::Bool));
    }
    if dtype.is_float() {
        let text = match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {
                format!("({left} {} {right})", op.symbol())
            }
            BinOp::Rem => format!("fmod({left}, {right})"),
            other => {
                return internal(format!("operator `{}` on {dtype}", other.symbol()));
            }
        };
        return Ok((rounded(state, text, dtype), dtype));
    }
    if !dtype.is_int() {
        return internal(format!("operator `{}` on {dtype}", op.symbol()));
    }
    let c = register_type(dtype);
    let text = match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => {
            wrapping_binary(dtype, &left, op.symbol(), &right)
        }
        // A literal divisor other than 0 and -1 has none of the undefined cases.
        BinOp::Div | BinOp::Rem if is_plain_divisor(rhs) => {
            format!("(({c})({left} {} {right}))", op.symbol())
        }
        BinOp::Div => format!(
            "{}({left}, {right})",
            state.helpers.call(Helper::Div(dtype))
        ),
        BinOp::Rem => format!(
            "{}({left}, {right})",
            state.helpers.call(Helper::Rem(dtype))
        ),
        BinOp::Shl | BinOp::Shr => {
            let bits = dtype.size_bytes() * 8;
            let amount = format!("(uint)(({})({right}) & {}u)", unsigned_of(dtype), bits - 1);
            if op == BinOp::Shl {
                wrapping_binary(dtype, &left, "<<", &amount)
            } else {
                // Arithmetic on signed types, logical on unsigned (OpenCL C 1.2 §6.3.j); an
                // 8- or 16-bit operand is promoted without changing its value, and the shifted
                // value fits the type again.
                format!("(({c})({left} >> {amount}))")
            }
        }
        other => return internal(format!("operator `{}` on {dtype}", other.symbol())),
    };
    Ok((text, dtype))
}

/// Whether `divisor` is an integer literal other than 0 and -1.
fn is_plain_divisor(divisor: &Expr) -> bool {
    matches!(divisor, Expr::Int { value, .. } if *value != 0 && *value != -1)
}

/// The first warp shuffle in `expr`, if any.
fn shuffle_in(expr: &Expr) -> Option<Intrinsic> {
    match expr {
        Expr::Call { intrinsic, args } => {
            if intrinsic.is_warp_shuffle() {
                Some(*intrinsic)
            } else {
                args.iter().find_map(shuffle_in)
            }
        }
        Expr::Load { indices, .. } => indices.iter().find_map(shuffle_in),
        Expr::Binary { lhs, rhs, .. } => shuffle_in(lhs).or_else(|| shuffle_in(rhs)),
        Expr::Unary { operand, .. } => shuffle_in(operand),
        Expr::Cast { value, .. } => shuffle_in(value),
        Expr::Select {
            cond,
            then_value,
            else_value,
        } => shuffle_in(cond)
            .or_else(|| shuffle_in(then_value))
            .or_else(|| shuffle_in(else_value)),
        Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) | Expr::Var(_) => None,
    }
}

/// `value` of `from` converted to `to`, with `.kir`'s cast rules.
fn cast(state: &mut KernelState, value: &str, from: DType, to: DType) -> String {
    if from == to {
        return value.to_string();
    }
    let c = register_type(to);
    match (from, to) {
        (DType::Bool, _) if to.is_float() => {
            let (one, zero) = (float_literal(1.0, to), float_literal(0.0, to));
            format!("({value} ? {one} : {zero})")
        }
        (DType::Bool, _) => format!("(({c})({value}))"),
        (_, DType::Bool) if from.is_float() => {
            // `!=` is unordered: NaN is true, as the host's `fcmp une`.
            format!("({value} != {})", float_literal(0.0, from))
        }
        (_, DType::Bool) => format!("({value} != 0)"),
        _ if from.is_float() && to.is_float() => match (from, to) {
            // An f16 value is a float already.
            (DType::F16, DType::F32) => value.to_string(),
            (DType::F32, DType::F16) => {
                format!("{}({value})", state.helpers.call(Helper::RoundHalf))
            }
            (DType::F64, DType::F16) => {
                format!(
                    "{}({value})",
                    state.helpers.call(Helper::RoundHalfFromDouble)
                )
            }
            _ => format!("convert_{c}({value})"),
        },
        _ if from.is_float() => {
            let from = if from == DType::F64 {
                DType::F64
            } else {
                DType::F32
            };
            let helper = state.helpers.call(Helper::FloatToInt { from, to });
            format!("{helper}({value})")
        }
        // Integers convert to the nearest float (`convert_` rounds to nearest even); an f16
        // result rounds once more, which is exact: integers beyond float's 24 bits are far
        // beyond half's range and round to infinity either way.
        _ if to == DType::F16 => {
            let round = state.helpers.call(Helper::RoundHalf);
            format!("{round}(convert_float({value}))")
        }
        _ if to.is_float() => format!("convert_{c}({value})"),
        _ => {
            // Integer to integer: to an unsigned type C keeps the value modulo 2^bits (sign-
            // or zero-extending first as the source's signedness says); to a wider signed type
            // the value fits; otherwise go through the unsigned type of the width and
            // reinterpret.
            if !to.is_signed_int() || to.size_bytes() > from.size_bytes() {
                format!("(({c})({value}))")
            } else {
                format!("as_{c}(({})({value}))", unsigned_of(to))
            }
        }
    }
}

fn call(
    state: &mut KernelState,
    intrinsic: Intrinsic,
    args: &[Expr],
    pre: &mut Vec<String>,
) -> Result<Typed, WriteError> {
    if intrinsic.is_warp_shuffle() {
        return warp_shuffle(state, intrinsic, args, pre);
    }
    let mut values = Vec::with_capacity(args.len());
    let mut dtype = DType::F64;
    for (position, arg) in args.iter().enumerate() {
        let (value, arg_dtype) = expr(state, arg, pre)?;
        if position == 0 {
            dtype = arg_dtype;
        }
        values.push(value);
    }
    if values.len() != intrinsic.arity() {
        return internal(format!(
            "`{}` takes {} arguments, got {}",
            intrinsic.name(),
            intrinsic.arity(),
            values.len()
        ));
    }
    let joined = values.join(", ");
    let text = match intrinsic {
        // Correctly rounded in OpenCL (floor, ceil, fabs, fmin, fmax, and fma): exact on
        // half values too.
        Intrinsic::Floor | Intrinsic::Ceil if dtype.is_float() => {
            format!("{}({joined})", intrinsic.name())
        }
        Intrinsic::Abs if dtype.is_float() => format!("fabs({joined})"),
        Intrinsic::Abs if dtype.is_signed_int() => {
            // OpenCL's abs returns the unsigned type: |MIN| reinterpreted is MIN again.
            format!("as_{}(abs({joined}))", register_type(dtype))
        }
        Intrinsic::Min | Intrinsic::Max if dtype == DType::Bool => {
            let op = if intrinsic == Intrinsic::Min {
                "&&"
            } else {
                "||"
            };
            format!("({})", values.join(&format!(" {op} ")))
        }
        Intrinsic::Min | Intrinsic::Max if dtype.is_float() => {
            format!("f{}({joined})", intrinsic.name())
        }
        Intrinsic::Min | Intrinsic::Max if dtype.is_int() => {
            format!("{}({joined})", intrinsic.name())
        }
        Intrinsic::Exp
        | Intrinsic::Log
        | Intrinsic::Sqrt
        | Intrinsic::Tanh
        | Intrinsic::Pow
        | Intrinsic::Fma
            if dtype.is_float() =>
        {
            let call = format!("{}({joined})", intrinsic.name());
            rounded(state, call, dtype)
        }
        other => return internal(format!("intrinsic `{}` on {dtype}", other.name())),
    };
    Ok((text, dtype))
}

fn warp_shuffle(
    state: &mut KernelState,
    intrinsic: Intrinsic,
    args: &[Expr],
    pre: &mut Vec<String>,
) -> Result<Typed, WriteError> {
    if let ShuffleSupport::Refused(reason) = &state.shuffles {
        return refused(format!("`{}`", intrinsic.name()), reason.clone());
    }
    let [value, lane] = args else {
        return internal(format!("`{}` takes 2 arguments", intrinsic.name()));
    };
    let (value, dtype) = expr(state, value, pre)?;
    let (lane, _) = expr(state, lane, pre)?;
    if !matches!(dtype, DType::F32 | DType::I32) {
        return internal(format!("`{}` on {dtype}", intrinsic.name()));
    }
    let result = state.temporary("shfl");
    pre.extend(shuffle::statements(
        intrinsic == Intrinsic::ShflXor,
        register_type(dtype),
        &value,
        &lane,
        &result,
    ));
    state.shuffled = true;
    Ok((result, dtype))
}
