//! The `vm` test binary: the Relax VM and models: the VM on fixtures and hostile bytecode
//! (`relax_vm_*`), the executable builder and verifier, the constant loader and the model front end
//! (`model_*`). See docs/testing.md for the layout of the test binaries.

#[path = "../support/mod.rs"]
mod support;

mod builtins_models;
mod compiled_mode;
mod model_cuda;
mod model_e2e;
mod model_front;
mod model_layers;
mod model_relax;
mod params_file;
mod relax_builder;
mod relax_const_init;
mod relax_const_loader;
mod relax_verify;
mod relax_vm_fixtures;
mod relax_vm_hostile;
