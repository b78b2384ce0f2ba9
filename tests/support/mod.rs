//! Test support shared by every test binary: where the fixtures and the venv are, the modlink
//! binary, Python with TVM, hashing and a seeded RNG. Include it with `mod support;`; areas
//! add their own helpers as submodules here (`support::<area>`).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The crate root.
pub const MANIFEST_DIR: &str = env!("CARGO_MANIFEST_DIR");

/// Libraries exported by real TVM 0.27 (`../shared/fixtures/tvm-0.27`).
pub fn fixtures_dir() -> PathBuf {
    Path::new(MANIFEST_DIR).join("../shared/fixtures/tvm-0.27")
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
    let path = dir.join("script.py");
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

/// A small seeded generator (xorshift64*) for test data: the same seed gives the same values.
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (0 is mapped to a fixed non-zero state).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 { 0x9E37_79B9_7F4A_7C15 } else { seed })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A float in [-1, 1).
    pub fn next_f32(&mut self) -> f32 {
        ((self.next_u64() >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }

    /// An integer in [0, bound).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound.max(1)
    }
}
