//! `modlink`: the command line without LLVM loaded; compiling commands run in `modlink-llvm`
//! (see `cli.rs`).

include!("modules.rs");

fn main() -> std::process::ExitCode {
    cli::main::<false>()
}
