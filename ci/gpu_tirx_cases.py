"""TIRx's own CUDA libraries for the GPU check: tests/support/tirx_cuda_fixtures.py builds them
with apache-tvm-tirx in the venv (fmt `cuda` source, FunctionInfo v2, build settings sm_80 with
--use_fast_math; no CUDA at build time), and this writes a fixture JSON per library in the form
examples/gpu_check.rs reads (as ci/gpu_kernel_cases.py does), with numpy's expected outputs. On
the GPU machine modlink's runtime compiles each source with the machine's NVRTC for the
settings' sm_80 and runs it on the H100/H200. The same kernels compiled by TIRx at build time
for sm_90 (the script's `compiled` mode, with CUDA 13's NVRTC from .venv-cu13) are two more
variants of each fixture: `tirx_cubin` and `tirx_ptx`.

    python3 gpu_tirx_cases.py OUT_DIR        (the venv's Python; run by ci/gpu-check.sh prepare)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

out = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
script = os.path.join(here, "..", "tests", "support", "tirx_cuda_fixtures.py")
rng = np.random.default_rng(36)

# Per library: its host function's parameters and the shapes of its cases.
VECTOR = [{"name": p, "kind": k, "shape": ["n"], "dtype": "float32"}
          for p, k in (("A", "in"), ("B", "in"), ("C", "out"))]
MATRIX = [{"name": p, "kind": k, "shape": [64, 64], "dtype": "float32"}
          for p, k in (("A", "in"), ("B", "in"), ("C", "out"))]
KERNELS = {
    "vadd_dyn": (VECTOR, [(1000,), (1,), (1 << 16,)]),
    "vadd_fixed": (VECTOR, [(1024,)]),
    "madd_2d": (MATRIX, [(64, 64)]),
    "vadd_cfg": (VECTOR, [(1000,), (77,)]),
}

with tempfile.TemporaryDirectory() as work:
    built = subprocess.run([sys.executable, script, work], check=True, capture_output=True,
                           text=True).stdout.strip().splitlines()[-1]
    description = json.loads(built)
    compiled_dir = os.path.join(work, "compiled")
    os.makedirs(compiled_dir)
    cu13 = os.path.join(here, "..", ".venv-cu13")
    env = dict(os.environ, PYTHONPATH=cu13, MODLINK_TIRX_ARCH="sm_90")
    built = subprocess.run([sys.executable, script, compiled_dir, "compiled"], check=True,
                           capture_output=True, text=True, env=env).stdout.strip().splitlines()[-1]
    compiled = json.loads(built)
    for kernel, (params, shapes) in KERNELS.items():
        fixture = f"tirx_{kernel}"
        shutil.copy(description["fixtures"][kernel]["library"], os.path.join(out, f"{fixture}.so"))
        variants = {"tirx": {"library": f"{fixture}.so"}}
        for fmt in ("cubin", "ptx"):
            library = f"{fixture}.{fmt}.so"
            shutil.copy(compiled["fixtures"][f"{kernel}.{fmt}"]["library"],
                        os.path.join(out, library))
            variants[f"tirx_{fmt}"] = {"library": library}
        cases = []
        for index, shape in enumerate(shapes):
            a = rng.uniform(-1, 1, size=shape).astype(np.float32)
            b = rng.uniform(-1, 1, size=shape).astype(np.float32)
            buffers, expected = {}, {}
            for name, array in (("A", a), ("B", b)):
                file = f"{fixture}.{index}.{name}.npy"
                np.save(os.path.join(out, file), array)
                buffers[name] = {"shape": list(shape), "dtype": "float32", "file": file}
            buffers["C"] = {"shape": list(shape), "dtype": "float32", "init": "zeros"}
            # float32 addition is exact in float64 and rounds once, as the GPU's add does
            # (--use_fast_math flushes denormal sums to zero: the tolerance allows that).
            file = f"{fixture}.{index}.C.expected.npy"
            np.save(os.path.join(out, file), (a.astype(np.float64) + b).astype(np.float32))
            expected["C"] = file
            cases.append({"name": "x".join(map(str, shape)), "buffers": buffers, "scalars": {},
                          "expected": expected})
        with open(os.path.join(out, f"{fixture}.json"), "w") as f:
            json.dump({
                "fixture": fixture,
                "kind": "kernel",
                "notes": "built by apache-tvm-tirx " + description["tirx"] + " (tirx: fmt cuda, "
                         "build settings " + description["arch"] + "; tirx_cubin, tirx_ptx: "
                         "compiled by TIRx for sm_90; tests/support/tirx_cuda_fixtures.py); "
                         "expected outputs from numpy (ci/gpu_tirx_cases.py)",
                "variants": variants,
                "host_function": {"name": kernel, "params": params},
                "tolerance": {"rtol": 0.0, "atol": 1e-37},
                "cases": cases,
            }, f, indent=1)
        print(f"gpu_tirx_cases: {fixture}.json, {len(cases)} cases")
