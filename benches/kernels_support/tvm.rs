//! Runs benches/matmul_tvm_baseline.py for benches/kernels.rs.

use std::path::{Path, PathBuf};
use std::process::Command;

/// GFLOP/s of TVM 0.27's best comparable matmul `size`³ and of modlink's `matmul_scheduled` in
/// `library`, both timed turn by turn inside one TVM process with `threads` pool threads; or
/// why TVM is unavailable.
pub fn tvm_matmul(
    size: usize,
    threads: usize,
    cpu: &str,
    library: &Path,
) -> Result<(f64, f64), String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let python = std::env::var_os("MODLINK_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join(".venv/bin/python"));
    if !python.exists() {
        return Err(format!("no Python at {}", python.display()));
    }
    let output = Command::new(&python)
        .arg(root.join("benches/matmul_tvm_baseline.py"))
        .args(["--size", &size.to_string(), "--mcpu", cpu, "--modlink"])
        .arg(library)
        .args(["--function", "matmul_scheduled"])
        .env("TVM_NUM_THREADS", threads.to_string())
        .output()
        .map_err(|error| format!("{}: {error}", python.display()))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    for line in stdout.lines() {
        println!("  | {line}");
    }
    let rate_of = |prefix: &str| {
        stdout
            .lines()
            .find(|line| line.starts_with(prefix))
            .and_then(|line| line.split("gflops=").nth(1))
            .and_then(|rate| rate.trim().parse::<f64>().ok())
    };
    match (
        output.status.success(),
        rate_of("tvm best "),
        rate_of("modlink "),
    ) {
        (true, Some(tvm), Some(modlink)) => Ok((tvm, modlink)),
        _ => {
            let stderr = String::from_utf8_lossy(&output.stderr);
            Err(stderr.lines().last().unwrap_or("no output").to_string())
        }
    }
}
