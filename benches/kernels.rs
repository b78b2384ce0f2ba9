//! Kernel throughput against the machine's own peaks, measured in the same run, each peak
//! alternated with the kernel it is compared with (the machine is shared, so load comes in
//! bursts; best of each):
//! * peaks: memcpy bandwidth (with vadd), and the FMA peak of one thread and of two threads
//!   (`_mm512_fmadd_ps` on 12 independent accumulators, AVX2 + FMA fallback; with the scheduled
//!   matmul on the same number of threads);
//! * vadd and saxpy at 2^24 f32 and softmax_rows at 2^20 rows, in GB/s and as a fraction of
//!   memcpy;
//! * matmul 1024³ f32 in GFLOP/s and as a fraction of the FMA peak: the naive kernel from
//!   `examples/kernels.kir`, an i-k-j vectorised variant and `examples/matmul_scheduled.kir`,
//!   serially and with a 2-thread `TVMBackendParallelLaunch`; and TVM 0.27's matmul with a
//!   comparable schedule (`benches/matmul_tvm_baseline.py`, run with the venv's Python:
//!   `MODLINK_PYTHON` or `.venv/bin/python`; "tvm: unavailable" without it).
//!
//! Kernels are compiled for the host CPU (`native`), O3. Times are the best of several
//! repetitions: the machine is shared. `cargo bench --bench kernels`. Under
//! `cargo test --all-targets` (no `--bench` argument) or with `MODLINK_BENCH_QUICK=1` it runs
//! small sizes as a smoke test (and skips TVM).
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "kernels_support/calls.rs"]
mod calls;
#[path = "../tests/support/rng.rs"]
mod rng;
pub use rng::Rng;
#[path = "../tests/support/kernels.rs"]
mod common;
#[path = "kernels_support/peaks.rs"]
mod peaks;
#[path = "kernels_support/tvm.rs"]
mod tvm;

use calls::*;
use common::*;
use modlink::codegen::{CodegenOptions, OptLevel};
use modlink::target::TargetSpec;
use std::hint::black_box;
use std::time::{Duration, Instant};

const MATMUL_SCHEDULED: &str = include_str!("../examples/matmul_scheduled.kir");

const MATMUL_IKJ: &str = r#"
kernel matmul_ikj(A: f32[m, k], B: f32[k, n], C: f32[m, n]) {
  parallel for i in 0..m {
    for j in 0..n vectorize(8) { C[i, j] = 0.0; }
    for r in 0..k {
      let a = A[i, r];
      for j in 0..n vectorize(8) { C[i, j] = C[i, j] + a * B[r, j]; }
    }
  }
}
"#;

fn main() {
    let quick = std::env::var_os("MODLINK_BENCH_QUICK").is_some()
        || !std::env::args().any(|arg| arg == "--bench");
    let mut source = kernels_source();
    source.push_str(MATMUL_IKJ);
    source.push_str(MATMUL_SCHEDULED);
    let program = modlink::ir::parse(&source, "bench.kir").unwrap();
    let options = CodegenOptions {
        opt_level: OptLevel::O3,
        ..CodegenOptions::default()
    };
    let native = TargetSpec::host().unwrap().with_cpu("native");
    let code = modlink::codegen::compile(&program, &native, &options).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let object = dir.path().join("bench.o");
    std::fs::write(&object, &code.bytes).unwrap();
    let path = dir.path().join("libbench.so");
    run_cc(&[
        "-shared".as_ref(),
        "-o".as_ref(),
        path.as_os_str(),
        object.as_os_str(),
        "-lm".as_ref(),
    ]);
    let library = load_now(&path);

    println!("{:<56} {:>12} {:>12}", "benchmark", "time", "rate");

    // Code generation: 40 kernels (8 renamed copies of the five) in one module vs one module
    // per kernel on every core (compile_parallel).
    let copies = if quick { 2 } else { 8 };
    let mut many = modlink::ir::Program::default();
    for copy in 0..copies {
        for kernel in &program.kernels {
            let mut renamed = kernel.clone();
            renamed.name = format!("{}_{copy}", kernel.name);
            many.kernels.push(renamed);
        }
    }
    let host = TargetSpec::host().unwrap();
    let defaults = CodegenOptions::default();
    let serial_compile = best_of(1, || {
        black_box(modlink::codegen::compile(&many, &host, &defaults).unwrap());
    });
    let parallel_compile = best_of(1, || {
        black_box(modlink::codegen::compile_parallel(&many, &host, &defaults).unwrap());
    });
    for (label, time) in [
        ("compile (one module)", serial_compile),
        ("compile_parallel (one object per kernel)", parallel_compile),
    ] {
        println!(
            "{:<56} {:>10.1}ms {:>6.1} kernels/s",
            format!("{label}, {} kernels O2", many.kernels.len()),
            time.as_secs_f64() * 1e3,
            many.kernels.len() as f64 / time.as_secs_f64()
        );
    }

    // Call overhead: all argument checks of the packed entry vs the unchecked C entry.
    {
        let mut a = Tensor::new(vec![1.0f32; 16], &[16]);
        let mut b = Tensor::new(vec![2.0f32; 16], &[16]);
        let mut c = Tensor::<f32>::zeros(&[16]);
        let args = [a.any(), b.any(), c.any()];
        let calls = if quick { 10_000 } else { 1_000_000 };
        // SAFETY: `__tvm_ffi_vadd` has the TVMFFISafeCallType signature.
        let packed_entry: libloading::Symbol<PackedFn> =
            unsafe { library.get(b"__tvm_ffi_vadd").unwrap() };
        let mut result = TVMFFIAny::raw(TYPE_NONE, 0);
        let packed = best_of(3, || {
            for _ in 0..calls {
                // SAFETY: three valid tensor arguments.
                black_box(unsafe {
                    packed_entry(
                        std::ptr::null_mut(),
                        black_box(args.as_ptr()),
                        3,
                        &mut result,
                    )
                });
            }
        });
        type VaddC = unsafe extern "C" fn(*const f32, *const f32, *mut f32, i64) -> i32;
        // SAFETY: `vadd_c`'s C signature per docs/abi.md.
        let c_entry: libloading::Symbol<VaddC> = unsafe { library.get(b"vadd_c").unwrap() };
        let (pa, pb, pc) = (a.data.as_ptr(), b.data.as_ptr(), c.data.as_mut_ptr());
        let direct = best_of(3, || {
            for _ in 0..calls {
                // SAFETY: 16-element buffers owned above.
                black_box(unsafe { c_entry(black_box(pa), pb, pc, 16) });
            }
        });
        for (label, time) in [
            ("vadd n=16 via __tvm_ffi_vadd (checked)", packed),
            ("vadd n=16 via vadd_c (unchecked)", direct),
        ] {
            println!(
                "{:<56} {:>10.1}ns {:>12}",
                label,
                time.as_secs_f64() * 1e9 / calls as f64,
                "per call"
            );
        }
    }

    let runs = if quick { 3 } else { 10 };
    let n = if quick { 1 << 20 } else { 1 << 24 };

    // vadd against memcpy of the same traffic, interleaved: 12 bytes per element (two 4-byte
    // reads, one 4-byte write); memcpy reads 6n bytes and writes 6n bytes.
    let mut rng = Rng::new(1);
    let mut a = Aligned::new(rng.f32s(n, 1.0), &[n as i64]);
    let mut b = Aligned::new(rng.f32s(n, 1.0), &[n as i64]);
    let mut c = Aligned::zeros(&[n as i64]);
    let args = [a.any(), b.any(), c.any()];
    let source_bytes = vec![1u8; 6 * n];
    let mut target_bytes = vec![0u8; 6 * n];
    let (vadd_time, copy_time) = best_of_interleaved(
        runs,
        || assert_eq!(call_packed(&library, "vadd", black_box(&args)), 0),
        || {
            target_bytes.copy_from_slice(black_box(&source_bytes));
            black_box(&target_bytes);
        },
    );
    drop((source_bytes, target_bytes));
    let bytes = 12.0 * n as f64;
    let vadd_rate = bytes / vadd_time.as_secs_f64() / 1e9;
    let copy_rate = bytes / copy_time.as_secs_f64() / 1e9;
    println!(
        "{:<56} {:>10.3}ms {:>8.2} GB/s",
        "memcpy (copy_from_slice), same traffic as vadd",
        copy_time.as_secs_f64() * 1e3,
        copy_rate
    );
    println!(
        "{:<56} {:>10.3}ms {:>8.2} GB/s {:.2} x memcpy",
        format!("vadd f32 n=2^{}", n.trailing_zeros()),
        vadd_time.as_secs_f64() * 1e3,
        vadd_rate,
        vadd_rate / copy_rate
    );
    assert_eq!(c.values()[5], a.values()[5] + b.values()[5]);

    // saxpy: the same 12 bytes per element.
    let mut saxpy_out = Aligned::zeros(&[n as i64]);
    let saxpy_args = [TVMFFIAny::float(0.5), a.any(), b.any(), saxpy_out.any()];
    for (label, launcher) in [
        ("serial", None),
        ("2 threads", Some(two_thread_launch as Launch)),
    ] {
        set_launcher(&library, launcher);
        let time = best_of(runs, || {
            assert_eq!(call_packed(&library, "saxpy", black_box(&saxpy_args)), 0);
        });
        let rate = bytes / time.as_secs_f64() / 1e9;
        println!(
            "{:<56} {:>10.3}ms {:>8.2} GB/s {:.2} x memcpy",
            format!("saxpy f32 n=2^{} {label}", n.trailing_zeros()),
            time.as_secs_f64() * 1e3,
            rate,
            rate / copy_rate
        );
    }
    set_launcher(&library, None);
    assert!((saxpy_out.values()[7] - (0.5 * a.values()[7] + b.values()[7])).abs() < 1e-6);
    drop((a, b, c, saxpy_out));

    // softmax_rows: 16 f32 per row read and written (128 bytes per row).
    let rows = if quick { 1 << 14 } else { 1 << 20 };
    let mut x = Aligned::new(rng.f32s(rows * 16, 4.0), &[rows as i64, 16]);
    let mut y = Aligned::zeros(&[rows as i64, 16]);
    let softmax_args = [x.any(), y.any()];
    let time = best_of(runs, || {
        assert_eq!(
            call_packed(&library, "softmax_rows", black_box(&softmax_args)),
            0
        );
    });
    let rate = 128.0 * rows as f64 / time.as_secs_f64() / 1e9;
    println!(
        "{:<56} {:>10.3}ms {:>8.2} GB/s {:.2} x memcpy",
        format!("softmax_rows f32 2^{} x 16", rows.trailing_zeros()),
        time.as_secs_f64() * 1e3,
        rate,
        rate / copy_rate
    );
    let row_sum: f32 = y.values()[..16].iter().sum();
    assert!(
        (row_sum - 1.0).abs() < 1e-4,
        "softmax row sums to {row_sum}"
    );
    drop((x, y));

    // matmul: 2·m·n·k flops. The scheduled kernel is timed interleaved with the FMA peak loop
    // on the same number of threads, so each fraction of peak is measured in one sitting.
    let size = if quick { 128 } else { 1024 };
    let dims = [size as i64, size as i64];
    let mut ma = Aligned::new(rng.f32s(size * size, 1.0), &dims);
    let mut mb = Aligned::new(rng.f32s(size * size, 1.0), &dims);
    let mut mc = Aligned::zeros(&dims);
    let margs = [ma.any(), mb.any(), mc.any()];
    let flops = 2.0 * (size as f64).powi(3);
    let fma_iterations = if quick { 1 << 18 } else { 1 << 22 };
    let mut peaks = [0.0f64; 2];
    let mut scheduled = [0.0f64; 2];
    for (threads, launcher) in [(1usize, None), (2, Some(two_thread_launch as Launch))] {
        set_launcher(&library, launcher);
        // Blocks of kernel calls and of short peak rounds, alternated three times: both see the
        // same bursts of load, and a kernel call never directly follows a full-power FMA round
        // (which may leave the core at a lower clock for a moment).
        let mut peak = 0.0f64;
        let mut kernel_time = Duration::MAX;
        for _ in 0..3 {
            kernel_time = kernel_time.min(best_of(runs, || {
                assert_eq!(
                    call_packed(&library, "matmul_scheduled", black_box(&margs)),
                    0
                )
            }));
            for _ in 0..runs {
                let start = Instant::now();
                let done = peaks::fma_round(threads, fma_iterations);
                peak = peak.max(done / start.elapsed().as_secs_f64() / 1e9);
            }
        }
        peaks[threads - 1] = peak;
        scheduled[threads - 1] = flops / kernel_time.as_secs_f64() / 1e9;
        println!(
            "{:<56} {:>12} {:>6.1} GFLOP/s",
            format!("FMA peak, {threads} thread(s) ({})", peaks::fma_peak::isa()),
            "",
            peaks[threads - 1]
        );
        println!(
            "{:<56} {:>10.3}ms {:>6.2} GFLOP/s {:.3} x peak",
            format!(
                "matmul_scheduled f32 {size}^3 {}",
                if threads == 1 { "serial" } else { "2 threads" }
            ),
            kernel_time.as_secs_f64() * 1e3,
            scheduled[threads - 1],
            scheduled[threads - 1] / peaks[threads - 1]
        );
    }
    let [peak_one, peak_two] = peaks;
    for kernel in ["matmul", "matmul_ikj"] {
        for (threads, launcher) in [(1, None), (2, Some(two_thread_launch as Launch))] {
            set_launcher(&library, launcher);
            let call = || {
                assert_eq!(call_packed(&library, kernel, black_box(&margs)), 0);
            };
            // The naive kernel takes seconds at 1024³: one timed call, no warm-up.
            let time = if kernel == "matmul" {
                let start = Instant::now();
                call();
                start.elapsed()
            } else {
                best_of(runs, call)
            };
            let rate = flops / time.as_secs_f64() / 1e9;
            let peak = if threads == 1 { peak_one } else { peak_two };
            println!(
                "{:<56} {:>10.3}ms {:>6.2} GFLOP/s {:.3} x peak",
                format!(
                    "{kernel} f32 {size}^3 {}",
                    if threads == 1 { "serial" } else { "2 threads" }
                ),
                time.as_secs_f64() * 1e3,
                rate,
                rate / peak
            );
        }
    }
    set_launcher(&library, None);
    // The variants agree (a cheap guard against benchmarking a broken kernel).
    assert_eq!(call_packed(&library, "matmul_ikj", &margs), 0);
    let reference = mc.values().to_vec();
    for kernel in ["matmul", "matmul_scheduled"] {
        mc.values_mut().fill(f32::NAN);
        assert_eq!(call_packed(&library, kernel, &margs), 0);
        let worst = reference
            .iter()
            .zip(mc.values())
            .map(|(x, y)| (x - y).abs())
            .fold(0f32, f32::max);
        assert!(
            worst < 1e-2,
            "{kernel} disagrees with matmul_ikj by {worst}"
        );
    }

    // TVM 0.27 with a comparable schedule, same machine, same run.
    if quick {
        println!("tvm: skipped (quick run)");
        return;
    }
    // TVM refuses `-mcpu=native`: give it the name LLVM resolved for modlink's `native`.
    let cpu = inkwell::targets::TargetMachine::get_host_cpu_name().to_string();
    for threads in [1usize, 2] {
        match tvm::tvm_matmul(size, threads, &cpu, &path) {
            Ok((tvm, modlink)) => {
                let peak = if threads == 1 { peak_one } else { peak_two };
                println!(
                    "{:<56} {:>12} {:>6.2} GFLOP/s {:.3} x peak",
                    format!("tvm 0.27 matmul f32 {size}^3 {threads} thread(s), -mcpu={cpu}"),
                    "",
                    tvm,
                    tvm / peak
                );
                println!(
                    "{:<56} {:>12} {:>10.2} x  (turn by turn in TVM: {:.2} vs {:.2} GFLOP/s; this bench's own loop: {:.2})",
                    format!("matmul_scheduled / tvm, {threads} thread(s)"),
                    "",
                    modlink / tvm,
                    modlink,
                    tvm,
                    scheduled[threads - 1]
                );
            }
            Err(reason) => println!("tvm: unavailable ({reason})"),
        }
    }
    // The library (and its directory) stays alive until the TVM runs are done.
    drop(library);
}
