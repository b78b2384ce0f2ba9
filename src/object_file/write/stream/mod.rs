//! The streaming object writers: the object file's headers are computed from the blob's length
//! alone, the blob bytes pass through as the caller produces them, and the symbol and string
//! tables follow ([`elf`], [`macho`] for 64-bit Mach-O, [`coff`]). `pack` picks the writer and
//! says what the blob symbol is called.

pub(crate) mod coff;
pub(crate) mod elf;
pub(crate) mod macho;

use std::io::Write;

/// Produces the blob's bytes into a writer; must write exactly the announced length.
pub type BlobSource<'a> = dyn FnMut(&mut dyn Write) -> std::io::Result<()> + 'a;

/// Called with the number of blob bytes streamed so far, about once per MiB.
pub type PackProgress<'a> = dyn FnMut(u64) + 'a;

/// Why a streaming writer failed.
#[derive(Debug)]
pub(crate) enum StreamError {
    /// The object crate refused a value, or the target has no field for this format.
    Object(String),
    /// The blob source wrote another length than announced, or its length header is wrong.
    BadBlob {
        /// Bytes the source wrote.
        len: usize,
        /// What is wrong.
        message: String,
    },
    /// Writing the object (or producing the blob) failed.
    Io(std::io::Error),
}

impl From<std::io::Error> for StreamError {
    fn from(error: std::io::Error) -> Self {
        StreamError::Io(error)
    }
}

/// The blob as the format writers see it: its length, and a way to stream it into the object.
pub(crate) struct StreamedBlob<'s, 'b, 'p, 'q> {
    pub(crate) len: u64,
    source: &'s mut BlobSource<'b>,
    progress: &'p mut PackProgress<'q>,
}

impl<'s, 'b, 'p, 'q> StreamedBlob<'s, 'b, 'p, 'q> {
    /// The `len` bytes `source` produces, `progress` told as they pass.
    pub(crate) fn new(
        len: u64,
        source: &'s mut BlobSource<'b>,
        progress: &'p mut PackProgress<'q>,
    ) -> Self {
        StreamedBlob {
            len,
            source,
            progress,
        }
    }

    /// Streams the blob into `out` through a guard that refuses more bytes than announced and
    /// checks, once all are written, that there were exactly as many and that the length
    /// header fits (the same check `pack::check_blob` does on a slice).
    pub(crate) fn write_into(self, out: &mut dyn Write) -> Result<(), StreamError> {
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
        let bad = |message: String| StreamError::BadBlob {
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
