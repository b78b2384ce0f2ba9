"""Inputs, expected outputs and a fixture JSON per examples/gpu kernel, for the GPU check
(`ci/gpu-check.sh prepare` runs it with the venv's Python; examples/gpu_check.rs reads the JSONs
as it reads TVM's fixtures). The expected outputs are numpy's, computed in float64 from the
float32 inputs and rounded to float32 once; the libraries (`modlink_<kernel>.so`, built by
`modlink build examples/gpu/<kernel>.kir`) are the JSONs' one variant, `modlink`.

    python3 gpu_kernel_cases.py OUT_DIR
"""
import json
import os
import sys

import numpy as np

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(27)


def uniform(*shape, scale=1.0):
    return (rng.uniform(-scale, scale, size=shape)).astype(np.float32)


def softmax(x):
    shifted = x.astype(np.float64) - x.max(axis=1, keepdims=True)
    e = np.exp(shifted)
    return (e / e.sum(axis=1, keepdims=True)).astype(np.float32)


def param(name, kind, shape, dtype="float32"):
    return {"name": name, "kind": kind, "shape": shape, "dtype": dtype}


# Per kernel: the host function's parameters (call order), the tolerance, and per case its
# name, inputs {param: array}, scalars, outputs {param: shape} and expected {param: array}.
def vadd_case(n):
    a, b = uniform(n), uniform(n)
    # float32 addition is exact in float64 and rounds once, as the GPU's add does.
    return f"n{n}", {"A": a, "B": b}, {}, {"C": [n]}, {"C": (a.astype(np.float64) + b).astype(np.float32)}


def saxpy_case(n, a):
    x, y = uniform(n), uniform(n)
    # fma rounds once: a * x is exact in float64, the sum rounds there and again to float32.
    expected = (np.float64(np.float32(a)) * x.astype(np.float64) + y).astype(np.float32)
    return f"n{n}", {"X": x, "Y": y}, {"a": a}, {}, {"Y": expected}


def matmul_case(m, k, n):
    a, b = uniform(m, k), uniform(k, n)
    expected = (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32)
    return f"{m}x{k}x{n}", {"A": a, "B": b}, {}, {"C": [m, n]}, {"C": expected}


def softmax_case(m, n):
    x = uniform(m, n, scale=8.0)
    return f"{m}x{n}", {"X": x}, {}, {"Y": [m, n]}, {"Y": softmax(x)}


KERNELS = {
    "vadd": {
        "params": [param("A", "in", ["n"]), param("B", "in", ["n"]), param("C", "out", ["n"])],
        "tolerance": {"rtol": 0.0, "atol": 0.0},
        "cases": [vadd_case(1 << 20), vadd_case(1000)],
    },
    "saxpy": {
        "params": [param("a", "scalar", []), param("X", "in", ["n"]), param("Y", "out", ["n"])],
        "tolerance": {"rtol": 1e-6, "atol": 1e-7},
        "cases": [saxpy_case(1 << 18, 2.5), saxpy_case(777, -0.75)],
    },
    "matmul_tiled": {
        "params": [param("A", "in", ["m", "k"]), param("B", "in", ["k", "n"]),
                   param("C", "out", ["m", "n"])],
        # fp32 accumulation over k <= 512 of products in [-1, 1].
        "tolerance": {"rtol": 1e-4, "atol": 2e-4},
        "cases": [matmul_case(256, 256, 256), matmul_case(300, 200, 130)],
    },
    "softmax": {
        "params": [param("X", "in", ["m", "n"]), param("Y", "out", ["m", "n"])],
        # exp compiles to ex2.approx: a few ulp.
        "tolerance": {"rtol": 2e-5, "atol": 1e-7},
        "cases": [softmax_case(256, 1000), softmax_case(7, 4096)],
    },
}

for kernel, description in KERNELS.items():
    fixture = f"modlink_{kernel}"
    cases = []
    for index, (name, inputs, scalars, outputs, expected) in enumerate(description["cases"]):
        buffers, expected_files = {}, {}
        for param_name, array in inputs.items():
            file = f"{fixture}.{index}.{param_name}.npy"
            np.save(os.path.join(out, file), array)
            buffers[param_name] = {"shape": list(array.shape), "dtype": "float32", "file": file}
        for param_name, shape in outputs.items():
            buffers[param_name] = {"shape": shape, "dtype": "float32", "init": "zeros"}
        for param_name, array in expected.items():
            file = f"{fixture}.{index}.{param_name}.expected.npy"
            np.save(os.path.join(out, file), array)
            expected_files[param_name] = file
        cases.append({"name": name, "buffers": buffers, "scalars": scalars,
                      "expected": expected_files})
    with open(os.path.join(out, f"{fixture}.json"), "w") as f:
        json.dump({
            "fixture": fixture,
            "kind": "kernel",
            "notes": f"examples/gpu/{kernel}.kir built by `modlink build`; expected outputs "
                     "from numpy (ci/gpu_kernel_cases.py).",
            "variants": {"modlink": {"library": f"{fixture}.so"}},
            "host_function": {"name": kernel, "params": description["params"]},
            "tolerance": description["tolerance"],
            "cases": cases,
        }, f, indent=1)
    print(f"gpu_kernel_cases: {fixture}.json, {len(cases)} cases")
