//! Read-only memory mapping of the file being located.
//!
//! Mapping is the one operation of the locator that `unsafe` guards; it is kept in this file
//! alone so the rest of the layer stays under the crate's `deny(unsafe_code)`.

use bytes::Bytes;
use std::fs::File;
use std::path::Path;

/// Maps `path` read-only and hands it out as `Bytes`, so blob and payload slices share the
/// mapping instead of copying a possibly multi-GiB file.
#[allow(unsafe_code)]
pub(super) fn map_file(path: &Path) -> std::io::Result<Bytes> {
    let file = File::open(path)?;
    let metadata = file.metadata()?;
    if metadata.is_dir() {
        // Mapping a directory fails with ENODEV ("No such device"), which names nothing.
        return Err(std::io::Error::new(
            std::io::ErrorKind::IsADirectory,
            "is a directory, not a file",
        ));
    }
    if metadata.len() == 0 {
        // Mapping zero bytes fails on some platforms; an empty file is simply empty.
        return Ok(Bytes::new());
    }
    // SAFETY: the map is read-only and modlink never writes to a file it is reading. A file
    // truncated or rewritten by another process while mapped is the caveat every mmap reader
    // (rustc's metadata loader, ripgrep) accepts; the locator only ever reads through the map.
    let map = unsafe { memmap2::Mmap::map(&file)? };
    Ok(Bytes::from_owner(map))
}
