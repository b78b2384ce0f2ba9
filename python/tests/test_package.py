"""The package imports without TVM and offers the API the issue fixes."""
import subprocess
import sys

import modlink


def test_import_needs_no_tvm():
    code = (
        "import sys, modlink\n"
        "assert 'tvm' not in sys.modules and 'tvm_ffi' not in sys.modules, sorted(sys.modules)\n"
        "print(modlink.__version__)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == modlink.__version__


def test_public_names():
    for name in ("inspect", "load", "Library", "Function", "VirtualMachine", "export_library", "Error"):
        assert hasattr(modlink, name), name
    for error in modlink.errors.__all__:
        assert issubclass(getattr(modlink, error), modlink.Error)


def test_exception_classes_are_the_builtins_users_catch():
    assert issubclass(modlink.MissingFileError, FileNotFoundError)
    assert issubclass(modlink.FunctionNotFoundError, KeyError)
    assert issubclass(modlink.ArgumentError, ValueError)
    assert issubclass(modlink.ArgumentTypeError, TypeError)
    assert issubclass(modlink.ArchitectureError, modlink.FormatError)
    assert issubclass(modlink.KernelValueError, ValueError)
