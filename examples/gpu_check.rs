//! The project's GPU check (`ci/gpu-check.sh run` runs it on a machine with an NVIDIA GPU, no
//! cargo): every case of every kernel fixture in the folder (TVM 0.27's CUDA fixtures and those
//! `prepare` writes for the libraries `modlink build` made of examples/gpu), each library its
//! JSON's `variants` name (TVM's cubin and PTX; modlink's), through the Rust API
//! (`Library::open` on the CUDA driver, `DeviceCall`: host tensors from the case's `.npy` inputs
//! copied to `cuda:0`, the host function called, the tensors copied back) and through the CLI
//! (`modlink run --device cuda --arg … --out DIR`), each output compared with the fixture's
//! expected `.npy`. Then the Relax models — TVM's `mlp` (cubin and PTX) and the model modlink
//! builds for CUDA in `prepare` (`modlink_model`, a dynamic-batch MLP run at batch 5) — on a VM
//! whose devices are [cuda:0, cpu:0]: through the Rust API (`VirtualMachine::call_host`: x copied
//! in, the result copied out) and through `modlink run-model --device cuda --input x.npy --output
//! FILE`, each result compared with the JSON's expected output. One line per case and path, then `N passed, N failed`; exit 1 on a
//! failure.
//!
//! Tolerance: integer and boolean tensors must be equal byte for byte; float tensors element by
//! element within `atol + rtol * |expected|`, with the fixture JSON's `tolerance` (what TVM's own
//! run of the fixture was checked with; 0/0, i.e. exact, for vadd, vadd_dyn and two_kernels).
//!
//! `gpu_check FIXTURES_DIR MODLINK_BINARY` (built with `--no-default-features --features
//! gpu-check`: no LLVM).

use modlink::runtime::device::cuda::CudaDriver;
use modlink::runtime::graph_executor::dtype_from_tvm_name;
use modlink::runtime::vm::{VirtualMachine, VmOptions, leaf_tensor};
use modlink::runtime::{Arg, Device, DeviceCall, Library, Tensor, npy};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The Relax fixtures, run on the VM ([`run_mlp_api`], [`run_mlp_cli`]): TVM's CUDA `mlp`, and
/// the model `prepare` builds with modlink for CUDA (`ci/gpu_model.json`; expected: the same
/// model built for the CPU, run here). Every fixture JSON of kind `kernel` in the folder (TVM's
/// and those `prepare` writes for modlink's own libraries) runs through [`run_api`] and
/// [`run_cli`].
const RELAX_FIXTURES: [&str; 2] = ["mlp", "modlink_model"];

type CheckResult = Result<(), String>;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1).map(PathBuf::from);
    let (Some(fixtures), Some(modlink)) = (args.next(), args.next()) else {
        eprintln!("usage: gpu_check FIXTURES_DIR MODLINK_BINARY");
        return ExitCode::from(2);
    };
    // Without a driver every case would fail the same way: say it once.
    match CudaDriver::open() {
        Ok(driver) => println!(
            "gpu-check: CUDA driver open, {} device(s)",
            driver.device_count()
        ),
        Err(error) => {
            eprintln!("gpu-check: {error}");
            return ExitCode::FAILURE;
        }
    }
    let (mut passed, mut failed) = (0, 0);
    let names = match kernel_fixtures(&fixtures) {
        Ok(names) => names,
        Err(error) => {
            eprintln!("gpu-check: {error}");
            return ExitCode::FAILURE;
        }
    };
    for name in &names {
        let fixture = match read_fixture(&fixtures, name) {
            Ok(fixture) => fixture,
            Err(error) => {
                println!("FAIL {name}: {error}");
                failed += 1;
                continue;
            }
        };
        let libraries = match variant_libraries(&fixture) {
            Ok(libraries) => libraries,
            Err(error) => {
                println!("FAIL {name}: {error}");
                failed += 1;
                continue;
            }
        };
        for (variant, library) in libraries {
            let library = fixtures.join(library);
            for case in fixture["cases"].as_array().into_iter().flatten() {
                let label = format!("{name}.{variant} {}", case["name"].as_str().unwrap_or("?"));
                let results = [
                    ("api", run_api(&fixtures, &fixture, &library, case)),
                    (
                        "cli",
                        run_cli(&fixtures, &fixture, &library, case, &modlink),
                    ),
                ];
                for (path, result) in results {
                    match result {
                        Ok(()) => {
                            passed += 1;
                            println!("ok   {path} {label}");
                        }
                        Err(error) => {
                            failed += 1;
                            println!("FAIL {path} {label}: {error}");
                        }
                    }
                }
            }
        }
    }
    for name in RELAX_FIXTURES {
        match read_fixture(&fixtures, name).and_then(|fixture| {
            let libraries = variant_libraries(&fixture)?;
            Ok((fixture, libraries))
        }) {
            Ok((fixture, libraries)) => {
                for (variant, library) in libraries {
                    let library = fixtures.join(library);
                    let results = [
                        ("api", run_mlp_api(&fixtures, &fixture, &library)),
                        ("cli", run_mlp_cli(&fixtures, &fixture, &library, &modlink)),
                    ];
                    for (path, result) in results {
                        match result {
                            Ok(()) => {
                                passed += 1;
                                println!("ok   {path} {name}.{variant} main");
                            }
                            Err(error) => {
                                failed += 1;
                                println!("FAIL {path} {name}.{variant} main: {error}");
                            }
                        }
                    }
                }
            }
            Err(error) => {
                println!("FAIL {name}: {error}");
                failed += 1;
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 && passed > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The names of the fixture JSONs of kind `kernel` in `dir`, sorted.
fn kernel_fixtures(dir: &Path) -> Result<Vec<String>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        let Some(name) = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_suffix(".json"))
        else {
            continue;
        };
        if read_fixture(dir, name)?["kind"] == "kernel" {
            names.push(name.to_string());
        }
    }
    names.sort();
    if names.is_empty() {
        return Err(format!("no kernel fixture JSON in {}", dir.display()));
    }
    Ok(names)
}

/// Each variant of the fixture (`cubin`, `ptx` for TVM's; `modlink` for modlink's own) with
/// its library file, by variant name.
fn variant_libraries(fixture: &Value) -> Result<Vec<(String, String)>, String> {
    let variants = fixture["variants"]
        .as_object()
        .ok_or("the fixture JSON has no variants")?;
    variants
        .iter()
        .map(|(variant, description)| {
            let library = text(&description["library"], "a variant's library")?;
            Ok((variant.clone(), library.to_string()))
        })
        .collect()
}

fn read_fixture(dir: &Path, name: &str) -> Result<Value, String> {
    let path = dir.join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn params(fixture: &Value) -> Result<&Vec<Value>, String> {
    fixture["host_function"]["params"]
        .as_array()
        .ok_or_else(|| "the fixture JSON has no host_function.params".to_string())
}

fn text<'a>(value: &'a Value, what: &str) -> Result<&'a str, String> {
    value
        .as_str()
        .ok_or_else(|| format!("{what} is not a string"))
}

/// A scalar parameter's value in the case, and whether its dtype is a float.
fn scalar(case: &Value, param: &Value) -> Result<(f64, bool), String> {
    let name = text(&param["name"], "a parameter name")?;
    let value = &case["scalars"][name];
    let is_float = text(&param["dtype"], "a dtype")?.starts_with("float");
    let number = value
        .as_f64()
        .ok_or_else(|| format!("scalar {name} has no value"))?;
    Ok((number, is_float))
}

/// The host tensor a tensor parameter starts as: the case's input file, else zeros.
fn input_tensor(dir: &Path, case: &Value, param: &Value) -> Result<Tensor, String> {
    let name = text(&param["name"], "a parameter name")?;
    let buffer = &case["buffers"][name];
    if let Some(file) = buffer["file"].as_str() {
        return npy::read(&dir.join(file)).map_err(|e| e.to_string());
    }
    let (dtype, shape) = buffer_type(buffer, name)?;
    Tensor::zeros(dtype, &shape).map_err(|e| format!("{name}: {e}"))
}

fn buffer_type(buffer: &Value, name: &str) -> Result<(modlink::ir::DType, Vec<i64>), String> {
    let dtype_name = text(&buffer["dtype"], "a buffer dtype")?;
    let dtype = dtype_from_tvm_name(dtype_name)
        .ok_or_else(|| format!("{name}: unknown dtype {dtype_name}"))?;
    let shape = buffer["shape"]
        .as_array()
        .ok_or_else(|| format!("{name}: no shape"))?
        .iter()
        .map(|dim| dim.as_i64().ok_or_else(|| format!("{name}: bad shape")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((dtype, shape))
}

/// The case through the Rust API on `cuda:0`.
fn run_api(dir: &Path, fixture: &Value, library: &Path, case: &Value) -> CheckResult {
    let params = params(fixture)?;
    let mut tensors: Vec<Option<Tensor>> = params
        .iter()
        .map(|param| match param["kind"].as_str() {
            Some("scalar") => Ok(None),
            _ => input_tensor(dir, case, param).map(Some),
        })
        .collect::<Result<_, _>>()?;
    let library = Library::open(library).map_err(|e| e.to_string())?;
    let function = library
        .get_function(text(
            &fixture["host_function"]["name"],
            "host_function.name",
        )?)
        .map_err(|e| e.to_string())?;
    let mut args: Vec<Arg<'_>> = Vec::new();
    for (param, tensor) in params.iter().zip(tensors.iter_mut()) {
        args.push(match tensor {
            Some(tensor) => Arg::Tensor(tensor),
            None => match scalar(case, param)? {
                (value, true) => Arg::Float(value),
                (value, false) => Arg::Int(value as i64),
            },
        });
    }
    let mut call = DeviceCall::upload(library.device_backend(), Device::Cuda(0), &args)
        .map_err(|e| e.to_string())?;
    call.call(&function, &mut args).map_err(|e| e.to_string())?;
    call.synchronize().map_err(|e| e.to_string())?;
    call.download(&mut args).map_err(|e| e.to_string())?;
    drop(args);
    for (param, tensor) in params.iter().zip(&tensors) {
        if let Some(tensor) = tensor {
            compare_expected(dir, fixture, case, param, tensor)?;
        }
    }
    Ok(())
}

/// The case through `modlink run --device cuda --out DIR`.
fn run_cli(
    dir: &Path,
    fixture: &Value,
    library: &Path,
    case: &Value,
    modlink: &Path,
) -> CheckResult {
    let params = params(fixture)?;
    let out = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut command = Command::new(modlink);
    command
        .arg("run")
        .arg(library)
        .arg(text(
            &fixture["host_function"]["name"],
            "host_function.name",
        )?)
        .args(["--device", "cuda"])
        .arg("--out")
        .arg(out.path());
    for param in params {
        let name = text(&param["name"], "a parameter name")?;
        command.arg("--arg");
        if param["kind"] == "scalar" {
            let dtype = dtype_from_tvm_name(text(&param["dtype"], "a dtype")?)
                .ok_or_else(|| format!("{name}: unknown dtype"))?;
            let (value, _) = scalar(case, param)?;
            command.arg(format!("{}:{value}", dtype.name()));
        } else if let Some(file) = case["buffers"][name]["file"].as_str() {
            command.arg(dir.join(file));
        } else {
            let (dtype, shape) = buffer_type(&case["buffers"][name], name)?;
            let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
            command.arg(format!("{}[{}]:zeros", dtype.name(), dims.join(",")));
        }
    }
    let output = command
        .output()
        .map_err(|e| format!("{}: {e}", modlink.display()))?;
    if !output.status.success() {
        return Err(format!(
            "modlink run failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    for (index, param) in params.iter().enumerate() {
        if param["kind"] != "scalar" {
            let got = npy::read(&out.path().join(format!("arg{index}.npy")))
                .map_err(|e| e.to_string())?;
            compare_expected(dir, fixture, case, param, &got)?;
        }
    }
    Ok(())
}

/// The fixture's one VM case: its input file and expected output file.
fn mlp_case(fixture: &Value) -> Result<(&str, &str), String> {
    let case = &fixture["vm"]["cases"][0];
    Ok((
        text(&case["inputs"][0], "vm.cases[0].inputs[0]")?,
        text(&case["output"], "vm.cases[0].output")?,
    ))
}

/// Compares the mlp's result with the fixture's expected output.
fn compare_mlp(dir: &Path, fixture: &Value, expected: &str, got: &Tensor) -> CheckResult {
    let expected = npy::read(&dir.join(expected)).map_err(|e| e.to_string())?;
    let rtol = fixture["tolerance"]["rtol"].as_f64().unwrap_or(0.0);
    let atol = fixture["tolerance"]["atol"].as_f64().unwrap_or(0.0);
    compare(got, &expected, rtol, atol)
}

/// The mlp through the Rust API: a VM on `cuda:0`, `call_host` copying x in and the result out.
fn run_mlp_api(dir: &Path, fixture: &Value, library: &Path) -> CheckResult {
    let (input, expected) = mlp_case(fixture)?;
    let library = Library::open(library).map_err(|e| e.to_string())?;
    let mut vm =
        VirtualMachine::with_options(&library, VmOptions::default().with_device(Device::Cuda(0)))
            .map_err(|e| e.to_string())?;
    let x = vm
        .input_from_npy("main", 0, &dir.join(input))
        .map_err(|e| e.to_string())?;
    let result = vm.call_host("main", &[x]).map_err(|e| e.to_string())?;
    let got = leaf_tensor(&result).map_err(|e| e.to_string())?;
    compare_mlp(dir, fixture, expected, &got)
}

/// The mlp through `modlink run-model --device cuda --input x.npy --output FILE`.
fn run_mlp_cli(dir: &Path, fixture: &Value, library: &Path, modlink: &Path) -> CheckResult {
    let (input, expected) = mlp_case(fixture)?;
    let out = tempfile::tempdir().map_err(|e| e.to_string())?;
    let result = out.path().join("out.npy");
    let output = Command::new(modlink)
        .arg("run-model")
        .arg(library)
        .args(["--device", "cuda", "--bench", "3", "--input"])
        .arg(dir.join(input))
        .arg("--output")
        .arg(&result)
        .output()
        .map_err(|e| format!("{}: {e}", modlink.display()))?;
    if !output.status.success() {
        return Err(format!(
            "modlink run-model failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let got = npy::read(&result).map_err(|e| e.to_string())?;
    compare_mlp(dir, fixture, expected, &got)
}

/// Compares a parameter's tensor after the call with the case's expected file, if it has one.
fn compare_expected(
    dir: &Path,
    fixture: &Value,
    case: &Value,
    param: &Value,
    got: &Tensor,
) -> CheckResult {
    let name = text(&param["name"], "a parameter name")?;
    let Some(file) = case["expected"][name].as_str() else {
        return Ok(());
    };
    let expected = npy::read(&dir.join(file)).map_err(|e| e.to_string())?;
    let rtol = fixture["tolerance"]["rtol"].as_f64().unwrap_or(0.0);
    let atol = fixture["tolerance"]["atol"].as_f64().unwrap_or(0.0);
    compare(got, &expected, rtol, atol).map_err(|e| format!("{name}: {e}"))
}

fn compare(got: &Tensor, expected: &Tensor, rtol: f64, atol: f64) -> CheckResult {
    if got.dtype() != expected.dtype() || got.shape() != expected.shape() {
        return Err(format!(
            "got {:?}{:?}, expected {:?}{:?}",
            got.dtype(),
            got.shape(),
            expected.dtype(),
            expected.shape()
        ));
    }
    let pairs: Vec<(f64, f64)> = match (got.as_slice::<f32>(), expected.as_slice::<f32>()) {
        (Ok(g), Ok(e)) => g
            .iter()
            .zip(e)
            .map(|(&g, &e)| (g.into(), e.into()))
            .collect(),
        _ => match (got.as_slice::<f64>(), expected.as_slice::<f64>()) {
            (Ok(g), Ok(e)) => g.iter().copied().zip(e.iter().copied()).collect(),
            // Integers and booleans: exact.
            _ if got.as_bytes() == expected.as_bytes() => return Ok(()),
            _ => return Err("differs from the expected values".to_string()),
        },
    };
    let mismatches: Vec<(usize, f64, f64)> = pairs
        .iter()
        .enumerate()
        .filter(|(_, (g, e))| !within(*g, *e, rtol, atol))
        .map(|(index, &(g, e))| (index, g, e))
        .collect();
    match mismatches.first() {
        None => Ok(()),
        Some((index, g, e)) => Err(format!(
            "{} of {} elements outside rtol {rtol} atol {atol}; first at {index}: got {g}, expected {e}",
            mismatches.len(),
            pairs.len()
        )),
    }
}

/// `got` is `expected` within the tolerance (NaN where NaN is expected counts as equal).
fn within(got: f64, expected: f64, rtol: f64, atol: f64) -> bool {
    (got.is_nan() && expected.is_nan()) || (got - expected).abs() <= atol + rtol * expected.abs()
}
