//! The blob's reader over a window of the blob: the ABI layer's byte cursor, reporting absolute
//! offsets and field names as `BlobError`s.

use crate::abi::{ByteCursor, Shortfall};
use crate::blob::BlobError;
use bytes::Bytes;

/// Names the field being read; built only when an error is reported, so the happy path of a
/// multi-GiB blob allocates no field names.
pub(crate) trait FieldName {
    fn name(self) -> String;
}

impl FieldName for &str {
    fn name(self) -> String {
        self.to_owned()
    }
}

impl<F: FnOnce() -> String> FieldName for F {
    fn name(self) -> String {
        self()
    }
}

/// Capacity to reserve for `count` parsed elements. `count` is already checked against the bytes
/// left, but a parsed element can be several times larger than its smallest encoding, so the
/// reservation is capped and the vector grows only as elements are actually read.
pub(crate) fn capacity_for(count: usize) -> usize {
    count.min(1024)
}

/// Reads fields from `blob[pos..end]`: the ABI layer's [`ByteCursor`] over the blob, with the
/// blob kept so that byte fields come back as zero-copy slices and failures as [`BlobError`]s
/// naming their field.
#[derive(Clone)]
pub(crate) struct Cursor<'a> {
    blob: &'a Bytes,
    inner: ByteCursor<'a>,
}

pub(crate) fn malformed(
    offset: usize,
    field: impl FieldName,
    message: impl Into<String>,
) -> BlobError {
    BlobError::Malformed {
        offset: offset as u64,
        field: field.name(),
        message: message.into(),
    }
}

/// The blob error of a read that ran out of bytes.
fn short(shortfall: Shortfall, field: impl FieldName) -> BlobError {
    malformed(shortfall.offset, field, shortfall.to_string())
}

impl<'a> Cursor<'a> {
    /// A cursor over `blob[start..end]`; callers guarantee `start <= end <= blob.len()`.
    pub(crate) fn new(blob: &'a Bytes, start: usize, end: usize) -> Self {
        Self {
            blob,
            inner: ByteCursor::new(blob, start, end),
        }
    }

    /// Absolute offset of the next byte.
    pub(crate) fn pos(&self) -> usize {
        self.inner.pos()
    }

    /// The absolute offsets of the unread bytes of the window.
    pub(crate) fn unread(&self) -> std::ops::Range<usize> {
        self.inner.pos()..self.inner.end()
    }

    /// Bytes left in the window.
    pub(crate) fn remaining(&self) -> usize {
        self.inner.remaining()
    }

    /// The unread bytes of the window, without consuming them.
    pub(crate) fn rest(&self) -> &'a [u8] {
        self.inner.rest()
    }

    /// A cursor over the next `len` bytes (which must be in the window); this one skips them.
    pub(crate) fn split(
        &mut self,
        len: usize,
        field: impl FieldName,
    ) -> Result<Cursor<'a>, BlobError> {
        let inner = self.inner.split(len).map_err(|s| short(s, field))?;
        Ok(Cursor {
            blob: self.blob,
            inner,
        })
    }

    /// Reads a u64 whose error is reported by the caller (which still owns the field name).
    fn raw_u64(&mut self) -> Result<u64, String> {
        self.inner.u64().map_err(|s| s.to_string())
    }

    fn array<const N: usize>(&mut self, field: impl FieldName) -> Result<[u8; N], BlobError> {
        self.inner.array().map_err(|s| short(s, field))
    }

    /// The next `len` bytes (already checked to be in the window) as a zero-copy slice.
    fn slice(&mut self, len: usize) -> Result<Bytes, Shortfall> {
        let start = self.inner.pos();
        self.inner.skip(len)?;
        Ok(self.blob.slice(start..start + len))
    }

    pub(crate) fn u8(&mut self, field: impl FieldName) -> Result<u8, BlobError> {
        Ok(self.array::<1>(field)?[0])
    }

    pub(crate) fn u16(&mut self, field: impl FieldName) -> Result<u16, BlobError> {
        Ok(u16::from_le_bytes(self.array(field)?))
    }

    pub(crate) fn u32(&mut self, field: impl FieldName) -> Result<u32, BlobError> {
        Ok(u32::from_le_bytes(self.array(field)?))
    }

    pub(crate) fn i32(&mut self, field: impl FieldName) -> Result<i32, BlobError> {
        Ok(i32::from_le_bytes(self.array(field)?))
    }

    pub(crate) fn i64(&mut self, field: impl FieldName) -> Result<i64, BlobError> {
        Ok(i64::from_le_bytes(self.array(field)?))
    }

    pub(crate) fn u64(&mut self, field: impl FieldName) -> Result<u64, BlobError> {
        Ok(u64::from_le_bytes(self.array(field)?))
    }

    /// Reads an element count and checks that `count` elements of at least `min_elem_size` bytes
    /// each fit in the window, so callers may allocate `count` slots safely.
    pub(crate) fn count(
        &mut self,
        min_elem_size: usize,
        field: impl FieldName,
    ) -> Result<usize, BlobError> {
        let at = self.pos();
        let count = match self.raw_u64() {
            Ok(count) => count,
            Err(message) => return Err(malformed(at, field, message)),
        };
        let fits = usize::try_from(count)
            .ok()
            .and_then(|n| n.checked_mul(min_elem_size).map(|bytes| (n, bytes)))
            .filter(|&(_, bytes)| bytes <= self.remaining());
        match fits {
            Some((n, _)) => Ok(n),
            None => Err(malformed(
                at,
                field,
                format!(
                    "count {count} needs at least {} bytes but only {} remain before offset {}",
                    (count as u128) * (min_elem_size as u128),
                    self.remaining(),
                    self.inner.end()
                ),
            )),
        }
    }

    /// Reads `u64 len` + that many bytes, as a zero-copy slice of the blob.
    pub(crate) fn bytes(&mut self, field: impl FieldName) -> Result<Bytes, BlobError> {
        let at = self.pos();
        let len = match self.raw_u64() {
            Ok(len) => len,
            Err(message) => return Err(malformed(at, field, message)),
        };
        match usize::try_from(len).ok().filter(|&n| n <= self.remaining()) {
            Some(n) => self.slice(n).map_err(|s| short(s, field)),
            None => Err(malformed(
                at,
                field,
                format!(
                    "length {len} exceeds the {} bytes that remain before offset {}",
                    self.remaining(),
                    self.inner.end()
                ),
            )),
        }
    }

    /// Reads `u64 len` + that many bytes as UTF-8 text.
    pub(crate) fn string(&mut self, field: impl FieldName + Copy) -> Result<String, BlobError> {
        let at = self.pos();
        let raw = self.bytes(field)?;
        match std::str::from_utf8(&raw) {
            Ok(text) => Ok(text.to_owned()),
            Err(err) => Err(malformed(at, field, format!("string is not UTF-8: {err}"))),
        }
    }

    /// The unread bytes of the window as a zero-copy slice of the blob.
    pub(crate) fn rest_bytes(&self) -> Bytes {
        self.blob.slice(self.inner.pos()..self.inner.end())
    }

    /// Reads `u64 len` and returns a cursor over the next `len` bytes, which this one skips.
    pub(crate) fn length_prefixed(
        &mut self,
        field: impl FieldName,
    ) -> Result<Cursor<'a>, BlobError> {
        let at = self.pos();
        let len = match self.raw_u64() {
            Ok(len) => len,
            Err(message) => return Err(malformed(at, field, message)),
        };
        match usize::try_from(len).ok().filter(|&n| n <= self.remaining()) {
            Some(n) => self.split(n, ""),
            None => Err(malformed(
                at,
                field,
                format!(
                    "length {len} exceeds the {} bytes that remain before offset {}",
                    self.remaining(),
                    self.inner.end()
                ),
            )),
        }
    }

    /// Skips `len` bytes.
    pub(crate) fn skip(&mut self, len: usize, field: impl FieldName) -> Result<(), BlobError> {
        self.inner.skip(len).map_err(|s| short(s, field))
    }
}
