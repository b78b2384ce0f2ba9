//! The blob written straight into a linked shared library (docs/export.md, "Direct blob"): the
//! writers of linked files, one planner per object format.
//!
//! The linker links the host objects with a reserved blob object (`pack::reserved_blob_object`,
//! its sections named by [`super::reserved`]): the blob symbol over an uninitialised section of
//! the blob's size. Each object format has its planner, picked by the file's magic (ELF: [`elf`];
//! Mach-O: [`macho`], whose ad-hoc code signature [`codesign`] re-hashes as the file streams;
//! PE: [`pe`]); all of them produce a
//! [`Splice`], written the same way. On ELF, like every `SHT_NOBITS` section it ends its
//! loadable segment, which the linker gives a memory size covering the blob but no file bytes
//! for it. [`Splice::plan`] then reads
//! the small linked file and plans the final one:
//!
//! * the file is cut where the blob's segment's file bytes end; the blob (after the zeros of any
//!   other `SHT_NOBITS` bytes before it in the segment) is written there, and everything after
//!   the cut moves by the inserted length rounded up to the largest segment alignment, so every
//!   moved segment keeps `p_offset ≡ p_vaddr (mod p_align)`;
//! * the blob's segment gets `p_filesz = p_memsz`; the sections now backed by file bytes become
//!   `SHT_PROGBITS` at their offsets; offsets past the cut (program and section headers, segments,
//!   sections) move;
//! * a digest record linked as a placeholder and the GNU build-id are patched once the blob's
//!   SHA-256 is known (it is taken while the blob streams out).
//!
//! Addresses, symbols, relocations and the dynamic section do not change: the loader sees what
//! the linker laid out, now with the blob's bytes in the file.

mod codesign;
mod elf;
mod macho;
mod pe;

use crate::blob::Layout;
use crate::blob::digest::StreamHashes;
use std::io::{Seek, SeekFrom, Write};

/// Why [`Splice::write`] failed.
#[derive(Debug)]
pub(crate) enum SpliceError {
    /// Writing the library failed (I/O, a blob of another length than reserved, signing).
    Output(String),
    /// The blob's producer failed.
    Source(crate::Error),
}

/// The final library, planned from the linked one: write it with [`Splice::write`].
pub(crate) struct Splice {
    /// The linked file with its headers already patched for the final layout.
    image: Vec<u8>,
    /// Bytes of `image` before the cut stay in place; the rest moves by `shift`.
    cut: u64,
    zeros_before: u64,
    blob_len: u64,
    zeros_after: u64,
    /// Final file offset of the digest record placeholder, when one was linked.
    digest_record: Option<u64>,
    /// A content-hash id the linker wrote (ELF's GNU build-id), rehashed with the blob: offset
    /// in `image`, final offset, length.
    content_id: Option<(usize, u64, usize)>,
    /// Mach-O's ad-hoc code signature: its page hashes are taken as the file is written.
    code_signature: Option<codesign::CodeSignature>,
    /// More final offsets that get the same rehashed content id (PE `/Brepro`: the debug
    /// directory repeats the header's timestamp).
    content_id_copies: Vec<u64>,
}

impl Splice {
    /// Plans the final file from `linked`, the library linked with the reserved blob object.
    /// `Err` says why this library cannot take its blob directly (the caller then links the
    /// blob the usual way); it never means a broken library.
    pub(crate) fn plan(
        linked: Vec<u8>,
        blob_symbol: &str,
        blob_len: u64,
        digest_symbol: Option<&str>,
    ) -> Result<Splice, String> {
        match linked.get(..4) {
            Some(magic) if magic == macho::MAGIC_64_LE => {
                macho::plan(linked, blob_symbol, blob_len, digest_symbol)
            }
            Some(magic) if magic.starts_with(b"MZ") => {
                pe::plan(linked, blob_symbol, blob_len, digest_symbol)
            }
            _ => elf::plan(linked, blob_symbol, blob_len, digest_symbol),
        }
    }

    /// Writes the final library into `file`: the linked bytes before the cut, the blob from
    /// `write_blob` (which returns its hashes, taken as it streams), the rest moved; then the
    /// digest record (a blob in `layout`) and the content id. Returns the blob's hashes.
    pub(crate) fn write(
        &self,
        file: &mut (impl Write + Seek),
        layout: Layout,
        write_blob: impl FnOnce(&mut dyn Write) -> crate::Result<StreamHashes>,
    ) -> Result<StreamHashes, SpliceError> {
        let io = |e: std::io::Error| SpliceError::Output(format!("cannot write: {e}"));
        let cut = self.cut as usize;
        let mut pages = self
            .code_signature
            .as_ref()
            .map(|signature| signature.page_hasher(self.patched_ranges()));
        let hashes = {
            let mut buffered = std::io::BufWriter::with_capacity(1 << 20, &mut *file);
            let mut out = codesign::Tee {
                inner: &mut buffered,
                pages: pages.as_mut(),
            };
            out.write_all(&self.image[..cut]).map_err(io)?;
            write_zeros(&mut out, self.zeros_before).map_err(io)?;
            let hashes = write_blob(&mut out).map_err(SpliceError::Source)?;
            if hashes.len != self.blob_len {
                return Err(SpliceError::Output(format!(
                    "the blob came out {} bytes long, {} were reserved",
                    hashes.len, self.blob_len
                )));
            }
            write_zeros(&mut out, self.zeros_after).map_err(io)?;
            out.write_all(&self.image[cut..]).map_err(io)?;
            out.flush().map_err(io)?;
            hashes
        };
        let mut patches: Vec<(u64, Vec<u8>)> = Vec::new();
        if let Some(offset) = self.digest_record {
            let digest = hashes.digest(layout).ok_or_else(|| {
                SpliceError::Output(
                    "a digest record was reserved but the blob's SHA-256 was not taken".into(),
                )
            })?;
            patches.push((offset, digest.to_bytes().to_vec()));
        }
        if let Some((start, offset, len)) = self.content_id {
            // A content hash again: the linker hashed a file without the blob's bytes. The
            // blob's fingerprint stands for them (an id only has to change with the content).
            let mut hashed = self.image[start..start + len].to_vec();
            hashed.extend_from_slice(&hashes.fingerprint);
            let id = crate::blob::digest::sha256(&hashed);
            for &offset in std::iter::once(&offset).chain(&self.content_id_copies) {
                patches.push((offset, id[..len].to_vec()));
            }
        }
        for (offset, bytes) in &patches {
            file.seek(SeekFrom::Start(*offset)).map_err(io)?;
            file.write_all(bytes).map_err(io)?;
        }
        if let (Some(signature), Some(pages)) = (&self.code_signature, pages) {
            let page_hashes = pages
                .finish(&patches)
                .map_err(|message| SpliceError::Output(format!("cannot sign: {message}")))?;
            file.seek(SeekFrom::Start(signature.hashes_offset()))
                .map_err(io)?;
            file.write_all(&page_hashes).map_err(io)?;
        }
        Ok(hashes)
    }
}

impl Splice {
    /// The blob's length, as reserved in the final file.
    #[cfg(test)]
    pub(crate) fn blob_len(&self) -> u64 {
        self.blob_len
    }

    /// Final offsets and lengths of the bytes [`Splice::write`] patches after the stream.
    fn patched_ranges(&self) -> Vec<(u64, u64)> {
        let digest = self
            .digest_record
            .map(|offset| (offset, crate::blob::digest::DIGEST_LEN as u64));
        let ids = self.content_id.into_iter().flat_map(|(_, offset, len)| {
            std::iter::once(offset)
                .chain(self.content_id_copies.iter().copied())
                .map(move |at| (at, len as u64))
        });
        digest.into_iter().chain(ids).collect()
    }
}

fn write_zeros(out: &mut dyn Write, mut count: u64) -> std::io::Result<()> {
    let zeros = [0u8; 4096];
    while count > 0 {
        let n = count.min(zeros.len() as u64) as usize;
        out.write_all(&zeros[..n])?;
        count -= n as u64;
    }
    Ok(())
}
