//! Which exported symbols are host functions a TVM loader can look up, and which symbols a
//! file still needs from elsewhere.

use crate::blob::Layout;
use crate::object_file::read::view::{ObjectView, SymbolKind};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// Prefix of an exported packed function in the current ABI (spec §1.1).
pub(crate) const FUNCTION_PREFIX: &str = "__tvm_ffi_";
/// The legacy entry: a constant holding the entry function's name (spec §4.2).
const LEGACY_MAIN: &str = "__tvm_main__";
/// TVM 0.21's blob and context names, which carry the function prefix with one underscore
/// but are data, not functions.
const TRANSITION_DATA: [&str; 2] = ["library_bin", "library_ctx"];
/// Start-up and tear-down code every ELF shared object exports.
const RUNTIME_SUPPORT: [&str; 3] = ["_init", "_fini", "_start"];

/// The functions a loader can look up, sorted: `__tvm_ffi_<name>` as `<name>`, or for a
/// legacy library the raw exported function names plus `__tvm_main__`.
pub(super) fn host_functions(views: &[&ObjectView], layout: Option<Layout>) -> Vec<String> {
    let exported = || {
        views
            .iter()
            .flat_map(|view| view.symbols.iter())
            .filter(|symbol| symbol.exported && symbol.kind != SymbolKind::Data)
    };
    let defines = |name: &str| {
        views
            .iter()
            .any(|view| view.symbols.iter().any(|symbol| symbol.name == name))
    };
    let current: BTreeSet<String> = exported()
        .filter_map(|symbol| symbol.name.strip_prefix(FUNCTION_PREFIX))
        .filter(|name| {
            // Double-underscore names (`__tvm_ffi__library_ctx`, `__tvm_ffi__metadata_f`, …)
            // are not functions a caller can look up.
            !name.is_empty() && !name.starts_with('_') && !TRANSITION_DATA.contains(name)
        })
        .map(str::to_string)
        .collect();
    let legacy = match layout {
        Some(Layout::Legacy) => true,
        Some(Layout::Current) => false,
        // Host-only libraries have no blob to tell; a legacy one has the legacy entry.
        None => current.is_empty() && defines(LEGACY_MAIN),
    };
    if !legacy {
        return current.into_iter().collect();
    }
    let mut names: BTreeSet<String> = exported()
        .map(|symbol| symbol.name.as_str())
        .filter(|name| {
            !name.starts_with("__tvm")
                && !name.starts_with("__TVM")
                // A multi-level library's level bodies and level query are not entries.
                && !name.starts_with("__modlink")
                && crate::target::cpu_levels::split_level_symbol(name).is_none()
                && !RUNTIME_SUPPORT.contains(name)
                && Layout::from_symbol(name).is_none()
        })
        .map(str::to_string)
        .collect();
    if defines(LEGACY_MAIN) {
        names.insert(LEGACY_MAIN.to_string());
    }
    names.into_iter().collect()
}

/// The CPU levels of each multi-level kernel (exported bodies `<kernel>_c.<level>`), levels
/// lowest first.
pub(super) fn kernel_cpu_levels(views: &[&ObjectView]) -> BTreeMap<String, Vec<String>> {
    let mut levels: BTreeMap<String, BTreeSet<crate::target::cpu_levels::CpuLevel>> =
        BTreeMap::new();
    for symbol in views.iter().flat_map(|view| view.symbols.iter()) {
        if symbol.exported
            && symbol.kind != SymbolKind::Data
            && let Some((kernel, level)) =
                crate::target::cpu_levels::split_level_symbol(&symbol.name)
        {
            levels.entry(kernel.to_string()).or_default().insert(level);
        }
    }
    levels
        .into_iter()
        .map(|(kernel, levels)| {
            let names = levels.iter().map(|l| l.name().to_string()).collect();
            (kernel, names)
        })
        .collect()
}

/// Names referenced but defined by none of the file's objects, sorted.
pub(super) fn undefined_symbols(views: &[&ObjectView]) -> Vec<String> {
    let defined: HashSet<&str> = views
        .iter()
        .flat_map(|view| view.symbols.iter())
        .filter(|symbol| symbol.exported)
        .map(|symbol| symbol.name.as_str())
        .collect();
    let mut undefined: Vec<String> = views
        .iter()
        .flat_map(|view| view.undefined.iter())
        .filter(|name| !defined.contains(name.as_str()))
        .cloned()
        .collect();
    undefined.sort_unstable();
    undefined.dedup();
    undefined
}

/// Those of [`undefined_symbols`] that every reference names weakly, sorted: a loader binds
/// them to null when nothing defines them, so they are optional.
pub(super) fn weak_undefined_symbols(views: &[&ObjectView], undefined: &[String]) -> Vec<String> {
    undefined
        .iter()
        .filter(|name| {
            let mut references = views.iter().filter(|view| view.undefined.contains(name));
            references.all(|view| view.weak_undefined.contains(name))
        })
        .cloned()
        .collect()
}
