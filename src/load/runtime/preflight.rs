//! Checks made on a library's bytes before it is ever mapped for execution: it must be built
//! for this host's architecture, and no segment may be both writable and executable (as
//! IREE's ELF loader refuses them: such a segment is a code-injection surface).

use super::RuntimeError;
use crate::blob::Layout;
use bytes::Bytes;
use goblin::Object;
use goblin::elf::header::{EM_386, EM_AARCH64, EM_ARM, EM_RISCV, EM_X86_64};
use goblin::elf::program_header::{PF_W, PF_X, PT_LOAD};
use std::path::Path;

/// The architecture name modlink uses for this host (Rust's `std::env::consts::ARCH`).
pub fn host_arch() -> &'static str {
    std::env::consts::ARCH
}

fn elf_arch(machine: u16, is_64: bool) -> String {
    match machine {
        EM_X86_64 => "x86_64".into(),
        EM_386 => "x86".into(),
        EM_AARCH64 => "aarch64".into(),
        EM_ARM => "arm".into(),
        EM_RISCV if is_64 => "riscv64".into(),
        EM_RISCV => "riscv32".into(),
        other => format!("ELF machine {other}"),
    }
}

fn mach_arch(cputype: u32) -> String {
    use goblin::mach::cputype::{CPU_TYPE_ARM, CPU_TYPE_ARM64, CPU_TYPE_X86, CPU_TYPE_X86_64};
    match cputype {
        CPU_TYPE_X86_64 => "x86_64".into(),
        CPU_TYPE_X86 => "x86".into(),
        CPU_TYPE_ARM64 => "aarch64".into(),
        CPU_TYPE_ARM => "arm".into(),
        other => format!("Mach-O cputype {other:#x}"),
    }
}

fn pe_arch(machine: u16) -> String {
    use goblin::pe::header::{
        COFF_MACHINE_ARM64, COFF_MACHINE_ARMNT, COFF_MACHINE_X86, COFF_MACHINE_X86_64,
    };
    match machine {
        COFF_MACHINE_X86_64 => "x86_64".into(),
        COFF_MACHINE_X86 => "x86".into(),
        COFF_MACHINE_ARM64 => "aarch64".into(),
        COFF_MACHINE_ARMNT => "arm".into(),
        other => format!("PE machine {other:#x}"),
    }
}

/// A blob found in a library file.
#[derive(Debug)]
pub(crate) struct FoundBlob {
    /// Layout chosen by the symbol name.
    pub layout: Layout,
    /// System-lib prefix in front of the symbol name.
    pub prefix: String,
    /// The blob bytes, `nbytes` header included (a slice of the mapped file).
    pub bytes: Bytes,
}

/// What the preflight learned about a library.
#[derive(Debug, Default)]
pub(crate) struct Preflight {
    /// The blob, if the library has one.
    pub blob: Option<FoundBlob>,
    /// Runtime entry points (`TVMFFI*`, `TVMBackend*`, `TVMAPISetLastError`) the library
    /// leaves undefined and expects from the global scope.
    pub undefined_runtime_symbols: Vec<String>,
}

/// Whether `name` is an entry point modlink's runtime provides.
fn is_runtime_symbol(name: &str) -> bool {
    name.starts_with("TVMFFI") || name.starts_with("TVMBackend") || name == "TVMAPISetLastError"
}

/// The blob of an ELF library, found through its dynamic symbols and bounded by the symbol's
/// size and its segment's file extent.
fn elf_blob(
    path: &Path,
    elf: &goblin::elf::Elf<'_>,
    file: &Bytes,
) -> Result<Option<FoundBlob>, RuntimeError> {
    for sym in elf.dynsyms.iter() {
        if sym.st_shndx == 0 || sym.st_value == 0 {
            continue;
        }
        let Some(name) = elf.dynstrtab.get_at(sym.st_name) else {
            continue;
        };
        let Some((layout, prefix)) = Layout::from_symbol(name) else {
            continue;
        };
        let malformed = |message: String| RuntimeError::NotALibrary {
            path: path.display().to_string(),
            message: format!("blob symbol `{name}`: {message}"),
        };
        let segment = elf.program_headers.iter().find(|ph| {
            ph.p_type == PT_LOAD
                && ph.p_vaddr <= sym.st_value
                && sym.st_value < ph.p_vaddr.saturating_add(ph.p_filesz)
        });
        let Some(segment) = segment else {
            return Err(malformed(format!(
                "address {:#x} is not in any loaded file segment",
                sym.st_value
            )));
        };
        let start = sym.st_value - segment.p_vaddr + segment.p_offset;
        let segment_end = segment.p_offset.saturating_add(segment.p_filesz);
        let limit = if sym.st_size > 0 {
            start.saturating_add(sym.st_size).min(segment_end)
        } else {
            segment_end
        };
        let limit = usize::try_from(limit).unwrap_or(usize::MAX).min(file.len());
        let start = usize::try_from(start).unwrap_or(usize::MAX);
        let header = start
            .checked_add(8)
            .filter(|&end| end <= limit)
            .ok_or_else(|| malformed("shorter than its 8-byte length header".into()))?;
        let mut nbytes = [0u8; 8];
        nbytes.copy_from_slice(&file[start..header]);
        let nbytes = u64::from_le_bytes(nbytes);
        let end = usize::try_from(nbytes)
            .ok()
            .and_then(|n| header.checked_add(n))
            .filter(|&end| end <= limit)
            .ok_or_else(|| {
                malformed(format!(
                    "length header says {nbytes} bytes but only {} follow in the file",
                    limit - header
                ))
            })?;
        return Ok(Some(FoundBlob {
            layout,
            prefix: prefix.to_owned(),
            bytes: file.slice(start..end),
        }));
    }
    Ok(None)
}

/// Refuses `file` (the contents of `path`) unless it is a library for this host's
/// architecture without writable+executable segments; finds its blob.
pub(crate) fn check_library(path: &Path, file: &Bytes) -> Result<Preflight, RuntimeError> {
    let mut found = Preflight::default();
    let object = Object::parse(file).map_err(|error| RuntimeError::NotALibrary {
        path: path.display().to_string(),
        message: error.to_string(),
    })?;
    let (arch, writable_executable) = match &object {
        Object::Elf(elf) => {
            let arch = elf_arch(elf.header.e_machine, elf.is_64);
            let wx = elf.program_headers.iter().enumerate().find(|(_, ph)| {
                ph.p_type == PT_LOAD && ph.p_flags & PF_W != 0 && ph.p_flags & PF_X != 0
            });
            found.undefined_runtime_symbols = elf
                .dynsyms
                .iter()
                .filter(|sym| sym.st_shndx == 0 && sym.st_bind() != goblin::elf::sym::STB_WEAK)
                .filter_map(|sym| elf.dynstrtab.get_at(sym.st_name))
                .filter(|name| is_runtime_symbol(name))
                .map(str::to_owned)
                .collect();
            (arch, wx.map(|(index, ph)| (index, ph.p_vaddr)))
        }
        Object::Mach(goblin::mach::Mach::Binary(macho)) => {
            const VM_PROT_WRITE: u32 = 2;
            const VM_PROT_EXECUTE: u32 = 4;
            let wx = macho.segments.iter().enumerate().find(|(_, seg)| {
                seg.initprot & VM_PROT_WRITE != 0 && seg.initprot & VM_PROT_EXECUTE != 0
            });
            (
                mach_arch(macho.header.cputype),
                wx.map(|(index, seg)| (index, seg.vmaddr)),
            )
        }
        Object::PE(pe) => {
            use goblin::pe::section_table::{IMAGE_SCN_MEM_EXECUTE, IMAGE_SCN_MEM_WRITE};
            let wx = pe.sections.iter().enumerate().find(|(_, s)| {
                s.characteristics & IMAGE_SCN_MEM_WRITE != 0
                    && s.characteristics & IMAGE_SCN_MEM_EXECUTE != 0
            });
            (
                pe_arch(pe.header.coff_header.machine),
                wx.map(|(index, s)| (index, u64::from(s.virtual_address))),
            )
        }
        _ => {
            return Err(RuntimeError::NotALibrary {
                path: path.display().to_string(),
                message: "not an ELF, Mach-O (thin) or PE shared library".into(),
            });
        }
    };
    if arch != host_arch() {
        return Err(RuntimeError::ArchMismatch {
            path: path.display().to_string(),
            file_arch: arch,
            host_arch: host_arch().into(),
        });
    }
    if let Some((segment, address)) = writable_executable {
        return Err(RuntimeError::WritableExecutable {
            path: path.display().to_string(),
            segment,
            address,
        });
    }
    if let Object::Elf(elf) = &object {
        found.blob = elf_blob(path, elf, file)?;
    }
    Ok(found)
}
