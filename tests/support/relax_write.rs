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
