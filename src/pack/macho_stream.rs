//! A 64-bit Mach-O `MH_OBJECT` around a streamed blob, laid out exactly as the object crate lays
//! out [`super::pack_imports_to_object`]'s (one unnamed segment holding `__TEXT,__const`,
//! `LC_BUILD_VERSION` macOS 11, `LC_SYMTAB`, `LC_DYSYMTAB`, the section data right after the load
//! commands, then one `nlist_64` and the string table). Mach-O targets are little-endian.
//!
//! File offsets in a Mach-O object are 32-bit, so the whole object must stay under 4 GiB.

use super::stream::StreamedBlob;
use super::{PackError, PackOptions};
use crate::target::{Arch, TargetSpec};
use std::io::Write;

const MH_MAGIC_64: u32 = 0xfeed_facf;
const MH_OBJECT: u32 = 1;
const CPU_TYPE_X86_64: u32 = 0x0100_0007;
const CPU_SUBTYPE_X86_64_ALL: u32 = 3;
const CPU_TYPE_ARM64: u32 = 0x0100_000c;
const CPU_SUBTYPE_ARM64_ALL: u32 = 0;
const LC_SEGMENT_64: u32 = 0x19;
const LC_SYMTAB: u32 = 0x2;
const LC_DYSYMTAB: u32 = 0xb;
const LC_BUILD_VERSION: u32 = 0x32;
const PLATFORM_MACOS: u32 = 1;
/// Minimum OS and SDK 11.0, as the in-memory writer records (ld64 warns without a platform).
const MACOS_11: u32 = 11 << 16;
const VM_PROT_ALL: u32 = 7;
const N_SECT_EXT: u8 = 0x0e | 0x01;

const HEADER_SIZE: u64 = 32;
const SEGMENT_COMMAND_SIZE: u64 = 72 + 80;
const BUILD_VERSION_SIZE: u64 = 24;
const SYMTAB_COMMAND_SIZE: u64 = 24;
const DYSYMTAB_COMMAND_SIZE: u64 = 80;
const NLIST_64_SIZE: u64 = 16;

pub(super) fn write(
    blob: StreamedBlob<'_, '_, '_, '_>,
    target: &TargetSpec,
    options: &PackOptions,
    out: &mut dyn Write,
) -> Result<(), PackError> {
    let object_error = |message: String| PackError::Object {
        target: target.triple(),
        message,
    };
    let (cputype, cpusubtype) = match target.arch() {
        Arch::X86_64 => (CPU_TYPE_X86_64, CPU_SUBTYPE_X86_64_ALL),
        Arch::Aarch64 => (CPU_TYPE_ARM64, CPU_SUBTYPE_ARM64_ALL),
        other => {
            return Err(object_error(format!(
                "no 64-bit Mach-O CPU type for {other:?}"
            )));
        }
    };
    let blob_len = blob.len;
    let sizeofcmds =
        SEGMENT_COMMAND_SIZE + BUILD_VERSION_SIZE + SYMTAB_COMMAND_SIZE + DYSYMTAB_COMMAND_SIZE;
    let data_offset = HEADER_SIZE + sizeofcmds;
    let symtab_offset = (data_offset + blob_len).next_multiple_of(8);
    let mut strtab = vec![0u8];
    strtab.push(b'_');
    strtab.extend_from_slice(options.blob_symbol().as_bytes());
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
        MH_OBJECT,
        4,
        sizeofcmds as u32,
        0,
        0,
    ] {
        head.extend_from_slice(&word.to_le_bytes());
    }
    // LC_SEGMENT_64: the one unnamed segment of an object file.
    put_u32(&mut head, &[LC_SEGMENT_64, SEGMENT_COMMAND_SIZE as u32]);
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
            LC_BUILD_VERSION,
            BUILD_VERSION_SIZE as u32,
            PLATFORM_MACOS,
            MACOS_11,
            MACOS_11,
            0,
        ],
    );
    put_u32(
        &mut head,
        &[
            LC_SYMTAB,
            SYMTAB_COMMAND_SIZE as u32,
            symtab_offset32,
            1,
            strtab_offset32,
            strtab.len() as u32,
        ],
    );
    // LC_DYSYMTAB: no locals, one defined external, no undefined symbols.
    let mut dysymtab = [0u32; 20];
    dysymtab[0] = LC_DYSYMTAB;
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
