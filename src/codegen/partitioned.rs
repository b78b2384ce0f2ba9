//! Many kernels into a few objects (units), compiled on several threads.
//!
//! Where one unit ends depends only on the kernels' names (never on the thread count, the
//! machine, or the kernels' position in the program): a unit ends after a kernel whose name
//! hashes to a cut point, about one kernel in [`KERNELS_PER_OBJECT`], or when it reaches
//! [`MAX_KERNELS_PER_OBJECT`]. So a changed kernel body changes only its own unit, and adding
//! or removing a kernel changes only the unit it is in (its neighbours keep their kernels):
//! that is what makes the codegen cache (`crate::cache`) effective, where runs cut by count
//! would shift every unit after an inserted kernel. Each unit is named after its first kernel
//! and compiled in its own LLVM context by whichever worker thread takes it first; the results
//! are put back in unit order, so the objects, and the library linked from them, are
//! byte-identical for any `jobs`, on every machine, compiled or taken from the cache.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use sha2::{Digest, Sha256};

use super::llvm::target_machine;
use super::lower::{LevelPart, LevelPlan, compile_kernels, level_target};
use super::{CodegenError, CodegenOptions, HostCode};
use crate::ir::{self, Kernel, Program};
use crate::target::TargetSpec;
use crate::target::cpu_levels::CpuLevel;

/// The mean number of kernels per object when a program is split: large enough that the
/// per-module cost (context, pass pipeline set-up, object headers) stays small next to the
/// kernels' own, small enough that a changed kernel recompiles few others. (The unit holding a
/// given kernel is longer than the mean, about twice, since long units hold more kernels.)
pub const KERNELS_PER_OBJECT: usize = 4;

/// No unit holds more kernels than this, whatever the names hash to.
pub const MAX_KERNELS_PER_OBJECT: usize = 32;

/// Programs with fewer kernels than this stay in one object: splitting them saves less than
/// one extra module costs.
pub const MIN_KERNELS_TO_SPLIT: usize = 16;

/// The module name of a program compiled as one unit.
const SINGLE_MODULE_NAME: &str = "modlink_host";

/// The units [`compile_partitioned`] compiles `kernels` into, in program order: none for a
/// program without kernels, one for a program of fewer than [`MIN_KERNELS_TO_SPLIT`] kernels,
/// else runs cut after each kernel whose name is a cut point (see the module doc).
pub fn split_units(kernels: &[Kernel]) -> Vec<&[Kernel]> {
    if kernels.is_empty() {
        return Vec::new();
    }
    if kernels.len() < MIN_KERNELS_TO_SPLIT {
        return vec![kernels];
    }
    let mut units = Vec::new();
    let mut start = 0;
    for (index, kernel) in kernels.iter().enumerate() {
        let length = index + 1 - start;
        if is_cut_point(&kernel.name) || length == MAX_KERNELS_PER_OBJECT {
            units.push(&kernels[start..=index]);
            start = index + 1;
        }
    }
    if start < kernels.len() {
        units.push(&kernels[start..]);
    }
    units
}

/// The number of objects [`compile_partitioned`] makes of `kernels` without CPU levels (with
/// two or more, two per unit of [`split_units`]).
pub fn object_count(kernels: &[Kernel]) -> usize {
    plan_units(&split_units(kernels), &[]).len()
}

/// Whether a unit ends after the kernel `name`: SHA-256, so the cut points are the same on
/// every platform and in every modlink version.
fn is_cut_point(name: &str) -> bool {
    let digest = Sha256::digest(name.as_bytes());
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first) % KERNELS_PER_OBJECT as u64 == 0
}

/// The LLVM module name of a unit (it is recorded in the object, e.g. as the ELF file symbol):
/// derived from the unit's own kernels, never from its position, so a unit's bytes do not
/// change when kernels before it are added or removed.
pub(super) fn unit_module_name(unit: &[Kernel], single: bool) -> String {
    match (single, unit.first()) {
        (false, Some(first)) => format!("{SINGLE_MODULE_NAME}.{}", first.name),
        _ => SINGLE_MODULE_NAME.to_string(),
    }
}

/// The number of worker threads for `jobs` (`None`: one per core).
pub fn thread_count(jobs: Option<NonZeroUsize>) -> usize {
    jobs.or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get)
}

/// Compiles `program` for `target` into one output per unit of [`split_units`] on `jobs`
/// threads (`None`: one per core), each output with the ABI of [`compile`](super::compile).
/// Outputs are in program order; the first error in program order is returned. A program with
/// one kernel also gets `__tvm_ffi_main`, as with `compile`.
pub fn compile_partitioned(
    program: &Program,
    target: &TargetSpec,
    options: &CodegenOptions,
    jobs: Option<NonZeroUsize>,
) -> Result<Vec<HostCode>, CodegenError> {
    let program = ir::verify_program(program)?;
    let kernels = program.kernels.as_slice();
    let emit_main = kernels.len() == 1;
    let target = &level_target(target, options)?;
    let units = plan_units(&split_units(kernels), options.cpu_levels.levels());
    let names = unit_names(&units);
    compile_units(
        &units,
        thread_count(jobs),
        emit_main,
        target,
        options,
        |index| names.get(index).cloned().unwrap_or_default(),
    )
}

/// A run of verified kernels and the part of their CPU levels one output holds.
#[derive(Clone, Copy)]
pub(crate) struct Unit<'a> {
    /// The kernels, in program order.
    pub(crate) kernels: &'a [Kernel],
    /// Which part of the build (entries, bodies and dispatch) goes into this output.
    pub(crate) plan: LevelPlan<'a>,
}

/// The outputs of `kernel_units` at `levels`: without kernels, one empty output; with two or
/// more levels, per run of kernels one
/// output with the packed entries, then one with every level's body and the dispatch (the two
/// compile in parallel, and the levels of a kernel that get code of their own are chosen in
/// the second); else one output per run. Depends only on the kernels and the levels, never on
/// the thread count.
pub(crate) fn plan_units<'a>(
    kernel_units: &[&'a [Kernel]],
    levels: &'a [CpuLevel],
) -> Vec<Unit<'a>> {
    if kernel_units.is_empty() {
        // No kernels: one object without code, so that the program still makes a library.
        return vec![Unit {
            kernels: &[],
            plan: LevelPlan::whole(&[]),
        }];
    }
    let whole = LevelPlan::whole(levels);
    if !whole.dispatches() {
        return kernel_units
            .iter()
            .map(|kernels| Unit {
                kernels,
                plan: whole,
            })
            .collect();
    }
    kernel_units
        .iter()
        .flat_map(|kernels| {
            [LevelPart::Entries, LevelPart::Bodies].map(|part| Unit {
                kernels,
                plan: LevelPlan { levels, part },
            })
        })
        .collect()
}

/// The module name of each unit: [`unit_module_name`] of its kernels, plus `.bodies` for the
/// part holding a multi-level build's bodies.
pub(crate) fn unit_names(units: &[Unit<'_>]) -> Vec<String> {
    let single = units.iter().filter(|unit| unit.plan.has_entries()).count() == 1;
    units
        .iter()
        .map(|unit| {
            let base = unit_module_name(unit.kernels, single);
            match unit.plan.part {
                LevelPart::Bodies => format!("{base}.bodies"),
                LevelPart::Whole | LevelPart::Entries => base,
            }
        })
        .collect()
}

/// Compiles each unit (a run of verified kernels) into its own output on up to `threads`
/// worker threads, each unit in its own LLVM context and with its own target machine. Outputs
/// are in unit order; the first error in unit order is returned.
pub(super) fn compile_units(
    units: &[Unit<'_>],
    threads: usize,
    emit_main: bool,
    target: &TargetSpec,
    options: &CodegenOptions,
    module_name: impl Fn(usize) -> String + Sync,
) -> Result<Vec<HostCode>, CodegenError> {
    let threads = threads.clamp(1, units.len().max(1));
    // A target machine LLVM cannot build fails every unit with the same message, the first of
    // which is returned; with no units, fail here. (Not checked up front: building a machine
    // only to drop it took 0.5 ms of a one-kernel build.)
    if units.is_empty() {
        drop(target_machine::create_target_machine(
            target,
            options.opt_level,
            options.pic,
        )?);
    }
    // The bodies of a multi-level build (every level of every kernel) take longest: they are
    // handed out first, so that a thread is not left with one at the end. Which thread compiles
    // a unit never changes its bytes.
    let order: Vec<usize> = (0..units.len())
        .filter(|&index| units[index].plan.part == LevelPart::Bodies)
        .chain((0..units.len()).filter(|&index| units[index].plan.part != LevelPart::Bodies))
        .collect();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<HostCode, CodegenError>>>> =
        Mutex::new((0..units.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&index) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let Some(unit) = units.get(index) else {
                        break;
                    };
                    // A fresh target machine per unit (a TargetMachine is not shared across
                    // threads, and one reused across modules could carry state from the units
                    // a thread happened to compile before, making output depend on scheduling).
                    let result = target_machine::create_target_machine(
                        target,
                        options.opt_level,
                        options.pic,
                    )
                    .and_then(|machine| {
                        compile_kernels(
                            unit.kernels,
                            emit_main,
                            &module_name(index),
                            &machine,
                            target,
                            options,
                            unit.plan,
                        )
                    });
                    if let Ok(mut slots) = results.lock()
                        && let Some(slot) = slots.get_mut(index)
                    {
                        *slot = Some(result);
                    }
                }
            });
        }
    });
    let slots = results.into_inner().map_err(|_| CodegenError::Lowering {
        kernel: String::new(),
        message: "a code generation thread panicked".to_string(),
    })?;
    slots
        .into_iter()
        .zip(units)
        .map(|(slot, unit)| {
            slot.unwrap_or_else(|| {
                Err(CodegenError::Lowering {
                    kernel: unit
                        .kernels
                        .first()
                        .map(|k| k.name.clone())
                        .unwrap_or_default(),
                    message: "the code generation thread did not finish".to_string(),
                })
            })
        })
        .collect()
}

/// Compiles each kernel into its own output (same ABI as [`compile`](super::compile)), in parallel on up to
/// one thread per core, each thread with its own LLVM context. Outputs are in kernel order;
/// the first error (in kernel order) is returned.
pub fn compile_parallel(
    program: &Program,
    target: &TargetSpec,
    options: &CodegenOptions,
) -> Result<Vec<HostCode>, CodegenError> {
    let program = ir::verify_program(program)?;
    let kernels = &program.kernels;
    let emit_main = kernels.len() == 1;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let target = &level_target(target, options)?;
    let levels = options.cpu_levels.levels();
    let units: Vec<Unit<'_>> = kernels
        .iter()
        .map(|kernel| Unit {
            kernels: std::slice::from_ref(kernel),
            plan: LevelPlan::whole(levels),
        })
        .collect();
    compile_units(&units, threads, emit_main, target, options, |index| {
        units
            .get(index)
            .and_then(|unit| unit.kernels.first())
            .map(|kernel| kernel.name.clone())
            .unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernels(names: impl IntoIterator<Item = String>) -> Vec<Kernel> {
        names
            .into_iter()
            .map(|name| Kernel {
                name,
                params: Vec::new(),
                body: Vec::new(),
                device: false,
            })
            .collect()
    }

    fn names(units: &[&[Kernel]]) -> Vec<Vec<String>> {
        units
            .iter()
            .map(|unit| unit.iter().map(|k| k.name.clone()).collect())
            .collect()
    }

    #[allow(clippy::unwrap_used)]
    #[test]
    fn units_keep_order_and_stay_within_bounds() {
        let all = kernels((0..500).map(|i| format!("k{i:03}")));
        let units = split_units(&all);
        let joined: Vec<String> = names(&units).concat();
        assert_eq!(
            joined,
            all.iter().map(|k| k.name.clone()).collect::<Vec<_>>()
        );
        assert!(
            units
                .iter()
                .all(|u| !u.is_empty() && u.len() <= MAX_KERNELS_PER_OBJECT)
        );
        // About one cut per KERNELS_PER_OBJECT kernels: far from one unit, far from 500.
        assert!((60..=250).contains(&units.len()), "{} units", units.len());
    }

    #[test]
    fn a_kernel_added_or_removed_changes_only_its_own_unit() {
        let all = kernels((0..300).map(|i| format!("k{i:03}")));
        let before = names(&split_units(&all));
        // A kernel that ends no unit: removing one that does would merge two units.
        let removed = (150..300)
            .find(|&i| !is_cut_point(&all[i].name))
            .unwrap_or(150);
        let mut fewer = all.clone();
        fewer.remove(removed);
        let after = names(&split_units(&fewer));
        let changed_before = before.iter().filter(|u| !after.contains(u)).count();
        let changed_after = after.iter().filter(|u| !before.contains(u)).count();
        assert_eq!(
            (changed_before, changed_after),
            (1, 1),
            "{before:?}\n{after:?}"
        );
    }

    #[test]
    fn long_runs_are_cut_at_the_maximum() {
        let uncut: Vec<String> = (0..100_000)
            .map(|i| format!("x{i}"))
            .filter(|name| !is_cut_point(name))
            .take(3 * MAX_KERNELS_PER_OBJECT)
            .collect();
        let all = kernels(uncut);
        let lengths: Vec<usize> = split_units(&all).iter().map(|u| u.len()).collect();
        assert_eq!(lengths, vec![MAX_KERNELS_PER_OBJECT; 3]);
    }

    #[test]
    fn small_programs_stay_in_one_object() {
        assert_eq!(object_count(&[]), 1);
        assert!(split_units(&[]).is_empty());
        let small = kernels((0..MIN_KERNELS_TO_SPLIT - 1).map(|i| format!("k{i}")));
        assert_eq!(object_count(&small), 1);
        assert_eq!(unit_module_name(&small, true), "modlink_host");
        assert_eq!(unit_module_name(&small[3..], false), "modlink_host.k3");
    }
}
