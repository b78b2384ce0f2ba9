//! Runs a model TVM compiled (`tvm.compile(relax_mod, target="llvm").export_library(...)`) with
//! no TVM installed: `cargo run --example run_relax -- LIB.so X.npy [OUT.npy]`
//! (default: the TVM 0.27 `mlp` fixture).

use modlink::runtime::vm::{VirtualMachine, VmValue};
use modlink::runtime::{Library, npy};
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let fixtures =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/fixtures/tvm-0.27/relax");
    let mut args = std::env::args_os().skip(1).map(PathBuf::from);
    let lib_path = args.next().unwrap_or_else(|| fixtures.join("mlp.so"));
    let x_path = args
        .next()
        .unwrap_or_else(|| fixtures.join("mlp.main.0.x.npy"));

    let library = Library::open(&lib_path)?; // root: relax.VMExecutable, kernels in _lib
    let mut vm = VirtualMachine::new(&library)?; // every kernel and builtin name resolved here
    println!(
        "functions: {:?}, main takes {:?}",
        vm.function_names(),
        vm.param_names("main")
    );

    let x = VmValue::tensor(&npy::read(&x_path)?)?; // copied once into 64-byte aligned storage
    let result = vm.call("main", &[x])?; // tuples come back as VmValue::Tuple
    let out = result
        .as_tensor()
        .ok_or("main returned a tuple")?
        .to_tensor()?;
    println!("out {:?}: {:?}", out.shape(), out.as_slice::<f32>()?);
    if let Some(path) = args.next() {
        npy::write(&path, &out)?;
    }
    Ok(())
}
