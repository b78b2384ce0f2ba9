//! The many-kernel export: K small kernels compiled and linked into one `.so`, on one code
//! generation thread (one object, `jobs = 1`) and on one thread per core (the default: objects
//! of `KERNELS_PER_OBJECT` kernels). Prints min / median of several runs and the speed-up.
//! Run with `cargo bench --bench export_kernels` (`MODLINK_BENCH_KERNELS=500` for TVM's
//! 500-kernel case; the default, 200, keeps a run near a minute on 2 cores). Under
//! `cargo test` (no `--bench` argument) 20 kernels run once, as a smoke test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::codegen::{CodegenOptions, object_count, thread_count};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::inspect::locate::locate_file;
use modlink::target::TargetSpec;
use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

fn benchmarking() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

/// The vadd variants of `benches/vs_tvm.py` (TVM's 1/50/500-kernel cases).
fn source(count: usize) -> String {
    (0..count)
        .map(|k| {
            format!(
                "kernel k{k:03}(A: f32[n], B: f32[n], C: f32[n]) {{ for i in 0..n {{ C[i] = A[i] * {}.0 + B[i]; }} }}\n",
                k + 1
            )
        })
        .collect()
}

/// Returns (min, median) of `runs` exports.
fn measure(runs: usize, mut export: impl FnMut()) -> (Duration, Duration) {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            export();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[0], times[runs / 2])
}

fn main() {
    let count: usize = std::env::var("MODLINK_BENCH_KERNELS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if benchmarking() { 200 } else { 20 });
    let runs = if benchmarking() { 3 } else { 1 };
    let program = modlink::ir::parse(&source(count), "many.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("many.so");
    let mut results = Vec::new();
    for (label, jobs) in [
        ("jobs = 1 (one object)", NonZeroUsize::new(1)),
        ("jobs = cores", None),
    ] {
        let (min, median) = measure(runs, || {
            let mut inputs = ExportInputs::host_only();
            inputs
                .compile_with_jobs(&program, &target, &CodegenOptions::default(), jobs)
                .unwrap();
            export_library(&inputs, &out, &ExportOptions::new(target.clone())).unwrap();
        });
        assert_eq!(locate_file(&out).unwrap().host_functions.len(), count);
        println!(
            "export of {count} kernels, {label:<22} ({} threads, {} objects)  min {:>8.3} s   median {:>8.3} s",
            thread_count(jobs),
            if jobs.is_some_and(|j| j.get() == 1) {
                1
            } else {
                object_count(&program.kernels)
            },
            min.as_secs_f64(),
            median.as_secs_f64()
        );
        results.push(min);
    }
    if let [serial, parallel] = results.as_slice() {
        println!(
            "speed-up of the parallel export (min / min): {:.2}x",
            serial.as_secs_f64() / parallel.as_secs_f64()
        );
    }
}
