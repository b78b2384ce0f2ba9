//! The reserved blob object for a Mach-O dylib: the blob symbol over a zero-fill section of the
//! blob's size, `__DATA_CONST,__modlink_blob` (`S_ZEROFILL`), written straight into the linked
//! file afterwards (`object_file::write::linked`). The linker lays out the addresses and exports
//! the symbol but never reads or writes a blob byte.
//!
//! Why `__DATA_CONST`: ld64.lld keeps zero-fill sections at the end of every segment but
//! `__TEXT` (there it lays one out between file-backed sections, which no splice can fill), and
//! `__DATA_CONST` is the one writable-at-link segment the loader makes read-only once its
//! fixups are done (`SG_READ_ONLY`), so the blob stays constant data as with every other packer.

use super::{PackError, PackOptions};
use crate::object_file::write::reserved::{
    RESERVED_BLOB_SECTION_MACHO, RESERVED_BLOB_SEGMENT_MACHO,
};
use crate::target::TargetSpec;
use object::write::{Symbol, SymbolSection};
use object::{SectionKind, SymbolFlags, SymbolKind, SymbolScope};

/// A 64-bit Mach-O `MH_OBJECT` defining the blob symbol (global, exported, `_`-prefixed) at the
/// start of a [`RESERVED_BLOB_SECTION_MACHO`] zero-fill section of `blob_len` bytes.
pub(super) fn reserved_blob_object(
    blob_len: u64,
    target: &TargetSpec,
    options: &PackOptions,
) -> Result<Vec<u8>, PackError> {
    let object_error = |message: String| PackError::Object {
        target: target.triple(),
        message,
    };
    if target.macho_cpu().is_none() {
        return Err(object_error(format!(
            "no 64-bit Mach-O CPU type for {:?}",
            target.arch()
        )));
    }
    let mut object = target
        .new_object()
        .map_err(|e| object_error(e.to_string()))?;
    // The object crate writes uninitialised data as `S_ZEROFILL`.
    let section = object.add_section(
        RESERVED_BLOB_SEGMENT_MACHO.as_bytes().to_vec(),
        RESERVED_BLOB_SECTION_MACHO.as_bytes().to_vec(),
        SectionKind::UninitializedData,
    );
    object.append_section_bss(section, blob_len, 1);
    object.add_symbol(Symbol {
        name: options.blob_symbol().into_bytes(),
        value: 0,
        size: blob_len,
        kind: SymbolKind::Data,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    });
    object.write().map_err(|e| object_error(e.to_string()))
}
