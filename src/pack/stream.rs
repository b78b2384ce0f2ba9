//! Streaming packers: the object file's headers are computed from the blob's length alone, the
//! blob bytes are passed through as the caller produces them, and the symbol and string tables
//! follow. Nothing of the blob is held in memory beyond the caller's own chunk, so a multi-GiB
//! module tree packs in constant memory on every object format (ELF, Mach-O, COFF).
//!
//! The result is byte-identical to the in-memory [`super::write_imports_object_with`] (tests
//! compare them), so the two paths are interchangeable.

use super::{PackError, PackOptions, coff_stream, elf_stream, macho_stream};
use crate::target::{ObjectFormat, TargetSpec};
use std::io::{Read, Write};

/// Produces the blob's bytes into a writer; must write exactly the announced length.
pub type BlobSource<'a> = dyn FnMut(&mut dyn Write) -> std::io::Result<()> + 'a;

/// Called with the number of blob bytes streamed so far, about once per MiB.
pub type PackProgress<'a> = dyn FnMut(u64) + 'a;

/// Writes an object defining the blob symbol over the `blob_len` bytes `write_blob` produces
/// (the blob's 8-byte length header first), streaming them to `out`. Same loader-visible shape
/// as [`super::write_imports_object_with`] on ELF, Mach-O (64-bit) and COFF targets.
pub fn write_imports_object_from<W: Write>(
    blob_len: u64,
    write_blob: &mut BlobSource<'_>,
    target: &TargetSpec,
    options: &PackOptions,
    large_data_threshold: u64,
    out: W,
) -> Result<(), PackError> {
    write_imports_object_observed(
        blob_len,
        write_blob,
        target,
        options,
        large_data_threshold,
        out,
        &mut |_| {},
    )
}

/// [`write_imports_object_from`] reporting progress (bytes of the blob written) to `progress`.
pub fn write_imports_object_observed<W: Write>(
    blob_len: u64,
    write_blob: &mut BlobSource<'_>,
    target: &TargetSpec,
    options: &PackOptions,
    large_data_threshold: u64,
    out: W,
    progress: &mut PackProgress<'_>,
) -> Result<(), PackError> {
    if options.is_system_lib() {
        return Err(PackError::SystemLibNeedsCode {
            symbol: options.blob_symbol(),
            target: target.triple(),
        });
    }
    if blob_len < 8 {
        return Err(PackError::BadBlob {
            len: usize::try_from(blob_len).unwrap_or(usize::MAX),
            message: "shorter than the 8-byte nbytes header".into(),
        });
    }
    let mut out = std::io::BufWriter::with_capacity(1 << 20, out);
    let blob = StreamedBlob {
        len: blob_len,
        source: write_blob,
        progress,
    };
    match target.object_format() {
        ObjectFormat::Elf => {
            elf_stream::write(blob, target, options, large_data_threshold, &mut out)?
        }
        ObjectFormat::MachO if target.pointer_width() == 64 => {
            macho_stream::write(blob, target, options, &mut out)?
        }
        ObjectFormat::Coff => coff_stream::write(blob, target, options, &mut out)?,
        other => {
            return Err(PackError::UnsupportedFormat {
                target: target.triple(),
                format: format!("{other:?}"),
                packer: "streaming object",
            });
        }
    }
    out.flush()?;
    Ok(())
}

/// Writes an ELF, Mach-O (64-bit) or COFF object around the `blob_len` bytes read from `blob`
/// (which must start with the blob's 8-byte length header), streaming them to `out`.
pub fn write_imports_object_streamed<R: Read, W: Write>(
    mut blob: R,
    blob_len: u64,
    target: &TargetSpec,
    options: &PackOptions,
    large_data_threshold: u64,
    out: W,
) -> Result<(), PackError> {
    let mut copy = |sink: &mut dyn Write| -> std::io::Result<()> {
        let copied = std::io::copy(&mut (&mut blob).take(blob_len), sink)?;
        if copied < blob_len {
            return Err(std::io::Error::new(
                std::io::ErrorKind::UnexpectedEof,
                format!("the blob reader ended after {copied} of {blob_len} bytes"),
            ));
        }
        Ok(())
    };
    write_imports_object_from(
        blob_len,
        &mut copy,
        target,
        options,
        large_data_threshold,
        out,
    )
}

/// The blob as the format writers see it: its length, and a way to stream it into the object.
pub(super) struct StreamedBlob<'s, 'b, 'p, 'q> {
    pub(super) len: u64,
    source: &'s mut BlobSource<'b>,
    progress: &'p mut PackProgress<'q>,
}

impl StreamedBlob<'_, '_, '_, '_> {
    /// Streams the blob into `out` through a guard that refuses more bytes than announced and
    /// checks, once all are written, that there were exactly as many and that the length
    /// header fits (the same check [`super::check_blob`] does on a slice).
    pub(super) fn write_into(self, out: &mut dyn Write) -> Result<(), PackError> {
        let mut guard = Guard {
            out,
            announced: self.len,
            written: 0,
            header: [0; 8],
            progress: self.progress,
            reported: 0,
        };
        (guard.progress)(0);
        (self.source)(&mut guard)?;
        let bad = |message: String| PackError::BadBlob {
            len: usize::try_from(guard.written).unwrap_or(usize::MAX),
            message,
        };
        if guard.written != self.len {
            return Err(bad(format!(
                "the blob source wrote {} bytes but announced {}",
                guard.written, self.len
            )));
        }
        let nbytes = u64::from_le_bytes(guard.header);
        if nbytes > self.len - 8 {
            return Err(bad(format!(
                "nbytes header says {nbytes} bytes follow, but only {} do",
                self.len - 8
            )));
        }
        (guard.progress)(guard.written);
        Ok(())
    }
}

/// Bytes between two progress reports.
const PROGRESS_STEP: u64 = 1 << 20;

struct Guard<'o, 'p, 'q> {
    out: &'o mut dyn Write,
    announced: u64,
    written: u64,
    header: [u8; 8],
    progress: &'p mut PackProgress<'q>,
    reported: u64,
}

impl Write for Guard<'_, '_, '_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let room = self.announced - self.written;
        if buf.len() as u64 > room {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!(
                    "the blob source wrote more than the announced {} bytes",
                    self.announced
                ),
            ));
        }
        // At most one progress step per call, so a multi-GiB payload slice written with
        // `write_all` still moves the bar smoothly.
        let buf = &buf[..buf.len().min(PROGRESS_STEP as usize)];
        let n = self.out.write(buf)?;
        for (i, &byte) in buf[..n].iter().enumerate() {
            let at = self.written + i as u64;
            if at >= 8 {
                break;
            }
            self.header[at as usize] = byte;
        }
        self.written += n as u64;
        if self.written - self.reported >= PROGRESS_STEP {
            self.reported = self.written;
            (self.progress)(self.written);
        }
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}
