//! Kernel IR: the types ([`ast`]), a builder API for compiler backends, the `.kir` text form
//! (parser and printer that round-trip) and the verifier. Knows nothing about LLVM.

pub mod ast;

pub use ast::*;

use thiserror::Error;

/// An error in kernel IR: a parse error with its position, or a verifier finding.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum IrError {
    /// The `.kir` text is malformed.
    #[error("{file}:{line}:{column}: {message}")]
    Parse {
        /// Source name (a path or `<string>`).
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was wrong.
        message: String,
    },
    /// The kernel is well-formed text but not a valid program.
    #[error("kernel `{kernel}`: {message}")]
    Verify {
        /// The kernel's name.
        kernel: String,
        /// What was wrong.
        message: String,
    },
}
