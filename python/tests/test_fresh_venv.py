"""The built wheel in a fresh venv with numpy only: it installs, imports without TVM and runs a
TVM library. Uses the wheel CI built once (`$MODLINK_WHEEL`, else python/target/wheels)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, REPO


def built_wheel():
    named = os.environ.get("MODLINK_WHEEL")
    if named:
        assert Path(named).exists(), f"MODLINK_WHEEL={named} does not exist"
        return Path(named)
    wheels = sorted((REPO / "python" / "target" / "wheels").glob("modlink-*.whl"))
    if not wheels:
        pytest.skip("no wheel built (pip wheel ./python -w python/target/wheels, or MODLINK_WHEEL)")
    return wheels[-1]


def test_wheel_installs_and_runs_with_numpy_only(tmp_path):
    wheel = built_wheel()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "numpy", str(wheel)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    code = (
        "import sys, numpy as np, modlink\n"
        "assert 'tvm' not in sys.modules and 'tvm_ffi' not in sys.modules\n"
        "import importlib.util\n"
        "assert importlib.util.find_spec('tvm') is None, 'TVM is installed in the fresh venv'\n"
        f"lib = modlink.load({str(FIXTURES / 'add.so')!r})\n"
        "a = np.arange(1024, dtype='float32'); c = np.zeros(1024, 'float32')\n"
        "lib['add'](a, a, c)\n"
        "assert (c == 2 * a).all()\n"
        "print('ok', modlink.__version__)\n"
    )
    done = subprocess.run([str(python), "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("ok ")
