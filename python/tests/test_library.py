"""modlink.load and lib[name](*args): TVM's kernels on numpy arrays and Python scalars, with
numpy computing the reference; bad libraries and bad arguments raise and leave the interpreter
running."""
import numpy as np
import pytest

import modlink
from conftest import FIXTURES

ADD = FIXTURES / "add.so"  # TVM 0.27: add(A, B, C) = A + B over 1024 float32


def arrays(seed=0):
    rng = np.random.default_rng(seed)
    return rng.standard_normal(1024).astype("float32"), rng.standard_normal(1024).astype("float32")


def test_kernel_writes_its_output_in_place():
    lib = modlink.load(ADD)
    assert "add" in lib.functions and "add" in lib
    a, b = arrays()
    c = np.zeros(1024, "float32")
    assert lib["add"](a, b, c) is None
    np.testing.assert_array_equal(c, a + b)


def placed(array, offset):
    """A copy of `array` starting `offset` bytes past a 64-byte boundary: 0 takes the in-place
    path (the array passed as it is), anything else the aligned copy written back."""
    raw = np.zeros(array.nbytes + 128, np.uint8)
    start = (-raw.ctypes.data) % 64 + offset
    view = raw[start:start + array.nbytes].view(array.dtype).reshape(array.shape)
    view[...] = array
    assert view.ctypes.data % 64 == offset
    return view


@pytest.mark.parametrize("offset", [0, 8], ids=["aligned", "misaligned"])
def test_scalars_and_dtypes(tvm_models, offset):
    out, record = tvm_models
    lib = modlink.load(out / record["kernels"])
    x, y = np.arange(64, dtype="float32"), np.full(64, 0.5, "float32")
    result = placed(np.zeros(64, "float32"), offset)
    lib["axpy"](2.5, placed(x, offset), placed(y, offset), result)
    np.testing.assert_array_equal(result, np.float32(2.5) * x + y)
    # A subclass of float (numpy's float64) passes as a float too.
    result[...] = 0
    lib["axpy"](np.float64(2.5), placed(x, offset), placed(y, offset), result)
    np.testing.assert_array_equal(result, np.float32(2.5) * x + y)
    values = np.arange(16, dtype="int64") - 8
    shifted = placed(np.zeros(16, "int64"), offset)
    lib["shift"](2**40, placed(values, offset), shifted)
    np.testing.assert_array_equal(shifted, values + 2**40)
    halves = np.linspace(-2, 2, 8).astype("float16")
    doubled = placed(np.zeros(8, "float16"), offset)
    lib["twice"](placed(halves, offset), doubled)
    np.testing.assert_array_equal(doubled, halves * np.float16(2))
    flags = np.array([True, False] * 4)
    negated = placed(np.zeros(8, bool), offset)
    lib["negate"](placed(flags, offset), negated)
    np.testing.assert_array_equal(negated, ~flags)
    picked = placed(np.zeros(4, "float32"), offset)
    lib["select"](False, placed(x[:4], offset), picked)
    np.testing.assert_array_equal(picked, np.full(4, -1, "float32"))
    lib["select"](True, placed(x[:4], offset), picked)
    np.testing.assert_array_equal(picked, x[:4])


def test_misaligned_arrays_are_passed_as_aligned_copies_and_written_back():
    lib = modlink.load(ADD)
    a, b = arrays(1)
    storage = np.zeros(1100, "float32")
    out = storage[3:1027]  # 12 bytes past an aligned start: not 64-byte aligned
    assert out.ctypes.data % 64 != 0
    lib["add"](a, b, out)
    np.testing.assert_array_equal(out, a + b)
    assert not storage[:3].any() and not storage[1027:].any()


@pytest.mark.parametrize("count", [1, 2, 3], ids=["one", "two", "three"])
def test_misaligned_arrays_small_or_many_are_written_back(count):
    """One or two misaligned 4 KiB arrays fit the call's stack stand-ins, three do not and take
    the general path's copies: the same results, written back, neighbours untouched."""
    lib = modlink.load(ADD)
    a, b = arrays(5)
    c = np.zeros(1024, "float32")
    args = [a, b, c]
    storages = []
    for index in range(3 - count, 3):
        storage = np.zeros(1024 + 32, "float32")
        start = (-storage.ctypes.data % 64) // 4 + 1  # 4 bytes past a 64-byte boundary
        view = storage[start:start + 1024]
        assert view.ctypes.data % 64 == 4
        view[...] = args[index]
        storages.append((storage, start))
        args[index] = view
    lib["add"](*args)
    np.testing.assert_array_equal(args[2], a + b)
    np.testing.assert_array_equal(args[0], a)
    np.testing.assert_array_equal(args[1], b)
    for storage, start in storages:
        assert not storage[:start].any() and not storage[start + 1024:].any()


def test_a_misaligned_array_as_input_and_output_of_one_call():
    lib = modlink.load(ADD)
    a, b = arrays(6)
    x = placed(a, 16)
    lib["add"](x, b, x)
    np.testing.assert_array_equal(x, a + b)


def test_a_kernel_error_leaves_a_misaligned_output_as_it_was():
    lib = modlink.load(ADD)
    a, b = arrays(7)
    out = placed(np.full(10, 7, "float32"), 32)
    with pytest.raises(modlink.KernelValueError, match=r"Invalid C.shape\[0\] on argument #2"):
        lib["add"](placed(a, 8), b, out)
    np.testing.assert_array_equal(out, np.full(10, 7, "float32"))


def test_read_only_input_is_fine_and_read_only_output_raises():
    lib = modlink.load(ADD)
    a, b = arrays(2)
    a.setflags(write=False)
    c = np.zeros(1024, "float32")
    lib["add"](a, b, c)
    np.testing.assert_array_equal(c, a + b)
    frozen = np.zeros(1024, "float32")
    frozen.setflags(write=False)
    with pytest.raises(modlink.ReadOnlyArrayError, match="argument 2 of `add`"):
        lib["add"](a, b, frozen)
    assert not frozen.any()


def test_wrong_shape_and_dtype_raise_the_kernels_errors():
    lib = modlink.load(ADD)
    a, b = arrays(3)
    with pytest.raises(modlink.KernelValueError, match=r"Invalid C.shape\[0\] on argument #2"):
        lib["add"](a, b, np.zeros(10, "float32"))
    with pytest.raises(modlink.KernelTypeError, match="Mismatched C.dtype"):
        lib["add"](a, b, np.zeros(1024, "float64"))
    with pytest.raises(modlink.KernelTypeError, match="Expected 3 arguments"):
        lib["add"](a, b)
    c = np.zeros(1024, "float32")
    lib["add"](a, b, c)  # the interpreter and the library still work
    np.testing.assert_array_equal(c, a + b)


def test_arguments_modlink_cannot_pass():
    lib = modlink.load(ADD)
    a, b = arrays(4)
    c = np.zeros(1024, "float32")
    with pytest.raises(modlink.ArgumentError, match="argument 0 of `add`.*not C-contiguous"):
        lib["add"](np.zeros(2048, "float32")[::2], b, c)
    with pytest.raises(modlink.ArgumentTypeError, match="argument 1 of `add`: a str"):
        lib["add"](a, "b", c)
    with pytest.raises(modlink.ArgumentTypeError, match="a `list` is not an array"):
        lib["add"](a, [1.0] * 1024, c)
    with pytest.raises(modlink.ArgumentError, match="does not fit in 64 bits"):
        lib["add"](a, b, 2**70)
    with pytest.raises(modlink.ArgumentError, match="no TVM counterpart"):
        lib["add"](a, b, np.zeros(1024, "complex64"))
    with pytest.raises(modlink.ArgumentError, match="big-endian"):
        lib["add"](a, b, np.zeros(1024, ">f4"))


def test_missing_function_is_a_key_error():
    lib = modlink.load(ADD)
    with pytest.raises(modlink.FunctionNotFoundError, match="function `nope` not found") as caught:
        lib["nope"]
    assert isinstance(caught.value, KeyError)
    assert "nope" not in lib


def test_missing_file(tmp_path):
    with pytest.raises(modlink.MissingFileError, match="missing.so"):
        modlink.load(tmp_path / "missing.so")


def test_truncated_library_is_refused_before_loading(tmp_path):
    data = ADD.read_bytes()
    truncated = tmp_path / "truncated.so"
    truncated.write_bytes(data[: len(data) // 2])
    with pytest.raises(modlink.FormatError, match="truncated.so"):
        modlink.load(truncated)


def test_library_for_another_architecture_is_refused_before_loading(tmp_path):
    data = bytearray(ADD.read_bytes())
    data[18:20] = (183).to_bytes(2, "little")  # e_machine = EM_AARCH64
    foreign = tmp_path / "aarch64.so"
    foreign.write_bytes(bytes(data))
    with pytest.raises(modlink.ArchitectureError, match="aarch64") as caught:
        modlink.load(foreign)
    assert "this host is x86_64" in str(caught.value) or "this host is" in str(caught.value)


def test_not_a_library(tmp_path):
    text = tmp_path / "text.so"
    text.write_text("hello\n")
    with pytest.raises(modlink.FormatError, match="text.so"):
        modlink.load(text)
