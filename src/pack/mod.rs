//! Turning blob bytes into something a linker takes: an object file or C source.

use thiserror::Error;

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
}
