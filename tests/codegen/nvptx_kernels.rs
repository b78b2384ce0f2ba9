//! Device kernels compiled to PTX (issue: GPU kernels, items 1, 2 and the examples): every
//! device kernel of `examples/gpu/` and of these tests compiles to PTX that the real `ptxas`
//! (pip nvidia-cuda-nvcc-cu12 in the venv) accepts for sm_80 and sm_90, with every kernel a
//! `.visible .entry`; the launch bindings match the source's loops, evaluated for several
//! sizes against plain Rust; libdevice is linked only when a kernel needs it. Nothing here runs
//! on a GPU: PTX that ptxas accepts is what a CPU can check.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support;

use modlink::codegen::CodegenError;
use modlink::codegen::nvptx::{self, GpuArch, NvptxOptions, PtxCode as DeviceCode};
use modlink::ir::{self, BinOp, DType, Expr, LaunchBindings, Program, UnOp};

const EXAMPLES: [&str; 4] = ["vadd", "saxpy", "matmul_tiled", "softmax"];

/// The pip package `nvidia-cuda-nvcc-cu12` in the test venv (ci/setup.sh installs it).
fn cuda_nvcc_dir() -> PathBuf {
    let python = support::python();
    let venv = python
        .parent()
        .and_then(Path::parent)
        .expect("the venv's python is <venv>/bin/python");
    let lib = venv.join("lib");
    std::fs::read_dir(&lib)
        .unwrap_or_else(|e| panic!("{}: {e}", lib.display()))
        .filter_map(Result::ok)
        .map(|entry| entry.path().join("site-packages/nvidia/cuda_nvcc"))
        .find(|dir| dir.is_dir())
        .unwrap_or_else(|| {
            panic!(
                "nvidia-cuda-nvcc-cu12 is missing from the venv under {}: run `bash ci/setup.sh`",
                lib.display()
            )
        })
}

fn ptxas() -> PathBuf {
    cuda_nvcc_dir().join("bin/ptxas")
}

fn libdevice() -> PathBuf {
    cuda_nvcc_dir().join("nvvm/libdevice/libdevice.10.bc")
}

fn example(name: &str) -> Program {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("examples/gpu/{name}.kir"));
    let text = std::fs::read_to_string(&path).unwrap();
    ir::parse(&text, &path.display().to_string()).unwrap()
}

fn compile(program: &Program, gpu: &str) -> DeviceCode {
    let options = NvptxOptions {
        gpu: GpuArch::parse(gpu).unwrap(),
        libdevice: Some(libdevice()),
        keep_llvm_ir: true,
    };
    nvptx::compile(program, &options).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs the real ptxas on `ptx` for `gpu`; panics with its output when it refuses.
fn assert_ptxas_accepts(ptx: &str, gpu: &str, what: &str) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(format!("{what}.ptx"));
    std::fs::write(&file, ptx).unwrap();
    let output = Command::new(ptxas())
        .arg("--gpu-name")
        .arg(gpu)
        .arg("-o")
        .arg(dir.path().join(format!("{what}.cubin")))
        .arg(&file)
        .output()
        .expect("run ptxas");
    assert!(
        output.status.success(),
        "ptxas --gpu-name {gpu} refused {what}:\n{}\n{ptx}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Every device kernel is an `.entry` in the PTX, and a `ptx_kernel` (calling convention 71,
/// what LLVM 20+ requires) in the IR it came from, with the NVPTX triple and the target
/// machine's data layout.
fn assert_entries(code: &DeviceCode, program: &Program) {
    let ir = code.llvm_ir.as_deref().expect("compiled with keep_llvm_ir");
    assert!(
        ir.contains("target triple = \"nvptx64-nvidia-cuda\""),
        "{ir}"
    );
    assert!(ir.contains("target datalayout = \"e-"), "{ir}");
    for kernel in program.kernels.iter().filter(|k| k.device) {
        let marked = format!("define ptx_kernel void @{}(", kernel.name);
        assert!(ir.contains(&marked), "no `{marked}` in:\n{ir}");
        let entry = format!(".visible .entry {}(", kernel.name);
        assert!(code.ptx.contains(&entry), "no `{entry}` in:\n{}", code.ptx);
        let as_function = format!(".func {}(", kernel.name);
        assert!(!code.ptx.contains(&as_function), "{}", code.ptx);
    }
}

#[test]
fn every_example_compiles_to_ptx_that_ptxas_accepts_for_sm_80_and_sm_90() {
    for name in EXAMPLES {
        let program = example(name);
        for gpu in ["sm_80", "sm_90"] {
            let code = compile(&program, gpu);
            assert!(code.ptx.contains(&format!(".target {gpu}")), "{}", code.ptx);
            assert!(code.ptx.contains(".address_size 64"), "{}", code.ptx);
            assert_entries(&code, &program);
            assert_ptxas_accepts(&code.ptx, gpu, name);
        }
    }
}

/// Evaluates a launch expression over integer values of the scalar parameters and dims.
fn eval(expr: &Expr, values: &HashMap<&str, i64>) -> i64 {
    match expr {
        Expr::Int { value, .. } => *value,
        Expr::Var(name) => values[name.as_str()],
        Expr::Cast { dtype, value } => {
            assert!(dtype.is_int(), "{dtype}");
            eval(value, values)
        }
        Expr::Unary {
            op: UnOp::Neg,
            operand,
        } => -eval(operand, values),
        Expr::Binary { op, lhs, rhs } => {
            let (l, r) = (eval(lhs, values), eval(rhs, values));
            match op {
                BinOp::Add => l + r,
                BinOp::Sub => l - r,
                BinOp::Mul => l * r,
                BinOp::Div => l / r,
                other => panic!("unexpected operator {other:?} in a launch expression"),
            }
        }
        other => panic!("unexpected launch expression {other:?}"),
    }
}

fn extents(slots: &[Option<Expr>; 3], values: &HashMap<&str, i64>) -> [i64; 3] {
    [0, 1, 2].map(|axis| slots[axis].as_ref().map_or(1, |e| eval(e, values)))
}

fn bindings<'a>(code: &'a DeviceCode, name: &str) -> &'a LaunchBindings {
    code.kernels.iter().find(|k| k.name == name).unwrap()
}

#[test]
fn launch_bindings_follow_the_bound_loops_for_several_sizes() {
    let code = compile(&example("vadd"), "sm_80");
    let vadd = bindings(&code, "vadd");
    assert_eq!(vadd.shape_vars(), ["n"]);
    assert_eq!(vadd.params.len(), 3);
    assert_eq!(vadd.dynamic_shared_bytes, None);
    for n in [0_i64, 1, 255, 256, 257, 1 << 20, (1 << 26) + 3] {
        let values = HashMap::from([("n", n)]);
        // One block per 256 elements, rounded up; 256 threads each.
        assert_eq!(
            extents(&vadd.grid, &values),
            [(n + 255) / 256, 1, 1],
            "n = {n}"
        );
        assert_eq!(extents(&vadd.block, &values), [256, 1, 1]);
    }

    let code = compile(&example("matmul_tiled"), "sm_80");
    let matmul = bindings(&code, "matmul_tiled");
    assert_eq!(matmul.shape_vars(), ["m", "k", "n"]);
    for (m, k, n) in [(1, 1, 1), (64, 7, 65), (4096, 4096, 4096), (100, 3, 200)] {
        let values = HashMap::from([("m", m), ("k", k), ("n", n)]);
        let tiles = |size: i64| (size + 63) / 64;
        assert_eq!(extents(&matmul.grid, &values), [tiles(n), tiles(m), 1]);
        assert_eq!(extents(&matmul.block, &values), [16, 16, 1]);
    }

    let code = compile(&example("softmax"), "sm_90");
    let softmax = bindings(&code, "softmax");
    for m in [1, 4096] {
        let values = HashMap::from([("m", m), ("n", 4096)]);
        assert_eq!(extents(&softmax.grid, &values), [m, 1, 1]);
        assert_eq!(extents(&softmax.block, &values), [256, 1, 1]);
    }
}

/// A kernel that exercises the rest: a scalar `i32` extent, a bound loop starting above 0,
/// the z axes, and a dynamic shared array sized by a dim and a scalar.
const DYNAMIC: &str = "
device kernel staged(X: f32[rows, width], Y: f32[rows, width], tile: i32, first: i64) {
  for z in first..first + 2 blockIdx.z {
    for b in 0..rows blockIdx.x {
      shared stage: f32[tile, 2];
      for t in 0..tile threadIdx.x {
        for u in 0..2 threadIdx.z {
          if t < width {
            stage[t, u] = X[b, t] * f32(z + u);
          }
          barrier;
          if t < width {
            Y[b, t] = stage[t, u] + stage[(t + 1) % i64(tile), u];
          }
        }
      }
    }
  }
}
";

#[test]
fn dynamic_shared_memory_is_sized_at_launch_and_extern_in_the_ptx() {
    let program = ir::parse(DYNAMIC, "dynamic.kir").unwrap();
    let code = compile(&program, "sm_80");
    assert!(
        code.ptx
            .contains(".extern .shared .align 16 .b8 __modlink_dynamic_shared[]"),
        "{}",
        code.ptx
    );
    assert_ptxas_accepts(&code.ptx, "sm_80", "staged");
    assert_ptxas_accepts(&code.ptx, "sm_90", "staged");
    let staged = bindings(&code, "staged");
    assert_eq!(staged.shape_vars(), ["rows", "width"]);
    for (rows, tile, first) in [(3, 32, 0), (5, 128, 7)] {
        let values = HashMap::from([("rows", rows), ("tile", tile), ("first", first)]);
        assert_eq!(extents(&staged.grid, &values), [rows, 1, 2]);
        assert_eq!(extents(&staged.block, &values), [tile, 1, 2]);
        let bytes = eval(staged.dynamic_shared_bytes.as_ref().unwrap(), &values);
        assert_eq!(bytes, tile * 2 * 4);
    }
    // The entry's parameters: 2 pointers, the i32 and the i64 scalars, then the two dims.
    // (LLVM 22 adds `.ptr .align 1` to the pointers: `.param .u64 .ptr .align 1 staged_param_0`.)
    for (index, kind) in [".u64", ".u64", ".u32", ".u64", ".u64", ".u64"]
        .iter()
        .enumerate()
    {
        let name = format!("staged_param_{index}");
        let declaration = code
            .ptx
            .lines()
            .map(|line| line.trim().trim_end_matches(','))
            .find(|line| line.starts_with(".param ") && line.ends_with(&name))
            .unwrap_or_else(|| panic!("no `.param … {name}` in:\n{}", code.ptx));
        assert!(
            declaration.starts_with(&format!(".param {kind} ")),
            "`{declaration}` is not a {kind} parameter"
        );
    }
    assert!(!code.ptx.contains("staged_param_6"), "{}", code.ptx);
}

#[test]
fn libdevice_is_linked_only_when_a_kernel_needs_it() {
    let plain = compile(&example("vadd"), "sm_80");
    assert_eq!(plain.libdevice, None);
    let softmax = compile(&example("softmax"), "sm_80");
    assert_eq!(softmax.libdevice.as_deref(), Some(libdevice().as_path()));
    // Inlined and folded: no call into libdevice is left, and expf ends as ex2.approx.
    assert!(!softmax.ptx.contains("__nv_"), "{}", softmax.ptx);
    assert!(softmax.ptx.contains("ex2.approx"), "{}", softmax.ptx);
    // The warp reduction and the barrier are there.
    assert!(
        softmax.ptx.contains("shfl.sync.bfly.b32"),
        "{}",
        softmax.ptx
    );
    assert!(softmax.ptx.contains("bar.sync"), "{}", softmax.ptx);
}

#[test]
fn missing_libdevice_names_the_function_the_kernel_and_how_to_provide_it() {
    let options = NvptxOptions {
        gpu: GpuArch::DEFAULT,
        libdevice: Some(PathBuf::from("/nonexistent/libdevice.10.bc")),
        keep_llvm_ir: false,
    };
    let error = nvptx::compile(&example("softmax"), &options).unwrap_err();
    let CodegenError::Libdevice {
        function,
        kernel,
        message,
    } = &error
    else {
        panic!("expected a libdevice error, got {error:?}");
    };
    assert_eq!(function, "__nv_expf");
    assert_eq!(kernel, "softmax");
    assert!(message.contains("--libdevice PATH"), "{message}");
    assert!(
        message.contains("/nonexistent/libdevice.10.bc"),
        "{message}"
    );
    // Without math, no libdevice is needed: the same missing path is no error.
    assert!(nvptx::compile(&example("saxpy"), &options).is_ok());
}

#[test]
fn host_and_device_kernels_split_and_each_half_compiles_its_own() {
    let source = format!(
        "kernel scale(X: f32[n], s: f32) {{ for i in 0..n {{ X[i] = X[i] * s; }} }}\n{}",
        std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/gpu/vadd.kir")
        )
        .unwrap()
    );
    let program = ir::parse(&source, "mixed.kir").unwrap();
    let (host, device) = nvptx::split_program(&program);
    assert_eq!(host.kernels.len(), 1);
    assert_eq!(host.kernels[0].name, "scale");
    assert_eq!(device.kernels.len(), 1);
    assert_eq!(device.kernels[0].name, "vadd");
    // The mixed program's PTX holds the device kernel only.
    let code = compile(&program, "sm_80");
    assert!(code.ptx.contains(".visible .entry vadd("), "{}", code.ptx);
    assert!(!code.ptx.contains("scale"), "{}", code.ptx);
    assert_eq!(code.kernels.len(), 1);
    // Host code generation refuses a device kernel by name, rather than lowering it for the CPU.
    let target = modlink::target::TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let options = modlink::codegen::CodegenOptions::default();
    let error = modlink::codegen::compile(&program, &target, &options).unwrap_err();
    assert!(
        error.to_string().contains("`vadd` is a device kernel"),
        "{error}"
    );
    assert!(modlink::codegen::compile(&host, &target, &options).is_ok());
}

#[test]
fn the_payload_code_ends_with_one_nul_and_the_default_gpu_is_sm_80() {
    let code = compile(&example("saxpy"), "sm_80");
    let payload = code.payload_code();
    assert_eq!(payload.len(), code.ptx.len() + 1);
    assert_eq!(payload.last(), Some(&0));
    assert!(!code.ptx.contains('\0'));
    assert_eq!(
        NvptxOptions::default().gpu,
        GpuArch::parse("sm_80").unwrap()
    );
    assert_eq!(GpuArch::DEFAULT.to_string(), "sm_80");
    let error = GpuArch::parse("sm_81").unwrap_err().to_string();
    assert!(error.contains("GPU `sm_81`"), "{error}");
    assert!(error.contains("sm_90"), "{error}");
}

#[test]
fn device_kernels_print_and_parse_back_unchanged() {
    for name in EXAMPLES {
        let program = example(name);
        let printed = ir::print(&program);
        assert!(printed.starts_with("device kernel "), "{printed}");
        assert_eq!(ir::parse(&printed, "printed.kir").unwrap(), program);
        let verified = ir::verify_program(&program).unwrap();
        let printed = ir::print(&verified);
        assert_eq!(ir::parse(&printed, "verified.kir").unwrap(), verified);
    }
    let program = ir::parse(DYNAMIC, "dynamic.kir").unwrap();
    assert_eq!(
        ir::parse(&ir::print(&program), "again.kir").unwrap(),
        program
    );
}

#[test]
fn the_builder_makes_the_same_device_kernel_as_the_text() {
    use modlink::ir::{Dim, KernelBuilder, LoopKind, ThreadAxis, call, load, var};
    let built = KernelBuilder::device("vadd")
        .buffer("A", DType::F32, [Dim::var("n")])
        .buffer("B", DType::F32, [Dim::var("n")])
        .buffer("C", DType::F32, [Dim::var("n")])
        .body(|b| {
            let blocks = (var("n") + 255) / 256;
            b.for_("bx", 0, blocks, LoopKind::Bind(ThreadAxis::BlockX), |b| {
                b.for_("tx", 0, 256, LoopKind::Bind(ThreadAxis::ThreadX), |b| {
                    let i = b.let_("i", var("bx") * 256 + var("tx"));
                    b.if_(i.clone().lt(var("n")), |b| {
                        b.store(
                            "C",
                            [i.clone()],
                            load("A", [i.clone()]) + load("B", [i.clone()]),
                        );
                    });
                });
            });
        })
        .build()
        .unwrap();
    assert_eq!(built, example("vadd").kernels[0]);
    // Shared arrays, barriers and shuffles through the builder verify too.
    let reduced = KernelBuilder::device("warp_sum")
        .buffer("X", DType::F32, [32])
        .buffer("Y", DType::F32, [1])
        .body(|b| {
            b.for_("t", 0, 32, LoopKind::Bind(ThreadAxis::ThreadX), |b| {
                let stage = b.shared("stage", DType::F32, [Dim::Const(32)]);
                b.store(&stage, [var("t")], load("X", [var("t")]));
                b.barrier();
                let v = b.var("v", DType::F32, load(&stage, [var("t")]));
                b.assign(
                    "v",
                    v.clone() + call(ir::Intrinsic::ShflDown, [v.clone(), ir::int(16)]),
                );
                b.if_(var("t").eq_(0), |b| b.store("Y", [0], v.clone()));
            });
        })
        .build();
    assert!(reduced.is_ok(), "{reduced:?}");
}

#[test]
fn modlink_build_emit_ptx_prints_the_ptx_for_the_gpu_asked() {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/gpu");
    let libdevice = libdevice();
    let run = |args: &[&str]| {
        let mut all = vec!["build"];
        all.extend_from_slice(args);
        support::modlink_in(&examples, &all)
    };
    let output = run(&["vadd.kir", "--emit", "ptx", "-o", "-"]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let ptx = String::from_utf8(output.stdout).unwrap();
    assert!(ptx.contains(".target sm_80"), "{ptx}");
    assert!(ptx.contains(".visible .entry vadd("), "{ptx}");
    assert_ptxas_accepts(&ptx, "sm_80", "cli_vadd");

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("softmax.ptx");
    let output = run(&[
        "softmax.kir",
        "--emit",
        "ptx",
        "--gpu",
        "sm_90",
        "--libdevice",
        libdevice.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let ptx = std::fs::read_to_string(&out).unwrap();
    assert!(ptx.contains(".target sm_90"), "{ptx}");
    assert_ptxas_accepts(&ptx, "sm_90", "cli_softmax");

    let stderr = support::modlink_failure(
        &examples,
        &[
            "build", "vadd.kir", "--emit", "ptx", "--gpu", "sm_81", "-o", "-",
        ],
    );
    assert!(stderr.contains("GPU `sm_81`"), "{stderr}");
    let stderr = support::modlink_failure(
        &examples,
        &[
            "build",
            "softmax.kir",
            "--emit",
            "ptx",
            "--libdevice",
            "/nonexistent/libdevice.10.bc",
            "-o",
            "-",
        ],
    );
    assert!(stderr.contains("`__nv_expf`"), "{stderr}");
    assert!(stderr.contains("--libdevice PATH"), "{stderr}");
    // A library of device kernels is a CUDA library (tests/cli/cli_build_cuda.rs), for a 64-bit
    // CUDA host only: a 32-bit one is refused, saying why.
    let library = dir.path().join("vadd.so");
    let stderr = support::modlink_failure(
        &examples,
        &[
            "build",
            "vadd.kir",
            "--target",
            "i686-unknown-linux-gnu",
            "-o",
            library.to_str().unwrap(),
        ],
    );
    assert!(
        stderr.contains("device kernels (`vadd`)") && stderr.contains("x86_64, aarch64"),
        "{stderr}"
    );
    assert!(!library.exists());
}

/// Every expression and statement form of host kernels in a device kernel: each intrinsic on
/// each float width (libdevice for exp, log, tanh and pow), integer division, remainders and
/// shifts, saturating float-to-int casts, bool and narrow buffers, `local` arrays, nested
/// `if`s and loop kinds.
const EVERYTHING: &str = "
device kernel everything(F: f32[n], D: f64[n], H: f16[n], I: i32[n], U: u8[n], B: bool[n],
                         s: f32, d: f64, k: i32, w: i64) {
  for b in 0..(n + 127) / 128 blockIdx.x {
    for t in 0..128 threadIdx.x {
      let i = b * 128 + t;
      if i < n {
        let f = F[i];
        F[i] = exp(f) + log(abs(f) + 1.0) + tanh(f) + pow(f, s) + sqrt(abs(f))
          + fma(f, s, 1.0) + floor(f) + ceil(f) + min(f, s) + max(f, s);
        let x = D[i];
        D[i] = exp(x) + log(abs(x) + 1.0) + tanh(x) + pow(x, d) + sqrt(abs(x)) + fma(x, d, 1.0);
        let h = H[i];
        H[i] = exp(h) + tanh(h) + min(h, 1.0) + sqrt(abs(h));
        let v = I[i];
        I[i] = v / k + v % k + (v << k) + (v >> 3) + abs(v) + min(v, k) + i32(f) + i32(w % 7);
        U[i] = u8(f) + U[i] / 3u8 + max(U[i], 7u8);
        B[i] = !B[i] && f > 0.0 || i % 2 == 0;
        local acc: f32[4];
        for j in 0..4 unroll(4) {
          acc[j] = f * f32(j);
        }
        var total: f32 = 0.0;
        for j in 0..4 vectorize(4) {
          total = total + acc[j];
        }
        if total > 1.0 {
          F[i] = total;
        } else if total < -1.0 {
          F[i] = -total;
        }
      }
    }
  }
}
";

#[test]
fn every_expression_and_statement_form_compiles_for_the_gpu() {
    let program = ir::parse(EVERYTHING, "everything.kir").unwrap();
    for gpu in ["sm_80", "sm_90"] {
        let code = compile(&program, gpu);
        assert_entries(&code, &program);
        assert!(!code.ptx.contains("__nv_"), "{}", code.ptx);
        assert_ptxas_accepts(&code.ptx, gpu, "everything");
    }
}
