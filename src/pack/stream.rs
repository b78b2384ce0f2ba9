//! Streaming packers: the object file's headers are computed from the blob's length alone, the
//! blob bytes are passed through as the caller produces them, and the symbol and string tables
//! follow. Nothing of the blob is held in memory beyond the caller's own chunk, so a multi-GiB
//! module tree packs in constant memory on every object format (ELF, Mach-O, COFF).
//!
//! The result is byte-identical to the in-memory [`super::write_imports_object_with`] (tests
//! compare them), so the two paths are interchangeable.

use super::in_memory::uses_large_data;
use super::{PackError, PackOptions};
use crate::object_file::write::stream::{self, StreamError, StreamedBlob};
pub use crate::object_file::write::stream::{BlobSource, PackProgress};
use crate::target::{ObjectFormat, TargetSpec};
use std::io::{Read, Write};

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
    let blob = StreamedBlob::new(blob_len, write_blob, progress);
    let symbol = options.blob_symbol();
    let written = match target.object_format() {
        ObjectFormat::Elf => {
            let large = uses_large_data(target, blob_len, large_data_threshold);
            stream::elf::write(blob, target, &symbol, large, &mut out)
        }
        ObjectFormat::MachO if target.pointer_width() == 64 => {
            stream::macho::write(blob, target, &symbol, &mut out)
        }
        ObjectFormat::Coff => stream::coff::write(blob, target, &symbol, &mut out),
        other => {
            return Err(PackError::UnsupportedFormat {
                target: target.triple(),
                format: format!("{other:?}"),
                packer: "streaming object",
            });
        }
    };
    written.map_err(|error| match error {
        StreamError::Object(message) => PackError::Object {
            target: target.triple(),
            message,
        },
        StreamError::BadBlob { len, message } => PackError::BadBlob { len, message },
        StreamError::Io(error) => PackError::Io(error),
    })?;
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
