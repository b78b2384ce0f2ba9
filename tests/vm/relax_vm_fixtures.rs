#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every case of every Relax model TVM 0.27 exported (`shared/fixtures/tvm-0.27/relax`) run by
//! modlink's VM — through the Rust API and through `modlink run-model` — against TVM's own
//! outputs within each model's tolerance.

use crate::support;

use modlink::runtime::vm::{VirtualMachine, VmValue, leaf_tensor};
use modlink::runtime::{Library, Tensor, npy};
use serde_json::Value;
use std::process::Command;

const MODELS: [&str; 5] = ["mlp", "cnn", "dyn", "tup", "cond"];

fn description(model: &str) -> Value {
    let text = std::fs::read_to_string(support::relax_fixtures_dir().join(format!("{model}.json")))
        .unwrap();
    serde_json::from_str(&text).unwrap()
}

fn assert_close(label: &str, actual: &Tensor, expected: &Tensor, rtol: f64, atol: f64) {
    assert_eq!(actual.shape(), expected.shape(), "{label}: shape");
    assert_eq!(actual.dtype(), expected.dtype(), "{label}: dtype");
    for (i, (a, e)) in actual
        .to_f64_vec()
        .iter()
        .zip(expected.to_f64_vec())
        .enumerate()
    {
        assert!(
            (a - e).abs() <= atol + rtol * e.abs(),
            "{label}: element {i} is {a}, TVM gave {e} (rtol {rtol}, atol {atol})"
        );
    }
}

fn leaf<'a>(value: &'a VmValue, path: &[u64]) -> &'a VmValue {
    path.iter()
        .fold(value, |v, &i| &v.as_tuple().expect("a tuple")[i as usize])
}

/// Each (function, case index, params, case) of a model.
fn cases(desc: &Value) -> Vec<(String, usize, Vec<String>, Value)> {
    let mut out = Vec::new();
    for function in desc["functions"].as_array().unwrap() {
        let name = function["name"].as_str().unwrap().to_string();
        let params: Vec<String> = function["params"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect();
        for (k, case) in function["cases"].as_array().unwrap().iter().enumerate() {
            out.push((name.clone(), k, params.clone(), case.clone()));
        }
    }
    out
}

fn tolerance(desc: &Value) -> (f64, f64) {
    (
        desc["tolerance"]["rtol"].as_f64().unwrap(),
        desc["tolerance"]["atol"].as_f64().unwrap(),
    )
}

#[test]
fn every_fixture_case_matches_tvm_through_the_api() {
    let dir = support::relax_fixtures_dir();
    let mut checked = 0;
    for model in MODELS {
        let desc = description(model);
        let (rtol, atol) = tolerance(&desc);
        let library = Library::open(dir.join(format!("{model}.so"))).unwrap();
        let mut vm = VirtualMachine::new(&library).unwrap();
        for (function, k, params, case) in cases(&desc) {
            assert_eq!(vm.param_names(&function).unwrap(), params.as_slice());
            let inputs: Vec<VmValue> = case["inputs"]
                .as_array()
                .unwrap()
                .iter()
                .enumerate()
                .map(|(i, input)| {
                    let file = dir.join(input["file"].as_str().unwrap());
                    vm.input_from_npy(&function, i, &file).unwrap()
                })
                .collect();
            // Twice: the second call runs on pooled storages.
            for round in 0..2 {
                let result = vm.call(&function, &inputs).unwrap();
                for output in case["outputs"].as_array().unwrap() {
                    let path: Vec<u64> = output["path"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|v| v.as_u64().unwrap())
                        .collect();
                    let expected = npy::read(&dir.join(output["file"].as_str().unwrap())).unwrap();
                    let actual = leaf_tensor(leaf(&result, &path)).unwrap();
                    let label =
                        format!("{model}.{function} case {k} output {path:?} round {round}");
                    assert_close(&label, &actual, &expected, rtol, atol);
                    checked += 1;
                }
            }
        }
    }
    // mlp 1 + cnn 1 + dyn 3 + tup 2×3 + cond 3, each twice.
    assert_eq!(checked, 2 * (1 + 1 + 3 + 6 + 3));
}

#[test]
fn every_fixture_case_matches_tvm_through_run_model() {
    let dir = support::relax_fixtures_dir();
    let work = tempfile::tempdir().unwrap();
    for model in MODELS {
        let desc = description(model);
        let (rtol, atol) = tolerance(&desc);
        for (function, k, params, case) in cases(&desc) {
            let out_dir = work.path().join(format!("{model}.{function}.{k}"));
            let mut command = Command::new(support::modlink_bin());
            command
                .arg("run-model")
                .arg(dir.join(format!("{model}.so")))
                .args(["--function", &function])
                .arg("--output-dir")
                .arg(&out_dir);
            for (param, input) in params.iter().zip(case["inputs"].as_array().unwrap()) {
                let file = dir.join(input["file"].as_str().unwrap());
                command
                    .arg("--input")
                    .arg(format!("{param}={}", file.display()));
            }
            let out = command.output().unwrap();
            assert!(
                out.status.success(),
                "{model}.{function} case {k}: {}\n{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            for output in case["outputs"].as_array().unwrap() {
                let expected_file = output["file"].as_str().unwrap();
                // The fixture's own naming: <m>.<fn>.<k>.out[.<i>[.<j>]].npy.
                let suffix = expected_file
                    .strip_prefix(&format!("{model}.{function}.{k}."))
                    .unwrap();
                let actual = npy::read(&out_dir.join(suffix)).unwrap();
                let expected = npy::read(&dir.join(expected_file)).unwrap();
                assert_close(
                    &format!("run-model {model}.{function} case {k} {suffix}"),
                    &actual,
                    &expected,
                    rtol,
                    atol,
                );
            }
        }
    }
}

#[test]
fn run_model_single_output_bench_and_bad_inputs() {
    let dir = support::relax_fixtures_dir();
    let work = tempfile::tempdir().unwrap();
    let out_file = work.path().join("mlp.npy");
    let run = |args: &[&std::ffi::OsStr]| {
        Command::new(support::modlink_bin())
            .arg("run-model")
            .args(args)
            .output()
            .unwrap()
    };
    let lib = dir.join("mlp.so");
    let x = format!("x={}", dir.join("mlp.main.0.x.npy").display());
    let out = run(&[
        lib.as_os_str(),
        "--input".as_ref(),
        x.as_ref(),
        "--output".as_ref(),
        out_file.as_os_str(),
        "--bench".as_ref(),
        "5".as_ref(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("bench: 5 calls, min "), "{stdout}");
    assert!(stdout.contains("median "), "{stdout}");
    let expected = npy::read(&dir.join("mlp.main.0.out.npy")).unwrap();
    assert_close(
        "--output",
        &npy::read(&out_file).unwrap(),
        &expected,
        1e-5,
        1e-6,
    );

    // A tuple result needs a directory; a wrong name, a missing input, a wrong file: errors.
    let tup_x = format!("x={}", dir.join("tup.main.0.x.npy").display());
    let tup = dir.join("tup.so");
    let cnn_x = format!("x={}", dir.join("cnn.main.0.x.npy").display());
    let cases: Vec<(Vec<&std::ffi::OsStr>, &str)> = vec![
        (
            vec![
                tup.as_os_str(),
                "--input".as_ref(),
                tup_x.as_ref(),
                "--output".as_ref(),
                out_file.as_os_str(),
            ],
            "which one file cannot hold",
        ),
        (
            vec![lib.as_os_str(), "--input".as_ref(), "y=a.npy".as_ref()],
            "no parameter `y`",
        ),
        (
            vec![lib.as_os_str()],
            "parameter `x` of `main` has no input",
        ),
        (
            vec![
                lib.as_os_str(),
                "--function".as_ref(),
                "nope".as_ref(),
                "--input".as_ref(),
                x.as_ref(),
            ],
            "no VM function named `nope`",
        ),
        (
            vec![lib.as_os_str(), "--input".as_ref(), cnn_x.as_ref()],
            "check_tensor_info",
        ),
    ];
    for (args, needle) in cases {
        let out = run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} succeeded");
        assert!(
            stderr.contains(needle) || stderr.contains("ndim"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}
