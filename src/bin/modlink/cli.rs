//! The command line shared by the `modlink` and `modlink-llvm` binaries: a thin layer over the
//! library.
//!
//! `modlink` does not load LLVM: the commands that compile (`build`, `demo`, `build-model`,
//! `run-model`, `link-mlf`, `cpus`) are handed to `modlink-llvm`, installed next to it, by
//! `exec` with the same arguments; `inspect`, `check`, `run`, `extract`, `cache` and `targets`
//! run in `modlink` itself. Loading libLLVM and its dependencies costs a process about 9 ms
//! (the dynamic loader's relocations and page faults), most of an `inspect`.

use crate::{build, cache, check, extract, inspect, run, targets};
#[cfg(feature = "llvm")]
use crate::model;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// modlink: build, pack, link, inspect and run TVM-compatible single-file libraries.
#[derive(Parser)]
#[command(name = "modlink", version, about)]
struct Cli {
    /// Print the whole chain of causes for an error.
    #[arg(long, global = true)]
    verbose: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Show a library's format, blob layout, module tree and host functions (never runs it).
    Inspect(inspect::Args),
    /// Report whether a library will load under a runtime on a target (exit 1 if not).
    Check(check::Args),
    /// Write each module's payload to its own file plus tree.json.
    Extract(extract::Args),
    /// Compile kernels (.kir) to an object, assembly, LLVM IR, bitcode or a library.
    Build(Box<build::Args>),
    /// Open a library on this host and call one of its functions.
    Run(run::Args),
    /// The main job: build the demo MLP into demo.so + demo.tar, reopen it, run and check it.
    #[cfg(feature = "llvm")]
    Demo(model::DemoArgs),
    /// Build a model described in JSON into one library or a Model Library Format tarball.
    #[cfg(feature = "llvm")]
    BuildModel(model::BuildModelArgs),
    /// Show, trim or empty the codegen cache (`modlink cache stats`, `trim`, `clear`).
    Cache(cache::Args),
    /// Run an exported model library.
    #[cfg(feature = "llvm")]
    RunModel(model::RunModelArgs),
    /// Turn a Model Library Format tarball back into one runnable library.
    #[cfg(feature = "llvm")]
    LinkMlf(model::LinkMlfArgs),
    /// List the target triples `--target` accepts.
    Targets,
    /// List the CPU names and features `--cpu` and `--features` accept for a target.
    #[cfg(feature = "llvm")]
    Cpus(targets::CpusArgs),
}

/// The binary every compiling command runs in.
pub const LLVM_BINARY: &str = "modlink-llvm";

/// Runs the command line. `COMPILES`: this binary runs the compiling commands itself
/// (`modlink-llvm`, or any build without LLVM); otherwise it hands them to [`LLVM_BINARY`].
/// A constant, so the light binary holds no reference to the code generator and the linker
/// drops libLLVM from its needed libraries (`tests/cli_light.rs` checks).
pub fn main<const COMPILES: bool>() -> ExitCode {
    let cli = Cli::parse();
    let compiles = COMPILES || !cfg!(feature = "llvm");
    let result = match cli.command {
        Command::Inspect(args) => inspect::run(args),
        Command::Check(args) => check::run(args),
        Command::Extract(args) => extract::run(args),
        Command::Run(args) => run::run(args),
        Command::Cache(args) => cache::run(args),
        Command::Targets => targets::targets(),
        _ if !compiles => return hand_over(),
        Command::Build(args) => build::run(args),
        #[cfg(feature = "llvm")]
        Command::Demo(args) => model::demo(args),
        #[cfg(feature = "llvm")]
        Command::BuildModel(args) => model::build_model(args),
        #[cfg(feature = "llvm")]
        Command::RunModel(args) => model::run_model(args),
        #[cfg(feature = "llvm")]
        Command::LinkMlf(args) => model::link(args),
        #[cfg(feature = "llvm")]
        Command::Cpus(args) => targets::cpus(args),
    };
    match result {
        Ok(code) => code,
        Err(modlink::Error::Ir(modlink::ir::IrError::Rejected { errors, .. })) => {
            // The diagnostics themselves were printed as they were found.
            let plural = if errors == 1 { "" } else { "s" };
            eprintln!("modlink: error: could not compile the kernels: {errors} error{plural}");
            ExitCode::FAILURE
        }
        Err(error) => {
            // The whole message: when a tool's output (a linker's or C compiler's stderr) is
            // the error, all of it is the diagnosis.
            eprintln!("modlink: error: {error}");
            if cli.verbose {
                let mut source = std::error::Error::source(&error);
                while let Some(cause) = source {
                    eprintln!("  caused by: {cause}");
                    source = cause.source();
                }
            }
            ExitCode::FAILURE
        }
    }
}

/// Runs [`LLVM_BINARY`] from this binary's directory with the same arguments: replaces this
/// process on Unix (same pid, streams and exit status), else waits for it.
fn hand_over() -> ExitCode {
    let binary = std::env::current_exe().map(|exe| {
        exe.with_file_name(format!("{LLVM_BINARY}{}", std::env::consts::EXE_SUFFIX))
    });
    let binary = match binary {
        Ok(binary) if binary.is_file() => binary,
        Ok(binary) => {
            eprintln!(
                "modlink: error: this command compiles, and compiling runs {} (not found: \
                 install both binaries: `cargo install modlink`, or `cargo build --bins`)",
                binary.display()
            );
            return ExitCode::FAILURE;
        }
        Err(error) => {
            eprintln!("modlink: error: cannot find this program's own path to run {LLVM_BINARY}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut command = std::process::Command::new(&binary);
    command.args(std::env::args_os().skip(1));
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let error = command.exec();
        eprintln!("modlink: error: cannot run {}: {error}", binary.display());
        ExitCode::FAILURE
    }
    #[cfg(not(unix))]
    match command.status() {
        Ok(status) => ExitCode::from(status.code().map_or(1, |code| code.clamp(0, 255) as u8)),
        Err(error) => {
            eprintln!("modlink: error: cannot run {}: {error}", binary.display());
            ExitCode::FAILURE
        }
    }
}
