//! The export's work directory: where objects, C source and the linked file are made.

use super::ExportError;
use std::path::{Path, PathBuf};

/// The work directory: temporary (removed on drop) or the user's `--keep-temps` directory.
pub(crate) struct WorkDir {
    _temp: Option<tempfile::TempDir>,
    path: PathBuf,
}

impl WorkDir {
    pub(crate) fn new(keep: Option<&Path>) -> Result<WorkDir, ExportError> {
        match keep {
            Some(dir) => {
                std::fs::create_dir_all(dir).map_err(|source| ExportError::Io {
                    path: dir.display().to_string(),
                    source,
                })?;
                // Absolute, because the archiver runs with the work directory as its cwd.
                let path = std::fs::canonicalize(dir).map_err(|source| ExportError::Io {
                    path: dir.display().to_string(),
                    source,
                })?;
                Ok(WorkDir { _temp: None, path })
            }
            None => {
                let temp = tempfile::Builder::new()
                    .prefix("modlink-export-")
                    .tempdir()
                    .map_err(|source| ExportError::Io {
                        path: std::env::temp_dir().display().to_string(),
                        source,
                    })?;
                let path = temp.path().to_path_buf();
                Ok(WorkDir {
                    _temp: Some(temp),
                    path,
                })
            }
        }
    }

    /// Whether the directory is removed when the export ends (no `--keep-temps`): its files
    /// may then be moved out instead of copied.
    pub(crate) fn is_temporary(&self) -> bool {
        self._temp.is_some()
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// A subdirectory for the linked file, so its final name cannot clash with a member.
    pub(crate) fn output_dir(&self) -> Result<PathBuf, ExportError> {
        let dir = self.path.join("out");
        std::fs::create_dir_all(&dir).map_err(|source| ExportError::Io {
            path: dir.display().to_string(),
            source,
        })?;
        Ok(dir)
    }

    pub(crate) fn write(&self, name: &str, bytes: &[u8]) -> Result<PathBuf, ExportError> {
        let path = self.path.join(name);
        std::fs::write(&path, bytes).map_err(|source| ExportError::Io {
            path: path.display().to_string(),
            source,
        })?;
        Ok(path)
    }
}
