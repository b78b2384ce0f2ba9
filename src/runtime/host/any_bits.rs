//! Reading a `TVMFFIAny`'s value union as the device launch path does: whatever the type index
//! says (TVM's `PackFuncVoidAddr` reads `v_int64`/`v_float64`/`v_ptr` unchecked, spec
//! shared/spec/cuda.md §3.3), so the safe launch planner in `runtime::device` can stay safe.

use crate::abi::TVMFFIAny;

/// The 8 bytes of `value`'s union as an integer (`v_int64`; the same bits as `v_float64` and
/// `v_ptr`).
pub fn any_value_bits(value: &TVMFFIAny) -> i64 {
    // SAFETY: every member of `AnyValue` is 8 bytes of plain data (i64, f64, a raw pointer
    // that is not dereferenced), so any bit pattern is a valid `i64`; reading `v_int64`
    // reinterprets whichever member was written, which is exactly what TVM's packer does.
    unsafe { value.value.v_int64 }
}
