"""modlink's exceptions: one base, :class:`Error`, and a class per kind of failure.

Each also derives from the built-in exception a Python user would catch for it (a missing file
is a ``FileNotFoundError``, a function that is not there a ``KeyError``, a bad argument a
``ValueError`` or ``TypeError``), and carries modlink's message, which names the file, the
argument or the function.
"""


class Error(Exception):
    """Base class of every error modlink raises."""


class FileError(Error, OSError):
    """A file could not be read or written (the message names it)."""


class MissingFileError(FileError, FileNotFoundError):
    """A file that does not exist."""


class FormatError(Error, ValueError):
    """A file that is not what it should be: not a library, a truncated or corrupted one, a
    malformed blob, ``.npz`` or parameter dictionary, a library that is no Relax model."""


class ArchitectureError(FormatError):
    """A library built for another architecture, refused before it is loaded."""


class LoadError(Error):
    """A well-formed library that cannot be loaded here: undefined symbols nothing provides, a
    module kind without a loader, writable and executable segments, a file rebuilt while an
    older build of it is still open, a kernel or builtin a model needs that is missing."""


class FunctionNotFoundError(Error, KeyError):
    """No function of that name in the library (or the VM)."""

    def __str__(self):
        # KeyError shows its argument's repr; modlink's message reads better as it is.
        return str(self.args[0]) if self.args else ""


class ArgumentError(Error, ValueError):
    """An argument modlink cannot pass or that does not fit: a wrong dtype, ndim or shape, a
    non-contiguous array, an integer that does not fit in 64 bits, a device it cannot use."""


class ArgumentTypeError(ArgumentError, TypeError):
    """An argument of a type a function does not take, or the wrong number of arguments."""


class ReadOnlyArrayError(ArgumentError):
    """A function wrote into a read-only array (which is left unchanged)."""


class KernelError(Error, RuntimeError):
    """A kernel raised an error or failed (its message is the kernel's)."""


class KernelValueError(KernelError, ValueError):
    """A kernel raised a ``ValueError`` (e.g. TVM's shape and dtype checks)."""


class KernelTypeError(KernelError, TypeError):
    """A kernel raised a ``TypeError`` (e.g. an argument of the wrong type)."""


class VMError(Error, RuntimeError):
    """The Relax VM stopped: a fault in the bytecode, a value of the wrong kind."""


class DeviceError(Error, RuntimeError):
    """A device that is not available: no driver, or one this build does not run."""


class ExportError(Error):
    """``export_library`` could not write the library: a module it cannot export, no linker,
    a failed link, an output path it cannot write."""


__all__ = [
    "Error",
    "FileError",
    "MissingFileError",
    "FormatError",
    "ArchitectureError",
    "LoadError",
    "FunctionNotFoundError",
    "ArgumentError",
    "ArgumentTypeError",
    "ReadOnlyArrayError",
    "KernelError",
    "KernelValueError",
    "KernelTypeError",
    "VMError",
    "DeviceError",
    "ExportError",
]
