# Models beyond the fixtures, compiled by TVM 0.27 in the venv for tests/interop/relax_vm_tvm.rs:
# a dynamic batch built with relax.build(params=...) (executable -> const_loader -> _lib),
# a nested tuple result, and a host module importing a const_loader. Prints one JSON line.
import json, os, sys
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
from tvm.script import tirx as T

out = sys.argv[1]
rng = np.random.default_rng(7)
cases = []

def tensor(a):
    return tvm.runtime.tensor(a) if hasattr(tvm.runtime, "tensor") else tvm.nd.array(a)

def save(name, a):
    np.save(os.path.join(out, name), a)
    return name

def flatten(value, path, files, prefix):
    if isinstance(value, (list, tuple)) or type(value).__name__ in ("Array", "List"):
        for i, v in enumerate(value):
            flatten(v, path + [i], files, prefix)
    else:
        # Tensors, and the Python float / bool a prim-valued result comes back as.
        a = value.numpy() if hasattr(value, "numpy") else np.array(value)
        files.append({"path": path, "file": save(prefix + "".join(".%d" % i for i in path) + ".npy", a)})

@I.ir_module
class Dyn:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32"), w: R.Tensor((8, 6), "float32"), b: R.Tensor((6,), "float32")) -> R.Tensor(("n", 6), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(R.add(y, b))
            s = R.sum(z, axis=[1], keepdims=True)
            o = R.divide(z, R.add(s, R.const(1.0, "float32")))
            R.output(o)
        return o

w = rng.standard_normal((8, 6)).astype("float32")
b = rng.standard_normal((6,)).astype("float32")
ex = relax.build(Dyn, target="llvm", params={"w": tensor(w), "b": tensor(b)})
ex.export_library(os.path.join(out, "dynp.so"))
lib = tvm.runtime.load_module(os.path.join(out, "dynp.so"))
tree = [lib.kind, [m.kind for m in lib.imports], [[mm.kind for mm in m.imports] for m in lib.imports]]
vm = relax.VirtualMachine(lib, tvm.cpu())
for n in (1, 4, 7):
    x = rng.standard_normal((n, 8)).astype("float32")
    files = []
    flatten(vm["main"](tensor(x), tensor(w), tensor(b)), [], files, "dynp.%d.out" % n)
    cases.append({"lib": "dynp.so", "inputs": [["x", save("dynp.%d.x.npy" % n, x)], ["w", "dynp.w.npy"], ["b", "dynp.b.npy"]], "outputs": files})
save("dynp.w.npy", w); save("dynp.b.npy", b)

@I.ir_module
class Nest:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((3,), "float32")):
        with R.dataflow():
            a = R.add(x, y)
            bb = R.multiply(x, x)
            c = R.sum(x, axis=[0])
            d = R.nn.relu(a)
            R.output(a, bb, c, d)
        return (a, (bb, (c, d)), y)

ex = tvm.compile(Nest, target="llvm")
ex.export_library(os.path.join(out, "nest.so"))
lib = tvm.runtime.load_module(os.path.join(out, "nest.so"))
vm = relax.VirtualMachine(lib, tvm.cpu())
x = rng.standard_normal((2, 3)).astype("float32")
y = rng.standard_normal((3,)).astype("float32")
files = []
flatten(vm["main"](tensor(x), tensor(y)), [], files, "nest.out")
cases.append({"lib": "nest.so", "inputs": [["x", save("nest.x.npy", x)], ["y", save("nest.y.npy", y)]], "outputs": files})

# Scalar (prim-valued) parameters, a float and a bool, returned next to a tensor.
@I.ir_module
class Prim:
    @R.function
    def main(x: R.Tensor((4,), "float32"), s: R.Prim("float32"), flag: R.Prim("bool")):
        with R.dataflow():
            y = R.multiply(x, s)
            R.output(y)
        return (y, s, flag)

ex = tvm.compile(Prim, target="llvm")
ex.export_library(os.path.join(out, "prim.so"))
lib = tvm.runtime.load_module(os.path.join(out, "prim.so"))
vm = relax.VirtualMachine(lib, tvm.cpu())
x = rng.standard_normal((4,)).astype("float32")
files = []
flatten(vm["main"](tensor(x), 2.5, True), [], files, "prim.out")
cases.append({"lib": "prim.so", "inputs": [["x", save("prim.x.npy", x)],
              ["s", save("prim.s.npy", np.array(2.5, dtype="float32"))],
              ["flag", save("prim.flag.npy", np.array(True))]], "outputs": files})

# A host module importing a const_loader (TVM's const_loader shape): _lib -> const_loader.
@I.ir_module
class Add:
    @T.prim_func
    def add(a: T.Buffer((4,), "float32"), b: T.Buffer((4,), "float32"), c: T.Buffer((4,), "float32")):
        T.func_attr({"global_symbol": "add"})
        for i in range(4):
            c[i] = a[i] + b[i]

host = tvm.compile(Add, target="llvm")
host = host.mod if hasattr(host, "mod") else host
cw = rng.standard_normal((4,)).astype("float32")
cv = np.arange(3, dtype="int64")
create = tvm.get_global_func("ffi.Module.create.const_loader")
loader = create({"w": tensor(cw), "v": tensor(cv)}, {"add": ["w", "v"], "other": ["v"]})
host.import_module(loader)
host.export_library(os.path.join(out, "hostcl.so"))
back = tvm.runtime.load_module(os.path.join(out, "hostcl.so"))
save("hostcl.w.npy", cw); save("hostcl.v.npy", cv)
print(json.dumps({"cases": cases, "dynp_tree": tree,
                  "hostcl_tree": [back.kind, [m.kind for m in back.imports]]}))
