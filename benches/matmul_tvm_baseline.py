"""TVM 0.27's matmul 1024^3 f32 with a schedule comparable to examples/matmul_scheduled.kir,
timed with time_evaluator (best of 7 repeats of 3 calls). `cargo bench --bench kernels` runs
it with the venv's Python (MODLINK_PYTHON or .venv/bin/python) once per thread count and reads
the last line: `tvm matmul N^3 threads=T best=VARIANT gflops=G`.

Every schedule uses the kir kernel's tiling: register tile 8 x 32 (rows unrolled, the 32
columns vectorised), k split by 256, 256-row blocks (32 tiles) in parallel. They differ where
TVM cannot express the kir loop order and a register tile at once (see `schedule`); the
faster one is TVM's figure.

Usage: TVM_NUM_THREADS=T matmul_tvm_baseline.py [N] [MCPU]  (LLVM CPU name, default: znver4)
"""
import os
import sys

import numpy as np
import tvm
from tvm import te

N = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
MCPU = sys.argv[2] if len(sys.argv) > 2 else "znver4"
TARGET = tvm.target.Target({"kind": "llvm", "mcpu": MCPU})
MR, NR, KC, ROW_TILES = 8, 32, 256, 32

A = te.placeholder((N, N), name="A", dtype="float32")
B = te.placeholder((N, N), name="B", dtype="float32")
r = te.reduce_axis((0, N), name="r")
C = te.compute((N, N), lambda i, j: te.sum(A[i, r] * B[r, j], axis=r), name="C")


def schedule(variant):
    """`packed`: the kir kernel's loop order ib, jo, ko, io, ki, ii, ji, C accumulated in place
    across k-blocks, and B's KC x NR panel copied into a contiguous buffer per (jo, ko) with
    cache_read + compute_at (the kir kernel's `local Bp`); `kblock`: the same without packing;
    `local`: ib, jo, io, ko, ki, ii, ji with the 8 x 32 tile
    in a "local" cache_write buffer (the kir kernel's `local acc`), B panels not reused across
    row tiles."""
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
        sch.reorder(ib, jo, ko, io, ki, ii, ji)
        if variant == "packed":
            packed_b = sch.cache_read(block, 1, "global")
            sch.compute_at(packed_b, ko)
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
a, b = tvm.runtime.tensor(a_np, dev), tvm.runtime.tensor(b_np, dev)
c = tvm.runtime.tensor(np.zeros((N, N), dtype="float32"), dev)
threads = os.environ.get("TVM_NUM_THREADS", "default")
rates = {}
for variant in ["packed", "kblock", "local"]:
    lib = tvm.compile(schedule(variant), target=TARGET)
    lib["matmul"](a, b, c)
    error = np.abs(c.numpy() - a_np @ b_np).max()
    if error > 1e-2:
        sys.exit(f"tvm matmul ({variant}) disagrees with numpy by {error}")
    timer = lib.mod.time_evaluator("matmul", dev, number=3, repeat=7)
    rates[variant] = 2 * N**3 / min(timer(a, b, c).results) / 1e9
    print(f"tvm matmul {N}^3 threads={threads} schedule={variant} gflops={rates[variant]:.2f}")
best = max(rates, key=rates.get)
print(f"tvm matmul {N}^3 threads={threads} best={best} gflops={rates[best]:.2f}")
