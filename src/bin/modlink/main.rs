//! `modlink`: the command line without LLVM loaded; compiling commands run in `modlink-llvm`
//! (see `cli.rs`).
// The argument docs are clap help text, not Markdown: `<i>`, `<level>` are placeholders.
#![allow(rustdoc::invalid_html_tags)]
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]

include!("modules.rs");

fn main() -> std::process::ExitCode {
    cli::main::<false>()
}
