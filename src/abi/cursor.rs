//! The one bounds-checked little-endian reader under every binary format modlink parses (the
//! blob and its payloads, parameter dictionaries, codegen cache entries). It reads a window of a
//! byte slice, reports absolute offsets, and never touches a byte it has not checked; each format
//! wraps it to turn a [`Shortfall`] into its own error, naming its field.

use std::fmt;

/// A read that needed more bytes than the window has left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shortfall {
    /// Absolute offset of the read.
    pub offset: usize,
    /// Bytes the read needed.
    pub needed: usize,
    /// Bytes left in the window at `offset`.
    pub remaining: usize,
    /// Absolute offset where the window ends.
    pub end: usize,
}

impl fmt::Display for Shortfall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "needs {} bytes but only {} remain before offset {}",
            self.needed, self.remaining, self.end
        )
    }
}

impl std::error::Error for Shortfall {}

/// Reads little-endian fields from `bytes[pos..end]`; every read checks the bytes left first.
#[derive(Clone, Debug)]
pub struct ByteCursor<'a> {
    bytes: &'a [u8],
    pos: usize,
    end: usize,
}

impl<'a> ByteCursor<'a> {
    /// A cursor over `bytes[start..end]` (both clamped to the slice, so the window is never out
    /// of bounds).
    pub fn new(bytes: &'a [u8], start: usize, end: usize) -> Self {
        let end = end.min(bytes.len());
        Self {
            bytes,
            pos: start.min(end),
            end,
        }
    }

    /// A cursor over all of `bytes`.
    pub fn whole(bytes: &'a [u8]) -> Self {
        Self::new(bytes, 0, bytes.len())
    }

    /// Absolute offset of the next byte.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Absolute offset where the window ends.
    pub fn end(&self) -> usize {
        self.end
    }

    /// Bytes left in the window.
    pub fn remaining(&self) -> usize {
        self.end - self.pos
    }

    /// The unread bytes of the window, without consuming them.
    pub fn rest(&self) -> &'a [u8] {
        &self.bytes[self.pos..self.end]
    }

    /// What reading `len` bytes now would lack, or `None` when they are there.
    pub fn shortfall(&self, len: usize) -> Option<Shortfall> {
        (len > self.remaining()).then_some(Shortfall {
            offset: self.pos,
            needed: len,
            remaining: self.remaining(),
            end: self.end,
        })
    }

    /// The next `len` bytes, consumed.
    pub fn take(&mut self, len: usize) -> Result<&'a [u8], Shortfall> {
        if let Some(short) = self.shortfall(len) {
            return Err(short);
        }
        let slice = &self.bytes[self.pos..self.pos + len];
        self.pos += len;
        Ok(slice)
    }

    /// Skips `len` bytes.
    pub fn skip(&mut self, len: usize) -> Result<(), Shortfall> {
        self.take(len).map(|_| ())
    }

    /// A cursor over the next `len` bytes (absolute offsets kept); this one skips them.
    pub fn split(&mut self, len: usize) -> Result<ByteCursor<'a>, Shortfall> {
        let start = self.pos;
        self.take(len)?;
        Ok(ByteCursor::new(self.bytes, start, start + len))
    }

    /// The next `N` bytes as an array.
    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], Shortfall> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    /// Reads a `u8`.
    pub fn u8(&mut self) -> Result<u8, Shortfall> {
        Ok(self.array::<1>()?[0])
    }

    /// Reads a little-endian `u16`.
    pub fn u16(&mut self) -> Result<u16, Shortfall> {
        self.array().map(u16::from_le_bytes)
    }

    /// Reads a little-endian `u32`.
    pub fn u32(&mut self) -> Result<u32, Shortfall> {
        self.array().map(u32::from_le_bytes)
    }

    /// Reads a little-endian `i32`.
    pub fn i32(&mut self) -> Result<i32, Shortfall> {
        self.array().map(i32::from_le_bytes)
    }

    /// Reads a little-endian `u64`.
    pub fn u64(&mut self) -> Result<u64, Shortfall> {
        self.array().map(u64::from_le_bytes)
    }

    /// Reads a little-endian `i64`.
    pub fn i64(&mut self) -> Result<i64, Shortfall> {
        self.array().map(i64::from_le_bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_little_endian_inside_the_window_and_reports_absolute_offsets() {
        let bytes = [0xAA, 0x01, 0x02, 0x03, 0x04, 0x05, 0xBB];
        let mut cursor = ByteCursor::new(&bytes, 1, 6);
        assert_eq!(cursor.u16(), Ok(0x0201));
        assert_eq!(cursor.pos(), 3);
        assert_eq!(
            cursor.u32(),
            Err(Shortfall {
                offset: 3,
                needed: 4,
                remaining: 3,
                end: 6
            })
        );
        // A failed read consumes nothing.
        assert_eq!(cursor.pos(), 3);
        let mut inner = cursor.split(2).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((inner.pos(), inner.end()), (3, 5));
        assert_eq!(inner.rest(), [0x03, 0x04]);
        assert_eq!(inner.u8(), Ok(3));
        assert_eq!(cursor.rest(), [0x05]);
        assert_eq!(
            cursor.shortfall(2).map(|s| s.to_string()).as_deref(),
            Some("needs 2 bytes but only 1 remain before offset 6")
        );
    }

    #[test]
    fn a_window_past_the_slice_is_clamped() {
        let bytes = [1u8, 2];
        let cursor = ByteCursor::new(&bytes, 5, 9);
        assert_eq!((cursor.pos(), cursor.end(), cursor.remaining()), (2, 2, 0));
    }
}
