//! The builtins for prim values, shapes read from tensors and function-valued parameters:
//! `match_prim_value`, `tensor_to_shape` and `check_func_info` (TVM's `builtin.cc`).

use super::{
    Fault, FaultKind, INT, Rc, VmTensor, VmValue, err_context, exact_count, fault, heap_load,
    heap_store, int_arg, tensor_arg,
};

/// `match_prim_value(value, heap, code, slot_or_imm, err_ctx)`: one dimension of
/// `match_shape` for a scalar (codes as TVM's `MatchShapeCode`: 0 assert equal to the
/// immediate, 1 store to the heap, 2 nothing, 3 assert equal to the heap slot). Unlike
/// `match_shape`, TVM types the heap as `DLTensor*`, so `%void` is a TypeError even for code 0.
pub(super) fn match_prim_value(args: &[VmValue]) -> Result<VmValue, Fault> {
    exact_count(args, &[5], "match_prim_value")?;
    let value = int_arg(args, 0, "value")?;
    let heap = Some(tensor_arg(args, 1, "shape heap")?);
    let code = int_arg(args, 2, "code")?;
    let operand = int_arg(args, 3, "slot or immediate")?;
    let context = err_context(args, 4);
    match code {
        0 if value != operand => fault(
            FaultKind::Check,
            format!(
                "{context}: match_cast error, the prim value {value} is not the constant {operand}"
            ),
        ),
        1 => heap_store(heap, operand, value).map(|()| VmValue::None),
        3 => {
            let expected = heap_load(heap, operand)?;
            if value == expected {
                Ok(VmValue::None)
            } else {
                fault(
                    FaultKind::Check,
                    format!(
                        "{context}: match_cast error, the prim value {value} is not the earlier \
                         value {expected} (shape heap slot {operand})"
                    ),
                )
            }
        }
        0 | 2 => Ok(VmValue::None),
        other => fault(
            FaultKind::Check,
            format!("unknown match_prim_value code {other}"),
        ),
    }
}

/// `tensor_to_shape(data)`: the Shape whose dims are the elements of a 1-D int16/32/64 tensor.
pub(super) fn tensor_to_shape(args: &[VmValue]) -> Result<VmValue, Fault> {
    exact_count(args, &[1], "tensor_to_shape")?;
    let tensor = tensor_arg(args, 0, "data")?;
    let dtype = tensor.dtype;
    if tensor.shape.len() != 1 {
        return fault(
            FaultKind::Check,
            format!(
                "tensor_to_shape of a tensor of shape {:?}: it must be 1-D",
                tensor.shape
            ),
        );
    }
    if dtype.code != INT || !matches!(dtype.bits, 16 | 32 | 64) || dtype.lanes != 1 {
        return fault(
            FaultKind::Type,
            format!("tensor_to_shape of a {dtype} tensor: it must be int16, int32 or int64"),
        );
    }
    let count = tensor.elements().unwrap_or(0);
    let dims = (0..count)
        .map(|index| read_int_element(tensor, index))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(VmValue::Shape(Rc::from(dims)))
}

/// Element `index` of an int16/32/64 tensor, sign-extended.
fn read_int_element(tensor: &VmTensor, index: usize) -> Result<i64, Fault> {
    let width = usize::from(tensor.dtype.bits / 8);
    let mut bytes = [0u8; 8];
    let read = index
        .checked_mul(width)
        .and_then(|offset| offset.checked_add(tensor.byte_offset))
        .is_some_and(|offset| tensor.storage.raw().read(offset, &mut bytes[..width]));
    if !read {
        return fault(
            FaultKind::Memory,
            format!("element {index} of the shape tensor is outside its storage"),
        );
    }
    Ok(match width {
        2 => i64::from(i16::from_le_bytes([bytes[0], bytes[1]])),
        4 => i64::from(i32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])),
        _ => i64::from_le_bytes(bytes),
    })
}

/// `check_func_info(value, err_ctx)`: the value is a function of the table or a closure.
pub(super) fn check_func_info(args: &[VmValue]) -> Result<VmValue, Fault> {
    exact_count(args, &[2], "check_func_info")?;
    match &args[0] {
        VmValue::Function(_) | VmValue::Closure(_) => Ok(VmValue::None),
        other => fault(
            FaultKind::Type,
            format!(
                "{}: expect a Function but get {}",
                err_context(args, 1),
                other.kind()
            ),
        ),
    }
}
