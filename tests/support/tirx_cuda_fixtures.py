"""Builds CUDA libraries (and one CPU library, `cpu_library`) with apache-tvm-tirx (shared/spec/tirx.md) into the folder given as
argv[1], and describes them from TIRx's side: what each kernel was declared with (the
launch-thread tags bound below, the LaunchConfig/KernelAttributes TIRx packs), the code TIRx's
`cuda` module holds (`inspect_source`), and the same kernels as a v1 `cuda` payload written here
from those values, so a reader's v1 and v2 results can be compared. Prints the description as
JSON on its last line.

Without a CUDA runtime at build time TIRx keeps the CUDA C source (fmt `cuda`), which needs no
GPU and no NVRTC here.

With `compiled` as argv[2], TIRx compiles the same kernels at build time instead, as it does on
a machine with CUDA: stub CUDA libraries (every entry point returns 100, "no device") are
preloaded so that TIRx's CUDA runtime loads, and CUDA 13's NVRTC, runtime headers and CCCL from
PyPI with cuda-bindings (ci/setup.sh puts them in .venv-cu13, which the caller puts on
PYTHONPATH) stand for the toolkit, laid out under argv[1]/cuda as TIRx looks for it. Each kernel
becomes `<name>.cubin.so` and `<name>.ptx.so` (sm_80), the PTX as TIRx's module shows it
written to `<name>.ptx.code` (`inspect_source("ptx")`; TIRx shows no cubin); the description's
fixtures are keyed `<name>.<fmt>`.
"""

import hashlib
import json
import os
import struct
import sys

OUT = sys.argv[1]
COMPILED = len(sys.argv) > 2 and sys.argv[2] == "compiled"


def cuda_path_from_pypi():
    """A folder laid out like a CUDA toolkit (include/, targets/x86_64-linux/include/ with its
    cccl/) over the pip packages' nvidia/cu13/include."""
    for entry in sys.path:
        include = os.path.join(entry, "nvidia", "cu13", "include")
        if os.path.isfile(os.path.join(include, "cuda_runtime.h")):
            break
    else:
        sys.exit("no nvidia/cu13/include with cuda_runtime.h on sys.path: run ci/setup.sh "
                 "(.venv-cu13) and put it on PYTHONPATH")
    root = os.path.join(OUT, "cuda")
    os.makedirs(os.path.join(root, "targets", "x86_64-linux"), exist_ok=True)
    for link in (os.path.join(root, "include"),
                 os.path.join(root, "targets", "x86_64-linux", "include")):
        if not os.path.exists(link):
            os.symlink(include, link)
    return root


if COMPILED:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import cuda_stubs  # noqa: E402  (beside this script)

    cuda_stubs.preload(OUT, "tvm_tirx")
    os.environ["CUDA_PATH"] = cuda_path_from_pypi()

import tvm_tirx  # noqa: E402  (after the stubs: its CUDA runtime loads against them)
from tvm_tirx.backend.cuda.launch import KernelAttributes, LaunchConfig  # noqa: E402
from tvm_tirx.backend.cuda.launch._impl import pack_kernel_attrs, pack_launch  # noqa: E402
from tvm_tirx.script import ir as I  # noqa: E402
from tvm_tirx.script import tirx as T  # noqa: E402

# The architecture the libraries are built for; the GPU check builds for the GPU it runs on.
ARCH = os.environ.get("MODLINK_TIRX_ARCH", "sm_80")
HANDLE = [3, 64, 1]
INT64 = [0, 64, 1]
n = I.dynamic("n", "int64")
m = I.dynamic("m", "int64")


@T.function
def vadd_dyn(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32"), C: T.Tensor((n,), "float32")):
    with T.device_entry():
        with T.launch_thread("blockIdx.x", (n + 255) // 256) as bx:
            with T.launch_thread("threadIdx.x", 256) as tx:
                if bx * 256 + tx < n:
                    C[bx * 256 + tx] = A[bx * 256 + tx] + B[bx * 256 + tx]


@T.function
def vadd_fixed(A: T.Tensor((1024,), "float32"), B: T.Tensor((1024,), "float32"), C: T.Tensor((1024,), "float32")):
    with T.device_entry():
        with T.launch_thread("blockIdx.x", 8) as bx:
            with T.launch_thread("threadIdx.x", 128) as tx:
                C[bx * 128 + tx] = A[bx * 128 + tx] + B[bx * 128 + tx]


@T.function
def madd_2d(A: T.Tensor((64, 64), "float32"), B: T.Tensor((64, 64), "float32"), C: T.Tensor((64, 64), "float32")):
    with T.device_entry():
        with T.launch_thread("blockIdx.y", 4) as by:
            with T.launch_thread("blockIdx.x", 4) as bx:
                with T.launch_thread("threadIdx.y", 16) as ty:
                    with T.launch_thread("threadIdx.x", 16) as tx:
                        C[by * 16 + ty, bx * 16 + tx] = A[by * 16 + ty, bx * 16 + tx] + B[by * 16 + ty, bx * 16 + tx]


LAUNCH = LaunchConfig(grid=((n + 255) // 256,), block=(256,))
ATTRS = KernelAttributes(max_registers_per_thread=64)


@T.function
def vadd_cfg(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32"), C: T.Tensor((n,), "float32")):
    with T.device_entry(launch=LaunchConfig(grid=((n + 255) // 256,), block=(256,)), kernel_attrs=KernelAttributes(max_registers_per_thread=64)):
        with T.launch_thread("blockIdx.x", (n + 255) // 256) as bx:
            with T.launch_thread("threadIdx.x", 256) as tx:
                if bx * 256 + tx < n:
                    C[bx * 256 + tx] = A[bx * 256 + tx] + B[bx * 256 + tx]


def kernel(name, args, tags, fields=(), attrs=None):
    return {
        "name": name,
        "arg_types": args,
        "launch_param_tags": list(tags),
        "arg_extra_tags": [0] * len(args),
        "cuda_launch_fields": list(fields),
        "cuda_kernel_attrs": dict(attrs or {}),
    }


def v1_payload(fmt, kernels, code):
    """The v1 `cuda` payload (TVM 0.27's layout) of these kernels, written here."""

    def s(text):
        raw = text.encode() if isinstance(text, str) else text
        return struct.pack("<Q", len(raw)) + raw

    out = s(fmt) + struct.pack("<Q", len(kernels))
    for k in kernels:
        out += s(k["name"]) + s(k["name"]) + struct.pack("<Q", len(k["arg_types"]))
        for code_, bits, lanes in k["arg_types"]:
            out += struct.pack("<BBH", code_, bits, lanes)
        out += struct.pack("<Q", len(k["launch_param_tags"]))
        for tag in k["launch_param_tags"]:
            out += s(tag)
        out += struct.pack("<Q", len(k["arg_extra_tags"]))
        for tag in k["arg_extra_tags"]:
            out += struct.pack("<i", tag)
    return out + s(code)


fields, _ = pack_launch(LAUNCH)
CASES = {
    "vadd_dyn": (vadd_dyn, [kernel("vadd_dyn_kernel", [HANDLE] * 3 + [INT64], ["blockIdx.x", "threadIdx.x"])]),
    "vadd_fixed": (vadd_fixed, [kernel("vadd_fixed_kernel", [HANDLE] * 3, ["blockIdx.x", "threadIdx.x"])]),
    "madd_2d": (
        madd_2d,
        [kernel("madd_2d_kernel", [HANDLE] * 3, ["blockIdx.y", "blockIdx.x", "threadIdx.y", "threadIdx.x"])],
    ),
    "vadd_cfg": (
        vadd_cfg,
        [kernel("vadd_cfg_kernel", [HANDLE] * 3 + [INT64], [], fields, pack_kernel_attrs(ATTRS, LAUNCH))],
    ),
}

@T.function
def vadd_parallel(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32"), C: T.Tensor((n,), "float32")):
    for i in T.parallel(n):
        C[i] = A[i] + B[i]


if COMPILED:
    description = {"arch": ARCH, "tirx": tvm_tirx.__version__, "fixtures": {}}
    for name, (func, kernels) in CASES.items():
        for fmt in ("cubin", "ptx"):
            target = tvm_tirx.target.Target({
                "kind": "cuda", "arch": ARCH, "host": "llvm",
                "backend_config": {"cuda": {"target_format": fmt}},
            })
            executable = tvm_tirx.tirx.compile(func, target=target)
            (device,) = executable.mod.imports
            assert device.kind == "cuda", device.kind
            library = os.path.join(OUT, f"{name}.{fmt}.so")
            executable.export_library(library)
            entry = {"library": library, "fmt": fmt, "kernels": kernels}
            if fmt == "ptx":
                code = str(device.inspect_source("ptx")).encode()
                entry["code"] = os.path.join(OUT, f"{name}.ptx.code")
                with open(entry["code"], "wb") as f:
                    f.write(code)
                entry["code_sha256"] = hashlib.sha256(code).hexdigest()
            description["fixtures"][f"{name}.{fmt}"] = entry
    print(json.dumps(description))
    sys.exit(0)

# A CPU library whose host code calls the `__TVMBackendParallelLaunch` context slot.
CPU_LIBRARY = os.path.join(OUT, "vadd_parallel.so")
tvm_tirx.tirx.compile(vadd_parallel, target="llvm").export_library(CPU_LIBRARY)

target = tvm_tirx.target.Target({"kind": "cuda", "arch": ARCH, "host": "llvm"})
description = {"arch": ARCH, "tirx": tvm_tirx.__version__, "cpu_library": CPU_LIBRARY, "fixtures": {}}
for name, (func, kernels) in CASES.items():
    executable = tvm_tirx.tirx.compile(func, target=target)
    (device,) = executable.mod.imports
    assert device.kind == "cuda", device.kind
    code = device.inspect_source().encode()
    library = os.path.join(OUT, f"{name}.so")
    executable.export_library(library)
    with open(os.path.join(OUT, f"{name}.v1.payload.bin"), "wb") as f:
        f.write(v1_payload("cuda", kernels, code))
    description["fixtures"][name] = {
        "library": library,
        "fmt": "cuda",
        "code_len": len(code),
        "code_sha256": hashlib.sha256(code).hexdigest(),
        "kernels": kernels,
    }
print(json.dumps(description))
