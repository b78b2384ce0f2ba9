//! Shared helpers of the export tests: hand-written C host code (the "bring your own objects"
//! path), compiling it, and running the venv's Python.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;

#[allow(unused_imports)]
pub use super::FIXTURES;

#[allow(unused_imports)]
pub use super::{modlink_bin, python, run_python_json};

/// Host kernels with the tvm-ffi packed ABI (spec §4.1), without any header so they compile
/// for every target. `add_one(A, B)`: B = A + 1 over float32 vectors; `scale_by(A, B, k)`:
/// B = A * k with an int argument. Wrong shapes raise ValueError with a message naming modlink.
pub const HOST_C: &str = r#"
typedef __INT32_TYPE__ int32_t;
typedef __UINT32_TYPE__ uint32_t;
typedef __INT64_TYPE__ int64_t;
typedef __UINT64_TYPE__ uint64_t;
typedef __UINT8_TYPE__ uint8_t;
typedef __UINT16_TYPE__ uint16_t;
typedef struct { int32_t type_index; uint32_t pad; union { int64_t v_int64; double v_float64; void* v_ptr; } u; } Any;
typedef struct { void* data; int32_t device_type; int32_t device_id; int32_t ndim;
                 uint8_t code; uint8_t bits; uint16_t lanes; int64_t* shape; int64_t* strides;
                 uint64_t byte_offset; } DLTensor;
extern void TVMFFIErrorSetRaisedFromCStr(const char* kind, const char* message);

static DLTensor* tensor_arg(const Any* a) {
  if (a->type_index == 70) return (DLTensor*)((char*)a->u.v_ptr + 24);
  if (a->type_index == 7 || a->type_index == 4) return (DLTensor*)a->u.v_ptr;
  return 0;
}

static int check(int32_t n, int32_t want, const Any* args, DLTensor** a, DLTensor** b) {
  if (n != want) { TVMFFIErrorSetRaisedFromCStr("TypeError", "modlink test kernel: wrong argument count"); return -1; }
  *a = tensor_arg(&args[0]); *b = tensor_arg(&args[1]);
  if (!*a || !*b) { TVMFFIErrorSetRaisedFromCStr("TypeError", "modlink test kernel: expected tensors"); return -1; }
  if ((*a)->ndim != 1 || (*b)->ndim != 1 || (*a)->shape[0] != (*b)->shape[0]) {
    TVMFFIErrorSetRaisedFromCStr("ValueError", "modlink test kernel: B must have the shape of A");
    return -1;
  }
  return 0;
}

int32_t __tvm_ffi_add_one(void* self, const Any* args, int32_t n, Any* result) {
  DLTensor *a, *b;
  if (check(n, 2, args, &a, &b)) return -1;
  const float* x = (const float*)((char*)a->data + a->byte_offset);
  float* y = (float*)((char*)b->data + b->byte_offset);
  for (int64_t i = 0; i < a->shape[0]; ++i) y[i] = x[i] + 1.0f;
  return 0;
}

int32_t __tvm_ffi_scale_by(void* self, const Any* args, int32_t n, Any* result) {
  DLTensor *a, *b;
  if (check(n, 3, args, &a, &b)) return -1;
  if (args[2].type_index != 1) { TVMFFIErrorSetRaisedFromCStr("TypeError", "modlink test kernel: k must be an int"); return -1; }
  const float* x = (const float*)((char*)a->data + a->byte_offset);
  float* y = (float*)((char*)b->data + b->byte_offset);
  for (int64_t i = 0; i < a->shape[0]; ++i) y[i] = x[i] * (float)args[2].u.v_int64;
  return 0;
}
"#;

/// A trivial object for `static_library` payloads.
pub const STATIC_C: &str = "int modlink_static_helper(int x) { return x * 3; }\n";

/// Compiles C source to an object for `triple` with clang-19 (`cc` for the host).
pub fn compile_c(source: &str, triple: Option<&str>, dir: &Path, stem: &str) -> Vec<u8> {
    let src = dir.join(format!("{stem}.c"));
    let obj = dir.join(format!("{stem}.o"));
    std::fs::write(&src, source).unwrap();
    let mut cmd = match triple {
        Some(triple) => {
            let mut c = Command::new("clang-19");
            c.arg(format!("--target={triple}"));
            c
        }
        None => Command::new("cc"),
    };
    // Windows objects are never PIC (clang rejects -fPIC there); everything else needs it.
    if !triple.is_some_and(|t| t.contains("windows")) {
        cmd.arg("-fPIC");
    }
    cmd.args(["-c", "-O2", "-ffreestanding", "-o"])
        .arg(&obj)
        .arg(&src);
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(&obj).unwrap()
}

/// `_lib` with one `static_library` import holding `helper` (an object of [`STATIC_C`]); returns
/// the graph and `_lib`'s node, for tests that add more imports.
pub fn lib_with_static_helper(
    helper: Vec<u8>,
) -> (modlink::module::ModuleGraph, modlink::module::NodeId) {
    use modlink::module::{LIB_KEY, ModuleGraph, Payload, StaticLibrary};
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let library = graph.add(
        "static_library",
        Payload::StaticLibrary(StaticLibrary {
            data: helper.into(),
            function_names: vec!["modlink_static_helper".into()],
        }),
    );
    graph.import(lib, library);
    (graph, lib)
}
