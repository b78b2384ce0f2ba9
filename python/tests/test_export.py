"""modlink.export_library of TVM's modules (run by tvm_export.py with TVM): TVM 0.27 loads the
library and gives its own export's outputs bit for bit; the blob is TVM's; modlink runs it too."""
import numpy as np
import pytest

import modlink


def blob_bytes(path):
    record = modlink.inspect(path)
    with open(path, "rb") as f:
        f.seek(record["blob_file_offset"])
        return f.read(record["blob_bytes"])


def test_tvm_runs_modlinks_export_bit_for_bit(tvm_exports):
    out, record = tvm_exports
    assert np.load(out / "y.tvm-runs-modlink.npy").tobytes() == np.load(out / "y.tvm-runs-tvm.npy").tobytes()
    assert np.load(out / "scale.tvm-runs-modlink.npy").tobytes() == np.load(out / "scale.tvm-runs-tvm.npy").tobytes()
    assert any("-shared" in command for command in record["commands"])


def test_the_blob_is_tvms(tvm_exports):
    out, _ = tvm_exports
    ours, theirs = modlink.inspect(out / "model.modlink.so"), modlink.inspect(out / "model.tvm.so")
    assert [m["kind"] for m in ours["modules"]] == [m["kind"] for m in theirs["modules"]] == ["relax.VMExecutable", "_lib"]
    assert ours["symbol"] == theirs["symbol"] == "__tvm_ffi__library_bin"
    assert blob_bytes(out / "model.modlink.so") == blob_bytes(out / "model.tvm.so")
    assert sorted(ours["host_functions"]) == sorted(theirs["host_functions"])


def test_modlink_runs_its_export(tvm_exports):
    out, _ = tvm_exports
    vm = modlink.VirtualMachine(modlink.load(out / "model.modlink.so"))
    assert vm["main"](np.load(out / "x.npy")).tobytes() == np.load(out / "y.tvm-runs-tvm.npy").tobytes()
    result = np.zeros(256, "float32")
    modlink.load(out / "scale.modlink.so")["scale"](np.load(out / "scale.x.npy"), result)
    assert result.tobytes() == np.load(out / "scale.tvm-runs-tvm.npy").tobytes()


def test_tvm_tensors_are_passed_through_dlpack(tvm_exports):
    out, _ = tvm_exports
    assert np.load(out / "scale.modlink-runs-tvm-tensors.npy").tobytes() == np.load(out / "scale.tvm-runs-tvm.npy").tobytes()


def test_views_into_tvm_tensors_are_read_and_written_where_they_start(tvm_exports):
    out, _ = tvm_exports
    written = np.load(out / "scale.modlink-runs-tvm-views.npy")
    assert (written[:16] == 7.0).all()
    assert written[16:].tobytes() == np.load(out / "scale.tvm-runs-tvm.npy").tobytes()


def test_tvm_tensors_are_read_through_their_handle_without_dlpack(tvm_exports):
    out, record = tvm_exports
    assert record.get("tvm_handles") is None
    written = np.load(out / "scale.modlink-runs-tvm-handles.npy")
    assert written.tobytes() == np.load(out / "scale.tvm-runs-tvm.npy").tobytes()


def test_a_non_module_is_refused(tvm_exports):
    _, record = tvm_exports
    assert "takes TVM's runtime.Module or a Relax Executable" in record["not_a_module"]
    with pytest.raises(modlink.ExportError, match="a `dict` has no `kind`"):
        modlink.export_library({}, "x.so")


def test_kernel_errors_keep_their_message_beside_tvm(tvm_exports):
    _, record = tvm_exports
    kind, message = record["kernel_error_beside_tvm"]
    assert kind == "KernelValueError"
    assert "scale: ValueError: Invalid A.shape[0] on argument #0" in message
