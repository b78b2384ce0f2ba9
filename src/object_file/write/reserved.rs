//! The names of the reserved blob sections: `pack` writes the reserved blob object with them,
//! the linked-file writers ([`super::linked`]) find the blob's section by them after linking.

/// The reserved section's name. No default linker script names it, so GNU ld and ld.lld keep it
/// as its own output section, placed last in a loadable segment like every `SHT_NOBITS` section.
pub const RESERVED_BLOB_SECTION: &str = ".modlink_blob";

/// The segment of the reserved section.
pub const RESERVED_BLOB_SEGMENT_MACHO: &str = "__DATA_CONST";

/// The reserved section's name in [`RESERVED_BLOB_SEGMENT_MACHO`].
pub const RESERVED_BLOB_SECTION_MACHO: &str = "__modlink_blob";

/// The reserved section's name in a COFF object and in the DLL. lld-link merges only the
/// sections its defaults or `/MERGE` name (`.bss` into `.data`, `.xdata`/`.edata`/... into
/// `.rdata`) and keeps any other name as its own output section, placed after `.text`, `.rdata`,
/// `.data` and `.pdata` and before `.rsrc` and the discardable `.reloc`. At most 8 bytes, so the
/// image's section header holds it without a string table.
pub const RESERVED_BLOB_SECTION_COFF: &str = ".mlblob";
