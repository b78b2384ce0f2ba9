//! The format-neutral view of one object file that every format parser produces, and the
//! symbol → file-offset mapping shared by all of them.

use super::{Endianness, LocateError, ObjectFormat};

/// A contiguous piece of an object's address space (a section or a loadable segment) and
/// where its initialised bytes live in the file.
#[derive(Clone, Debug)]
pub(super) struct Region {
    /// Section or segment name, for error messages.
    pub(super) name: String,
    /// Address of the first byte (0 for the sections of relocatable objects).
    pub(super) address: u64,
    /// Size in memory.
    pub(super) mem_size: u64,
    /// Offset of the first byte in the object.
    pub(super) file_offset: u64,
    /// How many of the bytes are stored in the file; the rest of `mem_size` is zero-fill
    /// (0 for `SHT_NOBITS`, `S_ZEROFILL`, uninitialised data).
    pub(super) file_size: u64,
}

/// Where a defined symbol's bytes are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// In the section with this index of [`ObjectView::sections`].
    Section(usize),
    /// Search the segments (then sections) for the address.
    Address,
    /// Common / zero-fill storage with no bytes in the file.
    ZeroFill,
}

/// What a symbol names, as far as the format says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SymbolKind {
    /// Code.
    Function,
    /// Data.
    Data,
    /// The format does not say (PE exports, untyped ELF symbols).
    Unknown,
}

/// A defined symbol: its name as C spells it (Mach-O's and 32-bit Windows' leading
/// underscore removed) and its address.
#[derive(Clone, Debug)]
pub(super) struct SymbolEntry {
    /// C-level name.
    pub(super) name: String,
    /// Virtual address (section-relative value plus section address for relocatable objects).
    pub(super) address: u64,
    /// Where to look the address up.
    pub(super) place: Place,
    /// Visible to a dynamic loader or linker outside the object.
    pub(super) exported: bool,
    /// Function or data.
    pub(super) kind: SymbolKind,
}

/// The machine an object is built for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Machine {
    /// Architecture family, e.g. `x86_64`, `aarch64`, `powerpc64`.
    pub(super) arch: String,
    /// Byte order.
    pub(super) endianness: Endianness,
    /// 32 or 64.
    pub(super) bits: u8,
    /// Best guess of the target triple.
    pub(super) triple_guess: String,
    /// The architecture as modlink's targets name it; `None` for families it does not target.
    pub(super) family: Option<crate::target::Arch>,
}

/// One parsed object file, format details flattened.
#[derive(Clone, Debug)]
pub(super) struct ObjectView {
    /// ELF, Mach-O, PE or COFF.
    pub(super) format: ObjectFormat,
    /// Target machine.
    pub(super) machine: Machine,
    /// Sections, indexed the way [`Place::Section`] refers to them.
    pub(super) sections: Vec<Region>,
    /// Loadable segments (empty for relocatable objects).
    pub(super) segments: Vec<Region>,
    /// Defined symbols, in lookup preference order (dynamic/export tables first).
    pub(super) symbols: Vec<SymbolEntry>,
    /// Names of undefined (imported) symbols.
    pub(super) undefined: Vec<String>,
    /// Those of [`ObjectView::undefined`] referenced weakly (ELF `STB_WEAK`, Mach-O
    /// `N_WEAK_REF`, COFF weak externals): the loader leaves them null when nothing defines them.
    pub(super) weak_undefined: Vec<String>,
    /// What opening it needs to know, for linked images (`None` for relocatable objects).
    pub(super) image: Option<super::image::ImageFacts>,
}

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

/// Removes the one leading underscore that Mach-O and 32-bit Windows put before C names.
pub(super) fn strip_c_underscore(name: &str) -> String {
    name.strip_prefix('_').unwrap_or(name).to_string()
}
