//! TVM's parameter dictionary format (`tvm.runtime.save_param_dict` / `load_param_dict`).
//!
//! Layout, all little-endian (spec §9):
//!
//! ```text
//! 0. u64 0xF7E58D4F05049CB7                  list magic
//! 1. u64 0                                   reserved
//! 2. u64 count, count × (u64 len, bytes)     names, in insertion order
//! 3. u64 count, count × tensor               tensors, same order and count as the names
//!
//! tensor:
//!    u64 0xDD5E40F096B4A13F                  tensor magic
//!    u64 0                                   reserved
//!    i32 device_type, i32 device_id          (1, 0) for CPU
//!    i32 ndim
//!    u8 code, u8 bits, u16 lanes             DLPack dtype
//!    i64 shape[ndim]
//!    i64 data_byte_size                      = product(shape) × bits/8 × lanes
//!    data                                    compact row-major
//! ```
//!
//! Reading is zero-copy: tensor data are slices of the input [`Bytes`]. Every count and size is
//! checked against the bytes that remain before anything is allocated.

use crate::abi::device::device_type;
use crate::abi::{ByteCursor, Shortfall};
use crate::module::DLDataType;
use bytes::Bytes;
use thiserror::Error;

/// Magic number that opens a parameter dictionary.
pub const LIST_MAGIC: u64 = 0xF7E5_8D4F_0504_9CB7;
/// Magic number that opens each tensor.
pub const TENSOR_MAGIC: u64 = 0xDD5E_40F0_96B4_A13F;
/// The most dimensions a tensor may claim (DLPack has no limit; TVM tensors stay far below).
pub const MAX_NDIM: i32 = 64;

/// An error reading or writing a parameter dictionary.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ParamsError {
    /// A field could not be read or holds an invalid value.
    #[error("params offset {offset}: {field}: {message}")]
    Malformed {
        /// Byte offset of the field.
        offset: u64,
        /// Which field.
        field: String,
        /// What was wrong.
        message: String,
    },
    /// A tensor's data length does not match its shape and dtype.
    #[error("parameter `{name}`: {message}")]
    Invalid {
        /// The parameter's name.
        name: String,
        /// What was wrong.
        message: String,
    },
}

/// One tensor of a parameter dictionary.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamTensor {
    /// DLPack `(device_type, device_id)`; `(1, 0)` is the CPU.
    pub device: (i32, i32),
    /// Element type.
    pub dtype: DLDataType,
    /// Shape, outermost first (empty for a scalar).
    pub shape: Vec<i64>,
    /// The elements, compact row-major, little-endian.
    pub data: Bytes,
}

impl ParamTensor {
    /// A CPU tensor; checks that `data` holds exactly `shape` elements of `dtype`.
    pub fn cpu(
        dtype: DLDataType,
        shape: Vec<i64>,
        data: impl Into<Bytes>,
    ) -> Result<Self, ParamsError> {
        let tensor = ParamTensor {
            device: (device_type::CPU, 0),
            dtype,
            shape,
            data: data.into(),
        };
        let expected = expected_byte_size(&tensor.shape, tensor.dtype).map_err(|message| {
            ParamsError::Invalid {
                name: String::new(),
                message,
            }
        })?;
        if expected != tensor.data.len() as u64 {
            return Err(ParamsError::Invalid {
                name: String::new(),
                message: format!(
                    "shape {:?} needs {expected} bytes but {} were given",
                    tensor.shape,
                    tensor.data.len()
                ),
            });
        }
        Ok(tensor)
    }

    /// A CPU `float32` tensor from values.
    pub fn from_f32(shape: Vec<i64>, values: &[f32]) -> Result<Self, ParamsError> {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        ParamTensor::cpu(DLDataType::FLOAT32, shape, data)
    }

    /// The elements as `f32` values, if the dtype is float32.
    pub fn to_f32(&self) -> Option<Vec<f32>> {
        (self.dtype == DLDataType::FLOAT32).then(|| {
            self.data
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
    }
}

/// A parameter dictionary: named tensors in insertion order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParamDict {
    /// `(name, tensor)` pairs in file order.
    pub entries: Vec<(String, ParamTensor)>,
}

impl ParamDict {
    /// The tensor named `name`.
    pub fn get(&self, name: &str) -> Option<&ParamTensor> {
        self.entries.iter().find(|(n, _)| n == name).map(|(_, t)| t)
    }
}

/// Bytes a compact tensor of this shape and dtype occupies, or why it cannot exist.
fn expected_byte_size(shape: &[i64], dtype: DLDataType) -> Result<u64, String> {
    let element_bits = u64::from(dtype.bits) * u64::from(dtype.lanes);
    if element_bits % 8 != 0 {
        return Err(format!(
            "dtype with {element_bits} bits per element is not byte-sized"
        ));
    }
    let mut bytes = element_bits / 8;
    for &dim in shape {
        let dim = u64::try_from(dim)
            .map_err(|_| format!("negative dimension {dim} in shape {shape:?}"))?;
        bytes = bytes
            .checked_mul(dim)
            .ok_or_else(|| format!("shape {shape:?} overflows 64 bits"))?;
    }
    Ok(bytes)
}

/// Reads a parameter dictionary.
pub fn read(bytes: &Bytes) -> Result<ParamDict, ParamsError> {
    let mut cursor = Cursor::new(bytes, 0);
    let magic = cursor.u64("list magic")?;
    if magic != LIST_MAGIC {
        return Err(cursor.error_at(
            0,
            "list magic",
            format!("expected {LIST_MAGIC:#x}, found {magic:#x}"),
        ));
    }
    cursor.u64("reserved")?;
    // Each name needs at least its 8-byte length, so the count is bounded by the bytes left.
    let name_count = cursor.count("name count", 8)?;
    let mut names = Vec::with_capacity(name_count);
    for i in 0..name_count {
        let field = format!("name {i}");
        let len = cursor.count(&field, 1)?;
        let raw = cursor.take(len, &field)?;
        let name = String::from_utf8(raw.to_vec())
            .map_err(|_| cursor.error_at(cursor.offset() - len, &field, "not UTF-8".into()))?;
        names.push(name);
    }
    let tensor_count_offset = cursor.offset();
    // A tensor header is at least 40 bytes.
    let tensor_count = cursor.count("tensor count", 40)?;
    if tensor_count != name_count {
        return Err(cursor.error_at(
            tensor_count_offset,
            "tensor count",
            format!("{tensor_count} tensors for {name_count} names"),
        ));
    }
    let mut entries = Vec::with_capacity(tensor_count);
    for name in names {
        let tensor = read_tensor(&mut cursor, &name)?;
        entries.push((name, tensor));
    }
    Ok(ParamDict { entries })
}

/// Reads one tensor record (as TVM's `SaveDLTensor` writes it) at `offset` of `bytes`;
/// returns it and the offset just past it. `name` appears in error messages.
pub fn read_tensor_at(
    bytes: &Bytes,
    offset: usize,
    name: &str,
) -> Result<(ParamTensor, usize), ParamsError> {
    let mut cursor = Cursor::new(bytes, offset);
    let tensor = read_tensor(&mut cursor, name)?;
    Ok((tensor, cursor.offset()))
}

fn read_tensor(cursor: &mut Cursor<'_>, name: &str) -> Result<ParamTensor, ParamsError> {
    let field = |f: &str| format!("tensor `{name}` {f}");
    let start = cursor.offset();
    let magic = cursor.u64(&field("magic"))?;
    if magic != TENSOR_MAGIC {
        return Err(cursor.error_at(
            start,
            &field("magic"),
            format!("expected {TENSOR_MAGIC:#x}, found {magic:#x}"),
        ));
    }
    cursor.u64(&field("reserved"))?;
    let device_type = cursor.i32(&field("device type"))?;
    let device_id = cursor.i32(&field("device id"))?;
    let ndim_offset = cursor.offset();
    let ndim = cursor.i32(&field("ndim"))?;
    if !(0..=MAX_NDIM).contains(&ndim) {
        return Err(cursor.error_at(
            ndim_offset,
            &field("ndim"),
            format!("{ndim} is outside 0..={MAX_NDIM}"),
        ));
    }
    let dtype_raw = cursor.take(4, &field("dtype"))?;
    let dtype = DLDataType {
        code: dtype_raw[0],
        bits: dtype_raw[1],
        lanes: u16::from_le_bytes([dtype_raw[2], dtype_raw[3]]),
    };
    let mut shape = Vec::with_capacity(ndim as usize);
    for axis in 0..ndim {
        shape.push(cursor.u64(&field(&format!("shape[{axis}]")))? as i64);
    }
    let size_offset = cursor.offset();
    let byte_size = cursor.u64(&field("data byte size"))?;
    let expected = expected_byte_size(&shape, dtype)
        .map_err(|m| cursor.error_at(size_offset, &field("shape"), m))?;
    if byte_size != expected {
        return Err(cursor.error_at(
            size_offset,
            &field("data byte size"),
            format!(
                "{byte_size} bytes, but shape {shape:?} of dtype ({}, {}, {}) needs {expected}",
                dtype.code, dtype.bits, dtype.lanes
            ),
        ));
    }
    let len = usize::try_from(byte_size)
        .map_err(|_| cursor.error_at(size_offset, &field("data byte size"), "too large".into()))?;
    let data = cursor.take(len, &field("data"))?;
    Ok(ParamTensor {
        device: (device_type, device_id),
        dtype,
        shape,
        data,
    })
}

/// Writes a parameter dictionary in TVM's format.
pub fn write(dict: &ParamDict) -> Result<Vec<u8>, ParamsError> {
    let mut out = Vec::new();
    out.extend_from_slice(&LIST_MAGIC.to_le_bytes());
    out.extend_from_slice(&0u64.to_le_bytes());
    out.extend_from_slice(&(dict.entries.len() as u64).to_le_bytes());
    for (name, _) in &dict.entries {
        out.extend_from_slice(&(name.len() as u64).to_le_bytes());
        out.extend_from_slice(name.as_bytes());
    }
    out.extend_from_slice(&(dict.entries.len() as u64).to_le_bytes());
    for (name, tensor) in &dict.entries {
        write_tensor(&mut out, name, tensor)?;
    }
    Ok(out)
}

/// Appends one tensor record (TVM's `SaveDLTensor` layout) to `out`; `name` appears in errors.
pub fn write_tensor(
    out: &mut Vec<u8>,
    name: &str,
    tensor: &ParamTensor,
) -> Result<(), ParamsError> {
    let expected = expected_byte_size(&tensor.shape, tensor.dtype).map_err(|message| {
        ParamsError::Invalid {
            name: name.to_string(),
            message,
        }
    })?;
    if expected != tensor.data.len() as u64 {
        return Err(ParamsError::Invalid {
            name: name.to_string(),
            message: format!(
                "shape {:?} needs {expected} bytes but the tensor holds {}",
                tensor.shape,
                tensor.data.len()
            ),
        });
    }
    let ndim = i32::try_from(tensor.shape.len()).map_err(|_| ParamsError::Invalid {
        name: name.to_string(),
        message: "too many dimensions".into(),
    })?;
    out.extend_from_slice(&TENSOR_MAGIC.to_le_bytes());
    out.extend_from_slice(&0u64.to_le_bytes());
    out.extend_from_slice(&tensor.device.0.to_le_bytes());
    out.extend_from_slice(&tensor.device.1.to_le_bytes());
    out.extend_from_slice(&ndim.to_le_bytes());
    out.extend_from_slice(&[tensor.dtype.code, tensor.dtype.bits]);
    out.extend_from_slice(&tensor.dtype.lanes.to_le_bytes());
    for dim in &tensor.shape {
        out.extend_from_slice(&dim.to_le_bytes());
    }
    out.extend_from_slice(&expected.to_le_bytes());
    out.extend_from_slice(&tensor.data);
    Ok(())
}

/// The ABI layer's [`ByteCursor`] over the input, with failures as [`ParamsError`]s and byte
/// fields as zero-copy slices of `bytes`.
struct Cursor<'a> {
    bytes: &'a Bytes,
    inner: ByteCursor<'a>,
}

impl<'a> Cursor<'a> {
    /// A cursor over `bytes[offset..]` (an offset past the end reads nothing).
    fn new(bytes: &'a Bytes, offset: usize) -> Self {
        Cursor {
            bytes,
            inner: ByteCursor::new(bytes, offset, bytes.len()),
        }
    }

    /// Offset of the next byte in the input.
    fn offset(&self) -> usize {
        self.inner.pos()
    }

    fn error_at(&self, offset: impl TryInto<u64>, field: &str, message: String) -> ParamsError {
        ParamsError::Malformed {
            offset: offset.try_into().unwrap_or(u64::MAX),
            field: field.to_string(),
            message,
        }
    }

    fn short(&self, shortfall: Shortfall, field: &str) -> ParamsError {
        self.error_at(
            shortfall.offset,
            field,
            format!(
                "needs {} bytes but only {} remain",
                shortfall.needed, shortfall.remaining
            ),
        )
    }

    fn take(&mut self, len: usize, field: &str) -> Result<Bytes, ParamsError> {
        let start = self.offset();
        match self.inner.skip(len) {
            Ok(()) => Ok(self.bytes.slice(start..start + len)),
            Err(shortfall) => Err(self.short(shortfall, field)),
        }
    }

    fn u64(&mut self, field: &str) -> Result<u64, ParamsError> {
        self.inner.u64().map_err(|s| self.short(s, field))
    }

    fn i32(&mut self, field: &str) -> Result<i32, ParamsError> {
        self.inner.i32().map_err(|s| self.short(s, field))
    }

    /// Reads a count of items each at least `min_item_bytes` long, refusing counts the
    /// remaining bytes cannot hold.
    fn count(&mut self, field: &str, min_item_bytes: usize) -> Result<usize, ParamsError> {
        let at = self.offset();
        let count = self.u64(field)?;
        let remaining = self.inner.remaining() as u64;
        if count > remaining / min_item_bytes as u64 {
            return Err(self.error_at(
                at,
                field,
                format!("{count} items cannot fit in the {remaining} bytes that remain"),
            ));
        }
        Ok(count as usize)
    }
}
