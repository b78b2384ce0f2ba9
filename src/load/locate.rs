//! Finds the blob symbol in an ELF, Mach-O, PE or archive file with goblin, without running it.

use thiserror::Error;

/// An error locating the blob in a file.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum LocateError {
    /// The file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
}
