"""TVM 0.27's matmul N^3 f32 with schedules comparable to examples/matmul_scheduled.kir, and
(optionally) modlink's compiled kernel loaded into the same TVM process, timed turn by turn with
the same time_evaluator, so that both see the same machine load. `cargo bench --bench kernels`
runs it with the venv's Python (MODLINK_PYTHON or .venv/bin/python) once per thread count and
reads the `... gflops=G` lines.

Every TVM schedule uses the kir kernel's tiling: register tile 8 x 32 (rows unrolled, the 32
columns vectorised), k split by 256, 256-row blocks (32 tiles) in parallel. They differ where
TVM cannot express the kir loop order and a register tile at once (see `schedule`); the fastest
is TVM's figure.

Usage: TVM_NUM_THREADS=T matmul_tvm_baseline.py [--size N] [--mcpu CPU]
       [--modlink LIBRARY.so --function NAME]
"""
import argparse
import os
import sys

import numpy as np
import tvm
from tvm import te

parser = argparse.ArgumentParser()
parser.add_argument("--size", type=int, default=1024)
parser.add_argument("--mcpu", default="znver4", help="LLVM CPU name (TVM refuses `native`)")
parser.add_argument("--modlink", help="a library built by modlink holding the kernel")
parser.add_argument("--function", default="matmul_scheduled")
parser.add_argument("--rounds", type=int, default=20)
args = parser.parse_args()

N = args.size
MR, NR, KC, ROW_TILES = 8, 32, 256, 32
TARGET = tvm.target.Target({"kind": "llvm", "mcpu": args.mcpu})

A = te.placeholder((N, N), name="A", dtype="float32")
B = te.placeholder((N, N), name="B", dtype="float32")
r = te.reduce_axis((0, N), name="r")
C = te.compute((N, N), lambda i, j: te.sum(A[i, r] * B[r, j], axis=r), name="C")


def schedule(variant):
    """`packed`: the kir kernel's loop order ib, ko, jo, io, ki, ii, ji, C accumulated in place
    across k-blocks, and B's KC x NR panel copied into a contiguous buffer per (ko, jo) with
    cache_read + compute_at (the kir kernel's `local Bp`); `kblock`: the same without packing;
    `local`: ib, jo, io, ko, ki, ii, ji with the 8 x 32 tile in a "local" cache_write buffer
    (the kir kernel's `local acc`), B panels not reused across row tiles."""
    sch = tvm.s_tir.Schedule(te.create_prim_func([A, B, C]).with_attr("global_symbol", "matmul"))
    block = sch.get_sblock("C")
    acc = sch.cache_write(block, 0, "local") if variant == "local" else None
    i, j, k = sch.get_loops(block)
    ib, io, ii = sch.split(i, [None, ROW_TILES, MR])
    jo, ji = sch.split(j, [None, NR])
    ko, ki = sch.split(k, [None, KC])
    # Loop annotations before decompose_reduction: afterwards the update block has no init and
    # `parallel` refuses a subtree without compact dataflow.
    if variant in ("kblock", "packed"):
        sch.reorder(ib, ko, jo, io, ki, ii, ji)
        if variant == "packed":
            packed_b = sch.cache_read(block, 1, "global")
            sch.compute_at(packed_b, jo)
            sch.vectorize(sch.get_loops(packed_b)[-1])
    else:
        sch.reorder(ib, jo, io, ko, ki, ii, ji)
        sch.reverse_compute_at(acc, io)
        sch.vectorize(sch.get_loops(acc)[-1])
    sch.parallel(ib)
    sch.unroll(ii)
    sch.vectorize(ji)
    init = sch.decompose_reduction(block, ko)
    sch.vectorize(sch.get_loops(init)[-1])
    return sch.mod


dev = tvm.cpu(0)
rng = np.random.default_rng(1)
a_np = rng.uniform(-1, 1, (N, N)).astype("float32")
b_np = rng.uniform(-1, 1, (N, N)).astype("float32")
expected = a_np @ b_np
a, b = tvm.runtime.tensor(a_np, dev), tvm.runtime.tensor(b_np, dev)
c = tvm.runtime.tensor(np.zeros((N, N), dtype="float32"), dev)
threads = os.environ.get("TVM_NUM_THREADS", "default")

# (label, module, function name); modules stay alive for the timing rounds.
candidates = []
for variant in ["packed", "kblock", "local"]:
    lib = tvm.compile(schedule(variant), target=TARGET)
    candidates.append((f"tvm {variant}", lib.mod, "matmul"))
if args.modlink:
    candidates.append(("modlink", tvm.runtime.load_module(args.modlink), args.function))
for label, module, name in candidates:
    c.copyfrom(np.full((N, N), np.nan, dtype="float32"))
    module[name](a, b, c)
    error = np.abs(c.numpy() - expected).max()
    if not error <= 1e-2:
        sys.exit(f"{label} matmul disagrees with numpy by {error}")

# Turn by turn, so that a burst of load elsewhere hits every candidate alike.
best = {label: float("inf") for label, _, _ in candidates}
for _ in range(args.rounds):
    for label, module, name in candidates:
        timer = module.time_evaluator(name, dev, number=2, repeat=1)
        best[label] = min(best[label], min(timer(a, b, c).results))
rates = {label: 2 * N**3 / seconds / 1e9 for label, seconds in best.items()}
for label, rate in rates.items():
    print(f"{label} matmul {N}^3 threads={threads} gflops={rate:.2f}")
tvm_best = max((label for label in rates if label.startswith("tvm")), key=rates.get)
print(f"tvm best matmul {N}^3 threads={threads} schedule={tvm_best} gflops={rates[tvm_best]:.2f}")
