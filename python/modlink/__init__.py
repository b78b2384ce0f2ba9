"""modlink for Python: open, inspect and run TVM libraries and Relax models with no TVM, and
export TVM's modules through modlink.

>>> import modlink, numpy as np
>>> lib = modlink.load("vadd.so")                # checked before it is loaded
>>> a, b, c = np.ones(4, "float32"), np.ones(4, "float32"), np.zeros(4, "float32")
>>> lib["vadd"](a, b, c)                        # c is written in place
>>> vm = modlink.VirtualMachine(modlink.load("mlp.so"))
>>> y = vm["main"](x)                           # a numpy array

Nothing here imports TVM; only :func:`export_library` needs a TVM object.
"""

import json as _json
import os as _os

from . import errors
from ._native import Function, Library, VirtualMachine, VmFunction, __version__
from ._native import inspect_json as _inspect_json
from ._native import load as _load
from .errors import *  # noqa: F401,F403 - the exception classes are part of the API
from .export import export_library

__all__ = [
    "inspect",
    "load",
    "Library",
    "Function",
    "VirtualMachine",
    "VmFunction",
    "export_library",
    "errors",
    "__version__",
] + errors.__all__


def inspect(path, *, arch=None, prefix=None, disasm=False):
    """What the library at ``path`` holds, read from the file without running it: the same
    record as ``modlink inspect --json`` (format, triple, blob, modules with their kinds,
    functions and payload details). ``arch`` picks a slice of a universal Mach-O file,
    ``prefix`` a system library of an archive, ``disasm`` adds each Relax executable's
    disassembly."""
    return _json.loads(_inspect_json(_os.fspath(path), arch=arch, prefix=prefix, disasm=disasm))


def load(path):
    """Opens the library at ``path`` for running its functions (``lib[name](*args)``) or a
    :class:`VirtualMachine`. The file is checked first: a library for another architecture,
    with writable and executable segments, a corrupted blob or undefined symbols nothing
    provides is refused before it is loaded."""
    return _load(_os.fspath(path))
