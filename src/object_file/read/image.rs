//! What opening a linked image needs to know about it, read in the locator's one parse of the
//! file: whether it is a shared library, its writable+executable segments, and (ELF) the
//! pointer slots that dynamic relocations fill with an imported symbol's address. The runtime
//! checks and binds a library from these facts alone, so it never parses the file again.

use goblin::elf::Elf;
use goblin::elf::header::{EM_AARCH64, EM_X86_64, ET_DYN};
use goblin::elf::program_header::{PF_W, PF_X, PT_GNU_RELRO, PT_LOAD};
use goblin::elf::reloc::{
    R_AARCH64_ABS64, R_AARCH64_GLOB_DAT, R_AARCH64_JUMP_SLOT, R_X86_64_64, R_X86_64_GLOB_DAT,
    R_X86_64_JUMP_SLOT,
};
use std::ops::Range;

/// Facts about a linked image (ELF shared object or executable, Mach-O image, PE image).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImageFacts {
    /// `None` for a shared library; otherwise what the image is instead (e.g. `ELF type EXEC`).
    pub not_shared_library: Option<String>,
    /// The first segment (program header, Mach-O segment or PE section) that is both writable and
    /// executable: its index and virtual address.
    pub writable_executable: Option<(usize, u64)>,
    /// ELF: pointer slots that dynamic relocations fill with an imported symbol's address
    /// (`JUMP_SLOT`, `GLOB_DAT`, absolute 64-bit), for x86_64 and aarch64.
    pub import_slots: Vec<ImportSlot>,
    /// ELF: link-time address ranges that are read-only after relocation (`PT_GNU_RELRO`).
    pub relro: Vec<Range<u64>>,
    /// ELF: link-time address ranges of the loaded segments (`PT_LOAD`).
    pub loaded: Vec<Range<u64>>,
    /// ELF: one defined dynamic symbol and its link-time address, to find the load base from
    /// its run-time address.
    pub base_anchor: Option<(String, u64)>,
    /// ELF: the libraries the image names in `DT_NEEDED`, in order.
    pub needed: Vec<String>,
    /// ELF: the directories of `DT_RPATH` (searched before `LD_LIBRARY_PATH`; ignored when
    /// `DT_RUNPATH` is present), `$ORIGIN` not expanded.
    pub rpath: Vec<String>,
    /// ELF: the directories of `DT_RUNPATH` (searched after `LD_LIBRARY_PATH`), `$ORIGIN` not
    /// expanded.
    pub runpath: Vec<String>,
    /// ELF: `e_machine` and whether the class is 64-bit, which every library it loads must
    /// share.
    pub elf_machine: Option<(u16, bool)>,
}

/// A pointer slot a dynamic relocation fills with an imported symbol's address (plus addend).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportSlot {
    /// The imported symbol.
    pub symbol: String,
    /// Link-time address of the slot.
    pub address: u64,
    /// Added to the symbol's address.
    pub addend: i64,
}

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

/// The facts of a linked ELF file (not of a relocatable object).
pub(crate) fn elf_facts(elf: &Elf<'_>) -> ImageFacts {
    let not_shared_library = (elf.header.e_type != ET_DYN).then(|| {
        format!(
            "ELF type {} is not a shared object",
            goblin::elf::header::et_to_str(elf.header.e_type)
        )
    });
    let writable_executable = elf
        .program_headers
        .iter()
        .enumerate()
        .find(|(_, ph)| ph.p_type == PT_LOAD && ph.p_flags & PF_W != 0 && ph.p_flags & PF_X != 0)
        .map(|(index, ph)| (index, ph.p_vaddr));
    let ranges = |kind: u32| {
        elf.program_headers
            .iter()
            .filter(|ph| ph.p_type == kind)
            .map(|ph| ph.p_vaddr..ph.p_vaddr.saturating_add(ph.p_memsz))
            .collect::<Vec<_>>()
    };
    let base_anchor = elf.dynsyms.iter().find_map(|sym| {
        if sym.st_shndx == 0 || sym.st_value == 0 || sym.is_import() {
            return None;
        }
        let name = elf
            .dynstrtab
            .get_at(sym.st_name)
            .filter(|n| !n.is_empty())?;
        Some((name.to_string(), sym.st_value))
    });
    let mut import_slots = Vec::new();
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
        import_slots.push(ImportSlot {
            symbol: name.to_string(),
            address: reloc.r_offset,
            addend: reloc.r_addend.unwrap_or(0),
        });
    }
    ImageFacts {
        not_shared_library,
        writable_executable,
        import_slots,
        relro: ranges(PT_GNU_RELRO),
        loaded: ranges(PT_LOAD),
        base_anchor,
        needed: elf.libraries.iter().map(|name| name.to_string()).collect(),
        rpath: split_search_path(&elf.rpaths),
        runpath: split_search_path(&elf.runpaths),
        elf_machine: Some((elf.header.e_machine, elf.is_64)),
    }
}

/// `DT_RPATH` / `DT_RUNPATH` entries are colon-separated lists.
fn split_search_path(entries: &[&str]) -> Vec<String> {
    entries
        .iter()
        .flat_map(|entry| entry.split(':'))
        .filter(|dir| !dir.is_empty())
        .map(str::to_string)
        .collect()
}
