//! The reserved blob object: the blob symbol over an uninitialised (`SHT_NOBITS`) section of the
//! blob's size, for an ELF shared library whose blob is written straight into the linked file
//! afterwards (`object_file::write::linked`; Mach-O dylibs: [`super::reserved_macho`]; PE DLLs:
//! [`super::reserved_coff`]). The linker lays out the addresses and the symbol but never reads or
//! writes a blob byte: the object is a few hundred bytes whatever the blob's size.

use super::{PackError, PackOptions};
use crate::object_file::write::reserved::RESERVED_BLOB_SECTION;
use crate::target::{ObjectFormat, TargetSpec};
use object::write::{Symbol, SymbolSection};
use object::{SectionFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope, elf};

/// An ELF relocatable object defining the blob symbol (size `blob_len`, read-only, exported) in
/// a [`RESERVED_BLOB_SECTION`] of type `SHT_NOBITS`: the address range the loader will see, with
/// no bytes in the file.
pub fn reserved_blob_object(
    blob_len: u64,
    target: &TargetSpec,
    options: &PackOptions,
) -> Result<Vec<u8>, PackError> {
    let symbol_name = options.blob_symbol();
    if options.is_system_lib() {
        return Err(PackError::SystemLibNeedsCode {
            symbol: symbol_name,
            target: target.triple(),
        });
    }
    if target.object_format() == ObjectFormat::Coff {
        return super::reserved_coff::reserved_blob_object_coff(blob_len, target, options);
    }
    if target.object_format() == ObjectFormat::MachO {
        return super::reserved_macho::reserved_blob_object(blob_len, target, options);
    }
    if target.object_format() != ObjectFormat::Elf {
        return Err(PackError::UnsupportedFormat {
            target: target.triple(),
            format: format!("{:?}", target.object_format()),
            packer: "reserved-blob",
        });
    }
    let mut object = target.new_object().map_err(|e| PackError::Object {
        target: target.triple(),
        message: e.to_string(),
    })?;
    let section = object.add_section(
        Vec::new(),
        RESERVED_BLOB_SECTION.as_bytes().to_vec(),
        SectionKind::UninitializedData,
    );
    // Read-only: the blob is constant data, as with every other packer.
    object.section_mut(section).flags = SectionFlags::Elf {
        sh_type: elf::SHT_NOBITS,
        sh_flags: elf::SectionFlags(elf::SHF_ALLOC.0),
    };
    object.append_section_bss(section, blob_len, 1);
    object.add_symbol(Symbol {
        name: symbol_name.into_bytes(),
        value: 0,
        size: blob_len,
        kind: SymbolKind::Data,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    });
    // Without this note GNU ld marks the library as needing an executable stack.
    let note = object.add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Other);
    object.section_mut(note).flags = SectionFlags::Elf {
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SectionFlags(0),
    };
    object.write().map_err(|e| PackError::Object {
        target: target.triple(),
        message: e.to_string(),
    })
}
