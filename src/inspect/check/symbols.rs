//! The symbol findings of [`super::check`]: for each undefined symbol, who provides it
//! ([`crate::inspect::unresolved`], the same analysis the runtime refuses libraries by).

use super::{Report, Runtime};
use crate::inspect::locate::{Located, ObjectFormat};
use crate::inspect::unresolved::{Provider, resolve};
use std::path::Path;

/// The C name of a symbol: Mach-O spells runtime entry points with a leading underscore.
fn c_name(symbol: &str) -> &str {
    symbol
        .strip_prefix('_')
        .filter(|s| s.starts_with("TVM"))
        .unwrap_or(symbol)
}

pub(super) fn check_symbols(located: &Located, runtime: Runtime, out: &mut Report) {
    let resolution = resolve(located, &|name| runtime.provides(c_name(name)));
    if let Some(reason) = &resolution.undecided
        && !resolution.symbols.is_empty()
    {
        out.note(format!(
            "symbols: which libraries provide them is not decided here: {reason}"
        ));
    }
    for library in &resolution.missing_libraries {
        out.fail(format!(
            "library `{library}`: needed (DT_NEEDED) but not on the loader's search path \
             (DT_RPATH/DT_RUNPATH, LD_LIBRARY_PATH, /etc/ld.so.cache, the default directories)"
        ));
    }
    for symbol in &resolution.symbols {
        let name = c_name(&symbol.name);
        match &symbol.provider {
            Some(Provider::Runtime) => out.ok(format!("symbol `{name}`: provided by {runtime}")),
            Some(Provider::Library(path)) => {
                let file = path.file_name().map(Path::new).unwrap_or(path);
                out.ok(format!(
                    "symbol `{name}`: provided by {} ({})",
                    file.display(),
                    path.display()
                ));
            }
            None if symbol.weak && name.starts_with("TVM") => out.note(format!(
                "symbol `{name}`: weak, so optional: {runtime} does not provide it and the \
                 library sees a null address"
            )),
            None if symbol.weak && resolution.undecided.is_some() => out.note(format!(
                "symbol `{name}`: weak, so optional: the library sees a null address unless the \
                 process provides it"
            )),
            None if symbol.weak => out.note(format!(
                "symbol `{name}`: weak, so optional: nothing provides it and the library sees a \
                 null address"
            )),
            None if name.starts_with("TVM") => out.fail(format!(
                "symbol `{name}`: needed from the runtime, but {runtime} does not provide it"
            )),
            // A PE image's imports name their DLLs: the import findings judge them.
            None if located.object_format == ObjectFormat::Pe => {}
            None if resolution.undecided.is_some() => out.note(format!(
                "symbol `{name}`: must come from the process (libc, libm, …), not from {runtime}"
            )),
            None => out.fail(format!(
                "symbol `{name}`: undefined and nothing provides it (not {runtime}, not a \
                 DT_NEEDED library, not libc/libm): the dynamic loader would stop the process at \
                 its first use"
            )),
        }
    }
}
