//! Lowering verified kernel IR to LLVM functions.
//!
//! Per kernel, three functions (ABI in `docs/abi.md`):
//! * `<name>_c`: the body, with buffer data pointers, scalars and symbolic dims as plain C
//!   arguments and no checks;
//! * `__tvm_ffi_<name>` (legacy ABI: `<name>`): the packed entry, which checks every argument
//!   and calls `<name>_c` ([`abi`], tensors in [`tensor_args`], messages in [`errors`]); in the
//!   entries' module of a multi-level build it reads the arguments in stages, a compare and a
//!   branch per check for LLVM's fast instruction selector ([`fast_entry`]), and a failure
//!   calls the unit's one diagnosis ([`diagnose`]), which reads the kernel's [`description`]
//!   and raises the first failing check's message;
//! * one internal closure per outermost `parallel for` ([`parallel`]);
//!
//! and per program `__tvm_ffi_main` / the system-library constructor ([`library`]). The host
//! wrappers of device kernels reuse the packed entry ([`device_launch`]). Bodies are
//! lowered statement by statement ([`stmt`]) and expression by expression ([`expr`]).

mod abi;
mod cpu_detect;
mod description;
pub(crate) mod device;
mod device_launch;
mod diagnose;
mod errors;
mod expr;
mod fast_entry;
mod function;
mod level_choice;
mod level_clones;
mod levels;
mod library;
mod local;
mod packed_entry;
mod parallel;
mod remarks;
mod stmt;
mod tensor_args;
mod unit;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetMachine;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum, StructType};
use inkwell::values::{FunctionValue, GlobalValue, PointerValue};

use crate::codegen::llvm::{emit, loops, target_machine, version};
use crate::codegen::{Abi, CodegenError, CodegenOptions, HostCode};
use crate::ir::{self, DType, Kernel, Param, Program};
use crate::target::TargetSpec;
use crate::target::cpu_levels::CpuLevel;

pub use device_launch::{
    DEVICE_SCALAR_DTYPES, DeviceKernelArgument, compile_launch_wrappers, device_kernel_arguments,
    launch_tags,
};
use unit::{Failure, Lowered, Unit, unsupported};
pub(crate) use unit::{LevelPart, LevelPlan};

/// Compiles every kernel of `program` into one output for `target`: per kernel the packed
/// entry `__tvm_ffi_<name>` and the C entry `<name>_c`, plus a weak `__tvm_ffi_main` when the
/// program has exactly one kernel. The program is verified first.
pub fn compile(
    program: &Program,
    target: &TargetSpec,
    options: &CodegenOptions,
) -> Result<HostCode, CodegenError> {
    let program = ir::verify_program(program)?;
    let emit_main = program.kernels.len() == 1;
    let target = &level_target(target, options)?;
    let machine = target_machine::create_target_machine(target, options.opt_level, options.pic)?;
    compile_kernels(
        &program.kernels,
        emit_main,
        "modlink_host",
        &machine,
        target,
        options,
        LevelPlan::whole(options.cpu_levels.levels()),
    )
}

/// The target code is generated for: with exactly one CPU level, that level's CPU and
/// features replace the target's; with several, the baseline is the target machine's CPU (the
/// levels are function attributes); levels of another architecture are an error.
pub(crate) fn level_target(
    target: &TargetSpec,
    options: &CodegenOptions,
) -> Result<TargetSpec, CodegenError> {
    let levels = options.cpu_levels.levels();
    if let Some(foreign) = levels.iter().find(|level| level.arch() != target.arch()) {
        return Err(CodegenError::TargetMachine {
            triple: target.llvm_triple(),
            cpu: target.cpu().to_string(),
            features: target.llvm_features(),
            message: format!(
                "CPU level `{foreign}` belongs to {}, not {}",
                foreign.arch(),
                target.arch()
            ),
        });
    }
    let Some(lowest) = levels.first() else {
        return Ok(target.clone());
    };
    if target.cpu() != "generic" {
        return Err(CodegenError::TargetMachine {
            triple: target.llvm_triple(),
            cpu: target.cpu().to_string(),
            features: target.llvm_features(),
            message: format!(
                "a CPU (`{}`) and CPU levels (`{}`) exclude each other: the levels choose the CPUs",
                target.cpu(),
                options.cpu_levels
            ),
        });
    }
    Ok(target.clone().with_cpu(lowest.llvm_cpu()).with_features(
        [target.llvm_features().as_str(), lowest.llvm_features()]
            .into_iter()
            .filter(|f| !f.is_empty())
            .collect::<Vec<_>>()
            .join(","),
    ))
}

/// Compiles already verified kernels into one LLVM module and emits it.
pub(super) fn compile_kernels(
    kernels: &[Kernel],
    emit_main: bool,
    module_name: &str,
    machine: &TargetMachine,
    target: &TargetSpec,
    options: &CodegenOptions,
    plan: LevelPlan<'_>,
) -> Result<HostCode, CodegenError> {
    if let Some(device) = kernels.iter().find(|k| k.device) {
        return Err(CodegenError::Lowering {
            kernel: device.name.clone(),
            message: format!(
                "`{}` is a device kernel: host code generation leaves it to the NVPTX back end (`codegen::nvptx::compile`, `modlink build --emit ptx`)",
                device.name
            ),
        });
    }
    let _serialized = version::serialize_codegen();
    if options.abi == Abi::Legacy && options.system_lib_prefix.is_some() {
        return Err(CodegenError::Lowering {
            kernel: kernels.first().map(|k| k.name.clone()).unwrap_or_default(),
            message: "system-library mode is not supported with the legacy ABI".to_string(),
        });
    }
    // Declared before the context: it must outlive it.
    let diagnostics = version::Diagnostics::new();
    let context = Context::create();
    diagnostics.install(&context);
    let module = context.create_module(module_name);
    emit::configure_module(&module, machine, target);
    let mut unit = Unit::new(&context, module, target, options, plan);
    unit.loop_statements = remarks::loop_statements(kernels);
    let mut functions = Vec::new();
    let mut packed_entries = Vec::new();
    let mut level_bodies = Vec::new();
    for kernel in kernels {
        let lowered = unit
            .lower_kernel(kernel)
            .map_err(|failure| failure.into_error(&kernel.name, target))?;
        if let Some(packed) = lowered.packed_entry {
            functions.push(kernel.name.clone());
            packed_entries.push((kernel.name.clone(), packed));
        }
        level_bodies.extend(lowered.level_bodies);
    }
    // A kernel named `main` already is the default entry.
    let main_exists = kernels.iter().any(|k| k.name == "main");
    if let (true, false, true, [(name, packed)]) = (
        emit_main,
        main_exists,
        plan.has_entries(),
        packed_entries.as_slice(),
    ) {
        match options.abi {
            Abi::Current => {
                let main = unit
                    .emit_main(*packed)
                    .map_err(|failure| failure.into_error(name, target))?;
                packed_entries.push(("main".to_string(), main));
            }
            Abi::Legacy => unit.emit_legacy_main_name(name),
        }
        functions.push("main".to_string());
    }
    if let Some(prefix) = &options.system_lib_prefix {
        unit.emit_system_lib_registration(prefix, &packed_entries)
            .map_err(|failure| failure.into_error(module_name, target))?;
    }
    let simplified = match (plan.part, unit.shared_halves()) {
        (LevelPart::Entries, _) => {
            emit::optimize_entries(&unit.module, machine, options.opt_level)?;
            None
        }
        (_, Some(halves)) if !level_bodies.is_empty() => {
            Some(unit.optimise_from_baseline(&mut level_bodies, halves, machine)?)
        }
        _ => {
            emit::optimize(&unit.module, machine, options.opt_level)?;
            None
        }
    };
    // The levels are chosen on the optimised code, so the dispatch comes after the pipeline.
    if plan.dispatches() && plan.has_bodies() && !kernels.is_empty() {
        level_choice::choose_levels(&unit, &mut level_bodies, machine, simplified.as_ref())?;
        unit.emit_level_query(plan.levels)
            .map_err(|failure| failure.into_error(module_name, target))?;
    }
    let bytes = emit::emit_module(&unit.module, machine, options.emit)?;
    let (errors, warnings): (Vec<_>, Vec<_>) =
        diagnostics.take().into_iter().partition(|d| d.is_error);
    let warnings = if warnings.is_empty() {
        Vec::new()
    } else {
        let leftovers = loops::unhonoured_loop_hints(&unit.module);
        remarks::attribute(warnings.into_iter().map(|d| d.message), &leftovers)
    };
    if !errors.is_empty() {
        let messages: Vec<String> = errors.into_iter().map(|d| d.message).collect();
        return Err(CodegenError::Llvm {
            stage: "emit",
            triple: target.llvm_triple(),
            module: module_name.to_string(),
            message: messages.join("; "),
        });
    }
    Ok(HostCode {
        bytes,
        emit: options.emit,
        functions,
        diagnostics: warnings,
    })
}

impl<'ctx> Unit<'ctx> {
    fn new(
        context: &'ctx Context,
        module: Module<'ctx>,
        target: &'ctx TargetSpec,
        options: &'ctx CodegenOptions,
        plan: LevelPlan<'ctx>,
    ) -> Self {
        Unit {
            context,
            module,
            target,
            options,
            strings: RefCell::new(HashMap::new()),
            closure_count: Cell::new(0),
            plan,
            loop_statements: HashMap::new(),
            device: false,
        }
    }

    /// Lowers one kernel: what the plan's part holds of it. Without levels, the C entry (the
    /// body) and the packed entry; with levels, the baseline and top-level bodies (the levels
    /// between and the dispatch follow the pipeline: [`level_choice::choose_levels`]) and the
    /// packed entry calling `<name>_c`.
    fn lower_kernel(&self, kernel: &'ctx Kernel) -> Lowered<LoweredKernel<'ctx>> {
        if !self.plan.dispatches() {
            let (entry, _) = self.lower_c_entry(kernel, &format!("{}_c", kernel.name), None)?;
            return Ok(LoweredKernel {
                packed_entry: Some(self.emit_packed_entry(kernel, entry)?),
                level_bodies: None,
            });
        }
        let mut level_bodies = None;
        if self.plan.has_bodies() {
            // The baseline and the top level first; the levels between only where the two
            // differ (`level_choice::choose_levels`). Where the levels share one
            // simplification, the baseline alone: every level's body is a clone of its
            // simplified body (`level_clones`).
            let mut bodies = levels::KernelBodies::new(kernel, self.plan.levels);
            self.lower_level_body(&mut bodies, 0)?;
            if self.shared_halves().is_none() {
                self.lower_level_body(&mut bodies, self.plan.levels.len() - 1)?;
            }
            level_bodies = Some(bodies);
        }
        let packed_entry = if self.plan.has_entries() {
            Some(self.emit_packed_entry(kernel, self.declare_c_entry(kernel))?)
        } else {
            None
        };
        Ok(LoweredKernel {
            packed_entry,
            level_bodies,
        })
    }

    /// The exported `<name>_c`, declared: the dispatch (or an alias of the kernel's one body)
    /// defines it after the pipeline, in this module or in the kernels' bodies part.
    fn declare_c_entry(&self, kernel: &Kernel) -> FunctionValue<'ctx> {
        let name = format!("{}_c", kernel.name);
        if let Some(existing) = self.module.get_function(&name) {
            return existing;
        }
        let function =
            self.module
                .add_function(&name, self.c_entry_type(kernel), Some(Linkage::External));
        self.export(function);
        self.add_c_param_attributes(kernel, function);
        function
    }

    fn pointer(&self) -> inkwell::types::PointerType<'ctx> {
        version::opaque_pointer(self.context)
    }

    /// The type a value of `dtype` has in registers (`bool` is `i1`).
    fn register_type(&self, dtype: DType) -> BasicTypeEnum<'ctx> {
        let c = self.context;
        match dtype {
            DType::Bool => c.bool_type().into(),
            DType::I8 | DType::U8 => c.i8_type().into(),
            DType::I16 | DType::U16 => c.i16_type().into(),
            DType::I32 | DType::U32 => c.i32_type().into(),
            DType::I64 | DType::U64 => c.i64_type().into(),
            DType::F16 => c.f16_type().into(),
            DType::F32 => c.f32_type().into(),
            DType::F64 => c.f64_type().into(),
        }
    }

    /// The type an element of `dtype` has in a buffer (`bool` is one byte).
    fn memory_type(&self, dtype: DType) -> BasicTypeEnum<'ctx> {
        match dtype {
            DType::Bool => self.context.i8_type().into(),
            other => self.register_type(other),
        }
    }

    /// `DLTensor` (dlpack 1.x): data, device, ndim, dtype, shape, strides, byte_offset.
    fn dltensor_type(&self) -> StructType<'ctx> {
        let c = self.context;
        let device = c.struct_type(&[c.i32_type().into(), c.i32_type().into()], false);
        let dtype = c.struct_type(
            &[c.i8_type().into(), c.i8_type().into(), c.i16_type().into()],
            false,
        );
        c.struct_type(
            &[
                self.pointer().into(),
                device.into(),
                c.i32_type().into(),
                dtype.into(),
                self.pointer().into(),
                self.pointer().into(),
                c.i64_type().into(),
            ],
            false,
        )
    }

    /// `TVMParallelGroupEnv { void* sync_handle; int32_t num_task; }`.
    fn parallel_env_type(&self) -> StructType<'ctx> {
        self.context.struct_type(
            &[self.pointer().into(), self.context.i32_type().into()],
            false,
        )
    }

    /// A private NUL-terminated string constant, shared by every use of the same text.
    fn c_string(&self, text: &str) -> PointerValue<'ctx> {
        if let Some(existing) = self.strings.borrow().get(text) {
            return *existing;
        }
        let bytes = self.context.const_string(text.as_bytes(), true);
        let count = self.strings.borrow().len();
        let global = self
            .module
            .add_global(bytes.get_type(), None, &format!(".str.{count}"));
        global.set_linkage(Linkage::Private);
        global.set_constant(true);
        global.set_unnamed_addr(true);
        global.set_alignment(1);
        global.set_initializer(&bytes);
        let pointer = global.as_pointer_value();
        self.strings.borrow_mut().insert(text.to_string(), pointer);
        pointer
    }

    /// The function named `name`, declared with `linkage` on first use.
    fn declare_function(
        &self,
        name: &str,
        fn_type: inkwell::types::FunctionType<'ctx>,
        linkage: Linkage,
    ) -> FunctionValue<'ctx> {
        self.module
            .get_function(name)
            .unwrap_or_else(|| self.module.add_function(name, fn_type, Some(linkage)))
    }

    /// A weak, null-initialised, pointer-aligned `ptr` variable the loader may fill (TVM's
    /// context symbols, spec §1.5): `linkonce`, `dllexport` on Windows.
    fn context_pointer(&self, name: &str, linkage: Linkage) -> GlobalValue<'ctx> {
        if let Some(existing) = self.module.get_global(name) {
            return existing;
        }
        let global = self.module.add_global(self.pointer(), None, name);
        global.set_linkage(linkage);
        global.set_initializer(&self.pointer().const_null());
        global.set_alignment(self.target.pointer_width() / 8);
        if self.target.is_windows() {
            global.set_dll_storage_class(inkwell::DLLStorageClass::Export);
        }
        if self.target.object_format() == crate::target::ObjectFormat::Coff
            && linkage == Linkage::LinkOnceAny
        {
            // COFF merges a `linkonce` definition only through a COMDAT: without one, two
            // objects of the same library (a partitioned or multi-level build) both define it.
            let comdat = self.module.get_or_insert_comdat(name);
            comdat.set_selection_kind(inkwell::comdat::ComdatSelectionKind::Any);
            global.set_comdat(comdat);
        }
        global
    }

    /// Marks an exported function the way TVM does: default visibility, `dllexport` on Windows.
    fn export(&self, function: FunctionValue<'ctx>) {
        if self.target.is_windows() {
            function
                .as_global_value()
                .set_dll_storage_class(inkwell::DLLStorageClass::Export);
        }
    }

    /// Adds a parameter attribute such as `zeroext` / `signext` / `noundef`.
    fn add_param_attribute(&self, function: FunctionValue<'ctx>, index: u32, name: &str) {
        let kind = Attribute::get_named_enum_kind_id(name);
        let attribute = self.context.create_enum_attribute(kind, 0);
        function.add_attribute(AttributeLoc::Param(index), attribute);
    }

    /// Adds a function attribute such as `noinline` / `cold`.
    pub(super) fn add_function_attribute(&self, function: FunctionValue<'ctx>, name: &str) {
        let kind = Attribute::get_named_enum_kind_id(name);
        let attribute = self.context.create_enum_attribute(kind, 0);
        function.add_attribute(AttributeLoc::Function, attribute);
    }

    /// Keeps an error-path helper out of line: inlined at each of a kernel's dozens of checks it
    /// would multiply the code LLVM optimises (and the compile time) for paths that run only
    /// when a call is already failing.
    pub(super) fn mark_error_path(&self, function: FunctionValue<'ctx>) {
        self.add_function_attribute(function, "noinline");
        self.add_function_attribute(function, "cold");
    }

    /// Leaves the diagnosis of bad arguments (`diagnose.rs`) out of line, cold and unoptimised:
    /// it runs only when a call already fails, to find and raise the message.
    pub(super) fn mark_diagnosis(&self, function: FunctionValue<'ctx>) {
        self.mark_error_path(function);
        self.add_function_attribute(function, "optnone");
    }

    /// Leaves a function that runs once per process (CPU detection and level choice) out of
    /// line and unoptimised: its speed does not matter, while optimising it cost a one-kernel
    /// build ~4 ms on its longest thread (LLVM's loop and inline-asm paths, cold in a fresh
    /// process).
    pub(super) fn mark_run_once(&self, function: FunctionValue<'ctx>) {
        self.add_function_attribute(function, "noinline");
        self.add_function_attribute(function, "optnone");
    }

    /// The argument types of `<name>_c` and of a device kernel's `.entry` alike: buffer data
    /// pointers and scalars in parameter order, then one `i64` per symbolic dim.
    pub(super) fn c_argument_types(&self, kernel: &Kernel) -> Vec<BasicMetadataTypeEnum<'ctx>> {
        let mut arg_types: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        for param in &kernel.params {
            arg_types.push(match param {
                Param::Buffer { .. } => self.pointer().into(),
                Param::Scalar { dtype, .. } => self.register_type(*dtype).into(),
            });
        }
        arg_types.extend(
            symbolic_dims(kernel)
                .iter()
                .map(|_| BasicMetadataTypeEnum::from(self.context.i64_type())),
        );
        arg_types
    }

    /// The type of `<name>_c`: [`Unit::c_argument_types`]; `i32` status.
    fn c_entry_type(&self, kernel: &Kernel) -> inkwell::types::FunctionType<'ctx> {
        self.context
            .i32_type()
            .fn_type(&self.c_argument_types(kernel), false)
    }

    /// Declares the body `name` (`<name>_c`, or `<name>_c.<level>` compiled for `level`) and
    /// lowers the kernel into it; returns it and the names of its parallel closures.
    fn lower_c_entry(
        &self,
        kernel: &Kernel,
        name: &str,
        level: Option<CpuLevel>,
    ) -> Lowered<(FunctionValue<'ctx>, Vec<String>)> {
        let dims = symbolic_dims(kernel);
        let fn_type = self.c_entry_type(kernel);
        let existing = self.module.get_function(name);
        if existing.is_some_and(|f| f.count_basic_blocks() > 0) {
            return unsupported(format!("function `{name}` is defined twice"));
        }
        let function = existing.unwrap_or_else(|| {
            self.module
                .add_function(name, fn_type, Some(Linkage::External))
        });
        self.export(function);
        // The packed entry calls the body rather than inlining it: the loop nest is then
        // optimised and vectorised once per kernel instead of twice, for one direct call.
        self.add_function_attribute(function, "noinline");
        self.add_c_param_attributes(kernel, function);
        let closures_before = self.closure_count.get();
        stmt::lower_body(self, kernel, function, &dims)?;
        self.apply_level(function, level);
        let mut closures = Vec::new();
        for serial_number in closures_before..self.closure_count.get() {
            let closure = closure_name(&kernel.name, serial_number);
            if let Some(function) = self.module.get_function(&closure) {
                self.apply_level(function, level);
                closures.push(closure);
            }
        }
        Ok((function, closures))
    }

    /// `zeroext` / `signext` on the narrow scalar parameters of a `<name>_c` signature.
    fn add_c_param_attributes(&self, kernel: &Kernel, function: FunctionValue<'ctx>) {
        for (index, param) in kernel.params.iter().enumerate() {
            let index = u32::try_from(index).unwrap_or(u32::MAX);
            if let Param::Scalar { dtype, .. } = param {
                // C passes narrow integers and bool extended to a register (clang marks them).
                match dtype {
                    DType::Bool | DType::U8 | DType::U16 => {
                        self.add_param_attribute(function, index, "zeroext")
                    }
                    DType::I8 | DType::I16 => self.add_param_attribute(function, index, "signext"),
                    _ => {}
                }
            }
        }
    }
}

/// The name of the parallel closure numbered `serial_number` (numbered per unit) of `kernel`.
pub(super) fn closure_name(kernel: &str, serial_number: usize) -> String {
    format!("__modlink_{kernel}_parallel{serial_number}")
}

impl Unit<'_> {
    /// A name for a new parallel closure of `kernel`, numbered after the unit's last.
    pub(super) fn next_closure_name(&self, kernel: &str) -> String {
        let serial_number = self.closure_count.get();
        self.closure_count.set(serial_number + 1);
        closure_name(kernel, serial_number)
    }
}

/// What [`Unit::lower_kernel`] made of one kernel.
struct LoweredKernel<'ctx> {
    /// The packed entry, when the module holds the entries.
    packed_entry: Option<FunctionValue<'ctx>>,
    /// Every level's body, when the module holds the bodies of a multi-level build.
    level_bodies: Option<levels::KernelBodies<'ctx>>,
}

/// The symbolic dims of a kernel in order of first appearance in its parameter shapes.
fn symbolic_dims(kernel: &Kernel) -> Vec<String> {
    crate::ir::symbolic_dims(&kernel.params)
}
