//! The OpenCL C types of `.kir` dtypes and the spelling of literals.
//!
//! A value lives in a *register type* and an array element in a *memory type*. They differ for
//! `bool` (a byte in memory, as in every `.kir` buffer) and `f16`: OpenCL C 1.2 knows `half`
//! only as a pointee (`cl_khr_fp16` is optional and missing on CPUs), so an `f16` value is a
//! `float` holding a value representable in half precision, and arrays hold halves, read and
//! written with `vload_half` / `vstore_half` (core OpenCL C 1.2).

use crate::ir::DType;

/// OpenCL C's type for a value of each `.kir` dtype (an `f16` value is a `float`).
const REGISTER_TYPES: [(DType, &str); 12] = [
    (DType::Bool, "bool"),
    (DType::I8, "char"),
    (DType::I16, "short"),
    (DType::I32, "int"),
    (DType::I64, "long"),
    (DType::U8, "uchar"),
    (DType::U16, "ushort"),
    (DType::U32, "uint"),
    (DType::U64, "ulong"),
    (DType::F16, "float"),
    (DType::F32, "float"),
    (DType::F64, "double"),
];

/// The type a value of `dtype` has in the generated C.
pub(super) fn register_type(dtype: DType) -> &'static str {
    REGISTER_TYPES
        .iter()
        .find(|(of, _)| *of == dtype)
        .map_or("void", |(_, name)| name)
}

/// The element type of an array of `dtype`: `uchar` for `bool`, `half` for `f16` (reached
/// through `vload_half`/`vstore_half` only), otherwise the register type.
pub(super) fn memory_type(dtype: DType) -> &'static str {
    match dtype {
        DType::Bool => "uchar",
        DType::F16 => "half",
        other => register_type(other),
    }
}

/// The element type of a `__local` or private array of `dtype` declared in the kernel: as
/// [`memory_type`], except that an array of halves is declared as `ushort` (OpenCL C 1.2 has no
/// `half` arrays) and reached through a `half` pointer.
pub(super) fn array_element_type(dtype: DType) -> &'static str {
    match dtype {
        DType::F16 => "ushort",
        other => memory_type(other),
    }
}

/// The unsigned type of the same width as the integer `dtype` (for wrapping arithmetic).
pub(super) fn unsigned_of(dtype: DType) -> &'static str {
    register_type(match dtype.size_bytes() {
        1 => DType::U8,
        2 => DType::U16,
        4 => DType::U32,
        _ => DType::U64,
    })
}

/// The integer literal `value` of type `dtype`, parenthesised where it has a sign or cast.
pub(super) fn int_literal(value: i64, dtype: DType) -> String {
    match dtype {
        DType::I64 if value == i64::MIN => "(-9223372036854775807L - 1L)".to_string(),
        DType::I64 if value < 0 => format!("({value}L)"),
        DType::I64 => format!("{value}L"),
        DType::U64 => format!("{}UL", value as u64),
        DType::I32 if value == i64::from(i32::MIN) => "(-2147483647 - 1)".to_string(),
        DType::I32 if value < 0 => format!("({value})"),
        DType::I32 => format!("{value}"),
        DType::U32 => format!("{}u", value as u32),
        DType::Bool => if value != 0 { "true" } else { "false" }.to_string(),
        other if other.is_float() => float_literal(value as f64, other),
        other => format!("(({}){value})", register_type(other)),
    }
}

/// The float literal `value` of type `dtype`, exactly: a hexadecimal float (C99, OpenCL C
/// 1.2), rounded to `dtype` the way the host code rounds it (to nearest, ties to even).
pub(super) fn float_literal(value: f64, dtype: DType) -> String {
    match dtype {
        DType::F64 => hex_float(value, "", 52, 1023),
        DType::F16 => hex_float(f64::from(round_to_half(value)), "f", 23, 127),
        _ => hex_float(f64::from(value as f32), "f", 23, 127),
    }
}

/// `value` rounded to the nearest half-precision value (ties to even, overflow to infinity),
/// as an `f32` (which holds every half exactly): what LLVM's `fptrunc double to half` gives.
pub(super) fn round_to_half(value: f64) -> f32 {
    /// Half's largest finite value plus half an ulp: from here on, rounding gives infinity.
    const OVERFLOW: f64 = 65520.0;
    if value.is_nan() || value.is_infinite() || value == 0.0 {
        return value as f32;
    }
    let magnitude = value.abs();
    if magnitude >= OVERFLOW {
        return if value < 0.0 {
            f32::NEG_INFINITY
        } else {
            f32::INFINITY
        };
    }
    // The binary exponent of `magnitude` (subnormal doubles count as tiny: -1023).
    let exponent = ((magnitude.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    // Half has 10 fraction bits; below 2^-14 its spacing stays 2^-24 (subnormals).
    let quantum = 2f64.powi(exponent.max(-14) - 10);
    // Scaling by a power of two is exact, and so is the product below.
    let rounded = (magnitude / quantum).round_ties_even() * quantum;
    let signed = if value < 0.0 { -rounded } else { rounded };
    signed as f32
}

/// `value` (finite) as a C hexadecimal float with `fraction_bits` bits after the point and
/// exponent bias `bias` of its format, followed by `suffix`.
fn hex_float(value: f64, suffix: &str, fraction_bits: u32, bias: i32) -> String {
    if value == 0.0 {
        let sign = if value.is_sign_negative() { "-" } else { "" };
        return format!("({sign}0x0p+0{suffix})");
    }
    let sign = if value < 0.0 { "-" } else { "" };
    let bits = value.abs().to_bits();
    let stored_exponent = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1u64 << 52) - 1);
    // The value in the target format: f32 and f16 values were rounded to it already, so the
    // fraction's low bits beyond the target's are zero and dropping them is exact.
    let (lead, fraction, exponent) = if stored_exponent == 0 {
        (0, fraction, -1022)
    } else {
        (1, fraction, stored_exponent - 1023)
    };
    let target_minimum = 1 - bias;
    let (lead, fraction, exponent) = if lead == 1 && exponent < target_minimum {
        // Subnormal in the target format: 0x0.<bits>p<minimum>.
        let shift = (target_minimum - exponent) as u32;
        let full = (1u64 << 52) | fraction;
        (0, full >> shift, target_minimum)
    } else {
        (lead, fraction, exponent)
    };
    let kept = fraction >> (52 - fraction_bits);
    let digits = fraction_bits.div_ceil(4);
    let padded = kept << (digits * 4 - fraction_bits);
    let mut text = format!("{padded:0width$x}", width = digits as usize);
    while text.ends_with('0') {
        text.pop();
    }
    let point = if text.is_empty() { "" } else { "." };
    format!("({sign}0x{lead}{point}{text}p{exponent:+}{suffix})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_floats_spell_the_exact_value() {
        assert_eq!(float_literal(1.5, DType::F32), "(0x1.8p+0f)");
        assert_eq!(float_literal(0.5, DType::F32), "(0x1p-1f)");
        assert_eq!(float_literal(-2.0, DType::F64), "(-0x1p+1)");
        assert_eq!(float_literal(-0.1, DType::F64), "(-0x1.999999999999ap-4)");
        assert_eq!(float_literal(0.1, DType::F32), "(0x1.99999ap-4f)");
        assert_eq!(float_literal(-0.0, DType::F32), "(-0x0p+0f)");
        assert_eq!(
            float_literal(f64::from(f32::MAX), DType::F32),
            "(0x1.fffffep+127f)"
        );
        // The smallest f32 subnormal, 2^-149.
        assert_eq!(
            float_literal(f64::from(f32::from_bits(1)), DType::F32),
            "(0x0.000002p-126f)"
        );
        assert_eq!(
            float_literal(5e-324, DType::F64),
            "(0x0.0000000000001p-1022)"
        );
    }

    #[test]
    fn half_rounding_is_to_nearest_even() {
        assert_eq!(round_to_half(0.1), 0.099975586);
        assert_eq!(round_to_half(65504.0), 65504.0);
        assert_eq!(round_to_half(65519.0), 65504.0);
        assert_eq!(round_to_half(65520.0), f32::INFINITY);
        // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even gives 1.
        assert_eq!(round_to_half(1.0 + 2f64.powi(-11)), 1.0);
        assert_eq!(
            round_to_half(1.0 + 3.0 * 2f64.powi(-11)),
            1.0 + 2f32.powi(-9)
        );
        // Subnormal halves are multiples of 2^-24.
        assert_eq!(round_to_half(2f64.powi(-25)), 0.0);
        assert_eq!(round_to_half(3.0 * 2f64.powi(-25)), 2f32.powi(-23));
        assert_eq!(round_to_half(-1e-300), -0.0);
        assert_eq!(float_literal(0.1, DType::F16), "(0x1.998p-4f)");
    }

    #[test]
    fn integer_literals_keep_their_type() {
        assert_eq!(
            int_literal(i64::MIN, DType::I64),
            "(-9223372036854775807L - 1L)"
        );
        assert_eq!(int_literal(-3, DType::I32), "(-3)");
        assert_eq!(int_literal(-2147483648, DType::I32), "(-2147483647 - 1)");
        assert_eq!(int_literal(255, DType::U8), "((uchar)255)");
        assert_eq!(int_literal(7, DType::U64), "7UL");
    }
}
