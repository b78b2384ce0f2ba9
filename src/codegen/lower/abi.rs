//! The packed entry `__tvm_ffi_<name>` (TVM 0.27 `TVMFFISafeCallType`, spec §4.1): checks every
//! `TVMFFIAny` argument, raises `TypeError`/`ValueError` through the weak
//! `TVMFFIErrorSetRaisedFromCStrParts` with a message naming the kernel and the argument, and
//! calls `<name>_c`.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};

use super::errors::{Part, text};
use super::packed_entry::{DimOrigin, PackedEntry, TensorDevice};
use super::{LevelPart, Lowered, Unit, symbolic_dims, unsupported};
use crate::abi::ffi::{ANY_SIZE, ANY_VALUE_OFFSET, LEGACY_VALUE_SIZE};
use crate::abi::ffi::{legacy_type_code, type_index};
use crate::codegen::Abi;
use crate::codegen::llvm::version;
use crate::ir::{DType, Kernel, Param};

impl<'ctx> Unit<'ctx> {
    /// Emits the packed entry (`__tvm_ffi_<name>`, or `<name>` for the legacy ABI), which
    /// checks its arguments and calls `c_entry`.
    pub(super) fn emit_packed_entry(
        &self,
        kernel: &Kernel,
        c_entry: FunctionValue<'ctx>,
    ) -> Lowered<FunctionValue<'ctx>> {
        self.emit_packed_entry_on(kernel, c_entry, TensorDevice::Cpu)
    }

    /// Like [`Unit::emit_packed_entry`] for tensors on `device`; a device entry also checks that
    /// every tensor has the first one's device id and passes that id to `c_entry` after the
    /// symbolic dims.
    pub(super) fn emit_packed_entry_on(
        &self,
        kernel: &Kernel,
        c_entry: FunctionValue<'ctx>,
        device: TensorDevice,
    ) -> Lowered<FunctionValue<'ctx>> {
        let flavor = self.options.abi;
        let start = |function: FunctionValue<'ctx>| {
            let builder = self.context.create_builder();
            builder.position_at_end(self.context.append_basic_block(function, "entry"));
            PackedEntry {
                unit: self,
                kernel,
                function,
                builder,
                checks: 0,
                flavor,
                device,
                device_id: None,
            }
        };
        if flavor == Abi::Legacy {
            let function = self.declare_legacy_packed(&kernel.name)?;
            start(function).lower(c_entry)?;
            return Ok(function);
        }
        let function =
            self.declare_packed(&format!("__tvm_ffi_{}", kernel.name), Linkage::External)?;
        // The entries' module of a multi-level build (its light pipeline) takes the staged
        // checks; where an entry shares `default<O2>` with its body, O2's folding of the stages'
        // long conditions (InstCombine, SLP, implied conditions) cost more than the failure
        // blocks the stages save (docs/abi.md, "How the checks are compiled").
        if self.plan.part == LevelPart::Entries {
            start(function).lower_fast(c_entry)?;
        } else {
            start(function).lower(c_entry)?;
        }
        Ok(function)
    }

    /// Declares a function with the packed signature, exported.
    pub(super) fn declare_packed(
        &self,
        name: &str,
        linkage: Linkage,
    ) -> Lowered<FunctionValue<'ctx>> {
        if self.module.get_function(name).is_some() {
            return unsupported(format!("function `{name}` is defined twice"));
        }
        let p = self.pointer();
        let fn_type = self.context.i32_type().fn_type(
            &[p.into(), p.into(), self.context.i32_type().into(), p.into()],
            false,
        );
        let function = self.module.add_function(name, fn_type, Some(linkage));
        self.export(function);
        for (param, name) in function
            .get_param_iter()
            .zip(["self", "args", "num_args", "result"])
        {
            param.set_name(name);
        }
        Ok(function)
    }
}

impl<'ctx> Unit<'ctx> {
    /// Declares TVM ≤ 0.20's `TVMBackendPackedCFunc` under the kernel's own name.
    fn declare_legacy_packed(&self, name: &str) -> Lowered<FunctionValue<'ctx>> {
        if self.module.get_function(name).is_some() {
            return unsupported(format!("function `{name}` is defined twice"));
        }
        let p = self.pointer();
        let i32_type = self.context.i32_type();
        let fn_type = i32_type.fn_type(
            &[
                p.into(),
                p.into(),
                i32_type.into(),
                p.into(),
                p.into(),
                p.into(),
            ],
            false,
        );
        let function = self
            .module
            .add_function(name, fn_type, Some(Linkage::External));
        self.export(function);
        for (param, name) in function.get_param_iter().zip([
            "args",
            "type_codes",
            "num_args",
            "out_ret_value",
            "out_ret_tcode",
            "resource_handle",
        ]) {
            param.set_name(name);
        }
        Ok(function)
    }
}

impl<'ctx> PackedEntry<'_, 'ctx> {
    fn param(&self, index: u32) -> Lowered<inkwell::values::BasicValueEnum<'ctx>> {
        self.function.get_nth_param(index).ok_or_else(|| {
            super::Failure::Unsupported(format!("packed entry lacks parameter {index}"))
        })
    }

    /// The entry with inline checks: each condition its own check, raising its own message, in
    /// argument order; then the call of `c_entry`.
    pub(super) fn lower(&mut self, c_entry: FunctionValue<'ctx>) -> Lowered<()> {
        let c = self.unit.context;
        let i64_type = c.i64_type();
        let num_args = self.param(2)?.into_int_value();
        let count_ok = self.count_ok(num_args)?;
        let got = self
            .builder
            .build_int_s_extend(num_args, i64_type, "argc")?;
        self.check(
            count_ok,
            "ValueError",
            vec![text(self.count_message()), Part::Number(got)],
        )?;

        let mut call_args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut dims: HashMap<String, DimOrigin<'ctx>> = HashMap::new();
        for (index, param) in self.kernel.params.iter().enumerate() {
            let context = self.argument_context(index, param);
            let (tag, payload) = self.argument(index, param.name())?;
            match param {
                Param::Buffer { name, dtype, shape } => {
                    let data = self.buffer_argument(
                        &context, index, name, *dtype, shape, tag, payload, &mut dims,
                    )?;
                    call_args.push(data.into());
                }
                Param::Scalar { name, dtype } => {
                    let value = self.scalar_argument(&context, name, *dtype, tag, payload)?;
                    call_args.push(value.into());
                }
            }
        }
        self.call_kernel(c_entry, call_args, &dims)
    }

    /// The text before the count in the message of the argument count's check.
    pub(super) fn count_message(&self) -> String {
        let expected = self.kernel.params.len();
        format!(
            "kernel `{}`: expected {expected} argument{}, got ",
            self.kernel.name,
            if expected == 1 { "" } else { "s" }
        )
    }

    /// The context of argument `index`'s messages: the kernel and the argument.
    pub(super) fn argument_context(&self, index: usize, param: &Param) -> String {
        format!(
            "kernel `{}`: argument {index} (`{}`): ",
            self.kernel.name,
            param.name()
        )
    }

    /// Whether the entry got as many arguments as the kernel has parameters.
    pub(super) fn count_ok(&self, num_args: IntValue<'ctx>) -> Lowered<IntValue<'ctx>> {
        let expected = self.kernel.params.len();
        Ok(self.builder.build_int_compare(
            IntPredicate::EQ,
            num_args,
            num_args.get_type().const_int(expected as u64, false),
            "argc.ok",
        )?)
    }

    /// Argument `index`'s tag (type index or legacy type code) and where its value lies; the
    /// argument count must have been checked.
    pub(super) fn argument(
        &self,
        index: usize,
        name: &str,
    ) -> Lowered<(IntValue<'ctx>, PointerValue<'ctx>)> {
        let c = self.unit.context;
        let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
        let (args, type_codes) = match self.flavor {
            Abi::Current => (self.param(1)?.into_pointer_value(), None),
            Abi::Legacy => (
                self.param(0)?.into_pointer_value(),
                Some(self.param(1)?.into_pointer_value()),
            ),
        };
        let (value_stride, value_offset) = match self.flavor {
            Abi::Current => (ANY_SIZE, ANY_VALUE_OFFSET),
            Abi::Legacy => (LEGACY_VALUE_SIZE, 0),
        };
        // SAFETY: `args` points to `num_args` argument values (count checked before).
        let any = unsafe {
            version::in_bounds_gep(
                &self.builder,
                c.i8_type(),
                args,
                &[i64_type.const_int(value_stride * index as u64, false)],
                &format!("{name}.any"),
            )?
        };
        // Current ABI: the tag is the TVMFFIAny's first field; legacy: a separate array.
        let tag_at = match type_codes {
            None => any,
            // SAFETY: `type_codes` has `num_args` 4-byte entries.
            Some(codes) => unsafe {
                version::in_bounds_gep(
                    &self.builder,
                    i32_type,
                    codes,
                    &[i64_type.const_int(index as u64, false)],
                    &format!("{name}.code.at"),
                )?
            },
        };
        let tag = version::load(
            &self.builder,
            i32_type,
            tag_at,
            &format!("{name}.type_index"),
        )?
        .into_int_value();
        // SAFETY: the value union lies inside the same argument value.
        let payload = unsafe {
            version::in_bounds_gep(
                &self.builder,
                c.i8_type(),
                any,
                &[i64_type.const_int(value_offset, false)],
                &format!("{name}.value"),
            )?
        };
        Ok((tag, payload))
    }

    /// Calls `c_entry` with the checked arguments, then the symbolic dims (as `dims` bound them)
    /// and, for a device entry, the device id; returns 0 when it returned 0, else -1.
    pub(super) fn call_kernel(
        &mut self,
        c_entry: FunctionValue<'ctx>,
        mut call_args: Vec<BasicMetadataValueEnum<'ctx>>,
        dims: &HashMap<String, DimOrigin<'ctx>>,
    ) -> Lowered<()> {
        let i32_type = self.unit.context.i32_type();
        for dim in symbolic_dims(self.kernel) {
            let Some(origin) = dims.get(&dim) else {
                return unsupported(format!("symbolic dim `{dim}` is never bound"));
            };
            call_args.push(origin.value.into());
        }
        if let TensorDevice::Device(api) = self.device {
            let Some(origin) = &self.device_id else {
                return unsupported(format!(
                    "a {} kernel needs a buffer parameter: the device it runs on is its \
                     buffers' device",
                    api.title()
                ));
            };
            call_args.push(origin.value.into());
        }
        let status = version::call(&self.builder, c_entry, &call_args, "status")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| super::Failure::Unsupported("C entry returned no value".to_string()))?
            .into_int_value();
        let ok = self.builder.build_int_compare(
            IntPredicate::EQ,
            status,
            i32_type.const_zero(),
            "ok",
        )?;
        let result = self.builder.build_select(
            ok,
            i32_type.const_zero(),
            i32_type.const_all_ones(),
            "result",
        )?;
        self.builder.build_return(Some(&result))?;
        Ok(())
    }

    /// True when `tag` (an `i32` type index or type code) equals `index`.
    pub(super) fn tag_is(&self, tag: IntValue<'ctx>, index: i32) -> Lowered<IntValue<'ctx>> {
        Ok(self.builder.build_int_compare(
            IntPredicate::EQ,
            tag,
            tag.get_type().const_int(index as u64, true),
            "is",
        )?)
    }

    /// True when `tag` is one of `tags`.
    pub(super) fn tag_in(&self, tag: IntValue<'ctx>, tags: &[i32]) -> Lowered<IntValue<'ctx>> {
        let mut any = self.unit.context.bool_type().const_zero();
        for candidate in tags {
            let is = self.tag_is(tag, *candidate)?;
            any = self.builder.build_or(any, is, "tag.in")?;
        }
        Ok(any)
    }

    pub(super) fn widen(&self, value: IntValue<'ctx>, name: &str) -> Lowered<IntValue<'ctx>> {
        let i64_type = self.unit.context.i64_type();
        if value.get_type().get_bit_width() == 64 {
            return Ok(value);
        }
        Ok(self.builder.build_int_z_extend(value, i64_type, name)?)
    }

    /// Whether the entry takes `tag` for a scalar of `dtype`, and whether the value is a float.
    pub(super) fn scalar_tag(
        &self,
        tag: IntValue<'ctx>,
        dtype: DType,
    ) -> Lowered<(IntValue<'ctx>, IntValue<'ctx>)> {
        let (integral_tags, float_tag): (&[i32], i32) = match self.flavor {
            Abi::Current => (&[type_index::INT, type_index::BOOL], type_index::FLOAT),
            Abi::Legacy => (
                &[
                    legacy_type_code::INT,
                    legacy_type_code::UINT,
                    legacy_type_code::BOOL,
                ],
                legacy_type_code::FLOAT,
            ),
        };
        let integral = self.tag_in(tag, integral_tags)?;
        let is_float = self.tag_is(tag, float_tag)?;
        let accepted = if dtype.is_float() {
            self.builder.build_or(integral, is_float, "accepted")?
        } else {
            integral
        };
        Ok((accepted, is_float))
    }

    /// The text before the tag in the message of a scalar argument's check.
    pub(super) fn scalar_message(&self, context: &str, dtype: DType) -> String {
        let noun = match self.flavor {
            Abi::Current => "type index",
            Abi::Legacy => "type code",
        };
        let expectation = match (self.flavor, dtype) {
            (Abi::Current, d) if d.is_float() => {
                format!("expected a {d} scalar (float type index 3, int 1 or bool 2)")
            }
            (Abi::Current, DType::Bool) => {
                "expected a bool scalar (bool type index 2 or int 1)".to_string()
            }
            (Abi::Current, d) => format!("expected an {d} scalar (int type index 1 or bool 2)"),
            (Abi::Legacy, d) if d.is_float() => {
                format!("expected a {d} scalar (float type code 2, int 0, uint 1 or bool 15)")
            }
            (Abi::Legacy, DType::Bool) => {
                "expected a bool scalar (bool type code 15, int 0 or uint 1)".to_string()
            }
            (Abi::Legacy, d) => {
                format!("expected an {d} scalar (int type code 0, uint 1 or bool 15)")
            }
        };
        format!("{context}{expectation}, got {noun} ")
    }

    fn scalar_argument(
        &mut self,
        context: &str,
        name: &str,
        dtype: DType,
        tag: IntValue<'ctx>,
        payload: PointerValue<'ctx>,
    ) -> Lowered<inkwell::values::BasicValueEnum<'ctx>> {
        let i64_type = self.unit.context.i64_type();
        let (accepted, is_float) = self.scalar_tag(tag, dtype)?;
        let tag64 = self.builder.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            accepted,
            "TypeError",
            vec![
                text(self.scalar_message(context, dtype)),
                Part::Number(tag64),
            ],
        )?;
        self.scalar_value(name, dtype, is_float, payload)
    }

    /// The scalar in `payload` as the kernel's `dtype`: a float argument converted, an integer
    /// one converted to a float dtype or truncated to a narrower integer, a bool as `i1`.
    pub(super) fn scalar_value(
        &self,
        name: &str,
        dtype: DType,
        is_float: IntValue<'ctx>,
        payload: PointerValue<'ctx>,
    ) -> Lowered<inkwell::values::BasicValueEnum<'ctx>> {
        let c = self.unit.context;
        let i64_type = c.i64_type();
        let b = &self.builder;
        let as_int = version::load(b, i64_type, payload, &format!("{name}.int"))?.into_int_value();
        let register = self.unit.register_type(dtype);
        if dtype.is_float() {
            let as_float = version::load(b, c.f64_type(), payload, &format!("{name}.float"))?
                .into_float_value();
            let converted = b.build_signed_int_to_float(as_int, c.f64_type(), "converted")?;
            let wide = b
                .build_select(is_float, as_float, converted, &format!("{name}.f64"))?
                .into_float_value();
            return Ok(b
                .build_float_cast(wide, register.into_float_type(), name)?
                .into());
        }
        if dtype == DType::Bool {
            return Ok(b
                .build_int_compare(IntPredicate::NE, as_int, i64_type.const_zero(), name)?
                .into());
        }
        let int_type = register.into_int_type();
        if int_type.get_bit_width() == 64 {
            return Ok(as_int.into());
        }
        Ok(b.build_int_truncate(as_int, int_type, name)?.into())
    }
}
