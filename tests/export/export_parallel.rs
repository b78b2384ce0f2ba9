//! The many-kernel export compiled in parallel: 200 kernels exported with one code generation
//! thread and with two give byte-identical libraries of several objects, each kernel computing
//! the right values; the split depends only on the kernels' names (checked against a reference
//! of the documented rule), so equal inputs give byte-identical libraries for every `--jobs`.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::{CodegenOptions, OptLevel, object_count};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::inspect::locate::locate_file;
use modlink::ir::DType;
use modlink::runtime::{Arg, Library, Tensor};
use modlink::target::TargetSpec;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::Command;

const KERNELS: usize = 200;

/// Kernel `i` of four families, so the objects hold vectorised loops, parallel loops (with
/// their weak launcher variable in every object) and scalar arguments.
fn kernel_source(i: usize) -> String {
    let s = i + 1;
    match i % 4 {
        0 => format!(
            "kernel k{i:03}(A: f32[n], B: f32[n], C: f32[n]) {{ for i in 0..n {{ C[i] = A[i] * {s}.0 + B[i]; }} }}\n"
        ),
        1 => format!(
            "kernel k{i:03}(A: f32[n], B: f32[n], C: f32[n]) {{ parallel for i in 0..n {{ C[i] = A[i] - B[i] * {s}.0; }} }}\n"
        ),
        2 => format!(
            "kernel k{i:03}(A: f32[n], B: f32[n], C: f32[n]) {{ for i in 0..n vectorize(8) {{ C[i] = max(A[i], B[i]) + {s}.0; }} }}\n"
        ),
        _ => format!(
            "kernel k{i:03}(a: f32, A: f32[n], B: f32[n], C: f32[n]) {{ for i in 0..n {{ C[i] = a * A[i] + B[i] * {s}.0; }} }}\n"
        ),
    }
}

/// What kernel `i` writes at one element, computed here independently of the code generator.
fn reference(i: usize, a_scalar: f32, a: f32, b: f32) -> f32 {
    let s = (i + 1) as f32;
    match i % 4 {
        0 => a * s + b,
        1 => a - b * s,
        2 => a.max(b) + s,
        _ => a_scalar * a + b * s,
    }
}

/// The unit lengths the documented split gives `names`, computed here: a program of fewer than
/// 16 kernels is one unit; else a unit ends after a kernel whose name's SHA-256, first 8 bytes
/// read little-endian, is a multiple of 4, or when it holds 32 kernels.
fn reference_unit_lengths(names: &[String]) -> Vec<usize> {
    use sha2::{Digest, Sha256};
    if names.len() < 16 {
        return vec![names.len()];
    }
    let mut lengths = Vec::new();
    let mut length = 0;
    for name in names {
        length += 1;
        let digest = Sha256::digest(name.as_bytes());
        let word = u64::from_le_bytes(digest[..8].try_into().unwrap());
        if word % 4 == 0 || length == 32 {
            lengths.push(length);
            length = 0;
        }
    }
    if length > 0 {
        lengths.push(length);
    }
    lengths
}

fn reference_unit_count(count: usize) -> usize {
    let names: Vec<String> = (0..count).map(|i| format!("k{i:03}")).collect();
    reference_unit_lengths(&names).len()
}

fn source() -> String {
    (0..KERNELS).map(kernel_source).collect()
}

fn names() -> Vec<String> {
    (0..KERNELS).map(|i| format!("k{i:03}")).collect()
}

fn export_with_jobs(dir: &Path, jobs: usize) -> (PathBuf, usize) {
    let program = modlink::ir::parse(&source(), "many.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let options = CodegenOptions {
        opt_level: OptLevel::O1,
        ..CodegenOptions::default()
    };
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile_with_jobs(&program, &target, &options, NonZeroUsize::new(jobs))
        .unwrap();
    let out = dir.join(format!("many_j{jobs}.so"));
    let report = export_library(&inputs, &out, &ExportOptions::new(target)).unwrap();
    (out, report.objects.len())
}

fn check_sample(library: &Library) {
    let n = 37usize;
    for i in (0..KERNELS).step_by(13).chain([KERNELS - 1]) {
        let name = format!("k{i:03}");
        let function = library.get_function(&name).unwrap();
        let mut a = Tensor::random(DType::F32, &[n as i64], 2 * i as u64 + 1).unwrap();
        let mut b = Tensor::random(DType::F32, &[n as i64], 2 * i as u64 + 2).unwrap();
        let mut c = Tensor::zeros(DType::F32, &[n as i64]).unwrap();
        let scalar = 0.75f32;
        let expected: Vec<f32> = a
            .as_slice::<f32>()
            .unwrap()
            .iter()
            .zip(b.as_slice::<f32>().unwrap())
            .map(|(&x, &y)| reference(i, scalar, x, y))
            .collect();
        let mut args = Vec::new();
        if i % 4 == 3 {
            args.push(Arg::Float(f64::from(scalar)));
        }
        args.extend([(&mut a).into(), (&mut b).into(), (&mut c).into()]);
        function.call(&mut args).unwrap();
        for (index, (got, want)) in c
            .as_slice::<f32>()
            .unwrap()
            .iter()
            .zip(&expected)
            .enumerate()
        {
            assert!(
                (got - want).abs() <= 1e-5 * want.abs().max(1.0),
                "{name}[{index}]: {got} vs {want}"
            );
        }
    }
}

#[test]
fn one_thread_and_two_threads_give_the_same_working_library() {
    let dir = tempfile::tempdir().unwrap();
    let (serial, serial_objects) = export_with_jobs(dir.path(), 1);
    let (parallel, parallel_objects) = export_with_jobs(dir.path(), 2);
    let program = modlink::ir::parse(&source(), "many.kir").unwrap();
    assert_eq!(parallel_objects, reference_unit_count(KERNELS));
    assert_eq!(parallel_objects, object_count(&program.kernels));
    assert!(parallel_objects > 10, "{parallel_objects} objects");
    assert_eq!(serial_objects, parallel_objects);
    assert!(
        std::fs::read(&serial).unwrap() == std::fs::read(&parallel).unwrap(),
        "--jobs 1 and --jobs 2 differ"
    );

    let serial_functions = locate_file(&serial).unwrap().host_functions;
    let parallel_functions = locate_file(&parallel).unwrap().host_functions;
    assert_eq!(serial_functions, names());
    assert_eq!(parallel_functions, serial_functions);

    for path in [&serial, &parallel] {
        let library = Library::open(path).unwrap();
        check_sample(&library);
    }
}

fn cli_build(kir: &Path, out: &Path, jobs: &str) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("build")
        .arg(kir)
        .arg("-o")
        .arg(out)
        // One CPU: the object count below is that of the kernel split alone (host builds
        // default to every level, one more object per level).
        .args(["-O1", "--cpu", "generic", "--jobs", jobs])
        // Verbose: the objects linked are listed with the commands only.
        .arg("-v")
        // Compiled every time: the point is that compiling is deterministic.
        .arg("--no-cache")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "modlink build --jobs {jobs}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn cli_jobs_gives_byte_identical_libraries() {
    let dir = tempfile::tempdir().unwrap();
    let kir = dir.path().join("many.kir");
    std::fs::write(&kir, source()).unwrap();
    let first = dir.path().join("first/many.so");
    let second = dir.path().join("second/many.so");
    let three = dir.path().join("three/many.so");
    for path in [&first, &second, &three] {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    }
    let message = cli_build(&kir, &first, "2");
    let units = reference_unit_count(KERNELS);
    assert!(
        message.contains(&format!("lib{}.o", units - 1))
            && !message.contains(&format!("lib{units}.o")),
        "{units} objects expected: {message}"
    );
    cli_build(&kir, &second, "2");
    cli_build(&kir, &three, "3");
    let bytes = std::fs::read(&first).unwrap();
    assert!(
        bytes == std::fs::read(&second).unwrap(),
        "--jobs 2 twice differ"
    );
    assert!(
        bytes == std::fs::read(&three).unwrap(),
        "--jobs 2 and --jobs 3 differ"
    );
    assert_eq!(locate_file(&first).unwrap().host_functions, names());
}

#[test]
fn cli_rejects_zero_jobs() {
    let dir = tempfile::tempdir().unwrap();
    let kir = dir.path().join("one.kir");
    std::fs::write(&kir, kernel_source(0)).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_modlink"))
        .arg("build")
        .arg(&kir)
        .arg("-o")
        .arg(dir.path().join("one.so"))
        .args(["--jobs", "0"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--jobs"), "{stderr}");
    assert!(!dir.path().join("one.so").exists());
}

const REGISTRY_SHIM: &str = r#"
static const char* names[256];
static void* pointers[256];
static int count;
int TVMFFIEnvModRegisterSystemLibSymbol(const char* name, void* ptr) {
    if (count < 256) { names[count] = name; pointers[count] = ptr; count++; }
    return 0;
}
int registered_count(void) { return count; }
const char* registered_name(int i) { return names[i]; }
void* registered_pointer(int i) { return pointers[i]; }
"#;

/// A system library split into several objects: every object's constructor registers its own
/// kernels and the one shared (weak) library context, so all kernels are found and every
/// registration of the context names the same variable.
#[test]
fn split_system_library_registers_every_kernel_once() {
    let count = 40;
    let source: String = (0..count).map(kernel_source).collect();
    let program = modlink::ir::parse(&source, "many.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let options = CodegenOptions {
        opt_level: OptLevel::O0,
        system_lib_prefix: Some("many_".into()),
        ..CodegenOptions::default()
    };
    let outputs =
        modlink::codegen::compile_partitioned(&program, &target, &options, NonZeroUsize::new(2))
            .unwrap();
    let units = reference_unit_count(count);
    assert_eq!(outputs.len(), object_count(&program.kernels));
    assert_eq!(outputs.len(), units);
    assert!(units > 1, "{units}");
    let functions: Vec<String> = outputs.iter().flat_map(|o| o.functions.clone()).collect();
    assert_eq!(
        functions,
        (0..count).map(|i| format!("k{i:03}")).collect::<Vec<_>>()
    );

    let dir = tempfile::tempdir().unwrap();
    let mut cc = Command::new("cc");
    cc.args(["-shared", "-fPIC", "-o"])
        .arg(dir.path().join("libmany.so"));
    for (index, output) in outputs.iter().enumerate() {
        let path = dir.path().join(format!("lib{index}.o"));
        std::fs::write(&path, &output.bytes).unwrap();
        cc.arg(path);
    }
    let shim = dir.path().join("registry.c");
    std::fs::write(&shim, REGISTRY_SHIM).unwrap();
    let status = cc.arg(&shim).arg("-lm").status().unwrap();
    assert!(status.success());

    // SAFETY: the shim's accessors, called after the constructors ran at load time; the
    // registered pointers are only compared, never called.
    unsafe {
        let library = libloading::Library::new(dir.path().join("libmany.so")).unwrap();
        let registered_count: libloading::Symbol<unsafe extern "C" fn() -> i32> =
            library.get(b"registered_count").unwrap();
        let registered_name: libloading::Symbol<
            unsafe extern "C" fn(i32) -> *const std::ffi::c_char,
        > = library.get(b"registered_name").unwrap();
        let registered_pointer: libloading::Symbol<
            unsafe extern "C" fn(i32) -> *mut std::ffi::c_void,
        > = library.get(b"registered_pointer").unwrap();
        let context: libloading::Symbol<*mut std::ffi::c_void> =
            library.get(b"many___tvm_ffi__library_ctx").unwrap();
        let mut kernels = Vec::new();
        let mut context_registrations = 0;
        for i in 0..registered_count() {
            let name = std::ffi::CStr::from_ptr(registered_name(i))
                .to_string_lossy()
                .into_owned();
            let pointer = registered_pointer(i);
            if name == "many___tvm_ffi__library_ctx" {
                context_registrations += 1;
                assert_eq!(pointer, *context, "registration {i} of the context");
            } else {
                let symbol: libloading::Symbol<*mut std::ffi::c_void> =
                    library.get(name.as_bytes()).unwrap();
                assert_eq!(pointer, *symbol, "{name}");
                kernels.push(name);
            }
        }
        assert_eq!(context_registrations, units);
        kernels.sort();
        let expected: Vec<String> = (0..count).map(|i| format!("__tvm_ffi_k{i:03}")).collect();
        assert_eq!(kernels, expected);
    }
}

/// Every object fails the same way here; the error reported is the first in program order.
#[test]
fn the_first_error_in_program_order_is_returned() {
    let program = modlink::ir::parse(&source(), "many.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let options = CodegenOptions {
        abi: modlink::codegen::Abi::Legacy,
        system_lib_prefix: Some("p_".into()),
        ..CodegenOptions::default()
    };
    for jobs in [1, 2, 3] {
        let error = modlink::codegen::compile_partitioned(
            &program,
            &target,
            &options,
            NonZeroUsize::new(jobs),
        )
        .unwrap_err();
        match error {
            modlink::codegen::CodegenError::Lowering { kernel, message } => {
                assert_eq!(kernel, "k000", "jobs {jobs}");
                assert!(message.contains("legacy ABI"), "{message}");
            }
            other => panic!("jobs {jobs}: unexpected error {other}"),
        }
    }
    let mut inputs = ExportInputs::host_only();
    let error = inputs
        .compile_with_jobs(&program, &target, &options, NonZeroUsize::new(2))
        .unwrap_err();
    assert!(error.to_string().contains("k000"), "{error}");
    assert!(inputs.host_objects.is_empty());
}

/// Checks a library of `count` kernels of [`kernel_source`] under TVM 0.27: every kernel is
/// found and a sample computes numpy's values (the parallel ones through TVM's own launcher).
const TVM_CHECK: &str = r#"
import sys
import numpy as np
import tvm

path, count = sys.argv[1], int(sys.argv[2])
module = tvm.runtime.load_module(path)
for i in range(count):
    assert module.implements_function(f"k{i:03}"), f"k{i:03} missing"
rng = np.random.default_rng(7)
n = 37
checked = 0
for i in sorted(set(range(0, count, 5)) | {1, count - 1}):
    a = rng.standard_normal(n).astype("float32")
    b = rng.standard_normal(n).astype("float32")
    s = np.float32(i + 1)
    c = tvm.runtime.tensor(np.zeros(n, "float32"))
    function = module[f"k{i:03}"]
    if i % 4 == 0:
        function(tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
        expected = a * s + b
    elif i % 4 == 1:
        function(tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
        expected = a - b * s
    elif i % 4 == 2:
        function(tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
        expected = np.maximum(a, b) + s
    else:
        function(0.75, tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
        expected = np.float32(0.75) * a + b * s
    np.testing.assert_allclose(c.numpy(), expected, rtol=1e-5, atol=1e-6)
    checked += 1
print("checked", checked)
"#;

/// A library whose kernels were split over several objects loads in real TVM 0.27: the weak
/// context variables of every object are one symbol TVM fills, and the kernels run.
#[test]
fn split_library_runs_under_tvm() {
    let count = 40;
    let source: String = (0..count).map(kernel_source).collect();
    let program = modlink::ir::parse(&source, "many.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let options = CodegenOptions {
        opt_level: OptLevel::O1,
        ..CodegenOptions::default()
    };
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile_with_jobs(&program, &target, &options, NonZeroUsize::new(2))
        .unwrap();
    assert_eq!(inputs.host_objects.len(), reference_unit_count(count));
    assert!(inputs.host_objects.len() > 1);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("many.so");
    export_library(&inputs, &out, &ExportOptions::new(target)).unwrap();
    let script = dir.path().join("check.py");
    std::fs::write(&script, TVM_CHECK).unwrap();
    let output = Command::new(support::runtime::tvm_python())
        .arg(&script)
        .arg(&out)
        .arg(count.to_string())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "TVM: {stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("checked 10"), "{stdout}");
}
