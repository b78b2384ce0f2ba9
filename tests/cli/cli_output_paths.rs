//! Output paths: checked before any work by every command, errors that name the user's path
//! (never a temporary one), one rule for directories, and files created under the umask.
#![cfg(all(feature = "llvm", unix))]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Output};

/// A directory no one may create files in, root included (sysfs refuses new files).
const UNWRITABLE: &str = "/sys";

/// A kernel that does not parse: if its diagnostic shows, the output was checked too late.
const BAD_KERNEL: &str = "kernel broken(A: f32[4]) { A[0] = ; }\n";

fn modlink(args: &[&str], cwd: &Path) -> Output {
    Command::new(support::modlink_bin())
        .args(args)
        .current_dir(cwd)
        .env("MODLINK_CACHE_DIR", cwd.join("cache"))
        .output()
        .unwrap()
}

/// Asserts a failure (exit 1) whose message names `path` and no temporary file, with nothing
/// on stdout; returns stderr.
fn refused(output: &Output, path: &str) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(&format!("modlink: error: {path}: ")),
        "does not name {path}:\n{stderr}"
    );
    for internal in [".tmp", "modlink-export-", "/tmp/"] {
        assert!(!stderr.contains(internal), "names `{internal}`:\n{stderr}");
    }
    assert_eq!(String::from_utf8_lossy(&output.stdout), "", "{stderr}");
    stderr
}

#[test]
fn build_checks_the_output_and_the_manifests_before_reading_any_kernel() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    std::fs::write(cwd.join("bad.kir"), BAD_KERNEL).unwrap();
    std::fs::create_dir(cwd.join("adir")).unwrap();
    std::fs::write(cwd.join("afile"), b"").unwrap();
    let unwritable = format!("{UNWRITABLE}/k.so");
    for (output, expected) in [
        (unwritable.as_str(), "cannot create a file in `/sys`"),
        ("missing/k.so", "the directory `missing` does not exist"),
        ("afile/k.so", "`afile` is not a directory"),
        ("adir", "is a directory"),
        ("l", "this name has none"),
        ("l.exe", "unknown output extension `.exe`"),
    ] {
        let result = modlink(&["build", "bad.kir", "-o", output], cwd);
        let stderr = refused(&result, output);
        assert!(stderr.contains(expected), "{output}: {stderr}");
        assert!(
            !stderr.contains("bad.kir"),
            "the kernel was read:\n{stderr}"
        );
    }
    let result = modlink(&["build", "bad.kir", "-o", "-"], cwd);
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("a library is not written to stdout"),
        "{stderr}"
    );
    assert!(
        !stderr.contains("bad.kir"),
        "the kernel was read:\n{stderr}"
    );
    // A malformed manifest (an unknown key) or a missing one: reported before the kernels.
    std::fs::write(
        cwd.join("wrong.json"),
        r#"{"kind": "static_library", "file": "x.o", "colour": 1}"#,
    )
    .unwrap();
    for manifest in ["wrong.json", "absent.json"] {
        let result = modlink(
            &[
                "build",
                "bad.kir",
                "--import-manifest",
                manifest,
                "-o",
                "k.so",
            ],
            cwd,
        );
        let stderr = String::from_utf8_lossy(&result.stderr);
        assert_eq!(result.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(manifest), "{stderr}");
        assert!(
            !stderr.contains("bad.kir"),
            "the kernel was read:\n{stderr}"
        );
    }
    // Nothing was compiled, so nothing was cached.
    assert!(
        !cwd.join("cache").exists() || std::fs::read_dir(cwd.join("cache")).unwrap().count() == 0
    );
}

#[test]
fn model_commands_check_their_outputs_before_compiling_or_running() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    support::cli::write_workspace(cwd);
    // build-model prints its storage plan on stderr once compiled: an error as the first line
    // shows it was not.
    for output in [
        format!("{UNWRITABLE}/tiny.so"),
        "missing/tiny.so".into(),
        "tiny.exe".into(),
    ] {
        refused(
            &modlink(&["build-model", "tiny.json", "-o", &output], cwd),
            &output,
        );
    }
    let built = modlink(&["build-model", "tiny.json", "-o", "tiny.so"], cwd);
    assert!(built.status.success());
    let built = modlink(&["build-model", "tiny.json", "-o", "tiny.tar"], cwd);
    assert!(built.status.success());
    // run-model prints the result once run: an empty stdout shows the model did not run.
    for output in [format!("{UNWRITABLE}/y.npy"), "missing/y.npy".into()] {
        let result = modlink(
            &[
                "run-model",
                "tiny.so",
                "--input",
                "x=x.npy",
                "--output",
                &output,
            ],
            cwd,
        );
        refused(&result, &output);
    }
    let output = format!("{UNWRITABLE}/relinked.so");
    refused(
        &modlink(&["link-mlf", "tiny.tar", "-o", &output], cwd),
        &output,
    );
    let output = format!("{UNWRITABLE}/demo");
    refused(&modlink(&["demo", "--dir", &output], cwd), &output);
}

/// The one rule: an output file's directory must exist; an output directory is created.
#[test]
fn output_directories_are_created_and_output_files_need_theirs() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    support::cli::write_workspace(cwd);
    assert!(
        modlink(&["build-model", "tiny.json", "-o", "tiny.so"], cwd)
            .status
            .success()
    );
    let ran = modlink(
        &[
            "run-model",
            "tiny.so",
            "--input",
            "x=x.npy",
            "--output-dir",
            "new/outs",
        ],
        cwd,
    );
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert!(cwd.join("new/outs/out.npy").is_file());
    let add = support::fixture("add.so");
    let ran = modlink(
        &[
            "run",
            add.to_str().unwrap(),
            "add",
            "--arg",
            "f32[1024]:ones",
            "--arg",
            "f32[1024]:ones",
            "--arg",
            "f32[1024]:zeros",
            "--out",
            "also/new",
        ],
        cwd,
    );
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert!(cwd.join("also/new/arg2.npy").is_file());
    // A directory named where a file is expected is refused, and vice versa.
    let output = "x.npy";
    refused(
        &modlink(&["run", add.to_str().unwrap(), "add", "--out", output], cwd),
        output,
    );
}

/// Runs `args` under `umask`.
fn with_umask(umask: &str, args: &[&str], cwd: &Path) {
    let mut command = format!("umask {umask}; exec '{}'", support::modlink_bin().display());
    for arg in args {
        command.push_str(&format!(" '{arg}'"));
    }
    let output = Command::new("sh")
        .args(["-c", &command])
        .current_dir(cwd)
        .env("MODLINK_CACHE_DIR", cwd.join("cache"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn outputs_are_created_under_the_umask() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    support::cli::write_workspace(cwd);
    let add = support::fixture("add.so");
    let add = add.to_str().unwrap();
    for (umask, data, executable) in [("027", 0o640, 0o750), ("002", 0o664, 0o775)] {
        let out = format!("out{umask}");
        with_umask(
            umask,
            &["build", "k.kir", "-o", &format!("k{umask}.so")],
            cwd,
        );
        assert_eq!(mode(&cwd.join(format!("k{umask}.so"))), executable);
        with_umask(
            umask,
            &["build", "k.kir", "-o", &format!("k{umask}.tar")],
            cwd,
        );
        assert_eq!(mode(&cwd.join(format!("k{umask}.tar"))), data);
        with_umask(
            umask,
            &["build-model", "tiny.json", "-o", &format!("m{umask}.so")],
            cwd,
        );
        assert_eq!(mode(&cwd.join(format!("m{umask}.so"))), executable);
        with_umask(
            umask,
            &[
                "run-model",
                &format!("m{umask}.so"),
                "--input",
                "x=x.npy",
                "--output",
                &format!("y{umask}.npy"),
            ],
            cwd,
        );
        assert_eq!(mode(&cwd.join(format!("y{umask}.npy"))), data);
        with_umask(
            umask,
            &[
                "run",
                add,
                "add",
                "--arg",
                "f32[1024]:ones",
                "--arg",
                "f32[1024]:ones",
                "--arg",
                "f32[1024]:zeros",
                "--out",
                &out,
            ],
            cwd,
        );
        for index in 0..3 {
            assert_eq!(mode(&cwd.join(&out).join(format!("arg{index}.npy"))), data);
        }
        with_umask(umask, &["extract", add, "-o", &format!("x{umask}")], cwd);
        assert_eq!(mode(&cwd.join(format!("x{umask}/tree.json"))), data);
    }
}
