//! The host wrappers of device kernels (shared/spec/cuda.md §4, spec/opencl.md): what a CUDA or
//! OpenCL library's `_lib` holds for each kernel of its `cuda` or `opencl` module, so that TVM
//! 0.27 (CUDA; its pip release has no OpenCL runtime) and modlink's runtime both run it. The two
//! APIs ([`KernelApi`]) differ only in the device type.
//!
//! Per device kernel `<name>`:
//! * `__tvm_ffi_<name>`: the packed entry of a CPU kernel (the same argument checks and error
//!   texts, [`super::abi`]), except that tensors must be tensors of the API's device type (CUDA
//!   2, OpenCL 4) that all share the first one's device id;
//! * `__modlink_<name>_launch` (internal): what TVM's host code does after its checks. It sets
//!   the device through the `__TVMBackendSetDevice` context slot where the loading runtime
//!   fills it (TIRx's, modlink's), else calls `__tvm_set_device(Int device_type, Int
//!   device_id)` (TVM 0.27's); then it calls the kernel itself. Both functions are looked up
//!   once through `__TVMFFIEnvModLookupFromImports` on the library context, behind
//!   `__TVMFFIHandleInitOnce`, and called with `__TVMFFIFunctionCall`. The kernel gets its
//!   arguments packed the way the `cuda` module's FunctionInfo declares them
//!   ([`device_kernel_arguments`]: buffers' data pointers, scalars, then the symbolic dims) and
//!   then the launch values its [`LaunchBindings`] imply (grid extents, block extents, dynamic
//!   shared bytes: only those that are bound), evaluated from the call's arguments. A value of
//!   0 is passed as 0: the CUDA module's launcher leaves such a dimension at 1, as TVM's does.
//!
//! The wrapper returns the callee's status, as TVM's does; the callee has recorded the error.

use inkwell::IntPredicate;
use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, StructType};
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};

use super::function::{Binding, FnLowering};
use super::packed_entry::TensorDevice;
use super::symbolic_dims;
use super::unit::{LevelPlan, Lowered, Unit, unsupported};
use crate::abi::entry_points::{SET_DEVICE_GLOBAL, entry};
use crate::abi::ffi::type_index;
use crate::abi::launch::{Axis, LaunchTag};
use crate::codegen::kernel_api::KernelApi;
use crate::codegen::llvm::{emit, target_machine, version};
use crate::codegen::{Abi, CodegenError, CodegenOptions, HostCode};
use crate::ir::{DType, Expr, Kernel, LaunchBindings, Param};
use crate::target::TargetSpec;

/// Scalar parameter dtypes a CUDA kernel can take: those TVM's argument packer passes
/// (spec §3.3); it refuses the others.
pub const DEVICE_SCALAR_DTYPES: [DType; 5] =
    [DType::I32, DType::U32, DType::I64, DType::F32, DType::F64];

/// What one argument of a device kernel is, in the order the kernel takes them.
#[derive(Clone, Debug, PartialEq)]
pub enum DeviceKernelArgument {
    /// A buffer parameter's data pointer (FunctionInfo type `handle`).
    Buffer(String),
    /// A scalar parameter, by value, with its dtype.
    Scalar(String, DType),
    /// A symbolic dim of the buffers' shapes (`int64`), in order of first appearance.
    Dim(String),
}

/// The arguments a device kernel takes, the convention of the NVPTX kernels and of the host
/// wrappers alike (the same as a CPU kernel's C entry `<name>_c`): each parameter in order (a
/// buffer as its data pointer, a scalar by value), then each symbolic dim as an `i64`.
pub fn device_kernel_arguments(params: &[Param]) -> Vec<DeviceKernelArgument> {
    let mut arguments: Vec<DeviceKernelArgument> = params
        .iter()
        .map(|param| match param {
            Param::Buffer { name, .. } => DeviceKernelArgument::Buffer(name.clone()),
            Param::Scalar { name, dtype } => DeviceKernelArgument::Scalar(name.clone(), *dtype),
        })
        .collect();
    arguments.extend(
        crate::ir::symbolic_dims(params)
            .into_iter()
            .map(DeviceKernelArgument::Dim),
    );
    arguments
}

/// The launch tags of a kernel's bindings, in the order its launch values follow the kernel
/// arguments: the bound grid extents (x, y, z), the bound block extents, then
/// [`LaunchTag::DynamicSharedMemory`] when it has dynamic shared memory.
pub fn launch_tags(bindings: &LaunchBindings) -> Vec<&'static str> {
    launch_values(bindings).map(|(tag, _)| tag).collect()
}

/// Each bound launch value with its tag, in launch order.
fn launch_values(bindings: &LaunchBindings) -> impl Iterator<Item = (&'static str, &Expr)> {
    let grid = Axis::ALL
        .map(LaunchTag::BlockIdx)
        .into_iter()
        .zip(&bindings.grid);
    let block = Axis::ALL
        .map(LaunchTag::ThreadIdx)
        .into_iter()
        .zip(&bindings.block);
    grid.chain(block)
        .filter_map(|(tag, extent)| extent.as_ref().map(|extent| (tag.name(), extent)))
        .chain(
            bindings
                .dynamic_shared_bytes
                .as_ref()
                .map(|bytes| (LaunchTag::DynamicSharedMemory.name(), bytes)),
        )
}

/// Compiles the host wrappers of `kernels`, launched through `api`, for `target` into one output
/// (`options.emit`): per kernel `__tvm_ffi_<name>`, plus a weak `__tvm_ffi_main` calling it when `emit_main` is
/// set and there is exactly one kernel (not named `main`). Refuses the legacy ABI and
/// system-library mode, which TVM's device host code has no form for here.
pub fn compile_launch_wrappers(
    kernels: &[LaunchBindings],
    api: KernelApi,
    emit_main: bool,
    target: &TargetSpec,
    options: &CodegenOptions,
) -> Result<HostCode, CodegenError> {
    let lowering_error = |kernel: &str, message: String| CodegenError::Lowering {
        kernel: kernel.to_string(),
        message,
    };
    let first = kernels.first().map(|k| k.name.as_str()).unwrap_or_default();
    if options.abi == Abi::Legacy {
        return Err(lowering_error(
            first,
            format!(
                "{} host wrappers follow the current ABI (tvm-ffi); the legacy ABI has none",
                api.title()
            ),
        ));
    }
    if options.system_lib_prefix.is_some() {
        return Err(lowering_error(
            first,
            format!(
                "{} host wrappers are not supported in a system library: the `{api}` module is \
                 found through a shared library's imports",
                api.title()
            ),
        ));
    }
    for bindings in kernels {
        check_bindings(bindings).map_err(|message| lowering_error(&bindings.name, message))?;
    }
    let _serialized = version::serialize_codegen();
    let machine = target_machine::create_target_machine(target, options.opt_level, options.pic)?;
    let diagnostics = version::Diagnostics::new();
    let context = inkwell::context::Context::create();
    diagnostics.install(&context);
    let module_name = format!("modlink_{api}_host");
    let module = context.create_module(&module_name);
    emit::configure_module(&module, &machine, target);
    let unit = Unit::new(&context, module, target, options, LevelPlan::whole(&[]));
    let mut functions = Vec::new();
    let mut entries = Vec::new();
    for bindings in kernels {
        let kernel = Kernel {
            name: bindings.name.clone(),
            params: bindings.params.clone(),
            body: Vec::new(),
            // The host half of the launch: its body is the wrapper, not the device code.
            device: false,
        };
        let entry = unit
            .lower_launch(&kernel, bindings, api)
            .and_then(|launch| {
                unit.emit_packed_entry_on(&kernel, launch, TensorDevice::Device(api))
            })
            .map_err(|failure| failure.into_error(&kernel.name, target))?;
        functions.push(kernel.name.clone());
        entries.push(entry);
    }
    if let (true, [entry], [bindings]) = (emit_main, entries.as_slice(), kernels)
        && bindings.name != "main"
    {
        unit.emit_main(*entry)
            .map_err(|failure| failure.into_error(&bindings.name, target))?;
        functions.push("main".to_string());
    }
    let bytes = emit::optimize_and_emit(&unit.module, &machine, options.opt_level, options.emit)?;
    let errors: Vec<String> = diagnostics
        .take()
        .into_iter()
        .filter(|d| d.is_error)
        .map(|d| d.message)
        .collect();
    if !errors.is_empty() {
        return Err(CodegenError::Llvm {
            stage: "emit",
            triple: target.llvm_triple(),
            module: module_name,
            message: errors.join("; "),
        });
    }
    Ok(HostCode {
        bytes,
        emit: options.emit,
        functions,
        diagnostics: Vec::new(),
    })
}

/// What a host wrapper needs of the bindings: a C-identifier name, a buffer (the device is the
/// buffers'), scalars TVM can pass to a kernel, unique parameter names.
fn check_bindings(bindings: &LaunchBindings) -> Result<(), String> {
    let name = &bindings.name;
    let identifier = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !identifier {
        return Err(format!("`{name}` is not a C identifier"));
    }
    let mut seen = std::collections::HashSet::new();
    for param in &bindings.params {
        if !seen.insert(param.name()) {
            return Err(format!("parameter `{}` appears twice", param.name()));
        }
        if let Param::Scalar { name, dtype } = param
            && !DEVICE_SCALAR_DTYPES.contains(dtype)
        {
            return Err(format!(
                "scalar parameter `{name}` is {dtype}: a CUDA kernel takes i32, u32, i64, f32 \
                 or f64 scalars (what TVM's argument packer passes)"
            ));
        }
    }
    if !bindings
        .params
        .iter()
        .any(|p| matches!(p, Param::Buffer { .. }))
    {
        return Err(
            "a CUDA kernel needs a buffer parameter: it runs on its buffers' device".to_string(),
        );
    }
    Ok(())
}

impl<'ctx> Unit<'ctx> {
    /// `TVMFFIAny`: type index, padding, the 8-byte value.
    fn any_type(&self) -> StructType<'ctx> {
        let c = self.context;
        c.struct_type(
            &[
                c.i32_type().into(),
                c.i32_type().into(),
                c.i64_type().into(),
            ],
            false,
        )
    }

    /// `__modlink_<name>_launch`: the C entry's parameters plus the `i32` device id; sets the
    /// device, then launches the kernel (see the module doc). Returns 0 or the failing call's
    /// status.
    fn lower_launch(
        &self,
        kernel: &Kernel,
        bindings: &LaunchBindings,
        api: KernelApi,
    ) -> Lowered<FunctionValue<'ctx>> {
        let name = format!("__modlink_{}_launch", kernel.name);
        if self.module.get_function(&name).is_some() {
            return unsupported(format!("function `{name}` is defined twice"));
        }
        let entry_type = self.c_entry_type(kernel);
        let mut param_types: Vec<BasicMetadataTypeEnum<'ctx>> = entry_type.get_param_types();
        param_types.push(self.context.i32_type().into());
        let fn_type = self.context.i32_type().fn_type(&param_types, false);
        let function = self
            .module
            .add_function(&name, fn_type, Some(Linkage::Internal));
        let dims = symbolic_dims(kernel);
        let mut lowering = FnLowering::new(self, kernel, function, false);
        lowering.bind_c_params(&dims)?;
        let Some(device_id) = function.get_last_param() else {
            return unsupported("the launch function lacks its device id");
        };
        device_id.set_name("device_id");
        lowering.launch(bindings, api, &dims, device_id.into_int_value())?;
        lowering.finish()?;
        Ok(function)
    }

    /// `__tvm_func_handle_init.<name>(void** out)`: looks `name` up from the library's imports
    /// (then the global registry), the `init` that `__TVMFFIHandleInitOnce` runs once.
    fn handle_init_function(&self, name: &str) -> Lowered<FunctionValue<'ctx>> {
        let symbol = format!("__tvm_func_handle_init.{name}");
        if let Some(existing) = self.module.get_function(&symbol) {
            return Ok(existing);
        }
        let p = self.pointer();
        let i32_type = self.context.i32_type();
        let function = self.module.add_function(
            &symbol,
            i32_type.fn_type(&[p.into()], false),
            Some(Linkage::Internal),
        );
        let builder = self.context.create_builder();
        builder.position_at_end(self.context.append_basic_block(function, "entry"));
        let library_ctx = self.context_pointer(LIBRARY_CTX, Linkage::LinkOnceAny);
        let lookup = self.context_pointer(
            entry::TVMFFIEnvModLookupFromImports.slot,
            Linkage::LinkOnceAny,
        );
        let ctx = version::load(&builder, p, library_ctx.as_pointer_value(), "library_ctx")?;
        let lookup =
            version::load(&builder, p, lookup.as_pointer_value(), "lookup")?.into_pointer_value();
        let Some(out) = function.get_first_param() else {
            return unsupported("the handle init function lacks its parameter");
        };
        let status = version::indirect_call(
            &builder,
            i32_type.fn_type(&[p.into(), p.into(), p.into()], false),
            lookup,
            &[ctx.into(), self.c_string(name).into(), out.into()],
            "status",
        )?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| super::unit::Failure::Unsupported("lookup returned no value".into()))?;
        builder.build_return(Some(&status))?;
        Ok(function)
    }

    /// The private slot caching the handle of the function `name` (`.tvm_func.<name>`).
    fn handle_slot(&self, name: &str) -> PointerValue<'ctx> {
        let symbol = format!(".tvm_func.{name}");
        if let Some(existing) = self.module.get_global(&symbol) {
            return existing.as_pointer_value();
        }
        let slot = self.module.add_global(self.pointer(), None, &symbol);
        slot.set_linkage(Linkage::Internal);
        slot.set_initializer(&self.pointer().const_null());
        slot.set_alignment(self.target.pointer_width() / 8);
        slot.as_pointer_value()
    }
}

/// The library context TVM's loader fills with the `_lib` module (spec §4).
const LIBRARY_CTX: &str = "__tvm_ffi__library_ctx";

impl<'ctx> FnLowering<'_, 'ctx> {
    /// The body of `__modlink_<name>_launch`.
    fn launch(
        &mut self,
        bindings: &LaunchBindings,
        api: KernelApi,
        dims: &[String],
        device_id: IntValue<'ctx>,
    ) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type) = (c.i32_type(), c.i64_type());
        let int_tag = i32_type.const_int(type_index::INT as u64, false);
        self.set_device(api, device_id)?;

        let mut packed: Vec<(IntValue<'ctx>, BasicValueEnum<'ctx>)> = Vec::new();
        for argument in device_kernel_arguments(&self.kernel.params) {
            let name = match &argument {
                DeviceKernelArgument::Buffer(name)
                | DeviceKernelArgument::Scalar(name, _)
                | DeviceKernelArgument::Dim(name) => name.clone(),
            };
            packed.push(match self.lookup(&name)? {
                Binding::Buffer { data, .. } => {
                    // TVM passes a NULL data pointer as None (type 0), any other as opaque.
                    let null = self.builder.build_is_null(data, "null")?;
                    let tag = self.builder.build_select(
                        null,
                        i32_type.const_int(type_index::NONE as u64, false),
                        i32_type.const_int(type_index::OPAQUE_PTR as u64, false),
                        "tag",
                    )?;
                    let address = self.builder.build_ptr_to_int(data, i64_type, "address")?;
                    (tag.into_int_value(), address.into())
                }
                Binding::Value { value, dtype } => self.scalar_any(value, dtype)?,
                Binding::Slot { .. } => {
                    return unsupported(format!("parameter `{name}` is not a value"));
                }
            });
        }
        debug_assert_eq!(
            packed.len(),
            self.kernel.params.len() + dims.len(),
            "one packed argument per kernel argument"
        );
        for (tag, extent) in launch_values(bindings) {
            let (value, dtype) = self.expr(extent)?;
            if dtype.is_float() || dtype == DType::Bool {
                return unsupported(format!(
                    "the `{tag}` launch value is {dtype}; launch values are integers"
                ));
            }
            let value = self.cast(value, dtype, DType::I64)?;
            packed.push((int_tag, value));
        }
        let status = self.call_packed(&bindings.name, &packed)?;
        self.builder.build_return(Some(&status))?;
        Ok(())
    }

    /// Makes the tensors' device current before the launch, through what the loading runtime
    /// provides: the `__TVMBackendSetDevice` context slot where it fills it (TIRx's runtime,
    /// modlink's), else the `__tvm_set_device` global looked up by name (TVM 0.27's runtime,
    /// which leaves the slot null; TIRx's registers no such global). Returns early with the
    /// failing call's status.
    fn set_device(&mut self, api: KernelApi, device_id: IntValue<'ctx>) -> Lowered<()> {
        let c = self.unit.context;
        let (i32_type, i64_type, p) = (c.i32_type(), c.i64_type(), self.unit.pointer());
        let slot = self
            .unit
            .context_pointer(entry::TVMBackendSetDevice.slot, Linkage::LinkOnceAny);
        let setter = version::load(&self.builder, p, slot.as_pointer_value(), "set_device.slot")?
            .into_pointer_value();
        let empty = self.builder.build_is_null(setter, "set_device.empty")?;
        let through_slot = c.append_basic_block(self.function, "set_device.through_slot");
        let through_global = c.append_basic_block(self.function, "set_device.through_global");
        let done = c.append_basic_block(self.function, "set_device.done");
        self.builder
            .build_conditional_branch(empty, through_global, through_slot)?;

        // int TVMBackendSetDevice(int device_type, int device_index): 0, or -1 with the error
        // raised on this thread.
        self.builder.position_at_end(through_slot);
        let device_type = i32_type.const_int(api.device_type() as u64, false);
        let status = version::indirect_call(
            &self.builder,
            i32_type.fn_type(&[i32_type.into(), i32_type.into()], false),
            setter,
            &[device_type.into(), device_id.into()],
            "set_device.status",
        )?;
        let status = returned_int(status)?;
        self.return_if_failed(status)?;
        self.builder.build_unconditional_branch(done)?;

        self.builder.position_at_end(through_global);
        let int_tag = i32_type.const_int(type_index::INT as u64, false);
        let id = self
            .builder
            .build_int_s_extend(device_id, i64_type, "device_id.i64")?;
        let device_type = i64_type.const_int(api.device_type() as u64, false);
        let status = self.call_packed(
            SET_DEVICE_GLOBAL,
            &[(int_tag, device_type.into()), (int_tag, id.into())],
        )?;
        self.return_if_failed(status)?;
        self.builder.build_unconditional_branch(done)?;
        self.builder.position_at_end(done);
        Ok(())
    }

    /// A scalar as the kernel's argument value: an integer as Int (type 1) of its value widened
    /// to 64 bits, a float as Float (type 3) of its value as an f64 (TVM's packer narrows them
    /// back to the kernel's dtype).
    fn scalar_any(
        &self,
        value: BasicValueEnum<'ctx>,
        dtype: DType,
    ) -> Lowered<(IntValue<'ctx>, BasicValueEnum<'ctx>)> {
        let c = self.unit.context;
        let tag = |index: i32| c.i32_type().const_int(index as u64, false);
        if dtype.is_float() {
            let wide = self.cast(value, dtype, DType::F64)?;
            return Ok((tag(type_index::FLOAT), wide));
        }
        Ok((tag(type_index::INT), self.cast(value, dtype, DType::I64)?))
    }

    /// Returns `status` from the function when it is not 0.
    fn return_if_failed(&mut self, status: IntValue<'ctx>) -> Lowered<()> {
        let c = self.unit.context;
        let failed = self.builder.build_int_compare(
            IntPredicate::NE,
            status,
            status.get_type().const_zero(),
            "failed",
        )?;
        let fail = c.append_basic_block(self.function, "call_failed");
        let next = c.append_basic_block(self.function, "call_ok");
        self.builder.build_conditional_branch(failed, fail, next)?;
        self.builder.position_at_end(fail);
        self.builder.build_return(Some(&status))?;
        self.builder.position_at_end(next);
        Ok(())
    }

    /// Calls the function `name` of the library's imports (or the global registry) with
    /// `arguments` (type index, 64-bit value) as `TVMFFIAny`s, the way TVM's host code does:
    /// its handle is looked up once, behind `__TVMFFIHandleInitOnce`, into a private slot, and
    /// `__TVMFFIFunctionCall` calls it with a None result. Returns the call's status (that of
    /// the lookup when it failed).
    fn call_packed(
        &mut self,
        name: &str,
        arguments: &[(IntValue<'ctx>, BasicValueEnum<'ctx>)],
    ) -> Lowered<IntValue<'ctx>> {
        let unit = self.unit;
        let c = unit.context;
        let (i32_type, i64_type, p) = (c.i32_type(), c.i64_type(), unit.pointer());
        let any = unit.any_type();
        let count = u32::try_from(arguments.len()).unwrap_or(u32::MAX);
        let array = self.entry_alloca(any.array_type(count), &format!("{name}.args"))?;
        for (index, (tag, value)) in arguments.iter().enumerate() {
            // SAFETY: `index` < the array's `count` elements.
            let element = unsafe {
                version::in_bounds_gep(
                    &self.builder,
                    any,
                    array,
                    &[i64_type.const_int(index as u64, false)],
                    "arg",
                )?
            };
            let b = &self.builder;
            version::store(
                b,
                version::struct_gep(b, any, element, 0, "type_index")?,
                *tag,
            )?;
            let padding = version::struct_gep(b, any, element, 1, "padding")?;
            version::store(b, padding, i32_type.const_zero())?;
            version::store(b, version::struct_gep(b, any, element, 2, "value")?, *value)?;
        }
        let result = self.entry_alloca(any, &format!("{name}.result"))?;
        let b = &self.builder;
        version::store(b, result, any.const_zero())?;

        let slot = unit.handle_slot(name);
        let init = unit.handle_init_function(name)?;
        let init_once =
            unit.context_pointer(entry::TVMFFIHandleInitOnce.slot, Linkage::LinkOnceAny);
        let init_once =
            version::load(b, p, init_once.as_pointer_value(), "init_once")?.into_pointer_value();
        let found = version::indirect_call(
            b,
            i32_type.fn_type(&[p.into(), p.into()], false),
            init_once,
            &[
                slot.into(),
                init.as_global_value().as_pointer_value().into(),
            ],
            &format!("{name}.found"),
        )?;
        let found = returned_int(found)?;
        self.return_if_failed(found)?;

        let b = &self.builder;
        let handle = version::load(b, p, slot, &format!("{name}.handle"))?;
        let call = unit.context_pointer(entry::TVMFFIFunctionCall.slot, Linkage::LinkOnceAny);
        let call =
            version::load(b, p, call.as_pointer_value(), "function_call")?.into_pointer_value();
        let status = version::indirect_call(
            b,
            i32_type.fn_type(&[p.into(), p.into(), i32_type.into(), p.into()], false),
            call,
            &[
                handle.into(),
                array.into(),
                i32_type.const_int(u64::from(count), false).into(),
                result.into(),
            ],
            &format!("{name}.status"),
        )?;
        returned_int(status)
    }
}

/// The `i32` a call returned.
fn returned_int(call: inkwell::values::CallSiteValue<'_>) -> Lowered<IntValue<'_>> {
    call.try_as_basic_value()
        .basic()
        .map(|value| value.into_int_value())
        .ok_or_else(|| super::unit::Failure::Unsupported("a call returned no value".into()))
}
