//! Kernel throughput: vadd at 2^24 f32 in GB/s against a memcpy moving the same traffic, and
//! 512x512x512 f32 matmul in GFLOP/s (the naive kernel from `examples/kernels.kir` and an i-k-j
//! vectorised variant), serial and with a 2-thread `TVMBackendParallelLaunch`.
//!
//! `cargo bench --bench kernels`. Under `cargo test --all-targets` (no `--bench` argument) or
//! with `MODLINK_BENCH_QUICK=1` it runs small sizes as a smoke test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/common/mod.rs"]
mod common;

use common::*;
use modlink::codegen::{CodegenOptions, OptLevel};
use modlink::target::TargetSpec;
use std::ffi::c_void;
use std::hint::black_box;
use std::time::{Duration, Instant};

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

#[repr(C)]
struct ParallelGroupEnv {
    sync_handle: *mut c_void,
    num_task: i32,
}

type Lambda = unsafe extern "C" fn(i32, *mut ParallelGroupEnv, *mut c_void) -> i32;
type Launch = unsafe extern "C" fn(Lambda, *mut c_void, i32) -> i32;

/// A minimal 2-thread launcher: task 1 on a scoped thread, task 0 on the caller.
unsafe extern "C" fn two_thread_launch(lambda: Lambda, cdata: *mut c_void, _num_task: i32) -> i32 {
    let cdata = cdata as usize;
    let run = move |task: i32| {
        let mut env = ParallelGroupEnv {
            sync_handle: std::ptr::null_mut(),
            num_task: 2,
        };
        // SAFETY: the parallel protocol: lambda(task_id, penv, cdata).
        unsafe { lambda(task, &mut env, cdata as *mut c_void) }
    };
    let (first, second) = std::thread::scope(|scope| {
        let helper = scope.spawn(move || run(1));
        (run(0), helper.join().unwrap_or(-1))
    });
    if first == 0 && second == 0 { 0 } else { -1 }
}

fn set_launcher(library: &libloading::Library, launch: Option<Launch>) {
    // SAFETY: a pointer-sized data variable in the library.
    unsafe {
        let slot: libloading::Symbol<*mut Option<Launch>> =
            library.get(b"__TVMBackendParallelLaunch").unwrap();
        (*slot).write(launch);
    }
}

fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    f();
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap()
}

fn main() {
    let quick = std::env::var_os("MODLINK_BENCH_QUICK").is_some()
        || !std::env::args().any(|arg| arg == "--bench");
    let mut source = kernels_source();
    source.push_str(MATMUL_IKJ);
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

    // vadd: 12 bytes of traffic per element (two 4-byte reads, one 4-byte write).
    let n = if quick { 1 << 20 } else { 1 << 24 };
    let mut rng = Rng::new(1);
    let mut a = Tensor::new(rng.f32s(n, 1.0), &[n as i64]);
    let mut b = Tensor::new(rng.f32s(n, 1.0), &[n as i64]);
    let mut c = Tensor::<f32>::zeros(&[n as i64]);
    let args = [a.any(), b.any(), c.any()];
    let vadd_time = best_of(if quick { 3 } else { 10 }, || {
        assert_eq!(call_packed(&library, "vadd", black_box(&args)), 0);
    });
    let bytes = 12.0 * n as f64;
    let vadd_rate = bytes / vadd_time.as_secs_f64() / 1e9;
    println!(
        "{:<56} {:>10.3}ms {:>8.2} GB/s",
        format!("vadd f32 n=2^{}", n.trailing_zeros()),
        vadd_time.as_secs_f64() * 1e3,
        vadd_rate
    );
    // memcpy moving the same traffic: 6n bytes read + 6n bytes written.
    let source_bytes = vec![1u8; 6 * n];
    let mut target_bytes = vec![0u8; 6 * n];
    let copy_time = best_of(if quick { 3 } else { 10 }, || {
        target_bytes.copy_from_slice(black_box(&source_bytes));
        black_box(&target_bytes);
    });
    let copy_rate = bytes / copy_time.as_secs_f64() / 1e9;
    println!(
        "{:<56} {:>10.3}ms {:>8.2} GB/s",
        "memcpy (copy_from_slice) same traffic",
        copy_time.as_secs_f64() * 1e3,
        copy_rate
    );
    println!(
        "{:<56} {:>12} {:>10.2} x",
        "vadd / memcpy",
        "",
        vadd_rate / copy_rate
    );

    // matmul: 2·m·n·k flops.
    let size = if quick { 128 } else { 512 };
    let dims = [size as i64, size as i64];
    let mut ma = Tensor::new(rng.f32s(size * size, 1.0), &dims);
    let mut mb = Tensor::new(rng.f32s(size * size, 1.0), &dims);
    let mut mc = Tensor::<f32>::zeros(&dims);
    let margs = [ma.any(), mb.any(), mc.any()];
    let flops = 2.0 * (size as f64).powi(3);
    for kernel in ["matmul", "matmul_ikj"] {
        for (label, launcher) in [
            ("serial", None),
            ("2 threads", Some(two_thread_launch as Launch)),
        ] {
            set_launcher(&library, launcher);
            let time = best_of(3, || {
                assert_eq!(call_packed(&library, kernel, black_box(&margs)), 0);
            });
            println!(
                "{:<56} {:>10.3}ms {:>6.2} GFLOP/s",
                format!("{kernel} f32 {size}^3 {label}"),
                time.as_secs_f64() * 1e3,
                flops / time.as_secs_f64() / 1e9
            );
        }
    }
    set_launcher(&library, None);
    // The variants agree (a cheap guard against benchmarking a broken kernel).
    assert_eq!(call_packed(&library, "matmul", &margs), 0);
    let naive = mc.data.clone();
    assert_eq!(call_packed(&library, "matmul_ikj", &margs), 0);
    let worst = naive
        .iter()
        .zip(&mc.data)
        .map(|(x, y)| (x - y).abs())
        .fold(0f32, f32::max);
    assert!(worst < 1e-3, "matmul variants disagree by {worst}");
}
