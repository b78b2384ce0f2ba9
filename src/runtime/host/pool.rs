//! The persistent thread pool behind `TVMBackendParallelLaunch` / `TVMBackendParallelBarrier`
//! (spec §11).
//!
//! One pool per process, created on first launch with one slot per core
//! (`std::thread::available_parallelism`), or `MODLINK_NUM_THREADS`, else `TVM_NUM_THREADS`,
//! or [`set_num_threads`]. Slot 0 is the launching thread itself; slots 1.. are worker threads
//! parked on a condition variable between launches. A launch runs task `i` on slot `i`, so the
//! tasks of one launch run concurrently and the barrier is a real barrier.
//!
//! A launch from inside a task (nested parallelism), or while another thread's launch uses
//! the workers, runs serially on the calling thread as one task (`num_task = 1`), as TVM does for
//! nested launches: generated code splits its loop by `penv->num_task`, so one task covers it.

use super::backend::{RaisedError, set_last_error, take_last_error};
use crate::abi::ffi::ParallelLambda;
use crate::abi::ffi::TVMParallelGroupEnv;
use std::cell::Cell;
use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Barrier, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// Environment variable choosing the pool size (takes precedence over `TVM_NUM_THREADS`).
pub const NUM_THREADS_ENV: &str = "MODLINK_NUM_THREADS";
/// TVM's environment variable for the pool size, honoured when modlink's is unset.
pub const TVM_NUM_THREADS_ENV: &str = "TVM_NUM_THREADS";

thread_local! {
    static IN_TASK: Cell<bool> = const { Cell::new(false) };
}

/// One launch as the workers see it; pointers travel as integers to be `Send`.
#[derive(Clone, Copy)]
struct Job {
    lambda: ParallelLambda,
    cdata: usize,
    env: usize,
    num_task: usize,
}

struct State {
    generation: u64,
    job: Option<Job>,
    remaining: usize,
    failure: Option<RaisedError>,
    failed: bool,
    shutdown: bool,
}

struct Shared {
    state: Mutex<State>,
    start: Condvar,
    done: Condvar,
    tasks_per_slot: Vec<AtomicU64>,
}

fn lock(shared: &Shared) -> MutexGuard<'_, State> {
    // Tasks are C code and cannot poison the lock; recover rather than abort if it happens.
    shared.state.lock().unwrap_or_else(PoisonError::into_inner)
}

struct Pool {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
}

impl Pool {
    fn new(size: usize) -> Pool {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                generation: 0,
                job: None,
                remaining: 0,
                failure: None,
                failed: false,
                shutdown: false,
            }),
            start: Condvar::new(),
            done: Condvar::new(),
            tasks_per_slot: (0..size).map(|_| AtomicU64::new(0)).collect(),
        });
        let mut workers = Vec::new();
        for slot in 1..size {
            let shared = Arc::clone(&shared);
            let spawned = std::thread::Builder::new()
                .name(format!("modlink-pool-{slot}"))
                .spawn(move || worker_loop(&shared, slot));
            match spawned {
                Ok(handle) => workers.push(handle),
                // Fewer threads than asked is still a working pool.
                Err(_) => break,
            }
        }
        Pool { shared, workers }
    }

    fn size(&self) -> usize {
        self.workers.len() + 1
    }

    fn launch(&self, lambda: ParallelLambda, cdata: *mut c_void, num_task: usize) -> c_int {
        let barrier = Barrier::new(num_task);
        let mut env = TVMParallelGroupEnv {
            sync_handle: (&raw const barrier).cast_mut().cast(),
            num_task: i32::try_from(num_task).unwrap_or(i32::MAX),
        };
        let job = Job {
            lambda,
            cdata: cdata as usize,
            env: (&raw mut env) as usize,
            num_task,
        };
        {
            let mut state = lock(&self.shared);
            state.job = Some(job);
            state.generation = state.generation.wrapping_add(1);
            state.remaining = num_task - 1;
            state.failure = None;
            state.failed = false;
            self.shared.start.notify_all();
        }
        let own_result = run_task(&self.shared, job, 0);
        let mut state = lock(&self.shared);
        while state.remaining > 0 {
            state = self
                .shared
                .done
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        state.job = None;
        // `env` and `barrier` outlive every task: all of them have finished here.
        if own_result.is_err() {
            // Task 0's error is already this thread's last error.
            return -1;
        }
        if state.failed {
            if let Some(error) = state.failure.take() {
                set_last_error(error);
            }
            return -1;
        }
        0
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        lock(&self.shared).shutdown = true;
        self.shared.start.notify_all();
        for worker in self.workers.drain(..) {
            // A worker cannot panic (it only runs C tasks); nothing to report if it did.
            let _ = worker.join();
        }
    }
}

/// Runs task `slot` of `job` on this thread; `Err` carries the error it raised, if any.
fn run_task(shared: &Shared, job: Job, slot: usize) -> Result<(), Option<RaisedError>> {
    if let Some(counter) = shared.tasks_per_slot.get(slot) {
        counter.fetch_add(1, Ordering::Relaxed);
    }
    IN_TASK.with(|flag| flag.set(true));
    let task_id = c_int::try_from(slot).unwrap_or(c_int::MAX);
    // SAFETY: the launcher keeps `env` and `cdata` alive until every task has finished, and
    // `lambda` is the generated task body that expects exactly these arguments.
    let code = unsafe {
        (job.lambda)(
            task_id,
            job.env as *mut TVMParallelGroupEnv,
            job.cdata as *mut c_void,
        )
    };
    IN_TASK.with(|flag| flag.set(false));
    if code == 0 {
        Ok(())
    } else if slot == 0 {
        Err(None)
    } else {
        Err(take_last_error())
    }
}

fn worker_loop(shared: &Shared, slot: usize) {
    let mut seen = 0;
    loop {
        let job = {
            let mut state = lock(shared);
            while state.generation == seen && !state.shutdown {
                state = shared
                    .start
                    .wait(state)
                    .unwrap_or_else(PoisonError::into_inner);
            }
            if state.shutdown {
                return;
            }
            seen = state.generation;
            match state.job {
                Some(job) if slot < job.num_task => job,
                _ => continue,
            }
        };
        let result = run_task(shared, job, slot);
        let mut state = lock(shared);
        if let Err(error) = result {
            state.failed = true;
            if state.failure.is_none() {
                state.failure = error;
            }
        }
        state.remaining -= 1;
        if state.remaining == 0 {
            shared.done.notify_all();
        }
    }
}

static POOL: Mutex<Option<Pool>> = Mutex::new(None);
/// Set while a launch uses the pool's workers.
static LAUNCHING: AtomicBool = AtomicBool::new(false);

/// The most slots a pool gets, whatever the environment or [`set_num_threads`] ask: each slot
/// is a thread with its own stack, and a launch allocates per slot.
pub const MAX_POOL_THREADS: usize = 1024;

/// The pool size the environment asks for (`MODLINK_NUM_THREADS`, else `TVM_NUM_THREADS`):
/// `Ok(None)` when neither is set, an error naming the variable for a value that is not a
/// whole number from 1 to [`MAX_POOL_THREADS`].
pub fn pool_size_from_env() -> Result<Option<usize>, crate::runtime::RuntimeError> {
    for variable in [NUM_THREADS_ENV, TVM_NUM_THREADS_ENV] {
        let Some(raw) = std::env::var_os(variable) else {
            continue;
        };
        let value = raw.to_string_lossy().into_owned();
        let fail = |message: String| crate::runtime::RuntimeError::ThreadCount {
            variable,
            value: value.clone(),
            message,
        };
        let count: u64 = value.trim().parse().map_err(|_| {
            fail(format!(
                "expected a whole number of threads from 1 to {MAX_POOL_THREADS}"
            ))
        })?;
        if count == 0 {
            return Err(fail(format!(
                "0 threads: give 1 to {MAX_POOL_THREADS}, or unset it for one per core"
            )));
        }
        return match usize::try_from(count) {
            Ok(n) if n <= MAX_POOL_THREADS => Ok(Some(n)),
            _ => Err(fail(format!(
                "more than the {MAX_POOL_THREADS} threads a pool may have"
            ))),
        };
    }
    Ok(None)
}

/// The pool size the environment asks for, else the number of cores. A bad value cannot be
/// returned as an error from inside a launch: it is logged once (`log::warn!`, target
/// `modlink::runtime`) and the default used; a library never prints (`modlink run` refuses the
/// value before loading anything, and [`pool_size_from_env`] gives the error to any caller).
fn configured_size() -> usize {
    static WARNED: AtomicBool = AtomicBool::new(false);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    match pool_size_from_env() {
        Ok(Some(n)) => n,
        Ok(None) => cores,
        Err(error) => {
            if !WARNED.swap(true, Ordering::Relaxed) {
                log::warn!(target: "modlink::runtime", "{error}; using {cores} threads");
            }
            cores.min(MAX_POOL_THREADS)
        }
    }
}

/// Resizes the process's pool to `num_threads` slots (the calling thread counts as one);
/// waits for a running launch to finish. Returns the size actually started.
pub fn set_num_threads(num_threads: usize) -> usize {
    let mut pool = POOL.lock().unwrap_or_else(PoisonError::into_inner);
    // Drop the old pool (joining its workers) before starting the new one.
    *pool = None;
    let new_pool = Pool::new(num_threads.clamp(1, MAX_POOL_THREADS));
    let size = new_pool.size();
    *pool = Some(new_pool);
    size
}

/// The number of slots of the process's pool (starting it if needed).
pub fn num_threads() -> usize {
    let mut pool = POOL.lock().unwrap_or_else(PoisonError::into_inner);
    pool.get_or_insert_with(|| Pool::new(configured_size()))
        .size()
}

/// How many tasks each slot of the current pool has run since it started: slot 0 is
/// whichever thread launched, slots 1.. are distinct worker threads. Lets tests prove a
/// parallel loop really ran on several threads.
pub fn tasks_per_slot() -> Vec<u64> {
    let pool = POOL.lock().unwrap_or_else(PoisonError::into_inner);
    pool.as_ref().map_or_else(Vec::new, |pool| {
        pool.shared
            .tasks_per_slot
            .iter()
            .map(|c| c.load(Ordering::Relaxed))
            .collect()
    })
}

/// Runs `lambda` as one task on the calling thread.
fn launch_serial(lambda: ParallelLambda, cdata: *mut c_void) -> c_int {
    let barrier = Barrier::new(1);
    let mut env = TVMParallelGroupEnv {
        sync_handle: (&raw const barrier).cast_mut().cast(),
        num_task: 1,
    };
    let was_in_task = IN_TASK.with(|flag| flag.replace(true));
    // SAFETY: `env` and `barrier` live across the call; `cdata` is the caller's.
    let code = unsafe { lambda(0, &raw mut env, cdata) };
    IN_TASK.with(|flag| flag.set(was_in_task));
    if code == 0 { 0 } else { -1 }
}

/// `TVMBackendParallelLaunch(flambda, cdata, num_task)`: runs `flambda(i, penv, cdata)` for
/// `i` in `0..n` on the pool, `n` = `num_task` capped at the pool size (0 = the whole pool).
/// Returns 0, or -1 if any task returned non-zero (its raised error becomes the caller's).
///
/// # Safety
/// `flambda` is a task body valid for `cdata` and any `task_id < penv->num_task`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendParallelLaunch(
    flambda: Option<ParallelLambda>,
    cdata: *mut c_void,
    num_task: c_int,
) -> c_int {
    let Some(lambda) = flambda else {
        set_last_error(RaisedError {
            kind: "RuntimeError".into(),
            message: "TVMBackendParallelLaunch: the task function is NULL".into(),
        });
        return -1;
    };
    if IN_TASK.with(Cell::get) {
        return launch_serial(lambda, cdata);
    }
    // One launch owns the workers at a time; a launch arriving meanwhile runs serially
    // rather than wait. The lock itself is only ever held briefly by anything else.
    if LAUNCHING.swap(true, Ordering::Acquire) {
        return launch_serial(lambda, cdata);
    }
    let mut guard = POOL.lock().unwrap_or_else(PoisonError::into_inner);
    let pool = guard.get_or_insert_with(|| Pool::new(configured_size()));
    let requested = usize::try_from(num_task).unwrap_or(0);
    let tasks = if requested == 0 {
        pool.size()
    } else {
        requested.min(pool.size())
    };
    let code = if tasks <= 1 {
        drop(guard);
        launch_serial(lambda, cdata)
    } else {
        pool.launch(lambda, cdata, tasks)
    };
    LAUNCHING.store(false, Ordering::Release);
    code
}

/// `TVMBackendParallelBarrier(task_id, penv)`: waits until every task of the launch got here.
///
/// # Safety
/// `penv` is the environment [`TVMBackendParallelLaunch`] passed to the calling task.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn TVMBackendParallelBarrier(
    _task_id: c_int,
    penv: *mut TVMParallelGroupEnv,
) -> c_int {
    if penv.is_null() {
        return -1;
    }
    // SAFETY: `penv` is the launch's environment, alive while its tasks run.
    let barrier = unsafe { (*penv).sync_handle }.cast::<Barrier>();
    if barrier.is_null() {
        return -1;
    }
    // SAFETY: the launch created this barrier for exactly `num_task` tasks and keeps it alive.
    unsafe { &*barrier }.wait();
    0
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    struct Shared {
        hits: Vec<AtomicUsize>,
        after_barrier_saw: AtomicUsize,
        threads: Mutex<std::collections::HashSet<std::thread::ThreadId>>,
    }

    unsafe extern "C" fn body(
        task: c_int,
        penv: *mut TVMParallelGroupEnv,
        cdata: *mut c_void,
    ) -> c_int {
        // SAFETY: the test passes a `Shared` and the pool a live env.
        let (shared, env) = unsafe { (&*cdata.cast::<Shared>(), &*penv) };
        shared.hits[task as usize].fetch_add(1, Ordering::SeqCst);
        shared
            .threads
            .lock()
            .unwrap()
            .insert(std::thread::current().id());
        // SAFETY: called from a task of the launch with its env.
        unsafe { TVMBackendParallelBarrier(task, penv) };
        let total: usize = shared.hits.iter().map(|h| h.load(Ordering::SeqCst)).sum();
        if total == env.num_task as usize {
            shared.after_barrier_saw.fetch_add(1, Ordering::SeqCst);
        }
        0
    }

    unsafe extern "C" fn failing(
        task: c_int,
        _: *mut TVMParallelGroupEnv,
        _: *mut c_void,
    ) -> c_int {
        if task == 1 {
            set_last_error(RaisedError {
                kind: "ValueError".into(),
                message: "task 1 failed".into(),
            });
            return -1;
        }
        0
    }

    unsafe extern "C" fn nested(
        task: c_int,
        penv: *mut TVMParallelGroupEnv,
        cdata: *mut c_void,
    ) -> c_int {
        // SAFETY: the test passes a `Shared` with room for the inner launches' reports.
        let shared = unsafe { &*cdata.cast::<Shared>() };
        // An inner launch from a task runs serially as one task on this thread.
        let inner_cdata = cdata;
        // SAFETY: `inner` matches `cdata`.
        let code = unsafe { TVMBackendParallelLaunch(Some(inner), inner_cdata, 0) };
        // SAFETY: the env is the outer launch's.
        let outer_tasks = unsafe { (*penv).num_task };
        shared.hits[task as usize].fetch_add(outer_tasks as usize, Ordering::SeqCst);
        code
    }

    unsafe extern "C" fn inner(
        task: c_int,
        penv: *mut TVMParallelGroupEnv,
        cdata: *mut c_void,
    ) -> c_int {
        // SAFETY: as in `nested`.
        let (shared, env) = unsafe { (&*cdata.cast::<Shared>(), &*penv) };
        assert_eq!((task, env.num_task), (0, 1));
        shared.after_barrier_saw.fetch_add(1, Ordering::SeqCst);
        0
    }

    /// The pool is process-wide: a test holding it makes another test's launch run serially.
    static POOL_TESTS: Mutex<()> = Mutex::new(());

    #[test]
    fn nested_and_concurrent_launches_complete() {
        let _serial = POOL_TESTS.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = num_threads();
        let shared = Shared {
            hits: (0..64).map(|_| AtomicUsize::new(0)).collect(),
            after_barrier_saw: AtomicUsize::new(0),
            threads: Mutex::new(Default::default()),
        };
        let cdata = (&raw const shared).cast_mut().cast::<c_void>() as usize;
        // Several Rust threads launching at once: one gets the pool, the others run serially.
        std::thread::scope(|scope| {
            for _ in 0..4 {
                scope.spawn(move || {
                    // SAFETY: `nested` matches `cdata`, which outlives the scope.
                    let code =
                        unsafe { TVMBackendParallelLaunch(Some(nested), cdata as *mut c_void, 2) };
                    assert_eq!(code, 0);
                });
            }
        });
        let outer_tasks: usize = shared.hits.iter().map(|h| h.load(Ordering::SeqCst)).sum();
        let inner_runs = shared.after_barrier_saw.load(Ordering::SeqCst);
        // Each inner launch ran exactly once per outer task, and every outer task reported the
        // task count it saw (a launch of n tasks adds n per task: n * n in total).
        assert!(inner_runs >= 4, "inner launches: {inner_runs}");
        assert!(
            outer_tasks >= inner_runs,
            "outer {outer_tasks} vs inner {inner_runs}"
        );
    }

    #[test]
    fn barrier_and_failures() {
        let _serial = POOL_TESTS.lock().unwrap_or_else(PoisonError::into_inner);
        assert_eq!(set_num_threads(3), 3);
        let shared = Shared {
            hits: (0..3).map(|_| AtomicUsize::new(0)).collect(),
            after_barrier_saw: AtomicUsize::new(0),
            threads: Mutex::new(Default::default()),
        };
        let cdata = (&raw const shared).cast_mut().cast();
        // SAFETY: `body` matches `cdata`.
        assert_eq!(unsafe { TVMBackendParallelLaunch(Some(body), cdata, 0) }, 0);
        // Every task saw all three arrivals after the barrier: the tasks ran concurrently.
        assert_eq!(shared.after_barrier_saw.load(Ordering::SeqCst), 3);
        assert_eq!(shared.threads.lock().unwrap().len(), 3);
        // SAFETY: `failing` ignores cdata.
        let code = unsafe { TVMBackendParallelLaunch(Some(failing), std::ptr::null_mut(), 2) };
        assert_eq!(code, -1);
        assert_eq!(take_last_error().unwrap().message, "task 1 failed");
        assert_eq!(
            // SAFETY: a NULL lambda is rejected before anything is called.
            unsafe { TVMBackendParallelLaunch(None, std::ptr::null_mut(), 2) },
            -1
        );
        assert!(take_last_error().unwrap().message.contains("NULL"));
    }
}
