//! The `export` test binary: exporting libraries: packers (`pack_*`), the direct blob writers
//! (`export_direct*`), outputs, linker command lines, cross targets (`cross_*`, `wasm32*`,
//! `export_windows`), needed libraries and host inputs. See docs/testing.md for the layout of the
//! test binaries.

// The reader-only build (`--no-default-features`) compiles only the modules that need no LLVM
// (the helpers in `support` compile kernels): `cargo test --no-default-features --test export
// wasm32_packer::` runs the reader-only half of `wasm32_packer`.
#[cfg(feature = "llvm")]
#[path = "../support/mod.rs"]
mod support;

#[cfg(feature = "llvm")]
mod cross_qemu;
#[cfg(feature = "llvm")]
mod cross_structural;
#[cfg(feature = "llvm")]
mod cuda_library;
#[cfg(feature = "llvm")]
mod cuda_library_tools;
#[cfg(feature = "llvm")]
mod export_atomic;
#[cfg(feature = "llvm")]
mod export_cross;
#[cfg(feature = "llvm")]
mod export_direct;
#[cfg(feature = "llvm")]
mod export_direct_macho;
#[cfg(feature = "llvm")]
mod export_direct_pe;
#[cfg(feature = "llvm")]
mod export_fixture_blobs;
#[cfg(feature = "llvm")]
mod export_full_disk;
#[cfg(feature = "llvm")]
mod export_kill;
#[cfg(feature = "llvm")]
mod export_outputs;
#[cfg(feature = "llvm")]
mod export_parallel;
#[cfg(feature = "llvm")]
mod export_syslib;
#[cfg(feature = "llvm")]
mod export_windows;
#[cfg(feature = "llvm")]
mod host_inputs;
#[cfg(feature = "llvm")]
mod link_commands;
#[cfg(feature = "llvm")]
mod model_cuda_tools;
#[cfg(feature = "llvm")]
mod needed_libraries;
mod pack_c;
#[cfg(feature = "llvm")]
mod pack_object;
mod pack_stream;
#[cfg(feature = "llvm")]
mod skip_rules;
#[cfg(feature = "llvm")]
mod wasm32;
mod wasm32_packer;
