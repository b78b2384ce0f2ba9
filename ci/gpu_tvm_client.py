"""TVM's own runtime on the GPU machine (shared/spec/cuda.md §8: the tvm-ffi wheel and TVM's two
runtime libraries, carried; no TVM compiler) runs the CUDA libraries modlink built in
`ci/gpu-check.sh prepare`: each examples/gpu kernel library on its numpy cases, and the model
built for CUDA on a Relax VM with devices [cuda:0, cpu:0] against the same model built for the CPU.
Tensors come from torch on cuda:0 through DLPack. One line per case, then `N passed, N failed`.

With `tirx`, the runtime is apache-tvm-tirx's (its two runtime libraries, carried in tirx/; the
same tvm-ffi): it sets the device through the `__TVMBackendSetDevice` slot modlink's host code
calls where it is filled, and it has no Relax VM, so the model must fail to load naming the
missing loader.

    python3 gpu_tvm_client.py [tvm|tirx]     (from target/gpu-check, with torch's Python)
"""
import ctypes
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")
RUNTIME = sys.argv[1] if len(sys.argv) > 1 else "tvm"
TVM = os.path.join(HERE, "tvm")
RUNTIME_LIBS = os.path.join(HERE, RUNTIME)

site = tempfile.mkdtemp(prefix="tvm-ffi-")
wheel = glob.glob(os.path.join(TVM, "apache_tvm_ffi-*.whl"))[0]
subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-index", "--no-deps",
                "--target", site, wheel], check=True)
sys.path.insert(0, site)

import numpy as np  # noqa: E402
import torch  # noqa: E402  (loads CUDA 13's runtime first)

cudart = glob.glob(os.path.join(os.path.dirname(torch.__file__), "..", "nvidia", "cu13", "lib",
                                "libcudart.so.13"))
if cudart:
    ctypes.CDLL(cudart[0], ctypes.RTLD_GLOBAL)
import tvm_ffi  # noqa: E402

for name in ("libtvm_runtime.so", "libtvm_runtime_cuda.so"):
    ctypes.CDLL(os.path.join(RUNTIME_LIBS, name), ctypes.RTLD_GLOBAL)

passed = failed = 0


def report(label, error):
    global passed, failed
    if error is None:
        passed += 1
        print(f"ok   {RUNTIME} {label}")
    else:
        failed += 1
        print(f"FAIL {RUNTIME} {label}: {error}")


def close(got, expected, tolerance):
    if got.dtype.kind == "f":
        ok = np.allclose(got, expected, rtol=tolerance.get("rtol", 0.0),
                         atol=tolerance.get("atol", 0.0))
        return None if ok else f"max |diff| {np.max(np.abs(got - expected)):.3g}"
    return None if np.array_equal(got, expected) else "values differ"


def on_gpu(array):
    return tvm_ffi.from_dlpack(torch.from_numpy(np.ascontiguousarray(array)).cuda())


for path in sorted(glob.glob(os.path.join(FIXTURES, "modlink_*.json"))):
    fixture = json.load(open(path))
    if fixture.get("kind") != "kernel":
        continue
    function = fixture["host_function"]
    for variant, info in fixture["variants"].items():
        library = tvm_ffi.load_module(os.path.join(FIXTURES, info["library"]))
        for case in fixture["cases"]:
            label = f"{fixture['fixture']}.{variant} {case['name']}"
            try:
                args, outputs = [], {}
                for param in function["params"]:
                    name = param["name"]
                    if param["kind"] == "scalar":
                        args.append(case["scalars"][name])
                        continue
                    buffer = case["buffers"][name]
                    if "file" in buffer:
                        host = np.load(os.path.join(FIXTURES, buffer["file"]))
                    else:
                        host = np.zeros(buffer["shape"], buffer["dtype"])
                    tensor = torch.from_numpy(np.ascontiguousarray(host)).cuda()
                    outputs[name] = tensor
                    args.append(tvm_ffi.from_dlpack(tensor))
                library[function["name"]](*args)
                torch.cuda.synchronize()
                error = None
                for name, file in case.get("expected", {}).items():
                    expected = np.load(os.path.join(FIXTURES, file))
                    error = error or close(outputs[name].cpu().numpy(), expected,
                                           fixture.get("tolerance", {}))
                report(label, error)
            except Exception as exc:  # noqa: BLE001 - every failure is one FAIL line
                report(label, repr(exc))

model = os.path.join(FIXTURES, "modlink_model.json")
if os.path.exists(model) and RUNTIME == "tirx":
    try:
        tvm_ffi.load_module(os.path.join(FIXTURES, "modlink_model.so"))
        report("modlink_model refused", "TIRx's runtime loaded a Relax VM library")
    except Exception as exc:  # noqa: BLE001
        message = str(exc)
        missing = "relax.VMExecutable" in message
        report("modlink_model refused (no relax.VMExecutable loader)",
               None if missing else repr(exc))
elif os.path.exists(model):
    fixture = json.load(open(model))
    case = fixture["vm"]["cases"][0]
    try:
        executable = tvm_ffi.load_module(os.path.join(FIXTURES, "modlink_model.so"))
        vm = executable["vm_load_executable"]()
        # Devices cuda:0 and cpu:0, each with the pooled allocator (2).
        vm["vm_initialization"](2, 0, 2, 1, 0, 2)
        x = on_gpu(np.load(os.path.join(FIXTURES, case["inputs"][0])))
        out = vm["main"](x)
        torch.cuda.synchronize()
        got = torch.from_dlpack(out).cpu().numpy()
        expected = np.load(os.path.join(FIXTURES, case["output"]))
        report("modlink_model main", close(got, expected, fixture["tolerance"]))
    except Exception as exc:  # noqa: BLE001
        report("modlink_model main", repr(exc))

print(f"{RUNTIME} client: {passed} passed, {failed} failed")
sys.exit(0 if failed == 0 and passed > 0 else 1)
