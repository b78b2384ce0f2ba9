//! The command line's output rule (README, "Output, quiet and exit codes"): a command's result
//! on stdout; status lines on stderr, each `modlink: `-prefixed, silenced by `--quiet`; errors
//! with the user's file named and their `error:` coloured under `--color always`; `check`'s exit
//! code 2 (and a JSON `error` with `--json`) when it could not read its input; no empty output
//! directory left by a failed run; device code extracted whatever the root; no GPU named that
//! the user did not give; `run-model` of a kernel library said to be one; `inspect --json
//! --verify` keeping its finding in the JSON object.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::path::Path;
use std::process::{Command, Output};

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

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn build_says_what_it_wrote_and_nothing_of_its_work_files() {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    let output = ok(modlink(
        dir.path(),
        &["build", "--no-cache", "k.kir", "-o", "libmy.so"],
    ));
    assert_eq!(text(&output.stdout), "");
    assert_eq!(text(&output.stderr), "modlink: wrote libmy.so\n");
}

#[test]
fn model_commands_print_status_lines_on_stderr_and_results_on_stdout() {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());

    let built = ok(modlink(
        dir.path(),
        &["build-model", "tiny.json", "-o", "t.so"],
    ));
    assert_eq!(text(&built.stdout), "", "build-model's result is its file");
    let stderr = text(&built.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(
        lines[0].starts_with("modlink: storage plan: 3 storages for 3 intermediate tensors, "),
        "{stderr}"
    );
    assert_eq!(lines[1], "modlink: wrote t.so");

    let ran = ok(modlink(
        dir.path(),
        &["run-model", "t.so", "--input", "x.npy", "--output", "y.npy"],
    ));
    let stdout = text(&ran.stdout);
    assert!(stdout.starts_with("result: f32[2,3] "), "{stdout}");
    assert!(!stdout.contains("wrote"), "{stdout}");
    assert_eq!(text(&ran.stderr), "modlink: wrote y.npy\n");

    ok(modlink(
        dir.path(),
        &["build-model", "tiny.json", "-o", "t.tar"],
    ));
    let linked = ok(modlink(dir.path(), &["link-mlf", "t.tar", "-o", "g.so"]));
    assert_eq!(text(&linked.stdout), "");
    assert_eq!(text(&linked.stderr), "modlink: wrote g.so from t.tar\n");

    let demo = ok(modlink(dir.path(), &["demo", "--dir", "d"]));
    let stdout = text(&demo.stdout);
    assert!(!stdout.contains("wrote"), "{stdout}");
    assert!(stdout.contains("check: output matches"), "{stdout}");
    assert_eq!(
        text(&demo.stderr),
        "modlink: wrote d/demo.so and d/demo.tar (Model Library Format)\n"
    );

    // --quiet: the result alone (none for build-model), no status line, no storage plan.
    for args in [
        &["-q", "build-model", "tiny.json", "-o", "q.so"][..],
        &["-q", "link-mlf", "t.tar", "-o", "q2.so"][..],
    ] {
        let quiet = ok(modlink(dir.path(), args));
        assert_eq!(text(&quiet.stdout), "", "{args:?}");
        assert_eq!(text(&quiet.stderr), "", "{args:?}");
    }
    let quiet = ok(modlink(
        dir.path(),
        &[
            "-q",
            "run-model",
            "t.so",
            "--input",
            "x.npy",
            "--output",
            "q.npy",
        ],
    ));
    assert!(text(&quiet.stdout).starts_with("result: "));
    assert_eq!(text(&quiet.stderr), "");
}

#[test]
fn one_storage_for_one_tensor_is_said_in_the_singular() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("one.json"),
        r#"{"name": "one", "input_shape": [2, 8], "layers": [{"dense": {"units": 4}}]}"#,
    )
    .unwrap();
    let built = ok(modlink(
        dir.path(),
        &["build-model", "one.json", "-o", "one.so"],
    ));
    let stderr = text(&built.stderr);
    // One layer output, the model's result: 4 floats per row, 2 rows.
    assert!(
        stderr.starts_with(
            "modlink: storage plan: 1 storage for 1 intermediate tensor, 32 bytes planned vs 32 \
             bytes as the naive sum (100%)\n"
        ),
        "{stderr}"
    );
}

#[test]
fn every_error_in_a_model_description_names_its_file() {
    let dir = tempfile::tempdir().unwrap();
    for (json, error) in [
        // Found by JSON parsing.
        (
            r#"{"name": "m", "input_shape": [2, 8], "layers": [{"dense": {"unit": 3}}]}"#,
            "bad.json:1:65: unknown field `unit`, expected `units` or `relu`",
        ),
        // By the value checks.
        (
            r#"{"name": "m", "input_shape": [2, 8], "layers": [{"dense": {"units": 0}}]}"#,
            "bad.json: model `m`: layers[0].dense.units: must be at least 1, found 0",
        ),
        // By lowering, where shapes are known.
        (
            r#"{"name": "m", "input_shape": [2, 8], "layers": ["relu", {"residual_add": {"from": 5}}]}"#,
            "bad.json: model `m`: layer 1: residual_add reads layer 5, which does not come before it",
        ),
        (
            r#"{"name": "m", "input_shape": [2, 8], "layers": [{"reshape": {"shape": [3, 3]}}]}"#,
            "bad.json: model `m`: layer 0: reshape of [8] per sample into [3, 3]: element counts \
             differ (8 vs 9)",
        ),
    ] {
        std::fs::write(dir.path().join("bad.json"), json).unwrap();
        let output = modlink(dir.path(), &["build-model", "bad.json", "-o", "b.so"]);
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(
            text(&output.stderr),
            format!("modlink: error: {error}\n"),
            "{json}"
        );
    }
}

#[test]
fn color_always_colours_the_final_error_line_and_never_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let always = modlink(dir.path(), &["--color", "always", "inspect", "nosuch.so"]);
    let stderr = text(&always.stderr);
    assert_eq!(
        stderr,
        "modlink: \x1b[1;31merror:\x1b[0m nosuch.so: No such file or directory (os error 2)\n"
    );
    let never = modlink(dir.path(), &["--color", "never", "inspect", "nosuch.so"]);
    assert_eq!(
        text(&never.stderr),
        "modlink: error: nosuch.so: No such file or directory (os error 2)\n"
    );
}

#[test]
fn check_of_an_input_it_cannot_read_gives_no_verdict() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("text.so"), "not a library\n").unwrap();
    for (file, reason) in [
        ("nosuch.so", "nosuch.so: No such file or directory"),
        ("text.so", "text.so: not an object file, archive or library"),
    ] {
        let json = modlink(dir.path(), &["check", "--json", file]);
        assert_eq!(json.status.code(), Some(2), "{file}");
        assert_eq!(text(&json.stderr), "", "{file}: stdout holds the report");
        let value: serde_json::Value = serde_json::from_slice(&json.stdout)
            .unwrap_or_else(|e| panic!("{file}: not JSON ({e}): {}", text(&json.stdout)));
        assert_eq!(value["file"], file);
        assert_eq!(value["runtime"], "tvm-0.27");
        assert!(
            value["error"].as_str().unwrap().starts_with(reason),
            "{file}: {value}"
        );
        assert!(value.get("loads").is_none(), "{value}");

        let plain = modlink(dir.path(), &["check", file]);
        assert_eq!(plain.status.code(), Some(2), "{file}");
        assert_eq!(text(&plain.stdout), "");
        assert!(
            text(&plain.stderr).starts_with(&format!("modlink: error: {reason}")),
            "{}",
            text(&plain.stderr)
        );
    }
}

#[test]
fn a_failed_run_leaves_no_output_directory_behind() {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    ok(modlink(
        dir.path(),
        &["build", "--no-cache", "k.kir", "-o", "k.so"],
    ));
    let output = modlink(
        dir.path(),
        &[
            "run",
            "k.so",
            "no_such_kernel",
            "--arg",
            "f32[4]:ones",
            "--out",
            "out",
        ],
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(!dir.path().join("out").exists());
    // On success the directory is kept, with the tensors in it.
    ok(modlink(
        dir.path(),
        &[
            "run",
            "k.so",
            "add_one",
            "--arg",
            "f32[4]:ones",
            "--arg",
            "f32[4]:zeros",
            "--out",
            "out",
        ],
    ));
    let b = std::fs::read(dir.path().join("out/arg1.npy")).unwrap();
    let floats: Vec<f32> = b[b.len() - 16..]
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(floats, [2.0; 4]);
    // An existing directory stays when the run fails.
    std::fs::create_dir(dir.path().join("kept")).unwrap();
    let output = modlink(dir.path(), &["run", "k.so", "nope", "--out", "kept"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(dir.path().join("kept").is_dir());
}

#[test]
fn a_failed_cuda_run_leaves_no_output_directory_behind() {
    let has_driver = [
        "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
        "/usr/lib64/libcuda.so.1",
    ]
    .iter()
    .any(|path| Path::new(path).exists());
    if has_driver {
        eprintln!("skipped: this machine has a CUDA driver, so the run would not fail");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let vadd = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/gpu/vadd.kir");
    std::fs::copy(vadd, dir.path().join("vadd.kir")).unwrap();
    ok(modlink(
        dir.path(),
        &["build", "--no-cache", "vadd.kir", "-o", "vadd.so"],
    ));
    let output = modlink(
        dir.path(),
        &[
            "run",
            "vadd.so",
            "vadd",
            "--device",
            "cuda",
            "--arg",
            "f32[4]:ones",
            "--arg",
            "f32[4]:ones",
            "--arg",
            "f32[4]:zeros",
            "--out",
            "out",
        ],
    );
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no CUDA driver"), "{stderr}");
    assert!(!dir.path().join("out").exists());
}

#[test]
fn extract_writes_device_code_whatever_the_root() {
    let dir = tempfile::tempdir().unwrap();
    let vadd = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/gpu/vadd.kir");
    std::fs::copy(vadd, dir.path().join("vadd.kir")).unwrap();
    std::fs::write(
        dir.path().join("r.json"),
        r#"{"name": "r", "input_shape": [2, 8], "layers": [{"dense": {"units": 4, "relu": true}}]}"#,
    )
    .unwrap();
    ok(modlink(
        dir.path(),
        &["build", "--no-cache", "vadd.kir", "-o", "vadd.so"],
    ));
    ok(modlink(
        dir.path(),
        &["build-model", "r.json", "-o", "r.so", "--device", "cuda"],
    ));
    // A kernel library (`_lib` → cuda) and a model (`relax.VMExecutable` → `_lib` → cuda).
    for (library, out, code_file, entry) in [
        ("vadd.so", "kernels", "1_cuda.code", ".entry vadd("),
        ("r.so", "model", "2_cuda.code", ".entry dense0("),
    ] {
        ok(modlink(dir.path(), &["extract", library, "-o", out]));
        let code = std::fs::read(dir.path().join(out).join(code_file))
            .unwrap_or_else(|e| panic!("{library}: {code_file}: {e}"));
        let ptx = String::from_utf8(code).unwrap();
        assert!(
            ptx.starts_with("//\n// Generated by LLVM NVPTX Back-End\n"),
            "{library}"
        );
        assert!(ptx.contains(entry), "{library}");
        // The payload's code is the PTX with the NUL the driver reads it up to.
        assert!(ptx.ends_with("\n\0"), "{library}");
    }
}

#[test]
fn ptx_of_a_host_only_program_names_no_gpu() {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    let output = modlink(dir.path(), &["build", "k.kir", "--emit", "ptx", "-o", "-"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(output.stdout, b"");
    assert_eq!(
        text(&output.stderr),
        "modlink: error: the program has no device kernels (`device kernel NAME(...)`), so there \
         is no PTX to write\n"
    );
}

#[test]
fn run_model_of_a_kernel_library_says_it_is_one() {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    ok(modlink(
        dir.path(),
        &["build", "--no-cache", "k.kir", "-o", "k.so"],
    ));
    let output = modlink(dir.path(), &["run-model", "k.so", "--input", "x.npy"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "modlink: error: k.so: not a model library: its root module is `_lib` (a kernel \
         library, no executor); call its functions with `modlink run k.so FUNCTION --arg …`\n"
    );
}

#[test]
fn a_kernel_error_under_color_always_colours_only_the_tag() {
    // The colour codes never leak into stdout, which holds results.
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    ok(modlink(
        dir.path(),
        &["build", "--no-cache", "k.kir", "-o", "k.so"],
    ));
    let output = Command::new(support::modlink_bin())
        .args([
            "--color", "always", "run", "k.so", "add_one", "--arg", "i32:3",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(output.stdout, b"");
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("modlink: \x1b[1;31merror:\x1b[0m add_one: "),
        "{stderr}"
    );
}

#[test]
fn inspect_verify_with_json_keeps_its_finding_in_the_json_object() {
    let dir = tempfile::tempdir().unwrap();
    support::cli::write_workspace(dir.path());
    ok(modlink(
        dir.path(),
        &[
            "build",
            "--no-cache",
            "k.kir",
            "--always-write-blob",
            "--digest",
            "-o",
            "k.so",
        ],
    ));
    let output = ok(modlink(
        dir.path(),
        &["inspect", "--json", "--verify", "k.so"],
    ));
    assert_eq!(text(&output.stderr), "", "stderr carries no result");
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let digest = value["digest"].as_str().unwrap();
    // The SHA-256 of the blob as the JSON locates it, computed here.
    let file = std::fs::read(dir.path().join("k.so")).unwrap();
    let offset = value["blob_file_offset"].as_u64().unwrap() as usize;
    let len = value["blob_bytes"].as_u64().unwrap() as usize;
    let sha256 = support::sha256_hex(&file[offset..offset + len]);
    assert_eq!(
        digest,
        format!("blob matches __modlink_blob_digest (sha256 {sha256})")
    );
    let text_output = ok(modlink(dir.path(), &["inspect", "--verify", "k.so"]));
    assert!(
        text(&text_output.stdout).ends_with(&format!("digest:         {digest}\n")),
        "{}",
        text(&text_output.stdout)
    );
}
