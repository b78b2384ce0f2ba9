//! The verifier: checks names, scopes, ranks and types, and returns a copy of the kernel in
//! which every literal carries its inferred dtype. Typing rules are listed in `docs/kir.md`.

use std::collections::{HashMap, HashSet};

use super::ast::{
    BinOp, DType, Dim, Expr, Intrinsic, Kernel, LoopKind, Param, Program, Stmt, UnOp,
};
use super::parser::MAX_NESTING;
use super::{IrError, is_reserved};

/// Vectorize and unroll factors above this are refused: they would blow up code size.
pub const MAX_LOOP_FACTOR: u32 = 1024;

/// Checks every kernel and that kernel names are unique; returns the typed program.
pub fn verify_program(program: &Program) -> Result<Program, IrError> {
    let mut seen = HashSet::new();
    let mut kernels = Vec::with_capacity(program.kernels.len());
    for kernel in &program.kernels {
        if !seen.insert(kernel.name.as_str()) {
            return Err(IrError::Verify {
                kernel: kernel.name.clone(),
                message: format!("duplicate kernel name `{}`", kernel.name),
            });
        }
        kernels.push(verify(kernel)?);
    }
    Ok(Program { kernels })
}

/// Checks one kernel; returns a copy in which every `Int`/`Float` literal has `Some(dtype)`.
pub fn verify(kernel: &Kernel) -> Result<Kernel, IrError> {
    let fail = |message: String| IrError::Verify {
        kernel: kernel.name.clone(),
        message,
    };
    if !is_c_identifier(&kernel.name) {
        return Err(fail(format!(
            "kernel name `{}` is not a C identifier",
            kernel.name
        )));
    }
    let mut checker = Checker {
        scopes: vec![HashMap::new()],
        parallel_depth: 0,
        nesting: 0,
    };
    checker.declare_params(&kernel.params).map_err(fail)?;
    let body = checker.block(&kernel.body).map_err(fail)?;
    Ok(Kernel {
        name: kernel.name.clone(),
        params: kernel.params.clone(),
        body,
    })
}

/// True for `[A-Za-z_][A-Za-z0-9_]*`.
pub fn is_c_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// What a name in scope refers to.
#[derive(Clone, Copy, Debug)]
enum Binding {
    Buffer {
        dtype: DType,
        rank: usize,
    },
    Scalar(DType),
    Dim,
    LoopVar,
    Let(DType),
    /// A `var` local, with the number of enclosing parallel loops where it was declared.
    Local {
        dtype: DType,
        parallel_depth: usize,
    },
}

impl Binding {
    fn value_type(self) -> Option<DType> {
        match self {
            Binding::Buffer { .. } => None,
            Binding::Scalar(dtype) | Binding::Let(dtype) | Binding::Local { dtype, .. } => {
                Some(dtype)
            }
            Binding::Dim | Binding::LoopVar => Some(DType::I64),
        }
    }
}

type Outcome<T> = Result<T, String>;

struct Checker {
    scopes: Vec<HashMap<String, Binding>>,
    parallel_depth: usize,
    nesting: usize,
}

impl Checker {
    fn lookup(&self, name: &str) -> Option<Binding> {
        self.scopes
            .iter()
            .rev()
            .find_map(|scope| scope.get(name).copied())
    }

    fn declare(&mut self, name: &str, binding: Binding, what: &str) -> Outcome<()> {
        if !is_c_identifier(name) || is_reserved(name) {
            return Err(format!("{what} name `{name}` is not a valid identifier"));
        }
        if let Some(existing) = self.lookup(name) {
            let kind = match existing {
                Binding::Buffer { .. } | Binding::Scalar(_) => "a parameter",
                Binding::Dim => "a dim",
                Binding::LoopVar => "a loop variable",
                Binding::Let(_) => "a `let` binding",
                Binding::Local { .. } => "a `var` local",
            };
            return Err(format!(
                "`{name}` is already declared as {kind} in an enclosing scope (no shadowing)"
            ));
        }
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name.to_string(), binding);
        }
        Ok(())
    }

    fn declare_params(&mut self, params: &[Param]) -> Outcome<()> {
        let mut names = HashSet::new();
        for param in params {
            if !names.insert(param.name()) {
                return Err(format!("duplicate parameter `{}`", param.name()));
            }
        }
        let mut dims = HashSet::new();
        for param in params {
            let binding = match param {
                Param::Scalar { dtype, .. } => Binding::Scalar(*dtype),
                Param::Buffer { name, dtype, shape } => {
                    if shape.is_empty() {
                        return Err(format!(
                            "buffer `{name}` has no dims (rank 0 is not supported)"
                        ));
                    }
                    for dim in shape {
                        match dim {
                            Dim::Const(extent) if *extent < 0 => {
                                return Err(format!("buffer `{name}` has negative dim {extent}"));
                            }
                            Dim::Const(_) => {}
                            Dim::Var(dim_name) if names.contains(dim_name.as_str()) => {
                                return Err(format!(
                                    "dim `{dim_name}` of buffer `{name}` has the same name as a parameter"
                                ));
                            }
                            Dim::Var(dim_name) => {
                                if dims.insert(dim_name.as_str()) {
                                    self.declare(dim_name, Binding::Dim, "dim")?;
                                }
                            }
                        }
                    }
                    Binding::Buffer {
                        dtype: *dtype,
                        rank: shape.len(),
                    }
                }
            };
            self.declare(param.name(), binding, "parameter")?;
        }
        Ok(())
    }

    fn block(&mut self, stmts: &[Stmt]) -> Outcome<Vec<Stmt>> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return Err(format!(
                "statements nested deeper than {MAX_NESTING} levels"
            ));
        }
        self.scopes.push(HashMap::new());
        let checked = stmts.iter().map(|stmt| self.stmt(stmt)).collect();
        self.scopes.pop();
        self.nesting -= 1;
        checked
    }

    fn stmt(&mut self, stmt: &Stmt) -> Outcome<Stmt> {
        match stmt {
            Stmt::For {
                var,
                start,
                end,
                kind,
                body,
            } => {
                if let LoopKind::Vectorize(factor) | LoopKind::Unroll(factor) = kind {
                    let label = if matches!(kind, LoopKind::Vectorize(_)) {
                        "vectorize"
                    } else {
                        "unroll"
                    };
                    if *factor == 0 || *factor > MAX_LOOP_FACTOR {
                        return Err(format!(
                            "{label}({factor}) on loop `{var}`: the factor must be between 1 and {MAX_LOOP_FACTOR}"
                        ));
                    }
                }
                let start = self.loop_bound(start, var, "start")?;
                let end = self.loop_bound(end, var, "end")?;
                self.scopes.push(HashMap::new());
                let declared = self.declare(var, Binding::LoopVar, "loop variable");
                let parallel = *kind == LoopKind::Parallel;
                if parallel {
                    self.parallel_depth += 1;
                }
                let body = declared.and_then(|()| self.block(body));
                if parallel {
                    self.parallel_depth -= 1;
                }
                self.scopes.pop();
                Ok(Stmt::For {
                    var: var.clone(),
                    start,
                    end,
                    kind: *kind,
                    body: body?,
                })
            }
            Stmt::Var { name, dtype, init } => {
                let (init, found) = self.expr(init, Some(*dtype))?;
                if found != *dtype {
                    return Err(format!(
                        "type mismatch in initialiser of `{name}`: declared {dtype}, found {found}"
                    ));
                }
                let binding = Binding::Local {
                    dtype: *dtype,
                    parallel_depth: self.parallel_depth,
                };
                self.declare(name, binding, "variable")?;
                Ok(Stmt::Var {
                    name: name.clone(),
                    dtype: *dtype,
                    init,
                })
            }
            Stmt::Let { name, value } => {
                let (value, dtype) = self.expr(value, None)?;
                self.declare(name, Binding::Let(dtype), "binding")?;
                Ok(Stmt::Let {
                    name: name.clone(),
                    value,
                })
            }
            Stmt::Assign { name, value } => {
                let dtype = self.assignable(name)?;
                let (value, found) = self.expr(value, Some(dtype))?;
                if found != dtype {
                    return Err(format!(
                        "type mismatch in assignment to `{name}`: {dtype} vs {found}"
                    ));
                }
                Ok(Stmt::Assign {
                    name: name.clone(),
                    value,
                })
            }
            Stmt::Store {
                buffer,
                indices,
                value,
            } => {
                let dtype = match self.lookup(buffer) {
                    Some(Binding::Buffer { dtype, .. }) => dtype,
                    Some(Binding::Scalar(_)) => {
                        return Err(format!("cannot store to scalar parameter `{buffer}`"));
                    }
                    Some(_) => {
                        return Err(format!("cannot store to `{buffer}`: it is not a buffer"));
                    }
                    None => return Err(format!("store to undefined buffer `{buffer}`")),
                };
                let indices = self.indices(buffer, indices)?;
                let (value, found) = self.expr(value, Some(dtype))?;
                if found != dtype {
                    return Err(format!(
                        "type mismatch in store to `{buffer}`: buffer is {dtype}, value is {found}"
                    ));
                }
                Ok(Stmt::Store {
                    buffer: buffer.clone(),
                    indices,
                    value,
                })
            }
            Stmt::If {
                cond,
                then_body,
                else_body,
            } => {
                let (cond, found) = self.expr(cond, Some(DType::Bool))?;
                if found != DType::Bool {
                    return Err(format!("`if` condition must be bool, found {found}"));
                }
                let then_body = self.block(then_body)?;
                let else_body = self.block(else_body)?;
                Ok(Stmt::If {
                    cond,
                    then_body,
                    else_body,
                })
            }
        }
    }

    fn loop_bound(&mut self, bound: &Expr, var: &str, which: &str) -> Outcome<Expr> {
        let (bound, found) = self.expr(bound, Some(DType::I64))?;
        if found != DType::I64 {
            return Err(format!(
                "{which} bound of loop `{var}` must be i64, found {found} (cast it with `i64(...)`)"
            ));
        }
        Ok(bound)
    }

    /// The type of the `var` local `name` if it may be assigned here.
    fn assignable(&self, name: &str) -> Outcome<DType> {
        match self.lookup(name) {
            None => Err(format!("undefined variable `{name}`")),
            Some(Binding::Local {
                dtype,
                parallel_depth,
            }) => {
                if parallel_depth < self.parallel_depth {
                    Err(format!(
                        "cannot assign to `{name}` inside parallel loop: declared outside it"
                    ))
                } else {
                    Ok(dtype)
                }
            }
            Some(Binding::Let(_)) => Err(format!(
                "cannot assign to `let` binding `{name}` (declare it with `var`)"
            )),
            Some(Binding::Scalar(_)) => Err(format!("cannot assign to parameter `{name}`")),
            Some(Binding::Buffer { .. }) => Err(format!(
                "cannot assign to buffer `{name}`; store to an element with `{name}[...] = ...`"
            )),
            Some(Binding::Dim) => Err(format!("cannot assign to dim `{name}`")),
            Some(Binding::LoopVar) => Err(format!("cannot assign to loop variable `{name}`")),
        }
    }

    fn indices(&mut self, buffer: &str, indices: &[Expr]) -> Outcome<Vec<Expr>> {
        let rank = match self.lookup(buffer) {
            Some(Binding::Buffer { rank, .. }) => rank,
            _ => return Err(format!("`{buffer}` is not a buffer")),
        };
        if indices.len() != rank {
            let plural = if indices.len() == 1 {
                "index"
            } else {
                "indices"
            };
            return Err(format!(
                "buffer `{buffer}` has rank {rank} but is indexed with {} {plural}",
                indices.len()
            ));
        }
        let mut checked = Vec::with_capacity(indices.len());
        for (position, index) in indices.iter().enumerate() {
            let (index, found) = self.expr(index, None)?;
            if !found.is_int() {
                return Err(format!(
                    "index {position} of `{buffer}` must be an integer, found {found}"
                ));
            }
            checked.push(index);
        }
        Ok(checked)
    }

    /// The type `expr` has regardless of context, or `None` if it is made of untyped literals
    /// only (and so takes the type its context wants).
    fn natural_type(&self, expr: &Expr) -> Option<DType> {
        match expr {
            Expr::Int { dtype, .. } | Expr::Float { dtype, .. } => *dtype,
            Expr::Bool(_) => Some(DType::Bool),
            Expr::Var(name) => self.lookup(name).and_then(Binding::value_type),
            Expr::Load { buffer, .. } => match self.lookup(buffer) {
                Some(Binding::Buffer { dtype, .. }) => Some(dtype),
                _ => None,
            },
            Expr::Binary { op, lhs, rhs } => {
                if op.is_comparison() || matches!(op, BinOp::And | BinOp::Or) {
                    Some(DType::Bool)
                } else {
                    self.natural_type(lhs).or_else(|| self.natural_type(rhs))
                }
            }
            Expr::Unary { op: UnOp::Not, .. } => Some(DType::Bool),
            Expr::Unary {
                op: UnOp::Neg,
                operand,
            } => self.natural_type(operand),
            Expr::Cast { dtype, .. } => Some(*dtype),
            Expr::Select {
                then_value,
                else_value,
                ..
            } => self
                .natural_type(then_value)
                .or_else(|| self.natural_type(else_value)),
            Expr::Call { args, .. } => args.iter().find_map(|arg| self.natural_type(arg)),
        }
    }

    /// The common operand type for operands made of `exprs`: the first natural type, else the
    /// context's `wanted` type, else `f64` if any float literal is involved, else `i64`.
    fn operand_type(&self, exprs: &[&Expr], wanted: Option<DType>) -> DType {
        exprs
            .iter()
            .find_map(|e| self.natural_type(e))
            .or(wanted)
            .unwrap_or(if exprs.iter().any(|e| has_float_literal(e)) {
                DType::F64
            } else {
                DType::I64
            })
    }

    /// Checks `expr` where the context wants `wanted` (used only to type untyped literals);
    /// returns the typed copy and its type. Callers compare the type with what they need.
    fn expr(&mut self, expr: &Expr, wanted: Option<DType>) -> Outcome<(Expr, DType)> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING * 4 {
            return Err(format!(
                "expression nested deeper than {} levels",
                MAX_NESTING * 4
            ));
        }
        let result = self.expr_inner(expr, wanted);
        self.nesting -= 1;
        result
    }

    fn expr_inner(&mut self, expr: &Expr, wanted: Option<DType>) -> Outcome<(Expr, DType)> {
        match expr {
            Expr::Int { value, dtype } => {
                int_literal(*value, dtype.or(wanted).unwrap_or(DType::I64))
            }
            Expr::Float { value, dtype } => {
                float_literal(*value, dtype.or(wanted).unwrap_or(DType::F64))
            }
            Expr::Bool(value) => Ok((Expr::Bool(*value), DType::Bool)),
            Expr::Var(name) => match self.lookup(name) {
                None => Err(format!("undefined variable `{name}`")),
                Some(Binding::Buffer { .. }) => Err(format!(
                    "buffer `{name}` used as a value; index it as `{name}[...]`"
                )),
                Some(binding) => Ok((expr.clone(), binding.value_type().unwrap_or(DType::I64))),
            },
            Expr::Load { buffer, indices } => {
                let dtype = match self.lookup(buffer) {
                    Some(Binding::Buffer { dtype, .. }) => dtype,
                    Some(_) => {
                        return Err(format!("`{buffer}` is not a buffer and cannot be indexed"));
                    }
                    None => return Err(format!("undefined buffer `{buffer}`")),
                };
                let indices = self.indices(buffer, indices)?;
                Ok((
                    Expr::Load {
                        buffer: buffer.clone(),
                        indices,
                    },
                    dtype,
                ))
            }
            Expr::Binary { op, lhs, rhs } => self.binary(*op, lhs, rhs, wanted),
            Expr::Unary { op, operand } => {
                let (operand, found) = match op {
                    UnOp::Not => self.expr(operand, Some(DType::Bool))?,
                    UnOp::Neg => {
                        self.expr(operand, wanted.filter(|t| t.is_int() || t.is_float()))?
                    }
                };
                match op {
                    UnOp::Not if found != DType::Bool => {
                        return Err(format!("`!` needs a bool operand, found {found}"));
                    }
                    UnOp::Neg if found == DType::Bool => {
                        return Err("`-` needs a number, found bool".to_string());
                    }
                    _ => {}
                }
                Ok((
                    Expr::Unary {
                        op: *op,
                        operand: Box::new(operand),
                    },
                    found,
                ))
            }
            Expr::Cast { dtype, value } => {
                let (value, _) = self.expr(value, None)?;
                Ok((
                    Expr::Cast {
                        dtype: *dtype,
                        value: Box::new(value),
                    },
                    *dtype,
                ))
            }
            Expr::Select {
                cond,
                then_value,
                else_value,
            } => {
                let (cond, found) = self.expr(cond, Some(DType::Bool))?;
                if found != DType::Bool {
                    return Err(format!("`select` condition must be bool, found {found}"));
                }
                let operand = self.operand_type(&[then_value, else_value], wanted);
                let (then_value, then_type) = self.expr(then_value, Some(operand))?;
                let (else_value, else_type) = self.expr(else_value, Some(operand))?;
                if then_type != else_type {
                    return Err(format!(
                        "type mismatch in `select`: {then_type} vs {else_type}"
                    ));
                }
                let select = Expr::Select {
                    cond: Box::new(cond),
                    then_value: Box::new(then_value),
                    else_value: Box::new(else_value),
                };
                Ok((select, then_type))
            }
            Expr::Call { intrinsic, args } => self.call(*intrinsic, args, wanted),
        }
    }

    fn binary(
        &mut self,
        op: BinOp,
        lhs: &Expr,
        rhs: &Expr,
        wanted: Option<DType>,
    ) -> Outcome<(Expr, DType)> {
        let logical = matches!(op, BinOp::And | BinOp::Or);
        let operand = if logical {
            DType::Bool
        } else if op.is_comparison() {
            self.operand_type(&[lhs, rhs], None)
        } else {
            self.operand_type(&[lhs, rhs], wanted.filter(|t| t.is_int() || t.is_float()))
        };
        let (lhs, lhs_type) = self.expr(lhs, Some(operand))?;
        let (rhs, rhs_type) = self.expr(rhs, Some(operand))?;
        let symbol = op.symbol();
        if lhs_type != rhs_type {
            return Err(format!(
                "type mismatch in `{symbol}`: {lhs_type} vs {rhs_type}"
            ));
        }
        let accepted = match op {
            BinOp::And | BinOp::Or => lhs_type == DType::Bool,
            BinOp::Eq | BinOp::Ne => true,
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => lhs_type != DType::Bool,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem => {
                lhs_type != DType::Bool
            }
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr => {
                lhs_type.is_int()
            }
        };
        if !accepted {
            let needs = match op {
                BinOp::And | BinOp::Or => "bool operands",
                BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr => {
                    "integer operands"
                }
                _ => "numeric operands",
            };
            return Err(format!("`{symbol}` needs {needs}, found {lhs_type}"));
        }
        let result = if logical || op.is_comparison() {
            DType::Bool
        } else {
            lhs_type
        };
        Ok((
            Expr::Binary {
                op,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
            },
            result,
        ))
    }

    fn call(
        &mut self,
        intrinsic: Intrinsic,
        args: &[Expr],
        wanted: Option<DType>,
    ) -> Outcome<(Expr, DType)> {
        let name = intrinsic.name();
        if args.len() != intrinsic.arity() {
            let plural = if intrinsic.arity() == 1 {
                "argument"
            } else {
                "arguments"
            };
            return Err(format!(
                "`{name}` takes {} {plural}, got {}",
                intrinsic.arity(),
                args.len()
            ));
        }
        let arg_refs: Vec<&Expr> = args.iter().collect();
        let numeric_wanted = wanted.filter(|t| t.is_int() || t.is_float());
        let operand = if intrinsic.float_only() {
            // Untyped arguments of a float-only intrinsic default to f64 even if all integer.
            let float_wanted = wanted.filter(|t| t.is_float()).unwrap_or(DType::F64);
            self.operand_type(&arg_refs, Some(float_wanted))
        } else {
            self.operand_type(&arg_refs, numeric_wanted)
        };
        let mut checked = Vec::with_capacity(args.len());
        let mut arg_type = operand;
        for (position, arg) in args.iter().enumerate() {
            let (arg, found) = self.expr(arg, Some(operand))?;
            if position > 0 && found != arg_type {
                return Err(format!("type mismatch in `{name}`: {arg_type} vs {found}"));
            }
            arg_type = found;
            checked.push(arg);
        }
        let accepted = if intrinsic.float_only() {
            arg_type.is_float()
        } else if intrinsic == Intrinsic::Abs {
            arg_type.is_float() || arg_type.is_signed_int()
        } else {
            arg_type.is_float() || arg_type.is_int()
        };
        if !accepted {
            let needs = if intrinsic.float_only() {
                "float"
            } else if intrinsic == Intrinsic::Abs {
                "float or signed integer"
            } else {
                "numeric"
            };
            return Err(format!(
                "`{name}` needs {needs} arguments, found {arg_type}"
            ));
        }
        Ok((
            Expr::Call {
                intrinsic,
                args: checked,
            },
            arg_type,
        ))
    }
}

fn has_float_literal(expr: &Expr) -> bool {
    match expr {
        Expr::Float { .. } => true,
        Expr::Binary { op, lhs, rhs }
            if !op.is_comparison() && !matches!(op, BinOp::And | BinOp::Or) =>
        {
            has_float_literal(lhs) || has_float_literal(rhs)
        }
        Expr::Unary {
            op: UnOp::Neg,
            operand,
        } => has_float_literal(operand),
        Expr::Select {
            then_value,
            else_value,
            ..
        } => has_float_literal(then_value) || has_float_literal(else_value),
        Expr::Call { args, .. } => args.iter().any(has_float_literal),
        _ => false,
    }
}

/// An integer literal given type `dtype`: a float type turns it into a float literal.
fn int_literal(value: i64, dtype: DType) -> Outcome<(Expr, DType)> {
    if dtype.is_float() {
        return float_literal(value as f64, dtype);
    }
    if dtype == DType::Bool {
        return Err(format!(
            "integer literal `{value}` used where bool is expected (write `true`/`false`)"
        ));
    }
    let (min, max): (i128, i128) = match dtype {
        DType::I8 => (i8::MIN.into(), i8::MAX.into()),
        DType::I16 => (i16::MIN.into(), i16::MAX.into()),
        DType::I32 => (i32::MIN.into(), i32::MAX.into()),
        DType::U8 => (0, u8::MAX.into()),
        DType::U16 => (0, u16::MAX.into()),
        DType::U32 => (0, u32::MAX.into()),
        DType::U64 => (0, u64::MAX.into()),
        _ => (i64::MIN.into(), i64::MAX.into()),
    };
    if !(min..=max).contains(&i128::from(value)) {
        return Err(format!("integer literal `{value}` does not fit in {dtype}"));
    }
    Ok((
        Expr::Int {
            value,
            dtype: Some(dtype),
        },
        dtype,
    ))
}

/// A float literal given type `dtype`, which must be a float type wide enough for the value.
fn float_literal(value: f64, dtype: DType) -> Outcome<(Expr, DType)> {
    if !dtype.is_float() {
        return Err(format!(
            "float literal `{value:?}` used where {dtype} is expected"
        ));
    }
    if !value.is_finite() {
        return Err(format!("float literal `{value:?}` is not finite"));
    }
    let max = match dtype {
        DType::F16 => 65504.0,
        DType::F32 => f64::from(f32::MAX),
        _ => f64::MAX,
    };
    if value.abs() > max {
        return Err(format!("float literal `{value:?}` overflows {dtype}"));
    }
    Ok((
        Expr::Float {
            value,
            dtype: Some(dtype),
        },
        dtype,
    ))
}
