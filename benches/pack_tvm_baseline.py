"""TVM 0.27 export_library beside modlink's `cargo bench --bench pack`: host kernel + one
const_loader import of S MiB, min / median of 5 runs. Run with the venv's Python:
`.venv/bin/python benches/pack_tvm_baseline.py`; compare ratios measured in the same session."""
import time, os, sys, numpy as np, tempfile
import tvm
from tvm import te
import tvm_ffi

A = te.placeholder((1024,), name="A")
B = te.compute((1024,), lambda i: A[i] + 1.0, name="B")
Mod = tvm.IRModule({"add": te.create_prim_func([A, B]).with_attr("global_symbol", "add")})
lib = tvm.compile(Mod, target="llvm")
create_cl = tvm_ffi.get_global_func("ffi.Module.create.const_loader")
import struct
for mib in [1, 16, 128]:
    arr = tvm.runtime.tensor(np.frombuffer(bytes((i * 31 % 251) for i in range(256)) * (mib << 12), dtype="uint8"))
    times = []
    for r in range(5):
        m = tvm.compile(Mod, target="llvm").mod
        sl = create_cl({"w": arr}, {"f": ["w"]})
        m.import_module(sl)
        d = tempfile.mkdtemp()
        t = time.perf_counter()
        m.export_library(os.path.join(d, "x.so"))
        times.append(time.perf_counter() - t)
    times.sort()
    print(f"tvm export_library {mib:4} MiB  min {times[0]:.4f} median {times[2]:.4f}")
