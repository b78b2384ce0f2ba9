"""TVM 0.27's own Relax VM on a library, in process: per-call latency of vm["main"] with
time_evaluator (no Python in the timed loop). Prints one JSON line with min and median seconds.

Usage: relax_vm_tvm.py LIB X.npy NUMBER REPEAT"""
import json
import sys

import numpy as np
import tvm
from tvm import relax

lib_path, x_path, number, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
lib = tvm.runtime.load_module(lib_path)
vm = relax.VirtualMachine(lib, tvm.cpu())
make = tvm.runtime.tensor if hasattr(tvm.runtime, "tensor") else tvm.nd.array
x = make(np.load(x_path))
for _ in range(20):
    vm["main"](x)
timer = vm.time_evaluator("main", tvm.cpu(), number=number, repeat=repeat)
results = sorted(timer(x).results)
print(json.dumps({"min": results[0], "median": results[len(results) // 2]}))
