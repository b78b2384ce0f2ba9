//! The ELF planner of the direct blob: see the parent module and docs/export.md
//! ("Direct blob"). The linked library is read and patched through the `object` crate's raw
//! ELF structs (either class, either byte order), the same definitions its readers use.

use super::Splice;
use crate::blob::digest::{DIGEST_LEN, DIGEST_MAGIC};
use object::elf::{self, FileHeader32, FileHeader64};
use object::read::elf::{FileHeader, NoteHeader, ProgramHeader, SectionHeader};
use object::{Endianness, FileKind, pod};
use std::mem::size_of;

/// What the splice rewrites in the headers, for one ELF class: setters over the class's raw
/// structs (a 32-bit class refuses a value past its 4-byte fields).
trait ElfClass: FileHeader<Endian = Endianness> {
    /// Sets the file offsets of the program and section header tables.
    fn set_table_offsets(
        &mut self,
        endian: Endianness,
        phoff: u64,
        shoff: u64,
    ) -> Result<(), String>;
    /// Sets a segment's file offset and its size in the file.
    fn set_segment(
        header: &mut Self::ProgramHeader,
        endian: Endianness,
        offset: u64,
        filesz: u64,
    ) -> Result<(), String>;
    /// Sets a section's type and file offset.
    fn set_section(
        header: &mut Self::SectionHeader,
        endian: Endianness,
        kind: elf::SectionType,
        offset: u64,
    ) -> Result<(), String>;
}

/// A value for a field of `Word`'s width, or why it does not fit.
fn word<Word: TryFrom<u64>>(value: u64, field: &str) -> Result<Word, String> {
    Word::try_from(value).map_err(|_| format!("{value} does not fit the {field} field"))
}

/// Implements [`ElfClass`] for one class's raw structs, whose address-sized fields are `$word`.
macro_rules! elf_class {
    ($header:ty, $word:ty) => {
        impl ElfClass for $header {
            fn set_table_offsets(
                &mut self,
                endian: Endianness,
                phoff: u64,
                shoff: u64,
            ) -> Result<(), String> {
                self.e_phoff.set(endian, word::<$word>(phoff, "e_phoff")?);
                self.e_shoff.set(endian, word::<$word>(shoff, "e_shoff")?);
                Ok(())
            }

            fn set_segment(
                header: &mut Self::ProgramHeader,
                endian: Endianness,
                offset: u64,
                filesz: u64,
            ) -> Result<(), String> {
                header
                    .p_offset
                    .set(endian, word::<$word>(offset, "p_offset")?);
                header
                    .p_filesz
                    .set(endian, word::<$word>(filesz, "p_filesz")?);
                Ok(())
            }

            fn set_section(
                header: &mut Self::SectionHeader,
                endian: Endianness,
                kind: elf::SectionType,
                offset: u64,
            ) -> Result<(), String> {
                header.sh_type.set(endian, kind);
                header
                    .sh_offset
                    .set(endian, word::<$word>(offset, "sh_offset")?);
                Ok(())
            }
        }
    };
}

elf_class!(FileHeader32<Endianness>, u32);
elf_class!(FileHeader64<Endianness>, u64);

/// A segment as the planner reads it: where its program header is, and its fields.
struct Segment {
    header: u64,
    kind: u32,
    offset: u64,
    vaddr: u64,
    filesz: u64,
    memsz: u64,
    align: u64,
}

/// A section as the planner reads it: where its section header is, and its fields.
struct Section {
    header: u64,
    name: String,
    kind: u32,
    flags: u64,
    addr: u64,
    offset: u64,
    size: u64,
}

/// Plans the final file from `linked`, the library linked with the reserved blob object.
/// `Err` says why this library cannot take its blob directly (the caller then links the
/// blob the usual way); it never means a broken library.
pub(super) fn plan(
    linked: Vec<u8>,
    blob_symbol: &str,
    blob_len: u64,
    digest_symbol: Option<&str>,
) -> Result<Splice, String> {
    match FileKind::parse(&*linked) {
        Ok(FileKind::Elf32) => {
            plan_class::<FileHeader32<Endianness>>(linked, blob_symbol, blob_len, digest_symbol)
        }
        Ok(FileKind::Elf64) => {
            plan_class::<FileHeader64<Endianness>>(linked, blob_symbol, blob_len, digest_symbol)
        }
        _ => Err("the linked file is not ELF".into()),
    }
}

/// The segments and sections of an ELF image of class `Elf`, with the byte order.
fn read_headers<Elf: ElfClass>(
    image: &[u8],
) -> Result<(Endianness, Vec<Segment>, Vec<Section>), String> {
    let header = Elf::parse(image).map_err(|e| format!("ELF header: {e}"))?;
    let endian = header.endian().map_err(|e| format!("ELF header: {e}"))?;
    if header.e_type(endian) != elf::ET_DYN {
        return Err("the linked file is not a shared object (ET_DYN)".into());
    }
    let phoff: u64 = header.e_phoff(endian).into();
    let segments = header
        .program_headers(endian, image)
        .map_err(|e| format!("program headers: {e}"))?
        .iter()
        .enumerate()
        .map(|(index, segment)| Segment {
            header: phoff + (index * size_of::<Elf::ProgramHeader>()) as u64,
            kind: segment.p_type(endian).0,
            offset: segment.p_offset(endian).into(),
            vaddr: segment.p_vaddr(endian).into(),
            filesz: segment.p_filesz(endian).into(),
            memsz: segment.p_memsz(endian).into(),
            align: segment.p_align(endian).into(),
        })
        .collect();
    let shoff: u64 = header.e_shoff(endian).into();
    let table = header
        .sections(endian, image)
        .map_err(|e| format!("section headers: {e}"))?;
    if table.is_empty() {
        return Err("no section headers".into());
    }
    let sections = table
        .iter()
        .enumerate()
        .map(|(index, section)| Section {
            header: shoff + (index * size_of::<Elf::SectionHeader>()) as u64,
            name: table
                .section_name(endian, section)
                .map(|name| String::from_utf8_lossy(name).into_owned())
                .unwrap_or_default(),
            kind: section.sh_type(endian).0,
            flags: section.sh_flags(endian).0,
            addr: section.sh_addr(endian).into(),
            offset: section.sh_offset(endian).into(),
            size: section.sh_size(endian).into(),
        })
        .collect();
    Ok((endian, segments, sections))
}

/// The raw struct of type `T` at file offset `at` of `image`, to patch.
fn raw_mut<'a, T: pod::Pod>(image: &'a mut [u8], at: u64, what: &str) -> Result<&'a mut T, String> {
    usize::try_from(at)
        .ok()
        .and_then(|at| image.get_mut(at..))
        .and_then(|bytes| pod::from_bytes_mut::<T>(bytes).ok())
        .map(|(raw, _)| raw)
        .ok_or_else(|| format!("the {what} at offset {at} is past the end"))
}

fn plan_class<Elf: ElfClass>(
    mut image: Vec<u8>,
    blob_symbol: &str,
    blob_len: u64,
    digest_symbol: Option<&str>,
) -> Result<Splice, String> {
    let (endian, segments, sections) = read_headers::<Elf>(&image)?;

    let blob = sections
        .iter()
        .find(|s| s.name == crate::object_file::write::reserved::RESERVED_BLOB_SECTION)
        .ok_or("the linker dropped the reserved blob section")?;
    if blob.kind != elf::SHT_NOBITS.0 || blob.size != blob_len {
        return Err(format!(
            "the reserved blob section is type {} of {} bytes, not NOBITS of {blob_len}",
            blob.kind, blob.size
        ));
    }
    let symbol = symbol_address(&image, blob_symbol)?;
    if symbol != Some((blob.addr, blob_len)) {
        return Err(format!(
            "`{blob_symbol}` is {symbol:?}, not the reserved section at {:#x}",
            blob.addr
        ));
    }
    let blob_end = blob
        .addr
        .checked_add(blob_len)
        .ok_or("blob address overflow")?;
    let home = segments
        .iter()
        .find(|s| s.kind == elf::PT_LOAD.0 && s.vaddr <= blob.addr && blob_end <= s.vaddr + s.memsz)
        .ok_or("no loadable segment holds the reserved blob")?;
    let file_end_vaddr = home.vaddr + home.filesz;
    if blob_end != home.vaddr + home.memsz || file_end_vaddr > blob.addr {
        return Err("the reserved blob does not end its segment".into());
    }
    let cut = home.offset + home.filesz;
    let zeros_before = blob.addr - file_end_vaddr;
    let inserted = zeros_before + blob_len;
    let align = segments
        .iter()
        .filter(|s| s.kind == elf::PT_LOAD.0)
        .map(|s| s.align.max(1))
        .max()
        .unwrap_or(1);
    if !align.is_power_of_two() {
        return Err(format!("segment alignment {align} is not a power of two"));
    }
    let shift = inserted
        .checked_next_multiple_of(align)
        .ok_or("blob size overflow")?;
    let moved = |offset: u64| {
        if offset >= cut {
            offset + shift
        } else {
            offset
        }
    };

    for segment in &segments {
        if segment.header == home.header {
            continue;
        }
        if segment.offset < cut && segment.offset + segment.filesz > cut {
            return Err("a segment straddles the end of the blob's segment".into());
        }
    }
    for section in &sections {
        let in_gap = section.flags & elf::SHF_ALLOC.0 != 0
            && section.addr >= file_end_vaddr
            && section.addr < blob_end;
        if section.kind == elf::SHT_NOBITS.0 && in_gap && section.flags & elf::SHF_TLS.0 != 0 {
            return Err(format!("TLS section {} before the blob", section.name));
        }
        if section.kind != elf::SHT_NOBITS.0
            && section.offset < cut
            && section.offset + section.size > cut
        {
            return Err(format!("section {} straddles the cut", section.name));
        }
    }

    // The digest record and build-id, located before any offset changes.
    let digest_record = match digest_symbol {
        None => None,
        Some(name) => {
            let (addr, size) = symbol_address(&image, name)?
                .ok_or_else(|| format!("the linked library has no `{name}`"))?;
            let offset = file_offset(&segments, addr, size)
                .ok_or_else(|| format!("`{name}` has no bytes in the file"))?;
            let at = usize::try_from(offset).map_err(|e| e.to_string())?;
            if size != DIGEST_LEN as u64 || image.get(at..at + 4) != Some(&DIGEST_MAGIC[..]) {
                return Err(format!("`{name}` is not a digest record"));
            }
            Some(moved(offset))
        }
    };
    let build_id = match sections
        .iter()
        .find(|s| s.kind == elf::SHT_NOTE.0 && s.name == ".note.gnu.build-id")
    {
        None => None,
        Some(note) => {
            let header = usize::try_from(note.offset)
                .ok()
                .and_then(|at| image.get(at..))
                .and_then(|bytes| pod::from_bytes::<Elf::NoteHeader>(bytes).ok())
                .map(|(header, _)| header)
                .ok_or("malformed build-id note")?;
            let namesz = u64::from(header.n_namesz(endian));
            let descsz = u64::from(header.n_descsz(endian));
            let desc =
                note.offset + size_of::<Elf::NoteHeader>() as u64 + namesz.next_multiple_of(4);
            if desc + descsz > note.offset + note.size || descsz == 0 || descsz > 32 {
                return Err("malformed build-id note".into());
            }
            Some((desc as usize, moved(desc), descsz as usize))
        }
    };

    // Patch: the blob's segment now has file bytes for all of its memory.
    Elf::set_segment(
        raw_mut(&mut image, home.header, "program header")?,
        endian,
        home.offset,
        home.memsz,
    )?;
    for segment in &segments {
        if segment.header != home.header && segment.offset >= cut {
            Elf::set_segment(
                raw_mut(&mut image, segment.header, "program header")?,
                endian,
                segment.offset + shift,
                segment.filesz,
            )?;
        }
    }
    for section in &sections {
        let in_gap = section.flags & elf::SHF_ALLOC.0 != 0
            && section.addr >= file_end_vaddr
            && section.addr < blob_end;
        let (kind, offset) = if section.kind == elf::SHT_NOBITS.0 && in_gap {
            (elf::SHT_PROGBITS, home.offset + (section.addr - home.vaddr))
        } else if section.kind == elf::SHT_NULL.0 {
            continue;
        } else {
            (elf::SectionType(section.kind), moved(section.offset))
        };
        Elf::set_section(
            raw_mut(&mut image, section.header, "section header")?,
            endian,
            kind,
            offset,
        )?;
    }
    let header: &mut Elf = raw_mut(&mut image, 0, "file header")?;
    let (phoff, shoff): (u64, u64) = (header.e_phoff(endian).into(), header.e_shoff(endian).into());
    let moved_unless_absent = |offset: u64| if offset == 0 { 0 } else { moved(offset) };
    header.set_table_offsets(
        endian,
        moved_unless_absent(phoff),
        moved_unless_absent(shoff),
    )?;
    if !Elf::is_type_64_sized() && moved(image.len() as u64) > u64::from(u32::MAX) {
        return Err("a 32-bit ELF file cannot pass 4 GiB".into());
    }
    Ok(Splice {
        image,
        cut,
        zeros_before,
        blob_len,
        zeros_after: shift - inserted,
        digest_record,
        content_id: build_id,
        code_signature: None,
        content_id_copies: Vec::new(),
    })
}

/// The address and size of a defined symbol, from the dynamic symbol table (where the loader
/// finds it) or else the static one.
fn symbol_address(image: &[u8], name: &str) -> Result<Option<(u64, u64)>, String> {
    use object::{Object, ObjectSymbol};
    let file = object::File::parse(image).map_err(|e| e.to_string())?;
    let found = file
        .dynamic_symbols()
        .chain(file.symbols())
        .find(|s| s.is_definition() && s.name() == Ok(name))
        .map(|s| (s.address(), s.size()));
    Ok(found)
}

/// The file offset of `size` bytes at `addr`, when a loadable segment has them in the file.
fn file_offset(segments: &[Segment], addr: u64, size: u64) -> Option<u64> {
    segments
        .iter()
        .find(|s| s.kind == elf::PT_LOAD.0 && s.vaddr <= addr && addr + size <= s.vaddr + s.filesz)
        .map(|s| s.offset + (addr - s.vaddr))
}
