//! `parallel for` through TVM's launch protocol: the test writes its own 2-thread
//! `TVMBackendParallelLaunch` into the library's weak `__TVMBackendParallelLaunch` variable;
//! with the variable left NULL the kernel runs serially.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicI32, Ordering};
use std::thread::ThreadId;
use support::kernels::*;

#[repr(C)]
struct ParallelGroupEnv {
    sync_handle: *mut c_void,
    num_task: i32,
}

type Lambda = unsafe extern "C" fn(i32, *mut ParallelGroupEnv, *mut c_void) -> i32;
type Launch = unsafe extern "C" fn(Lambda, *mut c_void, i32) -> i32;

static SEEN_THREADS: Mutex<Vec<ThreadId>> = Mutex::new(Vec::new());
static LAUNCHES: AtomicI32 = AtomicI32::new(0);
const TASKS: i32 = 2;

/// Runs `lambda` as tasks 0 and 1 on two fresh threads and records which threads ran them.
unsafe extern "C" fn two_thread_launch(lambda: Lambda, cdata: *mut c_void, _num_task: i32) -> i32 {
    LAUNCHES.fetch_add(1, Ordering::SeqCst);
    let cdata = cdata as usize;
    let statuses: Vec<i32> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..TASKS)
            .map(|task| {
                scope.spawn(move || {
                    SEEN_THREADS
                        .lock()
                        .unwrap()
                        .push(std::thread::current().id());
                    let mut env = ParallelGroupEnv {
                        sync_handle: std::ptr::null_mut(),
                        num_task: TASKS,
                    };
                    // SAFETY: the protocol: lambda(task_id, penv, cdata) for each task.
                    unsafe { lambda(task, &mut env, cdata as *mut c_void) }
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    if statuses.iter().all(|s| *s == 0) {
        0
    } else {
        -1
    }
}

unsafe extern "C" fn failing_launch(_lambda: Lambda, _cdata: *mut c_void, _num_task: i32) -> i32 {
    -1
}

/// Writes `launch` into the library's `__TVMBackendParallelLaunch` (as a loader would).
fn install_launcher(library: &libloading::Library, launch: Option<Launch>) {
    // SAFETY: the symbol is a pointer-sized, pointer-aligned data variable.
    unsafe {
        let slot: libloading::Symbol<*mut Option<Launch>> =
            library.get(b"__TVMBackendParallelLaunch").unwrap();
        let slot: *mut Option<Launch> = *slot;
        slot.write(launch);
    }
}

fn saxpy_case(library: &libloading::Library, n: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let (x, y) = (rng.f32s(n, 3.0), rng.f32s(n, 3.0));
    let a = -0.5f32;
    let expected: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a * x + y).collect();
    let mut tx = Tensor::new(x, &[n as i64]);
    let mut ty = Tensor::new(y, &[n as i64]);
    let mut out = Tensor::<f32>::zeros(&[n as i64]);
    let status = call_packed(
        library,
        "saxpy",
        &[TVMFFIAny::float(a as f64), tx.any(), ty.any(), out.any()],
    );
    assert_eq!(status, 0, "n={n}");
    assert_close_f32(&out.data, &expected, 1e-5, "saxpy");
}

/// The launcher-using tests share process-wide counters, so they run in one test function.
#[test]
fn saxpy_and_matmul_run_on_two_threads_or_serially() {
    let (_dir, path) = build_library(&kernels_program(), &CodegenOptions::default());

    // 1. NULL launcher: serial fallback, correct.
    let library = load_now(&path);
    for (n, seed) in [(0, 1), (1, 2), (37, 3), (1001, 4)] {
        saxpy_case(&library, n, seed);
    }
    assert_eq!(LAUNCHES.load(Ordering::SeqCst), 0);
    assert!(SEEN_THREADS.lock().unwrap().is_empty());

    // 2. Two-thread launcher.
    install_launcher(&library, Some(two_thread_launch));
    let test_thread = std::thread::current().id();
    for (n, seed) in [(0, 5), (1, 6), (37, 7), (1001, 8)] {
        SEEN_THREADS.lock().unwrap().clear();
        saxpy_case(&library, n, seed);
        let seen = SEEN_THREADS.lock().unwrap().clone();
        assert_eq!(seen.len(), 2, "two tasks ran for n={n}");
        assert_ne!(seen[0], seen[1], "tasks ran on distinct threads");
        assert!(!seen.contains(&test_thread));
    }
    assert_eq!(LAUNCHES.load(Ordering::SeqCst), 4);

    // matmul's parallel outer loop reads captured extents (m, k, n) and three buffers.
    let mut rng = Rng::new(9);
    let (m, k, n) = (9, 13, 7);
    let a = rng.f32s(m * k, 1.0);
    let b = rng.f32s(k * n, 1.0);
    let mut expected = vec![0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            let mut acc = 0f32;
            for r in 0..k {
                acc += a[i * k + r] * b[r * n + j];
            }
            expected[i * n + j] = acc;
        }
    }
    let mut ta = Tensor::new(a, &[m as i64, k as i64]);
    let mut tb = Tensor::new(b, &[k as i64, n as i64]);
    let mut tc = Tensor::<f32>::zeros(&[m as i64, n as i64]);
    SEEN_THREADS.lock().unwrap().clear();
    assert_eq!(
        call_packed(&library, "matmul", &[ta.any(), tb.any(), tc.any()]),
        0
    );
    assert_close_f32(&tc.data, &expected, 1e-5, "matmul parallel");
    assert_eq!(SEEN_THREADS.lock().unwrap().len(), 2);

    // 3. A failing launcher makes the kernel fail.
    install_launcher(&library, Some(failing_launch));
    let mut x = Tensor::new(vec![1.0f32], &[1]);
    let mut y = Tensor::new(vec![1.0f32], &[1]);
    let mut out = Tensor::<f32>::zeros(&[1]);
    let status = call_packed(
        &library,
        "saxpy",
        &[TVMFFIAny::float(1.0), x.any(), y.any(), out.any()],
    );
    assert_eq!(status, -1);

    // 4. Back to NULL: serial again.
    install_launcher(&library, None);
    saxpy_case(&library, 37, 10);
}
