"""OpenCL libraries built by TVM 0.27 for modlink's OpenCL tests, with their expected outputs.

Each function is built twice from one definition: for `opencl` (host `llvm`), scheduled for a GPU
(threads bound by hand, or by dlight), which modlink runs on PoCL; and for `llvm`, unscheduled,
which TVM runs on the CPU to give the expected outputs (pip TVM has no OpenCL runtime). A Relax
MLP with a dynamic batch is built the same two ways and run by TVM's Relax VM on the CPU.

Usage: python opencl_fixtures.py OUT_DIR. Writes the libraries and .npy files to OUT_DIR and
prints a JSON manifest on its last line:
{"kernels": [{"library", "function", "args": [{"npy"} | {"int"} | {"float"}],
              "expected": {"<arg index>": npy}, "rtol", "atol"}],
 "models": [{"library", "inputs": [npy], "expected": npy, "rtol", "atol"}]}
"""

import json
import os
import sys

import numpy as np
import tvm
from tvm import relax, s_tir, te, topi
from tvm.s_tir import dlight as dl
from tvm.script import tirx as T

OUT = sys.argv[1]
TARGET = tvm.target.Target("opencl", host="llvm")
RNG = np.random.default_rng(35)


def f32(*shape):
    return RNG.standard_normal(shape).astype("float32")


def save(name, array):
    path = os.path.join(OUT, name)
    np.save(path, array)
    return path


def bind_threads(func, block, threads=128):
    """`block`'s loops fused and split over blockIdx.x/threadIdx.x."""
    sch = s_tir.Schedule(func)
    loops = sch.get_loops(sch.get_sblock(block))
    fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
    bx, tx = sch.split(fused, [None, threads])
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    return sch.mod


def run_cpu(func, arrays):
    """`func` built for llvm and run by TVM on the CPU; the arrays after the call."""
    lib = tvm.compile(tvm.IRModule({"main": func}), target="llvm")
    tensors = [tvm.runtime.tensor(a) if isinstance(a, np.ndarray) else a for a in arrays]
    lib["main"](*tensors)
    return [t.numpy() if hasattr(t, "numpy") else t for t in tensors]


KERNELS = []


def kernel(name, gpu_mod, func, cases, rtol, atol):
    """Exports `gpu_mod` for OpenCL as NAME.so; each case is (label, args) where args are numpy
    arrays (inputs and outputs) or Python scalars; expected outputs come from `func` on the CPU."""
    library = os.path.join(OUT, f"{name}.so")
    tvm.compile(gpu_mod, target=TARGET).export_library(library)
    symbol = func.attrs["global_symbol"]
    for label, args, outputs in cases:
        after = run_cpu(func, [a.copy() if isinstance(a, np.ndarray) else a for a in args])
        spec, expected = [], {}
        for index, arg in enumerate(args):
            if isinstance(arg, np.ndarray):
                spec.append({"npy": save(f"{name}.{label}.arg{index}.npy", arg)})
            elif isinstance(arg, float):
                spec.append({"float": arg})
            else:
                spec.append({"int": arg})
        for index in outputs:
            expected[str(index)] = save(f"{name}.{label}.expected{index}.npy", after[index])
        KERNELS.append({"library": library, "function": symbol, "label": label, "args": spec,
                        "expected": expected, "rtol": rtol, "atol": atol})


def vadd():
    n = 1000
    A = te.placeholder((n,), name="A")
    B = te.placeholder((n,), name="B")
    C = te.compute((n,), lambda i: A[i] + B[i], name="C")
    func = te.create_prim_func([A, B, C]).with_attr("global_symbol", "vadd")
    kernel("vadd", bind_threads(func, "C"), func,
           [("n1000", [f32(n), f32(n), np.zeros(n, "float32")], [2])], 0.0, 0.0)


def vadd_dyn():
    n = te.var("n")
    A = te.placeholder((n,), name="A")
    B = te.placeholder((n,), name="B")
    C = te.compute((n,), lambda i: A[i] + B[i], name="C")
    func = te.create_prim_func([A, B, C]).with_attr("global_symbol", "vadd_dyn")
    cases = [(f"n{v}", [f32(v), f32(v), np.zeros(v, "float32")], [2]) for v in (1000, 77, 1)]
    kernel("vadd_dyn", bind_threads(func, "C"), func, cases, 0.0, 0.0)


def saxpy():
    """A float and an int scalar reach the kernel: C = s * A + B + k."""
    n = te.var("n")
    s = te.var("s", "float32")
    k = te.var("k", "int32")
    A = te.placeholder((n,), name="A")
    B = te.placeholder((n,), name="B")
    C = te.compute((n,), lambda i: s * A[i] + B[i] + k.astype("float32"), name="C")
    func = te.create_prim_func([A, B, C, s, k]).with_attr("global_symbol", "saxpy")
    cases = [("n300", [f32(300), f32(300), np.zeros(300, "float32"), 2.5, -3], [2])]
    kernel("saxpy", bind_threads(func, "C"), func, cases, 1e-6, 1e-6)


def rowsum():
    """A cross-thread reduction through shared (`__local`) memory, scheduled by dlight."""
    m = te.var("m")
    A = te.placeholder((m, 256), name="A")
    r = te.reduce_axis((0, 256), name="r")
    B = te.compute((m,), lambda i: te.sum(A[i, r], axis=r), name="B")
    func = te.create_prim_func([A, B]).with_attr("global_symbol", "rowsum")
    with TARGET:
        gpu = dl.ApplyDefaultSchedule(dl.gpu.Reduction(), dl.gpu.GeneralReduction())(
            tvm.IRModule({"rowsum": func}))
    cases = [(f"m{v}", [f32(v, 256), np.zeros(v, "float32")], [1]) for v in (16, 3)]
    kernel("rowsum", gpu, func, cases, 1e-5, 1e-5)


def softmax():
    rows, cols = 8, 1000
    A = te.placeholder((rows, cols), "float32", name="A")
    B = topi.nn.softmax(A, axis=1)
    func = te.create_prim_func([A, B]).with_attr("global_symbol", "softmax")
    with TARGET:
        gpu = dl.ApplyDefaultSchedule(dl.gpu.GeneralReduction())(tvm.IRModule({"softmax": func}))
    cases = [("r8c1000", [f32(rows, cols) * 3, np.zeros((rows, cols), "float32")], [1])]
    kernel("softmax", gpu, func, cases, 1e-5, 1e-6)


def matmul():
    m, k, n = 64, 128, 96
    A = te.placeholder((m, k), name="A")
    B = te.placeholder((k, n), name="B")
    r = te.reduce_axis((0, k), name="r")
    C = te.compute((m, n), lambda i, j: te.sum(A[i, r] * B[r, j], axis=r), name="C")
    func = te.create_prim_func([A, B, C]).with_attr("global_symbol", "matmul")
    with TARGET:
        gpu = dl.ApplyDefaultSchedule(dl.gpu.Matmul(), dl.gpu.Fallback())(
            tvm.IRModule({"matmul": func}))
    cases = [("m64k128n96", [f32(m, k), f32(k, n), np.zeros((m, n), "float32")], [2])]
    kernel("matmul", gpu, func, cases, 1e-4, 1e-4)


@T.prim_func
def _two_kernels(a: T.handle, b: T.handle, c: T.handle):
    T.func_attr({"global_symbol": "two_kernels", "tir.noalias": True})
    n = T.int64()
    A = T.match_buffer(a, (n,), "float32")
    B = T.match_buffer(b, (n,), "float32")
    C = T.match_buffer(c, (n,), "float32")
    # A global temporary: the host code takes it with TVMBackendAllocWorkspace(4, ...).
    tmp = T.alloc_buffer((n,), "float32", scope="global")
    for bx in T.thread_binding((n + 127) // 128, thread="blockIdx.x"):
        for tx in T.thread_binding(128, thread="threadIdx.x"):
            if bx * 128 + tx < n:
                tmp[bx * 128 + tx] = A[bx * 128 + tx] * T.float32(2)
    for bx in T.thread_binding((n + 127) // 128, thread="blockIdx.x"):
        for tx in T.thread_binding(128, thread="threadIdx.x"):
            if bx * 128 + tx < n:
                C[bx * 128 + tx] = tmp[(n - 1) - (bx * 128 + tx)] + B[bx * 128 + tx]


def two_kernels():
    """Two kernels in one host function sharing a device workspace."""
    n = te.var("n", "int64")
    A = te.placeholder((n,), "float32", name="A")
    B = te.placeholder((n,), "float32", name="B")
    C = te.compute((n,), lambda i: A[n - 1 - i] * 2.0 + B[i], name="C")
    func = te.create_prim_func([A, B, C]).with_attr("global_symbol", "two_kernels")
    cases = [(f"n{v}", [f32(v), f32(v), np.zeros(v, "float32")], [2]) for v in (1000, 129)]
    kernel("two_kernels", tvm.IRModule({"two_kernels": _two_kernels}), func, cases, 0.0, 0.0)


MODELS = []


def mlp():
    """x[n, 64] -> matmul+bias (64->32), relu, matmul+bias (32->10), softmax; n at run time."""
    w1, b1 = f32(64, 32) * 0.2, f32(32) * 0.1
    w2, b2 = f32(32, 10) * 0.3, f32(10) * 0.1
    bb = relax.BlockBuilder()
    batch = tvm.tirx.Var("n", "int64")
    x = relax.Var("x", relax.TensorType((batch, 64), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            h = bb.emit(relax.op.add(relax.op.matmul(x, relax.const(w1)), relax.const(b1)))
            h = bb.emit(relax.op.nn.relu(h))
            h = bb.emit(relax.op.add(relax.op.matmul(h, relax.const(w2)), relax.const(b2)))
            out = bb.emit_output(relax.op.nn.softmax(h, axis=-1))
        bb.emit_func_output(out)
    mod = bb.get()
    library = os.path.join(OUT, "mlp.so")
    tvm.compile(mod, target=TARGET).export_library(library)
    cpu = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    for rows in (3, 5):
        data = f32(rows, 64)
        expected = cpu["main"](tvm.runtime.tensor(data)).numpy()
        MODELS.append({"library": library, "label": f"b{rows}",
                       "inputs": [save(f"mlp.b{rows}.x.npy", data)],
                       "expected": save(f"mlp.b{rows}.expected.npy", expected),
                       "rtol": 1e-5, "atol": 1e-6})


def cnn():
    """x[1, 3, 16, 16] -> conv2d 3x3 pad 1 (8 channels, +bias), relu, max_pool2d 2x2/2,
    flatten, dense (512->10): the CNN of the relax fixtures (shared/fixtures/tvm-0.27/relax/gen.py),
    its kernels scheduled for the GPU by TVM's default pipeline."""
    wc, bc = f32(8, 3, 3, 3) * 0.3, f32(1, 8, 1, 1) * 0.1
    wd, bd = f32(512, 10) * 0.05, f32(10) * 0.1
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 16, 16), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            h = bb.emit(relax.op.nn.conv2d(x, relax.const(wc), padding=(1, 1)))
            h = bb.emit(relax.op.add(h, relax.const(bc)))
            h = bb.emit(relax.op.nn.relu(h))
            h = bb.emit(relax.op.nn.max_pool2d(h, pool_size=(2, 2), strides=(2, 2)))
            h = bb.emit(relax.op.reshape(h, (1, 512)))
            out = bb.emit_output(relax.op.add(relax.op.matmul(h, relax.const(wd)), relax.const(bd)))
        bb.emit_func_output(out)
    mod = bb.get()
    library = os.path.join(OUT, "cnn.so")
    tvm.compile(mod, target=TARGET).export_library(library)
    cpu = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    data = f32(1, 3, 16, 16)
    expected = cpu["main"](tvm.runtime.tensor(data)).numpy()
    MODELS.append({"library": library, "label": "1x3x16x16",
                   "inputs": [save("cnn.x.npy", data)],
                   "expected": save("cnn.expected.npy", expected),
                   "rtol": 1e-4, "atol": 1e-5})


for build in (vadd, vadd_dyn, saxpy, rowsum, softmax, matmul, two_kernels, mlp, cnn):
    build()
print(json.dumps({"kernels": KERNELS, "models": MODELS}))
