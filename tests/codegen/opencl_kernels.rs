//! Device kernels written as OpenCL C (issue #35, item 3): every device kernel of
//! `examples/gpu/`, of the model front (every layer kind with a device kernel, static and
//! dynamic batch) and of the NVPTX tests is accepted by `clang -x cl -cl-std=CL1.2` and built by
//! PoCL, the whole source and each kernel's section alone (TVM's runtime builds one program per
//! section); the examples run on PoCL through modlink's driver for several sizes (not multiples
//! of the block, 1, an empty grid) against the same `.kir` on the host (vadd, saxpy) or plain
//! Rust (matmul_tiled bit for bit, softmax within float tolerance); the source is laid out as
//! TVM's and describes each kernel as its FunctionInfo will; what OpenCL C 1.2 cannot express is
//! refused naming the kernel and the feature.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use crate::support;
use crate::support::opencl::{
    Data, Scalar, assert_clang_accepts, host_kernels, pocl, run_on_pocl, serial,
};

use modlink::abi::DLDataType;
use modlink::codegen::CodegenError;
use modlink::codegen::opencl::{self, OpenClCode, OpenClOptions};
use modlink::ir::{self, Program};
use modlink::runtime::device::opencl::split_kernel_sources;

pub(crate) const EXAMPLES: [&str; 4] = ["vadd", "saxpy", "matmul_tiled", "softmax"];

pub(crate) fn example_text(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("examples/gpu/{name}.kir"));
    std::fs::read_to_string(path).unwrap()
}

pub(crate) fn compile(text: &str, what: &str) -> OpenClCode {
    let program = ir::parse(text, what).unwrap();
    opencl::compile(&program, &OpenClOptions::default()).unwrap_or_else(|e| panic!("{what}: {e}"))
}

/// The NVPTX tests' kernel with a dynamic shared array sized by a scalar, the z axes and a
/// bound loop starting above 0 (tests/codegen/nvptx_kernels.rs).
pub(crate) const STAGED: &str = "
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

/// The model's device kernels, as `model::device_kernels` writes them for `spec_json`.
pub(crate) fn model_kir(spec_json: &str) -> String {
    let spec = modlink::model::ModelSpec::from_json(spec_json).unwrap();
    let artifacts = modlink::model::export::lower_spec(&spec).unwrap();
    modlink::model::device_kernels::device_kir(&spec, &artifacts).unwrap()
}

/// Every layer kind with a device kernel (dense with and without relu, gelu, residual add,
/// reshape, flatten, relu), then softmax in a model of its own (it reduces rows of a matrix).
pub(crate) const MODEL_LAYERS: &str = r#"{"name": "layers", "input_shape": [3, 2, 12], "seed": 11,
    "layers": ["flatten", {"dense": {"units": 300, "relu": true}}, "gelu",
               {"dense": {"units": 24}}, {"residual_add": {"from": 0}},
               {"reshape": {"shape": [4, 6]}}, "relu"]}"#;
pub(crate) const MODEL_LAYERS_DYNAMIC: &str = r#"{"name": "layers_dyn", "input_shape": ["n", 2, 12], "seed": 11,
    "layers": ["flatten", {"dense": {"units": 300, "relu": true}}, "gelu",
               {"dense": {"units": 24}}, {"residual_add": {"from": 0}},
               {"reshape": {"shape": [4, 6]}}, "relu"]}"#;
pub(crate) const MODEL_SOFTMAX: &str = r#"{"name": "probabilities", "input_shape": [5, 300], "seed": 3,
    "layers": [{"dense": {"units": 40}}, "softmax"]}"#;
pub(crate) const MODEL_SOFTMAX_DYNAMIC: &str = r#"{"name": "probabilities_dyn", "input_shape": ["n", 300], "seed": 3,
    "layers": [{"dense": {"units": 40}}, "softmax"]}"#;

/// Checks `code` with clang and PoCL: the whole source, and each section alone.
fn assert_compilers_accept(code: &OpenClCode, what: &str) {
    assert_clang_accepts(&code.source, what);
    let sections = split_kernel_sources(&code.source);
    let names: Vec<&str> = sections.iter().map(|(name, _)| *name).collect();
    let expected: Vec<&str> = code.kernels.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, expected, "{what}: the sections, in kernel order");
    for (name, section) in &sections {
        assert_clang_accepts(section, &format!("{what}_{name}"));
        let program = pocl()
            .build_program(section, &format!("kernel `{name}` of {what}"))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(program.kernel_names(), [name.to_string()], "{what}");
    }
    if code.kernels.len() > 1 {
        let whole = pocl()
            .build_program(&code.source, what)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(whole.kernel_names().len(), code.kernels.len(), "{what}");
    }
}

#[test]
fn every_device_kernel_passes_clang_and_builds_on_pocl() {
    for name in EXAMPLES {
        assert_compilers_accept(&compile(&example_text(name), name), name);
    }
    for (what, spec) in [
        ("model_layers", MODEL_LAYERS),
        ("model_layers_dynamic", MODEL_LAYERS_DYNAMIC),
        ("model_softmax", MODEL_SOFTMAX),
        ("model_softmax_dynamic", MODEL_SOFTMAX_DYNAMIC),
    ] {
        let code = compile(&model_kir(spec), what);
        assert!(code.kernels.len() >= 2, "{what}");
        assert_compilers_accept(&code, what);
    }
    assert_compilers_accept(&compile(STAGED, "staged"), "staged");
    for (what, text) in crate::opencl_semantics::TEST_KERNELS {
        assert_compilers_accept(&compile(text, what), what);
    }
}

#[test]
fn the_source_is_laid_out_as_tvm_writes_it_and_describes_each_kernel() {
    let code = compile(&example_text("saxpy"), "saxpy");
    assert!(
        code.source.starts_with("// Function: saxpy\n"),
        "{}",
        code.source
    );
    assert!(
        code.source.contains(
            "__kernel void saxpy(float a, __global float* X, __global float* Y, long n) {"
        ),
        "{}",
        code.source
    );
    assert!(code.source.contains("get_group_id(0)") && code.source.contains("get_local_id(0)"));
    assert_eq!(code.payload_code(), code.source.as_bytes());
    let saxpy = &code.kernels[0];
    let float32 = DLDataType::FLOAT32;
    assert_eq!(
        saxpy.arg_types,
        [
            float32,
            DLDataType::HANDLE,
            DLDataType::HANDLE,
            DLDataType::INT64
        ]
    );
    assert_eq!(saxpy.launch_tags, ["blockIdx.x", "threadIdx.x"]);
    assert_eq!(saxpy.dynamic_local, None);
    assert!(saxpy.extensions.is_empty());
    assert_eq!(saxpy.static_local_bytes, 0);

    // Dynamic shared memory: one `__local` pointer after the FunctionInfo's arguments, and
    // the dynamic-shared-memory tag last.
    let staged = compile(STAGED, "staged");
    let kernel = &staged.kernels[0];
    assert_eq!(
        kernel.arg_types,
        [
            DLDataType::HANDLE,
            DLDataType::HANDLE,
            DLDataType::INT32,
            DLDataType::INT64,
            DLDataType::INT64,
            DLDataType::INT64
        ]
    );
    assert_eq!(
        kernel.launch_tags,
        [
            "blockIdx.x",
            "blockIdx.z",
            "threadIdx.x",
            "threadIdx.z",
            "tirx.use_dyn_shared_memory"
        ]
    );
    let local = kernel.dynamic_local.as_ref().unwrap();
    assert_eq!((local.index, local.array.as_str()), (6, "stage"));
    assert!(
        staged.source.contains(
            "__kernel void staged(__global float* X, __global float* Y, int tile, long first, \
             long rows, long width, __local float* stage)"
        ),
        "{}",
        staged.source
    );

    // The softmax's shared array and shuffle scratch are `__local` arrays of the kernel.
    let softmax = compile(&example_text("softmax"), "softmax");
    assert!(softmax.source.contains("__local float partial[8];"));
    assert_eq!(softmax.kernels[0].static_local_bytes, 8 * 4 + 256 * 4);

    // A kernel computing with doubles asks for cl_khr_fp64 in its own section only.
    let mixed = compile(
        "device kernel twice(X: f64[n]) { for b in 0..n blockIdx.x { X[b] = X[b] * 2.0; } }
         device kernel halve(X: f32[n]) { for b in 0..n blockIdx.x { X[b] = X[b] * 0.5; } }",
        "mixed",
    );
    assert_eq!(mixed.kernels[0].extensions, ["cl_khr_fp64"]);
    assert!(mixed.kernels[1].extensions.is_empty());
    assert!(
        mixed
            .section("twice")
            .unwrap()
            .contains("#pragma OPENCL EXTENSION cl_khr_fp64 : enable")
    );
    assert!(!mixed.section("halve").unwrap().contains("cl_khr_fp64"));
    // Literals are exact: 0.5 is 0x1p-1 and 2.0 is 0x1p+1.
    assert!(mixed.section("halve").unwrap().contains("(0x1p-1f)"));
    assert!(mixed.section("twice").unwrap().contains("(0x1p+1)"));
}

fn refusal(text: &str, options: &OpenClOptions) -> String {
    let program: Program = ir::parse(text, "refused.kir").unwrap();
    match opencl::compile(&program, options) {
        Err(error @ CodegenError::DeviceFeature { .. }) => error.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn what_opencl_c_cannot_express_is_refused_by_name() {
    let options = OpenClOptions::default();
    // A shuffle needs whole warps: 48 threads are one and a half.
    let partial_warp = refusal(
        "device kernel partial(X: f32[48]) { for t in 0..48 threadIdx.x { X[t] = shfl_xor(X[t], 1); } }",
        &options,
    );
    assert!(
        partial_warp.starts_with("kernel `partial`: OpenCL C 1.2 cannot express `shfl_xor`"),
        "{partial_warp}"
    );
    assert!(
        partial_warp.contains("48 threads, not a multiple of the warp's 32"),
        "{partial_warp}"
    );
    // ...of a size known when the kernel is compiled.
    let sized_at_launch = refusal(
        "device kernel sized(X: i32[n], w: i32) { for t in 0..w threadIdx.x { X[t] = shfl_down(X[t], 1); } }",
        &options,
    );
    assert!(
        sized_at_launch.contains("kernel `sized`") && sized_at_launch.contains("`shfl_down`"),
        "{sized_at_launch}"
    );
    assert!(
        sized_at_launch.contains("`threadIdx.x` is not a constant"),
        "{sized_at_launch}"
    );
    // A shuffle where only some work-items would reach its barriers.
    let short_circuit = refusal(
        "device kernel guarded(X: f32[64]) { for t in 0..64 threadIdx.x {
           if t < 3 && shfl_xor(X[t], 1) > 0.0 { X[t] = 0.0; } } }",
        &options,
    );
    assert!(
        short_circuit.contains("`shfl_xor` on the right of `&&`"),
        "{short_circuit}"
    );
    // A kernel name OpenCL C reserves.
    let builtin_name = refusal(
        "device kernel dot(X: f32[n]) { for b in 0..n blockIdx.x { X[b] = 1.0; } }",
        &options,
    );
    assert!(
        builtin_name.starts_with("kernel `dot`: OpenCL C 1.2 cannot express the kernel's name"),
        "{builtin_name}"
    );
    let main = refusal(
        "device kernel main(X: f32[n]) { for b in 0..n blockIdx.x { X[b] = 1.0; } }",
        &options,
    );
    assert!(
        main.contains("OpenCL C does not let a kernel be called `main`"),
        "{main}"
    );
    // More static `__local` memory than OpenCL 1.2 promises (36000 > 32768 bytes), accepted
    // once the limit is raised for a device that has it.
    let big = "device kernel big(X: f32[n]) { for b in 0..n blockIdx.x {
                 shared tile: f32[9000]; tile[0] = X[b]; X[b] = tile[0]; } }";
    let too_big = refusal(big, &options);
    assert!(
        too_big.contains("kernel `big`") && too_big.contains("36000 bytes"),
        "{too_big}"
    );
    let roomy = OpenClOptions {
        max_local_bytes: 64 * 1024,
    };
    let code = opencl::compile(&ir::parse(big, "big.kir").unwrap(), &roomy).unwrap();
    assert_eq!(code.kernels[0].static_local_bytes, 36000);
    // A program with no device kernel.
    let host_only = refusal(
        "kernel host(X: f32[n]) { for i in 0..n { X[i] = 0.0; } }",
        &options,
    );
    assert!(host_only.contains("without device kernels"), "{host_only}");
}

/// Sizes for the one-thread-per-element examples: not multiples of the block, 1, and an
/// empty grid (extent 0, raised to one block that does nothing).
const SIZES: [i64; 5] = [1, 255, 256, 1000, 0];

#[test]
fn vadd_and_saxpy_on_pocl_match_the_same_kernels_on_the_host() {
    let mut rng = support::Rng::new(35);
    for name in ["vadd", "saxpy"] {
        let text = example_text(name);
        let code = compile(&text, name);
        let host_program = ir::parse(&serial(&text), name).unwrap();
        let host = host_kernels(&host_program);
        let params = &host_program.kernels[0].params;
        for n in SIZES {
            let count = n as usize;
            let mut buffers: Vec<Data> = (0..if name == "vadd" { 3 } else { 2 })
                .map(|_| Data::f32(&[n], &rng.f32s(count, 100.0)))
                .collect();
            let scalars = [("a", Scalar::F32(rng.f32s(1, 4.0)[0]))];
            let mut on_host = buffers.clone();
            host.run(params, name, &mut on_host, &scalars);
            run_on_pocl(&code, name, &mut buffers, &scalars);
            assert_eq!(buffers, on_host, "{name} for n = {n}");
        }
    }
}

#[test]
fn matmul_tiled_on_pocl_matches_fma_in_order_bit_for_bit() {
    let code = compile(&example_text("matmul_tiled"), "matmul_tiled");
    let mut rng = support::Rng::new(7);
    for (m, k, n) in [
        (1, 1, 1),
        (64, 16, 64),
        (70, 33, 129),
        (3, 100, 5),
        (0, 4, 4),
    ] {
        let a = rng.f32s((m * k) as usize, 2.0);
        let b = rng.f32s((k * n) as usize, 2.0);
        let mut buffers = [
            Data::f32(&[m, k], &a),
            Data::f32(&[k, n], &b),
            Data::zeros(ir::DType::F32, &[m, n]),
        ];
        run_on_pocl(&code, "matmul_tiled", &mut buffers, &[]);
        // Each thread accumulates fma(A[r, kk], B[kk, c], acc) in kk order from 0.
        let mut expected = vec![0f32; (m * n) as usize];
        for r in 0..m as usize {
            for c in 0..n as usize {
                let mut acc = 0f32;
                for kk in 0..k as usize {
                    acc = a[r * k as usize + kk].mul_add(b[kk * n as usize + c], acc);
                }
                expected[r * n as usize + c] = acc;
            }
        }
        assert_eq!(buffers[2].as_f32(), expected, "matmul_tiled {m}x{k}x{n}");
    }
}

/// Row softmax in f64, the reference for the device's single-precision one.
pub(crate) fn softmax_reference(x: &[f32], columns: usize) -> Vec<f32> {
    x.chunks(columns)
        .flat_map(|row| {
            let max = row
                .iter()
                .fold(f64::NEG_INFINITY, |m, v| m.max(f64::from(*v)));
            let exps: Vec<f64> = row.iter().map(|v| (f64::from(*v) - max).exp()).collect();
            let sum: f64 = exps.iter().sum();
            exps.into_iter().map(move |e| (e / sum) as f32)
        })
        .collect()
}

/// `got` within `relative` of `want` (against at least `floor` in magnitude).
pub(crate) fn assert_near(got: &[f32], want: &[f32], relative: f32, floor: f32, what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= relative * w.abs().max(floor),
            "{what}[{i}]: {g} vs {w}"
        );
    }
}

#[test]
fn softmax_with_shuffles_through_local_memory_matches_the_reference() {
    let code = compile(&example_text("softmax"), "softmax");
    let mut rng = support::Rng::new(11);
    for (m, n) in [(1, 1), (3, 300), (5, 1000), (2, 256), (0, 8)] {
        let x = rng.f32s((m * n) as usize, 8.0);
        let mut buffers = [Data::f32(&[m, n], &x), Data::zeros(ir::DType::F32, &[m, n])];
        run_on_pocl(&code, "softmax", &mut buffers, &[]);
        // OpenCL's expf is within 3 ulp (and the sums run in another order than the
        // reference's), so the probabilities agree to a few ulp, not bit for bit.
        assert_near(
            &buffers[1].as_f32(),
            &softmax_reference(&x, n as usize),
            1e-5,
            0.0,
            &format!("softmax {m}x{n}"),
        );
    }
}
