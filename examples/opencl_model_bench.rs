//! One Relax model, two libraries: built for OpenCL (`build-model --device opencl`, run on the
//! machine's OpenCL device, PoCL on a CPU) and for the CPU (`build-model`, modlink's host
//! kernels), each run by modlink's VM on the same input (issue #35's report; never run in a test,
//! and its figures are the machine's).
//!
//! Per library: open, make the VM (OpenCL: the weights uploaded), 20 warm-up calls of `main`
//! (OpenCL: the driver builds each kernel at its first launch), then rounds of `CALLS` calls,
//! each call copying the input in and the result out; the per-call time is the best round /
//! `CALLS`, rounds alternating between the two so both see the same clocks. Prints both, their
//! ratio, and the largest difference between the two results.
//!
//! `cargo run --release --example opencl_model_bench -- OPENCL_LIB CPU_LIB BATCH FEATURES [CALLS]`
//! (the input is BATCH × FEATURES float32; both libraries from the same model JSON).

use modlink::runtime::vm::{VirtualMachine, VmOptions, VmValue, leaf_tensor};
use modlink::runtime::{Device, Library, Tensor};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("opencl-model-bench: {error}");
            ExitCode::FAILURE
        }
    }
}

fn number(text: Option<String>, what: &str) -> Result<usize, String> {
    text.ok_or_else(|| format!("missing {what}"))?
        .parse()
        .map_err(|e| format!("{what}: {e}"))
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: opencl_model_bench OPENCL_LIB CPU_LIB BATCH FEATURES [CALLS]";
    let opencl_path = args.next().ok_or(usage)?;
    let cpu_path = args.next().ok_or(usage)?;
    let batch = number(args.next(), "BATCH")?;
    let features = number(args.next(), "FEATURES")?;
    let calls = args
        .next()
        .map_or(Ok(200), |text| number(Some(text), "CALLS"))?;

    let values: Vec<f32> = (0..batch * features)
        .map(|i| ((i * 7919 % 1000) as f32 / 500.0) - 1.0)
        .collect();
    let input =
        Tensor::from_slice(&[batch as i64, features as i64], &values).map_err(|e| e.to_string())?;
    let input = VmValue::tensor(&input).map_err(|e| e.to_string())?;

    let open = |path: &str, device: Device| -> Result<(Library, VirtualMachine), String> {
        let library = Library::open(path).map_err(|e| format!("{path}: {e}"))?;
        let vm = VirtualMachine::with_options(&library, VmOptions::default().with_device(device))
            .map_err(|e| format!("{path}: {e}"))?;
        Ok((library, vm))
    };
    let (_opencl_lib, mut opencl_vm) = open(&opencl_path, Device::OpenCl(0))?;
    let (_cpu_lib, mut cpu_vm) = open(&cpu_path, Device::Cpu)?;

    let call = |vm: &mut VirtualMachine| -> Result<Vec<f32>, String> {
        let result = vm
            .call_host("main", std::slice::from_ref(&input))
            .map_err(|e| e.to_string())?;
        let tensor = leaf_tensor(&result).map_err(|e| e.to_string())?;
        Ok(tensor
            .as_slice::<f32>()
            .map_err(|e| e.to_string())?
            .to_vec())
    };
    for _ in 0..20 {
        call(&mut opencl_vm)?;
        call(&mut cpu_vm)?;
    }
    let on_opencl = call(&mut opencl_vm)?;
    let on_cpu = call(&mut cpu_vm)?;
    let difference = on_opencl
        .iter()
        .zip(&on_cpu)
        .map(|(a, b)| (a - b).abs())
        .fold(0f32, f32::max);

    let (mut best_opencl, mut best_cpu) = (f64::MAX, f64::MAX);
    for _ in 0..7 {
        for (vm, best) in [
            (&mut opencl_vm, &mut best_opencl),
            (&mut cpu_vm, &mut best_cpu),
        ] {
            let started = Instant::now();
            for _ in 0..calls {
                call(vm)?;
            }
            *best = best.min(started.elapsed().as_secs_f64() / calls as f64);
        }
    }
    println!(
        "model on OpenCL: {:.1} us per call; on modlink's CPU path: {:.1} us per call; OpenCL / CPU = {:.2}x; input {batch}x{features}, {calls} calls per round, best of 7; largest difference between the results {difference:.2e}",
        best_opencl * 1e6,
        best_cpu * 1e6,
        best_opencl / best_cpu
    );
    Ok(())
}
