//! Removing the named temporary files of writers that are gone.
//!
//! A writer holds an exclusive lock on its temporary file for as long as it writes
//! ([`super::temporary`]); the lock goes with the writer's process, however it ends (a kill, an
//! OOM kill, a power cut). So a `.modlink-*.tmp` file whose lock can be taken is a leftover.
//! Files of a writer in this process are also registered ([`InFlight`]), because on some file
//! systems (NFS) locks are per process and would not keep this process's own sweep away.

use std::collections::HashSet;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The names of the temporary files this process is writing. By file name alone, so that two
/// spellings of one directory (`out`, `./out`) agree; the names' random part keeps files of
/// other directories from matching.
static IN_FLIGHT: Mutex<Option<HashSet<OsString>>> = Mutex::new(None);

/// A named temporary file this process writes, registered until dropped.
pub(super) struct InFlight(OsString);

impl InFlight {
    /// Registers `path` as written by this process.
    pub(super) fn register(path: &Path) -> InFlight {
        let name = path.file_name().unwrap_or_default().to_os_string();
        let mut set = IN_FLIGHT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        set.get_or_insert_with(HashSet::new).insert(name.clone());
        InFlight(name)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        let mut set = IN_FLIGHT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(set) = set.as_mut() {
            set.remove(&self.0);
        }
    }
}

fn in_flight(name: &OsStr) -> bool {
    IN_FLIGHT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .as_ref()
        .is_some_and(|set| set.contains(name))
}

/// Removes from `dir` every file named `<prefix>…<suffix>` that no writer holds. Best effort:
/// a file that cannot be opened, locked or removed stays, and nothing here fails a write.
/// Returns the names removed.
pub(super) fn sweep_leftovers(dir: &Path, prefix: &str, suffix: &str) -> Vec<PathBuf> {
    let mut removed = Vec::new();
    // An empty prefix would match every file of the directory.
    if prefix.is_empty() {
        return removed;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return removed;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(name) = file_name.to_str() else {
            continue;
        };
        if name.len() < prefix.len() + suffix.len()
            || !name.starts_with(prefix)
            || !name.ends_with(suffix)
            || in_flight(&file_name)
        {
            continue;
        }
        let path = entry.path();
        if remove_if_abandoned(&path) {
            removed.push(path);
        }
    }
    removed
}

/// Removes `path` if its lock can be taken and it is still the file that was locked.
fn remove_if_abandoned(path: &Path) -> bool {
    let Ok(metadata) = std::fs::symlink_metadata(path) else {
        return false;
    };
    if !metadata.is_file() {
        return false;
    }
    let Ok(file) = File::open(path) else {
        return false;
    };
    // A lock error other than "held" (no locks on this file system) says nothing about the
    // writer: keep the file.
    if file.try_lock().is_err() {
        return false;
    }
    // Removed while the lock is held: a writer that made the file and has not locked it yet
    // finds its name gone once it holds the lock, and makes another.
    still_names(path, &file) && std::fs::remove_file(path).is_ok()
}

/// Whether `path` still names the open `file` (not removed, not replaced since it was opened).
pub(super) fn still_names(path: &Path, file: &File) -> bool {
    let (Ok(named), Ok(open)) = (std::fs::symlink_metadata(path), file.metadata()) else {
        return false;
    };
    same_file(&named, &open)
}

#[cfg(unix)]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

/// Without inode numbers in std, the name still being a regular file is what can be checked
/// (Windows refuses to remove a file another process has open without delete sharing).
#[cfg(not(unix))]
fn same_file(a: &std::fs::Metadata, _b: &std::fs::Metadata) -> bool {
    a.is_file()
}
