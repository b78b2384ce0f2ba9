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
use crate::inspect::locate::ImageFacts;
use crate::runtime::RuntimeError;
use std::ffi::c_void;
use std::path::Path;

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
    let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) })
        .unwrap_or(4096)
        .max(1);
    let start = (slot as usize) & !(page - 1);
    let len = (slot as usize + std::mem::size_of::<usize>()).next_multiple_of(page) - start;
    // SAFETY: the range covers whole pages of the library's RELRO segment, which stays mapped.
    if unsafe {
        libc::mprotect(
            start as *mut c_void,
            len,
            libc::PROT_READ | libc::PROT_WRITE,
        )
    } != 0
    {
        return false;
    }
    // SAFETY: the page is writable now; caller contract for the slot itself.
    unsafe { slot.write(value) };
    // SAFETY: as above; restores the loader's protection.
    unsafe { libc::mprotect(start as *mut c_void, len, libc::PROT_READ) };
    true
}

/// Points every import slot of the image (as the locator read them) against one of `symbols`
/// (name, address) at that address. Returns the names bound; a name with no slot is left out.
pub(crate) fn bind_imports(
    path: &Path,
    image: &ImageFacts,
    dynlib: &DynLib,
    symbols: &[(&str, usize)],
) -> Result<Vec<String>, RuntimeError> {
    // The load base: a defined dynamic symbol's run-time address minus its link address.
    let base = image.base_anchor.as_ref().and_then(|(name, link_address)| {
        let address = dynlib.symbol(name)? as usize;
        address.checked_sub(usize::try_from(*link_address).ok()?)
    });
    let Some(base) = base else {
        return Ok(Vec::new());
    };
    let mut bound = Vec::new();
    for slot in &image.import_slots {
        let Some(&(name, address)) = symbols.iter().find(|(n, _)| *n == slot.symbol) else {
            continue;
        };
        let offset = slot.address;
        // The slot must lie inside a loaded segment, pointer-aligned.
        let in_image = image
            .loaded
            .iter()
            .any(|range| range.start <= offset && offset.saturating_add(8) <= range.end);
        if !in_image || offset % 8 != 0 {
            return Err(RuntimeError::NotALibrary {
                path: path.display().to_string(),
                message: format!(
                    "relocation for `{name}` at {offset:#x} is outside the loaded image"
                ),
            });
        }
        let Some(slot_address) = usize::try_from(offset)
            .ok()
            .and_then(|o| base.checked_add(o))
        else {
            continue;
        };
        let value = address.wrapping_add_signed(slot.addend as isize);
        let read_only = image.relro.iter().any(|range| range.contains(&offset));
        // SAFETY: the slot is a relocation target inside the just-opened library's image,
        // pointer-aligned; nothing has run through it yet.
        if unsafe { write_slot(slot_address as *mut usize, value, read_only) } {
            bound.push(name.to_owned());
        }
    }
    bound.sort();
    bound.dedup();
    Ok(bound)
}
