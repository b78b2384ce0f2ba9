//! Argument specifications as `modlink run --arg` takes them.
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
        let is_path = spec.ends_with(".npy") || Path::new(spec).is_file();
        if let Some((head, value)) = spec.split_once(':') {
            let (dtype_name, shape) = match head.split_once('[') {
                Some((name, rest)) => (name, Some(rest)),
                None => (head, None),
            };
            match (DType::from_name(dtype_name), shape) {
                (Some(dtype), Some(rest)) => return parse_tensor(spec, dtype, rest, value),
                (Some(dtype), None) => return parse_scalar(spec, dtype, value),
                (None, _) if !is_path && looks_like_dtype(dtype_name) => {
                    return Err(spec_error(
                        spec,
                        format!(
                            "unknown dtype `{dtype_name}` (dtypes: {})",
                            DType::ALL.map(DType::name).join(", ")
                        ),
                    ));
                }
                _ => {}
            }
        }
        if is_path {
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

/// A name in a dtype's position (`f33`, `float32`): letters and digits, starting with a letter.
fn looks_like_dtype(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Parses `text` as a bool: `true`/`false` or `1`/`0`.
fn exact_bool(text: &str) -> Result<bool, String> {
    match text.trim() {
        "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        other => Err(format!("`{other}` is not true/false")),
    }
}

/// Parses `text` as a value of float `dtype`: a finite number must stay finite in the dtype
/// (`f32:1e40` is an error, not infinity); `inf`, `-inf` and `nan` are taken as written.
fn exact_float(dtype: DType, text: &str) -> Result<f64, String> {
    let text = text.trim();
    let value: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number"))?;
    let written_infinite = text
        .trim_start_matches(['+', '-'])
        .to_ascii_lowercase()
        .starts_with("inf");
    let overflows = match dtype {
        DType::F16 => f64_to_f16_bits(value) & 0x7fff == 0x7c00,
        DType::F32 => (value as f32).is_infinite(),
        _ => value.is_infinite(),
    };
    if overflows && !written_infinite {
        let largest = match dtype {
            DType::F16 => "65504".to_string(),
            DType::F32 => format!("{:e}", f32::MAX),
            _ => format!("{:e}", f64::MAX),
        };
        return Err(format!(
            "{text} is out of range for {} (largest finite magnitude {largest})",
            dtype.name()
        ));
    }
    Ok(value)
}

fn parse_scalar(spec: &str, dtype: DType, value: &str) -> Result<ArgSpec, RuntimeError> {
    let value = value.trim();
    match dtype {
        DType::Bool => exact_bool(value)
            .map(ArgSpec::Bool)
            .map_err(|m| spec_error(spec, m)),
        DType::F16 | DType::F32 | DType::F64 => exact_float(dtype, value)
            .map(ArgSpec::Float)
            .map_err(|m| spec_error(spec, m)),
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
        list if dtype == DType::Bool => TensorInit::Values(
            list.split(',')
                .enumerate()
                .map(|(index, v)| {
                    exact_bool(v)
                        .map(|b| f64::from(u8::from(b)))
                        .map_err(|m| spec_error(spec, format!("value {index}: {m}")))
                })
                .collect::<Result<_, _>>()?,
        ),
        list => TensorInit::Values(
            list.split(',')
                .enumerate()
                .map(|(index, v)| {
                    exact_float(dtype, v).map_err(|m| {
                        spec_error(
                            spec,
                            format!(
                                "value {index}: {m} (a tensor's values are random, zeros, \
                                 ones or a list of numbers)"
                            ),
                        )
                    })
                })
                .collect::<Result<_, _>>()?,
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
    fn bool_tensors_dtype_names_and_float_ranges_are_checked() {
        assert_eq!(
            ArgSpec::parse("bool[3]:true,false,1").unwrap(),
            ArgSpec::Tensor {
                dtype: DType::Bool,
                shape: vec![3],
                init: TensorInit::Values(vec![1.0, 0.0, 1.0])
            }
        );
        let error = ArgSpec::parse("f33[4]:ones").unwrap_err().to_string();
        assert!(
            error.contains(
                "unknown dtype `f33` (dtypes: bool, i8, i16, i32, i64, u8, u16, u32, u64, f16, \
                 f32, f64)"
            ),
            "{error}"
        );
        for (bad, expected) in [
            ("f32:1e40", "1e40 is out of range for f32"),
            ("f32[2]:1,-1e40", "value 1: -1e40 is out of range for f32"),
            ("f16:70000", "70000 is out of range for f16"),
            ("f64:1e400", "1e400 is out of range for f64"),
            ("bool[2]:true,maybe", "value 1: `maybe` is not true/false"),
        ] {
            let error = ArgSpec::parse(bad).unwrap_err().to_string();
            assert!(error.contains(expected), "{bad}: {error}");
        }
        assert_eq!(
            ArgSpec::parse("f32:-inf").unwrap(),
            ArgSpec::Float(f64::NEG_INFINITY)
        );
        // The largest f32 is in range.
        assert_eq!(
            ArgSpec::parse("f32:3.4028235e38").unwrap(),
            ArgSpec::Float(3.4028235e38)
        );
    }
}
