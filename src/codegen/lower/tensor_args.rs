//! Checking a tensor argument of a packed entry: the `DLTensor*` behind the argument value, its
//! rank, dtype, device, shape (constant and symbolic dims) and strides. The reads and the
//! conditions are shared by the inline checks (each condition a check with its message, here)
//! and the fast path (`fast_entry.rs`), which tests the same conditions together.

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

/// What a tensor argument's tag says: whether the entry takes it, and whether it is a Tensor
/// object (whose `DLTensor` follows the object header) rather than a plain `DLTensor*`.
pub(super) struct TensorTag<'ctx> {
    pub(super) accepted: IntValue<'ctx>,
    pub(super) is_tensor: IntValue<'ctx>,
}

/// The argument's pointer as passed, and the `DLTensor` it designates.
pub(super) struct TensorAddress<'ctx> {
    pub(super) pointer: PointerValue<'ctx>,
    pub(super) tensor: PointerValue<'ctx>,
}

/// The `DLTensor` fields read before its shape: all readable once the pointer is not NULL.
pub(super) struct TensorHeader<'ctx> {
    pub(super) ndim: IntValue<'ctx>,
    pub(super) code: IntValue<'ctx>,
    pub(super) bits: IntValue<'ctx>,
    pub(super) lanes: IntValue<'ctx>,
    pub(super) device_type: IntValue<'ctx>,
    /// The device id (device entries only).
    pub(super) device_id: Option<IntValue<'ctx>>,
}

/// The header's conditions: rank, dtype and device type as the kernel declares them.
pub(super) struct HeaderChecks<'ctx> {
    pub(super) ndim_ok: IntValue<'ctx>,
    pub(super) dtype_ok: IntValue<'ctx>,
    pub(super) device_ok: IntValue<'ctx>,
}

impl<'ctx> PackedEntry<'_, 'ctx> {
    /// Which tags a tensor argument may carry in this entry's ABI, the Tensor object's tag (the
    /// current ABI's), and the message's words before the tag it got.
    pub(super) fn tensor_tags(&self) -> (&'static [i32], Option<i32>, &'static str) {
        match self.flavor {
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
        }
    }

    pub(super) fn tensor_tag(&self, tag: IntValue<'ctx>) -> Lowered<TensorTag<'ctx>> {
        let (plain_tags, object_tag, _) = self.tensor_tags();
        let is_tensor = match object_tag {
            Some(object_tag) => self.tag_is(tag, object_tag)?,
            None => self.unit.context.bool_type().const_zero(),
        };
        let plain = self.tag_in(tag, plain_tags)?;
        let accepted = self.builder.build_or(plain, is_tensor, "accepted")?;
        Ok(TensorTag {
            accepted,
            is_tensor,
        })
    }

    /// The pointer in the argument's value, and the `DLTensor` it designates. Reads the value
    /// whatever the tag: the 8 bytes are there in every argument value.
    pub(super) fn tensor_address(
        &self,
        payload: PointerValue<'ctx>,
        is_tensor: IntValue<'ctx>,
        name: &str,
    ) -> Lowered<TensorAddress<'ctx>> {
        let b = &self.builder;
        let pointer = version::load(b, self.unit.pointer(), payload, &format!("{name}.ptr"))?
            .into_pointer_value();
        let embedded = self.object_tensor(pointer, name)?;
        let tensor = b
            .build_select(is_tensor, embedded, pointer, &format!("{name}.dltensor"))?
            .into_pointer_value();
        Ok(TensorAddress { pointer, tensor })
    }

    /// The `DLTensor` of a Tensor object at `object`: it follows the object's header.
    pub(super) fn object_tensor(
        &self,
        object: PointerValue<'ctx>,
        name: &str,
    ) -> Lowered<PointerValue<'ctx>> {
        let i64_type = self.unit.context.i64_type();
        // SAFETY: for a Tensor object the DLTensor follows the 24-byte object header.
        Ok(unsafe {
            version::in_bounds_gep(
                &self.builder,
                self.unit.context.i8_type(),
                object,
                &[i64_type.const_int(OBJECT_HEADER_SIZE, false)],
                &format!("{name}.embedded"),
            )?
        })
    }

    /// Reads rank, dtype and device of a non-NULL `tensor`.
    pub(super) fn tensor_header(
        &self,
        tensor: PointerValue<'ctx>,
        name: &str,
    ) -> Lowered<TensorHeader<'ctx>> {
        let c = self.unit.context;
        let (i8_type, i16_type, i32_type) = (c.i8_type(), c.i16_type(), c.i32_type());
        let dl = self.unit.dltensor_type();
        let b = &self.builder;
        let ndim_at = version::struct_gep(b, dl, tensor, field::NDIM.index, "ndim.at")?;
        let ndim = version::load(b, i32_type, ndim_at, &format!("{name}.ndim"))?.into_int_value();
        let dtype_at = version::struct_gep(b, dl, tensor, field::DTYPE.index, "dtype.at")?;
        let dtype_struct = c.struct_type(&[i8_type.into(), i8_type.into(), i16_type.into()], false);
        let code_at = version::struct_gep(b, dtype_struct, dtype_at, 0, "code.at")?;
        let bits_at = version::struct_gep(b, dtype_struct, dtype_at, 1, "bits.at")?;
        let lanes_at = version::struct_gep(b, dtype_struct, dtype_at, 2, "lanes.at")?;
        let code = version::load(b, i8_type, code_at, "code")?.into_int_value();
        let bits = version::load(b, i8_type, bits_at, "bits")?.into_int_value();
        let lanes = version::load(b, i16_type, lanes_at, "lanes")?.into_int_value();
        let device_at = version::struct_gep(b, dl, tensor, field::DEVICE.index, "device.at")?;
        let device_type =
            version::load(b, i32_type, device_at, &format!("{name}.device_type"))?.into_int_value();
        let device_id = self.tensor_device_id(tensor, name)?;
        Ok(TensorHeader {
            ndim,
            code,
            bits,
            lanes,
            device_type,
            device_id,
        })
    }

    /// The device id of `tensor` for a device entry; `None` for a CPU entry, which takes any.
    pub(super) fn tensor_device_id(
        &self,
        tensor: PointerValue<'ctx>,
        name: &str,
    ) -> Lowered<Option<IntValue<'ctx>>> {
        if self.device == TensorDevice::Cpu {
            return Ok(None);
        }
        let i32_type = self.unit.context.i32_type();
        let b = &self.builder;
        let dl = self.unit.dltensor_type();
        let device_at = version::struct_gep(b, dl, tensor, field::DEVICE.index, "device.at")?;
        let device_struct = self
            .unit
            .context
            .struct_type(&[i32_type.into(), i32_type.into()], false);
        let id_at = version::struct_gep(b, device_struct, device_at, 1, "device_id.at")?;
        Ok(Some(
            version::load(b, i32_type, id_at, &format!("{name}.device_id"))?.into_int_value(),
        ))
    }

    /// Whether `header` has rank `rank`, dtype `dtype` (one lane) and the entry's device type.
    pub(super) fn header_checks(
        &self,
        header: &TensorHeader<'ctx>,
        rank: usize,
        dtype: DType,
    ) -> Lowered<HeaderChecks<'ctx>> {
        let c = self.unit.context;
        let b = &self.builder;
        let equals = |value: IntValue<'ctx>, want: u64, name: &str| {
            b.build_int_compare(
                IntPredicate::EQ,
                value,
                value.get_type().const_int(want, false),
                name,
            )
        };
        let ndim_ok = equals(header.ndim, rank as u64, "ndim.ok")?;
        let (want_code, want_bits) = dtype.dlpack();
        let code_ok = equals(header.code, u64::from(want_code), "code.ok")?;
        let bits_ok = equals(header.bits, u64::from(want_bits), "bits.ok")?;
        let lanes_ok = equals(header.lanes, 1, "lanes.ok")?;
        let dtype_ok = b.build_and(code_ok, bits_ok, "dtype.ok")?;
        let dtype_ok = b.build_and(dtype_ok, lanes_ok, "dtype.ok")?;
        let device_ok = b.build_int_compare(
            IntPredicate::EQ,
            header.device_type,
            c.i32_type()
                .const_int(self.device_type_wanted() as u64, true),
            "device.ok",
        )?;
        Ok(HeaderChecks {
            ndim_ok,
            dtype_ok,
            device_ok,
        })
    }

    /// The DLPack device type the entry's tensors must have.
    pub(super) fn device_type_wanted(&self) -> i32 {
        match self.device {
            TensorDevice::Cpu => device_type::CPU,
            TensorDevice::Device(api) => api.device_type(),
        }
    }

    /// The `rank` extents of `tensor`'s shape (its `ndim` checked to be `rank`).
    pub(super) fn tensor_extents(
        &self,
        tensor: PointerValue<'ctx>,
        rank: usize,
        name: &str,
    ) -> Lowered<Vec<IntValue<'ctx>>> {
        let i64_type = self.unit.context.i64_type();
        let b = &self.builder;
        let dl = self.unit.dltensor_type();
        let shape_at = version::struct_gep(b, dl, tensor, field::SHAPE.index, "shape.at")?;
        let shape_ptr = version::load(b, self.unit.pointer(), shape_at, &format!("{name}.shape"))?
            .into_pointer_value();
        let mut extents = Vec::with_capacity(rank);
        for axis in 0..rank {
            // SAFETY: the shape array has `ndim` == rank entries (checked before).
            let extent_at = unsafe {
                version::in_bounds_gep(
                    b,
                    i64_type,
                    shape_ptr,
                    &[i64_type.const_int(axis as u64, false)],
                    "extent.at",
                )?
            };
            let extent = version::load(b, i64_type, extent_at, &format!("{name}.shape{axis}"))?
                .into_int_value();
            extents.push(extent);
        }
        Ok(extents)
    }

    /// `tensor`'s strides pointer (NULL for compact row-major).
    pub(super) fn tensor_strides(
        &self,
        tensor: PointerValue<'ctx>,
        name: &str,
    ) -> Lowered<PointerValue<'ctx>> {
        let b = &self.builder;
        let dl = self.unit.dltensor_type();
        let strides_at = version::struct_gep(b, dl, tensor, field::STRIDES.index, "strides.at")?;
        Ok(version::load(
            b,
            self.unit.pointer(),
            strides_at,
            &format!("{name}.strides"),
        )?
        .into_pointer_value())
    }

    /// Reads the stride of `axis` from a non-NULL `strides`; it is right when it is `expected`
    /// (the compact row-major stride) or the axis has extent 1 (PyTorch and NumPy put arbitrary
    /// values there). Returns the stride and whether it is right.
    pub(super) fn stride_check(
        &self,
        strides: PointerValue<'ctx>,
        axis: usize,
        extent: IntValue<'ctx>,
        expected: IntValue<'ctx>,
        name: &str,
    ) -> Lowered<(IntValue<'ctx>, IntValue<'ctx>)> {
        let i64_type = self.unit.context.i64_type();
        let b = &self.builder;
        // SAFETY: a non-NULL strides array has `ndim` == rank entries.
        let stride_at = unsafe {
            version::in_bounds_gep(
                b,
                i64_type,
                strides,
                &[i64_type.const_int(axis as u64, false)],
                "stride.at",
            )?
        };
        let stride = version::load(b, i64_type, stride_at, &format!("{name}.stride{axis}"))?
            .into_int_value();
        Ok((stride, self.stride_ok(stride, expected, extent)?))
    }

    /// Whether an axis's `stride` is the compact row-major `expected`, or any stride on an
    /// axis of `extent` 1 (which never moves along it): the rule of the inline checks, the
    /// staged entries and the diagnosis alike.
    pub(super) fn stride_ok(
        &self,
        stride: IntValue<'ctx>,
        expected: IntValue<'ctx>,
        extent: IntValue<'ctx>,
    ) -> Lowered<IntValue<'ctx>> {
        let b = &self.builder;
        let matches = b.build_int_compare(IntPredicate::EQ, stride, expected, "stride.ok")?;
        let unit_extent = b.build_int_compare(
            IntPredicate::EQ,
            extent,
            extent.get_type().const_int(1, false),
            "unit",
        )?;
        Ok(b.build_or(matches, unit_extent, "stride.ok")?)
    }

    /// The address of `tensor`'s first element: `data + byte_offset`.
    pub(super) fn tensor_start(
        &self,
        tensor: PointerValue<'ctx>,
        name: &str,
    ) -> Lowered<PointerValue<'ctx>> {
        let c = self.unit.context;
        let b = &self.builder;
        let dl = self.unit.dltensor_type();
        let data = version::load(
            b,
            self.unit.pointer(),
            version::struct_gep(b, dl, tensor, field::DATA.index, "data.at")?,
            "data",
        )?
        .into_pointer_value();
        let offset_at =
            version::struct_gep(b, dl, tensor, field::BYTE_OFFSET.index, "byte_offset.at")?;
        let offset = version::load(b, c.i64_type(), offset_at, "byte_offset")?.into_int_value();
        // SAFETY: DLPack defines the first element at data + byte_offset.
        Ok(unsafe { version::gep(b, c.i8_type(), data, &[offset], &format!("{name}.data"))? })
    }
}

/// The text before the extent in the message of a constant dimension's check.
pub(super) fn extent_message(context: &str, axis: usize, want: i64) -> String {
    format!("{context}dimension {axis}: expected {want}, got ")
}

/// The texts before the extent and before the bound value in the message of a symbolic
/// dimension's check against where `symbol` was first bound.
pub(super) fn symbol_messages(
    context: &str,
    axis: usize,
    symbol: &str,
    origin: &DimOrigin<'_>,
) -> (String, String) {
    (
        format!("{context}dimension {axis} (`{symbol}`) is "),
        format!(
            ", but argument {} (`{}`) dimension {} bound `{symbol}` to ",
            origin.argument, origin.name, origin.axis
        ),
    )
}

/// The text before the dimension in the message of a stride's check.
pub(super) fn strides_message(context: &str) -> String {
    format!("{context}is not compact row-major: stride of dimension ")
}

/// The texts before the tensor's and before the first tensor's device id in the message of a
/// device id's check; [`DEVICE_ID_END`] ends it.
pub(super) fn device_id_messages(
    context: &str,
    api: KernelApi,
    first_argument: usize,
    first_name: &str,
) -> (String, String) {
    (
        format!("{context}is on {api}:"),
        format!(", but argument {first_argument} (`{first_name}`) is on {api}:"),
    )
}

/// The end of a device id check's message.
pub(super) const DEVICE_ID_END: &str = ": a kernel runs on one device";

/// The messages of a tensor argument's first checks, each the text before the number it
/// reports (the dtype's continues with bits and lanes).
pub(super) struct TensorMessages {
    pub(super) tag: String,
    pub(super) null: String,
    pub(super) ndim: String,
    pub(super) dtype: String,
    pub(super) device: String,
}

impl<'ctx> PackedEntry<'_, 'ctx> {
    /// The messages of the checks of a tensor argument of rank `rank` and dtype `dtype`; its
    /// `context` names the kernel and the argument.
    pub(super) fn tensor_messages(
        &self,
        context: &str,
        rank: usize,
        dtype: DType,
    ) -> TensorMessages {
        let (_, _, expectation) = self.tensor_tags();
        let (want_code, want_bits) = dtype.dlpack();
        let device = match self.device {
            TensorDevice::Cpu => "a CPU tensor (device_type 1)".to_string(),
            TensorDevice::Device(api) => {
                let article = if api == KernelApi::OpenCl { "an" } else { "a" };
                format!(
                    "{article} {} tensor (device_type {})",
                    api.title(),
                    api.device_type()
                )
            }
        };
        TensorMessages {
            tag: format!("{context}{expectation}"),
            null: format!("{context}expected a tensor, got NULL"),
            ndim: format!("{context}expected ndim {rank}, got "),
            dtype: format!(
                "{context}expected dtype {dtype} (code {want_code}, bits {want_bits}, lanes 1), got code "
            ),
            device: format!("{context}expected {device}, got device_type "),
        }
    }

    /// Checks the tensor argument `index` in the order of its conditions (tag, pointer, rank,
    /// dtype, device, dimensions, strides), each failure raising its own message, and returns
    /// the address of its first element.
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
        let i64_type = self.unit.context.i64_type();
        let rank = shape.len();
        let messages = self.tensor_messages(context, rank, dtype);
        let tensor = self.inline_tensor_check(&messages, rank, dtype, tag, payload, name)?;
        if let Some(id) = self.tensor_device_id(tensor, name)? {
            self.check_device_id(context, index, name, id)?;
        }

        let extents = self.tensor_extents(tensor, rank, name)?;
        for (axis, (dim, &extent)) in shape.iter().zip(&extents).enumerate() {
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
                            text(extent_message(context, axis, *want)),
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
                        let (before, after) = symbol_messages(context, axis, symbol, origin);
                        let message = vec![
                            text(before),
                            Part::Number(extent),
                            text(after),
                            Part::Number(origin.value),
                        ];
                        self.check(ok, "ValueError", message)?;
                    }
                },
            }
        }

        self.check_compact(&strides_message(context), name, tensor, &extents)?;
        self.tensor_start(tensor, name)
    }

    /// The checks of [`PackedEntry::buffer_argument`] from the tag to the device type, each a
    /// check of this function; returns the `DLTensor` pointer.
    pub(super) fn inline_tensor_check(
        &mut self,
        messages: &TensorMessages,
        rank: usize,
        dtype: DType,
        tag: IntValue<'ctx>,
        payload: PointerValue<'ctx>,
        name: &str,
    ) -> Lowered<PointerValue<'ctx>> {
        let i64_type = self.unit.context.i64_type();
        let tensor_tag = self.tensor_tag(tag)?;
        let tag64 = self.builder.build_int_s_extend(tag, i64_type, "tag")?;
        self.check(
            tensor_tag.accepted,
            "TypeError",
            vec![text(messages.tag.clone()), Part::Number(tag64)],
        )?;
        let address = self.tensor_address(payload, tensor_tag.is_tensor, name)?;
        let present = self.builder.build_is_not_null(address.pointer, "present")?;
        self.check(present, "TypeError", vec![text(messages.null.clone())])?;
        let tensor = address.tensor;
        let header = self.tensor_header(tensor, name)?;
        let checks = self.header_checks(&header, rank, dtype)?;
        let ndim64 = self
            .builder
            .build_int_s_extend(header.ndim, i64_type, "ndim")?;
        self.check(
            checks.ndim_ok,
            "ValueError",
            vec![text(messages.ndim.clone()), Part::Number(ndim64)],
        )?;
        let (code64, bits64, lanes64) = (
            self.widen(header.code, "code")?,
            self.widen(header.bits, "bits")?,
            self.widen(header.lanes, "lanes")?,
        );
        self.check(
            checks.dtype_ok,
            "TypeError",
            vec![
                text(messages.dtype.clone()),
                Part::Number(code64),
                text(", bits "),
                Part::Number(bits64),
                text(", lanes "),
                Part::Number(lanes64),
            ],
        )?;
        let device64 = self
            .builder
            .build_int_s_extend(header.device_type, i64_type, "device")?;
        self.check(
            checks.device_ok,
            "ValueError",
            vec![text(messages.device.clone()), Part::Number(device64)],
        )?;
        Ok(tensor)
    }

    /// Strides may be NULL (compact) or must equal the compact row-major strides; dimensions of
    /// extent 1 may carry any stride.
    fn check_compact(
        &mut self,
        message: &str,
        name: &str,
        tensor: PointerValue<'ctx>,
        extents: &[IntValue<'ctx>],
    ) -> Lowered<()> {
        let c = self.unit.context;
        let strides = self.tensor_strides(tensor, name)?;
        let has_strides = self.builder.build_is_not_null(strides, "has_strides")?;
        let check_block = c.append_basic_block(self.function, &format!("{name}.strides.check"));
        let done = c.append_basic_block(self.function, &format!("{name}.strides.done"));
        self.builder
            .build_conditional_branch(has_strides, check_block, done)?;
        self.builder.position_at_end(check_block);
        let mut expected = c.i64_type().const_int(1, false);
        for (axis, extent) in extents.iter().enumerate().rev() {
            let (stride, ok) = self.stride_check(strides, axis, *extent, expected, name)?;
            self.check(
                ok,
                "ValueError",
                vec![
                    text(format!("{message}{axis} is ")),
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

    /// On a device, the tensor's device id is the first tensor's, which the launch runs on.
    fn check_device_id(
        &mut self,
        context: &str,
        index: usize,
        name: &str,
        id: IntValue<'ctx>,
    ) -> Lowered<()> {
        let i64_type = self.unit.context.i64_type();
        let TensorDevice::Device(api) = self.device else {
            return Ok(());
        };
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
        self.check(same, "ValueError", {
            let (before, after) = device_id_messages(context, api, first_argument, &first_name);
            vec![
                text(before),
                Part::Number(id64),
                text(after),
                Part::Number(first64),
                text(DEVICE_ID_END),
            ]
        })?;
        Ok(())
    }
}
