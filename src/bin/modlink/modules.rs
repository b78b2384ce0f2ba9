// The command line's modules, included by both binaries' `main.rs` (paths relative to either
// `src/bin/modlink` or `src/bin/modlink-llvm`).
#[path = "../modlink/arg_spec.rs"]
mod arg_spec;
#[path = "../modlink/build.rs"]
mod build;
#[cfg(feature = "llvm")]
#[path = "../modlink/build_device.rs"]
mod build_device;
#[path = "../modlink/cache.rs"]
mod cache;
#[path = "../modlink/check.rs"]
mod check;
#[path = "../modlink/cli.rs"]
mod cli;
#[path = "../modlink/device_args.rs"]
mod device_args;
#[path = "../modlink/diagnose.rs"]
mod diagnose;
#[path = "../modlink/extract.rs"]
mod extract;
#[path = "../modlink/inspect.rs"]
mod inspect;
#[cfg(feature = "llvm")]
#[path = "../modlink/model.rs"]
mod model;
#[path = "../modlink/output_dir.rs"]
mod output_dir;
#[path = "../modlink/progress.rs"]
mod progress;
#[path = "../modlink/relax_run.rs"]
mod relax_run;
#[path = "../modlink/run.rs"]
mod run;
#[path = "../modlink/run_model.rs"]
mod run_model;
#[path = "../modlink/status.rs"]
mod status;
#[path = "../modlink/targets.rs"]
mod targets;
#[path = "../modlink/value_line.rs"]
mod value_line;
