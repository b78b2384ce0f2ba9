//! Shared by the runtime tests: building small C libraries with the system compiler and
//! exporting CPU libraries with the real TVM 0.27 in the project's venv.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;

#[allow(unused_imports)]
pub use super::{fixture, python as tvm_python};

/// Runs `script` (Python, gets the output directory as argv[1]) with TVM once per script
/// content; returns the directory holding what it wrote.
pub fn tvm_export(script: &str) -> PathBuf {
    let digest = Sha256::digest(script.as_bytes());
    let key: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("tvm-export-{key}"));
    let done = dir.join(".done");
    if done.exists() {
        return dir;
    }
    // Concurrent tests may race on the same script: each builds in its own directory and
    // the first rename wins.
    let staging = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let script_path = staging.path().join("export.py");
    std::fs::write(&script_path, script).unwrap();
    let output = Command::new(tvm_python())
        .arg(&script_path)
        .arg(staging.path())
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "TVM export failed:\n{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::write(staging.path().join(".done"), b"").unwrap();
    let staged = staging.keep();
    if std::fs::rename(&staged, &dir).is_err() {
        let _ = std::fs::remove_dir_all(&staged);
    }
    assert!(done.exists(), "{} was not produced", done.display());
    dir
}

/// Compiles C `source` into a shared library `name` inside `dir` with `compiler` and extra flags.
pub fn build_c_library(
    dir: &Path,
    name: &str,
    source: &str,
    compiler: &str,
    flags: &[&str],
) -> PathBuf {
    let c_path = dir.join(format!("{name}.c"));
    std::fs::write(&c_path, source).unwrap();
    let out = dir.join(format!("{name}.so"));
    let output = Command::new(compiler)
        .args(["-shared", "-fPIC", "-O2", "-o"])
        .arg(&out)
        .arg(&c_path)
        .args(flags)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {compiler}: {e}"));
    assert!(
        output.status.success(),
        "{compiler} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    out
}

/// The current-layout blob bytes for a tree given as (kind, payload) nodes and CSR children,
/// written independently of modlink's blob writer.
pub fn current_blob(nodes: &[(&str, &[u8])], indptr: &[u64], child: &[u64]) -> Vec<u8> {
    let mut body = Vec::new();
    body.extend_from_slice(&(indptr.len() as u64).to_le_bytes());
    indptr
        .iter()
        .for_each(|v| body.extend_from_slice(&v.to_le_bytes()));
    body.extend_from_slice(&(child.len() as u64).to_le_bytes());
    child
        .iter()
        .for_each(|v| body.extend_from_slice(&v.to_le_bytes()));
    for (kind, payload) in nodes {
        body.extend_from_slice(&(kind.len() as u64).to_le_bytes());
        body.extend_from_slice(kind.as_bytes());
        if *kind != "_lib" {
            body.extend_from_slice(&(payload.len() as u64).to_le_bytes());
            body.extend_from_slice(payload);
        }
    }
    let mut blob = (body.len() as u64).to_le_bytes().to_vec();
    blob.extend_from_slice(&body);
    blob
}

/// `bytes` as a C array initialiser.
pub fn c_array(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("0x{b:02x},"))
        .collect::<Vec<_>>()
        .join("")
}

/// Asserts `actual` equals `expected` within a relative tolerance (absolute near zero).
pub fn assert_close(actual: &[f32], expected: &[f32], rel: f32) {
    assert_eq!(actual.len(), expected.len());
    for (i, (a, e)) in actual.iter().zip(expected).enumerate() {
        let tolerance = rel * e.abs().max(1.0);
        assert!(
            (a - e).abs() <= tolerance,
            "element {i}: {a} vs expected {e}"
        );
    }
}
