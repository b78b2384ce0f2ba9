//! `modlink targets` and `modlink cpus`: what `--target`, `--cpu` and `--features` accept.
// `cpus` needs the codegen layer's tables.
#![cfg_attr(not(feature = "llvm"), allow(dead_code, unused_imports))]

use modlink::target::{SUPPORTED_TRIPLES, TargetSpec};
use std::process::ExitCode;

/// Arguments of `modlink cpus`.
#[derive(clap::Args)]
pub struct CpusArgs {
    /// The target triple (default: this host).
    #[arg(long)]
    target: Option<String>,
}

/// Prints the supported target triples, one a line.
pub fn targets() -> modlink::Result<ExitCode> {
    let text: String = SUPPORTED_TRIPLES.iter().map(|t| format!("{t}\n")).collect();
    Ok(print(&text))
}

/// Writes `text` to stdout; a closed pipe (`| head`) ends the listing quietly.
fn print(text: &str) -> ExitCode {
    use std::io::Write;
    match std::io::stdout().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}

/// Prints the CPU names and features LLVM knows for a target, like `llc -mcpu=help`.
#[cfg(feature = "llvm")]
pub fn cpus(args: CpusArgs) -> modlink::Result<ExitCode> {
    let target = match &args.target {
        Some(triple) => TargetSpec::parse(triple)?,
        None => TargetSpec::host()?,
    };
    let arch = target.arch();
    let mut text = format!(
        "CPUs for {} (--cpu; default: generic):\n  generic\n",
        target.triple()
    );
    if modlink::target::Arch::host() == Some(arch) {
        text.push_str("  native\n");
    }
    for cpu in modlink::codegen::cpus(arch) {
        text.push_str(&format!("  {cpu}\n"));
    }
    text.push_str(&format!(
        "Features for {} (--features, each with + or -):\n",
        target.triple()
    ));
    for feature in modlink::codegen::features(arch) {
        text.push_str(&format!("  {feature}\n"));
    }
    Ok(print(&text))
}
