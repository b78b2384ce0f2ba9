//! `modlink run-model`: runs an exported model library, a Relax executable (through
//! [`crate::relax_run`]) or a graph executor. It compiles nothing, so it runs in the `modlink`
//! binary, which does not load LLVM.

pub use crate::relax_run::RunModelArgs;
use crate::output_dir::OutputDir;
use crate::value_line::tensor_line;
use modlink::graph::GraphError;
use modlink::inspect::classify::executor_root;
use modlink::model::SplitMix64;
use modlink::runtime::graph_executor::GraphExecutor;
use modlink::runtime::{Tensor, npy, params_file};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// An error about a graph-executor library or one of its inputs.
pub(crate) fn graph_error(path: &Path, message: String) -> modlink::Error {
    modlink::Error::Graph(GraphError::Library {
        path: path.display().to_string(),
        message,
    })
}

/// Runs `modlink run-model`.
pub fn run_model(args: RunModelArgs) -> modlink::Result<ExitCode> {
    // As `run`: a bad thread count is refused before anything is loaded.
    modlink::runtime::pool_size_from_env()?;
    // Before the model runs: an output that cannot be written fails now.
    if let Some(path) = &args.output {
        modlink::export::check_output_file(path)?;
    }
    let output_dir = args
        .output_dir
        .as_deref()
        .map(OutputDir::prepare)
        .transpose()?;
    // What `run` cannot open, `run-model` cannot either, and for the same reasons.
    crate::run::refuse_what_cannot_be_opened(&args.library)?;
    // Opened once: the root's kind picks the executor; a graph executor's modules stay opaque.
    let options = modlink::runtime::OpenOptions::new().keep_unknown_opaque(true);
    let library = modlink::runtime::Library::open_with(&args.library, &options)?;
    if library
        .module(0)
        .is_some_and(|m| m.as_any().is::<modlink::runtime::vm::ExecutableModule>())
    {
        // A CUDA model run on the CPU stops at its kernels' device check, and the VM's error
        // says to pass `--device cuda`.
        let code = crate::relax_run::run(&library, &args)?;
        if let Some(dir) = output_dir {
            dir.keep();
        }
        return Ok(code);
    }
    // A kernel library (no executor at its root) has functions to call, not a model to run.
    if let Some(tree) = crate::run::read_tree(&args.library)
        && executor_root(&tree).is_none()
    {
        return Err(graph_error(
            &args.library,
            format!(
                "not a model library: its root module is `{}` (a kernel library, no executor); \
                 call its functions with `modlink run {} FUNCTION --arg …`",
                tree.nodes.first().map_or("", |node| node.kind.as_str()),
                args.library.display()
            ),
        ));
    }
    if args.output_dir.is_some() || args.bench.is_some() {
        return Err(graph_error(
            &args.library,
            "--output-dir and --bench serve Relax libraries".into(),
        ));
    }
    if args.device != modlink::runtime::Device::Cpu {
        return Err(graph_error(
            &args.library,
            format!("--device {}: a graph-executor library runs on the CPU", args.device),
        ));
    }
    // The library opened above serves the executor: one map and one parse of the file.
    let mut executor = GraphExecutor::from_library(library)?;
    let mut given = std::collections::HashSet::new();
    for spec in &args.inputs {
        // A bare FILE.npz and --params set inputs by their arrays' names, as on Relax.
        if crate::relax_run::is_npz(spec) {
            for (name, tensor) in params_file::read(Path::new(spec))? {
                executor.set_input_tensor(&name, &tensor)?;
                given.insert(name);
            }
            continue;
        }
        let (name, file) = spec
            .split_once('=')
            .ok_or_else(|| graph_error(Path::new(spec), "an input is NAME=FILE.npy".into()))?;
        let tensor =
            npy::read(Path::new(file)).map_err(|e| graph_error(Path::new(file), e.to_string()))?;
        executor.set_input_bytes(name, tensor.as_bytes())?;
        given.insert(name.to_string());
    }
    if let Some(file) = &args.params {
        for (name, tensor) in params_file::read(file)? {
            if !given.insert(name.clone()) {
                return Err(graph_error(
                    file,
                    format!("input `{name}` is given by --input and by --params"),
                ));
            }
            executor.set_input_tensor(&name, &tensor)?;
        }
    }
    let model_inputs: Vec<String> = executor.input_names().into_iter().take(1).collect();
    for name in model_inputs.iter().filter(|n| !given.contains(*n)) {
        let count: i64 = executor.input_shape(name).map_or(0, |s| s.iter().product());
        let values = SplitMix64(1).f32_vec(count as usize, 1.0);
        executor.set_input_f32(name, &values)?;
        println!("input `{name}`: deterministic random values");
    }
    let started = Instant::now();
    executor.run()?;
    let elapsed = started.elapsed();
    let output = executor.get_output_f32(0)?;
    let shape = executor
        .output_shape(0)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let tensor = Tensor::from_slice(&shape, &output)
        .map_err(|e| graph_error(&args.library, e.to_string()))?;
    // The line format of `run` and of Relax results.
    println!("result: {}", tensor_line(&tensor));
    println!("run in {:.3} ms", elapsed.as_secs_f64() * 1e3);
    if let Some(path) = &args.output {
        npy::write(path, &tensor).map_err(|e| graph_error(path, e.to_string()))?;
        crate::status::status(format_args!("wrote {}", path.display()));
    }
    Ok(ExitCode::SUCCESS)
}

