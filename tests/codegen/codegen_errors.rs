//! Every argument check of the packed entry fails with -1 and raises the right error kind with a
//! message naming the kernel, the argument and expected vs actual values. The messages are
//! caught by a C shim defining `TVMFFIErrorSetRaisedFromCStrParts`, loaded RTLD_GLOBAL before
//! the kernel library.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use std::sync::OnceLock;
use support::kernels::*;

struct Loaded {
    _dir: tempfile::TempDir,
    shim: libloading::Library,
    kernels: libloading::Library,
    /// [`STAGED`]: a kernel whose checks span every stage of the entry's fast path.
    staged: libloading::Library,
}

/// Scalars before and between tensors, a constant dim, a symbol bound by a rank-3 tensor and
/// checked on two later ones.
const STAGED: &str = "kernel staged(s: f32, X: f32[n, 4, m], k: i32, Y: f32[n, 4, m], Z: f32[m]) {
    for i in 0..n { for j in 0..4 { for l in 0..m {
        Y[i, j, l] = X[i, j, l] * s + Z[l] + f32(k);
    } } }
}
";

fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let shim = load_error_shim(dir.path());
        let (kernel_dir, path) = build_library(&kernels_program(), &CodegenOptions::default());
        let target = dir.path().join("libkernels.so");
        std::fs::copy(&path, &target).unwrap();
        drop(kernel_dir);
        let kernels = load_now(&target);
        let staged = load_now(&build_staged(dir.path()));
        Loaded {
            _dir: dir,
            shim,
            kernels,
            staged,
        }
    })
}

/// Calls `name` with `args`, expects -1, returns the raised error text ("Kind: message").
fn expect_error(name: &str, args: &[TVMFFIAny]) -> String {
    let l = loaded();
    clear_error(&l.shim);
    let status = call_packed(&l.kernels, name, args);
    assert_eq!(status, -1, "{name} should fail");
    let error = last_error(&l.shim);
    assert!(!error.is_empty(), "{name}: no error was raised");
    error
}

fn vectors(n: usize) -> [Box<Tensor<f32>>; 3] {
    [
        Tensor::new(vec![1.0; n], &[n as i64]),
        Tensor::new(vec![2.0; n], &[n as i64]),
        Tensor::<f32>::zeros(&[n as i64]),
    ]
}

#[test]
fn wrong_argument_count_is_a_value_error() {
    let [mut a, mut b, _] = vectors(4);
    let error = expect_error("vadd", &[a.any(), b.any()]);
    assert_eq!(
        error,
        "ValueError: kernel `vadd`: expected 3 arguments, got 2"
    );
    let l = loaded();
    let status = call_packed_count(&l.kernels, "vadd", &[], 0);
    assert_eq!(status, -1);
    assert_eq!(
        last_error(&l.shim),
        "ValueError: kernel `vadd`: expected 3 arguments, got 0"
    );
}

#[test]
fn wrong_type_index_is_a_type_error() {
    let [mut a, _, mut c] = vectors(4);
    let error = expect_error("vadd", &[a.any(), TVMFFIAny::int(5), c.any()]);
    assert_eq!(
        error,
        "TypeError: kernel `vadd`: argument 1 (`B`): expected a tensor (DLTensor* type index 7, \
         opaque pointer 4 or Tensor 70), got type index 1"
    );
    let error = expect_error("vadd", &[a.any(), TVMFFIAny::raw(TYPE_RAW_STR, 0), c.any()]);
    assert!(error.ends_with("got type index 8"), "{error}");
    let error = expect_error(
        "vadd",
        &[a.any(), TVMFFIAny::raw(TYPE_DLTENSOR_PTR, 0), c.any()],
    );
    assert_eq!(
        error,
        "TypeError: kernel `vadd`: argument 1 (`B`): expected a tensor, got NULL"
    );
    assert_eq!(c.data, vec![0.0; 4], "a failed call writes nothing");
}

#[test]
fn wrong_scalar_kind_is_a_type_error() {
    let [mut x, mut y, mut out] = vectors(3);
    let error = expect_error("saxpy", &[x.any(), x.any(), y.any(), out.any()]);
    assert_eq!(
        error,
        "TypeError: kernel `saxpy`: argument 0 (`a`): expected a f32 scalar (float type index 3, \
         int 1 or bool 2), got type index 7"
    );
    let mut m = Tensor::<i32>::zeros(&[3]);
    let error = expect_error(
        "clamp_scale",
        &[
            TVMFFIAny::float(0.0),
            TVMFFIAny::float(1.0),
            TVMFFIAny::float(2.0),
            Tensor::<f64>::zeros(&[3]).any(),
            Tensor::<f64>::zeros(&[3]).any(),
            m.any(),
        ],
    );
    assert_eq!(
        error,
        "TypeError: kernel `clamp_scale`: argument 2 (`k`): expected an i32 scalar (int type \
         index 1 or bool 2), got type index 3"
    );
}

#[test]
fn wrong_dtype_is_a_type_error_with_the_actual_dtype() {
    let [_, mut b, mut c] = vectors(4);
    let mut a64 = Tensor::<f64>::zeros(&[4]);
    let error = expect_error("vadd", &[a64.any(), b.any(), c.any()]);
    assert_eq!(
        error,
        "TypeError: kernel `vadd`: argument 0 (`A`): expected dtype f32 (code 2, bits 32, lanes \
         1), got code 2, bits 64, lanes 1"
    );
    let mut ai = Tensor::<i32>::zeros(&[4]);
    let error = expect_error("vadd", &[ai.any(), b.any(), c.any()]);
    assert!(error.ends_with("got code 0, bits 32, lanes 1"), "{error}");
    let [mut a, _, _] = vectors(4);
    a.dl.dtype.lanes = 4;
    let a_any = TVMFFIAny::tensor(&mut a.dl);
    let error = expect_error("vadd", &[a_any, b.any(), c.any()]);
    assert!(error.ends_with("got code 2, bits 32, lanes 4"), "{error}");
}

#[test]
fn wrong_rank_is_a_value_error() {
    let [_, mut b, mut c] = vectors(4);
    let mut a2 = Tensor::<f32>::zeros(&[2, 2]);
    let error = expect_error("vadd", &[a2.any(), b.any(), c.any()]);
    assert_eq!(
        error,
        "ValueError: kernel `vadd`: argument 0 (`A`): expected ndim 1, got 2"
    );
}

#[test]
fn wrong_device_is_a_value_error() {
    let [mut a, mut b, mut c] = vectors(4);
    c.refresh();
    c.dl.device.device_type = 2;
    let c_any = TVMFFIAny::tensor(&mut c.dl);
    let error = expect_error("vadd", &[a.any(), b.any(), c_any]);
    assert_eq!(
        error,
        "ValueError: kernel `vadd`: argument 2 (`C`): expected a CPU tensor (device_type 1), got \
         device_type 2"
    );
}

#[test]
fn constant_dim_mismatch_is_a_value_error() {
    let mut x = Tensor::<f32>::zeros(&[3, 15]);
    let mut y = Tensor::<f32>::zeros(&[3, 16]);
    let error = expect_error("softmax_rows", &[x.any(), y.any()]);
    assert_eq!(
        error,
        "ValueError: kernel `softmax_rows`: argument 0 (`X`): dimension 1: expected 16, got 15"
    );
}

#[test]
fn symbolic_dim_mismatch_names_both_arguments() {
    let mut a = Tensor::<f32>::zeros(&[7]);
    let mut b = Tensor::<f32>::zeros(&[5]);
    let mut c = Tensor::<f32>::zeros(&[7]);
    let error = expect_error("vadd", &[a.any(), b.any(), c.any()]);
    assert_eq!(
        error,
        "ValueError: kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 5, but argument 0 \
         (`A`) dimension 0 bound `n` to 7"
    );
    let mut a = Tensor::<f32>::zeros(&[2, 3]);
    let mut b = Tensor::<f32>::zeros(&[4, 5]);
    let mut c = Tensor::<f32>::zeros(&[2, 5]);
    let error = expect_error("matmul", &[a.any(), b.any(), c.any()]);
    assert_eq!(
        error,
        "ValueError: kernel `matmul`: argument 1 (`B`): dimension 0 (`k`) is 4, but argument 0 \
         (`A`) dimension 1 bound `k` to 3"
    );
}

#[test]
fn runtime_numbers_are_formatted_including_negatives_and_extremes() {
    let [mut a, mut b, mut c] = vectors(1);
    a.refresh();
    a.shape[0] = i64::MIN;
    let a_any = TVMFFIAny::tensor(&mut a.dl);
    let error = expect_error("vadd", &[a_any, b.any(), c.any()]);
    assert!(
        error.ends_with("is 1, but argument 0 (`A`) dimension 0 bound `n` to -9223372036854775808"),
        "{error}"
    );
    let mut x = Tensor::<f32>::zeros(&[3, 16]);
    x.shape[1] = -42;
    x.refresh();
    let x_any = TVMFFIAny::tensor(&mut x.dl);
    let error = expect_error(
        "softmax_rows",
        &[x_any, Tensor::<f32>::zeros(&[3, 16]).any()],
    );
    assert!(error.ends_with("expected 16, got -42"), "{error}");
    let mut x = Tensor::<f32>::zeros(&[3, 16]);
    x.shape[1] = i64::MAX;
    x.refresh();
    let x_any = TVMFFIAny::tensor(&mut x.dl);
    let error = expect_error(
        "softmax_rows",
        &[x_any, Tensor::<f32>::zeros(&[3, 16]).any()],
    );
    assert!(error.ends_with("got 9223372036854775807"), "{error}");
}

#[test]
fn strides_must_be_compact_row_major() {
    let mut x = Tensor::<f32>::new((0..48).map(|v| v as f32).collect(), &[3, 16]);
    let mut y = Tensor::<f32>::zeros(&[3, 16]);
    // Explicit compact strides are accepted.
    x.strides = Some(vec![16, 1]);
    let l = loaded();
    assert_eq!(
        call_packed(&l.kernels, "softmax_rows", &[x.any(), y.any()]),
        0
    );
    // Column-major is not.
    x.strides = Some(vec![1, 3]);
    let error = expect_error("softmax_rows", &[x.any(), y.any()]);
    assert_eq!(
        error,
        "ValueError: kernel `softmax_rows`: argument 0 (`X`): is not compact row-major: stride \
         of dimension 1 is 3, expected 1"
    );
    // Extent-1 dimensions may carry any stride.
    let mut x1 = Tensor::<f32>::zeros(&[1, 16]);
    let mut y1 = Tensor::<f32>::zeros(&[1, 16]);
    x1.strides = Some(vec![999, 1]);
    assert_eq!(
        call_packed(&l.kernels, "softmax_rows", &[x1.any(), y1.any()]),
        0
    );
}

#[test]
fn bool_and_int_scalars_convert_where_allowed() {
    let l = loaded();
    let mut x = Tensor::new(vec![1.0f32, 2.0], &[2]);
    let mut y = Tensor::new(vec![10.0f32, 20.0], &[2]);
    let mut out = Tensor::<f32>::zeros(&[2]);
    let status = call_packed(
        &l.kernels,
        "saxpy",
        &[TVMFFIAny::boolean(true), x.any(), y.any(), out.any()],
    );
    assert_eq!(status, 0);
    assert_eq!(out.data, vec![11.0, 22.0]);
}

/// Builds [`STAGED`] as a default host build does: every CPU level, the packed entries in an
/// object of their own (the staged checks and the diagnosis); returns the linked library.
fn build_staged(dir: &std::path::Path) -> std::path::PathBuf {
    let program = modlink::ir::parse(STAGED, "staged.kir").unwrap();
    let target = modlink::target::TargetSpec::host().unwrap();
    let options = CodegenOptions {
        cpu_levels: modlink::target::cpu_levels::CpuLevels::parse("preset", target.arch()).unwrap(),
        ..CodegenOptions::default()
    };
    let outputs = modlink::codegen::compile_partitioned(
        &program,
        &target,
        &options,
        std::num::NonZeroUsize::new(1),
    )
    .unwrap();
    assert!(
        outputs.len() >= 2,
        "the entries have an object of their own"
    );
    let diagnosis = b"__modlink_diagnose";
    assert!(
        outputs.iter().any(|output| output
            .bytes
            .windows(diagnosis.len())
            .any(|w| w == diagnosis)),
        "the entries are staged, with a diagnosis"
    );
    let mut args: Vec<std::ffi::OsString> = vec!["-shared".into(), "-o".into()];
    let library = dir.join("libstaged.so");
    args.push(library.clone().into());
    for (index, output) in outputs.iter().enumerate() {
        let object = dir.join(format!("staged{index}.o"));
        std::fs::write(&object, &output.bytes).unwrap();
        args.push(object.into());
    }
    args.push("-lm".into());
    run_cc(&args.iter().map(|arg| arg.as_os_str()).collect::<Vec<_>>());
    library
}

/// Calls `staged` with `args`, expects -1, returns the raised error text.
fn staged_error(args: &[TVMFFIAny]) -> String {
    let l = loaded();
    clear_error(&l.shim);
    assert_eq!(
        call_packed(&l.staged, "staged", args),
        -1,
        "the call should fail"
    );
    last_error(&l.shim)
}

/// Good arguments for `staged`: n = 2, m = 3.
fn staged_tensors() -> [Box<Tensor<f32>>; 3] {
    [
        Tensor::new((0..24).map(|v| v as f32).collect(), &[2, 4, 3]),
        Tensor::<f32>::zeros(&[2, 4, 3]),
        Tensor::new(vec![100.0, 200.0, 300.0], &[3]),
    ]
}

/// A default build's entry tests its conditions in stages (tags and pointers, then ranks,
/// dtypes and devices, then dimensions, then strides), and a failure is then diagnosed: the
/// message must still be the one of the first failing check in argument order, whichever stage
/// found a failure.
#[test]
fn the_first_failing_check_in_argument_order_is_reported() {
    let l = loaded();
    let ctx = |index: usize, name: &str| format!("kernel `staged`: argument {index} (`{name}`): ");

    // A good call computes Y = X * s + Z + k.
    let [mut x, mut y, mut z] = staged_tensors();
    let status = call_packed(
        &l.staged,
        "staged",
        &[
            TVMFFIAny::float(2.0),
            x.any(),
            TVMFFIAny::int(7),
            y.any(),
            z.any(),
        ],
    );
    assert_eq!(status, 0);
    let expected: Vec<f32> = (0..24)
        .map(|v| v as f32 * 2.0 + [100.0, 200.0, 300.0][v % 3] + 7.0)
        .collect();
    assert_eq!(y.data, expected);

    // Y is NULL (the first stage) but X, earlier, has the wrong rank (a later stage): X's.
    let mut x2 = Tensor::<f32>::zeros(&[8, 3]);
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x2.any(),
        TVMFFIAny::int(0),
        TVMFFIAny::raw(TYPE_DLTENSOR_PTR, 0),
        z.any(),
    ]);
    assert_eq!(
        error,
        format!("ValueError: {}expected ndim 3, got 2", ctx(1, "X"))
    );

    // The scalar k is a float and Z's extent is wrong: k comes first.
    let mut z5 = Tensor::<f32>::zeros(&[5]);
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x.any(),
        TVMFFIAny::float(1.5),
        y.any(),
        z5.any(),
    ]);
    assert_eq!(
        error,
        format!(
            "TypeError: {}expected an i32 scalar (int type index 1 or bool 2), got type index 3",
            ctx(2, "k")
        )
    );
    // Alone, Z's extent is reported against where `m` was bound.
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x.any(),
        TVMFFIAny::int(1),
        y.any(),
        z5.any(),
    ]);
    assert_eq!(
        error,
        format!(
            "ValueError: {}dimension 0 (`m`) is 5, but argument 1 (`X`) dimension 2 bound `m` to 3",
            ctx(4, "Z")
        )
    );

    // X has the wrong dtype and Y the wrong constant dim: X's dtype.
    let mut x64 = Tensor::<f64>::zeros(&[2, 4, 3]);
    let mut y5 = Tensor::<f32>::zeros(&[2, 5, 3]);
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x64.any(),
        TVMFFIAny::int(1),
        y5.any(),
        z.any(),
    ]);
    assert_eq!(
        error,
        format!(
            "TypeError: {}expected dtype f32 (code 2, bits 32, lanes 1), got code 2, bits 64, lanes 1",
            ctx(1, "X")
        )
    );
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x.any(),
        TVMFFIAny::int(1),
        y5.any(),
        z.any(),
    ]);
    assert_eq!(
        error,
        format!("ValueError: {}dimension 1: expected 4, got 5", ctx(3, "Y"))
    );

    // Y's leading dim disagrees with `n` and its strides are wrong: the dimension comes first.
    let mut y3 = Tensor::<f32>::zeros(&[3, 4, 3]);
    y3.strides = Some(vec![1, 1, 1]);
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x.any(),
        TVMFFIAny::int(1),
        y3.any(),
        z.any(),
    ]);
    assert_eq!(
        error,
        format!(
            "ValueError: {}dimension 0 (`n`) is 3, but argument 1 (`X`) dimension 0 bound `n` to 2",
            ctx(3, "Y")
        )
    );

    // Strides are checked last axis first, with run-time axis numbers in the message.
    x.strides = Some(vec![12, 3, 2]);
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x.any(),
        TVMFFIAny::int(1),
        y.any(),
        z.any(),
    ]);
    assert_eq!(
        error,
        format!(
            "ValueError: {}is not compact row-major: stride of dimension 2 is 2, expected 1",
            ctx(1, "X")
        )
    );
    x.strides = Some(vec![13, 3, 1]);
    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x.any(),
        TVMFFIAny::int(1),
        y.any(),
        z.any(),
    ]);
    assert_eq!(
        error,
        format!(
            "ValueError: {}is not compact row-major: stride of dimension 0 is 13, expected 12",
            ctx(1, "X")
        )
    );
    // Explicit compact strides pass, and so does any stride on an axis of extent 1.
    x.strides = Some(vec![12, 3, 1]);
    z.strides = Some(vec![1]);
    let status = call_packed(
        &l.staged,
        "staged",
        &[
            TVMFFIAny::float(1.0),
            x.any(),
            TVMFFIAny::int(0),
            y.any(),
            z.any(),
        ],
    );
    assert_eq!(status, 0);
    let mut x1 = Tensor::new((0..12).map(|v| v as f32).collect(), &[1, 4, 3]);
    let mut y1 = Tensor::<f32>::zeros(&[1, 4, 3]);
    x1.strides = Some(vec![-5, 3, 1]);
    let status = call_packed(
        &l.staged,
        "staged",
        &[
            TVMFFIAny::boolean(true),
            x1.any(),
            TVMFFIAny::boolean(true),
            y1.any(),
            z.any(),
        ],
    );
    assert_eq!(status, 0);
    let expected: Vec<f32> = (0..12)
        .map(|v| v as f32 + [100.0, 200.0, 300.0][v % 3] + 1.0)
        .collect();
    assert_eq!(y1.data, expected);
}

/// A default build's entry branches on each tensor argument's tag: a DLTensor pointer (7), an
/// opaque pointer (4) and a Tensor object (70, its DLTensor after a 24-byte header) all reach
/// the kernel; any other tag, and a NULL pointer under an accepted tag, raise the tag's message.
#[test]
fn a_staged_entry_takes_every_tensor_tag() {
    let l = loaded();
    let ctx = |index: usize, name: &str| format!("kernel `staged`: argument {index} (`{name}`): ");
    let [mut x, mut y, mut z] = staged_tensors();
    #[repr(C)]
    struct TensorObject {
        header: [u64; 3],
        tensor: DLTensor,
    }
    y.refresh();
    let mut y_object = TensorObject {
        header: [1, TYPE_TENSOR as u64, 0],
        tensor: y.dl,
    };
    x.refresh();
    let status = call_packed(
        &l.staged,
        "staged",
        &[
            TVMFFIAny::float(3.0),
            TVMFFIAny::raw(TYPE_OPAQUE_PTR, &mut x.dl as *mut DLTensor as u64),
            TVMFFIAny::int(1),
            TVMFFIAny::raw(TYPE_TENSOR, &mut y_object as *mut TensorObject as u64),
            z.any(),
        ],
    );
    assert_eq!(status, 0);
    // Y's data, written through the object's DLTensor: X * 3 + Z + 1.
    let expected: Vec<f32> = (0..24)
        .map(|v| v as f32 * 3.0 + [100.0, 200.0, 300.0][v % 3] + 1.0)
        .collect();
    assert_eq!(y.data, expected);

    let error = staged_error(&[
        TVMFFIAny::float(1.0),
        x.any(),
        TVMFFIAny::int(1),
        TVMFFIAny::int(5),
        z.any(),
    ]);
    assert_eq!(
        error,
        format!(
            "TypeError: {}expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), \
             got type index 1",
            ctx(3, "Y")
        )
    );
    for tag in [TYPE_DLTENSOR_PTR, TYPE_OPAQUE_PTR, TYPE_TENSOR] {
        let error = staged_error(&[
            TVMFFIAny::float(1.0),
            x.any(),
            TVMFFIAny::int(1),
            y.any(),
            TVMFFIAny::raw(tag, 0),
        ]);
        assert_eq!(
            error,
            format!("TypeError: {}expected a tensor, got NULL", ctx(4, "Z")),
            "type index {tag}"
        );
    }
}
