//! The command line's global output options (`--verbose`, `--quiet`, `--color`) and the status
//! lines they govern: set once by `cli::main`, read by every command while it runs.

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

/// Prints a status line on stdout (the model commands' `wrote …`) unless `--quiet`.
pub fn status_out(line: std::fmt::Arguments) {
    if !quiet() {
        println!("{line}");
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
