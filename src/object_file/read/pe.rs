//! PE images (the export table) and COFF objects (the symbol table).

use super::FileFormat;
use super::view::{
    Machine, ObjectView, Place, Region, SymbolEntry, SymbolKind, strip_c_underscore,
};
use crate::target::Endianness;
use goblin::pe::PE;
use goblin::pe::header::{
    COFF_MACHINE_ARM, COFF_MACHINE_ARM64, COFF_MACHINE_ARMNT, COFF_MACHINE_RISCV64,
    COFF_MACHINE_X86, COFF_MACHINE_X86_64,
};
use goblin::pe::section_table::{
    IMAGE_SCN_CNT_CODE, IMAGE_SCN_CNT_UNINITIALIZED_DATA, IMAGE_SCN_MEM_EXECUTE, SectionTable,
};
use goblin::pe::symbol::{IMAGE_SYM_CLASS_EXTERNAL, IMAGE_SYM_CLASS_WEAK_EXTERNAL};

fn is_code(section: &SectionTable) -> bool {
    section.characteristics & (IMAGE_SCN_CNT_CODE | IMAGE_SCN_MEM_EXECUTE) != 0
}

fn section_name(section: &SectionTable) -> String {
    section.name().unwrap_or("?").to_string()
}

/// Builds the view of a PE image (DLL or EXE).
pub(crate) fn view_image(pe: &PE<'_>) -> ObjectView {
    let sections: Vec<Region> = pe
        .sections
        .iter()
        .map(|section| {
            // Raw data is padded to the file alignment; only `virtual_size` bytes are the
            // section's, and anything past the raw data is zero-filled by the loader.
            let stored = if section.characteristics & IMAGE_SCN_CNT_UNINITIALIZED_DATA != 0 {
                0
            } else if section.virtual_size == 0 {
                section.size_of_raw_data
            } else {
                section.size_of_raw_data.min(section.virtual_size)
            };
            Region {
                name: section_name(section),
                address: u64::from(section.virtual_address),
                mem_size: u64::from(section.virtual_size.max(section.size_of_raw_data)),
                file_offset: u64::from(section.pointer_to_raw_data),
                file_size: u64::from(stored),
            }
        })
        .collect();
    let symbols = pe
        .exports
        .iter()
        .filter(|export| export.reexport.is_none())
        .filter_map(|export| {
            let name = export.name?;
            let address = export.rva as u64;
            let kind = pe
                .sections
                .iter()
                .find(|section| {
                    let start = u64::from(section.virtual_address);
                    address >= start
                        && address - start
                            < u64::from(section.virtual_size.max(section.size_of_raw_data))
                })
                .map_or(SymbolKind::Unknown, |section| {
                    if is_code(section) {
                        SymbolKind::Function
                    } else {
                        SymbolKind::Data
                    }
                });
            Some(SymbolEntry {
                name: name.to_string(),
                address,
                place: Place::Address,
                exported: true,
                kind,
            })
        })
        .collect();
    let undefined = pe
        .imports
        .iter()
        .map(|import| import.name.to_string())
        .collect();
    ObjectView {
        format: FileFormat::Pe,
        machine: machine(pe.header.coff_header.machine, pe.is_64),
        segments: Vec::new(),
        sections,
        symbols,
        undefined,
        // An import table has no weak entries: every import must be found.
        weak_undefined: Vec::new(),
        image: Some(image_facts(pe)),
    }
}

/// Builds the view of a COFF object (`.obj`).
pub(crate) fn view_object(coff: &goblin::pe::Coff<'_>) -> ObjectView {
    let machine_id = coff.header.machine;
    let sections: Vec<Region> = coff
        .sections
        .iter()
        .map(|section| {
            let zero_fill = section.characteristics & IMAGE_SCN_CNT_UNINITIALIZED_DATA != 0
                || section.pointer_to_raw_data == 0;
            Region {
                name: section_name(section),
                address: 0,
                mem_size: u64::from(section.size_of_raw_data),
                file_offset: u64::from(section.pointer_to_raw_data),
                file_size: if zero_fill {
                    0
                } else {
                    u64::from(section.size_of_raw_data)
                },
            }
        })
        .collect();
    let mut symbols = Vec::new();
    let mut undefined = Vec::new();
    let mut weak_undefined = Vec::new();
    if let (Some(table), Some(strings)) = (&coff.symbols, &coff.strings) {
        for (_, inline_name, symbol) in table.iter() {
            let Some(name) = inline_name.or_else(|| long_name(&symbol, strings)) else {
                continue;
            };
            // 32-bit x86 decorates C names with a leading underscore.
            let name = if machine_id == COFF_MACHINE_X86 {
                strip_c_underscore(name)
            } else {
                name.to_string()
            };
            let external = matches!(
                symbol.storage_class,
                IMAGE_SYM_CLASS_EXTERNAL | IMAGE_SYM_CLASS_WEAK_EXTERNAL
            );
            match symbol.section_number {
                0 if external && symbol.value == 0 => {
                    // A weak external names its fallback in an auxiliary record: never missing.
                    if symbol.storage_class == IMAGE_SYM_CLASS_WEAK_EXTERNAL {
                        weak_undefined.push(name.clone());
                    }
                    undefined.push(name);
                }
                // External with a value but no section: a common symbol, zero-filled by the linker.
                0 if external => symbols.push(SymbolEntry {
                    name,
                    address: 0,
                    place: Place::ZeroFill,
                    exported: false,
                    kind: SymbolKind::Data,
                }),
                number if number > 0 => {
                    let index = usize::from(number.unsigned_abs()) - 1;
                    let kind = match coff.sections.get(index) {
                        _ if symbol.typ == 0x20 => SymbolKind::Function,
                        Some(section) if is_code(section) => SymbolKind::Function,
                        Some(_) => SymbolKind::Data,
                        None => SymbolKind::Unknown,
                    };
                    symbols.push(SymbolEntry {
                        name,
                        address: u64::from(symbol.value),
                        place: Place::Section(index),
                        exported: external,
                        kind,
                    });
                }
                _ => {}
            }
        }
    }
    ObjectView {
        image: None,
        format: FileFormat::Coff,
        machine: machine(
            machine_id,
            !matches!(
                machine_id,
                COFF_MACHINE_X86 | COFF_MACHINE_ARM | COFF_MACHINE_ARMNT
            ),
        ),
        segments: Vec::new(),
        sections,
        symbols,
        undefined,
        weak_undefined,
    }
}

/// Facts for a PE image: a DLL is what `LoadLibrary` takes; a section that is writable and
/// executable is refused.
fn image_facts(pe: &PE<'_>) -> super::image::ImageFacts {
    use goblin::pe::section_table::{IMAGE_SCN_MEM_EXECUTE, IMAGE_SCN_MEM_WRITE};
    let writable_executable = pe
        .sections
        .iter()
        .enumerate()
        .find(|(_, s)| {
            s.characteristics & IMAGE_SCN_MEM_WRITE != 0
                && s.characteristics & IMAGE_SCN_MEM_EXECUTE != 0
        })
        .map(|(index, s)| (index, u64::from(s.virtual_address)));
    super::image::ImageFacts {
        not_shared_library: (!pe.is_lib).then(|| "a PE executable, not a DLL".to_string()),
        writable_executable,
        ..Default::default()
    }
}

/// A name stored in the string table: the symbol's last four name bytes hold its offset from
/// the start of the table, whose first four bytes are the table's length. (goblin's
/// `Symbol::name` subtracts the four without checking, which overflows on offsets below 4.)
fn long_name<'a>(
    symbol: &goblin::pe::symbol::Symbol,
    strings: &goblin::strtab::Strtab<'a>,
) -> Option<&'a str> {
    if symbol.name[0] != 0 {
        return None;
    }
    let offset = u32::from_le_bytes(symbol.name[4..8].try_into().ok()?);
    strings.get_at(usize::try_from(offset.checked_sub(4)?).ok()?)
}

fn machine(machine_id: u16, is_64: bool) -> Machine {
    let (arch, triple_arch) = match machine_id {
        COFF_MACHINE_X86_64 => ("x86_64", "x86_64"),
        COFF_MACHINE_X86 => ("x86", "i686"),
        COFF_MACHINE_ARM64 => ("aarch64", "aarch64"),
        COFF_MACHINE_ARMNT | COFF_MACHINE_ARM => ("arm", "thumbv7a"),
        COFF_MACHINE_RISCV64 => ("riscv64", "riscv64"),
        _ => ("unknown", "unknown"),
    };
    let machine = Machine {
        arch: if arch == "unknown" {
            format!("unknown (machine {machine_id:#x})")
        } else {
            arch.to_string()
        },
        endianness: Endianness::Little,
        bits: if is_64 { 64 } else { 32 },
        triple_guess: format!("{triple_arch}-pc-windows-msvc"),
        family: None,
    };
    Machine {
        family: crate::target::Arch::from_family(
            &machine.arch,
            machine.endianness == Endianness::Little,
        ),
        ..machine
    }
}
