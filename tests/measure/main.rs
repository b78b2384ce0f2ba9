//! The `measure` test binary: tests that measure the whole process (resident memory, every heap
//! allocation of every thread): `relax_vm_alloc` installs a counting global allocator and takes the
//! process alone ([`support::whole_process`]); `big_blob`'s tests share it
//! ([`support::shared_process`]). See docs/testing.md for the layout of the test binaries.

#[path = "../support/mod.rs"]
mod support;

mod big_blob;
mod relax_vm_alloc;
mod skip_rules;
