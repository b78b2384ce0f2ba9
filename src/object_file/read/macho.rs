//! Mach-O: the export trie before the symbol table, C names without their leading underscore.

use super::view::{
    Machine, ObjectView, Place, Region, SymbolEntry, SymbolKind, strip_c_underscore,
};
use super::{FileFormat, Malformed, macho_exports};
use crate::target::Endianness;
use goblin::mach::MachO;
use goblin::mach::constants::cputype;
use goblin::mach::constants::{
    S_ATTR_PURE_INSTRUCTIONS, S_ATTR_SOME_INSTRUCTIONS, S_GB_ZEROFILL, S_THREAD_LOCAL_ZEROFILL,
    S_ZEROFILL, SECTION_TYPE,
};
use goblin::mach::symbols::{N_EXT, N_PEXT, N_SECT, N_STAB, N_TYPE, N_UNDF, N_WEAK_REF};

/// A section's code flag, kept beside its region to classify symbols.
struct SectionInfo {
    region: Region,
    code: bool,
}

/// Builds the view of a parsed Mach-O image or object.
pub(crate) fn view(macho: &MachO<'_>, image: &[u8]) -> Result<ObjectView, Malformed> {
    let malformed = |field: &str, error: goblin::error::Error| Malformed {
        offset: 0,
        field: field.to_string(),
        message: super::describe_parse_error(&error, image.len()),
    };
    let mut segments = Vec::new();
    let mut sections = Vec::new();
    for segment in macho.segments.iter() {
        let segment_name = segment.name().unwrap_or("?").to_string();
        segments.push(Region {
            name: segment_name.clone(),
            address: segment.vmaddr,
            mem_size: segment.vmsize,
            file_offset: segment.fileoff,
            file_size: segment.filesize.min(segment.vmsize),
        });
        for entry in segment {
            let (section, _) = entry
                .map_err(|error| malformed(&format!("sections of `{segment_name}`"), error))?;
            let zero_fill = matches!(
                section.flags & SECTION_TYPE,
                S_ZEROFILL | S_GB_ZEROFILL | S_THREAD_LOCAL_ZEROFILL
            );
            sections.push(SectionInfo {
                region: Region {
                    name: format!("{segment_name},{}", section.name().unwrap_or("?")),
                    address: section.addr,
                    mem_size: section.size,
                    file_offset: u64::from(section.offset),
                    file_size: if zero_fill { 0 } else { section.size },
                },
                code: section.flags & (S_ATTR_PURE_INSTRUCTIONS | S_ATTR_SOME_INSTRUCTIONS) != 0,
            });
        }
    }
    let kind_at = |address: u64, section: Option<usize>| {
        let found = match section {
            Some(index) => sections.get(index),
            None => sections.iter().find(|info| {
                address >= info.region.address
                    && address - info.region.address < info.region.mem_size
            }),
        };
        match found {
            Some(info) if info.code => SymbolKind::Function,
            Some(_) => SymbolKind::Data,
            None => SymbolKind::Unknown,
        }
    };

    let mut symbols = Vec::new();
    let mut undefined = Vec::new();
    let mut weak_undefined = Vec::new();
    // Export-trie addresses are relative to the image's mach header, i.e. the segment that
    // maps file offset 0 (`__TEXT`).
    let image_base = macho
        .segments
        .iter()
        .find(|segment| segment.fileoff == 0 && segment.filesize > 0)
        .map_or(0, |segment| segment.vmaddr);
    if let Some((start, size)) = macho_exports::location(macho) {
        let exports = macho_exports::walk(image, start, size).map_err(|error| Malformed {
            offset: error.offset,
            field: "export trie".into(),
            message: error.message,
        })?;
        for export in exports {
            let address = image_base.wrapping_add(export.address);
            symbols.push(SymbolEntry {
                name: strip_c_underscore(&export.name),
                address,
                place: Place::Address,
                exported: true,
                kind: kind_at(address, None),
            });
        }
    }
    let has_exports = !symbols.is_empty();
    for entry in macho.symbols() {
        let (name, nlist) = entry.map_err(|error| malformed("symbol table", error))?;
        if nlist.n_type & N_STAB != 0 || name.is_empty() {
            continue;
        }
        let external = nlist.n_type & N_EXT != 0;
        match nlist.n_type & N_TYPE {
            N_UNDF if nlist.n_value == 0 && external => {
                undefined.push(strip_c_underscore(name));
                if nlist.n_desc & N_WEAK_REF != 0 {
                    weak_undefined.push(strip_c_underscore(name));
                }
            }
            N_UNDF if nlist.n_value == 0 => {}
            // A common symbol: the size is in n_value and the linker allocates zero-fill.
            N_UNDF => symbols.push(SymbolEntry {
                name: strip_c_underscore(name),
                address: 0,
                place: Place::ZeroFill,
                exported: false,
                kind: SymbolKind::Data,
            }),
            N_SECT if nlist.n_sect > 0 => {
                let index = nlist.n_sect - 1;
                symbols.push(SymbolEntry {
                    name: strip_c_underscore(name),
                    address: nlist.n_value,
                    place: Place::Section(index),
                    exported: !has_exports && external && nlist.n_type & N_PEXT == 0,
                    kind: kind_at(nlist.n_value, Some(index)),
                });
            }
            _ => {}
        }
    }

    Ok(ObjectView {
        format: FileFormat::MachO,
        machine: machine(
            macho.header.cputype,
            macho.is_64,
            macho.little_endian,
            platform(macho),
        ),
        sections: sections.into_iter().map(|info| info.region).collect(),
        segments,
        symbols,
        undefined,
        weak_undefined,
        image: image_facts(macho),
    })
}

/// Facts for a linked Mach-O image: dylibs and bundles are what `dlopen` takes; a segment
/// whose initial protection is writable and executable is refused.
fn image_facts(macho: &MachO<'_>) -> Option<super::image::ImageFacts> {
    use goblin::mach::header::{MH_BUNDLE, MH_DYLIB, MH_OBJECT};
    const VM_PROT_WRITE: u32 = 2;
    const VM_PROT_EXECUTE: u32 = 4;
    if macho.header.filetype == MH_OBJECT {
        return None;
    }
    let writable_executable = macho
        .segments
        .iter()
        .enumerate()
        .find(|(_, seg)| seg.initprot & VM_PROT_WRITE != 0 && seg.initprot & VM_PROT_EXECUTE != 0)
        .map(|(index, seg)| (index, seg.vmaddr));
    Some(super::image::ImageFacts {
        not_shared_library: (!matches!(macho.header.filetype, MH_DYLIB | MH_BUNDLE)).then(|| {
            format!(
                "Mach-O file type {} is not a dylib or bundle",
                macho.header.filetype
            )
        }),
        writable_executable,
        ..Default::default()
    })
}

/// The architecture name of a Mach-O CPU type (also used to list the slices of a fat file).
pub(crate) fn arch_name(cpu: u32) -> String {
    match cpu {
        cputype::CPU_TYPE_X86_64 => "x86_64".into(),
        cputype::CPU_TYPE_ARM64 => "aarch64".into(),
        cputype::CPU_TYPE_ARM64_32 => "arm64_32".into(),
        cputype::CPU_TYPE_X86 => "x86".into(),
        cputype::CPU_TYPE_ARM => "arm".into(),
        cputype::CPU_TYPE_POWERPC => "powerpc".into(),
        cputype::CPU_TYPE_POWERPC64 => "powerpc64".into(),
        other => format!("unknown (cputype {other:#x})"),
    }
}

/// The OS and environment parts of the triple, from `LC_BUILD_VERSION` or the older
/// `LC_VERSION_MIN_*` commands; plain `darwin` when there is neither (objects often have none).
fn platform(macho: &MachO<'_>) -> &'static str {
    use goblin::mach::load_command::CommandVariant;
    macho
        .load_commands
        .iter()
        .find_map(|command| match &command.command {
            CommandVariant::BuildVersion(build) => Some(match build.platform {
                2 => "ios",
                3 => "tvos",
                4 => "watchos",
                6 => "ios-macabi",
                7 => "ios-sim",
                8 => "tvos-sim",
                9 => "watchos-sim",
                11 => "visionos",
                12 => "visionos-sim",
                _ => "darwin",
            }),
            CommandVariant::VersionMinIphoneos(_) => Some("ios"),
            CommandVariant::VersionMinTvos(_) => Some("tvos"),
            CommandVariant::VersionMinWatchos(_) => Some("watchos"),
            CommandVariant::VersionMinMacosx(_) => Some("darwin"),
            _ => None,
        })
        .unwrap_or("darwin")
}

fn machine(cpu: u32, is_64: bool, little_endian: bool, platform: &str) -> Machine {
    let arch = arch_name(cpu);
    let triple_arch = match cpu {
        cputype::CPU_TYPE_X86 => "i686",
        cputype::CPU_TYPE_ARM => "armv7",
        _ => arch.as_str(),
    };
    let machine = Machine {
        triple_guess: format!("{triple_arch}-apple-{platform}"),
        arch,
        endianness: if little_endian {
            Endianness::Little
        } else {
            Endianness::Big
        },
        bits: if is_64 { 64 } else { 32 },
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
