//! The one packer of the packed ABI: every call path turns its arguments into [`PackedValue`]s,
//! which become `TVMFFIAny`s here (and a legacy callee's values and type codes from those).

use crate::abi::ffi::{legacy_code_of, type_index};
use crate::abi::{AnyValue, DLDataType, DLTensor, TVMFFIAny};
use std::ffi::c_int;

/// One argument on its way into a packed call. Every call path — [`crate::runtime::Arg`]s,
/// an interpreter's [`PackedArg`]s, a legacy-ABI callee — turns its arguments into these, and
/// [`PackedValue::write`] is the one place they become `TVMFFIAny`s.
pub(crate) enum PackedValue {
    /// A tensor, passed as a `DLTensor*` (type index 7) to this `DLTensor`.
    Tensor(DLTensor),
    /// An integer (type index 1).
    Int(i64),
    /// A float (type index 3).
    Float(f64),
    /// A boolean (type index 2).
    Bool(bool),
    /// A data type by value (type index 5).
    DataType(DLDataType),
    /// None (type index 0).
    None,
}

impl PackedValue {
    /// Writes the value into `any`; a tensor's `DLTensor` goes into `tensor`, which `any` then
    /// points at, so it must stay where it is until the call returns.
    pub(crate) fn write(self, tensor: &mut DLTensor, any: &mut TVMFFIAny) {
        let (type_index, value) = match self {
            PackedValue::Tensor(dl) => {
                *tensor = dl;
                (
                    type_index::DLTENSOR_PTR,
                    AnyValue {
                        v_ptr: (tensor as *mut DLTensor).cast(),
                    },
                )
            }
            PackedValue::Int(v) => (type_index::INT, AnyValue { v_int64: v }),
            PackedValue::Float(v) => (type_index::FLOAT, AnyValue { v_float64: v }),
            PackedValue::Bool(v) => (
                type_index::BOOL,
                AnyValue {
                    v_int64: i64::from(v),
                },
            ),
            PackedValue::DataType(dtype) => {
                let word = u64::from(dtype.code)
                    | (u64::from(dtype.bits) << 8)
                    | (u64::from(dtype.lanes) << 16);
                (
                    type_index::DATA_TYPE,
                    AnyValue {
                        v_int64: word as i64,
                    },
                )
            }
            PackedValue::None => (type_index::NONE, AnyValue { v_int64: 0 }),
        };
        *any = TVMFFIAny {
            type_index,
            zero_padding: 0,
            value,
        };
    }
}

/// Packs `values` into `packed`, each tensor's `DLTensor` into the entry of `tensors` of the
/// same index (one entry of each per argument; both must outlive the call).
pub(crate) fn pack(
    values: impl Iterator<Item = PackedValue>,
    tensors: &mut [DLTensor],
    packed: &mut [TVMFFIAny],
) {
    for ((value, tensor), any) in values.zip(tensors.iter_mut()).zip(packed.iter_mut()) {
        value.write(tensor, any);
    }
}

/// The same arguments for a legacy-ABI callee: the value unions and their legacy type codes.
pub(crate) fn legacy_arguments(packed: &[TVMFFIAny]) -> (Vec<AnyValue>, Vec<c_int>) {
    packed
        .iter()
        .map(|any| (any.value, legacy_code_of(any.type_index)))
        .unzip()
}
