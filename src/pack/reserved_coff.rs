//! The reserved blob object for a PE DLL (`object_file::write::linked`): the blob symbol over an
//! uninitialised section of the blob's size, exported as data like every other packer's blob
//! (` /EXPORT:<sym>,DATA` in `.drectve`). lld-link gives the section its addresses but no file
//! bytes; the blob's bytes are written into the linked DLL afterwards.

use super::{PackError, PackOptions};
use crate::object_file::write::reserved::RESERVED_BLOB_SECTION_COFF;
use crate::target::TargetSpec;
use object::write::{Symbol, SymbolSection};
use object::{SectionFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope, pe};

/// A COFF object defining the blob symbol (read-only, `blob_len` bytes, exported as data) in a
/// [`RESERVED_BLOB_SECTION_COFF`] of uninitialised data: the address range the loader will see,
/// with no bytes in the object or the linked file.
pub(super) fn reserved_blob_object_coff(
    blob_len: u64,
    target: &TargetSpec,
    options: &PackOptions,
) -> Result<Vec<u8>, PackError> {
    let symbol_name = options.blob_symbol();
    let object_error = |message: String| PackError::Object {
        target: target.triple(),
        message,
    };
    // PE section sizes are 32-bit; the image itself must stay under 4 GiB.
    if u32::try_from(blob_len).is_err() {
        return Err(object_error(format!(
            "a {blob_len}-byte blob does not fit a PE image (32-bit sizes)"
        )));
    }
    let mut object = target
        .new_object()
        .map_err(|e| object_error(e.to_string()))?;
    // Names spelled out as they go into the symbol table: i686 prefixes C names with `_`.
    object.set_mangling(object::write::Mangling::None);
    let c_prefix = if target.arch() == crate::target::Arch::X86 {
        "_"
    } else {
        ""
    };
    if target.arch() == crate::target::Arch::X86 {
        // `@feat.00` bit 0: the object has no exception handlers, so lld-link's /SAFESEH (the
        // i686 default) accepts it.
        object.add_symbol(Symbol {
            name: b"@feat.00".to_vec(),
            value: 1,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Absolute,
            flags: SymbolFlags::None,
        });
    }
    let section = object.add_section(
        Vec::new(),
        RESERVED_BLOB_SECTION_COFF.as_bytes().to_vec(),
        SectionKind::UninitializedData,
    );
    // Read-only (no MEM_WRITE): the blob is constant data, as with every other packer.
    object.section_mut(section).flags = SectionFlags::Coff {
        characteristics: pe::IMAGE_SCN_CNT_UNINITIALIZED_DATA
            | pe::IMAGE_SCN_MEM_READ
            | pe::IMAGE_SCN_ALIGN_1BYTES,
    };
    object.append_section_bss(section, blob_len, 1);
    object.add_symbol(Symbol {
        name: format!("{c_prefix}{symbol_name}").into_bytes(),
        value: 0,
        size: blob_len,
        kind: SymbolKind::Data,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    });
    // LLVM's `dllexport` on data: lld-link exports the symbol by name, as DATA. Directives
    // name symbols as the object spells them (lld-link drops i686's `_` for the export name).
    let directive = format!(" /EXPORT:{c_prefix}{symbol_name},DATA");
    let drectve = object.add_section(Vec::new(), b".drectve".to_vec(), SectionKind::Linker);
    object.append_section_data(drectve, directive.as_bytes(), 1);
    object.write().map_err(|e| object_error(e.to_string()))
}
