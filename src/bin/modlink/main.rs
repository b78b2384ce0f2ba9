//! The `modlink` command line: a thin layer over the library.

mod arg_spec;
mod build;
mod cache;
mod check;
mod diagnose;
mod extract;
mod inspect;
#[cfg(feature = "llvm")]
mod model;
mod progress;
#[cfg(feature = "llvm")]
mod relax_run;
mod run;
mod targets;

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
    /// Show or empty the codegen cache (`modlink cache stats`, `modlink cache clear`).
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Inspect(args) => inspect::run(args),
        Command::Check(args) => check::run(args),
        Command::Extract(args) => extract::run(args),
        Command::Build(args) => build::run(args),
        Command::Run(args) => run::run(args),
        Command::Cache(args) => cache::run(args),
        #[cfg(feature = "llvm")]
        Command::Demo(args) => model::demo(args),
        #[cfg(feature = "llvm")]
        Command::BuildModel(args) => model::build_model(args),
        #[cfg(feature = "llvm")]
        Command::RunModel(args) => model::run_model(args),
        #[cfg(feature = "llvm")]
        Command::LinkMlf(args) => model::link(args),
        Command::Targets => targets::targets(),
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
