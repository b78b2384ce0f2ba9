//! Windows DLLs that never link with unresolved calls, and need no SDK.
//!
//! LLVM turns loops into `memset`/`memcpy`, math into `expf`/`tanhf`/…, big frames into
//! `__chkstk`, and kernels call the TVM runtime's C API. COFF has no "resolve at load time" for a
//! plain undefined symbol, so each needs an import: modlink writes the `.def` lists of
//! [`crate::target::windows`] next to the objects, turns them into import libraries with
//! lld-link's own librarian (`lld-link /lib /def:x.def /machine:M /out:x.lib`) and links with
//! them; the DLL then imports exactly what its code calls. `_fltused`, which MSVC's C runtime
//! defines, comes from a small object modlink writes. Before linking, the undefined symbols of
//! the objects are compared with the lists, so a symbol nothing provides is a
//! [`LinkError::Unresolved`] naming it and the object that needs it.

use super::{LinkCommand, LinkError, path_arg};
use crate::target::windows::{self, FLTUSED, IMPORT_LISTS, LINKER_DEFINED};
use crate::target::{Arch, TargetSpec};
use object::{Object, ObjectSymbol};
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// What a Windows link needs besides the user's objects: the librarian commands that make the
/// import libraries (run them first), the libraries, and the object defining `_fltused`.
#[derive(Debug)]
pub struct WindowsImports {
    /// `lld-link /lib /def:… /out:…`, one per import list.
    pub commands: Vec<LinkCommand>,
    /// The import libraries those commands write: extra link arguments.
    pub libraries: Vec<PathBuf>,
    /// The support object, to link with the others.
    pub support_object: PathBuf,
}

impl WindowsImports {
    /// The extra link arguments: the user's, then the import libraries (so the user's own
    /// import libraries come first).
    pub fn link_args(&self, user_args: &[OsString]) -> Vec<OsString> {
        let mut args = user_args.to_vec();
        args.extend(self.libraries.iter().map(|l| path_arg(l)));
        args
    }
}

/// Prepares the link of a Windows DLL from `objects` in `dir`: writes the support object and
/// the `.def` lists, and returns the librarian commands. When the user passes no extra linker
/// arguments (which could bring import libraries of their own, or `/FORCE:UNRESOLVED`), every
/// undefined symbol of the objects must be defined by another object, by lld-link, or by a list:
/// otherwise [`LinkError::Unresolved`].
pub fn prepare(
    program: &Path,
    target: &TargetSpec,
    objects: &[PathBuf],
    user_args: &[OsString],
    dir: &Path,
) -> Result<WindowsImports, LinkError> {
    let machine = windows::machine(target.arch()).ok_or_else(|| LinkError::Unsupported {
        flavor: super::LinkerFlavor::LldLink,
        program: program.display().to_string(),
        target: target.triple(),
        message: "modlink links Windows DLLs for x86_64, aarch64 and i686 only".into(),
    })?;
    let support_object = dir.join("modlink_fltused.obj");
    write(&support_object, &fltused_object(target)?)?;
    if user_args.is_empty() {
        let mut all = objects.to_vec();
        all.push(support_object.clone());
        let unresolved = unresolved_symbols(&all, target.arch())?;
        if !unresolved.is_empty() {
            return Err(LinkError::Unresolved {
                target: target.triple(),
                symbols: unresolved,
            });
        }
    }
    let mut commands = Vec::new();
    let mut libraries = Vec::new();
    for list in IMPORT_LISTS {
        let def = dir.join(format!("{}.def", list.stem()));
        let library = dir.join(format!("{}.lib", list.stem()));
        write(&def, list.def.as_bytes())?;
        let mut command = LinkCommand::new(program);
        command.tool("librarian");
        command.arg("/lib").arg(format!("/machine:{machine}"));
        command.arg_joined("/def:", def.as_os_str());
        command.arg_joined("/out:", library.as_os_str());
        commands.push(command);
        libraries.push(library);
    }
    Ok(WindowsImports {
        commands,
        libraries,
        support_object,
    })
}

/// The undefined symbols of `objects` that no object defines, lld-link does not define and no
/// import list provides, each as ``"`symbol` (object)"``, sorted by symbol.
pub fn unresolved_symbols(objects: &[PathBuf], arch: Arch) -> Result<Vec<String>, LinkError> {
    let mut defined = std::collections::BTreeSet::new();
    let mut undefined: BTreeMap<String, String> = BTreeMap::new();
    for path in objects {
        let bytes = std::fs::read(path).map_err(|source| LinkError::Io {
            path: path.display().to_string(),
            source,
        })?;
        let file = object::File::parse(bytes.as_slice()).map_err(|error| LinkError::Object {
            path: path.display().to_string(),
            message: error.to_string(),
        })?;
        let object_name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        for symbol in file.symbols() {
            let Ok(name) = symbol.name() else { continue };
            if name.is_empty() || symbol.is_local() {
                continue;
            }
            if symbol.is_undefined() {
                // A weak external has a default the linker falls back to.
                if !symbol.is_weak() {
                    undefined
                        .entry(name.to_string())
                        .or_insert_with(|| object_name.clone());
                }
            } else {
                defined.insert(name.to_string());
            }
        }
    }
    Ok(undefined
        .into_iter()
        .filter(|(symbol, _)| {
            let plain = symbol.strip_prefix("__imp_").unwrap_or(symbol);
            let c_name = windows::c_name(symbol, arch);
            !defined.contains(plain)
                && !LINKER_DEFINED.contains(&c_name)
                && windows::provider(c_name).is_none()
        })
        .map(|(symbol, object)| format!("`{symbol}` ({object})"))
        .collect())
}

/// The symbols an lld-link failure reports as undefined (`error: undefined symbol: name`), or
/// the failure itself when it reports none.
pub fn explain_failure(error: LinkError, target: &TargetSpec) -> LinkError {
    let LinkError::Failed { stderr, .. } = &error else {
        return error;
    };
    let symbols: Vec<String> = stderr
        .lines()
        .filter_map(|line| line.split_once("undefined symbol: "))
        .map(|(_, symbol)| format!("`{}`", symbol.trim()))
        .collect();
    if symbols.is_empty() {
        return error;
    }
    LinkError::Unresolved {
        target: target.triple(),
        symbols,
    }
}

/// A COFF object defining `_fltused` (MSVC's C runtime gives it the value 0x9875).
fn fltused_object(target: &TargetSpec) -> Result<Vec<u8>, LinkError> {
    let invalid = |message: String| LinkError::Object {
        path: "modlink_fltused.obj".into(),
        message,
    };
    let mut object = target
        .new_object()
        .map_err(|error| invalid(error.to_string()))?;
    // Names spelled out as they go into the symbol table (i686 prefixes C names with `_`).
    object.set_mangling(object::write::Mangling::None);
    let c_prefix = if target.arch() == Arch::X86 { "_" } else { "" };
    if target.arch() == Arch::X86 {
        // `@feat.00` bit 0: the object has no exception handlers, so /SAFESEH accepts it.
        object.add_symbol(object::write::Symbol {
            name: b"@feat.00".to_vec(),
            value: 1,
            size: 0,
            kind: object::SymbolKind::Data,
            scope: object::SymbolScope::Compilation,
            weak: false,
            section: object::write::SymbolSection::Absolute,
            flags: object::SymbolFlags::None,
        });
    }
    let section = object.section_id(object::write::StandardSection::Data);
    let offset = object.append_section_data(section, &0x9875u32.to_le_bytes(), 4);
    object.add_symbol(object::write::Symbol {
        name: format!("{c_prefix}{FLTUSED}").into_bytes(),
        value: offset,
        size: 4,
        kind: object::SymbolKind::Data,
        scope: object::SymbolScope::Linkage,
        weak: false,
        section: object::write::SymbolSection::Section(section),
        flags: object::SymbolFlags::None,
    });
    object.write().map_err(|error| invalid(error.to_string()))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), LinkError> {
    std::fs::write(path, bytes).map_err(|source| LinkError::Io {
        path: path.display().to_string(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failed(stderr: &str) -> LinkError {
        LinkError::Failed {
            tool: "linker",
            command: "lld-link-19 /DLL".into(),
            status: "exit status: 1".into(),
            stderr: stderr.into(),
        }
    }

    #[test]
    fn lld_link_undefined_symbol_lines_become_unresolved() {
        let target = TargetSpec::parse("x86_64-pc-windows-msvc").unwrap_or_else(|e| panic!("{e}"));
        let stderr = "lld-link: error: undefined symbol: no_such_function\n\
                      >>> referenced by lib1.o:(host_helper)\n\
                      lld-link: error: undefined symbol: other_one\n";
        match explain_failure(failed(stderr), &target) {
            LinkError::Unresolved { symbols, .. } => {
                assert_eq!(symbols, ["`no_such_function`", "`other_one`"]);
            }
            other => panic!("{other}"),
        }
        let other = explain_failure(failed("lld-link: error: could not open x.lib"), &target);
        assert!(matches!(other, LinkError::Failed { .. }), "{other}");
    }
}
