//! The per-kind loader registry, the counterpart of TVM's `ffi.Module.load_from_bytes.<kind>`
//! globals (spec §1.4): what `Library::open` asks for each non-host module of a tree.
//!
//! It sits beside `host` and `vm` rather than in either: the host opens libraries without
//! knowing which executors exist, and the Relax VM's modules are the defaults this registry
//! falls back to for `relax.VMExecutable`, `relax.Executable` and `const_loader`.

use crate::runtime::host::{Loader, LoaderError, LoaderInput, RuntimeModule};
use std::collections::HashMap;
use std::sync::{Arc, PoisonError, RwLock};

static REGISTRY: RwLock<Option<HashMap<String, Arc<Loader>>>> = RwLock::new(None);

/// Registers (or replaces) the process-wide loader for modules of `kind`; libraries opened
/// afterwards use it. Registering a known device kind overrides the default stub.
pub fn register_loader(
    kind: impl Into<String>,
    loader: impl Fn(&LoaderInput<'_>) -> Result<Box<dyn RuntimeModule>, LoaderError>
    + Send
    + Sync
    + 'static,
) {
    let mut registry = REGISTRY.write().unwrap_or_else(PoisonError::into_inner);
    registry
        .get_or_insert_with(HashMap::new)
        .insert(kind.into(), Arc::new(loader));
}

/// Removes the loader registered for `kind`; returns whether there was one.
pub fn unregister_loader(kind: &str) -> bool {
    let mut registry = REGISTRY.write().unwrap_or_else(PoisonError::into_inner);
    registry
        .as_mut()
        .is_some_and(|map| map.remove(kind).is_some())
}

/// The loader for `kind`: the one registered for it, else modlink's default for the kinds the
/// Relax VM restores (`None` for every other kind: a device stub or an unknown kind).
pub(crate) fn loader_for(kind: &str) -> Option<Arc<Loader>> {
    let registered = {
        let registry = REGISTRY.read().unwrap_or_else(PoisonError::into_inner);
        registry.as_ref().and_then(|map| map.get(kind).cloned())
    };
    registered.or_else(|| crate::runtime::vm::default_loader(kind))
}
