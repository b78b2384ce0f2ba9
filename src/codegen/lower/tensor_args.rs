//! Checking a tensor argument of a packed entry: the `DLTensor*` behind the argument value, its
//! rank, dtype, device, shape (constant and symbolic dims) and strides.

use crate::codegen::kernel_api::KernelApi;
use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};

use super::Lowered;
use super::errors::{Part, text};
use super::packed_entry::{DimOrigin, PackedEntry, TensorDevice};
use crate::abi::device::device_type;
use crate::abi::ffi::{legacy_type_code, type_index};
use crate::abi::tensor::{OBJECT_HEADER_SIZE, field};
use crate::codegen::Abi;
use crate::codegen::llvm::version;
use crate::ir::{DType, Dim};

impl<'ctx> PackedEntry<'_, 'ctx> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn buffer_argument(
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
        let (plain_tags, object_tag, expectation): (&[i32], Option<i32>, &str) = match self.flavor {
            Abi::Current => (
                &[type_index::DLTENSOR_PTR, type_index::OPAQUE_PTR],
                Some(type_index::TENSOR),
                "expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got \
                 type index ",
            ),
            Abi::Legacy => (
                &[
                    legacy_type_code::DLTENSOR_HANDLE,
                    legacy_type_code::NDARRAY_HANDLE,
                    legacy_type_code::OPAQUE_HANDLE,
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
        let pointer = version::load(b, self.unit.pointer(), payload, &format!("{name}.ptr"))?
            .into_pointer_value();
        // SAFETY: for a Tensor object the DLTensor follows the 24-byte object header.
        let embedded = unsafe {
            version::in_bounds_gep(
                b,
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
        let ndim_at = version::struct_gep(b, dl, tensor, field::NDIM.index, "ndim.at")?;
        let ndim = version::load(b, i32_type, ndim_at, &format!("{name}.ndim"))?.into_int_value();
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
        let dtype_at = version::struct_gep(b, dl, tensor, field::DTYPE.index, "dtype.at")?;
        let dtype_struct = c.struct_type(
            &[i8_type.into(), i8_type.into(), c.i16_type().into()],
            false,
        );
        let code_at = version::struct_gep(b, dtype_struct, dtype_at, 0, "code.at")?;
        let bits_at = version::struct_gep(b, dtype_struct, dtype_at, 1, "bits.at")?;
        let lanes_at = version::struct_gep(b, dtype_struct, dtype_at, 2, "lanes.at")?;
        let code = version::load(b, i8_type, code_at, "code")?.into_int_value();
        let bits = version::load(b, i8_type, bits_at, "bits")?.into_int_value();
        let lanes = version::load(b, c.i16_type(), lanes_at, "lanes")?.into_int_value();
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

        self.check_device(context, index, name, tensor)?;

        let b = &self.builder;
        let shape_at = version::struct_gep(b, dl, tensor, field::SHAPE.index, "shape.at")?;
        let shape_ptr = version::load(b, self.unit.pointer(), shape_at, &format!("{name}.shape"))?
            .into_pointer_value();
        let mut extents = Vec::with_capacity(shape.len());
        for (axis, dim) in shape.iter().enumerate() {
            // SAFETY: the shape array has `ndim` == rank entries (checked above).
            let extent_at = unsafe {
                version::in_bounds_gep(
                    &self.builder,
                    i64_type,
                    shape_ptr,
                    &[i64_type.const_int(axis as u64, false)],
                    "extent.at",
                )?
            };
            let extent = version::load(
                &self.builder,
                i64_type,
                extent_at,
                &format!("{name}.shape{axis}"),
            )?
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
        let data = version::load(
            b,
            self.unit.pointer(),
            version::struct_gep(b, dl, tensor, field::DATA.index, "data.at")?,
            "data",
        )?
        .into_pointer_value();
        let offset_at =
            version::struct_gep(b, dl, tensor, field::BYTE_OFFSET.index, "byte_offset.at")?;
        let offset = version::load(b, i64_type, offset_at, "byte_offset")?.into_int_value();
        // SAFETY: DLPack defines the first element at data + byte_offset.
        let start = unsafe { version::gep(b, i8_type, data, &[offset], &format!("{name}.data"))? };
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
        let strides_at = version::struct_gep(
            &self.builder,
            dl,
            tensor,
            field::STRIDES.index,
            "strides.at",
        )?;
        let strides = version::load(
            &self.builder,
            self.unit.pointer(),
            strides_at,
            &format!("{name}.strides"),
        )?
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
            let stride_at = unsafe {
                version::in_bounds_gep(
                    &self.builder,
                    i64_type,
                    strides,
                    &[i64_type.const_int(axis as u64, false)],
                    "stride.at",
                )?
            };
            let stride = version::load(
                &self.builder,
                i64_type,
                stride_at,
                &format!("{name}.stride{axis}"),
            )?
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

    /// The tensor's device type is the entry's (CPU, CUDA, OpenCL); on a device its device id
    /// is also the first tensor's, which the launch runs on.
    fn check_device(
        &mut self,
        context: &str,
        index: usize,
        name: &str,
        tensor: PointerValue<'ctx>,
    ) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
        let dl = self.unit.dltensor_type();
        let device_struct = c.struct_type(&[i32_type.into(), i32_type.into()], false);
        let b = &self.builder;
        let device_at = version::struct_gep(b, dl, tensor, field::DEVICE.index, "device.at")?;
        let device_type =
            version::load(b, i32_type, device_at, &format!("{name}.device_type"))?.into_int_value();
        let (want, expectation) = match self.device {
            TensorDevice::Cpu => (device_type::CPU, "a CPU tensor (device_type 1)".to_string()),
            TensorDevice::Device(api) => {
                let article = if api == KernelApi::OpenCl { "an" } else { "a" };
                (
                    api.device_type(),
                    format!(
                        "{article} {} tensor (device_type {})",
                        api.title(),
                        api.device_type()
                    ),
                )
            }
        };
        let device_ok = b.build_int_compare(
            IntPredicate::EQ,
            device_type,
            i32_type.const_int(want as u64, true),
            "device.ok",
        )?;
        let device64 = b.build_int_s_extend(device_type, i64_type, "device")?;
        self.check(
            device_ok,
            "ValueError",
            vec![
                text(format!("{context}expected {expectation}, got device_type ")),
                Part::Number(device64),
            ],
        )?;
        let TensorDevice::Device(api) = self.device else {
            return Ok(());
        };
        let b = &self.builder;
        let id_at = version::struct_gep(b, device_struct, device_at, 1, "device_id.at")?;
        let id = version::load(b, i32_type, id_at, &format!("{name}.device_id"))?.into_int_value();
        let Some(first) = &self.device_id else {
            self.device_id = Some(DimOrigin {
                value: id,
                argument: index,
                name: name.to_string(),
                axis: 0,
            });
            return Ok(());
        };
        let (first_value, first_argument, first_name) =
            (first.value, first.argument, first.name.clone());
        let b = &self.builder;
        let same = b.build_int_compare(IntPredicate::EQ, id, first_value, "device_id.ok")?;
        let (id64, first64) = (
            b.build_int_s_extend(id, i64_type, "device_id")?,
            b.build_int_s_extend(first_value, i64_type, "first_device_id")?,
        );
        self.check(
            same,
            "ValueError",
            vec![
                text(format!("{context}is on {api}:")),
                Part::Number(id64),
                text(format!(
                    ", but argument {first_argument} (`{first_name}`) is on {api}:"
                )),
                Part::Number(first64),
                text(": a kernel runs on one device"),
            ],
        )?;
        Ok(())
    }
}
