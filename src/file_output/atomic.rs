//! Atomic replacement of a file through a temporary file in the same directory.

use super::FileOutputError;
use std::io::Write;
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
}

impl AtomicOptions {
    /// modlink's outputs: `.modlink-*.tmp`, the mode chosen by extension.
    pub const OUTPUT: AtomicOptions = AtomicOptions {
        prefix: ".modlink-",
        suffix: ".tmp",
        mode: CreationMode::ByExtension,
    };

    /// A data file (`.npy`): named as an output, always `rw-rw-rw-` less the umask.
    pub const DATA: AtomicOptions = AtomicOptions {
        mode: CreationMode::Data,
        ..AtomicOptions::OUTPUT
    };
}

/// Writes `out` atomically: `write` fills a temporary file in the same directory, which then
/// replaces `out` by rename. On any error (or if the process dies) `out` keeps its previous
/// contents; on error the temporary file is removed. `write`'s own error type comes back as is;
/// this function's failures become `E` through `From<FileOutputError>`.
///
/// The file is not synced before the rename, as compilers and linkers do not sync theirs: the
/// rename is what makes the output atomic for every process, and syncing a multi-GiB library
/// would cost as much as writing it (0.2 s for 512 MiB here). Durability against a power cut
/// is the file system's (ext4 and XFS flush a file renamed over another) or the caller's
/// (`sync`).
pub fn replace_atomically<E: From<FileOutputError>>(
    out: &Path,
    options: AtomicOptions,
    write: impl FnOnce(&mut std::fs::File) -> Result<(), E>,
) -> Result<(), E> {
    let dir = match out.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let path = || out.display().to_string();
    // Created with the output's final mode, so the umask applies as to any file a program
    // creates (tempfile's default, 0600, would survive the rename).
    let mut builder = tempfile::Builder::new();
    builder.prefix(options.prefix).suffix(options.suffix);
    #[cfg(unix)]
    if let Some(mode) = creation_mode(out, options.mode) {
        builder.permissions(mode);
    }
    let mut temp = builder
        .tempfile_in(&dir)
        .map_err(|e| FileOutputError::Create {
            path: path(),
            dir: dir.display().to_string(),
            source: plain_io_error(&e),
        })?;
    write(temp.as_file_mut())?;
    temp.as_file_mut()
        .flush()
        .map_err(|source| FileOutputError::Write {
            path: path(),
            source,
        })?;
    temp.persist(out).map_err(|e| FileOutputError::Replace {
        path: path(),
        source: plain_io_error(&e.error),
    })?;
    Ok(())
}

/// The permissions to create `out` with; `None` keeps the temporary file's own (`rw-------`).
#[cfg(unix)]
fn creation_mode(out: &Path, mode: CreationMode) -> Option<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    let executable = matches!(
        out.extension().and_then(|e| e.to_str()),
        Some("so" | "dylib" | "dll")
    );
    let bits = match mode {
        CreationMode::ByExtension if executable => 0o777,
        CreationMode::ByExtension | CreationMode::Data => 0o666,
        CreationMode::Private => return None,
    };
    Some(std::fs::Permissions::from_mode(bits))
}

/// An I/O error without the temporary path tempfile attaches to it (its operating-system cause,
/// else its kind): errors name the user's path, never an internal one.
pub fn plain_io_error(error: &std::io::Error) -> std::io::Error {
    match error.raw_os_error() {
        Some(code) => std::io::Error::from_raw_os_error(code),
        None => std::io::Error::from(error.kind()),
    }
}
