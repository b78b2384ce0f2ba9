//! A `const_loader` handing its constants to an external module's `__init_<symbol>`, as TVM's
//! BYOC path builds one (the 0.27 wheel has no DNNL or C-source codegen, so the tree is made
//! here): a Relax executable calling the external kernel `scale`, importing a `const_loader`
//! that lists the weight `w` for `scale`, importing `_lib`, whose C code exports
//! `__init_scale` (reading the `ffi::Array<Tensor>` by tvm-ffi's C layout and keeping a copy)
//! and `scale` (which needs the weights). TVM 0.27's VM and modlink's must give the same
//! output, and each must have run the init exactly once per loaded library.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::module::relax::{ConstLoader, ConstantTensor};
use modlink::module::relax_builder::{Arg, ExecutableBuilder, dtype};
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::runtime::vm::{VirtualMachine, VmError, VmValue, leaf_tensor};
use modlink::runtime::{Library, Tensor};
use modlink::target::TargetSpec;
use std::path::Path;
use std::process::Command;

/// The external module. `scale` adds 1000 × (init calls − 1), so a second init shows.
const EXTERNAL_C: &str = r#"
#include <stdint.h>
#include <string.h>
typedef struct { int32_t type_index; uint32_t zero_padding; union { int64_t i; void* p; } v; } Any;
typedef struct {
  void* data; int32_t device_type, device_id; int32_t ndim;
  uint8_t code, bits; uint16_t lanes;
  int64_t* shape; int64_t* strides; uint64_t byte_offset;
} Tensor;
enum { kInt = 1, kDLTensorPtr = 7, kTensor = 70, kArray = 71, kObjectHeader = 24 };

static float weights[4];
static int init_calls = 0;

static Tensor* tensor_of(const Any* a) {
  if (a->type_index == kDLTensorPtr) return (Tensor*)a->v.p;
  if (a->type_index == kTensor) return (Tensor*)((char*)a->v.p + kObjectHeader);
  return 0;
}

int32_t __tvm_ffi___init_scale(void* self, const Any* args, int32_t n, Any* ret) {
  if (n != 1 || args[0].type_index != kArray) return -1;
  char* array = (char*)args[0].v.p;
  Any* items = *(Any**)(array + kObjectHeader);
  int64_t size = *(int64_t*)(array + kObjectHeader + 8);
  if (size != 1 || items[0].type_index != kTensor) return -2;
  Tensor* w = tensor_of(&items[0]);
  if (w->ndim != 1 || w->shape[0] != 4 || w->code != 2 || w->bits != 32) return -3;
  memcpy(weights, (char*)w->data + w->byte_offset, sizeof weights);
  init_calls += 1;
  ret->type_index = kInt; ret->zero_padding = 0; ret->v.i = 0;
  return 0;
}

int32_t __tvm_ffi_scale(void* self, const Any* args, int32_t n, Any* ret) {
  if (n != 2 || init_calls == 0) return -1;
  Tensor* x = tensor_of(&args[0]);
  Tensor* y = tensor_of(&args[1]);
  if (!x || !y) return -2;
  const float* in = (const float*)((char*)x->data + x->byte_offset);
  float* out = (float*)((char*)y->data + y->byte_offset);
  for (int i = 0; i < 4; ++i) out[i] = in[i] * weights[i] + 1000.0f * (float)(init_calls - 1);
  ret->type_index = 0; ret->zero_padding = 0; ret->v.i = 0;
  return 0;
}
"#;

const WEIGHTS: [f32; 4] = [0.5, -2.0, 3.25, 10.0];

fn f32_tensor(values: &[f32]) -> ConstantTensor {
    ConstantTensor {
        device_type: 1,
        device_id: 0,
        dtype: dtype::FLOAT32,
        shape: vec![values.len() as i64],
        data: values
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect::<Vec<_>>()
            .into(),
    }
}

/// main(x: f32[4]) = scale(x) into a fresh tensor.
fn executable_payload() -> Vec<u8> {
    let mut b = ExecutableBuilder::new();
    let size = b.shape(&[16]);
    let u8c = b.dtype(dtype::UINT8);
    let global = b.string("global");
    let shape = b.shape(&[4]);
    let f32c = b.dtype(dtype::FLOAT32);
    let mut f = b.begin_function("main", &["x"]).unwrap();
    let x = f.param(0).unwrap();
    let storage = f.new_register();
    let y = f.new_register();
    f.call_packed(
        "vm.builtin.alloc_storage",
        &[Arg::Vm, size.into(), Arg::Imm(0), u8c.into(), global.into()],
        Some(storage),
    )
    .unwrap();
    f.call_packed(
        "vm.builtin.alloc_tensor",
        &[storage.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(y),
    )
    .unwrap();
    f.call_packed("scale", &[x.into(), y.into()], None).unwrap();
    f.ret(y).unwrap();
    f.end().unwrap();
    support::relax_write::encode_payload(&b.finish().unwrap())
}

/// Compiles the external module and writes executable → const_loader → `_lib`, the
/// const_loader listing `constants` (names of copies of the weights) for `init_symbol`.
fn build_library(dir: &Path, init_symbol: &str, constants: &[&str]) -> std::path::PathBuf {
    let source = dir.join("external.c");
    std::fs::write(&source, EXTERNAL_C).unwrap();
    let object = dir.join("external.o");
    let out = Command::new("cc")
        .args(["-c", "-fPIC", "-O1", "-o"])
        .arg(&object)
        .arg(&source)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut graph = ModuleGraph::new();
    let root = graph.add(
        "relax.VMExecutable",
        Payload::Opaque(bytes::Bytes::from(executable_payload())),
    );
    let loader = graph.add(
        "const_loader",
        Payload::ConstLoader(ConstLoader {
            constants: constants
                .iter()
                .map(|name| (name.to_string(), f32_tensor(&WEIGHTS)))
                .collect(),
            constants_by_symbol: vec![(
                init_symbol.into(),
                constants.iter().map(|name| name.to_string()).collect(),
            )],
        }),
    );
    let lib = graph.add(LIB_KEY, Payload::Lib);
    graph.import(root, loader);
    graph.import(loader, lib);
    let target = TargetSpec::host().unwrap();
    let path = dir.join(format!("byoc_{init_symbol}_{}.so", constants.len()));
    let inputs = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![std::fs::read(&object).unwrap()],
    };
    export_library(&inputs, &path, &ExportOptions::new(target)).unwrap();
    path
}

const X: [f32; 4] = [1.0, 2.0, -4.0, 0.25];

#[test]
fn const_loader_hands_constants_to_init_once_like_tvm() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    let lib = build_library(dir, "scale", &["w"]);
    // TVM: two VMs over one loaded module share the const_loader, so init runs once.
    let script = format!(
        r#"
import json, numpy as np, tvm
from tvm import relax
mod = tvm.runtime.load_module({lib:?})
x = np.array({x:?}, dtype="float32")
outs = []
for _ in range(2):
    vm = relax.VirtualMachine(mod, tvm.cpu())
    outs.append([float(v) for v in vm["main"](tvm.runtime.tensor(x)).numpy()])
print(json.dumps(outs))
"#,
        lib = lib.display().to_string(),
        x = X.to_vec()
    );
    let tvm = support::run_python_json(&script, dir);
    let expected: Vec<f32> = X.iter().zip(WEIGHTS).map(|(x, w)| x * w).collect();
    for run in tvm.as_array().unwrap() {
        let run: Vec<f32> = run
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap() as f32)
            .collect();
        assert_eq!(run, expected, "TVM 0.27");
    }
    let library = Library::open(&lib).unwrap();
    let x = VmValue::tensor(&Tensor::from_slice(&[4], &X).unwrap()).unwrap();
    for run in 0..2 {
        let mut vm = VirtualMachine::new(&library).unwrap();
        let y = leaf_tensor(&vm.call("main", std::slice::from_ref(&x)).unwrap()).unwrap();
        assert_eq!(y.as_slice::<f32>().unwrap(), expected, "modlink VM {run}");
    }
}

/// A const_loader listing constants for a symbol whose module has no `__init_` is not an
/// error (TVM skips it too); the kernel then runs without its weights and says so.
#[test]
fn a_symbol_without_init_is_left_uninitialised() {
    let work = tempfile::tempdir().unwrap();
    let lib = build_library(work.path(), "other", &["w"]);
    let library = Library::open(&lib).unwrap();
    let mut vm = VirtualMachine::new(&library).unwrap();
    let x = VmValue::tensor(&Tensor::from_slice(&[4], &X).unwrap()).unwrap();
    let error = vm.call("main", &[x]).unwrap_err();
    assert!(
        matches!(&error, VmError::Fault { message, .. } if message.contains("scale")),
        "{error}"
    );
}

/// An init that fails (this one refuses two constants) stops the VM from being made, naming
/// the symbol, as TVM's `ICHECK_EQ(ret, 0)` stops its VM.
#[test]
fn a_failing_init_is_an_error_naming_the_symbol() {
    let work = tempfile::tempdir().unwrap();
    let lib = build_library(work.path(), "scale", &["w", "w2"]);
    let library = Library::open(&lib).unwrap();
    let error = VirtualMachine::new(&library).unwrap_err();
    assert!(
        matches!(&error, VmError::ConstantInit { symbol, .. } if symbol == "scale"),
        "{error:?}"
    );
    assert!(error.to_string().contains("`__init_scale`"), "{error}");
}
