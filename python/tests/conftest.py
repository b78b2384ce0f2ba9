"""Shared fixtures: where TVM 0.27's libraries are, the venv's Python (with TVM) for builds done
in a subprocess, and the modlink command line for comparisons. The test process itself never
imports TVM, as a deployment would not."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# Fixtures live beside the repository (../shared), never copied into it.
FIXTURES = REPO.parent / "shared" / "fixtures" / "tvm-0.27"
RELAX = FIXTURES / "relax"
HERE = Path(__file__).resolve().parent


def tvm_python():
    """The interpreter that has TVM: $MODLINK_PYTHON, else this one."""
    return os.environ.get("MODLINK_PYTHON") or sys.executable


def run_script(script, *args):
    """Runs one of this folder's TVM scripts in a child process and returns its JSON line."""
    done = subprocess.run(
        [tvm_python(), str(HERE / script), *map(str, args)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, f"{script} failed:\n{done.stdout}\n{done.stderr}"
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="session")
def tvm_models(tmp_path_factory):
    """Kernels and a weights-as-parameters model built by TVM (tvm_models.py)."""
    out = tmp_path_factory.mktemp("tvm_models")
    record = run_script("tvm_models.py", out)
    return out, record


@pytest.fixture(scope="session")
def tvm_exports(tmp_path_factory):
    """TVM's and modlink's exports of the same modules, run by TVM (tvm_export.py)."""
    out = tmp_path_factory.mktemp("tvm_exports")
    record = run_script("tvm_export.py", out)
    return out, record


def modlink_cli():
    """The modlink command line: $MODLINK_CLI (required to exist when set), else a build in
    target/; None when there is none."""
    named = os.environ.get("MODLINK_CLI")
    if named:
        assert Path(named).exists(), f"MODLINK_CLI={named} does not exist"
        return named
    for build in ("release", "debug"):
        candidate = REPO / "target" / build / "modlink"
        if candidate.exists():
            return str(candidate)
    return None


@pytest.fixture
def cli():
    program = modlink_cli()
    if program is None:
        pytest.skip("no modlink command line built (cargo build --release --bins, or MODLINK_CLI)")
    return program
