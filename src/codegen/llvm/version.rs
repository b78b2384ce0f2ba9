//! Every difference between LLVM majors lives here. Only LLVM 19 builds today; the seams are
//! the opaque pointer type (typed pointers before LLVM 15), the pass pipeline entry point (the
//! legacy pass manager before LLVM 13, `LLVMRunPasses` after) and loop metadata built through
//! LLVM-C (whose signatures have not changed since LLVM 9).
//!
//! Adding a major: LLVM 15, 16 and 22 use the same opaque-pointer code; LLVM 14 needs
//! `opaque_pointer` to return `i8*` and a bitcast wherever a typed function pointer is called
//! or stored, which is the one place to add it.

use inkwell::AddressSpace;
use inkwell::context::{Context, ContextRef};
use inkwell::llvm_sys;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::TargetMachine;
use inkwell::types::PointerType;
use inkwell::values::{AsValueRef, InstructionValue};

use crate::codegen::OptLevel;

/// The generic (opaque) pointer type in address space 0.
pub(crate) fn opaque_pointer(context: &Context) -> PointerType<'_> {
    context.ptr_type(AddressSpace::default())
}

/// [`opaque_pointer`] for a borrowed context (what a module hands out).
pub(crate) fn opaque_pointer_in<'ctx>(context: &ContextRef<'ctx>) -> PointerType<'ctx> {
    context.ptr_type(AddressSpace::default())
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
    let options = PassBuilderOptions::create();
    let optimizing = opt_level != OptLevel::O0;
    options.set_loop_vectorization(optimizing);
    options.set_loop_slp_vectorization(optimizing);
    options.set_loop_unrolling(optimizing);
    module
        .run_passes(pipeline, machine, options)
        .map_err(|e| e.to_string())
}

/// A loop hint: a named metadata option with an optional `i32` value (`None` = `i1 true`).
pub(crate) struct LoopHint<'a> {
    /// e.g. `llvm.loop.vectorize.width`.
    pub name: &'a str,
    /// The hint's value, or `None` for a flag.
    pub value: Option<u32>,
}

/// Attaches a self-referential `!llvm.loop` node carrying `hints` to the loop's latch branch.
/// inkwell cannot build self-referential metadata, so this goes through LLVM-C.
pub(crate) fn attach_loop_hints(
    context: &Context,
    latch_branch: InstructionValue<'_>,
    hints: &[LoopHint<'_>],
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
    target.create_target_machine(
        triple,
        cpu,
        features,
        level,
        reloc,
        inkwell::targets::CodeModel::Default,
    )
}
