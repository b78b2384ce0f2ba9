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
//! library carrying it loads unchanged in TVM. `pack::digest_object` writes the symbol as its own
//! object (linked next to the blob's); `inspect::verify` finds it in a located file and compares.
//!
//! The symbol is read with the `object` crate, independently of the blob locator, so a bug in
//! one cannot hide a corruption from the other.

use super::Layout;
use sha2::{Digest as _, Sha256};
use thiserror::Error;

/// The digest symbol's C name without a system-lib prefix.
pub const DIGEST_SYMBOL: &str = "__modlink_blob_digest";
/// The first four bytes of a digest record.
pub const DIGEST_MAGIC: [u8; 4] = *b"MLDG";
/// The record format version this crate writes and reads.
pub const DIGEST_VERSION: u32 = 1;
/// Size of a digest record in bytes.
pub const DIGEST_LEN: usize = 56;

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

/// A writer that hashes what passes through it on the way to `inner`: the digest of a blob
/// that is streamed somewhere else, without a second pass or a copy. SHA-256 (the digest
/// record's hash, about 2 GB/s) is taken only when asked for; the fingerprint (XXH3-128, a
/// non-cryptographic content hash at memory speed) always, for ids that only need to change
/// with the content, like a build-id.
pub struct HashingWriter<W> {
    inner: W,
    sha256: Option<Sha256>,
    fingerprint: xxhash_rust::xxh3::Xxh3,
    written: u64,
}

/// What a [`HashingWriter`] saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamHashes {
    /// Bytes written.
    pub len: u64,
    /// Their SHA-256, when it was asked for.
    pub sha256: Option<[u8; 32]>,
    /// Their XXH3-128, big-endian.
    pub fingerprint: [u8; 16],
}

impl StreamHashes {
    /// The digest record of the bytes, read as a blob in `layout`, when SHA-256 was taken.
    pub fn digest(&self, layout: Layout) -> Option<BlobDigest> {
        self.sha256.map(|sha256| BlobDigest {
            layout,
            blob_len: self.len,
            sha256,
        })
    }
}

impl<W: std::io::Write> HashingWriter<W> {
    /// Wraps `inner`, taking SHA-256 too when `sha256` is set.
    pub fn new(inner: W, sha256: bool) -> HashingWriter<W> {
        HashingWriter {
            inner,
            sha256: sha256.then(Sha256::new),
            fingerprint: xxhash_rust::xxh3::Xxh3::new(),
            written: 0,
        }
    }

    /// The hashes of everything written so far.
    pub fn finish(self) -> StreamHashes {
        StreamHashes {
            len: self.written,
            sha256: self.sha256.map(|hasher| hasher.finalize().into()),
            fingerprint: self.fingerprint.digest128().to_be_bytes(),
        }
    }
}

impl<W: std::io::Write> std::io::Write for HashingWriter<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(bytes)?;
        let taken = bytes.get(..n).unwrap_or(bytes);
        if let Some(hasher) = &mut self.sha256 {
            hasher.update(taken);
        }
        self.fingerprint.update(taken);
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

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use std::io::Write as _;

    #[test]
    fn the_hashing_writer_takes_sha256_only_when_asked_and_always_the_fingerprint() {
        let bytes = b"modlink streams blobs";
        let mut sink = Vec::new();
        let mut with = HashingWriter::new(&mut sink, true);
        with.write_all(&bytes[..5]).unwrap();
        with.write_all(&bytes[5..]).unwrap();
        let with = with.finish();
        assert_eq!(sink, bytes);
        assert_eq!(with.len, bytes.len() as u64);
        assert_eq!(with.sha256, Some(sha256(bytes)));
        let mut without = HashingWriter::new(Vec::new(), false);
        without.write_all(bytes).unwrap();
        let without = without.finish();
        assert_eq!(without.sha256, None);
        assert_eq!(without.digest(Layout::Current), None);
        // Chunking does not matter; one changed byte changes the fingerprint.
        assert_eq!(without.fingerprint, with.fingerprint);
        let mut changed = HashingWriter::new(Vec::new(), false);
        changed.write_all(b"modlink streams blobS").unwrap();
        assert_ne!(changed.finish().fingerprint, with.fingerprint);
    }

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
