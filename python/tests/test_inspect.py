"""modlink.inspect: the record of `modlink inspect --json`, and its errors."""
import json
import shutil
import subprocess

import pytest

import modlink
from conftest import FIXTURES, RELAX

LIBRARIES = sorted(FIXTURES.glob("*.so")) + sorted(RELAX.glob("*.so"))


@pytest.mark.parametrize("library", LIBRARIES, ids=lambda p: p.name)
def test_record_equals_the_command_line(cli, library):
    done = subprocess.run([cli, "inspect", "--json", str(library)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert modlink.inspect(library) == json.loads(done.stdout)


def test_relax_model_record():
    record = modlink.inspect(RELAX / "mlp.so")
    assert record["object_format"] == "elf"
    assert record["layout"] == "current"
    assert [m["kind"] for m in record["modules"]] == ["relax.VMExecutable", "_lib"]
    relax = record["modules"][0]["relax"]
    assert [f["name"] for f in relax["functions"]] == ["main"]
    assert sorted(record["modules"][1]["functions"]) == ["add", "add1", "matmul", "matmul1", "relu", "softmax"]


def test_device_module_record():
    record = modlink.inspect(FIXTURES / "add_cuda.so")
    cuda = record["modules"][1]
    assert cuda["kind"] == "cuda" and cuda["fmt"] == "cuda"
    assert [k["name"] for k in cuda["device"]["kernels"]] == ["add_kernel"]


def test_disassembly_is_tvms_as_text():
    record = modlink.inspect(RELAX / "mlp.so", disasm=True)
    expected = (RELAX / "mlp.as_text.txt").read_text()
    assert expected.startswith(record["modules"][0]["disasm"].rstrip("\n")[:200])


def test_missing_file(tmp_path):
    with pytest.raises(modlink.MissingFileError, match="nope.so"):
        modlink.inspect(tmp_path / "nope.so")


def test_not_a_library(tmp_path):
    text = tmp_path / "notes.so"
    text.write_text("not an object file\n")
    with pytest.raises(modlink.FormatError, match="notes.so"):
        modlink.inspect(text)


def test_truncated_library(tmp_path):
    truncated = tmp_path / "truncated.so"
    data = (RELAX / "mlp.so").read_bytes()
    truncated.write_bytes(data[: len(data) // 3])
    with pytest.raises(modlink.FormatError, match="truncated.so"):
        modlink.inspect(truncated)
    shutil.copy(RELAX / "mlp.so", tmp_path / "whole.so")
    assert modlink.inspect(tmp_path / "whole.so")["modules"]
