//! What `Library::open` gives back: the file it was given, never an older build that is still
//! open under the same name (docs/runtime.md, "A rebuilt library"); `Library::functions`, the
//! names `get_function` finds; and that a compiled-mode Relax executable opens and runs.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::{CodegenOptions, compile};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::ir::DType;
use modlink::module::{ModuleTree, Node, Payload};
use modlink::runtime::{Library, RuntimeError, Tensor};
use modlink::target::TargetSpec;
use std::path::Path;

/// Compiles `source` for the host and exports it to `out` (host code only, no blob).
fn build(source: &str, out: &Path) {
    let program = modlink::ir::parse(source, "test.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let host = compile(&program, &target, &CodegenOptions::default()).unwrap();
    export_library(
        &ExportInputs {
            tree: ModuleTree {
                nodes: vec![Node {
                    kind: "_lib".into(),
                    payload: Payload::Lib,
                }],
                imports: vec![vec![]],
            },
            host_objects: vec![host.bytes],
        },
        out,
        &ExportOptions::new(target),
    )
    .unwrap();
}

fn fill_kernel(value: &str) -> String {
    format!("kernel fill(Y: f32[n]) {{\n  for i in 0..n {{\n    Y[i] = {value};\n  }}\n}}\n")
}

fn call_fill(library: &Library) -> Vec<f32> {
    let fill = library.get_function("fill").unwrap();
    let mut y = Tensor::zeros(DType::F32, &[3]).unwrap();
    fill.call(&mut [(&mut y).into()]).unwrap();
    y.as_slice::<f32>().unwrap().to_vec()
}

/// Open, rebuild with different code at the same path, open again while the first handle
/// lives: refused with `FileReplaced` naming the path (before, the second open silently gave
/// the old code, as dlopen matches the name). Once the old library is dropped, the new build
/// opens and runs its own code.
#[test]
fn a_rebuilt_library_is_refused_while_the_old_build_is_open() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fill.so");
    build(&fill_kernel("1.0"), &path);
    let old = Library::open(&path).unwrap();
    assert_eq!(call_fill(&old), [1.0, 1.0, 1.0]);
    // The same file again: the same library.
    assert_eq!(call_fill(&Library::open(&path).unwrap()), [1.0, 1.0, 1.0]);

    build(&fill_kernel("2.0"), &path);
    match Library::open(&path) {
        Err(RuntimeError::FileReplaced {
            path: asked,
            opened,
        }) => {
            assert_eq!(asked, path.display().to_string());
            assert!(opened.ends_with("fill.so"), "{opened}");
        }
        Err(other) => panic!("another error: {other}"),
        Ok(library) => panic!("opened, and its fill gives {:?}", call_fill(&library)),
    }
    let message = Library::open(&path).unwrap_err().to_string();
    assert!(
        message.contains("fill.so") && message.contains("still open"),
        "{message}"
    );
    // The old handle still runs the old code.
    assert_eq!(call_fill(&old), [1.0, 1.0, 1.0]);

    drop(old);
    let new = Library::open(&path).unwrap();
    assert_eq!(call_fill(&new), [2.0, 2.0, 2.0]);
}

/// `functions()` lists the kernels of examples/kernels.kir (their names read from the source
/// text here, not from modlink), each found by `get_function`, and nothing `get_function`
/// would not find.
#[test]
fn functions_lists_what_get_function_finds() {
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir"))
            .unwrap();
    let mut kernels: Vec<String> = source
        .lines()
        .filter_map(|line| line.strip_prefix("kernel "))
        .map(|rest| rest.split('(').next().unwrap().trim().to_string())
        .collect();
    kernels.sort();
    assert_eq!(kernels.len(), 5);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kernels.so");
    build(&source, &path);
    let library = Library::open(&path).unwrap();
    let mut functions = library.functions();
    for name in &functions {
        library
            .get_function(name)
            .unwrap_or_else(|e| panic!("listed `{name}` is not found: {e}"));
    }
    functions.sort();
    assert_eq!(functions, kernels);
}

/// A Relax module TVM 0.27 (the venv) builds with `exec_mode="compiled"`: its host code calls
/// the `TVMBackendAnyList*` entry points and the VM builtins, which modlink provides. It opens,
/// its VM runs `main` (relu of four values, computed here by hand), and `modlink check
/// --runtime modlink` says the VM runs it; before, both refused it for its mode.
#[test]
fn a_compiled_mode_executable_opens_and_runs() {
    let dir = tempfile::tempdir().unwrap();
    let library = dir.path().join("compiled.so");
    support::run_python(
        r#"
import sys, tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.nn.relu(x)
        return y

relax.build(Module, target="llvm", exec_mode="compiled").export_library(sys.argv[1])
"#,
        dir.path(),
        &[library.as_os_str()],
    );
    let opened = Library::open(&library).unwrap();
    let mut vm = modlink::runtime::vm::VirtualMachine::new(&opened).unwrap();
    let x = Tensor::from_slice(&[4], &[-1.5f32, 2.0, -3.0, 4.25]).unwrap();
    let result = vm
        .call(
            "main",
            &[modlink::runtime::vm::VmValue::tensor(&x).unwrap()],
        )
        .unwrap();
    let y = result.as_tensor().unwrap().to_tensor().unwrap();
    assert_eq!(y.as_slice::<f32>().unwrap(), &[0.0, 2.0, 0.0, 4.25]);
    let check = support::modlink_in(
        dir.path(),
        &["check", "compiled.so", "--runtime", "modlink"],
    );
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert_eq!(check.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.lines().any(|l| l.starts_with("ok")
            && l.contains("relax.VMExecutable")
            && l.contains("compiled mode")
            && l.contains("`main`")),
        "{stdout}"
    );
}
