//! `.npz` archives: a zip of `.npy` files, one per array, named `<key>.npy` (what `np.savez`
//! writes with its entries stored, and `np.savez_compressed` with them deflated).
//!
//! The archive comes from a user, so nothing is allocated for an entry before its size is known
//! to be possible: a stored entry's size must equal the bytes it occupies in the archive, a
//! deflated entry's may be at most [`MAX_DEFLATE_RATIO`] times them (no deflate stream expands
//! more), and an entry is read through a limit of its declared size, so a stream that inflates
//! past what its header declares (a zip bomb) is refused after at most that many bytes. The
//! zip crate checks each entry's CRC-32 once it is read to its end.

use super::npy::{self, NpyError};
use super::tensor::Tensor;
use std::io::Read;
use std::path::Path;
use thiserror::Error;
use zip::CompressionMethod;
use zip::result::ZipError;

/// The most a deflate stream can expand its input (about 1032:1 for a run of one byte).
pub const MAX_DEFLATE_RATIO: u64 = 1032;

/// An error reading a `.npz` archive, naming the archive and, where it concerns one, the entry.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum NpzError {
    /// Reading the file failed.
    #[error("{path}: {source}")]
    Io {
        /// The archive.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file is not a zip archive the reader can open.
    #[error("{path}: not a .npz (zip) archive: {message}")]
    Archive {
        /// The archive.
        path: String,
        /// What the zip reader found.
        message: String,
    },
    /// One entry cannot be read as an array.
    #[error("{path}: entry `{entry}`: {message}")]
    Entry {
        /// The archive.
        path: String,
        /// The entry's name in the archive.
        entry: String,
        /// What is wrong.
        message: String,
    },
    /// An entry is not a valid `.npy` array (the `.npy` error names the entry).
    #[error("{path}: {source}")]
    Npy {
        /// The archive.
        path: String,
        /// The `.npy` error, named `<entry>`.
        source: NpyError,
    },
}

/// Reads every array of the `.npz` at `path`, in archive order, as `(key, tensor)` where `key`
/// is the entry name without `.npy` (the keyword `np.savez` was given).
pub fn read(path: &Path) -> Result<Vec<(String, Tensor)>, NpzError> {
    let bytes = std::fs::read(path).map_err(|source| NpzError::Io {
        path: path.display().to_string(),
        source,
    })?;
    from_bytes(&path.display().to_string(), &bytes)
}

/// Decodes the bytes of a `.npz` archive; `name` is used in errors.
pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<Vec<(String, Tensor)>, NpzError> {
    let archive_error = |error: ZipError| NpzError::Archive {
        path: name.to_owned(),
        message: error.to_string(),
    };
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(archive_error)?;
    let mut arrays: Vec<(String, Tensor)> = Vec::with_capacity(archive.len());
    for index in 0..archive.len() {
        let mut file = archive.by_index(index).map_err(|error| NpzError::Entry {
            path: name.to_owned(),
            entry: format!("#{index}"),
            message: error.to_string(),
        })?;
        let entry = String::from_utf8_lossy(file.name_raw()).into_owned();
        let bad = |message: String| NpzError::Entry {
            path: name.to_owned(),
            entry: entry.clone(),
            message,
        };
        let Some(key) = entry.strip_suffix(".npy") else {
            return Err(bad(
                "not a `.npy` array (an .npz holds `<name>.npy` entries)".into(),
            ));
        };
        if arrays.iter().any(|(k, _)| k == key) {
            return Err(bad(format!("a second array named `{key}`")));
        }
        let declared = file.size();
        let stored = file.compressed_size();
        let possible = match file.compression() {
            CompressionMethod::Stored => stored,
            CompressionMethod::Deflated => stored.saturating_mul(MAX_DEFLATE_RATIO),
            other => {
                return Err(bad(format!(
                    "compression {other} (np.savez stores, np.savez_compressed deflates)"
                )));
            }
        };
        // Neither the entry's own bytes nor the archive can hold more than this.
        if declared > possible || stored > bytes.len() as u64 {
            return Err(bad(format!(
                "declares {declared} bytes from {stored} bytes of {} data in a {}-byte archive",
                file.compression(),
                bytes.len()
            )));
        }
        let capacity = usize::try_from(declared)
            .map_err(|_| bad(format!("{declared} bytes do not fit in memory")))?;
        let mut data = Vec::with_capacity(capacity);
        // One byte past the declared size tells a stream that inflates further.
        (&mut file)
            .take(declared.saturating_add(1))
            .read_to_end(&mut data)
            .map_err(|error| bad(format!("reading the data: {error}")))?;
        if data.len() as u64 > declared {
            return Err(bad(format!(
                "inflates past the {declared} bytes its header declares"
            )));
        }
        if (data.len() as u64) < declared {
            return Err(bad(format!(
                "holds {} bytes, its header declares {declared}",
                data.len()
            )));
        }
        let tensor = npy::from_bytes(&entry, &data).map_err(|source| NpzError::Npy {
            path: name.to_owned(),
            source,
        })?;
        arrays.push((key.to_owned(), tensor));
    }
    Ok(arrays)
}
