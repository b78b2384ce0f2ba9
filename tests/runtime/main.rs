//! The `runtime` test binary: the runtime as a library user sees it: opening, binding and calling
//! libraries (`runtime_*`), `modlink check` verdicts (`check_*`), reliability (`reliability_*`) and
//! `run` diagnostics. See docs/testing.md for the layout of the test binaries.

#[path = "../support/mod.rs"]
mod support;

mod check_cuda_verdicts;
mod check_truth;
mod check_verdicts;
mod cuda_device_call;
mod cuda_host;
mod cuda_launch;
mod cuda_source;
mod cuda_vm;
mod diagnostics_runtime;
mod error_conversions;
mod opencl_driver;
mod opencl_tvm;
mod reliability_bounds;
mod reliability_digest;
mod reliability_fuzz_regressions;
mod reliability_repro;
mod runtime_api;
mod runtime_binding;
mod runtime_cli;
mod runtime_codegen;
mod runtime_errors;
mod runtime_legacy;
mod runtime_loaders;
mod runtime_open;
mod runtime_packed_values;
mod tirx_launch;
mod tirx_slots;
