"""Oracle for tests/interop/blob_tvm.rs: feeds `static_library` payloads written by modlink to TVM 0.27's
own loader (ffi.Module.load_from_bytes.static_library) and reports what TVM saw.

Input (stdin, JSON): [{"payload": hex, "probe": [name, ...]}]
Output (stdout, JSON): [{"kind": str, "data": hex (from write_to_file), "implements": [bool]}]
"""
import json
import os
import sys
import tempfile

import tvm  # noqa: F401  (registers the static_library loader)
import tvm_ffi

load = tvm_ffi.get_global_func("ffi.Module.load_from_bytes.static_library")
out = []
with tempfile.TemporaryDirectory() as tmp:
    for i, case in enumerate(json.load(sys.stdin)):
        module = load(bytes.fromhex(case["payload"]))
        path = os.path.join(tmp, f"lib{i}.o")
        module.write_to_file(path, "o")
        with open(path, "rb") as f:
            data = f.read()
        out.append(
            {
                "kind": module.kind,
                "data": data.hex(),
                "implements": [bool(module.implements_function(n)) for n in case["probe"]],
            }
        )
json.dump(out, sys.stdout)
