//! External linkers behind a `Linker` trait with one flavour per family, driven by recorded commands.

use thiserror::Error;

/// An error finding or running a linker.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum LinkError {
    /// No linker was found.
    #[error("no linker found for {target}: searched {searched}")]
    NotFound {
        /// The target triple.
        target: String,
        /// What was searched.
        searched: String,
    },
}
