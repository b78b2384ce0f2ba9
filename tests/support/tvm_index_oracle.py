"""Oracle for tests/interop/module_graph_tvm.rs: builds module graphs out of real TVM 0.27 modules and
returns the blob TVM's own ModuleSerializer packs for each (runtime.ModulePackImportsToTensor).

Input (stdin, JSON): [{"nodes": ["host" | "<symbol>", ...], "edges": [[parent, child], ...]}]
where "host" is a `c` source module (host code, merged into `_lib`) and any other string is a
`const_loader` module whose only function is that symbol. Node 0 is the root.
Output (stdout, JSON): "results", one entry per graph: {"blob": hex} or {"error": message}, and
"payloads": {symbol: hex of that const_loader's SaveToBytes} sliced from a one-module blob.
"""
import json
import struct
import sys

import tvm  # noqa: F401  (registers the runtime's module kinds)
import tvm_ffi

pack = tvm_ffi.get_global_func("runtime.ModulePackImportsToTensor")
const_loader = tvm_ffi.get_global_func("ffi.Module.create.const_loader")
c_source = tvm_ffi.get_global_func("runtime.CSourceModuleCreate")


def make(node):
    if node == "host":
        return c_source("int host_fn;", "c", ["host_fn"], [])
    return const_loader({}, {node: []})


def payload_of(symbol):
    blob = bytes(pack(make(symbol)).numpy())
    # nbytes, n_indptr=2, indptr[2], n_child=0, key "const_loader" (8 + 12), payload length.
    key_at = 8 + 8 + 16 + 8
    (key_len,) = struct.unpack_from("<Q", blob, key_at)
    assert blob[key_at + 8 : key_at + 8 + key_len] == b"const_loader"
    len_at = key_at + 8 + key_len
    (length,) = struct.unpack_from("<Q", blob, len_at)
    return blob[len_at + 8 : len_at + 8 + length].hex()


graphs = json.load(sys.stdin)
results = []
payloads = {}
for graph in graphs:
    for n in graph["nodes"]:
        if n != "host" and n not in payloads:
            payloads[n] = payload_of(n)
    modules = [make(n) for n in graph["nodes"]]
    # TVM refuses a cyclic import already here, or later while packing; either way the Rust
    # side must refuse the graph too.
    try:
        for parent, child in graph["edges"]:
            modules[parent].import_module(modules[child])
        results.append({"blob": bytes(pack(modules[0]).numpy()).hex()})
    except Exception as err:
        results.append({"error": str(err).splitlines()[0] if str(err) else repr(err)})
json.dump({"results": results, "payloads": payloads}, sys.stdout)
