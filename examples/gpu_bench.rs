//! The per-call cost of a CUDA kernel through modlink's packed path, against a bare
//! `cuLaunchKernel` loop on the same kernel, arguments and launch shape (issue #26's bench; run
//! on a GPU machine by `ci/gpu-check.sh bench`, never in a test).
//!
//! Kernel: TVM 0.27's `vadd_dyn` (cubin, sm_90) on one element, so the launch dominates.
//! * packed: `Function::call` of the library's host function with three device tensors (TVM's
//!   host code checks them, calls `__tvm_set_device`, looks the kernel up, packs and launches);
//! * bare: `DeviceBackend::launch` on the CUDA driver with the kernel found once and the argument
//!   holders built once: one `cuLaunchKernel` per iteration.
//!
//! Each path: 1000 warm-up calls, then rounds of `CALLS` launches followed by one synchronize;
//! the per-call cost is a round's time / `CALLS`, the best of 7 rounds (rounds alternate between
//! the paths so both see the same clocks). Prints both and their ratio.
//!
//! `gpu_bench FIXTURES_DIR [CALLS]` (built with `--no-default-features --features gpu-check`).

use modlink::ir::DType;
use modlink::runtime::device::cuda::CudaDriver;
use modlink::runtime::device::{DeviceBackend, KernelArg, LaunchConfig};
use modlink::runtime::{Arg, DeviceTensor, Library};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("gpu-bench: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let fixtures = PathBuf::from(args.next().ok_or("usage: gpu_bench FIXTURES_DIR [CALLS]")?);
    let calls: u32 = match args.next() {
        Some(text) => text
            .parse()
            .map_err(|_| format!("CALLS: not a number: {text}"))?,
        None => 20_000,
    };
    let library = Library::open(fixtures.join("vadd_dyn.cubin.so")).map_err(|e| e.to_string())?;
    let function = library
        .get_function("vadd_dyn")
        .map_err(|e| e.to_string())?;
    let backend = library.device_backend();
    let tensor = |backend: &Arc<dyn DeviceBackend>| {
        DeviceTensor::empty(backend.clone(), 0, DType::F32, &[1]).map_err(|e| e.to_string())
    };
    let (mut a, mut b, mut c) = (tensor(&backend)?, tensor(&backend)?, tensor(&backend)?);

    // The bare path: its own driver handle, the image and kernel loaded once.
    let driver = CudaDriver::open().map_err(|e| e.to_string())?;
    let image = std::fs::read(fixtures.join("vadd_dyn.cubin")).map_err(|e| e.to_string())?;
    let module = driver
        .load_module(0, "cubin", "sm_90", &image)
        .map_err(|e| e.to_string())?;
    let kernel = driver
        .get_function(0, module, "vadd_dyn_kernel")
        .map_err(|e| e.to_string())?;
    let bare_tensors = (
        tensor_on(&driver)?,
        tensor_on(&driver)?,
        tensor_on(&driver)?,
    );
    let bare_args = [
        KernelArg::InPlace(bare_tensors.0.to_le_bytes()),
        KernelArg::InPlace(bare_tensors.1.to_le_bytes()),
        KernelArg::InPlace(bare_tensors.2.to_le_bytes()),
        KernelArg::InPlace(1i64.to_le_bytes()),
    ];
    let config = LaunchConfig {
        grid: [1, 1, 1],
        block: [128, 1, 1],
        dynamic_shared_bytes: 0,
        cluster: None,
        preferred_cluster: None,
        programmatic_dependent_launch: false,
        cooperative: false,
        empty: false,
    };

    let mut packed_round = |count: u32| -> Result<f64, String> {
        let started = Instant::now();
        for _ in 0..count {
            let mut call_args = [
                Arg::Device(&mut a),
                Arg::Device(&mut b),
                Arg::Device(&mut c),
            ];
            function.call(&mut call_args).map_err(|e| e.to_string())?;
        }
        backend.synchronize(0).map_err(|e| e.to_string())?;
        Ok(started.elapsed().as_secs_f64() / f64::from(count.max(1)))
    };
    let bare_round = |count: u32| -> Result<f64, String> {
        let started = Instant::now();
        for _ in 0..count {
            driver
                .launch(0, kernel, "vadd_dyn_kernel", &config, &bare_args)
                .map_err(|e| e.to_string())?;
        }
        driver.synchronize(0).map_err(|e| e.to_string())?;
        Ok(started.elapsed().as_secs_f64() / f64::from(count.max(1)))
    };
    packed_round(1000)?;
    bare_round(1000)?;
    let (mut packed, mut bare) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..7 {
        packed = packed.min(packed_round(calls)?);
        bare = bare.min(bare_round(calls)?);
    }
    println!(
        "per-call: modlink packed {:.2} us, bare cuLaunchKernel {:.2} us, ratio {:.3} (goal <= 1.2; {calls} calls a round, best of 7)",
        packed * 1e6,
        bare * 1e6,
        packed / bare
    );
    Ok(())
}

/// One f32 on device 0 of `driver`, as a raw address.
fn tensor_on(driver: &CudaDriver) -> Result<u64, String> {
    driver.alloc(0, 4).map_err(|e| e.to_string())
}
