//! A program made with the public Relax builder — an If/Goto diamond and a call from one
//! bytecode function into another — linked with a `_lib` of modlink kernels and run by TVM 0.27's
//! Relax VM; the expected values are computed here from the kernels' definitions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::module::relax_builder::{Arg, ExecutableBuilder, dtype};

const KERNELS: &str = "kernel add_one(X: f32[4], Y: f32[4]) {\n  for i in 0..4 {\n    Y[i] = X[i] + 1.0;\n  }\n}\n\
kernel twice(X: f32[4], Y: f32[4]) {\n  for i in 0..4 {\n    Y[i] = X[i] * 2.0;\n  }\n}\n\
kernel scale_add(X: f32[4], W: f32[4], Y: f32[4]) {\n  for i in 0..4 {\n    Y[i] = X[i] * W[i];\n  }\n}\n";

/// main(c, x): if c { y = helper(x) } else { y = twice(x) * w }; return y.
/// helper(x) = add_one(twice(x)), a second bytecode function with its own storage.
fn build_payload() -> Vec<u8> {
    let mut b = ExecutableBuilder::new();
    let helper = b.declare_function("helper").unwrap();
    let size = b.shape(&[16]);
    let u8c = b.dtype(dtype::UINT8);
    let global = b.string("global");
    let shape = b.shape(&[4]);
    let f32c = b.dtype(dtype::FLOAT32);
    let w = b.tensor_f32(&[4], &[1.5, -2.0, 0.25, 10.0]).unwrap();

    let mut f = b.begin_function("main", &["c", "x"]).unwrap();
    let (c, x) = (f.param(0).unwrap(), f.param(1).unwrap());
    let cond = f.new_register();
    let y = f.new_register();
    let storage = f.new_register();
    let t = f.new_register();
    let else_ = f.new_label();
    let join = f.new_label();
    f.call_packed("vm.builtin.read_if_cond", &[c.into()], Some(cond))
        .unwrap();
    f.if_else(cond, else_).unwrap();
    f.call(helper, &[x.into()], Some(y)).unwrap();
    f.goto(join).unwrap();
    f.bind(else_).unwrap();
    f.call_packed(
        "vm.builtin.alloc_storage",
        &[Arg::Vm, size.into(), Arg::Imm(0), u8c.into(), global.into()],
        Some(storage),
    )
    .unwrap();
    f.call_packed(
        "vm.builtin.alloc_tensor",
        &[storage.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(t),
    )
    .unwrap();
    f.call_packed("twice", &[x.into(), t.into()], None).unwrap();
    let storage2 = f.new_register();
    f.call_packed(
        "vm.builtin.alloc_storage",
        &[Arg::Vm, size.into(), Arg::Imm(0), u8c.into(), global.into()],
        Some(storage2),
    )
    .unwrap();
    f.call_packed(
        "vm.builtin.alloc_tensor",
        &[storage2.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(y),
    )
    .unwrap();
    f.call_packed("scale_add", &[t.into(), w.into(), y.into()], None)
        .unwrap();
    f.bind(join).unwrap();
    f.ret(y).unwrap();
    f.end().unwrap();

    let mut h = b.begin_function("helper", &["x"]).unwrap();
    let x = h.param(0).unwrap();
    let s = h.new_register();
    let a = h.new_register();
    let out = h.new_register();
    h.call_packed(
        "vm.builtin.alloc_storage",
        &[Arg::Vm, size.into(), Arg::Imm(0), u8c.into(), global.into()],
        Some(s),
    )
    .unwrap();
    h.call_packed(
        "vm.builtin.alloc_tensor",
        &[s.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(a),
    )
    .unwrap();
    h.call_packed("twice", &[x.into(), a.into()], None).unwrap();
    let s2 = h.new_register();
    h.call_packed(
        "vm.builtin.alloc_storage",
        &[Arg::Vm, size.into(), Arg::Imm(0), u8c.into(), global.into()],
        Some(s2),
    )
    .unwrap();
    h.call_packed(
        "vm.builtin.alloc_tensor",
        &[s2.into(), Arg::Imm(0), shape.into(), f32c.into()],
        Some(out),
    )
    .unwrap();
    h.call_packed("add_one", &[a.into(), out.into()], None)
        .unwrap();
    h.ret(out).unwrap();
    h.end().unwrap();
    support::relax_write::encode_payload(&b.finish().unwrap())
}

#[test]
fn builder_program_runs_in_tvm_027() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("branchy.so");
    support::relax_write::link_relax_library(build_payload(), KERNELS, &lib);
    let script = format!(
        r#"
import json, numpy as np, tvm
from tvm import relax
vm = relax.VirtualMachine(tvm.runtime.load_module({lib:?}), tvm.cpu())
x = np.array([1.0, -3.0, 0.5, 4.0], dtype="float32")
out = {{}}
for c in (True, False, 1, 0):
    out[repr(c)] = vm["main"](c, tvm.runtime.tensor(x)).numpy().tolist()
print(json.dumps(out))
"#,
        lib = lib.display().to_string()
    );
    let got = support::run_python_json(&script, dir.path());
    let x = [1.0f32, -3.0, 0.5, 4.0];
    let w = [1.5f32, -2.0, 0.25, 10.0];
    let then: Vec<f64> = x.iter().map(|v| f64::from(v * 2.0 + 1.0)).collect();
    let else_: Vec<f64> = x
        .iter()
        .zip(w)
        .map(|(v, w)| f64::from(v * 2.0 * w))
        .collect();
    for (key, want) in [
        ("True", &then),
        ("1", &then),
        ("False", &else_),
        ("0", &else_),
    ] {
        let values: Vec<f64> = got[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        assert_eq!(&values, want, "branch for c={key}");
    }
}
