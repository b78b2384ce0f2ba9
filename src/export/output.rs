//! Writing the final file atomically, and the deterministic object tar.

use super::error::ExportError;
use crate::file_output::{
    AtomicOptions, DeterministicTar, FileOutputError, plain_io_error, replace_atomically,
};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `out` atomically (see [`write_atomically`]): what every output modlink
/// writes goes through here or through [`write_atomically`].
pub fn write_bytes_atomically(out: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    write_atomically(out, |file| {
        file.write_all(bytes).map_err(|e| ExportError::Output {
            path: out.display().to_string(),
            message: format!("cannot write: {e}"),
        })
    })
}

/// Writes `out` atomically through a temporary file beside it (see
/// [`crate::file_output::replace_atomically`]), created `rwxrwxrwx` for a shared library and
/// `rw-rw-rw-` for any other file, less the umask.
pub fn write_atomically(
    out: &Path,
    write: impl FnOnce(&mut std::fs::File) -> Result<(), ExportError>,
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

/// Creates and removes a file in `dir`: whether an output can be written there.
fn probe_writable(dir: &Path) -> Result<(), String> {
    tempfile::Builder::new()
        .prefix(".modlink-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map(drop)
        .map_err(|e| {
            format!(
                "cannot create a file in `{}`: {}",
                dir.display(),
                plain_io_error(&e)
            )
        })
}

/// Puts `source`, a finished file in a temporary work directory, at `out` without copying its
/// bytes: renamed over `out` (atomic and not synced, like [`write_atomically`]), keeping the
/// mode its maker (the linker) gave it under the umask. A multi-GiB library is then written
/// once, by the linker. When the work directory is on another file system the rename fails
/// and the bytes are copied instead.
pub(crate) fn move_into_place(source: &Path, out: &Path) -> Result<(), ExportError> {
    match std::fs::rename(source, out) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::CrossesDevices => {
            write_atomically(out, |file| copy_into(source, file))
        }
        Err(e) => Err(ExportError::Output {
            path: out.display().to_string(),
            message: format!("cannot write the file: {e}"),
        }),
    }
}

/// Copies a file built in the work directory into the atomic output.
pub(crate) fn copy_into(source: &Path, file: &mut std::fs::File) -> Result<(), ExportError> {
    let mut input = std::fs::File::open(source).map_err(|e| ExportError::Output {
        path: source.display().to_string(),
        message: format!("cannot open the linked file: {e}"),
    })?;
    std::io::copy(&mut input, file).map_err(|e| ExportError::Output {
        path: source.display().to_string(),
        message: format!("cannot copy the linked file: {e}"),
    })?;
    Ok(())
}

/// Writes an uncompressed tar of the members, in the given order, with fixed metadata
/// (mtime `mtime`, uid/gid 0, mode 0644, no user/group names) so equal inputs give equal bytes.
pub(crate) fn write_tar(
    members: &[(String, PathBuf)],
    mtime: u64,
    file: &mut std::fs::File,
) -> Result<(), ExportError> {
    let tar_error = |message: String| ExportError::Output {
        path: "tar".into(),
        message,
    };
    let mut archive = DeterministicTar::new(file, mtime);
    for (name, path) in members {
        // Streamed from the work file: a large blob object is not held in memory twice.
        let member = std::fs::File::open(path)
            .and_then(|f| f.metadata().map(|m| (f, m.len())))
            .map_err(|e| tar_error(format!("{}: {e}", path.display())))?;
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
