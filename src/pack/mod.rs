//! Turning blob bytes into something a linker takes: an object file or C source.
//!
//! Three packers produce the same loader-visible result — a global, defined, read-only data
//! symbol `P__tvm_ffi__library_bin` (legacy `P__tvm_dev_mblob`) of size `8 + nbytes`, align 1,
//! holding the blob bytes unchanged (spec §3):
//!
//! * [`pack_imports_to_llvm`] (feature `llvm`): TVM's `PackImportsToLLVM`, an LLVM global
//!   constant emitted by the codegen layer; the only packer that also emits the system-lib
//!   constructor as machine code for any target.
//! * [`pack_imports_to_c`]: TVM's `PackImportsToC` text, for a C compiler.
//! * [`pack_imports_to_object`] / [`write_imports_object`]: the object written directly with the
//!   `object` crate, without LLVM or a compiler; the fastest path for large blobs.
//!   [`write_imports_object_from`] / [`write_imports_object_streamed`] write the same bytes for
//!   ELF, Mach-O and COFF with the blob streamed from a producer or a reader, so a multi-GiB
//!   blob is never held in memory.
//!
//! System-lib mode (`system_lib_prefix: Some(P)`) also needs a constructor that registers the
//! blob with `TVMFFIEnvModRegisterSystemLibSymbol`. That is machine code, so the direct object
//! writer refuses it with [`PackError::SystemLibNeedsCode`] naming the packers that can.

mod c_source;
mod digest;
mod in_memory;
#[cfg(feature = "llvm")]
mod llvm;
mod reserved;
mod reserved_coff;
mod reserved_macho;
mod stream;

pub use crate::object_file::write::reserved::{
    RESERVED_BLOB_SECTION, RESERVED_BLOB_SECTION_COFF, RESERVED_BLOB_SECTION_MACHO,
    RESERVED_BLOB_SEGMENT_MACHO,
};
pub use c_source::pack_imports_to_c;
pub use digest::{digest_object, digest_record_object};
pub use in_memory::{
    LARGE_DATA_THRESHOLD, pack_imports_to_object, write_imports_object, write_imports_object_with,
};
#[cfg(feature = "llvm")]
pub use llvm::pack_imports_to_llvm;
pub use reserved::reserved_blob_object;
pub use stream::{
    BlobSource, PackProgress, write_imports_object_from, write_imports_object_observed,
    write_imports_object_streamed,
};

use crate::abi::entry_points::entry;
use crate::blob::Layout;
use thiserror::Error;

/// How a blob is packed: which layout's symbol name, and system-lib mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackOptions {
    /// The blob layout; picks the symbol name (`__tvm_ffi__library_bin` or `__tvm_dev_mblob`)
    /// and, in system-lib mode, the registration function.
    pub layout: Layout,
    /// `Some(P)` builds a system library whose blob is named `P<symbol>` and registered at load
    /// time; `Some("")` is system-lib mode without a prefix; `None` a normal shared library.
    pub system_lib_prefix: Option<String>,
}

impl Default for PackOptions {
    fn default() -> Self {
        PackOptions {
            layout: Layout::Current,
            system_lib_prefix: None,
        }
    }
}

impl PackOptions {
    /// The blob symbol's C name (without the object format's `_` prefix): prefix + layout symbol.
    pub fn blob_symbol(&self) -> String {
        let prefix = self.system_lib_prefix.as_deref().unwrap_or("");
        format!("{prefix}{}", self.layout.symbol())
    }

    /// True in system-lib mode.
    pub fn is_system_lib(&self) -> bool {
        self.system_lib_prefix.is_some()
    }

    /// The runtime function a system-lib constructor calls to register the blob
    /// (spec §1.6; legacy §4.2). Both have the C signature `int(const char*, void*)`.
    pub fn registration_function(&self) -> &'static str {
        match self.layout {
            Layout::Current => entry::TVMFFIEnvModRegisterSystemLibSymbol.name,
            Layout::Legacy => entry::TVMBackendRegisterSystemLibSymbol.name,
        }
    }

    /// The object file's stem TVM gives the packed blob: `P` + `devc`.
    pub fn object_stem(&self) -> String {
        format!("{}devc", self.system_lib_prefix.as_deref().unwrap_or(""))
    }
}

/// An error packing a blob.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum PackError {
    /// Writing the object failed.
    #[error("packing the blob for {target}: {message}")]
    Object {
        /// The target triple.
        target: String,
        /// What failed.
        message: String,
    },
    /// The blob is too short to hold its own 8-byte length header, or the header disagrees
    /// with the byte count.
    #[error("blob of {len} bytes: {message}")]
    BadBlob {
        /// The blob's length in bytes.
        len: usize,
        /// What is wrong with it.
        message: String,
    },
    /// System-lib mode needs a constructor (machine code) that this packer cannot emit.
    #[error(
        "the direct object packer cannot emit the system-lib constructor that registers `{symbol}` for {target}; use the llvm packer (`--pack llvm`) or the C packer (`--pack c`)"
    )]
    SystemLibNeedsCode {
        /// The blob symbol that would need registering.
        symbol: String,
        /// The target triple.
        target: String,
    },
    /// The target's object format has no packer here.
    #[error(
        "packing the blob for {target}: object format {format} is not supported by the {packer} packer"
    )]
    UnsupportedFormat {
        /// The target triple.
        target: String,
        /// The object format.
        format: String,
        /// Which packer.
        packer: &'static str,
    },
    /// Writing the packed output to a stream failed.
    #[error("writing the packed blob: {0}")]
    Io(#[from] std::io::Error),
    /// The LLVM packer failed.
    #[cfg(feature = "llvm")]
    #[error(transparent)]
    Codegen(#[from] crate::codegen::CodegenError),
}

/// Checks that a blob starts with an 8-byte little-endian `nbytes` that fits in the bytes after
/// it, so a packer never wraps something the loader would read past (bytes after `8 + nbytes`
/// are ignored by the loader, so they are allowed).
pub(crate) fn check_blob(blob: &[u8]) -> Result<(), PackError> {
    let bad = |message: String| PackError::BadBlob {
        len: blob.len(),
        message,
    };
    let header: [u8; 8] = blob
        .get(..8)
        .and_then(|h| h.try_into().ok())
        .ok_or_else(|| bad("shorter than the 8-byte nbytes header".into()))?;
    let nbytes = u64::from_le_bytes(header);
    let rest = (blob.len() - 8) as u64;
    if nbytes > rest {
        return Err(bad(format!(
            "nbytes header says {nbytes} bytes follow, but only {rest} do"
        )));
    }
    Ok(())
}
