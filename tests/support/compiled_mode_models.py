# Three models, each built twice by TVM 0.27 in the venv for tests/vm/compiled_mode.rs: with
# relax.build(exec_mode="compiled") (host code `__vmtir__<name>` calling the VM builtins) and
# with the default bytecode mode, from the same IRModule. TVM's VM runs both; the outputs are
# saved as .npy next to the inputs. Prints one JSON line describing the cases.
import json, os, sys
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

out = sys.argv[1]
rng = np.random.default_rng(11)


def tensor(a):
    return tvm.runtime.tensor(a) if hasattr(tvm.runtime, "tensor") else tvm.nd.array(a)


def save(name, a):
    np.save(os.path.join(out, name), a)
    return name


@I.ir_module
class Mlp:
    @R.function
    def main(x: R.Tensor((2, 16), "float32"), w1: R.Tensor((16, 32), "float32"),
             b1: R.Tensor((32,), "float32"), w2: R.Tensor((32, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        with R.dataflow():
            h = R.nn.relu(R.add(R.matmul(x, w1), b1))
            y = R.nn.softmax(R.matmul(h, w2), axis=-1)
            R.output(y)
        return y


@I.ir_module
class Cnn:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32"), k: R.Tensor((4, 3, 3, 3), "float32"),
             w: R.Tensor((64, 5), "float32")):
        with R.dataflow():
            c = R.nn.relu(R.nn.conv2d(x, k, padding=[1, 1]))
            p = R.nn.max_pool2d(c, pool_size=[2, 2], strides=[2, 2])
            f = R.reshape(p, (1, 64))
            y = R.matmul(f, w)
            R.output(y, p)
        return (y, p)


@I.ir_module
class Dyn:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32"), w: R.Tensor((8, 6), "float32"),
             b: R.Tensor((6,), "float32")) -> R.Tensor(("n", 6), "float32"):
        with R.dataflow():
            z = R.nn.relu(R.add(R.matmul(x, w), b))
            s = R.sum(z, axis=[1], keepdims=True)
            o = R.divide(z, R.add(s, R.const(1.0, "float32")))
            R.output(o)
        return o


def arrays(shapes):
    return [rng.standard_normal(s).astype("float32") for s in shapes]


models = [
    ("mlp", Mlp, [["x", "w1", "b1", "w2"]], [arrays([(2, 16), (16, 32), (32,), (32, 4)])]),
    ("cnn", Cnn, [["x", "k", "w"]], [arrays([(1, 3, 8, 8), (4, 3, 3, 3), (64, 5)])]),
]
w, b = arrays([(8, 6), (6,)])
models.append(("dyn", Dyn, [["x", "w", "b"]], [[rng.standard_normal((n, 8)).astype("float32"), w, b] for n in (3, 5)]))

cases = []
for name, module, (param_names,), input_sets in models:
    for mode in ("compiled", "bytecode"):
        lib_name = "%s.%s.so" % (name, mode)
        ex = relax.build(module, target="llvm", exec_mode=mode)
        ex.export_library(os.path.join(out, lib_name))
        vm = relax.VirtualMachine(tvm.runtime.load_module(os.path.join(out, lib_name)), tvm.cpu())
        for run, values in enumerate(input_sets):
            prefix = "%s.%d" % (name, run)
            inputs = [[p, save("%s.%s.npy" % (prefix, p), v)] for p, v in zip(param_names, values)]
            result = vm["main"](*[tensor(v) for v in values])
            leaves = list(result) if type(result).__name__ in ("Array", "List", "tuple", "list") else [result]
            outputs = [save("%s.%s.out%d.npy" % (prefix, mode, i), r.numpy()) for i, r in enumerate(leaves)]
            cases.append({"model": name, "mode": mode, "lib": lib_name, "run": run,
                          "inputs": inputs, "outputs": outputs})
print(json.dumps({"cases": cases}))
