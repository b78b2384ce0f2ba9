//! Kernel IR: the types ([`ast`]), a builder API for compiler backends ([`builder`]), the `.kir`
//! text form (parser and printer that round-trip) and the verifier. Knows nothing about LLVM.
//!
//! The `.kir` language, its typing rules and what each loop kind promises are described in
//! `docs/kir.md`.

pub mod ast;
pub mod builder;
pub mod diagnostics;
pub mod launch;
mod lexer;
mod parser;
mod printer;
mod schedule;
mod verify;

pub use crate::abi::DType;
pub use ast::*;
pub use builder::{
    BlockBuilder, KernelBuilder, boolean, call, cast, float, float_of, int, int_of, load, select,
    var,
};
pub use diagnostics::{Checked, Diagnostic, Severity, SourceFile, check_sources};
pub use launch::LaunchBindings;
pub use parser::{parse, parse_kernel};
pub use printer::{print, print_kernel};
pub use schedule::Tile;
pub use verify::{
    MAX_LOCAL_BYTES, MAX_LOOP_FACTOR, MAX_STATIC_SHARED_BYTES, MAX_UNROLLED_STATEMENTS,
    check_kernel_name, check_system_lib_prefix, is_c_identifier, verify, verify_program,
};

use thiserror::Error;

/// Words with a meaning of their own in `.kir`; they cannot name parameters, dims or locals.
/// Dtype and intrinsic names are reserved too (see [`is_reserved`]).
pub const KEYWORDS: [&str; 17] = [
    "kernel",
    "for",
    "in",
    "parallel",
    "vectorize",
    "unroll",
    "var",
    "local",
    "let",
    "if",
    "else",
    "true",
    "false",
    "select",
    "device",
    "shared",
    "barrier",
];

/// True if `word` is a keyword, a dtype name or an intrinsic name, so it cannot be a variable.
pub fn is_reserved(word: &str) -> bool {
    KEYWORDS.contains(&word)
        || DType::from_name(word).is_some()
        || Intrinsic::from_name(word).is_some()
}

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
    /// `.kir` sources with errors: every diagnostic found (see [`check_sources`]).
    #[error("{} (and {} more diagnostics)", first_error(diagnostics), diagnostics.len().saturating_sub(1))]
    Rejected {
        /// How many of the diagnostics are errors.
        errors: usize,
        /// Every error and warning, in source order.
        diagnostics: Vec<Diagnostic>,
    },
}

fn first_error(diagnostics: &[Diagnostic]) -> String {
    diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error)
        .map_or_else(
            || "errors in kernel sources".to_string(),
            Diagnostic::one_line,
        )
}
