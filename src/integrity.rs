//! Blob integrity, beyond TVM and compatible with it: a side symbol `P__modlink_blob_digest`
//! next to the blob `P__tvm_ffi__library_bin` (same system-lib prefix `P`) holding
//!
//! | offset | field |
//! |---|---|
//! | 0 | magic `MLDG` (4 bytes) |
//! | 4 | `u32` format version (1) |
//! | 8 | `u32` layout (0 current, 1 legacy) |
//! | 12 | `u32` reserved (0) |
//! | 16 | `u64` blob length (the `nbytes` header included, so `8 + nbytes`) |
//! | 24 | SHA-256 of those blob bytes (32 bytes) |
//!
//! all little-endian, 56 bytes. TVM looks symbols up by name and never asks for this one, so a
//! library carrying it loads unchanged in TVM. [`digest_object`] writes the symbol as its own
//! object (linked next to the blob's); [`verify`] finds it in a located file and compares.
//!
//! The symbol is read with the `object` crate, independently of the blob locator, so a bug in
//! one cannot hide a corruption from the other.

use crate::blob::Layout;
use crate::inspect::locate::Located;
use crate::pack::PackOptions;
use crate::target::{Arch, Endianness, ObjectFormat, TargetSpec};
use object::write::SymbolSection;
use object::write::{MachOBuildVersion, Object as WriteObject, StandardSection, Symbol};
use object::{Object, ObjectSection, ObjectSymbol};
use sha2::{Digest as _, Sha256};
use std::io::Read;
use thiserror::Error;

/// The digest symbol's C name without a system-lib prefix.
pub const DIGEST_SYMBOL: &str = "__modlink_blob_digest";
/// The first four bytes of a digest record.
pub const DIGEST_MAGIC: [u8; 4] = *b"MLDG";
/// The record format version this crate writes and reads.
pub const DIGEST_VERSION: u32 = 1;
/// Size of a digest record in bytes.
pub const DIGEST_LEN: usize = 56;

/// Largest tar (after gzip) searched for the digest: the locator bounds the blob it finds the
/// same way, and a compression bomb must not become an allocation.
const MAX_TAR_BYTES: u64 = 1 << 32;

/// An integrity error: names the file, the symbol and what disagrees.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum IntegrityError {
    /// The blob's SHA-256 is not the one its digest symbol records.
    #[error(
        "{path}: blob `{blob_symbol}` is corrupted: `{digest_symbol}` records sha256 {expected}, the blob hashes to {actual}"
    )]
    Mismatch {
        /// The file.
        path: String,
        /// The blob symbol.
        blob_symbol: String,
        /// The digest symbol.
        digest_symbol: String,
        /// The SHA-256 the digest records (hex).
        expected: String,
        /// The SHA-256 of the blob as found (hex).
        actual: String,
    },
    /// The digest records another blob length or layout than the blob found.
    #[error("{path}: `{digest_symbol}`: {field}: recorded {recorded}, but the blob has {found}")]
    Disagrees {
        /// The file.
        path: String,
        /// The digest symbol.
        digest_symbol: String,
        /// `blob length` or `layout`.
        field: &'static str,
        /// What the digest says.
        recorded: String,
        /// What the blob is.
        found: String,
    },
    /// The digest record itself is malformed.
    #[error("{path}: `{digest_symbol}` offset {offset}: {field}: {message}")]
    Malformed {
        /// The file.
        path: String,
        /// The digest symbol.
        digest_symbol: String,
        /// Offset of the field inside the record.
        offset: usize,
        /// Which field.
        field: &'static str,
        /// What is wrong.
        message: String,
    },
    /// The file could not be searched for the digest symbol.
    #[error("{path}: searching for `{digest_symbol}`: {message}")]
    Unreadable {
        /// The file (with the member in parentheses when there is one).
        path: String,
        /// The digest symbol.
        digest_symbol: String,
        /// What failed.
        message: String,
    },
    /// The digest object cannot be written for this target.
    #[error("writing `{symbol}` for {target}: {message}")]
    Write {
        /// The digest symbol.
        symbol: String,
        /// The target triple.
        target: String,
        /// What failed.
        message: String,
    },
}

/// A parsed digest record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlobDigest {
    /// The layout of the blob it covers.
    pub layout: Layout,
    /// The blob's length, `nbytes` header included.
    pub blob_len: u64,
    /// SHA-256 of the blob bytes.
    pub sha256: [u8; 32],
}

impl BlobDigest {
    /// The digest of `blob` (the whole blob, `nbytes` header included) in `layout`.
    pub fn of(blob: &[u8], layout: Layout) -> BlobDigest {
        BlobDigest {
            layout,
            blob_len: blob.len() as u64,
            sha256: sha256(blob),
        }
    }

    /// The 56-byte record (see the module doc).
    pub fn to_bytes(&self) -> [u8; DIGEST_LEN] {
        let mut out = [0u8; DIGEST_LEN];
        out[0..4].copy_from_slice(&DIGEST_MAGIC);
        out[4..8].copy_from_slice(&DIGEST_VERSION.to_le_bytes());
        out[8..12].copy_from_slice(&layout_code(self.layout).to_le_bytes());
        out[16..24].copy_from_slice(&self.blob_len.to_le_bytes());
        out[24..56].copy_from_slice(&self.sha256);
        out
    }

    /// Parses a record; `path` and `symbol` name it in errors.
    pub fn parse(record: &[u8], path: &str, symbol: &str) -> Result<BlobDigest, IntegrityError> {
        let bad = |offset: usize, field: &'static str, message: String| IntegrityError::Malformed {
            path: path.to_string(),
            digest_symbol: symbol.to_string(),
            offset,
            field,
            message,
        };
        if record.len() < DIGEST_LEN {
            return Err(bad(
                0,
                "record",
                format!("{} bytes, a record has {DIGEST_LEN}", record.len()),
            ));
        }
        let u32_at = |offset: usize| {
            let mut word = [0u8; 4];
            word.copy_from_slice(&record[offset..offset + 4]);
            u32::from_le_bytes(word)
        };
        if record[0..4] != DIGEST_MAGIC {
            return Err(bad(
                0,
                "magic",
                format!("expected \"MLDG\", found {:02x?}", &record[0..4]),
            ));
        }
        let version = u32_at(4);
        if version != DIGEST_VERSION {
            return Err(bad(
                4,
                "version",
                format!("version {version} is not supported (this modlink reads {DIGEST_VERSION})"),
            ));
        }
        let layout = match u32_at(8) {
            0 => Layout::Current,
            1 => Layout::Legacy,
            other => return Err(bad(8, "layout", format!("{other} is neither 0 nor 1"))),
        };
        let mut len = [0u8; 8];
        len.copy_from_slice(&record[16..24]);
        let mut sha = [0u8; 32];
        sha.copy_from_slice(&record[24..56]);
        Ok(BlobDigest {
            layout,
            blob_len: u64::from_le_bytes(len),
            sha256: sha,
        })
    }
}

/// What [`verify`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verification {
    /// The file has no blob, so there is nothing to verify.
    NoBlob,
    /// The blob has no digest symbol next to it (TVM's libraries, or built without `--digest`).
    NoDigest,
    /// The digest matches the blob.
    Verified {
        /// The digest symbol.
        symbol: String,
        /// The blob's SHA-256 (hex).
        sha256: String,
    },
}

/// A writer that hashes what passes through it on the way to `inner`: the digest of a blob
/// that is streamed somewhere else, without a second pass or a copy.
pub struct HashingWriter<W> {
    inner: W,
    hasher: Sha256,
    written: u64,
}

impl<W: std::io::Write> HashingWriter<W> {
    /// Wraps `inner`.
    pub fn new(inner: W) -> HashingWriter<W> {
        HashingWriter {
            inner,
            hasher: Sha256::new(),
            written: 0,
        }
    }

    /// The digest record of everything written so far, as a blob in `layout`.
    pub fn digest(self, layout: Layout) -> BlobDigest {
        BlobDigest {
            layout,
            blob_len: self.written,
            sha256: self.hasher.finalize().into(),
        }
    }
}

impl<W: std::io::Write> std::io::Write for HashingWriter<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(bytes)?;
        let taken = bytes.get(..n).unwrap_or(bytes);
        self.hasher.update(taken);
        self.written += taken.len() as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// SHA-256 of `bytes`.
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    let mut out = [0u8; 32];
    out.copy_from_slice(&Sha256::digest(bytes));
    out
}

/// Lower-case hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The digest symbol for a system-lib prefix (`""` for none).
pub fn digest_symbol(prefix: &str) -> String {
    format!("{prefix}{DIGEST_SYMBOL}")
}

fn layout_code(layout: Layout) -> u32 {
    match layout {
        Layout::Current => 0,
        Layout::Legacy => 1,
    }
}

/// An object file for `target` defining the digest symbol of `blob` (prefix and layout from
/// `pack`): read-only data, exported like the blob (`.drectve /EXPORT` on COFF), so it survives
/// into the shared library where [`verify`] looks for it.
pub fn digest_object(
    blob: &[u8],
    target: &TargetSpec,
    pack: &PackOptions,
) -> Result<Vec<u8>, IntegrityError> {
    digest_record_object(&BlobDigest::of(blob, pack.layout), target, pack)
}

/// [`digest_object`] from a digest already computed, e.g. by a [`HashingWriter`] while the blob
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
    let format = match target.object_format() {
        ObjectFormat::Elf => object::BinaryFormat::Elf,
        ObjectFormat::MachO => object::BinaryFormat::MachO,
        ObjectFormat::Coff => object::BinaryFormat::Coff,
        ObjectFormat::Wasm => return Err(fail("wasm objects are not supported".into())),
    };
    let architecture = match target.arch() {
        Arch::X86_64 => object::Architecture::X86_64,
        Arch::X86 => object::Architecture::I386,
        Arch::Aarch64 => object::Architecture::Aarch64,
        Arch::Arm => object::Architecture::Arm,
        Arch::Riscv64 => object::Architecture::Riscv64,
        Arch::Powerpc64le => object::Architecture::PowerPc64,
        Arch::S390x => object::Architecture::S390x,
        Arch::Wasm32 => return Err(fail("wasm objects are not supported".into())),
    };
    let endian = match target.endianness() {
        Endianness::Little => object::Endianness::Little,
        Endianness::Big => object::Endianness::Big,
    };
    let mut obj = WriteObject::new(format, architecture, endian);
    if format == object::BinaryFormat::Elf {
        // The linker refuses to mix float-ABI flags with the codegen objects' (as in
        // pack::object_file).
        let e_flags = match target.arch() {
            Arch::Riscv64 => object::elf::EF_RISCV_RVC.0 | object::elf::EF_RISCV_FLOAT_ABI_DOUBLE.0,
            Arch::Arm => object::elf::EF_ARM_EABI_VER5.0 | object::elf::EF_ARM_ABI_FLOAT_HARD,
            Arch::Powerpc64le => 2,
            _ => 0,
        };
        obj.flags = object::FileFlags::Elf {
            os_abi: object::elf::ELFOSABI_NONE,
            abi_version: 0,
            e_flags: object::elf::FileFlags(e_flags),
        };
    }
    if format == object::BinaryFormat::MachO {
        let mut version = MachOBuildVersion::default();
        version.platform = object::macho::PLATFORM_MACOS;
        version.minos = object::macho::Version(11 << 16);
        version.sdk = object::macho::Version(11 << 16);
        obj.set_macho_build_version(version);
    }
    let record = digest.to_bytes();
    let section = obj.section_id(StandardSection::ReadOnlyData);
    let offset = obj.append_section_data(section, &record, 8);
    obj.add_symbol(Symbol {
        name: symbol.clone().into_bytes(),
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
            obj.append_section_data(drectve, format!(" /EXPORT:{symbol},DATA").as_bytes(), 1);
        }
        _ => {}
    }
    obj.write().map_err(|e| fail(e.to_string()))
}

/// The digest record found in a file: the symbol, the archive or tar member, the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundDigest {
    /// The symbol as C spells it.
    pub symbol: String,
    /// The archive or tar member holding it.
    pub member: Option<String>,
    /// The parsed record.
    pub digest: BlobDigest,
}

/// Searches `file` (an image, object, archive or object tar; `path` names it in errors) for
/// the digest symbol of system-lib prefix `prefix`.
pub fn find_digest(
    file: &[u8],
    path: &str,
    prefix: &str,
) -> Result<Option<FoundDigest>, IntegrityError> {
    let symbol = digest_symbol(prefix);
    let hit = search_units(file, path, &symbol, |data| {
        symbol_bytes(data, &symbol, DIGEST_LEN as u64).map(<[u8]>::to_vec)
    })?;
    let Some((record, member)) = hit else {
        return Ok(None);
    };
    let shown = match &member {
        Some(m) => format!("{path}({m})"),
        None => path.to_string(),
    };
    Ok(Some(FoundDigest {
        digest: BlobDigest::parse(&record, &shown, &symbol)?,
        symbol,
        member,
    }))
}

/// Whether `file` (an image, object, archive or object tar) defines `symbol` (as C spells it;
/// Mach-O's leading `_` is allowed), in any member.
pub fn defines_symbol(file: &[u8], path: &str, symbol: &str) -> Result<bool, IntegrityError> {
    Ok(search_units(file, path, symbol, |data| symbol_address(data, symbol))?.is_some())
}

/// Calls `visit` on each object of `file` (the file itself, or each archive or tar member)
/// until it returns something; returns that and the member name.
fn search_units<T>(
    file: &[u8],
    path: &str,
    symbol: &str,
    mut visit: impl FnMut(&[u8]) -> Option<T>,
) -> Result<Option<(T, Option<String>)>, IntegrityError> {
    let unreadable = |message: String| IntegrityError::Unreadable {
        path: path.to_string(),
        digest_symbol: symbol.to_string(),
        message,
    };
    if file.starts_with(b"!<arch>\n") {
        let archive = object::read::archive::ArchiveFile::parse(file)
            .map_err(|e| unreadable(format!("archive: {e}")))?;
        for member in archive.members() {
            let member = member.map_err(|e| unreadable(format!("archive member: {e}")))?;
            let name = String::from_utf8_lossy(member.name()).into_owned();
            let data = member
                .data(file)
                .map_err(|e| unreadable(format!("archive member {name}: {e}")))?;
            if let Some(hit) = visit(data) {
                return Ok(Some((hit, Some(name))));
            }
        }
        return Ok(None);
    }
    if !is_tar(file) {
        return Ok(visit(file).map(|hit| (hit, None)));
    }
    let plain: std::borrow::Cow<'_, [u8]> = if file.starts_with(&[0x1f, 0x8b]) {
        let mut decoder = flate2::read::GzDecoder::new(file);
        let mut out = Vec::new();
        let mut chunk = vec![0u8; 1 << 20];
        loop {
            let read = decoder
                .read(&mut chunk)
                .map_err(|e| unreadable(format!("gzip: {e}")))?;
            if read == 0 {
                break;
            }
            // Fallible: a compression bomb under a memory limit is an error, not an abort.
            if out.len() as u64 + read as u64 > MAX_TAR_BYTES || out.try_reserve(read).is_err() {
                return Err(unreadable(format!(
                    "gzip: decompresses to more than {} bytes",
                    out.len()
                )));
            }
            out.extend_from_slice(&chunk[..read]);
        }
        out.into()
    } else {
        file.into()
    };
    let mut archive = tar::Archive::new(plain.as_ref());
    let entries = archive
        .entries()
        .map_err(|e| unreadable(format!("tar: {e}")))?;
    for entry in entries {
        let entry = entry.map_err(|e| unreadable(format!("tar entry: {e}")))?;
        let name = entry
            .path()
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        let start = usize::try_from(entry.raw_file_position()).unwrap_or(usize::MAX);
        let size = usize::try_from(entry.size()).unwrap_or(usize::MAX);
        let Some(data) = start
            .checked_add(size)
            .and_then(|end| plain.get(start..end))
        else {
            return Err(unreadable(format!(
                "tar member {name}: {size} bytes at {start} run past the end"
            )));
        };
        if let Some(hit) = visit(data) {
            return Ok(Some((hit, Some(name))));
        }
    }
    Ok(None)
}

fn is_tar(file: &[u8]) -> bool {
    file.starts_with(&[0x1f, 0x8b]) || file.get(257..262) == Some(b"ustar".as_slice())
}

/// The address of `symbol`'s definition in one object or image.
fn symbol_address(data: &[u8], symbol: &str) -> Option<u64> {
    let file = object::File::parse(data).ok()?;
    address_in(&file, symbol).map(|(address, _)| address)
}

/// The address of `symbol` and, when the symbol table says, the section holding it (in a
/// relocatable object every section starts at address 0, so the address alone is ambiguous).
fn address_in(
    file: &object::File<'_>,
    symbol: &str,
) -> Option<(u64, Option<object::SectionIndex>)> {
    let wanted = |name: &[u8]| {
        name == symbol.as_bytes()
            || (name.first() == Some(&b'_') && &name[1..] == symbol.as_bytes())
    };
    file.symbols()
        .chain(file.dynamic_symbols())
        .find(|s| s.is_definition() && s.name_bytes().is_ok_and(wanted))
        .map(|s| (s.address(), s.section_index()))
        .or_else(|| {
            // PE images list data exports only in the export table.
            file.exports()
                .ok()?
                .filter_map(Result::ok)
                .filter(|e| matches!(e.name(), object::NameOrOrdinal::Name(n) if wanted(n)))
                .find_map(|e| match e.target() {
                    object::ExportTarget::Address { address } => Some((address, None)),
                    _ => None,
                })
        })
}

/// The `len` bytes at `symbol` in one object or image, if it defines it.
fn symbol_bytes<'a>(data: &'a [u8], symbol: &str, len: u64) -> Option<&'a [u8]> {
    let file = object::File::parse(data).ok()?;
    match address_in(&file, symbol)? {
        (address, Some(index)) => file
            .section_by_index(index)
            .ok()?
            .data_range(address, len)
            .ok()
            .flatten(),
        (address, None) => file
            .sections()
            .find_map(|section| section.data_range(address, len).ok().flatten()),
    }
}

/// Checks the blob of `located` (whose file's bytes are `file`) against its digest symbol, if
/// it has one.
pub fn verify(file: &[u8], located: &Located) -> Result<Verification, IntegrityError> {
    let (Some(blob), Some(layout)) = (&located.blob, located.layout) else {
        return Ok(Verification::NoBlob);
    };
    let path = located.path.display().to_string();
    let prefix = located.prefix.as_deref().unwrap_or("");
    let Some(found) = find_digest(file, &path, prefix)? else {
        return Ok(Verification::NoDigest);
    };
    let disagrees =
        |field: &'static str, recorded: String, found_value: String| IntegrityError::Disagrees {
            path: path.clone(),
            digest_symbol: found.symbol.clone(),
            field,
            recorded,
            found: found_value,
        };
    if found.digest.layout != layout {
        return Err(disagrees(
            "layout",
            format!("{:?}", found.digest.layout),
            format!("{layout:?}"),
        ));
    }
    if found.digest.blob_len != blob.len() as u64 {
        return Err(disagrees(
            "blob length",
            found.digest.blob_len.to_string(),
            blob.len().to_string(),
        ));
    }
    let actual = sha256(blob);
    if actual != found.digest.sha256 {
        return Err(IntegrityError::Mismatch {
            path,
            blob_symbol: located.symbol.clone().unwrap_or_default(),
            digest_symbol: found.symbol,
            expected: hex(&found.digest.sha256),
            actual: hex(&actual),
        });
    }
    Ok(Verification::Verified {
        symbol: found.symbol,
        sha256: hex(&actual),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn record_layout_matches_the_documented_offsets() {
        let blob = [3u8, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3];
        let record = BlobDigest::of(&blob, Layout::Legacy).to_bytes();
        assert_eq!(&record[0..4], b"MLDG");
        assert_eq!(record[4..8], [1, 0, 0, 0]);
        assert_eq!(record[8..12], [1, 0, 0, 0]);
        assert_eq!(record[12..16], [0, 0, 0, 0]);
        assert_eq!(record[16..24], [11, 0, 0, 0, 0, 0, 0, 0]);
        // SHA-256 of those 11 bytes, computed with `sha256sum`.
        assert_eq!(
            hex(&record[24..56]),
            "265540042a8cde29ccc2ba937d5b4dd770b6d9efd2a7a8a07545d22a960b6d7c"
        );
    }

    #[test]
    fn a_bad_version_is_an_error_naming_the_field() {
        let mut record = BlobDigest::of(b"\0\0\0\0\0\0\0\0", Layout::Current).to_bytes();
        record[4] = 9;
        let error = BlobDigest::parse(&record, "f.so", "__modlink_blob_digest").unwrap_err();
        assert_eq!(
            error.to_string(),
            "f.so: `__modlink_blob_digest` offset 4: version: version 9 is not supported (this modlink reads 1)"
        );
        let short = BlobDigest::parse(&record[..10], "f.so", "d").unwrap_err();
        assert!(
            short.to_string().contains("10 bytes, a record has 56"),
            "{short}"
        );
    }
}
