//! The command line shared by the `modlink` and `modlink-llvm` binaries: a thin layer over the
//! library.
//!
//! `modlink` does not load LLVM: the commands that compile (`build`, `demo`, `build-model`,
//! `link-mlf`, `cpus`) are handed to `modlink-llvm`, installed next to it, by `exec` with the
//! same arguments; `inspect`, `check`, `run`, `run-model`, `extract`, `cache` and `targets` run
//! in `modlink` itself. Loading libLLVM and its dependencies costs a process about 9 ms
//! (the dynamic loader's relocations and page faults), most of an `inspect`.

use crate::status;
use crate::{build, cache, check, extract, inspect, run, run_model, targets};
#[cfg(feature = "llvm")]
use crate::model;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::process::ExitCode;

/// `modlink --version` and `-V`: modlink's version and the LLVM it was built against (the
/// `modlink` binary, which never loads LLVM, prints the version `modlink-llvm` was built with:
/// both come from one build).
#[cfg(feature = "llvm")]
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (LLVM ",
    env!("MODLINK_LLVM_VERSION"),
    ")"
);
#[cfg(not(feature = "llvm"))]
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (built without LLVM: compiles nothing)"
);

/// modlink: build, pack, link, inspect and run TVM-compatible single-file libraries.
#[derive(Parser)]
#[command(name = "modlink", version = VERSION, about)]
struct Cli {
    /// Print the whole chain of causes for an error, and the external commands a build runs
    /// (the chosen linker's command line).
    #[arg(short, long, global = true)]
    verbose: bool,
    /// Print no status lines (`wrote …`, the codegen cache summary, a build's storage plan) and
    /// no progress bars; results, warnings and errors still print.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    quiet: bool,
    /// Colour in diagnostics: auto (when stderr is a terminal and NO_COLOR is unset or
    /// empty), always or never.
    #[arg(long, value_enum, global = true, default_value_t = ColorArg::Auto, value_name = "WHEN")]
    color: ColorArg,
    #[command(subcommand)]
    command: Command,
}

/// `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum ColorArg {
    /// Colour when stderr is a terminal, unless NO_COLOR is set to a non-empty value.
    Auto,
    /// Always colour (even into a pipe; NO_COLOR is overridden, as its convention says).
    Always,
    /// Never colour.
    Never,
}

impl ColorArg {
    fn resolve(self) -> bool {
        use std::io::IsTerminal;
        match self {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => {
                // https://no-color.org: set and not empty turns colour off.
                let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
                !no_color && std::io::stderr().is_terminal()
            }
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Show a library's format, blob layout, module tree and host functions (never runs it).
    Inspect(inspect::Args),
    /// Report whether a library will load under a runtime on a target (exit 1 if not, 2 when
    /// the file cannot be read).
    Check(check::Args),
    /// Write each module's payload to its own file plus tree.json.
    Extract(extract::Args),
    /// Compile kernels (.kir) to an object, assembly, LLVM IR, bitcode or a library.
    Build(Box<build::Args>),
    /// Open a library on this host and call one of its functions.
    Run(run::Args),
    /// The main job: build the demo MLP into demo.so + demo.tar, reopen it, run and check it.
    #[cfg(feature = "llvm")]
    Demo(model::DemoArgs),
    /// Build a model described in JSON into one library or a Model Library Format tarball.
    #[cfg(feature = "llvm")]
    BuildModel(model::BuildModelArgs),
    /// Show, trim or empty the codegen cache (`modlink cache stats`, `trim`, `clear`).
    Cache(cache::Args),
    /// Run an exported model library.
    RunModel(run_model::RunModelArgs),
    /// Turn a Model Library Format tarball back into one runnable library.
    #[cfg(feature = "llvm")]
    LinkMlf(model::LinkMlfArgs),
    /// List the target triples `--target` accepts.
    Targets,
    /// List the CPU names and features `--cpu` and `--features` accept for a target.
    #[cfg(feature = "llvm")]
    Cpus(targets::CpusArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff): `modlink man | man -l -`; `modlink man build` for a command's.
    Man {
        /// A command whose own page to print.
        command: Option<String>,
    },
}

/// The binary every compiling command runs in.
pub const LLVM_BINARY: &str = "modlink-llvm";

/// Runs the command line. `COMPILES`: this binary runs the compiling commands itself
/// (`modlink-llvm`, or any build without LLVM); otherwise it hands them to [`LLVM_BINARY`].
/// A constant, so the light binary holds no reference to the code generator and the linker
/// drops libLLVM from its needed libraries (`tests/cli/cli_light.rs` checks).
pub fn main<const COMPILES: bool>() -> ExitCode {
    restore_default_sigpipe();
    let cli = parse_with_help_colour();
    status::set_global(cli.verbose, cli.quiet, cli.color.resolve());
    let compiles = COMPILES || !cfg!(feature = "llvm");
    let result = match cli.command {
        Command::Inspect(args) => inspect::run(args),
        Command::Check(args) => check::run(args),
        Command::Extract(args) => extract::run(args),
        Command::Run(args) => run::run(args),
        Command::RunModel(args) => run_model::run_model(args),
        Command::Cache(args) => cache::run(args),
        Command::Targets => targets::targets(),
        Command::Completions { shell } => completions(shell),
        Command::Man { command } => man_page(command.as_deref()),
        _ if !compiles => return hand_over(),
        Command::Build(args) => build::run(args),
        #[cfg(feature = "llvm")]
        Command::Demo(args) => model::demo(args),
        #[cfg(feature = "llvm")]
        Command::BuildModel(args) => model::build_model(args),
        #[cfg(feature = "llvm")]
        Command::LinkMlf(args) => model::link(args),
        #[cfg(feature = "llvm")]
        Command::Cpus(args) => targets::cpus(args),
    };
    match result {
        Ok(code) => code,
        Err(modlink::Error::Ir(modlink::ir::IrError::Rejected { errors, .. })) => {
            // The diagnostics themselves were printed as they were found.
            let plural = if errors == 1 { "" } else { "s" };
            status::tagged(
                status::Tag::Error,
                format_args!("could not compile the kernels: {errors} error{plural}"),
            );
            ExitCode::FAILURE
        }
        Err(error) => {
            // The whole message: when a tool's output (a linker's or C compiler's stderr) is
            // the error, all of it is the diagnosis.
            status::error(&error, &[]);
            ExitCode::FAILURE
        }
    }
}

/// Parses the command line. Help, usage and argument errors are printed by clap while it parses,
/// before `--color` is known, so the flag is read first; `auto` leaves clap to its terminal and
/// NO_COLOR checks. (Given twice, clap's own parse then refuses it.)
fn parse_with_help_colour() -> Cli {
    let matches = Cli::command()
        .color(help_colour(std::env::args_os().skip(1)))
        .get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit())
}

/// The `--color` value among `args` (up to a `--`), as clap's colour choice.
fn help_colour(args: impl Iterator<Item = std::ffi::OsString>) -> clap::ColorChoice {
    let mut choice = clap::ColorChoice::Auto;
    let mut args = args.map(|arg| arg.to_string_lossy().into_owned());
    while let Some(arg) = args.next() {
        let value = match arg.as_str() {
            "--" => break,
            "--color" => args.next(),
            other => other.strip_prefix("--color=").map(str::to_owned),
        };
        choice = match value.as_deref() {
            Some("always") => clap::ColorChoice::Always,
            Some("never") => clap::ColorChoice::Never,
            Some("auto") => clap::ColorChoice::Auto,
            _ => choice,
        };
    }
    choice
}

/// The one policy for output into a closed pipe (`modlink … | head -1`): the process ends as
/// every Unix tool does, killed by SIGPIPE (status 141 in a shell), silently. Rust's runtime
/// ignores SIGPIPE, which turns the write into an error that `println!` reports by panicking;
/// restoring the default action here covers every line either binary prints, and
/// `modlink-llvm`, run by `exec`, restores it again. Sockets (the Redis cache) are unaffected:
/// the standard library sends with MSG_NOSIGNAL.
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any thread exists; SIG_DFL is a valid
    // disposition for SIGPIPE and no handler of this program is replaced.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// `modlink completions SHELL`.
fn completions(shell: clap_complete::Shell) -> modlink::Result<ExitCode> {
    let mut command = Cli::command();
    clap_complete::generate(shell, &mut command, "modlink", &mut std::io::stdout());
    Ok(ExitCode::SUCCESS)
}

/// `modlink man [COMMAND]`: the page of the whole command line, or of one command.
fn man_page(name: Option<&str>) -> modlink::Result<ExitCode> {
    let mut command = Cli::command();
    // Built first, so a command's page is titled and synopsised `modlink-build`/`modlink build`.
    command.build();
    let page = match name {
        None => command,
        Some(name) => match command.find_subcommand(name) {
            Some(sub) => sub.clone(),
            None => {
                let known: Vec<String> = command
                    .get_subcommands()
                    .map(|c| c.get_name().to_string())
                    .collect();
                status::tagged(
                    status::Tag::Error,
                    format_args!(
                        "`man {name}`: no such command (commands: {})",
                        known.join(", ")
                    ),
                );
                return Ok(ExitCode::FAILURE);
            }
        },
    };
    let mut text = Vec::new();
    clap_mangen::Man::new(page)
        .render(&mut text)
        .map_err(|source| modlink::export::ExportError::Io {
            path: "<man page>".into(),
            source,
        })?;
    use std::io::Write;
    std::io::stdout()
        .write_all(&text)
        .map_err(|source| modlink::export::ExportError::Io {
            path: "<stdout>".into(),
            source,
        })?;
    Ok(ExitCode::SUCCESS)
}

/// Runs [`LLVM_BINARY`] from this binary's directory with the same arguments: replaces this
/// process on Unix (same pid, streams and exit status), else waits for it.
fn hand_over() -> ExitCode {
    let binary = std::env::current_exe().map(|exe| {
        exe.with_file_name(format!("{LLVM_BINARY}{}", std::env::consts::EXE_SUFFIX))
    });
    let binary = match binary {
        Ok(binary) if binary.is_file() => binary,
        Ok(binary) => {
            status::tagged(
                status::Tag::Error,
                format_args!(
                    "this command compiles, and compiling runs {} (not found: install both \
                     binaries: `cargo install modlink`, or `cargo build --bins`)",
                    binary.display()
                ),
            );
            return ExitCode::FAILURE;
        }
        Err(error) => {
            status::tagged(
                status::Tag::Error,
                format_args!("cannot find this program's own path to run {LLVM_BINARY}: {error}"),
            );
            return ExitCode::FAILURE;
        }
    };
    let mut command = std::process::Command::new(&binary);
    command.args(std::env::args_os().skip(1));
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let error = command.exec();
        status::tagged(
            status::Tag::Error,
            format_args!("cannot run {}: {error}", binary.display()),
        );
        ExitCode::FAILURE
    }
    #[cfg(not(unix))]
    match command.status() {
        Ok(status) => ExitCode::from(status.code().map_or(1, |code| code.clamp(0, 255) as u8)),
        Err(error) => {
            status::tagged(
            status::Tag::Error,
            format_args!("cannot run {}: {error}", binary.display()),
        );
            ExitCode::FAILURE
        }
    }
}
