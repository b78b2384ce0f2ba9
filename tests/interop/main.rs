//! The `interop` test binary: interoperation with real TVM 0.27 in the venv (libraries and models
//! passed both ways) and the client matrix over TVM versions (`client_matrix`, ignored unless asked
//! for). See docs/testing.md for the layout of the test binaries.

#[path = "../support/mod.rs"]
mod support;

mod blob_tvm;
mod client_matrix;
mod module_graph_tvm;
mod relax_builder_tvm;
mod relax_vm_tvm;
mod runtime_tvm;
mod tvm_interop_export;
