//! Many kernels into a few objects, compiled on several threads.
//!
//! The split depends only on the kernel count (never on the thread count or the machine), so
//! the objects, and the library linked from them, are byte-identical whatever `jobs` is above 1
//! and on every machine; `jobs = 1` is the one exception: one module, exactly what
//! [`compile`](super::compile) emits. Each object is a contiguous run of kernels in program
//! order, compiled in its own LLVM context by whichever worker thread takes it first, and the
//! results are put back in object order.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::llvm::target_machine;
use super::lower::compile_kernels;
use super::{CodegenError, CodegenOptions, HostCode};
use crate::ir::{self, Kernel, Program};
use crate::target::TargetSpec;

/// Kernels per object when a program is split: large enough that the per-module cost (context,
/// pass pipeline set-up, object headers) stays small next to the kernels' own, small enough
/// that a 50-kernel program still gives every core of a small machine some work.
pub const KERNELS_PER_OBJECT: usize = 8;

/// Programs with fewer kernels than this stay in one object: splitting them saves less than
/// one extra module costs.
pub const MIN_KERNELS_TO_SPLIT: usize = 2 * KERNELS_PER_OBJECT;

/// The number of objects [`compile_partitioned`] makes of `kernel_count` kernels when `jobs`
/// is not 1.
pub fn object_count(kernel_count: usize) -> usize {
    if kernel_count < MIN_KERNELS_TO_SPLIT {
        1
    } else {
        kernel_count / KERNELS_PER_OBJECT
    }
}

/// The number of worker threads for `jobs` (`None`: one per core).
pub fn thread_count(jobs: Option<NonZeroUsize>) -> usize {
    jobs.or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get)
}

/// Compiles `program` for `target` into [`object_count`] outputs (one when `jobs` is 1) on
/// `jobs` threads (`None`: one per core), each output a contiguous run of kernels with the ABI
/// of [`compile`](super::compile). Outputs are in program order; the first error in program
/// order is returned. A program with one kernel also gets `__tvm_ffi_main`, as with `compile`.
pub fn compile_partitioned(
    program: &Program,
    target: &TargetSpec,
    options: &CodegenOptions,
    jobs: Option<NonZeroUsize>,
) -> Result<Vec<HostCode>, CodegenError> {
    let program = ir::verify_program(program)?;
    let kernels = program.kernels.as_slice();
    let emit_main = kernels.len() == 1;
    let threads = thread_count(jobs);
    if threads == 1 || object_count(kernels.len()) == 1 {
        let machine =
            target_machine::create_target_machine(target, options.opt_level, options.pic)?;
        return Ok(vec![compile_kernels(
            kernels,
            emit_main,
            "modlink_host",
            &machine,
            target,
            options,
        )?]);
    }
    let chunks = split_evenly(kernels, object_count(kernels.len()));
    compile_units(&chunks, threads, emit_main, target, options, |index| {
        format!("modlink_host.{index}")
    })
}

/// Compiles each unit (a run of verified kernels) into its own output on up to `threads`
/// worker threads, each unit in its own LLVM context and with its own target machine. Outputs
/// are in unit order; the first error in unit order is returned.
pub(super) fn compile_units(
    units: &[&[Kernel]],
    threads: usize,
    emit_main: bool,
    target: &TargetSpec,
    options: &CodegenOptions,
    module_name: impl Fn(usize) -> String + Sync,
) -> Result<Vec<HostCode>, CodegenError> {
    let threads = threads.clamp(1, units.len().max(1));
    // Fail once with LLVM's own message if the target machine cannot be built at all.
    drop(target_machine::create_target_machine(
        target,
        options.opt_level,
        options.pic,
    )?);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<HostCode, CodegenError>>>> =
        Mutex::new((0..units.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
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
                            unit,
                            emit_main,
                            &module_name(index),
                            &machine,
                            target,
                            options,
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
                    kernel: unit.first().map(|k| k.name.clone()).unwrap_or_default(),
                    message: "the code generation thread did not finish".to_string(),
                })
            })
        })
        .collect()
}

/// `items` cut into `parts` contiguous runs whose lengths differ by at most one (the longer
/// runs first).
fn split_evenly<T>(items: &[T], parts: usize) -> Vec<&[T]> {
    let parts = parts.clamp(1, items.len().max(1));
    let (base, longer) = (items.len() / parts, items.len() % parts);
    let mut runs = Vec::with_capacity(parts);
    let mut rest = items;
    for part in 0..parts {
        let length = base + usize::from(part < longer);
        let (run, tail) = rest.split_at(length.min(rest.len()));
        runs.push(run);
        rest = tail;
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_evenly_keeps_order_and_balances_lengths() {
        let items: Vec<usize> = (0..203).collect();
        let runs = split_evenly(&items, object_count(items.len()));
        assert_eq!(runs.len(), 25);
        let lengths: Vec<usize> = runs.iter().map(|r| r.len()).collect();
        assert_eq!(lengths.iter().filter(|&&l| l == 9).count(), 3);
        assert_eq!(lengths.iter().filter(|&&l| l == 8).count(), 22);
        let joined: Vec<usize> = runs.concat();
        assert_eq!(joined, items);
    }

    #[test]
    fn small_programs_stay_in_one_object() {
        assert_eq!(object_count(0), 1);
        assert_eq!(object_count(1), 1);
        assert_eq!(object_count(MIN_KERNELS_TO_SPLIT - 1), 1);
        assert_eq!(object_count(MIN_KERNELS_TO_SPLIT), 2);
        assert_eq!(object_count(500), 62);
        assert_eq!(split_evenly::<u8>(&[], 4), vec![&[] as &[u8]]);
    }
}
