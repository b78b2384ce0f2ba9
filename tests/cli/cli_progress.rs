#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Progress bars: `modlink build` and `modlink inspect` of more than 256 MiB draw an indicatif
//! bar on stderr when it is a terminal (run under `script`, which gives the command a
//! pseudo-terminal), and nothing when stderr is a pipe or the work is small.

use std::path::Path;
use std::process::Command;

const MIB: u64 = 1 << 20;

/// A payload of `len` zero bytes; sparse, so it costs no disk and no time to make.
fn sparse_payload(path: &Path, len: u64) {
    std::fs::File::create(path).unwrap().set_len(len).unwrap();
}

fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// Runs modlink under a pseudo-terminal; returns everything the terminal received.
fn on_terminal(args: &[&str]) -> String {
    let mut line = shell_quote(env!("CARGO_BIN_EXE_modlink"));
    for arg in args {
        line.push(' ');
        line.push_str(&shell_quote(arg));
    }
    let out = Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{line}: {text}");
    text
}

/// Runs modlink with stdout and stderr piped; returns (stdout, stderr).
fn piped(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?}: {stderr}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), stderr)
}

fn build_args<'a>(payload: &'a str, out: &'a str) -> Vec<&'a str> {
    vec![
        "build",
        "--import-raw",
        payload,
        "--pack",
        "object",
        "--target",
        "x86_64-unknown-linux-gnu",
        "-o",
        out,
    ]
}

#[test]
fn large_exports_and_loads_show_a_bar_on_a_terminal_only() {
    let dir = tempfile::tempdir().unwrap();
    let payload = dir.path().join("payload.bin");
    sparse_payload(&payload, 300 * MIB);
    let raw = format!("big_dev={}", payload.display());
    let library = dir.path().join("libbig.so");
    let library_arg = library.to_str().unwrap();

    let terminal = on_terminal(&build_args(&raw, library_arg));
    assert!(
        terminal.contains("packing [") && terminal.contains("/300.00 MiB"),
        "no packing bar on the terminal: {terminal:?}"
    );
    assert!(terminal.contains("linking"), "{terminal:?}");
    assert!(
        terminal.contains("modlink: wrote"),
        "the normal report is still printed: {terminal:?}"
    );

    let (stdout, stderr) = piped(&build_args(&raw, library_arg));
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        format!("modlink: wrote {}\n", library.display()),
        "piped stderr carries only the normal report"
    );
    assert!(!stderr.contains('\x1b'));

    let terminal = on_terminal(&["inspect", library_arg]);
    assert!(terminal.contains("loading"), "{terminal:?}");
    assert!(terminal.contains("big_dev"), "{terminal:?}");
    let (stdout, stderr) = piped(&["inspect", library_arg]);
    assert!(stdout.contains("big_dev"), "{stdout}");
    assert_eq!(stderr, "", "piped inspect writes nothing to stderr");
}

#[test]
fn small_exports_draw_no_bar_even_on_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let payload = dir.path().join("payload.bin");
    sparse_payload(&payload, MIB);
    let raw = format!("small_dev={}", payload.display());
    let library = dir.path().join("libsmall.so");
    let terminal = on_terminal(&build_args(&raw, library.to_str().unwrap()));
    assert!(!terminal.contains("packing"), "{terminal:?}");
    assert!(!terminal.contains('\x1b'), "{terminal:?}");
    assert!(terminal.contains("modlink: wrote"), "{terminal:?}");
}
