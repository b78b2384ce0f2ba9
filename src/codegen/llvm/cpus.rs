//! The CPU names and features of the LLVM modlink links, per architecture (from its
//! `llc -mcpu=help`, read at build time by build.rs), to check `--cpu` and `--features` before
//! LLVM sees them: LLVM itself only prints a warning per target machine and goes on with the
//! generic CPU.

use crate::codegen::CodegenError;
use crate::target::{Arch, TargetSpec};

/// `(architecture name, CPUs, features)`.
const TABLE: &[(&str, &[&str], &[&str])] = include!(concat!(env!("OUT_DIR"), "/llvm_cpus.rs"));

/// The CPU names LLVM knows for `arch` (empty if the build could not list them).
pub fn cpus(arch: Arch) -> &'static [&'static str] {
    TABLE
        .iter()
        .find(|(name, ..)| *name == arch.name())
        .map_or(&[], |(_, cpus, _)| cpus)
}

/// The feature names LLVM knows for `arch` (empty if the build could not list them).
pub fn features(arch: Arch) -> &'static [&'static str] {
    TABLE
        .iter()
        .find(|(name, ..)| *name == arch.name())
        .map_or(&[], |(_, _, features)| features)
}

/// Checks the target's CPU and features: a known CPU name (`generic`, or `native` when the
/// target is this host's architecture), and features each with a `+` or `-` sign and a known
/// name. The errors list the valid names.
pub fn check_cpu_and_features(target: &TargetSpec) -> Result<(), CodegenError> {
    let arch = target.arch();
    let fail = |message: String| CodegenError::TargetMachine {
        triple: target.triple(),
        cpu: target.cpu().to_string(),
        features: target.llvm_features(),
        message,
    };
    let cpu = target.cpu();
    let known_cpus = cpus(arch);
    if cpu == "native" {
        if Arch::host() != Some(arch) {
            return Err(fail(format!(
                "`--cpu native` means this host's CPU, which cannot run {} code; name a {} CPU (`modlink cpus --target {}`)",
                arch.name(),
                arch.name(),
                target.triple()
            )));
        }
    } else if cpu != "generic" && !known_cpus.is_empty() && !known_cpus.contains(&cpu) {
        return Err(fail(format!(
            "unknown CPU `{cpu}` for {}; valid CPUs: generic, native, {}",
            arch.name(),
            known_cpus.join(", ")
        )));
    }
    let known_features = features(arch);
    for feature in target.llvm_features().split(',').filter(|f| !f.is_empty()) {
        let Some(name) = feature
            .strip_prefix('+')
            .or_else(|| feature.strip_prefix('-'))
        else {
            return Err(fail(format!(
                "feature `{feature}` needs a sign: `+{feature}` to enable it or `-{feature}` to disable it"
            )));
        };
        if !known_features.is_empty() && !known_features.contains(&name) {
            return Err(fail(format!(
                "unknown feature `{name}` for {}; valid features (`modlink cpus --target {}`): {}",
                arch.name(),
                target.triple(),
                known_features.join(", ")
            )));
        }
    }
    Ok(())
}
