//! Target triples parsed once into a typed [`TargetSpec`].

use thiserror::Error;

/// An error parsing or using a target.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum TargetError {
    /// The triple could not be parsed or is not supported.
    #[error("target `{triple}`: {message}")]
    Unsupported {
        /// The triple as given.
        triple: String,
        /// Why.
        message: String,
    },
}
