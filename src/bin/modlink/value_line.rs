//! The one line `run` and `run-model` (graph executor and Relax alike) print per value:
//! `<label>: <dtype>[<shape>] min=… max=… mean=… first=[…]` for a tensor, `int 3`,
//! `float 1.4e-9` or `bool true` for a scalar.
//!
//! Floats are written as the shortest decimal that reads back as the same value of the
//! tensor's own dtype (`1.4e-9`, `0.1`, `2.0`), never rounded to a fixed number of decimals;
//! NaN elements are counted (`nan=K`) and left out of min, max and mean; integers print as
//! integers, exactly; bools as `true`/`false` with their counts.

use modlink::ir::DType;
use modlink::runtime::Tensor;
use modlink::runtime::value::dtype_size;

/// How many leading elements a tensor line shows.
pub const SHOWN_ELEMENTS: usize = 6;

/// `value` as the shortest decimal that reads back as the same `dtype` value (`f32` and `f16`
/// through `f32`, which holds every `f16` exactly); `nan`, `inf` and `-inf` by name.
pub fn float_text(value: f64, dtype: DType) -> String {
    if value.is_nan() {
        "nan".into()
    } else if value.is_infinite() {
        if value > 0.0 { "inf" } else { "-inf" }.into()
    } else if matches!(dtype, DType::F32 | DType::F16) {
        // Debug is Rust's shortest round trip, with an exponent for very small or large values.
        format!("{:?}", value as f32)
    } else {
        format!("{value:?}")
    }
}

/// A scalar float as `run` prints it: `float 1.4e-9`.
pub fn float_scalar(value: f64) -> String {
    format!("float {}", float_text(value, DType::F64))
}

/// A one-line description of a tensor: dtype, shape, statistics and the first elements.
pub fn tensor_line(tensor: &Tensor) -> String {
    let dtype = tensor.dtype();
    let shape = tensor
        .shape()
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let head = format!("{}[{shape}]", dtype.name());
    if tensor.is_empty() {
        return format!("{head} (empty)");
    }
    let count = tensor.len();
    let more = if count > SHOWN_ELEMENTS { ", ..." } else { "" };
    let shown = |items: Vec<String>| format!("first=[{}{more}]", items.join(", "));
    if dtype == DType::Bool {
        let values: Vec<bool> = tensor.as_bytes().iter().map(|&b| b != 0).collect();
        let trues = values.iter().filter(|&&b| b).count();
        let first = values
            .iter()
            .take(SHOWN_ELEMENTS)
            .map(bool::to_string)
            .collect();
        return format!(
            "{head} true={trues} false={} {}",
            count - trues,
            shown(first)
        );
    }
    if let Some(integers) = tensor_integers(tensor) {
        let min = integers.iter().min().copied().unwrap_or(0);
        let max = integers.iter().max().copied().unwrap_or(0);
        // Summed exactly: the mean is the only inexact figure.
        let mean = integers.iter().sum::<i128>() as f64 / count as f64;
        let first = integers
            .iter()
            .take(SHOWN_ELEMENTS)
            .map(i128::to_string)
            .collect();
        return format!(
            "{head} min={min} max={max} mean={} {}",
            float_text(mean, DType::F64),
            shown(first)
        );
    }
    let values = tensor.to_f64_vec();
    let numbers: Vec<f64> = values.iter().copied().filter(|v| !v.is_nan()).collect();
    let nans = count - numbers.len();
    let text = |v: f64| float_text(v, dtype);
    let (min, max, mean) = if numbers.is_empty() {
        (f64::NAN, f64::NAN, f64::NAN)
    } else {
        (
            numbers.iter().copied().fold(f64::INFINITY, f64::min),
            numbers.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            numbers.iter().sum::<f64>() / numbers.len() as f64,
        )
    };
    let nan_count = if nans > 0 {
        format!(" nan={nans}")
    } else {
        String::new()
    };
    let first = values.iter().take(SHOWN_ELEMENTS).map(|&v| text(v)).collect();
    format!(
        "{head} min={} max={} mean={}{nan_count} {}",
        text(min),
        text(max),
        text(mean),
        shown(first)
    )
}

/// The elements of an integer tensor, exactly; `None` for other dtypes.
fn tensor_integers(tensor: &Tensor) -> Option<Vec<i128>> {
    let dtype = tensor.dtype();
    let signed = match dtype {
        DType::I8 | DType::I16 | DType::I32 | DType::I64 => true,
        DType::U8 | DType::U16 | DType::U32 | DType::U64 => false,
        _ => return None,
    };
    let size = dtype_size(dtype).max(1);
    Some(
        tensor
            .as_bytes()
            .chunks_exact(size)
            .map(|bytes| {
                let fill = if signed && bytes[size - 1] & 0x80 != 0 {
                    0xff
                } else {
                    0
                };
                let mut wide = [fill; 16];
                wide[..size].copy_from_slice(bytes);
                i128::from_le_bytes(wide)
            })
            .collect(),
    )
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn floats_are_shortest_round_trips_and_nan_aware() {
        let t = Tensor::from_slice(&[4], &[0.5f32, -3.0, 0.1, 4.4]).unwrap();
        assert_eq!(
            tensor_line(&t),
            "f32[4] min=-3.0 max=4.4 mean=0.5 first=[0.5, -3.0, 0.1, 4.4]"
        );
        let t = Tensor::from_slice(&[1], &[1.4e-9f32]).unwrap();
        assert_eq!(
            tensor_line(&t),
            "f32[1] min=1.4e-9 max=1.4e-9 mean=1.4e-9 first=[1.4e-9]"
        );
        let t = Tensor::from_slice(&[3], &[f64::NAN, 2.5, f64::NAN]).unwrap();
        assert_eq!(
            tensor_line(&t),
            "f64[3] min=2.5 max=2.5 mean=2.5 nan=2 first=[nan, 2.5, nan]"
        );
        let t = Tensor::from_slice(&[2], &[f32::NAN, f32::NAN]).unwrap();
        assert_eq!(
            tensor_line(&t),
            "f32[2] min=nan max=nan mean=nan nan=2 first=[nan, nan]"
        );
    }

    #[test]
    fn integers_and_bools_print_as_themselves() {
        let t = Tensor::from_slice(&[3], &[9_007_199_254_740_993i64, -1, 2]).unwrap();
        assert_eq!(
            tensor_line(&t),
            "i64[3] min=-1 max=9007199254740993 mean=3002399751580331.5 \
             first=[9007199254740993, -1, 2]"
        );
        let t = Tensor::from_bytes(DType::Bool, &[3], &[1, 0, 1]).unwrap();
        assert_eq!(
            tensor_line(&t),
            "bool[3] true=2 false=1 first=[true, false, true]"
        );
    }
}
