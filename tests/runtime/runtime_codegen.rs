//! Kernels compiled by modlink's own codegen, exported by modlink's export pipeline (with a
//! blob importing a `static_library`), then opened and run by modlink's runtime: parallel
//! loops on the pool, errors raised by modlink's argument checks.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use modlink::blob::Layout;
use modlink::codegen::{Abi, CodegenOptions, compile};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::ir::DType;
use modlink::module::{ModuleTree, Node, Payload, StaticLibrary};
use modlink::runtime::{Arg, CallError, Library, Tensor, set_num_threads, tasks_per_slot};
use modlink::target::TargetSpec;
use std::path::PathBuf;

fn build(dir: &std::path::Path) -> PathBuf {
    build_with(dir, Abi::Current)
}

fn build_with(dir: &std::path::Path, abi: Abi) -> PathBuf {
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir"))
            .unwrap();
    let program = modlink::ir::parse(&source, "examples/kernels.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let options = CodegenOptions {
        abi,
        ..CodegenOptions::default()
    };
    let host = compile(&program, &target, &options).unwrap();
    let tree = ModuleTree {
        nodes: vec![
            Node {
                kind: "_lib".into(),
                payload: Payload::Lib,
            },
            Node {
                kind: "static_library".into(),
                payload: Payload::StaticLibrary(StaticLibrary {
                    data: Bytes::from_static(b"not really an object"),
                    function_names: vec!["helper".into()],
                }),
            },
        ],
        imports: vec![vec![1], vec![]],
    };
    let out = dir.join(format!("kernels_{abi:?}.so"));
    let mut export = ExportOptions::new(target);
    if abi == Abi::Legacy {
        export.pack.layout = Layout::Legacy;
    }
    export_library(
        &ExportInputs {
            tree,
            host_objects: vec![host.bytes],
        },
        &out,
        &export,
    )
    .unwrap();
    out
}

/// The pool is process-wide: a launch from one test while another test's launch uses the
/// workers runs serially, which would defeat the check that the worker ran a task.
static POOL_USERS: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn close(actual: &[f32], expected: &[f32]) {
    for (i, (a, e)) in actual.iter().zip(expected).enumerate() {
        assert!(
            (a - e).abs() <= 1e-5 * e.abs().max(1.0),
            "element {i}: {a} vs {e}"
        );
    }
}

#[test]
fn modlink_kernels_run_under_modlink_runtime() {
    let _pool = POOL_USERS.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let library = Library::open(build(dir.path())).unwrap();
    assert_eq!(library.module_kinds(), vec!["library", "static_library"]);
    let _pool = crate::support::thread_pool();
    assert_eq!(set_num_threads(2), 2);

    let saxpy = library.get_function("saxpy").unwrap();
    let n = 1001;
    let mut x = Tensor::random(DType::F32, &[n], 1).unwrap();
    let mut y = Tensor::random(DType::F32, &[n], 2).unwrap();
    let mut out = Tensor::zeros(DType::F32, &[n]).unwrap();
    let expected: Vec<f32> = x
        .as_slice::<f32>()
        .unwrap()
        .iter()
        .zip(y.as_slice::<f32>().unwrap())
        .map(|(x, y)| -0.5 * x + y)
        .collect();
    let before = tasks_per_slot();
    saxpy
        .call(&mut [
            Arg::Float(-0.5),
            (&mut x).into(),
            (&mut y).into(),
            (&mut out).into(),
        ])
        .unwrap();
    let after = tasks_per_slot();
    close(out.as_slice::<f32>().unwrap(), &expected);
    assert_eq!(after.len(), 2);
    assert!(
        after[1] > before.get(1).copied().unwrap_or(0),
        "the worker thread ran a task: {before:?} -> {after:?}"
    );

    let matmul = library.get_function("matmul").unwrap();
    let (m, k, n) = (33usize, 17usize, 9usize);
    let mut a = Tensor::random(DType::F32, &[m as i64, k as i64], 3).unwrap();
    let mut b = Tensor::random(DType::F32, &[k as i64, n as i64], 4).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[m as i64, n as i64]).unwrap();
    let (av, bv) = (
        a.as_slice::<f32>().unwrap().to_vec(),
        b.as_slice::<f32>().unwrap().to_vec(),
    );
    let mut expected = vec![0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            let mut acc = 0f32;
            for r in 0..k {
                acc += av[i * k + r] * bv[r * n + j];
            }
            expected[i * n + j] = acc;
        }
    }
    matmul
        .call(&mut [(&mut a).into(), (&mut b).into(), (&mut c).into()])
        .unwrap();
    close(c.as_slice::<f32>().unwrap(), &expected);

    // modlink's argument checks raise through modlink's exported error entry point.
    let vadd = library.get_function("vadd").unwrap();
    let mut p = Tensor::zeros(DType::F32, &[4]).unwrap();
    let mut q = Tensor::zeros(DType::F32, &[5]).unwrap();
    let mut r = Tensor::zeros(DType::F32, &[4]).unwrap();
    match vadd
        .call(&mut [(&mut p).into(), (&mut q).into(), (&mut r).into()])
        .unwrap_err()
    {
        CallError::Raised { kind, message, .. } => {
            assert_eq!(kind, "ValueError");
            assert_eq!(
                message,
                "kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 5, but argument 0 (`A`) dimension 0 bound `n` to 4"
            );
        }
        other => panic!("expected a raised error, got {other:?}"),
    }
    let error = vadd.call(&mut [(&mut p).into()]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "vadd: ValueError: kernel `vadd`: expected 3 arguments, got 1"
    );
}

#[test]
fn legacy_abi_kernels_from_modlink_run_under_modlink_runtime() {
    let _pool = POOL_USERS.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let path = build_with(dir.path(), Abi::Legacy);
    let library = Library::open(&path).unwrap();
    assert_eq!(library.abi(), modlink::runtime::Abi::Legacy);
    assert_eq!(library.module_kinds(), vec!["library", "static_library"]);

    let saxpy = library.get_function("saxpy").unwrap();
    let n = 777;
    let mut x = Tensor::random(DType::F32, &[n], 5).unwrap();
    let mut y = Tensor::random(DType::F32, &[n], 6).unwrap();
    let mut out = Tensor::zeros(DType::F32, &[n]).unwrap();
    let expected: Vec<f32> = x
        .as_slice::<f32>()
        .unwrap()
        .iter()
        .zip(y.as_slice::<f32>().unwrap())
        .map(|(x, y)| 2.0 * x + y)
        .collect();
    saxpy
        .call(&mut [
            Arg::Float(2.0),
            (&mut x).into(),
            (&mut y).into(),
            (&mut out).into(),
        ])
        .unwrap();
    close(out.as_slice::<f32>().unwrap(), &expected);

    // TVMAPISetLastError's "Kind: message" comes back split.
    let vadd = library.get_function("vadd").unwrap();
    let mut p = Tensor::zeros(DType::F32, &[4]).unwrap();
    let mut q = Tensor::zeros(DType::F32, &[5]).unwrap();
    let mut r = Tensor::zeros(DType::F32, &[4]).unwrap();
    let error = vadd
        .call(&mut [(&mut p).into(), (&mut q).into(), (&mut r).into()])
        .unwrap_err();
    assert_eq!(
        error,
        CallError::Raised {
            function: "vadd".into(),
            kind: "ValueError".into(),
            message: "kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 5, but argument 0 (`A`) dimension 0 bound `n` to 4".into(),
        }
    );
}
