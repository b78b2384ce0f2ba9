//! `modlink check`: before deployment, whether a library will load under a given runtime on a
//! given target, read from the file without running it (`modlink::inspect::check`). One line
//! per finding, then a verdict; exit 0 when it loads, 1 when it will not.

use clap::ValueEnum;
use modlink::inspect::check::{Runtime, check};
use modlink::inspect::locate::{LocateError, locate_file};
use modlink::target::TargetSpec;
use std::path::PathBuf;
use std::process::ExitCode;

/// A runtime a library may be deployed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RuntimeArg {
    /// Apache TVM 0.27 (tvm-ffi), CPU build.
    #[value(name = "tvm-0.27")]
    Tvm027,
    /// Apache TVM 0.26 (tvm-ffi), CPU build.
    #[value(name = "tvm-0.26")]
    Tvm026,
    /// Apache TVM 0.25 (tvm-ffi 0.1.12), CPU build.
    #[value(name = "tvm-0.25")]
    Tvm025,
    /// Standalone apache-tvm-ffi without TVM: host code only, no module loaders.
    #[value(name = "tvm-ffi")]
    TvmFfi,
    /// Apache TVM 0.20 (legacy C runtime API), CPU build.
    #[value(name = "tvm-0.20")]
    Tvm020,
    /// modlink's own runtime (`modlink run`, `modlink::runtime`).
    Modlink,
}

impl From<RuntimeArg> for Runtime {
    fn from(arg: RuntimeArg) -> Runtime {
        match arg {
            RuntimeArg::Tvm027 => Runtime::Tvm027,
            RuntimeArg::Tvm026 => Runtime::Tvm026,
            RuntimeArg::Tvm025 => Runtime::Tvm025,
            RuntimeArg::TvmFfi => Runtime::TvmFfi,
            RuntimeArg::Tvm020 => Runtime::Tvm020,
            RuntimeArg::Modlink => Runtime::Modlink,
        }
    }
}

/// Arguments of `modlink check`.
#[derive(clap::Args)]
pub struct Args {
    /// The library (or archive, object tar) to check.
    library: PathBuf,
    /// The runtime that will load it.
    #[arg(long, value_enum, default_value_t = RuntimeArg::Tvm027)]
    runtime: RuntimeArg,
    /// The target it will run on (default: this host).
    #[arg(long)]
    target: Option<String>,
}

/// Runs `modlink check`.
pub fn run(args: Args) -> modlink::Result<ExitCode> {
    let target = match &args.target {
        Some(triple) => TargetSpec::parse(triple)?,
        None => TargetSpec::host()?,
    };
    let runtime = Runtime::from(args.runtime);
    let located = locate_file(&args.library)?;
    let file = std::fs::read(&args.library).map_err(|source| {
        modlink::Error::from(LocateError::Io {
            path: args.library.display().to_string(),
            source,
        })
    })?;
    let report = check(&located, &file, &target, runtime)?;
    for finding in &report.findings {
        println!("{finding}");
    }
    if report.loads() {
        println!(
            "verdict: {} loads with {runtime} on {target}",
            args.library.display()
        );
        Ok(ExitCode::SUCCESS)
    } else {
        println!(
            "verdict: {} will NOT load with {runtime} on {target}: {} problem(s)",
            args.library.display(),
            report.failures()
        );
        Ok(ExitCode::FAILURE)
    }
}
