//! `modlink-llvm`: the whole command line with the code generator; `modlink` hands it the
//! commands that compile (see `../modlink/cli.rs`).
// The argument docs are clap help text, not Markdown: `<i>`, `<level>` are placeholders.
#![allow(rustdoc::invalid_html_tags)]
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]

include!("../modlink/modules.rs");

fn main() -> std::process::ExitCode {
    cli::main::<true>()
}
