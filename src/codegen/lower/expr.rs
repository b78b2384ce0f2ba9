//! Expressions: every value comes back with its IR dtype, so operators pick signed, unsigned or
//! float instructions. Undefined behaviour in LLVM terms is defined away here (see
//! `docs/abi.md`): division by zero gives 0, `MIN / -1` wraps, shift amounts are taken modulo
//! the width, float-to-int casts saturate.

use inkwell::FloatPredicate;
use inkwell::IntPredicate;
use inkwell::intrinsics::Intrinsic as LlvmIntrinsic;
use inkwell::module::Linkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FloatValue, IntValue, PointerValue};

use super::function::{Binding, FnLowering};
use super::{Lowered, unsupported};
use crate::codegen::llvm::version;
use crate::ir::{BinOp, DType, Expr, Intrinsic, UnOp};

type Typed<'ctx> = (BasicValueEnum<'ctx>, DType);

impl<'ctx> FnLowering<'_, 'ctx> {
    /// Lowers `expr`, returning the value and its dtype.
    pub(super) fn expr(&mut self, expr: &Expr) -> Lowered<Typed<'ctx>> {
        match expr {
            Expr::Int { value, dtype } => {
                let dtype = dtype.unwrap_or(DType::I64);
                Ok((
                    self.int_or_float_constant(*value as f64, *value, dtype),
                    dtype,
                ))
            }
            Expr::Float { value, dtype } => {
                let dtype = dtype.unwrap_or(DType::F64);
                if !dtype.is_float() {
                    return unsupported(format!("float literal {value} typed as {dtype}"));
                }
                Ok((self.int_or_float_constant(*value, 0, dtype), dtype))
            }
            Expr::Bool(value) => Ok((
                self.unit
                    .context
                    .bool_type()
                    .const_int(u64::from(*value), false)
                    .into(),
                DType::Bool,
            )),
            Expr::Var(name) => match self.lookup(name)? {
                Binding::Value { value, dtype } => Ok((value, dtype)),
                Binding::Slot { pointer, dtype } => {
                    let value = version::load(
                        &self.builder,
                        self.unit.register_type(dtype),
                        pointer,
                        name,
                    )?;
                    Ok((value, dtype))
                }
                Binding::Buffer { .. } => {
                    unsupported(format!("buffer `{name}` used as a value; index it"))
                }
            },
            Expr::Load { buffer, indices } => {
                let (address, dtype) = self.element_pointer(buffer, indices)?;
                let value = version::load(
                    &self.builder,
                    self.unit.memory_type(dtype),
                    address,
                    &format!("{buffer}.elem"),
                )?;
                if dtype == DType::Bool {
                    let byte = value.into_int_value();
                    let zero = byte.get_type().const_zero();
                    let flag =
                        self.builder
                            .build_int_compare(IntPredicate::NE, byte, zero, "flag")?;
                    return Ok((flag.into(), dtype));
                }
                Ok((value, dtype))
            }
            Expr::Binary { op, lhs, rhs } => self.binary(*op, lhs, rhs),
            Expr::Unary { op, operand } => {
                let (value, dtype) = self.expr(operand)?;
                let result: BasicValueEnum<'ctx> = match (op, dtype.is_float()) {
                    (UnOp::Neg, true) => self
                        .builder
                        .build_float_neg(value.into_float_value(), "neg")?
                        .into(),
                    (UnOp::Neg, false) => self
                        .builder
                        .build_int_neg(value.into_int_value(), "neg")?
                        .into(),
                    (UnOp::Not, _) => self
                        .builder
                        .build_not(value.into_int_value(), "not")?
                        .into(),
                };
                Ok((result, dtype))
            }
            Expr::Cast { dtype, value } => {
                let (value, from) = self.expr(value)?;
                Ok((self.cast(value, from, *dtype)?, *dtype))
            }
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => {
                let (cond, _) = self.expr(cond)?;
                let (then_value, dtype) = self.expr(then_value)?;
                let (else_value, _) = self.expr(else_value)?;
                let chosen = self.builder.build_select(
                    cond.into_int_value(),
                    then_value,
                    else_value,
                    "select",
                )?;
                Ok((chosen, dtype))
            }
            Expr::Call { intrinsic, args } => self.call(*intrinsic, args),
        }
    }

    /// Lowers an index or loop bound and widens it to `i64` (sign- or zero-extending by dtype).
    pub(super) fn index_value(&mut self, expr: &Expr) -> Lowered<IntValue<'ctx>> {
        let (value, dtype) = self.expr(expr)?;
        if !dtype.is_int() {
            return unsupported(format!(
                "index or loop bound of type {dtype}; expected an integer"
            ));
        }
        let value = value.into_int_value();
        let i64_type = self.unit.context.i64_type();
        if dtype == DType::I64 || dtype == DType::U64 {
            Ok(value)
        } else if dtype.is_signed_int() {
            Ok(self.builder.build_int_s_extend(value, i64_type, "idx")?)
        } else {
            Ok(self.builder.build_int_z_extend(value, i64_type, "idx")?)
        }
    }

    /// The address of `buffer[indices]` in row-major order, and the buffer's dtype.
    pub(super) fn element_pointer(
        &mut self,
        buffer: &str,
        indices: &[Expr],
    ) -> Lowered<(PointerValue<'ctx>, DType)> {
        let Binding::Buffer { data, dtype, dims } = self.lookup(buffer)? else {
            return unsupported(format!("`{buffer}` is not a buffer"));
        };
        if dims.len() != indices.len() {
            return unsupported(format!(
                "`{buffer}` has rank {} but is indexed with {} indices",
                dims.len(),
                indices.len()
            ));
        }
        let mut flat = self.unit.context.i64_type().const_zero();
        for (position, (index, extent)) in indices.iter().zip(&dims).enumerate() {
            let index = self.index_value(index)?;
            flat = if position == 0 {
                index
            } else {
                let scaled = self.builder.build_int_nsw_mul(flat, *extent, "row")?;
                self.builder.build_int_nsw_add(scaled, index, "flat")?
            };
        }
        // SAFETY: in-bounds by the kernel contract (indices within the checked extents).
        let address = unsafe {
            version::in_bounds_gep(
                &self.builder,
                self.unit.memory_type(dtype),
                data,
                &[flat],
                &format!("{buffer}.addr"),
            )?
        };
        Ok((address, dtype))
    }

    fn int_or_float_constant(&self, float: f64, int: i64, dtype: DType) -> BasicValueEnum<'ctx> {
        let ty = self.unit.register_type(dtype);
        match ty {
            BasicTypeEnum::FloatType(float_type) => float_type.const_float(float).into(),
            BasicTypeEnum::IntType(int_type) if dtype == DType::Bool => {
                int_type.const_int(u64::from(int != 0), false).into()
            }
            BasicTypeEnum::IntType(int_type) => int_type.const_int(int as u64, true).into(),
            other => other.const_zero(),
        }
    }

    fn binary(&mut self, op: BinOp, lhs: &Expr, rhs: &Expr) -> Lowered<Typed<'ctx>> {
        if matches!(op, BinOp::And | BinOp::Or) {
            return self.short_circuit(op, lhs, rhs);
        }
        let (left, dtype) = self.expr(lhs)?;
        let (right, _) = self.expr(rhs)?;
        let b = &self.builder;
        if dtype.is_float() {
            let (l, r) = (left.into_float_value(), right.into_float_value());
            let comparison = |predicate| -> Lowered<Typed<'ctx>> {
                Ok((
                    b.build_float_compare(predicate, l, r, "cmp")?.into(),
                    DType::Bool,
                ))
            };
            let value: BasicValueEnum<'ctx> = match op {
                BinOp::Add => b.build_float_add(l, r, "add")?.into(),
                BinOp::Sub => b.build_float_sub(l, r, "sub")?.into(),
                BinOp::Mul => b.build_float_mul(l, r, "mul")?.into(),
                BinOp::Div => b.build_float_div(l, r, "div")?.into(),
                BinOp::Rem => b.build_float_rem(l, r, "rem")?.into(),
                // Ordered comparisons (false with a NaN), except `!=`, which is their negation.
                BinOp::Eq => return comparison(FloatPredicate::OEQ),
                BinOp::Ne => return comparison(FloatPredicate::UNE),
                BinOp::Lt => return comparison(FloatPredicate::OLT),
                BinOp::Le => return comparison(FloatPredicate::OLE),
                BinOp::Gt => return comparison(FloatPredicate::OGT),
                BinOp::Ge => return comparison(FloatPredicate::OGE),
                other => {
                    return unsupported(format!("operator `{}` on {dtype}", other.symbol()));
                }
            };
            return Ok((value, dtype));
        }
        let (l, r) = (left.into_int_value(), right.into_int_value());
        let signed = dtype.is_signed_int();
        let comparison = |signed_predicate, unsigned_predicate| -> Lowered<Typed<'ctx>> {
            let predicate = if signed {
                signed_predicate
            } else {
                unsigned_predicate
            };
            Ok((
                b.build_int_compare(predicate, l, r, "cmp")?.into(),
                DType::Bool,
            ))
        };
        let value: IntValue<'ctx> = match op {
            BinOp::Add => b.build_int_add(l, r, "add")?,
            BinOp::Sub => b.build_int_sub(l, r, "sub")?,
            BinOp::Mul => b.build_int_mul(l, r, "mul")?,
            BinOp::Div | BinOp::Rem => {
                return Ok((self.int_division(op, l, r, signed)?.into(), dtype));
            }
            BinOp::Eq => return comparison(IntPredicate::EQ, IntPredicate::EQ),
            BinOp::Ne => return comparison(IntPredicate::NE, IntPredicate::NE),
            BinOp::Lt => return comparison(IntPredicate::SLT, IntPredicate::ULT),
            BinOp::Le => return comparison(IntPredicate::SLE, IntPredicate::ULE),
            BinOp::Gt => return comparison(IntPredicate::SGT, IntPredicate::UGT),
            BinOp::Ge => return comparison(IntPredicate::SGE, IntPredicate::UGE),
            BinOp::BitAnd => b.build_and(l, r, "and")?,
            BinOp::BitOr => b.build_or(l, r, "or")?,
            BinOp::BitXor => b.build_xor(l, r, "xor")?,
            BinOp::Shl | BinOp::Shr => {
                // Shift amounts wrap modulo the width, as Rust's wrapping_shl/shr.
                let width = u64::from(l.get_type().get_bit_width());
                let mask = l.get_type().const_int(width - 1, false);
                let amount = b.build_and(r, mask, "shamt")?;
                match (op, signed) {
                    (BinOp::Shl, _) => b.build_left_shift(l, amount, "shl")?,
                    (_, true) => b.build_right_shift(l, amount, true, "ashr")?,
                    (_, false) => b.build_right_shift(l, amount, false, "lshr")?,
                }
            }
            BinOp::And | BinOp::Or => {
                return unsupported("logical operators are lowered by short_circuit");
            }
        };
        Ok((value.into(), dtype))
    }

    /// Integer `/` and `%` without LLVM's undefined cases: `x / 0 == 0`, `x % 0 == 0`,
    /// `MIN / -1 == MIN` (wrapping), `MIN % -1 == 0`.
    fn int_division(
        &self,
        op: BinOp,
        l: IntValue<'ctx>,
        r: IntValue<'ctx>,
        signed: bool,
    ) -> Lowered<IntValue<'ctx>> {
        let b = &self.builder;
        let ty = l.get_type();
        let zero = ty.const_zero();
        let one = ty.const_int(1, false);
        let is_zero = b.build_int_compare(IntPredicate::EQ, r, zero, "div.byzero")?;
        if !signed {
            let divisor = b
                .build_select(is_zero, one, r, "div.safe")?
                .into_int_value();
            let result = if op == BinOp::Div {
                b.build_int_unsigned_div(l, divisor, "udiv")?
            } else {
                b.build_int_unsigned_rem(l, divisor, "urem")?
            };
            return Ok(b
                .build_select(is_zero, zero, result, "div")?
                .into_int_value());
        }
        let minus_one = ty.const_all_ones();
        let is_minus_one = b.build_int_compare(IntPredicate::EQ, r, minus_one, "div.byneg")?;
        let special = b.build_or(is_zero, is_minus_one, "div.special")?;
        let divisor = b
            .build_select(special, one, r, "div.safe")?
            .into_int_value();
        let result = if op == BinOp::Div {
            let quotient = b.build_int_signed_div(l, divisor, "sdiv")?;
            let negated = b.build_int_sub(zero, l, "div.neg")?;
            b.build_select(is_minus_one, negated, quotient, "div.q")?
                .into_int_value()
        } else {
            // x % 1 == 0 covers both x % -1 and the guarded x % 0.
            b.build_int_signed_rem(l, divisor, "srem")?
        };
        Ok(b.build_select(is_zero, zero, result, "div")?
            .into_int_value())
    }

    /// `&&` / `||` evaluate the right side only when needed (it may index out of range).
    fn short_circuit(&mut self, op: BinOp, lhs: &Expr, rhs: &Expr) -> Lowered<Typed<'ctx>> {
        let context = self.unit.context;
        let (left, _) = self.expr(lhs)?;
        let left = left.into_int_value();
        let left_block = self
            .builder
            .get_insert_block()
            .ok_or_else(|| super::Failure::Unsupported("no insertion block".to_string()))?;
        let right_block = context.append_basic_block(self.function, "logic.rhs");
        let merge = context.append_basic_block(self.function, "logic.end");
        if op == BinOp::And {
            self.builder
                .build_conditional_branch(left, right_block, merge)?;
        } else {
            self.builder
                .build_conditional_branch(left, merge, right_block)?;
        }
        self.builder.position_at_end(right_block);
        let (right, _) = self.expr(rhs)?;
        let right_end = self
            .builder
            .get_insert_block()
            .ok_or_else(|| super::Failure::Unsupported("no insertion block".to_string()))?;
        self.builder.build_unconditional_branch(merge)?;
        self.builder.position_at_end(merge);
        let phi = self.builder.build_phi(
            context.bool_type(),
            if op == BinOp::And { "and" } else { "or" },
        )?;
        let shortcut = context
            .bool_type()
            .const_int(u64::from(op == BinOp::Or), false);
        phi.add_incoming(&[(&shortcut, left_block), (&right, right_end)]);
        Ok((phi.as_basic_value(), DType::Bool))
    }

    /// Numeric conversion between any of bool, integers and floats.
    pub(super) fn cast(
        &self,
        value: BasicValueEnum<'ctx>,
        from: DType,
        to: DType,
    ) -> Lowered<BasicValueEnum<'ctx>> {
        if from == to {
            return Ok(value);
        }
        let b = &self.builder;
        let target = self.unit.register_type(to);
        Ok(match (from, to) {
            (DType::Bool, _) if to.is_float() => b
                .build_unsigned_int_to_float(
                    value.into_int_value(),
                    target.into_float_type(),
                    "cast",
                )?
                .into(),
            (DType::Bool, _) => b
                .build_int_z_extend(value.into_int_value(), target.into_int_type(), "cast")?
                .into(),
            (_, DType::Bool) if from.is_float() => {
                let v = value.into_float_value();
                b.build_float_compare(FloatPredicate::UNE, v, v.get_type().const_zero(), "cast")?
                    .into()
            }
            (_, DType::Bool) => {
                let v = value.into_int_value();
                b.build_int_compare(IntPredicate::NE, v, v.get_type().const_zero(), "cast")?
                    .into()
            }
            _ if from.is_float() && to.is_float() => b
                .build_float_cast(value.into_float_value(), target.into_float_type(), "cast")?
                .into(),
            _ if from.is_float() => {
                // fptosi/fptoui are poison out of range; the .sat forms saturate (NaN -> 0).
                let name = if to.is_signed_int() {
                    "llvm.fptosi.sat"
                } else {
                    "llvm.fptoui.sat"
                };
                self.call_intrinsic(name, &[target, value.get_type()], &[value.into()])?
            }
            _ if to.is_float() => {
                let v = value.into_int_value();
                if from.is_signed_int() {
                    b.build_signed_int_to_float(v, target.into_float_type(), "cast")?
                        .into()
                } else {
                    b.build_unsigned_int_to_float(v, target.into_float_type(), "cast")?
                        .into()
                }
            }
            _ => {
                let v = value.into_int_value();
                let to_type = target.into_int_type();
                let (from_bits, to_bits) = (v.get_type().get_bit_width(), to_type.get_bit_width());
                if to_bits < from_bits {
                    b.build_int_truncate(v, to_type, "cast")?.into()
                } else if to_bits == from_bits {
                    v.into()
                } else if from.is_signed_int() {
                    b.build_int_s_extend(v, to_type, "cast")?.into()
                } else {
                    b.build_int_z_extend(v, to_type, "cast")?.into()
                }
            }
        })
    }

    pub(super) fn call_intrinsic(
        &self,
        name: &str,
        overloads: &[BasicTypeEnum<'ctx>],
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Lowered<BasicValueEnum<'ctx>> {
        let Some(intrinsic) = LlvmIntrinsic::find(name) else {
            return unsupported(format!("LLVM has no intrinsic `{name}`"));
        };
        let Some(declaration) = intrinsic.get_declaration(&self.unit.module, overloads) else {
            return unsupported(format!("cannot declare `{name}` for {overloads:?}"));
        };
        version::call(&self.builder, declaration, args, "call")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::Failure::Unsupported(format!("`{name}` returned no value")))
    }

    fn call(&mut self, intrinsic: Intrinsic, args: &[Expr]) -> Lowered<Typed<'ctx>> {
        let mut values = Vec::with_capacity(args.len());
        let mut dtype = DType::F64;
        for (position, arg) in args.iter().enumerate() {
            let (value, arg_dtype) = self.expr(arg)?;
            values.push(value);
            // A warp shuffle's type is its value's (the first argument); the lane is i32.
            if position == 0 || !intrinsic.is_warp_shuffle() {
                dtype = arg_dtype;
            }
        }
        if values.len() != intrinsic.arity() {
            return unsupported(format!(
                "`{}` takes {} arguments, got {}",
                intrinsic.name(),
                intrinsic.arity(),
                values.len()
            ));
        }
        if self.unit.device
            && let Some(value) = self.device_call(intrinsic, &values, dtype)?
        {
            return Ok((value, dtype));
        }
        if intrinsic.is_warp_shuffle() {
            return unsupported(format!("`{}` outside a device kernel", intrinsic.name()));
        }
        let ty = self.unit.register_type(dtype);
        let metadata: Vec<BasicMetadataValueEnum<'ctx>> =
            values.iter().map(|v| (*v).into()).collect();
        let float_name = match intrinsic {
            Intrinsic::Exp => Some("llvm.exp"),
            Intrinsic::Log => Some("llvm.log"),
            Intrinsic::Sqrt => Some("llvm.sqrt"),
            Intrinsic::Pow => Some("llvm.pow"),
            Intrinsic::Fma => Some("llvm.fma"),
            Intrinsic::Floor => Some("llvm.floor"),
            Intrinsic::Ceil => Some("llvm.ceil"),
            Intrinsic::Abs if dtype.is_float() => Some("llvm.fabs"),
            Intrinsic::Min if dtype.is_float() => Some("llvm.minnum"),
            Intrinsic::Max if dtype.is_float() => Some("llvm.maxnum"),
            _ => None,
        };
        if let Some(name) = float_name {
            if !dtype.is_float() {
                return unsupported(format!("`{}` on {dtype}", intrinsic.name()));
            }
            return Ok((self.call_intrinsic(name, &[ty], &metadata)?, dtype));
        }
        let value = match intrinsic {
            Intrinsic::Tanh => self.tanh(values[0].into_float_value(), dtype)?,
            Intrinsic::Abs => {
                if !dtype.is_signed_int() {
                    return unsupported(format!("`abs` on {dtype}"));
                }
                let poison_on_min = self.unit.context.bool_type().const_zero();
                self.call_intrinsic("llvm.abs", &[ty], &[metadata[0], poison_on_min.into()])?
            }
            Intrinsic::Min | Intrinsic::Max => {
                let name = match (intrinsic, dtype.is_signed_int()) {
                    (Intrinsic::Min, true) => "llvm.smin",
                    (Intrinsic::Min, false) => "llvm.umin",
                    (_, true) => "llvm.smax",
                    (_, false) => "llvm.umax",
                };
                if dtype == DType::Bool {
                    // min/max on bool: and/or.
                    let (l, r) = (values[0].into_int_value(), values[1].into_int_value());
                    let value = if intrinsic == Intrinsic::Min {
                        self.builder.build_and(l, r, "min")?
                    } else {
                        self.builder.build_or(l, r, "max")?
                    };
                    return Ok((value.into(), dtype));
                }
                self.call_intrinsic(name, &[ty], &metadata)?
            }
            other => return unsupported(format!("intrinsic `{}` on {dtype}", other.name())),
        };
        Ok((value, dtype))
    }

    /// LLVM 19 has no tanh intrinsic: call libm's `tanhf`/`tanh` (f16 goes through `tanhf`).
    fn tanh(&self, value: FloatValue<'ctx>, dtype: DType) -> Lowered<BasicValueEnum<'ctx>> {
        let context = self.unit.context;
        let (name, wide) = match dtype {
            DType::F64 => ("tanh", context.f64_type()),
            _ => ("tanhf", context.f32_type()),
        };
        let function = self.unit.declare_function(
            name,
            wide.fn_type(&[wide.into()], false),
            Linkage::External,
        );
        let argument = self.builder.build_float_cast(value, wide, "tanh.arg")?;
        let result = version::call(&self.builder, function, &[argument.into()], "tanh")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::Failure::Unsupported("tanh returned no value".to_string()))?;
        let narrow = self.unit.register_type(dtype).into_float_type();
        Ok(self
            .builder
            .build_float_cast(result.into_float_value(), narrow, "tanh.res")?
            .into())
    }
}
