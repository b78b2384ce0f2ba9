//! Code-size budget: `unroll(N)` repeats a body N times and `vectorize(N)` widens it to N
//! lanes, so nested factors multiply. The budget bounds what one kernel may expand to, so that
//! a few innocent-looking loops cannot make LLVM run for minutes or exhaust memory. Also the
//! size limits of buffers (their element count and bytes must fit in `i64`) and of `local`
//! arrays.

use super::{Finding, MAX_LOCAL_BYTES, Outcome, fail};
use crate::abi::DType;
use crate::ir::ast::Dim;
use crate::ir::ast::{Expr, LoopKind, Stmt};

/// The most statements one kernel may expand to once every `unroll`/`vectorize` factor has
/// been applied (a statement inside `unroll(8)` inside `unroll(4)` counts 32 times).
pub const MAX_UNROLLED_STATEMENTS: u64 = 1 << 16;

/// Checks the kernel body against [`MAX_UNROLLED_STATEMENTS`]; the error is about the loop
/// whose factor took the count past the budget.
pub(crate) fn check_code_size(body: &[Stmt]) -> Result<(), Finding> {
    let mut walk = Walk {
        next_statement: 0,
        total: 0,
    };
    walk.block(body, 1, None)
}

struct Walk {
    next_statement: usize,
    total: u64,
}

/// The innermost multiplying loop: its statement index, variable and factor.
type Multiplier<'a> = Option<(usize, &'a str, &'static str, u32)>;

impl Walk {
    fn block<'a>(
        &mut self,
        body: &'a [Stmt],
        factor: u64,
        by: Multiplier<'a>,
    ) -> Result<(), Finding> {
        for stmt in body {
            let index = self.next_statement;
            self.next_statement += 1;
            self.total = self.total.saturating_add(factor);
            if self.total > MAX_UNROLLED_STATEMENTS {
                let (statement, message) = match by {
                    Some((loop_index, var, kind, n)) => (
                        loop_index,
                        format!(
                            "{kind}({n}) on loop `{var}` expands the kernel past {MAX_UNROLLED_STATEMENTS} statements (each statement counts once per copy made by the enclosing unroll/vectorize factors, {factor} here); lower the factors"
                        ),
                    ),
                    None => (
                        index,
                        format!("the kernel has more than {MAX_UNROLLED_STATEMENTS} statements"),
                    ),
                };
                return Err(Finding {
                    statement: Some(statement),
                    message,
                    ..Finding::default()
                });
            }
            match stmt {
                Stmt::For {
                    var,
                    kind,
                    body,
                    start,
                    end,
                    ..
                } => {
                    let (inner, by) = match kind {
                        LoopKind::Unroll(n) | LoopKind::Vectorize(n) if *n > 1 => {
                            let label = if matches!(kind, LoopKind::Unroll(_)) {
                                "unroll"
                            } else {
                                "vectorize"
                            };
                            // A constant trip count below the factor bounds the copies.
                            let copies = match (start, end) {
                                (Expr::Int { value: s, .. }, Expr::Int { value: e, .. }) => {
                                    u64::try_from(e.saturating_sub(*s))
                                        .unwrap_or(0)
                                        .clamp(1, u64::from(*n))
                                }
                                _ => u64::from(*n),
                            };
                            (
                                factor.saturating_mul(copies),
                                Some((index, var.as_str(), label, *n)),
                            )
                        }
                        _ => (factor, by),
                    };
                    self.block(body, inner, by)?;
                }
                Stmt::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    self.block(then_body, factor, by)?;
                    self.block(else_body, factor, by)?;
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// Refuses a buffer whose constant dims alone (every symbolic dim counted as 1) make more
/// elements, or more bytes, than an `i64` holds: its index arithmetic could not address it.
pub(super) fn check_buffer_size(name: &str, dtype: DType, shape: &[Dim]) -> Outcome<()> {
    let mut elements: i64 = 1;
    for dim in shape {
        if let Dim::Const(extent) = dim {
            let Some(product) = elements.checked_mul(*extent) else {
                return fail(format!(
                    "buffer `{name}` has more elements than fit in i64 (its constant dims multiply past {})",
                    i64::MAX
                ));
            };
            elements = product;
        }
    }
    let size = i64::try_from(dtype.size_bytes()).unwrap_or(i64::MAX);
    if elements.checked_mul(size).is_none() {
        return fail(format!(
            "buffer `{name}` has {elements} elements of {size} bytes: its size in bytes does not fit in i64"
        ));
    }
    Ok(())
}

/// The size of `local name: dtype[shape]` in bytes, after checking every extent is positive.
pub(super) fn local_array_bytes(name: &str, dtype: DType, shape: &[i64]) -> Outcome<u64> {
    if shape.is_empty() {
        return fail(format!("local array `{name}` has no extents"));
    }
    let mut bytes = dtype.size_bytes() as u64;
    for extent in shape {
        let Ok(extent) = u64::try_from(*extent) else {
            return fail(format!("local array `{name}` has negative extent {extent}"));
        };
        if extent == 0 {
            return fail(format!("local array `{name}` has an extent of 0"));
        }
        let Some(product) = bytes.checked_mul(extent) else {
            return fail(format!(
                "local array `{name}` is too large: its size in bytes does not fit in 64 bits (at most {MAX_LOCAL_BYTES})"
            ));
        };
        bytes = product;
    }
    Ok(bytes)
}
