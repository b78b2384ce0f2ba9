//! The read half: ELF ([`elf`]), Mach-O ([`macho`], its export trie [`macho_exports`]) and
//! PE/COFF ([`pe`]) parsed with goblin into one format-neutral [`view::ObjectView`], the facts
//! about a linked image the runtime needs to open it ([`image`]), and the header of a CUDA image
//! ([`cubin`]). Which symbol is the
//! blob and where its bytes lie is `inspect::locate`'s business, not the readers'.

pub(crate) mod cubin;
pub(crate) mod elf;
pub(crate) mod image;
pub(crate) mod macho;
mod macho_exports;
pub(crate) mod pe;
pub(crate) mod view;

use crate::target::ObjectFormat;
use std::fmt;

/// A field of an object file that a reader found out of bounds or inconsistent.
#[derive(Debug)]
pub(crate) struct Malformed {
    /// File offset of the bad field (0 when the parser does not say).
    pub(crate) offset: u64,
    /// Which field.
    pub(crate) field: String,
    /// What is wrong with it.
    pub(crate) message: String,
}

/// What kind of file a reader found: an object of one format (a PE image and a COFF object
/// apart, both [`ObjectFormat::Coff`] to a target), or a container of objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FileFormat {
    /// ELF object, shared library or executable.
    Elf,
    /// Mach-O object, dylib or executable (or a universal file holding them).
    MachO,
    /// PE image: DLL or EXE.
    Pe,
    /// COFF object (`.obj`).
    Coff,
    /// Static archive (`.a`, `.lib`) of objects.
    Archive,
    /// Tar of objects as TVM's `export_library("x.tar")` writes (gzip-compressed or plain).
    Tar,
}

impl FileFormat {
    /// The lower-case name used in `modlink inspect` output: `elf`, `macho`, `pe`, `coff`,
    /// `archive`, `tar`.
    pub fn as_str(self) -> &'static str {
        match self {
            FileFormat::Elf => "elf",
            FileFormat::MachO => "macho",
            FileFormat::Pe => "pe",
            FileFormat::Coff => "coff",
            FileFormat::Archive => "archive",
            FileFormat::Tar => "tar",
        }
    }

    /// The object format of a target whose files these are; `None` for a container.
    pub fn object_format(self) -> Option<ObjectFormat> {
        match self {
            FileFormat::Elf => Some(ObjectFormat::Elf),
            FileFormat::MachO => Some(ObjectFormat::MachO),
            FileFormat::Pe | FileFormat::Coff => Some(ObjectFormat::Coff),
            FileFormat::Archive | FileFormat::Tar => None,
        }
    }
}

impl fmt::Display for FileFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a parse failure means for the user: the reader's own wording (`type is too big (8)
/// for 0`, `bad offset 71624`) names its internals, not the file's problem.
pub(crate) fn describe_parse_error(error: &goblin::error::Error, file_len: usize) -> String {
    use goblin::error::Error;
    let past_end = |offset: Option<usize>| {
        let at = offset.map_or(String::new(), |offset| format!(" (offset {offset})"));
        format!(
            "the file is truncated or damaged: a header or table points past its end{at}; the \
             file has {file_len} bytes"
        )
    };
    match error {
        Error::Scroll(scroll::Error::BadOffset(offset)) => past_end(Some(*offset)),
        Error::Scroll(scroll::Error::TooBig { .. }) | Error::BufferTooShort(..) => past_end(None),
        Error::Scroll(scroll::Error::BadInput { msg, .. }) => format!("damaged header: {msg}"),
        Error::Malformed(message) => format!("the file is truncated or damaged: {message}"),
        other => other.to_string(),
    }
}
