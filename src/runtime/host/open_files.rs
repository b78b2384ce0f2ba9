//! Which library files are open in this process, and as what: `dlopen` keeps one image per
//! library, found by the name it was opened under and then by device and inode, so
//! `Library::open` keeps the same facts (plus modification time and size, which tell a file
//! rewritten in place) to give back the library of an unchanged file and to refuse a changed
//! one while its old build is open (docs/runtime.md, "A rebuilt library").

use crate::runtime::RuntimeError;
use std::any::Any;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Weak};

/// Identifies a file's contents as loaded: the dynamic loader's identity (device and inode on
/// Unix; the canonical path elsewhere) plus modification time and size, which change when the
/// file is rewritten in place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct FileIdentity {
    device: u64,
    inode: u64,
    modified: Option<std::time::SystemTime>,
    size: u64,
    canonical: PathBuf,
}

impl FileIdentity {
    /// The same file as the loader sees it (it would hand back the loaded image for it).
    pub(super) fn same_file(&self, other: &FileIdentity) -> bool {
        self.device == other.device
            && self.inode == other.inode
            && self.canonical == other.canonical
    }
}

/// A library open in this process: what was loaded, under which `dlopen` name.
pub(super) struct OpenEntry {
    pub(super) identity: FileIdentity,
    pub(super) dlopen_name: PathBuf,
    /// The library's shared state (type-erased: this registry does not know the library).
    pub(super) library: Weak<dyn Any + Send + Sync>,
}

/// Libraries open in this process.
pub(super) static OPEN_LIBRARIES: Mutex<Vec<OpenEntry>> = Mutex::new(Vec::new());

pub(super) fn file_identity(path: &Path) -> Result<FileIdentity, RuntimeError> {
    let metadata = std::fs::metadata(path).map_err(|source| RuntimeError::Io {
        path: path.display().to_string(),
        source,
    })?;
    let modified = metadata.modified().ok();
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Ok(FileIdentity {
            device: metadata.dev(),
            inode: metadata.ino(),
            modified,
            size: metadata.len(),
            canonical: PathBuf::new(),
        })
    }
    #[cfg(not(unix))]
    {
        let canonical = std::fs::canonicalize(path).map_err(|source| RuntimeError::Io {
            path: path.display().to_string(),
            source,
        })?;
        Ok(FileIdentity {
            device: 0,
            inode: 0,
            modified,
            size: metadata.len(),
            canonical,
        })
    }
}

/// The name `dlopen` is given for `path` (absolute, as `DynLib::open` makes it), which is
/// what its cache of loaded libraries matches first.
pub(super) fn dlopen_name(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}
