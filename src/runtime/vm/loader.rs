//! Runtime modules for `relax.VMExecutable` (and `relax.Executable`) and `const_loader` blob
//! entries, so `Library::open` restores the trees current TVM writes without any registration.

use crate::module::Payload;
use crate::module::relax::{
    ConstLoader, KIND_CONST_LOADER, KIND_VM_EXECUTABLE, KIND_VM_EXECUTABLE_OLD, VmExecutable,
};
use crate::runtime::{Loader, LoaderError, LoaderInput, RuntimeModule, register_loader};
use std::any::Any;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

/// A Relax executable restored from a blob: the root of a model library. Make a
/// [`super::VirtualMachine`] to run it.
#[derive(Debug)]
pub struct ExecutableModule {
    kind: String,
    executable: Arc<VmExecutable>,
}

impl ExecutableModule {
    /// A module of `kind` holding `executable`.
    pub fn new(kind: impl Into<String>, executable: Arc<VmExecutable>) -> ExecutableModule {
        ExecutableModule {
            kind: kind.into(),
            executable,
        }
    }

    /// The decoded executable.
    pub fn executable(&self) -> &Arc<VmExecutable> {
        &self.executable
    }
}

impl RuntimeModule for ExecutableModule {
    fn kind(&self) -> &str {
        &self.kind
    }

    fn get_function(&self, _name: &str) -> Option<crate::runtime::Function> {
        // Bytecode functions run on a VirtualMachine, not as packed functions.
        None
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// TVM's `ConstLoaderModule`: named constants and which function symbols need them. Function
/// lookups pass through to its imports (the library searches them after this module), so a
/// kernel under a `const_loader` is found as TVM finds it.
#[derive(Debug)]
pub struct ConstLoaderModule {
    loader: Arc<ConstLoader>,
    /// Symbols whose `__init_<symbol>` has run (TVM's `initialized_`).
    initialized: Mutex<HashSet<String>>,
}

impl ConstLoaderModule {
    /// A module serving `loader`.
    pub fn new(loader: Arc<ConstLoader>) -> ConstLoaderModule {
        ConstLoaderModule {
            loader,
            initialized: Mutex::default(),
        }
    }

    /// The symbols whose constants have been handed to `__init_<symbol>` (locked while one is
    /// being initialised, so each runs once however many VMs are made).
    pub(crate) fn initialized(&self) -> &Mutex<HashSet<String>> {
        &self.initialized
    }

    /// The constants and the symbols that use them.
    pub fn constants(&self) -> &ConstLoader {
        &self.loader
    }

    /// The constants `symbol` needs before its first call, in stored order (TVM's
    /// `GetRequiredConstants`); `None` if the symbol needs none.
    pub fn required_constants(
        &self,
        symbol: &str,
    ) -> Option<Vec<&crate::module::relax::ConstantTensor>> {
        let (_, names) = self
            .loader
            .constants_by_symbol
            .iter()
            .find(|(s, _)| s == symbol)?;
        names
            .iter()
            .map(|name| {
                self.loader
                    .constants
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, tensor)| tensor)
            })
            .collect()
    }
}

impl RuntimeModule for ConstLoaderModule {
    fn kind(&self) -> &str {
        KIND_CONST_LOADER
    }

    fn get_function(&self, _name: &str) -> Option<crate::runtime::Function> {
        None
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The loader modlink uses by default for a Relax executable or const_loader entry; `None` for
/// other kinds.
pub(crate) fn default_loader(kind: &str) -> Option<Arc<Loader>> {
    matches!(
        kind,
        KIND_VM_EXECUTABLE | KIND_VM_EXECUTABLE_OLD | KIND_CONST_LOADER
    )
    .then(|| Arc::new(module_from_payload) as Arc<Loader>)
}

fn module_from_payload(input: &LoaderInput<'_>) -> Result<Box<dyn RuntimeModule>, LoaderError> {
    match input.typed {
        Payload::RelaxExecutable(executable) => Ok(Box::new(ExecutableModule::new(
            input.kind,
            Arc::new((**executable).clone()),
        ))),
        Payload::ConstLoader(loader) => {
            Ok(Box::new(ConstLoaderModule::new(Arc::new(loader.clone()))))
        }
        _ => Err(format!(
            "the `{}` payload of module {} was not decoded by the blob reader",
            input.kind, input.index
        )
        .into()),
    }
}

/// Registers modlink's loaders for `relax.VMExecutable`, `relax.Executable` and `const_loader`
/// explicitly (they are also used by default when no loader is registered for those kinds;
/// this restores them after a caller replaced them).
pub fn register_loaders() {
    for kind in [
        KIND_VM_EXECUTABLE,
        KIND_VM_EXECUTABLE_OLD,
        KIND_CONST_LOADER,
    ] {
        register_loader(kind, module_from_payload);
    }
}
