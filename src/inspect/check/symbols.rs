//! The symbol findings of [`super::check`]: for each undefined symbol, who provides it
//! ([`crate::inspect::unresolved`], the same analysis the runtime refuses libraries by).

use super::{Report, Runtime};
use crate::inspect::locate::{FileFormat, Located};
use crate::inspect::unresolved::{Provider, resolve};
use std::path::Path;

/// The C name of a symbol: Mach-O spells runtime entry points with a leading underscore.
fn c_name(symbol: &str) -> &str {
    symbol
        .strip_prefix('_')
        .filter(|s| s.starts_with("TVM"))
        .unwrap_or(symbol)
}

/// The `DT_NEEDED` names of the file, for a message.
fn declared(located: &Located) -> String {
    match located.image.as_ref().map(|image| image.needed.as_slice()) {
        Some(needed) if !needed.is_empty() => format!("DT_NEEDED: {}", needed.join(", ")),
        _ => "it declares none".to_string(),
    }
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
                "symbol `{name}`: weak, so optional: no library the file declares provides it, \
                 so the library sees a null address unless the process defines it"
            )),
            None if name.starts_with("TVM") => out.fail(format!(
                "symbol `{name}`: needed from the runtime, but {runtime} does not provide it"
            )),
            // A PE image's imports name their DLLs: the import findings judge them.
            None if located.object_format == FileFormat::Pe => {}
            None if resolution.undecided.is_some() => out.note(format!(
                "symbol `{name}`: must come from a library the file declares (DT_NEEDED), not \
                 from {runtime}"
            )),
            None => out.fail(format!(
                "symbol `{name}`: undefined and nothing provides it: not {runtime}, not a library \
                 the file declares ({}), not the dynamic loader; a process that happens to have \
                 it loaded is not enough: link the file with the library defining it (libm's \
                 functions: `-lm`, after `-Wl,--no-as-needed`)",
                declared(located)
            )),
        }
    }
}
