//! Checking a located blob against its digest symbol (`crate::blob::digest`). The symbol is read
//! with the `object` crate, independently of the blob locator, so a bug in one cannot hide a
//! corruption from the other.

use super::locate::Located;
use crate::blob::digest::{BlobDigest, DIGEST_LEN, IntegrityError, digest_symbol, hex, sha256};
use object::{Object, ObjectSection, ObjectSymbol};

/// Largest tar (after gzip) searched for the digest: the locator bounds the blob it finds the
/// same way, and a compression bomb must not become an allocation.
const MAX_TAR_BYTES: u64 = 1 << 32;

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
        let out = super::unpack::gunzip(file).map_err(|e| unreadable(format!("gzip: {e}")))?;
        if out.len() as u64 > MAX_TAR_BYTES {
            return Err(unreadable(format!(
                "gzip: decompresses to more than {MAX_TAR_BYTES} bytes"
            )));
        }
        out.into()
    } else {
        file.into()
    };
    let members = super::unpack::tar_members(&plain)
        .map_err(|e| unreadable(format!("{}: {}", e.field, e.message)))?;
    for member in members {
        if let Some(hit) = visit(&plain[member.range]) {
            return Ok(Some((hit, Some(member.name))));
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

/// Checks the blob of `located` against the digest record the locator found next to it, if any:
/// no second parse of the file (what `Library::open` uses). [`verify`] finds the record with
/// an independent parser instead.
pub fn verify_located(located: &Located) -> Result<Verification, IntegrityError> {
    let (Some(blob), Some(layout)) = (&located.blob, located.layout) else {
        return Ok(Verification::NoBlob);
    };
    let Some(record) = &located.digest_record else {
        return Ok(Verification::NoDigest);
    };
    let path = located.path.display().to_string();
    let symbol = digest_symbol(located.prefix.as_deref().unwrap_or(""));
    let found = FoundDigest {
        digest: BlobDigest::parse(record, &path, &symbol)?,
        symbol,
        member: None,
    };
    compare(located, blob, layout, found)
}

/// Checks the blob of `located` (whose file's bytes are `file`) against its digest symbol, if
/// it has one, reading the symbol with the `object` crate, independently of the locator.
pub fn verify(file: &[u8], located: &Located) -> Result<Verification, IntegrityError> {
    let (Some(blob), Some(layout)) = (&located.blob, located.layout) else {
        return Ok(Verification::NoBlob);
    };
    let path = located.path.display().to_string();
    let prefix = located.prefix.as_deref().unwrap_or("");
    let Some(found) = find_digest(file, &path, prefix)? else {
        return Ok(Verification::NoDigest);
    };
    compare(located, blob, layout, found)
}

fn compare(
    located: &Located,
    blob: &[u8],
    layout: crate::blob::Layout,
    found: FoundDigest,
) -> Result<Verification, IntegrityError> {
    let path = located.path.display().to_string();
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
