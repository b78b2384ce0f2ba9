//! The packed blob: the byte layouts TVM uses to store a module tree in one symbol.
//!
//! All integers are little-endian; `u64` unless stated. `str`/`bytes` = `u64 len` + that many raw
//! bytes (no NUL, no padding). `Array<T>`/`vec<T>` = `u64 count` + elements. `Map<K,V>` =
//! `u64 count` + `(K, V)` pairs in serialized order. `DLDataType` = `u8 code, u8 bits, u16 lanes`.
//! Offsets in errors are absolute from the start of the blob (the `nbytes` header is at 0).
//!
//! # Current layout (tvm-ffi, TVM 0.22+; symbol [`SYMBOL_CURRENT`])
//!
//! 1. `u64 nbytes` — length of everything that follows; bytes after `8 + nbytes` are ignored.
//! 2. `u64 n_indptr`, `u64 indptr[n_indptr]` — CSR row pointers, `n_indptr = num_modules + 1`
//!    (at least 2: a blob holds at least one module); `indptr[0] = 0`, non-decreasing,
//!    `indptr[last] = n_child`.
//! 3. `u64 n_child`, `u64 child[n_child]` — the children of module `i` are
//!    `child[indptr[i]..indptr[i+1]]`, each `< num_modules`.
//! 4. `num_modules` times: `str key`; if `key != "_lib"`: `bytes payload` (length-prefixed, so a
//!    reader can skip kinds it does not know).
//!
//! # Legacy layout (TVM ≤ 0.20, and 0.21 under [`SYMBOL_TRANSITION`]; symbol [`SYMBOL_LEGACY`])
//!
//! 1. `u64 nbytes` — as above.
//! 2. `u64 count` — number of entries that follow, `_import_tree` included.
//! 3. `count` times: `str key`, then
//!    * `"_lib"` → nothing (at most one, TVM 0.20 refuses a second);
//!    * `"_import_tree"` → `u64 n, u64 row_ptr[n]; u64 m, u64 child[m]` (may appear anywhere;
//!      modlink writes it last);
//!    * any other kind → the module's `SaveToBinary` bytes **without** a length prefix, so the
//!      reader must parse each kind to find the next key (see [`PayloadRegistry`]).
//! 4. Without an `_import_tree` entry (or with `n = 0`), the reader makes a new `_lib` root that
//!    imports every loaded module in order (old libraries).
//!
//! # Typed payloads
//!
//! | kind | current | legacy |
//! |---|---|---|
//! | `cuda`, `opencl`, `rocm`, `hip` | `str fmt; Map<str,FunctionInfo> fmap; bytes code` | same |
//! | `metal` | `str fmt; fmap; Map<str,bytes> smap` | `str version; Map<str,str> smap; fmap; str fmt` |
//! | `static_library` | `bytes data; Array<str> function_names` | same |
//! | `vulkan` | opaque (the smap encoding changed between 0.22 and later releases) | `str fmt; fmap; Map<str, {u32 flag; vec<u32> data}>`, carried opaque |
//! | `relax.VMExecutable` (`relax.Executable` ≤ 0.19) | `u64 magic; str version; vec<VMFuncInfo>; [scopes, V2 magic only]; constants; vec<i64> instr_offset; vec<i64> instr_data` + ignored trailing bytes ([`crate::module::relax`]) | the same bytes inside one `bytes` string (so this legacy entry has a length) |
//! | `const_loader` | `vec<str> variables; u64 n; Tensor[n]; vec<str> symbols; u64 m; vec<str>[m]` | same |
//!
//! A Relax executable's constant tags depend on the TVM generation, not on the payload: the
//! blob symbol decides ([`crate::module::relax::ConstantTags::for_symbol`], [`read_with_tags`]).
//!
//! `FunctionInfo` = `str name; Array<DLDataType> arg_types; Array<str> launch_param_tags;
//! Array<i32> arg_extra_tags`; legacy TVM ≤ 0.20 omits `arg_extra_tags` (see [`read`] for how the
//! legacy reader tells the two apart).

mod constant_tags;
pub mod digest;
mod read;
mod registry;
mod write;

pub(crate) use constant_tags::ConstantKind;
pub use read::{
    PartialRead, ReadBlob, read, read_inspect_only_device, read_keeping_unreadable, read_payload,
    read_with, read_with_payload_ranges, read_with_tags,
};
pub use registry::{PayloadParser, PayloadRegistry};
pub use write::{
    encoded_len, payload_bytes, payload_len, write, write_payload, write_to, write_to_with_tags,
    write_with_tags,
};

use thiserror::Error;

/// Blob symbol of the current (tvm-ffi, TVM 0.22+) layout.
pub const SYMBOL_CURRENT: &str = "__tvm_ffi__library_bin";
/// Blob symbol of the legacy layout (TVM ≤ 0.20).
pub const SYMBOL_LEGACY: &str = "__tvm_dev_mblob";
/// Blob symbol of TVM 0.21, which holds the legacy layout under a tvm-ffi name.
pub const SYMBOL_TRANSITION: &str = "__tvm_ffi_library_bin";

/// Legacy layout's key of the import-tree entry.
pub const IMPORT_TREE_KEY: &str = "_import_tree";
pub use crate::module::{KIND_METAL, KIND_STATIC_LIBRARY, KIND_VULKAN, SINGLE_CODE_DEVICE_KINDS};
/// The version string legacy Metal payloads start with.
pub const LEGACY_METAL_VERSION: &str = "0.1.0";
/// Size of the `nbytes` header in front of every blob.
pub const HEADER_LEN: u64 = 8;

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

impl std::fmt::Display for Layout {
    /// `current` or `legacy`, as `modlink inspect` and `check` print it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Layout::Current => "current",
            Layout::Legacy => "legacy",
        })
    }
}

/// Whether modlink reads and writes `kind` as a typed payload (not opaque bytes).
pub fn is_typed_kind(kind: &str) -> bool {
    use crate::module::relax::{KIND_CONST_LOADER, KIND_VM_EXECUTABLE, KIND_VM_EXECUTABLE_OLD};
    kind == KIND_METAL
        || kind == KIND_STATIC_LIBRARY
        || SINGLE_CODE_DEVICE_KINDS.contains(&kind)
        || kind == KIND_VM_EXECUTABLE
        || kind == KIND_VM_EXECUTABLE_OLD
        || kind == KIND_CONST_LOADER
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
    /// The output stream failed while writing.
    #[error("cannot write blob: {0}")]
    Io(#[from] std::io::Error),
    /// The tree itself is invalid.
    #[error(transparent)]
    Module(#[from] crate::module::ModuleError),
}
