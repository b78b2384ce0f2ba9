//! The deterministic tar writer: equal members give equal bytes.

use std::io::{Read, Write};

/// An uncompressed tar whose members, in the order appended, carry fixed metadata (mtime
/// `mtime`, uid/gid 0, mode 0644, no user or group names), so equal inputs give equal bytes.
pub struct DeterministicTar<W: Write> {
    builder: tar::Builder<W>,
    mtime: u64,
}

impl<W: Write> DeterministicTar<W> {
    /// A tar written to `out`, every member dated `mtime` (seconds since the epoch).
    pub fn new(out: W, mtime: u64) -> DeterministicTar<W> {
        let mut builder = tar::Builder::new(out);
        builder.mode(tar::HeaderMode::Deterministic);
        DeterministicTar { builder, mtime }
    }

    /// Appends a regular file `name` of `size` bytes read from `data` (streamed: a large member
    /// is not held in memory).
    pub fn append(&mut self, name: &str, size: u64, data: impl Read) -> std::io::Result<()> {
        let mut header = tar::Header::new_ustar();
        header.set_size(size);
        header.set_mode(0o644);
        header.set_mtime(self.mtime);
        header.set_uid(0);
        header.set_gid(0);
        header.set_entry_type(tar::EntryType::Regular);
        self.builder.append_data(&mut header, name, data)
    }

    /// Writes the end-of-archive blocks and hands back the writer.
    pub fn finish(self) -> std::io::Result<W> {
        self.builder.into_inner()
    }
}
