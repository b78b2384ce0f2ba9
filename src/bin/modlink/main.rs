//! The `modlink` command line: a thin layer over the library.

mod build;
mod extract;
mod inspect;
mod run;

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
    /// Write each module's payload to its own file plus tree.json.
    Extract(extract::Args),
    /// Compile kernels (.kir) to an object, assembly, LLVM IR, bitcode or a library.
    Build(Box<build::Args>),
    /// Open a library on this host and call one of its functions.
    Run(run::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Inspect(args) => inspect::run(args),
        Command::Extract(args) => extract::run(args),
        Command::Build(args) => build::run(args),
        Command::Run(args) => run::run(args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
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
