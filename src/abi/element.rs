//! The element types modlink computes with: what a kernel's buffers and scalars hold, what a
//! runtime tensor stores and what the DLPack `(code, bits)` pair of a one-lane [`DLDataType`]
//! means for them. Defined with the rest of the contract so that the kernel IR, codegen and the
//! runtime read one enum (the runtime never needs the kernel IR for it).
//!
//! [`DLDataType`]: super::DLDataType

use std::fmt;

/// An element or scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DType {
    /// 1-bit boolean, stored as one byte in buffers (DLPack code 6, 8 bits).
    Bool,
    /// Signed 8-bit integer.
    I8,
    /// Signed 16-bit integer.
    I16,
    /// Signed 32-bit integer.
    I32,
    /// Signed 64-bit integer.
    I64,
    /// Unsigned 8-bit integer.
    U8,
    /// Unsigned 16-bit integer.
    U16,
    /// Unsigned 32-bit integer.
    U32,
    /// Unsigned 64-bit integer.
    U64,
    /// IEEE half precision.
    F16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
}

impl DType {
    /// Every dtype, in a stable order.
    pub const ALL: [DType; 12] = [
        DType::Bool,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
        DType::F16,
        DType::F32,
        DType::F64,
    ];

    /// The name used in `.kir` text (`f32`, `i64`, `bool`, …).
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::U8 => "u8",
            DType::U16 => "u16",
            DType::U32 => "u32",
            DType::U64 => "u64",
            DType::F16 => "f16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    /// Parses a `.kir` dtype name.
    pub fn from_name(name: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.name() == name)
    }

    /// DLPack `(code, bits)`: Int 0, UInt 1, Float 2, Bool 6 (8 bits, as TVM 0.27 encodes it).
    pub fn dlpack(self) -> (u8, u8) {
        use super::dtype::type_code::{BOOL, FLOAT, INT, UINT};
        match self {
            DType::Bool => (BOOL, 8),
            DType::I8 => (INT, 8),
            DType::I16 => (INT, 16),
            DType::I32 => (INT, 32),
            DType::I64 => (INT, 64),
            DType::U8 => (UINT, 8),
            DType::U16 => (UINT, 16),
            DType::U32 => (UINT, 32),
            DType::U64 => (UINT, 64),
            DType::F16 => (FLOAT, 16),
            DType::F32 => (FLOAT, 32),
            DType::F64 => (FLOAT, 64),
        }
    }

    /// The dtype for a DLPack `(code, bits)` with one lane, if modlink supports it.
    #[inline]
    pub fn from_dlpack(code: u8, bits: u8) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.dlpack() == (code, bits))
    }

    /// Bytes one element occupies in a buffer.
    pub fn size_bytes(self) -> usize {
        match self {
            DType::Bool | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 | DType::F16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 => 8,
        }
    }

    /// True for f16, f32 and f64.
    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::F32 | DType::F64)
    }

    /// True for the signed and unsigned integer types (not bool).
    pub fn is_int(self) -> bool {
        matches!(
            self,
            DType::I8
                | DType::I16
                | DType::I32
                | DType::I64
                | DType::U8
                | DType::U16
                | DType::U32
                | DType::U64
        )
    }

    /// True for the signed integer types.
    pub fn is_signed_int(self) -> bool {
        matches!(self, DType::I8 | DType::I16 | DType::I32 | DType::I64)
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
