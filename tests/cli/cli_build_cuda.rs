//! `modlink build FILE.kir -o lib.so` of programs with device kernels (examples/gpu): a CUDA
//! library whose `_lib` imports a `cuda` module of PTX. Checked:
//! * `inspect --json` shows `_lib` importing `cuda` (fmt ptx, the PTX's `.target` the --gpu
//!   given) with each kernel's FunctionInfo, written here from the kernels' signatures and bound
//!   loops;
//! * modlink's runtime on the recording device backend launches each kernel with the grid and
//!   block its bound loops give, for several sizes (computed here from the loops' extents), the
//!   image it loads being the PTX of `build --emit ptx` with a NUL;
//! * TVM 0.27 (stub CUDA libraries) loads every library and finds each kernel;
//! * `--cuda-code cubin` holds what ptxas assembles; without a ptxas it is refused;
//! * what a CUDA library cannot be (a 32-bit or non-CUDA host, an archive, a system library,
//!   imports, non-.kir inputs) and a missing libdevice are refused by name, nothing written.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::ir::DType;
use modlink::runtime::device::{KernelArg, RecordingBackend};
use modlink::runtime::{Arg, DeviceTensor, Library, OpenOptions, Tensor};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Arc;

const EXAMPLES: [&str; 4] = ["vadd", "saxpy", "matmul_tiled", "softmax"];

fn example(name: &str) -> PathBuf {
    Path::new(support::MANIFEST_DIR).join(format!("examples/gpu/{name}.kir"))
}

fn modlink(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(support::modlink_bin())
        .args(args)
        .env_remove("MODLINK_LIBDEVICE")
        .output()
        .unwrap()
}

fn succeeded(output: &Output) {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `modlink build examples/gpu/NAME.kir -o DIR/NAME.so --libdevice … EXTRA…`.
fn build(dir: &Path, name: &str, extra: &[&str]) -> PathBuf {
    let out = dir.join(format!("{name}.so"));
    let libdevice = support::cuda::libdevice();
    let mut args: Vec<std::ffi::OsString> = vec![
        "build".into(),
        example(name).into_os_string(),
        "-o".into(),
        out.clone().into_os_string(),
        "--libdevice".into(),
        libdevice.into_os_string(),
    ];
    args.extend(extra.iter().map(Into::into));
    let refs: Vec<&std::ffi::OsStr> = args.iter().map(AsRef::as_ref).collect();
    succeeded(&modlink(&refs));
    out
}

fn inspect_json(library: &Path) -> Value {
    let output = modlink(&["inspect".as_ref(), library.as_os_str(), "--json".as_ref()]);
    succeeded(&output);
    serde_json::from_slice(&output.stdout).unwrap()
}

/// Each example's FunctionInfo as TVM would write it: a handle per buffer, the scalars' dtypes,
/// an int64 per shape variable in order of first appearance; the bound grid then block
/// dimensions of its loops.
fn expected_function_info(name: &str) -> Value {
    let (arg_types, tags): (&[&str], &[&str]) = match name {
        "vadd" => (
            &["handle", "handle", "handle", "int64"],
            &["blockIdx.x", "threadIdx.x"],
        ),
        "saxpy" => (
            &["float32", "handle", "handle", "int64"],
            &["blockIdx.x", "threadIdx.x"],
        ),
        "matmul_tiled" => (
            &["handle", "handle", "handle", "int64", "int64", "int64"],
            &["blockIdx.x", "blockIdx.y", "threadIdx.x", "threadIdx.y"],
        ),
        "softmax" => (
            &["handle", "handle", "int64", "int64"],
            &["blockIdx.x", "threadIdx.x"],
        ),
        other => panic!("no example {other}"),
    };
    json!({
        "name": name,
        "arg_types": arg_types,
        "launch_param_tags": tags,
        "arg_extra_tags": vec![0; arg_types.len()],
    })
}

#[test]
fn every_gpu_example_builds_to_a_library_importing_its_cuda_module() {
    let dir = tempfile::tempdir().unwrap();
    for name in EXAMPLES {
        let library = build(dir.path(), name, &["--gpu", "sm_90"]);
        let report = inspect_json(&library);
        let modules = report["modules"].as_array().unwrap();
        let kinds: Vec<&str> = modules
            .iter()
            .map(|m| m["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["_lib", "cuda"], "{name}: {report}");
        assert_eq!(modules[0]["imports"], json!([1]), "{name}: {report}");
        let cuda = &modules[1];
        assert_eq!(cuda["fmt"], "ptx", "{name}");
        assert_eq!(cuda["device"]["target"]["kind"], "ptx", "{name}");
        assert_eq!(cuda["device"]["target"]["target"], "sm_90", "{name}");
        let kernels = cuda["device"]["kernels"].as_array().unwrap();
        assert_eq!(kernels.len(), 1, "{name}: {kernels:?}");
        let want = expected_function_info(name);
        for field in ["name", "arg_types", "launch_param_tags", "arg_extra_tags"] {
            assert_eq!(kernels[0][field], want[field], "{name} {field}");
        }
    }
}

fn on_device(backend: &Arc<RecordingBackend>, shape: &[i64]) -> DeviceTensor {
    let host = Tensor::zeros(DType::F32, shape).unwrap();
    DeviceTensor::from_host(backend.clone(), 0, &host).unwrap()
}

fn pointer(tensor: &DeviceTensor) -> KernelArg {
    KernelArg::InPlace(tensor.ptr().to_le_bytes())
}

fn dim(value: i64) -> KernelArg {
    KernelArg::InPlace(value.to_le_bytes())
}

fn blocks(extent: i64, per_block: i64) -> u32 {
    u32::try_from((extent + per_block - 1) / per_block).unwrap()
}

/// Calls `name` of `library` with `args` and returns the one launch it made.
fn launch_of(
    backend: &RecordingBackend,
    library: &Library,
    name: &str,
    args: &mut [Arg<'_>],
) -> modlink::runtime::device::RecordedLaunch {
    let before = backend.launches().len();
    assert_eq!(
        library.get_function(name).unwrap().call(args).unwrap(),
        None
    );
    let launches = backend.launches();
    assert_eq!(launches.len(), before + 1, "{name}: one launch per call");
    let launch = launches[before].clone();
    assert_eq!(launch.kernel, name);
    assert_eq!(launch.device, 0);
    assert_eq!(launch.config.dynamic_shared_bytes, 0, "{name}");
    launch
}

#[test]
fn the_runtime_launches_each_example_with_the_grid_its_bound_loops_give() {
    let dir = tempfile::tempdir().unwrap();
    let backend = Arc::new(RecordingBackend::new());
    let open = |name: &str| {
        let path = build(dir.path(), name, &[]);
        Library::open_with(&path, &OpenOptions::new().device_backend(backend.clone())).unwrap()
    };

    // vadd, saxpy: `bx in 0..(n + 255) / 256 blockIdx.x`, `tx in 0..256 threadIdx.x`.
    let vadd = open("vadd");
    for n in [1i64, 1000, 1 << 20] {
        let mut t: Vec<DeviceTensor> = (0..3).map(|_| on_device(&backend, &[n])).collect();
        let expected: Vec<KernelArg> = t.iter().map(pointer).chain([dim(n)]).collect();
        let mut args: Vec<Arg<'_>> = t.iter_mut().map(Arg::Device).collect();
        let launch = launch_of(&backend, &vadd, "vadd", &mut args);
        assert_eq!(launch.config.grid, [blocks(n, 256), 1, 1], "vadd n = {n}");
        assert_eq!(launch.config.block, [256, 1, 1]);
        assert_eq!(launch.args, expected, "vadd n = {n}");
    }
    let saxpy = open("saxpy");
    for (n, a) in [(7i64, 2.5f64), (777, -0.75), (65_537, 1.0)] {
        let (mut x, mut y) = (on_device(&backend, &[n]), on_device(&backend, &[n]));
        let expected = vec![
            KernelArg::Narrowed((a as f32).to_le_bytes()),
            pointer(&x),
            pointer(&y),
            dim(n),
        ];
        let mut args = [Arg::Float(a), Arg::Device(&mut x), Arg::Device(&mut y)];
        let launch = launch_of(&backend, &saxpy, "saxpy", &mut args);
        assert_eq!(launch.config.grid, [blocks(n, 256), 1, 1], "saxpy n = {n}");
        assert_eq!(launch.config.block, [256, 1, 1]);
        assert_eq!(launch.args, expected, "saxpy n = {n}");
    }

    // matmul_tiled: `by` over (m + 63) / 64 on blockIdx.y, `bx` over (n + 63) / 64 on
    // blockIdx.x, 16 × 16 threads; shape variables m, k, n in order of first appearance.
    let matmul = open("matmul_tiled");
    for (m, k, n) in [(64i64, 16i64, 64i64), (100, 37, 300), (512, 256, 129)] {
        let mut a = on_device(&backend, &[m, k]);
        let mut b = on_device(&backend, &[k, n]);
        let mut c = on_device(&backend, &[m, n]);
        let expected = vec![
            pointer(&a),
            pointer(&b),
            pointer(&c),
            dim(m),
            dim(k),
            dim(n),
        ];
        let mut args = [
            Arg::Device(&mut a),
            Arg::Device(&mut b),
            Arg::Device(&mut c),
        ];
        let launch = launch_of(&backend, &matmul, "matmul_tiled", &mut args);
        assert_eq!(
            launch.config.grid,
            [blocks(n, 64), blocks(m, 64), 1],
            "matmul {m}x{k}x{n}"
        );
        assert_eq!(launch.config.block, [16, 16, 1]);
        assert_eq!(launch.args, expected, "matmul {m}x{k}x{n}");
    }

    // softmax: one block per row (`row in 0..m blockIdx.x`), 256 threads.
    let softmax = open("softmax");
    for (m, n) in [(1i64, 10i64), (33, 1000), (4096, 4096)] {
        let (mut x, mut y) = (on_device(&backend, &[m, n]), on_device(&backend, &[m, n]));
        let expected = vec![pointer(&x), pointer(&y), dim(m), dim(n)];
        let mut args = [Arg::Device(&mut x), Arg::Device(&mut y)];
        let launch = launch_of(&backend, &softmax, "softmax", &mut args);
        assert_eq!(
            launch.config.grid,
            [u32::try_from(m).unwrap(), 1, 1],
            "softmax {m}x{n}"
        );
        assert_eq!(launch.config.block, [256, 1, 1]);
        assert_eq!(launch.args, expected, "softmax {m}x{n}");
    }

    // Each library's image is the PTX `build --emit ptx` writes (default GPU), with a NUL.
    let modules = backend.modules();
    assert_eq!(modules.len(), EXAMPLES.len());
    for (module, name) in modules.iter().zip(EXAMPLES) {
        let ptx = dir.path().join(format!("{name}.ptx"));
        let libdevice = support::cuda::libdevice();
        succeeded(&modlink(&[
            "build".as_ref(),
            example(name).as_os_str(),
            "--emit".as_ref(),
            "ptx".as_ref(),
            "--libdevice".as_ref(),
            libdevice.as_os_str(),
            "-o".as_ref(),
            ptx.as_os_str(),
        ]));
        let mut image = std::fs::read(&ptx).unwrap();
        assert!(image.starts_with(b"//"), "{name}: PTX text");
        image.push(0);
        assert_eq!(module.fmt, "ptx", "{name}");
        assert!(
            module.image == image,
            "{name}: the library's image is not its PTX"
        );
    }
}

/// Loads every library given in TVM and reports its imports and which kernels its `cuda`
/// module and `_lib` implement.
const TVM_LOADS: &str = r#"
import json
import tvm
out = {}
for path, name in zip(sys.argv[2::2], sys.argv[3::2]):
    lib = tvm.runtime.load_module(path)
    cuda = lib.imports[0]
    out[name] = {
        "imports": [m.kind for m in lib.imports],
        "kernel": cuda.implements_function(name),
        "host": lib.implements_function(name),
        "other": cuda.implements_function(name + "_nope"),
    }
print(json.dumps(out))
"#;

#[test]
fn tvm_loads_every_example_library_and_finds_its_kernel() {
    let dir = tempfile::tempdir().unwrap();
    let mut args: Vec<std::ffi::OsString> = Vec::new();
    for name in EXAMPLES {
        args.push(build(dir.path(), name, &[]).into_os_string());
        args.push(name.into());
    }
    let refs: Vec<&std::ffi::OsStr> = args.iter().map(AsRef::as_ref).collect();
    let stdout = support::cuda::run_python_with_cuda_stubs(TVM_LOADS, dir.path(), &refs);
    let report: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    for name in EXAMPLES {
        let got = &report[name];
        assert_eq!(got["imports"], json!(["cuda"]), "{name}: {report}");
        assert_eq!(got["kernel"], true, "{name}: {report}");
        assert_eq!(got["host"], true, "{name}: {report}");
        assert_eq!(got["other"], false, "{name}: {report}");
    }
}

#[test]
fn cuda_code_cubin_holds_what_ptxas_assembles_and_needs_a_ptxas() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("vadd.so");
    let build_cubin = |ptxas: Option<PathBuf>| {
        let mut command = Command::new(support::modlink_bin());
        command
            .arg("build")
            .arg(example("vadd"))
            .arg("-o")
            .arg(&out)
            .args(["--gpu", "sm_90", "--cuda-code", "cubin"])
            .env_remove("CUDA_PATH")
            .env_remove("CUDA_HOME")
            // The venv's nvidia-cuda-nvcc-cu12 holds a ptxas too, found when it is active.
            .env_remove("VIRTUAL_ENV")
            .env("PATH", "/usr/bin:/bin");
        match ptxas {
            Some(ptxas) => command.env("PTXAS", ptxas),
            None => command.env_remove("PTXAS"),
        };
        command.output().unwrap()
    };

    let refused = build_cubin(None);
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(
        stderr.contains("--cuda-code cubin") && stderr.contains("no ptxas found"),
        "{stderr}"
    );
    assert!(!out.exists());

    succeeded(&build_cubin(Some(support::cuda::ptxas())));
    let report = inspect_json(&out);
    let cuda = &report["modules"][1];
    assert_eq!(cuda["kind"], "cuda", "{report}");
    assert_eq!(cuda["fmt"], "cubin", "{report}");
    assert_eq!(cuda["device"]["target"]["kind"], "cubin", "{report}");
    assert_eq!(cuda["device"]["target"]["sm"], 90, "{report}");
    assert_eq!(
        cuda["device"]["kernels"][0]["launch_param_tags"],
        json!(["blockIdx.x", "threadIdx.x"])
    );
}

/// `modlink build` with `args`, which must fail without writing `out`; returns stderr.
fn refused(dir: &Path, out: &Path, args: &[&std::ffi::OsStr]) -> String {
    let output = Command::new(support::modlink_bin())
        .current_dir(dir)
        .arg("build")
        .args(args)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(!output.status.success(), "{args:?} succeeded");
    assert!(!out.exists(), "{args:?} wrote {}", out.display());
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn what_a_cuda_library_cannot_be_is_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let vadd = example("vadd");
    let vadd = vadd.as_os_str();
    let library = dir.path().join("out.so");

    for triple in ["i686-unknown-linux-gnu", "riscv64gc-unknown-linux-gnu"] {
        let stderr = refused(
            dir.path(),
            &library,
            &[vadd, "--target".as_ref(), triple.as_ref()],
        );
        assert!(
            stderr.contains(&format!("--target {triple}"))
                && stderr.contains("device kernels (`vadd`)")
                && stderr.contains("x86_64, aarch64 or powerpc64le"),
            "{triple}: {stderr}"
        );
    }

    let archive = dir.path().join("out.a");
    let stderr = refused(dir.path(), &archive, &[vadd]);
    assert!(
        stderr.contains(&format!("-o {}", archive.display())) && stderr.contains("shared library"),
        "{stderr}"
    );

    let raw = dir.path().join("payload.bin");
    std::fs::write(&raw, b"bytes").unwrap();
    let raw_arg = format!("opaque={}", raw.display());
    for (flag, extra) in [
        ("--system-lib", vec!["--system-lib"]),
        ("--import-raw", vec!["--import-raw", raw_arg.as_str()]),
    ] {
        let mut args = vec![vadd];
        args.extend(extra.iter().map(|a| std::ffi::OsStr::new(*a)));
        let stderr = refused(dir.path(), &library, &args);
        assert!(
            stderr.contains(flag) && stderr.contains("device kernels (`vadd`)"),
            "{flag}: {stderr}"
        );
    }

    let source = dir.path().join("extra.c");
    std::fs::write(&source, "int extra(void) { return 1; }\n").unwrap();
    let stderr = refused(dir.path(), &library, &[vadd, source.as_os_str()]);
    assert!(
        stderr.contains(&source.display().to_string()) && stderr.contains("`.kir` files only"),
        "{stderr}"
    );

    // softmax calls exp: a libdevice that is not there is named with the function needing it.
    let softmax = example("softmax");
    let stderr = refused(
        dir.path(),
        &library,
        &[
            softmax.as_os_str(),
            "--libdevice".as_ref(),
            "/nonexistent/libdevice.10.bc".as_ref(),
        ],
    );
    assert!(
        stderr.contains("__nv_expf")
            && stderr.contains("softmax")
            && stderr.contains("/nonexistent/libdevice.10.bc"),
        "{stderr}"
    );
}

#[test]
fn host_and_device_kernels_build_one_library() {
    let dir = tempfile::tempdir().unwrap();
    let mixed = dir.path().join("mixed.kir");
    std::fs::write(
        &mixed,
        format!(
            "kernel scale(X: f32[n], s: f32) {{ for i in 0..n {{ X[i] = X[i] * s; }} }}\n{}",
            std::fs::read_to_string(example("vadd")).unwrap()
        ),
    )
    .unwrap();
    let library = dir.path().join("mixed.so");
    succeeded(&modlink(&[
        "build".as_ref(),
        mixed.as_os_str(),
        "-o".as_ref(),
        library.as_os_str(),
    ]));
    let backend = Arc::new(RecordingBackend::new());
    let opened = Library::open_with(
        &library,
        &OpenOptions::new().device_backend(backend.clone()),
    )
    .unwrap();
    // The host kernel runs on the CPU, the device kernel launches.
    let mut x = Tensor::from_slice(&[3], &[1.0f32, -2.0, 4.0]).unwrap();
    opened
        .get_function("scale")
        .unwrap()
        .call(&mut [Arg::Tensor(&mut x), Arg::Float(0.5)])
        .unwrap();
    assert_eq!(x.as_slice::<f32>().unwrap(), [0.5, -1.0, 2.0]);
    let mut t: Vec<DeviceTensor> = (0..3).map(|_| on_device(&backend, &[300])).collect();
    let mut args: Vec<Arg<'_>> = t.iter_mut().map(Arg::Device).collect();
    let launch = launch_of(&backend, &opened, "vadd", &mut args);
    assert_eq!(launch.config.grid, [2, 1, 1]);
}
