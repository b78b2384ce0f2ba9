//! A small `.npy` reader and writer (NumPy format version 1.0; 2.0 read too) for
//! little-endian, C-order arrays of the dtypes [`Tensor`] holds.
//!
//! Layout: magic `\x93NUMPY`, u8 major, u8 minor, header length (u16 in 1.0, u32 in 2.0),
//! an ASCII Python dict `{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }` padded
//! with spaces and ended by `\n` so the data starts at a multiple of 64, then the raw data.
//!
//! Why not a crate: `.npy` files reach `modlink run` and `run-model` from users, so the header
//! length must be checked against the bytes present before anything is allocated. npyz 0.9.1
//! (the maintained reader) allocates `vec![0; header_size]` with `header_size` read from the
//! file, up to 4 GiB for a version-2 header, before it knows the file is that long; this reader
//! slices the header out of the bytes it has, and copies the data block in one piece into
//! aligned tensor storage.

use super::tensor::{Tensor, TensorError};
use crate::abi::{ByteCursor, DType};
use crate::file_output::{AtomicOptions, FileOutputError, plain_io_error, replace_atomically};
use std::io::Write;
use std::path::Path;
use thiserror::Error;

const MAGIC: &[u8; 6] = b"\x93NUMPY";

/// An error reading or writing a `.npy` file.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum NpyError {
    /// Reading or writing the file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file is not a `.npy` array modlink supports.
    #[error("{path}: {field}: {message}")]
    Format {
        /// The file.
        path: String,
        /// Which part of the file.
        field: &'static str,
        /// What is wrong.
        message: String,
    },
    /// The array does not make a valid tensor.
    #[error("{path}: {source}")]
    Tensor {
        /// The file.
        path: String,
        /// The tensor error.
        source: TensorError,
    },
}

/// NumPy's `descr` for a dtype (little-endian).
pub fn descr(dtype: DType) -> &'static str {
    match dtype {
        DType::Bool => "|b1",
        DType::I8 => "|i1",
        DType::I16 => "<i2",
        DType::I32 => "<i4",
        DType::I64 => "<i8",
        DType::U8 => "|u1",
        DType::U16 => "<u2",
        DType::U32 => "<u4",
        DType::U64 => "<u8",
        DType::F16 => "<f2",
        DType::F32 => "<f4",
        DType::F64 => "<f8",
    }
}

fn dtype_from_descr(text: &str) -> Option<DType> {
    DType::ALL.into_iter().find(|&d| {
        let own = descr(d);
        // `<i1` / `=f4` etc. are equivalent spellings on a little-endian file.
        text == own
            || (text.len() == 3 && matches!(&text[..1], "<" | "|" | "=") && text[1..] == own[1..])
    })
}

/// Encodes a tensor as `.npy` bytes.
pub fn to_bytes(tensor: &Tensor) -> Vec<u8> {
    let shape = match tensor.shape() {
        [] => "()".to_owned(),
        [one] => format!("({one},)"),
        dims => format!(
            "({})",
            dims.iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
        descr(tensor.dtype())
    );
    // Pad so that magic + version + length + header (with its final newline) is a multiple of 64.
    let unpadded = MAGIC.len() + 2 + 2 + header.len() + 1;
    header.push_str(&" ".repeat(unpadded.next_multiple_of(64) - unpadded));
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + tensor.as_bytes().len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[1, 0]);
    // The header is short: its length always fits a u16 (a shape of up to 2^15 digits).
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(tensor.as_bytes());
    out
}

/// Writes a tensor to `path` atomically (temporary file in the same directory, then rename),
/// created `rw-rw-rw-` less the umask like any data file.
pub fn write(path: &Path, tensor: &Tensor) -> Result<(), NpyError> {
    // Errors name `path` with the operating-system cause only, whichever step failed.
    let io = |source: &std::io::Error| NpyError::Io {
        path: path.display().to_string(),
        source: plain_io_error(source),
    };
    let bytes = to_bytes(tensor);
    replace_atomically(path, AtomicOptions::DATA, |file| {
        file.write_all(&bytes).map_err(|e| FileOutputError::Write {
            path: path.display().to_string(),
            source: e,
        })
    })
    .map_err(|error: FileOutputError| io(error.io_error()))
}

/// Reads a `.npy` file.
pub fn read(path: &Path) -> Result<Tensor, NpyError> {
    let bytes = std::fs::read(path).map_err(|source| NpyError::Io {
        path: path.display().to_string(),
        source,
    })?;
    from_bytes(&path.display().to_string(), &bytes)
}

/// Decodes `.npy` bytes; `name` is used in errors.
pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<Tensor, NpyError> {
    let format = |field: &'static str, message: String| NpyError::Format {
        path: name.to_owned(),
        field,
        message,
    };
    let mut cursor = ByteCursor::whole(bytes);
    if cursor.take(MAGIC.len()).ok() != Some(MAGIC.as_slice()) {
        return Err(format(
            "magic",
            "not a .npy file (no \\x93NUMPY magic)".into(),
        ));
    }
    let preamble_ends = || format("header length", "file ends inside the preamble".into());
    let header_len = match cursor.array::<2>() {
        Ok([1, _]) => usize::from(cursor.u16().map_err(|_| preamble_ends())?),
        Ok([2 | 3, _]) => {
            let len = cursor.u32().map_err(|_| preamble_ends())?;
            usize::try_from(len).map_err(|_| preamble_ends())?
        }
        Ok([major, minor]) => {
            return Err(format(
                "version",
                format!("unsupported version {major}.{minor}"),
            ));
        }
        Err(_) => return Err(format("version", "file ends inside the preamble".into())),
    };
    let header = cursor.take(header_len).map_err(|_| {
        format(
            "header",
            format!("{header_len} header bytes announced, file is shorter"),
        )
    })?;
    let header = std::str::from_utf8(header).map_err(|_| format("header", "not text".into()))?;
    let descr_text =
        dict_value(header, "descr").ok_or_else(|| format("descr", "missing".into()))?;
    let descr_text = descr_text.trim_matches(|c| c == '\'' || c == '"');
    let dtype = dtype_from_descr(descr_text).ok_or_else(|| {
        format(
            "descr",
            format!("unsupported dtype `{descr_text}` (little-endian bool/int/uint/float only)"),
        )
    })?;
    let fortran = dict_value(header, "fortran_order")
        .ok_or_else(|| format("fortran_order", "missing".into()))?;
    if fortran != "False" {
        return Err(format(
            "fortran_order",
            "Fortran-order arrays are not supported".into(),
        ));
    }
    let shape_text =
        dict_value(header, "shape").ok_or_else(|| format("shape", "missing".into()))?;
    let shape = shape_text
        .trim_start_matches('(')
        .trim_end_matches(')')
        .split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(|part| part.trim_end_matches('L').parse::<i64>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| {
            format(
                "shape",
                format!("`{shape_text}` is not a tuple of integers"),
            )
        })?;
    Tensor::from_bytes(dtype, &shape, cursor.rest()).map_err(|source| NpyError::Tensor {
        path: name.to_owned(),
        source,
    })
}

/// The text of `key`'s value in the header's Python dict literal.
fn dict_value<'h>(header: &'h str, key: &str) -> Option<&'h str> {
    let quoted = [format!("'{key}'"), format!("\"{key}\"")];
    let at = quoted
        .iter()
        .find_map(|q| header.find(q.as_str()).map(|i| i + q.len()))?;
    let rest = header[at..].trim_start().strip_prefix(':')?.trim_start();
    let end = if rest.starts_with('(') {
        rest.find(')')? + 1
    } else {
        rest.find([',', '}']).unwrap_or(rest.len())
    };
    Some(rest[..end].trim())
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn writes_numpy_reference_bytes() {
        // What np.save writes for np.array([1, 2, 3], dtype='<f4'): a 128-byte preamble, then data.
        let tensor = Tensor::from_slice(&[3], &[1.0f32, 2.0, 3.0]).unwrap();
        let bytes = to_bytes(&tensor);
        let mut expected =
            b"\x93NUMPY\x01\x00\x76\x00{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }"
                .to_vec();
        expected.resize(127, b' ');
        expected.push(b'\n');
        expected.extend_from_slice(&[0, 0, 0x80, 0x3f, 0, 0, 0, 0x40, 0, 0, 0x40, 0x40]);
        assert_eq!(bytes, expected);
    }

    #[test]
    fn round_trips_and_rejects_bad_input() {
        let tensor = Tensor::from_slice(&[2, 2], &[1i64, -2, 3, -4]).unwrap();
        let back = from_bytes("x.npy", &to_bytes(&tensor)).unwrap();
        assert_eq!(back.shape(), &[2, 2]);
        assert_eq!(back.as_slice::<i64>().unwrap(), &[1, -2, 3, -4]);
        let scalar = from_bytes(
            "s.npy",
            &to_bytes(&Tensor::from_slice(&[], &[7u8]).unwrap()),
        )
        .unwrap();
        assert_eq!(scalar.shape(), &[] as &[i64]);
        let err = from_bytes("bad.npy", b"PK\x03\x04").unwrap_err();
        assert!(err.to_string().contains("bad.npy: magic"), "{err}");
        let mut big_endian = to_bytes(&tensor);
        big_endian[21..24].copy_from_slice(b">i8");
        let err = from_bytes("be.npy", &big_endian).unwrap_err();
        assert!(err.to_string().contains("unsupported dtype `>i8`"), "{err}");
        // A huge announced shape is refused before anything is allocated for it.
        let mut huge = to_bytes(&tensor);
        let at = huge.windows(6).position(|w| w == b"(2, 2)").unwrap();
        huge.splice(at..at + 6, b"(4000000000000,)".iter().copied());
        huge[8] = (huge[8] as usize + 10) as u8;
        assert!(matches!(
            from_bytes("huge.npy", &huge),
            Err(NpyError::Tensor {
                source: TensorError::ByteLengthMismatch {
                    expected: 32_000_000_000_000,
                    ..
                },
                ..
            })
        ));
        let truncated = &to_bytes(&tensor)[..130];
        assert!(matches!(
            from_bytes("t.npy", truncated),
            Err(NpyError::Tensor {
                source: TensorError::ByteLengthMismatch { .. },
                ..
            })
        ));
    }

    #[test]
    fn truncated_or_corrupted_files_are_errors_not_panics() {
        let tensor = Tensor::from_slice(&[2, 3], &[1.5f64, 2.0, -3.0, 4.0, 5.0, 6.0]).unwrap();
        let bytes = to_bytes(&tensor);
        for end in 0..bytes.len() {
            assert!(
                from_bytes("cut.npy", &bytes[..end]).is_err(),
                "prefix of {end} bytes"
            );
        }
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mut corrupted = bytes.clone();
            let at = (state as usize) % corrupted.len();
            corrupted[at] = (state >> 32) as u8;
            // Any outcome but a panic is fine; a decoded tensor must match its own shape.
            if let Ok(decoded) = from_bytes("flip.npy", &corrupted) {
                let elements: i64 = decoded.shape().iter().product();
                assert_eq!(elements as usize, decoded.len());
            }
        }
    }
}
