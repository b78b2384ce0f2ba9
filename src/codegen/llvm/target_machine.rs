//! Target machines for a [`TargetSpec`]: triple, CPU (`native` resolved to the host's), features,
//! ABI, relocation model.

use inkwell::OptimizationLevel;
use inkwell::targets::{RelocMode, Target, TargetMachine, TargetTriple};

use crate::codegen::llvm::version;
use crate::codegen::{CodegenError, OptLevel, initialize_llvm};
use crate::target::{Arch, TargetSpec};

/// Builds the target machine for `target`; `native` CPU means this host's CPU and features.
pub(crate) fn create_target_machine(
    target: &TargetSpec,
    opt_level: OptLevel,
    pic: bool,
) -> Result<TargetMachine, CodegenError> {
    initialize_llvm();
    super::cpus::check_cpu_and_features(target)?;
    let triple_name = target.llvm_triple();
    let (cpu, features) = if target.cpu() == "native" {
        let host_features = TargetMachine::get_host_cpu_features().to_string();
        let user = target.llvm_features();
        let features = if user.is_empty() {
            host_features
        } else {
            format!("{host_features},{user}")
        };
        (TargetMachine::get_host_cpu_name().to_string(), features)
    } else {
        (target.cpu().to_string(), target.llvm_features())
    };
    // An x86-64 CPU name LLVM does not know leaves the subtarget without 64-bit support and
    // LLVM aborts the process while emitting; stating the ISA keeps it a warning.
    let features = if target.arch() == Arch::X86_64 {
        if features.is_empty() {
            "+64bit".to_string()
        } else {
            format!("+64bit,{features}")
        }
    } else {
        features
    };
    let failure = |message: String| CodegenError::TargetMachine {
        triple: triple_name.clone(),
        cpu: cpu.clone(),
        features: features.clone(),
        message,
    };
    let triple = TargetTriple::create(&triple_name);
    let llvm_target = Target::from_triple(&triple).map_err(|e| failure(e.to_string()))?;
    let reloc = if pic {
        RelocMode::PIC
    } else {
        RelocMode::Default
    };
    version::create_target_machine(
        &llvm_target,
        &triple,
        &cpu,
        &features,
        codegen_level(opt_level),
        reloc,
        target.llvm_abi(),
    )
    .ok_or_else(|| failure("LLVM could not create a target machine".to_string()))
}

fn codegen_level(level: OptLevel) -> OptimizationLevel {
    match level {
        OptLevel::O0 => OptimizationLevel::None,
        OptLevel::O1 => OptimizationLevel::Less,
        OptLevel::O2 => OptimizationLevel::Default,
        OptLevel::O3 => OptimizationLevel::Aggressive,
    }
}
