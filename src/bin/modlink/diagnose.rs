//! How `modlink build` reports `.kir` diagnostics: rendered like rustc's on stderr, or as JSON
//! lines (`--error-format json`); `--deny-warnings` turns warnings into errors.
// Without LLVM `build` refuses `.kir` files before checking them.
#![cfg_attr(not(feature = "llvm"), allow(dead_code))]

use modlink::ir::diagnostics::{place_codegen_remarks, render_human, render_json};
use modlink::ir::{Diagnostic, IrError, Program, Severity, SourceFile, check_sources};
use std::io::Write;

/// The form diagnostics are printed in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ErrorFormat {
    /// The source line with a caret under the place, as rustc and clang print.
    #[default]
    Human,
    /// One JSON object per line, for tools.
    Json,
}

/// Diagnostics options shared by the commands that compile `.kir` files.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct DiagnosticArgs {
    /// How to print errors and warnings about the kernels.
    #[arg(long, value_enum, default_value_t = ErrorFormat::Human)]
    pub error_format: ErrorFormat,
    /// Treat warnings (an empty .kir file, a reassociated float reduction, a loop hint LLVM
    /// did not honour) as errors.
    #[arg(long)]
    pub deny_warnings: bool,
}

impl DiagnosticArgs {
    /// Checks `files`, prints what was found and returns the program if it has no errors
    /// (no warnings either under `--deny-warnings`).
    pub fn checked_program(&self, files: &[SourceFile]) -> modlink::Result<Program> {
        let checked = check_sources(files);
        let diagnostics = self.promoted(checked.diagnostics.clone());
        self.print(&diagnostics, files);
        let errors = count_errors(&diagnostics);
        if errors > 0 {
            return Err(IrError::Rejected {
                errors,
                diagnostics,
            }
            .into());
        }
        Ok(checked.program)
    }

    /// Prints LLVM's warnings about the generated code (e.g. `loop not vectorized`), each
    /// once and at its loop in `files` where codegen knows it, and fails under
    /// `--deny-warnings` if there are any.
    pub fn codegen_remarks(&self, remarks: &[String], files: &[SourceFile]) -> modlink::Result<()> {
        let diagnostics = self.promoted(place_codegen_remarks(remarks, files));
        self.print(&diagnostics, files);
        let errors = count_errors(&diagnostics);
        if errors > 0 {
            return Err(IrError::Rejected {
                errors,
                diagnostics,
            }
            .into());
        }
        Ok(())
    }

    fn promoted(&self, mut diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
        if self.deny_warnings {
            for diagnostic in &mut diagnostics {
                if diagnostic.severity == Severity::Warning {
                    diagnostic.severity = Severity::Error;
                    diagnostic.message.push_str(" (--deny-warnings)");
                }
            }
        }
        diagnostics
    }

    fn print(&self, diagnostics: &[Diagnostic], files: &[SourceFile]) {
        if diagnostics.is_empty() {
            return;
        }
        let text = match self.error_format {
            ErrorFormat::Human => render_human(diagnostics, files, crate::status::color_stderr()),
            ErrorFormat::Json => render_json(diagnostics),
        };
        // Nothing useful can be done when stderr itself is gone.
        let _ = std::io::stderr().write_all(text.as_bytes());
    }
}

fn count_errors(diagnostics: &[Diagnostic]) -> usize {
    diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count()
}
