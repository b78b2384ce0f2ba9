//! A file of named arrays, told apart by its first bytes: a `.npz` archive (zip) or TVM's
//! parameter dictionary (`tvm.runtime.save_param_dict`), read as `(name, tensor)` pairs in file
//! order.

use super::npz::{self, NpzError};
use super::tensor::Tensor;
use crate::abi::DType;
use crate::abi::device::device_type;
use crate::params::{self, LIST_MAGIC, ParamsError};
use std::path::Path;
use thiserror::Error;

/// An error reading a file of named arrays.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ParamsFileError {
    /// Reading the file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file is neither a `.npz` nor a TVM parameter dictionary.
    #[error(
        "{path}: neither a .npz archive (zip) nor a TVM parameter dictionary (save_param_dict): the file starts with {start}"
    )]
    UnknownFormat {
        /// The file.
        path: String,
        /// Its first bytes, in hex.
        start: String,
    },
    /// The `.npz` archive is malformed.
    #[error(transparent)]
    Npz(#[from] NpzError),
    /// The parameter dictionary is malformed.
    #[error("{path}: {source}")]
    Params {
        /// The file.
        path: String,
        /// The format error (offset and field).
        source: ParamsError,
    },
    /// One array of a parameter dictionary cannot be a host tensor.
    #[error("{path}: parameter `{name}`: {message}")]
    Tensor {
        /// The file.
        path: String,
        /// The parameter.
        name: String,
        /// What is wrong.
        message: String,
    },
}

/// The zip local-file and empty-archive signatures a `.npz` starts with.
const ZIP_STARTS: [&[u8; 4]; 2] = [b"PK\x03\x04", b"PK\x05\x06"];

/// Reads the named arrays of a `.npz` or a TVM parameter dictionary at `path`.
pub fn read(path: &Path) -> Result<Vec<(String, Tensor)>, ParamsFileError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| ParamsFileError::Io {
        path: shown.clone(),
        source,
    })?;
    from_bytes(&shown, bytes)
}

/// Decodes the bytes of a `.npz` or a TVM parameter dictionary; `name` is used in errors.
pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<Vec<(String, Tensor)>, ParamsFileError> {
    if ZIP_STARTS.iter().any(|magic| bytes.starts_with(*magic)) {
        return Ok(npz::from_bytes(name, &bytes)?);
    }
    if !bytes.starts_with(&LIST_MAGIC.to_le_bytes()) {
        return Err(ParamsFileError::UnknownFormat {
            path: name.to_owned(),
            start: bytes
                .iter()
                .take(8)
                .map(|b| format!("{b:02x}"))
                .collect::<Vec<_>>()
                .join(" "),
        });
    }
    let dict =
        params::read(&bytes::Bytes::from(bytes)).map_err(|source| ParamsFileError::Params {
            path: name.to_owned(),
            source,
        })?;
    dict.entries
        .into_iter()
        .map(|(key, tensor)| {
            let bad = |message: String| ParamsFileError::Tensor {
                path: name.to_owned(),
                name: key.clone(),
                message,
            };
            // save_param_dict copies every array to the host first; another device is a
            // file modlink cannot place.
            if tensor.device.0 != device_type::CPU {
                return Err(bad(format!(
                    "stored for device type {}, not the CPU",
                    tensor.device.0
                )));
            }
            let dtype = DType::from_dlpack(tensor.dtype.code, tensor.dtype.bits)
                .filter(|_| tensor.dtype.lanes == 1)
                .ok_or_else(|| {
                    bad(format!(
                        "dtype {} is not one a host tensor holds",
                        tensor.dtype
                    ))
                })?;
            let host = Tensor::from_bytes(dtype, &tensor.shape, &tensor.data)
                .map_err(|e| bad(e.to_string()))?;
            Ok((key, host))
        })
        .collect()
}
