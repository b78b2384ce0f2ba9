//! Writing files safely, for every layer that writes one: a file replaced atomically (a reader
//! sees the old contents or the new, never half a file) with the mode any program's new file
//! gets under the umask, and the deterministic tar writer. The bottom of the crate: it uses no
//! other layer, so the cache, the runtime's `.npy` writer, export and the model front share one
//! implementation instead of each writing its own.
//!
//! The rules every output follows (docs/export.md, "Outputs, atomicity, determinism"):
//!
//! * a partial file never has a name: on Linux the temporary file is unnamed (`O_TMPFILE`)
//!   until it is complete (`temporary.rs`); elsewhere it is a `.modlink-*.tmp` file its writer
//!   keeps locked, and the next write into the directory removes those whose writer is gone
//!   (`sweep.rs`);
//! * every error writing an output names the output, never a temporary or work path
//!   ([`OutputFile`]).

mod atomic;
mod sweep;
mod tar;
mod temporary;
#[cfg(test)]
mod tests;

pub use atomic::{
    AtomicOptions, CreationMode, OutputFile, plain_io_error, probe_directory, replace_atomically,
    write_bytes,
};
pub use tar::DeterministicTar;

use thiserror::Error;

/// An atomic write that failed; every variant names the file being written. The I/O causes of
/// the steps done on the temporary file carry no temporary path (see [`plain_io_error`]).
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum FileOutputError {
    /// No temporary file could be created in the output's directory.
    #[error("{path}: cannot create a file in `{dir}`: {source}")]
    Create {
        /// The file being written.
        path: String,
        /// Its directory, where the temporary file goes.
        dir: String,
        /// The cause, without the temporary path.
        source: std::io::Error,
    },
    /// Writing or flushing the temporary file failed.
    #[error("{path}: cannot write: {source}")]
    Write {
        /// The file being written.
        path: String,
        /// The cause.
        source: std::io::Error,
    },
    /// Renaming the temporary file over the output failed.
    #[error("{path}: cannot replace the file: {source}")]
    Replace {
        /// The file being written.
        path: String,
        /// The cause, without the temporary path.
        source: std::io::Error,
    },
}

impl FileOutputError {
    /// The file being written.
    pub fn path(&self) -> &str {
        match self {
            FileOutputError::Create { path, .. }
            | FileOutputError::Write { path, .. }
            | FileOutputError::Replace { path, .. } => path,
        }
    }

    /// What failed, without the path (the text after `path: ` in the message).
    pub fn message(&self) -> String {
        let full = self.to_string();
        full.strip_prefix(&format!("{}: ", self.path()))
            .map(str::to_string)
            .unwrap_or(full)
    }

    /// The I/O cause.
    pub fn io_error(&self) -> &std::io::Error {
        match self {
            FileOutputError::Create { source, .. }
            | FileOutputError::Write { source, .. }
            | FileOutputError::Replace { source, .. } => source,
        }
    }
}
