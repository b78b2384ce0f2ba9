"""modlink's Python package against TVM 0.27, every pair measured in the same run on the same
machine (printed first, from lscpu). Not part of CI: it takes minutes and wants a quiet machine.

    python python/benches/vs_tvm.py                 # export 1, 64, 512 MiB; load; call overhead
    python python/benches/vs_tvm.py --sizes 1,64    # skip 512 MiB

Cases:
* export of a Relax model with N MiB of embedded weights: TVM's ``export_library`` against
  ``modlink.export_library`` (best of --reps; modlink's time split into TVM's serializer,
  ``runtime.ModulePackImportsToTensor``, and modlink's own packing and linking);
* ``modlink.load`` + ``VirtualMachine`` + first inference against ``tvm.runtime.load_module`` +
  ``relax.VirtualMachine`` + first inference, each in a fresh process (import time apart);
* per-call overhead of ``lib[name](...)`` on a 16-element kernel: modlink with numpy arrays
  against TVM's PackedFunc with its own tensors and with numpy arrays (alternating rounds).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

CHILD_LOAD = r"""
import json, sys, time
t0 = time.perf_counter()
import numpy as np
side, path, x = sys.argv[1], sys.argv[2], sys.argv[3]
if side == "modlink":
    import modlink
    t1 = time.perf_counter()
    vm = modlink.VirtualMachine(modlink.load(path))
    y = vm["main"](np.load(x))
else:
    import tvm
    from tvm import relax
    t1 = time.perf_counter()
    vm = relax.VirtualMachine(tvm.runtime.load_module(path), tvm.cpu())
    y = vm["main"](tvm.runtime.tensor(np.load(x))).numpy()
t2 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "load_and_first": t2 - t1, "checksum": float(np.asarray(y).sum())}))
"""


def machine():
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        fields = dict(line.split(":", 1) for line in out.splitlines() if ":" in line)
        return f"{fields.get('Model name', '?').strip()}, {fields.get('CPU(s)', '?').strip()} CPUs"
    except OSError:
        return "unknown machine (no lscpu)"


def weights_model(mib):
    import numpy as np
    import tvm
    from tvm import relax
    from tvm.script import ir as I
    from tvm.script import relax as R

    @I.ir_module
    class Model:
        @R.function
        def main(x: R.Tensor((1, 256), "float32"), w: R.Tensor(("r", 256), "float32")):
            with R.dataflow():
                y = R.add(R.sum(w, axis=[0], keepdims=True), x)
                R.output(y)
            return y

    rows = max(1, mib * 1024 * 1024 // (4 * 256))
    w = np.random.default_rng(0).standard_normal((rows, 256), dtype=np.float32)
    bound = relax.transform.BindParams("main", {"w": tvm.runtime.tensor(w)})(Model)
    return tvm.compile(bound, target="llvm")


def best(reps, run):
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def bench_export(sizes, reps, work, rows):
    import numpy as np
    import tvm  # noqa: F401 - registers TVM's runtime functions with tvm-ffi
    import tvm_ffi

    import modlink

    pack = tvm_ffi.get_global_func("runtime.ModulePackImportsToTensor")
    for mib in sizes:
        executable = weights_model(mib)
        n = reps if mib < 512 else max(1, reps // 2)
        tvm_s = best(n, lambda: executable.export_library(os.path.join(work, f"tvm{mib}.so")))
        ml_s = best(n, lambda: modlink.export_library(executable, os.path.join(work, f"ml{mib}.so")))
        serialize_s = best(n, lambda: np.from_dlpack(pack(executable.mod)))
        rows.append(
            (
                f"export, Relax model with {mib} MiB of weights (TVM export_library / modlink.export_library)",
                tvm_s,
                ml_s,
                f"of modlink's {ml_s:.3f} s, TVM's serializer (ModulePackImportsToTensor) {serialize_s:.3f} s",
            )
        )
        del executable


def bench_load(work, rows, mlp, x):
    for label, path, inp in [("mlp fixture", mlp, x)] + [
        (f"{os.path.basename(p)}", p, os.path.join(work, "x256.npy"))
        for p in sorted(os.path.join(work, f) for f in os.listdir(work) if f.startswith("ml") and f.endswith(".so"))
    ]:
        results = {}
        for side in ("tvm", "modlink"):
            runs = []
            for _ in range(3):
                done = subprocess.run([sys.executable, "-c", CHILD_LOAD, side, path, inp], capture_output=True, text=True)
                if done.returncode != 0:
                    raise SystemExit(f"{side} load of {path} failed:\n{done.stderr}")
                runs.append(json.loads(done.stdout))
            results[side] = min(runs, key=lambda r: r["load_and_first"])
        assert abs(results["tvm"]["checksum"] - results["modlink"]["checksum"]) < 1e-3
        rows.append(
            (
                f"load + VM + first inference, {label} (TVM / modlink; fresh process each)",
                results["tvm"]["load_and_first"],
                results["modlink"]["load_and_first"],
                f"import: tvm {results['tvm']['import']:.3f} s, modlink {results['modlink']['import']:.3f} s",
            )
        )


def bench_calls(work, rows):
    import numpy as np
    import tvm
    from tvm import te

    import modlink

    a = te.placeholder((16,), name="A")
    b = te.compute((16,), lambda i: a[i] + 1.0, name="B")
    lib_path = os.path.join(work, "add16.so")
    tvm.compile(tvm.IRModule({"add": te.create_prim_func([a, b]).with_attr("global_symbol", "add")}), target="llvm").export_library(lib_path)
    tvm_fn = tvm.runtime.load_module(lib_path)["add"]
    ml_fn = modlink.load(lib_path)["add"]
    x, y = np.ones(16, "float32"), np.zeros(16, "float32")
    tx, ty = tvm.runtime.tensor(x), tvm.runtime.tensor(y)

    def aligned(array):
        """A copy of `array` at a 64-byte boundary (numpy's own allocations may not be)."""
        raw = np.zeros(array.nbytes + 64, np.uint8)
        start = (-raw.ctypes.data) % 64
        copy = raw[start:start + array.nbytes].view(array.dtype)
        copy[...] = array
        return copy

    xa, ya = aligned(x), aligned(y)
    calls = 200_000

    def per_call(fn, *args):
        start = time.perf_counter()
        for _ in range(calls):
            fn(*args)
        return (time.perf_counter() - start) / calls

    cases = {"tensors": (tx, ty), "numpy": (x, y), "aligned": (xa, ya)}
    best_of = {f"{who}-{key}": [] for who in ("tvm", "modlink") for key in cases}
    for _ in range(5):
        for key, args in cases.items():
            best_of[f"tvm-{key}"].append(per_call(tvm_fn, *args))
            best_of[f"modlink-{key}"].append(per_call(ml_fn, *args))
    labels = (
        ("TVM tensors", "tensors"),
        (f"numpy arrays (np.ones, {x.ctypes.data % 64} and {y.ctypes.data % 64} bytes past 64-byte boundaries)", "numpy"),
        ("64-byte-aligned numpy arrays", "aligned"),
    )
    for label, key in labels:
        rows.append((f"call of a 16-element kernel with {label}, per call (TVM PackedFunc / modlink)", min(best_of[f"tvm-{key}"]), min(best_of[f"modlink-{key}"]), "best of 5 rounds of 200,000 calls, the same arguments to both"))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1,64,512", help="MiB of weights, comma-separated")
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    here = os.path.dirname(os.path.abspath(__file__))
    relax = os.path.join(here, "..", "..", "..", "shared", "fixtures", "tvm-0.27", "relax")
    print(f"machine: {machine()}; load average {os.getloadavg()[0]:.1f}")
    rows = []
    with tempfile.TemporaryDirectory(prefix="modlink-bench-") as work:
        import numpy as np

        np.save(os.path.join(work, "x256.npy"), np.ones((1, 256), "float32"))
        bench_export(sizes, args.reps, work, rows)
        bench_load(work, rows, os.path.join(relax, "mlp.so"), os.path.join(relax, "mlp.main.0.x.npy"))
        bench_calls(work, rows)
    print("| case | TVM s | modlink s | TVM / modlink | note |")
    print("|---|---|---|---|---|")
    for case, tvm_s, ml_s, note in rows:
        fmt = (lambda s: f"{s * 1e9:.0f} ns") if tvm_s < 1e-3 else (lambda s: f"{s:.3f}")
        print(f"| {case} | {fmt(tvm_s)} | {fmt(ml_s)} | {tvm_s / ml_s:.2f}x | {note} |")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
