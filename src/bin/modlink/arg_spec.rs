//! Argument specifications as `modlink run --arg` takes them, and tensor summaries.
//!
//! Scalars: `i32:3`, `i64:-2`, `f32:0.5`, `f64:1e-3`, `bool:true` (any integer dtype gives an
//! integer, any float dtype a float: the packed ABI passes 64 bits). Tensors:
//! `f32[2,3]:random` (seeded, deterministic), `f32[4]:zeros`, `f32[4]:ones`, `f32[3]:1,2,3`,
//! or the path of a `.npy` file.

use modlink::ir::DType;
use modlink::runtime::RuntimeError;
use modlink::runtime::value::{Arg, Tensor, dtype_size, npy};
use std::path::Path;

/// A parsed `--arg` specification.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ArgSpec {
    /// An integer scalar.
    Int(i64),
    /// A float scalar.
    Float(f64),
    /// A boolean scalar.
    Bool(bool),
    /// A tensor built from a shape and an initialiser.
    Tensor {
        /// Element type.
        dtype: DType,
        /// Shape.
        shape: Vec<i64>,
        /// How to fill it.
        init: TensorInit,
    },
    /// A tensor read from a `.npy` file.
    Npy(std::path::PathBuf),
}

/// How an [`ArgSpec::Tensor`] is filled.
#[derive(Clone, Debug, PartialEq)]
pub enum TensorInit {
    /// Deterministic pseudo-random values ([`Tensor::random`]) seeded by the argument index.
    Random,
    /// Zeros.
    Zeros,
    /// Ones.
    Ones,
    /// These integers, row-major (integer dtypes: exact, range-checked).
    Integers(Vec<i128>),
    /// These values, row-major.
    Values(Vec<f64>),
}

/// An argument value owned for the duration of a call.
#[derive(Debug)]
pub enum ArgValue {
    /// A tensor.
    Tensor(Tensor),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A boolean.
    Bool(bool),
}

impl ArgValue {
    /// Borrows the value as a call argument.
    pub fn as_arg(&mut self) -> Arg<'_> {
        match self {
            ArgValue::Tensor(tensor) => Arg::Tensor(tensor),
            ArgValue::Int(v) => Arg::Int(*v),
            ArgValue::Float(v) => Arg::Float(*v),
            ArgValue::Bool(v) => Arg::Bool(*v),
        }
    }
}

fn spec_error(spec: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::ArgSpec {
        spec: spec.to_owned(),
        message: message.into(),
    }
}

impl ArgSpec {
    /// Parses one `--arg` value.
    pub fn parse(spec: &str) -> Result<ArgSpec, RuntimeError> {
        if let Some((head, value)) = spec.split_once(':') {
            if let Some((dtype_name, rest)) = head.split_once('[') {
                if let Some(dtype) = DType::from_name(dtype_name) {
                    return parse_tensor(spec, dtype, rest, value);
                }
            } else if let Some(dtype) = DType::from_name(head) {
                return parse_scalar(spec, dtype, value);
            }
        }
        if spec.ends_with(".npy") || Path::new(spec).is_file() {
            return Ok(ArgSpec::Npy(spec.into()));
        }
        Err(spec_error(
            spec,
            "expected `<dtype>:<value>`, `<dtype>[<shape>]:random|zeros|ones|<v>,<v>,..` or a .npy path",
        ))
    }

    /// Builds the value; `seed` seeds random tensors.
    pub fn materialize(&self, seed: u64) -> Result<ArgValue, RuntimeError> {
        Ok(match self {
            ArgSpec::Int(v) => ArgValue::Int(*v),
            ArgSpec::Float(v) => ArgValue::Float(*v),
            ArgSpec::Bool(v) => ArgValue::Bool(*v),
            ArgSpec::Npy(path) => ArgValue::Tensor(npy::read(path)?),
            ArgSpec::Tensor { dtype, shape, init } => {
                let describe = |e: modlink::runtime::TensorError| {
                    spec_error(&format!("{}{shape:?}", dtype.name()), e.to_string())
                };
                let tensor = match init {
                    TensorInit::Random => Tensor::random(*dtype, shape, seed).map_err(describe)?,
                    TensorInit::Zeros => Tensor::zeros(*dtype, shape).map_err(describe)?,
                    TensorInit::Ones => filled(*dtype, shape, |_| 1.0).map_err(describe)?,
                    TensorInit::Values(values) => {
                        let tensor = Tensor::zeros(*dtype, shape).map_err(describe)?;
                        if tensor.len() != values.len() {
                            return Err(spec_error(
                                &format!("{}{shape:?}", dtype.name()),
                                format!(
                                    "{} values given for {} elements",
                                    values.len(),
                                    tensor.len()
                                ),
                            ));
                        }
                        filled(*dtype, shape, |i| values[i]).map_err(describe)?
                    }
                    TensorInit::Integers(values) => {
                        let mut tensor = Tensor::zeros(*dtype, shape).map_err(describe)?;
                        if tensor.len() != values.len() {
                            return Err(spec_error(
                                &format!("{}{shape:?}", dtype.name()),
                                format!(
                                    "{} values given for {} elements",
                                    values.len(),
                                    tensor.len()
                                ),
                            ));
                        }
                        let size = dtype_size(*dtype).max(1);
                        for (element, value) in
                            tensor.as_bytes_mut().chunks_exact_mut(size).zip(values)
                        {
                            // Range-checked at parse time: the low `size` bytes are the value.
                            element.copy_from_slice(&value.to_le_bytes()[..size]);
                        }
                        tensor
                    }
                };
                ArgValue::Tensor(tensor)
            }
        })
    }
}

/// The values an integer dtype holds, as `(min, max)`; `None` for other dtypes.
fn integer_range(dtype: DType) -> Option<(i128, i128)> {
    Some(match dtype {
        DType::I8 => (i8::MIN.into(), i8::MAX.into()),
        DType::I16 => (i16::MIN.into(), i16::MAX.into()),
        DType::I32 => (i32::MIN.into(), i32::MAX.into()),
        DType::I64 => (i64::MIN.into(), i64::MAX.into()),
        DType::U8 => (0, u8::MAX.into()),
        DType::U16 => (0, u16::MAX.into()),
        DType::U32 => (0, u32::MAX.into()),
        DType::U64 => (0, u64::MAX.into()),
        _ => return None,
    })
}

/// Parses `text` as an integer of `dtype`, exactly: no fraction, no exponent, in range.
fn exact_integer(dtype: DType, text: &str) -> Result<i128, String> {
    let Some((min, max)) = integer_range(dtype) else {
        return Err(format!("{} is not an integer dtype", dtype.name()));
    };
    let value: i128 = text.trim().parse().map_err(|_| {
        format!(
            "`{}` is not an integer ({} takes whole numbers only)",
            text.trim(),
            dtype.name()
        )
    })?;
    if !(min..=max).contains(&value) {
        return Err(format!(
            "{value} is out of range for {} ({min} to {max})",
            dtype.name()
        ));
    }
    Ok(value)
}

fn parse_scalar(spec: &str, dtype: DType, value: &str) -> Result<ArgSpec, RuntimeError> {
    let value = value.trim();
    match dtype {
        DType::Bool => match value {
            "true" | "1" => Ok(ArgSpec::Bool(true)),
            "false" | "0" => Ok(ArgSpec::Bool(false)),
            _ => Err(spec_error(spec, format!("`{value}` is not true/false"))),
        },
        DType::F16 | DType::F32 | DType::F64 => value
            .parse()
            .map(ArgSpec::Float)
            .map_err(|_| spec_error(spec, format!("`{value}` is not a number"))),
        _ => {
            let exact = exact_integer(dtype, value).map_err(|m| spec_error(spec, m))?;
            // A scalar travels as TVM's int64.
            i64::try_from(exact).map(ArgSpec::Int).map_err(|_| {
                spec_error(
                    spec,
                    format!("{exact} does not fit the int64 a scalar argument travels as"),
                )
            })
        }
    }
}

fn parse_tensor(spec: &str, dtype: DType, rest: &str, init: &str) -> Result<ArgSpec, RuntimeError> {
    let shape_text = rest
        .strip_suffix(']')
        .ok_or_else(|| spec_error(spec, "the shape must end with `]`"))?;
    let shape = shape_text
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(|d| d.parse::<i64>().ok().filter(|&v| v >= 0))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| {
            spec_error(
                spec,
                format!("`[{shape_text}]` is not a list of non-negative integers"),
            )
        })?;
    let init = match init.trim() {
        "random" => TensorInit::Random,
        "zeros" => TensorInit::Zeros,
        "ones" => TensorInit::Ones,
        list if integer_range(dtype).is_some() => TensorInit::Integers(
            list.split(',')
                .enumerate()
                .map(|(index, v)| {
                    exact_integer(dtype, v)
                        .map_err(|m| spec_error(spec, format!("value {index}: {m}")))
                })
                .collect::<Result<_, _>>()?,
        ),
        list => TensorInit::Values(
            list.split(',')
                .map(|v| v.trim().parse::<f64>())
                .collect::<Result<_, _>>()
                .map_err(|_| {
                    spec_error(
                        spec,
                        format!("`{list}` is not random, zeros, ones or a list of numbers"),
                    )
                })?,
        ),
    };
    Ok(ArgSpec::Tensor { dtype, shape, init })
}

/// A tensor whose element `i` is `value(i)` converted to `dtype`.
fn filled(
    dtype: DType,
    shape: &[i64],
    value: impl Fn(usize) -> f64,
) -> Result<Tensor, modlink::runtime::TensorError> {
    let mut tensor = Tensor::zeros(dtype, shape)?;
    let size = dtype_size(dtype).max(1);
    for (index, element) in tensor.as_bytes_mut().chunks_exact_mut(size).enumerate() {
        let v = value(index);
        match dtype {
            DType::Bool => element[0] = u8::from(v != 0.0),
            DType::I8 => element.copy_from_slice(&(v as i8).to_le_bytes()),
            DType::I16 => element.copy_from_slice(&(v as i16).to_le_bytes()),
            DType::I32 => element.copy_from_slice(&(v as i32).to_le_bytes()),
            DType::I64 => element.copy_from_slice(&(v as i64).to_le_bytes()),
            DType::U8 => element.copy_from_slice(&(v as u8).to_le_bytes()),
            DType::U16 => element.copy_from_slice(&(v as u16).to_le_bytes()),
            DType::U32 => element.copy_from_slice(&(v as u32).to_le_bytes()),
            DType::U64 => element.copy_from_slice(&(v as u64).to_le_bytes()),
            DType::F16 => element.copy_from_slice(&f64_to_f16_bits(v).to_le_bytes()),
            DType::F32 => element.copy_from_slice(&(v as f32).to_le_bytes()),
            DType::F64 => element.copy_from_slice(&v.to_le_bytes()),
        }
    }
    Ok(tensor)
}

/// Round-to-nearest f16 encoding of normal values; tiny values flush to zero, huge to infinity.
fn f64_to_f16_bits(value: f64) -> u16 {
    let sign: u16 = if value.is_sign_negative() { 0x8000 } else { 0 };
    let magnitude = value.abs();
    if magnitude.is_nan() {
        return 0x7e00;
    }
    if magnitude < 6.103_515_625e-5 {
        return sign;
    }
    if magnitude >= 65520.0 {
        return sign | 0x7c00;
    }
    let exponent = magnitude.log2().floor() as i32;
    let mantissa = (magnitude / 2f64.powi(exponent) - 1.0) * 1024.0;
    let mut bits = (((exponent + 15) as u16) << 10) + mantissa.round() as u16;
    if bits >= 0x7c00 {
        bits = 0x7c00;
    }
    sign | bits
}

/// A one-line description of a tensor: dtype, shape, min, max, mean and the first values.
pub fn summarize(tensor: &Tensor, first: usize) -> String {
    let values = tensor.to_f64_vec();
    let shape = tensor
        .shape()
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",");
    if values.is_empty() {
        return format!("{}[{shape}] (empty)", tensor.dtype().name());
    }
    let min = values.iter().copied().fold(f64::INFINITY, f64::min);
    let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    let more = if values.len() > first { ", ..." } else { "" };
    if let Some(integers) = tensor_integers(tensor) {
        // Integers print as integers, exactly (i64/u64 beyond 2^53 too).
        let min = integers.iter().min().copied().unwrap_or(0);
        let max = integers.iter().max().copied().unwrap_or(0);
        let head = integers
            .iter()
            .take(first)
            .map(i128::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        return format!(
            "{}[{shape}] min={min} max={max} mean={mean:.6} first=[{head}{more}]",
            tensor.dtype().name()
        );
    }
    let head = values
        .iter()
        .take(first)
        .map(|v| format!("{v:.6}"))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "{}[{shape}] min={min:.6} max={max:.6} mean={mean:.6} first=[{head}{more}]",
        tensor.dtype().name()
    )
}

/// The elements of an integer tensor, exactly; `None` for other dtypes.
fn tensor_integers(tensor: &Tensor) -> Option<Vec<i128>> {
    let dtype = tensor.dtype();
    integer_range(dtype)?;
    let size = dtype_size(dtype).max(1);
    let signed = matches!(dtype, DType::I8 | DType::I16 | DType::I32 | DType::I64);
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
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn parses_scalars_tensors_and_paths() {
        assert_eq!(ArgSpec::parse("i32:3").unwrap(), ArgSpec::Int(3));
        assert_eq!(ArgSpec::parse("i64:-2").unwrap(), ArgSpec::Int(-2));
        assert_eq!(ArgSpec::parse("f32:0.5").unwrap(), ArgSpec::Float(0.5));
        assert_eq!(ArgSpec::parse("f64:1e-3").unwrap(), ArgSpec::Float(1e-3));
        assert_eq!(ArgSpec::parse("bool:true").unwrap(), ArgSpec::Bool(true));
        assert_eq!(
            ArgSpec::parse("f32[2,3]:random").unwrap(),
            ArgSpec::Tensor {
                dtype: DType::F32,
                shape: vec![2, 3],
                init: TensorInit::Random
            }
        );
        assert_eq!(
            ArgSpec::parse("f32[3]:1,2,3").unwrap(),
            ArgSpec::Tensor {
                dtype: DType::F32,
                shape: vec![3],
                init: TensorInit::Values(vec![1.0, 2.0, 3.0])
            }
        );
        assert_eq!(
            ArgSpec::parse("in/a.npy").unwrap(),
            ArgSpec::Npy("in/a.npy".into())
        );
        for bad in [
            "i32:x",
            "f32[2,-1]:zeros",
            "f32[2:ones",
            "q9:1",
            "bool:maybe",
            "f32[2]:1,b",
        ] {
            let error = ArgSpec::parse(bad).unwrap_err();
            assert!(error.to_string().contains(bad), "{error}");
        }
    }

    #[test]
    fn materializes_values_and_checks_counts() {
        let ArgValue::Tensor(ones) = ArgSpec::parse("i16[2,2]:ones")
            .unwrap()
            .materialize(0)
            .unwrap()
        else {
            panic!("expected a tensor")
        };
        assert_eq!(ones.as_slice::<i16>().unwrap(), &[1, 1, 1, 1]);
        let ArgValue::Tensor(half) = ArgSpec::parse("f16[2]:0.5,-2")
            .unwrap()
            .materialize(0)
            .unwrap()
        else {
            panic!("expected a tensor")
        };
        assert_eq!(half.as_bytes(), &[0x00, 0x38, 0x00, 0xc0]);
        let error = ArgSpec::parse("f32[4]:1,2")
            .unwrap()
            .materialize(0)
            .unwrap_err();
        assert!(
            error.to_string().contains("2 values given for 4 elements"),
            "{error}"
        );
        let a = ArgSpec::parse("f32[8]:random").unwrap();
        let (ArgValue::Tensor(x), ArgValue::Tensor(y)) =
            (a.materialize(1).unwrap(), a.materialize(1).unwrap())
        else {
            panic!("expected tensors")
        };
        assert_eq!(x.as_bytes(), y.as_bytes());
    }

    #[test]
    fn summaries_report_statistics() {
        let t = Tensor::from_slice(&[4], &[1.0f32, -3.0, 2.0, 4.0]).unwrap();
        assert_eq!(
            summarize(&t, 2),
            "f32[4] min=-3.000000 max=4.000000 mean=1.000000 first=[1.000000, -3.000000, ...]"
        );
    }
}
