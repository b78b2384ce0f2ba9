//! A relocatable ELF object around a streamed blob. Same loader-visible shape as
//! `pack::pack_imports_to_object` on ELF targets (section, flags, symbol, `.note.GNU-stack`,
//! `e_flags`), written with the object crate's two-phase ELF writer so the headers are reserved
//! before the payload passes through.

use super::{StreamError, StreamedBlob};
use crate::object_file::write::SHF_X86_64_LARGE;
use crate::target::TargetSpec;
use object::elf;
use object::write::StreamingBuffer;
use object::write::elf::{FileHeader, SectionHeader, Sym, Writer};
use std::io::Write;

pub(crate) fn write(
    blob: StreamedBlob<'_, '_, '_, '_>,
    target: &TargetSpec,
    symbol_name: &str,
    large: bool,
    out: &mut dyn Write,
) -> Result<(), StreamError> {
    let object_error = StreamError::Object;
    let machine = target
        .elf_machine()
        .ok_or_else(|| object_error("no ELF machine".into()))?;
    let endian = target.object_endianness();
    let blob_len = blob.len;
    let mut buffer = StreamingBuffer::new(out);
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
            e_flags: elf::FileFlags(target.elf_e_flags().unwrap_or(0)),
        })
        .map_err(|e| object_error(e.to_string()))?;
    blob.write_into(&mut ElfSink(&mut writer))?;
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
        elf::SHF_ALLOC.0 | SHF_X86_64_LARGE
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
    Ok(())
}

/// Passes blob bytes through the ELF writer so its running offset stays right; the writer's
/// buffer keeps the first I/O error and reports it at the end.
struct ElfSink<'w, 'a>(&'w mut Writer<'a>);

impl Write for ElfSink<'_, '_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
