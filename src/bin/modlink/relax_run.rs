//! `modlink run-model` on a Relax library: inputs by parameter name, the result as .npy,
//! optional latency figures.

use crate::value_line::{float_scalar, tensor_line};
use modlink::runtime::vm::{
    InputSet, VirtualMachine, VmError, VmOptions, VmValue, leaf_tensor, result_leaves,
    write_result,
};
use modlink::runtime::{Device, Library, npy};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Arguments of `modlink run-model`.
#[derive(clap::Args)]
pub struct RunModelArgs {
    /// A model library: a Relax VM executable or a graph executor at its root.
    pub(crate) library: PathBuf,
    /// Relax: the VM function to call.
    #[arg(long, default_value = "main")]
    pub(crate) function: String,
    /// `name=file.npy` (Relax: by parameter name, 0-d arrays for scalars and bools; graph
    /// executor: inputs not given are filled with deterministic random values).
    /// A bare `FILE.npz` binds each of its arrays to the parameter of the same name.
    #[arg(long = "input")]
    pub(crate) inputs: Vec<String>,
    /// Weights from one file, a `.npz` or a TVM parameter dictionary: each array binds to the
    /// parameter (Relax) or sets the input (graph executor) of the same name.
    #[arg(long, value_name = "FILE")]
    pub(crate) params: Option<PathBuf>,
    /// Where to write the result (a single tensor) as .npy.
    #[arg(long)]
    pub(crate) output: Option<PathBuf>,
    /// Relax: where to write every tensor of the result as out[.<i>[.<j>…]].npy.
    #[arg(long)]
    pub(crate) output_dir: Option<PathBuf>,
    /// Relax: call the function N more times and print min and median latency.
    #[arg(long, value_name = "N")]
    pub(crate) bench: Option<u32>,
    /// Relax: where the model runs, `cpu` or `cuda[:N]` (the VM's devices are then [cuda:N,
    /// cpu]: inputs are copied to the GPU, the result back; needs an NVIDIA driver).
    #[arg(long, value_name = "DEVICE", default_value = "cpu")]
    pub(crate) device: Device,
}

fn input_error(argument: &str, message: String) -> modlink::Error {
    VmError::Input {
        path: argument.to_owned(),
        message,
    }
    .into()
}

/// Runs function `--function` of the Relax library with `--input`s.
pub fn run(library: &Library, args: &RunModelArgs) -> modlink::Result<ExitCode> {
    let mut vm =
        VirtualMachine::with_options(library, VmOptions::default().with_device(args.device))?;
    let params: Vec<String> = vm
        .param_names(&args.function)
        .ok_or_else(|| VmError::UnknownFunction {
            name: args.function.clone(),
            available: vm.function_names().join(", "),
        })?
        .to_vec();
    let mut given = InputSet::new();
    for spec in &args.inputs {
        // A bare FILE.npy binds the function's one parameter; with several, each needs its name.
        let (name, file) = match spec.split_once('=') {
            Some(named) => named,
            None if is_npz(spec) => {
                given.insert_file(Path::new(spec))?;
                continue;
            }
            None if params.len() == 1 => (params[0].as_str(), spec.as_str()),
            None => {
                return Err(input_error(
                    spec,
                    format!(
                        "`{}` takes {} parameters ({}): give each input as NAME=FILE.npy",
                        args.function,
                        params.len(),
                        params.join(", ")
                    ),
                ));
            }
        };
        if !params.iter().any(|p| p == name) {
            return Err(input_error(
                spec,
                format!(
                    "`{}` has no parameter `{name}` (parameters: {})",
                    args.function,
                    params.join(", ")
                ),
            ));
        }
        given.insert(name, npy::read(Path::new(file))?, file)?;
    }
    if let Some(file) = &args.params {
        given.insert_file(file)?;
    }
    let inputs = vm.bind_inputs(&args.function, &given)?;
    // On a GPU the inputs are copied there once; every call (the benchmark's too) uses them.
    let inputs = inputs
        .iter()
        .map(|input| vm.to_device(input))
        .collect::<Result<Vec<_>, _>>()?;
    let started = Instant::now();
    let result = vm.call(&args.function, &inputs)?;
    vm.synchronize()?;
    let elapsed = started.elapsed();
    let result = vm.to_host(&result)?;
    for (path, leaf) in result_leaves(&result) {
        let label = if path.is_empty() {
            "result".to_string()
        } else {
            format!(
                "result.{}",
                path.iter()
                    .map(usize::to_string)
                    .collect::<Vec<_>>()
                    .join(".")
            )
        };
        println!("{label}: {}", leaf_line(leaf));
    }
    println!("{} in {:.3} ms", args.function, elapsed.as_secs_f64() * 1e3);
    if let Some(file) = args.output.as_deref() {
        // A one-tensor result wrapped in 1-tuples (what torch-frontend models return) is that
        // tensor for `--output`.
        let mut single = &result;
        while let Some([only]) = single.as_tuple() {
            single = only;
        }
        for path in write_result(single, Some(file), None)? {
            crate::status::status(format_args!("wrote {}", path.display()));
        }
    }
    for path in write_result(&result, None, args.output_dir.as_deref())? {
        crate::status::status(format_args!("wrote {}", path.display()));
    }
    drop(result);
    if let Some(count) = args.bench.filter(|&n| n > 0) {
        let mut times: Vec<Duration> = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let started = Instant::now();
            let result = vm.call(&args.function, &inputs)?;
            // A launch returns before its kernel has run: the time includes the device's work.
            vm.synchronize()?;
            times.push(started.elapsed());
            drop(result);
        }
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "bench: {count} calls, min {:.4} ms, median {:.4} ms",
            ms(times[0]),
            ms(times[times.len() / 2])
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Whether a bare `--input` names a `.npz` archive (by its extension).
pub(crate) fn is_npz(file: &str) -> bool {
    Path::new(file)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("npz"))
}

/// A result leaf in `run`'s format: a tensor line, or `int 3`, `float 0.5`, `bool true`.
fn leaf_line(leaf: &VmValue) -> String {
    match leaf {
        VmValue::Int(v) => format!("int {v}"),
        VmValue::Float(v) => float_scalar(*v),
        VmValue::Bool(v) => format!("bool {v}"),
        other => match leaf_tensor(other) {
            Ok(tensor) => tensor_line(&tensor),
            Err(_) => other.kind().to_string(),
        },
    }
}
