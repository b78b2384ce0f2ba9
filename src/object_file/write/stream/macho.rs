//! A 64-bit Mach-O `MH_OBJECT` around a streamed blob, laid out exactly as the object crate lays
//! out `pack::pack_imports_to_object`'s (one unnamed segment holding `__TEXT,__const`,
//! `LC_BUILD_VERSION` macOS 11, `LC_SYMTAB`, `LC_DYSYMTAB`, the section data right after the load
//! commands, then one `nlist_64` and the string table). Mach-O targets are little-endian.
//!
//! File offsets in a Mach-O object are 32-bit, so the whole object must stay under 4 GiB.

use super::{StreamError, StreamedBlob};
use crate::target::TargetSpec;
use std::io::Write;

use object::macho::{
    LC_BUILD_VERSION, LC_DYSYMTAB, LC_SEGMENT_64, LC_SYMTAB, MH_MAGIC_64, MH_OBJECT, N_EXT, N_SECT,
    PLATFORM_MACOS, VM_PROT_EXECUTE, VM_PROT_READ, VM_PROT_WRITE,
};

/// Minimum OS and SDK 11.0, as the in-memory writer records (ld64 warns without a platform).
const MACOS_11: u32 = 11 << 16;
const VM_PROT_ALL: u32 = VM_PROT_READ.0 | VM_PROT_WRITE.0 | VM_PROT_EXECUTE.0;
const N_SECT_EXT: u8 = N_SECT.0 | N_EXT.0;

const HEADER_SIZE: u64 = 32;
const SEGMENT_COMMAND_SIZE: u64 = 72 + 80;
const BUILD_VERSION_SIZE: u64 = 24;
const SYMTAB_COMMAND_SIZE: u64 = 24;
const DYSYMTAB_COMMAND_SIZE: u64 = 80;
const NLIST_64_SIZE: u64 = 16;

pub(crate) fn write(
    blob: StreamedBlob<'_, '_, '_, '_>,
    target: &TargetSpec,
    symbol_name: &str,
    out: &mut dyn Write,
) -> Result<(), StreamError> {
    let object_error = StreamError::Object;
    let (cputype, cpusubtype) = target.macho_cpu().ok_or_else(|| {
        object_error(format!("no 64-bit Mach-O CPU type for {:?}", target.arch()))
    })?;
    let blob_len = blob.len;
    let sizeofcmds =
        SEGMENT_COMMAND_SIZE + BUILD_VERSION_SIZE + SYMTAB_COMMAND_SIZE + DYSYMTAB_COMMAND_SIZE;
    let data_offset = HEADER_SIZE + sizeofcmds;
    let symtab_offset = (data_offset + blob_len).next_multiple_of(8);
    let mut strtab = vec![0u8];
    strtab.push(b'_');
    strtab.extend_from_slice(symbol_name.as_bytes());
    strtab.push(0);
    strtab.resize(strtab.len().next_multiple_of(8), 0);
    let strtab_offset = symtab_offset + NLIST_64_SIZE;
    let file_len = strtab_offset + strtab.len() as u64;
    let offset32 = |value: u64| {
        u32::try_from(value).map_err(|_| {
            object_error(format!(
                "a {blob_len}-byte blob makes a {file_len}-byte Mach-O object; Mach-O file offsets are 32-bit (at most 4 GiB)"
            ))
        })
    };
    let data_offset32 = offset32(data_offset)?;
    let symtab_offset32 = offset32(symtab_offset)?;
    let strtab_offset32 = offset32(strtab_offset)?;
    offset32(file_len)?;

    let mut head = Vec::with_capacity(data_offset as usize);
    for word in [
        MH_MAGIC_64,
        cputype,
        cpusubtype,
        MH_OBJECT.0,
        4,
        sizeofcmds as u32,
        0,
        0,
    ] {
        head.extend_from_slice(&word.to_le_bytes());
    }
    // LC_SEGMENT_64.0: the one unnamed segment of an object file.
    put_u32(&mut head, &[LC_SEGMENT_64.0, SEGMENT_COMMAND_SIZE as u32]);
    head.extend_from_slice(&[0; 16]);
    put_u64(&mut head, &[0, blob_len, data_offset, blob_len]);
    put_u32(&mut head, &[VM_PROT_ALL, VM_PROT_ALL, 1, 0]);
    // section_64 `__TEXT,__const`, S_REGULAR, align 2^0, no relocations.
    head.extend_from_slice(&name16(b"__const"));
    head.extend_from_slice(&name16(b"__TEXT"));
    put_u64(&mut head, &[0, blob_len]);
    put_u32(&mut head, &[data_offset32, 0, 0, 0, 0, 0, 0, 0]);
    put_u32(
        &mut head,
        &[
            LC_BUILD_VERSION.0,
            BUILD_VERSION_SIZE as u32,
            PLATFORM_MACOS.0,
            MACOS_11,
            MACOS_11,
            0,
        ],
    );
    put_u32(
        &mut head,
        &[
            LC_SYMTAB.0,
            SYMTAB_COMMAND_SIZE as u32,
            symtab_offset32,
            1,
            strtab_offset32,
            strtab.len() as u32,
        ],
    );
    // LC_DYSYMTAB.0: no locals, one defined external, no undefined symbols.
    let mut dysymtab = [0u32; 20];
    dysymtab[0] = LC_DYSYMTAB.0;
    dysymtab[1] = DYSYMTAB_COMMAND_SIZE as u32;
    dysymtab[5] = 1;
    dysymtab[6] = 1;
    put_u32(&mut head, &dysymtab);
    debug_assert_eq!(head.len() as u64, data_offset);
    out.write_all(&head)?;

    blob.write_into(out)?;

    let padding = symtab_offset - (data_offset + blob_len);
    out.write_all(&[0u8; 8][..padding as usize])?;
    let mut tail = Vec::with_capacity(NLIST_64_SIZE as usize + strtab.len());
    tail.extend_from_slice(&1u32.to_le_bytes());
    tail.extend_from_slice(&[N_SECT_EXT, 1, 0, 0]);
    tail.extend_from_slice(&0u64.to_le_bytes());
    tail.extend_from_slice(&strtab);
    out.write_all(&tail)?;
    Ok(())
}

fn put_u32(buffer: &mut Vec<u8>, words: &[u32]) {
    for word in words {
        buffer.extend_from_slice(&word.to_le_bytes());
    }
}

fn put_u64(buffer: &mut Vec<u8>, words: &[u64]) {
    for word in words {
        buffer.extend_from_slice(&word.to_le_bytes());
    }
}

fn name16(name: &[u8]) -> [u8; 16] {
    let mut field = [0u8; 16];
    field[..name.len()].copy_from_slice(name);
    field
}
