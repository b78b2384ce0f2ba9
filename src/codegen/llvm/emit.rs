//! Preparing a module for its target, running the optimisation pipeline and emitting it to
//! memory (never through `write_to_file`, which needs UTF-8 paths).

use inkwell::module::{FlagBehavior, Module};
use inkwell::targets::{FileType, TargetMachine};

use crate::codegen::llvm::{split_pipeline, version};
use crate::codegen::{CodegenError, Emit, OptLevel};
use crate::target::TargetSpec;

/// Gives `module` the target machine's triple and data layout, and the `target-abi` flag where
/// the platform's C ABI is not LLVM's default (riscv64 lp64d).
pub(crate) fn configure_module(module: &Module<'_>, machine: &TargetMachine, target: &TargetSpec) {
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    if let Some(abi) = target.llvm_abi() {
        let context = module.get_context();
        let name = context.metadata_string(abi);
        module.add_metadata_flag("target-abi", FlagBehavior::Error, name);
    }
}

/// Verifies `module`, runs `default<On>` on it and emits it as `emit`.
pub(crate) fn optimize_and_emit(
    module: &Module<'_>,
    machine: &TargetMachine,
    opt_level: OptLevel,
    emit: Emit,
) -> Result<Vec<u8>, CodegenError> {
    optimize(module, machine, opt_level)?;
    emit_module(module, machine, emit)
}

/// The error of `stage` for `module`.
fn failure(
    module: &Module<'_>,
    machine: &TargetMachine,
    stage: &'static str,
    message: String,
) -> CodegenError {
    CodegenError::Llvm {
        stage,
        triple: machine.get_triple().to_string(),
        module: module.get_name().to_string_lossy().into_owned(),
        message,
    }
}

/// Verifies `module` and runs `default<On>` on it.
pub(crate) fn optimize(
    module: &Module<'_>,
    machine: &TargetMachine,
    opt_level: OptLevel,
) -> Result<(), CodegenError> {
    verify_and_run(module, machine, |module| {
        version::run_default_pipeline(module, machine, opt_level)
    })
}

/// Verifies `module`, a module of packed entries alone, runs the lighter pipeline that suits
/// them (`version::run_entries_pipeline`), and then leaves its instruction selection to LLVM's
/// fast selector: every function becomes `optnone` (and `noinline`, which `optnone` needs),
/// which the code generator honours by selecting with FastISel and skipping its machine-level
/// optimisations. For straight-line checks, a compare and a branch each, that is nearly the
/// same code at a third of the code generator's cost; the full selector cost as much per entry
/// as per kernel body (`docs/cpu-levels.md`, "What it costs").
pub(crate) fn optimize_entries(
    module: &Module<'_>,
    machine: &TargetMachine,
    opt_level: OptLevel,
) -> Result<(), CodegenError> {
    verify_and_run(module, machine, |module| {
        version::run_entries_pipeline(module, machine, opt_level)
    })?;
    select_quickly(module);
    Ok(())
}

/// Verifies `module` and runs one half of `default<On>` on it (`split_pipeline`): the
/// simplification of a multi-level build's baseline bodies, or the optimisation of the level
/// bodies cloned from them.
pub(crate) fn optimize_half(
    module: &Module<'_>,
    machine: &TargetMachine,
    pipeline: &str,
) -> Result<(), CodegenError> {
    verify_and_run(module, machine, |module| {
        split_pipeline::run(module, machine, pipeline)
    })
}

/// Marks every defined function of `module` `optnone` and `noinline`.
fn select_quickly(module: &Module<'_>) {
    use inkwell::attributes::{Attribute, AttributeLoc};
    let context = module.get_context();
    for function in module.get_functions() {
        if function.count_basic_blocks() == 0 {
            continue;
        }
        for name in ["noinline", "optnone"] {
            let kind = Attribute::get_named_enum_kind_id(name);
            function.add_attribute(
                AttributeLoc::Function,
                context.create_enum_attribute(kind, 0),
            );
        }
    }
}

/// Verifies `module`, gives its functions the machine's CPU and runs `pipeline` on it.
fn verify_and_run(
    module: &Module<'_>,
    machine: &TargetMachine,
    pipeline: impl FnOnce(&Module<'_>) -> Result<(), String>,
) -> Result<(), CodegenError> {
    module
        .verify()
        .map_err(|e| failure(module, machine, "verify", e.to_string()))?;
    mark_target_cpu(module, machine);
    pipeline(module).map_err(|message| failure(module, machine, "optimize", message))
}

/// Emits an optimised `module` as `emit` (functions added since [`optimize`] get the
/// machine's CPU too).
pub(crate) fn emit_module(
    module: &Module<'_>,
    machine: &TargetMachine,
    emit: Emit,
) -> Result<Vec<u8>, CodegenError> {
    mark_target_cpu(module, machine);
    match emit {
        Emit::Object | Emit::Assembly => {
            let file_type = if emit == Emit::Object {
                FileType::Object
            } else {
                FileType::Assembly
            };
            let mut bytes = machine
                .write_to_memory_buffer(module, file_type)
                .map(|buffer| buffer.as_slice().to_vec())
                .map_err(|e| failure(module, machine, "emit", e.to_string()))?;
            if emit == Emit::Object {
                version::fix_object_header(module, &mut bytes);
            }
            Ok(bytes)
        }
        Emit::LlvmIr => Ok(module.print_to_string().to_bytes().to_vec()),
        Emit::Bitcode => Ok(module.write_bitcode_to_memory().as_slice().to_vec()),
    }
}

/// Gives every defined function that names no CPU of its own (CPU-level bodies do) the
/// `target-cpu` and `target-features` attributes of the machine (as clang does), so that emitted IR or bitcode compiled again with `llc` produces
/// the same code as modlink, and inlining across modules respects the CPU.
fn mark_target_cpu(module: &Module<'_>, machine: &TargetMachine) {
    use inkwell::attributes::AttributeLoc;
    let context = module.get_context();
    let cpu = machine.get_cpu().to_string_lossy().into_owned();
    let features = machine.get_feature_string().to_string_lossy().into_owned();
    for function in module.get_functions() {
        // A CPU-level body already names its own CPU and features: keep them.
        let own_cpu = function
            .get_string_attribute(AttributeLoc::Function, "target-cpu")
            .is_some();
        if function.count_basic_blocks() == 0 || own_cpu {
            continue;
        }
        function.add_attribute(
            AttributeLoc::Function,
            context.create_string_attribute("target-cpu", &cpu),
        );
        if !features.is_empty() {
            function.add_attribute(
                AttributeLoc::Function,
                context.create_string_attribute("target-features", &features),
            );
        }
    }
}
