//! The staged packed entry of the current ABI, in the entries' module of a multi-level build.
//! The inline checks (`abi.rs`) give each check a failure block of its own that formats and
//! raises its message: about eight per tensor, a third of what LLVM compiled for a small
//! kernel. The staged entry reads the arguments in stages, each stage's reads safe once the
//! checks before it passed:
//!
//! 1. the argument count;
//! 2. every tag, and every tensor pointer not NULL;
//! 3. every tensor's rank, dtype and device (readable once the pointers are not NULL; rank and
//!    dtype, adjacent in a `DLTensor`, are one 64-bit compare);
//! 4. every extent against its constant or its symbolic dim's first binding (readable once the
//!    ranks are right);
//! 5. per tensor with strides, every stride.
//!
//! Each check is one compare and one branch to a single failure block, which calls the unit's
//! diagnosis (`diagnose.rs`) with the arguments and the kernel's description; it finds the
//! first failing check in argument order and raises its message. The entries' object is
//! compiled by LLVM's fast instruction selector (`emit::optimize_entries`): a branch per check
//! is what it compiles best, and what the full selector made of a stage's one branch anyway.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, FunctionValue, InstructionOpcode, InstructionValue,
    IntValue, Operand, PointerValue,
};

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
        let start = self.current_block()?;
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
        let mut tensors = Vec::new();
        let mut call_args: Vec<Option<BasicMetadataValueEnum<'ctx>>> = Vec::new();
        for (index, param) in kernel.params.iter().enumerate() {
            let (tag, payload) = self.argument(index, param.name())?;
            match param {
                Param::Buffer { name, dtype, shape } => {
                    let tensor = self.tensor_by_tag(tag, payload, name, failed)?;
                    tensors.push(TensorStage {
                        index,
                        name,
                        dtype: *dtype,
                        shape,
                        tensor,
                        extents: Vec::new(),
                    });
                    call_args.push(None);
                }
                Param::Scalar { name, dtype } => {
                    let (accepted, is_float) = self.scalar_tag(tag, *dtype)?;
                    self.pass_all(vec![accepted], failed, &format!("{name}.tag"))?;
                    call_args.push(Some(
                        self.scalar_value(name, *dtype, is_float, payload)?.into(),
                    ));
                }
            }
        }

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

    /// The `DLTensor` a tensor argument designates, branching on its tag: to `failed` for a
    /// tag that is no tensor's or a NULL pointer. The first plain pointer's tag (a DLTensor
    /// pointer) falls through to the pointer check; the other tags are tested out of the way, a
    /// Tensor object's `DLTensor` following its header. Two instructions for a DLTensor
    /// pointer, where a `select` of the address and an `or` of the tags cost the fast
    /// instruction selector about fifteen.
    fn tensor_by_tag(
        &mut self,
        tag: IntValue<'ctx>,
        payload: PointerValue<'ctx>,
        name: &str,
        failed: BasicBlock<'ctx>,
    ) -> Lowered<PointerValue<'ctx>> {
        let c = self.unit.context;
        let pointer = version::load(
            &self.builder,
            self.unit.pointer(),
            payload,
            &format!("{name}.ptr"),
        )?
        .into_pointer_value();
        let (plain_tags, object_tag, _) = self.tensor_tags();
        let tagged = self.next_block(&format!("{name}.tagged"))?;
        let mut incoming = Vec::new();
        for &candidate in plain_tags {
            let from = self.current_block()?;
            let other = c.append_basic_block(self.function, &format!("{name}.tag"));
            let is = self.tag_is(tag, candidate)?;
            self.builder.build_conditional_branch(is, tagged, other)?;
            incoming.push((pointer, from));
            self.builder.position_at_end(other);
        }
        if let Some(object_tag) = object_tag {
            let object = c.append_basic_block(self.function, &format!("{name}.object"));
            let is = self.tag_is(tag, object_tag)?;
            self.builder.build_conditional_branch(is, object, failed)?;
            self.builder.position_at_end(object);
            let embedded = self.object_tensor(pointer, name)?;
            self.builder.build_unconditional_branch(tagged)?;
            incoming.push((embedded, object));
        } else {
            self.builder.build_unconditional_branch(failed)?;
        }
        self.builder.position_at_end(tagged);
        let tensor = self
            .builder
            .build_phi(self.unit.pointer(), &format!("{name}.dltensor"))?;
        for (value, block) in &incoming {
            tensor.add_incoming(&[(value, *block)]);
        }
        let present = self.builder.build_is_not_null(pointer, "present")?;
        self.pass_all(vec![present], failed, &format!("{name}.present"))?;
        Ok(tensor.as_basic_value().into_pointer_value())
    }

    /// Whether the tensor's rank and dtype are the parameter's. They are adjacent in a
    /// `DLTensor` (`int32_t ndim; DLDataType dtype;`, 8 bytes), so one 64-bit load and compare
    /// tests rank, code, bits and lanes together.
    fn rank_and_dtype_ok(&self, stage: &TensorStage<'_, 'ctx>) -> Lowered<IntValue<'ctx>> {
        let i64_type = self.unit.context.i64_type();
        let word = self.field(
            self.unit.dltensor_type(),
            stage.tensor,
            field::NDIM.index,
            i64_type.into(),
            &format!("{}.ndim_dtype", stage.name),
        )?;
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
        Ok(self.builder.build_int_compare(
            IntPredicate::EQ,
            word.into_int_value(),
            i64_type.const_int(want, false),
            "ndim_dtype.ok",
        )?)
    }

    /// Whether the tensor's device type is the entry's.
    fn device_type_ok(&self, stage: &TensorStage<'_, 'ctx>) -> Lowered<IntValue<'ctx>> {
        let i32_type = self.unit.context.i32_type();
        let device_type = self.field(
            self.unit.dltensor_type(),
            stage.tensor,
            field::DEVICE.index,
            i32_type.into(),
            &format!("{}.device_type", stage.name),
        )?;
        Ok(self.builder.build_int_compare(
            IntPredicate::EQ,
            device_type.into_int_value(),
            i32_type.const_int(self.device_type_wanted() as u64, true),
            "device.ok",
        )?)
    }

    /// Continues when every one of `conditions` holds, else goes to `failed`: one branch per
    /// condition, in order, each in a block of its own with the compare (and the loads only
    /// it uses) moved next to it. The entries' object is compiled by LLVM's fast instruction
    /// selector (`emit::optimize_entries`), which folds a compare, and a load into the
    /// compare, into its branch only within one block: `cmp [mem], imm; jne failed` per check.
    fn pass_all(
        &mut self,
        conditions: Vec<IntValue<'ctx>>,
        failed: BasicBlock<'ctx>,
        stage: &str,
    ) -> Lowered<()> {
        for (index, condition) in conditions.into_iter().enumerate() {
            let pass = self.next_block(&format!("{stage}.ok{index}"))?;
            if let Some(compare) = condition.as_instruction() {
                self.move_here(compare, 0);
            }
            self.builder
                .build_conditional_branch(condition, pass, failed)?;
            self.builder.position_at_end(pass);
        }
        Ok(())
    }

    /// A new block right after the builder's: the path a good call takes is laid out in order,
    /// each branch falling through to it (the fast instruction selector keeps the blocks'
    /// order, and jumps to a successor that is not next).
    fn next_block(&self, name: &str) -> Lowered<BasicBlock<'ctx>> {
        let current = self.current_block()?;
        Ok(self.unit.context.insert_basic_block_after(current, name))
    }

    /// Moves `instruction`, and the operands that only it uses, to the builder's position,
    /// operands first, when it is defined in an earlier block and has exactly `uses` uses
    /// (the branch about to use a condition is not built yet: 0). Every instruction moved is a
    /// read or a compare of a stage, so reading later, once the earlier checks passed, is safe.
    fn move_here(&self, instruction: InstructionValue<'ctx>, uses: usize) {
        let here = self.builder.get_insert_block();
        if instruction.get_parent() == here || instruction.get_opcode() == InstructionOpcode::Phi {
            return;
        }
        let mut count = 0;
        let mut next = instruction.get_first_use();
        while let Some(current) = next {
            count += 1;
            next = current.get_next_use();
        }
        if count != uses {
            return;
        }
        for index in 0..instruction.get_num_operands() {
            if let Some(Operand::Value(value)) = instruction.get_operand(index)
                && let Some(operand) = value.as_instruction_value()
            {
                self.move_here(operand, 1);
            }
        }
        instruction.remove_from_basic_block();
        self.builder.insert_instruction(&instruction, None);
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
        // Compact tensors (NULL strides) are the common case: they fall through.
        let done = self.next_block(&format!("{}.strides.done", stage.name))?;
        let check = c.append_basic_block(self.function, &format!("{}.strides.check", stage.name));
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
        self.pass_all(conditions, failed, &format!("{}.strides", stage.name))?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        Ok(())
    }
}
