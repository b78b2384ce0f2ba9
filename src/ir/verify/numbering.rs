//! The numbering of expression nodes that verifier findings and parser positions share, so
//! that an error can point at the expression it is about.

use std::collections::HashMap;

use crate::ir::ast::{Expr, Stmt};

/// Numbers every expression node of `body` as the parser records their places: statements
/// in pre-order, each statement's own expressions (loop bounds, value, indices then value,
/// condition) before the statements nested in it, and within an expression operands before
/// the operation (post-order). Keyed by address: the kernel is borrowed, unchanged, for the
/// whole check.
pub(super) fn number_expressions(body: &[Stmt]) -> HashMap<*const Expr, usize> {
    fn expr(e: &Expr, ids: &mut HashMap<*const Expr, usize>) {
        match e {
            Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) | Expr::Var(_) => {}
            Expr::Load { indices: args, .. } | Expr::Call { args, .. } => {
                args.iter().for_each(|a| expr(a, ids));
            }
            Expr::Binary { lhs, rhs, .. } => {
                expr(lhs, ids);
                expr(rhs, ids);
            }
            Expr::Unary { operand: inner, .. } | Expr::Cast { value: inner, .. } => {
                expr(inner, ids);
            }
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => {
                expr(cond, ids);
                expr(then_value, ids);
                expr(else_value, ids);
            }
        }
        let next = ids.len();
        ids.insert(std::ptr::from_ref(e), next);
    }
    fn block(body: &[Stmt], ids: &mut HashMap<*const Expr, usize>) {
        for stmt in body {
            match stmt {
                Stmt::For {
                    start, end, body, ..
                } => {
                    expr(start, ids);
                    expr(end, ids);
                    block(body, ids);
                }
                Stmt::Var { init: value, .. }
                | Stmt::Let { value, .. }
                | Stmt::Assign { value, .. } => expr(value, ids),
                Stmt::Store { indices, value, .. } => {
                    indices.iter().for_each(|i| expr(i, ids));
                    expr(value, ids);
                }
                Stmt::Local { .. } | Stmt::Shared { .. } | Stmt::Barrier => {}
                Stmt::If {
                    cond,
                    then_body,
                    else_body,
                } => {
                    expr(cond, ids);
                    block(then_body, ids);
                    block(else_body, ids);
                }
            }
        }
    }
    let mut ids = HashMap::new();
    block(body, &mut ids);
    ids
}
