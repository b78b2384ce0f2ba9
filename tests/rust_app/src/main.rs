//! `modlink-rust-app LIB X.npy OUT.npy`: opens LIB with modlink's runtime, calls its Relax
//! `main` on X and writes the result to OUT.

use modlink::runtime::vm::{VirtualMachine, VmValue};
use modlink::runtime::{Library, npy};
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let [library, input, output] = args.as_slice() else {
        return Err("usage: modlink-rust-app LIB X.npy OUT.npy".into());
    };
    let library = Library::open(library)?;
    let mut vm = VirtualMachine::new(&library)?;
    let x = VmValue::tensor(&npy::read(input)?)?;
    let result = vm.call("main", &[x])?;
    let out = result
        .as_tensor()
        .ok_or("main returned a tuple")?
        .to_tensor()?;
    npy::write(output, &out)?;
    Ok(())
}
