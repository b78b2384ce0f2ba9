//! The bytes of one cache entry, the same in every store:
//!
//! ```text
//! magic      8 bytes  "MLUNIT01"
//! key       32 bytes  the unit key the entry was stored under
//! digest    32 bytes  SHA-256 of everything after this field
//! body_len   8 bytes  little-endian
//! body:     functions (u32 count, then u32 length + UTF-8 each), diagnostics (same),
//!           object (u64 length + bytes)
//! ```
//!
//! Decoding checks the magic, the key, the length and the digest before it trusts any length
//! inside the body, so a truncated, corrupted or misfiled entry is refused, never half-used.

use crate::abi::{ByteCursor, Shortfall};
use sha2::{Digest, Sha256};

use super::{CachedUnit, UnitKey};

const MAGIC: &[u8; 8] = b"MLUNIT01";
const HEADER_LEN: usize = 8 + 32 + 32 + 8;

/// Encodes `unit` as the entry for `key`.
pub(super) fn encode(key: &UnitKey, unit: &CachedUnit) -> Vec<u8> {
    let mut body = Vec::with_capacity(unit.object.len() + 256);
    put_strings(&mut body, &unit.functions);
    put_strings(&mut body, &unit.diagnostics);
    body.extend_from_slice(&(unit.object.len() as u64).to_le_bytes());
    body.extend_from_slice(&unit.object);
    let mut entry = Vec::with_capacity(HEADER_LEN + body.len());
    entry.extend_from_slice(MAGIC);
    entry.extend_from_slice(key.as_bytes());
    entry.extend_from_slice(&Sha256::digest(&body));
    entry.extend_from_slice(&(body.len() as u64).to_le_bytes());
    entry.extend_from_slice(&body);
    entry
}

/// Decodes the entry stored under `key`; the error says what is wrong, at which offset.
pub(super) fn decode(key: &UnitKey, entry: &[u8]) -> Result<CachedUnit, String> {
    if entry.len() < HEADER_LEN {
        return Err(format!(
            "{} bytes, shorter than the {HEADER_LEN}-byte header",
            entry.len()
        ));
    }
    let (header, body) = entry.split_at(HEADER_LEN);
    if &header[..8] != MAGIC {
        return Err("offset 0: not a modlink cache entry (bad magic)".into());
    }
    if &header[8..40] != key.as_bytes() {
        return Err("offset 8: stored under another key".into());
    }
    let mut length = [0u8; 8];
    length.copy_from_slice(&header[72..80]);
    let body_len = u64::from_le_bytes(length);
    if body_len != body.len() as u64 {
        return Err(format!(
            "offset 72: body of {body_len} bytes announced, {} present (truncated?)",
            body.len()
        ));
    }
    if Sha256::digest(body).as_slice() != &header[40..72] {
        return Err("offset 40: digest mismatch (corrupted)".into());
    }
    let mut reader = Reader {
        cursor: ByteCursor::new(entry, HEADER_LEN, entry.len()),
    };
    let functions = reader.strings()?;
    let diagnostics = reader.strings()?;
    let object_len = reader.u64()?;
    let object = reader.take(object_len)?.to_vec();
    if reader.cursor.remaining() != 0 {
        return Err(format!(
            "offset {}: {} bytes after the object",
            reader.cursor.pos(),
            reader.cursor.remaining()
        ));
    }
    Ok(CachedUnit {
        object,
        functions,
        diagnostics,
    })
}

fn put_strings(out: &mut Vec<u8>, strings: &[String]) {
    out.extend_from_slice(&(strings.len() as u32).to_le_bytes());
    for string in strings {
        out.extend_from_slice(&(string.len() as u32).to_le_bytes());
        out.extend_from_slice(string.as_bytes());
    }
}

/// The ABI layer's [`ByteCursor`] over the body, with failures as messages naming the offset in
/// the entry.
struct Reader<'a> {
    cursor: ByteCursor<'a>,
}

/// The message of a read past the body's end.
fn announced(shortfall: Shortfall) -> String {
    format!(
        "offset {}: {} bytes announced, {} left",
        shortfall.offset, shortfall.needed, shortfall.remaining
    )
}

impl<'a> Reader<'a> {
    fn take(&mut self, length: u64) -> Result<&'a [u8], String> {
        let (at, rest) = (self.cursor.pos(), self.cursor.remaining());
        let length = usize::try_from(length)
            .map_err(|_| format!("offset {at}: {length} bytes announced, {rest} left"))?;
        self.cursor.take(length).map_err(announced)
    }

    fn u32(&mut self) -> Result<u32, String> {
        self.cursor.u32().map_err(announced)
    }

    fn u64(&mut self) -> Result<u64, String> {
        self.cursor.u64().map_err(announced)
    }

    fn strings(&mut self) -> Result<Vec<String>, String> {
        let count = self.u32()?;
        // Every string needs at least its 4-byte length: a larger count is corrupt, and
        // checking it first keeps the allocation bounded by the entry's size.
        if u64::from(count) * 4 > self.cursor.remaining() as u64 {
            return Err(format!(
                "offset {}: {count} strings cannot fit",
                self.cursor.pos()
            ));
        }
        (0..count)
            .map(|_| {
                let at = self.cursor.pos();
                let length = self.u32()?;
                let bytes = self.take(u64::from(length))?;
                String::from_utf8(bytes.to_vec())
                    .map_err(|_| format!("offset {at}: a string is not UTF-8"))
            })
            .collect()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn unit() -> CachedUnit {
        CachedUnit {
            object: (0..200u8).collect(),
            functions: vec!["k0".into(), "k1".into()],
            diagnostics: vec!["loop not vectorized".into()],
        }
    }

    #[test]
    fn round_trips() {
        let key = UnitKey::from_bytes([7; 32]);
        let entry = encode(&key, &unit());
        assert_eq!(decode(&key, &entry), Ok(unit()));
    }

    #[test]
    fn every_truncation_and_every_flipped_byte_is_refused() {
        let key = UnitKey::from_bytes([7; 32]);
        let entry = encode(&key, &unit());
        for length in 0..entry.len() {
            assert!(decode(&key, &entry[..length]).is_err(), "length {length}");
        }
        for index in 0..entry.len() {
            let mut bad = entry.clone();
            bad[index] ^= 0x20;
            assert!(decode(&key, &bad).is_err(), "byte {index}");
        }
        let other = UnitKey::from_bytes([8; 32]);
        assert!(decode(&other, &entry).unwrap_err().contains("another key"));
    }
}
