//! The packed entry `__tvm_ffi_<name>` (TVM 0.27 `TVMFFISafeCallType`, spec §4.1): checks every
//! `TVMFFIAny` argument, raises `TypeError`/`ValueError` through the weak
//! `TVMFFIErrorSetRaisedFromCStrParts` with a message naming the kernel and the argument, and
//! calls `<name>_c`.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::builder::Builder;
use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};

use super::errors::{DIGITS_SIZE, MAX_NUMBERS, MAX_PARTS, Part, text};
use super::{Lowered, Unit, symbolic_dims, unsupported};
use crate::codegen::Abi;
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

/// TVM ≤ 0.20 type codes (`c_runtime_api.h`) the legacy entry accepts.
mod type_code {
    pub const INT: u64 = 0;
    pub const UINT: u64 = 1;
    pub const FLOAT: u64 = 2;
    pub const OPAQUE_HANDLE: u64 = 3;
    pub const DLTENSOR_HANDLE: u64 = 7;
    pub const NDARRAY_HANDLE: u64 = 13;
    pub const BOOL: u64 = 15;
}

/// Bytes per legacy `TVMValue` (an 8-byte union; the type codes are a separate array).
const LEGACY_VALUE_SIZE: u64 = 8;
/// Bytes per `TVMFFIAny`; the 8-byte value union starts at byte 8.
const ANY_SIZE: u64 = 16;
const ANY_VALUE_OFFSET: u64 = 8;
/// `TVMFFIObject` header size: a Tensor object's `DLTensor` follows it.
const OBJECT_HEADER_SIZE: u64 = 24;
/// DLPack `kDLCPU`.
const DEVICE_CPU: u64 = 1;

/// Where a symbolic dim was first bound: value, argument index and name, dimension.
struct DimOrigin<'ctx> {
    value: IntValue<'ctx>,
    argument: usize,
    name: String,
    axis: usize,
}

/// Lowering state of one packed entry.
pub(super) struct PackedEntry<'u, 'ctx> {
    pub(super) unit: &'u Unit<'ctx>,
    pub(super) kernel: &'u Kernel,
    pub(super) function: FunctionValue<'ctx>,
    pub(super) builder: Builder<'ctx>,
    /// Scratch for error messages: the parts array and the digit buffers.
    pub(super) parts: PointerValue<'ctx>,
    pub(super) digits: Vec<PointerValue<'ctx>>,
    /// Number of checks emitted so far (names their blocks).
    pub(super) checks: usize,
    /// Which calling convention the entry follows.
    pub(super) flavor: Abi,
}

impl<'ctx> Unit<'ctx> {
    /// Emits the packed entry (`__tvm_ffi_<name>`, or `<name>` for the legacy ABI), which
    /// checks its arguments and calls `c_entry`.
    pub(super) fn emit_packed_entry(
        &self,
        kernel: &Kernel,
        c_entry: FunctionValue<'ctx>,
    ) -> Lowered<FunctionValue<'ctx>> {
        let flavor = self.options.abi;
        let function = match flavor {
            Abi::Current => {
                self.declare_packed(&format!("__tvm_ffi_{}", kernel.name), Linkage::External)?
            }
            Abi::Legacy => self.declare_legacy_packed(&kernel.name)?,
        };
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
            flavor,
        };
        entry.lower(c_entry)?;
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

    fn lower(&mut self, c_entry: FunctionValue<'ctx>) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
        let kernel_name = self.kernel.name.clone();
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
            // SAFETY: `args` points to `num_args` argument values (count checked above).
            #[allow(unsafe_code)]
            let any = unsafe {
                self.builder.build_in_bounds_gep(
                    c.i8_type(),
                    args,
                    &[i64_type.const_int(value_stride * index as u64, false)],
                    &format!("{}.any", param.name()),
                )?
            };
            // Current ABI: the tag is the TVMFFIAny's first field; legacy: a separate array.
            let tag_at = match type_codes {
                None => any,
                // SAFETY: `type_codes` has `num_args` 4-byte entries.
                #[allow(unsafe_code)]
                Some(codes) => unsafe {
                    self.builder.build_in_bounds_gep(
                        i32_type,
                        codes,
                        &[i64_type.const_int(index as u64, false)],
                        &format!("{}.code.at", param.name()),
                    )?
                },
            };
            let tag = self
                .builder
                .build_load(i32_type, tag_at, &format!("{}.type_index", param.name()))?
                .into_int_value();
            // SAFETY: the value union lies inside the same argument value.
            #[allow(unsafe_code)]
            let payload = unsafe {
                self.builder.build_in_bounds_gep(
                    c.i8_type(),
                    any,
                    &[i64_type.const_int(value_offset, false)],
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

    /// True when `tag` is one of `tags`.
    fn tag_in(&self, tag: IntValue<'ctx>, tags: &[u64]) -> Lowered<IntValue<'ctx>> {
        let mut any = self.unit.context.bool_type().const_zero();
        for candidate in tags {
            let is = self.tag_is(tag, *candidate)?;
            any = self.builder.build_or(any, is, "tag.in")?;
        }
        Ok(any)
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
        let (plain_tags, object_tag, expectation): (&[u64], Option<u64>, &str) = match self.flavor {
            Abi::Current => (
                &[type_index::DLTENSOR_PTR, type_index::OPAQUE_PTR],
                Some(type_index::TENSOR),
                "expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got \
                 type index ",
            ),
            Abi::Legacy => (
                &[
                    type_code::DLTENSOR_HANDLE,
                    type_code::NDARRAY_HANDLE,
                    type_code::OPAQUE_HANDLE,
                ],
                None,
                "expected a tensor (DLTensor handle type code 7, NDArray 13 or opaque handle 3), \
                 got type code ",
            ),
        };
        let is_tensor = match object_tag {
            Some(object_tag) => self.tag_is(tag, object_tag)?,
            None => c.bool_type().const_zero(),
        };
        let plain = self.tag_in(tag, plain_tags)?;
        let b = &self.builder;
        let accepted = b.build_or(plain, is_tensor, "accepted")?;
        let tag64 = b.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            accepted,
            "TypeError",
            vec![text(format!("{context}{expectation}")), Part::Number(tag64)],
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
        let (integral_tags, float_tag, noun): (&[u64], u64, &str) = match self.flavor {
            Abi::Current => (
                &[type_index::INT, type_index::BOOL],
                type_index::FLOAT,
                "type index",
            ),
            Abi::Legacy => (
                &[type_code::INT, type_code::UINT, type_code::BOOL],
                type_code::FLOAT,
                "type code",
            ),
        };
        let integral = self.tag_in(tag, integral_tags)?;
        let is_float = self.tag_is(tag, float_tag)?;
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
        let accepted = if dtype.is_float() {
            self.builder.build_or(integral, is_float, "accepted")?
        } else {
            integral
        };
        let tag64 = self.builder.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            accepted,
            "TypeError",
            vec![
                text(format!("{context}{expectation}, got {noun} ")),
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
}
