"""The Python part of the GPU check (ci/gpu-check.sh): modlink's Python package (the wheel
`prepare` built, unpacked into python/ beside this script) on the GPU machine's Python with
torch. Every case of every kernel fixture (TVM's cubin and PTX libraries, TIRx's, modlink's own
builds of examples/gpu) is called twice: with torch CUDA tensors through DLPack (`lib[name](…)`,
the kernel writing torch's memory in place) and with numpy arrays through
`lib.get_function(name, device="cuda")` (copied in and out); the Relax fixtures (TVM's mlp,
modlink's model) run on `VirtualMachine(lib, device="cuda")`. Then a CUDA kernel given numpy
arrays must raise `KernelValueError` with the hint.

Usage: python gpu_python_check.py FIXTURE_DIR. Prints one line per case, then
`python: N passed, N failed`; exit 1 on any failure.
"""

import json
import os
import sys

import numpy as np

DIR = sys.argv[1]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "python"))

import modlink  # noqa: E402 - from the unpacked wheel
import torch  # noqa: E402

RELAX_FIXTURES = ("mlp", "modlink_model")


def fixtures(kind):
    for name in sorted(os.listdir(DIR)):
        if name.endswith(".json") and name != "manifest.json":
            with open(os.path.join(DIR, name)) as f:
                fixture = json.load(f)
            if fixture.get("kind") == kind:
                yield name[: -len(".json")], fixture


def arguments(fixture, case):
    """The host function's arguments in call order: numpy arrays (inputs from their files,
    outputs zeros) and Python scalars."""
    args = []
    for param in fixture["host_function"]["params"]:
        if param["kind"] == "scalar":
            value = case["scalars"][param["name"]]
            args.append(float(value) if param["dtype"].startswith("float") else int(value))
            continue
        buffer = case["buffers"][param["name"]]
        if "file" in buffer:
            args.append(np.load(os.path.join(DIR, buffer["file"])))
        else:
            args.append(np.zeros(buffer["shape"], buffer["dtype"]))
    return args


def compare(fixture, case, outputs):
    """`outputs` maps a parameter name to the array the call left; None when all match."""
    tolerance = fixture["tolerance"]
    for name, expected in case["expected"].items():
        want = np.load(os.path.join(DIR, expected))
        got = outputs[name]
        if got.shape != want.shape or got.dtype != want.dtype:
            return f"{name}: {got.dtype}{list(got.shape)}, expected {want.dtype}{list(want.shape)}"
        if not np.allclose(got, want, rtol=tolerance["rtol"], atol=tolerance["atol"]):
            return f"{name}: max abs difference {np.abs(got.astype('float64') - want).max():.3g}"
    return None


def with_torch(library, fixture, case):
    names = [p["name"] for p in fixture["host_function"]["params"]]
    args = [torch.from_numpy(a).cuda() if isinstance(a, np.ndarray) else a for a in arguments(fixture, case)]
    library[fixture["host_function"]["name"]](*args)
    torch.cuda.synchronize()
    return compare(fixture, case, {n: a.cpu().numpy() for n, a in zip(names, args) if torch.is_tensor(a)})


def with_numpy(library, fixture, case):
    names = [p["name"] for p in fixture["host_function"]["params"]]
    args = arguments(fixture, case)
    function = library.get_function(fixture["host_function"]["name"], device="cuda")
    function(*args)
    return compare(fixture, case, {n: a for n, a in zip(names, args) if isinstance(a, np.ndarray)})


def on_the_vm(library, fixture, case):
    vm = modlink.VirtualMachine(library, device="cuda")
    inputs = [np.load(os.path.join(DIR, path)) for path in case["inputs"]]
    got = vm["main"](*inputs)
    want = np.load(os.path.join(DIR, case["output"]))
    tolerance = fixture["tolerance"]
    if got.shape != want.shape or not np.allclose(got, want, rtol=tolerance["rtol"], atol=tolerance["atol"]):
        return f"output differs: max abs difference {np.abs(got - want).max():.3g}"
    return None


def host_arrays_are_refused(library, fixture, case):
    name = fixture["host_function"]["name"]
    try:
        library[name](*arguments(fixture, case))
    except modlink.KernelValueError as error:
        expected = f'lib.get_function("{name}", device="cuda")'
        return None if expected in str(error) else f"no hint naming {expected}: {error}"
    return "numpy arrays were passed to a CUDA kernel without an error"


def main():
    if not torch.cuda.is_available():
        print("python: FAIL: torch sees no CUDA device")
        return 1
    print(f"python: modlink {modlink.__file__}, torch {torch.__version__}, {torch.cuda.get_device_name(0)}")
    passed = failed = 0

    def record(label, run, *args):
        nonlocal passed, failed
        try:
            why = run(*args)
        except Exception as error:  # every failure is a FAIL line, never the end of the check
            why = f"{type(error).__name__}: {error}"
        if why is None:
            passed += 1
            print(f"ok   python {label}")
        else:
            failed += 1
            print(f"FAIL python {label}: " + why.replace("\n", " | "))

    refused = None
    for name, fixture in fixtures("kernel"):
        for variant, spec in fixture["variants"].items():
            library = modlink.load(os.path.join(DIR, spec["library"]))
            for case in fixture["cases"]:
                label = f"{name}.{variant} {case['name']}"
                record(f"torch {label}", with_torch, library, fixture, case)
                record(f"numpy {label}", with_numpy, library, fixture, case)
                refused = refused or (library, fixture, case)
    for name in RELAX_FIXTURES:
        with open(os.path.join(DIR, f"{name}.json")) as f:
            fixture = json.load(f)
        for variant, spec in fixture["variants"].items():
            library = modlink.load(os.path.join(DIR, spec["library"]))
            for index, case in enumerate(fixture["vm"]["cases"]):
                record(f"vm {name}.{variant} {index}", on_the_vm, library, fixture, case)
    if refused is not None:
        record("host arrays to a CUDA kernel", host_arrays_are_refused, *refused)
    print(f"python: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
