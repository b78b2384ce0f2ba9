//! The `export_library` pipeline: compile, pack, link, write atomically.

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
}
