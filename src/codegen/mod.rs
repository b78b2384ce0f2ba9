//! Lowering kernel IR to host code through LLVM. All `unsafe` and every LLVM version
//! difference live in this layer.

use std::sync::OnceLock;
use thiserror::Error;

/// An error generating code.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum CodegenError {
    /// LLVM reported an error.
    #[error("LLVM: {0}")]
    Llvm(String),
}

/// Initialises LLVM's targets exactly once per process; safe to call from parallel threads.
pub(crate) fn initialize_llvm() {
    static INITIALIZED: OnceLock<()> = OnceLock::new();
    INITIALIZED.get_or_init(|| {
        inkwell::targets::Target::initialize_all(&inkwell::targets::InitializationConfig::default());
    });
}
