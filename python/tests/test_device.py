"""Device libraries from Python on a real OpenCL driver (PoCL in CI, which `ci/setup.sh`
installs): TVM 0.27's OpenCL kernels and Relax models (built in a child process by
tests/support/opencl_fixtures.py, the Rust tests' builder, whose expected outputs are the same
functions built for `llvm` and run by TVM on the CPU) through `lib.get_function(name,
device="opencl")` and `VirtualMachine(lib, device="opencl")`; modlink's own OpenCL build; and
what goes wrong: host arrays given to device kernels (the hint names the call to make), read-only
outputs, devices that are not there."""
import os
import subprocess

import numpy as np
import pytest

import modlink
from conftest import FIXTURES, REPO, run_script

OPENCL_FIXTURES = REPO / "tests" / "support" / "opencl_fixtures.py"


@pytest.fixture(scope="module")
def opencl(tmp_path_factory):
    """TVM's OpenCL libraries and their expected outputs (the script's JSON manifest)."""
    out = tmp_path_factory.mktemp("opencl")
    return run_script(OPENCL_FIXTURES, out)


def arguments(case):
    values = []
    for spec in case["args"]:
        if "npy" in spec:
            values.append(np.load(spec["npy"]))
        elif "int" in spec:
            values.append(int(spec["int"]))
        else:
            values.append(float(spec["float"]))
    return values


def test_tvms_opencl_kernels_run_with_numpy_arrays_copied_in_and_out(opencl):
    assert len(opencl["kernels"]) >= 10
    for case in opencl["kernels"]:
        what = f"{case['function']}/{case['label']}"
        function = modlink.load(case["library"]).get_function(case["function"], device="opencl")
        assert function.device == "opencl:0", what
        args = arguments(case)
        inputs = {i: a.copy() for i, a in enumerate(args) if isinstance(a, np.ndarray) and str(i) not in case["expected"]}
        assert function(*args) is None, what
        for index, expected in case["expected"].items():
            want = np.load(expected)
            got = args[int(index)]
            if case["rtol"] == 0 and case["atol"] == 0:
                assert got.tobytes() == want.tobytes(), what
            else:
                np.testing.assert_allclose(got, want, rtol=case["rtol"], atol=case["atol"], err_msg=what)
        for index, before in inputs.items():
            assert args[index].tobytes() == before.tobytes(), f"{what}: input {index} changed"


def test_tvms_opencl_models_run_on_the_vm_as_run_model_runs_them(opencl, cli, tmp_path):
    assert {os.path.basename(m["library"]) for m in opencl["models"]} == {"mlp.so", "cnn.so"}
    for case in opencl["models"]:
        what = f"{os.path.basename(case['library'])}/{case['label']}"
        vm = modlink.VirtualMachine(modlink.load(case["library"]), device="opencl")
        x = np.load(case["inputs"][0])
        got = vm["main"](x)
        want = np.load(case["expected"])
        assert got.shape == want.shape and got.dtype == want.dtype, what
        np.testing.assert_allclose(got, want, rtol=case["rtol"], atol=case["atol"], err_msg=what)
        # The same runtime behind both: the same bits.
        out = tmp_path / f"{case['label']}.npy"
        done = subprocess.run(
            [cli, "run-model", case["library"], "--device", "opencl", "--input", f"x={case['inputs'][0]}", "--output", str(out)],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
        assert got.tobytes() == np.load(out).tobytes(), what


def test_modlinks_own_opencl_build_runs_from_python(cli, tmp_path):
    library = tmp_path / "saxpy.so"
    done = subprocess.run(
        [cli, "build", str(REPO / "examples" / "gpu" / "saxpy.kir"), "--device", "opencl", "-o", str(library), "-q"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    lib = modlink.load(library)
    assert "opencl" in lib.module_kinds
    rng = np.random.default_rng(11)
    x = rng.standard_normal(1000).astype("float32")
    y = rng.standard_normal(1000).astype("float32")
    want = (np.float32(2.5) * x + y).astype("float32")
    saxpy = lib.get_function("saxpy", device="opencl:0")
    assert repr(saxpy) == "<modlink.Function saxpy on opencl:0>"
    saxpy(2.5, x, y)
    # One multiply and one add per element in float32 (the driver may fuse them: one rounding).
    np.testing.assert_allclose(y, want, rtol=1e-6, atol=1e-6)


def test_host_arrays_given_to_device_kernels_get_the_call_to_make(opencl):
    case = next(c for c in opencl["kernels"] if c["function"] == "vadd")
    lib = modlink.load(case["library"])
    args = arguments(case)
    out_before = args[2].copy()
    with pytest.raises(modlink.KernelValueError, match="expected opencl") as raised:
        lib["vadd"](*args)
    assert f'hint: this library\'s kernels run on an OpenCL device (it holds an `opencl` module) and the arrays are in host memory: get the function with `lib.get_function("vadd", device="opencl")`' in str(raised.value)
    assert args[2].tobytes() == out_before.tobytes()
    model = next(m for m in opencl["models"] if m["library"].endswith("mlp.so"))
    vm = modlink.VirtualMachine(modlink.load(model["library"]))
    with pytest.raises(modlink.KernelError, match="expected opencl") as raised:
        vm["main"](np.load(model["inputs"][0]))
    assert 'run it on an OpenCL device (`--device opencl` on the command line, `device="opencl"` in Python' in str(raised.value)


def test_device_calls_keep_read_only_arrays_and_refuse_to_write_them(opencl):
    case = next(c for c in opencl["kernels"] if c["function"] == "vadd")
    vadd = modlink.load(case["library"]).get_function("vadd", device="opencl")
    a, b, c = arguments(case)
    a.flags.writeable = False
    vadd(a, b, c)  # a read-only input is fine
    assert c.tobytes() == np.load(case["expected"]["2"]).tobytes()
    out = np.zeros_like(c)
    out.flags.writeable = False
    with pytest.raises(modlink.ReadOnlyArrayError, match="argument 2 of `vadd`"):
        vadd(a, b, out)
    assert not out.any()


def test_devices_that_are_not_there_or_not_devices_raise_device_errors(opencl):
    case = next(c for c in opencl["kernels"] if c["function"] == "vadd")
    lib = modlink.load(case["library"])
    with pytest.raises(modlink.DeviceError, match="metal.*modlink calls functions on cpu, cuda\\[:N\\] and opencl\\[:N\\]"):
        lib.get_function("vadd", device="metal")
    with pytest.raises(modlink.DeviceError, match="argument 0 of `vadd`: .*no OpenCL device 9"):
        lib.get_function("vadd", device="opencl:9")(*arguments(case))
    with pytest.raises(modlink.DeviceError, match="modlink runs models on cpu, cuda\\[:N\\] and opencl\\[:N\\]"):
        modlink.VirtualMachine(modlink.load(opencl["models"][0]["library"]), device="metal")
    assert lib.get_function("vadd", device="cpu").device == "cpu:0"
    with pytest.raises(modlink.DeviceError, match='vadd: device="cuda": the library holds no `cuda` module \\(its modules: library, opencl\\); its kernels run on opencl: device="opencl"'):
        lib.get_function("vadd", device="cuda")
    cpu_library = modlink.load(FIXTURES / "add.so")
    for device, kind in (("opencl", "opencl"), ("cuda:1", "cuda")):
        with pytest.raises(modlink.DeviceError, match=f"add: device=\"{device}\": the library holds no `{kind}` module \\(its modules: library\\); its functions run on the CPU"):
            cpu_library.get_function("add", device=device)
    if not any(os.path.exists(os.path.join(d, "libcuda.so.1")) for d in ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/local/cuda/lib64")):
        cuda = modlink.load(FIXTURES / "cuda" / "vadd.cubin.so").get_function("vadd", device="cuda")
        with pytest.raises(modlink.DeviceError, match="argument 0 of `vadd`: .*libcuda.so.1"):
            cuda(*(np.ones(4096, "float32") for _ in range(3)))
