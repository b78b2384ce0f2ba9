#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Models beyond the fixtures, compiled by TVM 0.27 in the venv and run by TVM there: a
//! dynamic batch called at three sizes (built with `relax.build(params=...)`, so the tree is
//! executable → const_loader → _lib), a nested tuple result, float and bool scalar parameters
//! (0-d `.npy` inputs), and a host module importing a `const_loader`. modlink's VM (API and `run-model`) must give TVM's outputs, and the
//! const_loader's constants must be served by symbol as TVM's `GetRequiredConstants` does.

use crate::support;

use modlink::runtime::vm::{ConstLoaderModule, VirtualMachine, VmValue, leaf_tensor};
use modlink::runtime::{Arg, Library, Tensor, npy};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

const SCRIPT: &str = include_str!("../support/relax_vm_models.py");

fn assert_close(label: &str, actual: &Tensor, expected: &Tensor) {
    assert_eq!(actual.shape(), expected.shape(), "{label}: shape");
    assert_eq!(actual.dtype(), expected.dtype(), "{label}: dtype");
    for (i, (a, e)) in actual
        .to_f64_vec()
        .iter()
        .zip(expected.to_f64_vec())
        .enumerate()
    {
        assert!(
            (a - e).abs() <= 1e-6 + 1e-5 * e.abs(),
            "{label}: element {i} is {a}, TVM gave {e}"
        );
    }
}

fn generate(dir: &Path) -> Value {
    let stdout = support::run_python(SCRIPT, dir, &[dir.as_os_str()]);
    serde_json::from_str(stdout.lines().last().unwrap()).unwrap()
}

fn leaf<'a>(value: &'a VmValue, path: &[Value]) -> &'a VmValue {
    path.iter().fold(value, |v, i| {
        &v.as_tuple().expect("a tuple")[i.as_u64().unwrap() as usize]
    })
}

#[test]
fn tvm_built_models_and_const_loader_trees_match_tvm() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    let report = generate(dir);
    assert_eq!(
        report["dynp_tree"],
        serde_json::json!(["relax.VMExecutable", ["const_loader"], [["library"]]])
    );
    let cases = report["cases"].as_array().unwrap();
    // Three batch sizes of the dynamic model, the nested tuple, scalar parameters.
    assert_eq!(cases.len(), 5);
    let mut sizes = Vec::new();
    for (k, case) in cases.iter().enumerate() {
        let lib_path = dir.join(case["lib"].as_str().unwrap());
        let library = Library::open(&lib_path).unwrap();
        let mut vm = VirtualMachine::new(&library).unwrap();
        let inputs: Vec<VmValue> = case["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, pair)| {
                let file = dir.join(pair[1].as_str().unwrap());
                assert_eq!(
                    vm.param_names("main").unwrap()[i],
                    pair[0].as_str().unwrap()
                );
                vm.input_from_npy("main", i, &file).unwrap()
            })
            .collect();
        if let Some(x) = inputs[0].as_tensor() {
            sizes.push(x.shape()[0]);
        }
        let result = vm.call("main", &inputs).unwrap();
        let out_dir = dir.join(format!("cli.{k}"));
        let mut command = Command::new(support::modlink_bin());
        command
            .arg("run-model")
            .arg(&lib_path)
            .arg("--output-dir")
            .arg(&out_dir);
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
        for output in case["outputs"].as_array().unwrap() {
            let path = output["path"].as_array().unwrap();
            let expected = npy::read(&dir.join(output["file"].as_str().unwrap())).unwrap();
            let label = format!("case {k} output {path:?}");
            assert_close(
                &label,
                &leaf_tensor(leaf(&result, path)).unwrap(),
                &expected,
            );
            let mut name = String::from("out");
            for i in path {
                name.push_str(&format!(".{i}"));
            }
            let cli = npy::read(&out_dir.join(format!("{name}.npy"))).unwrap();
            assert_close(&format!("run-model {label}"), &cli, &expected);
        }
    }
    assert_eq!(&sizes[..3], &[1, 4, 7]);

    // The const_loader under the executable holds the params TVM was given, by name.
    let library = Library::open(dir.join("dynp.so")).unwrap();
    assert_eq!(
        library.module_kinds(),
        vec!["relax.VMExecutable", "const_loader", "library"]
    );
    let loader = library
        .module(1)
        .unwrap()
        .as_any()
        .downcast_ref::<ConstLoaderModule>()
        .unwrap();
    for name in ["w", "b"] {
        let (_, tensor) = loader
            .constants()
            .constants
            .iter()
            .find(|(n, _)| n == name)
            .unwrap();
        let expected = npy::read(&dir.join(format!("dynp.{name}.npy"))).unwrap();
        assert_eq!(
            &tensor.data[..],
            expected.as_bytes(),
            "const_loader `{name}`"
        );
    }
}

#[test]
fn a_host_module_importing_a_const_loader_is_served() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    let report = generate(dir);
    assert_eq!(
        report["hostcl_tree"],
        serde_json::json!(["library", ["const_loader"]])
    );
    let library = Library::open(dir.join("hostcl.so")).unwrap();
    assert_eq!(library.module_kinds(), vec!["library", "const_loader"]);
    let loader = library
        .module(1)
        .unwrap()
        .as_any()
        .downcast_ref::<ConstLoaderModule>()
        .unwrap();
    let w = npy::read(&dir.join("hostcl.w.npy")).unwrap();
    let v = npy::read(&dir.join("hostcl.v.npy")).unwrap();
    // TVM's GetRequiredConstants: the symbol's constants, in the order it names them.
    let add = loader.required_constants("add").unwrap();
    assert_eq!(add.len(), 2);
    assert_eq!(&add[0].data[..], w.as_bytes());
    assert_eq!(add[0].shape, vec![4]);
    assert_eq!(&add[1].data[..], v.as_bytes());
    let other = loader.required_constants("other").unwrap();
    assert_eq!(other.len(), 1);
    assert_eq!(&other[0].data[..], v.as_bytes());
    assert!(loader.required_constants("nothing").is_none());
    // The host kernel still runs with the const_loader in the tree.
    let add = library.get_function("add").unwrap();
    let mut a = Tensor::from_slice(&[4], &[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let mut b = Tensor::from_slice(&[4], &[0.5f32, 0.25, -1.0, 8.0]).unwrap();
    let mut c = Tensor::zeros(modlink::ir::DType::F32, &[4]).unwrap();
    add.call(&mut [Arg::from(&mut a), Arg::from(&mut b), Arg::from(&mut c)])
        .unwrap();
    assert_eq!(c.as_slice::<f32>().unwrap(), &[1.5, 2.25, 2.0, 12.0]);
}

/// A model returning its one tensor in a 1-tuple, as models from TVM's torch frontend do.
const ONE_TUPLE: &str = r#"
import os, sys
import numpy as np
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class OneTuple:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        with R.dataflow():
            y = R.add(x, x)
            R.output(y)
        return (y,)

out = sys.argv[1]
tvm.compile(OneTuple, target="llvm").export_library(os.path.join(out, "one.so"))
np.save(os.path.join(out, "x.npy"), np.arange(6, dtype="float32").reshape(2, 3) - 2.5)
print("ok")
"#;

#[test]
fn run_model_output_takes_the_tensor_of_a_one_tuple() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    support::run_python(ONE_TUPLE, dir, &[dir.as_os_str()]);
    let out = Command::new(support::modlink_bin())
        .args([
            "run-model",
            "one.so",
            "--input",
            "x=x.npy",
            "--output",
            "y.npy",
        ])
        .current_dir(dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // x + x of [-2.5, -1.5, ..., 2.5], computed here.
    assert!(
        stdout.contains(
            "result.0: f32[2,3] min=-5.0 max=5.0 mean=0.0 first=[-5.0, -3.0, -1.0, 1.0, 3.0, 5.0]"
        ),
        "{stdout}"
    );
    let y = npy::read(&dir.join("y.npy")).unwrap();
    assert_eq!(y.shape(), &[2, 3]);
    assert_eq!(
        y.as_slice::<f32>().unwrap(),
        &[-5.0, -3.0, -1.0, 1.0, 3.0, 5.0]
    );
}
