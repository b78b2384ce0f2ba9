//! What a file is, said the same way by `inspect`, `check`, `run` and `run-model`
//! (`modlink::inspect::classify`): a Model Library Format tarball (`build-model -o x.tar`) is
//! a source/object archive for `link-mlf`, which `check` refuses for every runtime (TVM 0.27's
//! `load_module` of it really fails, checked here), `inspect` names, and `run` / `run-model`
//! refuse naming `link-mlf`; an object tar (`build -o x.tar`) stays what TVM links when it
//! loads it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::Path;
use std::process::Output;

fn modlink(dir: &Path, args: &[&str]) -> Output {
    support::modlink_in(dir, args)
}

fn ok(output: Output) -> Output {
    assert!(
        output.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A workspace with `t.tar` (Model Library Format of the tiny model) and `k.tar` (an object tar
/// of one kernel).
fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    ok(modlink(
        dir.path(),
        &["build-model", "tiny.json", "-o", "t.tar"],
    ));
    ok(modlink(
        dir.path(),
        &["build", "--no-cache", "k.kir", "-o", "k.tar"],
    ));
    dir
}

#[test]
fn check_of_a_model_library_format_tarball_fails_for_every_runtime_naming_link_mlf() {
    let dir = workspace();
    for runtime in ["tvm-0.27", "tvm-ffi", "tvm-0.20", "modlink"] {
        let output = modlink(dir.path(), &["check", "t.tar", "--runtime", runtime]);
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{runtime}: {stdout}");
        let fail = stdout
            .lines()
            .find(|line| line.starts_with("FAIL") && line.contains("Model Library Format"))
            .unwrap_or_else(|| panic!("{runtime}: no Model Library Format failure:\n{stdout}"));
        assert!(
            fail.contains("not a loadable library")
                && fail.contains("`modlink link-mlf t.tar -o LIB.so`"),
            "{runtime}: {fail}"
        );
        assert!(
            stdout.contains(&format!("verdict: t.tar will NOT load with {runtime}")),
            "{runtime}: {stdout}"
        );
    }
    let json = modlink(dir.path(), &["check", "--json", "t.tar"]);
    assert_eq!(json.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["loads"], false);
    assert!(value["failures"].as_u64().unwrap() >= 1, "{value}");

    // The object tar is another matter: TVM links it when it loads it.
    let output = modlink(dir.path(), &["check", "k.tar"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(!stdout.contains("Model Library Format"), "{stdout}");
}

#[test]
fn tvm_fails_to_load_the_model_library_format_tarball_that_check_refuses() {
    // The verdict's ground truth: TVM 0.27 itself, on the same file.
    let dir = workspace();
    let script = r#"
import sys, tvm
try:
    tvm.runtime.load_module(sys.argv[1])
    print("loaded")
except Exception as error:
    print("failed:", type(error).__name__)
"#;
    let tar = dir.path().join("t.tar");
    let stdout = support::run_python(script, dir.path(), &[tar.as_os_str()]);
    assert!(stdout.trim().starts_with("failed:"), "{stdout}");
}

#[test]
fn inspect_names_what_the_file_is() {
    let dir = workspace();
    ok(modlink(
        dir.path(),
        &["build", "--no-cache", "k.kir", "-o", "k.so"],
    ));
    let text = String::from_utf8(ok(modlink(dir.path(), &["inspect", "t.tar"])).stdout).unwrap();
    assert!(
        text.contains(
            "kind:           Model Library Format: a source/object archive to link with \
             `modlink link-mlf`, not a loadable library"
        ),
        "{text}"
    );
    for (file, kind) in [
        ("t.tar", "model_library_format"),
        ("k.tar", "object_tar"),
        ("k.so", "shared_library"),
    ] {
        let output = ok(modlink(dir.path(), &["inspect", "--json", file]));
        let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(value["kind"], kind, "{file}");
    }
    let text = String::from_utf8(ok(modlink(dir.path(), &["inspect", "k.tar"])).stdout).unwrap();
    assert!(text.contains("kind:           object tar"), "{text}");
}

#[test]
fn run_and_run_model_refuse_a_model_library_format_tarball_naming_link_mlf() {
    let dir = workspace();
    for args in [
        &["run", "t.tar", "main"][..],
        &["run-model", "t.tar", "--input", "x.npy"][..],
    ] {
        let output = modlink(dir.path(), args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("modlink: error: t.tar: ")
                && stderr.contains("a Model Library Format tarball, not a library")
                && stderr.contains("`modlink link-mlf FILE.tar -o FILE.so`"),
            "{args:?}: {stderr}"
        );
    }
}
