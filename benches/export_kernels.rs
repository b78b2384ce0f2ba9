//! The many-kernel export: K small kernels compiled and linked into one `.so`, on one code
//! generation thread (`jobs = 1`) and on one thread per core (the default), the same units of
//! about `KERNELS_PER_OBJECT` kernels either way; then through the codegen cache: cold (empty
//! directory), warm (all hits) and after one kernel changed. Prints min / median of several runs,
//! the parallel speed-up and the cache's ratios to the cold build (the comparison with TVM is
//! `benches/vs_tvm.py`).
//! Run with `cargo bench --bench export_kernels` (`MODLINK_BENCH_KERNELS=500` for TVM's
//! 500-kernel case; the default, 200, keeps a run near a minute on 2 cores). Under
//! `cargo test` (no `--bench` argument) 20 kernels run once, as a smoke test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::cache::{LocalStore, UnitCache};
use modlink::codegen::{CodegenOptions, object_count, thread_count};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::inspect::locate::locate_file;
use modlink::target::TargetSpec;
use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

fn benchmarking() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

/// The vadd variants of `benches/vs_tvm.py` (TVM's 1/50/500-kernel cases); `changed` gives
/// kernel `count / 2` the constant `changed + 0.25`.
fn source(count: usize, changed: Option<usize>) -> String {
    (0..count)
        .map(|k| {
            let scale = match changed {
                Some(value) if k == count / 2 => format!("{value}.25"),
                _ => format!("{}.0", k + 1),
            };
            format!(
                "kernel k{k:03}(A: f32[n], B: f32[n], C: f32[n]) {{ for i in 0..n {{ C[i] = A[i] * {scale} + B[i]; }} }}\n"
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
    let program = modlink::ir::parse(&source(count, None), "many.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("many.so");
    let mut results = Vec::new();
    for (label, jobs) in [("jobs = 1", NonZeroUsize::new(1)), ("jobs = cores", None)] {
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
            object_count(&program.kernels),
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

    let caches = tempfile::tempdir().unwrap();
    let export_cached = |program: &modlink::ir::Program, dir: &std::path::Path| {
        let mut cache = UnitCache::new(Some(LocalStore::new(dir, 1 << 30)), None);
        let mut inputs = ExportInputs::host_only();
        inputs
            .compile_cached(
                program,
                &target,
                &CodegenOptions::default(),
                None,
                &mut cache,
            )
            .unwrap();
        export_library(&inputs, &out, &ExportOptions::new(target.clone())).unwrap();
        cache.finish()
    };
    let mut fresh = 0;
    let (cold, cold_median) = measure(runs, || {
        fresh += 1;
        export_cached(&program, &caches.path().join(format!("cold{fresh}")));
    });
    let warm_dir = caches.path().join("warm");
    export_cached(&program, &warm_dir);
    let (warm, warm_median) = measure(runs, || {
        let report = export_cached(&program, &warm_dir);
        assert_eq!(report.compiled, 0);
    });
    let mut change = 1000;
    let (changed, changed_median) = measure(runs, || {
        change += 1;
        let edited = modlink::ir::parse(&source(count, Some(change)), "many.kir").unwrap();
        let report = export_cached(&edited, &warm_dir);
        assert_eq!(report.compiled, 1);
    });
    for (label, min, median) in [
        ("cold cache", cold, cold_median),
        ("warm cache (all hits)", warm, warm_median),
        ("one kernel changed", changed, changed_median),
    ] {
        println!(
            "export of {count} kernels, {label:<22}  min {:>8.3} s   median {:>8.3} s   cold / this {:>6.1}x",
            min.as_secs_f64(),
            median.as_secs_f64(),
            cold.as_secs_f64() / min.as_secs_f64()
        );
    }
}
