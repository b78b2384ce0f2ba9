//! Checks made before a library is ever mapped for execution, from the facts the locator read
//! in its one parse of the file: it must be a shared library built for this host's
//! architecture, no segment may be both writable and executable (as IREE's ELF loader
//! refuses them: such a segment is a code-injection surface), and every non-weak undefined
//! symbol must have a provider.

use crate::inspect::locate::{FileFormat, Located};
use crate::runtime::RuntimeError;
use crate::target::Arch;
use std::path::Path;

/// The architecture name modlink uses for this host (Rust's `std::env::consts::ARCH`, which
/// matches the locator's names: `x86_64`, `aarch64`, `riscv64`, `arm`, `x86`, …).
pub fn host_arch() -> &'static str {
    std::env::consts::ARCH
}

/// Refuses the located file at `path` unless it is a shared library for this host's
/// architecture without writable+executable segments.
pub(crate) fn check_library(path: &Path, located: &Located) -> Result<(), RuntimeError> {
    let not_a_library = |message: String| RuntimeError::NotALibrary {
        path: path.display().to_string(),
        message,
    };
    if !matches!(
        located.object_format,
        FileFormat::Elf | FileFormat::MachO | FileFormat::Pe
    ) {
        return Err(not_a_library(format!(
            "a {} holds objects, not a loadable image; link it into a shared library first",
            located.object_format
        )));
    }
    // This host's loader reads one format; another one's library fails inside `dlopen` with
    // the loader's own wording (`invalid ELF header` for a DLL on Linux).
    let host_format = if cfg!(target_os = "windows") {
        FileFormat::Pe
    } else if cfg!(target_vendor = "apple") {
        FileFormat::MachO
    } else {
        FileFormat::Elf
    };
    if located.object_format != host_format {
        return Err(not_a_library(format!(
            "a {} image ({}), and this host loads {} libraries only; run it on its own \
             platform, or build it for this host",
            located.object_format, located.triple_guess, host_format
        )));
    }
    if located.family.is_none() || located.family != Arch::host() {
        return Err(RuntimeError::ArchMismatch {
            path: path.display().to_string(),
            file_arch: located.arch.clone(),
            host_arch: host_arch().into(),
        });
    }
    let Some(image) = &located.image else {
        return Err(not_a_library(
            "a relocatable object, not a loadable image; link it into a shared library first"
                .into(),
        ));
    };
    if let Some(message) = &image.not_shared_library {
        return Err(not_a_library(message.clone()));
    }
    if let Some((segment, address)) = image.writable_executable {
        return Err(RuntimeError::WritableExecutable {
            path: path.display().to_string(),
            segment,
            address,
        });
    }
    Ok(())
}

/// Refuses `located` when it needs non-weak symbols nothing will provide: modlink's runtime
/// entry points and the TVM C API this process's global scope exports count as providers,
/// besides the libraries the file declares, as [`crate::inspect::unresolved::resolve`] finds
/// them (so `modlink check --runtime modlink` agrees). A C library or libm function the file
/// does not declare is refused even when this process happens to have it loaded: the same file
/// would die in a process that does not (docs/runtime.md, "What a library must declare").
pub(crate) fn check_resolvable(path: &Path, located: &Located) -> Result<(), RuntimeError> {
    let provided = |name: &str| {
        crate::abi::entry_points::RUNTIME_EXPORTS.contains(&name)
            || (name.starts_with("TVM") && super::dynlib::globally_visible(name))
    };
    let resolution = crate::inspect::unresolved::resolve(located, &provided);
    let unresolved = resolution.unresolved();
    if unresolved.is_empty() {
        return Ok(());
    }
    Err(RuntimeError::UnresolvedSymbols {
        path: path.display().to_string(),
        symbols: unresolved.iter().map(|name| name.to_string()).collect(),
    })
}

/// Why modlink cannot run a library whose tree holds a Relax executable its VM refuses by
/// kind (an unknown function kind; compiled mode runs); `None` otherwise.
pub(crate) fn compiled_mode_reason(located: &Located) -> Option<String> {
    let tree = located.tree().ok()?;
    tree.nodes
        .iter()
        .enumerate()
        .find_map(|(index, node)| match &node.payload {
            crate::module::Payload::RelaxExecutable(executable) => match executable.verify() {
                Err(error @ crate::module::relax_verify::VerifyError::Unsupported { .. }) => {
                    Some(format!(
                        "module [{index}] {}: {error}; the library also imports runtime \
                         functions modlink does not provide",
                        node.kind
                    ))
                }
                _ => None,
            },
            _ => None,
        })
}
