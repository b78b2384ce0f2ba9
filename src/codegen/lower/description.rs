//! The constant description of a kernel's parameters that the diagnosis (`diagnose.rs`) reads:
//! `__modlink_arguments.<kernel>`, each parameter's kind, rank, dtype, axes (a constant, a
//! symbol's first binding, or a symbol bound before) and the texts of its messages, made by the
//! same functions as the legacy entry's inline checks.

use inkwell::module::Linkage;
use inkwell::types::StructType;
use inkwell::values::{BasicValue, BasicValueEnum, GlobalValue, PointerValue};

use super::Lowered;
use super::packed_entry::{DimOrigin, PackedEntry, TensorDevice};
use super::tensor_args::{device_id_messages, extent_message, strides_message, symbol_messages};
use crate::ir::{Dim, Param};

/// A parameter's kind in its description.
pub(super) const TENSOR: u64 = 0;
/// A float scalar: takes a float, an int or a bool.
pub(super) const FLOAT_SCALAR: u64 = 1;
/// An integer or bool scalar: takes an int or a bool.
pub(super) const INTEGRAL_SCALAR: u64 = 2;

/// An axis's `origin` when its extent is a constant.
pub(super) const CONSTANT_AXIS: i64 = -1;
/// An axis's `origin` when it binds its symbol first (nothing to check).
pub(super) const BINDING_AXIS: i64 = -2;

/// Fields of a parameter's description.
pub(super) mod param_field {
    pub const KIND: u32 = 0;
    pub const RANK: u32 = 1;
    pub const CODE: u32 = 2;
    pub const BITS: u32 = 3;
    /// The index of the first tensor parameter (device entries compare device ids with it).
    pub const FIRST_TENSOR: u32 = 4;
    pub const AXES: u32 = 5;
    /// Messages: tag (a scalar's only one), NULL, ndim, dtype, device type, strides, device id
    /// (before the id, before the first tensor's).
    pub const MESSAGES: u32 = 6;
    pub const COUNT: u32 = MESSAGES + 8;
}

/// Fields of an axis's description.
pub(super) mod axis_field {
    pub const WANT: u32 = 0;
    pub const ORIGIN_ARGUMENT: u32 = 1;
    pub const ORIGIN_AXIS: u32 = 2;
    pub const BEFORE: u32 = 3;
    pub const AFTER: u32 = 4;
}

/// The LLVM types of the descriptions: kernel, parameter, axis.
pub(super) struct DescriptionTypes<'ctx> {
    pub(super) kernel: StructType<'ctx>,
    pub(super) param: StructType<'ctx>,
    pub(super) axis: StructType<'ctx>,
}

impl<'ctx> PackedEntry<'_, 'ctx> {
    pub(super) fn description_types(&self) -> DescriptionTypes<'ctx> {
        let c = self.unit.context;
        let (i32_type, i64_type, p) = (c.i32_type(), c.i64_type(), self.unit.pointer());
        let mut param_fields: Vec<inkwell::types::BasicTypeEnum<'ctx>> = vec![i32_type.into(); 5];
        param_fields.resize(param_field::COUNT as usize, p.into());
        DescriptionTypes {
            kernel: c.struct_type(&[i32_type.into(), p.into(), p.into()], false),
            param: c.struct_type(&param_fields, false),
            axis: c.struct_type(
                &[
                    i64_type.into(),
                    i32_type.into(),
                    i32_type.into(),
                    p.into(),
                    p.into(),
                ],
                false,
            ),
        }
    }

    /// A private constant global holding `value`.
    fn constant_global(&self, name: &str, value: &dyn BasicValue<'ctx>) -> GlobalValue<'ctx> {
        let value = value.as_basic_value_enum();
        let global = self.unit.module.add_global(value.get_type(), None, name);
        global.set_linkage(Linkage::Private);
        global.set_constant(true);
        global.set_unnamed_addr(true);
        global.set_initializer(&value);
        global
    }

    /// `__modlink_arguments.<kernel>`: the description of the kernel's parameters that the
    /// diagnosis reads.
    pub(super) fn arguments_description(&self) -> Lowered<PointerValue<'ctx>> {
        let c = self.unit.context;
        let (i32_type, p) = (c.i32_type(), self.unit.pointer());
        let types = self.description_types();
        let string = |text: &str| self.unit.c_string(text);
        let kernel = self.kernel;
        let first_tensor = kernel
            .params
            .iter()
            .position(|param| matches!(param, Param::Buffer { .. }));
        let mut origins: std::collections::HashMap<&str, DimOrigin<'ctx>> =
            std::collections::HashMap::new();
        let mut params = Vec::new();
        for (index, param) in kernel.params.iter().enumerate() {
            let context = self.argument_context(index, param);
            let int = |value: u64| i32_type.const_int(value, false);
            let mut messages = vec![p.const_null(); 8];
            let (kind, rank, code, bits, axes) = match param {
                Param::Scalar { dtype, .. } => {
                    messages[0] = string(&self.scalar_message(&context, *dtype));
                    let kind = if dtype.is_float() {
                        FLOAT_SCALAR
                    } else {
                        INTEGRAL_SCALAR
                    };
                    (kind, 0, 0, 0, p.const_null())
                }
                Param::Buffer { name, dtype, shape } => {
                    let tensor = self.tensor_messages(&context, shape.len(), *dtype);
                    for (slot, message) in [
                        &tensor.tag,
                        &tensor.null,
                        &tensor.ndim,
                        &tensor.dtype,
                        &tensor.device,
                    ]
                    .into_iter()
                    .enumerate()
                    {
                        messages[slot] = string(message);
                    }
                    messages[5] = string(&strides_message(&context));
                    if let (TensorDevice::Device(api), Some(first)) = (self.device, first_tensor)
                        && first != index
                    {
                        let first_name = kernel.params[first].name();
                        let (before, after) = device_id_messages(&context, api, first, first_name);
                        messages[6] = string(&before);
                        messages[7] = string(&after);
                    }
                    let axes =
                        self.axes_description(&types, &context, index, name, shape, &mut origins)?;
                    let (code, bits) = dtype.dlpack();
                    (
                        TENSOR,
                        shape.len() as u64,
                        u64::from(code),
                        u64::from(bits),
                        axes,
                    )
                }
            };
            let mut fields: Vec<BasicValueEnum<'ctx>> = vec![
                int(kind).into(),
                int(rank).into(),
                int(code).into(),
                int(bits).into(),
                i32_type
                    .const_int(first_tensor.map_or(u64::MAX, |first| first as u64), true)
                    .into(),
                axes.into(),
            ];
            fields.extend(messages.into_iter().map(BasicValueEnum::from));
            params.push(types.param.const_named_struct(&fields));
        }
        let params_global = self.constant_global(
            &format!("__modlink_arguments.{}.params", kernel.name),
            &types.param.const_array(&params),
        );
        let description = types.kernel.const_named_struct(&[
            i32_type.const_int(kernel.params.len() as u64, false).into(),
            string(&self.count_message()).into(),
            params_global.as_pointer_value().into(),
        ]);
        Ok(self
            .constant_global(
                &format!("__modlink_arguments.{}", kernel.name),
                &description,
            )
            .as_pointer_value())
    }

    /// The axes of tensor parameter `index`: each a constant, a symbol's first binding, or a
    /// symbol bound before (its origin argument and axis), with the texts of its message.
    #[allow(clippy::too_many_arguments)]
    fn axes_description<'k>(
        &self,
        types: &DescriptionTypes<'ctx>,
        context: &str,
        index: usize,
        name: &str,
        shape: &'k [Dim],
        origins: &mut std::collections::HashMap<&'k str, DimOrigin<'ctx>>,
    ) -> Lowered<PointerValue<'ctx>> {
        let c = self.unit.context;
        let (i32_type, i64_type, p) = (c.i32_type(), c.i64_type(), self.unit.pointer());
        if shape.is_empty() {
            return Ok(p.const_null());
        }
        let mut axes = Vec::with_capacity(shape.len());
        for (axis, dim) in shape.iter().enumerate() {
            let (want, origin_argument, origin_axis, before, after) = match dim {
                Dim::Const(want) => (
                    *want,
                    CONSTANT_AXIS,
                    0,
                    self.unit.c_string(&extent_message(context, axis, *want)),
                    p.const_null(),
                ),
                Dim::Var(symbol) => match origins.get(symbol.as_str()) {
                    None => {
                        origins.insert(
                            symbol,
                            DimOrigin {
                                value: i64_type.const_zero(),
                                argument: index,
                                name: name.to_string(),
                                axis,
                            },
                        );
                        (0, BINDING_AXIS, 0, p.const_null(), p.const_null())
                    }
                    Some(origin) => {
                        let (before, after) = symbol_messages(context, axis, symbol, origin);
                        (
                            0,
                            origin.argument as i64,
                            origin.axis as u64,
                            self.unit.c_string(&before),
                            self.unit.c_string(&after),
                        )
                    }
                },
            };
            axes.push(types.axis.const_named_struct(&[
                i64_type.const_int(want as u64, true).into(),
                i32_type.const_int(origin_argument as u64, true).into(),
                i32_type.const_int(origin_axis, false).into(),
                before.into(),
                after.into(),
            ]));
        }
        Ok(self
            .constant_global(
                &format!("__modlink_arguments.{}.{index}.axes", self.kernel.name),
                &types.axis.const_array(&axes),
            )
            .as_pointer_value())
    }
}
