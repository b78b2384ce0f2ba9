//! A COFF object around a streamed blob, written with the object crate's two-phase COFF writer
//! in the order its in-memory writer uses for `pack::pack_imports_to_object`: sections
//! `.rdata` (the blob) and `.drectve` (` /EXPORT:<sym>,DATA`), then one external data symbol.
//!
//! COFF file offsets are 32-bit, so the whole object must stay under 4 GiB.

use super::{StreamError, StreamedBlob};
use crate::target::{Arch, TargetSpec};
use object::pe;
use object::write::StreamingBuffer;
use object::write::coff::{FileHeader, SectionHeader, Symbol, Writer};
use std::io::Write;

pub(crate) fn write(
    blob: StreamedBlob<'_, '_, '_, '_>,
    target: &TargetSpec,
    symbol_name: &str,
    out: &mut dyn Write,
) -> Result<(), StreamError> {
    let object_error = StreamError::Object;
    let machine = target
        .coff_machine()
        .ok_or_else(|| object_error(format!("no COFF machine for {:?}", target.arch())))?;
    let blob_len = blob.len;
    let blob_len32 = usize::try_from(blob_len)
        .ok()
        .filter(|&len| u32::try_from(len).is_ok())
        .ok_or_else(|| {
            object_error(format!(
                "a {blob_len}-byte blob does not fit a COFF object (32-bit file offsets)"
            ))
        })?;
    // 32-bit x86 C names carry a leading underscore in COFF, as the object crate mangles them.
    let mangled = if target.arch() == Arch::X86 {
        format!("_{symbol_name}")
    } else {
        symbol_name.to_string()
    };
    let directive = format!(" /EXPORT:{symbol_name},DATA");

    let mut buffer = StreamingBuffer::new(out);
    let mut writer = Writer::new(&mut buffer);
    let rdata_name = writer.add_name(b".rdata");
    let drectve_name = writer.add_name(b".drectve");
    let _symbol_index = writer.reserve_symbol_index();
    let symbol_name_id = writer.add_name(mangled.as_bytes());
    writer.reserve_file_header();
    writer.reserve_section_headers(2);
    let rdata_offset = writer.reserve_section(blob_len32);
    let drectve_offset = writer.reserve_section(directive.len());
    writer
        .reserve_symtab_strtab()
        .map_err(|e| object_error(e.to_string()))?;
    if writer.reserved_len() > u64::from(u32::MAX) {
        return Err(object_error(format!(
            "a {blob_len}-byte blob makes a {}-byte COFF object; COFF file offsets are 32-bit",
            writer.reserved_len()
        )));
    }

    writer
        .write_file_header(FileHeader {
            machine,
            time_date_stamp: 0,
            characteristics: pe::FileFlags(0),
        })
        .map_err(|e| object_error(e.to_string()))?;
    writer.write_section_header(SectionHeader {
        name: rdata_name,
        size_of_raw_data: blob_len32 as u32,
        pointer_to_raw_data: rdata_offset,
        pointer_to_relocations: 0,
        pointer_to_linenumbers: 0,
        number_of_relocations: 0,
        number_of_linenumbers: 0,
        characteristics: (pe::IMAGE_SCN_CNT_INITIALIZED_DATA | pe::IMAGE_SCN_MEM_READ)
            .with_align(pe::IMAGE_SCN_ALIGN_1BYTES),
    });
    writer.write_section_header(SectionHeader {
        name: drectve_name,
        size_of_raw_data: directive.len() as u32,
        pointer_to_raw_data: drectve_offset,
        pointer_to_relocations: 0,
        pointer_to_linenumbers: 0,
        number_of_relocations: 0,
        number_of_linenumbers: 0,
        characteristics: (pe::IMAGE_SCN_LNK_INFO | pe::IMAGE_SCN_LNK_REMOVE)
            .with_align(pe::IMAGE_SCN_ALIGN_1BYTES),
    });
    writer.write_section_align();
    blob.write_into(&mut CoffSink(&mut writer))?;
    writer.write_section(directive.as_bytes());
    writer.write_symbol(Symbol {
        name: symbol_name_id,
        value: 0,
        section_number: pe::SymbolSection(1),
        typ: pe::SymbolType(0),
        storage_class: pe::IMAGE_SYM_CLASS_EXTERNAL,
        number_of_aux_symbols: 0,
    });
    writer.write_strtab();
    drop(writer);
    buffer.result()?;
    Ok(())
}

/// Passes blob bytes through the COFF writer so its running offset stays right; the writer's
/// buffer keeps the first I/O error and reports it at the end.
struct CoffSink<'w, 'a>(&'w mut Writer<'a>);

impl Write for CoffSink<'_, '_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
