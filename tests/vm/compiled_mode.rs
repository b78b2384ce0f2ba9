#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Compiled exec mode (`relax.build(..., exec_mode="compiled")`, function kind 2): TVM 0.27 in
//! the venv builds an MLP, a CNN and a dynamic-batch model twice, compiled and bytecode, from
//! the same IRModule, and runs both in its VM. modlink runs both builds (API and `run-model`)
//! and must give TVM's outputs bit for bit: the kernels are the same machine code in both
//! runtimes, and the builtins only allocate and check. `inspect` and `check --runtime modlink`
//! must say the compiled build runs; faults in the host code's builtins keep their class, and
//! an executable whose host code is missing is refused by name.

use crate::support;

use modlink::runtime::vm::{FaultKind, VirtualMachine, VmError, VmValue, leaf_tensor};
use modlink::runtime::{Library, Tensor, npy};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

const SCRIPT: &str = include_str!("../support/compiled_mode_models.py");

fn same_bits(label: &str, actual: &Tensor, expected: &Tensor) {
    assert_eq!(actual.shape(), expected.shape(), "{label}: shape");
    assert_eq!(actual.dtype(), expected.dtype(), "{label}: dtype");
    assert!(
        actual.as_bytes() == expected.as_bytes(),
        "{label}: modlink gave {:?}, TVM gave {:?}",
        actual.to_f64_vec(),
        expected.to_f64_vec()
    );
}

fn leaves(value: &VmValue) -> Vec<Tensor> {
    match value.as_tuple() {
        Some(fields) => fields.iter().map(|f| leaf_tensor(f).unwrap()).collect(),
        None => vec![leaf_tensor(value).unwrap()],
    }
}

fn run_model(dir: &Path, case: &Value, out_dir: &Path) {
    let mut command = Command::new(support::modlink_bin());
    command
        .arg("run-model")
        .arg(dir.join(case["lib"].as_str().unwrap()))
        .arg("--output-dir")
        .arg(out_dir);
    for pair in case["inputs"].as_array().unwrap() {
        command.arg("--input").arg(format!(
            "{}={}",
            pair[0].as_str().unwrap(),
            dir.join(pair[1].as_str().unwrap()).display()
        ));
    }
    let out = command.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn inputs(vm: &VirtualMachine, dir: &Path, case: &Value) -> Vec<VmValue> {
    case["inputs"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, pair)| {
            assert_eq!(
                vm.param_names("main").unwrap()[i],
                pair[0].as_str().unwrap()
            );
            vm.input_from_npy("main", i, &dir.join(pair[1].as_str().unwrap()))
                .unwrap()
        })
        .collect()
}

#[test]
fn compiled_and_bytecode_builds_match_each_other_and_tvm() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    let stdout = support::run_python(SCRIPT, dir, &[dir.as_os_str()]);
    let report: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    let cases = report["cases"].as_array().unwrap();
    // mlp and cnn once, the dynamic model at two batch sizes; each in both modes.
    assert_eq!(cases.len(), 8);
    let mut batch_sizes = Vec::new();
    for (k, case) in cases.iter().enumerate() {
        let (model, mode, run) = (
            case["model"].as_str().unwrap(),
            case["mode"].as_str().unwrap(),
            case["run"].as_u64().unwrap(),
        );
        let label = format!("{model} {mode} run {run}");
        let library = Library::open(dir.join(case["lib"].as_str().unwrap())).unwrap();
        let mut vm = VirtualMachine::new(&library).unwrap();
        assert_eq!(vm.function_names(), vec!["main"], "{label}");
        let args = inputs(&vm, dir, case);
        if model == "dyn" && mode == "compiled" {
            batch_sizes.push(args[0].as_tensor().unwrap().shape()[0]);
        }
        let result = leaves(&vm.call("main", &args).unwrap());
        let out_dir = dir.join(format!("cli.{k}"));
        run_model(dir, case, &out_dir);
        let expected = case["outputs"].as_array().unwrap();
        assert_eq!(result.len(), expected.len(), "{label}");
        for (i, (actual, file)) in result.iter().zip(expected).enumerate() {
            let tvm = npy::read(&dir.join(file.as_str().unwrap())).unwrap();
            same_bits(&format!("{label} output {i}"), actual, &tvm);
            let cli_file = if expected.len() == 1 {
                "out.npy".to_string()
            } else {
                format!("out.{i}.npy")
            };
            let cli = npy::read(&out_dir.join(cli_file)).unwrap();
            same_bits(&format!("run-model {label} output {i}"), &cli, &tvm);
            // The other mode's TVM output for the same inputs: both builds agree.
            let other_mode = if mode == "compiled" {
                "bytecode"
            } else {
                "compiled"
            };
            let other = file
                .as_str()
                .unwrap()
                .replace(&format!(".{mode}."), &format!(".{other_mode}."));
            let other = npy::read(&dir.join(other)).unwrap();
            same_bits(
                &format!("{label} output {i} against the other mode"),
                actual,
                &other,
            );
        }
    }
    assert_eq!(batch_sizes, vec![3, 5]);

    for model in ["mlp", "cnn", "dyn"] {
        let lib = format!("{model}.compiled.so");
        let inspect = support::modlink_in(dir, &["inspect", &lib, "--json"]);
        assert!(inspect.status.success());
        let json: Value = serde_json::from_slice(&inspect.stdout).unwrap();
        let relax = &json["modules"][0]["relax"];
        assert_eq!(relax["verify_error"], Value::Null, "{model}: {relax}");
        let check = support::modlink_in(dir, &["check", &lib, "--runtime", "modlink"]);
        let text = String::from_utf8_lossy(&check.stdout);
        assert_eq!(check.status.code(), Some(0), "{model}: {text}");
        assert!(
            text.lines().any(|l| l.starts_with("ok")
                && l.contains("relax.VMExecutable")
                && l.contains("compiled mode")
                && l.contains("`main`")),
            "{model}: {text}"
        );
        for symbol in [
            "TVMBackendAnyListSetPackedArg",
            "TVMBackendAnyListMoveFromPackedReturn",
        ] {
            assert!(
                text.lines().any(|l| l.starts_with("ok")
                    && l.contains(&format!("`{symbol}`"))
                    && l.ends_with("provided by modlink")),
                "{model}: {text}"
            );
        }
    }
}

/// The dynamic model in compiled mode only, and a copy whose function is renamed `mair` (its
/// host code is still `__vmtir__main`).
const DYN_SCRIPT: &str = r#"
import sys
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Dyn:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32"), w: R.Tensor((8, 6), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.matmul(x, w))
            R.output(y)
        return y

for mode in ("compiled", "bytecode"):
    relax.build(Dyn, target="llvm", exec_mode=mode).export_library(sys.argv[1] + "/dyn.%s.so" % mode)
"#;

fn f32_value(shape: &[i64], fill: f32) -> VmValue {
    let count = shape.iter().product::<i64>() as usize;
    VmValue::tensor(&Tensor::from_slice(shape, &vec![fill; count]).unwrap()).unwrap()
}

#[test]
fn compiled_mode_faults_keep_their_class_and_missing_host_code_is_named() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    support::run_python(DYN_SCRIPT, dir, &[dir.as_os_str()]);
    let compiled = Library::open(dir.join("dyn.compiled.so")).unwrap();
    let bytecode = Library::open(dir.join("dyn.bytecode.so")).unwrap();
    let mut vm = VirtualMachine::new(&compiled).unwrap();
    let mut reference = VirtualMachine::new(&bytecode).unwrap();

    // x is [2, 8] of 1.0 and w [8, 6] of 0.5: every output is 8 × 0.5 = 4.
    let good = [f32_value(&[2, 8], 1.0), f32_value(&[8, 6], 0.5)];
    let y = leaf_tensor(&vm.call("main", &good).unwrap()).unwrap();
    assert_eq!(y.shape(), &[2, 6]);
    assert_eq!(y.as_slice::<f32>().unwrap(), &[4.0f32; 12]);

    // A shape check fails in `vm.builtin.match_shape` in both modes, with the same class.
    let bad = [f32_value(&[2, 7], 1.0), f32_value(&[8, 6], 0.5)];
    let error = vm.call("main", &bad).unwrap_err();
    let expected = reference.call("main", &bad).unwrap_err();
    assert!(
        matches!(&error, VmError::CompiledFault { function, .. } if function == "main"),
        "{error}"
    );
    assert_eq!(error.fault_kind(), Some(FaultKind::Check), "{error}");
    assert_eq!(expected.fault_kind(), Some(FaultKind::Check), "{expected}");
    assert!(error.to_string().contains("match_shape"), "{error}");
    // A tuple where a tensor goes fails the type check, as in bytecode.
    let tuple = VmValue::Tuple(vec![good[0].clone()].into());
    let error = vm.call("main", &[tuple, good[1].clone()]).unwrap_err();
    assert_eq!(error.fault_kind(), Some(FaultKind::Type), "{error}");
    // Argument counts are checked before the host code runs.
    assert!(matches!(
        vm.call("main", &good[..1]).unwrap_err(),
        VmError::ArgCount {
            expected: 2,
            given: 1,
            ..
        }
    ));
    // The VM still runs after the faults.
    let again = leaf_tensor(&vm.call("main", &good).unwrap()).unwrap();
    assert_eq!(again.as_slice::<f32>().unwrap(), &[4.0f32; 12]);

    // Renaming the function (same length, so the blob stays well formed) leaves it without
    // host code: the VM refuses it when made, and `check` names the symbol it looked for.
    let mut bytes = std::fs::read(dir.join("dyn.compiled.so")).unwrap();
    let mut record = 2i32.to_le_bytes().to_vec();
    record.extend_from_slice(&4u64.to_le_bytes());
    record.extend_from_slice(b"main");
    let at = bytes
        .windows(record.len())
        .position(|w| w == record)
        .unwrap();
    let name_end = at + record.len();
    bytes[name_end - 4..name_end].copy_from_slice(b"mair");
    std::fs::write(dir.join("renamed.so"), &bytes).unwrap();
    let renamed = Library::open(dir.join("renamed.so")).unwrap();
    match VirtualMachine::new(&renamed) {
        Err(VmError::MissingFunction { name, index: 0 }) => assert_eq!(name, "__vmtir__mair"),
        Err(other) => panic!("another error: {other}"),
        Ok(_) => panic!("a VM without host code was made"),
    }
    let check = support::modlink_in(dir, &["check", "renamed.so", "--runtime", "modlink"]);
    let text = String::from_utf8_lossy(&check.stdout);
    assert_eq!(check.status.code(), Some(1), "{text}");
    let failed: Vec<&str> = text.lines().filter(|l| l.starts_with("FAIL")).collect();
    assert_eq!(failed.len(), 1, "{text}");
    assert!(
        failed[0].contains("`mair`") && failed[0].contains("__tvm_ffi___vmtir__mair"),
        "{text}"
    );
}
