//! `modlink-llvm`: the whole command line with the code generator; `modlink` hands it the
//! commands that compile (see `../modlink/cli.rs`).

include!("../modlink/modules.rs");

fn main() -> std::process::ExitCode {
    cli::main::<true>()
}
