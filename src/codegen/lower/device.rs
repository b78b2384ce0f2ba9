//! Device kernels for NVPTX: each verified `device kernel` becomes one PTX `.entry` whose
//! parameters are the buffers' data pointers and the scalars in parameter order, then one
//! `i64` per symbolic dim (`ir::LaunchBindings::shape_vars`). The body is lowered by the
//! same statement and expression lowering as host kernels; what differs is here:
//!
//! * a loop bound to `blockIdx`/`threadIdx` runs once, its variable `start + %ctaid`/`%tid`
//!   (guarded by `< end`, so a launch clamped from an extent of 0 to 1 does nothing);
//! * `shared` arrays are `addrspace(3)` globals, internal for static ones, and the one
//!   external `[0 x i8]` array (`.extern .shared`) for the array sized at launch;
//! * `barrier;` is `bar.sync 0`, warp shuffles are `shfl.sync`, and `exp`, `log`, `tanh`,
//!   `pow` call libdevice's `__nv_*` functions (linked later, only when called).

use std::collections::HashMap;

use inkwell::AddressSpace;
use inkwell::IntPredicate;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic as LlvmIntrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetMachine;
use inkwell::types::{BasicMetadataTypeEnum, BasicType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue};

use super::function::{Binding, FnLowering};
use super::unit::{Failure, LevelPlan, Lowered, Unit, unsupported};
use crate::codegen::llvm::version;
use crate::codegen::{CodegenError, CodegenOptions};
use crate::ir::{DType, Dim, Intrinsic, Kernel, Stmt, ThreadAxis};
use crate::target::TargetSpec;

/// The LLVM triple of NVIDIA GPUs.
pub(crate) const NVPTX_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Where the statement and expression lowering asks host-target questions (none of which a
/// device kernel reaches: no parallel loops, no exports, no context symbols), the unit needs
/// a host target; a 64-bit one, like `nvptx64`'s pointers.
const HOST_STAND_IN: &str = "x86_64-unknown-linux-gnu";

/// The NVPTX address space of a block's shared memory.
const SHARED_ADDRESS_SPACE: u16 = 3;

/// Alignment of shared arrays: enough for any vector load of their elements.
const SHARED_ALIGNMENT: u32 = 16;

/// The one `.extern .shared` array every dynamic shared array of a module starts at.
const DYNAMIC_SHARED_SYMBOL: &str = "__modlink_dynamic_shared";

/// Every lane of a warp takes part in a shuffle.
const FULL_WARP: u64 = 0xffff_ffff;

/// `shfl.sync`'s `c` operand for a whole warp: clamp at lane 31, no sub-segments.
const WHOLE_WARP_CLAMP: u64 = 0x1f;

/// The prefix of libdevice's functions.
pub(crate) const LIBDEVICE_PREFIX: &str = "__nv_";

/// Lowers verified device `kernels` into a fresh module for `machine` (an NVPTX target
/// machine) and hands it to `finish` (link, optimise, emit), within one LLVM context.
pub(crate) fn lower_device_kernels<R>(
    kernels: &[Kernel],
    machine: &TargetMachine,
    finish: impl FnOnce(&Module<'_>) -> Result<R, CodegenError>,
) -> Result<R, CodegenError> {
    let _serialized = version::serialize_codegen();
    let stand_in = TargetSpec::parse(HOST_STAND_IN).map_err(|error| CodegenError::Lowering {
        kernel: String::new(),
        message: error.to_string(),
    })?;
    let options = CodegenOptions::default();
    // Declared before the context: it must outlive it.
    let diagnostics = version::Diagnostics::new();
    let context = Context::create();
    diagnostics.install(&context);
    let module = context.create_module("modlink_device");
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    let mut unit = Unit::new(&context, module, &stand_in, &options, LevelPlan::whole(&[]));
    unit.device = true;
    for kernel in kernels {
        unit.lower_device_kernel(kernel)
            .map_err(|failure| device_error(failure, &kernel.name))?;
    }
    let result = finish(&unit.module)?;
    let messages: Vec<String> = diagnostics
        .take()
        .into_iter()
        .filter(|d| d.is_error)
        .map(|d| d.message)
        .collect();
    if !messages.is_empty() {
        return Err(CodegenError::Llvm {
            stage: "emit",
            triple: NVPTX_TRIPLE.to_string(),
            module: "modlink_device".to_string(),
            message: messages.join("; "),
        });
    }
    Ok(result)
}

fn device_error(failure: Failure, kernel: &str) -> CodegenError {
    match failure {
        Failure::Builder(error) => CodegenError::Llvm {
            stage: "build",
            triple: NVPTX_TRIPLE.to_string(),
            module: kernel.to_string(),
            message: error.to_string(),
        },
        Failure::Unsupported(message) => CodegenError::Lowering {
            kernel: kernel.to_string(),
            message,
        },
    }
}

impl<'ctx> Unit<'ctx> {
    /// Declares the kernel's `.entry` (calling convention 71) and lowers its body into it.
    fn lower_device_kernel(&self, kernel: &Kernel) -> Lowered<FunctionValue<'ctx>> {
        let dims = super::symbolic_dims(kernel);
        let arg_types = self.c_argument_types(kernel);
        if self.module.get_function(&kernel.name).is_some() {
            return unsupported(format!("function `{}` is defined twice", kernel.name));
        }
        let fn_type = self.context.void_type().fn_type(&arg_types, false);
        let function = self
            .module
            .add_function(&kernel.name, fn_type, Some(Linkage::External));
        version::mark_ptx_kernel(&self.module, function);
        let mut lowering = FnLowering::new(self, kernel, function, false);
        lowering.bind_c_params(&dims)?;
        lowering.block(&kernel.body)?;
        lowering.builder.build_return(None)?;
        lowering.finish()?;
        Ok(function)
    }
}

impl<'ctx> FnLowering<'_, 'ctx> {
    /// A loop bound to `axis`: its variable is `start` plus the block's or thread's index on
    /// the axis; the body runs when that is below `end`.
    pub(super) fn bound_loop(
        &mut self,
        var: &str,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        axis: ThreadAxis,
        body: &[Stmt],
    ) -> Lowered<()> {
        if !self.unit.device {
            return unsupported(format!(
                "loop `{var}` bound to `{axis}` outside a device kernel"
            ));
        }
        let context = self.unit.context;
        let register = self
            .call_intrinsic(version::special_register(axis), &[], &[])?
            .into_int_value();
        let offset = self
            .builder
            .build_int_z_extend(register, context.i64_type(), axis.name())?;
        let index = self.builder.build_int_nsw_add(start, offset, var)?;
        let inside = self
            .builder
            .build_int_compare(IntPredicate::SLT, index, end, "inside")?;
        let body_block = context.append_basic_block(self.function, &format!("{var}.bound"));
        let after = context.append_basic_block(self.function, &format!("{var}.end"));
        self.builder
            .build_conditional_branch(inside, body_block, after)?;
        self.builder.position_at_end(body_block);
        self.scopes.push(HashMap::new());
        self.bind(
            var,
            Binding::Value {
                value: index.into(),
                dtype: DType::I64,
            },
        );
        let lowered = body.iter().try_for_each(|stmt| self.stmt(stmt));
        self.scopes.pop();
        lowered?;
        self.builder.build_unconditional_branch(after)?;
        self.builder.position_at_end(after);
        Ok(())
    }

    /// `barrier;`: `bar.sync 0`.
    pub(super) fn barrier(&mut self) -> Lowered<()> {
        if !self.unit.device {
            return unsupported("`barrier` outside a device kernel");
        }
        let (name, takes_id) = version::block_barrier();
        let Some(intrinsic) = LlvmIntrinsic::find(name) else {
            return unsupported(format!("LLVM has no intrinsic `{name}`"));
        };
        let Some(declaration) = intrinsic.get_declaration(&self.unit.module, &[]) else {
            return unsupported(format!("cannot declare `{name}`"));
        };
        let barrier_id = self.unit.context.i32_type().const_zero();
        let args: Vec<BasicMetadataValueEnum<'ctx>> = if takes_id {
            vec![barrier_id.into()]
        } else {
            Vec::new()
        };
        version::call(&self.builder, declaration, &args, "")?;
        Ok(())
    }

    /// `shared name: dtype[shape];`: a static array is a global of its own; an array sized at
    /// launch starts at the module's `.extern .shared` array.
    pub(super) fn shared_array(&mut self, name: &str, dtype: DType, shape: &[Dim]) -> Lowered<()> {
        if !self.unit.device {
            return unsupported(format!("shared array `{name}` outside a device kernel"));
        }
        let i64_type = self.unit.context.i64_type();
        let element = self.unit.memory_type(dtype);
        let shared = AddressSpace::from(SHARED_ADDRESS_SPACE);
        let dynamic = shape.iter().any(|d| matches!(d, Dim::Var(_)));
        let mut extents = Vec::with_capacity(shape.len());
        let mut count: u32 = 1;
        for dim in shape {
            match dim {
                Dim::Const(extent) => {
                    let Some(extent) = u32::try_from(*extent).ok().filter(|e| *e > 0) else {
                        return unsupported(format!("shared array `{name}` has extent {extent}"));
                    };
                    count = count.saturating_mul(extent);
                    extents.push(i64_type.const_int(u64::from(extent), false));
                }
                Dim::Var(size) => {
                    let Binding::Value { value, dtype } = self.lookup(size)? else {
                        return unsupported(format!("`{size}` is not an integer value"));
                    };
                    let value = value.into_int_value();
                    extents.push(if dtype == DType::I64 {
                        value
                    } else {
                        self.builder
                            .build_int_s_extend(value, i64_type, &format!("{size}.wide"))?
                    });
                }
            }
        }
        let global = if dynamic {
            self.unit
                .module
                .get_global(DYNAMIC_SHARED_SYMBOL)
                .unwrap_or_else(|| {
                    let bytes = self.unit.context.i8_type().array_type(0);
                    let global =
                        self.unit
                            .module
                            .add_global(bytes, Some(shared), DYNAMIC_SHARED_SYMBOL);
                    global.set_linkage(Linkage::External);
                    global.set_alignment(SHARED_ALIGNMENT);
                    global
                })
        } else {
            let array_type = element.as_basic_type_enum().array_type(count);
            let symbol = format!("{}.{name}", self.kernel.name);
            let global = self
                .unit
                .module
                .add_global(array_type, Some(shared), &symbol);
            global.set_linkage(Linkage::Internal);
            global.set_initializer(&array_type.get_undef());
            global.set_alignment(SHARED_ALIGNMENT);
            global
        };
        self.bind(
            name,
            Binding::Buffer {
                data: global.as_pointer_value(),
                dtype,
                dims: extents,
            },
        );
        Ok(())
    }

    /// The device meaning of an intrinsic where it differs from the host's: warp shuffles,
    /// and libdevice for what LLVM cannot lower for NVPTX; `None` where the host lowering
    /// serves (sqrt, fma, floor, ceil, abs, min, max have NVPTX instructions).
    pub(super) fn device_call(
        &mut self,
        intrinsic: Intrinsic,
        values: &[BasicValueEnum<'ctx>],
        dtype: DType,
    ) -> Lowered<Option<BasicValueEnum<'ctx>>> {
        let libdevice = match intrinsic {
            Intrinsic::ShflXor | Intrinsic::ShflDown => {
                return self.warp_shuffle(intrinsic, values, dtype).map(Some);
            }
            Intrinsic::Exp => "exp",
            Intrinsic::Log => "log",
            Intrinsic::Tanh => "tanh",
            Intrinsic::Pow => "pow",
            _ => return Ok(None),
        };
        if !dtype.is_float() {
            return unsupported(format!("`{}` on {dtype}", intrinsic.name()));
        }
        self.libdevice_call(libdevice, values, dtype).map(Some)
    }

    fn warp_shuffle(
        &mut self,
        intrinsic: Intrinsic,
        values: &[BasicValueEnum<'ctx>],
        dtype: DType,
    ) -> Lowered<BasicValueEnum<'ctx>> {
        let [value, lane] = values else {
            return unsupported(format!("`{}` takes 2 arguments", intrinsic.name()));
        };
        let float = match dtype {
            DType::F32 => true,
            DType::I32 => false,
            other => {
                return unsupported(format!("`{}` on {other}", intrinsic.name()));
            }
        };
        let i32_type = self.unit.context.i32_type();
        let name = version::warp_shuffle(intrinsic == Intrinsic::ShflXor, float);
        self.call_intrinsic(
            name,
            &[],
            &[
                i32_type.const_int(FULL_WARP, false).into(),
                (*value).into(),
                (*lane).into(),
                i32_type.const_int(WHOLE_WARP_CLAMP, false).into(),
            ],
        )
    }

    /// Calls libdevice's `__nv_<base>f` (f32, and f16 through f32) or `__nv_<base>` (f64).
    fn libdevice_call(
        &mut self,
        base: &str,
        values: &[BasicValueEnum<'ctx>],
        dtype: DType,
    ) -> Lowered<BasicValueEnum<'ctx>> {
        let context = self.unit.context;
        let (name, wide) = match dtype {
            DType::F64 => (format!("{LIBDEVICE_PREFIX}{base}"), context.f64_type()),
            _ => (format!("{LIBDEVICE_PREFIX}{base}f"), context.f32_type()),
        };
        let params: Vec<BasicMetadataTypeEnum<'ctx>> = values.iter().map(|_| wide.into()).collect();
        let function =
            self.unit
                .declare_function(&name, wide.fn_type(&params, false), Linkage::External);
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::with_capacity(values.len());
        for value in values {
            let widened = self.builder.build_float_cast(
                value.into_float_value(),
                wide,
                &format!("{base}.arg"),
            )?;
            args.push(widened.into());
        }
        let result = version::call(&self.builder, function, &args, base)?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| Failure::Unsupported(format!("`{name}` returned no value")))?;
        let narrow = self.unit.register_type(dtype).into_float_type();
        Ok(self
            .builder
            .build_float_cast(result.into_float_value(), narrow, &format!("{base}.res"))?
            .into())
    }
}
