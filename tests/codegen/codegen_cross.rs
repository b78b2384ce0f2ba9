//! Cross-compiled kernels run correctly: objects for aarch64, riscv64gc (lp64d) and armv7
//! (hard float) Linux are linked by the Debian cross gcc into a static test program whose C
//! driver calls the packed and C entries and checks them against C references; qemu-user runs
//! it. A target whose toolchain is missing fails the test (the build machine provides them).
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::{CodegenOptions, compile};
use modlink::target::TargetSpec;
use std::process::Command;
use support::kernels::*;

const DRIVER: &str = r#"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct { int32_t device_type, device_id; } DLDevice;
typedef struct { uint8_t code, bits; uint16_t lanes; } DLDataType;
typedef struct {
  void* data; DLDevice device; int32_t ndim; DLDataType dtype;
  int64_t* shape; int64_t* strides; uint64_t byte_offset;
} DLTensor;
typedef struct { int32_t type_index; uint32_t pad; union { int64_t i; double f; void* p; } v; } Any;

int32_t __tvm_ffi_vadd(void*, const Any*, int32_t, Any*);
int32_t __tvm_ffi_clamp_scale(void*, const Any*, int32_t, Any*);
int32_t __tvm_ffi_saxpy(void*, const Any*, int32_t, Any*);
int32_t matmul_c(float*, float*, float*, int64_t, int64_t, int64_t);
int32_t softmax_rows_c(float*, float*, int64_t);

static int failures = 0;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; printf("FAIL: " __VA_ARGS__); printf("\n"); } } while (0)

static DLTensor tensor(void* data, int64_t* shape, int ndim, uint8_t code, uint8_t bits) {
  DLTensor t = { data, {1, 0}, ndim, {code, bits, 1}, shape, 0, 0 };
  return t;
}
static Any any_tensor(DLTensor* t) { Any a; a.type_index = 7; a.pad = 0; a.v.i = 0; a.v.p = t; return a; }
static Any any_float(double f) { Any a; a.type_index = 3; a.pad = 0; a.v.f = f; return a; }
static Any any_int(int64_t i) { Any a; a.type_index = 1; a.pad = 0; a.v.i = i; return a; }

int main(void) {
  enum { N = 37 };
  float a[N], b[N], c[N], out[N];
  double x[N], y[N]; int32_t mask[N];
  for (int i = 0; i < N; ++i) { a[i] = 0.5f * i - 3.0f; b[i] = 1.25f * (i % 7) - 2.0f; c[i] = -1; x[i] = 0.3 * i - 5.0; }
  int64_t shape[1] = { N };
  DLTensor ta = tensor(a, shape, 1, 2, 32), tb = tensor(b, shape, 1, 2, 32), tc = tensor(c, shape, 1, 2, 32);
  Any args[3] = { any_tensor(&ta), any_tensor(&tb), any_tensor(&tc) };
  Any result; memset(&result, 0, sizeof result);
  CHECK(__tvm_ffi_vadd(0, args, 3, &result) == 0, "vadd status");
  for (int i = 0; i < N; ++i) CHECK(c[i] == a[i] + b[i], "vadd[%d] %f", i, c[i]);
  CHECK(__tvm_ffi_vadd(0, args, 2, &result) == -1, "vadd argc check");
  tb.dtype.bits = 64;
  CHECK(__tvm_ffi_vadd(0, args, 3, &result) == -1, "vadd dtype check");

  Any sargs[4] = { any_float(1.5), any_tensor(&ta), any_tensor(&tc), any_tensor(&ta) };
  DLTensor tout = tensor(out, shape, 1, 2, 32);
  sargs[3] = any_tensor(&tout);
  CHECK(__tvm_ffi_saxpy(0, sargs, 4, &result) == 0, "saxpy status");
  for (int i = 0; i < N; ++i) CHECK(fabsf(out[i] - (1.5f * a[i] + c[i])) <= 1e-6f, "saxpy[%d]", i);

  DLTensor tx = tensor(x, shape, 1, 2, 64), ty = tensor(y, shape, 1, 2, 64), tm = tensor(mask, shape, 1, 0, 32);
  Any cargs[6] = { any_float(-4.0), any_float(7.5), any_int(3), any_tensor(&tx), any_tensor(&ty), any_tensor(&tm) };
  CHECK(__tvm_ffi_clamp_scale(0, cargs, 6, &result) == 0, "clamp status");
  for (int i = 0; i < N; ++i) {
    double v = x[i] * 3.0; double e = v < -4.0 ? -4.0 : (v > 7.5 ? 7.5 : v);
    CHECK(y[i] == e, "clamp[%d] %f vs %f", i, y[i], e);
    CHECK(mask[i] == (v < -4.0 || v > 7.5), "mask[%d]", i);
  }

  enum { M = 5, K = 7, P = 3 };
  float ma[M * K], mb[K * P], mc[M * P];
  for (int i = 0; i < M * K; ++i) ma[i] = (float)(i % 5) - 1.5f;
  for (int i = 0; i < K * P; ++i) mb[i] = (float)(i % 3) * 0.5f + 0.25f;
  CHECK(matmul_c(ma, mb, mc, M, K, P) == 0, "matmul status");
  for (int i = 0; i < M; ++i) for (int j = 0; j < P; ++j) {
    float acc = 0; for (int r = 0; r < K; ++r) acc += ma[i * K + r] * mb[r * P + j];
    CHECK(mc[i * P + j] == acc, "matmul[%d,%d]", i, j);
  }

  float sx[2 * 16], sy[2 * 16];
  for (int i = 0; i < 32; ++i) sx[i] = 0.1f * i - 1.0f;
  CHECK(softmax_rows_c(sx, sy, 2) == 0, "softmax status");
  for (int r = 0; r < 2; ++r) {
    float mx = sx[r * 16], s = 0;
    for (int j = 1; j < 16; ++j) mx = fmaxf(mx, sx[r * 16 + j]);
    for (int j = 0; j < 16; ++j) s += expf(sx[r * 16 + j] - mx);
    for (int j = 0; j < 16; ++j) CHECK(fabsf(sy[r * 16 + j] - expf(sx[r * 16 + j] - mx) / s) <= 1e-6f, "softmax[%d,%d]", r, j);
  }
  printf(failures ? "FAILED %d\n" : "ALL OK\n", failures);
  return failures != 0;
}
"#;

fn run_cross(triple: &str, gcc: &str, qemu: &str, sysroot: &str) {
    let target = TargetSpec::parse(triple).unwrap();
    let code = compile(&kernels_program(), &target, &CodegenOptions::default())
        .unwrap_or_else(|e| panic!("{triple}: {e}"));
    let dir = tempfile::tempdir().unwrap();
    let object = dir.path().join("kernels.o");
    std::fs::write(&object, &code.bytes).unwrap();
    let driver = dir.path().join("driver.c");
    std::fs::write(&driver, DRIVER).unwrap();
    let program = dir.path().join("driver");
    let output = Command::new(gcc)
        .arg("-static")
        .arg("-O1")
        .arg("-o")
        .arg(&program)
        .arg(&driver)
        .arg(&object)
        .arg("-lm")
        .output()
        .unwrap_or_else(|e| panic!("{triple}: cannot run {gcc}: {e}"));
    assert!(
        output.status.success(),
        "{triple}: {gcc} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let output = Command::new(qemu)
        .arg("-L")
        .arg(sysroot)
        .arg(&program)
        .output()
        .unwrap_or_else(|e| panic!("{triple}: cannot run {qemu}: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success() && stdout.contains("ALL OK"),
        "{triple}: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn aarch64_linux_kernels_run_under_qemu() {
    run_cross(
        "aarch64-unknown-linux-gnu",
        "aarch64-linux-gnu-gcc",
        "qemu-aarch64",
        "/usr/aarch64-linux-gnu",
    );
}

#[test]
fn riscv64gc_linux_kernels_run_under_qemu() {
    run_cross(
        "riscv64gc-unknown-linux-gnu",
        "riscv64-linux-gnu-gcc",
        "qemu-riscv64",
        "/usr/riscv64-linux-gnu",
    );
}

#[test]
fn armv7_hard_float_linux_kernels_run_under_qemu() {
    run_cross(
        "armv7-unknown-linux-gnueabihf",
        "arm-linux-gnueabihf-gcc",
        "qemu-arm",
        "/usr/arm-linux-gnueabihf",
    );
}
