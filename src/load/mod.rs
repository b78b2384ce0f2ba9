//! Loading: find the blob in a library file without running it ([`locate`]) and, on the host,
//! open the library and call its kernels ([`runtime`]).

pub mod locate;
pub mod runtime;

use thiserror::Error;

/// An error locating a blob or loading a library.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum LoadError {
    /// Finding or reading the blob in a file.
    #[error(transparent)]
    Locate(#[from] locate::LocateError),
    /// Opening the library or calling into it.
    #[error(transparent)]
    Runtime(#[from] runtime::RuntimeError),
}
