"""modlink.VirtualMachine: TVM 0.27's Relax models (the shared fixtures, and a model with its
weights as parameters built here) give TVM's outputs bit for bit; modlink's demo gives
`run-model`'s; bad inputs raise naming the parameter."""
import json
import os
import subprocess

import numpy as np
import pytest

import modlink
from conftest import FIXTURES, RELAX


def fixture_cases():
    for description in sorted(RELAX.glob("*.json")):
        model = json.loads(description.read_text())
        for function in model["functions"]:
            for index, case in enumerate(function["cases"]):
                yield pytest.param(model["library"], function["name"], case, id=f"{description.stem}.{function['name']}.{index}")


def pick(result, path):
    for index in path:
        result = result[index]
    return result


@pytest.mark.parametrize("library,function,case", list(fixture_cases()))
def test_fixture_models_give_tvms_outputs(library, function, case):
    vm = modlink.VirtualMachine(modlink.load(RELAX / library))
    inputs = [np.load(RELAX / i["file"]) for i in case["inputs"]]
    result = vm[function](*inputs)
    for output in case["outputs"]:
        expected = np.load(RELAX / output["file"])
        got = pick(result, output.get("path", []))
        assert got.dtype == expected.dtype and got.shape == expected.shape
        assert got.tobytes() == expected.tobytes(), output["file"]


def test_vm_from_a_path_and_its_functions():
    vm = modlink.VirtualMachine(str(RELAX / "tup.so"))
    assert sorted(vm.functions) == ["main", "stats"]
    assert vm.param_names("main") == ["x"] and vm["main"].param_names == ["x"]


@pytest.mark.parametrize("form", ["dict", "npz", "tvm"])
def test_params_bind_weights_by_name(tvm_models, form):
    out, record = tvm_models
    model = record["params"]
    if form == "dict":
        params = dict(np.load(out / model["npz"]))
    elif form == "npz":
        params = out / model["npz"]
    else:
        params = str(out / model["tvm_params"])
    vm = modlink.VirtualMachine(modlink.load(out / model["lib"]), params=params)
    x = np.load(out / model["x"])
    expected = np.load(out / model["out"])
    assert vm["main"](x).tobytes() == expected.tobytes()
    assert vm["main"](x=x).tobytes() == expected.tobytes()  # by keyword too


def test_params_errors_name_the_parameter(tvm_models):
    out, record = tvm_models
    model = record["params"]
    lib = modlink.load(out / model["lib"])
    weights = dict(np.load(out / model["npz"]))
    with pytest.raises(modlink.ArgumentError, match="no parameter `w3`"):
        modlink.VirtualMachine(lib, params={**weights, "w3": weights["w2"]})
    wrong = {**weights, "w1": weights["w1"].T.copy()}
    vm = modlink.VirtualMachine(lib, params=wrong)
    with pytest.raises(modlink.ArgumentError, match=r"params\[\"w1\"\].*parameter `w1` of `main`: shape"):
        vm["main"](np.load(out / model["x"]))
    vm = modlink.VirtualMachine(lib, params={k: weights[k] for k in ("w1", "b1")})
    with pytest.raises(modlink.ArgumentTypeError, match="parameter `w2` of `main` has no input"):
        vm["main"](np.load(out / model["x"]))
    with pytest.raises(modlink.MissingFileError, match="absent.npz"):
        modlink.VirtualMachine(lib, params=out / "absent.npz")
    with pytest.raises(modlink.ArgumentTypeError, match="params"):
        modlink.VirtualMachine(lib, params=42)


def test_bad_inputs_raise_and_the_vm_goes_on():
    vm = modlink.VirtualMachine(modlink.load(RELAX / "mlp.so"))
    x = np.load(RELAX / "mlp.main.0.x.npy")
    with pytest.raises(modlink.ArgumentError, match="parameter `x` of `main`: shape"):
        vm["main"](x[:1])
    with pytest.raises(modlink.ArgumentError, match="parameter `x` of `main`: dtype"):
        vm["main"](x.astype("float64"))
    with pytest.raises(modlink.ArgumentTypeError, match="takes 1 argument"):
        vm["main"](x, x)
    with pytest.raises(modlink.ArgumentTypeError, match="has no input"):
        vm["main"]()
    with pytest.raises(modlink.ArgumentTypeError, match="a str"):
        vm["main"]("x")
    with pytest.raises(modlink.FunctionNotFoundError, match="no VM function named `nope`"):
        vm["nope"]
    assert vm["main"](x).tobytes() == np.load(RELAX / "mlp.main.0.out.npy").tobytes()


def test_libraries_that_are_no_model_and_devices_not_built():
    with pytest.raises(modlink.FormatError, match="not a relax.VMExecutable"):
        modlink.VirtualMachine(modlink.load(FIXTURES / "add.so"))
    # OpenCL runs now (opencl:N); a device kind modlink does not run is refused by name.
    with pytest.raises(modlink.DeviceError, match="vulkan"):
        modlink.VirtualMachine(modlink.load(RELAX / "mlp.so"), device="vulkan")
    with pytest.raises(modlink.DeviceError, match="cuda:x"):
        modlink.VirtualMachine(modlink.load(RELAX / "mlp.so"), device="cuda:x")


def test_cuda_vm_without_a_driver_raises_naming_it():
    if any(os.path.exists(os.path.join(d, "libcuda.so.1")) for d in ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/local/cuda/lib64")):
        pytest.skip("a CUDA driver is installed: ci/gpu-check.sh covers the GPU")
    with pytest.raises(modlink.DeviceError, match="libcuda.so.1"):
        modlink.VirtualMachine(modlink.load(FIXTURES / "cuda" / "mlp.cubin.so"), device="cuda")


def test_a_cpu_model_on_a_device_is_refused_naming_the_module_it_lacks():
    for device, kind in (("cuda", "cuda"), ("opencl:0", "opencl")):
        with pytest.raises(modlink.DeviceError, match=f"on {kind}:0: the library holds no `{kind}` module \\(its modules: relax.VMExecutable, library\\); its kernels run on the CPU"):
            modlink.VirtualMachine(modlink.load(RELAX / "mlp.so"), device=device)


def test_demo_model_matches_run_model(cli, tmp_path):
    done = subprocess.run([cli, "demo", "--dir", str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    vm = modlink.VirtualMachine(modlink.load(tmp_path / "demo.so"))
    name = vm.param_names("main")[0]
    x = np.random.default_rng(5).standard_normal((4, 64)).astype("float32")
    np.save(tmp_path / "x.npy", x)
    done = subprocess.run(
        [cli, "run-model", str(tmp_path / "demo.so"), "--input", f"{name}={tmp_path / 'x.npy'}", "--output", str(tmp_path / "y.npy")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert vm["main"](x).tobytes() == np.load(tmp_path / "y.npy").tobytes()
