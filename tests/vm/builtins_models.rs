//! The builtins TVM 0.27 emits beyond a plain tensor model, each from a model TVM compiles in
//! the venv and runs in its own Relax VM: a local function that captures two values
//! (`make_closure`, `invoke_closure` on a closure) and a function-valued parameter
//! (`check_func_info`, `invoke_closure` on a table function), `R.vm.call_tir_dyn` with a
//! symbolic value from a Shape parameter, and `R.tensor_to_shape`. modlink's VM must give TVM's
//! output bytes. TVM 0.27's compiler cannot emit `match_prim_value` (its `PrimType` holds no
//! value, so `VMShapeLower` never makes a prim-value match): a hand-built executable calling
//! it runs in both VMs, which must agree on results and on which calls fail.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::module::relax::VmFunctionKind;
use modlink::module::relax_builder::{Arg, ExecutableBuilder};
use modlink::runtime::vm::{FaultKind, VirtualMachine, VmError, VmValue, leaf_tensor};
use modlink::runtime::{Library, npy};
use serde_json::Value;
use std::path::Path;

const BUILD: &str = r#"
import json, sys
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

out = sys.argv[1]

@I.ir_module
class Closures:
    @R.function
    def apply_twice(f: R.Callable([R.Tensor((2, 3), "float32")], R.Tensor((2, 3), "float32")),
                    x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        a = f(x)
        b = f(a)
        return b

    @R.function
    def double(x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        return R.add(x, x)

    @R.function
    def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((2, 3), "float32")):
        @R.function
        def inner(z: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
            s = R.add(z, y)
            return R.multiply(s, x)
        cls = Closures
        a = inner(x)
        b = inner(a)
        c = cls.apply_twice(cls.double, y)
        return (b, c)

@I.ir_module
class CallTirDyn:
    @T.prim_func
    def shift(a: T.handle, b: T.handle, m: T.int64):
        n = T.int64()
        A = T.match_buffer(a, (n,), "float32")
        B = T.match_buffer(b, (n,), "float32")
        for i in range(n):
            B[i] = A[i] * T.float32(2) + T.Cast("float32", m)

    @R.function
    def main(x: R.Tensor(("n",), "float32"), k: R.Shape(["m"])):
        R.func_attr({"relax.force_pure": True})
        n = T.int64()
        m = T.int64()
        cls = CallTirDyn
        y = R.builtin.alloc_tensor(R.shape([n]), "float32", 0)
        _ = R.vm.call_tir_dyn(cls.shift, (x, y, R.shape([m])))
        return y

@I.ir_module
class TensorToShape:
    @R.function
    def main(x: R.Tensor((6,), "float32"), s: R.Tensor((2,), "int64")):
        shape = R.tensor_to_shape(s)
        a = T.int64()
        b = T.int64()
        _ = R.match_cast(shape, R.Shape([a, b]))
        y = R.reshape(x, R.shape([a, b]))
        return y

rng = np.random.default_rng(28)
def f32(*shape):
    return rng.standard_normal(shape).astype("float32")

cases = {
    "closures": [[("x", f32(2, 3)), ("y", f32(2, 3))]],
    "call_tir_dyn": [[("x", f32(5)), ("k", np.array([3], "int64"))],
                     [("x", f32(2)), ("k", np.array([-4], "int64"))]],
    "tensor_to_shape": [[("x", f32(6)), ("s", np.array([2, 3], "int64"))],
                        [("x", f32(6)), ("s", np.array([3, 2], "int64"))]],
}
modules = {"closures": Closures, "call_tir_dyn": CallTirDyn, "tensor_to_shape": TensorToShape}

def tvm_value(a, name):
    if name == "k":
        return tvm.runtime.ShapeTuple([int(v) for v in a])
    return tvm.runtime.tensor(a)

def leaves(value, path):
    if isinstance(value, tvm.runtime.Tensor):
        return [(path, value.numpy())]
    return [leaf for i, v in enumerate(value) for leaf in leaves(v, path + [i])]

report = []
for name, module in modules.items():
    lib = f"{name}.so"
    ex = tvm.compile(relax.transform.LambdaLift()(module), target="llvm")
    ex.export_library(f"{out}/{lib}")
    vm = relax.VirtualMachine(tvm.runtime.load_module(f"{out}/{lib}"), tvm.cpu())
    runs = []
    for k, case in enumerate(cases[name]):
        inputs = []
        for param, a in case:
            file = f"{name}.{k}.{param}.npy"
            np.save(f"{out}/{file}", a)
            inputs.append([param, file])
        result = vm["main"](*[tvm_value(a, p) for p, a in case])
        outputs = []
        for path, a in leaves(result, []):
            file = f"{name}.{k}.out{''.join('.' + str(i) for i in path)}.npy"
            np.save(f"{out}/{file}", a)
            outputs.append({"path": path, "file": file})
        runs.append({"inputs": inputs, "outputs": outputs})
    report.append({"name": name, "lib": lib, "cases": runs})
print(json.dumps(report))
"#;

fn leaf<'a>(value: &'a VmValue, path: &[Value]) -> &'a VmValue {
    path.iter().fold(value, |v, i| {
        &v.as_tuple().expect("a tuple")[i.as_u64().unwrap() as usize]
    })
}

/// The packed names `lib`'s executable calls, in table order.
fn packed_names(vm: &VirtualMachine) -> Vec<String> {
    vm.executable()
        .functions
        .iter()
        .filter(|f| f.kind == VmFunctionKind::Packed)
        .map(|f| f.name.clone())
        .collect()
}

fn run_cases(dir: &Path, model: &Value) -> Vec<String> {
    let library = Library::open(dir.join(model["lib"].as_str().unwrap())).unwrap();
    let mut vm = VirtualMachine::new(&library).unwrap();
    for (k, case) in model["cases"].as_array().unwrap().iter().enumerate() {
        let inputs: Vec<VmValue> = case["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, pair)| {
                assert_eq!(
                    vm.param_names("main").unwrap()[i],
                    pair[0].as_str().unwrap()
                );
                vm.input_from_npy("main", i, &dir.join(pair[1].as_str().unwrap()))
                    .unwrap()
            })
            .collect();
        let result = vm.call("main", &inputs).unwrap();
        let outputs = case["outputs"].as_array().unwrap();
        assert!(!outputs.is_empty());
        for output in outputs {
            let path = output["path"].as_array().unwrap();
            let expected = npy::read(&dir.join(output["file"].as_str().unwrap())).unwrap();
            let actual = leaf_tensor(leaf(&result, path)).unwrap();
            let label = format!("{} case {k} output {path:?}", model["name"]);
            assert_eq!(actual.shape(), expected.shape(), "{label}: shape");
            assert_eq!(actual.dtype(), expected.dtype(), "{label}: dtype");
            // The same `_lib` kernels run in both VMs: the bytes are TVM's exactly.
            assert_eq!(actual.as_bytes(), expected.as_bytes(), "{label}: bytes");
        }
    }
    packed_names(&vm)
}

fn contains_all(names: &[String], wanted: &[&str]) -> bool {
    wanted.iter().all(|w| names.iter().any(|n| n == w))
}

#[test]
fn closures_call_tir_dyn_and_tensor_to_shape_match_tvm() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    let stdout = support::run_python(BUILD, dir, &[dir.as_os_str()]);
    let report: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    let models = report.as_array().unwrap();
    assert_eq!(models.len(), 3);
    let wanted: [(&str, &[&str]); 3] = [
        (
            "closures",
            &[
                "vm.builtin.make_closure",
                "vm.builtin.invoke_closure",
                "vm.builtin.check_func_info",
            ],
        ),
        ("call_tir_dyn", &["vm.builtin.call_tir_dyn", "shift"]),
        ("tensor_to_shape", &["vm.builtin.tensor_to_shape"]),
    ];
    for (model, (name, builtins)) in models.iter().zip(wanted) {
        assert_eq!(model["name"], name);
        let called = run_cases(dir, model);
        assert!(
            contains_all(&called, builtins),
            "{name} calls {called:?}, expected among them {builtins:?}"
        );
    }
}

/// `main(k, j)`: stores k in heap slot 0 (code 1), asserts j equals it (code 3), skips a
/// no-op (code 2) and returns the slot through `make_prim_value`. `seven(k)`: asserts k is
/// the immediate 7 (code 0) and returns k. `no_heap(k)`: code 0 with `%void` for the heap,
/// which TVM's typed signature (`DLTensor* heap`) refuses.
fn match_prim_value_executable() -> Vec<u8> {
    let mut b = ExecutableBuilder::new();
    let context = b.string("ErrorContext(fn=main, loc=param[1], param=j) ");
    let mut f = b.begin_function("main", &["k", "j"]).unwrap();
    let (k, j) = (f.param(0).unwrap(), f.param(1).unwrap());
    let heap = f.new_register();
    let result = f.new_register();
    f.call_packed(
        "vm.builtin.alloc_shape_heap",
        &[Arg::Vm, Arg::Imm(1)],
        Some(heap),
    )
    .unwrap();
    for (value, code) in [(k, 1), (j, 3), (k, 2)] {
        f.call_packed(
            "vm.builtin.match_prim_value",
            &[
                value.into(),
                heap.into(),
                Arg::Imm(code),
                Arg::Imm(0),
                context.into(),
            ],
            None,
        )
        .unwrap();
    }
    f.call_packed(
        "vm.builtin.make_prim_value",
        &[heap.into(), Arg::Imm(1), Arg::Imm(0)],
        Some(result),
    )
    .unwrap();
    f.ret(result).unwrap();
    f.end().unwrap();
    for (name, with_heap) in [("seven", true), ("no_heap", false)] {
        let mut s = b.begin_function(name, &["k"]).unwrap();
        let k = s.param(0).unwrap();
        let heap = s.new_register();
        let heap_arg = if with_heap {
            s.call_packed(
                "vm.builtin.alloc_shape_heap",
                &[Arg::Vm, Arg::Imm(1)],
                Some(heap),
            )
            .unwrap();
            heap.into()
        } else {
            Arg::Void
        };
        s.call_packed(
            "vm.builtin.match_prim_value",
            &[k.into(), heap_arg, Arg::Imm(0), Arg::Imm(7), context.into()],
            None,
        )
        .unwrap();
        s.ret(k).unwrap();
        s.end().unwrap();
    }
    support::relax_write::encode_payload(&b.finish().unwrap())
}

const UNUSED_KERNEL: &str =
    "kernel copy4(X: f32[4], Y: f32[4]) {\n  for i in 0..4 {\n    Y[i] = X[i];\n  }\n}\n";

#[test]
fn match_prim_value_agrees_with_tvm() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    let lib = dir.join("prim.so");
    support::relax_write::link_relax_library(match_prim_value_executable(), UNUSED_KERNEL, &lib);
    let calls: [(&str, &[i64]); 6] = [
        ("main", &[7, 7]),
        ("main", &[-3, -3]),
        ("main", &[7, 8]),
        ("seven", &[7]),
        ("seven", &[8]),
        ("no_heap", &[7]),
    ];
    let calls_py: Vec<String> = calls
        .iter()
        .map(|(name, args)| format!("({name:?}, {args:?})"))
        .collect();
    let script = format!(
        r#"
import json, tvm
from tvm import relax
vm = relax.VirtualMachine(tvm.runtime.load_module({lib:?}), tvm.cpu())
out = []
for name, args in [{calls}]:
    try:
        out.append({{"value": int(vm[name](*args))}})
    except Exception as e:
        out.append({{"error": str(e)}})
print(json.dumps(out))
"#,
        lib = lib.display().to_string(),
        calls = calls_py.join(", ")
    );
    let tvm = support::run_python_json(&script, dir);
    let tvm = tvm.as_array().unwrap();
    assert_eq!(tvm.len(), calls.len());
    let library = Library::open(&lib).unwrap();
    let mut vm = VirtualMachine::new(&library).unwrap();
    let mut failures = Vec::new();
    for ((name, args), want) in calls.iter().zip(tvm) {
        let inputs: Vec<VmValue> = args.iter().map(|&v| VmValue::Int(v)).collect();
        let got = vm.call(name, &inputs);
        match (&got, want.get("value")) {
            (Ok(VmValue::Int(v)), Some(expected)) => {
                assert_eq!(Some(*v), expected.as_i64(), "{name}{args:?}")
            }
            (Err(VmError::Fault { kind, message, .. }), None) => {
                let error = want["error"].as_str().unwrap();
                if error.contains("match_cast error") {
                    assert_eq!(*kind, FaultKind::Check, "{name}{args:?}: {message}");
                    assert!(message.contains("match_cast error"), "{message}");
                    assert!(message.contains("param=j"), "{message}");
                } else {
                    assert!(error.contains("argument #1"), "TVM: {error}");
                    assert_eq!(*kind, FaultKind::Type, "{name}{args:?}: {message}");
                    assert!(message.contains("shape heap (argument 1)"), "{message}");
                }
                failures.push(*name);
            }
            _ => panic!("{name}{args:?}: modlink gave {got:?}, TVM gave {want}"),
        }
    }
    assert_eq!(failures, ["main", "seven", "no_heap"]);
}

/// Hand-made bytecode with stand-in kernels: captured values come after the caller's
/// arguments (also for a closure of a closure), and each misuse of the new builtins is a typed
/// fault naming what was wrong, never a panic.
#[test]
fn closure_order_and_misuse_faults() {
    use modlink::module::relax::{Constant, InstrArg};
    use modlink::runtime::vm::VmOptions;
    use std::sync::Arc;
    use support::relax_vm::*;

    const VOID: i64 = modlink::module::relax::VOID_REGISTER;
    let func = InstrArg::FuncIdx;
    let mut a = Asm::default();
    let ctx = a.constant(Constant::Str("ErrorContext(test) ".into()));
    let dims = a.constant(Constant::Shape(vec![4]));
    let relu = a.packed("relu");
    let second = a.begin("second", &["a", "b"], 2);
    a.ret(1);
    a.end();
    // bound(x): make_closure(second) then make_closure(that, x); invoke with 5 -> second(5, x).
    a.begin("bound", &["x"], 4);
    a.call_named(1, "vm.builtin.make_closure", &[func(second)]);
    a.call_named(2, "vm.builtin.make_closure", &[r(1), r(0)]);
    a.call_named(3, "vm.builtin.invoke_closure", &[VM, r(2), imm(5)]);
    a.ret(3);
    a.end();
    /// A function's name and its calls (callee, arguments).
    type Case = (&'static str, Vec<(&'static str, Vec<InstrArg>)>);
    let cases: [Case; 8] = [
        (
            "not_a_closure",
            vec![("vm.builtin.invoke_closure", vec![VM, r(0)])],
        ),
        (
            "closure_of_a_kernel",
            vec![("vm.builtin.make_closure", vec![func(relu)])],
        ),
        (
            "too_many_arguments",
            vec![
                ("vm.builtin.make_closure", vec![func(second), r(0)]),
                ("vm.builtin.invoke_closure", vec![VM, r(1), r(0), r(0)]),
            ],
        ),
        (
            "dyn_without_shape",
            vec![("vm.builtin.call_tir_dyn", vec![func(relu), r(0), r(0)])],
        ),
        (
            "dyn_of_bytecode",
            vec![("vm.builtin.call_tir_dyn", vec![func(second), r(0), c(dims)])],
        ),
        (
            "float_shape",
            vec![("vm.builtin.tensor_to_shape", vec![r(0)])],
        ),
        (
            "not_a_function",
            vec![("vm.builtin.check_func_info", vec![r(0), c(ctx)])],
        ),
        (
            "unknown_code",
            vec![
                ("vm.builtin.alloc_shape_heap", vec![VM, imm(1)]),
                (
                    "vm.builtin.match_prim_value",
                    vec![imm(1), r(1), imm(9), imm(0), c(ctx)],
                ),
            ],
        ),
    ];
    for (name, calls) in &cases {
        a.begin(name, &["x"], 2);
        for (callee, args) in calls {
            a.call_named(
                if *callee == "vm.builtin.check_func_info" {
                    VOID
                } else {
                    1
                },
                callee,
                args,
            );
        }
        a.ret(1);
        a.end();
    }
    let kernels = stand_in_kernels();
    let mut vm = VirtualMachine::from_executable(
        Arc::new(a.build()),
        &|name: &str| kernels.get(name).cloned(),
        VmOptions::default(),
    )
    .unwrap();
    let x = VmValue::tensor(
        &modlink::runtime::Tensor::from_slice(&[4], &[1.0f32, -2.0, 3.0, 4.0]).unwrap(),
    )
    .unwrap();
    let result = vm.call("bound", std::slice::from_ref(&x)).unwrap();
    assert_eq!(
        leaf_tensor(&result).unwrap().as_slice::<f32>().unwrap(),
        &[1.0, -2.0, 3.0, 4.0],
        "second(5, x) returns the captured x"
    );
    let expected = [
        (
            FaultKind::Type,
            "expects a closure or a function, got Tensor",
        ),
        (
            FaultKind::Type,
            "`relu`: a packed function, not a VM function",
        ),
        (FaultKind::ArgCount, "`second` takes 2 arguments, 3 given"),
        (
            FaultKind::Type,
            "the last argument must be a Shape, got Tensor",
        ),
        (FaultKind::Type, "call_tir_dyn of `second`"),
        (
            FaultKind::Type,
            "float32 tensor: it must be int16, int32 or int64",
        ),
        (
            FaultKind::Type,
            "ErrorContext(test): expect a Function but get Tensor",
        ),
        (FaultKind::Check, "unknown match_prim_value code 9"),
    ];
    for ((name, _), (kind, text)) in cases.iter().zip(expected) {
        match vm.call(name, std::slice::from_ref(&x)) {
            Err(VmError::Fault {
                function,
                kind: k,
                message,
                ..
            }) => {
                assert_eq!((k, function.as_str()), (kind, *name), "{message}");
                assert!(message.contains(text), "{name}: {message}");
            }
            other => panic!("{name}: {other:?}"),
        }
    }
}
