//! The PE planner of the direct blob: see the parent module and docs/export.md ("Direct blob",
//! "PE DLLs").
//!
//! lld-link links the reserved blob object into a DLL whose `.mlblob` section has its virtual
//! addresses (`VirtualAddress`, `VirtualSize`) but no file bytes (`SizeOfRawData = 0`). The plan
//! gives it `PointerToRawData` where the raw data of the sections before it ends (the cut) and
//! `SizeOfRawData` = the blob's length rounded up to `FileAlignment`; every file offset at or
//! past the cut moves by that much. Virtual addresses, `SizeOfImage`, the export table and base
//! relocations do not change.

use super::Splice;
use crate::blob::digest::{DIGEST_LEN, DIGEST_MAGIC};
use crate::object_file::write::reserved::RESERVED_BLOB_SECTION_COFF;
use object::pe;

/// `IMAGE_NT_SIGNATURE` as it starts the NT headers.
const PE_SIGNATURE: [u8; 4] = pe::IMAGE_NT_SIGNATURE.to_le_bytes();
const SECTION_HEADER_LEN: u64 = 40;
const DEBUG_ENTRY_LEN: u64 = 28;

fn read(image: &[u8], offset: u64, size: usize) -> Result<u64, String> {
    let bytes = usize::try_from(offset)
        .ok()
        .and_then(|start| image.get(start..start.checked_add(size)?))
        .ok_or_else(|| format!("a {size}-byte field at offset {offset} is past the end"))?;
    Ok(bytes
        .iter()
        .rev()
        .fold(0u64, |value, &byte| (value << 8) | u64::from(byte)))
}

fn write(image: &mut [u8], offset: u64, size: usize, value: u64) -> Result<(), String> {
    if size < 8 && value >> (size * 8) != 0 {
        return Err(format!(
            "{value} does not fit the {size}-byte field at offset {offset}"
        ));
    }
    let bytes = usize::try_from(offset)
        .ok()
        .and_then(|start| image.get_mut(start..start.checked_add(size)?))
        .ok_or_else(|| format!("a {size}-byte field at offset {offset} is past the end"))?;
    for (index, byte) in bytes.iter_mut().enumerate() {
        *byte = (value >> (index * 8)) as u8;
    }
    Ok(())
}

/// One section header of the image; `header` is its file offset.
struct Section {
    header: u64,
    name: Vec<u8>,
    virtual_size: u64,
    virtual_address: u64,
    raw_size: u64,
    raw_pointer: u64,
    relocations_pointer: u64,
    linenumbers_pointer: u64,
    characteristics: u64,
}

impl Section {
    const VIRTUAL_SIZE: u64 = 8;
    const RAW_SIZE: u64 = 16;
    const RAW_POINTER: u64 = 20;
    const RELOCATIONS_POINTER: u64 = 24;
    const LINENUMBERS_POINTER: u64 = 28;
    const CHARACTERISTICS: u64 = 36;

    /// The file offset of `size` bytes at `rva`, when this section has them in the file.
    fn file_offset(&self, rva: u64, size: u64) -> Option<u64> {
        let end = rva.checked_add(size)?;
        (self.virtual_address <= rva && end <= self.virtual_address + self.raw_size)
            .then(|| self.raw_pointer + (rva - self.virtual_address))
    }
}

/// Where the headers of this image are.
struct Headers {
    /// The COFF file header (after `PE\0\0`).
    coff: u64,
    /// The optional header.
    optional: u64,
    file_alignment: u64,
    /// (offset of the first data directory, number of directories).
    directories: (u64, u64),
    sections: Vec<Section>,
}

impl Headers {
    const TIME_DATE_STAMP: u64 = 4;
    const SYMBOL_TABLE_POINTER: u64 = 8;
    const SIZE_OF_INITIALIZED_DATA: u64 = 8;
    const SIZE_OF_HEADERS: u64 = 60;
    const CHECKSUM: u64 = 64;

    fn parse(image: &[u8]) -> Result<Headers, String> {
        if image.get(..2) != Some(b"MZ".as_slice()) {
            return Err("the linked file is not a PE image".into());
        }
        let pe = read(image, 0x3c, 4)?;
        if read(image, pe, 4)?.to_le_bytes()[..4] != PE_SIGNATURE {
            return Err("no PE signature".into());
        }
        let coff = pe + 4;
        let section_count = read(image, coff + 2, 2)?;
        let optional_len = read(image, coff + 16, 2)?;
        if read(image, coff + 18, 2)? & u64::from(pe::IMAGE_FILE_DLL.0) == 0 {
            return Err("the linked file is not a DLL".into());
        }
        let optional = coff + 20;
        let magic = read(image, optional, 2)?;
        let directories = if magic == u64::from(pe::IMAGE_NT_OPTIONAL_HDR32_MAGIC) {
            (optional + 96, read(image, optional + 92, 4)?)
        } else if magic == u64::from(pe::IMAGE_NT_OPTIONAL_HDR64_MAGIC) {
            (optional + 112, read(image, optional + 108, 4)?)
        } else {
            return Err(format!("unknown optional header magic {magic:#x}"));
        };
        if directories.0 + directories.1 * 8 > optional + optional_len {
            return Err("the data directories overrun the optional header".into());
        }
        let file_alignment = read(image, optional + 36, 4)?;
        if !file_alignment.is_power_of_two() {
            return Err(format!(
                "FileAlignment {file_alignment} is not a power of two"
            ));
        }
        let table = optional + optional_len;
        let sections = (0..section_count)
            .map(|index| {
                let header = table + index * SECTION_HEADER_LEN;
                let name_at = usize::try_from(header).map_err(|e| e.to_string())?;
                let name = image
                    .get(name_at..name_at + 8)
                    .ok_or("a section header is past the end")?
                    .split(|&b| b == 0)
                    .next()
                    .unwrap_or_default()
                    .to_vec();
                Ok(Section {
                    header,
                    name,
                    virtual_size: read(image, header + Section::VIRTUAL_SIZE, 4)?,
                    virtual_address: read(image, header + 12, 4)?,
                    raw_size: read(image, header + Section::RAW_SIZE, 4)?,
                    raw_pointer: read(image, header + Section::RAW_POINTER, 4)?,
                    relocations_pointer: read(image, header + Section::RELOCATIONS_POINTER, 4)?,
                    linenumbers_pointer: read(image, header + Section::LINENUMBERS_POINTER, 4)?,
                    characteristics: read(image, header + Section::CHARACTERISTICS, 4)?,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Headers {
            coff,
            optional,
            file_alignment,
            directories,
            sections,
        })
    }

    /// Data directory `index` as (RVA or file offset, size); absent directories are (0, 0).
    fn directory(&self, image: &[u8], index: u64) -> Result<(u64, u64), String> {
        if index >= self.directories.1 {
            return Ok((0, 0));
        }
        let at = self.directories.0 + index * 8;
        Ok((read(image, at, 4)?, read(image, at + 4, 4)?))
    }

    /// The file offset of `size` bytes at `rva`, when a section has them in the file.
    fn file_offset(&self, rva: u64, size: u64) -> Option<u64> {
        self.sections.iter().find_map(|s| s.file_offset(rva, size))
    }
}

/// Plans the final DLL from `linked`, the DLL linked with the reserved blob object.
/// `Err` says why this DLL cannot take its blob directly (the caller then links the blob the
/// usual way); it never means a broken DLL.
pub(super) fn plan(
    linked: Vec<u8>,
    blob_symbol: &str,
    blob_len: u64,
    digest_symbol: Option<&str>,
) -> Result<Splice, String> {
    let mut image = linked;
    let headers = Headers::parse(&image)?;
    if read(&image, headers.optional + Headers::CHECKSUM, 4)? != 0 {
        // A checksum (lld-link `/RELEASE`) would cover the blob's bytes: not recomputed here.
        return Err("the DLL has an optional-header CheckSum".into());
    }
    if headers.directory(&image, pe::IMAGE_DIRECTORY_ENTRY_SECURITY as u64)? != (0, 0) {
        return Err("the DLL has a certificate table".into());
    }
    let blob_index = headers
        .sections
        .iter()
        .position(|s| s.name == RESERVED_BLOB_SECTION_COFF.as_bytes())
        .ok_or("the linker dropped the reserved blob section")?;
    let blob = &headers.sections[blob_index];
    if blob.raw_size != 0
        || blob.virtual_size != blob_len
        || blob.characteristics & u64::from(pe::IMAGE_SCN_CNT_UNINITIALIZED_DATA.0) == 0
    {
        return Err(format!(
            "the reserved blob section has {} file bytes for {} bytes of memory, not 0 for {blob_len}",
            blob.raw_size, blob.virtual_size
        ));
    }
    let exports = exported_rvas(&image)?;
    let blob_rva = exports
        .iter()
        .find(|(name, _)| name == blob_symbol)
        .map(|&(_, rva)| rva);
    if blob_rva != Some(blob.virtual_address) {
        return Err(format!(
            "`{blob_symbol}` is exported at {blob_rva:?}, not the reserved section at {:#x}",
            blob.virtual_address
        ));
    }

    // The cut: where the raw data of the sections before the blob's ends. Every section after
    // it must have its raw data past the cut, so the file keeps the sections' order.
    let size_of_headers = read(&image, headers.optional + Headers::SIZE_OF_HEADERS, 4)?;
    let cut = headers.sections[..blob_index]
        .iter()
        .filter(|s| s.raw_size != 0)
        .map(|s| s.raw_pointer + s.raw_size)
        .fold(size_of_headers, u64::max);
    if cut % headers.file_alignment != 0 || cut > image.len() as u64 {
        return Err(format!(
            "the raw data before the blob ends at {cut}: not a FileAlignment multiple in the file"
        ));
    }
    if let Some(late) = headers.sections[blob_index + 1..]
        .iter()
        .find(|s| s.raw_size != 0 && s.raw_pointer < cut)
    {
        return Err(format!(
            "section {} has its raw data before the blob's",
            String::from_utf8_lossy(&late.name)
        ));
    }
    let raw_size = blob_len
        .checked_next_multiple_of(headers.file_alignment)
        .ok_or("blob size overflow")?;
    let moved = |offset: u64| {
        if offset >= cut {
            offset + raw_size
        } else {
            offset
        }
    };
    if moved(image.len() as u64) > u64::from(u32::MAX) {
        return Err("a PE image cannot pass 4 GiB (32-bit file offsets)".into());
    }

    // The digest record and the /Brepro content id, located before any offset changes.
    let digest_record = match digest_symbol {
        None => None,
        Some(name) => {
            let rva = exports
                .iter()
                .find(|(export, _)| export == name)
                .map(|&(_, rva)| rva)
                .ok_or_else(|| format!("the linked DLL does not export `{name}`"))?;
            let offset = headers
                .file_offset(rva, DIGEST_LEN as u64)
                .ok_or_else(|| format!("`{name}` has no bytes in the file"))?;
            let at = usize::try_from(offset).map_err(|e| e.to_string())?;
            if image.get(at..at + 4) != Some(&DIGEST_MAGIC[..]) {
                return Err(format!("`{name}` is not a digest record"));
            }
            Some(moved(offset))
        }
    };
    let debug_entries = debug_entries(&image, &headers)?;
    let timestamp_at = headers.coff + Headers::TIME_DATE_STAMP;
    let timestamp = read(&image, timestamp_at, 4)?;
    let is_content_hash = debug_entries
        .iter()
        .any(|&entry| read(&image, entry + 12, 4) == Ok(u64::from(pe::IMAGE_DEBUG_TYPE_REPRO.0)));
    let mut content_id_copies = Vec::new();
    let content_id = if is_content_hash && timestamp != 0 {
        // lld-link `/Brepro`: the timestamp is a hash of the file, repeated in the debug
        // directory; both get the hash rehashed with the blob's fingerprint.
        for &entry in &debug_entries {
            if read(&image, entry + 4, 4)? == timestamp {
                content_id_copies.push(moved(entry + 4));
            }
        }
        Some((timestamp_at as usize, moved(timestamp_at), 4))
    } else {
        None
    };

    // Patch: the blob's section gets its file bytes and becomes initialised data.
    for entry in &debug_entries {
        let pointer = read(&image, entry + 24, 4)?;
        if pointer != 0 {
            write(&mut image, entry + 24, 4, moved(pointer))?;
        }
    }
    for section in &headers.sections {
        if section.header == blob.header {
            continue;
        }
        for (field, value) in [
            (Section::RAW_POINTER, section.raw_pointer),
            (Section::RELOCATIONS_POINTER, section.relocations_pointer),
            (Section::LINENUMBERS_POINTER, section.linenumbers_pointer),
        ] {
            if value != 0 {
                write(&mut image, section.header + field, 4, moved(value))?;
            }
        }
    }
    write(&mut image, blob.header + Section::RAW_POINTER, 4, cut)?;
    write(&mut image, blob.header + Section::RAW_SIZE, 4, raw_size)?;
    let characteristics = (blob.characteristics
        & !u64::from(pe::IMAGE_SCN_CNT_UNINITIALIZED_DATA.0))
        | u64::from(pe::IMAGE_SCN_CNT_INITIALIZED_DATA.0);
    write(
        &mut image,
        blob.header + Section::CHARACTERISTICS,
        4,
        characteristics,
    )?;
    let symbols_at = headers.coff + Headers::SYMBOL_TABLE_POINTER;
    let symbols = read(&image, symbols_at, 4)?;
    if symbols != 0 {
        write(&mut image, symbols_at, 4, moved(symbols))?;
    }
    // lld-link sums the raw sizes of the sections of each kind: the reserved section had none,
    // now it has `raw_size` bytes of initialised data.
    let initialized_at = headers.optional + Headers::SIZE_OF_INITIALIZED_DATA;
    let initialized = read(&image, initialized_at, 4)?;
    write(&mut image, initialized_at, 4, initialized + raw_size)?;
    Ok(Splice {
        image,
        cut,
        zeros_before: 0,
        blob_len,
        zeros_after: raw_size - blob_len,
        digest_record,
        content_id,
        code_signature: None,
        content_id_copies,
    })
}

/// The file offsets of the debug directory's entries (none without a debug directory).
fn debug_entries(image: &[u8], headers: &Headers) -> Result<Vec<u64>, String> {
    let (rva, size) = headers.directory(image, pe::IMAGE_DIRECTORY_ENTRY_DEBUG as u64)?;
    if size == 0 {
        return Ok(Vec::new());
    }
    let start = headers
        .file_offset(rva, size)
        .ok_or("the debug directory has no bytes in the file")?;
    Ok((0..size / DEBUG_ENTRY_LEN)
        .map(|index| start + index * DEBUG_ENTRY_LEN)
        .collect())
}

/// Every exported name with its RVA (forwarders left out).
fn exported_rvas(image: &[u8]) -> Result<Vec<(String, u64)>, String> {
    use object::Object;
    let file = object::File::parse(image).map_err(|e| e.to_string())?;
    let base = file.relative_address_base();
    let exports = file.exports().map_err(|e| e.to_string())?;
    let mut found = Vec::new();
    for export in exports {
        let export = export.map_err(|e| e.to_string())?;
        if let (object::NameOrOrdinal::Name(name), object::ExportTarget::Address { address }) =
            (export.name(), export.target())
        {
            let name = String::from_utf8_lossy(name).into_owned();
            found.push((name, address.wrapping_sub(base)));
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PE32+ DLL header with one `.mlblob` section of `blob_len` bytes of memory and no file
    /// bytes, without an export table (so a well-formed file still gets a typed refusal).
    fn minimal_dll(blob_len: u32) -> Vec<u8> {
        let mut image = vec![0u8; 0x400];
        image[..2].copy_from_slice(b"MZ");
        image[0x3c..0x40].copy_from_slice(&0x80u32.to_le_bytes());
        image[0x80..0x84].copy_from_slice(&PE_SIGNATURE);
        let coff = 0x84;
        image[coff..coff + 2].copy_from_slice(&0x8664u16.to_le_bytes());
        image[coff + 2..coff + 4].copy_from_slice(&1u16.to_le_bytes());
        image[coff + 16..coff + 18].copy_from_slice(&240u16.to_le_bytes());
        image[coff + 18..coff + 20].copy_from_slice(&0x2022u16.to_le_bytes());
        let optional = coff + 20;
        image[optional..optional + 2].copy_from_slice(&0x20bu16.to_le_bytes());
        image[optional + 32..optional + 36].copy_from_slice(&0x1000u32.to_le_bytes());
        image[optional + 36..optional + 40].copy_from_slice(&0x200u32.to_le_bytes());
        image[optional + 60..optional + 64].copy_from_slice(&0x400u32.to_le_bytes());
        image[optional + 108..optional + 112].copy_from_slice(&16u32.to_le_bytes());
        let section = optional + 240;
        image[section..section + 7].copy_from_slice(b".mlblob");
        image[section + 8..section + 12].copy_from_slice(&blob_len.to_le_bytes());
        image[section + 12..section + 16].copy_from_slice(&0x1000u32.to_le_bytes());
        image[section + 36..section + 40].copy_from_slice(&0x4000_0080u32.to_le_bytes());
        image
    }

    #[test]
    fn refusals_name_what_is_not_covered() {
        let refuse = |image: Vec<u8>| match plan(image, "__tvm_ffi__library_bin", 100, None) {
            Ok(_) => panic!("planned a DLL it should refuse"),
            Err(reason) => reason,
        };
        assert!(refuse(b"\x7fELF".to_vec()).contains("not a PE image"));
        let mut with_checksum = minimal_dll(100);
        with_checksum[0x98 + 64] = 1;
        assert!(refuse(with_checksum).contains("CheckSum"));
        let mut signed = minimal_dll(100);
        signed[0x98 + 112 + 4 * 8] = 0x10;
        assert!(refuse(signed).contains("certificate"));
        assert!(refuse(minimal_dll(99)).contains("not 0 for 100"));
        let mut not_dll = minimal_dll(100);
        not_dll[0x84 + 19] = 0;
        assert!(refuse(not_dll).contains("not a DLL"));
    }

    #[test]
    fn damaged_headers_are_refused_without_a_panic() {
        let good = minimal_dll(100);
        for end in 0..good.len() {
            assert!(plan(good[..end].to_vec(), "b", 100, Some("d")).is_err());
        }
        // Every byte of the headers set to values that break offsets and counts.
        for at in 0..0x1c0 {
            for value in [0x00, 0x7f, 0xff] {
                let mut image = good.clone();
                image[at] = value;
                let _ = plan(image, "b", 100, Some("d"));
            }
        }
    }
}
