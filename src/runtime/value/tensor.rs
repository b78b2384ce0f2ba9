//! Host tensors passed to kernels: an owned, 64-byte aligned [`Tensor`] that becomes a
//! `DLTensor` for the duration of a call (borrowed views are in the `arg` module).

use crate::abi::DLDataType;
use crate::abi::DLDevice;
use crate::abi::DLTensor;
use crate::abi::DType;
use crate::abi::device::device_type;
use std::ffi::c_void;
use thiserror::Error;

/// Alignment of tensor data, as TVM's `kAllocAlignment`.
pub const TENSOR_ALIGN: usize = 64;

/// An error building or reading a tensor.
#[derive(Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum TensorError {
    /// A dimension is negative.
    #[error("dimension {axis} of shape {shape:?} is negative")]
    NegativeDim {
        /// The shape.
        shape: Vec<i64>,
        /// Which axis.
        axis: usize,
    },
    /// The number of bytes overflows the address space.
    #[error("shape {shape:?} of {dtype} is too large to allocate")]
    TooLarge {
        /// The shape.
        shape: Vec<i64>,
        /// Element type name.
        dtype: &'static str,
    },
    /// The data has a different number of elements than the shape.
    #[error("shape {shape:?} has {expected} elements but the data has {actual}")]
    LengthMismatch {
        /// The shape.
        shape: Vec<i64>,
        /// Elements the shape implies.
        expected: usize,
        /// Elements given.
        actual: usize,
    },
    /// Raw data has a different number of bytes than the shape and dtype need.
    #[error("shape {shape:?} of {dtype} needs {expected} bytes but the data has {actual} bytes")]
    ByteLengthMismatch {
        /// The shape.
        shape: Vec<i64>,
        /// Element type name.
        dtype: &'static str,
        /// Bytes the shape and dtype imply.
        expected: usize,
        /// Bytes given.
        actual: usize,
    },
    /// The tensor holds another element type than the one asked for.
    #[error("tensor holds {actual}, not {requested}")]
    DTypeMismatch {
        /// The tensor's dtype name.
        actual: &'static str,
        /// The dtype asked for.
        requested: &'static str,
    },
    /// The allocator could not provide the tensor's memory.
    #[error("cannot allocate {bytes} bytes for a tensor")]
    OutOfMemory {
        /// Bytes asked for.
        bytes: usize,
    },
    /// The shape has more dimensions than DLPack's `int32_t ndim` allows.
    #[error("shape has {0} dimensions, more than a DLTensor can hold")]
    TooManyDims(usize),
}

mod sealed {
    pub trait Sealed {}
}

/// A Rust scalar type that is a tensor element (every bit pattern is a valid value).
pub trait Element: sealed::Sealed + bytemuck::Pod {
    /// The matching dtype.
    const DTYPE: DType;
}

macro_rules! element {
    ($($t:ty => $d:ident),*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t { const DTYPE: DType = DType::$d; }
    )*};
}
element!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32,
    u64 => U64, f32 => F32, f64 => F64);

/// Bytes per element of `dtype` (bool is stored as one byte).
pub fn dtype_size(dtype: DType) -> usize {
    usize::from(dtype.dlpack().1).div_ceil(8)
}

/// The DLPack dtype of `dtype`.
pub fn dl_dtype(dtype: DType) -> DLDataType {
    let (code, bits) = dtype.dlpack();
    DLDataType {
        code,
        bits,
        lanes: 1,
    }
}

/// Number of elements and bytes of `shape` × `dtype`, checked.
pub(crate) fn checked_size(dtype: DType, shape: &[i64]) -> Result<(usize, usize), TensorError> {
    let mut elements: usize = 1;
    for (axis, &dim) in shape.iter().enumerate() {
        let dim = usize::try_from(dim).map_err(|_| TensorError::NegativeDim {
            shape: shape.to_vec(),
            axis,
        })?;
        elements = elements
            .checked_mul(dim)
            .ok_or_else(|| TensorError::TooLarge {
                shape: shape.to_vec(),
                dtype: dtype.name(),
            })?;
    }
    let bytes = elements
        .checked_mul(dtype_size(dtype))
        .filter(|&b| b <= isize::MAX as usize - TENSOR_ALIGN)
        .ok_or_else(|| TensorError::TooLarge {
            shape: shape.to_vec(),
            dtype: dtype.name(),
        })?;
    if i32::try_from(shape.len()).is_err() {
        return Err(TensorError::TooManyDims(shape.len()));
    }
    Ok((elements, bytes))
}

/// One aligned block of tensor storage: a `Vec` of these is 64-byte aligned memory without
/// any `unsafe` (bytemuck views it as bytes or elements).
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C, align(64))]
struct Block([u8; TENSOR_ALIGN]);

/// Zeroed, 64-byte aligned bytes. Cloning copies the blocks, so the copy is aligned too.
#[derive(Clone)]
struct AlignedBytes {
    blocks: Vec<Block>,
    len: usize,
}

impl AlignedBytes {
    fn zeroed(len: usize) -> Result<AlignedBytes, TensorError> {
        let count = len.div_ceil(TENSOR_ALIGN);
        let mut blocks = Vec::new();
        // Out of memory is an error the caller can report (a shape may be user input).
        blocks
            .try_reserve_exact(count)
            .map_err(|_| TensorError::OutOfMemory { bytes: len })?;
        blocks.resize(count, Block([0; TENSOR_ALIGN]));
        Ok(AlignedBytes { blocks, len })
    }

    fn as_slice(&self) -> &[u8] {
        &bytemuck::cast_slice::<Block, u8>(&self.blocks)[..self.len]
    }

    fn as_mut_slice(&mut self) -> &mut [u8] {
        &mut bytemuck::cast_slice_mut::<Block, u8>(&mut self.blocks)[..self.len]
    }

    /// The start of the storage (aligned and non-null even when empty).
    fn as_mut_ptr(&mut self) -> *mut u8 {
        self.blocks.as_mut_ptr().cast::<u8>()
    }
}

/// An owned CPU tensor: compact row-major data, 64-byte aligned.
///
/// `Clone` is a deep copy: the clone owns new aligned storage holding the same bytes, and
/// writing to one never changes the other.
#[derive(Clone)]
pub struct Tensor {
    dtype: DType,
    shape: Vec<i64>,
    elements: usize,
    data: AlignedBytes,
}

impl std::fmt::Debug for Tensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tensor")
            .field("dtype", &self.dtype.name())
            .field("shape", &self.shape)
            .finish_non_exhaustive()
    }
}

impl Tensor {
    /// A tensor of zeros.
    pub fn zeros(dtype: DType, shape: &[i64]) -> Result<Tensor, TensorError> {
        let (elements, bytes) = checked_size(dtype, shape)?;
        Ok(Tensor {
            dtype,
            shape: shape.to_vec(),
            elements,
            data: AlignedBytes::zeroed(bytes)?,
        })
    }

    /// A tensor holding a copy of `values` (row-major) with `shape`.
    pub fn from_slice<T: Element>(shape: &[i64], values: &[T]) -> Result<Tensor, TensorError> {
        let (elements, _) = checked_size(T::DTYPE, shape)?;
        if elements != values.len() {
            return Err(TensorError::LengthMismatch {
                shape: shape.to_vec(),
                expected: elements,
                actual: values.len(),
            });
        }
        let mut tensor = Tensor::zeros(T::DTYPE, shape)?;
        tensor.as_mut_slice::<T>()?.copy_from_slice(values);
        Ok(tensor)
    }

    /// A tensor of raw little-endian element bytes (e.g. read from a `.npy` file).
    pub fn from_bytes(dtype: DType, shape: &[i64], bytes: &[u8]) -> Result<Tensor, TensorError> {
        // Check the length before allocating: the shape may come from an untrusted file.
        let (_, expected) = checked_size(dtype, shape)?;
        if bytes.len() != expected {
            return Err(TensorError::ByteLengthMismatch {
                shape: shape.to_vec(),
                dtype: dtype.name(),
                expected,
                actual: bytes.len(),
            });
        }
        let mut tensor = Tensor::zeros(dtype, shape)?;
        tensor.data.as_mut_slice().copy_from_slice(bytes);
        Ok(tensor)
    }

    /// A tensor of deterministic pseudo-random values from `seed`: floats uniform in
    /// [-1, 1), integers in [-8, 8) (unsigned [0, 16)), bools 0 or 1.
    pub fn random(dtype: DType, shape: &[i64], seed: u64) -> Result<Tensor, TensorError> {
        let mut tensor = Tensor::zeros(dtype, shape)?;
        let mut rng = SplitMix64(seed);
        let size = dtype_size(dtype);
        for chunk in tensor.data.as_mut_slice().chunks_exact_mut(size.max(1)) {
            let bits = rng.next();
            let unit = (bits >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
            let small = (bits >> 60) as i64 - 8;
            match dtype {
                DType::F32 => chunk.copy_from_slice(&(unit as f32).to_le_bytes()),
                DType::F64 => chunk.copy_from_slice(&unit.to_le_bytes()),
                DType::F16 => chunk.copy_from_slice(&f32_to_f16_bits(unit as f32).to_le_bytes()),
                DType::Bool => chunk[0] = (bits >> 63) as u8,
                DType::U8 | DType::U16 | DType::U32 | DType::U64 => {
                    chunk.fill(0);
                    chunk[0] = (bits >> 60) as u8;
                }
                DType::I8 | DType::I16 | DType::I32 | DType::I64 => {
                    chunk.copy_from_slice(&small.to_le_bytes()[..size]);
                }
            }
        }
        Ok(tensor)
    }

    /// The element type.
    pub fn dtype(&self) -> DType {
        self.dtype
    }

    /// The shape.
    pub fn shape(&self) -> &[i64] {
        &self.shape
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.elements
    }

    /// Whether the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.elements == 0
    }

    /// The data as raw little-endian bytes.
    pub fn as_bytes(&self) -> &[u8] {
        self.data.as_slice()
    }

    /// The data as raw little-endian bytes, mutable (for filling tensors of any dtype).
    pub fn as_bytes_mut(&mut self) -> &mut [u8] {
        self.data.as_mut_slice()
    }

    /// The elements, if `T` is the tensor's dtype.
    pub fn as_slice<T: Element>(&self) -> Result<&[T], TensorError> {
        self.check_dtype::<T>()?;
        // The storage is 64-byte aligned and holds exactly `elements` values of T.
        Ok(bytemuck::cast_slice(self.data.as_slice()))
    }

    /// The elements, mutable, if `T` is the tensor's dtype.
    pub fn as_mut_slice<T: Element>(&mut self) -> Result<&mut [T], TensorError> {
        self.check_dtype::<T>()?;
        Ok(bytemuck::cast_slice_mut(self.data.as_mut_slice()))
    }

    fn check_dtype<T: Element>(&self) -> Result<(), TensorError> {
        if T::DTYPE == self.dtype {
            Ok(())
        } else {
            Err(TensorError::DTypeMismatch {
                actual: self.dtype.name(),
                requested: T::DTYPE.name(),
            })
        }
    }

    /// The elements converted to f64, for summaries and comparisons.
    pub fn to_f64_vec(&self) -> Vec<f64> {
        let size = dtype_size(self.dtype).max(1);
        self.as_bytes()
            .chunks_exact(size)
            .map(|b| element_to_f64(self.dtype, b))
            .collect()
    }

    /// A `DLTensor` describing this tensor; valid while the tensor is neither moved nor dropped.
    pub(crate) fn dl_tensor(&mut self) -> DLTensor {
        DLTensor {
            data: self.data.as_mut_ptr().cast::<c_void>(),
            device: DLDevice {
                device_type: device_type::CPU,
                device_id: 0,
            },
            // checked_size refused more dimensions than i32 holds.
            ndim: self.shape.len() as i32,
            dtype: dl_dtype(self.dtype),
            shape: self.shape.as_mut_ptr(),
            strides: std::ptr::null_mut(),
            byte_offset: 0,
        }
    }
}

/// One element's little-endian bytes as f64.
fn element_to_f64(dtype: DType, b: &[u8]) -> f64 {
    let mut buf = [0u8; 8];
    buf[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
    match dtype {
        DType::Bool | DType::U8 => f64::from(buf[0]),
        DType::I8 => f64::from(buf[0] as i8),
        DType::I16 => f64::from(i16::from_le_bytes([buf[0], buf[1]])),
        DType::U16 => f64::from(u16::from_le_bytes([buf[0], buf[1]])),
        DType::I32 => f64::from(i32::from_le_bytes([buf[0], buf[1], buf[2], buf[3]])),
        DType::U32 => f64::from(u32::from_le_bytes([buf[0], buf[1], buf[2], buf[3]])),
        DType::I64 => i64::from_le_bytes(buf) as f64,
        DType::U64 => u64::from_le_bytes(buf) as f64,
        DType::F16 => f64::from(f16_bits_to_f32(u16::from_le_bytes([buf[0], buf[1]]))),
        DType::F32 => f64::from(f32::from_le_bytes([buf[0], buf[1], buf[2], buf[3]])),
        DType::F64 => f64::from_le_bytes(buf),
    }
}

fn f16_bits_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let frac = u32::from(h & 0x3ff);
    let bits = match (exp, frac) {
        (0, 0) => sign,
        (0, _) => {
            // Subnormal: value = frac * 2^-24.
            let value = frac as f32 * (1.0 / 16_777_216.0);
            return if sign != 0 { -value } else { value };
        }
        (0x1f, _) => sign | 0x7f80_0000 | (frac << 13),
        _ => sign | ((exp + 112) << 23) | (frac << 13),
    };
    f32::from_bits(bits)
}

fn f32_to_f16_bits(value: f32) -> u16 {
    // Only used for random data in [-1, 1): normal range, truncating rounding is fine.
    let bits = value.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    if exp <= 0 {
        return sign;
    }
    sign | ((exp as u16) << 10) | ((bits >> 13) & 0x3ff) as u16
}

/// SplitMix64: small, seedable, deterministic across platforms.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn tensors_are_aligned_typed_and_checked() {
        let t = Tensor::from_slice(&[2, 3], &[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap();
        assert_eq!(t.as_bytes().as_ptr() as usize % TENSOR_ALIGN, 0);
        assert_eq!(t.as_slice::<f32>().unwrap()[5], 6.0);
        assert_eq!(
            t.as_slice::<i32>().unwrap_err(),
            TensorError::DTypeMismatch {
                actual: "f32",
                requested: "i32"
            }
        );
        assert!(matches!(
            Tensor::from_slice(&[4], &[1i32, 2]),
            Err(TensorError::LengthMismatch {
                expected: 4,
                actual: 2,
                ..
            })
        ));
        assert!(matches!(
            Tensor::zeros(DType::F32, &[2, -1]),
            Err(TensorError::NegativeDim { axis: 1, .. })
        ));
        assert!(matches!(
            Tensor::zeros(DType::F64, &[i64::MAX, 4]),
            Err(TensorError::TooLarge { .. })
        ));
        assert_eq!(Tensor::zeros(DType::F32, &[0]).unwrap().as_bytes().len(), 0);
        // A size the address space allows but memory does not is an error, not an abort.
        assert!(matches!(
            Tensor::zeros(DType::F64, &[1 << 59]),
            Err(TensorError::OutOfMemory { .. })
        ));
    }

    #[test]
    fn random_is_deterministic_and_in_range() {
        let a = Tensor::random(DType::F32, &[1000], 7).unwrap();
        let b = Tensor::random(DType::F32, &[1000], 7).unwrap();
        let c = Tensor::random(DType::F32, &[1000], 8).unwrap();
        assert_eq!(a.as_bytes(), b.as_bytes());
        assert_ne!(a.as_bytes(), c.as_bytes());
        assert!(
            a.as_slice::<f32>()
                .unwrap()
                .iter()
                .all(|v| (-1.0..1.0).contains(v))
        );
        let i = Tensor::random(DType::I32, &[100], 1).unwrap();
        assert!(
            i.as_slice::<i32>()
                .unwrap()
                .iter()
                .all(|v| (-8..8).contains(v))
        );
        let h = Tensor::random(DType::F16, &[100], 1).unwrap();
        assert!(h.to_f64_vec().iter().all(|v| (-1.0..1.0).contains(v)));
    }

    #[test]
    fn f16_decoding_matches_known_bit_patterns() {
        assert_eq!(f16_bits_to_f32(0x3c00), 1.0);
        assert_eq!(f16_bits_to_f32(0xc000), -2.0);
        assert_eq!(f16_bits_to_f32(0x3555), 0.333_251_95);
        assert_eq!(f16_bits_to_f32(0x0001), 5.960_464_5e-8);
    }
}
