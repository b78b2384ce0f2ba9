"""Stub CUDA libraries for the tests (no GPU here): libcuda.so.1 and libcudart.so.13 holding
every entry point the CUDA runtime library of a TVM package (`tvm` for TVM 0.27, `tvm_tirx` for
TIRx) imports (its `nm -D --undefined-only`; libcudart's symbols carry the version node
`libcudart.so.13`), made in a work folder and preloaded with RTLD_GLOBAL, so that importing the
package loads its CUDA runtime. By default every entry point returns 100 ("no device");
`recording(log)` gives the definitions of a driver that succeeds as far as a launch and writes
each call that matters to `log`.
"""

import ctypes
import importlib.util
import os
import re
import subprocess


RETURN_100 = "int {name}(void) {{ return 100; }}"


def preload(work, package, special=None, preamble="", default=RETURN_100):
    """Makes and preloads the stubs in `work` for `package`'s libtvm_runtime_cuda.so; `special`
    maps an entry point to its C definition, the others are `default` with their `name`, all
    after `preamble`."""
    special = special or {}
    spec = importlib.util.find_spec(package)
    rt_cuda = os.path.join(spec.submodule_search_locations[0], "lib", "libtvm_runtime_cuda.so")
    undef = subprocess.run(["nm", "-D", "--undefined-only", rt_cuda], check=True,
                           capture_output=True, text=True).stdout.split()
    for soname, pat, node in (("libcuda.so.1", r"^(cu[A-Z]\w*)$", None),
                              ("libcudart.so.13", r"^(cuda[A-Z]\w*)@libcudart\.so\.13$",
                               "libcudart.so.13")):
        syms = sorted({m.group(1) for s in undef for m in [re.match(pat, s)] if m})
        src = os.path.join(work, soname + ".c")
        with open(src, "w") as f:
            f.write(preamble)
            for s in syms:
                f.write(special.get(s, default.format(name=s)) + "\n")
        cmd = ["gcc", "-shared", "-fPIC", "-o", os.path.join(work, soname), src,
               f"-Wl,-soname,{soname}"]
        if node:
            vmap = os.path.join(work, soname + ".map")
            with open(vmap, "w") as f:
                f.write(f"{node} {{ global: *; }};\n")
            cmd.append(f"-Wl,--version-script={vmap}")
        subprocess.run(cmd, check=True)
        ctypes.CDLL(os.path.join(work, soname), mode=ctypes.RTLD_GLOBAL)


def recording(log):
    """The keyword arguments of `preload` for a driver that succeeds where a launch needs it and
    appends each call that matters to `log`, one a line: `cudaSetDevice(N)`, `cuModuleLoadData`,
    `cuModuleGetFunction(NAME)`, `cuLaunchKernelEx grid=(x,y,z) block=(x,y,z) shmem=N`. The
    other entry points fail with 100 and the error strings name the call that failed."""
    preamble = (
        '#include <stdio.h>\nstatic const char* last_call = "none";\n'
        'static void record(const char* text) { FILE* f = fopen("%s", "a"); '
        "if (f) { fputs(text, f); fputc(10, f); fclose(f); } }\n" % log
    )
    special = {
        "cudaGetErrorString": 'const char* cudaGetErrorString(int e) { static char t[160]; snprintf(t, sizeof t, "stub: %s returned %d", last_call, e); return t; }',
        "cudaGetErrorName": 'const char* cudaGetErrorName(int e) { return "stubError"; }',
        "cuGetErrorString": 'int cuGetErrorString(int e, const char** out) { static char t[160]; snprintf(t, sizeof t, "stub: %s returned %d", last_call, e); *out = t; return 0; }',
        "cuGetErrorName": 'int cuGetErrorName(int e, const char** out) { *out = "STUB_ERROR"; return 0; }',
        "cudaSetDevice": 'int cudaSetDevice(int d) { char t[64]; snprintf(t, sizeof t, "cudaSetDevice(%d)", d); record(t); return 0; }',
        "cudaGetDevice": "int cudaGetDevice(int* d) { *d = 0; return 0; }",
        "cuDeviceGetAttribute": "int cuDeviceGetAttribute(int* out, int attribute, int device) { *out = 1024; return 0; }",
        "cuFuncGetAttribute": "int cuFuncGetAttribute(int* out, int attribute, void* f) { *out = 0; return 0; }",
        "cuFuncSetAttribute": "int cuFuncSetAttribute(void* f, int attribute, int value) { return 0; }",
        "cuModuleLoadData": 'int cuModuleLoadData(void** m, const void* image) { *m = (void*)16; record("cuModuleLoadData"); return 0; }',
        "cuModuleGetFunction": 'int cuModuleGetFunction(void** f, void* m, const char* name) { char t[256]; *f = (void*)32; snprintf(t, sizeof t, "cuModuleGetFunction(%s)", name); record(t); return 0; }',
        "cuLaunchKernelEx": 'typedef struct { unsigned gx, gy, gz, bx, by, bz, shmem; void* stream; void* attrs; unsigned nattrs; } Config;\nint cuLaunchKernelEx(const Config* c, void* f, void** params, void** extra) { char t[160]; snprintf(t, sizeof t, "cuLaunchKernelEx grid=(%u,%u,%u) block=(%u,%u,%u) shmem=%u", c->gx, c->gy, c->gz, c->bx, c->by, c->bz, c->shmem); record(t); return 0; }',
    }
    default = 'int {name}(void) {{ last_call = "{name}"; return 100; }}'
    return {"special": special, "preamble": preamble, "default": default}
