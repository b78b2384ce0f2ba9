//! The digest record (`crate::blob::digest`) written as its own small object, linked next to
//! the blob's so it survives into the library where the verifier looks for it.

use super::PackOptions;
use crate::blob::digest::{BlobDigest, DIGEST_LEN, IntegrityError, digest_symbol};
use crate::target::TargetSpec;
use object::write::{StandardSection, Symbol, SymbolSection};

/// An object file for `target` defining the digest symbol of `blob` (prefix and layout from
/// `pack`): read-only data, exported like the blob (`.drectve /EXPORT` on COFF), so it survives
/// into the shared library where `inspect::verify` looks for it.
pub fn digest_object(
    blob: &[u8],
    target: &TargetSpec,
    pack: &PackOptions,
) -> Result<Vec<u8>, IntegrityError> {
    digest_record_object(&BlobDigest::of(blob, pack.layout), target, pack)
}

/// [`digest_object`] from a digest already computed, e.g. by a [`crate::blob::digest::HashingWriter`] while the blob
/// streamed into its object (the blob is then never in memory).
pub fn digest_record_object(
    digest: &BlobDigest,
    target: &TargetSpec,
    pack: &PackOptions,
) -> Result<Vec<u8>, IntegrityError> {
    let symbol = digest_symbol(pack.system_lib_prefix.as_deref().unwrap_or(""));
    let fail = |message: String| IntegrityError::Write {
        symbol: symbol.clone(),
        target: target.triple(),
        message,
    };
    let mut obj = target
        .new_object()
        .map_err(|_| fail("wasm objects are not supported".into()))?;
    let format = obj.format();
    // Names spelled out as they go into the symbol table: i686 COFF prefixes C names with `_`,
    // and a `.drectve` export names the symbol as the object spells it.
    let is_i686_coff =
        format == object::BinaryFormat::Coff && target.arch() == crate::target::Arch::X86;
    let c_name = if is_i686_coff {
        obj.set_mangling(object::write::Mangling::None);
        // `@feat.00` bit 0: no exception handlers, so lld-link's /SAFESEH (the default) links it.
        obj.add_symbol(Symbol {
            name: b"@feat.00".to_vec(),
            value: 1,
            size: 0,
            kind: object::SymbolKind::Data,
            scope: object::SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Absolute,
            flags: object::SymbolFlags::None,
        });
        format!("_{symbol}")
    } else {
        symbol.clone()
    };
    let record = digest.to_bytes();
    let section = obj.section_id(StandardSection::ReadOnlyData);
    let offset = obj.append_section_data(section, &record, 8);
    obj.add_symbol(Symbol {
        name: c_name.clone().into_bytes(),
        value: offset,
        size: DIGEST_LEN as u64,
        kind: object::SymbolKind::Data,
        scope: object::SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Section(section),
        flags: object::SymbolFlags::None,
    });
    match format {
        object::BinaryFormat::Elf => {
            // Without it GNU ld asks for an executable stack, which glibc refuses to dlopen.
            let note = obj.add_section(
                Vec::new(),
                b".note.GNU-stack".to_vec(),
                object::SectionKind::Other,
            );
            obj.section_mut(note).flags = object::SectionFlags::Elf {
                sh_type: object::elf::SHT_PROGBITS,
                sh_flags: object::elf::SectionFlags(0),
            };
        }
        object::BinaryFormat::Coff => {
            let drectve = obj.add_section(
                Vec::new(),
                b".drectve".to_vec(),
                object::SectionKind::Linker,
            );
            obj.append_section_data(drectve, format!(" /EXPORT:{c_name},DATA").as_bytes(), 1);
        }
        _ => {}
    }
    obj.write().map_err(|e| fail(e.to_string()))
}
