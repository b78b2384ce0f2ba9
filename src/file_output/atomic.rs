//! Atomic replacement of a file through a temporary file in the same directory.

use super::FileOutputError;
use super::sweep::sweep_leftovers;
use super::temporary::{Temporary, TemporaryName};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The mode a new output is created with, before the umask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CreationMode {
    /// `rwxrwxrwx` for shared libraries (`.so`, `.dylib`, `.dll`: a linker makes them
    /// executable), `rw-rw-rw-` for every other file, as `cc` and `cp` do.
    ByExtension,
    /// `rw-rw-rw-`: a data file, whatever its name.
    Data,
    /// `rw-------` (the temporary file's own mode): a private store's entry.
    Private,
}

/// How the temporary file of an atomic write is named and created.
#[derive(Clone, Copy, Debug)]
pub struct AtomicOptions {
    /// The temporary file's name starts with this (so a store can recognise leftovers).
    pub prefix: &'static str,
    /// ... and ends with this.
    pub suffix: &'static str,
    /// The mode of the file.
    pub mode: CreationMode,
    /// Before writing, remove the `<prefix>…<suffix>` files of the directory that no writer
    /// holds any more (a killed writer's named temporary files; see [`replace_atomically`]).
    pub sweep_leftovers: bool,
}

impl AtomicOptions {
    /// modlink's outputs: `.modlink-*.tmp`, the mode chosen by extension, leftovers swept.
    pub const OUTPUT: AtomicOptions = AtomicOptions {
        prefix: ".modlink-",
        suffix: ".tmp",
        mode: CreationMode::ByExtension,
        sweep_leftovers: true,
    };

    /// A data file (`.npy`): named as an output, always `rw-rw-rw-` less the umask.
    pub const DATA: AtomicOptions = AtomicOptions {
        mode: CreationMode::Data,
        ..AtomicOptions::OUTPUT
    };
}

/// The file an atomic write fills. It writes and seeks like the file, and remembers the first
/// I/O failure: [`replace_atomically`] then reports that failure as the output's own
/// [`FileOutputError::Write`], naming the output, whatever error the writer made of it (a tar
/// member's, a splice's). One error path for every writer, and never a temporary path.
pub struct OutputFile<'a> {
    file: &'a mut std::fs::File,
    failure: Option<std::io::Error>,
}

impl OutputFile<'_> {
    fn note<T>(&mut self, result: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(error) = &result
            && error.kind() != std::io::ErrorKind::Interrupted
            && self.failure.is_none()
        {
            self.failure = Some(plain_io_error(error));
        }
        result
    }

    /// Copies all of `source` to the file; returns the bytes copied. A failure to read
    /// `source` is returned as it is (the caller names `source`), a failure to write is the
    /// output's (see [`OutputFile`]).
    pub fn copy_from(&mut self, source: &mut impl Read) -> std::io::Result<u64> {
        let mut buffer = vec![0u8; 1 << 20];
        let mut copied = 0u64;
        loop {
            let n = match source.read(&mut buffer) {
                Ok(0) => return Ok(copied),
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            self.write_all(&buffer[..n])?;
            copied += n as u64;
        }
    }
}

impl Write for OutputFile<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let result = self.file.write(bytes);
        self.note(result)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let result = self.file.flush();
        self.note(result)
    }
}

impl Seek for OutputFile<'_> {
    fn seek(&mut self, position: SeekFrom) -> std::io::Result<u64> {
        let result = self.file.seek(position);
        self.note(result)
    }
}

/// Writes `out` atomically: `write` fills a temporary file in the same directory, which then
/// replaces `out` by rename. On any error (or if the process dies) `out` keeps its previous
/// contents; on error the temporary file is removed. `write`'s own error type comes back as is,
/// except that a failed write into the file is always [`FileOutputError::Write`] naming `out`
/// (see [`OutputFile`]); this function's failures become `E` through `From<FileOutputError>`.
///
/// No partial file is ever seen under a name: on Linux the temporary file is unnamed
/// (`O_TMPFILE`) until it is complete, then linked and renamed over `out`. Where that is not
/// available (other systems, a file system without `O_TMPFILE`) it is a `.modlink-*.tmp` file
/// the writer keeps locked; a later write into the directory (with
/// [`AtomicOptions::sweep_leftovers`]) removes the ones whose lock is free, whose writer is
/// gone.
///
/// The file is not synced before the rename, as compilers and linkers do not sync theirs: the
/// rename is what makes the output atomic for every process, and syncing a multi-GiB library
/// would cost as much as writing it (0.2 s for 512 MiB here). Durability against a power cut
/// is the file system's (ext4 and XFS flush a file renamed over another) or the caller's
/// (`sync`).
pub fn replace_atomically<E: From<FileOutputError>>(
    out: &Path,
    options: AtomicOptions,
    write: impl FnOnce(&mut OutputFile<'_>) -> Result<(), E>,
) -> Result<(), E> {
    replace_through(out, options, Temporary::create, write)
}

/// How a temporary file is made: [`Temporary::create`], or (tests) one kind of it.
pub(super) type MakeTemporary = fn(&Path, TemporaryName, Option<u32>) -> std::io::Result<Temporary>;

/// [`replace_atomically`] with the temporary file made by `make`.
pub(super) fn replace_through<E: From<FileOutputError>>(
    out: &Path,
    options: AtomicOptions,
    make: MakeTemporary,
    write: impl FnOnce(&mut OutputFile<'_>) -> Result<(), E>,
) -> Result<(), E> {
    let dir = directory_of(out);
    let path = || out.display().to_string();
    if options.sweep_leftovers {
        sweep_leftovers(&dir, options.prefix, options.suffix);
    }
    // Created with the output's final mode, so the umask applies as to any file a program
    // creates (a temporary file's usual 0600 would survive the rename).
    let mode = creation_mode(out, options.mode);
    let name = TemporaryName {
        prefix: options.prefix,
        suffix: options.suffix,
    };
    let mut temporary = make(&dir, name, mode).map_err(|e| FileOutputError::Create {
        path: path(),
        dir: dir.display().to_string(),
        source: plain_io_error(&e),
    })?;
    let mut file = OutputFile {
        file: temporary.file(),
        failure: None,
    };
    let written = write(&mut file);
    let flushed = match written {
        Ok(()) => file.flush(),
        Err(_) => Ok(()),
    };
    if let Some(source) = file.failure.take().or(flushed.err()) {
        return Err(FileOutputError::Write {
            path: path(),
            source: plain_io_error(&source),
        }
        .into());
    }
    written?;
    temporary
        .commit(&dir, out, name)
        .map_err(|e| FileOutputError::Replace {
            path: path(),
            source: plain_io_error(&e),
        })?;
    Ok(())
}

/// Writes `bytes` to `out` atomically (see [`replace_atomically`]).
pub fn write_bytes(
    out: &Path,
    options: AtomicOptions,
    bytes: &[u8],
) -> Result<(), FileOutputError> {
    replace_atomically(out, options, |file| {
        // A failure here is recorded by the file and reported, naming `out`, by the caller.
        file.write_all(bytes)
            .map_err(|source| FileOutputError::Write {
                path: out.display().to_string(),
                source,
            })
    })
}

/// Whether a file can be created in `dir`: one is made the way an output's temporary file is
/// (unnamed where possible, so a kill leaves nothing) and dropped. Exact where permission bits
/// are not (root, ACLs, read-only mounts).
pub fn probe_directory(dir: &Path) -> std::io::Result<()> {
    let name = TemporaryName {
        prefix: AtomicOptions::OUTPUT.prefix,
        suffix: AtomicOptions::OUTPUT.suffix,
    };
    Temporary::create(dir, name, None)
        .map(drop)
        .map_err(|e| plain_io_error(&e))
}

/// The directory `out` is written in.
pub(super) fn directory_of(out: &Path) -> PathBuf {
    match out.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The permission bits to create `out` with; `None` keeps the temporary file's own
/// (`rw-------`).
fn creation_mode(out: &Path, mode: CreationMode) -> Option<u32> {
    let executable = matches!(
        out.extension().and_then(|e| e.to_str()),
        Some("so" | "dylib" | "dll")
    );
    match mode {
        CreationMode::ByExtension if executable => Some(0o777),
        CreationMode::ByExtension | CreationMode::Data => Some(0o666),
        CreationMode::Private => None,
    }
}

/// An I/O error without the temporary path tempfile attaches to it (its operating-system cause,
/// else its kind): errors name the user's path, never an internal one.
pub fn plain_io_error(error: &std::io::Error) -> std::io::Error {
    if let Some(code) = error.raw_os_error() {
        return std::io::Error::from_raw_os_error(code);
    }
    // tempfile wraps the operating system's error in one that adds the path.
    let wrapped = error
        .get_ref()
        .and_then(|e| e.source())
        .and_then(|e| e.downcast_ref::<std::io::Error>());
    match wrapped {
        Some(inner) => plain_io_error(inner),
        None => std::io::Error::from(error.kind()),
    }
}
