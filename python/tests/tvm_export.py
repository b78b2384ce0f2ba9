"""modlink.export_library against TVM's own export_library, in a process that has TVM (the
test process never imports it). Writes into OUT and prints one JSON object.

    python tvm_export.py OUT
"""
import json
import os
import sys

import numpy as np
import tvm
from tvm import relax, te
from tvm.script import ir as I
from tvm.script import relax as R

import modlink

out = sys.argv[1]
rng = np.random.default_rng(2027)
record = {}


def path(name):
    return os.path.join(out, name)


# A Relax model with embedded weights (constants of the executable).
@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 64), "float32"), w: R.Tensor((64, 32), "float32"), b: R.Tensor((32,), "float32")):
        with R.dataflow():
            y = R.nn.softmax(R.nn.relu(R.add(R.matmul(x, w), b)))
            R.output(y)
        return y


w = rng.standard_normal((64, 32)).astype("float32")
b = rng.standard_normal((32,)).astype("float32")
bound = relax.transform.BindParams("main", {"w": tvm.runtime.tensor(w), "b": tvm.runtime.tensor(b)})(Model)
executable = tvm.compile(bound, target="llvm")
executable.export_library(path("model.tvm.so"))
record["commands"] = modlink.export_library(executable, path("model.modlink.so"))
x = rng.standard_normal((2, 64)).astype("float32")
np.save(path("x.npy"), x)
for name in ("tvm", "modlink"):
    vm = relax.VirtualMachine(tvm.runtime.load_module(path(f"model.{name}.so")), tvm.cpu())
    np.save(path(f"y.tvm-runs-{name}.npy"), vm["main"](tvm.runtime.tensor(x)).numpy())

# A host-only kernel module (no imports, so no blob), from runtime.Module directly.
a = te.placeholder((256,), name="A")
c = te.compute((256,), lambda i: a[i] * 3.0 + 1.0, name="C")
kernels = tvm.compile(tvm.IRModule({"scale": te.create_prim_func([a, c]).with_attr("global_symbol", "scale")}), target="llvm")
kernels.export_library(path("scale.tvm.so"))
modlink.export_library(kernels.mod if hasattr(kernels, "mod") else kernels, path("scale.modlink.so"))
data = rng.standard_normal(256).astype("float32")
for name in ("tvm", "modlink"):
    result = tvm.runtime.tensor(np.zeros(256, "float32"))
    tvm.runtime.load_module(path(f"scale.{name}.so"))["scale"](tvm.runtime.tensor(data), result)
    np.save(path(f"scale.tvm-runs-{name}.npy"), result.numpy())
np.save(path("scale.x.npy"), data)

# TVM tensors passed to a kernel modlink loaded (DLPack): written in place.
lib = modlink.load(path("scale.modlink.so"))
result = tvm.runtime.tensor(np.zeros(256, "float32"))
lib["scale"](tvm.runtime.tensor(data), result)
np.save(path("scale.modlink-runs-tvm-tensors.npy"), result.numpy())

# Views into TVM tensors (a byte offset into their storage): the kernel reads and writes where
# the views start, in place when aligned, through an aligned copy written back when not.
storage = tvm.runtime.tensor(np.concatenate([data[:1], data, data[:1]]))
outputs = tvm.runtime.tensor(np.full(256 + 16, 7.0, "float32"))
lib["scale"](storage._create_view((256,), "float32", 4), outputs._create_view((256,), "float32", 64))
np.save(path("scale.modlink-runs-tvm-views.npy"), outputs.numpy())

# TVM's tensors are read through their object handle, with no DLPack capsule per call.
tensor_class = type(result)
with_dlpack = tensor_class.__dlpack__
def refuse_dlpack(*args, **kwargs):
    raise RuntimeError("__dlpack__ was called")
tensor_class.__dlpack__ = refuse_dlpack
try:
    handle_result = tvm.runtime.tensor(np.zeros(256, "float32"))
    lib["scale"](tvm.runtime.tensor(data), handle_result)
    np.save(path("scale.modlink-runs-tvm-handles.npy"), handle_result.numpy())
except RuntimeError as error:
    record["tvm_handles"] = str(error)
finally:
    tensor_class.__dlpack__ = with_dlpack

# A kernel's error in a process that has TVM too: the library binds TVM's global error entry
# point, and modlink fetches the error from there.
try:
    lib["scale"](tvm.runtime.tensor(data[:10].copy()), result)
    record["kernel_error_beside_tvm"] = None
except modlink.Error as error:
    record["kernel_error_beside_tvm"] = [type(error).__name__, str(error)]

# Objects that are no TVM module are refused with modlink's error.
try:
    modlink.export_library(object(), path("nothing.so"))
    record["not_a_module"] = None
except modlink.ExportError as error:
    record["not_a_module"] = str(error)
print(json.dumps(record))
