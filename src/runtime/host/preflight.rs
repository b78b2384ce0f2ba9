//! Checks made on a library's bytes before it is ever mapped for execution: it must be a
//! shared library built for this host's architecture (as the locator read its headers), and
//! no segment may be both writable and executable (as IREE's ELF loader refuses them: such a
//! segment is a code-injection surface).

use crate::inspect::locate::{Located, ObjectFormat};
use crate::runtime::RuntimeError;
use goblin::Object;
use goblin::elf::program_header::{PF_W, PF_X, PT_LOAD};
use std::path::Path;

/// The architecture name modlink uses for this host (Rust's `std::env::consts::ARCH`, which
/// matches the locator's names: `x86_64`, `aarch64`, `riscv64`, `arm`, `x86`, …).
pub fn host_arch() -> &'static str {
    std::env::consts::ARCH
}

/// The first writable+executable segment of an image: (index, virtual address).
fn writable_executable_segment(object: &Object<'_>) -> Option<(usize, u64)> {
    match object {
        Object::Elf(elf) => elf
            .program_headers
            .iter()
            .enumerate()
            .find(|(_, ph)| {
                ph.p_type == PT_LOAD && ph.p_flags & PF_W != 0 && ph.p_flags & PF_X != 0
            })
            .map(|(index, ph)| (index, ph.p_vaddr)),
        Object::Mach(goblin::mach::Mach::Binary(macho)) => {
            const VM_PROT_WRITE: u32 = 2;
            const VM_PROT_EXECUTE: u32 = 4;
            macho
                .segments
                .iter()
                .enumerate()
                .find(|(_, seg)| {
                    seg.initprot & VM_PROT_WRITE != 0 && seg.initprot & VM_PROT_EXECUTE != 0
                })
                .map(|(index, seg)| (index, seg.vmaddr))
        }
        Object::PE(pe) => {
            use goblin::pe::section_table::{IMAGE_SCN_MEM_EXECUTE, IMAGE_SCN_MEM_WRITE};
            pe.sections
                .iter()
                .enumerate()
                .find(|(_, s)| {
                    s.characteristics & IMAGE_SCN_MEM_WRITE != 0
                        && s.characteristics & IMAGE_SCN_MEM_EXECUTE != 0
                })
                .map(|(index, s)| (index, u64::from(s.virtual_address)))
        }
        _ => None,
    }
}

/// Refuses `file` (the contents of `path`, already located) unless it is a shared library for
/// this host's architecture without writable+executable segments.
pub(crate) fn check_library(
    path: &Path,
    file: &[u8],
    located: &Located,
) -> Result<(), RuntimeError> {
    let not_a_library = |message: String| RuntimeError::NotALibrary {
        path: path.display().to_string(),
        message,
    };
    if !matches!(
        located.object_format,
        ObjectFormat::Elf | ObjectFormat::MachO | ObjectFormat::Pe
    ) {
        return Err(not_a_library(format!(
            "a {} holds objects, not a loadable image; link it into a shared library first",
            located.object_format
        )));
    }
    if located.arch != host_arch() {
        return Err(RuntimeError::ArchMismatch {
            path: path.display().to_string(),
            file_arch: located.arch.clone(),
            host_arch: host_arch().into(),
        });
    }
    let object = Object::parse(file).map_err(|error| not_a_library(error.to_string()))?;
    if let Object::Elf(elf) = &object
        && elf.header.e_type != goblin::elf::header::ET_DYN
    {
        return Err(not_a_library(format!(
            "ELF type {} is not a shared object",
            goblin::elf::header::et_to_str(elf.header.e_type)
        )));
    }
    if let Some((segment, address)) = writable_executable_segment(&object) {
        return Err(RuntimeError::WritableExecutable {
            path: path.display().to_string(),
            segment,
            address,
        });
    }
    Ok(())
}
