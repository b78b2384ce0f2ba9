//! Without tvm-ffi or modlink's runtime in the process, `TVMFFIErrorSetRaisedFromCStrParts` is
//! unresolved: the kernel library must still dlopen with RTLD_NOW (the symbol is weak), good
//! calls succeed and bad calls return -1 without crashing. Test binaries of this package export
//! modlink's runtime entry points, so the scenario runs in a separate plain C process.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::CodegenOptions;
use std::process::Command;
use support::kernels::*;

const HARNESS: &str = r#"
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
typedef struct { void* data; int32_t device_type, device_id; int32_t ndim; uint8_t code, bits; uint16_t lanes;
                 int64_t* shape; int64_t* strides; uint64_t byte_offset; } DLTensor;
typedef struct { int32_t type_index; uint32_t pad; union { int64_t v_int64; void* v_ptr; }; } Any;
typedef int32_t (*Packed)(void*, const Any*, int32_t, Any*);
static Any tensor(DLTensor* t) { Any a = {7, 0, {0}}; a.v_ptr = t; return a; }
int main(int argc, char** argv) {
  void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) { printf("dlopen failed: %s\n", dlerror()); return 1; }
  if (dlsym(RTLD_DEFAULT, "TVMFFIErrorSetRaisedFromCStrParts")) { printf("symbol present\n"); return 1; }
  Packed vadd = (Packed)dlsym(lib, "__tvm_ffi_vadd");
  float a[3] = {1, 2, 3}, b[3] = {4, 5, 6}, c[3] = {0, 0, 0}, s[2] = {0, 0};
  int64_t n3 = 3, n2 = 2;
  DLTensor ta = {a, 1, 0, 1, 2, 32, 1, &n3, 0, 0}, tb = {b, 1, 0, 1, 2, 32, 1, &n3, 0, 0};
  DLTensor tc = {c, 1, 0, 1, 2, 32, 1, &n3, 0, 0}, ts = {s, 1, 0, 1, 2, 32, 1, &n2, 0, 0};
  Any ret = {0, 0, {0}};
  Any good[3] = {tensor(&ta), tensor(&tb), tensor(&tc)};
  Any shape[3] = {tensor(&ta), tensor(&ts), tensor(&tc)};
  Any scalar[3] = {tensor(&ta), {1, 0, {1}}, tensor(&tc)};
  int32_t status = vadd(0, good, 3, &ret);
  printf("good %d %g %g %g\n", status, c[0], c[1], c[2]);
  printf("shape %d\n", vadd(0, shape, 3, &ret));
  printf("count %d\n", vadd(0, good, 1, &ret));
  printf("scalar %d\n", vadd(0, scalar, 3, &ret));
  printf("after %g %g %g\n", c[0], c[1], c[2]);
  return 0;
}
"#;

#[test]
fn library_loads_with_rtld_now_and_bad_calls_return_minus_one() {
    let (dir, path) = build_library(&kernels_program(), &CodegenOptions::default());
    let source = dir.path().join("harness.c");
    let exe = dir.path().join("harness");
    std::fs::write(&source, HARNESS).unwrap();
    run_cc(&[
        "-o".as_ref(),
        exe.as_os_str(),
        source.as_os_str(),
        "-ldl".as_ref(),
    ]);
    let out = Command::new(&exe).arg(&path).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "harness failed: {text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "good 0 5 7 9",
            "shape -1",
            "count -1",
            "scalar -1",
            "after 5 7 9"
        ],
        "{text}"
    );
}
