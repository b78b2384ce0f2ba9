"""The OpenCL part of the GPU check (ci/gpu-check.sh): every TVM-built OpenCL fixture of
tests/support/opencl_fixtures.py (made by `prepare`, with its manifest) run by `modlink run
--device opencl` and `modlink run-model --device opencl` on the machine's OpenCL device (NVIDIA's
OpenCL driver on the GPU machine; PoCL anywhere else), each output compared with TVM's CPU result.

Usage: python gpu_opencl_check.py FIXTURE_DIR MODLINK. Prints one line per case, then
`opencl: N passed, N failed`; exit 1 on any failure. A machine without an OpenCL platform prints
why and exits 0 with `opencl: skipped` (the CUDA part of the check does not need one).
"""

import json
import os
import subprocess
import sys
import tempfile

import numpy as np

DIR, MODLINK = sys.argv[1], os.path.abspath(sys.argv[2])


def here(path):
    # The manifest names the files where `prepare` wrote them; they travel in DIR.
    return os.path.join(DIR, os.path.basename(path))


def run(args):
    return subprocess.run([MODLINK, *args], capture_output=True, text=True)


def close(got, want, rtol, atol):
    return got.shape == want.shape and got.dtype == want.dtype and np.allclose(
        got, want, rtol=rtol, atol=atol
    )


def main():
    with open(os.path.join(DIR, "manifest.json")) as f:
        manifest = json.load(f)
    passed = failed = 0
    for number, case in enumerate(manifest["kernels"]):
        name = f"{os.path.basename(case['library'])}:{case['function']}"
        with tempfile.TemporaryDirectory() as out:
            args = ["run", here(case["library"]), case["function"], "--device", "opencl:0"]
            args += ["--out", out]
            for arg in case["args"]:
                if "npy" in arg:
                    args += ["--arg", here(arg["npy"])]
                elif "int" in arg:
                    args += ["--arg", f"i32:{arg['int']}"]
                else:
                    args += ["--arg", f"f32:{arg['float']}"]
            result = run(args)
            ok = result.returncode == 0
            why = result.stderr.strip()
            if number == 0 and not ok and "no OpenCL platform" in why:
                print(f"opencl: skipped: {why}")
                return 0
            if ok:
                for index, expected in case["expected"].items():
                    got = np.load(os.path.join(out, f"arg{index}.npy"))
                    if not close(got, np.load(here(expected)), case["rtol"], case["atol"]):
                        ok, why = False, f"arg{index} differs from TVM's CPU result"
        passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
        print(f"{'ok  ' if ok else 'FAIL'} opencl run {name}" + ("" if ok else f": {why}"))
    for case in manifest["models"]:
        name = os.path.basename(case["library"])
        with tempfile.TemporaryDirectory() as out:
            result_path = os.path.join(out, "y.npy")
            args = ["run-model", here(case["library"]), "--device", "opencl"]
            for index, npy in enumerate(case["inputs"]):
                # The fixtures' models take one input, named x.
                assert index == 0, "one input per model"
                args += ["--input", f"x={here(npy)}"]
            args += ["--output", result_path]
            result = run(args)
            ok = result.returncode == 0
            why = result.stderr.strip()
            if ok and not close(
                np.load(result_path), np.load(here(case["expected"])), case["rtol"], case["atol"]
            ):
                ok, why = False, "the output differs from TVM's CPU result"
        passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
        print(f"{'ok  ' if ok else 'FAIL'} opencl run-model {name}" + ("" if ok else f": {why}"))
    print(f"opencl: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
