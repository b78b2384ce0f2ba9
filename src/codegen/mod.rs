//! Lowering kernel IR to host code through LLVM. All `unsafe` and every LLVM version
//! difference live in this layer.

use thiserror::Error;

/// An error generating code.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum CodegenError {
    /// LLVM reported an error.
    #[error("LLVM: {0}")]
    Llvm(String),
}
