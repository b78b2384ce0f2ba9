//! ELF: `.dynsym` before `.symtab`, sections for relocatable objects, `PT_LOAD` segments as the
//! fallback for linked files.

use super::FileFormat;
use super::view::{Machine, ObjectView, Place, Region, SymbolEntry, SymbolKind};
use crate::target::Endianness;
use goblin::elf::header::{self, EI_OSABI, ET_REL};
use goblin::elf::program_header::PT_LOAD;
use goblin::elf::section_header::{SHN_ABS, SHN_COMMON, SHN_UNDEF, SHT_NOBITS};
use goblin::elf::sym::{
    STB_GLOBAL, STB_GNU_UNIQUE, STB_WEAK, STT_FUNC, STT_GNU_IFUNC, STT_OBJECT, STT_TLS,
    STV_DEFAULT, STV_PROTECTED,
};
use goblin::elf::{Elf, Sym, Symtab};
use goblin::strtab::Strtab;

/// Builds the view of a parsed ELF file.
pub(crate) fn view(elf: &Elf<'_>) -> ObjectView {
    let relocatable = elf.header.e_type == ET_REL;
    let sections: Vec<Region> = elf
        .section_headers
        .iter()
        .map(|section| Region {
            name: elf
                .shdr_strtab
                .get_at(section.sh_name)
                .unwrap_or("?")
                .to_string(),
            address: section.sh_addr,
            mem_size: section.sh_size,
            file_offset: section.sh_offset,
            file_size: if section.sh_type == SHT_NOBITS {
                0
            } else {
                section.sh_size
            },
        })
        .collect();
    let segments = elf
        .program_headers
        .iter()
        .filter(|segment| segment.p_type == PT_LOAD)
        .enumerate()
        .map(|(index, segment)| Region {
            name: format!("PT_LOAD #{index}"),
            address: segment.p_vaddr,
            mem_size: segment.p_memsz,
            file_offset: segment.p_offset,
            file_size: segment.p_filesz.min(segment.p_memsz),
        })
        .collect();

    let mut view = ObjectView {
        format: FileFormat::Elf,
        machine: machine(elf),
        sections,
        segments,
        symbols: Vec::new(),
        undefined: Vec::new(),
        weak_undefined: Vec::new(),
        image: (!relocatable).then(|| super::image::elf_facts(elf)),
    };
    // A linked library exports exactly what its dynamic symbol table lists; `.symtab` adds
    // local and hidden names that a loader cannot reach.
    let has_dynamic = !elf.dynsyms.is_empty();
    add_symbols(&mut view, &elf.dynsyms, &elf.dynstrtab, relocatable, true);
    add_symbols(&mut view, &elf.syms, &elf.strtab, relocatable, !has_dynamic);
    view
}

fn add_symbols(
    view: &mut ObjectView,
    table: &Symtab<'_>,
    names: &Strtab<'_>,
    relocatable: bool,
    may_export: bool,
) {
    for symbol in table.iter() {
        let Some(name) = names.get_at(symbol.st_name).filter(|name| !name.is_empty()) else {
            continue;
        };
        let bind = symbol.st_bind();
        let global = matches!(bind, STB_GLOBAL | STB_WEAK | STB_GNU_UNIQUE);
        let shndx = symbol.st_shndx as u32;
        if shndx == SHN_UNDEF {
            if global {
                view.undefined.push(name.to_string());
                if bind == STB_WEAK {
                    view.weak_undefined.push(name.to_string());
                }
            }
            continue;
        }
        if shndx == SHN_ABS {
            continue;
        }
        let (place, address) = place_of(view, &symbol, shndx, relocatable);
        let visibility = symbol.st_visibility();
        view.symbols.push(SymbolEntry {
            name: name.to_string(),
            address,
            place,
            exported: may_export && global && matches!(visibility, STV_DEFAULT | STV_PROTECTED),
            kind: match symbol.st_type() {
                STT_FUNC | STT_GNU_IFUNC => SymbolKind::Function,
                STT_OBJECT | STT_TLS => SymbolKind::Data,
                _ => SymbolKind::Unknown,
            },
        });
    }
}

fn place_of(view: &ObjectView, symbol: &Sym, shndx: u32, relocatable: bool) -> (Place, u64) {
    if shndx == SHN_COMMON {
        return (Place::ZeroFill, symbol.st_value);
    }
    match view.sections.get(symbol.st_shndx) {
        // In relocatable objects `st_value` is an offset into the section.
        Some(section) if relocatable => (
            Place::Section(symbol.st_shndx),
            section.address.wrapping_add(symbol.st_value),
        ),
        Some(_) => (Place::Section(symbol.st_shndx), symbol.st_value),
        // Reserved indices (SHN_XINDEX) or stripped section headers: go by address.
        None => (Place::Address, symbol.st_value),
    }
}

fn machine(elf: &Elf<'_>) -> Machine {
    let little = elf.little_endian;
    let is_64 = elf.is_64;
    let machine = elf.header.e_machine;
    let (arch, triple_arch) = match machine {
        header::EM_X86_64 if is_64 => ("x86_64", "x86_64"),
        header::EM_X86_64 => ("x86_64", "x86_64-x32"),
        header::EM_386 => ("x86", "i686"),
        header::EM_AARCH64 if little => ("aarch64", "aarch64"),
        header::EM_AARCH64 => ("aarch64", "aarch64_be"),
        header::EM_ARM if little => ("arm", "arm"),
        header::EM_ARM => ("arm", "armeb"),
        header::EM_RISCV if is_64 => ("riscv64", "riscv64"),
        header::EM_RISCV => ("riscv32", "riscv32"),
        header::EM_PPC64 if little => ("powerpc64", "powerpc64le"),
        header::EM_PPC64 => ("powerpc64", "powerpc64"),
        header::EM_PPC => ("powerpc", "powerpc"),
        header::EM_S390 => ("s390x", "s390x"),
        header::EM_MIPS => match (is_64, little) {
            (true, true) => ("mips64", "mips64el"),
            (true, false) => ("mips64", "mips64"),
            (false, true) => ("mips", "mipsel"),
            (false, false) => ("mips", "mips"),
        },
        header::EM_LOONGARCH => ("loongarch64", "loongarch64"),
        header::EM_SPARCV9 => ("sparc64", "sparc64"),
        header::EM_BPF if little => ("bpf", "bpfel"),
        header::EM_BPF => ("bpf", "bpfeb"),
        _ => ("unknown", "unknown"),
    };
    let os = match elf.header.e_ident[EI_OSABI] {
        header::ELFOSABI_FREEBSD => "unknown-freebsd",
        header::ELFOSABI_NETBSD => "unknown-netbsd",
        header::ELFOSABI_OPENBSD => "unknown-openbsd",
        header::ELFOSABI_SOLARIS => "pc-solaris",
        _ if machine == header::EM_BPF => "unknown-none",
        _ if machine == header::EM_ARM => {
            if elf.header.e_flags & object::elf::EF_ARM_ABI_FLOAT_HARD != 0 {
                "unknown-linux-gnueabihf"
            } else {
                "unknown-linux-gnueabi"
            }
        }
        _ => "unknown-linux-gnu",
    };
    let triple_guess = match triple_arch.split_once('-') {
        // x32: the ABI lives in the environment part of the triple.
        Some((arch, abi)) => format!("{arch}-unknown-linux-gnu{abi}"),
        None if arch == "unknown" => format!("unknown-{os}"),
        None => format!("{triple_arch}-{os}"),
    };
    let machine = Machine {
        arch: if arch == "unknown" {
            format!("unknown (e_machine {machine})")
        } else {
            arch.to_string()
        },
        endianness: if little {
            Endianness::Little
        } else {
            Endianness::Big
        },
        bits: if is_64 { 64 } else { 32 },
        triple_guess,
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
