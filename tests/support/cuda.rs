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
