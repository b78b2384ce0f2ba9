"""modlink vs Apache TVM 0.27, measured in the same run on the same trees: one table of ratios.

Run through ci/bench-vs-tvm.sh (builds modlink in release mode first) or directly with the venv's
Python: `.venv/bin/python benches/vs_tvm.py --modlink target/release/modlink [--quick]`.

Cases:
* blob S (1 MiB, 64 MiB, 512 MiB, 3 GiB): a host module with one small kernel importing one
  `const_loader` payload of S bytes (TVM: a uint8 tensor of S bytes in a const_loader module;
  modlink: the same S pattern bytes as a raw payload of an untyped kind, `params_bytes`, since
  modlink checks a raw `const_loader` payload's structure; the blobs differ by TVM's few
  header bytes).
  - export: TVM's `export_library` call (the kernel compiled by `tvm.compile` beforehand, not
    timed; linked by TVM's default g++) vs the whole `modlink build kernel.kir --import-raw
    params_bytes=payload` with default settings (parse, codegen of the kernel, link, the blob
    written straight into the library, atomic write; linker from modlink's discovery, `--linker
    PROGRAM` / `--pack P` to measure others).
  - open: TVM's `tvm.runtime.load_module` vs `modlink inspect` (locates the blob in the file and
    reads the module tree without running the library; the payload stays in the file map).
* K host kernels (1, 50, 500 vadd variants): TVM's `tvm.compile` + `export_library` vs the whole
  `modlink build kK.kir --no-cache` (codegen on one thread per core); also against
  `export_library` alone, and `export_library` alone (a compiled module in, a library out)
  against `modlink build` with every kernel already compiled (codegen cache hits, the cache
  filled by one untimed build).
* the codegen cache (500 kernels by default, `--cache-kernels`): TVM's compile + export vs
  `modlink build` with an empty cache directory (cold: every unit compiled and stored), with the
  cache that build left (warm: all hits), and after one kernel's constant changed (one unit
  compiled); the ratios warm / cold and one-change / cold are printed under the table.

* CPU levels (150 and 500 kernels by default, `--levels-kernels`; modlink alone):
  `modlink build kK.kir --no-cache` with the default CPU levels against `--cpu-levels
  x86-64-v3` (`--one-level`), the two builds taking turns, best of N each; a table of its own.

Every measurement runs in its own process. TVM times are taken inside the child around the call
only (its ~1 s `import tvm` is excluded); modlink times are the whole process, start to exit.
Peak RSS is that of the whole process tree (the measured process and every child it starts: the
linker, TVM's g++): the largest sum of the proportional resident sets (PSS, so pages shared
between them count once) of the processes in the child's session, sampled every 2 ms from /proc, and never less than the largest single process's own high-water
mark (for TVM the child's VmHWM, reset through /proc/self/clear_refs just before the call, which
includes TVM's libraries and the input tensor already in memory; for modlink GNU time's %M, the
largest of modlink and each child it waited for). It includes modlink's reading of the payload
file and the mapped pages of libLLVM (about 50 MiB at start-up; `modlink inspect` does not load
libLLVM). Times are the best of N repetitions run without the memory sampler (which takes most
of a core) and, for modlink, without GNU time; peak RSS comes from one more, sampled run. With
N = 1 (blobs of 512 MiB and more) one sampled run gives both.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

MIB = 1 << 20
GIB = 1 << 30
# The period-251 byte pattern of benches/pack.rs: not all zeros, so LLVM cannot turn TVM's blob
# constant into a zero initialiser, and not compressible by accident.
PATTERN_PERIOD = 251
CHUNK = PATTERN_PERIOD * (1 << 18)  # about 63 MiB, a whole number of periods
TIME = "/usr/bin/time"
CHILD_TIMEOUT_SECONDS = 900


# ---------------------------------------------------------------------------------------------
# Children (run as `vs_tvm.py --child WHAT ...`): print one JSON line.


def reset_peak_rss():
    """Resets VmHWM (Linux >= 4.0); False when the kernel refuses."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def peak_rss_kib():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return None


def fill_pattern(view):
    """Writes the pattern into a writable uint8 numpy view, one chunk at a time."""
    import numpy as np

    period = (np.arange(PATTERN_PERIOD, dtype=np.uint32) * 31 % PATTERN_PERIOD).astype(np.uint8)
    chunk = np.tile(period, CHUNK // PATTERN_PERIOD)
    for start in range(0, view.shape[0], CHUNK):
        end = min(start + CHUNK, view.shape[0])
        view[start:end] = chunk[: end - start]


def small_kernel_module():
    import tvm
    from tvm import te

    a = te.placeholder((1024,), name="A")
    b = te.compute((1024,), lambda i: a[i] + 1.0, name="B")
    func = te.create_prim_func([a, b]).with_attr("global_symbol", "add")
    return tvm.IRModule({"add": func})


def kernels_module(count):
    import tvm
    from tvm import te

    funcs = {}
    for k in range(count):
        n = te.var("n")
        a = te.placeholder((n,), name="A")
        b = te.placeholder((n,), name="B")
        c = te.compute((n,), lambda i: a[i] * float(k + 1) + b[i], name="C")
        name = f"k{k:03}"
        funcs[name] = te.create_prim_func([a, b, c]).with_attr("global_symbol", name)
    return tvm.IRModule(funcs)


def child_tvm_export_blob(size, out):
    import numpy
    import tvm
    import tvm_ffi

    lib = tvm.compile(small_kernel_module(), target="llvm").mod
    tensor = tvm.runtime.empty((size,), "uint8")
    fill_pattern(numpy.from_dlpack(tensor))
    create = tvm_ffi.get_global_func("ffi.Module.create.const_loader")
    lib.import_module(create({"w": tensor}, {"add": ["w"]}))
    reset = reset_peak_rss()
    start = time.perf_counter()
    lib.export_library(out)
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "peak_kib": peak_rss_kib() if reset else None}


def child_tvm_load(path):
    import tvm

    reset = reset_peak_rss()
    start = time.perf_counter()
    module = tvm.runtime.load_module(path)
    kinds = [m.kind for m in module.imports]
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "peak_kib": peak_rss_kib() if reset else None, "kinds": kinds}


def child_tvm_export_kernels(count, out):
    import tvm

    module = kernels_module(count)
    reset = reset_peak_rss()
    start = time.perf_counter()
    lib = tvm.compile(module, target="llvm")
    compiled = time.perf_counter()
    lib.export_library(out)
    done = time.perf_counter()
    return {
        "seconds": done - start,
        "compile_seconds": compiled - start,
        "export_seconds": done - compiled,
        "peak_kib": peak_rss_kib() if reset else None,
    }


def run_child(argv):
    what = argv[0]
    if what == "tvm-export-blob":
        result = child_tvm_export_blob(int(argv[1]), argv[2])
    elif what == "tvm-load":
        result = child_tvm_load(argv[1])
    elif what == "tvm-export-kernels":
        result = child_tvm_export_kernels(int(argv[1]), argv[2])
    else:
        raise SystemExit(f"unknown child {what}")
    print(json.dumps(result))


# ---------------------------------------------------------------------------------------------
# The driver.


class Failed(Exception):
    """A measured process failed; the message goes into the table row."""


class TreeSampler(threading.Thread):
    """Samples the summed proportional resident set (PSS) of every process in a session (the
    measured child runs in its own) until stopped; `peak_kib` is the largest sum seen. `exclude` leaves out the
    session leader when it is only a wrapper (GNU time)."""

    def __init__(self, session, exclude=None):
        super().__init__(daemon=True)
        self.session = session
        self.exclude = exclude
        self.peak_kib = 0
        self.done = threading.Event()

    def sample(self):
        total = 0
        for entry in os.listdir("/proc"):
            if not entry.isdigit() or int(entry) == self.exclude:
                continue
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[3]) != self.session:  # field 6, session id
                    continue
                # PSS, not RSS: a child forked from its parent shares the parent's pages until it
                # execs, and libraries shared between processes would be counted twice.
                with open(f"/proc/{entry}/smaps_rollup") as f:
                    for line in f:
                        if line.startswith("Pss:"):
                            total += int(line.split()[1])
                            break
            except (OSError, IndexError, ValueError):
                continue  # the process ended between listdir and open
        self.peak_kib = max(self.peak_kib, total)

    def run(self):
        while not self.done.wait(0.002):
            self.sample()


def run_measured(argv, cwd, wrapper=False):
    """Runs argv; returns (wall seconds, peak RSS KiB of that process alone, stdout, peak RSS
    KiB of its process tree as sampled). `wrapper`: argv[0] only wraps the measured process
    (GNU time) and is left out of the tree."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=out, stderr=err, cwd=cwd, start_new_session=True)
        sampler = TreeSampler(process.pid, process.pid if wrapper else None)
        if SAMPLING:
            sampler.start()
        # A hung or swapping child must not stall the whole table: its process group is killed.
        watchdog = threading.Timer(CHILD_TIMEOUT_SECONDS, os.killpg, (process.pid, signal.SIGKILL))
        watchdog.start()
        try:
            # os.wait4 gives this child's own rusage (RUSAGE_CHILDREN would be the max of all).
            _, status, usage = os.wait4(process.pid, 0)
        finally:
            watchdog.cancel()
            sampler.done.set()
            if SAMPLING:
                sampler.join()
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode(errors="replace")
        stderr = err.read().decode(errors="replace")
    if process.returncode != 0:
        lines = [l for l in stderr.strip().splitlines() if l.strip()]
        reason = lines[-1] if lines else f"exit status {process.returncode}"
        if process.returncode < 0:
            reason = f"killed by signal {-process.returncode} ({reason})"
            if -process.returncode == signal.SIGKILL and seconds >= CHILD_TIMEOUT_SECONDS:
                reason = f"timed out after {CHILD_TIMEOUT_SECONDS} s"
        raise Failed(reason[:200])
    return seconds, usage.ru_maxrss, stdout, sampler.peak_kib


# Whether run_measured samples the process tree's memory. Sampling /proc every 2 ms takes most
# of a core, which the measured process then lacks (on 2 cores, half of modlink's parallel
# code generation): best_of times unsampled runs and takes the peak from one more, sampled run.
SAMPLING = True


def best_of(reps, measure):
    """Runs measure() reps times unsampled, then once sampled; returns the seconds and extra of
    the fastest run and the peak memory of the sampled one. With reps == 1, one sampled run."""
    global SAMPLING
    if reps <= 1:
        return measure()
    SAMPLING = False
    try:
        timed = [measure() for _ in range(reps)]
    finally:
        SAMPLING = True
    _, peak, _ = measure()
    seconds, _, extra = min(timed, key=lambda r: r[0])
    return seconds, peak, extra


def tvm_child(args, cwd, *child_argv):
    seconds, rusage_kib, stdout, tree_kib = run_measured(
        [sys.executable, os.path.abspath(__file__), "--child", *map(str, child_argv)], cwd
    )
    result = json.loads(stdout.strip().splitlines()[-1])
    peak = max(result.get("peak_kib") or rusage_kib, tree_kib)
    return result["seconds"], peak, result


def modlink_run(args, cwd, *modlink_argv):
    if not SAMPLING:
        # A timed run: modlink alone, no wrapper process.
        seconds, _, stdout, _ = run_measured([args.modlink, *map(str, modlink_argv)], cwd)
        return seconds, 0, stdout
    # Through /usr/bin/time: a child forked from this (large) Python process would carry the
    # driver's high-water mark across exec into its ru_maxrss.
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as rss:
        seconds, _, stdout, tree_kib = run_measured(
            [TIME, "-f", "%M", "-o", rss.name, args.modlink, *map(str, modlink_argv)],
            cwd,
            wrapper=True,
        )
        peak = max(int(rss.read().strip().splitlines()[-1]), tree_kib)
    return seconds, peak, stdout


def write_payload(path, size):
    import numpy as np

    period = (np.arange(PATTERN_PERIOD, dtype=np.uint32) * 31 % PATTERN_PERIOD).astype(np.uint8)
    chunk = np.tile(period, CHUNK // PATTERN_PERIOD).tobytes()
    with open(path, "wb") as f:
        for start in range(0, size, CHUNK):
            f.write(chunk[: min(CHUNK, size - start)])


def mem_available():
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    return 0


def size_label(mib):
    return f"{mib // 1024} GiB" if mib >= 1024 and mib % 1024 == 0 else f"{mib} MiB"


def fmt_seconds(value):
    if isinstance(value, str):
        return value
    return f"{value:.3f}" if value < 10 else f"{value:.1f}"


def fmt_rss(kib):
    if kib is None:
        return "n/a"
    if isinstance(kib, str):
        return kib
    return f"{kib / 1024:.0f} MiB" if kib < 10 * 1024 * 1024 else f"{kib / 1024 / 1024:.1f} GiB"


class Table:
    def __init__(self):
        self.rows = []
        self.notes = []

    def add(self, case, tvm, modlink):
        """tvm / modlink: (seconds, peak_kib) or an error string."""
        def parts(side):
            if isinstance(side, str):
                return side, "n/a", None
            return fmt_seconds(side[0]), fmt_rss(side[1]), side[0]

        tvm_time, tvm_rss, tvm_s = parts(tvm)
        ml_time, ml_rss, ml_s = parts(modlink)
        ratio = "n/a"
        if tvm_s and ml_s:
            value = tvm_s / ml_s
            ratio = f"{value:.2f}x" if value < 1 else f"{value:.1f}x"
        self.rows.append((case, tvm_time, ml_time, ratio, tvm_rss, ml_rss))
        print(f"  {case}: TVM {tvm_time} s, modlink {ml_time} s, ratio {ratio}", file=sys.stderr)

    def print(self):
        header = ("case", "TVM s", "modlink s", "TVM / modlink", "TVM peak RSS", "modlink peak RSS")
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for row in self.rows:
            print("| " + " | ".join(row) + " |")
        if self.notes:
            print()
        for note in self.notes:
            print(f"* {note}")


def attempt(measure):
    try:
        return measure()
    except Failed as failure:
        return f"failed: {failure}"


def bench_blob(args, table, mib, work):
    size = mib * MIB
    reps = 1 if mib >= 512 else args.reps
    label = size_label(mib)
    free_disk = shutil.disk_usage(work).free
    # The payload file, modlink's work blob and object and output, and TVM's output.
    if free_disk < 6 * size + GIB:
        reason = f"skipped: {free_disk / GIB:.1f} GiB free disk, needs {(6 * size + GIB) / GIB:.1f}"
        table.add(f"export, blob {label}", reason, reason)
        table.add(f"open, blob {label}", reason, reason)
        return
    payload = os.path.join(work, "payload.bin")
    kernel = os.path.join(work, "add.kir")
    with open(kernel, "w") as f:
        f.write("kernel add(A: f32[1024], B: f32[1024]) { for i in 0..1024 { B[i] = A[i] + 1.0; } }\n")
    write_payload(payload, size)
    tvm_so = os.path.join(work, "tvm_blob.so")
    modlink_so = os.path.join(work, "modlink_blob.so")

    # TVM holds about 4 copies of the blob during export_library (peer-baselines.md).
    available = mem_available()
    tvm_needs = int(4.5 * size) + 4 * GIB
    if available < tvm_needs:
        tvm_export = f"skipped: {available / GIB:.1f} GiB available memory, TVM needs ~{tvm_needs / GIB:.1f}"
        tvm_open = tvm_export
    else:
        tvm_export = attempt(
            lambda: best_of(reps, lambda: tvm_child(args, work, "tvm-export-blob", size, tvm_so))
        )
        tvm_open = (
            attempt(lambda: best_of(reps, lambda: tvm_child(args, work, "tvm-load", tvm_so)))
            if not isinstance(tvm_export, str)
            else "no TVM library"
        )
    if os.path.exists(tvm_so):
        os.remove(tvm_so)

    modlink_export = attempt(
        lambda: best_of(
            reps,
            lambda: modlink_run(
                args,
                work,
                "build",
                kernel,
                "--import-raw",
                f"params_bytes={payload}",
                *linker_args(args),
                "-o",
                modlink_so,
            ),
        )
    )
    os.remove(payload)
    modlink_open = (
        attempt(lambda: best_of(reps, lambda: modlink_run(args, work, "inspect", modlink_so)))
        if not isinstance(modlink_export, str)
        else "no modlink library"
    )
    if os.path.exists(modlink_so):
        os.remove(modlink_so)
    table.add(f"export, blob {label} (TVM export_library / modlink build)", tvm_export, modlink_export)
    table.add(f"open, blob {label} (TVM load_module / modlink inspect)", tvm_open, modlink_open)


def write_kernels(kir, count, changed=None):
    """The K vadd variants; `changed` = (index, scale) gives one kernel another constant."""
    with open(kir, "w") as f:
        for k in range(count):
            scale = f"{k + 1}.0"
            if changed is not None and changed[0] == k:
                scale = changed[1]
            f.write(
                f"kernel k{k:03}(A: f32[n], B: f32[n], C: f32[n]) "
                f"{{ for i in 0..n {{ C[i] = A[i] * {scale} + B[i]; }} }}\n"
            )


def bench_kernels(args, table, count, work):
    kir = os.path.join(work, f"k{count}.kir")
    write_kernels(kir, count)
    tvm_so = os.path.join(work, f"tvm_k{count}.so")
    modlink_so = os.path.join(work, f"modlink_k{count}.so")
    tvm = attempt(lambda: best_of(args.reps, lambda: tvm_child(args, work, "tvm-export-kernels", count, tvm_so)))
    modlink = attempt(
        lambda: best_of(
            args.reps,
            lambda: modlink_run(args, work, "build", kir, *linker_args(args), "-o", modlink_so, "--no-cache"),
        )
    )
    table.add(f"{count} kernels (TVM compile + export_library / modlink build)", tvm, modlink)
    if not isinstance(tvm, str):
        extra = tvm[2]
        export_only = (extra["export_seconds"], tvm[1])
        table.add(f"{count} kernels (TVM export_library alone / modlink build)", export_only, modlink)
    # Already compiled: TVM's export_library gets a compiled module; modlink's counterpart is a
    # build whose kernels come from the codegen cache (filled by one untimed build).
    compiled_cache = tempfile.mkdtemp(dir=work, prefix="compiled.")
    saved = os.environ.get("MODLINK_CACHE_DIR")
    try:
        os.environ["MODLINK_CACHE_DIR"] = compiled_cache
        cache_summary(args, work, kir, modlink_so)
        exported = attempt(
            lambda: best_of(
                args.reps, lambda: modlink_run(args, work, "build", kir, *linker_args(args), "-o", modlink_so)
            )
        )
    except Failed as failure:
        exported = f"failed: {failure}"
    finally:
        if saved is None:
            os.environ.pop("MODLINK_CACHE_DIR", None)
        else:
            os.environ["MODLINK_CACHE_DIR"] = saved
        shutil.rmtree(compiled_cache, ignore_errors=True)
    if not isinstance(tvm, str):
        table.add(
            f"{count} kernels, already compiled (TVM export_library alone / modlink build, codegen cache hits)",
            export_only,
            exported,
        )
    if count >= 50:
        serial = attempt(
            lambda: best_of(
                args.reps,
                lambda: modlink_run(
                    args, work, "build", kir, *linker_args(args), "-o", modlink_so, "--jobs", "1", "--no-cache"
                ),
            )
        )
        table.add(f"{count} kernels (TVM compile + export_library / modlink build --jobs 1)", tvm, serial)
    for path in (tvm_so, modlink_so):
        if os.path.exists(path):
            os.remove(path)


def cache_summary(args, work, kir, out):
    """One untimed build with the current cache settings; returns its cache summary line."""
    done = subprocess.run(
        [args.modlink, "build", kir, *linker_args(args), "-o", out], cwd=work, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise Failed(done.stderr.strip().splitlines()[-1][:200])
    lines = [l for l in done.stderr.splitlines() if "codegen cache:" in l]
    return lines[-1].split("codegen cache: ", 1)[1] if lines else "no summary"


def bench_cache(args, table, count, work):
    kir = os.path.join(work, f"cache{count}.kir")
    write_kernels(kir, count)
    tvm_so = os.path.join(work, f"tvm_cache{count}.so")
    modlink_so = os.path.join(work, f"modlink_cache{count}.so")
    saved = {name: os.environ.pop(name, None) for name in ("MODLINK_CACHE_DIR", "MODLINK_CACHE_REDIS")}
    caches = tempfile.mkdtemp(dir=work, prefix="caches.")
    fresh = iter(range(1_000_000))

    def build_with_cache(directory, source):
        os.environ["MODLINK_CACHE_DIR"] = directory
        return modlink_run(args, work, "build", source, *linker_args(args), "-o", modlink_so)

    changes = iter(range(1_000_000))

    def one_change(directory):
        # A constant no build has seen: exactly one unit misses.
        source = os.path.join(work, f"cache{count}_changed.kir")
        write_kernels(source, count, (count // 2, f"{1000 + next(changes)}.25"))
        return build_with_cache(directory, source)

    try:
        tvm = attempt(lambda: best_of(args.reps, lambda: tvm_child(args, work, "tvm-export-kernels", count, tvm_so)))
        cold = attempt(
            lambda: best_of(args.reps, lambda: build_with_cache(os.path.join(caches, f"cold{next(fresh)}"), kir))
        )
        shared = os.path.join(caches, "warm")
        notes = []
        try:
            os.environ["MODLINK_CACHE_DIR"] = shared
            notes.append(f"first build: {cache_summary(args, work, kir, modlink_so)}")
            notes.append(f"warm build: {cache_summary(args, work, kir, modlink_so)}")
        except Failed as failure:
            notes.append(f"failed: {failure}")
        warm = attempt(lambda: best_of(args.reps, lambda: build_with_cache(shared, kir)))
        changed = attempt(lambda: best_of(args.reps, lambda: one_change(shared)))
        try:
            os.environ["MODLINK_CACHE_DIR"] = shared
            source = os.path.join(work, f"cache{count}_check.kir")
            write_kernels(source, count, (count // 2, "-7.25"))
            notes.append(f"one-change build: {cache_summary(args, work, source, modlink_so)}")
        except Failed as failure:
            notes.append(f"failed: {failure}")
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(caches, ignore_errors=True)
    table.add(f"{count} kernels, cold cache (TVM compile + export_library / modlink build)", tvm, cold)
    table.add(f"{count} kernels, warm cache: all hits (TVM compile + export_library / modlink build)", tvm, warm)
    table.add(f"{count} kernels, one kernel changed (TVM compile + export_library / modlink build)", tvm, changed)
    if not isinstance(cold, str):
        for label, side in (("warm", warm), ("one kernel changed", changed)):
            if not isinstance(side, str):
                table.notes.append(f"{count} kernels: cold / {label} = {cold[0] / side[0]:.1f}x")
    table.notes.extend(f"{count} kernels, {note}" for note in notes)
    for path in (tvm_so, modlink_so):
        if os.path.exists(path):
            os.remove(path)


def bench_levels(args, count, work):
    """`modlink build kK.kir --no-cache` with the default CPU levels against one level
    (`--cpu-levels x86-64-v3`), the two builds taking turns; returns a markdown row."""
    kir = os.path.join(work, f"levels{count}.kir")
    write_kernels(kir, count)
    out = os.path.join(work, f"levels{count}.so")
    builds = {
        "default": ["build", kir, *linker_args(args), "-o", out, "--no-cache"],
        "one level": ["build", kir, *linker_args(args), "-o", out, "--no-cache", "--cpu-levels", args.one_level],
    }
    best = {}
    global SAMPLING
    SAMPLING = False
    try:
        for _ in range(args.reps):
            for label, argv in builds.items():
                seconds, _, _ = modlink_run(args, work, *argv)
                best[label] = min(best.get(label, seconds), seconds)
    except Failed as failure:
        return f"| {count} | failed: {failure} | | |"
    finally:
        SAMPLING = True
    if os.path.exists(out):
        os.remove(out)
    ratio = best["default"] / best["one level"]
    print(f"  {count} kernels: default {best['default']:.3f} s, one level {best['one level']:.3f} s, {ratio:.2f}x", file=sys.stderr)
    return f"| {count} | {fmt_seconds(best['default'])} | {fmt_seconds(best['one level'])} | {ratio:.2f}x |"


def linker_args(args):
    extra = ["--linker", args.linker] if args.linker else []
    return extra + (["--pack", args.pack] if args.pack else [])


def parse_list(text):
    return [int(v) for v in text.split(",") if v.strip()]


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        run_child(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modlink", default="target/release/modlink", help="the modlink binary")
    parser.add_argument("--quick", action="store_true", help="skip the 512 MiB and 3 GiB blobs")
    parser.add_argument("--sizes", type=parse_list, default=[1, 64, 512, 3072], help="blob sizes in MiB")
    parser.add_argument("--kernels", type=parse_list, default=[1, 50, 500], help="kernel counts")
    parser.add_argument(
        "--cache-kernels", type=parse_list, default=[500], help="kernel counts of the codegen cache case"
    )
    parser.add_argument(
        "--levels-kernels",
        type=parse_list,
        default=[150, 500],
        help="kernel counts of the default-CPU-levels vs one-level case (modlink alone)",
    )
    parser.add_argument(
        "--one-level", default="x86-64-v3", help="the one level the default build is compared with"
    )
    parser.add_argument("--reps", type=int, default=3, help="repetitions (best of; 1 for >= 512 MiB)")
    parser.add_argument(
        "--linker", default="", help="modlink's linker (default: modlink's own discovery)"
    )
    parser.add_argument("--pack", default="", help="modlink's packer (default: modlink's default)")
    parser.add_argument("--workdir", default=None, help="where the files go (default: a temp dir)")
    args = parser.parse_args()
    args.modlink = os.path.abspath(args.modlink)
    if not os.access(args.modlink, os.X_OK):
        raise SystemExit(f"{args.modlink}: not an executable (cargo build --release first)")
    if not os.access(TIME, os.X_OK):
        raise SystemExit(f"{TIME} (GNU time) is needed to measure modlink's peak memory")
    sizes = [s for s in args.sizes if not (args.quick and s >= 512)]

    table = Table()
    started = time.strftime("%Y-%m-%d %H:%M %Z")
    with tempfile.TemporaryDirectory(dir=args.workdir, prefix="vs_tvm.") as work:
        for mib in sizes:
            print(f"blob {size_label(mib)} ...", file=sys.stderr)
            bench_blob(args, table, mib, work)
        for count in args.kernels:
            print(f"{count} kernels ...", file=sys.stderr)
            bench_kernels(args, table, count, work)
        for count in args.cache_kernels:
            print(f"codegen cache, {count} kernels ...", file=sys.stderr)
            bench_cache(args, table, count, work)
        levels = []
        for count in args.levels_kernels:
            print(f"CPU levels, {count} kernels ...", file=sys.stderr)
            levels.append(bench_levels(args, count, work))
    load = os.getloadavg()
    print(
        f"modlink vs TVM 0.27, {started}, {os.cpu_count()} CPUs, "
        f"load average at the end {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}; "
        f"best of {args.reps} (1 for blobs >= 512 MiB); modlink with default settings"
        f"{' --linker ' + args.linker if args.linker else ''}"
        f"{' --pack ' + args.pack if args.pack else ''}, TVM with its default (g++ / GNU ld); "
        f"peak RSS of the whole process tree\n"
    )
    table.print()
    if levels:
        print(
            f"\nmodlink alone: `build --no-cache` with the default CPU levels vs `--cpu-levels "
            f"{args.one_level}`, the two taking turns, best of {args.reps}\n"
        )
        print("| kernels | default s | one level s | default / one level |")
        print("|---|---|---|---|")
        for row in levels:
            print(row)


if __name__ == "__main__":
    main()
