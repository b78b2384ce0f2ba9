//! `modlink._native`: the Python package's native half. Reading and running TVM libraries and
//! Relax models through modlink's runtime (no TVM, no LLVM), and the packing and linking of
//! `modlink.export_library`. The public API is assembled in `modlink/__init__.py`.

mod errors;
mod export;
mod foreign;
mod inspect;
mod library;
mod vm;

use pyo3::prelude::*;

#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<library::Library>()?;
    module.add_class::<library::Function>()?;
    module.add_class::<vm::VirtualMachine>()?;
    module.add_class::<vm::VmFunction>()?;
    module.add_class::<foreign::OwnedTensor>()?;
    module.add_function(wrap_pyfunction!(library::load, module)?)?;
    module.add_function(wrap_pyfunction!(inspect::inspect_json, module)?)?;
    module.add_function(wrap_pyfunction!(export::export_native, module)?)?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
