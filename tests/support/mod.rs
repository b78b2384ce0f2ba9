//! Test support shared by every test binary: where the fixtures and the venv are, the modlink
//! binary, Python with TVM, hashing and a seeded RNG. Include it with `mod support;`; areas
//! add their own helpers as submodules here (`support::<area>`).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod blob;
pub mod cli;
pub mod codegen_cache;
pub mod cpu_levels;
pub mod cross;
pub mod cuda;
pub mod export;
pub mod export_direct;
pub mod export_direct_macho;
pub mod export_direct_pe;
pub mod kernels;
pub mod locate;
pub mod opencl;
pub mod relax;
pub mod relax_vm;
pub mod relax_write;
mod rng;
pub mod runtime;
pub mod skip;
pub mod small_fs;
pub mod tirx;
pub mod wine;

pub use rng::Rng;
pub use skip::skip;

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The crate root.
pub const MANIFEST_DIR: &str = env!("CARGO_MANIFEST_DIR");

/// Libraries exported by real TVM 0.27 (`../shared/fixtures/tvm-0.27`), as a string.
pub const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/fixtures/tvm-0.27");

/// Libraries exported by real TVM 0.27 (`../shared/fixtures/tvm-0.27`).
pub fn fixtures_dir() -> PathBuf {
    PathBuf::from(FIXTURES)
}

/// A file of [`fixtures_dir`].
pub fn fixture(name: &str) -> PathBuf {
    fixtures_dir().join(name)
}

/// The Relax VM models exported by real TVM 0.27 (`../shared/fixtures/tvm-0.27/relax`).
pub fn relax_fixtures_dir() -> PathBuf {
    fixtures_dir().join("relax")
}

/// The Python with apache-tvm 0.27: `$MODLINK_PYTHON`, else `<crate>/.venv/bin/python`.
/// Fails the test (never skips) with how to make the venv when it is missing.
pub fn python() -> PathBuf {
    let python = std::env::var_os("MODLINK_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(MANIFEST_DIR).join(".venv/bin/python"));
    assert!(
        python.exists(),
        "the Python venv with apache-tvm 0.27 is missing ({}): run `bash ci/setup.sh` (it makes \
         .venv) or set MODLINK_PYTHON to a Python that can `import tvm`",
        python.display()
    );
    python
}

/// Runs a Python script with [`python`] (extra `args` after the script path) and returns its
/// stdout; fails the test with stdout and stderr when it exits non-zero.
pub fn run_python(script: &str, dir: &Path, args: &[&std::ffi::OsStr]) -> String {
    // The name scripts rely on to find files beside them (`__file__[:-3] + ".list"`).
    let path = dir.join("check.py");
    std::fs::write(&path, script).unwrap();
    let out = Command::new(python())
        .arg(&path)
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "python failed: {}\nstdout: {stdout}\nstderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Runs a Python script and parses the JSON on the last line it prints.
pub fn run_python_json(script: &str, dir: &Path) -> serde_json::Value {
    let stdout = run_python(script, dir, &[]);
    let last = stdout.lines().last().unwrap_or("");
    serde_json::from_str(last).unwrap_or_else(|e| panic!("bad JSON `{last}`: {e}"))
}

/// The modlink binary built for these tests.
pub fn modlink_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_modlink"))
}

/// Lower-case hex SHA-256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Tests of one binary run concurrently in one process. A test that measures the whole process
/// (every heap allocation of every thread, the resident memory) takes it alone with
/// [`whole_process`]; the other tests of its binary hold [`shared_process`] while they run.
static PROCESS: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// Waits until no other test holds the process, then keeps them out while the guard lives.
pub fn whole_process() -> std::sync::RwLockWriteGuard<'static, ()> {
    PROCESS
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Keeps a [`whole_process`] test from measuring while the guard lives.
pub fn shared_process() -> std::sync::RwLockReadGuard<'static, ()> {
    PROCESS
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The runtime's thread pool is process-wide: `set_num_threads` restarts it and its per-slot
/// task counters. A test that resizes it and reads the counters holds this guard throughout.
pub fn thread_pool() -> std::sync::MutexGuard<'static, ()> {
    static POOL: std::sync::Mutex<()> = std::sync::Mutex::new(());
    POOL.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The switch that skips the heavy tests (tests/measure/big_blob.rs: a 3 GiB blob exported,
/// linked and loaded, several minutes of disk I/O) on a developer's machine: `MODLINK_SKIP_HEAVY=1`.
/// A skip by the one rule ([`skip`]): under CI the variable fails the test, so the heavy tests
/// always run there; elsewhere the skip is printed and counted.
pub fn skip_heavy(test: &str) -> bool {
    let wanted = std::env::var_os("MODLINK_SKIP_HEAVY").is_some_and(|v| v != "0" && !v.is_empty());
    if wanted {
        skip(
            test,
            "MODLINK_SKIP_HEAVY is set",
            "unset MODLINK_SKIP_HEAVY to run the heavy tests",
        );
    }
    wanted
}

/// Runs the test `name` (`<file>::<test>`) of this test binary again in a child process, with
/// `env` added to its environment (`None` removes a variable), and returns its output: how a
/// test checks that another test fails under a condition it plants.
pub fn rerun_test(name: &str, env: &[(&str, Option<&std::ffi::OsStr>)]) -> std::process::Output {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command.args(["--exact", name, "--test-threads=1", "--nocapture"]);
    // A skip in the child is the parent's business, not one to count.
    command.env_remove("MODLINK_SKIP_LOG");
    for (key, value) in env {
        match value {
            Some(value) => command.env(key, value),
            None => command.env_remove(key),
        };
    }
    command.output().unwrap()
}

/// Runs the modlink binary in `dir` with `args`.
pub fn modlink_in(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(modlink_bin())
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

/// Runs the modlink binary in `dir`, which must fail; returns its stderr.
pub fn modlink_failure(dir: &Path, args: &[&str]) -> String {
    let output = modlink_in(dir, args);
    assert!(!output.status.success(), "{args:?} succeeded");
    String::from_utf8_lossy(&output.stderr).into_owned()
}
