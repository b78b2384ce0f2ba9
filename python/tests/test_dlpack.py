"""DLPack both ways: producers other than numpy (an object with only __dlpack__, torch when
installed), and results that numpy and torch take without a copy."""
import numpy as np
import pytest

import modlink
from conftest import FIXTURES, RELAX

ADD = FIXTURES / "add.so"


class DLPackOnly:
    """Exposes a numpy array through DLPack alone, as a non-numpy producer does."""

    def __init__(self, array, legacy=False):
        self.array = array
        self.legacy = legacy

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        if self.legacy:
            if max_version is not None:
                raise TypeError("__dlpack__() got an unexpected keyword argument 'max_version'")
            return self.array.__dlpack__()
        return self.array.__dlpack__(max_version=max_version)

    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


@pytest.mark.parametrize("legacy", [False, True], ids=["versioned", "legacy"])
def test_dlpack_producer_is_written_in_place(legacy):
    lib = modlink.load(ADD)
    a = np.arange(1024, dtype="float32")
    b = np.full(1024, 3, "float32")
    c = np.zeros(1024, "float32")
    lib["add"](DLPackOnly(a, legacy), DLPackOnly(b, legacy), DLPackOnly(c, legacy))
    np.testing.assert_array_equal(c, a + b)


def test_read_only_dlpack_output_raises():
    lib = modlink.load(ADD)
    c = np.zeros(1024, "float32")
    c.setflags(write=False)
    a = np.ones(1024, "float32")
    with pytest.raises((modlink.ReadOnlyArrayError, modlink.ArgumentError)):
        lib["add"](a, a, DLPackOnly(c))
    assert not c.any()


def test_results_are_writable_numpy_arrays_owning_their_memory():
    vm = modlink.VirtualMachine(modlink.load(RELAX / "mlp.so"))
    x = np.load(RELAX / "mlp.main.0.x.npy")
    first = vm["main"](x)
    second = vm["main"](x)
    assert isinstance(first, np.ndarray) and first.flags.writeable
    first[:] = 0  # results never share memory with the VM or with each other
    np.testing.assert_array_equal(second, np.load(RELAX / "mlp.main.0.out.npy"))
    back = np.from_dlpack(second)  # and go on through DLPack
    assert back.ctypes.data == second.ctypes.data


def test_torch_tensors_when_torch_is_installed():
    torch = pytest.importorskip("torch")
    lib = modlink.load(ADD)
    a = torch.arange(1024, dtype=torch.float32)
    b = torch.ones(1024, dtype=torch.float32)
    c = torch.zeros(1024, dtype=torch.float32)
    lib["add"](a, b, c)
    assert torch.equal(c, a + b)
    vm = modlink.VirtualMachine(modlink.load(RELAX / "mlp.so"))
    y = vm["main"](torch.from_numpy(np.load(RELAX / "mlp.main.0.x.npy")))
    assert torch.equal(torch.from_dlpack(y), torch.from_numpy(np.load(RELAX / "mlp.main.0.out.npy")))
