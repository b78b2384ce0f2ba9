//! Canonical `.kir` text: 2-space indentation, minimal parentheses, one statement per line.
//! `parse(print(p)) == p` for every program whose names are valid and whose floats are finite.

use std::fmt::{self, Write};

use super::ast::{BinOp, Dim, Expr, Kernel, LoopKind, Param, Program, Stmt, UnOp};
use super::parser::binary_precedence;
use crate::abi::DType;

/// Binds tighter than every binary operator.
const UNARY_PRECEDENCE: usize = 100;

/// Prints every kernel of `program`, separated by blank lines.
pub fn print(program: &Program) -> String {
    let kernels: Vec<String> = program.kernels.iter().map(print_kernel).collect();
    kernels.join("\n")
}

/// Prints one kernel, ending with a newline.
pub fn print_kernel(kernel: &Kernel) -> String {
    let mut out = String::new();
    let params: Vec<String> = kernel.params.iter().map(|p| p.to_string()).collect();
    if kernel.device {
        out.push_str("device ");
    }
    let _ = write!(out, "kernel {}({}) ", kernel.name, params.join(", "));
    write_block(&mut out, &kernel.body, 0);
    out.push('\n');
    out
}

fn indent(out: &mut String, depth: usize) {
    for _ in 0..depth {
        out.push_str("  ");
    }
}

/// Writes `{`, the statements one level deeper, and `}` at `depth` (no trailing newline).
fn write_block(out: &mut String, stmts: &[Stmt], depth: usize) {
    out.push_str("{\n");
    for stmt in stmts {
        write_stmt(out, stmt, depth + 1);
    }
    indent(out, depth);
    out.push('}');
}

fn write_stmt(out: &mut String, stmt: &Stmt, depth: usize) {
    indent(out, depth);
    match stmt {
        Stmt::For {
            var,
            start,
            end,
            kind,
            body,
        } => {
            if *kind == LoopKind::Parallel {
                out.push_str("parallel ");
            }
            let _ = write!(out, "for {var} in {start}..{end} ");
            match kind {
                LoopKind::Vectorize(lanes) => {
                    let _ = write!(out, "vectorize({lanes}) ");
                }
                LoopKind::Unroll(factor) => {
                    let _ = write!(out, "unroll({factor}) ");
                }
                LoopKind::Bind(axis) => {
                    let _ = write!(out, "{axis} ");
                }
                LoopKind::Serial | LoopKind::Parallel => {}
            }
            write_block(out, body, depth);
        }
        Stmt::Var { name, dtype, init } => {
            let _ = write!(out, "var {name}: {dtype} = {init};");
        }
        Stmt::Local { name, dtype, shape } => {
            let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
            let _ = write!(out, "local {name}: {dtype}[{}];", dims.join(", "));
        }
        Stmt::Shared { name, dtype, shape } => {
            let dims: Vec<String> = shape.iter().map(Dim::to_string).collect();
            let _ = write!(out, "shared {name}: {dtype}[{}];", dims.join(", "));
        }
        Stmt::Barrier => out.push_str("barrier;"),
        Stmt::Let { name, value } => {
            let _ = write!(out, "let {name} = {value};");
        }
        Stmt::Assign { name, value } => {
            let _ = write!(out, "{name} = {value};");
        }
        Stmt::Store {
            buffer,
            indices,
            value,
        } => {
            let _ = write!(out, "{buffer}[{}] = {value};", comma_separated(indices));
        }
        Stmt::If {
            cond,
            then_body,
            else_body,
        } => write_if(out, cond, then_body, else_body, depth),
    }
    out.push('\n');
}

fn write_if(out: &mut String, cond: &Expr, then_body: &[Stmt], else_body: &[Stmt], depth: usize) {
    let _ = write!(out, "if {cond} ");
    write_block(out, then_body, depth);
    match else_body {
        [] => {}
        [
            Stmt::If {
                cond,
                then_body,
                else_body,
            },
        ] => {
            out.push_str(" else ");
            write_if(out, cond, then_body, else_body, depth);
        }
        _ => {
            out.push_str(" else ");
            write_block(out, else_body, depth);
        }
    }
}

fn comma_separated(exprs: &[Expr]) -> String {
    let items: Vec<String> = exprs.iter().map(|e| e.to_string()).collect();
    items.join(", ")
}

/// Shortest text that reads back as the same `f64` and always lexes as a float literal.
/// Non-finite values print as `inf`/`-inf`/`NaN`, which the parser rejects: the verifier
/// refuses them before they could be printed from a valid kernel.
fn float_text(value: f64) -> String {
    let text = format!("{value:?}");
    if !value.is_finite() || text.contains(['.', 'e']) {
        text
    } else {
        format!("{text}.0")
    }
}

fn suffix(dtype: Option<DType>) -> &'static str {
    dtype.map_or("", DType::name)
}

fn precedence(expr: &Expr) -> usize {
    match expr {
        Expr::Binary { op, .. } => binary_precedence(*op),
        Expr::Unary { .. } => UNARY_PRECEDENCE,
        _ => UNARY_PRECEDENCE + 1,
    }
}

fn write_operand(f: &mut fmt::Formatter<'_>, expr: &Expr, parenthesize: bool) -> fmt::Result {
    if parenthesize {
        write!(f, "({expr})")
    } else {
        write!(f, "{expr}")
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Int { value, dtype } => write!(f, "{value}{}", suffix(*dtype)),
            Expr::Float { value, dtype } => write!(f, "{}{}", float_text(*value), suffix(*dtype)),
            Expr::Bool(value) => write!(f, "{value}"),
            Expr::Var(name) => f.write_str(name),
            Expr::Load { buffer, indices } => write!(f, "{buffer}[{}]", comma_separated(indices)),
            Expr::Binary { op, lhs, rhs } => {
                let own = binary_precedence(*op);
                // Left-associative: a left operand at the same level needs no parentheses.
                write_operand(f, lhs, precedence(lhs) < own)?;
                write!(f, " {} ", op.symbol())?;
                write_operand(f, rhs, precedence(rhs) <= own)
            }
            Expr::Unary { op, operand } => {
                f.write_str(match op {
                    UnOp::Neg => "-",
                    UnOp::Not => "!",
                })?;
                // A bare literal after `-` would be read back as a negative literal, and a
                // nested unary is easier to read in parentheses.
                let parenthesize = matches!(
                    **operand,
                    Expr::Binary { .. }
                        | Expr::Unary { .. }
                        | Expr::Int { .. }
                        | Expr::Float { .. }
                );
                write_operand(f, operand, parenthesize)
            }
            Expr::Cast { dtype, value } => write!(f, "{dtype}({value})"),
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => {
                write!(f, "select({cond}, {then_value}, {else_value})")
            }
            Expr::Call { intrinsic, args } => {
                write!(f, "{}({})", intrinsic.name(), comma_separated(args))
            }
        }
    }
}

impl fmt::Display for BinOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Const(extent) => write!(f, "{extent}"),
            Dim::Var(name) => f.write_str(name),
        }
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Param::Scalar { name, dtype } => write!(f, "{name}: {dtype}"),
            Param::Buffer { name, dtype, shape } => {
                let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
                write!(f, "{name}: {dtype}[{}]", dims.join(", "))
            }
        }
    }
}

impl fmt::Display for Stmt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        write_stmt(&mut out, self, 0);
        f.write_str(out.trim_end())
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_kernel(self))
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print(self))
    }
}
