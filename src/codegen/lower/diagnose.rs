//! Finding which argument check failed, for the fast path of the current ABI's packed entries
//! (`fast_entry.rs`). The fast path only knows that one of a stage's conditions failed; it then
//! calls the unit's `__modlink_diagnose.<device>` with the constant description of the kernel's
//! parameters (`description.rs`). The diagnosis walks the arguments in order, tests each condition
//! on its own and raises the message the inline checks raise for the first that fails (the texts
//! are made by the same functions).
//!
//! One diagnosis per unit, and data per kernel, instead of a failure block per check in every
//! entry: those blocks had been a third of what LLVM compiled for a small kernel, for a path
//! that runs only on bad arguments.

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::types::StructType;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};

use super::Lowered;
use super::description::{
    CONSTANT_AXIS, DescriptionTypes, FLOAT_SCALAR, TENSOR, axis_field, param_field,
};
use super::errors::{Part, text};
use super::packed_entry::{PackedEntry, TensorDevice};
use super::tensor_args::DEVICE_ID_END;
use crate::abi::ffi::{ANY_SIZE, ANY_VALUE_OFFSET, type_index};
use crate::abi::tensor::field;
use crate::codegen::llvm::version;
impl<'ctx> PackedEntry<'_, 'ctx> {
    /// `i32 __modlink_diagnose.<device>(ptr args, i32 num_args, ptr description)`: raises the
    /// message of the first argument check that fails and returns -1.
    pub(super) fn diagnose_function(&self) -> Lowered<FunctionValue<'ctx>> {
        let device = match self.device {
            TensorDevice::Cpu => "cpu".to_string(),
            TensorDevice::Device(api) => format!("device{}", api.device_type()),
        };
        let name = format!("__modlink_diagnose.{device}");
        if let Some(existing) = self.unit.module.get_function(&name) {
            return Ok(existing);
        }
        let c = self.unit.context;
        let (i32_type, p) = (c.i32_type(), self.unit.pointer());
        let function = self.unit.module.add_function(
            &name,
            i32_type.fn_type(&[p.into(), i32_type.into(), p.into()], false),
            Some(Linkage::Internal),
        );
        self.unit.mark_diagnosis(function);
        let builder = c.create_builder();
        builder.position_at_end(c.append_basic_block(function, "entry"));
        let mut diagnosis = PackedEntry {
            unit: self.unit,
            kernel: self.kernel,
            function,
            builder,
            checks: 0,
            flavor: self.flavor,
            device: self.device,
            device_id: None,
        };
        diagnosis.lower_diagnosis()?;
        Ok(function)
    }

    fn lower_diagnosis(&mut self) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type, p) = (c.i32_type(), c.i64_type(), self.unit.pointer());
        let types = self.description_types();
        let param = |n: u32| {
            self.function
                .get_nth_param(n)
                .ok_or_else(|| super::Failure::Unsupported(format!("diagnosis: no parameter {n}")))
        };
        let args = param(0)?.into_pointer_value();
        let num_args = param(1)?.into_int_value();
        let description = param(2)?.into_pointer_value();
        let count = self
            .field(types.kernel, description, 0, i32_type.into(), "count")?
            .into_int_value();
        let count_message = self
            .field(types.kernel, description, 1, p.into(), "count.message")?
            .into_pointer_value();
        let params = self
            .field(types.kernel, description, 2, p.into(), "params")?
            .into_pointer_value();
        let count_ok =
            self.builder
                .build_int_compare(IntPredicate::EQ, num_args, count, "argc.ok")?;
        let got = self
            .builder
            .build_int_s_extend(num_args, i64_type, "argc")?;
        self.check(
            count_ok,
            "ValueError",
            vec![Part::TextAt(count_message), Part::Number(got)],
        )?;

        let (head, body, done) = (
            c.append_basic_block(self.function, "param"),
            c.append_basic_block(self.function, "param.check"),
            c.append_basic_block(self.function, "params.done"),
        );
        let preheader = self.current_block()?;
        self.builder.build_unconditional_branch(head)?;
        self.builder.position_at_end(head);
        let index = self.builder.build_phi(i32_type, "index")?;
        let index_value = index.as_basic_value().into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::SLT, index_value, count, "more")?;
        self.builder.build_conditional_branch(more, body, done)?;
        self.builder.position_at_end(body);
        // SAFETY: `index` < the description's parameter count, the length of its array.
        let described = unsafe {
            version::in_bounds_gep(
                &self.builder,
                types.param,
                params,
                &[index_value],
                "described",
            )?
        };
        let kind = self
            .field(
                types.param,
                described,
                param_field::KIND,
                i32_type.into(),
                "kind",
            )?
            .into_int_value();
        let (tag, payload) = self.argument_at(args, index_value)?;
        let tag_message = self.message(described, 0)?;
        let (tensor, scalar, next) = (
            c.append_basic_block(self.function, "tensor"),
            c.append_basic_block(self.function, "scalar"),
            c.append_basic_block(self.function, "param.next"),
        );
        let is_tensor = self.builder.build_int_compare(
            IntPredicate::EQ,
            kind,
            i32_type.const_int(TENSOR, false),
            "is_tensor",
        )?;
        self.builder
            .build_conditional_branch(is_tensor, tensor, scalar)?;

        self.builder.position_at_end(scalar);
        let integral = self.tag_in(tag, &[type_index::INT, type_index::BOOL])?;
        let is_float = self.tag_is(tag, type_index::FLOAT)?;
        let float_kind = self.builder.build_int_compare(
            IntPredicate::EQ,
            kind,
            i32_type.const_int(FLOAT_SCALAR, false),
            "float_kind",
        )?;
        let float_taken = self
            .builder
            .build_and(is_float, float_kind, "float_taken")?;
        let accepted = self.builder.build_or(integral, float_taken, "accepted")?;
        let tag64 = self.builder.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            accepted,
            "TypeError",
            vec![Part::TextAt(tag_message), Part::Number(tag64)],
        )?;
        self.builder.build_unconditional_branch(next)?;

        self.builder.position_at_end(tensor);
        self.diagnose_tensor(
            &types,
            args,
            described,
            index_value,
            tag,
            payload,
            tag_message,
        )?;
        self.builder.build_unconditional_branch(next)?;

        self.builder.position_at_end(next);
        let following =
            self.builder
                .build_int_add(index_value, i32_type.const_int(1, false), "index.next")?;
        self.builder.build_unconditional_branch(head)?;
        index.add_incoming(&[(&i32_type.const_zero(), preheader), (&following, next)]);

        // The fast path failed a condition that every check here passed: cannot happen, but
        // fail loudly rather than return -1 without an error.
        self.builder.position_at_end(done);
        self.check(
            c.bool_type().const_zero(),
            "RuntimeError",
            vec![text(format!(
                "modlink: the packed entry rejected the arguments of a kernel of this library, \
                 but no argument check fails (codegen version {})",
                crate::codegen::CODEGEN_VERSION
            ))],
        )?;
        self.builder
            .build_return(Some(&i32_type.const_all_ones()))?;
        Ok(())
    }

    /// The checks of one tensor argument, in the order of the inline checks.
    #[allow(clippy::too_many_arguments)]
    fn diagnose_tensor(
        &mut self,
        types: &DescriptionTypes<'ctx>,
        args: PointerValue<'ctx>,
        described: PointerValue<'ctx>,
        index: IntValue<'ctx>,
        tag: IntValue<'ctx>,
        payload: PointerValue<'ctx>,
        tag_message: PointerValue<'ctx>,
    ) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type, p) = (c.i32_type(), c.i64_type(), self.unit.pointer());
        let read = |entry: &Self, field: u32, name: &str| {
            entry
                .field(types.param, described, field, i32_type.into(), name)
                .map(|v| v.into_int_value())
        };
        let rank = read(self, param_field::RANK, "rank")?;
        let code = read(self, param_field::CODE, "want_code")?;
        let bits = read(self, param_field::BITS, "want_bits")?;
        let tensor_tag = self.tensor_tag(tag)?;
        let tag64 = self.builder.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            tensor_tag.accepted,
            "TypeError",
            vec![Part::TextAt(tag_message), Part::Number(tag64)],
        )?;
        let address = self.tensor_address(payload, tensor_tag.is_tensor, "tensor")?;
        let present = self.builder.build_is_not_null(address.pointer, "present")?;
        let null_message = self.message(described, 1)?;
        self.check(present, "TypeError", vec![Part::TextAt(null_message)])?;
        let tensor = address.tensor;
        let header = self.tensor_header(tensor, "tensor")?;
        let b = &self.builder;
        let ndim_ok = b.build_int_compare(IntPredicate::EQ, header.ndim, rank, "ndim.ok")?;
        let ndim64 = b.build_int_s_extend(header.ndim, i64_type, "ndim")?;
        let ndim_message = self.message(described, 2)?;
        self.check(
            ndim_ok,
            "ValueError",
            vec![Part::TextAt(ndim_message), Part::Number(ndim64)],
        )?;
        let b = &self.builder;
        let code32 = b.build_int_z_extend(header.code, i32_type, "code32")?;
        let bits32 = b.build_int_z_extend(header.bits, i32_type, "bits32")?;
        let code_ok = b.build_int_compare(IntPredicate::EQ, code32, code, "code.ok")?;
        let bits_ok = b.build_int_compare(IntPredicate::EQ, bits32, bits, "bits.ok")?;
        let lanes_ok = b.build_int_compare(
            IntPredicate::EQ,
            header.lanes,
            c.i16_type().const_int(1, false),
            "lanes.ok",
        )?;
        let dtype_ok = b.build_and(code_ok, bits_ok, "dtype.ok")?;
        let dtype_ok = b.build_and(dtype_ok, lanes_ok, "dtype.ok")?;
        let (code64, bits64, lanes64) = (
            self.widen(header.code, "code")?,
            self.widen(header.bits, "bits")?,
            self.widen(header.lanes, "lanes")?,
        );
        let dtype_message = self.message(described, 3)?;
        self.check(
            dtype_ok,
            "TypeError",
            vec![
                Part::TextAt(dtype_message),
                Part::Number(code64),
                text(", bits "),
                Part::Number(bits64),
                text(", lanes "),
                Part::Number(lanes64),
            ],
        )?;
        let device_ok = self.builder.build_int_compare(
            IntPredicate::EQ,
            header.device_type,
            i32_type.const_int(self.device_type_wanted() as u64, true),
            "device.ok",
        )?;
        let device64 = self
            .builder
            .build_int_s_extend(header.device_type, i64_type, "device")?;
        let device_message = self.message(described, 4)?;
        self.check(
            device_ok,
            "ValueError",
            vec![Part::TextAt(device_message), Part::Number(device64)],
        )?;
        if let Some(id) = header.device_id {
            let first = read(self, param_field::FIRST_TENSOR, "first")?;
            // The first tensor passed its checks already (or is this one).
            let first_tensor = self.dltensor_at(args, first)?;
            let first_id = self
                .tensor_device_id(first_tensor, "first")?
                .ok_or_else(|| super::Failure::Unsupported("diagnosis: no device id".into()))?;
            let b = &self.builder;
            let is_first = b.build_int_compare(IntPredicate::EQ, index, first, "is_first")?;
            let same = b.build_int_compare(IntPredicate::EQ, id, first_id, "device_id.ok")?;
            let ok = b.build_or(is_first, same, "device_id.ok")?;
            let (id64, first64) = (
                b.build_int_s_extend(id, i64_type, "device_id")?,
                b.build_int_s_extend(first_id, i64_type, "first_device_id")?,
            );
            let (before, after) = (self.message(described, 6)?, self.message(described, 7)?);
            self.check(
                ok,
                "ValueError",
                vec![
                    Part::TextAt(before),
                    Part::Number(id64),
                    Part::TextAt(after),
                    Part::Number(first64),
                    text(DEVICE_ID_END),
                ],
            )?;
        }
        let axes = self
            .field(types.param, described, param_field::AXES, p.into(), "axes")?
            .into_pointer_value();
        let shape = self.shape_of(tensor)?;
        self.diagnose_axes(types, args, axes, shape, rank)?;
        let strides_message = self.message(described, 5)?;
        self.diagnose_strides(tensor, shape, rank, strides_message)
    }

    /// Each axis against its constant or the extent its symbol was first bound to.
    fn diagnose_axes(
        &mut self,
        types: &DescriptionTypes<'ctx>,
        args: PointerValue<'ctx>,
        axes: PointerValue<'ctx>,
        shape: PointerValue<'ctx>,
        rank: IntValue<'ctx>,
    ) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type, p) = (c.i32_type(), c.i64_type(), self.unit.pointer());
        let (head, body, symbolic, next, done) = (
            c.append_basic_block(self.function, "axis"),
            c.append_basic_block(self.function, "axis.check"),
            c.append_basic_block(self.function, "axis.symbolic"),
            c.append_basic_block(self.function, "axis.next"),
            c.append_basic_block(self.function, "axes.done"),
        );
        let preheader = self.current_block()?;
        self.builder.build_unconditional_branch(head)?;
        self.builder.position_at_end(head);
        let axis = self.builder.build_phi(i32_type, "axis")?;
        let axis_value = axis.as_basic_value().into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::SLT, axis_value, rank, "more")?;
        self.builder.build_conditional_branch(more, body, done)?;

        self.builder.position_at_end(body);
        // SAFETY: `axis` < rank, the length of the axes array and (ndim checked) of the shape.
        let (described, extent_at) = unsafe {
            (
                version::in_bounds_gep(
                    &self.builder,
                    types.axis,
                    axes,
                    &[axis_value],
                    "axis.described",
                )?,
                version::in_bounds_gep(&self.builder, i64_type, shape, &[axis_value], "extent.at")?,
            )
        };
        let extent = version::load(&self.builder, i64_type, extent_at, "extent")?.into_int_value();
        let read =
            |entry: &Self, field: u32, ty: inkwell::types::BasicTypeEnum<'ctx>, name: &str| {
                entry.field(types.axis, described, field, ty, name)
            };
        let want = read(self, axis_field::WANT, i64_type.into(), "want")?.into_int_value();
        let origin =
            read(self, axis_field::ORIGIN_ARGUMENT, i32_type.into(), "origin")?.into_int_value();
        let origin_axis = read(
            self,
            axis_field::ORIGIN_AXIS,
            i32_type.into(),
            "origin_axis",
        )?
        .into_int_value();
        let before = read(self, axis_field::BEFORE, p.into(), "before")?.into_pointer_value();
        let after = read(self, axis_field::AFTER, p.into(), "after")?.into_pointer_value();
        let b = &self.builder;
        let constant = b.build_int_compare(
            IntPredicate::EQ,
            origin,
            i32_type.const_int(CONSTANT_AXIS as u64, true),
            "constant",
        )?;
        let matches = b.build_int_compare(IntPredicate::EQ, extent, want, "extent.ok")?;
        let not_constant = b.build_not(constant, "not_constant")?;
        let ok = b.build_or(not_constant, matches, "constant.ok")?;
        self.check(
            ok,
            "ValueError",
            vec![Part::TextAt(before), Part::Number(extent)],
        )?;
        let bound_before = self.builder.build_int_compare(
            IntPredicate::SGE,
            origin,
            i32_type.const_zero(),
            "bound_before",
        )?;
        self.builder
            .build_conditional_branch(bound_before, symbolic, next)?;

        self.builder.position_at_end(symbolic);
        let origin_tensor = self.dltensor_at(args, origin)?;
        let origin_shape = self.shape_of(origin_tensor)?;
        // SAFETY: the origin tensor passed its rank check; `origin_axis` < its rank.
        let origin_at = unsafe {
            version::in_bounds_gep(
                &self.builder,
                i64_type,
                origin_shape,
                &[origin_axis],
                "origin.at",
            )?
        };
        let bound = version::load(&self.builder, i64_type, origin_at, "bound")?.into_int_value();
        let same = self
            .builder
            .build_int_compare(IntPredicate::EQ, extent, bound, "extent.ok")?;
        self.check(
            same,
            "ValueError",
            vec![
                Part::TextAt(before),
                Part::Number(extent),
                Part::TextAt(after),
                Part::Number(bound),
            ],
        )?;
        self.builder.build_unconditional_branch(next)?;

        self.builder.position_at_end(next);
        let following =
            self.builder
                .build_int_add(axis_value, i32_type.const_int(1, false), "axis.next")?;
        self.builder.build_unconditional_branch(head)?;
        axis.add_incoming(&[(&i32_type.const_zero(), preheader), (&following, next)]);
        self.builder.position_at_end(done);
        Ok(())
    }

    /// Strides NULL, or each the compact row-major stride (any on an axis of extent 1), last
    /// axis first as the inline checks go.
    fn diagnose_strides(
        &mut self,
        tensor: PointerValue<'ctx>,
        shape: PointerValue<'ctx>,
        rank: IntValue<'ctx>,
        message: PointerValue<'ctx>,
    ) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
        let strides = self.tensor_strides(tensor, "tensor")?;
        let has_strides = self.builder.build_is_not_null(strides, "has_strides")?;
        let (start, head, body, done) = (
            c.append_basic_block(self.function, "strides"),
            c.append_basic_block(self.function, "stride"),
            c.append_basic_block(self.function, "stride.check"),
            c.append_basic_block(self.function, "strides.done"),
        );
        self.builder
            .build_conditional_branch(has_strides, start, done)?;
        self.builder.position_at_end(start);
        let last = self
            .builder
            .build_int_sub(rank, i32_type.const_int(1, false), "last")?;
        self.builder.build_unconditional_branch(head)?;
        self.builder.position_at_end(head);
        let axis = self.builder.build_phi(i32_type, "axis")?;
        let expected = self.builder.build_phi(i64_type, "expected")?;
        let axis_value = axis.as_basic_value().into_int_value();
        let expected_value = expected.as_basic_value().into_int_value();
        let more = self.builder.build_int_compare(
            IntPredicate::SGE,
            axis_value,
            i32_type.const_zero(),
            "more",
        )?;
        self.builder.build_conditional_branch(more, body, done)?;
        self.builder.position_at_end(body);
        // SAFETY: 0 <= `axis` < rank, the length of the shape and of non-NULL strides.
        let (extent_at, stride_at) = unsafe {
            (
                version::in_bounds_gep(&self.builder, i64_type, shape, &[axis_value], "extent.at")?,
                version::in_bounds_gep(
                    &self.builder,
                    i64_type,
                    strides,
                    &[axis_value],
                    "stride.at",
                )?,
            )
        };
        let b = &self.builder;
        let extent = version::load(b, i64_type, extent_at, "extent")?.into_int_value();
        let stride = version::load(b, i64_type, stride_at, "stride")?.into_int_value();
        let ok = self.stride_ok(stride, expected_value, extent)?;
        let axis64 = self
            .builder
            .build_int_s_extend(axis_value, i64_type, "axis64")?;
        self.check(
            ok,
            "ValueError",
            vec![
                Part::TextAt(message),
                Part::Number(axis64),
                text(" is "),
                Part::Number(stride),
                text(", expected "),
                Part::Number(expected_value),
            ],
        )?;
        let b = &self.builder;
        let next_expected = b.build_int_mul(expected_value, extent, "expected.next")?;
        let previous =
            b.build_int_sub(axis_value, i32_type.const_int(1, false), "axis.previous")?;
        let latch = self.current_block()?;
        b.build_unconditional_branch(head)?;
        axis.add_incoming(&[(&last, start), (&previous, latch)]);
        expected.add_incoming(&[
            (&i64_type.const_int(1, false), start),
            (&next_expected, latch),
        ]);
        self.builder.position_at_end(done);
        Ok(())
    }

    /// Argument `index` (a run-time `i32`, the count checked)'s tag and value address.
    fn argument_at(
        &self,
        args: PointerValue<'ctx>,
        index: IntValue<'ctx>,
    ) -> Lowered<(IntValue<'ctx>, PointerValue<'ctx>)> {
        let c = self.unit.context;
        let (i8_type, i32_type, i64_type) = (c.i8_type(), c.i32_type(), c.i64_type());
        let b = &self.builder;
        let index64 = b.build_int_s_extend(index, i64_type, "index64")?;
        let offset = b.build_int_mul(index64, i64_type.const_int(ANY_SIZE, false), "offset")?;
        // SAFETY: `args` holds `num_args` values, more than `index` (checked by the caller).
        let (any, payload) = unsafe {
            let any = version::in_bounds_gep(b, i8_type, args, &[offset], "any")?;
            let payload = version::in_bounds_gep(
                b,
                i8_type,
                any,
                &[i64_type.const_int(ANY_VALUE_OFFSET, false)],
                "value",
            )?;
            (any, payload)
        };
        let tag = version::load(b, i32_type, any, "type_index")?.into_int_value();
        Ok((tag, payload))
    }

    /// The `DLTensor` of argument `index`, a tensor argument that passed its checks.
    fn dltensor_at(
        &self,
        args: PointerValue<'ctx>,
        index: IntValue<'ctx>,
    ) -> Lowered<PointerValue<'ctx>> {
        let (tag, payload) = self.argument_at(args, index)?;
        let is_tensor = self.tag_is(tag, type_index::TENSOR)?;
        Ok(self.tensor_address(payload, is_tensor, "origin")?.tensor)
    }

    /// `tensor`'s shape pointer.
    fn shape_of(&self, tensor: PointerValue<'ctx>) -> Lowered<PointerValue<'ctx>> {
        let b = &self.builder;
        let dl = self.unit.dltensor_type();
        let shape_at = version::struct_gep(b, dl, tensor, field::SHAPE.index, "shape.at")?;
        Ok(version::load(b, self.unit.pointer(), shape_at, "shape")?.into_pointer_value())
    }

    /// Message `slot` of a parameter's description.
    fn message(&self, described: PointerValue<'ctx>, slot: u32) -> Lowered<PointerValue<'ctx>> {
        let types = self.description_types();
        Ok(self
            .field(
                types.param,
                described,
                param_field::MESSAGES + slot,
                self.unit.pointer().into(),
                "message",
            )?
            .into_pointer_value())
    }

    /// Loads field `index` (of type `ty`) of the `struct_type` at `at`.
    pub(super) fn field(
        &self,
        struct_type: StructType<'ctx>,
        at: PointerValue<'ctx>,
        index: u32,
        ty: inkwell::types::BasicTypeEnum<'ctx>,
        name: &str,
    ) -> Lowered<BasicValueEnum<'ctx>> {
        let b = &self.builder;
        let field_at = version::struct_gep(b, struct_type, at, index, &format!("{name}.at"))?;
        Ok(version::load(b, ty, field_at, name)?)
    }

    /// The block the builder is in.
    pub(super) fn current_block(&self) -> Lowered<inkwell::basic_block::BasicBlock<'ctx>> {
        self.builder
            .get_insert_block()
            .ok_or_else(|| super::Failure::Unsupported("no insertion block".to_string()))
    }
}
