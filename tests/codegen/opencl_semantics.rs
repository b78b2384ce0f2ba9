//! What OpenCL C gives `.kir`'s meaning where C's differs, run on PoCL and compared with the
//! same kernel compiled for the host by modlink's CPU code generation (bit for bit, except where
//! OpenCL's builtins may round `exp`, `log`, `tanh` and `pow` within their ulp bounds): wrapping
//! integer arithmetic, division by zero and `MIN / -1`, shift amounts modulo the width,
//! saturating float-to-integer casts with NaN, integer narrowing, `f16` rounded after every
//! operation and from `f64` in one step; warp shuffles through `__local` memory against CUDA's
//! rules in plain Rust; a dynamic shared array against the same reduction in plain Rust; and the
//! model front's device kernels against their host form (softmax against plain Rust).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;

use crate::opencl_kernels::{
    MODEL_LAYERS, MODEL_LAYERS_DYNAMIC, MODEL_SOFTMAX, MODEL_SOFTMAX_DYNAMIC, assert_near, compile,
    model_kir, softmax_reference,
};
use crate::support;
use crate::support::opencl::{
    Data, Scalar, close_f32, close_f64, f16_bits, f16_value, host_kernels, run_on_pocl, serial,
};

use modlink::ir::{self, DType, Dim, Param};

/// Integer arithmetic and casts on every width, float arithmetic that is correctly rounded in
/// both (`/`, `sqrt`, `fma`, `%`, `min` with NaN), and conversions to and from `f16`.
const SEMANTICS: &str = "
device kernel semantics(A: i32[n], B: i32[n], P: i64[n], Q: i64[n], S: i8[n], T: i8[n],
                        G: u16[n], H: u16[n], U: u32[n], V: u32[n], W: u64[n], Z: u64[n],
                        X: f32[n], Y: f64[n],
                        R32: i32[n, 7], R64: i64[n, 7], R8: i8[n, 7], R16: u16[n, 6],
                        RU: u32[n, 6], RW: u64[n, 6], C: i64[n, 12], F16: f16[n, 5],
                        F: f32[n, 7], D: f64[n, 3]) {
  for b in 0..(n + 63) / 64 blockIdx.x {
    for t in 0..64 threadIdx.x {
      let i = b * 64 + t;
      if i < n {
        let a = A[i];
        let c = B[i];
        R32[i, 0] = a + c;
        R32[i, 1] = a - c * 3;
        R32[i, 2] = a * c;
        R32[i, 3] = a / c;
        R32[i, 4] = a % c;
        R32[i, 5] = (a << c) ^ (a >> c);
        R32[i, 6] = -a + abs(c) + min(a, c) - max(a, c);
        let p = P[i];
        let q = Q[i];
        R64[i, 0] = p + q;
        R64[i, 1] = p - q * 5;
        R64[i, 2] = p * q;
        R64[i, 3] = p / q;
        R64[i, 4] = p % q;
        R64[i, 5] = (p << q) | (p >> q);
        R64[i, 6] = -p + abs(q) + (p & q);
        let s = S[i];
        let u = T[i];
        R8[i, 0] = s + u;
        R8[i, 1] = s - u;
        R8[i, 2] = s * u;
        R8[i, 3] = s / u;
        R8[i, 4] = s % u;
        R8[i, 5] = (s << u) + (s >> u);
        R8[i, 6] = -s + abs(u);
        let g = G[i];
        let h = H[i];
        R16[i, 0] = g + h;
        R16[i, 1] = g - h;
        R16[i, 2] = g * h;
        R16[i, 3] = g / h + g % h;
        R16[i, 4] = (g << h) + (g >> h);
        R16[i, 5] = min(g, h) ^ max(g, h);
        let x = U[i];
        let y = V[i];
        RU[i, 0] = x + y;
        RU[i, 1] = x - y;
        RU[i, 2] = x * y;
        RU[i, 3] = x / y + x % y;
        RU[i, 4] = (x << y) + (x >> y);
        RU[i, 5] = min(x, y) - max(x, y);
        let w = W[i];
        let z = Z[i];
        RW[i, 0] = w + z;
        RW[i, 1] = w - z;
        RW[i, 2] = w * z;
        RW[i, 3] = w / z + w % z;
        RW[i, 4] = (w << z) + (w >> z);
        RW[i, 5] = min(w, z) - max(w, z);
        let f = X[i];
        let d = Y[i];
        C[i, 0] = i64(i32(f));
        C[i, 1] = i64(u8(f));
        C[i, 2] = i64(d);
        C[i, 3] = i64(u64(d));
        C[i, 4] = i64(i8(a));
        C[i, 5] = i64(u16(p));
        C[i, 6] = i64(u32(s));
        C[i, 7] = i64(bool(f)) + 2 * i64(bool(a)) + 4 * i64(bool(d));
        C[i, 8] = i64(u64(s));
        C[i, 9] = i64(i16(x));
        C[i, 10] = i64(i32(w));
        C[i, 11] = i64(i16(f)) + i64(u64(f)) + i64(i8(d));
        F16[i, 0] = f16(f);
        F16[i, 1] = f16(d);
        F16[i, 2] = f16(a);
        F16[i, 3] = f16(f) * f16(2.5) + f16(d) - f16(c);
        F16[i, 4] = sqrt(abs(f16(f))) / f16(3.0) + fma(f16(f), f16(d), f16(0.1));
        F[i, 0] = f32(d);
        F[i, 1] = f32(p);
        F[i, 2] = f32(w);
        F[i, 3] = f / f32(d) + sqrt(abs(f));
        F[i, 4] = f % 1.5 + f32(f16(f));
        F[i, 5] = min(f, f32(d)) + max(f32(a), f);
        F[i, 6] = floor(f) * ceil(f) + fma(f, 3.0, f32(d)) + f32(bool(a));
        D[i, 0] = d * d - d / 3.0 + d % 0.25;
        D[i, 1] = f64(f) + f64(p) + f64(w) + f64(f16(d));
        D[i, 2] = sqrt(abs(d)) + fma(d, 2.0, 1.0) + min(d, f64(f));
      }
    }
  }
}
";

/// Warp shuffles in a 3-D block of 8 × 4 × 2 work-items (two warps, lanes counted x fastest),
/// with constant, out-of-range, negative and per-lane lane operands, nested.
const SHUFFLES: &str = "
device kernel shuffles(V: i32[g, 64], F: f32[g, 64], L: i32[g, 64], O: i32[g, 64, 6], P: f32[g, 64, 2]) {
  for b in 0..g blockIdx.x {
    for z in 0..2 threadIdx.z {
      for y in 0..4 threadIdx.y {
        for x in 0..8 threadIdx.x {
          let t = (z * 4 + y) * 8 + x;
          let v = V[b, t];
          let f = F[b, t];
          let lane = L[b, t];
          O[b, t, 0] = shfl_xor(v, 1);
          O[b, t, 1] = shfl_xor(v, 16);
          O[b, t, 2] = shfl_xor(v, lane);
          O[b, t, 3] = shfl_down(v, 1);
          O[b, t, 4] = shfl_down(v, lane);
          O[b, t, 5] = shfl_down(shfl_xor(v, 3), 7) + shfl_xor(v, 33);
          P[b, t, 0] = shfl_xor(f, 31);
          P[b, t, 1] = shfl_down(f, -1) * 2.0;
        }
      }
    }
  }
}
";

/// A row sum through a `shared` array sized at launch (`threads` floats), reduced as a tree.
const ROWSUM_DYNAMIC: &str = "
device kernel rowsum_dyn(A: f32[m, k], B: f32[m], threads: i32) {
  for row in 0..m blockIdx.x {
    shared red: f32[threads];
    for tx in 0..threads threadIdx.x {
      let t = i64(threads);
      var acc: f32 = 0.0;
      for j in 0..(k + t - 1) / t {
        let c = j * t + tx;
        if c < k {
          acc = acc + A[row, c];
        }
      }
      red[tx] = acc;
      barrier;
      for s in 0..11 {
        let half = t >> (s + 1);
        if tx < half {
          red[tx] = red[tx] + red[tx + half];
        }
        barrier;
      }
      if tx == 0 {
        B[row] = red[0];
      }
    }
  }
}
";

/// The NVPTX tests' kernel of every expression and statement form (transcendental math on
/// each float width, narrow and bool buffers, `local` arrays, loop kinds).
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

/// The kernels of this file, which the compile checks also run through clang and PoCL.
pub(crate) const TEST_KERNELS: [(&str, &str); 4] = [
    ("semantics", SEMANTICS),
    ("shuffles", SHUFFLES),
    ("rowsum_dyn", ROWSUM_DYNAMIC),
    ("everything", EVERYTHING),
];

/// `count` little-endian values of `bytes_per` bytes from `pick`.
fn bytes_of<T: Copy>(
    count: usize,
    mut pick: impl FnMut(usize) -> T,
    to_bytes: impl Fn(T) -> Vec<u8>,
) -> Vec<u8> {
    (0..count).flat_map(|i| to_bytes(pick(i))).collect()
}

/// Inputs for `params`: edge values first (MIN, MAX, -1, 0, 1, NaN, infinities, values beyond
/// the narrower types, halfway cases of rounding to half), then random ones; outputs zeroed.
fn semantics_inputs(params: &[Param], n: usize, rng: &mut support::Rng) -> Vec<Data> {
    let ints: [i64; 12] = [i64::MIN, i64::MAX, -1, 0, 1, 7, -7, 40, -40, 31, 32, 63];
    let floats: [f64; 16] = [
        0.0,
        -0.0,
        1.5,
        -1.5,
        1e10,
        -1e10,
        3e9,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        255.9,
        -0.9,
        65504.0,
        65520.0,
        1e-8,
        // Halfway between two halves once rounded to f32, above it as an f64: rounding to
        // half must happen once.
        1.0 + 1.0 / 2048.0 + 1.0 / (1u64 << 30) as f64,
    ];
    let mut inputs = Vec::new();
    for param in params {
        let Param::Buffer { name, dtype, shape } = param else {
            continue;
        };
        if shape.len() > 1 {
            let columns = match shape[1] {
                Dim::Const(c) => c,
                Dim::Var(_) => unreachable!(),
            };
            inputs.push(Data::zeros(*dtype, &[n as i64, columns]));
            continue;
        }
        // Pair the operands of a binary operation across the edge values.
        let second = matches!(name.as_str(), "B" | "Q" | "T" | "H" | "V" | "Z");
        let mut int_at = |i: usize| -> i64 {
            let index = if second { i / ints.len() } else { i };
            if index < ints.len() * ints.len() {
                ints[index % ints.len()]
            } else {
                rng.next_u64() as i64 >> (rng.below(64) as u32)
            }
        };
        let bytes = match dtype {
            DType::I8 => bytes_of(n, |i| int_at(i) as i8, |v| v.to_le_bytes().to_vec()),
            DType::I32 => bytes_of(n, |i| int_at(i) as i32, |v| v.to_le_bytes().to_vec()),
            DType::I64 => bytes_of(n, int_at, |v| v.to_le_bytes().to_vec()),
            DType::U16 => bytes_of(n, |i| int_at(i) as u16, |v| v.to_le_bytes().to_vec()),
            DType::U32 => bytes_of(n, |i| int_at(i) as u32, |v| v.to_le_bytes().to_vec()),
            DType::U64 => bytes_of(n, |i| int_at(i) as u64, |v| v.to_le_bytes().to_vec()),
            DType::F32 | DType::F64 => {
                let mut float_at = |i: usize| -> f64 {
                    match floats.get(i) {
                        Some(value) => *value,
                        None => rng.unit() * 10f64.powi(rng.below(7) as i32 - 2),
                    }
                };
                if *dtype == DType::F32 {
                    bytes_of(n, |i| float_at(i) as f32, |v| v.to_le_bytes().to_vec())
                } else {
                    bytes_of(n, float_at, |v| v.to_le_bytes().to_vec())
                }
            }
            other => panic!("no inputs for {other}"),
        };
        inputs.push(Data::of(*dtype, &[n as i64], bytes));
    }
    inputs
}

/// Element `index` of `data` as bits, widened.
fn element_bits(data: &Data, index: usize) -> u64 {
    let size = data.dtype.size_bytes();
    let mut bits = [0u8; 8];
    bits[..size].copy_from_slice(&data.bytes[index * size..(index + 1) * size]);
    u64::from_le_bytes(bits)
}

/// Asserts two results are equal element by element, NaN equal to NaN (the bits of a NaN's
/// payload and sign are not part of `.kir`'s meaning).
fn assert_same(got: &Data, want: &Data, what: &str) {
    let count = got.bytes.len() / got.dtype.size_bytes();
    for index in 0..count {
        let (g, w) = (element_bits(got, index), element_bits(want, index));
        let same = g == w
            || match got.dtype {
                DType::F32 => {
                    f32::from_bits(g as u32).is_nan() && f32::from_bits(w as u32).is_nan()
                }
                DType::F64 => f64::from_bits(g).is_nan() && f64::from_bits(w).is_nan(),
                DType::F16 => f16_value(g as u16).is_nan() && f16_value(w as u16).is_nan(),
                _ => false,
            };
        assert!(same, "{what}[{index}]: device {g:#x}, host {w:#x}");
    }
}

#[test]
fn integer_cast_and_half_semantics_match_the_host_bit_for_bit() {
    let code = compile(SEMANTICS, "semantics");
    let host_program = ir::parse(&serial(SEMANTICS), "semantics").unwrap();
    let host = host_kernels(&host_program);
    let params = &host_program.kernels[0].params;
    let mut rng = support::Rng::new(2024);
    for n in [1usize, 63, 200] {
        let mut on_device = semantics_inputs(params, n, &mut rng);
        let mut on_host = on_device.clone();
        run_on_pocl(&code, "semantics", &mut on_device, &[]);
        host.run(params, "semantics", &mut on_host, &[]);
        for (index, param) in params.iter().enumerate() {
            assert_same(
                &on_device[index],
                &on_host[index],
                &format!("{} (n = {n})", param.name()),
            );
        }
    }
}

/// CUDA's `shfl.sync.bfly` / `.down` with the whole-warp clamp, over the linear ids of a
/// block: lane = id % 32; the lane operand's low 5 bits count; past lane 31 a lane keeps its
/// value.
fn xor_source(t: usize, mask: i32) -> usize {
    let lane = t % 32;
    t - lane + (lane ^ (mask as u32 & 31) as usize)
}
fn down_source(t: usize, delta: i32) -> usize {
    let lane = t % 32;
    let j = lane + (delta as u32 & 31) as usize;
    if j <= 31 { t - lane + j } else { t }
}

#[test]
fn shuffles_through_local_memory_follow_cuda_lanes() {
    let code = compile(SHUFFLES, "shuffles");
    let mut rng = support::Rng::new(99);
    for groups in [1usize, 3] {
        let v: Vec<i32> = (0..groups * 64).map(|_| rng.next_u64() as i32).collect();
        let f = rng.f32s(groups * 64, 100.0);
        let lanes: Vec<i32> = (0..groups * 64)
            .map(|i| [0, 1, 5, 31, 32, 33, -1, -32][i % 8] + (i / 8) as i32)
            .collect();
        let g = groups as i64;
        let mut buffers = [
            Data::of(
                DType::I32,
                &[g, 64],
                v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            ),
            Data::f32(&[g, 64], &f),
            Data::of(
                DType::I32,
                &[g, 64],
                lanes.iter().flat_map(|x| x.to_le_bytes()).collect(),
            ),
            Data::zeros(DType::I32, &[g, 64, 6]),
            Data::zeros(DType::F32, &[g, 64, 2]),
        ];
        run_on_pocl(&code, "shuffles", &mut buffers, &[]);
        let got: Vec<i32> = buffers[3]
            .bytes
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        let got_f = buffers[4].as_f32();
        for block in 0..groups {
            let at = |t: usize| block * 64 + t;
            let xor3: Vec<i32> = (0..64).map(|t| v[at(xor_source(t, 3))]).collect();
            for t in 0..64 {
                let lane = lanes[at(t)];
                let want = [
                    v[at(xor_source(t, 1))],
                    v[at(xor_source(t, 16))],
                    v[at(xor_source(t, lane))],
                    v[at(down_source(t, 1))],
                    v[at(down_source(t, lane))],
                    xor3[down_source(t, 7)].wrapping_add(v[at(xor_source(t, 33))]),
                ];
                assert_eq!(
                    &got[at(t) * 6..at(t) * 6 + 6],
                    want,
                    "block {block} thread {t}"
                );
                let want_f = [f[at(xor_source(t, 31))], f[at(down_source(t, -1))] * 2.0];
                assert_eq!(
                    &got_f[at(t) * 2..at(t) * 2 + 2],
                    want_f,
                    "block {block} thread {t}"
                );
            }
        }
    }
}

#[test]
fn a_dynamic_shared_array_sized_at_launch_reduces_rows_exactly() {
    let code = compile(ROWSUM_DYNAMIC, "rowsum_dyn");
    let kernel = code.kernel("rowsum_dyn").unwrap();
    // After A, B, threads and the dims m and k.
    assert_eq!(kernel.dynamic_local.as_ref().unwrap().index, 5);
    let mut rng = support::Rng::new(5);
    for threads in [32usize, 64, 128] {
        for (m, k) in [(1usize, 1usize), (3, 100), (2, 256), (0, 7)] {
            let a = rng.f32s(m * k, 10.0);
            let mut buffers = [
                Data::f32(&[m as i64, k as i64], &a),
                Data::zeros(DType::F32, &[m as i64]),
            ];
            run_on_pocl(
                &code,
                "rowsum_dyn",
                &mut buffers,
                &[("threads", Scalar::I32(threads as i32))],
            );
            let want: Vec<f32> = a
                .chunks(k.max(1))
                .take(m)
                .map(|row| {
                    let mut red: Vec<f32> = (0..threads)
                        .map(|tx| (tx..k).step_by(threads).fold(0f32, |acc, c| acc + row[c]))
                        .collect();
                    for s in 0..11 {
                        let half = threads >> (s + 1);
                        for tx in 0..half {
                            red[tx] += red[tx + half];
                        }
                    }
                    red[0]
                })
                .collect();
            assert_eq!(buffers[1].as_f32(), want, "threads {threads}, {m}x{k}");
        }
    }
}

#[test]
fn every_form_of_the_nvptx_kernel_matches_the_host_within_builtin_ulps() {
    let code = compile(EVERYTHING, "everything");
    let host_program = ir::parse(&serial(EVERYTHING), "everything").unwrap();
    let host = host_kernels(&host_program);
    let params = &host_program.kernels[0].params;
    let mut rng = support::Rng::new(77);
    for (n, k) in [(1usize, 3), (128, 0), (300, -1), (257, 40)] {
        let mut f = rng.f32s(n, 3.0);
        f[0] = f32::NAN;
        let d = rng.f64s(n, 3.0);
        let h: Vec<u16> = (0..n)
            .map(|_| f16_bits((rng.below(257) as f32 - 128.0) / 64.0))
            .collect();
        let ints: Vec<i32> = (0..n)
            .map(|i| {
                if i % 5 == 0 {
                    i32::MIN
                } else {
                    rng.next_u64() as i32
                }
            })
            .collect();
        let bytes: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
        let flags: Vec<u8> = (0..n).map(|_| (rng.next_u64() & 1) as u8).collect();
        let count = n as i64;
        let mut on_device = vec![
            Data::f32(&[count], &f),
            Data::f64(&[count], &d),
            Data::of(
                DType::F16,
                &[count],
                h.iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
            Data::of(
                DType::I32,
                &[count],
                ints.iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
            Data::of(DType::U8, &[count], bytes),
            Data::of(DType::Bool, &[count], flags),
        ];
        let scalars = [
            ("s", Scalar::F32(1.5)),
            ("d", Scalar::F64(0.75)),
            ("k", Scalar::I32(k)),
            ("w", Scalar::I64(-123_456_789)),
        ];
        let mut on_host = on_device.clone();
        run_on_pocl(&code, "everything", &mut on_device, &scalars);
        host.run(params, "everything", &mut on_host, &scalars);
        // Integers and bools are exact.
        for index in 3..6 {
            assert_same(
                &on_device[index],
                &on_host[index],
                &format!("{} (n = {n})", params[index].name()),
            );
        }
        // exp, log, tanh and pow are within 3, 3, 5 and 16 ulp in OpenCL (the host calls
        // glibc): sums of them agree to a relative 1e-5 in f32, 1e-13 in f64, and to two
        // halves' ulp in f16.
        for (i, (g, w)) in on_device[0]
            .as_f32()
            .iter()
            .zip(on_host[0].as_f32())
            .enumerate()
        {
            assert!(
                close_f32(*g, w, 2) || (g - w).abs() <= 1e-5 * w.abs().max(1.0),
                "F[{i}] (n = {n}): {g} vs {w}"
            );
        }
        for (i, (g, w)) in on_device[1]
            .as_f64()
            .iter()
            .zip(on_host[1].as_f64())
            .enumerate()
        {
            assert!(
                close_f64(*g, w, 2) || (g - w).abs() <= 1e-13 * w.abs().max(1.0),
                "D[{i}] (n = {n}): {g} vs {w}"
            );
        }
        let halves = |data: &Data| -> Vec<f32> {
            data.bytes
                .chunks_exact(2)
                .map(|c| f16_value(u16::from_le_bytes([c[0], c[1]])))
                .collect()
        };
        for (i, (g, w)) in halves(&on_device[2])
            .iter()
            .zip(halves(&on_host[2]))
            .enumerate()
        {
            assert!(
                (g - w).abs() <= 2.0 / 1024.0 * w.abs().max(1.0),
                "H[{i}] (n = {n}): {g} vs {w}"
            );
        }
    }
}

/// Random inputs for a model kernel's buffers (the last one, its output, zeroed), with the
/// batch dim set.
fn model_inputs(params: &[Param], batch: i64, rng: &mut support::Rng) -> Vec<Data> {
    let buffers: Vec<&Param> = params
        .iter()
        .filter(|p| matches!(p, Param::Buffer { .. }))
        .collect();
    buffers
        .iter()
        .enumerate()
        .map(|(index, param)| {
            let Param::Buffer { shape, .. } = param else {
                unreachable!()
            };
            let dims: Vec<i64> = shape
                .iter()
                .map(|dim| match dim {
                    Dim::Const(extent) => *extent,
                    Dim::Var(_) => batch,
                })
                .collect();
            let count: i64 = dims.iter().product();
            if index + 1 == buffers.len() {
                Data::zeros(DType::F32, &dims)
            } else {
                Data::f32(&dims, &rng.f32s(count as usize, 2.0))
            }
        })
        .collect()
}

#[test]
fn model_device_kernels_on_pocl_match_their_host_form() {
    let mut rng = support::Rng::new(8);
    for (spec, batches) in [
        (MODEL_LAYERS, vec![3]),
        (MODEL_LAYERS_DYNAMIC, vec![1, 5]),
        (MODEL_SOFTMAX, vec![5]),
        (MODEL_SOFTMAX_DYNAMIC, vec![1, 4]),
    ] {
        let kir = model_kir(spec);
        let code = compile(&kir, "model");
        let device_program = ir::parse(&kir, "model").unwrap();
        // Softmax's reductions across threads have no serial form: plain Rust checks it.
        let mut host_program = ir::parse(&serial(&kir), "model").unwrap();
        host_program
            .kernels
            .retain(|kernel| !kernel.name.contains("softmax"));
        let host = host_kernels(&host_program);
        for kernel in &device_program.kernels {
            let name = kernel.name.as_str();
            for batch in &batches {
                let mut on_device = model_inputs(&kernel.params, *batch, &mut rng);
                let input = on_device[0].as_f32();
                let mut on_host = on_device.clone();
                run_on_pocl(&code, name, &mut on_device, &[]);
                let got = on_device.last().unwrap().as_f32();
                let what = format!("{name} (batch {batch})");
                if name.contains("softmax") {
                    let columns = *on_device[0].shape.last().unwrap() as usize;
                    assert_near(&got, &softmax_reference(&input, columns), 1e-5, 0.0, &what);
                    continue;
                }
                host.run(&kernel.params, name, &mut on_host, &[]);
                let want = on_host.last().unwrap().as_f32();
                assert!(
                    want.iter().any(|v| *v != 0.0),
                    "{what}: a result that is not all zero"
                );
                if name.contains("gelu") {
                    // OpenCL's tanhf is within 5 ulp; 1 + tanh(x) cancels for negative x.
                    assert_near(&got, &want, 1e-5, 1.0, &what);
                } else {
                    assert_eq!(got, want, "{what}");
                }
            }
        }
    }
}

/// The kernels' FunctionInfo values agree with the argument order of the launches above.
#[test]
fn launch_values_come_from_the_bindings() {
    let code = compile(ROWSUM_DYNAMIC, "rowsum_dyn");
    let kernel = &code.kernels[0];
    let values = HashMap::from([
        ("m".to_string(), 3),
        ("k".to_string(), 9),
        ("threads".to_string(), 64),
    ]);
    let eval = |expr: &Option<ir::Expr>| {
        expr.as_ref()
            .map(|e| crate::support::opencl::eval(e, &values))
    };
    assert_eq!(eval(&kernel.bindings.grid[0]), Some(3));
    assert_eq!(eval(&kernel.bindings.block[0]), Some(64));
    assert_eq!(eval(&kernel.bindings.dynamic_shared_bytes), Some(256));
}
