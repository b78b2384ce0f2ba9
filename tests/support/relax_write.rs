//! Relax executables into libraries for tests: an independent payload encoder written from
//! `shared/spec/relax-vm.md` §2 (V2 magic, TVM 0.22+ constant tags), and a helper that links a
//! payload with a `_lib` of modlink kernels.

use modlink::codegen::{self, CodegenOptions};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::module::relax::{Constant, VmExecutable};
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::target::TargetSpec;
use std::path::Path;

fn put_str(out: &mut Vec<u8>, s: &str) {
    out.extend((s.len() as u64).to_le_bytes());
    out.extend(s.as_bytes());
}

fn put_i64s(out: &mut Vec<u8>, values: &[i64]) {
    out.extend((values.len() as u64).to_le_bytes());
    for v in values {
        out.extend(v.to_le_bytes());
    }
}

/// The payload bytes of `exe` (V2 magic, scope count 0, 0.22+ tags).
pub fn encode_payload(exe: &VmExecutable) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend(0xD225_DE2F_4214_151Eu64.to_le_bytes());
    put_str(&mut out, &exe.version);
    out.extend((exe.functions.len() as u64).to_le_bytes());
    for f in &exe.functions {
        out.extend(f.kind.code().to_le_bytes());
        put_str(&mut out, &f.name);
        for v in [f.start_instr, f.end_instr, f.num_args, f.register_file_size] {
            out.extend(v.to_le_bytes());
        }
        out.extend((f.param_names.len() as u64).to_le_bytes());
        for p in &f.param_names {
            put_str(&mut out, p);
        }
    }
    out.extend(0u64.to_le_bytes());
    out.extend((exe.constants.len() as u64).to_le_bytes());
    for c in &exe.constants {
        match c {
            Constant::Tensor(t) => {
                out.extend(70i32.to_le_bytes());
                out.extend(0xDD5E_40F0_96B4_A13Fu64.to_le_bytes());
                out.extend(0u64.to_le_bytes());
                out.extend(t.device_type.to_le_bytes());
                out.extend(t.device_id.to_le_bytes());
                out.extend((t.shape.len() as i32).to_le_bytes());
                out.extend([t.dtype.code, t.dtype.bits]);
                out.extend(t.dtype.lanes.to_le_bytes());
                for d in &t.shape {
                    out.extend(d.to_le_bytes());
                }
                out.extend((t.data.len() as i64).to_le_bytes());
                out.extend(&t.data[..]);
            }
            Constant::Shape(dims) => {
                out.extend(69i32.to_le_bytes());
                put_i64s(&mut out, dims);
            }
            Constant::Str(s) => {
                out.extend(65i32.to_le_bytes());
                put_str(&mut out, s);
            }
            Constant::Int(v) => {
                out.extend(1i32.to_le_bytes());
                out.extend(v.to_le_bytes());
            }
            Constant::Float(v) => {
                out.extend(3i32.to_le_bytes());
                out.extend(v.to_le_bytes());
            }
            Constant::DataType(d) => {
                out.extend(5i32.to_le_bytes());
                out.extend([d.code, d.bits]);
                out.extend(d.lanes.to_le_bytes());
            }
        }
    }
    put_i64s(&mut out, &exe.instr_offsets);
    put_i64s(&mut out, &exe.instr_data);
    out
}

/// Compiles `kir` for the host and writes `out`: a library whose root is `relax.VMExecutable`
/// holding `payload`, with `_lib` (the kernels) imported.
pub fn link_relax_library(payload: Vec<u8>, kir: &str, out: &Path) {
    let target = TargetSpec::host().unwrap();
    let program = modlink::ir::parse(kir, "kernels.kir").unwrap();
    let host = codegen::compile(&program, &target, &CodegenOptions::default()).unwrap();
    let mut graph = ModuleGraph::new();
    let root = graph.add(
        "relax.VMExecutable",
        Payload::Opaque(bytes::Bytes::from(payload)),
    );
    let lib = graph.add(LIB_KEY, Payload::Lib);
    graph.import(root, lib);
    let inputs = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![host.bytes],
    };
    export_library(&inputs, out, &ExportOptions::new(target)).unwrap();
}

/// Runs `main` of the Relax library at `lib` in the Python at `python` (a TVM with a Relax VM)
/// once per input (`(shape, values)`), returning the outputs as f32.
pub fn run_in_tvm(
    python: &Path,
    lib: &Path,
    inputs: &[(Vec<i64>, Vec<f32>)],
    dir: &Path,
) -> Vec<Vec<f32>> {
    let mut files = Vec::new();
    for (index, (shape, values)) in inputs.iter().enumerate() {
        let path = dir.join(format!("input{index}.bin"));
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        std::fs::write(&path, bytes).unwrap();
        files.push((path.display().to_string(), shape.clone()));
    }
    let inputs_py: Vec<String> = files
        .iter()
        .map(|(path, shape)| format!("({path:?}, {shape:?})"))
        .collect();
    let script = format!(
        r#"
import json, numpy as np, tvm
from tvm import relax
vm = relax.VirtualMachine(tvm.runtime.load_module({lib:?}), tvm.cpu())
outs = []
for path, shape in [{inputs}]:
    x = np.fromfile(path, dtype="<f4").reshape(shape)
    y = vm["main"](tvm.runtime.tensor(x))
    outs.append([float(v) for v in y.numpy().ravel()])
print(json.dumps(outs))
"#,
        lib = lib.display().to_string(),
        inputs = inputs_py.join(", ")
    );
    let path = dir.join("run_model.py");
    std::fs::write(&path, script).unwrap();
    let out = std::process::Command::new(python)
        .arg(&path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{} failed on {}: {}\n{stdout}\n{}",
        python.display(),
        lib.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let last = stdout.lines().last().unwrap_or("");
    serde_json::from_str(last).unwrap_or_else(|e| panic!("bad JSON `{last}`: {e}"))
}

/// Runs `main` of the Relax library at `lib` in modlink's VM.
pub fn run_in_modlink_vm(lib: &Path, shape: &[i64], values: &[f32]) -> Vec<f32> {
    use modlink::runtime::vm::{VirtualMachine, VmValue, leaf_tensor};
    use modlink::runtime::{Library, Tensor};
    let library = Library::open(lib).unwrap();
    let mut vm = VirtualMachine::new(&library).unwrap();
    let input = VmValue::tensor(&Tensor::from_slice(shape, values).unwrap()).unwrap();
    let result = vm.call("main", &[input]).unwrap();
    let tensor = leaf_tensor(&result).unwrap();
    tensor.as_slice::<f32>().unwrap().to_vec()
}

/// Asserts `got` equals `want` within a relative tolerance of 1e-4 (absolute below 1e-2).
pub fn assert_close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let tolerance = 1e-4 * w.abs().max(1e-2);
        assert!((g - w).abs() <= tolerance, "{what}[{i}]: got {g}, want {w}");
    }
}
