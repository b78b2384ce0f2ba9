//! CUDA helpers shared by the test binaries: TVM 0.27 with stub CUDA libraries (no GPU here),
//! and the CUDA tools of the venv's `nvidia-cuda-nvcc-cu12` (ptxas, libdevice).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// Makes stub libcuda.so.1 / libcudart.so.13 (every entry point returns 100, "no device")
/// named after libtvm_runtime_cuda.so's imports in the work folder (`sys.argv[1]`) and preloads
/// them, as the fixtures' gen.py does, so that `import tvm` loads TVM's CUDA runtime.
const TVM_CUDA_STUBS: &str = r#"
import ctypes, importlib.util, os, re, subprocess, sys
work = sys.argv[1]
spec = importlib.util.find_spec("tvm")
rt_cuda = os.path.join(spec.submodule_search_locations[0], "lib", "libtvm_runtime_cuda.so")
undef = subprocess.run(["nm", "-D", "--undefined-only", rt_cuda], check=True,
                       capture_output=True, text=True).stdout.split()
for soname, pat, node in (("libcuda.so.1", r"^(cu[A-Z]\w*)$", None),
                          ("libcudart.so.13", r"^(cuda[A-Z]\w*)@libcudart\.so\.13$",
                           "libcudart.so.13")):
    syms = sorted({m.group(1) for s in undef for m in [re.match(pat, s)] if m})
    src = os.path.join(work, soname + ".c")
    with open(src, "w") as f:
        f.writelines(f"int {s}(void) {{ return 100; }}\n" for s in syms)
    cmd = ["gcc", "-shared", "-fPIC", "-o", os.path.join(work, soname), src,
           f"-Wl,-soname,{soname}"]
    if node:
        vmap = os.path.join(work, soname + ".map")
        with open(vmap, "w") as f:
            f.write(f"{node} {{ global: *; }};\n")
        cmd.append(f"-Wl,--version-script={vmap}")
    subprocess.run(cmd, check=True)
    ctypes.CDLL(os.path.join(work, soname), mode=ctypes.RTLD_GLOBAL)
"#;

/// Runs `script` with the venv's Python after the stub CUDA libraries are made in `dir` and
/// preloaded: `sys.argv[1]` is `dir`, then `args`. Returns its stdout.
pub fn run_python_with_cuda_stubs(script: &str, dir: &Path, args: &[&OsStr]) -> String {
    let arguments: Vec<&OsStr> = std::iter::once(dir.as_os_str())
        .chain(args.iter().copied())
        .collect();
    super::run_python(&format!("{TVM_CUDA_STUBS}{script}"), dir, &arguments)
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

/// Stub libcuda.so.1 / libcudart.so.13 for the CUDA runtime library of the Python package
/// `sys.argv[2]` (`tvm` for TVM 0.27, `tvm_tirx` for TIRx), made in the work folder
/// (`sys.argv[1]`) and preloaded, that succeed where a launch needs them and write each call
/// that matters to `calls.log` there: `cudaSetDevice(N)`, `cuModuleLoadData`,
/// `cuModuleGetFunction(NAME)`, `cuLaunchKernelEx grid=(x,y,z) block=(x,y,z) shmem=N`. Every
/// other entry point fails with 100 ("no device"), and the error strings name the call that
/// failed. Then `package` is imported: its CUDA loader is registered.
const RECORDING_CUDA_STUBS: &str = r#"
import ctypes, importlib, importlib.util, os, re, subprocess, sys
work, package = sys.argv[1], sys.argv[2]
log = os.path.join(work, "calls.log")
spec = importlib.util.find_spec(package)
rt_cuda = os.path.join(spec.submodule_search_locations[0], "lib", "libtvm_runtime_cuda.so")
undef = subprocess.run(["nm", "-D", "--undefined-only", rt_cuda], check=True,
                       capture_output=True, text=True).stdout.split()
record = 'static void record(const char* text) { FILE* f = fopen("%s", "a"); if (f) { fputs(text, f); fputc(10, f); fclose(f); } }' % log
special = {
    "cudaGetErrorString": 'const char* cudaGetErrorString(int e) { static char t[160]; snprintf(t, sizeof t, "stub: %s returned %d", last_call, e); return t; }',
    "cudaGetErrorName": 'const char* cudaGetErrorName(int e) { return "stubError"; }',
    "cuGetErrorString": 'int cuGetErrorString(int e, const char** out) { static char t[160]; snprintf(t, sizeof t, "stub: %s returned %d", last_call, e); *out = t; return 0; }',
    "cuGetErrorName": 'int cuGetErrorName(int e, const char** out) { *out = "STUB_ERROR"; return 0; }',
    "cudaSetDevice": 'int cudaSetDevice(int d) { char t[64]; snprintf(t, sizeof t, "cudaSetDevice(%d)", d); record(t); return 0; }',
    "cudaGetDevice": 'int cudaGetDevice(int* d) { *d = 0; return 0; }',
    "cuDeviceGetAttribute": 'int cuDeviceGetAttribute(int* out, int attribute, int device) { *out = 1024; return 0; }',
    "cuFuncGetAttribute": 'int cuFuncGetAttribute(int* out, int attribute, void* f) { *out = 0; return 0; }',
    "cuFuncSetAttribute": 'int cuFuncSetAttribute(void* f, int attribute, int value) { return 0; }',
    "cuModuleLoadData": 'int cuModuleLoadData(void** m, const void* image) { *m = (void*)16; record("cuModuleLoadData"); return 0; }',
    "cuModuleGetFunction": 'int cuModuleGetFunction(void** f, void* m, const char* name) { char t[256]; *f = (void*)32; snprintf(t, sizeof t, "cuModuleGetFunction(%s)", name); record(t); return 0; }',
    "cuLaunchKernelEx": 'typedef struct { unsigned gx, gy, gz, bx, by, bz, shmem; void* stream; void* attrs; unsigned nattrs; } Config;\nint cuLaunchKernelEx(const Config* c, void* f, void** params, void** extra) { char t[160]; snprintf(t, sizeof t, "cuLaunchKernelEx grid=(%u,%u,%u) block=(%u,%u,%u) shmem=%u", c->gx, c->gy, c->gz, c->bx, c->by, c->bz, c->shmem); record(t); return 0; }',
}
for soname, pat, node in (("libcuda.so.1", r"^(cu[A-Z]\w*)$", None),
                          ("libcudart.so.13", r"^(cuda[A-Z]\w*)@libcudart\.so\.13$",
                           "libcudart.so.13")):
    syms = sorted({m.group(1) for s in undef for m in [re.match(pat, s)] if m})
    src = os.path.join(work, soname + ".c")
    with open(src, "w") as f:
        f.write('#include <stdio.h>\nstatic const char* last_call = "none";\n' + record + "\n")
        for s in syms:
            f.write(special.get(s, f'int {s}(void) {{ last_call = "{s}"; return 100; }}') + "\n")
    cmd = ["gcc", "-shared", "-fPIC", "-o", os.path.join(work, soname), src,
           f"-Wl,-soname,{soname}"]
    if node:
        vmap = os.path.join(work, soname + ".map")
        with open(vmap, "w") as f:
            f.write(f"{node} {{ global: *; }};\n")
        cmd.append(f"-Wl,--version-script={vmap}")
    subprocess.run(cmd, check=True)
    ctypes.CDLL(os.path.join(work, soname), mode=ctypes.RTLD_GLOBAL)
importlib.import_module(package)
"#;

/// Runs `script` with the venv's Python after [`RECORDING_CUDA_STUBS`] for `package` (`tvm`
/// or `tvm_tirx`) are made in `dir` and preloaded: `sys.argv[1]` is `dir`, `sys.argv[2]`
/// `package`, then `args`. Returns its stdout and the calls the stubs saw, one a line.
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
    let stdout = super::run_python(&format!("{RECORDING_CUDA_STUBS}{script}"), dir, &arguments);
    let calls = std::fs::read_to_string(dir.join("calls.log"))
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect();
    (stdout, calls)
}
