//! The `export` test binary: exporting libraries: packers (`pack_*`), the direct blob writers
//! (`export_direct*`), outputs, linker command lines, cross targets (`cross_*`, `wasm32*`,
//! `export_windows`), needed libraries and host inputs. See docs/testing.md for the layout of the
//! test binaries.

#[path = "../support/mod.rs"]
mod support;

mod cross_qemu;
mod cross_structural;
mod export_atomic;
mod export_cross;
mod export_direct;
mod export_direct_macho;
mod export_direct_pe;
mod export_fixture_blobs;
mod export_outputs;
mod export_parallel;
mod export_syslib;
mod export_windows;
mod host_inputs;
mod link_commands;
mod needed_libraries;
mod pack_c;
mod pack_object;
mod pack_stream;
mod wasm32;
mod wasm32_packer;
