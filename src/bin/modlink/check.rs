//! `modlink check`: before deployment, whether a library will load under a given runtime on a
//! given target, read from the file without running it (`modlink::inspect::check`). One line
//! per finding, then a verdict (or one JSON object with `--json`); exit 0 when it loads, 1 when
//! it will not, [`NO_VERDICT`] when there is no verdict to give: the input could not be read,
//! or an argument is unusable (an error, or with `--json` an object with an `error` field).

use clap::ValueEnum;
use modlink::inspect::check::{Finding, GpuArch, Runtime, Severity, check_on_gpu, format_matches};
use modlink::inspect::locate::{LocateError, Located, locate_file};
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
    /// apache-tvm-tirx 0.1 (TIR on tvm-ffi): static_library and cuda loaders only.
    #[value(name = "tirx-0.1")]
    Tirx01,
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
            RuntimeArg::Tirx01 => Runtime::Tirx01,
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
    /// The target it will run on (default: the file's own, from its architecture and format;
    /// this host when the file is for it or names no target modlink supports).
    #[arg(long)]
    target: Option<String>,
    /// Print one JSON object (file, runtime, target and where it came from, every finding with
    /// its severity, the verdict) instead of lines; the exit code is the same. A file that
    /// cannot be read gives `{file, runtime, error}` and exit code 2.
    #[arg(long)]
    json: bool,
    /// The GPU a `cuda` module will run on, as `sm_XY` (e.g. sm_90): `--runtime modlink` then
    /// says whether its code runs there (by default, which GPUs it runs on).
    #[arg(long, value_name = "SM")]
    gpu: Option<GpuArch>,
}

/// Where the checked target came from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TargetSource {
    /// `--target`.
    Argument,
    /// The file's own architecture and format (it is not for this host).
    File,
    /// This host.
    Host,
}

impl TargetSource {
    fn name(self) -> &'static str {
        match self {
            TargetSource::Argument => "argument",
            TargetSource::File => "file",
            TargetSource::Host => "host",
        }
    }
}

/// The target to check for: `--target`, else the file's own when it is a supported target
/// other than this host (a foreign file is meant for its own target, and checking it against
/// this host only says "wrong architecture"), else this host.
fn choose_target(
    argument: Option<&str>,
    located: &Located,
) -> modlink::Result<(TargetSpec, TargetSource)> {
    if let Some(triple) = argument {
        return Ok((TargetSpec::parse(triple)?, TargetSource::Argument));
    }
    let host = TargetSpec::host()?;
    let runs_here = located.family == Some(host.arch())
        && format_matches(located.object_format, host.object_format());
    if !runs_here && let Ok(own) = TargetSpec::parse(&located.triple_guess) {
        return Ok((own, TargetSource::File));
    }
    Ok((host, TargetSource::Host))
}

/// The exit code of a check that gives no verdict (clap's code for unusable arguments too): a
/// script tells "will not load" (1) from "could not tell".
pub const NO_VERDICT: u8 = 2;

/// Runs `modlink check`.
pub fn run(args: Args) -> modlink::Result<ExitCode> {
    match verdict(&args) {
        Ok(code) => Ok(code),
        Err(error) => {
            if args.json {
                let value = serde_json::json!({
                    "file": args.library.display().to_string(),
                    "runtime": Runtime::from(args.runtime).name(),
                    "error": error.to_string(),
                });
                println!("{value:#}");
            } else {
                crate::status::error(&error, &[]);
            }
            Ok(ExitCode::from(NO_VERDICT))
        }
    }
}

/// Checks the file and prints the findings and the verdict; `Err` when there is no verdict.
fn verdict(args: &Args) -> modlink::Result<ExitCode> {
    let runtime = Runtime::from(args.runtime);
    let located = locate_file(&args.library)?;
    let (target, source) = choose_target(args.target.as_deref(), &located)?;
    let file = std::fs::read(&args.library).map_err(|source| {
        modlink::Error::from(LocateError::Io {
            path: args.library.display().to_string(),
            source,
        })
    })?;
    let mut report = check_on_gpu(&located, &file, &target, runtime, args.gpu)?;
    if source == TargetSource::File {
        report.findings.insert(
            0,
            Finding {
                severity: Severity::Note,
                text: format!(
                    "target: none given; checked for {target}, the file's own (from its \
                     architecture and format); --target picks another"
                ),
            },
        );
    }
    let exit = if report.loads() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    };
    if args.json {
        let findings: Vec<serde_json::Value> = report
            .findings
            .iter()
            .map(|finding| {
                serde_json::json!({
                    "severity": match finding.severity {
                        Severity::Ok => "ok",
                        Severity::Note => "note",
                        Severity::Fail => "fail",
                    },
                    "text": finding.text,
                })
            })
            .collect();
        let value = serde_json::json!({
            "file": args.library.display().to_string(),
            "runtime": runtime.name(),
            "target": target.triple(),
            "target_source": source.name(),
            "findings": findings,
            "failures": report.failures(),
            "loads": report.loads(),
        });
        println!("{value:#}");
        return Ok(exit);
    }
    for finding in &report.findings {
        println!("{finding}");
    }
    if report.loads() {
        println!(
            "verdict: {} loads with {runtime} on {target}",
            args.library.display()
        );
    } else {
        println!(
            "verdict: {} will NOT load with {runtime} on {target}: {}",
            args.library.display(),
            problems(report.failures())
        );
    }
    Ok(exit)
}

/// "1 problem", "2 problems": the verdict line is read by people first.
fn problems(count: usize) -> String {
    if count == 1 {
        "1 problem".to_owned()
    } else {
        format!("{count} problems")
    }
}
