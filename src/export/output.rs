//! Writing the final file atomically, and the deterministic object tar.

use super::ExportError;
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

/// Writes `out` atomically: `write` fills a temporary file in the same directory, which then
/// replaces `out` by rename. On any error (or if the process dies) `out` keeps its previous
/// contents; on error the temporary file is removed.
///
/// The file is not synced before the rename, as compilers and linkers do not sync theirs: the
/// rename is what makes the output atomic for every process, and syncing a multi-GiB library
/// would cost as much as writing it (0.2 s for 512 MiB here). Durability against a power cut
/// is the file system's (ext4 and XFS flush a file renamed over another) or the caller's
/// (`sync`).
pub fn write_atomically(
    out: &Path,
    write: impl FnOnce(&mut std::fs::File) -> Result<(), ExportError>,
) -> Result<(), ExportError> {
    let dir = match out.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let io_error = |message: String| ExportError::Output {
        path: out.display().to_string(),
        message,
    };
    // Created with the output's final mode, so the umask applies as to any file a program
    // creates (tempfile's default, 0600, would survive the rename).
    let mut builder = tempfile::Builder::new();
    builder.prefix(".modlink-").suffix(".tmp");
    #[cfg(unix)]
    builder.permissions(creation_mode(out));
    let mut temp = builder.tempfile_in(&dir).map_err(|e| {
        io_error(format!(
            "cannot create a file in `{}`: {}",
            dir.display(),
            plain_io_error(&e)
        ))
    })?;
    write(temp.as_file_mut())?;
    temp.as_file_mut()
        .flush()
        .map_err(|e| io_error(format!("cannot write: {e}")))?;
    temp.persist(out).map_err(|e| {
        io_error(format!(
            "cannot replace the file: {}",
            plain_io_error(&e.error)
        ))
    })?;
    Ok(())
}

/// The mode an output is created with, before the umask: `rwxrwxrwx` for shared libraries
/// (a linker makes them executable), `rw-rw-rw-` for every other file, as `cc` and `cp` do.
#[cfg(unix)]
fn creation_mode(out: &Path) -> std::fs::Permissions {
    use std::os::unix::fs::PermissionsExt;
    let executable = matches!(
        out.extension().and_then(|e| e.to_str()),
        Some("so" | "dylib" | "dll")
    );
    std::fs::Permissions::from_mode(if executable { 0o777 } else { 0o666 })
}

/// An I/O error without the temporary path tempfile attaches to it: errors name the user's
/// path, never an internal one.
pub(crate) fn plain_io_error(error: &std::io::Error) -> String {
    match error.raw_os_error() {
        Some(code) => std::io::Error::from_raw_os_error(code).to_string(),
        None => error.kind().to_string(),
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
    let mut builder = tar::Builder::new(file);
    for (name, path) in members {
        // Streamed from the work file: a large blob object is not held in memory twice.
        let member = std::fs::File::open(path)
            .and_then(|f| f.metadata().map(|m| (f, m.len())))
            .map_err(|e| tar_error(format!("{}: {e}", path.display())))?;
        let (reader, size) = member;
        let mut header = tar::Header::new_ustar();
        header.set_size(size);
        header.set_mode(0o644);
        header.set_mtime(mtime);
        header.set_uid(0);
        header.set_gid(0);
        header.set_entry_type(tar::EntryType::Regular);
        builder
            .append_data(&mut header, name, reader)
            .map_err(|e| tar_error(format!("member {name}: {e}")))?;
    }
    builder
        .into_inner()
        .map_err(|e| tar_error(format!("finishing the archive: {e}")))?;
    Ok(())
}
