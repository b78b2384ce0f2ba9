//! The `codegen` test binary: code generation: the kir language (`ir_*`), LLVM codegen of kernels
//! and the blob (`codegen_*`, including the run against TVM 0.27 in `codegen_tvm`) and IR
//! diagnostics. See docs/testing.md for the layout of the test binaries.

#[path = "../support/mod.rs"]
mod support;

mod codegen_blob;
mod codegen_cache;
mod codegen_cpu_levels;
mod codegen_cross;
mod codegen_differential;
mod codegen_errors;
mod codegen_kernels;
mod codegen_legacy;
mod codegen_noshim;
mod codegen_parallel;
mod codegen_schedule;
mod codegen_semantics;
mod codegen_targets;
mod codegen_tvm;
mod diagnostics_ir;
mod ir_builder;
mod ir_parse;
mod ir_roundtrip;
mod ir_schedule;
mod ir_verify;
mod nvptx_diagnostics;
mod nvptx_kernels;
mod opencl_kernels;
mod opencl_semantics;
