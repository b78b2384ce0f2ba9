//! Every difference between LLVM majors lives here: the pointer model (typed pointers in
//! LLVM 14, opaque `ptr` from 15), the target-machine constructor (options API from 18), and
//! loop metadata and diagnostics built through LLVM-C (whose signatures have not changed since
//! LLVM 9). The pass pipeline goes through `LLVMRunPasses` on every supported major.
//!
//! Pointers: the lowering code treats every pointer as one generic type and says what it
//! loads, stores, indexes or calls at each use, which is the opaque-pointer model. For LLVM 14
//! the generic pointer is `i8*` (as in TVM before LLVM 15, so the packed signature stays
//! `i32 (i8*, i8*, i32, i8*)`), and the helpers below bitcast to the typed pointer an
//! instruction needs and back; the optimiser folds the casts away.

use inkwell::AddressSpace;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::{Context, ContextRef};
use inkwell::llvm_sys;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::TargetMachine;
use inkwell::types::{BasicType, FunctionType, PointerType, StructType};
use inkwell::values::{
    AsValueRef, BasicMetadataValueEnum, BasicValue, BasicValueEnum, CallSiteValue, FunctionValue,
    InstructionValue, IntValue, PointerValue,
};

use crate::codegen::OptLevel;
use crate::codegen::llvm::loops::{LOOP_ORIGIN, LoopOrigin};

/// The generic pointer type in address space 0 (`ptr`; `i8*` before LLVM 15).
pub(crate) fn opaque_pointer(context: &Context) -> PointerType<'_> {
    #[cfg(feature = "llvm14")]
    {
        #[allow(deprecated)]
        context.i8_type().ptr_type(AddressSpace::default())
    }
    #[cfg(not(feature = "llvm14"))]
    {
        context.ptr_type(AddressSpace::default())
    }
}

/// [`opaque_pointer`] for a borrowed context (what a module hands out).
pub(crate) fn opaque_pointer_in<'ctx>(context: &ContextRef<'ctx>) -> PointerType<'ctx> {
    #[cfg(feature = "llvm14")]
    {
        #[allow(deprecated)]
        context.i8_type().ptr_type(AddressSpace::default())
    }
    #[cfg(not(feature = "llvm14"))]
    {
        context.ptr_type(AddressSpace::default())
    }
}

/// The type of a pointer to a function of `fn_type` (what `llvm.global_ctors` entries hold):
/// `ptr` from LLVM 15, the typed function pointer before.
pub(crate) fn function_pointer_type(fn_type: FunctionType<'_>) -> PointerType<'_> {
    #[cfg(feature = "llvm14")]
    {
        #[allow(deprecated)]
        fn_type.ptr_type(AddressSpace::default())
    }
    #[cfg(not(feature = "llvm14"))]
    {
        fn_type.get_context().ptr_type(AddressSpace::default())
    }
}

/// A constant pointer (global, function) as the generic pointer, e.g. to initialise a `ptr`
/// global with it. Identity from LLVM 15.
pub(crate) fn generic_constant(pointer: PointerValue<'_>) -> PointerValue<'_> {
    #[cfg(feature = "llvm14")]
    {
        pointer.const_cast(generic_pointer_like(pointer))
    }
    #[cfg(not(feature = "llvm14"))]
    {
        pointer
    }
}

/// `i8*` in `pointer`'s context and address space 0.
#[cfg(feature = "llvm14")]
fn generic_pointer_like(pointer: PointerValue<'_>) -> PointerType<'_> {
    #[allow(deprecated)]
    pointer
        .get_type()
        .get_context()
        .i8_type()
        .ptr_type(AddressSpace::default())
}

/// `pointer` bitcast to a pointer to `pointee` (a no-op when it already is one).
#[cfg(feature = "llvm14")]
fn typed<'ctx, T: BasicType<'ctx>>(
    builder: &Builder<'ctx>,
    pointer: PointerValue<'ctx>,
    pointee: T,
) -> Result<PointerValue<'ctx>, BuilderError> {
    #[allow(deprecated)]
    let wanted = pointee.ptr_type(AddressSpace::default());
    if pointer.get_type() == wanted {
        return Ok(pointer);
    }
    builder.build_pointer_cast(pointer, wanted, "")
}

/// `pointer` bitcast to the generic `i8*` (a no-op when it already is one).
#[cfg(feature = "llvm14")]
fn generic<'ctx>(
    builder: &Builder<'ctx>,
    pointer: PointerValue<'ctx>,
) -> Result<PointerValue<'ctx>, BuilderError> {
    let wanted = generic_pointer_like(pointer);
    if pointer.get_type() == wanted {
        return Ok(pointer);
    }
    builder.build_pointer_cast(pointer, wanted, "")
}

/// Loads a `pointee` from `pointer`.
pub(crate) fn load<'ctx, T: BasicType<'ctx>>(
    builder: &Builder<'ctx>,
    pointee: T,
    pointer: PointerValue<'ctx>,
    name: &str,
) -> Result<BasicValueEnum<'ctx>, BuilderError> {
    #[cfg(feature = "llvm14")]
    {
        builder.build_load(typed(builder, pointer, pointee)?, name)
    }
    #[cfg(not(feature = "llvm14"))]
    {
        builder.build_load(pointee, pointer, name)
    }
}

/// Stores `value` at `pointer` (a pointer value is stored as the generic pointer).
pub(crate) fn store<'ctx, V: BasicValue<'ctx>>(
    builder: &Builder<'ctx>,
    pointer: PointerValue<'ctx>,
    value: V,
) -> Result<InstructionValue<'ctx>, BuilderError> {
    #[cfg(feature = "llvm14")]
    {
        let value = match value.as_basic_value_enum() {
            BasicValueEnum::PointerValue(stored) => BasicValueEnum::from(generic(builder, stored)?),
            other => other,
        };
        builder.build_store(typed(builder, pointer, value.get_type())?, value)
    }
    #[cfg(not(feature = "llvm14"))]
    {
        builder.build_store(pointer, value)
    }
}

/// `getelementptr element, pointer, indices`, as a generic pointer.
///
/// # Safety
/// As [`Builder::build_gep`]: the caller vouches that the address computation is meaningful.
pub(crate) unsafe fn gep<'ctx, T: BasicType<'ctx>>(
    builder: &Builder<'ctx>,
    element: T,
    pointer: PointerValue<'ctx>,
    indices: &[IntValue<'ctx>],
    name: &str,
) -> Result<PointerValue<'ctx>, BuilderError> {
    #[cfg(feature = "llvm14")]
    {
        let base = typed(builder, pointer, element)?;
        // SAFETY: the caller's contract, passed on unchanged.
        let address = unsafe { builder.build_gep(base, indices, name)? };
        generic(builder, address)
    }
    #[cfg(not(feature = "llvm14"))]
    {
        // SAFETY: the caller's contract, passed on unchanged.
        unsafe { builder.build_gep(element, pointer, indices, name) }
    }
}

/// `getelementptr inbounds element, pointer, indices`, as a generic pointer.
///
/// # Safety
/// As [`Builder::build_in_bounds_gep`]: the address must stay inside the object `pointer`
/// points into.
pub(crate) unsafe fn in_bounds_gep<'ctx, T: BasicType<'ctx>>(
    builder: &Builder<'ctx>,
    element: T,
    pointer: PointerValue<'ctx>,
    indices: &[IntValue<'ctx>],
    name: &str,
) -> Result<PointerValue<'ctx>, BuilderError> {
    #[cfg(feature = "llvm14")]
    {
        let base = typed(builder, pointer, element)?;
        // SAFETY: the caller's contract, passed on unchanged.
        let address = unsafe { builder.build_in_bounds_gep(base, indices, name)? };
        generic(builder, address)
    }
    #[cfg(not(feature = "llvm14"))]
    {
        // SAFETY: the caller's contract, passed on unchanged.
        unsafe { builder.build_in_bounds_gep(element, pointer, indices, name) }
    }
}

/// The address of field `index` of the `struct_type` at `pointer`, as a generic pointer.
pub(crate) fn struct_gep<'ctx>(
    builder: &Builder<'ctx>,
    struct_type: StructType<'ctx>,
    pointer: PointerValue<'ctx>,
    index: u32,
    name: &str,
) -> Result<PointerValue<'ctx>, BuilderError> {
    #[cfg(feature = "llvm14")]
    {
        let base = typed(builder, pointer, struct_type)?;
        let field = builder.build_struct_gep(base, index, name)?;
        generic(builder, field)
    }
    #[cfg(not(feature = "llvm14"))]
    {
        builder.build_struct_gep(struct_type, pointer, index, name)
    }
}

/// `args` with every pointer bitcast to the parameter type `fn_type` declares for it.
#[cfg(feature = "llvm14")]
fn coerce_arguments<'ctx>(
    builder: &Builder<'ctx>,
    fn_type: FunctionType<'ctx>,
    args: &[BasicMetadataValueEnum<'ctx>],
) -> Result<Vec<BasicMetadataValueEnum<'ctx>>, BuilderError> {
    use inkwell::types::BasicMetadataTypeEnum;
    let params = fn_type.get_param_types();
    let mut coerced = Vec::with_capacity(args.len());
    for (index, arg) in args.iter().enumerate() {
        coerced.push(match (arg, params.get(index)) {
            (
                BasicMetadataValueEnum::PointerValue(pointer),
                Some(BasicMetadataTypeEnum::PointerType(wanted)),
            ) if pointer.get_type() != *wanted => {
                builder.build_pointer_cast(*pointer, *wanted, "")?.into()
            }
            _ => *arg,
        });
    }
    Ok(coerced)
}

/// Calls `function` directly (pointer arguments are cast to its parameter types).
pub(crate) fn call<'ctx>(
    builder: &Builder<'ctx>,
    function: FunctionValue<'ctx>,
    args: &[BasicMetadataValueEnum<'ctx>],
    name: &str,
) -> Result<CallSiteValue<'ctx>, BuilderError> {
    #[cfg(feature = "llvm14")]
    {
        let args = coerce_arguments(builder, function.get_type(), args)?;
        builder.build_call(function, &args, name)
    }
    #[cfg(not(feature = "llvm14"))]
    {
        builder.build_call(function, args, name)
    }
}

/// Calls the function of type `fn_type` at `callee` (a loaded function pointer or a
/// function's address).
pub(crate) fn indirect_call<'ctx>(
    builder: &Builder<'ctx>,
    fn_type: FunctionType<'ctx>,
    callee: PointerValue<'ctx>,
    args: &[BasicMetadataValueEnum<'ctx>],
    name: &str,
) -> Result<CallSiteValue<'ctx>, BuilderError> {
    #[cfg(feature = "llvm14")]
    {
        use inkwell::values::CallableValue;
        #[allow(deprecated)]
        let wanted = fn_type.ptr_type(AddressSpace::default());
        let callee = if callee.get_type() == wanted {
            callee
        } else {
            builder.build_pointer_cast(callee, wanted, "")?
        };
        let args = coerce_arguments(builder, fn_type, args)?;
        let callable =
            CallableValue::try_from(callee).map_err(|()| BuilderError::PointeeTypeMismatch)?;
        builder.build_call(callable, &args, name)
    }
    #[cfg(not(feature = "llvm14"))]
    {
        builder.build_indirect_call(fn_type, callee, args, name)
    }
}

/// Adds `name`, an external alias of `function`: a second symbol for the same code (no code of
/// its own). `None` when the name holds a NUL byte.
pub(crate) fn add_function_alias<'ctx>(
    module: &Module<'ctx>,
    function: FunctionValue<'ctx>,
    name: &str,
) -> Option<inkwell::values::GlobalValue<'ctx>> {
    let name = std::ffi::CString::new(name).ok()?;
    // SAFETY: the module and the function are alive and the function belongs to the module;
    // the value type is the function's own type and the name is a NUL-terminated string.
    let alias = unsafe {
        llvm_sys::core::LLVMAddAlias2(
            module.as_mut_ptr(),
            inkwell::types::AsTypeRef::as_type_ref(&function.get_type()),
            0,
            function.as_value_ref(),
            name.as_ptr(),
        )
    };
    // SAFETY: `LLVMAddAlias2` returned a new global alias of this module.
    Some(unsafe { inkwell::values::GlobalValue::new(alias) })
}

/// Links `other` into `module`, keeping the context's diagnostic handler. inkwell's
/// `link_in_module` replaces it with its own, which stores a link error through a pointer into
/// its stack frame and drops warnings: every later diagnostic of the context (the pipeline's
/// warnings, code generation's errors) would go there instead of to `Diagnostics`.
pub(crate) fn link_in_module<'ctx>(
    module: &Module<'ctx>,
    other: Module<'ctx>,
) -> Result<(), String> {
    use llvm_sys::core::{
        LLVMContextGetDiagnosticContext, LLVMContextGetDiagnosticHandler,
        LLVMContextSetDiagnosticHandler,
    };
    let context = module.get_context();
    // SAFETY: the context is alive with the module; reading its handler and the handler's
    // context pointer has no other effect.
    let (handler, sink) = unsafe {
        (
            LLVMContextGetDiagnosticHandler(context.raw()),
            LLVMContextGetDiagnosticContext(context.raw()),
        )
    };
    let linked = module
        .link_in_module(other)
        .map_err(|message| message.to_string());
    // SAFETY: puts back the handler and pointer the context had, which their installer keeps
    // valid for the context's life (`Diagnostics::install`).
    unsafe { LLVMContextSetDiagnosticHandler(context.raw(), handler, sink) };
    linked
}

/// A copy of `module` in its context (inkwell's `Clone` verifies the module first and panics
/// on an invalid one; callers clone modules they have verified).
pub(crate) fn clone_module<'ctx>(module: &Module<'ctx>) -> Module<'ctx> {
    // SAFETY: the module is alive; `LLVMCloneModule` returns a new module in the same context,
    // which the returned `Module` owns and disposes of.
    unsafe { Module::new(llvm_sys::core::LLVMCloneModule(module.as_mut_ptr())) }
}

/// Runs `default<On>` with loop and SLP vectorisation and unrolling enabled.
pub(crate) fn run_default_pipeline(
    module: &Module<'_>,
    machine: &TargetMachine,
    opt_level: OptLevel,
) -> Result<(), String> {
    let pipeline = match opt_level {
        OptLevel::O0 => "default<O0>",
        OptLevel::O1 => "default<O1>",
        OptLevel::O2 => "default<O2>",
        OptLevel::O3 => "default<O3>",
    };
    module
        .run_passes(
            pipeline,
            machine,
            default_pipeline_options(opt_level != OptLevel::O0),
        )
        .map_err(|e| e.to_string())
}

/// The options `default<On>` runs with: loop and SLP vectorisation and unrolling on when
/// `optimizing`.
pub(crate) fn default_pipeline_options(optimizing: bool) -> PassBuilderOptions {
    let options = PassBuilderOptions::create();
    options.set_loop_vectorization(optimizing);
    options.set_loop_slp_vectorization(optimizing);
    options.set_loop_unrolling(optimizing);
    options
}

/// The pipeline for a module of packed entries alone (a multi-level build's entries part):
/// straight-line argument checks, with no loops to vectorise or unroll. It does what
/// `default<O2>` does to them at a fraction of its cost: constants and unused arguments out of
/// the shared error helpers (which then take the fast calling convention), each field read
/// once. No `simplifycfg`: it would merge the entries' branch per check back into chains of
/// `and`, which the fast instruction selector compiles to a `set` and an `and` per check
/// (`docs/cpu-levels.md`, "What it costs").
const ENTRIES_PIPELINE: &str = "ipsccp,globalopt,deadargelim,function(sroa,early-cse,instcombine)";

/// Runs [`ENTRIES_PIPELINE`] (`default<O0>` at `-O0`).
pub(crate) fn run_entries_pipeline(
    module: &Module<'_>,
    machine: &TargetMachine,
    opt_level: OptLevel,
) -> Result<(), String> {
    if opt_level == OptLevel::O0 {
        return run_default_pipeline(module, machine, opt_level);
    }
    module
        .run_passes(ENTRIES_PIPELINE, machine, PassBuilderOptions::create())
        .map_err(|e| e.to_string())
}

/// A loop hint: a named metadata option with an optional `i32` value (`None` = `i1 true`).
pub(crate) struct LoopHint<'a> {
    /// e.g. `llvm.loop.vectorize.width`.
    pub name: &'a str,
    /// The hint's value, or `None` for a flag.
    pub value: Option<u32>,
}

/// Attaches a self-referential `!llvm.loop` node carrying `hints` (and `origin`) to the loop's
/// latch branch. inkwell cannot build self-referential metadata, so this goes through LLVM-C.
pub(crate) fn attach_loop_hints(
    context: &Context,
    latch_branch: InstructionValue<'_>,
    hints: &[LoopHint<'_>],
    origin: Option<LoopOrigin<'_>>,
) {
    use llvm_sys::core::{
        LLVMConstInt, LLVMGetMDKindIDInContext, LLVMInt1TypeInContext, LLVMInt32TypeInContext,
        LLVMMDNodeInContext2, LLVMMDStringInContext2, LLVMMetadataAsValue, LLVMSetMetadata,
        LLVMValueAsMetadata,
    };
    use llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
    if hints.is_empty() {
        return;
    }
    let raw_context = context.raw();
    // SAFETY: every call receives the live context that owns the branch instruction, pointers
    // to local arrays with their exact lengths, and metadata created in that same context; the
    // temporary node is consumed (and freed) by LLVMMetadataReplaceAllUsesWith exactly once.
    unsafe {
        let temporary = LLVMTemporaryMDNode(raw_context, std::ptr::null_mut(), 0);
        let mut operands = vec![temporary];
        for hint in hints {
            let name =
                LLVMMDStringInContext2(raw_context, hint.name.as_ptr().cast(), hint.name.len());
            let value = match hint.value {
                Some(n) => LLVMConstInt(LLVMInt32TypeInContext(raw_context), u64::from(n), 0),
                None => LLVMConstInt(LLVMInt1TypeInContext(raw_context), 1, 0),
            };
            let mut pair = [name, LLVMValueAsMetadata(value)];
            operands.push(LLVMMDNodeInContext2(
                raw_context,
                pair.as_mut_ptr(),
                pair.len(),
            ));
        }
        if let Some(origin) = origin {
            let mut triple = [
                LLVMMDStringInContext2(raw_context, LOOP_ORIGIN.as_ptr().cast(), LOOP_ORIGIN.len()),
                LLVMMDStringInContext2(
                    raw_context,
                    origin.kernel.as_ptr().cast(),
                    origin.kernel.len(),
                ),
                LLVMValueAsMetadata(LLVMConstInt(
                    LLVMInt32TypeInContext(raw_context),
                    u64::from(origin.statement),
                    0,
                )),
            ];
            operands.push(LLVMMDNodeInContext2(
                raw_context,
                triple.as_mut_ptr(),
                triple.len(),
            ));
        }
        let loop_id = LLVMMDNodeInContext2(raw_context, operands.as_mut_ptr(), operands.len());
        LLVMMetadataReplaceAllUsesWith(temporary, loop_id);
        let kind_name = "llvm.loop";
        let kind = LLVMGetMDKindIDInContext(
            raw_context,
            kind_name.as_ptr().cast(),
            u32::try_from(kind_name.len()).unwrap_or(u32::MAX),
        );
        LLVMSetMetadata(
            latch_branch.as_value_ref(),
            kind,
            LLVMMetadataAsValue(raw_context, loop_id),
        );
    }
}

/// LLVM's diagnostics for one context, collected instead of printed to stderr.
pub(crate) struct Diagnostics {
    entries: std::cell::RefCell<Vec<Diagnostic>>,
}

/// One diagnostic: LLVM's message and whether it was an error.
pub(crate) struct Diagnostic {
    pub(crate) is_error: bool,
    pub(crate) message: String,
}

impl Diagnostics {
    /// A boxed sink, so its address stays fixed while LLVM holds it.
    pub(crate) fn new() -> Box<Diagnostics> {
        Box::new(Diagnostics {
            entries: std::cell::RefCell::new(Vec::new()),
        })
    }

    /// Routes `context`'s diagnostics here. The sink must outlive every use of the context
    /// (declare it before the context so it is dropped after).
    pub(crate) fn install(&self, context: &Context) {
        use llvm_sys::core::LLVMContextSetDiagnosticHandler;
        let sink: *const Diagnostics = self;
        // SAFETY: the handler only runs during LLVM calls on this context, on this thread,
        // while `self` (boxed, declared before the context) is alive.
        unsafe {
            LLVMContextSetDiagnosticHandler(
                context.raw(),
                Some(collect_diagnostic),
                sink.cast_mut().cast(),
            );
        }
    }

    /// The diagnostics collected so far.
    pub(crate) fn take(&self) -> Vec<Diagnostic> {
        self.entries.take()
    }
}

extern "C" fn collect_diagnostic(
    info: llvm_sys::prelude::LLVMDiagnosticInfoRef,
    sink: *mut std::ffi::c_void,
) {
    use llvm_sys::LLVMDiagnosticSeverity;
    use llvm_sys::core::{LLVMDisposeMessage, LLVMGetDiagInfoDescription, LLVMGetDiagInfoSeverity};
    if sink.is_null() || info.is_null() {
        return;
    }
    // SAFETY: `sink` is the `Diagnostics` registered by `install`, alive while LLVM runs on the
    // context; `info` is valid for the duration of this call and the description is an
    // LLVM-allocated C string freed exactly once here.
    unsafe {
        let sink = &*(sink as *const Diagnostics);
        let (is_error, keep) = match LLVMGetDiagInfoSeverity(info) {
            LLVMDiagnosticSeverity::LLVMDSError => (true, true),
            LLVMDiagnosticSeverity::LLVMDSWarning => (false, true),
            // Remarks and notes (missed-optimisation analyses, instruction counts) are noise.
            _ => (false, false),
        };
        if !keep {
            return;
        }
        let description = LLVMGetDiagInfoDescription(info);
        let message = if description.is_null() {
            String::new()
        } else {
            let text = std::ffi::CStr::from_ptr(description)
                .to_string_lossy()
                .into_owned();
            LLVMDisposeMessage(description);
            text
        };
        if let Ok(mut entries) = sink.entries.try_borrow_mut() {
            entries.push(Diagnostic { is_error, message });
        }
    }
}

/// A target machine for `triple`. LLVM 18+ takes the ABI name through the target-machine
/// options; before that the ABI comes from the module's `target-abi` flag alone (set by
/// `emit::configure_module`), which is what the RISC-V backend reads.
#[cfg(any(feature = "llvm19", feature = "llvm22"))]
pub(crate) fn create_target_machine(
    target: &inkwell::targets::Target,
    triple: &inkwell::targets::TargetTriple,
    cpu: &str,
    features: &str,
    level: inkwell::OptimizationLevel,
    reloc: inkwell::targets::RelocMode,
    abi: Option<&str>,
) -> Option<inkwell::targets::TargetMachine> {
    let mut options = inkwell::targets::TargetMachineOptions::new()
        .set_cpu(cpu)
        .set_features(features)
        .set_level(level)
        .set_reloc_mode(reloc)
        .set_code_model(inkwell::targets::CodeModel::Default);
    if let Some(abi) = abi {
        options = options.set_abi(abi);
    }
    target.create_target_machine_from_options(triple, options)
}

/// A target machine for `triple` (LLVM before 18: no options API; see above).
#[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
pub(crate) fn create_target_machine(
    target: &inkwell::targets::Target,
    triple: &inkwell::targets::TargetTriple,
    cpu: &str,
    features: &str,
    level: inkwell::OptimizationLevel,
    reloc: inkwell::targets::RelocMode,
    _abi: Option<&str>,
) -> Option<inkwell::targets::TargetMachine> {
    let cpu = generic_cpu_name(triple, cpu);
    target.create_target_machine(
        triple,
        cpu,
        features,
        level,
        reloc,
        inkwell::targets::CodeModel::Default,
    )
}

/// LLVM 14's RISC-V backend knows no `generic` CPU (added in 15) and aborts the process on it;
/// its generic CPUs are `generic-rv32` / `generic-rv64`.
#[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
fn generic_cpu_name<'a>(triple: &inkwell::targets::TargetTriple, cpu: &'a str) -> &'a str {
    if !cfg!(feature = "llvm14") || cpu != "generic" {
        return cpu;
    }
    let triple = triple.as_str().to_string_lossy();
    if triple.starts_with("riscv64") {
        "generic-rv64"
    } else if triple.starts_with("riscv32") {
        "generic-rv32"
    } else {
        cpu
    }
}

/// Corrects what an emitted object's header says where an LLVM major gets it wrong. LLVM 14's
/// RISC-V ELF writer takes the float ABI for `e_flags` from the target-machine options alone
/// (which LLVM-C cannot set before 18), while code generation follows the module's
/// `target-abi` flag: an lp64d object holds lp64d code but says "soft-float", and linkers
/// refuse to mix it with the Debian toolchain's lp64d objects. Later majors read the flag for
/// both. A no-op everywhere else.
pub(crate) fn fix_object_header(module: &Module<'_>, bytes: &mut [u8]) {
    #[cfg(feature = "llvm14")]
    {
        let abi = module
            .get_flag("target-abi")
            .and_then(|flag| flag.get_string_value().map(<[u8]>::to_vec));
        if let Some(abi) = abi {
            crate::object_file::write::elf_flags::set_riscv_float_abi(&abi, bytes);
        }
    }
    #[cfg(not(feature = "llvm14"))]
    {
        let _ = (module, bytes);
    }
}

/// Holds code generation to one module at a time in the process where an LLVM major needs it.
/// LLVM 16 compiled the same module to different code (a switch lowered with or without a jump
/// table) when another thread was compiling at the same time, which breaks byte-identical
/// output; there, modules are compiled one after another. A no-op on every other major.
pub(crate) fn serialize_codegen() -> Option<std::sync::MutexGuard<'static, ()>> {
    #[cfg(feature = "llvm16")]
    {
        static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
        Some(
            ONE_AT_A_TIME
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }
    #[cfg(not(feature = "llvm16"))]
    {
        None
    }
}

/// LLVM's `CallingConv::PTX_Kernel`. From LLVM 20 on a function is a PTX `.entry` only
/// through this calling convention (`NVVMProperties.h` `isKernelFunction`); the
/// `nvvm.annotations` kernel entry counts only after AutoUpgrade, which never runs on a module
/// built in memory. LLVM 19 honours both.
pub(crate) const PTX_KERNEL_CALL_CONV: u32 = 71;

/// Makes `function` a PTX kernel on every LLVM: calling convention 71, plus the
/// `!nvvm.annotations` `kernel` entry that LLVM 19 also reads (ignored, and harmless, later).
pub(crate) fn mark_ptx_kernel<'ctx>(module: &Module<'ctx>, function: FunctionValue<'ctx>) {
    function.set_call_conventions(PTX_KERNEL_CALL_CONV);
    let context = module.get_context();
    let annotation = context.metadata_node(&[
        BasicMetadataValueEnum::from(function.as_global_value().as_pointer_value()),
        context.metadata_string("kernel").into(),
        context.i32_type().const_int(1, false).into(),
    ]);
    // Only fails for a key naming no metadata, which a literal cannot.
    let _ = module.add_global_metadata("nvvm.annotations", &annotation);
}

/// The special-register intrinsic that reads `axis` (`i32`, no arguments): `%tid.x` for
/// `threadIdx.x`, `%ctaid.x` for `blockIdx.x`.
pub(crate) fn special_register(axis: crate::ir::ThreadAxis) -> &'static str {
    use crate::ir::ThreadAxis;
    match axis {
        ThreadAxis::BlockX => "llvm.nvvm.read.ptx.sreg.ctaid.x",
        ThreadAxis::BlockY => "llvm.nvvm.read.ptx.sreg.ctaid.y",
        ThreadAxis::BlockZ => "llvm.nvvm.read.ptx.sreg.ctaid.z",
        ThreadAxis::ThreadX => "llvm.nvvm.read.ptx.sreg.tid.x",
        ThreadAxis::ThreadY => "llvm.nvvm.read.ptx.sreg.tid.y",
        ThreadAxis::ThreadZ => "llvm.nvvm.read.ptx.sreg.tid.z",
    }
}

/// The block-wide barrier (`bar.sync 0`, CUDA's `__syncthreads()`): its intrinsic and
/// whether it takes the barrier number as an `i32` argument. LLVM 21 replaced
/// `llvm.nvvm.barrier0` by `llvm.nvvm.barrier.cta.sync.aligned.all(i32)` (what TVM emits).
pub(crate) fn block_barrier() -> (&'static str, bool) {
    #[cfg(feature = "llvm22")]
    {
        ("llvm.nvvm.barrier.cta.sync.aligned.all", true)
    }
    #[cfg(not(feature = "llvm22"))]
    {
        ("llvm.nvvm.barrier0", false)
    }
}

/// The warp shuffle intrinsic `(i32 membermask, T value, i32 lane, i32 clamp) -> T` for a
/// butterfly (`xor`) or downward shuffle of an `f32` or `i32`.
pub(crate) fn warp_shuffle(xor: bool, float: bool) -> &'static str {
    match (xor, float) {
        (true, true) => "llvm.nvvm.shfl.sync.bfly.f32",
        (true, false) => "llvm.nvvm.shfl.sync.bfly.i32",
        (false, true) => "llvm.nvvm.shfl.sync.down.f32",
        (false, false) => "llvm.nvvm.shfl.sync.down.i32",
    }
}

/// Why this build cannot generate device code, if it cannot: device kernels are lowered with
/// opaque pointers into address spaces (shared memory), which modlink's LLVM 14 to 16 builds
/// (typed pointers) do not do.
pub(crate) fn nvptx_unsupported() -> Option<&'static str> {
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    {
        None
    }
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    {
        Some("device kernels need modlink built with LLVM 19 or 22 (feature llvm19 or llvm22)")
    }
}
