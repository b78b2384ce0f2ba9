//! CUDA helpers shared by the test binaries: TVM 0.27 with stub CUDA libraries (no GPU here),
//! and the CUDA tools of the venv's `nvidia-cuda-nvcc-cu12` (ptxas, libdevice).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// The Python prelude that makes stub libcuda.so.1 / libcudart.so.13 (every entry point returns
/// 100, "no device") for the CUDA runtime library of `package` in the work folder
/// (`sys.argv[1]`) and preloads them (tests/support/cuda_stubs.py), as the fixtures' gen.py
/// does, so that importing `package` loads its CUDA runtime.
fn cuda_stubs_prelude(package: &str, keywords: &str) -> String {
    let support = Path::new(super::MANIFEST_DIR).join("tests/support");
    format!(
        "import ctypes, importlib.util, os, re, subprocess, sys\nsys.path.insert(0, {support:?})\nimport cuda_stubs\n\
         work = sys.argv[1]\ncuda_stubs.preload(work, {package:?}{keywords})\n",
        support = support.display().to_string(),
    )
}

/// Runs `script` with the venv's Python after the stub CUDA libraries are made in `dir` and
/// preloaded: `sys.argv[1]` is `dir`, then `args`. Returns its stdout.
pub fn run_python_with_cuda_stubs(script: &str, dir: &Path, args: &[&OsStr]) -> String {
    let arguments: Vec<&OsStr> = std::iter::once(dir.as_os_str())
        .chain(args.iter().copied())
        .collect();
    let prelude = cuda_stubs_prelude("tvm", "");
    super::run_python(&format!("{prelude}{script}"), dir, &arguments)
}

/// The venv's `nvidia/cuda_nvcc` package folder (installed by ci/setup.sh).
pub fn cuda_nvcc_dir() -> PathBuf {
    let venv = super::python()
        .parent()
        .and_then(Path::parent)
        .expect("the venv's python is <venv>/bin/python")
        .to_path_buf();
    let lib = venv.join("lib");
    std::fs::read_dir(&lib)
        .unwrap_or_else(|e| panic!("{}: {e}", lib.display()))
        .filter_map(Result::ok)
        .map(|entry| entry.path().join("site-packages/nvidia/cuda_nvcc"))
        .find(|dir| dir.is_dir())
        .unwrap_or_else(|| {
            panic!(
                "nvidia-cuda-nvcc-cu12 is missing from the venv under {}: run `bash ci/setup.sh`",
                lib.display()
            )
        })
}

/// libdevice.10.bc of the venv.
pub fn libdevice() -> PathBuf {
    cuda_nvcc_dir().join("nvvm/libdevice/libdevice.10.bc")
}

/// ptxas of the venv.
pub fn ptxas() -> PathBuf {
    cuda_nvcc_dir().join("bin/ptxas")
}

/// Reads, with TVM 0.27 alone, the code of the `cuda` module in each CUDA fixture library
/// (`sys.argv[2]`, the fixture folder): the library loaded by `tvm.runtime.load_module`, its
/// `cuda` module serialized back by TVM (`runtime.ModulePackImportsToTensor`) and that blob
/// parsed here after the spec (tvm-format.md §1.2, cuda.md §2), its `code` written to
/// `<library>.code` in the work folder. A PTX image is checked against TVM's `InspectSource` too.
const TVM_FIXTURE_CODES: &str = r#"
import glob, json, os, struct
import tvm, tvm_ffi
fixtures = sys.argv[2]
pack = tvm_ffi.get_global_func("runtime.ModulePackImportsToTensor")

def u64(b, at):
    return struct.unpack_from("<Q", b, at)[0], at + 8

def string(b, at):
    n, at = u64(b, at)
    assert at + n <= len(b), "a string past the end"
    return b[at:at + n], at + n

def cuda_code(blob):
    nbytes, at = u64(blob, 0)
    assert nbytes == len(blob) - 8, (nbytes, len(blob))
    n, at = u64(blob, at); at += 8 * n
    n, at = u64(blob, at); at += 8 * n
    found = []
    while at < len(blob):
        key, at = string(blob, at)
        if key == b"_lib":
            continue
        payload, at = string(blob, at)
        if key != b"cuda":
            continue
        fmt, p = string(payload, 0)
        count, p = u64(payload, p)
        for _ in range(count):
            _, p = string(payload, p)
            _, p = string(payload, p)
            k, p = u64(payload, p); p += 4 * k
            t, p = u64(payload, p)
            for _ in range(t):
                _, p = string(payload, p)
            e, p = u64(payload, p); p += 4 * e
        code, p = string(payload, p)
        assert p == len(payload), "bytes after the code"
        found.append((fmt.decode(), code))
    assert len(found) == 1, found
    return found[0]

def find_cuda(module):
    if module.kind == "cuda":
        return module
    for child in module.imports:
        hit = find_cuda(child)
        if hit is not None:
            return hit
    return None

out = {}
for path in sorted(glob.glob(os.path.join(fixtures, "*.so"))):
    cuda = find_cuda(tvm.runtime.load_module(path))
    fmt, code = cuda_code(pack(cuda).numpy().tobytes())
    if fmt == "ptx":
        assert cuda.inspect_source("ptx") == code.decode(), path
    name = os.path.basename(path)
    with open(os.path.join(work, name + ".code"), "wb") as f:
        f.write(code)
    out[name] = fmt
print(json.dumps(out))
"#;

/// The code image (cubin or PTX with its NUL) of the `cuda` module in the TVM-made CUDA fixture
/// library `library` (`vadd.cubin.so`, …), as TVM 0.27 itself reads and serializes it: the
/// reference independent of modlink (the fixtures' `.cubin`/`.ptx` files were written by
/// `modlink extract`). Read for every fixture once per process.
pub fn tvm_fixture_code(library: &str) -> Vec<u8> {
    static CODES: std::sync::OnceLock<std::collections::BTreeMap<String, Vec<u8>>> =
        std::sync::OnceLock::new();
    let codes = CODES.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let fixtures = super::fixture("cuda");
        let stdout =
            run_python_with_cuda_stubs(TVM_FIXTURE_CODES, dir.path(), &[fixtures.as_os_str()]);
        let listed: serde_json::Value =
            serde_json::from_str(stdout.lines().last().unwrap_or("")).unwrap();
        listed
            .as_object()
            .unwrap()
            .keys()
            .map(|name| {
                let code = std::fs::read(dir.path().join(format!("{name}.code"))).unwrap();
                (name.clone(), code)
            })
            .collect()
    });
    codes
        .get(library)
        .unwrap_or_else(|| panic!("TVM found no cuda module in the fixture {library}"))
        .clone()
}

/// Runs `script` with the venv's Python after stub CUDA libraries for `package` (`tvm` or
/// `tvm_tirx`) are made in `dir` and preloaded, then `package` imported (its CUDA loader
/// registered): stubs that succeed where a launch needs them and write each call that matters
/// to `calls.log` there (`cudaSetDevice(N)`, `cuModuleLoadData`, `cuModuleGetFunction(NAME)`,
/// `cuLaunchKernelEx grid=(x,y,z) block=(x,y,z) shmem=N`; tests/support/cuda_stubs.py
/// `recording`). `sys.argv[1]` is `dir`, `sys.argv[2]` `package`, then `args`. Returns its
/// stdout and the calls the stubs saw, one a line.
pub fn run_python_with_recording_cuda_stubs(
    package: &str,
    script: &str,
    dir: &Path,
    args: &[&OsStr],
) -> (String, Vec<String>) {
    let arguments: Vec<&OsStr> = [dir.as_os_str(), OsStr::new(package)]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    let prelude = cuda_stubs_prelude(
        package,
        ", **cuda_stubs.recording(os.path.join(work, \"calls.log\"))",
    );
    let stdout = super::run_python(
        &format!("{prelude}import importlib\nimportlib.import_module({package:?})\n{script}"),
        dir,
        &arguments,
    );
    let calls = std::fs::read_to_string(dir.join("calls.log"))
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect();
    (stdout, calls)
}
