//! TVM 0.27's OpenCL libraries run by modlink on PoCL (issue #35): kernels (vadd with a fixed
//! and a dynamic size, saxpy with a float and an int scalar, a shared-memory row sum, dlight's
//! softmax and matmul) and a Relax MLP with a dynamic batch, built for `opencl` in the venv by
//! `tests/support/opencl_fixtures.py`, whose expected outputs are the same functions built for
//! `llvm` and run by TVM on the CPU. Each runs through the API (`DeviceCall`,
//! `VirtualMachine` on `opencl:0`) and through `modlink run` / `run-model --device opencl`.
//! Tensors at offsets of one buffer reach kernels as sub-buffers. Then bad input: no OpenCL
//! platform, a program that does not build, a kernel missing from the program, tensors on the
//! wrong device, arguments the FunctionInfo does not allow, misaligned and stray addresses.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::support;

use modlink::abi::DType;
use modlink::runtime::device::{DeviceBuffer, DeviceTensor};
use modlink::runtime::vm::{VirtualMachine, VmOptions, VmValue};
use modlink::runtime::{Arg, CallError, Device, DeviceCall, Library, Tensor, npy};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Manifest {
    kernels: Vec<KernelCase>,
    models: Vec<ModelCase>,
}

#[derive(Debug, Deserialize)]
struct KernelCase {
    library: PathBuf,
    function: String,
    label: String,
    args: Vec<ArgSpec>,
    expected: BTreeMap<String, PathBuf>,
    rtol: f32,
    atol: f32,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "lowercase")]
enum ArgSpec {
    Npy(PathBuf),
    Int(i64),
    Float(f64),
}

#[derive(Debug, Deserialize)]
struct ModelCase {
    library: PathBuf,
    label: String,
    inputs: Vec<PathBuf>,
    expected: PathBuf,
    rtol: f32,
    atol: f32,
}

/// The fixtures, built once per test process into a directory kept until it ends.
fn fixtures() -> &'static (tempfile::TempDir, Manifest) {
    static BUILT: OnceLock<(tempfile::TempDir, Manifest)> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("fixtures");
        std::fs::create_dir(&out).unwrap();
        let stdout = support::run_python(
            include_str!("../support/opencl_fixtures.py"),
            dir.path(),
            &[out.as_os_str()],
        );
        let last = stdout.lines().last().unwrap_or("");
        let manifest: Manifest =
            serde_json::from_str(last).unwrap_or_else(|e| panic!("bad manifest `{last}`: {e}"));
        (dir, manifest)
    })
}

fn manifest() -> &'static Manifest {
    &fixtures().1
}

fn library(name: &str) -> PathBuf {
    let path = manifest()
        .kernels
        .iter()
        .map(|case| &case.library)
        .chain(manifest().models.iter().map(|case| &case.library))
        .find(|path| path.file_name().is_some_and(|file| file == name))
        .unwrap_or_else(|| panic!("no fixture {name}"));
    path.clone()
}

fn case(function: &str, label: &str) -> &'static KernelCase {
    manifest()
        .kernels
        .iter()
        .find(|case| case.function == function && case.label == label)
        .unwrap_or_else(|| panic!("no case {function}/{label}"))
}

fn floats(tensor: &Tensor) -> Vec<f32> {
    tensor.as_slice::<f32>().unwrap().to_vec()
}

/// numpy's `allclose`: |got - want| <= atol + rtol * |want| for every element.
fn assert_close(got: &Tensor, want: &Tensor, rtol: f32, atol: f32, what: &str) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let (got, want) = (floats(got), floats(want));
    for (index, (g, w)) in got.iter().zip(&want).enumerate() {
        assert!(
            (g - w).abs() <= atol + rtol * w.abs(),
            "{what}: element {index} is {g}, TVM's CPU build gives {w}"
        );
    }
}

fn host_values(case: &KernelCase) -> Vec<HostValue> {
    case.args
        .iter()
        .map(|arg| match arg {
            ArgSpec::Npy(path) => HostValue::Tensor(npy::read(path).unwrap()),
            ArgSpec::Int(value) => HostValue::Int(*value),
            ArgSpec::Float(value) => HostValue::Float(*value),
        })
        .collect()
}

enum HostValue {
    Tensor(Tensor),
    Int(i64),
    Float(f64),
}

fn as_args(values: &mut [HostValue]) -> Vec<Arg<'_>> {
    values
        .iter_mut()
        .map(|value| match value {
            HostValue::Tensor(tensor) => Arg::Tensor(tensor),
            HostValue::Int(value) => Arg::Int(*value),
            HostValue::Float(value) => Arg::Float(*value),
        })
        .collect()
}

/// Runs one kernel case on `opencl:0` through the API; the host values after the call.
fn run_on_opencl(case: &KernelCase) -> Result<Vec<HostValue>, String> {
    let library = Library::open(&case.library).map_err(|e| e.to_string())?;
    let function = library
        .get_function(&case.function)
        .map_err(|e| e.to_string())?;
    let device = Device::OpenCl(0);
    let mut values = host_values(case);
    let mut call = {
        let args = as_args(&mut values);
        DeviceCall::upload(library.backend_for(device), device, &args).map_err(|e| e.to_string())?
    };
    let mut args = as_args(&mut values);
    call.call(&function, &mut args).map_err(|e| e.to_string())?;
    call.synchronize().map_err(|e| e.to_string())?;
    call.download(&mut args).map_err(|e| e.to_string())?;
    drop(args);
    Ok(values)
}

fn check_outputs(case: &KernelCase, values: &[HostValue]) {
    for (index, expected) in &case.expected {
        let index: usize = index.parse().unwrap();
        let HostValue::Tensor(got) = &values[index] else {
            panic!("argument {index} is not a tensor");
        };
        let want = npy::read(expected).unwrap();
        let what = format!("{} {} arg{index}", case.function, case.label);
        assert_close(got, &want, case.rtol, case.atol, &what);
    }
}

#[test]
fn tvm_opencl_kernels_give_the_cpu_builds_outputs_through_the_api() {
    assert!(manifest().kernels.len() >= 8, "{:?}", manifest().kernels);
    for case in &manifest().kernels {
        let values = run_on_opencl(case)
            .unwrap_or_else(|error| panic!("{} {}: {error}", case.function, case.label));
        check_outputs(case, &values);
    }
}

#[test]
fn tvm_opencl_kernels_give_the_cpu_builds_outputs_through_modlink_run() {
    for (function, label) in [
        ("vadd_dyn", "n77"),
        ("saxpy", "n300"),
        ("rowsum", "m3"),
        ("softmax", "r8c1000"),
        ("matmul", "m64k128n96"),
    ] {
        let case = case(function, label);
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let mut command = Command::new(support::modlink_bin());
        command
            .arg("run")
            .arg(&case.library)
            .arg(&case.function)
            .args(["--device", "opencl:0", "--out"])
            .arg(&out);
        for arg in &case.args {
            command.arg("--arg");
            match arg {
                ArgSpec::Npy(path) => command.arg(path),
                // TVM's scalars here are float32 and int32 (saxpy's s and k).
                ArgSpec::Int(value) => command.arg(format!("i32:{value}")),
                ArgSpec::Float(value) => command.arg(format!("f32:{value}")),
            };
        }
        let output = command.output().unwrap();
        assert!(
            output.status.success(),
            "{function}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        for (index, expected) in &case.expected {
            let got = npy::read(&out.join(format!("arg{index}.npy"))).unwrap();
            let want = npy::read(expected).unwrap();
            let what = format!("modlink run {function} {label} arg{index}");
            assert_close(&got, &want, case.rtol, case.atol, &what);
        }
    }
}

/// A Relax VM on [opencl:0, cpu] over the model library at `path`.
fn vm_on_opencl(path: &Path) -> VirtualMachine {
    let library = Library::open(path).unwrap();
    VirtualMachine::with_options(
        &library,
        VmOptions::default().with_device(Device::OpenCl(0)),
    )
    .unwrap()
}

/// The model cases of the fixture library `name` (`mlp.so`, `cnn.so`).
fn model_cases(name: &str) -> Vec<&'static ModelCase> {
    let cases: Vec<&ModelCase> = manifest()
        .models
        .iter()
        .filter(|case| case.library.file_name().is_some_and(|file| file == name))
        .collect();
    assert!(!cases.is_empty(), "no {name} in the fixtures");
    cases
}

#[test]
fn a_relax_mlp_with_a_dynamic_batch_runs_on_opencl_in_the_vm() {
    let models = model_cases("mlp.so");
    let mut vm = vm_on_opencl(&models[0].library);
    assert_eq!(vm.devices(), [Device::OpenCl(0), Device::Cpu]);
    // One VM, batches of different sizes and back: its pooled storages are reused across calls.
    for case in models.iter().chain(models.iter().rev()) {
        let inputs: Vec<VmValue> = case
            .inputs
            .iter()
            .map(|path| VmValue::tensor(&npy::read(path).unwrap()).unwrap())
            .collect();
        let want = npy::read(&case.expected).unwrap();
        let what = format!("mlp {}", case.label);
        // call_host copies in and out; to_device, call and to_host leave the result on the
        // device until asked.
        let result = vm.call_host("main", &inputs).unwrap();
        let got = result.as_tensor().unwrap().to_tensor().unwrap();
        assert_close(&got, &want, case.rtol, case.atol, &what);
        let on_device: Vec<VmValue> = inputs.iter().map(|x| vm.to_device(x).unwrap()).collect();
        let result = vm.call("main", &on_device).unwrap();
        assert_eq!(result.as_tensor().unwrap().device(), Device::OpenCl(0));
        vm.synchronize().unwrap();
        let got = vm.to_host(&result).unwrap();
        let got = got.as_tensor().unwrap().to_tensor().unwrap();
        assert_close(&got, &want, case.rtol, case.atol, &what);
    }
}

/// An empty batch: the kernels' launch values are 0. TVM would launch one block, and dlight's
/// softmax (one block per row, no bound check) would read a row past the empty input: on PoCL,
/// a segmentation fault of the whole process. modlink launches nothing, and the result is the
/// empty `[0, 10]` the model's shapes give.
#[test]
fn a_relax_mlp_given_an_empty_batch_returns_an_empty_result_on_opencl() {
    let models = model_cases("mlp.so");
    let mut vm = vm_on_opencl(&models[0].library);
    let empty = VmValue::tensor(&Tensor::zeros(DType::F32, &[0, 64]).unwrap()).unwrap();
    let result = vm.call_host("main", &[empty]).unwrap();
    let got = result.as_tensor().unwrap().to_tensor().unwrap();
    assert_eq!(got.shape(), [0, 10]);
    // The VM still runs a real batch afterwards.
    let case = models[0];
    let x = VmValue::tensor(&npy::read(&case.inputs[0]).unwrap()).unwrap();
    let got = vm.call_host("main", &[x]).unwrap();
    let got = got.as_tensor().unwrap().to_tensor().unwrap();
    let want = npy::read(&case.expected).unwrap();
    assert_close(
        &got,
        &want,
        case.rtol,
        case.atol,
        "mlp after the empty batch",
    );
}

#[test]
fn a_relax_mlp_runs_on_opencl_through_run_model() {
    let case = *model_cases("mlp.so").last().unwrap();
    run_model_on_opencl(case, "run-model mlp");
}

/// A CNN (conv2d 3x3 with bias, relu, max_pool2d, flatten, dense) TVM built for OpenCL gives
/// its CPU build's output through the VM API and through `run-model`.
#[test]
fn a_relax_cnn_runs_on_opencl() {
    let case = model_cases("cnn.so")[0];
    let mut vm = vm_on_opencl(&case.library);
    let x = VmValue::tensor(&npy::read(&case.inputs[0]).unwrap()).unwrap();
    let result = vm.call_host("main", &[x]).unwrap();
    let got = result.as_tensor().unwrap().to_tensor().unwrap();
    let want = npy::read(&case.expected).unwrap();
    assert_eq!(got.shape(), [1, 10]);
    assert_close(&got, &want, case.rtol, case.atol, "cnn through the API");
    run_model_on_opencl(case, "run-model cnn");
}

/// `modlink run-model --device opencl` of a model case, its output against TVM's CPU result.
fn run_model_on_opencl(case: &ModelCase, what: &str) {
    let dir = tempfile::tempdir().unwrap();
    let result = dir.path().join("result.npy");
    let output = Command::new(support::modlink_bin())
        .arg("run-model")
        .arg(&case.library)
        .args(["--device", "opencl"])
        .arg("--input")
        .arg(format!("x={}", case.inputs[0].display()))
        .arg("--output")
        .arg(&result)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let got = npy::read(&result).unwrap();
    let want = npy::read(&case.expected).unwrap();
    assert_close(&got, &want, case.rtol, case.atol, what);
}

/// `modlink run` of vadd with `extra` environment; its output.
fn run_vadd(device: &str, library: &Path, env: &[(&str, &Path)]) -> std::process::Output {
    let mut command = Command::new(support::modlink_bin());
    command
        .arg("run")
        .arg(library)
        .args(["vadd", "--device", device])
        .args(["--arg", "f32[1000]:ones", "--arg", "f32[1000]:ones"])
        .args(["--arg", "f32[1000]:zeros"]);
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().unwrap()
}

#[test]
fn without_an_opencl_platform_run_says_what_is_missing_and_how_to_install_one() {
    let vendors = tempfile::tempdir().unwrap();
    let output = run_vadd(
        "opencl",
        &library("vadd.so"),
        &[("OCL_ICD_VENDORS", vendors.path())],
    );
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(lines[0].contains("no OpenCL platform"), "{stderr}");
    assert!(
        lines[0].contains(&vendors.path().display().to_string()),
        "{stderr}"
    );
    assert!(lines[0].contains("pocl-opencl-icd"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn an_opencl_library_given_cpu_tensors_gets_tvms_device_check_and_a_hint() {
    let output = run_vadd("cpu", &library("vadd.so"), &[]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("expected opencl"), "{stderr}");
    assert!(stderr.contains("--device opencl"), "{stderr}");
}

/// A copy of `library` in `dir` with every `from` replaced by `to` (the same length, so the
/// blob's lengths still hold) in its OpenCL source.
fn patched(library: &Path, dir: &Path, from: &str, to: &str) -> PathBuf {
    assert_eq!(from.len(), to.len());
    let mut bytes = std::fs::read(library).unwrap();
    let found: Vec<usize> = bytes
        .windows(from.len())
        .enumerate()
        .filter(|(_, window)| *window == from.as_bytes())
        .map(|(at, _)| at)
        .collect();
    assert!(
        !found.is_empty(),
        "`{from}` is not in {}",
        library.display()
    );
    for at in found {
        bytes[at..at + to.len()].copy_from_slice(to.as_bytes());
    }
    let path = dir.join(library.file_name().unwrap());
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn a_program_that_does_not_build_gives_the_build_log_naming_kernel_and_library() {
    let dir = tempfile::tempdir().unwrap();
    // An undeclared function in the kernel's body.
    let broken = patched(
        &library("vadd_dyn.so"),
        dir.path(),
        "get_local_id(0)",
        "get_lokal_id(0)",
    );
    let case = case("vadd_dyn", "n77");
    let moved = KernelCase {
        library: broken.clone(),
        function: case.function.clone(),
        label: case.label.clone(),
        args: case.args.clone(),
        expected: BTreeMap::new(),
        rtol: 0.0,
        atol: 0.0,
    };
    let error = run_on_opencl(&moved).err().expect("the build failed");
    assert!(error.contains("failed to build"), "{error}");
    assert!(error.contains("kernel `vadd_dyn_kernel`"), "{error}");
    assert!(
        error.contains(&broken.display().to_string()),
        "the library is named: {error}"
    );
    assert!(error.contains("get_lokal_id"), "the build log: {error}");
}

#[test]
fn a_kernel_missing_from_the_program_is_a_typed_error() {
    let dir = tempfile::tempdir().unwrap();
    let broken = patched(
        &library("vadd_dyn.so"),
        dir.path(),
        "__kernel void vadd_dyn_kernel(",
        "__kernel void vadd_dyn_kernex(",
    );
    let case = case("vadd_dyn", "n77");
    let moved = KernelCase {
        library: broken,
        function: case.function.clone(),
        label: case.label.clone(),
        args: case.args.clone(),
        expected: BTreeMap::new(),
        rtol: 0.0,
        atol: 0.0,
    };
    let error = run_on_opencl(&moved).err().expect("the kernel is missing");
    assert!(
        error.contains("has no kernel `vadd_dyn_kernel`") && error.contains("vadd_dyn_kernex"),
        "{error}"
    );
}

#[test]
fn a_kernel_given_what_its_function_info_does_not_allow_is_refused() {
    let library = Library::open(library("saxpy.so")).unwrap();
    let kernel = library.find_in_imports(0, "saxpy_kernel").unwrap();
    let message = |args: &mut [Arg<'_>]| match kernel.call(args).unwrap_err() {
        CallError::Raised { message, .. } => message,
        other => panic!("{other:?}"),
    };
    // An integer where the FunctionInfo has a buffer (handle).
    let refused = message(&mut [
        Arg::Int(7),
        Arg::Int(7),
        Arg::Int(7),
        Arg::Int(-3),
        Arg::Int(300),
        Arg::Float(2.5),
        Arg::Int(3),
        Arg::Int(128),
    ]);
    assert!(
        refused.contains("argument 0") && refused.contains("expects a buffer"),
        "{refused}"
    );
    // Too few arguments for the FunctionInfo and the launch tags.
    let refused = message(&mut [Arg::Int(1)]);
    assert!(refused.contains("saxpy_kernel"), "{refused}");
}

#[test]
fn tensors_at_offsets_of_one_buffer_reach_kernels_as_sub_buffers() {
    let case = case("vadd", "n1000");
    let library = Library::open(&case.library).unwrap();
    let function = library.get_function("vadd").unwrap();
    let device = Device::OpenCl(0);
    let backend = library.backend_for(device);
    let ArgSpec::Npy(a) = &case.args[0] else {
        panic!("{case:?}")
    };
    let ArgSpec::Npy(b) = &case.args[1] else {
        panic!("{case:?}")
    };
    // A, B and C 4096 bytes apart in one buffer, as a memory plan lays tensors out in one
    // storage; 4096 is a multiple of every device's sub-buffer alignment (PoCL's is 128).
    const STRIDE: usize = 4096;
    let storage = DeviceBuffer::alloc(&backend, device, 3 * STRIDE).unwrap();
    storage.write(0, npy::read(a).unwrap().as_bytes()).unwrap();
    storage
        .write(STRIDE, npy::read(b).unwrap().as_bytes())
        .unwrap();
    let at = |offset: usize| {
        DeviceTensor::borrowed_on(
            backend.clone(),
            device,
            storage.ptr() + offset as u64,
            DType::F32,
            &[1000],
        )
        .unwrap()
    };
    let (mut ta, mut tb, mut tc) = (at(0), at(STRIDE), at(2 * STRIDE));
    function
        .call(&mut [
            Arg::Device(&mut ta),
            Arg::Device(&mut tb),
            Arg::Device(&mut tc),
        ])
        .unwrap();
    backend.synchronize(0).unwrap();
    let want = npy::read(&case.expected["2"]).unwrap();
    assert_close(&tc.to_host().unwrap(), &want, 0.0, 0.0, "vadd at offsets");

    let refused = |tensor: &mut DeviceTensor| {
        let (mut ta, mut tb) = (at(0), at(STRIDE));
        match function
            .call(&mut [
                Arg::Device(&mut ta),
                Arg::Device(&mut tb),
                Arg::Device(tensor),
            ])
            .unwrap_err()
        {
            CallError::Raised { message, .. } => message,
            other => panic!("{other:?}"),
        }
    };
    // A range that starts off the device's sub-buffer alignment: the error says the alignment.
    let message = refused(&mut at(4));
    assert!(
        message.contains("argument 2") && message.contains("CL_DEVICE_MEM_BASE_ADDR_ALIGN"),
        "{message}"
    );
    // An address no OpenCL buffer of modlink's holds never reaches the driver.
    let mut stray =
        DeviceTensor::borrowed_on(backend.clone(), device, 0x1234, DType::F32, &[1000]).unwrap();
    let message = refused(&mut stray);
    assert!(
        message.contains("0x1234 is not OpenCL memory this runtime allocated"),
        "{message}"
    );
}

#[test]
fn opencl_devices_parse_print_and_are_dlpack_device_type_4() {
    for (text, device) in [
        ("opencl", Device::OpenCl(0)),
        ("opencl:0", Device::OpenCl(0)),
        ("opencl:3", Device::OpenCl(3)),
    ] {
        assert_eq!(text.parse::<Device>().unwrap(), device);
    }
    assert_eq!(Device::OpenCl(3).to_string(), "opencl:3");
    let dl = Device::OpenCl(3).to_dl();
    assert_eq!((dl.device_type, dl.device_id), (4, 3));
    assert_eq!(Device::from_dl(dl), Some(Device::OpenCl(3)));
    assert_eq!(Device::OpenCl(3).ordinal(), Some(3));
    for bad in ["opencl:", "opencl:-1", "opencl:+1", "opencl:x", "ocl:0"] {
        let error = bad.parse::<Device>().unwrap_err().to_string();
        assert!(error.contains("`opencl:N`"), "{bad}: {error}");
    }
}

#[test]
fn an_opencl_model_run_on_the_cpu_gets_tvms_device_check_and_a_hint() {
    let case = &manifest().models[0];
    let output = Command::new(support::modlink_bin())
        .arg("run-model")
        .arg(&case.library)
        .arg("--input")
        .arg(format!("x={}", case.inputs[0].display()))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("expected opencl"), "{stderr}");
    assert!(stderr.contains("--device opencl"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn an_opencl_device_that_is_not_there_is_named_with_the_devices_there_are() {
    let output = run_vadd("opencl:7", &library("vadd.so"), &[]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("no OpenCL device 7"), "{stderr}");
    // The count in words: "1 device found", "2 devices found" (never "device(s)").
    assert!(
        stderr.contains(" device found (") || stderr.contains(" devices found ("),
        "{stderr}"
    );
    assert!(!stderr.contains("(s)"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// The library `script` builds at `path` (by TVM), opened, and two tensors of 100 ones on
/// `opencl:0`.
fn built_with_two_ones_on_opencl(
    script: &str,
    path: &Path,
) -> (Library, DeviceTensor, DeviceTensor) {
    let dir = path.parent().unwrap();
    support::run_python(script, dir, &[path.as_os_str()]);
    let library = Library::open(path).unwrap();
    let device = Device::OpenCl(0);
    let backend = library.backend_for(device);
    let ones = Tensor::from_slice(&[100], &[1f32; 100]).unwrap();
    let on_device = || DeviceTensor::from_host_on(backend.clone(), device, &ones).unwrap();
    let (a, out) = (on_device(), on_device());
    (library, a, out)
}

/// A TVM library for `opencl` with a function bound to blocks and threads (`dbl`, launching
/// `dbl_kernel`) and one left unscheduled (`inc`), which TVM builds as host code.
const MIXED_SCHEDULES: &str = r#"
import sys
import tvm
from tvm import te, s_tir
n = 100
A = te.placeholder((n,), name="A")
B = te.compute((n,), lambda i: A[i] * 2.0, name="B")
C = te.compute((n,), lambda i: A[i] + 1.0, name="C")
sch = s_tir.Schedule(te.create_prim_func([A, B]))
(i,) = sch.get_loops(sch.get_sblock("B"))
bx, tx = sch.split(i, [None, 32])
sch.bind(bx, "blockIdx.x"); sch.bind(tx, "threadIdx.x")
mod = tvm.IRModule({
    "dbl": sch.mod["main"].with_attr("global_symbol", "dbl"),
    "inc": te.create_prim_func([A, C]).with_attr("global_symbol", "inc"),
})
tvm.compile(mod, target=tvm.target.Target("opencl", host="llvm")).export_library(sys.argv[1])
"#;

#[test]
fn a_function_tvm_left_unscheduled_is_refused_opencl_tensors_and_check_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mixed.so");
    let (library, mut a, mut out) = built_with_two_ones_on_opencl(MIXED_SCHEDULES, &path);

    // The scheduled function launches its kernel: 2 × 1.
    library
        .get_function("dbl")
        .unwrap()
        .call(&mut [Arg::Device(&mut a), Arg::Device(&mut out)])
        .unwrap();
    assert_eq!(
        out.to_host().unwrap().as_slice::<f32>().unwrap(),
        [2f32; 100]
    );

    // The unscheduled one is host code: refused before it could read device memory.
    let error = library
        .get_function("inc")
        .unwrap()
        .call(&mut [Arg::Device(&mut a), Arg::Device(&mut out)])
        .unwrap_err();
    assert_eq!(
        error,
        CallError::HostCodeGivenOpenClTensor {
            function: "inc".to_string(),
            host_function: "inc".to_string(),
            argument: 0,
        }
    );
    assert!(
        error.to_string().contains("dlight's gpu.Fallback"),
        "{error}"
    );

    // The command line: a typed error and exit 1, not a crash.
    let run = Command::new(support::modlink_bin())
        .arg("run")
        .arg(&path)
        .args([
            "inc",
            "--device",
            "opencl",
            "--arg",
            "f32[100]:ones",
            "--arg",
        ])
        .arg("f32[100]:zeros")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("`inc` launches no OpenCL kernel"),
        "{stderr}"
    );

    // `check` names it (and only it) as computing on the CPU.
    let check = Command::new(support::modlink_bin())
        .arg("check")
        .arg(&path)
        .args(["--runtime", "modlink"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&check.stdout);
    let note = stdout
        .lines()
        .find(|line| line.contains("launch no OpenCL kernel"))
        .unwrap_or_else(|| panic!("no note on host functions: {stdout}"));
    assert!(
        note.starts_with("note  module [1] opencl: host function(s) `inc` launch"),
        "{note}"
    );
    assert!(!note.contains("`dbl`"), "{note}");

    // A Relax model's `shape_func` computes shapes on the CPU by design: no note for it.
    let model = Command::new(support::modlink_bin())
        .arg("check")
        .arg(&manifest().models[0].library)
        .args(["--runtime", "modlink"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&model.stdout);
    assert!(stdout.contains("loads with modlink"), "{stdout}");
    assert!(!stdout.contains("launch no OpenCL kernel"), "{stdout}");
}

/// A TVM library for `opencl` whose one function (`inc`) TVM left unscheduled: `main` stands
/// for it, and the refusal names it.
const ONE_UNSCHEDULED: &str = r#"
import sys
import tvm
from tvm import te
A = te.placeholder((100,), name="A")
C = te.compute((100,), lambda i: A[i] + 1.0, name="C")
mod = tvm.IRModule({"inc": te.create_prim_func([A, C]).with_attr("global_symbol", "inc")})
tvm.compile(mod, target=tvm.target.Target("opencl", host="llvm")).export_library(sys.argv[1])
"#;

#[test]
fn main_of_a_host_code_library_is_refused_opencl_tensors_naming_the_function_it_stands_for() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("inc.so");
    let (library, mut a, mut out) = built_with_two_ones_on_opencl(ONE_UNSCHEDULED, &path);
    let error = library
        .get_function("main")
        .unwrap()
        .call(&mut [Arg::Device(&mut a), Arg::Device(&mut out)])
        .unwrap_err();
    assert_eq!(
        error,
        CallError::HostCodeGivenOpenClTensor {
            function: "main".to_string(),
            host_function: "inc".to_string(),
            argument: 0,
        }
    );
    let message = error.to_string();
    assert!(
        message.contains(
            "`main` (the library's `inc`) launches no OpenCL kernel (the library has no kernel `inc` or `inc_kernel…`)"
        ),
        "{message}"
    );
}
