//! The staged packed entry of the current ABI, in the entries' module of a multi-level build.
//! The inline checks (`abi.rs`) test each condition on its own, with a branch and a failure
//! block per check: about eight per tensor, a third of what LLVM compiled for a small kernel.
//! The staged entry tests the same conditions in a few stages, each one branch for the whole
//! argument list:
//!
//! 1. the argument count;
//! 2. every tag, and every tensor pointer not NULL;
//! 3. every tensor's rank, dtype and device (readable once the pointers are not NULL; rank and
//!    dtype, adjacent in a `DLTensor`, are one 64-bit compare);
//! 4. every extent against its constant or its symbolic dim's first binding (readable once the
//!    ranks are right);
//! 5. per tensor with strides, every stride.
//!
//! Any failure calls the unit's diagnosis (`diagnose.rs`) with the arguments and the kernel's
//! description; it finds the first failing check in argument order and raises its message.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, FunctionValue, IntValue, PointerValue};

use super::Lowered;
use super::packed_entry::{DimOrigin, PackedEntry};
use crate::abi::tensor::field;
use crate::codegen::llvm::version;
use crate::ir::{DType, Dim, Param};
use crate::target::Endianness;

/// A tensor parameter through the stages: what the kernel declares and what was read so far.
struct TensorStage<'p, 'ctx> {
    index: usize,
    name: &'p str,
    dtype: DType,
    shape: &'p [Dim],
    tensor: PointerValue<'ctx>,
    extents: Vec<IntValue<'ctx>>,
}

impl<'ctx> PackedEntry<'_, 'ctx> {
    /// Lowers the packed entry in stages, calling the unit's diagnosis (and returning its -1)
    /// when any condition fails.
    pub(super) fn lower_fast(&mut self, c_entry: FunctionValue<'ctx>) -> Lowered<()> {
        let c = self.unit.context;
        let start = self.builder.get_insert_block().ok_or_else(|| {
            super::Failure::Unsupported("fast entry: no insertion block".to_string())
        })?;
        let failed = c.append_basic_block(self.function, "checks.failed");
        self.builder.position_at_end(failed);
        let diagnose = self.diagnose_function()?;
        let description = self.arguments_description()?;
        let (Some(args), Some(num_args)) = (
            self.function.get_nth_param(1),
            self.function.get_nth_param(2),
        ) else {
            return Err(super::Failure::Unsupported(
                "packed entry lacks its arguments".to_string(),
            ));
        };
        let status = version::call(
            &self.builder,
            diagnose,
            &[args.into(), num_args.into(), description.into()],
            "status",
        )?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| super::Failure::Unsupported("diagnosis returned no value".to_string()))?;
        self.builder.build_return(Some(&status))?;
        self.builder.position_at_end(start);

        let num_args = self.function.get_nth_param(2).ok_or_else(|| {
            super::Failure::Unsupported("packed entry lacks its argument count".to_string())
        })?;
        let count_ok = self.count_ok(num_args.into_int_value())?;
        self.pass_all(vec![count_ok], failed, "arguments")?;

        let kernel = self.kernel;
        let mut conditions = Vec::new();
        let mut tensors = Vec::new();
        let mut call_args: Vec<Option<BasicMetadataValueEnum<'ctx>>> = Vec::new();
        for (index, param) in kernel.params.iter().enumerate() {
            let (tag, payload) = self.argument(index, param.name())?;
            match param {
                Param::Buffer { name, dtype, shape } => {
                    let tensor_tag = self.tensor_tag(tag)?;
                    let address = self.tensor_address(payload, tensor_tag.is_tensor, name)?;
                    let present = self.builder.build_is_not_null(address.pointer, "present")?;
                    conditions.extend([tensor_tag.accepted, present]);
                    tensors.push(TensorStage {
                        index,
                        name,
                        dtype: *dtype,
                        shape,
                        tensor: address.tensor,
                        extents: Vec::new(),
                    });
                    call_args.push(None);
                }
                Param::Scalar { name, dtype } => {
                    let (accepted, is_float) = self.scalar_tag(tag, *dtype)?;
                    conditions.push(accepted);
                    call_args.push(Some(
                        self.scalar_value(name, *dtype, is_float, payload)?.into(),
                    ));
                }
            }
        }
        self.pass_all(conditions, failed, "tags")?;

        let mut conditions = Vec::new();
        for stage in &tensors {
            conditions.push(self.rank_and_dtype_ok(stage)?);
            conditions.push(self.device_type_ok(stage)?);
            let Some(id) = self.tensor_device_id(stage.tensor, stage.name)? else {
                continue;
            };
            match &self.device_id {
                None => {
                    self.device_id = Some(DimOrigin {
                        value: id,
                        argument: stage.index,
                        name: stage.name.to_string(),
                        axis: 0,
                    })
                }
                Some(first) => conditions.push(self.builder.build_int_compare(
                    IntPredicate::EQ,
                    id,
                    first.value,
                    "device_id.ok",
                )?),
            }
        }
        self.pass_all(conditions, failed, "headers")?;

        let i64_type = c.i64_type();
        let mut conditions = Vec::new();
        let mut dims: HashMap<String, DimOrigin<'ctx>> = HashMap::new();
        for stage in &mut tensors {
            stage.extents = self.tensor_extents(stage.tensor, stage.shape.len(), stage.name)?;
            for (axis, (dim, &extent)) in stage.shape.iter().zip(&stage.extents).enumerate() {
                let want = match dim {
                    Dim::Const(want) => i64_type.const_int(*want as u64, true),
                    Dim::Var(symbol) => match dims.get(symbol) {
                        Some(origin) => origin.value,
                        None => {
                            dims.insert(
                                symbol.clone(),
                                DimOrigin {
                                    value: extent,
                                    argument: stage.index,
                                    name: stage.name.to_string(),
                                    axis,
                                },
                            );
                            continue;
                        }
                    },
                };
                conditions.push(self.builder.build_int_compare(
                    IntPredicate::EQ,
                    extent,
                    want,
                    "extent.ok",
                )?);
            }
        }
        self.pass_all(conditions, failed, "shapes")?;

        for stage in &tensors {
            self.pass_strides(stage, failed)?;
        }
        for stage in &tensors {
            call_args[stage.index] = Some(self.tensor_start(stage.tensor, stage.name)?.into());
        }
        let call_args = call_args.into_iter().flatten().collect();
        self.call_kernel(c_entry, call_args, &dims)
    }

    /// Whether the tensor's rank and dtype are the parameter's. They are adjacent in a
    /// `DLTensor` (`int32_t ndim; DLDataType dtype;`, 8 bytes), so one 64-bit load and compare
    /// tests rank, code, bits and lanes together.
    fn rank_and_dtype_ok(&self, stage: &TensorStage<'_, 'ctx>) -> Lowered<IntValue<'ctx>> {
        let i64_type = self.unit.context.i64_type();
        let b = &self.builder;
        let ndim_at = version::struct_gep(
            b,
            self.unit.dltensor_type(),
            stage.tensor,
            field::NDIM.index,
            "ndim.at",
        )?;
        let word = version::load(b, i64_type, ndim_at, &format!("{}.ndim_dtype", stage.name))?;
        if let Some(load) = word.as_instruction_value() {
            // `ndim` is only 4-byte aligned where pointers are 4 bytes.
            load.set_alignment(4)
                .map_err(|e| super::Failure::Unsupported(format!("load alignment: {e}")))?;
        }
        let (code, bits) = stage.dtype.dlpack();
        let (rank, code, bits) = (stage.shape.len() as u64, u64::from(code), u64::from(bits));
        let want = match self.unit.target.endianness() {
            Endianness::Little => rank | code << 32 | bits << 40 | 1 << 48,
            Endianness::Big => rank << 32 | code << 24 | bits << 16 | 1,
        };
        Ok(b.build_int_compare(
            IntPredicate::EQ,
            word.into_int_value(),
            i64_type.const_int(want, false),
            "ndim_dtype.ok",
        )?)
    }

    /// Whether the tensor's device type is the entry's.
    fn device_type_ok(&self, stage: &TensorStage<'_, 'ctx>) -> Lowered<IntValue<'ctx>> {
        let i32_type = self.unit.context.i32_type();
        let b = &self.builder;
        let device_at = version::struct_gep(
            b,
            self.unit.dltensor_type(),
            stage.tensor,
            field::DEVICE.index,
            "device.at",
        )?;
        let device_type = version::load(
            b,
            i32_type,
            device_at,
            &format!("{}.device_type", stage.name),
        )?;
        Ok(b.build_int_compare(
            IntPredicate::EQ,
            device_type.into_int_value(),
            i32_type.const_int(self.device_type_wanted() as u64, true),
            "device.ok",
        )?)
    }

    /// Continues in a new block when every one of `conditions` holds, else goes to `failed`.
    fn pass_all(
        &mut self,
        conditions: Vec<IntValue<'ctx>>,
        failed: BasicBlock<'ctx>,
        stage: &str,
    ) -> Lowered<()> {
        let Some(all) = self.all_of(conditions)? else {
            return Ok(());
        };
        let pass = self
            .unit
            .context
            .append_basic_block(self.function, &format!("{stage}.ok"));
        self.builder.build_conditional_branch(all, pass, failed)?;
        self.builder.position_at_end(pass);
        Ok(())
    }

    /// The conjunction of `conditions`; `None` when there are none.
    fn all_of(&self, conditions: Vec<IntValue<'ctx>>) -> Lowered<Option<IntValue<'ctx>>> {
        let mut conditions = conditions.into_iter();
        let Some(mut all) = conditions.next() else {
            return Ok(None);
        };
        for condition in conditions {
            all = self.builder.build_and(all, condition, "all")?;
        }
        Ok(Some(all))
    }

    /// A tensor's strides: NULL (compact), or each the compact row-major stride or on an axis
    /// of extent 1. A rank-0 tensor has no strides to check.
    fn pass_strides(
        &mut self,
        stage: &TensorStage<'_, 'ctx>,
        failed: BasicBlock<'ctx>,
    ) -> Lowered<()> {
        if stage.extents.is_empty() {
            return Ok(());
        }
        let c = self.unit.context;
        let strides = self.tensor_strides(stage.tensor, stage.name)?;
        let has_strides = self.builder.build_is_not_null(strides, "has_strides")?;
        let check = c.append_basic_block(self.function, &format!("{}.strides.check", stage.name));
        let done = c.append_basic_block(self.function, &format!("{}.strides.done", stage.name));
        self.builder
            .build_conditional_branch(has_strides, check, done)?;
        self.builder.position_at_end(check);
        let mut expected = c.i64_type().const_int(1, false);
        let mut conditions = Vec::new();
        for (axis, extent) in stage.extents.iter().enumerate().rev() {
            let (_, ok) = self.stride_check(strides, axis, *extent, expected, stage.name)?;
            conditions.push(ok);
            expected = self.builder.build_int_mul(expected, *extent, "expected")?;
        }
        let all = self
            .all_of(conditions)?
            .unwrap_or(c.bool_type().const_all_ones());
        self.builder.build_conditional_branch(all, done, failed)?;
        self.builder.position_at_end(done);
        Ok(())
    }
}
