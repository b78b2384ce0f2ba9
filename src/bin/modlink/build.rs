//! `modlink build`.

use std::process::ExitCode;

/// Arguments of `modlink build`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `modlink build`.
pub fn run(_args: Args) -> modlink::Result<ExitCode> {
    Err(modlink::Error::Export(
        modlink::export::ExportError::Output {
            path: String::new(),
            message: "`modlink build` is not available in this build yet".into(),
        },
    ))
}
