# A ResNet-18-shaped model built with Relax's BlockBuilder in keep_params_as_input style (the
# data input first, then every weight as a function parameter), for tests/vm/params_file.rs.
# Same layer structure as torchvision's resnet18 (stem conv + batch norm + max pool, four stages
# of two basic blocks, 1x1 downsample convs, global average pool, linear), narrower channels.
# Writes resnet.so, the weights as np.savez (weights.npz, stored) and np.savez_compressed
# (weights_deflate.npz) and as TVM's parameter dictionary (weights.params), the input x.npy and
# TVM's VM output ref.npy, and weights files with one thing wrong each (bad_<what>.npz, and
# p_names.params with the p0, p1, ... names Relay's builds wrote); prints one JSON line with the
# parameter names.
import json, os, sys, zipfile
import numpy as np
import tvm
from tvm import relax

out = sys.argv[1]
rng = np.random.default_rng(18)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 32, 32), "float32"))
params = []
values = {}

def param(name, shape, data):
    var = relax.Var(name, relax.TensorType(shape, "float32"))
    params.append(var)
    values[name] = data.astype("float32")
    return var

def conv_bn(h, name, cin, cout, kernel, stride, relu):
    fan_in = cin * kernel * kernel
    w = param(name + ".weight", (cout, cin, kernel, kernel),
              rng.standard_normal((cout, cin, kernel, kernel)) * np.sqrt(2.0 / fan_in))
    gamma = param(name + ".bn.gamma", (cout,), 1.0 + 0.1 * rng.standard_normal(cout))
    beta = param(name + ".bn.beta", (cout,), 0.1 * rng.standard_normal(cout))
    mean = param(name + ".bn.mean", (cout,), 0.1 * rng.standard_normal(cout))
    var = param(name + ".bn.var", (cout,), 1.0 + 0.1 * rng.random(cout))
    h = bb.emit(relax.op.nn.conv2d(h, w, strides=stride, padding=kernel // 2))
    h = bb.emit(relax.op.nn.batch_norm(h, gamma, beta, mean, var, axis=1, training=False))
    h = bb.emit(relax.TupleGetItem(h, 0))
    return bb.emit(relax.op.nn.relu(h)) if relu else h

with bb.function("main"):
    with bb.dataflow():
        h = conv_bn(x, "stem", 3, 8, 7, 2, True)
        h = bb.emit(relax.op.nn.max_pool2d(h, pool_size=3, strides=2, padding=1))
        cin = 8
        for stage, cout in enumerate([8, 16, 32, 64]):
            for block in range(2):
                stride = 2 if stage > 0 and block == 0 else 1
                name = "layer%d.%d" % (stage + 1, block)
                y = conv_bn(h, name + ".conv1", cin, cout, 3, stride, True)
                y = conv_bn(y, name + ".conv2", cout, cout, 3, 1, False)
                if stride != 1 or cin != cout:
                    h = conv_bn(h, name + ".downsample", cin, cout, 1, stride, False)
                h = bb.emit(relax.op.nn.relu(relax.op.add(y, h)))
                cin = cout
        h = bb.emit(relax.op.mean(h, axis=[2, 3]))
        fc_w = param("fc.weight", (10, 64), rng.standard_normal((10, 64)) * 0.1)
        fc_b = param("fc.bias", (10,), rng.standard_normal(10) * 0.1)
        h = bb.emit(relax.op.add(relax.op.matmul(h, relax.op.permute_dims(fc_w)), fc_b))
        result = bb.emit_output(h)
    bb.emit_func_output(result, [x] + params)

ex = relax.build(bb.get(), target="llvm")
ex.export_library(os.path.join(out, "resnet.so"))
names = list(values)
data = rng.standard_normal((1, 3, 32, 32)).astype("float32")
np.save(os.path.join(out, "x.npy"), data)
np.savez(os.path.join(out, "weights.npz"), **values)
np.savez_compressed(os.path.join(out, "weights_deflate.npz"), **values)

def tensor(a):
    return tvm.runtime.tensor(a) if hasattr(tvm.runtime, "tensor") else tvm.nd.array(a)

tvm.runtime.save_param_dict_to_file({n: tensor(values[n]) for n in names},
                                    os.path.join(out, "weights.params"))
vm = relax.VirtualMachine(tvm.runtime.load_module(os.path.join(out, "resnet.so")), tvm.cpu())
ref = vm["main"](tensor(data), *[tensor(values[n]) for n in names]).numpy()
np.save(os.path.join(out, "ref.npy"), ref)

def bad(what, change):
    changed = dict(values)
    change(changed)
    np.savez(os.path.join(out, "bad_%s.npz" % what), **changed)

bad("extra", lambda d: d.update({"fc.scale": np.ones(10, "float32")}))
bad("missing", lambda d: [d.pop("fc.bias"), d.pop("stem.bn.gamma")])
bad("shape", lambda d: d.update({"fc.bias": np.zeros(11, "float32")}))
bad("ndim", lambda d: d.update({"stem.weight": values["stem.weight"][0]}))
bad("dtype", lambda d: d.update({"fc.weight": values["fc.weight"].astype("float64")}))
np.savez(os.path.join(out, "bad_entry.npz"), **values)
with zipfile.ZipFile(os.path.join(out, "bad_entry.npz"), "a") as archive:
    archive.writestr("README.txt", "not an array")
with zipfile.ZipFile(os.path.join(out, "bad_npy.npz"), "w") as archive:
    archive.writestr("fc.bias.npy", "plain text, not .npy")
tvm.runtime.save_param_dict_to_file({"p%d" % i: tensor(values[n]) for i, n in enumerate(names)},
                                    os.path.join(out, "p_names.params"))
print(json.dumps({"params": names}))
