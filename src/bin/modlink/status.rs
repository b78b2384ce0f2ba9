//! The command line's global output options (`--verbose`, `--quiet`, `--color`) and the one
//! printer of everything that is not a command's result (README, "Output, quiet and exit
//! codes"):
//!
//! * stdout holds the result a command was asked for (a report, values, a verdict, a listing,
//!   `-o -` bytes) and nothing else;
//! * stderr holds what is said about the work, each line starting `modlink: `: status lines
//!   (`wrote …`, the codegen cache summary, a build's storage plan), which `--quiet` silences,
//!   and warnings, notes and errors, which it does not (an error may be followed by indented
//!   `help:` and, with `--verbose`, `caused by:` lines);
//! * with colour on, the `error:` and `note:` tags are coloured as the `.kir` diagnostics are.

use std::sync::OnceLock;

/// The options of the whole command line that the commands consult while they run.
#[derive(Clone, Copy, Debug)]
struct Global {
    verbose: bool,
    quiet: bool,
    color: bool,
}

static GLOBAL: OnceLock<Global> = OnceLock::new();

fn global() -> Global {
    GLOBAL.get().copied().unwrap_or(Global {
        verbose: false,
        quiet: false,
        color: false,
    })
}

/// `--verbose`: show the commands run, and every cause of an error.
pub fn verbose() -> bool {
    global().verbose
}

/// `--quiet`: no status lines and no progress bars.
pub fn quiet() -> bool {
    global().quiet
}

/// Whether diagnostics on stderr are coloured (`--color`, NO_COLOR, a terminal).
pub fn color_stderr() -> bool {
    global().color
}

/// Prints a status line (`modlink: wrote …`) on stderr unless `--quiet`.
pub fn status(line: std::fmt::Arguments) {
    if !quiet() {
        eprintln!("modlink: {line}");
    }
}

/// How serious a tagged line on stderr is; its tag and colour (bold red, bold yellow, bold
/// green: the colours codespan gives the `.kir` diagnostics).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    /// `error:`.
    Error,
    /// `warning:`: the command goes on (a cache it cannot use, …).
    // Only the compiling commands warn, and a build without LLVM has none.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    Warning,
    /// `note:`.
    Note,
}

impl Tag {
    fn text(self) -> &'static str {
        match self {
            Tag::Error => "error:",
            Tag::Warning => "warning:",
            Tag::Note => "note:",
        }
    }

    fn colour(self) -> &'static str {
        match self {
            Tag::Error => "\x1b[1;31m",
            Tag::Warning => "\x1b[1;33m",
            Tag::Note => "\x1b[1;32m",
        }
    }

    /// `modlink: <tag> ` with the tag coloured when colour is on.
    fn prefix(self) -> String {
        if color_stderr() {
            format!("modlink: {}{}\x1b[0m ", self.colour(), self.text())
        } else {
            format!("modlink: {} ", self.text())
        }
    }
}

/// Prints `modlink: <tag> <line>` on stderr, whatever `--quiet` says.
pub fn tagged(tag: Tag, line: std::fmt::Arguments) {
    eprintln!("{}{line}", tag.prefix());
}

/// Prints an error on stderr: `modlink: error: <error>`, then each `help` line indented, then
/// with `--verbose` the chain of causes. The one way every command reports a failure.
pub fn error(error: &dyn std::error::Error, help: &[String]) {
    tagged(Tag::Error, format_args!("{error}"));
    for line in help {
        eprintln!("  help: {line}");
    }
    if verbose() {
        let mut source = error.source();
        while let Some(cause) = source {
            eprintln!("  caused by: {cause}");
            source = cause.source();
        }
    }
}

/// Records the global options; the first call wins (`cli::main` makes it once).
pub fn set_global(verbose: bool, quiet: bool, color: bool) {
    let _ = GLOBAL.set(Global {
        verbose,
        quiet,
        color,
    });
}
