"""Builds the libraries and models the tests need with TVM 0.27 (run in a subprocess, so the
test process itself never imports TVM). Writes into OUT and prints one JSON object.

    python tvm_models.py OUT
"""
import json
import os
import sys

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T

out = sys.argv[1]
rng = np.random.default_rng(37)
record = {}


def save(name, array):
    np.save(os.path.join(out, name), array)
    return name


# Kernels taking scalars and the dtypes numpy's fast path maps (float16, bool, int64).
@I.ir_module
class Kernels:
    @T.prim_func
    def axpy(a: T.float32, X: T.Buffer((64,), "float32"), Y: T.Buffer((64,), "float32"), Out: T.Buffer((64,), "float32")):
        T.func_attr({"global_symbol": "axpy"})
        for i in range(64):
            Out[i] = a * X[i] + Y[i]

    @T.prim_func
    def shift(k: T.int64, X: T.Buffer((16,), "int64"), Out: T.Buffer((16,), "int64")):
        T.func_attr({"global_symbol": "shift"})
        for i in range(16):
            Out[i] = X[i] + k

    @T.prim_func
    def twice(X: T.Buffer((8,), "float16"), Out: T.Buffer((8,), "float16")):
        T.func_attr({"global_symbol": "twice"})
        for i in range(8):
            Out[i] = X[i] * T.float16(2)

    @T.prim_func
    def negate(X: T.Buffer((8,), "bool"), Out: T.Buffer((8,), "bool")):
        T.func_attr({"global_symbol": "negate"})
        for i in range(8):
            Out[i] = T.bitwise_not(X[i])

    @T.prim_func
    def select(c: T.bool, X: T.Buffer((4,), "float32"), Out: T.Buffer((4,), "float32")):
        T.func_attr({"global_symbol": "select"})
        for i in range(4):
            Out[i] = T.if_then_else(c, X[i], T.float32(-1))


tvm.compile(Kernels, target="llvm").export_library(os.path.join(out, "kernels.so"))
record["kernels"] = "kernels.so"


# A model with its weights as parameters (keep_params_as_input), and TVM's result.
@I.ir_module
class Mlp:
    @R.function
    def main(x: R.Tensor((3, 8), "float32"), w1: R.Tensor((8, 16), "float32"), b1: R.Tensor((16,), "float32"), w2: R.Tensor((16, 4), "float32")):
        with R.dataflow():
            h = R.nn.relu(R.add(R.matmul(x, w1), b1))
            y = R.nn.softmax(R.matmul(h, w2))
            R.output(y)
        return y


weights = {
    "w1": rng.standard_normal((8, 16)).astype("float32"),
    "b1": rng.standard_normal((16,)).astype("float32"),
    "w2": rng.standard_normal((16, 4)).astype("float32"),
}
x = rng.standard_normal((3, 8)).astype("float32")
tvm.compile(Mlp, target="llvm").export_library(os.path.join(out, "params.so"))
lib = tvm.runtime.load_module(os.path.join(out, "params.so"))
vm = relax.VirtualMachine(lib, tvm.cpu())
y = vm["main"](tvm.runtime.tensor(x), *[tvm.runtime.tensor(weights[k]) for k in ("w1", "b1", "w2")])
np.savez(os.path.join(out, "params.npz"), **weights)
with open(os.path.join(out, "params.params"), "wb") as f:
    f.write(tvm.runtime.save_param_dict({k: tvm.runtime.tensor(v) for k, v in weights.items()}))
record["params"] = {
    "lib": "params.so",
    "x": save("params.x.npy", x),
    "out": save("params.out.npy", y.numpy()),
    "npz": "params.npz",
    "tvm_params": "params.params",
}
print(json.dumps(record))
