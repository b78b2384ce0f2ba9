//! The model commands of the CLI: `demo` (the main job), `build-model`, `run-model`, `link-mlf`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::{Command, Output};

fn modlink(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_modlink"))
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "modlink failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn demo_builds_runs_and_checks_the_mlp_in_the_current_directory() {
    let dir = tempfile::tempdir().unwrap();
    let text = stdout(&modlink(&["demo"], dir.path()));
    assert!(dir.path().join("demo.so").is_file());
    assert!(dir.path().join("demo.tar").is_file());
    assert!(
        text.contains("[0] relax.VMExecutable  imports [1]"),
        "{text}"
    );
    assert!(
        text.contains(
            "storage plan: 3 storages for 3 intermediate tensors, 2368 bytes planned vs 2368 bytes as the naive sum"
        ),
        "{text}"
    );
    assert!(text.contains("[1] _lib"), "{text}");
    assert!(
        text.contains("check: output matches the plain-Rust evaluation"),
        "{text}"
    );
    // The graph executor form on request.
    let text = stdout(&modlink(&["demo", "--executor", "graph"], dir.path()));
    assert!(
        text.contains("[0] GraphExecutorFactory  imports [1]"),
        "{text}"
    );
    assert!(text.contains("[1] _lib"), "{text}");
    assert!(
        text.contains("check: output matches the plain-Rust evaluation"),
        "{text}"
    );
    assert!(text.contains("times: build"), "{text}");
}

#[test]
fn build_run_and_relink_a_described_model() {
    let dir = tempfile::tempdir().unwrap();
    let model = r#"{"name": "tiny", "input_shape": [2, 6], "seed": 3,
                    "layers": [{"dense": {"units": 4, "relu": true}}, {"dense": {"units": 3}}, "softmax"]}"#;
    std::fs::write(dir.path().join("tiny.json"), model).unwrap();
    stdout(&modlink(
        &[
            "build-model",
            "tiny.json",
            "-o",
            "tiny.so",
            "--executor",
            "graph",
        ],
        dir.path(),
    ));
    // The storage plan is a status line of the build, on stderr.
    let built = modlink(
        &["build-model", "tiny.json", "-o", "tiny_relax.so"],
        dir.path(),
    );
    assert_eq!(stdout(&built), "");
    let text = String::from_utf8_lossy(&built.stderr);
    assert!(text.contains("modlink: storage plan: 3 storages"), "{text}");
    stdout(&modlink(
        &["build-model", "tiny.json", "-o", "tiny.tar"],
        dir.path(),
    ));
    stdout(&modlink(
        &["link-mlf", "tiny.tar", "-o", "relinked.so"],
        dir.path(),
    ));

    // An input file: 12 float32 values as .npy (version 1.0 header, little-endian, C order).
    let values: Vec<f32> = (0..12).map(|i| i as f32 / 4.0 - 1.0).collect();
    let header = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 6), }";
    let mut header = header.to_string();
    while !(10 + header.len() + 1).is_multiple_of(64) {
        header.push(' ');
    }
    header.push('\n');
    let mut npy = b"\x93NUMPY\x01\x00".to_vec();
    npy.extend_from_slice(&(header.len() as u16).to_le_bytes());
    npy.extend_from_slice(header.as_bytes());
    npy.extend(values.iter().flat_map(|v| v.to_le_bytes()));
    std::fs::write(dir.path().join("x.npy"), npy).unwrap();

    let mut outputs = Vec::new();
    for lib in ["tiny.so", "relinked.so"] {
        let out_file = format!("{lib}.out.npy");
        let text = stdout(&modlink(
            &[
                "run-model",
                lib,
                "--input",
                "x=x.npy",
                "--output",
                &out_file,
            ],
            dir.path(),
        ));
        assert!(text.contains("result: f32[2,3] min="), "{text}");
        let bytes = std::fs::read(dir.path().join(&out_file)).unwrap();
        let data = &bytes[bytes.len() - 24..];
        let probs: Vec<f32> = data
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        for row in probs.chunks(3) {
            assert!(
                (row.iter().sum::<f32>() - 1.0).abs() < 1e-5,
                "softmax rows sum to 1: {row:?}"
            );
        }
        outputs.push(probs);
    }
    assert_eq!(
        outputs[0], outputs[1],
        "the library and the one linked from MLF agree"
    );
    // The Relax form of the same model, run by modlink's VM, gives the same probabilities.
    let text = stdout(&modlink(
        &[
            "run-model",
            "tiny_relax.so",
            "--input",
            "x=x.npy",
            "--output",
            "relax.out.npy",
        ],
        dir.path(),
    ));
    assert!(text.contains("result: f32[2,3] min="), "{text}");
    let bytes = std::fs::read(dir.path().join("relax.out.npy")).unwrap();
    let relax: Vec<f32> = bytes[bytes.len() - 24..]
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for (a, b) in relax.iter().zip(&outputs[0]) {
        assert!((a - b).abs() <= 1e-6, "{relax:?} vs {:?}", outputs[0]);
    }

    let bad = modlink(&["run-model", "tiny.so", "--input", "y=x.npy"], dir.path());
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("input `y`") && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn model_library_format_is_reproducible_under_source_date_epoch() {
    let dir = tempfile::tempdir().unwrap();
    let model = r#"{"name": "rep", "input_shape": [1, 4], "layers": [{"dense": {"units": 2}}]}"#;
    std::fs::write(dir.path().join("rep.json"), model).unwrap();
    let mut tars = Vec::new();
    for (i, subdir) in ["a", "b/c"].iter().enumerate() {
        let cwd = dir.path().join(subdir);
        std::fs::create_dir_all(&cwd).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_modlink"))
            .args([
                "build-model",
                dir.path().join("rep.json").to_str().unwrap(),
                "-o",
                "m.tar",
            ])
            .env("SOURCE_DATE_EPOCH", "1600000000")
            .current_dir(&cwd)
            .output()
            .unwrap();
        stdout(&out);
        tars.push(std::fs::read(cwd.join("m.tar")).unwrap());
        assert!(!tars[i].is_empty());
    }
    assert_eq!(
        tars[0], tars[1],
        "same inputs and epoch, different directories: same bytes"
    );
    let text = String::from_utf8_lossy(&tars[0]);
    assert!(
        text.contains("2020-09-13 12:26:40Z"),
        "export_datetime comes from SOURCE_DATE_EPOCH"
    );
}

/// The README's CLI example: build examples/kernels.kir, then `modlink run libk.so vadd …`.
#[test]
fn modlink_run_on_the_readme_example_library() {
    let dir = tempfile::tempdir().unwrap();
    let kernels = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    stdout(&modlink(&["build", kernels, "-o", "libk.so"], dir.path()));
    let text = stdout(&modlink(
        &[
            "run",
            "libk.so",
            "vadd",
            "--arg",
            "f32[1000]:random",
            "--arg",
            "f32[1000]:random",
            "--arg",
            "f32[1000]:zeros",
            "--out",
            "out",
        ],
        dir.path(),
    ));
    assert!(
        text.contains("f32[1000]") || text.contains("[1000]"),
        "{text}"
    );
    let read = |i: usize| -> Vec<f32> {
        let bytes = std::fs::read(dir.path().join(format!("out/arg{i}.npy"))).unwrap();
        let data = &bytes[bytes.len() - 4000..];
        data.chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let (a, b, c) = (read(0), read(1), read(2));
    assert_ne!(a, b, "two random tensors differ");
    for i in 0..1000 {
        assert_eq!(c[i], a[i] + b[i], "C[{i}]");
    }
}

/// A typo in a model description stops `build-model` at the key, naming the file, line and
/// column; an out-of-range value names its field. Nothing is written.
#[test]
fn build_model_refuses_unknown_keys_and_bad_values() {
    let dir = tempfile::tempdir().unwrap();
    let typo = "{\"name\": \"m\", \"input_shape\": [2, 8],\n \"layers\": [{\"dense\": {\"units\": 4, \"rleu\": true}}]}";
    std::fs::write(dir.path().join("typo.json"), typo).unwrap();
    let out = modlink(&["build-model", "typo.json", "-o", "m.so"], dir.path());
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    // `"rleu"` ends at line 2, column 41: where the reader stands when it refuses the key.
    let line2 = typo.lines().nth(1).unwrap();
    assert_eq!(line2.find("\"rleu\"").unwrap() + "\"rleu\"".len(), 41);
    assert!(err.contains("typo.json"), "{err}");
    assert!(
        err.contains("line 2, column 41: unknown field `rleu`, expected `units` or `relu`")
            || err.contains("typo.json:2:41: unknown field `rleu`, expected `units` or `relu`"),
        "{err}"
    );
    let negative =
        r#"{"name": "m", "input_shape": [1, 4], "layers": [{"layer_norm": {"epsilon": -1}}]}"#;
    std::fs::write(dir.path().join("eps.json"), negative).unwrap();
    let out = modlink(&["build-model", "eps.json", "-o", "m.so"], dir.path());
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("layers[0].layer_norm.epsilon: must be positive and finite, found -1"),
        "{err}"
    );
    assert!(!dir.path().join("m.so").exists());
}

/// `--input FILE.npy` without a name binds a Relax function's one parameter; a function with
/// several parameters asks for names, listing them. The output is TVM's (the fixture's).
#[test]
fn a_bare_input_binds_the_one_parameter_and_several_need_names() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/fixtures/tvm-0.27/relax");
    let dir = tempfile::tempdir().unwrap();
    let cnn = fixtures.join("cnn.so");
    let x = fixtures.join("cnn.main.0.x.npy");
    let out = modlink(
        &[
            "run-model",
            cnn.to_str().unwrap(),
            "--input",
            x.to_str().unwrap(),
            "--output",
            "out.npy",
        ],
        dir.path(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read(fixtures.join("cnn.main.0.out.npy")).unwrap();
    let written = std::fs::read(dir.path().join("out.npy")).unwrap();
    // The data bytes (the last 40: f32[1,10]) equal TVM's output.
    assert_eq!(
        written[written.len() - 40..],
        expected[expected.len() - 40..]
    );

    let cond = fixtures.join("cond.so");
    let bad = modlink(
        &[
            "run-model",
            cond.to_str().unwrap(),
            "--input",
            fixtures.join("cond.main.0.x.npy").to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("`main` takes 2 parameters (c, x): give each input as NAME=FILE.npy"),
        "{err}"
    );
}
