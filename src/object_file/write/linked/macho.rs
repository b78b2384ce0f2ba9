//! The Mach-O planner of the direct blob: see the parent module and docs/export.md ("Direct
//! blob", Mach-O).
//!
//! ld64.lld links the reserved `__DATA_CONST,__modlink_blob` zero-fill section last in its
//! segment: the segment's `vmsize` covers the blob, its `filesize` does not. The plan gives the
//! segment file bytes for all of its memory (`filesize = vmsize`, the zero-fill sections become
//! `S_REGULAR` at the offsets their addresses map to), moves everything after it in the file
//! (`__DATA`, `__LINKEDIT`) by `vmsize - filesize`, a multiple of the page size, fixes every
//! load command holding a file offset, rehashes `LC_UUID` with the blob and lays out the ad-hoc
//! code signature again ([`super::codesign`]). A load command it does not know stops the plan.

use super::Splice;
use super::codesign;
use crate::blob::digest::{DIGEST_LEN, DIGEST_MAGIC};
use crate::target::Arch;
use object::endian::U32;
use object::macho::{
    self, DyldInfoCommand, DysymtabCommand, LinkeditDataCommand, LoadCommand, LoadCommandType,
    MachHeader64, Nlist64, Section64, SectionType, SegmentCommand64, SymtabCommand, UuidCommand,
};
use object::{LittleEndian, pod};
use std::mem::{offset_of, size_of};

/// The byte order of the Mach-O files the planner takes.
const LE: LittleEndian = LittleEndian;

/// `MH_MAGIC_64` as it starts a little-endian file.
pub(super) const MAGIC_64_LE: [u8; 4] = macho::MH_MAGIC_64.to_le_bytes();
/// `sizeof(mach_header_64)`.
const HEADER_SIZE: u64 = size_of::<MachHeader64<LittleEndian>>() as u64;

/// `linkedit_data_command`s: one offset (`dataoff`, at byte 8) into `__LINKEDIT`.
const LINKEDIT_DATA_COMMANDS: [LoadCommandType; 8] = [
    macho::LC_SEGMENT_SPLIT_INFO,
    macho::LC_FUNCTION_STARTS,
    macho::LC_DATA_IN_CODE,
    macho::LC_DYLIB_CODE_SIGN_DRS,
    macho::LC_LINKER_OPTIMIZATION_HINT,
    macho::LC_DYLD_EXPORTS_TRIE,
    macho::LC_DYLD_CHAINED_FIXUPS,
    macho::LC_ATOM_INFO,
];
/// Load commands without file offsets: dylib names, rpaths, versions, the UUID.
const OFFSET_FREE_COMMANDS: [LoadCommandType; 17] = [
    macho::LC_LOAD_DYLIB,
    macho::LC_ID_DYLIB,
    macho::LC_SUB_FRAMEWORK,
    macho::LC_SUB_UMBRELLA,
    macho::LC_SUB_CLIENT,
    macho::LC_SUB_LIBRARY,
    macho::LC_UUID,
    macho::LC_LAZY_LOAD_DYLIB,
    macho::LC_VERSION_MIN_MACOSX,
    macho::LC_VERSION_MIN_IPHONEOS,
    macho::LC_DYLD_ENVIRONMENT,
    macho::LC_SOURCE_VERSION,
    macho::LC_BUILD_VERSION,
    macho::LC_LOAD_WEAK_DYLIB,
    macho::LC_RPATH,
    macho::LC_REEXPORT_DYLIB,
    macho::LC_LOAD_UPWARD_DYLIB,
];

/// The raw struct of type `T` at file offset `at` of `image`.
fn raw<T: pod::Pod>(image: &[u8], at: u64) -> Result<&T, String> {
    usize::try_from(at)
        .ok()
        .and_then(|at| image.get(at..))
        .and_then(|bytes| pod::from_bytes::<T>(bytes).ok())
        .map(|(raw, _)| raw)
        .ok_or_else(|| {
            format!(
                "a {}-byte field at offset {at} is past the end",
                size_of::<T>()
            )
        })
}

/// The raw struct of type `T` at file offset `at` of `image`, to patch.
fn raw_mut<T: pod::Pod>(image: &mut [u8], at: u64) -> Result<&mut T, String> {
    usize::try_from(at)
        .ok()
        .and_then(|at| image.get_mut(at..))
        .and_then(|bytes| pod::from_bytes_mut::<T>(bytes).ok())
        .map(|(raw, _)| raw)
        .ok_or_else(|| {
            format!(
                "a {}-byte field at offset {at} is past the end",
                size_of::<T>()
            )
        })
}

/// The file offset of a field `offset` bytes into the struct at `at`.
fn field(at: u64, offset: usize) -> u64 {
    at + offset as u64
}

/// Sets the 32-bit field at `at` (a file offset or size, which must fit).
fn set_u32(image: &mut [u8], at: u64, value: u64) -> Result<(), String> {
    let value = u32::try_from(value)
        .map_err(|_| format!("{value} does not fit the 32-bit field at offset {at}"))?;
    raw_mut::<U32<LittleEndian>>(image, at)?.set(LE, value);
    Ok(())
}

/// A 16-byte, NUL-padded segment or section name.
fn name16(bytes: &[u8; 16]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(16);
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

struct Segment {
    /// Offset of its `segment_command_64`.
    command: u64,
    name: String,
    vmaddr: u64,
    vmsize: u64,
    fileoff: u64,
    filesize: u64,
    sections: Vec<Section>,
}

struct Section {
    /// Offset of its `section_64`.
    header: u64,
    name: String,
    addr: u64,
    size: u64,
    offset: u64,
    reloff: u64,
    kind: SectionType,
}

impl Section {
    fn is_zerofill(&self) -> bool {
        matches!(
            self.kind,
            macho::S_ZEROFILL | macho::S_GB_ZEROFILL | macho::S_THREAD_LOCAL_ZEROFILL
        )
    }
}

/// The load commands of the linked file, as far as the splice needs them.
#[derive(Default)]
struct Commands {
    segments: Vec<Segment>,
    /// Offsets of 32-bit fields holding file offsets into `__LINKEDIT` (or 0 for none).
    offset_fields: Vec<u64>,
    /// `symoff`, `nsyms`, `stroff`, `strsize`.
    symtab: Option<(u64, u64, u64, u64)>,
    /// Offset of the `LC_CODE_SIGNATURE` command.
    code_signature: Option<u64>,
    /// Offset of the 16 UUID bytes.
    uuid: Option<u64>,
}

fn read_commands(image: &[u8]) -> Result<Commands, String> {
    let header: &MachHeader64<LittleEndian> = raw(image, 0)?;
    let count = header.ncmds.get(LE);
    let end = HEADER_SIZE + u64::from(header.sizeofcmds.get(LE));
    let mut found = Commands::default();
    let mut at = HEADER_SIZE;
    for _ in 0..count {
        let command: &LoadCommand<LittleEndian> = raw(image, at)?;
        let cmd = command.cmd.get(LE);
        let size = u64::from(command.cmdsize.get(LE));
        if size < size_of::<LoadCommand<LittleEndian>>() as u64 || at + size > end {
            return Err(format!(
                "load command {:#x} at offset {at} has size {size}",
                cmd.0
            ));
        }
        match cmd {
            macho::LC_SEGMENT_64 => found.segments.push(read_segment(image, at, size)?),
            macho::LC_SYMTAB => {
                type Symtab = SymtabCommand<LittleEndian>;
                let symtab: &Symtab = raw(image, at)?;
                found.offset_fields.extend([
                    field(at, offset_of!(Symtab, symoff)),
                    field(at, offset_of!(Symtab, stroff)),
                ]);
                found.symtab = Some((
                    u64::from(symtab.symoff.get(LE)),
                    u64::from(symtab.nsyms.get(LE)),
                    u64::from(symtab.stroff.get(LE)),
                    u64::from(symtab.strsize.get(LE)),
                ));
            }
            macho::LC_DYSYMTAB => {
                type Dysymtab = DysymtabCommand<LittleEndian>;
                found.offset_fields.extend(
                    [
                        offset_of!(Dysymtab, tocoff),
                        offset_of!(Dysymtab, modtaboff),
                        offset_of!(Dysymtab, extrefsymoff),
                        offset_of!(Dysymtab, indirectsymoff),
                        offset_of!(Dysymtab, extreloff),
                        offset_of!(Dysymtab, locreloff),
                    ]
                    .map(|offset| field(at, offset)),
                )
            }
            macho::LC_DYLD_INFO | macho::LC_DYLD_INFO_ONLY => {
                type DyldInfo = DyldInfoCommand<LittleEndian>;
                found.offset_fields.extend(
                    [
                        offset_of!(DyldInfo, rebase_off),
                        offset_of!(DyldInfo, bind_off),
                        offset_of!(DyldInfo, weak_bind_off),
                        offset_of!(DyldInfo, lazy_bind_off),
                        offset_of!(DyldInfo, export_off),
                    ]
                    .map(|offset| field(at, offset)),
                )
            }
            macho::LC_CODE_SIGNATURE => {
                found.offset_fields.push(linkedit_data_offset(at));
                found.code_signature = Some(at);
            }
            cmd if LINKEDIT_DATA_COMMANDS.contains(&cmd) => {
                found.offset_fields.push(linkedit_data_offset(at))
            }
            macho::LC_UUID => {
                found.uuid = Some(field(at, offset_of!(UuidCommand<LittleEndian>, uuid)))
            }
            cmd if OFFSET_FREE_COMMANDS.contains(&cmd) => {}
            cmd => return Err(format!("unknown load command {:#x}", cmd.0)),
        }
        at += size;
    }
    Ok(found)
}

/// The file offset of the `dataoff` field of the `linkedit_data_command` at `at`.
fn linkedit_data_offset(at: u64) -> u64 {
    field(at, offset_of!(LinkeditDataCommand<LittleEndian>, dataoff))
}

fn read_segment(image: &[u8], at: u64, size: u64) -> Result<Segment, String> {
    let command: &SegmentCommand64<LittleEndian> = raw(image, at)?;
    let count = u64::from(command.nsects.get(LE));
    let first = size_of::<SegmentCommand64<LittleEndian>>() as u64;
    let section_size = size_of::<Section64<LittleEndian>>() as u64;
    if first + count * section_size > size {
        return Err(format!(
            "segment command at {at} is too small for {count} sections"
        ));
    }
    let sections = (0..count)
        .map(|index| {
            let header = at + first + index * section_size;
            let section: &Section64<LittleEndian> = raw(image, header)?;
            Ok(Section {
                header,
                name: format!("{},{}", name16(&section.segname), name16(&section.sectname)),
                addr: section.addr.get(LE),
                size: section.size.get(LE),
                offset: u64::from(section.offset.get(LE)),
                reloff: u64::from(section.reloff.get(LE)),
                kind: section.flags.get(LE).typ(),
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(Segment {
        command: at,
        name: name16(&command.segname),
        vmaddr: command.vmaddr.get(LE),
        vmsize: command.vmsize.get(LE),
        fileoff: command.fileoff.get(LE),
        filesize: command.filesize.get(LE),
        sections,
    })
}

/// The address of the external symbol `_<name>` defined in a section, from `LC_SYMTAB`.
fn symbol_address(
    image: &[u8],
    symtab: (u64, u64, u64, u64),
    name: &str,
) -> Result<Option<u64>, String> {
    let (symoff, nsyms, stroff, strsize) = symtab;
    let wanted = format!("_{name}");
    let entry_size = size_of::<Nlist64<LittleEndian>>() as u64;
    for index in 0..nsyms {
        let entry: &Nlist64<LittleEndian> = raw(image, symoff + index * entry_size)
            .map_err(|_| "the symbol table is past the end".to_string())?;
        let strx = u64::from(entry.n_strx.get(LE));
        let n_type = entry.n_type;
        if strx >= strsize || n_type.typ() != macho::N_SECT || !n_type.contains(macho::N_EXT) {
            continue;
        }
        let start = usize::try_from(stroff + strx).map_err(|e| e.to_string())?;
        let end = usize::try_from(stroff + strsize).map_err(|e| e.to_string())?;
        let names = image
            .get(start..end)
            .ok_or("the string table is past the end")?;
        let symbol = names.split(|&b| b == 0).next().unwrap_or_default();
        if symbol == wanted.as_bytes() {
            return Ok(Some(entry.n_value.get(LE)));
        }
    }
    Ok(None)
}

/// Plans the final file from `linked`, the dylib linked with the reserved blob object. `Err`
/// says why this library cannot take its blob directly; it never means a broken library.
pub(super) fn plan(
    linked: Vec<u8>,
    blob_symbol: &str,
    blob_len: u64,
    digest_symbol: Option<&str>,
) -> Result<Splice, String> {
    let mut image = linked;
    if image.get(..4) != Some(MAGIC_64_LE.as_slice()) {
        return Err("the linked file is not a 64-bit little-endian Mach-O file".into());
    }
    let header: &MachHeader64<LittleEndian> = raw(&image, 0)?;
    let cpu_type = header.cputype.get(LE).0;
    let page_size = Arch::from_macho_cpu(cpu_type)
        .and_then(Arch::darwin_page_size)
        .ok_or_else(|| format!("no page size known for Mach-O CPU type {cpu_type:#x}"))?;
    if header.filetype.get(LE) != macho::MH_DYLIB {
        return Err("the linked file is not a dylib (MH_DYLIB)".into());
    }
    let commands = read_commands(&image)?;
    let symtab = commands.symtab.ok_or("the linked dylib has no LC_SYMTAB")?;
    let blob_addr = symbol_address(&image, symtab, blob_symbol)?
        .ok_or_else(|| format!("the linked dylib does not define `{blob_symbol}`"))?;
    let reserved = format!(
        "{},{}",
        crate::object_file::write::reserved::RESERVED_BLOB_SEGMENT_MACHO,
        crate::object_file::write::reserved::RESERVED_BLOB_SECTION_MACHO
    );
    let home = commands
        .segments
        .iter()
        .find(|segment| segment.sections.iter().any(|s| s.name == reserved))
        .ok_or("the linker dropped the reserved blob section")?;
    let blob = home
        .sections
        .iter()
        .find(|s| s.name == reserved)
        .ok_or("the linker dropped the reserved blob section")?;
    if blob.kind != macho::S_ZEROFILL || blob.size != blob_len || blob.addr != blob_addr {
        return Err(format!(
            "the reserved section is type {:#x} of {} bytes at {:#x}, not a zero-fill of \
             {blob_len} bytes at `{blob_symbol}` ({blob_addr:#x})",
            blob.kind, blob.size, blob.addr
        ));
    }
    let blob_at = blob.addr.checked_sub(home.vmaddr);
    let fits = |at: u64| {
        at.checked_add(blob_len)
            .is_some_and(|end| end <= home.vmsize)
    };
    let zerofill_inside = home
        .sections
        .iter()
        .filter(|s| s.is_zerofill())
        .all(|s| s.addr >= home.vmaddr && s.addr - home.vmaddr <= home.vmsize);
    let Some(blob_at) = blob_at.filter(|&at| {
        fits(at)
            && zerofill_inside
            && home.filesize <= home.vmsize
            && [home.fileoff, home.filesize, home.vmsize]
                .iter()
                .all(|value| value % page_size == 0)
    }) else {
        return Err(format!(
            "the blob's segment {} is not page-aligned around the blob",
            home.name
        ));
    };
    // The file keeps the segment's bytes up to the blob (or up to its file end, when zero-fill
    // memory lies before the blob); everything from the segment's file end moves by `shift`.
    let file_end = home.fileoff + home.filesize;
    let cut = home.fileoff + blob_at.min(home.filesize);
    let shift = home.vmsize - home.filesize;
    let moved = |offset: u64| {
        if offset >= file_end {
            offset + shift
        } else {
            offset
        }
    };
    let dropped = image
        .get(usize::try_from(cut).map_err(|e| e.to_string())?..)
        .and_then(|rest| rest.get(..usize::try_from(file_end - cut).ok()?))
        .ok_or("the blob's segment is past the end of the file")?;
    if dropped.iter().any(|&b| b != 0) {
        return Err("the linked file has non-zero bytes where the blob goes".into());
    }
    let straddles = |offset: u64| cut < file_end && offset > cut && offset < file_end;
    for segment in &commands.segments {
        let is_home = segment.command == home.command;
        if !is_home
            && segment.filesize > 0
            && (straddles(segment.fileoff)
                || (segment.fileoff < cut && segment.fileoff + segment.filesize > cut))
        {
            return Err(format!("segment {} straddles the blob", segment.name));
        }
        for section in segment.sections.iter().filter(|s| !s.is_zerofill()) {
            let in_blob = straddles(section.offset)
                || straddles(section.reloff)
                || (section.offset < cut && section.offset + section.size > cut);
            if in_blob && section.size > 0 {
                return Err(format!("section {} straddles the blob", section.name));
            }
        }
    }
    if home
        .sections
        .iter()
        .any(|s| s.kind == macho::S_THREAD_LOCAL_ZEROFILL)
    {
        return Err("thread-local zero-fill in the blob's segment".into());
    }
    let last = commands
        .segments
        .iter()
        .max_by_key(|segment| segment.fileoff + segment.filesize)
        .ok_or("the linked dylib has no segments")?;
    if last.name != "__LINKEDIT" || last.vmaddr < home.vmaddr || last.fileoff < file_end {
        return Err("__LINKEDIT is not the last segment after the blob's".into());
    }
    let linkedit_command = last.command;
    let linkedit_fileoff = last.fileoff;

    // The digest record and the UUID, located before any offset changes.
    let digest_record = match digest_symbol {
        None => None,
        Some(name) => {
            let addr = symbol_address(&image, symtab, name)?
                .ok_or_else(|| format!("the linked dylib has no `{name}`"))?;
            let offset = commands
                .segments
                .iter()
                .flat_map(|segment| &segment.sections)
                .find(|s| {
                    !s.is_zerofill()
                        && s.addr <= addr
                        && addr + DIGEST_LEN as u64 <= s.addr + s.size
                })
                .map(|s| s.offset + (addr - s.addr))
                .ok_or_else(|| format!("`{name}` has no bytes in the file"))?;
            let at = usize::try_from(offset).map_err(|e| e.to_string())?;
            if image.get(at..at + 4) != Some(&DIGEST_MAGIC[..]) || straddles(offset) {
                return Err(format!("`{name}` is not a digest record"));
            }
            Some(moved(offset))
        }
    };
    // lld's UUID is "LLD\xa1UU1D" with the version nibble set, then 8 bytes of its content
    // hash (byte 8 also holding the RFC 4122 variant bits): the last 7 bytes are the hash's.
    let content_id = commands.uuid.map(|at| ((at + 9) as usize, at + 9, 7));

    let signature_at = match commands.code_signature {
        Some(command) => {
            let signature: &LinkeditDataCommand<LittleEndian> = raw(&image, command)?;
            Some((
                u64::from(signature.dataoff.get(LE)),
                u64::from(signature.datasize.get(LE)),
            ))
        }
        None => None,
    };

    // Patch: the blob's segment has file bytes for all of its memory.
    type Segment64 = SegmentCommand64<LittleEndian>;
    type RawSection = Section64<LittleEndian>;
    raw_mut::<Segment64>(&mut image, home.command)?
        .filesize
        .set(LE, home.vmsize);
    for section in &home.sections {
        if section.is_zerofill() {
            let header = raw_mut::<RawSection>(&mut image, section.header)?;
            // The whole flags word becomes S_REGULAR: a zero-fill section's attributes do not
            // apply to file bytes.
            header
                .flags
                .set(LE, macho::SectionFlags(u32::from(macho::S_REGULAR.0)));
            set_u32(
                &mut image,
                field(section.header, offset_of!(RawSection, offset)),
                home.fileoff + (section.addr - home.vmaddr),
            )?;
        }
    }
    for segment in &commands.segments {
        if segment.command != home.command && segment.fileoff >= file_end {
            raw_mut::<Segment64>(&mut image, segment.command)?
                .fileoff
                .set(LE, moved(segment.fileoff));
        }
        for section in &segment.sections {
            if segment.command != home.command && !section.is_zerofill() && section.offset != 0 {
                set_u32(
                    &mut image,
                    field(section.header, offset_of!(RawSection, offset)),
                    moved(section.offset),
                )?;
            }
            if section.reloff != 0 {
                set_u32(
                    &mut image,
                    field(section.header, offset_of!(RawSection, reloff)),
                    moved(section.reloff),
                )?;
            }
        }
    }
    for &at in &commands.offset_fields {
        let offset = u64::from(raw::<U32<LittleEndian>>(&image, at)?.get(LE));
        if straddles(offset) {
            return Err(format!(
                "a load command points at offset {offset}, into the blob"
            ));
        }
        set_u32(&mut image, at, moved(offset))?;
    }

    // The code signature, last in the file, laid out for the final file.
    let mut code_signature = None;
    if let Some((command, signature_at)) = commands.code_signature.zip(signature_at) {
        let (old_offset, old_size) = signature_at;
        if old_offset + old_size != image.len() as u64 || old_offset < file_end {
            return Err("the code signature does not end the file".into());
        }
        let start = usize::try_from(old_offset).map_err(|e| e.to_string())?;
        let relaid = codesign::relay(&image[start..], old_offset, old_offset + shift)?;
        if relaid.exec_segment_end > cut {
            return Err("the signed executable segment reaches the blob".into());
        }
        image.truncate(start);
        image.extend_from_slice(&relaid.bytes);
        set_u32(
            &mut image,
            field(
                command,
                offset_of!(LinkeditDataCommand<LittleEndian>, datasize),
            ),
            relaid.bytes.len() as u64,
        )?;
        let linkedit_size = image.len() as u64 - linkedit_fileoff;
        let linkedit = raw_mut::<Segment64>(&mut image, linkedit_command)?;
        linkedit.filesize.set(LE, linkedit_size);
        linkedit
            .vmsize
            .set(LE, linkedit_size.next_multiple_of(page_size));
        code_signature = Some(relaid.signature);
    }
    if moved(image.len() as u64) > u64::from(u32::MAX) {
        return Err("Mach-O file offsets are 32-bit: the file would pass 4 GiB".into());
    }

    // The bytes between the cut and the segment's file end are zeros the blob replaces.
    image.drain(cut as usize..file_end as usize);
    Ok(Splice {
        image,
        cut,
        zeros_before: blob_at.saturating_sub(home.filesize),
        blob_len,
        zeros_after: home.vmsize - blob_at - blob_len,
        digest_record,
        content_id,
        code_signature,
        content_id_copies: Vec::new(),
    })
}
