//! The format-neutral view of one object file that every format parser produces.

use super::FileFormat;
use crate::target::Endianness;

/// A contiguous piece of an object's address space (a section or a loadable segment) and
/// where its initialised bytes live in the file.
#[derive(Clone, Debug)]
pub(crate) struct Region {
    /// Section or segment name, for error messages.
    pub(crate) name: String,
    /// Address of the first byte (0 for the sections of relocatable objects).
    pub(crate) address: u64,
    /// Size in memory.
    pub(crate) mem_size: u64,
    /// Offset of the first byte in the object.
    pub(crate) file_offset: u64,
    /// How many of the bytes are stored in the file; the rest of `mem_size` is zero-fill
    /// (0 for `SHT_NOBITS`, `S_ZEROFILL`, uninitialised data).
    pub(crate) file_size: u64,
}

/// Where a defined symbol's bytes are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// In the section with this index of [`ObjectView::sections`].
    Section(usize),
    /// Search the segments (then sections) for the address.
    Address,
    /// Common / zero-fill storage with no bytes in the file.
    ZeroFill,
}

/// What a symbol names, as far as the format says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SymbolKind {
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
pub(crate) struct SymbolEntry {
    /// C-level name.
    pub(crate) name: String,
    /// Virtual address (section-relative value plus section address for relocatable objects).
    pub(crate) address: u64,
    /// Where to look the address up.
    pub(crate) place: Place,
    /// Visible to a dynamic loader or linker outside the object.
    pub(crate) exported: bool,
    /// Function or data.
    pub(crate) kind: SymbolKind,
}

/// The machine an object is built for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Machine {
    /// Architecture family, e.g. `x86_64`, `aarch64`, `powerpc64`.
    pub(crate) arch: String,
    /// Byte order.
    pub(crate) endianness: Endianness,
    /// 32 or 64.
    pub(crate) bits: u8,
    /// Best guess of the target triple.
    pub(crate) triple_guess: String,
    /// The architecture as modlink's targets name it; `None` for families it does not target.
    pub(crate) family: Option<crate::target::Arch>,
}

/// One parsed object file, format details flattened.
#[derive(Clone, Debug)]
pub(crate) struct ObjectView {
    /// ELF, Mach-O, PE or COFF.
    pub(crate) format: FileFormat,
    /// Target machine.
    pub(crate) machine: Machine,
    /// Sections, indexed the way [`Place::Section`] refers to them.
    pub(crate) sections: Vec<Region>,
    /// Loadable segments (empty for relocatable objects).
    pub(crate) segments: Vec<Region>,
    /// Defined symbols, in lookup preference order (dynamic/export tables first).
    pub(crate) symbols: Vec<SymbolEntry>,
    /// Names of undefined (imported) symbols.
    pub(crate) undefined: Vec<String>,
    /// Those of [`ObjectView::undefined`] referenced weakly (ELF `STB_WEAK`, Mach-O
    /// `N_WEAK_REF`, COFF weak externals): the loader leaves them null when nothing defines them.
    pub(crate) weak_undefined: Vec<String>,
    /// What opening it needs to know, for linked images (`None` for relocatable objects).
    pub(crate) image: Option<super::image::ImageFacts>,
}

/// Removes the one leading underscore that Mach-O and 32-bit Windows put before C names.
pub(crate) fn strip_c_underscore(name: &str) -> String {
    name.strip_prefix('_').unwrap_or(name).to_string()
}
