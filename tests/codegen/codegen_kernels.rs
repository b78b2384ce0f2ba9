//! The five acceptance kernels (and one built with the builder API), compiled for the host,
//! linked with `cc`, loaded and called through both the packed entry and the C entry; results
//! compared with plain-Rust references on random inputs at several sizes (0, 1, 37, 1000).
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::{CodegenOptions, OptLevel};
use modlink::ir::{DType, Program};
use std::sync::OnceLock;
use support::kernels::*;

const SIZES: [usize; 4] = [0, 1, 37, 1000];

/// One library for the whole file (each test only reads it).
fn library() -> &'static libloading::Library {
    static LIBRARY: OnceLock<(tempfile::TempDir, libloading::Library)> = OnceLock::new();
    let (_, library) = LIBRARY.get_or_init(|| {
        let (dir, path) = build_library(&kernels_program(), &CodegenOptions::default());
        let library = load_now(&path);
        (dir, library)
    });
    library
}

fn vadd_reference(a: &[f32], b: &[f32]) -> Vec<f32> {
    a.iter().zip(b).map(|(x, y)| x + y).collect()
}

#[test]
fn vadd_packed_and_c_entry_match_reference() {
    let mut rng = Rng::new(1);
    for n in SIZES {
        let (a, b) = (rng.f32s(n, 10.0), rng.f32s(n, 10.0));
        let mut ta = Tensor::new(a.clone(), &[n as i64]);
        let mut tb = Tensor::new(b.clone(), &[n as i64]);
        let mut tc = Tensor::<f32>::zeros(&[n as i64]);
        let status = call_packed(library(), "vadd", &[ta.any(), tb.any(), tc.any()]);
        assert_eq!(status, 0, "n={n}");
        assert_close_f32(&tc.data, &vadd_reference(&a, &b), 1e-5, "vadd");

        type VaddC = unsafe extern "C" fn(*const f32, *const f32, *mut f32, i64) -> i32;
        let c_entry: libloading::Symbol<VaddC> = unsafe { library().get(b"vadd_c").unwrap() };
        let mut c = vec![0f32; n];
        assert_eq!(
            unsafe { c_entry(a.as_ptr(), b.as_ptr(), c.as_mut_ptr(), n as i64) },
            0
        );
        assert_close_f32(&c, &vadd_reference(&a, &b), 1e-5, "vadd_c");
    }
}

#[test]
fn vadd_through_main_and_tensor_objects_and_byte_offset() {
    let mut rng = Rng::new(2);
    let n = 37;
    let (a, b) = (rng.f32s(n, 1.0), rng.f32s(n, 1.0));
    let mut ta = Tensor::new(a.clone(), &[n as i64]);
    let mut tb = Tensor::new(b.clone(), &[n as i64]);
    // C is a slice of a longer buffer reached through byte_offset.
    let mut tc = Tensor::<f32>::zeros(&[n as i64 + 3]);
    tc.shape[0] = n as i64;
    tc.dl.byte_offset = 12;
    // B arrives as a Tensor object: 24-byte object header then the DLTensor.
    #[repr(C)]
    struct TensorObject {
        header: [u64; 3],
        tensor: DLTensor,
    }
    let mut object = TensorObject {
        header: [1, 70, 0],
        tensor: {
            tb.refresh();
            tb.dl
        },
    };
    let b_any = TVMFFIAny::raw(TYPE_TENSOR, &mut object as *mut TensorObject as u64);
    let a_any = TVMFFIAny::raw(TYPE_OPAQUE_PTR, {
        ta.refresh();
        &mut ta.dl as *mut DLTensor as u64
    });
    // Five kernels in the program: no `main`.
    let has_main = unsafe { library().get::<PackedFn>(b"__tvm_ffi_main").is_ok() };
    assert!(!has_main, "main is only emitted for single-kernel programs");
    let status = call_packed(library(), "vadd", &[a_any, b_any, tc.any()]);
    assert_eq!(status, 0);
    assert_eq!(&tc.data[..3], &[0.0; 3]);
    assert_close_f32(&tc.data[3..], &vadd_reference(&a, &b), 1e-5, "vadd offset");
}

#[test]
fn saxpy_packed_and_c_entry_match_reference() {
    let mut rng = Rng::new(3);
    type SaxpyC = unsafe extern "C" fn(f32, *const f32, *const f32, *mut f32, i64) -> i32;
    let c_entry: libloading::Symbol<SaxpyC> = unsafe { library().get(b"saxpy_c").unwrap() };
    for n in SIZES {
        let (x, y) = (rng.f32s(n, 5.0), rng.f32s(n, 5.0));
        let a = 1.75f32;
        let expected: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a * x + y).collect();
        let mut tx = Tensor::new(x.clone(), &[n as i64]);
        let mut ty = Tensor::new(y.clone(), &[n as i64]);
        let mut out = Tensor::<f32>::zeros(&[n as i64]);
        let status = call_packed(
            library(),
            "saxpy",
            &[TVMFFIAny::float(a as f64), tx.any(), ty.any(), out.any()],
        );
        assert_eq!(status, 0);
        assert_close_f32(&out.data, &expected, 1e-5, "saxpy packed");
        // An int argument is converted to float.
        let status = call_packed(
            library(),
            "saxpy",
            &[TVMFFIAny::int(2), tx.any(), ty.any(), out.any()],
        );
        assert_eq!(status, 0);
        let doubled: Vec<f32> = x.iter().zip(&y).map(|(x, y)| 2.0 * x + y).collect();
        assert_close_f32(&out.data, &doubled, 1e-5, "saxpy int scalar");

        let mut c_out = vec![0f32; n];
        let status = unsafe { c_entry(a, x.as_ptr(), y.as_ptr(), c_out.as_mut_ptr(), n as i64) };
        assert_eq!(status, 0);
        assert_close_f32(&c_out, &expected, 1e-5, "saxpy_c");
    }
}

fn matmul_reference(a: &[f32], b: &[f32], m: usize, k: usize, n: usize) -> Vec<f32> {
    let mut c = vec![0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            let mut acc = 0f32;
            for r in 0..k {
                acc += a[i * k + r] * b[r * n + j];
            }
            c[i * n + j] = acc;
        }
    }
    c
}

#[test]
fn matmul_packed_and_c_entry_match_reference() {
    let mut rng = Rng::new(4);
    type MatmulC = unsafe extern "C" fn(*const f32, *const f32, *mut f32, i64, i64, i64) -> i32;
    let c_entry: libloading::Symbol<MatmulC> = unsafe { library().get(b"matmul_c").unwrap() };
    for (m, k, n) in [
        (0, 3, 4),
        (1, 1, 1),
        (5, 37, 3),
        (17, 8, 33),
        (64, 37, 1000),
    ] {
        let a = rng.f32s(m * k, 1.0);
        let b = rng.f32s(k * n, 1.0);
        let expected = matmul_reference(&a, &b, m, k, n);
        let mut ta = Tensor::new(a.clone(), &[m as i64, k as i64]);
        let mut tb = Tensor::new(b.clone(), &[k as i64, n as i64]);
        let mut tc = Tensor::<f32>::zeros(&[m as i64, n as i64]);
        let status = call_packed(library(), "matmul", &[ta.any(), tb.any(), tc.any()]);
        assert_eq!(status, 0, "{m}x{k}x{n}");
        assert_close_f32(&tc.data, &expected, 1e-5, "matmul");

        let mut c = vec![0f32; m * n];
        let status = unsafe {
            c_entry(
                a.as_ptr(),
                b.as_ptr(),
                c.as_mut_ptr(),
                m as i64,
                k as i64,
                n as i64,
            )
        };
        assert_eq!(status, 0);
        assert_close_f32(&c, &expected, 1e-5, "matmul_c");
    }
}

fn softmax_reference(x: &[f32], m: usize) -> Vec<f32> {
    let mut y = vec![0f32; m * 16];
    for i in 0..m {
        let row = &x[i * 16..(i + 1) * 16];
        let mx = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let s: f32 = row.iter().map(|v| (v - mx).exp()).sum();
        for j in 0..16 {
            y[i * 16 + j] = (row[j] - mx).exp() / s;
        }
    }
    y
}

#[test]
fn softmax_rows_packed_and_c_entry_match_reference() {
    let mut rng = Rng::new(5);
    type SoftmaxC = unsafe extern "C" fn(*const f32, *mut f32, i64) -> i32;
    let c_entry: libloading::Symbol<SoftmaxC> =
        unsafe { library().get(b"softmax_rows_c").unwrap() };
    for m in SIZES {
        let x = rng.f32s(m * 16, 8.0);
        let expected = softmax_reference(&x, m);
        let mut tx = Tensor::new(x.clone(), &[m as i64, 16]);
        let mut ty = Tensor::<f32>::zeros(&[m as i64, 16]);
        let status = call_packed(library(), "softmax_rows", &[tx.any(), ty.any()]);
        assert_eq!(status, 0);
        assert_close_f32(&ty.data, &expected, 1e-5, "softmax_rows");
        if m > 0 {
            let row_sum: f32 = ty.data[..16].iter().sum();
            assert!((row_sum - 1.0).abs() < 1e-5, "row sums to {row_sum}");
        }
        let mut y = vec![0f32; m * 16];
        let status = unsafe { c_entry(x.as_ptr(), y.as_mut_ptr(), m as i64) };
        assert_eq!(status, 0);
        assert_close_f32(&y, &expected, 1e-5, "softmax_rows_c");
    }
}

#[test]
fn clamp_scale_packed_and_c_entry_match_reference_exactly() {
    let mut rng = Rng::new(6);
    type ClampC = unsafe extern "C" fn(f64, f64, i32, *const f64, *mut f64, *mut i32, i64) -> i32;
    let c_entry: libloading::Symbol<ClampC> = unsafe { library().get(b"clamp_scale_c").unwrap() };
    let (lo, hi, k) = (-3.5f64, 4.25f64, 3i32);
    for n in SIZES {
        let x = rng.f64s(n, 3.0);
        let mut expected_y = vec![0f64; n];
        let mut expected_mask = vec![0i32; n];
        for i in 0..n {
            let v = x[i] * k as f64;
            expected_y[i] = if v < lo {
                lo
            } else if v > hi {
                hi
            } else {
                v
            };
            expected_mask[i] = i32::from(v < lo || v > hi);
        }
        let mut tx = Tensor::new(x.clone(), &[n as i64]);
        let mut ty = Tensor::<f64>::zeros(&[n as i64]);
        let mut tm = Tensor::<i32>::new(vec![7; n], &[n as i64]);
        let status = call_packed(
            library(),
            "clamp_scale",
            &[
                TVMFFIAny::float(lo),
                TVMFFIAny::float(hi),
                TVMFFIAny::int(k as i64),
                tx.any(),
                ty.any(),
                tm.any(),
            ],
        );
        assert_eq!(status, 0);
        assert_eq!(ty.data, expected_y);
        assert_eq!(tm.data, expected_mask);
        if n == 1000 {
            assert!(expected_mask.contains(&0) && expected_mask.contains(&1));
        }

        let mut y = vec![0f64; n];
        let mut mask = vec![9i32; n];
        let status = unsafe {
            c_entry(
                lo,
                hi,
                k,
                x.as_ptr(),
                y.as_mut_ptr(),
                mask.as_mut_ptr(),
                n as i64,
            )
        };
        assert_eq!(status, 0);
        assert_eq!(y, expected_y);
        assert_eq!(mask, expected_mask);
    }
}

/// A kernel built with the builder API (no text): a single-kernel program, so it also gets
/// `__tvm_ffi_main`; compiled at O0 and O3 to cover both pipelines.
#[test]
fn builder_kernel_runs_through_packed_main_and_c_entries() {
    use modlink::ir::{Dim, KernelBuilder, LoopKind, load, var};
    let kernel = KernelBuilder::new("scale_add_i32")
        .buffer("X", DType::I32, [Dim::var("n")])
        .buffer("Y", DType::I32, [Dim::var("n")])
        .scalar("s", DType::I32)
        .body(|b| {
            b.for_("i", 0, var("n"), LoopKind::Vectorize(4), |b| {
                b.store("Y", [var("i")], load("X", [var("i")]) * var("s") + 1)
            });
        })
        .build()
        .unwrap();
    let program = Program {
        kernels: vec![kernel],
    };
    for opt_level in [OptLevel::O0, OptLevel::O3] {
        let options = CodegenOptions {
            opt_level,
            ..CodegenOptions::default()
        };
        let (_dir, path) = build_library(&program, &options);
        let library = load_now(&path);
        let mut rng = Rng::new(7);
        for n in SIZES {
            let x: Vec<i32> = (0..n).map(|_| rng.next_u64() as i32).collect();
            let expected: Vec<i32> = x
                .iter()
                .map(|v| v.wrapping_mul(-7).wrapping_add(1))
                .collect();
            let mut tx = Tensor::new(x.clone(), &[n as i64]);
            let mut ty = Tensor::<i32>::zeros(&[n as i64]);
            for entry in ["scale_add_i32", "main"] {
                ty.data.fill(0);
                let status =
                    call_packed(&library, entry, &[tx.any(), ty.any(), TVMFFIAny::int(-7)]);
                assert_eq!(status, 0, "{entry}");
                assert_eq!(ty.data, expected, "{entry} n={n} {opt_level:?}");
            }
            type ScaleC = unsafe extern "C" fn(*const i32, *mut i32, i32, i64) -> i32;
            let c_entry: libloading::Symbol<ScaleC> =
                unsafe { library.get(b"scale_add_i32_c").unwrap() };
            let mut y = vec![0i32; n];
            assert_eq!(
                unsafe { c_entry(x.as_ptr(), y.as_mut_ptr(), -7, n as i64) },
                0
            );
            assert_eq!(y, expected);
        }
    }
}
