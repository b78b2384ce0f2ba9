//! [`compile_partitioned`](super::compile_partitioned) through the codegen cache: the units of
//! [`split_units`] whose key is in the cache are taken from it, the others are compiled (on
//! `jobs` threads) and stored. The objects are the same bytes either way: a unit's bytes
//! depend only on what its key covers.

use std::fmt::Write;
use std::num::NonZeroUsize;

use super::lower::level_target;
use super::partitioned::{Unit, compile_units, plan_units, split_units, thread_count, unit_names};
use super::{CodegenError, CodegenOptions, HostCode};
use crate::cache::{CachedUnit, UnitCache, UnitKey};
use crate::ir::{self, Kernel, Program};
use crate::target::TargetSpec;

/// modlink's code generator version in every cache key: raise it with any change to lowering
/// or emission that changes the bytes of a unit, so no build takes an older unit.
pub const CODEGEN_VERSION: u32 = 7;

/// The LLVM modlink was built against (`llvm-config --version`).
const LLVM_VERSION: &str = env!("MODLINK_LLVM_VERSION");

/// The key of `unit` compiled as module `module_name` for `target` with `options`.
///
/// The encoding is the `Debug` form of the whole [`TargetSpec`] and [`CodegenOptions`] (so a
/// field added to either is covered without touching this function), the CPU name and
/// features LLVM resolves `native` to on this machine, the LLVM and modlink versions, the
/// module name, whether `__tvm_ffi_main` is emitted, and each verified kernel's `Debug` form
/// (the whole AST: names, parameters, every statement and constant).
pub fn unit_key(
    unit: &[Kernel],
    emit_main: bool,
    module_name: &str,
    target: &TargetSpec,
    options: &CodegenOptions,
) -> UnitKey {
    let mut encoding = String::with_capacity(unit.len() * 512);
    // Writing to a String cannot fail.
    let _ = writeln!(
        encoding,
        "modlink codegen unit\ncodegen {CODEGEN_VERSION} modlink {}\nllvm {LLVM_VERSION}",
        env!("CARGO_PKG_VERSION")
    );
    let _ = writeln!(encoding, "target {target:?}");
    if target.cpu() == "native" {
        // `native` means this machine's CPU: units compiled on another machine differ.
        let _ = writeln!(
            encoding,
            "native {} {}",
            inkwell::targets::TargetMachine::get_host_cpu_name(),
            inkwell::targets::TargetMachine::get_host_cpu_features()
        );
    }
    let _ = writeln!(encoding, "options {options:?}");
    let _ = writeln!(encoding, "module {module_name:?} main {emit_main}");
    for kernel in unit {
        let _ = writeln!(encoding, "kernel {kernel:?}");
    }
    UnitKey::of(encoding.as_bytes())
}

/// Like [`compile_partitioned`](super::compile_partitioned), taking the units it can from
/// `cache` and storing the ones it compiles; the outputs are the same bytes. What the cache did
/// (hits, compiled units, warnings) is in [`UnitCache::report`]. Kernel IR errors are reported
/// before the cache is asked; codegen errors leave nothing in it.
pub fn compile_partitioned_cached(
    program: &Program,
    target: &TargetSpec,
    options: &CodegenOptions,
    jobs: Option<NonZeroUsize>,
    cache: &mut UnitCache,
) -> Result<Vec<HostCode>, CodegenError> {
    let program = ir::verify_program(program)?;
    let kernels = program.kernels.as_slice();
    let emit_main = kernels.len() == 1;
    let target = &level_target(target, options)?;
    let units = plan_units(&split_units(kernels), options.cpu_levels.levels());
    let names = unit_names(&units);
    if kernels.is_empty() {
        // The one object without code is not worth a cache entry.
        return compile_units(&units, 1, emit_main, target, options, |index| {
            names.get(index).cloned().unwrap_or_default()
        });
    }
    // The module name tells the level apart (`<name>.x86-64-v3`); the options (levels included)
    // are part of every key.
    let keys: Vec<UnitKey> = units
        .iter()
        .zip(&names)
        .map(|(unit, name)| unit_key(unit.kernels, emit_main, name, target, options))
        .collect();
    let cached = cache.get_many(&keys);

    let missing: Vec<usize> = (0..units.len())
        .filter(|&i| cached.get(i).is_none_or(Option::is_none))
        .collect();
    let missing_units: Vec<Unit<'_>> = missing
        .iter()
        .filter_map(|&i| units.get(i))
        .copied()
        .collect();
    let compiled_kernels: std::collections::HashSet<&str> = missing_units
        .iter()
        .flat_map(|unit| unit.kernels.iter().map(|kernel| kernel.name.as_str()))
        .collect();
    cache.count_kernels(kernels.len(), compiled_kernels.len());
    let compiled = if missing_units.is_empty() {
        Vec::new()
    } else {
        compile_units(
            &missing_units,
            thread_count(jobs),
            emit_main,
            target,
            options,
            |index| {
                missing
                    .get(index)
                    .and_then(|&unit| names.get(unit))
                    .cloned()
                    .unwrap_or_default()
            },
        )?
    };
    let stored: Vec<(UnitKey, CachedUnit)> = missing
        .iter()
        .zip(&compiled)
        .filter_map(|(&unit, host)| {
            let key = *keys.get(unit)?;
            Some((
                key,
                CachedUnit {
                    object: host.bytes.clone(),
                    functions: host.functions.clone(),
                    diagnostics: host.diagnostics.clone(),
                },
            ))
        })
        .collect();
    cache.put_many(&stored);

    let mut compiled = compiled.into_iter();
    cached
        .into_iter()
        .map(|hit| match hit {
            Some(unit) => Ok(HostCode {
                bytes: unit.object,
                emit: options.emit,
                functions: unit.functions,
                diagnostics: unit.diagnostics,
            }),
            None => compiled.next().ok_or_else(|| CodegenError::Lowering {
                kernel: String::new(),
                message: "a compiled unit is missing".to_string(),
            }),
        })
        .collect()
}
