//! What a user of cargo, rustc or clang expects of a command line: a closed stdout ends the
//! program quietly, `--version` names the LLVM, completions and a man page, `--quiet`,
//! `--verbose`, `--color` and NO_COLOR.
#![cfg(all(feature = "llvm", unix))]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn llvm_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_modlink-llvm"))
}

fn run_ok(binary: &Path, args: &[&str], cwd: &Path) -> Output {
    let output = Command::new(binary)
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{args:?}:\n{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// The command names `modlink help` lists.
fn listed_commands(binary: &Path) -> Vec<String> {
    let help = run_ok(binary, &["help"], Path::new("."));
    let text = String::from_utf8_lossy(&help.stdout).into_owned();
    let commands = text
        .split("Commands:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no command list in\n{text}"));
    commands
        .lines()
        .take_while(|line| line.starts_with("  "))
        // A command's name is indented by two; its wrapped description by more.
        .filter(|line| !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .collect()
}

/// Every command, with arguments that make it print to stdout, run with stdout a pipe whose
/// reading end is already closed (`| head -1` at its most abrupt, and deterministic): each
/// must end with status 0 or by SIGPIPE (141 in a shell), never with a panic.
#[test]
fn every_command_into_a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    support::cli::write_workspace(cwd);
    let modlink = support::modlink_bin();
    run_ok(
        &modlink,
        &["build-model", "tiny.json", "-o", "tiny.so"],
        cwd,
    );
    run_ok(
        &modlink,
        &["build-model", "tiny.json", "-o", "tiny.tar"],
        cwd,
    );
    let add = support::fixture("add.so");
    let add = add.to_str().unwrap();
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("inspect", vec!["inspect", add]),
        ("inspect", vec!["inspect", "--json", add]),
        ("check", vec!["check", add]),
        (
            "extract",
            vec!["extract", add, "-o", "extracted", "--overwrite"],
        ),
        ("build", vec!["build", "k.kir", "--emit", "asm", "-o", "-"]),
        ("build", vec!["build", "k.kir", "-o", "k.so"]),
        (
            "run",
            vec![
                "run",
                add,
                "add",
                "--arg",
                "f32[1024]:ones",
                "--arg",
                "f32[1024]:ones",
                "--arg",
                "f32[1024]:zeros",
            ],
        ),
        ("demo", vec!["demo", "--dir", "demo"]),
        (
            "build-model",
            vec!["build-model", "tiny.json", "-o", "again.so"],
        ),
        ("cache", vec!["cache", "stats"]),
        (
            "run-model",
            vec!["run-model", "tiny.so", "--input", "x=x.npy"],
        ),
        (
            "link-mlf",
            vec!["link-mlf", "tiny.tar", "-o", "relinked.so"],
        ),
        ("targets", vec!["targets"]),
        ("cpus", vec!["cpus"]),
        ("completions", vec!["completions", "bash"]),
        ("man", vec!["man"]),
        ("help", vec!["help"]),
        ("help", vec!["--help"]),
        ("help", vec!["--version"]),
    ];
    let covered: Vec<&str> = cases.iter().map(|(name, _)| *name).collect();
    for binary in [modlink.clone(), llvm_binary()] {
        for command in listed_commands(&binary) {
            assert!(
                covered.contains(&command.as_str()),
                "`{command}` is not tried into a closed pipe"
            );
        }
        for (_, args) in &cases {
            let (reader, writer) = std::io::pipe().unwrap();
            drop(reader);
            let output = Command::new(&binary)
                .args(args)
                .current_dir(cwd)
                .env("MODLINK_CACHE_DIR", cwd.join("cache"))
                .stdin(Stdio::null())
                .stdout(writer)
                .stderr(Stdio::piped())
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            let status = output.status;
            assert!(
                status.success() || status.signal() == Some(libc::SIGPIPE),
                "{} {args:?}: {status:?}\n{stderr}",
                binary.display()
            );
            assert!(
                !stderr.contains("panicked") && !stderr.contains("Broken pipe"),
                "{} {args:?}:\n{stderr}",
                binary.display()
            );
        }
    }
}

/// The issue's own reproduction: a shell pipeline into `head -1`.
#[test]
fn run_model_piped_into_head_prints_one_line_and_no_panic() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    support::cli::write_workspace(cwd);
    let modlink = support::modlink_bin();
    run_ok(
        &modlink,
        &["build-model", "tiny.json", "-o", "tiny.so"],
        cwd,
    );
    let script = format!(
        "'{}' run-model tiny.so --input x=x.npy --bench 200 | head -1; echo \"status ${{PIPESTATUS[0]}}\" >&2",
        modlink.display()
    );
    let output = Command::new("bash")
        .args(["-c", &script])
        .current_dir(cwd)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let status = stderr
        .lines()
        .find_map(|l| l.strip_prefix("status "))
        .unwrap();
    assert!(status == "0" || status == "141", "{stderr}");
}

/// The LLVM version as its own llvm-config reports it (the tool build.rs asks too).
fn llvm_config_version() -> String {
    let candidates = [
        "/usr/lib/llvm-19/bin/llvm-config",
        "llvm-config-19",
        "llvm-config",
    ];
    for candidate in candidates {
        if let Ok(out) = Command::new(candidate).arg("--version").output()
            && out.status.success()
        {
            return String::from_utf8_lossy(&out.stdout).trim().to_string();
        }
    }
    panic!("no llvm-config among {candidates:?}");
}

#[test]
#[cfg(feature = "llvm19")]
fn version_names_modlink_and_the_llvm_of_both_binaries() {
    let expected = format!(
        "modlink {} (LLVM {})\n",
        env!("CARGO_PKG_VERSION"),
        llvm_config_version()
    );
    for binary in [support::modlink_bin(), llvm_binary()] {
        for flag in ["--version", "-V"] {
            let output = run_ok(&binary, &[flag], Path::new("."));
            assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
        }
    }
}

#[test]
fn completions_for_bash_zsh_and_fish_name_every_command() {
    let modlink = support::modlink_bin();
    let dir = tempfile::tempdir().unwrap();
    for (shell, marker) in [
        ("bash", "complete -F _modlink"),
        ("zsh", "#compdef modlink"),
        ("fish", "complete -c modlink"),
    ] {
        let output = run_ok(&modlink, &["completions", shell], Path::new("."));
        let script = String::from_utf8_lossy(&output.stdout);
        assert!(script.contains(marker), "{shell}:\n{script}");
        for command in [
            "build-model",
            "run-model",
            "link-mlf",
            "inspect",
            "completions",
        ] {
            assert!(script.contains(command), "{shell}: no `{command}`");
        }
        if shell == "bash" {
            // The script parses in bash.
            let path = dir.path().join("modlink.bash");
            std::fs::write(&path, script.as_bytes()).unwrap();
            let parsed = Command::new("bash").arg("-n").arg(&path).output().unwrap();
            assert!(
                parsed.status.success(),
                "{}",
                String::from_utf8_lossy(&parsed.stderr)
            );
        }
    }
    let unknown = Command::new(&modlink)
        .args(["completions", "tcsh"])
        .output()
        .unwrap();
    assert_eq!(unknown.status.code(), Some(2));
}

#[test]
fn man_pages_render_with_groff() {
    let modlink = support::modlink_bin();
    for (args, title, option) in [
        (vec!["man"], "modlink", "\\-\\-color"),
        (vec!["man", "build"], "modlink-build", "\\-\\-output"),
    ] {
        let output = run_ok(&modlink, &args, Path::new("."));
        let page = String::from_utf8_lossy(&output.stdout).into_owned();
        assert!(page.contains(&format!("\n.TH {title} 1 ")), "{page}");
        assert!(page.contains(option), "{page}");
        // groff reads it without a warning, and the text names the commands.
        let mut groff = Command::new("groff")
            .args(["-k", "-man", "-Tutf8", "-ww"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::io::Write::write_all(&mut groff.stdin.take().unwrap(), page.as_bytes()).unwrap();
        let rendered = groff.wait_with_output().unwrap();
        assert!(rendered.status.success());
        assert_eq!(String::from_utf8_lossy(&rendered.stderr), "");
        let text = String::from_utf8_lossy(&rendered.stdout);
        assert!(text.starts_with(&format!("{title}(1)")), "{text}");
    }
    let unknown = Command::new(&modlink)
        .args(["man", "bild"])
        .output()
        .unwrap();
    assert_eq!(unknown.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no such command"));
}

/// A kernel with an error, built with the given colour settings: its stderr.
fn diagnostics_with(args: &[&str], env: &[(&str, &str)], dir: &Path) -> String {
    let output = Command::new(support::modlink_bin())
        .arg("build")
        .arg(dir.join("bad.kir"))
        .arg("-o")
        .arg(dir.join("bad.so"))
        .args(args)
        .env_remove("NO_COLOR")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// stderr of the same build run in a pseudo-terminal (`script`), where `auto` colours.
fn diagnostics_in_terminal(no_color: Option<&str>, dir: &Path) -> String {
    let command = format!(
        "'{}' build '{}' -o '{}'",
        support::modlink_bin().display(),
        dir.join("bad.kir").display(),
        dir.join("bad.so").display()
    );
    let mut script = Command::new("script");
    script
        .args(["-qec", &command, "/dev/null"])
        .env_remove("NO_COLOR");
    if let Some(value) = no_color {
        script.env("NO_COLOR", value);
    }
    let output = script.output().unwrap();
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn color_follows_the_flag_then_no_color_then_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bad.kir"),
        "kernel broken(A: f32[4]) { A[0] = ; }\n",
    )
    .unwrap();
    const ESCAPE: &str = "\x1b[";
    let always = diagnostics_with(&["--color", "always"], &[], dir.path());
    assert!(always.contains(ESCAPE), "{always:?}");
    assert!(always.contains("bad.kir:1:"), "{always:?}");
    // The flag wins over NO_COLOR (its convention: an explicit request overrides it).
    let forced = diagnostics_with(&["--color=always"], &[("NO_COLOR", "1")], dir.path());
    assert!(forced.contains(ESCAPE), "{forced:?}");
    for args in [&["--color", "never"][..], &[][..], &["--color", "auto"][..]] {
        let plain = diagnostics_with(args, &[], dir.path());
        assert!(!plain.contains(ESCAPE), "{args:?}: {plain:?}");
        assert!(plain.contains("bad.kir:1:"), "{plain:?}");
    }
    let terminal = diagnostics_in_terminal(None, dir.path());
    assert!(terminal.contains(ESCAPE), "{terminal:?}");
    let no_color = diagnostics_in_terminal(Some("1"), dir.path());
    assert!(no_color.contains("bad.kir:1:"), "{no_color:?}");
    assert!(!no_color.contains(ESCAPE), "{no_color:?}");
    // An empty NO_COLOR is as if unset.
    let empty = diagnostics_in_terminal(Some(""), dir.path());
    assert!(empty.contains(ESCAPE), "{empty:?}");
}

#[test]
fn quiet_drops_status_lines_and_verbose_shows_the_linker_command() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path();
    std::fs::write(cwd.join("k.kir"), support::export_direct::ADD_ONE_KIR).unwrap();
    let modlink = support::modlink_bin();
    let loud = run_ok(
        &modlink,
        &["build", "--no-cache", "k.kir", "-o", "loud.so"],
        cwd,
    );
    assert!(String::from_utf8_lossy(&loud.stderr).contains("modlink: wrote loud.so"));
    let quiet = run_ok(
        &modlink,
        &["build", "--no-cache", "-q", "k.kir", "-o", "quiet.so"],
        cwd,
    );
    assert_eq!(String::from_utf8_lossy(&quiet.stderr), "");
    assert_eq!(
        std::fs::read(cwd.join("loud.so")).unwrap(),
        std::fs::read(cwd.join("quiet.so")).unwrap()
    );
    std::fs::write(cwd.join("tiny.json"), support::cli::TINY_MODEL).unwrap();
    let model = run_ok(
        &modlink,
        &["--quiet", "build-model", "tiny.json", "-o", "t.so"],
        cwd,
    );
    // No status line (`wrote`, the storage plan) and no result: build-model's is its file.
    assert_eq!(String::from_utf8_lossy(&model.stdout), "");
    assert_eq!(String::from_utf8_lossy(&model.stderr), "");
    assert!(cwd.join("t.so").is_file());

    // --verbose: the linker's command line, with the linker given.
    let verbose = run_ok(
        &modlink,
        &[
            "build",
            "--no-cache",
            "--verbose",
            "--linker",
            "cc",
            "k.kir",
            "-o",
            "v.so",
        ],
        cwd,
    );
    let stderr = String::from_utf8_lossy(&verbose.stderr);
    let ran: Vec<&str> = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("modlink: ran "))
        .collect();
    assert!(
        ran.iter()
            .any(|command| command.starts_with("cc ") && command.contains("-shared")),
        "{stderr}"
    );
    let both = Command::new(&modlink)
        .args(["-q", "-v", "targets"])
        .output()
        .unwrap();
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn help_and_usage_errors_follow_the_color_flag() {
    const ESCAPE: &str = "\x1b[";
    let run = |args: &[&str]| {
        let output = Command::new(support::modlink_bin())
            .args(args)
            .env_remove("NO_COLOR")
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    };
    // Help goes to stdout; into a pipe it is plain unless asked for.
    let (help, _) = run(&["--color", "always", "--help"]);
    assert!(help.contains(ESCAPE), "{help:?}");
    assert!(help.contains("Usage"), "{help:?}");
    let (help, _) = run(&["inspect", "--help", "--color=always"]);
    assert!(help.contains(ESCAPE), "{help:?}");
    for args in [&["--color", "never", "--help"][..], &["--help"][..]] {
        let (help, _) = run(args);
        assert!(!help.contains(ESCAPE), "{args:?}: {help:?}");
        assert!(help.contains("Usage"), "{args:?}: {help:?}");
    }
    // A usage error (stderr) too.
    let (_, error) = run(&["--color", "always", "inspect", "--no-such-flag"]);
    assert!(error.contains(ESCAPE), "{error:?}");
    assert!(error.contains("--no-such-flag"), "{error:?}");
    let (_, error) = run(&["--color", "never", "inspect", "--no-such-flag"]);
    assert!(!error.contains(ESCAPE), "{error:?}");
    assert!(error.contains("--no-such-flag"), "{error:?}");
}
