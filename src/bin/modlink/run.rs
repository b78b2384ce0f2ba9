//! `modlink run`.

use std::process::ExitCode;

/// Arguments of `modlink run`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `modlink run`.
pub fn run(_args: Args) -> modlink::Result<ExitCode> {
    Err(modlink::Error::Export(
        modlink::export::ExportError::Output {
            path: String::new(),
            message: "`modlink run` is not available in this build yet".into(),
        },
    ))
}
