//! Names in the OpenCL C source: `.kir` names become C identifiers that can collide with no
//! keyword, type, builtin function or macro of OpenCL C, and with no name the writer makes up.
//!
//! A `.kir` name stays as written unless it is reserved in OpenCL C (below), ends with `_` or
//! starts with `modlink_`; then it gets one `_` more. The mapping is one to one (a name that
//! ends with `_` always gets the suffix, so `x` and `x_` cannot meet), and every name the
//! writer makes up starts with `modlink_` and does not end with `_`, so none of them can be
//! the mapping of a `.kir` name. Kernel names are symbols and cannot change: a reserved one is
//! refused ([`kernel_name_problem`]).

/// C99 and OpenCL C keywords, qualifiers and scalar type names (OpenCL C 1.2 §6.1, §6.10).
const KEYWORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "bool",
    "true",
    "false",
    "uchar",
    "ushort",
    "uint",
    "ulong",
    "half",
    "quad",
    "size_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
    "image1d_t",
    "image1d_array_t",
    "image1d_buffer_t",
    "image2d_t",
    "image2d_array_t",
    "image3d_t",
    "sampler_t",
    "event_t",
    "global",
    "local",
    "constant",
    "private",
    "kernel",
    "read_only",
    "write_only",
    "read_write",
    "complex",
    "imaginary",
    "_Bool",
    "_Complex",
    "_Imaginary",
    "unsigned",
    "uniform",
    "pipe",
    "generic",
    "defined",
];

/// OpenCL C 1.2 builtin functions (§6.12) not covered by the prefixes below: a variable of one
/// of these names would hide the function in its scope, and a kernel of one of these names
/// would clash with the builtin's declaration.
const BUILTINS: &[&str] = &[
    // math
    "acos",
    "acosh",
    "acospi",
    "asin",
    "asinh",
    "asinpi",
    "atan",
    "atan2",
    "atanh",
    "atanpi",
    "atan2pi",
    "cbrt",
    "ceil",
    "copysign",
    "cos",
    "cosh",
    "cospi",
    "erfc",
    "erf",
    "exp",
    "exp2",
    "exp10",
    "expm1",
    "fabs",
    "fdim",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "fmod",
    "fract",
    "frexp",
    "hypot",
    "ilogb",
    "ldexp",
    "lgamma",
    "lgamma_r",
    "log",
    "log2",
    "log10",
    "log1p",
    "logb",
    "mad",
    "maxmag",
    "minmag",
    "modf",
    "nan",
    "nextafter",
    "pow",
    "pown",
    "powr",
    "remainder",
    "remquo",
    "rint",
    "rootn",
    "round",
    "rsqrt",
    "sin",
    "sincos",
    "sinh",
    "sinpi",
    "sqrt",
    "tan",
    "tanh",
    "tanpi",
    "tgamma",
    "trunc",
    // integer
    "abs",
    "abs_diff",
    "add_sat",
    "hadd",
    "rhadd",
    "clamp",
    "clz",
    "mad_hi",
    "mad_sat",
    "max",
    "min",
    "mul_hi",
    "rotate",
    "sub_sat",
    "upsample",
    "popcount",
    "mad24",
    "mul24",
    // common and geometric
    "degrees",
    "mix",
    "radians",
    "step",
    "smoothstep",
    "sign",
    "cross",
    "dot",
    "distance",
    "length",
    "normalize",
    "fast_distance",
    "fast_length",
    "fast_normalize",
    // relational
    "isequal",
    "isnotequal",
    "isgreater",
    "isgreaterequal",
    "isless",
    "islessequal",
    "islessgreater",
    "isfinite",
    "isinf",
    "isnan",
    "isnormal",
    "isordered",
    "isunordered",
    "signbit",
    "any",
    "all",
    "bitselect",
    "select",
    // synchronisation, memory, misc
    "barrier",
    "mem_fence",
    "read_mem_fence",
    "write_mem_fence",
    "wait_group_events",
    "prefetch",
    "shuffle",
    "shuffle2",
    "printf",
    "to_global",
    "to_local",
    "to_private",
];

/// Prefixes of builtin families (conversions, reinterpretations, vector loads and stores,
/// atomics, work-item and image functions, native and half-precision math).
const BUILTIN_PREFIXES: &[&str] = &[
    "convert_",
    "as_",
    "vload",
    "vstore",
    "atomic_",
    "atom_",
    "get_",
    "native_",
    "half_",
    "read_image",
    "write_image",
    "async_",
    "sub_group",
    "work_group",
    "__",
    "cl_",
    "cles_",
    "kernel_exec",
];

/// Macros the OpenCL C headers define without an underscore in their name (the others,
/// `FLT_MAX`, `M_PI`, `CLK_LOCAL_MEM_FENCE`, …, all have one).
const PLAIN_MACROS: &[&str] = &["INFINITY", "NAN", "NULL", "MAXFLOAT"];

/// Scalar types that have vector forms (`float4`, `uchar16`, …).
const VECTOR_BASES: &[&str] = &[
    "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half",
    "bool",
];

/// The prefix of every name the writer makes up.
pub(super) const GENERATED_PREFIX: &str = "modlink_";

/// Whether `name` is reserved in OpenCL C: a keyword or type, a builtin function (or one of a
/// builtin family, extension macros `cl_*` included), a vector type, or a macro: one of
/// [`PLAIN_MACROS`], any upper-case name with an underscore (`M_PI`, `FLT_MAX`,
/// `CLK_LOCAL_MEM_FENCE`, …) and any name starting with `_` and an upper-case letter (C's
/// reserved names). Single upper-case names (`A`, `X`) stay.
fn is_reserved(name: &str) -> bool {
    if KEYWORDS.contains(&name) || BUILTINS.contains(&name) {
        return true;
    }
    if BUILTIN_PREFIXES
        .iter()
        .any(|prefix| name.starts_with(prefix))
    {
        return true;
    }
    let vector = VECTOR_BASES.iter().any(|base| {
        name.strip_prefix(base)
            .is_some_and(|lanes| matches!(lanes, "2" | "3" | "4" | "8" | "16"))
    });
    let upper_case = !name.chars().any(|c| c.is_ascii_lowercase());
    let underscore_upper = name
        .strip_prefix('_')
        .and_then(|rest| rest.chars().next())
        .is_some_and(|c| c.is_ascii_uppercase());
    vector || underscore_upper || PLAIN_MACROS.contains(&name) || (upper_case && name.contains('_'))
}

/// The C identifier of the `.kir` name `name` (see the module doc).
pub(super) fn c_name(name: &str) -> String {
    if is_reserved(name) || name.ends_with('_') || name.starts_with(GENERATED_PREFIX) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// Why `name` cannot name an OpenCL kernel, if it cannot: kernels keep their `.kir` name (it is
/// the symbol the runtime asks the program for).
pub(super) fn kernel_name_problem(name: &str) -> Option<String> {
    if name == "main" {
        Some("OpenCL C does not let a kernel be called `main`; rename the kernel".to_string())
    } else if is_reserved(name) {
        Some(format!(
            "`{name}` is reserved in OpenCL C (a keyword, type, builtin function or macro-like \
             name), so no OpenCL kernel can have it; rename the kernel"
        ))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_and_suffixed_names_get_one_underscore_more() {
        assert_eq!(c_name("acc"), "acc");
        assert_eq!(c_name("while"), "while_");
        assert_eq!(c_name("fabs"), "fabs_");
        assert_eq!(c_name("float4"), "float4_");
        assert_eq!(c_name("convert_x"), "convert_x_");
        assert_eq!(c_name("N"), "N");
        assert_eq!(c_name("NAN"), "NAN_");
        assert_eq!(c_name("cl_khr_fp64"), "cl_khr_fp64_");
        assert_eq!(c_name("_LP64"), "_LP64_");
        assert_eq!(c_name("M_PI"), "M_PI_");
        assert_eq!(c_name("x_"), "x__");
        assert_eq!(c_name("modlink_t"), "modlink_t_");
        assert_eq!(c_name("Xs"), "Xs");
    }

    #[test]
    fn kernel_names_that_clash_with_opencl_are_refused() {
        assert!(kernel_name_problem("vadd").is_none());
        assert!(kernel_name_problem("dot").is_some());
        assert!(kernel_name_problem("get_id").is_some());
        assert!(kernel_name_problem("int").is_some());
        assert!(kernel_name_problem("main").is_some());
        assert_eq!(c_name("main"), "main");
    }
}
