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
    let mut temp = tempfile::Builder::new()
        .prefix(".modlink-")
        .suffix(".tmp")
        .tempfile_in(&dir)
        .map_err(|e| {
            io_error(format!(
                "cannot create a temporary file in {}: {e}",
                dir.display()
            ))
        })?;
    write(temp.as_file_mut())?;
    temp.as_file_mut()
        .flush()
        .map_err(|e| io_error(format!("cannot write: {e}")))?;
    let permissions = final_permissions(out);
    if let Some(permissions) = permissions {
        // Best effort: a library that cannot be made executable still loads with dlopen.
        let _ = temp.as_file().set_permissions(permissions);
    }
    temp.persist(out).map_err(|e| {
        io_error(format!(
            "cannot rename the temporary file into place: {}",
            e.error
        ))
    })?;
    Ok(())
}

/// Shared libraries and archives get the usual `rw-r--r--`/`rwxr-xr-x` modes, not the
/// temporary file's `rw-------`.
fn final_permissions(out: &Path) -> Option<std::fs::Permissions> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let executable = matches!(
            out.extension().and_then(|e| e.to_str()),
            Some("so" | "dylib" | "dll")
        );
        Some(std::fs::Permissions::from_mode(if executable {
            0o755
        } else {
            0o644
        }))
    }
    #[cfg(not(unix))]
    {
        let _ = out;
        None
    }
}

/// Puts `source`, a finished file in a temporary work directory, at `out` without copying its
/// bytes: given its final mode, then renamed over `out` (atomic and not synced, like
/// [`write_atomically`]). A multi-GiB library is then written once, by the linker. When the work
/// directory is on another file system the rename fails and the bytes are copied instead.
pub(crate) fn move_into_place(source: &Path, out: &Path) -> Result<(), ExportError> {
    let io_error = |message: String| ExportError::Output {
        path: out.display().to_string(),
        message,
    };
    if let Some(permissions) = final_permissions(out) {
        // Best effort, as in `write_atomically`.
        let _ = std::fs::set_permissions(source, permissions);
    }
    match std::fs::rename(source, out) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::CrossesDevices => {
            write_atomically(out, |file| copy_into(source, file))
        }
        Err(e) => Err(io_error(format!(
            "cannot rename {} into place: {e}",
            source.display()
        ))),
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
