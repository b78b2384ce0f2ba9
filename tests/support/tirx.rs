//! CUDA libraries built by apache-tvm-tirx for the tests (tests/support/tirx_cuda_fixtures.py),
//! once per test binary, with the description TIRx's side wrote.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The Python with apache-tvm-tirx 0.1.0a4: `$MODLINK_TIRX_PYTHON`, else the venv's Python
/// ([`super::python`]), into which ci/setup.sh installs TIRx beside TVM 0.27.
pub fn tirx_python() -> PathBuf {
    std::env::var_os("MODLINK_TIRX_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(super::python)
}

/// The built fixtures: a folder of libraries and v1 payloads, and the script's JSON
/// (`fixtures.<name>.{library, fmt, code_len, code_sha256, kernels}`, `arch`, `tirx`).
pub struct TirxCudaFixtures {
    _dir: tempfile::TempDir,
    /// What the script printed.
    pub description: Value,
}

impl TirxCudaFixtures {
    /// The names of the fixtures.
    pub fn names(&self) -> Vec<String> {
        self.description["fixtures"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    }

    /// One fixture's description.
    pub fn fixture(&self, name: &str) -> &Value {
        &self.description["fixtures"][name]
    }

    /// One fixture's library.
    pub fn library(&self, name: &str) -> PathBuf {
        PathBuf::from(self.fixture(name)["library"].as_str().unwrap())
    }

    /// The same kernels as a v1 `cuda` payload, written by the script.
    pub fn v1_payload(&self, name: &str) -> bytes::Bytes {
        let library = self.library(name);
        let path = library.with_file_name(format!("{name}.v1.payload.bin"));
        bytes::Bytes::from(std::fs::read(path).unwrap())
    }
}

/// Builds the fixtures on first use (a few seconds of TIRx compiling) and shares them.
pub fn tirx_cuda_fixtures() -> &'static TirxCudaFixtures {
    static FIXTURES: OnceLock<TirxCudaFixtures> = OnceLock::new();
    FIXTURES.get_or_init(|| build_fixtures(false))
}

/// The same kernels compiled by TIRx at build time to cubin and PTX (sm_80; the script's
/// `compiled` mode, with CUDA 13's NVRTC from `.venv-cu13`, which ci/setup.sh installs, or
/// `$MODLINK_CU13_PATH`), keyed `<name>.cubin` and `<name>.ptx`.
pub fn tirx_compiled_fixtures() -> &'static TirxCudaFixtures {
    static FIXTURES: OnceLock<TirxCudaFixtures> = OnceLock::new();
    FIXTURES.get_or_init(|| build_fixtures(true))
}

fn build_fixtures(compiled: bool) -> TirxCudaFixtures {
    let dir = tempfile::tempdir().unwrap();
    let script = Path::new(super::MANIFEST_DIR).join("tests/support/tirx_cuda_fixtures.py");
    let mut command = std::process::Command::new(tirx_python());
    command.arg(&script).arg(dir.path());
    if compiled {
        let cu13 = std::env::var_os("MODLINK_CU13_PATH")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(super::MANIFEST_DIR).join(".venv-cu13"));
        command.arg("compiled").env("PYTHONPATH", cu13);
    }
    let out = command.output().unwrap();
    assert!(
        out.status.success(),
        "building the TIRx fixtures failed (ci/setup.sh installs apache-tvm-tirx into \
         .venv and CUDA 13's NVRTC into .venv-cu13; or set MODLINK_TIRX_PYTHON, \
         MODLINK_CU13_PATH): {}\nstderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let last = stdout.lines().last().unwrap_or("");
    let description = serde_json::from_str(last).unwrap();
    TirxCudaFixtures {
        _dir: dir,
        description,
    }
}
