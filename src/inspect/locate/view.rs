//! The symbol → file-offset mapping shared by every format: where a symbol's bytes, and the
//! blob's, lie in the file the view was parsed from.

use super::LocateError;
use crate::object_file::read::view::{ObjectView, Place, Region, SymbolEntry};

/// Where a blob lies in the bytes an object was parsed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct BlobSpan {
    /// Offset of the 8-byte `nbytes` header, relative to the object's first byte.
    pub(super) offset: u64,
    /// `8 + nbytes`.
    pub(super) len: u64,
}

impl ObjectView {
    /// Finds the region that holds `symbol`'s bytes.
    fn region_of(&self, symbol: &SymbolEntry, display: &str) -> Result<&Region, LocateError> {
        let contains = |region: &&Region| {
            symbol.address >= region.address
                && symbol.address - region.address < region.mem_size.max(1)
        };
        let found = match symbol.place {
            Place::Section(index) => self.sections.get(index).filter(contains),
            Place::Address => self
                .segments
                .iter()
                .find(contains)
                .or_else(|| self.sections.iter().find(contains)),
            Place::ZeroFill => {
                return Err(LocateError::Malformed {
                    path: display.to_string(),
                    offset: symbol.address,
                    field: format!("symbol `{}`", symbol.name),
                    message:
                        "the blob symbol is common (zero-fill) storage with no bytes in the file"
                            .into(),
                });
            }
        };
        found.ok_or_else(|| LocateError::Malformed {
            path: display.to_string(),
            offset: symbol.address,
            field: format!("address of symbol `{}`", symbol.name),
            message: format!(
                "address {:#x} lies in no section or segment of the file",
                symbol.address
            ),
        })
    }

    /// Where the `len` bytes at `symbol` lie in `object`, if they are all stored in the file
    /// inside the symbol's section or segment (for fixed-size records such as the digest).
    pub(super) fn fixed_span(
        &self,
        symbol: &SymbolEntry,
        len: u64,
        object: &[u8],
    ) -> Option<BlobSpan> {
        let region = self.region_of(symbol, "").ok()?;
        let within = symbol.address - region.address;
        let offset = region.file_offset.checked_add(within)?;
        (within.checked_add(len)? <= region.file_size
            && offset.checked_add(len)? <= object.len() as u64)
            .then_some(BlobSpan { offset, len })
    }

    /// Maps the blob symbol to its bytes in `object` (the bytes this view was parsed from):
    /// reads the little-endian `u64 nbytes` at the symbol and checks that all `8 + nbytes` bytes
    /// are stored in the file inside the symbol's section or segment.
    pub(super) fn blob_span(
        &self,
        symbol: &SymbolEntry,
        object: &[u8],
        display: &str,
    ) -> Result<BlobSpan, LocateError> {
        let region = self.region_of(symbol, display)?;
        let within = symbol.address - region.address;
        let malformed = |offset: u64, field: String, message: String| LocateError::Malformed {
            path: display.to_string(),
            offset,
            field,
            message,
        };
        if region.file_size == 0 {
            return Err(malformed(
                region.file_offset,
                format!("section `{}`", region.name),
                format!(
                    "the blob symbol `{}` lies in a zero-fill section with no bytes in the file",
                    symbol.name
                ),
            ));
        }
        let offset = region.file_offset.checked_add(within).ok_or_else(|| {
            malformed(
                region.file_offset,
                format!("section `{}` file offset", region.name),
                "offset overflows".into(),
            )
        })?;
        if within.saturating_add(8) > region.file_size {
            return Err(malformed(
                offset,
                format!("blob nbytes header of `{}`", symbol.name),
                format!(
                    "the 8-byte header crosses the end of section `{}` ({} bytes stored in the file)",
                    region.name, region.file_size
                ),
            ));
        }
        let header = usize::try_from(offset)
            .ok()
            .and_then(|start| object.get(start..start.checked_add(8)?))
            .ok_or_else(|| {
                malformed(
                    offset,
                    format!("blob nbytes header of `{}`", symbol.name),
                    format!("past the end of the file ({} bytes)", object.len()),
                )
            })?;
        let mut raw = [0u8; 8];
        raw.copy_from_slice(header);
        let nbytes = u64::from_le_bytes(raw);
        let len = nbytes.checked_add(8).ok_or_else(|| {
            malformed(
                offset,
                format!("blob nbytes of `{}`", symbol.name),
                format!("{nbytes} overflows"),
            )
        })?;
        if within.saturating_add(len) > region.file_size {
            return Err(malformed(
                offset,
                format!("blob nbytes of `{}`", symbol.name),
                format!(
                    "nbytes {nbytes} runs past the end of section `{}` ({} bytes of it after the symbol)",
                    region.name,
                    region.file_size - within
                ),
            ));
        }
        if offset.saturating_add(len) > object.len() as u64 {
            return Err(malformed(
                offset,
                format!("blob nbytes of `{}`", symbol.name),
                format!(
                    "nbytes {nbytes} runs past the end of the file ({} bytes)",
                    object.len()
                ),
            ));
        }
        Ok(BlobSpan { offset, len })
    }
}
