//! The `cli` test binary: the command line: conventions, output paths, progress, `inspect`, `check`
//! and the diagnostics for paths and targets. See docs/testing.md for the layout of the test
//! binaries.

#[path = "../support/mod.rs"]
mod support;

mod check_cli;
mod cli_build_cuda;
mod cli_build_opencl;
mod cli_conventions;
mod cli_cuda_clients;
mod cli_device_options;
mod cli_file_kinds;
mod cli_inspect;
mod cli_inspect_cuda;
mod cli_inspect_devices;
mod cli_light;
mod cli_model;
mod cli_model_cuda;
mod cli_output_paths;
mod cli_output_rule;
mod cli_progress;
mod cli_run_cuda;
mod cli_run_hints;
mod cli_tirx;
mod diagnostics_paths;
mod diagnostics_targets;
mod docs_examples;
mod run_model_params;
