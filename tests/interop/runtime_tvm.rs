//! Libraries exported by real Apache TVM 0.27 (the shared fixture and ones generated here with
//! the venv's TVM), opened and called by modlink with no TVM in this process.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::ir::DType;
use modlink::runtime::{
    Abi, Arg, CallError, Library, Tensor, TensorView, set_num_threads, tasks_per_slot,
};
use support::runtime::{assert_close, fixture, tvm_export};

const EXPORT_SCRIPT: &str = r#"
import sys
import tvm
from tvm.script import tirx as T

out = sys.argv[1]

@T.prim_func
def vadd(a: T.handle, b: T.handle, c: T.handle):
    T.func_attr({"global_symbol": "vadd", "tir.noalias": True})
    n = T.int64()
    A = T.match_buffer(a, (n,), "float32")
    B = T.match_buffer(b, (n,), "float32")
    C = T.match_buffer(c, (n,), "float32")
    for i in range(n):
        C[i] = A[i] + B[i]

@T.prim_func
def matmul(a: T.handle, b: T.handle, c: T.handle):
    T.func_attr({"global_symbol": "matmul", "tir.noalias": True})
    A = T.match_buffer(a, (64, 64), "float32")
    B = T.match_buffer(b, (64, 64), "float32")
    C = T.match_buffer(c, (64, 64), "float32")
    for i in T.parallel(64):
        for j in range(64):
            C[i, j] = T.float32(0)
            for k in range(64):
                C[i, j] = C[i, j] + A[i, k] * B[k, j]

@T.prim_func
def twostep(a: T.handle, c: T.handle):
    T.func_attr({"global_symbol": "twostep", "tir.noalias": True})
    n = T.int64()
    A = T.match_buffer(a, (n,), "float32")
    C = T.match_buffer(c, (n,), "float32")
    tmp = T.alloc_buffer((n,), "float32")
    for i in range(n):
        tmp[i] = A[i] * T.float32(2)
    for i in range(n):
        C[i] = tmp[n - 1 - i] + T.float32(1)

tvm.compile(tvm.IRModule({"vadd": vadd}), target="llvm").export_library(out + "/vadd.so")
tvm.compile(tvm.IRModule({"twostep": twostep}), target="llvm").export_library(out + "/twostep.so")
tvm.compile(tvm.IRModule({"matmul": matmul}), target="llvm").export_library(out + "/matmul.so")
"#;

fn raised(error: CallError) -> (String, String) {
    match error {
        CallError::Raised { kind, message, .. } => (kind, message),
        other => panic!("expected a raised error, got {other:?}"),
    }
}

#[test]
fn fixture_add_adds_and_reports_tvm_shape_errors() {
    let library = Library::open(fixture("add.so")).unwrap();
    assert_eq!(library.abi(), Abi::Current);
    assert_eq!(library.module_kinds(), vec!["library"]);
    let add = library.get_function("add").unwrap();
    let mut a = Tensor::random(DType::F32, &[1024], 1).unwrap();
    let mut b = Tensor::random(DType::F32, &[1024], 2).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[1024]).unwrap();
    let expected: Vec<f32> = a
        .as_slice::<f32>()
        .unwrap()
        .iter()
        .zip(b.as_slice::<f32>().unwrap())
        .map(|(x, y)| x + y)
        .collect();
    let result = add
        .call(&mut [Arg::from(&mut a), Arg::from(&mut b), Arg::from(&mut c)])
        .unwrap();
    assert_eq!(result, None);
    assert_close(c.as_slice::<f32>().unwrap(), &expected, 1e-6);

    // `main` is TVM's weak alias of the entry function.
    let mut d = Tensor::zeros(DType::F32, &[1024]).unwrap();
    library
        .get_function("main")
        .unwrap()
        .call(&mut [(&mut a).into(), (&mut b).into(), (&mut d).into()])
        .unwrap();
    assert_eq!(c.as_bytes(), d.as_bytes());

    let mut short = Tensor::zeros(DType::F32, &[1000]).unwrap();
    let (kind, message) = raised(
        add.call(&mut [(&mut a).into(), (&mut short).into(), (&mut c).into()])
            .unwrap_err(),
    );
    assert_eq!(kind, "ValueError");
    assert!(
        message.contains("shape") && message.contains("argument #1"),
        "{message}"
    );
}

#[test]
fn symbolic_vector_add_from_tvm() {
    let dir = tvm_export(EXPORT_SCRIPT);
    let library = Library::open(dir.join("vadd.so")).unwrap();
    let vadd = library.get_function("vadd").unwrap();
    for n in [1usize, 7, 1000] {
        let mut a = Tensor::random(DType::F32, &[n as i64], 10 + n as u64).unwrap();
        let mut b = Tensor::random(DType::F32, &[n as i64], 20 + n as u64).unwrap();
        let expected: Vec<f32> = a
            .as_slice::<f32>()
            .unwrap()
            .iter()
            .zip(b.as_slice::<f32>().unwrap())
            .map(|(x, y)| x + y)
            .collect();
        // The output is a view over a plain Vec: borrowed tensors work too.
        let mut out = vec![0f32; n];
        let view = TensorView::new(&mut out, &[n as i64]).unwrap();
        vadd.call(&mut [(&mut a).into(), (&mut b).into(), view.into()])
            .unwrap();
        assert_close(&out, &expected, 1e-6);
    }

    let mut a = Tensor::zeros(DType::F32, &[4]).unwrap();
    let mut b = Tensor::zeros(DType::F32, &[5]).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[4]).unwrap();
    let (kind, message) = raised(
        vadd.call(&mut [(&mut a).into(), (&mut b).into(), (&mut c).into()])
            .unwrap_err(),
    );
    assert_eq!(kind, "ValueError");
    // TVM's own binder message names the buffer field and the one it must match.
    assert!(
        message.contains("Mismatched B.shape[0] on argument #1"),
        "{message}"
    );
    assert!(
        message.contains("expected to match A.shape[0]"),
        "{message}"
    );

    let mut wrong = Tensor::zeros(DType::F64, &[4]).unwrap();
    let (kind, message) = raised(
        vadd.call(&mut [(&mut wrong).into(), (&mut a).into(), (&mut c).into()])
            .unwrap_err(),
    );
    assert_eq!(kind, "TypeError");
    assert!(
        message.contains("Mismatched A.dtype on argument #0"),
        "{message}"
    );
}

#[test]
fn parallel_matmul_from_tvm_runs_on_two_threads() {
    let dir = tvm_export(EXPORT_SCRIPT);
    let _pool = support::thread_pool();
    assert_eq!(set_num_threads(2), 2);
    let library = Library::open(dir.join("matmul.so")).unwrap();
    let matmul = library.get_function("matmul").unwrap();
    let mut a = Tensor::random(DType::F32, &[64, 64], 3).unwrap();
    let mut b = Tensor::random(DType::F32, &[64, 64], 4).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[64, 64]).unwrap();
    let (x, y) = (
        a.as_slice::<f32>().unwrap().to_vec(),
        b.as_slice::<f32>().unwrap().to_vec(),
    );
    let mut expected = vec![0f32; 64 * 64];
    for i in 0..64 {
        for j in 0..64 {
            expected[i * 64 + j] = (0..64).map(|k| x[i * 64 + k] * y[k * 64 + j]).sum();
        }
    }
    let before = tasks_per_slot();
    matmul
        .call(&mut [(&mut a).into(), (&mut b).into(), (&mut c).into()])
        .unwrap();
    let after = tasks_per_slot();
    assert_close(c.as_slice::<f32>().unwrap(), &expected, 1e-5);
    // Slot 0 is the calling thread, slot 1 the pool's worker thread: both ran a task.
    assert_eq!(after.len(), 2, "pool slots: {after:?}");
    let ran: Vec<u64> = after
        .iter()
        .zip(before.iter().chain(std::iter::repeat(&0)))
        .map(|(a, b)| a - b)
        .collect();
    assert!(
        ran.iter().all(|&n| n >= 1),
        "tasks run per slot during the call: {ran:?}"
    );

    let mut wrong = Tensor::zeros(DType::F32, &[64, 32]).unwrap();
    let (kind, message) = raised(
        matmul
            .call(&mut [(&mut a).into(), (&mut wrong).into(), (&mut c).into()])
            .unwrap_err(),
    );
    assert_eq!(kind, "ValueError");
    assert!(
        message.contains("B.shape[1]") && message.contains("argument #1"),
        "{message}"
    );
}

#[test]
fn dynamic_scratch_buffer_uses_modlink_workspaces() {
    let dir = tvm_export(EXPORT_SCRIPT);
    let path = dir.join("twostep.so");
    // TVM allocates the symbolic-size scratch buffer through the weak workspace pointers.
    let nm = std::process::Command::new("nm")
        .arg("-D")
        .arg(&path)
        .output()
        .unwrap();
    let symbols = String::from_utf8_lossy(&nm.stdout);
    assert!(symbols.contains("__TVMBackendAllocWorkspace"), "{symbols}");
    let library = Library::open(&path).unwrap();
    let twostep = library.get_function("twostep").unwrap();
    for n in [1usize, 1000, 100_000] {
        let mut a = Tensor::random(DType::F32, &[n as i64], n as u64).unwrap();
        let mut c = Tensor::zeros(DType::F32, &[n as i64]).unwrap();
        twostep
            .call(&mut [(&mut a).into(), (&mut c).into()])
            .unwrap();
        let a = a.as_slice::<f32>().unwrap();
        let expected: Vec<f32> = (0..n).map(|i| a[n - 1 - i] * 2.0 + 1.0).collect();
        assert_close(c.as_slice::<f32>().unwrap(), &expected, 1e-6);
    }
}
