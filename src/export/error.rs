//! The export pipeline's error enum.

use thiserror::Error;

/// An error in the export pipeline.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ExportError {
    /// Writing the output failed.
    #[error("{path}: {message}")]
    Output {
        /// The output path.
        path: String,
        /// What failed.
        message: String,
    },
    /// The output's extension names no output kind, or one the target cannot produce.
    #[error("{path}: {message}")]
    OutputKind {
        /// The output path.
        path: String,
        /// What is wrong with the extension.
        message: String,
    },
    /// An import manifest is malformed.
    #[error("{path}: {message}")]
    Manifest {
        /// The manifest file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The inputs cannot make a library.
    #[error("nothing to export: {0}")]
    Inputs(String),
    /// An option or argument with a value that cannot be used.
    #[error("{argument}: {message}")]
    Argument {
        /// The option as written on the command line (`--prefix`, `--import-raw`), or the
        /// `ExportOptions` field.
        argument: String,
        /// What is wrong with its value.
        message: String,
    },
    /// The chosen packer cannot write the blob object for this build or target.
    #[error("--pack {packer}: {message}")]
    Packer {
        /// The packer's command-line name (`llvm`, `c`, `object`).
        packer: &'static str,
        /// Why it cannot, and what to use instead.
        message: String,
    },
    /// A work file could not be written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The OS error.
        source: std::io::Error,
    },
}
