//! `modlink run`: open a library on this host, call one function with arguments built from
//! specifications, print a summary per tensor, optionally save them or time the call.

use crate::arg_spec::{ArgSpec, ArgValue};
use crate::value_line::{float_scalar, tensor_line};
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
    // Before the library is opened: an unusable --out fails before any work.
    if let Some(dir) = &args.out {
        modlink::export::prepare_output_dir(dir)?;
    }
    let bar = crate::progress::Bar::for_bytes(crate::progress::file_len(&args.lib));
    if let Some(bar) = &bar {
        bar.spin(
            modlink::progress::Stage::Load,
            &args.lib.display().to_string(),
        );
    }
    refuse_foreign_format(&args.lib)?;
    let library = Library::open(&args.lib).map_err(runtime_error)?;
    drop(bar);
    let function = match library.get_function(&args.func) {
        Ok(function) => function,
        Err(error @ RuntimeError::FunctionNotFound { .. }) => {
            eprintln!("modlink: error: {error}");
            for help in missing_function_help(&args.lib, &args.func) {
                eprintln!("  help: {help}");
            }
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
            // A model library's host functions (`main` among them) are the executor's kernels,
            // called by it with its own arguments: point to the command that runs the model.
            if let Some(hint) = model_library_hint(&args.lib) {
                eprintln!("modlink: error: {}", runtime_error(error.into()));
                eprintln!("  help: {hint}");
                return Ok(ExitCode::FAILURE);
            }
            return Err(runtime_error(error.into()));
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
    if let Some(dir) = &args.out {
        for (index, value) in values.iter().enumerate() {
            if let ArgValue::Tensor(tensor) = value {
                let path = dir.join(format!("arg{index}.npy"));
                npy::write(&path, tensor).map_err(|e| runtime_error(e.into()))?;
            }
        }
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


/// What to try when `name` is not a function of the library: `run-model` for a model library
/// (an executor at the root, whose functions `run` cannot call), the closest names, and the
/// functions there are (read from the file as `inspect` reads it).
fn missing_function_help(lib: &Path, name: &str) -> Vec<String> {
    let options = modlink::inspect::locate::LocateOptions::default();
    let Ok((located, tree)) = crate::inspect::locate_and_read(lib, &options) else {
        return Vec::new();
    };
    let mut help: Vec<String> = model_root_hint(lib, &tree).into_iter().collect();
    let mut functions: Vec<String> = located.host_functions.clone();
    for index in 0..tree.nodes.len() {
        functions.extend(tree.function_names(index));
    }
    functions.sort();
    functions.dedup();
    let close = closest_names(name, &functions);
    if !close.is_empty() {
        help.push(format!("did you mean {}?", one_of(&close)));
    }
    help.push(if functions.is_empty() {
        "the library has no functions".to_string()
    } else {
        format!("functions: {}", functions.join(", "))
    });
    help
}

/// For a library whose root is an executor (whose functions `run` cannot call): the command
/// that runs it. `None` for a kernel library or a file that cannot be read.
fn model_library_hint(lib: &Path) -> Option<String> {
    let options = modlink::inspect::locate::LocateOptions::default();
    let (_, tree) = crate::inspect::locate_and_read(lib, &options).ok()?;
    model_root_hint(lib, &tree)
}

fn model_root_hint(lib: &Path, tree: &modlink::module::ModuleTree) -> Option<String> {
    let root_kind = tree.nodes.first().map_or("", |node| node.kind.as_str());
    matches!(
        root_kind,
        "relax.VMExecutable" | "relax.Executable" | "GraphExecutorFactory"
    )
    .then(|| {
        format!(
            "{} is a model library (`{root_kind}` at its root): run it with `modlink run-model {} \
             --input NAME=FILE.npy`",
            lib.display(),
            lib.display()
        )
    })
}

/// `` `a` ``, `` `a` or `b` ``, `` `a`, `b` or `c` ``.
fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => quoted.concat(),
    }
}

/// The names within a third of `name`'s length in edits (at least one), closest first.
fn closest_names<'a>(name: &str, candidates: &'a [String]) -> Vec<&'a str> {
    let limit = (name.chars().count() / 3).max(1);
    let mut scored: Vec<(usize, &str)> = candidates
        .iter()
        .map(|candidate| (edit_distance(name, candidate), candidate.as_str()))
        .filter(|&(distance, _)| distance <= limit)
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|(_, name)| name).collect()
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != *cb);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        previous = current;
    }
    previous[b.len()]
}

/// Refuses, in the command's own words, a file no loader of this host opens: a PE DLL on
/// Linux, a library for another architecture, an archive or tarball (the loader would say
/// `invalid ELF header` or worse). What cannot be read is left to `Library::open` to report.
fn refuse_foreign_format(lib: &Path) -> modlink::Result<()> {
    use modlink::inspect::locate::{FileFormat, locate_file};
    use modlink::target::{ObjectFormat, TargetSpec};
    let Ok(located) = locate_file(lib) else {
        return Ok(());
    };
    let host = TargetSpec::host()?;
    let loadable = match host.object_format() {
        ObjectFormat::Elf => FileFormat::Elf,
        ObjectFormat::MachO => FileFormat::MachO,
        ObjectFormat::Coff => FileFormat::Pe,
        ObjectFormat::Wasm => return Ok(()),
    };
    // A universal Mach-O file holds several architectures; the loader picks its slice.
    let same_arch = located.arch == host.arch().name() || !located.fat_arches.is_empty();
    if located.object_format == loadable && same_arch {
        return Ok(());
    }
    let what = match located.object_format {
        FileFormat::Archive | FileFormat::Tar => format!(
            "{} of objects, not a library: link it into one with `modlink build --object` \
             or `modlink link-mlf`",
            if located.object_format == FileFormat::Tar {
                "a tarball"
            } else {
                "a static archive"
            }
        ),
        other => format!(
            "{} for {} (a guess from its headers): `run` opens libraries for this host ({}) \
             only; `modlink check {} --target TRIPLE` tells whether it loads there",
            match other {
                FileFormat::Elf => "an ELF file",
                FileFormat::MachO => "a Mach-O file",
                FileFormat::Pe => "a PE image",
                _ => "a COFF object",
            },
            located.triple_guess,
            host.triple(),
            lib.display()
        ),
    };
    Err(runtime_error(RuntimeError::Open {
        path: lib.display().to_string(),
        message: format!("it is {what}"),
    }))
}
