//! `modlink run`: open a library on this host, call one function with arguments built from
//! specifications, print a summary per tensor, optionally save them or time the call.

use crate::arg_spec::{ArgSpec, ArgValue};
use crate::output_dir::OutputDir;
use crate::value_line::{float_scalar, tensor_line};
use modlink::inspect::classify::{FileKind, executor_root, runs_on_cuda};
use modlink::module::ModuleTree;
use modlink::runtime::{Device, DeviceCall, Library, RuntimeError, npy};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Arguments of `modlink run`.
#[derive(clap::Args)]
pub struct Args {
    /// The library (.so/.dylib/.dll) to open.
    lib: PathBuf,
    /// The function to call (`main` for the entry function).
    func: String,
    /// One argument, in order: `i32:3`, `i64:-2`, `f32:0.5`, `f64:1e-3`, `bool:true`,
    /// `f32[2,3]:random`, `f32[4]:zeros`, `f32[4]:ones`, `f32[3]:1,2,3`,
    /// `bool[3]:true,false,true`, or a .npy file. Values must fit their dtype.
    #[arg(long = "arg", value_name = "SPEC")]
    args: Vec<String>,
    /// Write each tensor argument after the call to DIR/arg<i>.npy.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Call N more times and print the median and minimum time per call (on a GPU, the device
    /// is synchronised before and after each call).
    #[arg(long, value_name = "N")]
    bench: Option<u32>,
    /// Where the tensors live during the call: `cpu`, or `cuda[:N]` (tensor arguments are copied
    /// to CUDA device N before the call and back after it; needs an NVIDIA driver).
    #[arg(long, value_name = "DEVICE", default_value = "cpu")]
    device: Device,
    /// Seed of `random` tensors (argument i uses seed + i).
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

fn runtime_error(error: RuntimeError) -> modlink::Error {
    error.into()
}

/// Runs `modlink run`.
pub fn run(args: Args) -> modlink::Result<ExitCode> {
    // A bad thread count is refused before anything is loaded or allocated.
    modlink::runtime::pool_size_from_env().map_err(runtime_error)?;
    let specs = args
        .args
        .iter()
        .map(|spec| ArgSpec::parse(spec))
        .collect::<Result<Vec<_>, _>>()
        .map_err(runtime_error)?;
    let mut values = specs
        .iter()
        .enumerate()
        .map(|(index, spec)| spec.materialize(args.seed.wrapping_add(index as u64)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(runtime_error)?;
    // Before the library is opened: an unusable --out fails before any work (and a directory
    // made for it goes again when the run fails).
    let out_dir = args.out.as_deref().map(OutputDir::prepare).transpose()?;
    let bar = crate::progress::Bar::for_bytes(crate::progress::file_len(&args.lib));
    if let Some(bar) = &bar {
        bar.spin(
            modlink::progress::Stage::Load,
            &args.lib.display().to_string(),
        );
    }
    refuse_what_cannot_be_opened(&args.lib)?;
    let library = Library::open(&args.lib).map_err(runtime_error)?;
    drop(bar);
    let function = match library.get_function(&args.func) {
        Ok(function) => function,
        Err(error @ RuntimeError::FunctionNotFound { .. }) => {
            let help = missing_function_help(&args.lib, &library, &args.func);
            crate::status::error(&error, &help);
            return Ok(ExitCode::FAILURE);
        }
        Err(error) => return Err(runtime_error(error)),
    };

    // On a GPU the tensors are copied there once; every call (the benchmark's too) uses them.
    let mut on_device = match args.device {
        Device::Cpu => None,
        device => {
            let host_args: Vec<_> = values.iter_mut().map(ArgValue::as_arg).collect();
            Some(
                DeviceCall::upload(library.device_backend(), device, &host_args)
                    .map_err(|e| runtime_error(e.into()))?,
            )
        }
    };
    let call = |values: &mut Vec<ArgValue>, on_device: &mut Option<DeviceCall>| {
        let mut call_args: Vec<_> = values.iter_mut().map(ArgValue::as_arg).collect();
        match on_device.as_mut() {
            Some(on_device) => on_device.call(&function, &mut call_args),
            None => function.call(&mut call_args),
        }
    };
    let result = match call(&mut values, &mut on_device) {
        Ok(result) => result,
        Err(error) => {
            // A model library's host functions are the executor's kernels, called by it with
            // its own arguments: point to the command that runs the model. A CUDA library's
            // host code refuses tensors on the CPU: point to --device.
            let help = call_failure_help(&args.lib, args.device);
            crate::status::error(&runtime_error(error.into()), &help);
            return Ok(ExitCode::FAILURE);
        }
    };

    if let Some(on_device) = &on_device {
        let mut host_args: Vec<_> = values.iter_mut().map(ArgValue::as_arg).collect();
        on_device
            .download(&mut host_args)
            .map_err(|e| runtime_error(e.into()))?;
    }
    for (index, value) in values.iter().enumerate() {
        match value {
            ArgValue::Tensor(tensor) => println!("arg{index}: {}", tensor_line(tensor)),
            ArgValue::Int(v) => println!("arg{index}: int {v}"),
            ArgValue::Float(v) => println!("arg{index}: {}", float_scalar(*v)),
            ArgValue::Bool(v) => println!("arg{index}: bool {v}"),
        }
    }
    if let Some(value) = result {
        println!("result: {}", describe_value(&value));
    }
    if let Some(dir) = out_dir {
        for (index, value) in values.iter().enumerate() {
            if let ArgValue::Tensor(tensor) = value {
                let path = dir.path().join(format!("arg{index}.npy"));
                npy::write(&path, tensor).map_err(|e| runtime_error(e.into()))?;
            }
        }
        dir.keep();
    }
    if let Some(count) = args.bench.filter(|&n| n > 0) {
        let mut times: Vec<Duration> = Vec::with_capacity(count as usize);
        for _ in 0..count {
            synchronize(on_device.as_ref())?;
            let start = Instant::now();
            call(&mut values, &mut on_device).map_err(|e| runtime_error(e.into()))?;
            synchronize(on_device.as_ref())?;
            times.push(start.elapsed());
        }
        times.sort();
        let median = times[times.len() / 2];
        let min = times[0];
        println!(
            "bench: {count} calls on {} threads, median {:.3} us, min {:.3} us",
            modlink::runtime::num_threads(),
            median.as_secs_f64() * 1e6,
            min.as_secs_f64() * 1e6
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Waits for the device of a call on a GPU (a kernel launch returns before the kernel ran).
fn synchronize(on_device: Option<&DeviceCall>) -> modlink::Result<()> {
    on_device.map_or(Ok(()), |call| {
        call.synchronize().map_err(|e| runtime_error(e.into()))
    })
}

/// A returned value in its own type's format: `int 42`, `float 0.5`, `bool true`.
fn describe_value(value: &modlink::runtime::value::Value) -> String {
    use modlink::runtime::value::Value;
    match value {
        Value::Int(v) => format!("int {v}"),
        Value::Float(v) => float_scalar(*v),
        Value::Bool(v) => format!("bool {v}"),
        Value::OpaquePtr(address) => format!("handle {address:#x}"),
        Value::Str(text) => format!("str {text:?}"),
        #[allow(unreachable_patterns)]
        other => format!("{other:?}"),
    }
}


/// What to try when `name` is not a function of the library: for a model library, the
/// command that runs it (naming the function when `name` is one of the model's); the closest of
/// the names `run` can call (`Library::functions`); and those names.
fn missing_function_help(lib: &Path, library: &Library, name: &str) -> Vec<String> {
    let mut help = Vec::new();
    let tree = read_tree(lib);
    if let Some(tree) = &tree
        && let Some(root) = executor_root(tree)
    {
        let model_functions = tree.function_names(0);
        let run_model = |function: &str| {
            let flag = if function == "main" {
                String::new()
            } else {
                format!(" --function {function}")
            };
            format!(
                "`modlink run-model {}{flag} --input NAME=FILE.npy`",
                lib.display()
            )
        };
        let close = closest_names(name, &model_functions);
        help.push(if model_functions.iter().any(|f| f == name) {
            format!(
                "`{name}` is a function of the model, which runs on its executor, not as a \
                 packed function: {} is a model library (`{root}` at its root): run it with {}",
                lib.display(),
                run_model(name)
            )
        } else if let Some(closest) = close.first() {
            format!(
                "did you mean {}, a function of the model? {} is a model library (`{root}` at \
                 its root): run it with {}",
                one_of(&close),
                lib.display(),
                run_model(closest)
            )
        } else {
            model_hint(lib, root)
        });
    }
    let callable = library.functions();
    let close = closest_names(name, &callable);
    if !close.is_empty() {
        help.push(format!("did you mean {}?", one_of(&close)));
    }
    help.push(if callable.is_empty() {
        "the library has no functions".to_string()
    } else {
        let mut sorted = callable.clone();
        sorted.sort();
        format!("functions: {}", sorted.join(", "))
    });
    help
}

/// What to try after a call failed: `run-model` for a model library; `--device cuda` for a
/// library whose kernels run on a CUDA GPU called with tensors on the CPU.
fn call_failure_help(lib: &Path, device: Device) -> Vec<String> {
    let Some(tree) = read_tree(lib) else {
        return Vec::new();
    };
    let mut help: Vec<String> = executor_root(&tree)
        .map(|root| model_hint(lib, root))
        .into_iter()
        .collect();
    if let Some(hint) = cuda_device_hint(&tree, device) {
        help.push(hint);
    }
    help
}

/// For a library whose kernels run on a CUDA GPU, run with `--device cpu`: the hint to pass
/// `--device cuda` (its host code refuses CPU tensors, as TVM's does; `run-model` gets the
/// Relax VM's own hint).
fn cuda_device_hint(tree: &ModuleTree, device: Device) -> Option<String> {
    (device == Device::Cpu && runs_on_cuda(tree)).then(|| {
        "this library's kernels run on a CUDA GPU (it holds a `cuda` module) and the tensors \
         were on the CPU: run it with `--device cuda`"
            .to_string()
    })
}

/// The module tree of `lib`, read as `inspect` reads it; `None` when it cannot be read (the
/// error being reported is the one that matters).
pub(crate) fn read_tree(lib: &Path) -> Option<ModuleTree> {
    let options = modlink::inspect::locate::LocateOptions::default();
    crate::inspect::locate_and_read(lib, &options)
        .ok()
        .map(|(_, tree)| tree)
}

fn model_hint(lib: &Path, root: &str) -> String {
    format!(
        "{} is a model library (`{root}` at its root): run it with `modlink run-model {} \
         --input NAME=FILE.npy`",
        lib.display(),
        lib.display()
    )
}

/// `` `a` ``, `` `a` or `b` ``, `` `a`, `b` or `c` ``.
fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => quoted.concat(),
    }
}

/// The names within a third of `name`'s length in edits (at least one; a swap of two
/// neighbouring characters is one edit), closest first, at most three.
fn closest_names<'a>(name: &str, candidates: &'a [String]) -> Vec<&'a str> {
    let limit = (name.chars().count() / 3).max(1);
    let mut scored: Vec<(usize, &str)> = candidates
        .iter()
        .filter(|candidate| candidate.as_str() != name)
        .map(|candidate| (edit_distance(name, candidate), candidate.as_str()))
        .filter(|&(distance, _)| distance <= limit)
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|(_, name)| name).collect()
}

/// Edit distance over characters: insertions, deletions, substitutions and swaps of two
/// neighbouring characters (`mian` → `main` is one edit), each counting one.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // rows[i][j]: distance between a[..i] and b[..j].
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let substitution = rows[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let mut best = substitution
                .min(rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

/// Refuses, in the command's own words, a file no loader of this host opens: what the file
/// is when it is no shared library (a Model Library Format or object tarball, an archive, an
/// object, an executable: `inspect::classify`), or a library for another architecture or
/// format (the loader would say `invalid ELF header` or worse). What cannot be read is left to
/// `Library::open` to report. `run-model` refuses the same files.
pub fn refuse_what_cannot_be_opened(lib: &Path) -> modlink::Result<()> {
    use modlink::inspect::locate::{FileFormat, locate_file};
    use modlink::target::{ObjectFormat, TargetSpec};
    let Ok(located) = locate_file(lib) else {
        return Ok(());
    };
    let refuse = |what: String| {
        runtime_error(RuntimeError::Open {
            path: lib.display().to_string(),
            message: format!("it is {what}"),
        })
    };
    let kind = FileKind::of(&located);
    if let Some(what) = kind.not_a_library() {
        return Err(refuse(what.to_string()));
    }
    let host = TargetSpec::host()?;
    let loadable = match host.object_format() {
        ObjectFormat::Elf => FileFormat::Elf,
        ObjectFormat::MachO => FileFormat::MachO,
        ObjectFormat::Coff => FileFormat::Pe,
        ObjectFormat::Wasm => return Ok(()),
    };
    // A universal Mach-O file holds several architectures; the loader picks its slice.
    let same_arch = located.family == Some(host.arch()) || !located.fat_arches.is_empty();
    if located.object_format == loadable && same_arch {
        return Ok(());
    }
    let format = match located.object_format {
        FileFormat::Elf => "an ELF file",
        FileFormat::MachO => "a Mach-O file",
        _ => "a PE image",
    };
    Err(refuse(format!(
        "{format} for {} (a guess from its headers): this command opens libraries for this host \
         ({}) only; `modlink check {} --target TRIPLE` tells whether it loads there",
        located.triple_guess,
        host.triple(),
        lib.display()
    )))
}
