//! The README's quick start: compile kernels, export one library, open it and call a kernel.
//! Run with `cargo run --example quickstart` (writes `libk.so` in a temporary directory).

use modlink::runtime::{Arg, Library, Tensor};
use modlink::{codegen, export, ir, module, target::TargetSpec};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let out = dir.path().join("libk.so");
    let source = include_str!("kernels.kir");

    // Export: kernels → one library.
    let target = TargetSpec::host()?;
    let program = ir::parse(source, "kernels.kir")?;
    let host = codegen::compile(&program, &target, &codegen::CodegenOptions::default())?;
    let mut graph = module::ModuleGraph::new();
    graph.add(module::LIB_KEY, module::Payload::Lib);
    let inputs = export::ExportInputs {
        tree: graph.to_tree()?,
        host_objects: vec![host.bytes],
    };
    export::export_library(&inputs, &out, &export::ExportOptions::new(target))?;

    // Load and call, with no TVM installed.
    let lib = Library::open(&out)?;
    let vadd = lib.get_function("vadd")?;
    let mut a = Tensor::from_slice(&[3], &[1f32, 2., 3.])?;
    let mut b = Tensor::from_slice(&[3], &[4f32, 5., 6.])?;
    let mut c = Tensor::zeros(modlink::ir::DType::F32, &[3])?;
    vadd.call(&mut [Arg::from(&mut a), Arg::from(&mut b), Arg::from(&mut c)])?;
    let sum = c.as_slice::<f32>()?;
    assert_eq!(sum, &[5.0, 7.0, 9.0]);
    println!("vadd([1, 2, 3], [4, 5, 6]) = {sum:?}");
    Ok(())
}
