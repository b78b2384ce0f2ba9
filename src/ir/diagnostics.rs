//! Compiler-style diagnostics for `.kir` sources: every parse and verifier error and every
//! warning of a set of files, each with the file, line and column it is about, rendered as
//! rustc and clang do (the source line with a caret, via `codespan-reporting`) or as JSON
//! lines for tools. `docs/kir.md` ("Diagnostics") shows the output.

use std::collections::HashMap;
use std::ops::Range;

use codespan_reporting::diagnostic as report;
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor};
use serde::Serialize;

use super::IrError;
use super::ast::Program;
use super::parser::{KernelPositions, MAX_PARSE_ERRORS, Position, parse_recovering};
use super::verify::{Finding, check_kernel};

/// At most this many errors are reported for one set of sources; the rest are counted.
pub const MAX_ERRORS: usize = 50;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The sources are refused.
    Error,
    /// The sources are accepted, but probably do not do what was meant.
    Warning,
}

/// A place in a source file, with what is said about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Label {
    /// The file's name as given to [`check_sources`].
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters) where the marked text starts.
    pub column: usize,
    /// The column just past the marked text.
    pub end_column: usize,
    /// What this place is (empty for the main place of a diagnostic).
    pub message: String,
}

/// One error or warning about `.kir` sources.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
    /// The kernel it is about, when it is about one.
    pub kernel: Option<String>,
    /// Where; `None` for a finding about a whole file or about the code LLVM generated.
    pub primary: Option<Label>,
    /// Other places involved (the first definition of a duplicate, say).
    pub secondary: Vec<Label>,
}

impl Diagnostic {
    /// A diagnostic with no place (an LLVM remark, say).
    pub fn unplaced(severity: Severity, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            message: message.into(),
            kernel: None,
            primary: None,
            secondary: Vec::new(),
        }
    }

    /// One line: `file:line:column: severity: message`.
    pub fn one_line(&self) -> String {
        let severity = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        match &self.primary {
            Some(at) => format!(
                "{}:{}:{}: {severity}: {}",
                at.file, at.line, at.column, self.message
            ),
            None => format!("{severity}: {}", self.message),
        }
    }
}

/// A source file: its name (a path, usually) and its text.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// Shown in diagnostics.
    pub name: String,
    /// The `.kir` text.
    pub text: String,
}

/// The result of checking a set of `.kir` files.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Every kernel that parsed, of every file, in order (only meaningful without errors).
    pub program: Program,
    /// Errors and warnings, file by file in source order; at most [`MAX_ERRORS`] errors plus
    /// one saying how many more there were.
    pub diagnostics: Vec<Diagnostic>,
}

impl Checked {
    /// The number of errors among the diagnostics.
    pub fn errors(&self) -> usize {
        count(&self.diagnostics, Severity::Error)
    }

    /// The number of warnings among the diagnostics.
    pub fn warnings(&self) -> usize {
        count(&self.diagnostics, Severity::Warning)
    }

    /// The program when there is no error; otherwise [`IrError::Rejected`] with the
    /// diagnostics.
    pub fn into_program(self) -> Result<Program, IrError> {
        if self.errors() == 0 {
            Ok(self.program)
        } else {
            Err(IrError::Rejected {
                errors: self.errors(),
                diagnostics: self.diagnostics,
            })
        }
    }
}

fn count(diagnostics: &[Diagnostic], severity: Severity) -> usize {
    diagnostics
        .iter()
        .filter(|d| d.severity == severity)
        .count()
}

/// Parses and verifies every file, collecting every error and warning: parse errors (the
/// parser resumes at the next statement), verifier errors with the statement they are about,
/// kernels defined twice (naming both places, across files too), and warnings for files
/// without kernels and for reassociated float reductions.
pub fn check_sources(files: &[SourceFile]) -> Checked {
    let mut diagnostics = Vec::new();
    let mut kernels = Vec::new();
    let mut defined: HashMap<String, Label> = HashMap::new();
    for file in files {
        let recovered = parse_recovering(&file.text, &file.name);
        let parse_failed = !recovered.errors.is_empty();
        let parse_stopped = recovered.errors.len() >= MAX_PARSE_ERRORS;
        for error in recovered.errors {
            diagnostics.push(parse_diagnostic(error, &file.name));
        }
        if parse_stopped {
            diagnostics.push(Diagnostic::unplaced(
                Severity::Error,
                format!(
                    "stopped parsing `{}` after {MAX_PARSE_ERRORS} errors",
                    file.name
                ),
            ));
        }
        if recovered.program.kernels.is_empty() && !parse_failed {
            diagnostics.push(Diagnostic::unplaced(
                Severity::Warning,
                format!(
                    "`{}` defines no kernels: it adds nothing to the library",
                    file.name
                ),
            ));
        }
        for (kernel, positions) in recovered
            .program
            .kernels
            .into_iter()
            .zip(recovered.map.kernels)
        {
            let place = |position: &Position, message: &str| Label {
                file: file.name.clone(),
                line: position.line,
                column: position.column,
                end_column: position.end_column,
                message: message.to_string(),
            };
            let name_label = place(&positions.name, "");
            if let Some(first) = defined.get(&kernel.name) {
                diagnostics.push(Diagnostic {
                    severity: Severity::Error,
                    message: format!("kernel `{}` is defined twice", kernel.name),
                    kernel: Some(kernel.name.clone()),
                    primary: Some(place(&positions.name, "defined again here")),
                    secondary: vec![Label {
                        message: "first defined here".to_string(),
                        ..first.clone()
                    }],
                });
            } else {
                defined.insert(kernel.name.clone(), name_label.clone());
            }
            if positions.complete {
                let report = check_kernel(&kernel);
                // Expression places are used only when the parser and the verifier agree on
                // how many expressions there are (always, for a kernel that parsed whole).
                let expressions = if positions.expressions.len() == report.expressions {
                    positions.expressions.as_slice()
                } else {
                    &[]
                };
                let mut findings: Vec<(Severity, Label, Finding)> = report
                    .errors
                    .into_iter()
                    .map(|f| (Severity::Error, f))
                    .chain(report.warnings.into_iter().map(|f| (Severity::Warning, f)))
                    .map(|(severity, finding)| {
                        let at = finding_position(&finding, &positions, expressions)
                            .map_or_else(|| name_label.clone(), |p| place(p, ""));
                        (severity, at, finding)
                    })
                    .collect();
                // Source order; at one place, errors in the order they were found.
                findings.sort_by_key(|(_, at, _)| (at.line, at.column));
                for (severity, at, finding) in findings {
                    diagnostics.push(Diagnostic {
                        severity,
                        message: clip_quoted(&finding.message),
                        kernel: Some(kernel.name.clone()),
                        primary: Some(at),
                        secondary: Vec::new(),
                    });
                }
            }
            kernels.push(kernel);
        }
    }
    Checked {
        program: Program { kernels },
        diagnostics: capped(diagnostics),
    }
}

/// Names quoted in a message (between backticks) are cut to this many characters: a
/// generated name may be a whole line long.
const MAX_QUOTED_CHARS: usize = 40;

/// `message` with every backtick-quoted part longer than [`MAX_QUOTED_CHARS`] cut short
/// with `…`.
fn clip_quoted(message: &str) -> String {
    let mut clipped = String::with_capacity(message.len().min(512));
    for (index, part) in message.split('`').enumerate() {
        if index > 0 {
            clipped.push('`');
        }
        // Odd parts are the quoted ones.
        if index % 2 == 1 && part.chars().count() > MAX_QUOTED_CHARS {
            clipped.extend(part.chars().take(MAX_QUOTED_CHARS));
            clipped.push('…');
        } else {
            clipped.push_str(part);
        }
    }
    clipped
}

/// Where a verifier finding is: its culprit expression, else its parameter, else its
/// statement; `None` for the kernel as a whole.
fn finding_position<'a>(
    finding: &Finding,
    positions: &'a KernelPositions,
    expressions: &'a [Position],
) -> Option<&'a Position> {
    finding
        .expr
        .and_then(|index| expressions.get(index))
        .or_else(|| finding.param.and_then(|index| positions.params.get(index)))
        .or_else(|| {
            finding
                .statement
                .and_then(|index| positions.statements.get(index))
        })
}

/// How codegen reports one of LLVM's warnings about a loop of a kernel (a `vectorize(N)` hint
/// it could not honour, say): `kernel `NAME`, statement N: MESSAGE`, where N is the loop's
/// index among the kernel's statements in pre-order. [`place_codegen_remarks`] reads it back.
pub fn loop_remark(kernel: &str, statement: usize, message: &str) -> String {
    format!("kernel `{kernel}`, statement {statement}: {message}")
}

/// Turns codegen's remarks (`HostCode::diagnostics`) into warnings: each distinct remark
/// once (LLVM repeats them per CPU level and per copy of a function), a remark about a loop
/// (see [`loop_remark`]) with its kernel and the loop's place in `files`.
pub fn place_codegen_remarks(remarks: &[String], files: &[SourceFile]) -> Vec<Diagnostic> {
    let mut seen = Vec::new();
    let mut parsed: Vec<(String, Vec<KernelPositions>, Vec<String>)> = Vec::new();
    let mut placed = Vec::new();
    for remark in remarks {
        if seen.contains(remark) {
            continue;
        }
        seen.push(remark.clone());
        let Some((kernel, statement, message)) = parse_loop_remark(remark) else {
            // LLVM's own place is always unknown for generated code.
            let remark = remark.strip_prefix("<unknown>:0:0: ").unwrap_or(remark);
            placed.push(Diagnostic::unplaced(
                Severity::Warning,
                format!("LLVM: {remark}"),
            ));
            continue;
        };
        if parsed.is_empty() {
            parsed = files
                .iter()
                .map(|file| {
                    let recovered = parse_recovering(&file.text, &file.name);
                    let names = recovered.program.kernels.into_iter().map(|k| k.name);
                    (file.name.clone(), recovered.map.kernels, names.collect())
                })
                .collect();
        }
        let primary = parsed.iter().find_map(|(file, positions, names)| {
            let index = names.iter().position(|name| name == kernel)?;
            let at = positions.get(index)?.statements.get(statement)?;
            Some(Label {
                file: file.clone(),
                line: at.line,
                column: at.column,
                end_column: at.end_column,
                message: String::new(),
            })
        });
        placed.push(Diagnostic {
            severity: Severity::Warning,
            message: format!("LLVM: {message}"),
            kernel: Some(kernel.to_string()),
            primary,
            secondary: Vec::new(),
        });
    }
    placed
}

/// `(kernel, statement, message)` of a remark written by [`loop_remark`].
fn parse_loop_remark(remark: &str) -> Option<(&str, usize, &str)> {
    let rest = remark.strip_prefix("kernel `")?;
    let (kernel, rest) = rest.split_once("`, statement ")?;
    let (statement, message) = rest.split_once(": ")?;
    Some((kernel, statement.parse().ok()?, message))
}

/// Keeps the first [`MAX_ERRORS`] errors (and every warning before the cut), then says how
/// many errors were left out.
fn capped(diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let total = count(&diagnostics, Severity::Error);
    if total <= MAX_ERRORS {
        return diagnostics;
    }
    let mut kept = Vec::new();
    let mut errors = 0;
    for diagnostic in diagnostics {
        if diagnostic.severity == Severity::Error {
            errors += 1;
            if errors > MAX_ERRORS {
                break;
            }
        }
        kept.push(diagnostic);
    }
    kept.push(Diagnostic::unplaced(
        Severity::Error,
        format!(
            "{} more errors not shown (at most {MAX_ERRORS} are reported)",
            total - MAX_ERRORS
        ),
    ));
    kept
}

fn parse_diagnostic(error: IrError, file: &str) -> Diagnostic {
    match error {
        IrError::Parse {
            file,
            line,
            column,
            message,
        } => Diagnostic {
            severity: Severity::Error,
            message: clip_quoted(&message),
            kernel: None,
            primary: Some(Label {
                file,
                line,
                column,
                end_column: column + 1,
                message: String::new(),
            }),
            secondary: Vec::new(),
        },
        other => Diagnostic::unplaced(Severity::Error, format!("{file}: {other}")),
    }
}

/// Source lines longer than this many characters are shown as a window of this many
/// characters around the marked place, with `…` where text was left out, so that a huge
/// line (generated code, minified input) does not flood the terminal.
pub const MAX_SNIPPET_CHARS: usize = 120;

/// Renders diagnostics as rustc does: `error: message`, ` --> file:line:column`, the source
/// line with a caret under the place (lines longer than [`MAX_SNIPPET_CHARS`] clipped around
/// it). `color` adds ANSI colours.
pub fn render_human(diagnostics: &[Diagnostic], files: &[SourceFile], color: bool) -> String {
    let texts: HashMap<&str, &str> = files
        .iter()
        .map(|f| (f.name.as_str(), f.text.as_str()))
        .collect();
    let mut buffer = if color {
        termcolor::Buffer::ansi()
    } else {
        termcolor::Buffer::no_color()
    };
    let config = term::Config::default();
    for diagnostic in diagnostics {
        let base = match diagnostic.severity {
            Severity::Error => report::Diagnostic::error(),
            Severity::Warning => report::Diagnostic::warning(),
        };
        // Each diagnostic gets its own views of the files it points into, with its lines
        // clipped around its own places.
        let mut database = SimpleFiles::new();
        let mut views: HashMap<&str, (usize, String, Vec<Label>)> = HashMap::new();
        let mut labels = Vec::new();
        let mut notes = Vec::new();
        let places = diagnostic
            .primary
            .iter()
            .map(|l| (l, true))
            .chain(diagnostic.secondary.iter().map(|l| (l, false)));
        let places: Vec<(&Label, bool)> = places.collect();
        for (label, _) in &places {
            if let Some(text) = texts.get(label.file.as_str()) {
                views
                    .entry(label.file.as_str())
                    .or_insert_with(|| (0, (*text).to_string(), Vec::new()))
                    .2
                    .push((*label).clone());
            }
        }
        for (name, (id, text, marked)) in &mut views {
            let view = clip_long_lines(text, marked);
            *id = database.add((*name).to_string(), view);
        }
        let mut next_in_file: HashMap<&str, usize> = HashMap::new();
        for (label, primary) in places {
            match views.get(label.file.as_str()) {
                Some((id, _, marked)) => {
                    let slot = next_in_file.entry(label.file.as_str()).or_insert(0);
                    let clipped = marked.get(*slot).unwrap_or(label);
                    *slot += 1;
                    let range = database
                        .get(*id)
                        .map_or(0..0, |file| byte_range(file.source(), clipped));
                    let made = if primary {
                        report::Label::primary(*id, range)
                    } else {
                        report::Label::secondary(*id, range)
                    };
                    labels.push(made.with_message(label.message.clone()));
                }
                None => notes.push(format!(
                    "{}:{}:{}: {}",
                    label.file, label.line, label.column, label.message
                )),
            }
        }
        if let Some(kernel) = &diagnostic.kernel {
            notes.push(format!("in kernel `{kernel}`"));
        }
        let made = base
            .with_message(diagnostic.message.clone())
            .with_labels(labels)
            .with_notes(notes);
        if term::emit_to_write_style(&mut buffer, &config, &database, &made).is_err() {
            // Rendering only fails on a place outside its file; fall back to one line.
            buffer_line(&mut buffer, &diagnostic.one_line());
        }
    }
    String::from_utf8_lossy(buffer.as_slice()).into_owned()
}

/// `text` with every line longer than [`MAX_SNIPPET_CHARS`] that one of `labels` points into
/// cut down to a window of that many characters around the first label on it (`…` marks what
/// was left out); the labels' columns are moved into the window.
fn clip_long_lines(text: &str, labels: &mut [Label]) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    // Line index -> (first character shown, characters in the line).
    let mut windows: HashMap<usize, (usize, usize)> = HashMap::new();
    for label in labels.iter() {
        let index = label.line.saturating_sub(1);
        let Some(line) = lines.get(index) else {
            continue;
        };
        let length = line.trim_end_matches(['\n', '\r']).chars().count();
        if length > MAX_SNIPPET_CHARS {
            windows.entry(index).or_insert_with(|| {
                let wanted = label
                    .column
                    .saturating_sub(1)
                    .saturating_sub(MAX_SNIPPET_CHARS / 3);
                (wanted.min(length - MAX_SNIPPET_CHARS), length)
            });
        }
    }
    if windows.is_empty() {
        return text.to_string();
    }
    for label in labels.iter_mut() {
        if let Some(&(start, _)) = windows.get(&label.line.saturating_sub(1)) {
            let lead = usize::from(start > 0);
            let move_in = |column: usize| {
                column
                    .saturating_sub(1)
                    .clamp(start, start + MAX_SNIPPET_CHARS)
                    - start
                    + lead
                    + 1
            };
            label.column = move_in(label.column);
            label.end_column = move_in(label.end_column).max(label.column + 1);
        }
    }
    lines
        .iter()
        .enumerate()
        .map(|(index, line)| match windows.get(&index) {
            None => (*line).to_string(),
            Some(&(start, length)) => {
                let ending = &line[line.trim_end_matches(['\n', '\r']).len()..];
                let shown: String = line.chars().skip(start).take(MAX_SNIPPET_CHARS).collect();
                let before = if start > 0 { "…" } else { "" };
                let after = if start + MAX_SNIPPET_CHARS < length {
                    "…"
                } else {
                    ""
                };
                format!("{before}{shown}{after}{ending}")
            }
        })
        .collect()
}

fn buffer_line(buffer: &mut termcolor::Buffer, line: &str) {
    use std::io::Write;
    // Writing to an in-memory buffer cannot fail.
    let _ = writeln!(buffer, "{line}");
}

/// Renders diagnostics as JSON, one object per line (`severity`, `message`, `kernel`,
/// `primary` and `secondary` places with `file`, `line`, `column`, `end_column`, `message`).
pub fn render_json(diagnostics: &[Diagnostic]) -> String {
    diagnostics
        .iter()
        .filter_map(|d| serde_json::to_string(d).ok())
        .map(|line| line + "\n")
        .collect()
}

/// The byte range of a label's characters in `text`, clamped to the text.
fn byte_range(text: &str, label: &Label) -> Range<usize> {
    let line_start = text
        .split_inclusive('\n')
        .take(label.line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>()
        .min(text.len());
    let line = text[line_start..].lines().next().unwrap_or("");
    let at = |column: usize| {
        line.char_indices()
            .nth(column.saturating_sub(1))
            .map_or(line.len(), |(offset, _)| offset)
            + line_start
    };
    let start = at(label.column);
    let end = at(label.end_column).max(start);
    start..end
}
