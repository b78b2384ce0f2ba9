//! The packed blob: the byte layouts TVM uses to store a module tree in one symbol.
//!
//! (The numbered layouts of both formats are documented in this module by its read/write halves.)

use crate::module::ModuleTree;
use bytes::Bytes;
use thiserror::Error;

/// Blob symbol of the current (tvm-ffi, TVM 0.22+) layout.
pub const SYMBOL_CURRENT: &str = "__tvm_ffi__library_bin";
/// Blob symbol of the legacy layout (TVM ≤ 0.20).
pub const SYMBOL_LEGACY: &str = "__tvm_dev_mblob";
/// Blob symbol of TVM 0.21, which holds the legacy layout under a tvm-ffi name.
pub const SYMBOL_TRANSITION: &str = "__tvm_ffi_library_bin";

/// Which byte layout a blob uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// tvm-ffi (TVM 0.22+): import tree first, every payload length-prefixed.
    Current,
    /// TVM ≤ 0.21: entry count, keys, `_import_tree` entry, payloads without length prefix.
    Legacy,
}

impl Layout {
    /// The blob symbol this layout is written under (without a system-lib prefix).
    pub fn symbol(self) -> &'static str {
        match self {
            Layout::Current => SYMBOL_CURRENT,
            Layout::Legacy => SYMBOL_LEGACY,
        }
    }

    /// Recognises a blob symbol, possibly with a system-lib prefix in front:
    /// returns the layout and the prefix.
    pub fn from_symbol(symbol: &str) -> Option<(Layout, &str)> {
        // The transition name is a suffix of no other, but the current name ends in the
        // transition name's tail, so test the longer names first.
        for (name, layout) in [
            (SYMBOL_CURRENT, Layout::Current),
            (SYMBOL_TRANSITION, Layout::Legacy),
            (SYMBOL_LEGACY, Layout::Legacy),
        ] {
            if let Some(prefix) = symbol.strip_suffix(name) {
                // `__tvm_ffi__library_bin` ends with `_library_bin` but not with
                // `__tvm_ffi_library_bin`, so the suffixes cannot be confused.
                return Some((layout, prefix));
            }
        }
        None
    }
}

/// An error reading or writing a blob: names the byte offset and the field.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum BlobError {
    /// A field could not be read.
    #[error("blob offset {offset}: {field}: {message}")]
    Malformed {
        /// Byte offset of the field from the start of the blob (the nbytes header is at 0).
        offset: u64,
        /// Which field, e.g. `payload length of module 2 (opencl)`.
        field: String,
        /// What was wrong.
        message: String,
    },
    /// The tree cannot be written in the chosen layout.
    #[error("cannot write blob: {0}")]
    Write(String),
    /// The tree itself is invalid.
    #[error(transparent)]
    Module(#[from] crate::module::ModuleError),
}

/// Reads a blob (starting at its 8-byte `nbytes` header) in the given layout.
pub fn read(blob: &Bytes, layout: Layout) -> Result<ModuleTree, BlobError> {
    let _ = (blob, layout);
    Err(BlobError::Write(
        "blob reading is not implemented yet".into(),
    ))
}

/// Writes a tree as a blob in the given layout, `nbytes` header included.
pub fn write(tree: &ModuleTree, layout: Layout) -> Result<Vec<u8>, BlobError> {
    let _ = (tree, layout);
    Err(BlobError::Write(
        "blob writing is not implemented yet".into(),
    ))
}
