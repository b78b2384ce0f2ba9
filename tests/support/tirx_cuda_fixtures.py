"""Builds CUDA libraries (and one CPU library, `cpu_library`) with apache-tvm-tirx (shared/spec/tirx.md) into the folder given as
argv[1], and describes them from TIRx's side: what each kernel was declared with (the
launch-thread tags bound below, the LaunchConfig/KernelAttributes TIRx packs), the code TIRx's
`cuda` module holds (`inspect_source`), and the same kernels as a v1 `cuda` payload written here
from those values, so a reader's v1 and v2 results can be compared. Prints the description as
JSON on its last line.

Without a CUDA runtime at build time TIRx keeps the CUDA C source (fmt `cuda`), which needs no
GPU and no NVRTC here.
"""

import hashlib
import json
import os
import struct
import sys

import tvm_tirx
from tvm_tirx.backend.cuda.launch import KernelAttributes, LaunchConfig
from tvm_tirx.backend.cuda.launch._impl import pack_kernel_attrs, pack_launch
from tvm_tirx.script import ir as I
from tvm_tirx.script import tirx as T

OUT = sys.argv[1]
ARCH = "sm_80"
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
