//! `const_loader`'s part in making a VM: before a kernel's first lookup, each `const_loader`
//! listing constants for that symbol hands them to `__init_<symbol>` of one of its direct
//! imports, as an `ffi::Array<Tensor>` (TVM's `ConstLoaderModuleNode::InitSubModule`). This is
//! how an external-codegen module (BYOC) receives the weights it was compiled against.

use super::error::VmError;
use super::loader::ConstLoaderModule;
use crate::module::relax::{VmExecutable, VmFunctionKind};
use crate::runtime::{ArrayTensor, Library};

/// Initialises every packed function of `exe` that a `const_loader` of `library` lists, once
/// per loaded library.
pub(crate) fn initialize_kernels(library: &Library, exe: &VmExecutable) -> Result<(), VmError> {
    for function in &exe.functions {
        if function.kind == VmFunctionKind::Packed {
            initialize_symbol(library, &function.name)?;
        }
    }
    Ok(())
}

fn initialize_symbol(library: &Library, symbol: &str) -> Result<(), VmError> {
    let error = |message: String| VmError::ConstantInit {
        symbol: symbol.to_owned(),
        message,
    };
    let init_name = format!("__init_{symbol}");
    for index in 0..library.module_kinds().len() {
        let Some(loader) = library
            .module(index)
            .and_then(|m| m.as_any().downcast_ref::<ConstLoaderModule>())
        else {
            continue;
        };
        let Some(constants) = loader.required_constants(symbol) else {
            continue;
        };
        let mut initialized = loader
            .initialized()
            .lock()
            .map_err(|_| error("a previous initialisation panicked".into()))?;
        if initialized.contains(symbol) {
            continue;
        }
        // TVM asks each direct import for the init function, without searching theirs.
        let init = library
            .imports(index)
            .iter()
            .find_map(|&import| library.module(import)?.get_function(&init_name));
        if let Some(init) = init {
            let tensors: Vec<ArrayTensor<'_>> = constants
                .iter()
                .map(|constant| ArrayTensor {
                    dtype: constant.dtype,
                    shape: &constant.shape,
                    data: &constant.data,
                })
                .collect();
            let code = init
                .call_with_tensor_array(&tensors)
                .map_err(|e| error(e.to_string()))?;
            if code != 0 {
                return Err(error(format!("it returned {code}, not 0")));
            }
        }
        initialized.insert(symbol.to_owned());
    }
    Ok(())
}
