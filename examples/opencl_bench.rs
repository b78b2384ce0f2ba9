//! The per-call cost of an OpenCL kernel through modlink's packed path (what `modlink run
//! --device opencl` calls), against a loop of bare launches of the same kernel through the
//! OpenCL driver (issue #35's bench; never run in a test, and its figures are the machine's).
//!
//! Kernel: TVM 0.27's `vadd_dyn` built for `opencl` on one element, so the launch dominates.
//! * packed: `Function::call` of the library's host function with three device tensors (TVM's
//!   host code checks them, calls `__tvm_set_device`, looks the kernel up; modlink finds the
//!   buffers, packs the FunctionInfo's arguments and launches);
//! * bare: the same OpenCL C built once through the driver, the arguments made once, and per
//!   iteration only `Kernel::launch` (`clSetKernelArg` for each argument, then
//!   `clEnqueueNDRangeKernel`), as a minimal OpenCL runtime does.
//!
//! Each path: 1000 warm-up calls, then rounds of `CALLS` launches followed by one wait for the
//! queue; the per-call cost is a round's time / `CALLS`, the best of 7 rounds (rounds alternate
//! between the paths so both see the same clocks). Prints both and their ratio.
//!
//! `cargo run --release --example opencl_bench -- VADD_DYN_LIB [CALLS]` (the library from
//! `tests/support/opencl_fixtures.py`, or any `vadd_dyn` TVM built for opencl).

use modlink::abi::DType;
use modlink::module::{DeviceCode, Payload};
use modlink::runtime::device::opencl::{KernelArgument, NdRange, ScalarValue};
use modlink::runtime::device::{Device, DeviceTensor, OpenClKernels, opencl};
use modlink::runtime::{Arg, Library};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("opencl-bench: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let path = PathBuf::from(
        args.next()
            .ok_or("usage: opencl_bench VADD_DYN_LIB [CALLS]")?,
    );
    let calls: u32 = match args.next() {
        Some(text) => text
            .parse()
            .map_err(|_| format!("CALLS: not a number: {text}"))?,
        None => 20_000,
    };
    let library = Library::open(&path).map_err(|e| e.to_string())?;
    let function = library
        .get_function("vadd_dyn")
        .map_err(|e| e.to_string())?;
    let device = Device::OpenCl(0);
    let backend = library.backend_for(device);
    let tensor = || {
        DeviceTensor::empty_on(backend.clone(), device, DType::F32, &[1]).map_err(|e| e.to_string())
    };
    let (mut a, mut b, mut c) = (tensor()?, tensor()?, tensor()?);

    // The bare path: the library's own OpenCL C, built once through the driver.
    let source = (1..)
        .map_while(|index| library.module(index))
        .find_map(|module| module.as_any().downcast_ref::<OpenClKernels>())
        .and_then(|kernels| match kernels.payload() {
            Payload::Device(module) => match &module.code {
                DeviceCode::Single(bytes) => String::from_utf8(bytes.to_vec()).ok(),
                DeviceCode::PerKernel(_) => None,
            },
            _ => None,
        })
        .ok_or("the library has no opencl module with OpenCL C source")?;
    let opened = opencl::global().map_err(|e| e.to_string())?;
    let cl_device = opened.device(0).map_err(|e| e.to_string())?;
    let program = cl_device
        .build_program(&source, "the bare loop's vadd_dyn")
        .map_err(|e| e.to_string())?;
    let kernel = program
        .kernel("vadd_dyn_kernel")
        .map_err(|e| e.to_string())?;
    let buffers = [
        cl_device.alloc(4).map_err(|e| e.to_string())?,
        cl_device.alloc(4).map_err(|e| e.to_string())?,
        cl_device.alloc(4).map_err(|e| e.to_string())?,
    ];
    let mut bare_args: Vec<KernelArgument<'_>> =
        buffers.iter().map(KernelArgument::Buffer).collect();
    // vadd_dyn's FunctionInfo: three buffers and n (int32).
    bare_args.push(KernelArgument::Scalar(ScalarValue::I32(1)));
    let range = NdRange {
        grid: [1, 1, 1],
        block: [128, 1, 1],
    };

    let packed_round = |count: u32,
                        a: &mut DeviceTensor,
                        b: &mut DeviceTensor,
                        c: &mut DeviceTensor|
     -> Result<f64, String> {
        let started = Instant::now();
        for _ in 0..count {
            function
                .call(&mut [Arg::Device(a), Arg::Device(b), Arg::Device(c)])
                .map_err(|e| e.to_string())?;
        }
        backend.synchronize(0).map_err(|e| e.to_string())?;
        Ok(started.elapsed().as_secs_f64() / f64::from(count))
    };
    let bare_round = |count: u32| -> Result<f64, String> {
        let started = Instant::now();
        for _ in 0..count {
            kernel
                .launch(&bare_args, &range)
                .map_err(|e| e.to_string())?;
        }
        cl_device.finish().map_err(|e| e.to_string())?;
        Ok(started.elapsed().as_secs_f64() / f64::from(count))
    };
    packed_round(1000, &mut a, &mut b, &mut c)?;
    bare_round(1000)?;
    let (mut packed, mut bare) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..7 {
        packed = packed.min(packed_round(calls, &mut a, &mut b, &mut c)?);
        bare = bare.min(bare_round(calls)?);
    }
    println!(
        "per-call: modlink packed {:.2} us, bare launch {:.2} us, ratio {:.3} (goal <= 1.2; {calls} calls a round, best of 7; device `{}`)",
        packed * 1e6,
        bare * 1e6,
        packed / bare,
        cl_device.info().name
    );
    Ok(())
}
