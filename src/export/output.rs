//! Writing the final file atomically, and the deterministic object tar.

use super::error::ExportError;
use crate::file_output::{
    self, AtomicOptions, DeterministicTar, FileOutputError, OutputFile, replace_atomically,
};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `out` atomically (see [`write_atomically`]): the one way the command line
/// writes a file it holds in memory (`--emit`, `extract`).
pub fn write_bytes_atomically(out: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    Ok(file_output::write_bytes(out, AtomicOptions::OUTPUT, bytes)?)
}

/// Writes `out` atomically through a temporary file beside it (see
/// [`crate::file_output::replace_atomically`]: unnamed until complete on Linux, errors naming
/// `out`), created `rwxrwxrwx` for a shared library and `rw-rw-rw-` for any other file, less
/// the umask.
pub fn write_atomically(
    out: &Path,
    write: impl FnOnce(&mut OutputFile<'_>) -> Result<(), ExportError>,
) -> Result<(), ExportError> {
    replace_atomically(out, AtomicOptions::OUTPUT, write)
}

impl From<FileOutputError> for ExportError {
    fn from(error: FileOutputError) -> Self {
        ExportError::Output {
            path: error.path().to_string(),
            message: error.message(),
        }
    }
}

/// Checks, before any work is done, that a file can be written at `out`: `out` is not a
/// directory nor a device, and its directory exists and accepts a new file (tried by creating
/// and removing one, which is exact where permission bits are not: root, ACLs, read-only
/// mounts). modlink creates no directory for an output file, as `cc -o` does not; an output
/// directory is created by [`prepare_output_dir`]. Errors name `out`.
pub fn check_output_file(out: &Path) -> Result<(), ExportError> {
    let fail = |message: String| ExportError::Output {
        path: out.display().to_string(),
        message,
    };
    if out.is_dir() {
        return Err(fail("is a directory; name the file to write".into()));
    }
    if out.file_name().is_none() {
        return Err(fail("names no file".into()));
    }
    if out.exists() && !out.is_file() {
        // Replacing it by rename would remove a device or socket.
        return Err(fail(
            "exists and is not a regular file (the output replaces it)".into(),
        ));
    }
    let dir = match out.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if !dir.exists() {
        return Err(fail(format!(
            "the directory `{}` does not exist (modlink creates no directory for an output \
             file)",
            dir.display()
        )));
    }
    if !dir.is_dir() {
        return Err(fail(format!("`{}` is not a directory", dir.display())));
    }
    probe_writable(dir).map_err(fail)
}

/// Prepares an output directory before any work is done: created (with its parents) when
/// missing, then checked to accept new files. Errors name `dir`.
pub fn prepare_output_dir(dir: &Path) -> Result<(), ExportError> {
    let fail = |message: String| ExportError::Output {
        path: dir.display().to_string(),
        message,
    };
    if dir.exists() && !dir.is_dir() {
        return Err(fail("exists and is not a directory".into()));
    }
    std::fs::create_dir_all(dir).map_err(|e| fail(format!("cannot create the directory: {e}")))?;
    probe_writable(dir).map_err(fail)
}

/// Creates and drops a file in `dir` the way an output is made: whether an output can be
/// written there.
fn probe_writable(dir: &Path) -> Result<(), String> {
    file_output::probe_directory(dir)
        .map_err(|e| format!("cannot create a file in `{}`: {e}", dir.display()))
}

/// Puts `source`, a finished file in a temporary work directory, at `out` without copying its
/// bytes: renamed over `out` (atomic and not synced, like [`write_atomically`]), keeping the
/// mode its maker (the linker) gave it under the umask. A multi-GiB library is then written
/// once, by the linker. When the work directory is on another file system the rename fails
/// and the bytes are copied, through [`write_atomically`] like any output (unnamed until
/// complete).
pub(crate) fn move_into_place(source: &Path, out: &Path) -> Result<(), ExportError> {
    match std::fs::rename(source, out) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::CrossesDevices => {
            write_atomically(out, |file| copy_into(source, out, file))
        }
        Err(e) => Err(ExportError::Output {
            path: out.display().to_string(),
            message: format!("cannot write the file: {}", file_output::plain_io_error(&e)),
        }),
    }
}

/// Copies a file built in the work directory into `out`'s atomic output. Errors name `out`:
/// a failed write is the output's (through [`OutputFile`]), a failed read says it was the
/// work directory's file that could not be read.
pub(crate) fn copy_into(
    source: &Path,
    out: &Path,
    file: &mut OutputFile<'_>,
) -> Result<(), ExportError> {
    let unreadable = |e: std::io::Error| ExportError::Output {
        path: out.display().to_string(),
        message: format!(
            "cannot read the file built for it in the work directory (`{}`): {e}",
            source.display()
        ),
    };
    let mut input = std::fs::File::open(source).map_err(unreadable)?;
    file.copy_from(&mut input).map_err(unreadable)?;
    Ok(())
}

/// Writes an uncompressed tar of the members, in the given order, with fixed metadata
/// (mtime `mtime`, uid/gid 0, mode 0644, no user/group names) so equal inputs give equal bytes.
/// Errors name `out` (a member that cannot be read, by its name too).
pub(crate) fn write_tar(
    members: &[(String, PathBuf)],
    mtime: u64,
    out: &Path,
    file: &mut OutputFile<'_>,
) -> Result<(), ExportError> {
    let tar_error = |message: String| ExportError::Output {
        path: out.display().to_string(),
        message,
    };
    let mut archive = DeterministicTar::new(file, mtime);
    for (name, path) in members {
        // Streamed from the work file: a large blob object is not held in memory twice.
        let member = std::fs::File::open(path)
            .and_then(|f| f.metadata().map(|m| (f, m.len())))
            .map_err(|e| tar_error(format!("cannot read member {name}: {e}")))?;
        let (reader, size) = member;
        archive
            .append(name, size, reader)
            .map_err(|e| tar_error(format!("member {name}: {e}")))?;
    }
    archive
        .finish()
        .map_err(|e| tar_error(format!("finishing the archive: {e}")))?;
    Ok(())
}
