//! DLPack's `DLDataType`: the type codes, TVM's names for them (`int32`, `float16x4`, `bool`,
//! `handle`) and the one parser of those names.
//!
//! Bool follows TVM 0.27 (tvm-ffi `DataType::Bool()`, DLPack's array convention): `kDLBool`
//! (code 6) with 8 bits, named `bool`. TVM up to 0.20 wrote `bool` as `uint1` (code 1, 1 bit);
//! payloads of such libraries keep their stored triple (they are read and rewritten byte for
//! byte), and readers that judge a value's kind use [`DLDataType::is_bool`], which accepts both.
//! Text names only ever parse to the current encoding: `bool` is code 6 / 8 bits and `uint1` is
//! code 1 / 1 bit, as `tvm.DataType` parses them.

use std::fmt;

/// DLPack `DLDataTypeCode` values (`dlpack.h`).
pub mod type_code {
    /// `kDLInt`: signed integer.
    pub const INT: u8 = 0;
    /// `kDLUInt`: unsigned integer.
    pub const UINT: u8 = 1;
    /// `kDLFloat`: IEEE float.
    pub const FLOAT: u8 = 2;
    /// `kDLOpaqueHandle`: a pointer.
    pub const OPAQUE_HANDLE: u8 = 3;
    /// `kDLBfloat`: bfloat16.
    pub const BFLOAT: u8 = 4;
    /// `kDLComplex`: complex numbers.
    pub const COMPLEX: u8 = 5;
    /// `kDLBool`: boolean, one byte per lane.
    pub const BOOL: u8 = 6;
    /// `kDLFloat8_e3m4`, the first of the narrow float codes (7 to 17).
    pub const FLOAT8_E3M4: u8 = 7;
    /// First code of the custom types (`kDLExtCustomBegin`).
    pub const CUSTOM_BEGIN: u8 = 129;
}

/// The narrow float codes 7 to 17 in order, with the names TVM prints (no bit count follows).
const NARROW_FLOAT_NAMES: [&str; 11] = [
    "float8_e3m4",
    "float8_e4m3",
    "float8_e4m3b11fnuz",
    "float8_e4m3fn",
    "float8_e4m3fnuz",
    "float8_e5m2",
    "float8_e5m2fnuz",
    "float8_e8m0fnu",
    "float6_e2m3fn",
    "float6_e3m2fn",
    "float4_e2m1fn",
];

/// DLPack's data type triple as TVM serializes it: u8 code, u8 bits, u16 lanes (laid out as
/// DLPack's C struct, so the runtime passes it to kernels as is).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DLDataType {
    /// Type code (a [`type_code`]): Int 0, UInt 1, Float 2, OpaqueHandle 3, Bfloat 4, Bool 6.
    pub code: u8,
    /// Bits per lane.
    pub bits: u8,
    /// Vector lanes (1 for scalars).
    pub lanes: u16,
}

const _: () = assert!(std::mem::size_of::<DLDataType>() == 4);

impl DLDataType {
    /// `bool` as TVM 0.27 encodes it: `kDLBool`, 8 bits.
    pub const BOOL: DLDataType = DLDataType::scalar(type_code::BOOL, 8);
    /// `handle`: a 64-bit opaque pointer.
    pub const HANDLE: DLDataType = DLDataType::scalar(type_code::OPAQUE_HANDLE, 64);
    /// `int32`.
    pub const INT32: DLDataType = DLDataType::scalar(type_code::INT, 32);
    /// `int64`.
    pub const INT64: DLDataType = DLDataType::scalar(type_code::INT, 64);
    /// `uint8`.
    pub const UINT8: DLDataType = DLDataType::scalar(type_code::UINT, 8);
    /// `float32`.
    pub const FLOAT32: DLDataType = DLDataType::scalar(type_code::FLOAT, 32);

    /// A one-lane type.
    pub const fn scalar(code: u8, bits: u8) -> DLDataType {
        DLDataType {
            code,
            bits,
            lanes: 1,
        }
    }

    /// True for either bool encoding: `kDLBool` (TVM 0.21+) or `uint1` (TVM ≤ 0.20).
    pub fn is_bool(self) -> bool {
        self.code == type_code::BOOL || (self.code == type_code::UINT && self.bits == 1)
    }

    /// Parses a TVM type name: `handle`, `bool`, `int8`…`int64`, `uint…`, `float…`,
    /// `bfloat16`, each optionally with `x<lanes>` (`float32x4`, `boolx4`). Bit counts are
    /// 1, 8, 16, 32 or 64; lanes are positive. `None` for anything else.
    pub fn parse_tvm_name(name: &str) -> Option<DLDataType> {
        if name == "handle" {
            return Some(DLDataType::HANDLE);
        }
        let (base, lanes) = match name.split_once('x') {
            Some((base, lanes)) => (base, lanes.parse::<u16>().ok().filter(|&l| l > 0)?),
            None => (name, 1),
        };
        if base == "bool" {
            return Some(DLDataType {
                lanes,
                ..DLDataType::BOOL
            });
        }
        let (code, bits) = [
            ("bfloat", type_code::BFLOAT),
            ("float", type_code::FLOAT),
            ("uint", type_code::UINT),
            ("int", type_code::INT),
        ]
        .iter()
        .find_map(|(prefix, code)| base.strip_prefix(prefix).map(|bits| (*code, bits)))?;
        let bits: u8 = bits
            .parse()
            .ok()
            .filter(|b| [1, 8, 16, 32, 64].contains(b))?;
        Some(DLDataType { code, bits, lanes })
    }
}

/// TVM's name (`DLDataTypeToString`): `int32`, `float16x4`, `bool` for `kDLBool` with 8 bits,
/// `handle` for every opaque handle, the narrow floats by their names (`float8_e4m3fn`).
/// Codes TVM does not name print as `type<code>_<bits>` (TVM refuses them).
impl fmt::Display for DLDataType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let DLDataType { code, bits, lanes } = *self;
        match code {
            type_code::OPAQUE_HANDLE => return f.write_str("handle"),
            type_code::BOOL if bits == 8 => f.write_str("bool")?,
            type_code::BOOL => write!(f, "bool{bits}")?,
            type_code::INT => write!(f, "int{bits}")?,
            type_code::UINT => write!(f, "uint{bits}")?,
            type_code::FLOAT => write!(f, "float{bits}")?,
            type_code::BFLOAT => write!(f, "bfloat{bits}")?,
            type_code::COMPLEX => write!(f, "complex{bits}")?,
            code if code >= type_code::CUSTOM_BEGIN => write!(f, "custom[{code}]{bits}")?,
            code => match NARROW_FLOAT_NAMES
                .get(usize::from(code.wrapping_sub(type_code::FLOAT8_E3M4)))
            {
                Some(name) if code >= type_code::FLOAT8_E3M4 => f.write_str(name)?,
                _ => write!(f, "type{code}_{bits}")?,
            },
        }
        if lanes > 1 {
            write!(f, "x{lanes}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dt(code: u8, bits: u8, lanes: u16) -> DLDataType {
        DLDataType { code, bits, lanes }
    }

    // Expected triples and names are those `tvm.DataType(name)` and `str(tvm_ffi.dtype)` give
    // in TVM 0.27, written out.
    #[test]
    fn names_parse_as_tvm_parses_them() {
        let cases = [
            ("handle", dt(3, 64, 1)),
            ("bool", dt(6, 8, 1)),
            ("boolx4", dt(6, 8, 4)),
            ("uint1", dt(1, 1, 1)),
            ("uint1x4", dt(1, 1, 4)),
            ("int32", dt(0, 32, 1)),
            ("uint8", dt(1, 8, 1)),
            ("float32", dt(2, 32, 1)),
            ("float16x4", dt(2, 16, 4)),
            ("bfloat16", dt(4, 16, 1)),
        ];
        for (name, triple) in cases {
            assert_eq!(DLDataType::parse_tvm_name(name), Some(triple), "{name}");
        }
        for bad in ["float31", "int32x0", "quux", "", "int", "x4", "bool8"] {
            assert_eq!(DLDataType::parse_tvm_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn display_matches_tvm() {
        let cases = [
            (dt(6, 8, 1), "bool"),
            (dt(6, 8, 4), "boolx4"),
            (dt(6, 1, 1), "bool1"),
            (dt(1, 1, 1), "uint1"),
            (dt(1, 1, 4), "uint1x4"),
            (dt(3, 64, 1), "handle"),
            (dt(3, 32, 1), "handle"),
            (dt(2, 32, 4), "float32x4"),
            (dt(10, 8, 1), "float8_e4m3fn"),
            (dt(17, 4, 1), "float4_e2m1fn"),
            (dt(18, 8, 1), "type18_8"),
        ];
        for (dtype, name) in cases {
            assert_eq!(dtype.to_string(), name, "{dtype:?}");
        }
    }

    #[test]
    fn both_bool_encodings_are_bool() {
        assert!(dt(6, 8, 1).is_bool());
        assert!(dt(1, 1, 1).is_bool());
        assert!(!dt(1, 8, 1).is_bool());
        assert!(!dt(0, 1, 1).is_bool());
    }
}
