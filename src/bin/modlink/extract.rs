//! `modlink extract`.

use std::process::ExitCode;

/// Arguments of `modlink extract`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `modlink extract`.
pub fn run(_args: Args) -> modlink::Result<ExitCode> {
    Err(modlink::Error::Export(
        modlink::export::ExportError::Output {
            path: String::new(),
            message: "`modlink extract` is not available in this build yet".into(),
        },
    ))
}
