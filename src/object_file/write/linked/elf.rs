//! The ELF planner of the direct blob: see the parent module and docs/export.md
//! ("Direct blob").

use super::Splice;
use crate::blob::digest::{DIGEST_LEN, DIGEST_MAGIC};
use object::elf;

/// Field access to an ELF image of either class and byte order.
struct Fields {
    is_64: bool,
    big_endian: bool,
}

impl Fields {
    fn read(&self, image: &[u8], offset: u64, size: usize) -> Result<u64, String> {
        let start = usize::try_from(offset).map_err(|_| format!("offset {offset} too large"))?;
        let bytes = start
            .checked_add(size)
            .and_then(|end| image.get(start..end))
            .ok_or_else(|| format!("a {size}-byte field at offset {offset} is past the end"))?;
        let mut value = 0u64;
        for index in 0..size {
            let byte = if self.big_endian {
                bytes[index]
            } else {
                bytes[size - 1 - index]
            };
            value = (value << 8) | u64::from(byte);
        }
        Ok(value)
    }

    fn write(&self, image: &mut [u8], offset: u64, size: usize, value: u64) -> Result<(), String> {
        if size < 8 && value >> (size * 8) != 0 {
            return Err(format!(
                "{value} does not fit the {size}-byte field at offset {offset}"
            ));
        }
        let start = usize::try_from(offset).map_err(|_| format!("offset {offset} too large"))?;
        let bytes = start
            .checked_add(size)
            .and_then(|end| image.get_mut(start..end))
            .ok_or_else(|| format!("a {size}-byte field at offset {offset} is past the end"))?;
        for (index, byte) in bytes.iter_mut().enumerate() {
            let shift = if self.big_endian {
                (size - 1 - index) * 8
            } else {
                index * 8
            };
            *byte = (value >> shift) as u8;
        }
        Ok(())
    }
}

/// Where each field sits in a header of this class: (offset, size).
struct Layout {
    phoff: (u64, usize),
    shoff: (u64, usize),
    phentsize: u64,
    phnum: u64,
    shentsize: u64,
    shnum: u64,
    shstrndx: u64,
    p_type: (u64, usize),
    p_offset: (u64, usize),
    p_vaddr: (u64, usize),
    p_filesz: (u64, usize),
    p_memsz: (u64, usize),
    p_align: (u64, usize),
    sh_name: (u64, usize),
    sh_type: (u64, usize),
    sh_flags: (u64, usize),
    sh_addr: (u64, usize),
    sh_offset: (u64, usize),
    sh_size: (u64, usize),
}

const LAYOUT_64: Layout = Layout {
    phoff: (0x20, 8),
    shoff: (0x28, 8),
    phentsize: 0x36,
    phnum: 0x38,
    shentsize: 0x3a,
    shnum: 0x3c,
    shstrndx: 0x3e,
    p_type: (0, 4),
    p_offset: (8, 8),
    p_vaddr: (16, 8),
    p_filesz: (32, 8),
    p_memsz: (40, 8),
    p_align: (48, 8),
    sh_name: (0, 4),
    sh_type: (4, 4),
    sh_flags: (8, 8),
    sh_addr: (16, 8),
    sh_offset: (24, 8),
    sh_size: (32, 8),
};

const LAYOUT_32: Layout = Layout {
    phoff: (0x1c, 4),
    shoff: (0x20, 4),
    phentsize: 0x2a,
    phnum: 0x2c,
    shentsize: 0x2e,
    shnum: 0x30,
    shstrndx: 0x32,
    p_type: (0, 4),
    p_offset: (4, 4),
    p_vaddr: (8, 4),
    p_filesz: (16, 4),
    p_memsz: (20, 4),
    p_align: (28, 4),
    sh_name: (0, 4),
    sh_type: (4, 4),
    sh_flags: (8, 4),
    sh_addr: (12, 4),
    sh_offset: (16, 4),
    sh_size: (20, 4),
};

struct Segment {
    header: u64,
    kind: u32,
    offset: u64,
    vaddr: u64,
    filesz: u64,
    memsz: u64,
    align: u64,
}

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
    let mut image = linked;
    if image.get(..4) != Some(b"\x7fELF".as_slice()) {
        return Err("the linked file is not ELF".into());
    }
    let fields = Fields {
        is_64: match image.get(4) {
            Some(1) => false,
            Some(2) => true,
            other => return Err(format!("unknown ELF class {other:?}")),
        },
        big_endian: match image.get(5) {
            Some(1) => false,
            Some(2) => true,
            other => return Err(format!("unknown ELF byte order {other:?}")),
        },
    };
    let layout = if fields.is_64 { &LAYOUT_64 } else { &LAYOUT_32 };
    if fields.read(&image, 0x10, 2)? != u64::from(elf::ET_DYN.0) {
        return Err("the linked file is not a shared object (ET_DYN)".into());
    }
    let segments = read_segments(&image, &fields, layout)?;
    let sections = read_sections(&image, &fields, layout)?;

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
            let namesz = fields.read(&image, note.offset, 4)?;
            let descsz = fields.read(&image, note.offset + 4, 4)?;
            let desc = note.offset + 12 + namesz.next_multiple_of(4);
            if desc + descsz > note.offset + note.size || descsz == 0 || descsz > 32 {
                return Err("malformed build-id note".into());
            }
            Some((desc as usize, moved(desc), descsz as usize))
        }
    };

    // Patch: the blob's segment now has file bytes for all of its memory.
    let (at, size) = layout.p_filesz;
    fields.write(&mut image, home.header + at, size, home.memsz)?;
    for segment in &segments {
        if segment.header != home.header && segment.offset >= cut {
            let (at, size) = layout.p_offset;
            fields.write(
                &mut image,
                segment.header + at,
                size,
                segment.offset + shift,
            )?;
        }
    }
    for section in &sections {
        let in_gap = section.flags & elf::SHF_ALLOC.0 != 0
            && section.addr >= file_end_vaddr
            && section.addr < blob_end;
        let offset = if section.kind == elf::SHT_NOBITS.0 && in_gap {
            let (at, size) = layout.sh_type;
            fields.write(
                &mut image,
                section.header + at,
                size,
                u64::from(elf::SHT_PROGBITS.0),
            )?;
            home.offset + (section.addr - home.vaddr)
        } else if section.kind == 0 {
            continue;
        } else {
            moved(section.offset)
        };
        let (at, size) = layout.sh_offset;
        fields.write(&mut image, section.header + at, size, offset)?;
    }
    for field in [layout.phoff, layout.shoff] {
        let value = fields.read(&image, field.0, field.1)?;
        if value != 0 {
            fields.write(&mut image, field.0, field.1, moved(value))?;
        }
    }
    if !fields.is_64 && moved(image.len() as u64) > u64::from(u32::MAX) {
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

fn read_segments(image: &[u8], fields: &Fields, layout: &Layout) -> Result<Vec<Segment>, String> {
    let phoff = fields.read(image, layout.phoff.0, layout.phoff.1)?;
    let phentsize = fields.read(image, layout.phentsize, 2)?;
    let phnum = fields.read(image, layout.phnum, 2)?;
    (0..phnum)
        .map(|index| {
            let header = phoff + index * phentsize;
            let get = |(at, size): (u64, usize)| fields.read(image, header + at, size);
            Ok(Segment {
                header,
                kind: get(layout.p_type)? as u32,
                offset: get(layout.p_offset)?,
                vaddr: get(layout.p_vaddr)?,
                filesz: get(layout.p_filesz)?,
                memsz: get(layout.p_memsz)?,
                align: get(layout.p_align)?,
            })
        })
        .collect()
}

fn read_sections(image: &[u8], fields: &Fields, layout: &Layout) -> Result<Vec<Section>, String> {
    let shoff = fields.read(image, layout.shoff.0, layout.shoff.1)?;
    let shentsize = fields.read(image, layout.shentsize, 2)?;
    let shnum = fields.read(image, layout.shnum, 2)?;
    let shstrndx = fields.read(image, layout.shstrndx, 2)?;
    if shnum == 0 || shstrndx >= shnum {
        return Err("no section headers (or extended numbering)".into());
    }
    let raw = |index: u64| -> Result<(u64, [u64; 6]), String> {
        let header = shoff + index * shentsize;
        let get = |(at, size): (u64, usize)| fields.read(image, header + at, size);
        Ok((
            header,
            [
                get(layout.sh_name)?,
                get(layout.sh_type)?,
                get(layout.sh_flags)?,
                get(layout.sh_addr)?,
                get(layout.sh_offset)?,
                get(layout.sh_size)?,
            ],
        ))
    };
    let (_, names) = raw(shstrndx)?;
    let name_at = |offset: u64| -> String {
        let start = (names[4] + offset) as usize;
        image
            .get(start..)
            .and_then(|rest| rest.split(|&b| b == 0).next())
            .map(|name| String::from_utf8_lossy(name).into_owned())
            .unwrap_or_default()
    };
    (0..shnum)
        .map(|index| {
            let (header, [name, kind, flags, addr, offset, size]) = raw(index)?;
            Ok(Section {
                header,
                name: name_at(name),
                kind: kind as u32,
                flags,
                addr,
                offset,
                size,
            })
        })
        .collect()
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
