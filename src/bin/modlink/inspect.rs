//! `modlink inspect`.

use std::process::ExitCode;

/// Arguments of `modlink inspect`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `modlink inspect`.
pub fn run(_args: Args) -> modlink::Result<ExitCode> {
    Err(modlink::Error::Export(
        modlink::export::ExportError::Output {
            path: String::new(),
            message: "`modlink inspect` is not available in this build yet".into(),
        },
    ))
}
