//! A relocatable ELF object around a blob that is streamed, never held in memory: for blobs
//! of several GiB. Same loader-visible shape as [`super::pack_imports_to_object`] on ELF
//! targets (section, flags, symbol, `.note.GNU-stack`, `e_flags`), written with the object
//! crate's two-phase ELF writer so the headers are reserved before the payload is copied.

use super::object_file::{elf_file_flags, elf_machine, uses_large_data};
use super::{PackError, PackOptions};
use crate::target::{Endianness, ObjectFormat, TargetSpec};
use object::elf;
use object::write::StreamingBuffer;
use object::write::elf::{FileHeader, SectionHeader, Sym, Writer};
use std::io::{Read, Write};

/// Writes an ELF object defining the blob symbol over the `blob_len` bytes read from `blob`
/// (which must start with the blob's 8-byte length header), streaming them to `out`.
pub fn write_imports_object_streamed<R: Read, W: Write>(
    mut blob: R,
    blob_len: u64,
    target: &TargetSpec,
    options: &PackOptions,
    large_data_threshold: u64,
    out: W,
) -> Result<(), PackError> {
    let symbol_name = options.blob_symbol();
    let object_error = |message: String| PackError::Object {
        target: target.triple(),
        message,
    };
    if options.is_system_lib() {
        return Err(PackError::SystemLibNeedsCode {
            symbol: symbol_name,
            target: target.triple(),
        });
    }
    if target.object_format() != ObjectFormat::Elf {
        return Err(PackError::UnsupportedFormat {
            target: target.triple(),
            format: format!("{:?}", target.object_format()),
            packer: "streaming ELF",
        });
    }
    let machine = elf_machine(target).ok_or_else(|| object_error("no ELF machine".into()))?;
    let endian = match target.endianness() {
        Endianness::Little => object::Endianness::Little,
        Endianness::Big => object::Endianness::Big,
    };
    let large = uses_large_data(target, blob_len, large_data_threshold);
    let mut buffer = StreamingBuffer::new(std::io::BufWriter::new(out));
    let mut writer = Writer::new(endian, target.pointer_width() == 64, &mut buffer);

    // Phase 1: reserve every range in file order.
    writer.reserve_file_header();
    let data_name = writer.add_section_name(if large { b".lrodata" } else { b".rodata" });
    let data_index = writer.reserve_section_index();
    let data_offset = writer.reserve(blob_len, 1);
    let note_name = writer.add_section_name(b".note.GNU-stack");
    let _note_index = writer.reserve_section_index();
    let symbol_string = writer.add_string(symbol_name.as_bytes());
    writer.reserve_null_symbol_index();
    writer.reserve_symbol_index(Some(data_index));
    writer.reserve_symtab_section_index();
    writer.reserve_symtab();
    writer.reserve_strtab_section_index();
    writer
        .reserve_strtab()
        .map_err(|e| object_error(e.to_string()))?;
    writer.reserve_shstrtab_section_index();
    writer
        .reserve_shstrtab()
        .map_err(|e| object_error(e.to_string()))?;
    writer.reserve_section_headers();

    // Phase 2: write in the same order.
    writer
        .write_file_header(&FileHeader {
            os_abi: elf::ELFOSABI_NONE,
            abi_version: 0,
            e_type: elf::ET_REL,
            e_machine: machine,
            e_entry: 0,
            e_flags: elf::FileFlags(elf_file_flags(target).unwrap_or(0)),
        })
        .map_err(|e| object_error(e.to_string()))?;
    let mut chunk = vec![0u8; 1 << 20];
    let mut remaining = blob_len;
    while remaining > 0 {
        let take = usize::try_from(remaining.min(chunk.len() as u64)).unwrap_or(chunk.len());
        let part = &mut chunk[..take];
        blob.read_exact(part)?;
        writer.write(part);
        remaining -= take as u64;
    }
    writer.write_null_symbol();
    writer.write_symbol(&Sym {
        section: Some(data_index.0),
        st_name: writer.string_offset(Some(symbol_string)),
        st_info: elf::SymbolInfo::new(elf::STB_GLOBAL, elf::STT_OBJECT),
        st_other: elf::SymbolOther(elf::STV_DEFAULT.0),
        st_shndx: elf::SymbolSection(0),
        st_value: 0,
        st_size: blob_len,
    });
    writer.write_strtab();
    writer.write_shstrtab();
    writer.write_null_section_header();
    let data_flags = if large {
        elf::SHF_ALLOC.0 | super::object_file::SHF_X86_64_LARGE
    } else {
        elf::SHF_ALLOC.0
    };
    writer.write_section_header(&SectionHeader {
        sh_name: writer.section_name_offset(Some(data_name)),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SectionFlags(data_flags),
        sh_addr: 0,
        sh_offset: data_offset,
        sh_size: blob_len,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 1,
        sh_entsize: 0,
    });
    writer.write_section_header(&SectionHeader {
        sh_name: writer.section_name_offset(Some(note_name)),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SectionFlags(0),
        sh_addr: 0,
        sh_offset: data_offset + blob_len,
        sh_size: 0,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 1,
        sh_entsize: 0,
    });
    writer.write_symtab_section_header(1);
    writer.write_strtab_section_header();
    writer.write_shstrtab_section_header();
    drop(writer);
    buffer.result()?;
    let mut inner = buffer.into_inner();
    inner.flush()?;
    Ok(())
}
