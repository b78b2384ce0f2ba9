//! The packed entry `__tvm_ffi_<name>` (TVM 0.27 `TVMFFISafeCallType`, spec §4.1): checks every
//! `TVMFFIAny` argument, raises `TypeError`/`ValueError` through the weak
//! `TVMFFIErrorSetRaisedFromCStrParts` with a message naming the kernel and the argument, and
//! calls `<name>_c`. Also `__tvm_ffi_main` and the system-library registration constructor.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::builder::Builder;
use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};

use super::{Lowered, Unit, symbolic_dims, unsupported};
use crate::codegen::llvm;
use crate::ir::{DType, Dim, Kernel, Param};

/// `TVMFFIAny` type indices the packed entry accepts (tvm-ffi `c_api.h`).
mod type_index {
    pub const INT: u64 = 1;
    pub const BOOL: u64 = 2;
    pub const FLOAT: u64 = 3;
    pub const OPAQUE_PTR: u64 = 4;
    pub const DLTENSOR_PTR: u64 = 7;
    pub const TENSOR: u64 = 70;
}

/// Bytes per `TVMFFIAny`; the 8-byte value union starts at byte 8.
const ANY_SIZE: u64 = 16;
const ANY_VALUE_OFFSET: u64 = 8;
/// `TVMFFIObject` header size: a Tensor object's `DLTensor` follows it.
const OBJECT_HEADER_SIZE: u64 = 24;
/// DLPack `kDLCPU`.
const DEVICE_CPU: u64 = 1;
/// Most runtime numbers one error message formats, and the digit buffer each needs.
const MAX_NUMBERS: u32 = 4;
const DIGITS_SIZE: u32 = 24;
const MAX_PARTS: u32 = 16;

/// One piece of an error message: fixed text, or an `i64` formatted at run time.
enum Part<'ctx> {
    Text(String),
    Number(IntValue<'ctx>),
}

fn text<'ctx>(s: impl Into<String>) -> Part<'ctx> {
    Part::Text(s.into())
}

/// Where a symbolic dim was first bound: value, argument index and name, dimension.
struct DimOrigin<'ctx> {
    value: IntValue<'ctx>,
    argument: usize,
    name: String,
    axis: usize,
}

struct PackedEntry<'u, 'ctx> {
    unit: &'u Unit<'ctx>,
    kernel: &'u Kernel,
    function: FunctionValue<'ctx>,
    builder: Builder<'ctx>,
    parts: PointerValue<'ctx>,
    digits: Vec<PointerValue<'ctx>>,
    checks: usize,
}

impl<'ctx> Unit<'ctx> {
    /// Emits `__tvm_ffi_<name>`, which checks its arguments and calls `c_entry`.
    pub(super) fn emit_packed_entry(
        &self,
        kernel: &Kernel,
        c_entry: FunctionValue<'ctx>,
    ) -> Lowered<FunctionValue<'ctx>> {
        let function =
            self.declare_packed(&format!("__tvm_ffi_{}", kernel.name), Linkage::External)?;
        let builder = self.context.create_builder();
        builder.position_at_end(self.context.append_basic_block(function, "entry"));
        let i8_type = self.context.i8_type();
        let parts = builder.build_alloca(self.pointer().array_type(MAX_PARTS), "message.parts")?;
        let mut digits = Vec::new();
        for index in 0..MAX_NUMBERS {
            digits.push(builder.build_alloca(
                i8_type.array_type(DIGITS_SIZE),
                &format!("message.digits{index}"),
            )?);
        }
        let mut entry = PackedEntry {
            unit: self,
            kernel,
            function,
            builder,
            parts,
            digits,
            checks: 0,
        };
        entry.lower(c_entry)?;
        Ok(function)
    }

    fn declare_packed(&self, name: &str, linkage: Linkage) -> Lowered<FunctionValue<'ctx>> {
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

    /// The weak `__tvm_ffi_main`, which tail-calls the program's only kernel (as TVM's
    /// `AddMainFunction`).
    pub(super) fn emit_main(&self, packed: FunctionValue<'ctx>) -> Lowered<FunctionValue<'ctx>> {
        let main = self.declare_packed("__tvm_ffi_main", Linkage::WeakAny)?;
        let builder = self.context.create_builder();
        builder.position_at_end(self.context.append_basic_block(main, "entry"));
        let args: Vec<BasicMetadataValueEnum<'ctx>> =
            main.get_param_iter().map(|p| p.into()).collect();
        let call = builder.build_call(packed, &args, "status")?;
        call.set_tail_call(true);
        let Some(status) = call.try_as_basic_value().basic() else {
            return unsupported("the packed entry returned no value");
        };
        builder.build_return(Some(&status))?;
        Ok(main)
    }

    /// System-library mode (spec §1.6): defines `P__tvm_ffi__library_ctx` and a constructor
    /// registering it and every `__tvm_ffi_<fn>` (names without P, as TVM does).
    pub(super) fn emit_system_lib_registration(
        &self,
        prefix: &str,
        entries: &[(String, FunctionValue<'ctx>)],
    ) -> Lowered<()> {
        let ctx_name = format!("{prefix}__tvm_ffi__library_ctx");
        let library_ctx = self.context_pointer(&ctx_name, Linkage::WeakAny);
        let p = self.pointer();
        let register = self.declare_function(
            "TVMFFIEnvModRegisterSystemLibSymbol",
            self.context
                .i32_type()
                .fn_type(&[p.into(), p.into()], false),
            Linkage::External,
        );
        let ctor = self.module.add_function(
            "__tvm_module_startup",
            self.context.void_type().fn_type(&[], false),
            Some(Linkage::Internal),
        );
        if let Some(section) = llvm::startup_section(self.target) {
            ctor.set_section(Some(section));
        }
        let builder = self.context.create_builder();
        builder.position_at_end(self.context.append_basic_block(ctor, "entry"));
        builder.build_call(
            register,
            &[
                self.c_string(&ctx_name).into(),
                library_ctx.as_pointer_value().into(),
            ],
            "",
        )?;
        for (name, function) in entries {
            builder.build_call(
                register,
                &[
                    self.c_string(&format!("__tvm_ffi_{name}")).into(),
                    function.as_global_value().as_pointer_value().into(),
                ],
                "",
            )?;
        }
        builder.build_return(None)?;
        llvm::append_global_ctor(&self.module, ctor, llvm::STARTUP_CTOR_PRIORITY, self.target);
        Ok(())
    }

    /// `ptr __modlink_format_i64(i64 value, ptr buffer)`: writes `value` in decimal,
    /// NUL-terminated, at the end of the 24-byte `buffer` and returns where it starts (no libc
    /// needed on any target).
    fn format_i64_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_format_i64";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let (i8_type, i64_type, p) = (c.i8_type(), c.i64_type(), self.pointer());
        let function = self.module.add_function(
            NAME,
            p.fn_type(&[i64_type.into(), p.into()], false),
            Some(Linkage::Internal),
        );
        let value = function
            .get_first_param()
            .map(|v| v.into_int_value())
            .ok_or_else(|| super::Failure::Unsupported("format: no value".to_string()))?;
        let buffer = function
            .get_nth_param(1)
            .map(|v| v.into_pointer_value())
            .ok_or_else(|| super::Failure::Unsupported("format: no buffer".to_string()))?;
        let b = c.create_builder();
        let entry = c.append_basic_block(function, "entry");
        let digit_loop = c.append_basic_block(function, "digit");
        let after = c.append_basic_block(function, "digits.done");
        let sign = c.append_basic_block(function, "sign");
        let done = c.append_basic_block(function, "done");
        b.position_at_end(entry);
        let negative =
            b.build_int_compare(IntPredicate::SLT, value, i64_type.const_zero(), "neg")?;
        let negated = b.build_int_sub(i64_type.const_zero(), value, "negated")?;
        // As unsigned, 0 - MIN is |MIN|, so i64::MIN prints correctly.
        let magnitude = b
            .build_select(negative, negated, value, "mag")?
            .into_int_value();
        // SAFETY: offsets stay inside the caller's 24-byte buffer (20 digits, sign, NUL).
        #[allow(unsafe_code)]
        let end = unsafe {
            b.build_in_bounds_gep(
                i8_type,
                buffer,
                &[i64_type.const_int(u64::from(DIGITS_SIZE - 1), false)],
                "end",
            )?
        };
        b.build_store(end, i8_type.const_zero())?;
        b.build_unconditional_branch(digit_loop)?;
        b.position_at_end(digit_loop);
        let remaining = b.build_phi(i64_type, "remaining")?;
        let cursor = b.build_phi(p, "cursor")?;
        let ten = i64_type.const_int(10, false);
        // SAFETY: see above; at most 20 digits are written before `end`.
        #[allow(unsafe_code)]
        let digit_at = unsafe {
            b.build_in_bounds_gep(
                i8_type,
                cursor.as_basic_value().into_pointer_value(),
                &[i64_type.const_all_ones()],
                "digit.at",
            )?
        };
        let remaining_value = remaining.as_basic_value().into_int_value();
        let digit = b.build_int_unsigned_rem(remaining_value, ten, "digit")?;
        let digit = b.build_int_truncate(digit, i8_type, "digit.byte")?;
        let ascii = b.build_int_add(digit, i8_type.const_int(u64::from(b'0'), false), "ascii")?;
        b.build_store(digit_at, ascii)?;
        let rest = b.build_int_unsigned_div(remaining_value, ten, "rest")?;
        let more = b.build_int_compare(IntPredicate::NE, rest, i64_type.const_zero(), "more")?;
        remaining.add_incoming(&[(&magnitude, entry), (&rest, digit_loop)]);
        cursor.add_incoming(&[(&end, entry), (&digit_at, digit_loop)]);
        b.build_conditional_branch(more, digit_loop, after)?;
        b.position_at_end(after);
        b.build_conditional_branch(negative, sign, done)?;
        b.position_at_end(sign);
        // SAFETY: see above; the sign is the 21st character at most.
        #[allow(unsafe_code)]
        let sign_at = unsafe {
            b.build_in_bounds_gep(i8_type, digit_at, &[i64_type.const_all_ones()], "sign.at")?
        };
        b.build_store(sign_at, i8_type.const_int(u64::from(b'-'), false))?;
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        let start = b.build_phi(p, "start")?;
        start.add_incoming(&[(&digit_at, after), (&sign_at, sign)]);
        b.build_return(Some(&start.as_basic_value()))?;
        Ok(function)
    }

    /// `void __modlink_raise(ptr kind, ptr parts, i32 n)`: calls
    /// `TVMFFIErrorSetRaisedFromCStrParts` if it resolved. The symbol is `extern_weak`, so the
    /// library loads (RTLD_NOW) in a process without tvm-ffi and a failing check then only
    /// returns -1.
    fn raise_function(&self) -> Lowered<FunctionValue<'ctx>> {
        const NAME: &str = "__modlink_raise";
        if let Some(existing) = self.module.get_function(NAME) {
            return Ok(existing);
        }
        let c = self.context;
        let p = self.pointer();
        let fn_type = c
            .void_type()
            .fn_type(&[p.into(), p.into(), c.i32_type().into()], false);
        let set_raised = self.declare_function(
            "TVMFFIErrorSetRaisedFromCStrParts",
            fn_type,
            Linkage::ExternalWeak,
        );
        let function = self
            .module
            .add_function(NAME, fn_type, Some(Linkage::Internal));
        let b = c.create_builder();
        let entry = c.append_basic_block(function, "entry");
        let call = c.append_basic_block(function, "call");
        let done = c.append_basic_block(function, "done");
        b.position_at_end(entry);
        let missing =
            b.build_is_null(set_raised.as_global_value().as_pointer_value(), "missing")?;
        b.build_conditional_branch(missing, done, call)?;
        b.position_at_end(call);
        let args: Vec<BasicMetadataValueEnum<'ctx>> =
            function.get_param_iter().map(|v| v.into()).collect();
        b.build_call(set_raised, &args, "")?;
        b.build_unconditional_branch(done)?;
        b.position_at_end(done);
        b.build_return(None)?;
        Ok(function)
    }
}

impl<'ctx> PackedEntry<'_, 'ctx> {
    fn param(&self, index: u32) -> Lowered<inkwell::values::BasicValueEnum<'ctx>> {
        self.function.get_nth_param(index).ok_or_else(|| {
            super::Failure::Unsupported(format!("packed entry lacks parameter {index}"))
        })
    }

    fn lower(&mut self, c_entry: FunctionValue<'ctx>) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
        let kernel_name = self.kernel.name.clone();
        let args = self.param(1)?.into_pointer_value();
        let num_args = self.param(2)?.into_int_value();
        let expected = self.kernel.params.len();
        let count_ok = self.builder.build_int_compare(
            IntPredicate::EQ,
            num_args,
            i32_type.const_int(expected as u64, false),
            "argc.ok",
        )?;
        let got = self
            .builder
            .build_int_s_extend(num_args, i64_type, "argc")?;
        self.check(
            count_ok,
            "ValueError",
            vec![
                text(format!(
                    "kernel `{kernel_name}`: expected {expected} argument{}, got ",
                    if expected == 1 { "" } else { "s" }
                )),
                Part::Number(got),
            ],
        )?;

        let mut call_args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut dims: HashMap<String, DimOrigin<'ctx>> = HashMap::new();
        for (index, param) in self.kernel.params.iter().enumerate() {
            let context = format!(
                "kernel `{kernel_name}`: argument {index} (`{}`): ",
                param.name()
            );
            // SAFETY: `args` points to `num_args` 16-byte TVMFFIAny values (checked above).
            #[allow(unsafe_code)]
            let any = unsafe {
                self.builder.build_in_bounds_gep(
                    c.i8_type(),
                    args,
                    &[i64_type.const_int(ANY_SIZE * index as u64, false)],
                    &format!("{}.any", param.name()),
                )?
            };
            let tag = self
                .builder
                .build_load(i32_type, any, &format!("{}.type_index", param.name()))?
                .into_int_value();
            // SAFETY: the value union lies inside the same 16-byte TVMFFIAny.
            #[allow(unsafe_code)]
            let payload = unsafe {
                self.builder.build_in_bounds_gep(
                    c.i8_type(),
                    any,
                    &[i64_type.const_int(ANY_VALUE_OFFSET, false)],
                    &format!("{}.value", param.name()),
                )?
            };
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
        for dim in symbolic_dims(self.kernel) {
            let Some(origin) = dims.get(&dim) else {
                return unsupported(format!("symbolic dim `{dim}` is never bound"));
            };
            call_args.push(origin.value.into());
        }
        let status = self
            .builder
            .build_call(c_entry, &call_args, "status")?
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

    fn tag_is(&self, tag: IntValue<'ctx>, index: u64) -> Lowered<IntValue<'ctx>> {
        Ok(self.builder.build_int_compare(
            IntPredicate::EQ,
            tag,
            tag.get_type().const_int(index, false),
            "is",
        )?)
    }

    fn widen(&self, value: IntValue<'ctx>, name: &str) -> Lowered<IntValue<'ctx>> {
        let i64_type = self.unit.context.i64_type();
        if value.get_type().get_bit_width() == 64 {
            return Ok(value);
        }
        Ok(self.builder.build_int_z_extend(value, i64_type, name)?)
    }

    #[allow(clippy::too_many_arguments)]
    fn buffer_argument(
        &mut self,
        context: &str,
        index: usize,
        name: &str,
        dtype: DType,
        shape: &[Dim],
        tag: IntValue<'ctx>,
        payload: PointerValue<'ctx>,
        dims: &mut HashMap<String, DimOrigin<'ctx>>,
    ) -> Lowered<PointerValue<'ctx>> {
        let c = self.unit.context;
        let (i8_type, i32_type, i64_type) = (c.i8_type(), c.i32_type(), c.i64_type());
        let b = &self.builder;
        let is_dltensor = self.tag_is(tag, type_index::DLTENSOR_PTR)?;
        let is_opaque = self.tag_is(tag, type_index::OPAQUE_PTR)?;
        let is_tensor = self.tag_is(tag, type_index::TENSOR)?;
        let plain = b.build_or(is_dltensor, is_opaque, "plain")?;
        let accepted = b.build_or(plain, is_tensor, "accepted")?;
        let tag64 = b.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            accepted,
            "TypeError",
            vec![
                text(format!(
                    "{context}expected a tensor (DLTensor* type index 7, opaque pointer 4 or \
                     Tensor 70), got type index "
                )),
                Part::Number(tag64),
            ],
        )?;
        let b = &self.builder;
        let pointer = b
            .build_load(self.unit.pointer(), payload, &format!("{name}.ptr"))?
            .into_pointer_value();
        // SAFETY: for a Tensor object the DLTensor follows the 24-byte object header.
        #[allow(unsafe_code)]
        let embedded = unsafe {
            b.build_in_bounds_gep(
                i8_type,
                pointer,
                &[i64_type.const_int(OBJECT_HEADER_SIZE, false)],
                &format!("{name}.embedded"),
            )?
        };
        let tensor = b
            .build_select(is_tensor, embedded, pointer, &format!("{name}.dltensor"))?
            .into_pointer_value();
        let null = b.build_is_null(pointer, "null")?;
        let present = b.build_not(null, "present")?;
        self.check(
            present,
            "TypeError",
            vec![text(format!("{context}expected a tensor, got NULL"))],
        )?;

        let dl = self.unit.dltensor_type();
        let b = &self.builder;
        let ndim_at = b.build_struct_gep(dl, tensor, 2, "ndim.at")?;
        let ndim = b
            .build_load(i32_type, ndim_at, &format!("{name}.ndim"))?
            .into_int_value();
        let rank = shape.len() as u64;
        let ndim_ok = b.build_int_compare(
            IntPredicate::EQ,
            ndim,
            i32_type.const_int(rank, false),
            "ndim.ok",
        )?;
        let ndim64 = b.build_int_s_extend(ndim, i64_type, "ndim")?;
        self.check(
            ndim_ok,
            "ValueError",
            vec![
                text(format!("{context}expected ndim {rank}, got ")),
                Part::Number(ndim64),
            ],
        )?;

        let b = &self.builder;
        let dtype_at = b.build_struct_gep(dl, tensor, 3, "dtype.at")?;
        let dtype_struct = c.struct_type(
            &[i8_type.into(), i8_type.into(), c.i16_type().into()],
            false,
        );
        let code_at = b.build_struct_gep(dtype_struct, dtype_at, 0, "code.at")?;
        let bits_at = b.build_struct_gep(dtype_struct, dtype_at, 1, "bits.at")?;
        let lanes_at = b.build_struct_gep(dtype_struct, dtype_at, 2, "lanes.at")?;
        let code = b.build_load(i8_type, code_at, "code")?.into_int_value();
        let bits = b.build_load(i8_type, bits_at, "bits")?.into_int_value();
        let lanes = b
            .build_load(c.i16_type(), lanes_at, "lanes")?
            .into_int_value();
        let (want_code, want_bits) = dtype.dlpack();
        let code_ok = b.build_int_compare(
            IntPredicate::EQ,
            code,
            i8_type.const_int(u64::from(want_code), false),
            "code.ok",
        )?;
        let bits_ok = b.build_int_compare(
            IntPredicate::EQ,
            bits,
            i8_type.const_int(u64::from(want_bits), false),
            "bits.ok",
        )?;
        let lanes_ok = b.build_int_compare(
            IntPredicate::EQ,
            lanes,
            c.i16_type().const_int(1, false),
            "lanes.ok",
        )?;
        let dtype_ok = b.build_and(code_ok, bits_ok, "dtype.ok")?;
        let dtype_ok = b.build_and(dtype_ok, lanes_ok, "dtype.ok")?;
        let (code64, bits64, lanes64) = (
            self.widen(code, "code")?,
            self.widen(bits, "bits")?,
            self.widen(lanes, "lanes")?,
        );
        self.check(
            dtype_ok,
            "TypeError",
            vec![
                text(format!(
                    "{context}expected dtype {dtype} (code {want_code}, bits {want_bits}, lanes 1), got code "
                )),
                Part::Number(code64),
                text(", bits "),
                Part::Number(bits64),
                text(", lanes "),
                Part::Number(lanes64),
            ],
        )?;

        let b = &self.builder;
        let device_at = b.build_struct_gep(dl, tensor, 1, "device.at")?;
        let device_type = b
            .build_load(i32_type, device_at, &format!("{name}.device_type"))?
            .into_int_value();
        let device_ok = b.build_int_compare(
            IntPredicate::EQ,
            device_type,
            i32_type.const_int(DEVICE_CPU, false),
            "device.ok",
        )?;
        let device64 = b.build_int_s_extend(device_type, i64_type, "device")?;
        self.check(
            device_ok,
            "ValueError",
            vec![
                text(format!(
                    "{context}expected a CPU tensor (device_type 1), got device_type "
                )),
                Part::Number(device64),
            ],
        )?;

        let b = &self.builder;
        let shape_at = b.build_struct_gep(dl, tensor, 4, "shape.at")?;
        let shape_ptr = b
            .build_load(self.unit.pointer(), shape_at, &format!("{name}.shape"))?
            .into_pointer_value();
        let mut extents = Vec::with_capacity(shape.len());
        for (axis, dim) in shape.iter().enumerate() {
            // SAFETY: the shape array has `ndim` == rank entries (checked above).
            #[allow(unsafe_code)]
            let extent_at = unsafe {
                self.builder.build_in_bounds_gep(
                    i64_type,
                    shape_ptr,
                    &[i64_type.const_int(axis as u64, false)],
                    "extent.at",
                )?
            };
            let extent = self
                .builder
                .build_load(i64_type, extent_at, &format!("{name}.shape{axis}"))?
                .into_int_value();
            extents.push(extent);
            match dim {
                Dim::Const(want) => {
                    let ok = self.builder.build_int_compare(
                        IntPredicate::EQ,
                        extent,
                        i64_type.const_int(*want as u64, true),
                        "extent.ok",
                    )?;
                    self.check(
                        ok,
                        "ValueError",
                        vec![
                            text(format!("{context}dimension {axis}: expected {want}, got ")),
                            Part::Number(extent),
                        ],
                    )?;
                }
                Dim::Var(symbol) => match dims.get(symbol) {
                    None => {
                        dims.insert(
                            symbol.clone(),
                            DimOrigin {
                                value: extent,
                                argument: index,
                                name: name.to_string(),
                                axis,
                            },
                        );
                    }
                    Some(origin) => {
                        let ok = self.builder.build_int_compare(
                            IntPredicate::EQ,
                            extent,
                            origin.value,
                            "extent.ok",
                        )?;
                        let message = vec![
                            text(format!("{context}dimension {axis} (`{symbol}`) is ")),
                            Part::Number(extent),
                            text(format!(
                                ", but argument {} (`{}`) dimension {} bound `{symbol}` to ",
                                origin.argument, origin.name, origin.axis
                            )),
                            Part::Number(origin.value),
                        ];
                        self.check(ok, "ValueError", message)?;
                    }
                },
            }
        }

        self.check_compact(context, name, tensor, &extents)?;

        let b = &self.builder;
        let data = b
            .build_load(
                self.unit.pointer(),
                b.build_struct_gep(dl, tensor, 0, "data.at")?,
                "data",
            )?
            .into_pointer_value();
        let offset_at = b.build_struct_gep(dl, tensor, 6, "byte_offset.at")?;
        let offset = b
            .build_load(i64_type, offset_at, "byte_offset")?
            .into_int_value();
        // SAFETY: DLPack defines the first element at data + byte_offset.
        #[allow(unsafe_code)]
        let start = unsafe { b.build_gep(i8_type, data, &[offset], &format!("{name}.data"))? };
        Ok(start)
    }

    /// Strides may be NULL (compact) or must equal the compact row-major strides; dimensions of
    /// extent 1 may carry any stride (PyTorch and NumPy put arbitrary values there).
    fn check_compact(
        &mut self,
        context: &str,
        name: &str,
        tensor: PointerValue<'ctx>,
        extents: &[IntValue<'ctx>],
    ) -> Lowered<()> {
        let c = self.unit.context;
        let i64_type = c.i64_type();
        let dl = self.unit.dltensor_type();
        let strides_at = self.builder.build_struct_gep(dl, tensor, 5, "strides.at")?;
        let strides = self
            .builder
            .build_load(self.unit.pointer(), strides_at, &format!("{name}.strides"))?
            .into_pointer_value();
        let has_strides = self.builder.build_is_not_null(strides, "has_strides")?;
        let check_block = c.append_basic_block(self.function, &format!("{name}.strides.check"));
        let done = c.append_basic_block(self.function, &format!("{name}.strides.done"));
        self.builder
            .build_conditional_branch(has_strides, check_block, done)?;
        self.builder.position_at_end(check_block);
        let mut expected = i64_type.const_int(1, false);
        for (axis, extent) in extents.iter().enumerate().rev() {
            // SAFETY: a non-NULL strides array has `ndim` == rank entries.
            #[allow(unsafe_code)]
            let stride_at = unsafe {
                self.builder.build_in_bounds_gep(
                    i64_type,
                    strides,
                    &[i64_type.const_int(axis as u64, false)],
                    "stride.at",
                )?
            };
            let stride = self
                .builder
                .build_load(i64_type, stride_at, &format!("{name}.stride{axis}"))?
                .into_int_value();
            let b = &self.builder;
            let matches = b.build_int_compare(IntPredicate::EQ, stride, expected, "stride.ok")?;
            let unit_extent = b.build_int_compare(
                IntPredicate::EQ,
                *extent,
                i64_type.const_int(1, false),
                "unit",
            )?;
            let ok = b.build_or(matches, unit_extent, "stride.ok")?;
            self.check(
                ok,
                "ValueError",
                vec![
                    text(format!(
                        "{context}is not compact row-major: stride of dimension {axis} is "
                    )),
                    Part::Number(stride),
                    text(", expected "),
                    Part::Number(expected),
                ],
            )?;
            expected = self.builder.build_int_mul(expected, *extent, "expected")?;
        }
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        Ok(())
    }

    fn scalar_argument(
        &mut self,
        context: &str,
        name: &str,
        dtype: DType,
        tag: IntValue<'ctx>,
        payload: PointerValue<'ctx>,
    ) -> Lowered<inkwell::values::BasicValueEnum<'ctx>> {
        let c = self.unit.context;
        let i64_type = c.i64_type();
        let is_int = self.tag_is(tag, type_index::INT)?;
        let is_bool = self.tag_is(tag, type_index::BOOL)?;
        let is_float = self.tag_is(tag, type_index::FLOAT)?;
        let integral = self.builder.build_or(is_int, is_bool, "integral")?;
        let (accepted, expectation) = if dtype.is_float() {
            (
                self.builder.build_or(integral, is_float, "accepted")?,
                format!("expected a {dtype} scalar (float type index 3, int 1 or bool 2)"),
            )
        } else if dtype == DType::Bool {
            (
                integral,
                "expected a bool scalar (bool type index 2 or int 1)".to_string(),
            )
        } else {
            (
                integral,
                format!("expected an {dtype} scalar (int type index 1 or bool 2)"),
            )
        };
        let tag64 = self.builder.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            accepted,
            "TypeError",
            vec![
                text(format!("{context}{expectation}, got type index ")),
                Part::Number(tag64),
            ],
        )?;
        let b = &self.builder;
        let as_int = b
            .build_load(i64_type, payload, &format!("{name}.int"))?
            .into_int_value();
        let register = self.unit.register_type(dtype);
        if dtype.is_float() {
            let as_float = b
                .build_load(c.f64_type(), payload, &format!("{name}.float"))?
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

    /// Continues when `ok` holds; otherwise raises `kind` with the message `parts` and
    /// returns -1.
    fn check(&mut self, ok: IntValue<'ctx>, kind: &str, parts: Vec<Part<'ctx>>) -> Lowered<()> {
        let c = self.unit.context;
        self.checks += 1;
        let fail = c.append_basic_block(self.function, &format!("check{}.fail", self.checks));
        let pass = c.append_basic_block(self.function, &format!("check{}.ok", self.checks));
        self.builder.build_conditional_branch(ok, pass, fail)?;
        self.builder.position_at_end(fail);
        let format = self.unit.format_i64_function()?;
        let raise = self.unit.raise_function()?;
        let i64_type = c.i64_type();
        let parts_type = self.unit.pointer().array_type(MAX_PARTS);
        let mut count = 0u64;
        let mut numbers = 0usize;
        for part in parts {
            let piece = match part {
                Part::Text(text) => self.unit.c_string(&text),
                Part::Number(value) => {
                    let Some(buffer) = self.digits.get(numbers) else {
                        return unsupported("too many numbers in one error message");
                    };
                    numbers += 1;
                    self.builder
                        .build_call(format, &[value.into(), (*buffer).into()], "digits")?
                        .try_as_basic_value()
                        .basic()
                        .ok_or_else(|| {
                            super::Failure::Unsupported("format returned no value".to_string())
                        })?
                        .into_pointer_value()
                }
            };
            if count >= u64::from(MAX_PARTS) {
                return unsupported("too many parts in one error message");
            }
            // SAFETY: `count` < MAX_PARTS, the array's length.
            #[allow(unsafe_code)]
            let slot = unsafe {
                self.builder.build_in_bounds_gep(
                    parts_type,
                    self.parts,
                    &[i64_type.const_zero(), i64_type.const_int(count, false)],
                    "part",
                )?
            };
            self.builder.build_store(slot, piece)?;
            count += 1;
        }
        let kind = self.unit.c_string(kind);
        self.builder.build_call(
            raise,
            &[
                kind.into(),
                self.parts.into(),
                c.i32_type().const_int(count, false).into(),
            ],
            "",
        )?;
        self.builder
            .build_return(Some(&c.i32_type().const_all_ones()))?;
        self.builder.position_at_end(pass);
        Ok(())
    }
}
