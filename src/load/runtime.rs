//! Opening a library on the host and calling its kernels.

use thiserror::Error;

/// An error opening a library or calling a function in it.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum RuntimeError {
    /// dlopen failed.
    #[error("{path}: cannot open library: {message}")]
    Open {
        /// The library.
        path: String,
        /// The loader's message.
        message: String,
    },
}
