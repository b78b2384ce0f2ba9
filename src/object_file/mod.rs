//! Object formats, in one place: the read half ([`read`]: ELF, Mach-O and PE/COFF parsed with
//! goblin into one format-neutral view) and the write half ([`write`](mod@write): the streaming
//! object writers and the planners that write the blob into an already linked library).
//!
//! Raw values of the formats (load commands, CPU types, section types and flags, magic numbers)
//! come from the `object` and `goblin` crates, never from a local definition, and every
//! architecture question goes through [`crate::target`] (`TargetSpec`, `Arch`). The layers above
//! keep their policy: `inspect::locate` decides where the blob is and what a file's symbols
//! mean, `pack` which object to write, `export` when the blob goes straight into the library.

pub(crate) mod read;
pub(crate) mod write;
