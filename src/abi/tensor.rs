//! DLPack's `DLTensor` and the byte offsets of its fields, which generated code loads at and the
//! runtime's `#[repr(C)]` struct has (checked against each other when this crate compiles).

use super::{DLDataType, DLDevice};
use std::ffi::c_void;

/// Bytes of a `TVMFFIObject` header (reference counts, type index, deleter): an `ffi.Tensor`
/// object's `DLTensor` follows it.
pub const OBJECT_HEADER_SIZE: u64 = 24;

/// One field of `DLTensor`: its position in the C struct (what an LLVM struct GEP names) and its
/// byte offset on a 64-bit target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// Position among the struct's fields.
    pub index: u32,
    /// Byte offset on a 64-bit target.
    pub offset: u64,
}

/// The fields of `DLTensor` in declaration order.
pub mod field {
    use super::Field;

    /// `void* data`.
    pub const DATA: Field = Field {
        index: 0,
        offset: 0,
    };
    /// `DLDevice device`.
    pub const DEVICE: Field = Field {
        index: 1,
        offset: 8,
    };
    /// `int32_t ndim`.
    pub const NDIM: Field = Field {
        index: 2,
        offset: 16,
    };
    /// `DLDataType dtype`.
    pub const DTYPE: Field = Field {
        index: 3,
        offset: 20,
    };
    /// `int64_t* shape`.
    pub const SHAPE: Field = Field {
        index: 4,
        offset: 24,
    };
    /// `int64_t* strides` (NULL for compact row-major).
    pub const STRIDES: Field = Field {
        index: 5,
        offset: 32,
    };
    /// `uint64_t byte_offset`.
    pub const BYTE_OFFSET: Field = Field {
        index: 6,
        offset: 40,
    };
}

/// Bytes of a `DLTensor` on a 64-bit target.
pub const DLTENSOR_SIZE: u64 = 48;

/// DLPack `DLTensor`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLTensor {
    /// Start of the data.
    pub data: *mut c_void,
    /// Where the data lives.
    pub device: DLDevice,
    /// Number of dimensions.
    pub ndim: i32,
    /// Element type.
    pub dtype: DLDataType,
    /// `ndim` extents.
    pub shape: *mut i64,
    /// `ndim` strides in elements, or NULL for compact row-major.
    pub strides: *mut i64,
    /// Offset of the first element from `data`, in bytes.
    pub byte_offset: u64,
}

impl DLTensor {
    /// An empty descriptor (NULL data, no dimensions, on the CPU), used to initialise buffers.
    pub const EMPTY: DLTensor = DLTensor {
        data: std::ptr::null_mut(),
        device: DLDevice::CPU,
        ndim: 0,
        dtype: DLDataType {
            code: 0,
            bits: 0,
            lanes: 0,
        },
        shape: std::ptr::null_mut(),
        strides: std::ptr::null_mut(),
        byte_offset: 0,
    };
}

// The repr(C) struct and the offset table are one definition: a drift fails the build.
#[cfg(target_pointer_width = "64")]
const _: () = {
    use std::mem::{offset_of, size_of};
    assert!(offset_of!(DLTensor, data) as u64 == field::DATA.offset);
    assert!(offset_of!(DLTensor, device) as u64 == field::DEVICE.offset);
    assert!(offset_of!(DLTensor, ndim) as u64 == field::NDIM.offset);
    assert!(offset_of!(DLTensor, dtype) as u64 == field::DTYPE.offset);
    assert!(offset_of!(DLTensor, shape) as u64 == field::SHAPE.offset);
    assert!(offset_of!(DLTensor, strides) as u64 == field::STRIDES.offset);
    assert!(offset_of!(DLTensor, byte_offset) as u64 == field::BYTE_OFFSET.offset);
    assert!(size_of::<DLTensor>() as u64 == DLTENSOR_SIZE);
};

#[cfg(test)]
mod tests {
    use super::field;

    #[test]
    fn field_indices_count_up_in_declaration_order() {
        let fields = [
            field::DATA,
            field::DEVICE,
            field::NDIM,
            field::DTYPE,
            field::SHAPE,
            field::STRIDES,
            field::BYTE_OFFSET,
        ];
        for (position, f) in fields.iter().enumerate() {
            assert_eq!(f.index as usize, position);
        }
        // dlpack.h on LP64: pointer 8, DLDevice 8, int32 4, DLDataType 4, then 8-aligned fields.
        let offsets: Vec<u64> = fields.iter().map(|f| f.offset).collect();
        assert_eq!(offsets, [0, 8, 16, 20, 24, 32, 40]);
    }
}
