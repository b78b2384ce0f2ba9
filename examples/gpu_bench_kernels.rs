//! Issue #27's benches of the examples/gpu kernels built by `modlink build` (run on a GPU machine
//! by `ci/gpu-check.sh bench`, never in a test), each through the library's packed function on
//! the CUDA driver:
//! * `vadd` and `saxpy` on 2^26 floats against a device-to-device copy
//!   (`DeviceBackend::copy_on_device`) of one of their buffers: the ratio is of bandwidths, the
//!   kernel's 12 bytes per element (two reads, one write) against the copy's 8 (one read, one
//!   write) per float copied; goal >= 0.9;
//! * `matmul_tiled` at 4096³ (fp32) and `softmax` of 4096 × 4096: their times and rates, which
//!   `bench.sh` divides by torch's (ci/gpu_bench_kernels.py; goals >= 0.7 and >= 0.8).
//!
//! Inputs are made here (a fixed linear congruential sequence in [-1, 1)) and copied to the GPU:
//! nothing large is carried to the machine. Each measurement: warm-up, then rounds of `reps`
//! calls followed by one synchronize; the per-call time is the best round's / `reps`.
//!
//! `gpu_bench_kernels FIXTURES_DIR` (the folder holding `modlink_<kernel>.so`).

use modlink::ir::DType;
use modlink::runtime::device::DeviceBackend;
use modlink::runtime::{Arg, DeviceTensor, Library, Tensor};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

const ROUNDS: usize = 5;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("gpu-bench-kernels: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let fixtures = PathBuf::from(
        std::env::args()
            .nth(1)
            .ok_or("usage: gpu_bench_kernels FIXTURES_DIR")?,
    );
    streaming(&fixtures, "vadd")?;
    streaming(&fixtures, "saxpy")?;
    matmul(&fixtures)?;
    softmax(&fixtures)
}

fn open(fixtures: &Path, kernel: &str) -> Result<Library, String> {
    let path = fixtures.join(format!("modlink_{kernel}.so"));
    Library::open(&path).map_err(|e| format!("{}: {e}", path.display()))
}

/// A `shape` tensor on cuda:0 holding the fixed sequence in [-1, 1).
fn random(backend: &Arc<dyn DeviceBackend>, shape: &[i64]) -> Result<DeviceTensor, String> {
    let count: i64 = shape.iter().product();
    let mut state: u32 = 27;
    let values: Vec<f32> = (0..count)
        .map(|_| {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (state >> 8) as f32 / (1u32 << 23) as f32 - 1.0
        })
        .collect();
    let host = Tensor::from_slice(shape, &values).map_err(|e| e.to_string())?;
    DeviceTensor::from_host(backend.clone(), 0, &host).map_err(|e| e.to_string())
}

/// The best per-call seconds of `call` over [`ROUNDS`] rounds of `reps` calls, each round ended
/// by a synchronize, after one warm-up round.
fn best_per_call(
    backend: &Arc<dyn DeviceBackend>,
    reps: u32,
    mut call: impl FnMut() -> Result<(), String>,
) -> Result<f64, String> {
    let mut best = f64::INFINITY;
    for round in 0..=ROUNDS {
        let started = Instant::now();
        for _ in 0..reps {
            call()?;
        }
        backend.synchronize(0).map_err(|e| e.to_string())?;
        if round > 0 {
            best = best.min(started.elapsed().as_secs_f64() / f64::from(reps));
        }
    }
    Ok(best)
}

/// `vadd` (C = A + B) or `saxpy` (Y = a·X + Y) on 2^26 floats against a device copy of 2^26.
fn streaming(fixtures: &Path, kernel: &str) -> Result<(), String> {
    const N: i64 = 1 << 26;
    let library = open(fixtures, kernel)?;
    let function = library.get_function(kernel).map_err(|e| e.to_string())?;
    let backend = library.device_backend();
    let (mut a, mut b, mut c) = (
        random(&backend, &[N])?,
        random(&backend, &[N])?,
        random(&backend, &[N])?,
    );
    let reps = 20;
    let kernel_time = best_per_call(&backend, reps, || {
        let mut args = match kernel {
            "saxpy" => vec![Arg::Float(0.5), Arg::Device(&mut a), Arg::Device(&mut b)],
            _ => vec![
                Arg::Device(&mut a),
                Arg::Device(&mut b),
                Arg::Device(&mut c),
            ],
        };
        function
            .call(&mut args)
            .map(drop)
            .map_err(|e| e.to_string())
    })?;
    let bytes = usize::try_from(N).map_err(|e| e.to_string())? * 4;
    let (src, dst) = (a.ptr(), c.ptr());
    let copy_time = best_per_call(&backend, reps, || {
        backend
            .copy_on_device(0, dst, src, bytes)
            .map_err(|e| e.to_string())
    })?;
    let kernel_rate = 3.0 * bytes as f64 / kernel_time / 1e9;
    let copy_rate = 2.0 * bytes as f64 / copy_time / 1e9;
    println!(
        "{kernel} 2^26 f32: modlink {:.3} ms ({kernel_rate:.0} GB/s), device copy {:.3} ms \
         ({copy_rate:.0} GB/s), bandwidth ratio {:.3} (goal >= 0.9)",
        kernel_time * 1e3,
        copy_time * 1e3,
        kernel_rate / copy_rate
    );
    Ok(())
}

/// `matmul_tiled` at 4096³: `matmul_tiled <ms> ms` for bench.sh, with the rate.
fn matmul(fixtures: &Path) -> Result<(), String> {
    const SIZE: i64 = 4096;
    let library = open(fixtures, "matmul_tiled")?;
    let function = library
        .get_function("matmul_tiled")
        .map_err(|e| e.to_string())?;
    let backend = library.device_backend();
    let (mut a, mut b) = (
        random(&backend, &[SIZE, SIZE])?,
        random(&backend, &[SIZE, SIZE])?,
    );
    let mut c = DeviceTensor::empty(backend.clone(), 0, DType::F32, &[SIZE, SIZE])
        .map_err(|e| e.to_string())?;
    let time = best_per_call(&backend, 3, || {
        let mut args = [
            Arg::Device(&mut a),
            Arg::Device(&mut b),
            Arg::Device(&mut c),
        ];
        function
            .call(&mut args)
            .map(drop)
            .map_err(|e| e.to_string())
    })?;
    let flops = 2.0 * (SIZE as f64).powi(3);
    println!(
        "matmul_tiled 4096^3 f32: modlink {:.3} ms ({:.2} TFLOP/s)",
        time * 1e3,
        flops / time / 1e12
    );
    Ok(())
}

/// `softmax` of 4096 × 4096: `softmax <ms> ms` for bench.sh.
fn softmax(fixtures: &Path) -> Result<(), String> {
    const SIZE: i64 = 4096;
    let library = open(fixtures, "softmax")?;
    let function = library.get_function("softmax").map_err(|e| e.to_string())?;
    let backend = library.device_backend();
    let mut x = random(&backend, &[SIZE, SIZE])?;
    let mut y = DeviceTensor::empty(backend.clone(), 0, DType::F32, &[SIZE, SIZE])
        .map_err(|e| e.to_string())?;
    let time = best_per_call(&backend, 20, || {
        let mut args = [Arg::Device(&mut x), Arg::Device(&mut y)];
        function
            .call(&mut args)
            .map(drop)
            .map_err(|e| e.to_string())
    })?;
    let bytes = 2.0 * (SIZE * SIZE * 4) as f64;
    println!(
        "softmax 4096x4096 f32: modlink {:.3} ms ({:.0} GB/s)",
        time * 1e3,
        bytes / time / 1e9
    );
    Ok(())
}
