//! Multi-level libraries against single-level ones, in one run on this machine:
//!
//! * three builds of the same kernels (`examples/kernels.kir` + `examples/matmul_scheduled.kir`,
//!   O3): `generic` (the baseline CPU), `--cpu native`, and `--cpu-levels preset` (every
//!   level of the architecture, dispatched at run time);
//! * per build: code-generation time (levels compile in parallel on every core) and the size
//!   of the linked shared library;
//! * per kernel (vadd and saxpy at 2^24 f32 from memory and 2^13 f32 in cache, the scheduled
//!   matmul 1024³ serially and on two threads, and the other examples: the plain matmul 256³,
//!   softmax_rows 4096×16, clamp_scale 2^16 f64): the three builds timed alternately, best of
//!   each, and the ratios multi-level / native and generic / native;
//! * the multi-level library's scheduled matmul (at the level the dispatch picked) against
//!   TVM 0.27's best comparable schedule, turn by turn in one TVM process
//!   (`benches/matmul_tvm_baseline.py`).
//!
//! * what the default CPU levels cost next to one level (`x86-64-v3`), both at the default O2
//!   on every core, the two builds taking turns, best of each: code generation of the examples,
//!   of a model's kernels (`MODEL`: convolutions, pooling, batch and layer norm, dense, GELU,
//!   softmax, as the model front writes them) and of 150 vadd variants (the kernels of
//!   `benches/vs_tvm.py`); then the model's kernels timed at the levels' best against
//!   `--cpu native`.
//!
//! `cargo bench --bench cpu_levels`. Without `--bench` (e.g. `cargo test --all-targets`) or
//! with `MODLINK_BENCH_QUICK=1` it runs small sizes and skips TVM.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "kernels_support/calls.rs"]
mod calls;
#[path = "../tests/support/rng.rs"]
mod rng;
pub use rng::Rng;
#[path = "../tests/support/kernels.rs"]
mod common;
#[path = "kernels_support/tvm.rs"]
mod tvm;

use calls::*;
use common::*;
use modlink::codegen::{CodegenOptions, OptLevel, compile_partitioned};
use modlink::target::TargetSpec;
use modlink::target::cpu_levels::CpuLevels;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const MATMUL_SCHEDULED: &str = include_str!("../examples/matmul_scheduled.kir");

/// A model with the layer kinds of today's networks; its kernels are the "real-model kernels"
/// of the compile-time and speed comparisons.
const MODEL: &str = CNN_MODEL;

fn model_program() -> modlink::ir::Program {
    let spec = modlink::model::ModelSpec::from_json(MODEL).unwrap();
    modlink::ir::parse(&spec.lower().unwrap().kir, "model.kir").unwrap()
}

/// The vadd variants of `benches/vs_tvm.py`.
fn vadd_variants(count: usize) -> modlink::ir::Program {
    let source: String = (0..count)
        .map(|k| {
            format!(
                "kernel k{k:03}(A: f32[n], B: f32[n], C: f32[n]) {{ for i in 0..n {{ C[i] = A[i] * {}.0 + B[i]; }} }}\n",
                k + 1
            )
        })
        .collect();
    modlink::ir::parse(&source, "variants.kir").unwrap()
}

/// Code generation of `program` (default options, every core) at `levels` and at `one`, the
/// two taking turns `runs` times: the best time of each.
fn compile_times(
    program: &modlink::ir::Program,
    target: &TargetSpec,
    levels: &CpuLevels,
    one: &CpuLevels,
    runs: usize,
) -> (Duration, Duration) {
    let time = |cpu_levels: &CpuLevels| {
        let options = CodegenOptions {
            cpu_levels: cpu_levels.clone(),
            ..CodegenOptions::default()
        };
        let start = Instant::now();
        black_box(compile_partitioned(program, target, &options, None).unwrap());
        start.elapsed()
    };
    let (mut best_levels, mut best_one) = (Duration::MAX, Duration::MAX);
    for _ in 0..runs {
        best_levels = best_levels.min(time(levels));
        best_one = best_one.min(time(one));
    }
    (best_levels, best_one)
}

/// `lscpu`'s model name and the load average, to name the machine a run was made on.
fn machine() -> String {
    let model = std::process::Command::new("lscpu")
        .output()
        .ok()
        .and_then(|out| {
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .find_map(|l| l.strip_prefix("Model name:").map(|m| m.trim().to_string()))
        })
        .unwrap_or_else(|| "unknown CPU".to_string());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    format!(
        "{model}, {} CPUs, load average {}",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        load.join(" ")
    )
}

struct Build {
    label: &'static str,
    compile: Duration,
    path: PathBuf,
    bytes: u64,
    library: libloading::Library,
}

fn build(
    label: &'static str,
    program: &modlink::ir::Program,
    target: &TargetSpec,
    levels: CpuLevels,
    dir: &Path,
) -> Build {
    let options = CodegenOptions {
        opt_level: OptLevel::O3,
        cpu_levels: levels,
        ..CodegenOptions::default()
    };
    let start = Instant::now();
    let objects = black_box(compile_partitioned(program, target, &options, None).unwrap());
    let compile = start.elapsed();
    let path = dir.join(format!("lib{}.so", label.replace(' ', "_")));
    let mut args: Vec<std::ffi::OsString> =
        vec!["-shared".into(), "-o".into(), path.clone().into()];
    for (index, object) in objects.iter().enumerate() {
        let file = dir.join(format!("{}.{index}.o", label.replace(' ', "_")));
        std::fs::write(&file, &object.bytes).unwrap();
        args.push(file.into());
    }
    args.push("-lm".into());
    let refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
    run_cc(&refs);
    let bytes = std::fs::metadata(&path).unwrap().len();
    let library = load_now(&path);
    Build {
        label,
        compile,
        path,
        bytes,
        library,
    }
}

/// The level a multi-level library dispatches to.
fn picked_level(library: &libloading::Library) -> String {
    type Query = unsafe extern "C" fn() -> *const std::ffi::c_char;
    // SAFETY: `__modlink_cpu_level` returns a static NUL-terminated string.
    unsafe {
        let query: libloading::Symbol<Query> = library.get(b"__modlink_cpu_level").unwrap();
        std::ffi::CStr::from_ptr(query())
            .to_string_lossy()
            .into_owned()
    }
}

/// Best time of each build calling `kernel`, the builds taking turns `runs` times; a build
/// (each timing `batch` calls); a build whose warm-up took over a second (the generic scheduled matmul) is timed by it alone.
fn time_each(
    builds: &[Build],
    runs: usize,
    kernel: &str,
    args: &[TVMFFIAny],
    batch: usize,
) -> Vec<Duration> {
    let mut best = Vec::with_capacity(builds.len());
    for build in builds {
        let start = Instant::now();
        for _ in 0..batch {
            assert_eq!(call_packed(&build.library, kernel, args), 0, "warm-up");
        }
        best.push(start.elapsed());
    }
    let slow: Vec<bool> = best.iter().map(|t| *t > Duration::from_secs(1)).collect();
    for _ in 0..runs {
        for ((slot, build), slow) in best.iter_mut().zip(builds).zip(&slow) {
            if *slow {
                continue;
            }
            let start = Instant::now();
            for _ in 0..batch {
                assert_eq!(call_packed(&build.library, kernel, black_box(args)), 0);
            }
            *slot = (*slot).min(start.elapsed());
        }
    }
    best
}

fn report(builds: &[Build], label: &str, times: &[Duration], work: f64, unit: &str) {
    let native = times[1].as_secs_f64();
    for (build, time) in builds.iter().zip(times) {
        println!(
            "{:<44} {:<14} {:>9.3}ms {:>8.2} {unit} {:>6.3} x native",
            label,
            build.label,
            time.as_secs_f64() * 1e3,
            work / time.as_secs_f64() / 1e9,
            native / time.as_secs_f64()
        );
    }
}

fn main() {
    let quick = std::env::var_os("MODLINK_BENCH_QUICK").is_some()
        || !std::env::args().any(|arg| arg == "--bench");
    let mut source = kernels_source();
    source.push_str(MATMUL_SCHEDULED);
    let program = modlink::ir::parse(&source, "bench.kir").unwrap();
    let host = TargetSpec::host().unwrap();
    let Some(preset) = CpuLevels::preset(host.arch()) else {
        println!("cpu_levels: {} has no CPU levels", host.arch());
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let builds = [
        build("generic", &program, &host, CpuLevels::default(), dir.path()),
        build(
            "native",
            &program,
            &host.clone().with_cpu("native"),
            CpuLevels::default(),
            dir.path(),
        ),
        build("levels preset", &program, &host, preset.clone(), dir.path()),
    ];
    println!(
        "{} kernels; levels preset = {preset}; the multi-level build picked {}",
        program.kernels.len(),
        picked_level(&builds[2].library)
    );
    for build in &builds {
        println!(
            "{:<44} {:<14} {:>9.0}ms compile {:>9} bytes ({:.2} x generic)",
            "build (O3, all cores)",
            build.label,
            build.compile.as_secs_f64() * 1e3,
            build.bytes,
            build.bytes as f64 / builds[0].bytes as f64
        );
    }

    let runs = if quick { 3 } else { 40 };
    let mut rng = Rng::new(1);
    // 2^24 elements stream from memory (the ISA hardly matters); 2^13 stay in L1/L2, where the
    // vector width does: there each timing is a batch of calls.
    for (n, batch) in [(1usize << 24, 1usize), (1 << 13, 2000)] {
        let n = if quick { n.min(1 << 18) } else { n };
        let mut a = Aligned::new(rng.f32s(n, 1.0), &[n as i64]);
        let mut b = Aligned::new(rng.f32s(n, 1.0), &[n as i64]);
        let mut c = Aligned::zeros(&[n as i64]);
        let bytes = 12.0 * (n * batch) as f64;
        let vadd_args = [a.any(), b.any(), c.any()];
        let times = time_each(&builds, runs, "vadd", &vadd_args, batch);
        let label = format!("vadd f32 n=2^{} x{batch}", n.trailing_zeros());
        report(&builds, &label, &times, bytes, "GB/s");
        let saxpy_args = [TVMFFIAny::float(0.5), a.any(), b.any(), c.any()];
        let times = time_each(&builds, runs, "saxpy", &saxpy_args, batch);
        let label = format!("saxpy f32 n=2^{} x{batch} serial", n.trailing_zeros());
        report(&builds, &label, &times, bytes, "GB/s");
        assert_eq!(c.values()[3], 0.5 * a.values()[3] + b.values()[3]);
    }

    let size = if quick { 128 } else { 1024 };
    let dims = [size as i64, size as i64];
    let mut ma = Aligned::new(rng.f32s(size * size, 1.0), &dims);
    let mut mb = Aligned::new(rng.f32s(size * size, 1.0), &dims);
    let mut mc = Aligned::zeros(&dims);
    let margs = [ma.any(), mb.any(), mc.any()];
    let flops = 2.0 * (size as f64).powi(3);
    for (threads, launcher) in [(1, None), (2, Some(two_thread_launch as Launch))] {
        for build in &builds {
            set_launcher(&build.library, launcher);
        }
        let times = time_each(&builds, runs / 2, "matmul_scheduled", &margs, 1);
        report(
            &builds,
            &format!(
                "matmul_scheduled f32 {size}^3 {}",
                if threads == 1 { "serial" } else { "2 threads" }
            ),
            &times,
            flops,
            "GFLOP/s",
        );
    }
    for build in &builds {
        set_launcher(&build.library, None);
    }
    let expected: f32 = (0..size)
        .map(|r| ma.values()[r] * mb.values()[r * size])
        .sum();
    assert!((mc.values()[0] - expected).abs() < 1e-3 * expected.abs().max(1.0));

    other_examples(&builds, runs, &mut rng);
    model_kernels(&host, &preset, dir.path(), runs);
    let one = CpuLevels::parse("x86-64-v3", host.arch()).unwrap();
    println!("machine: {}", machine());
    let compile_runs = if quick { 1 } else { 5 };
    for (label, program) in [
        ("examples", program.clone()),
        ("model kernels", model_program()),
        ("vadd variants", vadd_variants(if quick { 20 } else { 150 })),
    ] {
        let (levels, single) = compile_times(&program, &host, &preset, &one, compile_runs);
        println!(
            "{:<44} {:>9.0}ms default levels {:>9.0}ms x86-64-v3 {:>6.2} x one level",
            format!(
                "code generation (O2, all cores), {label} ({})",
                program.kernels.len()
            ),
            levels.as_secs_f64() * 1e3,
            single.as_secs_f64() * 1e3,
            levels.as_secs_f64() / single.as_secs_f64()
        );
    }

    if quick {
        println!("tvm: skipped (quick run)");
        return;
    }
    // TVM refuses `-mcpu=native`: give it the name LLVM resolved for modlink's `native`.
    let cpu = inkwell::targets::TargetMachine::get_host_cpu_name().to_string();
    for threads in [1usize, 2] {
        match tvm::tvm_matmul(size, threads, &cpu, &builds[2].path) {
            Ok((tvm, modlink)) => println!(
                "{:<44} {:<14} {:>10.2} x  (turn by turn in TVM: {modlink:.2} vs {tvm:.2} GFLOP/s, -mcpu={cpu})",
                format!("matmul_scheduled / tvm 0.27, {threads} thread(s)"),
                "levels preset",
                modlink / tvm,
            ),
            Err(reason) => println!("tvm: unavailable ({reason})"),
        }
    }
}

/// Each kernel of `MODEL` (random inputs of its shapes), the levels' library against
/// `--cpu native`, taking turns: the best time of each and their ratio.
fn model_kernels(host: &TargetSpec, preset: &CpuLevels, dir: &Path, runs: usize) {
    let program = model_program();
    let builds = [
        build(
            "model native",
            &program,
            &host.clone().with_cpu("native"),
            CpuLevels::default(),
            dir,
        ),
        build("model levels", &program, host, preset.clone(), dir),
    ];
    let mut rng = Rng::new(3);
    for kernel in &program.kernels {
        let mut tensors: Vec<Aligned> = Vec::new();
        for param in &kernel.params {
            let modlink::ir::Param::Buffer { shape, .. } = param else {
                panic!("{}: a scalar parameter", kernel.name);
            };
            let dims: Vec<i64> = shape
                .iter()
                .map(|dim| match dim {
                    modlink::ir::Dim::Const(n) => *n,
                    other => panic!("{}: symbolic dim {other:?}", kernel.name),
                })
                .collect();
            let count = dims.iter().product::<i64>() as usize;
            tensors.push(Aligned::new(rng.f32s(count, 1.0), &dims));
        }
        let args: Vec<TVMFFIAny> = tensors.iter_mut().map(Aligned::any).collect();
        let times = time_each(&builds, runs, &kernel.name, &args, 20);
        println!(
            "{:<44} {:<14} {:>9.3}ms native {:>9.3}ms levels {:>6.3} x native",
            format!("model kernel {} x20", kernel.name),
            "levels preset",
            times[0].as_secs_f64() * 1e3,
            times[1].as_secs_f64() * 1e3,
            times[0].as_secs_f64() / times[1].as_secs_f64()
        );
    }
}

/// The examples not timed above (the plain matmul, softmax_rows, clamp_scale), each build
/// taking turns, so that every kernel of examples/ has its levels-vs-native ratio.
fn other_examples(builds: &[Build], runs: usize, rng: &mut Rng) {
    let size: usize = 256;
    let dims = [size as i64, size as i64];
    let mut a = Aligned::new(rng.f32s(size * size, 1.0), &dims);
    let mut b = Aligned::new(rng.f32s(size * size, 1.0), &dims);
    let mut c = Aligned::zeros(&dims);
    let args = [a.any(), b.any(), c.any()];
    let times = time_each(builds, runs, "matmul", &args, 1);
    let flops = 2.0 * (size as f64).powi(3);
    report(builds, "matmul f32 256^3 serial", &times, flops, "GFLOP/s");

    let rows: usize = 4096;
    let mut x = Aligned::new(rng.f32s(rows * 16, 4.0), &[rows as i64, 16]);
    let mut y = Aligned::zeros(&[rows as i64, 16]);
    let args = [x.any(), y.any()];
    let times = time_each(builds, runs, "softmax_rows", &args, 20);
    report(
        builds,
        "softmax_rows f32 4096x16 x20",
        &times,
        20.0 * (rows * 16) as f64,
        "Gelem/s",
    );

    let n: usize = 1 << 16;
    let values: Vec<f64> = rng.f32s(n, 2.0).into_iter().map(f64::from).collect();
    let mut xs = Tensor::new(values, &[n as i64]);
    let mut ys = Tensor::<f64>::zeros(&[n as i64]);
    let mut mask = Tensor::<i32>::zeros(&[n as i64]);
    let args = [
        TVMFFIAny::float(-1.0),
        TVMFFIAny::float(1.0),
        TVMFFIAny::int(3),
        xs.any(),
        ys.any(),
        mask.any(),
    ];
    let times = time_each(builds, runs, "clamp_scale", &args, 20);
    report(
        builds,
        "clamp_scale f64 n=2^16 x20",
        &times,
        20.0 * n as f64,
        "Gelem/s",
    );
}
