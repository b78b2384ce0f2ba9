//! The arithmetic semantics docs/abi.md promises, checked against Rust's own operators on
//! adversarial inputs: integer division and remainder (by zero, MIN / -1), shifts modulo the
//! width, unsigned compares, saturating float-to-int casts, bool buffers, short-circuit logic,
//! intrinsics (including libm tanh) and outer values read inside parallel loops.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use std::sync::OnceLock;
use support::kernels::*;

const SOURCE: &str = r#"
kernel int_ops(A: i32[n], B: i32[n], Div: i32[n], Rem: i32[n], Shl: i32[n], Shr: i32[n],
               UDiv: u32[n], URem: u32[n], ULt: bool[n], Ushr: u32[n], Wrap: u8[n], AbsMin: i32[n]) {
  for i in 0..n vectorize(4) {
    Div[i] = A[i] / B[i];
    Rem[i] = A[i] % B[i];
    Shl[i] = A[i] << B[i];
    Shr[i] = A[i] >> B[i];
    UDiv[i] = u32(A[i]) / u32(B[i]);
    URem[i] = u32(A[i]) % u32(B[i]);
    ULt[i] = u32(A[i]) < u32(B[i]);
    Ushr[i] = u32(A[i]) >> u32(B[i]);
    Wrap[i] = u8(A[i]) + u8(B[i]) * 3;
    AbsMin[i] = max(abs(A[i]), min(A[i], B[i]));
  }
}

kernel float_ops(X: f32[n], Y: f32[n], Tanh: f32[n], Fma: f32[n], Floor: f32[n], Ceil: f32[n],
                 Sat: i32[n], SatU: u8[n], Pow: f64[n], Exp: f32[n], Log: f32[n], Sqrt: f32[n],
                 MinMax: f32[n], Half: f16[n], Tanh64: f64[n]) {
  for i in 0..n {
    let x = X[i];
    let y = Y[i];
    Tanh[i] = tanh(x);
    Fma[i] = fma(x, y, 0.25);
    Floor[i] = floor(x * 3.0);
    Ceil[i] = ceil(x * 3.0);
    Sat[i] = i32(x * 1e10);
    SatU[i] = u8(x * 300.0);
    Pow[i] = pow(f64(abs(x)), f64(y));
    Exp[i] = exp(x);
    Log[i] = log(abs(x) + 1.0);
    Sqrt[i] = sqrt(abs(y));
    MinMax[i] = max(min(x, y), -0.5) - -x;
    Half[i] = f16(x) * f16(2.0);
    Tanh64[i] = tanh(f64(y));
  }
}

kernel logic(A: i64[n], Flags: bool[n], Out: i64[n]) {
  for i in 0..n {
    var r: i64 = 0;
    if i + 1 < n && A[i + 1] > A[i] { r = r + 1; }
    if i == 0 || Flags[i - 1] { r = r + 10; }
    if !(Flags[i]) { r = r + 100; } else if A[i] < 0 { r = r + 1000; }
    Out[i] = select(Flags[i] != (A[i] > 0), r, -r) + i64(Flags[i]) * 10000;
  }
}

kernel nothing() {
}

kernel widths(A: i8[n], B: i8[n], Q8: i8[n], R8: i8[n], W8: i8[n], X: i64[n], Y: i64[n],
              Q64: i64[n], R64: i64[n], Shl64: i64[n], Sar64: i64[n], H: u16[n], K: u16[n],
              HShl: u16[n], HShr: u16[n], T8: i8[n], E16: u16[n]) {
  for i in 0..n {
    Q8[i] = A[i] / B[i];
    R8[i] = A[i] % B[i];
    W8[i] = (A[i] + B[i]) * B[i] - A[i];
    Q64[i] = X[i] / Y[i];
    R64[i] = X[i] % Y[i];
    Shl64[i] = X[i] << Y[i];
    Sar64[i] = X[i] >> Y[i];
    HShl[i] = H[i] << K[i];
    HShr[i] = H[i] >> K[i];
    T8[i] = i8(X[i]);
    E16[i] = u16(A[i]);
  }
}

kernel scalars(b: bool, h: f16, u: u8, i: i16, Out: f64[4]) {
  Out[0] = f64(b);
  Out[1] = f64(h);
  Out[2] = f64(u);
  Out[3] = f64(i);
}

kernel captures(A: f64[m, n], Out: f64[m, n], s: f64, k: i32) {
  var base: f64 = s * 2.0;
  let offset = f64(k) + 0.5;
  parallel for i in 0..m {
    for j in 0..n {
      let acc = base + 2.0;
      // Nested inside a parallel body: runs serially in the closure.
      parallel for q in 0..1 { Out[i, j] = A[i, j] * acc + offset + f64(i * n + j + q); }
    }
  }
}
"#;

fn library() -> &'static libloading::Library {
    static LIBRARY: OnceLock<(tempfile::TempDir, libloading::Library)> = OnceLock::new();
    let (_, library) = LIBRARY.get_or_init(|| {
        let program = modlink::ir::parse(SOURCE, "semantics.kir").unwrap();
        let (dir, path) = build_library(&program, &CodegenOptions::default());
        let library = load_now(&path);
        (dir, library)
    });
    library
}

#[test]
fn integer_operations_have_defined_wrapping_semantics() {
    let mut rng = Rng::new(11);
    let specials = [0, 1, -1, 2, -2, 31, 32, 33, 63, i32::MIN, i32::MAX, 7, -7];
    let mut a = Vec::new();
    let mut b = Vec::new();
    for x in specials {
        for y in specials {
            a.push(x);
            b.push(y);
        }
    }
    for _ in 0..200 {
        a.push(rng.next_u64() as i32);
        b.push((rng.next_u64() % 70) as i32 - 35);
    }
    let n = a.len();
    let dims = [n as i64];
    let mut ta = Tensor::new(a.clone(), &dims);
    let mut tb = Tensor::new(b.clone(), &dims);
    let mut outs_i32: Vec<Box<Tensor<i32>>> = (0..4).map(|_| Tensor::zeros(&dims)).collect();
    let mut udiv = Tensor::<u32>::zeros(&dims);
    let mut urem = Tensor::<u32>::zeros(&dims);
    let mut ult = Tensor::<u8>::zeros(&dims);
    ult.dl.dtype.code = 6; // bool
    let mut ushr = Tensor::<u32>::zeros(&dims);
    let mut wrap = Tensor::<u8>::zeros(&dims);
    let mut absmin = Tensor::<i32>::zeros(&dims);
    let mut args = vec![ta.any(), tb.any()];
    for t in outs_i32.iter_mut() {
        args.push(t.any());
    }
    args.extend([
        udiv.any(),
        urem.any(),
        ult.any(),
        ushr.any(),
        wrap.any(),
        absmin.any(),
    ]);
    assert_eq!(call_packed(library(), "int_ops", &args), 0);
    for i in 0..n {
        let (x, y) = (a[i], b[i]);
        let ctx = format!("{x} op {y}");
        let div = if y == 0 { 0 } else { x.wrapping_div(y) };
        let rem = if y == 0 { 0 } else { x.wrapping_rem(y) };
        assert_eq!(outs_i32[0].data[i], div, "div {ctx}");
        assert_eq!(outs_i32[1].data[i], rem, "rem {ctx}");
        assert_eq!(outs_i32[2].data[i], x.wrapping_shl(y as u32), "shl {ctx}");
        assert_eq!(outs_i32[3].data[i], x.wrapping_shr(y as u32), "shr {ctx}");
        let (ux, uy) = (x as u32, y as u32);
        assert_eq!(udiv.data[i], ux.checked_div(uy).unwrap_or(0), "udiv {ctx}");
        assert_eq!(urem.data[i], ux.checked_rem(uy).unwrap_or(0), "urem {ctx}");
        assert_eq!(ult.data[i], u8::from(ux < uy), "ult {ctx}");
        assert_eq!(ushr.data[i], ux.wrapping_shr(uy), "ushr {ctx}");
        assert_eq!(
            wrap.data[i],
            (x as u8).wrapping_add((y as u8).wrapping_mul(3)),
            "wrap {ctx}"
        );
        assert_eq!(
            absmin.data[i],
            x.wrapping_abs().max(x.min(y)),
            "absmin {ctx}"
        );
    }
}

/// docs/kir.md "Integer semantics" at other widths than i32: i8 and i64 division by zero
/// and `MIN / -1`, wrapping i8 arithmetic, shift amounts modulo 64 and 16, truncating and
/// sign-extending casts.
#[test]
fn integer_semantics_hold_at_every_width() {
    let small: [i8; 14] = [0, 1, -1, 2, -2, 7, 8, 9, 15, 16, 17, -128, 127, -7];
    let large: [i64; 12] = [0, 1, -1, 2, 63, 64, 65, -64, i64::MIN, i64::MAX, 300, -129];
    let (mut a, mut b, mut x, mut y) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (i, &p) in small.iter().enumerate() {
        for (j, &q) in small.iter().enumerate() {
            a.push(p);
            b.push(q);
            // 196 pairs of i8 cover all 144 pairs of i64.
            let pair = i * small.len() + j;
            x.push(large[pair / large.len() % large.len()]);
            y.push(large[pair % large.len()]);
        }
    }
    let h: Vec<u16> = x.iter().map(|v| *v as u16).collect();
    let k: Vec<u16> = y.iter().map(|v| *v as u16).collect();
    let n = a.len();
    let dims = [n as i64];
    let mut inputs_i8 = [Tensor::new(a.clone(), &dims), Tensor::new(b.clone(), &dims)];
    let mut outs_i8: Vec<Box<Tensor<i8>>> = (0..3).map(|_| Tensor::zeros(&dims)).collect();
    let mut inputs_i64 = [Tensor::new(x.clone(), &dims), Tensor::new(y.clone(), &dims)];
    let mut outs_i64: Vec<Box<Tensor<i64>>> = (0..4).map(|_| Tensor::zeros(&dims)).collect();
    let mut inputs_u16 = [Tensor::new(h.clone(), &dims), Tensor::new(k.clone(), &dims)];
    let mut outs_u16: Vec<Box<Tensor<u16>>> = (0..2).map(|_| Tensor::zeros(&dims)).collect();
    let mut truncated = Tensor::<i8>::zeros(&dims);
    let mut extended = Tensor::<u16>::zeros(&dims);
    let mut args: Vec<_> = inputs_i8.iter_mut().map(|t| t.any()).collect();
    args.extend(outs_i8.iter_mut().map(|t| t.any()));
    args.extend(inputs_i64.iter_mut().map(|t| t.any()));
    args.extend(outs_i64.iter_mut().map(|t| t.any()));
    args.extend(inputs_u16.iter_mut().map(|t| t.any()));
    args.extend(outs_u16.iter_mut().map(|t| t.any()));
    args.extend([truncated.any(), extended.any()]);
    assert_eq!(call_packed(library(), "widths", &args), 0);
    for i in 0..n {
        let (p, q, v, w) = (a[i], b[i], x[i], y[i]);
        let ctx = format!("{p} {q} {v} {w}");
        let quotient8 = if q == 0 { 0 } else { p.wrapping_div(q) };
        let remainder8 = if q == 0 { 0 } else { p.wrapping_rem(q) };
        assert_eq!(outs_i8[0].data[i], quotient8, "i8 / {ctx}");
        assert_eq!(outs_i8[1].data[i], remainder8, "i8 % {ctx}");
        let wrapped = p.wrapping_add(q).wrapping_mul(q).wrapping_sub(p);
        assert_eq!(outs_i8[2].data[i], wrapped, "i8 wrap {ctx}");
        let quotient64 = if w == 0 { 0 } else { v.wrapping_div(w) };
        let remainder64 = if w == 0 { 0 } else { v.wrapping_rem(w) };
        assert_eq!(outs_i64[0].data[i], quotient64, "i64 / {ctx}");
        assert_eq!(outs_i64[1].data[i], remainder64, "i64 % {ctx}");
        assert_eq!(
            outs_i64[2].data[i],
            v.wrapping_shl(w as u32),
            "i64 << {ctx}"
        );
        assert_eq!(
            outs_i64[3].data[i],
            v.wrapping_shr(w as u32),
            "i64 >> {ctx}"
        );
        assert_eq!(
            outs_u16[0].data[i],
            h[i].wrapping_shl(u32::from(k[i])),
            "u16 << {ctx}"
        );
        assert_eq!(
            outs_u16[1].data[i],
            h[i].wrapping_shr(u32::from(k[i])),
            "u16 >> {ctx}"
        );
        assert_eq!(truncated.data[i], v as i8, "i8(i64) {ctx}");
        assert_eq!(extended.data[i], p as u16, "u16(i8) {ctx}");
    }
    // The cases the reference pins down are in the inputs.
    assert!(a.iter().zip(&b).any(|(p, q)| *p == i8::MIN && *q == -1));
    assert!(x.iter().zip(&y).any(|(v, w)| *v == i64::MIN && *w == -1));
    assert!(y.contains(&64) && y.contains(&65) && b.contains(&0));
}

#[test]
fn float_operations_match_rust() {
    let mut rng = Rng::new(12);
    let mut x = rng.f32s(300, 4.0);
    let mut y = rng.f32s(300, 3.0);
    x.extend([0.0, -0.0, 1e-3, -1e-3, 0.5, -0.5, 2.5, -2.5, 1e9, -1e9]);
    y.extend([0.0, 1.0, -1.0, 2.0, 0.5, -0.5, 3.0, -3.0, 1.0, 1.0]);
    let n = x.len();
    let dims = [n as i64];
    let mut tx = Tensor::new(x.clone(), &dims);
    let mut ty = Tensor::new(y.clone(), &dims);
    let mut f32_outs: Vec<Box<Tensor<f32>>> = (0..4).map(|_| Tensor::zeros(&dims)).collect();
    let mut sat = Tensor::<i32>::zeros(&dims);
    let mut satu = Tensor::<u8>::zeros(&dims);
    let mut pow = Tensor::<f64>::zeros(&dims);
    let mut more_f32: Vec<Box<Tensor<f32>>> = (0..4).map(|_| Tensor::zeros(&dims)).collect();
    let mut half = Tensor::<u16>::zeros(&dims);
    half.dl.dtype.code = 2; // f16
    let mut tanh64 = Tensor::<f64>::zeros(&dims);
    let mut args = vec![tx.any(), ty.any()];
    for t in f32_outs.iter_mut() {
        args.push(t.any());
    }
    args.extend([sat.any(), satu.any(), pow.any()]);
    for t in more_f32.iter_mut() {
        args.push(t.any());
    }
    args.extend([half.any(), tanh64.any()]);
    assert_eq!(call_packed(library(), "float_ops", &args), 0);
    let close32 = |a: f32, e: f32, what: &str| {
        assert!(
            a == e || (a - e).abs() <= 1e-5 * e.abs().max(1.0),
            "{what}: got {a}, expected {e}"
        );
    };
    for i in 0..n {
        let (xi, yi) = (x[i], y[i]);
        close32(f32_outs[0].data[i], xi.tanh(), "tanh");
        assert_eq!(f32_outs[1].data[i], xi.mul_add(yi, 0.25), "fma {xi} {yi}");
        assert_eq!(f32_outs[2].data[i], (xi * 3.0).floor(), "floor");
        assert_eq!(f32_outs[3].data[i], (xi * 3.0).ceil(), "ceil");
        // Rust's `as` saturates exactly like llvm.fpto[su]i.sat.
        assert_eq!(sat.data[i], (xi * 1e10) as i32, "sat {xi}");
        assert_eq!(satu.data[i], (xi * 300.0) as u8, "satu {xi}");
        let p = (xi.abs() as f64).powf(yi as f64);
        assert!(
            (pow.data[i] - p).abs() <= 1e-12 * p.abs().max(1.0)
                || (p.is_infinite() && pow.data[i] == p),
            "pow {xi} {yi}: {} vs {p}",
            pow.data[i]
        );
        close32(more_f32[0].data[i], xi.exp(), "exp");
        close32(more_f32[1].data[i], (xi.abs() + 1.0).ln(), "log");
        assert_eq!(more_f32[2].data[i], yi.abs().sqrt(), "sqrt");
        assert_eq!(more_f32[3].data[i], xi.min(yi).max(-0.5) + xi, "minmax");
        let h = f16_bits_to_f32(half.data[i]);
        let expected_half = xi * 2.0;
        if expected_half.abs() < 60000.0 {
            assert!(
                (h - expected_half).abs() <= 2e-3 * expected_half.abs().max(1e-2),
                "f16 {xi}: {h}"
            );
        }
        assert!(
            ((tanh64.data[i]) - (yi as f64).tanh()).abs() <= 1e-15,
            "tanh f64"
        );
    }
}

/// IEEE half bits to f32 (normal numbers, zeros, subnormals, infinities).
fn f16_bits_to_f32(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let mantissa = f32::from(bits & 0x3ff);
    sign * match exponent {
        0 => mantissa * 2f32.powi(-24),
        31 => f32::INFINITY,
        e => (1.0 + mantissa / 1024.0) * 2f32.powi(e - 15),
    }
}

#[test]
fn logic_short_circuits_and_bool_buffers_round_trip() {
    let mut rng = Rng::new(13);
    for n in [1usize, 2, 37] {
        let a: Vec<i64> = (0..n).map(|_| (rng.next_u64() % 21) as i64 - 10).collect();
        let flags: Vec<u8> = (0..n).map(|_| (rng.next_u64() % 2) as u8).collect();
        let mut ta = Tensor::new(a.clone(), &[n as i64]);
        let mut tf = Tensor::new(flags.clone(), &[n as i64]);
        tf.dl.dtype.code = 6;
        let mut out = Tensor::<i64>::zeros(&[n as i64]);
        assert_eq!(
            call_packed(library(), "logic", &[ta.any(), tf.any(), out.any()]),
            0
        );
        for i in 0..n {
            let mut r = 0i64;
            if i + 1 < n && a[i + 1] > a[i] {
                r += 1;
            }
            if i == 0 || flags[i - 1] != 0 {
                r += 10;
            }
            if flags[i] == 0 {
                r += 100;
            } else if a[i] < 0 {
                r += 1000;
            }
            let chosen = if (flags[i] != 0) != (a[i] > 0) { r } else { -r };
            assert_eq!(out.data[i], chosen + i64::from(flags[i]) * 10000, "i={i}");
        }
    }
}

#[test]
fn parallel_bodies_read_outer_values_by_copy() {
    let (m, n) = (7usize, 5usize);
    let a: Vec<f64> = (0..m * n).map(|v| v as f64 * 0.25 - 3.0).collect();
    let mut ta = Tensor::new(a.clone(), &[m as i64, n as i64]);
    let mut out = Tensor::<f64>::zeros(&[m as i64, n as i64]);
    let (s, k) = (1.5f64, 4i32);
    assert_eq!(
        call_packed(
            library(),
            "captures",
            &[
                ta.any(),
                out.any(),
                TVMFFIAny::float(s),
                TVMFFIAny::int(k as i64)
            ]
        ),
        0
    );
    for i in 0..m {
        for j in 0..n {
            let acc = s * 2.0 + 2.0;
            let expected = a[i * n + j] * acc + (k as f64 + 0.5) + (i * n + j) as f64;
            assert_eq!(out.data[i * n + j], expected, "({i}, {j})");
        }
    }
}

#[test]
fn empty_kernels_and_narrow_scalars_convert_as_documented() {
    assert_eq!(call_packed(library(), "nothing", &[]), 0);
    assert_eq!(call_packed(library(), "nothing", &[TVMFFIAny::int(1)]), -1);
    let mut out = Tensor::<f64>::zeros(&[4]);
    let args = [
        TVMFFIAny::boolean(true),
        TVMFFIAny::float(1.5),
        TVMFFIAny::int(300),
        TVMFFIAny::int(-40000),
        out.any(),
    ];
    assert_eq!(call_packed(library(), "scalars", &args), 0);
    // Int arguments are truncated to the parameter's width (300 as u8 is 44).
    assert_eq!(out.data, vec![1.0, 1.5, 44.0, f64::from(-40000i32 as i16)]);
    let args = [
        TVMFFIAny::int(0),
        TVMFFIAny::int(-3),
        TVMFFIAny::boolean(true),
        TVMFFIAny::boolean(false),
        out.any(),
    ];
    assert_eq!(call_packed(library(), "scalars", &args), 0);
    assert_eq!(out.data, vec![0.0, -3.0, 1.0, 0.0]);
}

#[test]
fn a_single_kernel_named_main_is_its_own_default_entry() {
    let program = modlink::ir::parse(
        "kernel main(A: i32[n]) { for i in 0..n { A[i] = A[i] + 1; } }",
        "main.kir",
    )
    .unwrap();
    let target = modlink::target::TargetSpec::host().unwrap();
    let code = modlink::codegen::compile(&program, &target, &CodegenOptions::default()).unwrap();
    assert_eq!(code.functions, vec!["main"]);
    let (_dir, path) = build_library(&program, &CodegenOptions::default());
    let library = load_now(&path);
    let mut a = Tensor::new(vec![1i32, 2, 3], &[3]);
    assert_eq!(call_packed(&library, "main", &[a.any()]), 0);
    assert_eq!(a.data, vec![2, 3, 4]);
}
