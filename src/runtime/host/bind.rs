//! Binding a library's imports of runtime entry points directly, for processes whose
//! executable does not export them (see the module doc of [`super`]).
//!
//! A TVM-generated library calls `TVMFFIErrorSetRaisedFromCStrParts` through its PLT: the
//! relocation is a `JUMP_SLOT`, bound lazily at the first call when the library is opened
//! `RTLD_LAZY`. modlink's own kernels reference it weakly (`GLOB_DAT`, bound to NULL at load
//! when nothing defines it). In both cases the slot is a pointer in the library's GOT; when the
//! symbol is not in the global scope, modlink writes its own function's address there right
//! after `dlopen`, before any code of the library runs through the slot. Slots inside the
//! `PT_GNU_RELRO` range are read-only after loading, so their page is made writable for the
//! write and read-only again. ELF only (x86_64, aarch64 relocation types).

use super::dynlib::DynLib;
use crate::runtime::RuntimeError;
use goblin::elf::Elf;
use goblin::elf::header::{EM_AARCH64, EM_X86_64};
use goblin::elf::program_header::PT_GNU_RELRO;
use goblin::elf::reloc::{
    R_AARCH64_ABS64, R_AARCH64_GLOB_DAT, R_AARCH64_JUMP_SLOT, R_X86_64_64, R_X86_64_GLOB_DAT,
    R_X86_64_JUMP_SLOT,
};
use std::ffi::{c_int, c_long, c_void};
use std::path::Path;

unsafe extern "C" {
    fn mprotect(addr: *mut c_void, len: usize, prot: c_int) -> c_int;
    fn sysconf(name: c_int) -> c_long;
}

const PROT_READ: c_int = 1;
const PROT_WRITE: c_int = 2;
/// `_SC_PAGESIZE` on Linux (glibc and musl).
const SC_PAGESIZE: c_int = 30;

/// Relocation types that store a symbol's address (plus addend) in a pointer slot.
fn is_address_slot(machine: u16, r_type: u32) -> bool {
    match machine {
        EM_X86_64 => matches!(r_type, R_X86_64_JUMP_SLOT | R_X86_64_GLOB_DAT | R_X86_64_64),
        EM_AARCH64 => matches!(
            r_type,
            R_AARCH64_JUMP_SLOT | R_AARCH64_GLOB_DAT | R_AARCH64_ABS64
        ),
        _ => false,
    }
}

/// Writes `value` into the pointer slot at `slot`, lifting RELRO protection if needed.
///
/// # Safety
/// `slot` is a pointer-sized, pointer-aligned relocation target inside a loaded library that
/// no other thread is using yet (the library was opened a moment ago).
unsafe fn write_slot(slot: *mut usize, value: usize, read_only: bool) -> bool {
    if !read_only {
        // SAFETY: caller contract: a writable slot of the library.
        unsafe { slot.write(value) };
        return true;
    }
    // SAFETY: sysconf has no preconditions.
    let page = usize::try_from(unsafe { sysconf(SC_PAGESIZE) })
        .unwrap_or(4096)
        .max(1);
    let start = (slot as usize) & !(page - 1);
    let len = (slot as usize + std::mem::size_of::<usize>()).next_multiple_of(page) - start;
    // SAFETY: the range covers whole pages of the library's RELRO segment, which stays mapped.
    if unsafe { mprotect(start as *mut c_void, len, PROT_READ | PROT_WRITE) } != 0 {
        return false;
    }
    // SAFETY: the page is writable now; caller contract for the slot itself.
    unsafe { slot.write(value) };
    // SAFETY: as above; restores the loader's protection.
    unsafe { mprotect(start as *mut c_void, len, PROT_READ) };
    true
}

/// Points every slot of `file`'s relocations against one of `symbols` (name, address) at
/// that address. Returns the names bound; a name with no slot is left out.
pub(crate) fn bind_imports(
    path: &Path,
    file: &[u8],
    dynlib: &DynLib,
    symbols: &[(&str, usize)],
) -> Result<Vec<String>, RuntimeError> {
    let elf = Elf::parse(file).map_err(|error| RuntimeError::NotALibrary {
        path: path.display().to_string(),
        message: error.to_string(),
    })?;
    // The load base: any defined dynamic symbol's runtime address minus its link address.
    let base = elf.dynsyms.iter().find_map(|sym| {
        if sym.st_shndx == 0 || sym.st_value == 0 || sym.is_import() {
            return None;
        }
        let name = elf
            .dynstrtab
            .get_at(sym.st_name)
            .filter(|n| !n.is_empty())?;
        let address = dynlib.symbol(name)? as usize;
        address.checked_sub(usize::try_from(sym.st_value).ok()?)
    });
    let Some(base) = base else {
        return Ok(Vec::new());
    };
    let relro: Vec<(u64, u64)> = elf
        .program_headers
        .iter()
        .filter(|ph| ph.p_type == PT_GNU_RELRO)
        .map(|ph| (ph.p_vaddr, ph.p_vaddr.saturating_add(ph.p_memsz)))
        .collect();
    let writable_ranges: Vec<(u64, u64)> = elf
        .program_headers
        .iter()
        .filter(|ph| ph.p_type == goblin::elf::program_header::PT_LOAD)
        .map(|ph| (ph.p_vaddr, ph.p_vaddr.saturating_add(ph.p_memsz)))
        .collect();
    let mut bound = Vec::new();
    for reloc in elf
        .pltrelocs
        .iter()
        .chain(elf.dynrelas.iter())
        .chain(elf.dynrels.iter())
    {
        if !is_address_slot(elf.header.e_machine, reloc.r_type) {
            continue;
        }
        let Some(sym) = elf.dynsyms.get(reloc.r_sym) else {
            continue;
        };
        if sym.st_shndx != 0 {
            continue;
        }
        let Some(name) = elf.dynstrtab.get_at(sym.st_name) else {
            continue;
        };
        let Some(&(_, address)) = symbols.iter().find(|(n, _)| *n == name) else {
            continue;
        };
        let offset = reloc.r_offset;
        // The slot must lie inside a loaded segment, pointer-aligned.
        let in_image = writable_ranges
            .iter()
            .any(|&(start, end)| start <= offset && offset.saturating_add(8) <= end);
        if !in_image || offset % 8 != 0 {
            return Err(RuntimeError::NotALibrary {
                path: path.display().to_string(),
                message: format!(
                    "relocation for `{name}` at {offset:#x} is outside the loaded image"
                ),
            });
        }
        let Some(slot) = usize::try_from(offset)
            .ok()
            .and_then(|o| base.checked_add(o))
        else {
            continue;
        };
        let value = address.wrapping_add_signed(reloc.r_addend.unwrap_or(0) as isize);
        let read_only = relro
            .iter()
            .any(|&(start, end)| start <= offset && offset < end);
        // SAFETY: the slot is a relocation target inside the just-opened library's image,
        // pointer-aligned; nothing has run through it yet.
        if unsafe { write_slot(slot as *mut usize, value, read_only) } {
            bound.push(name.to_owned());
        }
    }
    bound.sort();
    bound.dedup();
    Ok(bound)
}
