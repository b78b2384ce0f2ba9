//! Which undefined symbols of a library something will provide when it is loaded, and which
//! nothing will: `modlink check` reports the second kind, and `crate::runtime` refuses to open
//! a library that has one (the dynamic loader would otherwise stop the process at the first
//! call, or at `dlopen` with `RTLD_NOW`). Both use [`resolve`], so they agree.
//!
//! A symbol is provided by the runtime (the caller says which names it defines: the TVM C API
//! entry points its process exports), else by the first library of the lookup scope the FILE
//! declares that defines it: its `DT_NEEDED` libraries, breadth first, found the way `ld.so`
//! finds them (`ld_search`), then the dynamic loader, which every dynamically linked process
//! has. Nothing else is assumed: a library calling `expf` without naming `libm.so.6` fails to
//! load into a process that does not happen to have libm already (a Rust program that never
//! calls it), so it is reported, whatever the process checking it has loaded (docs/runtime.md,
//! "What a library must declare"). Weak undefined symbols are optional: the loader binds them
//! to null.
//!
//! The answer is decided only for an ELF shared library of this host's architecture on Linux,
//! where the host's libraries are the ones that will be loaded; for another architecture or
//! format [`Resolution::undecided`] says why and nothing is called unresolved.

use super::ld_search::{LibrarySymbols, Requester, find_library};
use super::locate::{FileFormat, Located};
use crate::target::Arch;
use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The dynamic loader, by ELF machine: the one library every dynamically linked process has
/// whatever the library declares (its own symbols, such as `__tls_get_addr`, need no
/// `DT_NEEDED`).
const INTERPRETERS: &[(u16, &str)] = &[
    (goblin::elf::header::EM_X86_64, "ld-linux-x86-64.so.2"),
    (goblin::elf::header::EM_AARCH64, "ld-linux-aarch64.so.1"),
    (goblin::elf::header::EM_RISCV, "ld-linux-riscv64-lp64d.so.1"),
];
/// At most this many libraries are read for one lookup scope, and at most this many names
/// searched for (a hostile file may list a million `DT_NEEDED` entries).
const MAX_SCOPE: usize = 256;
const MAX_SEARCHES: usize = 4096;

/// Who provides an undefined symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provider {
    /// The runtime loading the library.
    Runtime,
    /// A library of the lookup scope, at this path.
    Library(PathBuf),
}

/// One undefined symbol and what provides it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedSymbol {
    /// The name as C spells it.
    pub name: String,
    /// Only referenced weakly: optional.
    pub weak: bool,
    /// Who provides it; `None` when nothing does (or when [`Resolution::undecided`]).
    pub provider: Option<Provider>,
}

/// What [`resolve`] found for every undefined symbol of a library.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resolution {
    /// Every undefined symbol, in [`Located::undefined_symbols`] order.
    pub symbols: Vec<ResolvedSymbol>,
    /// `DT_NEEDED` libraries the loader's search path does not hold.
    pub missing_libraries: Vec<String>,
    /// Why the libraries of the lookup scope could not be known (another architecture or
    /// format than this host's); `None` when they were.
    pub undecided: Option<String>,
}

impl Resolution {
    /// The non-weak undefined symbols nothing provides, sorted (empty when undecided).
    pub fn unresolved(&self) -> Vec<&str> {
        if self.undecided.is_some() {
            return Vec::new();
        }
        self.symbols
            .iter()
            .filter(|symbol| !symbol.weak && symbol.provider.is_none())
            .map(|symbol| symbol.name.as_str())
            .collect()
    }
}

/// Resolves the undefined symbols of `located`; `runtime_provides` says which names the
/// runtime loading it defines.
pub fn resolve(located: &Located, runtime_provides: &dyn Fn(&str) -> bool) -> Resolution {
    let scope = lookup_scope(located);
    let (scope, missing_libraries, undecided) = match scope {
        Ok((scope, missing)) => (scope, missing, None),
        Err(reason) => (Vec::new(), Vec::new(), Some(reason)),
    };
    let symbols = located
        .undefined_symbols
        .iter()
        .map(|name| {
            // A linked file's static symbol table spells a versioned reference `expf@GLIBC_2.27`;
            // the definition is looked up by its name (`@` is in no C identifier).
            let bare = name.split_once('@').map_or(name.as_str(), |(bare, _)| bare);
            let provider = if runtime_provides(bare) {
                Some(Provider::Runtime)
            } else {
                scope
                    .iter()
                    .find(|library| library.defined.contains(bare))
                    .map(|library| Provider::Library(library.path.clone()))
            };
            ResolvedSymbol {
                name: name.clone(),
                weak: located.weak_undefined_symbols.contains(name),
                provider,
            }
        })
        .collect();
    Resolution {
        symbols,
        missing_libraries,
        undecided,
    }
}

/// The libraries whose symbols a loaded `located` can bind to, in lookup order, and the
/// `DT_NEEDED` names not found; `Err` says why they cannot be known here.
type Scope = (Vec<Arc<LibrarySymbols>>, Vec<String>);

fn lookup_scope(located: &Located) -> Result<Scope, String> {
    let image = located.image.as_ref();
    let machine = image.and_then(|image| image.elf_machine);
    let (Some(image), Some(machine)) = (image, machine) else {
        return Err(match image {
            None => format!(
                "the {} is linked before it is loaded, so its symbols resolve then",
                located.object_format
            ),
            Some(_) if located.object_format == FileFormat::Pe => {
                "a PE image names the DLL of each import, which the import findings judge".into()
            }
            Some(_) => format!(
                "the libraries a {} image loads are not searched here",
                located.object_format
            ),
        });
    };
    if located.object_format != FileFormat::Elf
        || !cfg!(target_os = "linux")
        || located.family.is_none()
        || located.family != Arch::host()
        || !located.triple_guess.contains("linux")
    {
        return Err(format!(
            "the file is for {}, not this host: its libraries are the target's, not these",
            located.triple_guess
        ));
    }
    let origin = located
        .path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let mut scope: Vec<Arc<LibrarySymbols>> = Vec::new();
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let mut missing = Vec::new();
    // Breadth first, as the loader builds a library's lookup scope.
    let mut queue: VecDeque<(String, Option<Arc<LibrarySymbols>>)> = image
        .needed
        .iter()
        .map(|name| (name.clone(), None))
        .collect();
    let interpreter = INTERPRETERS
        .iter()
        .find(|(em, _)| *em == machine.0)
        .map(|(_, name)| *name);
    let mut searches = 0;
    while let Some((name, requested_by)) = queue.pop_front() {
        searches += 1;
        if scope.len() >= MAX_SCOPE || searches > MAX_SEARCHES {
            break;
        }
        let requester = match &requested_by {
            Some(library) => Requester {
                rpath: &library.rpath,
                runpath: &library.runpath,
                origin: library.path.parent().unwrap_or(Path::new("/")),
            },
            None => Requester {
                rpath: &image.rpath,
                runpath: &image.runpath,
                origin: &origin,
            },
        };
        match find_library(&name, &requester, machine) {
            Some(library) if seen.insert(library.path.clone()) => {
                queue.extend(
                    library
                        .needed
                        .iter()
                        .map(|needed| (needed.clone(), Some(library.clone()))),
                );
                scope.push(library);
            }
            Some(_) => {}
            None if requested_by.is_none() => missing.push(name),
            // A dependency's own missing dependency fails its load the same way, which the
            // loader reports by name; only the library's direct needs are listed here.
            None => {}
        }
    }
    let no_paths = Requester {
        rpath: &[],
        runpath: &[],
        origin: Path::new("/"),
    };
    if let Some(name) = interpreter
        && let Some(library) = find_library(name, &no_paths, machine)
        && seen.insert(library.path.clone())
    {
        scope.push(library);
    }
    Ok((scope, missing))
}
