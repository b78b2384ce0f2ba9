//! Small functions the kernels call where OpenCL C has no operation with `.kir`'s meaning:
//! integer division and remainder without undefined cases, saturating float-to-integer
//! conversion with NaN to 0, and rounding to half precision.
//!
//! Each kernel's section of the source declares the helpers it calls, each inside an include
//! guard: a section compiles on its own (TVM's runtime builds one program per kernel) and the
//! whole source compiles as one program too.

use std::fmt::Write as _;

use super::ctype::{register_type, unsigned_of};
use crate::ir::DType;

/// A helper function a kernel calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Helper {
    /// Integer `/`: `x / 0 == 0`, `MIN / -1 == MIN`.
    Div(DType),
    /// Integer `%`: `x % 0 == 0`, `MIN % -1 == 0`.
    Rem(DType),
    /// A float rounded to the nearest half (ties to even), as a float.
    RoundHalf,
    /// A double rounded to the nearest half (one rounding, as the host's `fptrunc`), as a float.
    RoundHalfFromDouble,
    /// A float (`F32`, also holding `f16` values) or double converted to an integer type:
    /// toward zero, saturating, NaN to 0.
    FloatToInt {
        /// `F32` or `F64`.
        from: DType,
        /// The integer type.
        to: DType,
    },
}

impl Helper {
    /// The function's name.
    pub(super) fn name(self) -> String {
        match self {
            Helper::Div(dtype) => format!("modlink_div_{}", register_type(dtype)),
            Helper::Rem(dtype) => format!("modlink_rem_{}", register_type(dtype)),
            Helper::RoundHalf => "modlink_round_half".to_string(),
            Helper::RoundHalfFromDouble => "modlink_round_half_double".to_string(),
            Helper::FloatToInt { from, to } => {
                format!("modlink_{}_from_{}", register_type(to), register_type(from))
            }
        }
    }

    /// The function's definition.
    fn definition(self) -> String {
        let name = self.name();
        match self {
            Helper::Div(dtype) | Helper::Rem(dtype) => {
                let c = register_type(dtype);
                let zero = format!("({c})0");
                let body = match (self, dtype.is_signed_int()) {
                    (Helper::Div(_), true) => format!(
                        "b == {zero} ? {zero} : b == ({c})-1 ? {} : ({c})(a / b)",
                        wrapping_negation(dtype, "a")
                    ),
                    (Helper::Div(_), false) => format!("b == {zero} ? {zero} : ({c})(a / b)"),
                    (_, true) => format!("(b == {zero} || b == ({c})-1) ? {zero} : ({c})(a % b)"),
                    (_, false) => format!("b == {zero} ? {zero} : ({c})(a % b)"),
                };
                format!("static inline {c} {name}({c} a, {c} b) {{ return {body}; }}\n")
            }
            Helper::RoundHalf | Helper::RoundHalfFromDouble => {
                let argument = if self == Helper::RoundHalf {
                    "float"
                } else {
                    "double"
                };
                format!(
                    "static inline float {name}({argument} x) {{ ushort bits; \
                     vstore_half_rte(x, 0, (half*)&bits); return vload_half(0, (const half*)&bits); }}\n"
                )
            }
            Helper::FloatToInt { from, to } => {
                let (f, c) = (register_type(from), register_type(to));
                format!(
                    "static inline {c} {name}({f} x) {{ return isnan(x) ? ({c})0 : convert_{c}_sat(x); }}\n"
                )
            }
        }
    }
}

/// `-operand` of the signed integer `dtype`, wrapping (`-MIN == MIN`): negated in the unsigned
/// type of the same width, whose arithmetic wraps, and reinterpreted.
pub(super) fn wrapping_negation(dtype: DType, operand: &str) -> String {
    wrapping_binary(dtype, "0", "-", operand)
}

/// `lhs op rhs` (`+`, `-`, `*`, `&`, `|`, `^`, `<<`) on the integer `dtype`, wrapping modulo
/// 2^bits: OpenCL C's signed overflow is undefined and its 8- and 16-bit operands are promoted
/// to `int`, so the operation runs in `uint`/`ulong` and the result is narrowed to the unsigned
/// type of the width (a conversion C defines) and reinterpreted when signed.
pub(super) fn wrapping_binary(dtype: DType, lhs: &str, op: &str, rhs: &str) -> String {
    let unsigned = unsigned_of(dtype);
    let wide = if dtype.size_bytes() == 8 {
        "ulong"
    } else {
        "uint"
    };
    let operation = format!("(({wide})({lhs}) {op} ({wide})({rhs}))");
    let narrowed = if unsigned == wide {
        operation
    } else {
        format!("(({unsigned}){operation})")
    };
    if dtype.is_signed_int() {
        format!("as_{}({narrowed})", register_type(dtype))
    } else {
        narrowed
    }
}

/// The helpers one kernel calls, in the order of their first call.
#[derive(Default)]
pub(super) struct Helpers {
    used: Vec<Helper>,
}

impl Helpers {
    /// Records that the kernel calls `helper`; returns its name.
    pub(super) fn call(&mut self, helper: Helper) -> String {
        if !self.used.contains(&helper) {
            self.used.push(helper);
        }
        helper.name()
    }

    /// Whether any helper takes or returns a double.
    pub(super) fn use_double(&self) -> bool {
        self.used.iter().any(|helper| match helper {
            Helper::RoundHalfFromDouble => true,
            Helper::FloatToInt { from, .. } => *from == DType::F64,
            Helper::Div(_) | Helper::Rem(_) | Helper::RoundHalf => false,
        })
    }

    /// The definitions, each in its include guard.
    pub(super) fn definitions(&self) -> String {
        let mut text = String::new();
        for helper in &self.used {
            let guard = helper.name().to_uppercase();
            let _ = write!(
                text,
                "#ifndef {guard}\n#define {guard}\n{}#endif\n",
                helper.definition()
            );
        }
        text
    }
}
