//! The client matrix: every released runtime a modlink library may meet, each in its own venv
//! made by `ci/setup-clients.sh` (TVM 0.25.0.post1 + tvm-ffi 0.1.12, TVM 0.26.0, standalone
//! apache-tvm-ffi + apache-tvm-ffi-orcjit; TVM 0.27 and apache-tvm-tirx 0.1.0a4 are in
//! `ci/setup.sh`'s `.venv`). Per client:
//! modlink kernels called with correct results and their error messages intact, `modlink demo`'s
//! Relax library run where the client has a Relax VM, and `modlink check --runtime <client>`'s
//! verdict compared with what the client really does.
//!
//! The TVM 0.27 and TIRx cells use `ci/setup.sh`'s `.venv` and run with every test (the only
//! checks of `check`'s verdicts against what those runtimes do with the demo libraries). The
//! other cells are
//! ignored in the ordinary run (their venvs take minutes to install); run them with
//! `bash ci/client-matrix.sh`, whose last result the README records.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::model::{ModelSpec, SplitMix64};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A client: its name for `modlink check --runtime`, its venv, how it loads libraries.
struct Client {
    runtime: &'static str,
    venv: &'static str,
    /// `tvm`: `tvm.runtime.load_module`; `ffi`: `tvm_ffi.load_module`.
    loader: &'static str,
}

const TVM025: Client = Client {
    runtime: "tvm-0.25",
    venv: ".venv-tvm025",
    loader: "tvm",
};
const TVM026: Client = Client {
    runtime: "tvm-0.26",
    venv: ".venv-tvm026",
    loader: "tvm",
};
const TVM027: Client = Client {
    runtime: "tvm-0.27",
    venv: ".venv",
    loader: "tvm",
};
/// apache-tvm-tirx 0.1.0a4, installed in `ci/setup.sh`'s `.venv` beside TVM 0.27: its slimmer
/// runtime (`import tvm_tirx`) over the same tvm-ffi, with no Relax VM or graph executor.
const TIRX: Client = Client {
    runtime: "tirx-0.1",
    venv: ".venv",
    loader: "tirx",
};
const TVM_FFI: Client = Client {
    runtime: "tvm-ffi",
    venv: ".venv-tvmffi",
    loader: "ffi",
};

fn venv_python(client: &Client) -> PathBuf {
    if client.venv == ".venv" {
        return support::python();
    }
    let python = Path::new(support::MANIFEST_DIR)
        .join(client.venv)
        .join("bin/python");
    assert!(
        python.exists(),
        "{} is missing: run `bash ci/setup-clients.sh`",
        python.display()
    );
    python
}

fn modlink(args: &[&str], cwd: &Path) -> std::process::Output {
    Command::new(support::modlink_bin())
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap()
}

fn ok(out: std::process::Output) -> String {
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs `script` with `args` in the client's Python; the last stdout line as JSON.
fn run(client: &Client, script: &str, args: &[&Path], dir: &Path) -> serde_json::Value {
    let path = dir.join(format!("{}.py", client.runtime));
    std::fs::write(&path, script).unwrap();
    let out = Command::new(venv_python(client))
        .arg(&path)
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}: {}\n{stdout}\n{}",
        client.runtime,
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let last = stdout.lines().last().unwrap_or("");
    serde_json::from_str(last).unwrap_or_else(|e| panic!("bad JSON `{last}`: {e}"))
}

const KERNELS_SCRIPT: &str = r#"
import json, sys
import numpy as np
import tvm_ffi
mode, path = sys.argv[1], sys.argv[2]
out = {}
if mode == "orcjit":
    import tvm_ffi_orcjit
    m = tvm_ffi_orcjit.default_session().load_module(path)
elif mode == "tvm":
    import tvm
    out["version"] = tvm.__version__
    m = tvm.runtime.load_module(path)
else:
    if mode == "tirx":
        import tvm_tirx
        out["version"] = tvm_tirx.__version__
    m = tvm_ffi.load_module(path)
rng = np.random.default_rng(0)
a = rng.standard_normal(1000).astype("float32")
b = rng.standard_normal(1000).astype("float32")
c = np.zeros(1000, dtype="float32")
m["vadd"](tvm_ffi.from_dlpack(a), tvm_ffi.from_dlpack(b), tvm_ffi.from_dlpack(c))
out["vadd_err"] = float(np.abs(c - (a + b)).max())
x = rng.standard_normal((64, 37)).astype("float32")
y = rng.standard_normal((37, 50)).astype("float32")
z = np.zeros((64, 50), dtype="float32")
m["matmul"](tvm_ffi.from_dlpack(x), tvm_ffi.from_dlpack(y), tvm_ffi.from_dlpack(z))
out["matmul_err"] = float(np.abs(z - x @ y).max())
for key, call in [
    ("shape_error", lambda: m["vadd"](tvm_ffi.from_dlpack(a), tvm_ffi.from_dlpack(b[:5]), tvm_ffi.from_dlpack(c))),
    ("type_error", lambda: m["saxpy"]("x", tvm_ffi.from_dlpack(a), tvm_ffi.from_dlpack(b), tvm_ffi.from_dlpack(c))),
    ("dtype_error", lambda: m["vadd"](tvm_ffi.from_dlpack(a.astype("float64")), tvm_ffi.from_dlpack(b), tvm_ffi.from_dlpack(c))),
]:
    try:
        call()
        out[key] = None
    except Exception as e:
        out[key] = [type(e).__name__, str(e)]
print(json.dumps(out))
"#;

/// Loads a library the way the client does; with a Relax VM, runs `main` on the input file.
const LOAD_SCRIPT: &str = r#"
import json, sys
import numpy as np
mode, path, inp = sys.argv[1], sys.argv[2], sys.argv[3]
out = {}
try:
    if mode == "tvm":
        import tvm
        from tvm import relax
        lib = tvm.runtime.load_module(path)
        out["root"] = lib.kind if hasattr(lib, "kind") else type(lib).__name__
        x = np.fromfile(inp, dtype="<f4").reshape(4, 64)
        vm = relax.VirtualMachine(lib, tvm.cpu())
        out["y"] = [float(v) for v in vm["main"](tvm.runtime.tensor(x)).numpy().ravel()]
    else:
        if mode == "tirx":
            import tvm_tirx
        import tvm_ffi
        lib = tvm_ffi.load_module(path)
    out["loaded"] = True
except Exception as e:
    out["loaded"] = False
    out["error"] = str(e)
print(json.dumps(out))
"#;

fn check_verdict(runtime: &str, lib: &Path, dir: &Path) -> bool {
    let out = modlink(&["check", lib.to_str().unwrap(), "--runtime", runtime], dir);
    let text = String::from_utf8_lossy(&out.stdout);
    let verdict = text.lines().last().unwrap_or("").to_string();
    let loads = verdict.contains(&format!("loads with {runtime}"));
    assert_eq!(
        loads,
        out.status.success(),
        "exit status and verdict agree: {verdict}"
    );
    loads
}

fn assert_kernels(result: &serde_json::Value, who: &str) {
    assert!(
        result["vadd_err"].as_f64().unwrap() <= 1e-6,
        "{who}: {result}"
    );
    assert!(
        result["matmul_err"].as_f64().unwrap() <= 1e-4,
        "{who}: {result}"
    );
    assert_eq!(result["shape_error"][0], "ValueError", "{who}: {result}");
    assert!(
        result["shape_error"][1].as_str().unwrap().contains(
            "kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 5, but argument 0 (`A`) dimension 0 bound `n` to 1000"
        ),
        "{who}: {result}"
    );
    assert_eq!(result["type_error"][0], "TypeError", "{who}: {result}");
    assert!(
        result["type_error"][1]
            .as_str()
            .unwrap()
            .contains("kernel `saxpy`: argument 0 (`a`): expected a f32 scalar"),
        "{who}: {result}"
    );
    assert_eq!(result["dtype_error"][0], "TypeError", "{who}: {result}");
    assert!(
        result["dtype_error"][1].as_str().unwrap().contains(
            "kernel `vadd`: argument 0 (`A`): expected dtype f32 (code 2, bits 32, lanes 1), got code 2, bits 64, lanes 1"
        ),
        "{who}: {result}"
    );
}

/// Kernels, the Relax demo, the graph-executor demo, and the check verdict of each, in one
/// client.
fn client_cell(client: &Client) {
    let dir = tempfile::tempdir().unwrap();
    let kir = Path::new(support::MANIFEST_DIR).join("examples/kernels.kir");
    let kernels = dir.path().join("libkernels.so");
    ok(modlink(
        &[
            "build",
            kir.to_str().unwrap(),
            "-o",
            kernels.to_str().unwrap(),
        ],
        dir.path(),
    ));
    let result = run(
        client,
        KERNELS_SCRIPT,
        &[Path::new(client.loader), &kernels],
        dir.path(),
    );
    assert_kernels(&result, client.runtime);
    assert!(check_verdict(client.runtime, &kernels, dir.path()));

    // The demo in both forms, and an input for it.
    ok(modlink(&["demo", "--dir", "relax"], dir.path()));
    ok(modlink(
        &["demo", "--dir", "graph", "--executor", "graph"],
        dir.path(),
    ));
    let spec = ModelSpec::demo_mlp();
    let input = SplitMix64(41).f32_vec(4 * 64, 1.0);
    let input_file = dir.path().join("x.bin");
    std::fs::write(
        &input_file,
        input
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    let art = spec.lower().unwrap();
    let want = modlink::model::reference::evaluate(&spec, &art, &input);
    for form in ["relax", "graph"] {
        let lib = dir.path().join(form).join("demo.so");
        let result = run(
            client,
            LOAD_SCRIPT,
            &[Path::new(client.loader), &lib, &input_file],
            dir.path(),
        );
        let loaded = result["loaded"].as_bool().unwrap();
        let verdict = check_verdict(client.runtime, &lib, dir.path());
        assert_eq!(
            verdict, loaded,
            "{} on the {form} demo: check says loads={verdict}, the client did loads={loaded}: {result}",
            client.runtime
        );
        if loaded && client.loader == "tvm" {
            let got: Vec<f32> = result["y"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_f64().unwrap() as f32)
                .collect();
            support::relax_write::assert_close(&got, &want, &format!("{} demo", client.runtime));
        }
        if !loaded {
            let error = result["error"].as_str().unwrap();
            let kind = if form == "relax" {
                "relax.VMExecutable"
            } else {
                "GraphExecutorFactory"
            };
            assert!(
                error.contains(&format!(
                    "Library binary was created using {{{kind}}} but a loader of that name is not registered"
                )),
                "{}: {error}",
                client.runtime
            );
        }
    }
}

#[test]
#[ignore = "needs the venvs of ci/setup-clients.sh; run by ci/client-matrix.sh"]
fn tvm_025() {
    client_cell(&TVM025);
}

#[test]
#[ignore = "needs the venvs of ci/setup-clients.sh; run by ci/client-matrix.sh"]
fn tvm_026() {
    client_cell(&TVM026);
}

#[test]
fn tvm_027() {
    client_cell(&TVM027);
}

/// In `ci/setup.sh`'s venv, so it runs with every test: modlink's CPU kernels in TIRx's runtime;
/// both demos refused for their missing loaders, as `check --runtime tirx-0.1` says. (Its CUDA
/// side: `tests/cli/cli_cuda_clients.rs`.)
#[test]
fn tirx_01() {
    client_cell(&TIRX);
}

#[test]
#[ignore = "needs the venvs of ci/setup-clients.sh; run by ci/client-matrix.sh"]
fn tvm_ffi_standalone() {
    client_cell(&TVM_FFI);
}

/// `--emit obj` objects loaded by LLVM ORC JIT (apache-tvm-ffi-orcjit): kernels and errors.
#[test]
#[ignore = "needs the venvs of ci/setup-clients.sh; run by ci/client-matrix.sh"]
fn tvm_ffi_orcjit_objects() {
    let dir = tempfile::tempdir().unwrap();
    let kir = Path::new(support::MANIFEST_DIR).join("examples/kernels.kir");
    let object = dir.path().join("kernels.o");
    ok(modlink(
        &[
            "build",
            kir.to_str().unwrap(),
            "--emit",
            "obj",
            "-o",
            object.to_str().unwrap(),
        ],
        dir.path(),
    ));
    let result = run(
        &TVM_FFI,
        KERNELS_SCRIPT,
        &[Path::new("orcjit"), &object],
        dir.path(),
    );
    assert_kernels(&result, "tvm-ffi-orcjit");
}
