//! modlink turns compiled kernels and device modules into ONE deployable library, the way
//! Apache TVM's `export_library` does, and loads it back.
//!
//! The modules follow the pipeline:
//!
//! ```text
//! ir ──► codegen (LLVM, host kernels) ──► object bytes ┐
//! module tree ──► blob::write ──► pack (LLVM | C | object) ─┴─► link ──► one library
//! library file ──► inspect::locate ──► blob::read ──► module tree ──► runtime::Library (host)
//! ```
//!
//! Byte layouts and ABIs are those of Apache TVM 0.27 (tvm-ffi) and, for reading and writing
//! older libraries, TVM up to 0.20; [`abi`] is the one place that defines them.
#![deny(missing_docs)]
#![deny(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod abi;
pub mod blob;
pub mod cache;
#[cfg(feature = "llvm")]
pub mod codegen;
pub mod error;
pub mod export;
pub mod file_output;
pub mod graph;
pub mod inspect;
pub mod ir;
pub mod link;
pub mod model;
pub mod module;
pub(crate) mod object_file;
pub mod pack;
pub mod params;
pub mod progress;
pub mod runtime;
pub mod target;

pub use error::{Error, Result};

/// The README's Rust examples, compiled by `cargo test --doc` so they cannot drift from the API
/// (they open files, so they are built, not run).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
