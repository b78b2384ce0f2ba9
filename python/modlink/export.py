"""``modlink.export_library``: TVM's modules written into one library by modlink.

TVM's own ``export_library`` writes each host module's object file, serializes the import tree
(every module through its own serializer) and packs that blob into an LLVM constant or C source,
then links everything with a C compiler. This does the first two steps with TVM's own functions
(``write_to_file`` of each ``llvm`` module, ``runtime.ModulePackImportsToTensor``), found through
tvm-ffi on the object passed in, and hands the objects and the blob to modlink's export
pipeline, which writes the blob straight into the linked library. modlink never imports TVM:
only this function needs a TVM object, and tvm-ffi comes with it.
"""

import json
import os
import tempfile

from . import _native
from .errors import ExportError

__all__ = ["export_library"]


def _runtime_module(module):
    """The ``runtime.Module`` of a Relax ``Executable`` (``tvm.compile``'s result) or the module
    itself, checked to look like one."""
    root = getattr(module, "mod", module)
    for attribute in ("kind", "imports", "write_to_file", "is_compilation_exportable"):
        if not hasattr(root, attribute):
            raise ExportError(
                f"export_library takes TVM's runtime.Module or a Relax Executable "
                f"(what tvm.compile returns); a `{type(module).__name__}` has no `{attribute}`"
            )
    return root


def _host_modules(root):
    """The modules whose code goes into the library as object files, found as TVM's
    ``_collect_from_import_tree`` finds them (depth first from the root)."""
    visited, stack, found = {root}, [root], []
    while stack:
        module = stack.pop()
        if module.is_compilation_exportable():
            found.append(module)
        for child in module.imports:
            if child not in visited:
                visited.add(child)
                stack.append(child)
    return found


def export_library(module, path, *, target=None, system_lib=None, digest=False, linker=None):
    """Writes ``module`` (TVM's ``runtime.Module``, or a Relax ``Executable``) to ``path`` as
    TVM's ``export_library`` would: the same module tree, loadable by TVM 0.27 and by modlink.

    ``target``: the target triple (default: the one the host module was compiled for);
    ``system_lib``: write a system library (default: as the module was compiled, with its
    prefix); ``digest``: add the ``__modlink_blob_digest`` record; ``linker``: the linker
    program (default: discovered as the ``modlink`` command line does). The output kind follows
    the extension (``.so``, ``.a``, ``.tar``, ``.o``). Returns the external commands run.
    """
    root = _runtime_module(module)
    try:
        import tvm_ffi
    except ImportError as error:  # pragma: no cover - a TVM object always brings tvm_ffi
        raise ExportError(f"export_library needs tvm-ffi, which comes with TVM: {error}") from None

    path = os.fspath(path)
    triple, module_system_lib, prefix = None, False, ""
    with tempfile.TemporaryDirectory(prefix="modlink-export-") as work:
        objects = []
        for index, host in enumerate(_host_modules(root)):
            if host.kind != "llvm":
                raise ExportError(
                    f"module kind `{host.kind}` holds source code that TVM compiles with a C "
                    f"compiler at export; modlink.export_library exports host code compiled by "
                    f"LLVM (kind `llvm`): use TVM's export_library for this module"
                )
            object_path = os.path.join(work, f"lib{index}.o")
            host.write_to_file(object_path)
            objects.append(object_path)
            module_target = json.loads(host.get_function("_get_target_string")())
            triple = triple or module_target.get("mtriple")
            module_system_lib = module_system_lib or bool(
                host.get_function("__tvm_is_system_module")()
            )
            prefix = host.get_function("__tvm_get_system_lib_prefix")() or prefix
        blob = None
        if len(root.imports) > 0:
            import numpy

            pack = tvm_ffi.get_global_func("runtime.ModulePackImportsToTensor")
            blob = numpy.from_dlpack(pack(root))
        use_system_lib = module_system_lib if system_lib is None else bool(system_lib)
        return _native.export_native(
            path,
            objects,
            blob,
            target=target or triple or _host_triple(),
            system_lib_prefix=(prefix or "") if use_system_lib else None,
            digest=digest,
            linker=os.fspath(linker) if linker is not None else None,
        )


def _host_triple():
    import platform

    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    return f"{machine}-unknown-linux-gnu"
