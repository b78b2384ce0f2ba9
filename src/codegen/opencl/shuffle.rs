//! Warp shuffles without sub-group functions. OpenCL C 1.2 has no shuffle
//! (`cl_khr_subgroup_shuffle` is an extension, and a sub-group need not be 32 work-items), so
//! `shfl_xor` and `shfl_down` go through `__local` memory: every work-item stores its value in a
//! scratch word at its linear local id, a barrier, each reads its partner's word, a barrier.
//! That is exactly CUDA's shuffle where every warp is full: the work-group's size is a constant
//! multiple of 32, and warps are formed as CUDA forms them (32 consecutive linear ids, x
//! fastest). The verifier already keeps shuffles out of divergent control flow, so every
//! work-item reaches the barriers.

use super::state::ShuffleSupport;
use crate::abi::launch::{Axis, LaunchTag};
use crate::ir::{BinOp, Expr, LaunchBindings, UnOp};

/// CUDA's warp: the lanes a shuffle exchanges within.
pub(super) const WARP_SIZE: u64 = 32;

/// The scratch array's name.
pub(super) const SCRATCH: &str = "modlink_shuffle";

/// The work-item's linear local id, declared once per kernel that shuffles.
pub(super) const LANE_ID: &str = "modlink_lane";

/// Whether `bindings`' block lets shuffles be lowered exactly, and the scratch size.
pub(super) fn support(bindings: &LaunchBindings) -> ShuffleSupport {
    let mut threads: u64 = 1;
    for (axis, extent) in Axis::ALL
        .iter()
        .map(|axis| LaunchTag::ThreadIdx(*axis).name())
        .zip(&bindings.block)
    {
        let Some(extent) = extent else { continue };
        match constant(extent).and_then(|value| u64::try_from(value).ok()) {
            Some(value) => threads = threads.saturating_mul(value),
            None => {
                return ShuffleSupport::Refused(format!(
                    "the block extent bound to `{axis}` is not a constant, and OpenCL C 1.2 \
                     shuffles through a `__local` array of one word per work-item, sized when \
                     the kernel is compiled"
                ));
            }
        }
    }
    if !threads.is_multiple_of(WARP_SIZE) || threads == 0 {
        return ShuffleSupport::Refused(format!(
            "the block has {threads} threads, not a multiple of the warp's {WARP_SIZE}: CUDA \
             shuffles within full warps, and OpenCL C 1.2 has no warp to shuffle in"
        ));
    }
    ShuffleSupport::Scratch(threads)
}

/// The declarations a shuffling kernel starts with.
pub(super) fn declarations(threads: u64) -> String {
    format!(
        "  __local uint {SCRATCH}[{threads}];\n  const uint {LANE_ID} = (uint)(get_local_id(0) + \
         get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));\n"
    )
}

/// The statements of one shuffle of `value` (C type `c_type`, 32 bits) with the lane operand
/// `lane` (an `int`), leaving the result in `result`.
pub(super) fn statements(
    xor: bool,
    c_type: &str,
    value: &str,
    lane: &str,
    result: &str,
) -> Vec<String> {
    let delta = format!("{result}_lane");
    let source = if xor {
        format!("({LANE_ID} & ~31u) | (({LANE_ID} & 31u) ^ {delta})")
    } else {
        // Past lane 31 a lane keeps its own value (`shfl.sync.down` with the whole-warp clamp).
        format!("(({LANE_ID} & 31u) + {delta} <= 31u) ? {LANE_ID} + {delta} : {LANE_ID}")
    };
    vec![
        format!("const uint {delta} = (uint)({lane}) & 31u;"),
        format!("{SCRATCH}[{LANE_ID}] = as_uint({value});"),
        "barrier(CLK_LOCAL_MEM_FENCE);".to_string(),
        format!("const {c_type} {result} = as_{c_type}({SCRATCH}[{source}]);"),
        "barrier(CLK_LOCAL_MEM_FENCE);".to_string(),
    ]
}

/// The value of a constant launch extent (literals, casts and arithmetic on them).
fn constant(expr: &Expr) -> Option<i64> {
    match expr {
        Expr::Int { value, .. } => Some(*value),
        Expr::Cast { value, dtype } if dtype.is_int() => constant(value),
        Expr::Unary {
            op: UnOp::Neg,
            operand,
        } => constant(operand).map(i64::wrapping_neg),
        Expr::Binary { op, lhs, rhs } => {
            let (l, r) = (constant(lhs)?, constant(rhs)?);
            match op {
                BinOp::Add => l.checked_add(r),
                BinOp::Sub => l.checked_sub(r),
                BinOp::Mul => l.checked_mul(r),
                BinOp::Div => l.checked_div(r),
                BinOp::Rem => l.checked_rem(r),
                _ => None,
            }
        }
        _ => None,
    }
}
