//! The verifier: checks names, scopes, ranks and types, and returns a copy of the kernel in
//! which every literal carries its inferred dtype. Typing rules are listed in `docs/kir.md`.

mod device;
mod expr;
mod limits;
mod names;
mod numbering;

pub use device::MAX_STATIC_SHARED_BYTES;
pub use limits::MAX_UNROLLED_STATEMENTS;
pub use names::{check_kernel_name, check_system_lib_prefix};

use std::collections::{HashMap, HashSet};

use super::ast::{Dim, Expr, Kernel, LoopKind, Param, Program, Stmt, ThreadAxis};
use super::parser::MAX_NESTING;
use super::{IrError, is_reserved};
use crate::abi::DType;

/// Vectorize and unroll factors above this are refused: they would blow up code size.
pub const MAX_LOOP_FACTOR: u32 = 1024;

/// The largest `local` array in bytes: it lives in the stack frame of the kernel or of a
/// thread-pool worker, whose stacks may be small.
pub const MAX_LOCAL_BYTES: u64 = 128 * 1024;

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
    let report = check_kernel(kernel);
    match (report.errors.into_iter().next(), report.typed) {
        (None, Some(typed)) => Ok(typed),
        (Some(first), _) => Err(IrError::Verify {
            kernel: kernel.name.clone(),
            message: first.message,
        }),
        (None, None) => Err(IrError::Verify {
            kernel: kernel.name.clone(),
            message: "the kernel could not be checked".to_string(),
        }),
    }
}

/// One verifier finding: what is wrong and, when known, the place it is about: the culprit
/// expression, else the parameter, else the statement, else the kernel as a whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Finding {
    /// The statement's index in a pre-order walk of the kernel body (see
    /// [`crate::ir::parser::KernelPositions::statements`]); `None` for the kernel as a whole.
    pub(crate) statement: Option<usize>,
    /// The culprit expression's index in the numbering of
    /// [`crate::ir::parser::KernelPositions::expressions`].
    pub(crate) expr: Option<usize>,
    /// The parameter's index, for a finding about one parameter.
    pub(crate) param: Option<usize>,
    pub(crate) message: String,
}

impl Finding {
    fn at_statement(index: usize, message: String) -> Finding {
        Finding {
            statement: Some(index),
            message,
            ..Finding::default()
        }
    }
}

/// Everything the verifier found in one kernel.
pub(crate) struct KernelReport {
    /// The typed kernel when there is no error.
    pub(crate) typed: Option<Kernel>,
    /// Errors, in the order of the statements they are about.
    pub(crate) errors: Vec<Finding>,
    /// Warnings: accepted code that probably does not do what its author meant.
    pub(crate) warnings: Vec<Finding>,
    /// How many expression nodes the body has (the numbering of [`Finding::expr`]).
    pub(crate) expressions: usize,
}

/// Checks one kernel completely, going on after each error so that all of them are reported.
pub(crate) fn check_kernel(kernel: &Kernel) -> KernelReport {
    let mut errors = Vec::new();
    let whole = |message: String| Finding {
        message,
        ..Finding::default()
    };
    if let Err(message) = names::check_kernel_name(&kernel.name) {
        errors.push(whole(message));
    }
    // The checks below recurse; bound the depth first, without recursing, so that a deep
    // AST built in Rust is an error rather than a stack overflow.
    let depth = deepest_nesting(&kernel.body);
    if depth > MAX_AST_DEPTH {
        errors.push(whole(format!(
            "statements and expressions nested {depth} levels deep (at most {MAX_AST_DEPTH})"
        )));
        return KernelReport {
            typed: None,
            errors,
            warnings: Vec::new(),
            expressions: 0,
        };
    }
    if let Err(finding) = limits::check_code_size(&kernel.body) {
        errors.push(finding);
    }
    let expr_ids = numbering::number_expressions(&kernel.body);
    let expressions = expr_ids.len();
    let mut checker = Checker {
        scopes: vec![HashMap::new()],
        parallel_depth: 0,
        local_extents: HashMap::new(),
        next_statement: 0,
        current_statement: None,
        expr_ids,
        vectorized_scopes: Vec::new(),
        errors: Vec::new(),
        warnings: Vec::new(),
        device: DeviceState {
            device: kernel.device,
            ..DeviceState::default()
        },
    };
    checker.declare_params(&kernel.params);
    let body = checker.block(&kernel.body);
    errors.append(&mut checker.errors);
    let typed = errors.is_empty().then(|| Kernel {
        name: kernel.name.clone(),
        params: kernel.params.clone(),
        body,
        device: kernel.device,
    });
    KernelReport {
        typed,
        errors,
        warnings: checker.warnings,
        expressions,
    }
}

/// The number of statements nested inside `stmt` (not counting itself).
fn nested_statements(stmt: &Stmt) -> usize {
    match stmt {
        Stmt::For { body, .. } => body.iter().map(|s| 1 + nested_statements(s)).sum(),
        Stmt::If {
            then_body,
            else_body,
            ..
        } => then_body
            .iter()
            .chain(else_body)
            .map(|s| 1 + nested_statements(s))
            .sum(),
        _ => 0,
    }
}

/// Deepest accepted nesting of statements plus expressions, well above what the parser's own
/// limit lets text reach.
const MAX_AST_DEPTH: usize = MAX_NESTING * 4;

/// The deepest nesting of blocks and expression nodes in `body`, computed iteratively.
fn deepest_nesting(body: &[Stmt]) -> usize {
    enum Node<'a> {
        Stmt(&'a Stmt),
        Expr(&'a Expr),
    }
    let mut pending: Vec<(Node<'_>, usize)> = body.iter().map(|s| (Node::Stmt(s), 1)).collect();
    let mut deepest = 0;
    while let Some((node, depth)) = pending.pop() {
        deepest = deepest.max(depth);
        if depth > MAX_AST_DEPTH {
            break;
        }
        let next = depth + 1;
        match node {
            Node::Stmt(stmt) => match stmt {
                Stmt::For {
                    start, end, body, ..
                } => {
                    pending.push((Node::Expr(start), next));
                    pending.push((Node::Expr(end), next));
                    pending.extend(body.iter().map(|s| (Node::Stmt(s), next)));
                }
                Stmt::Local { .. } | Stmt::Shared { .. } | Stmt::Barrier => {}
                Stmt::Var { init: value, .. }
                | Stmt::Let { value, .. }
                | Stmt::Assign { value, .. } => pending.push((Node::Expr(value), next)),
                Stmt::Store { indices, value, .. } => {
                    pending.extend(indices.iter().map(|e| (Node::Expr(e), next)));
                    pending.push((Node::Expr(value), next));
                }
                Stmt::If {
                    cond,
                    then_body,
                    else_body,
                } => {
                    pending.push((Node::Expr(cond), next));
                    pending.extend(
                        then_body
                            .iter()
                            .chain(else_body)
                            .map(|s| (Node::Stmt(s), next)),
                    );
                }
            },
            Node::Expr(expr) => match expr {
                Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) | Expr::Var(_) => {}
                Expr::Load { indices: args, .. } | Expr::Call { args, .. } => {
                    pending.extend(args.iter().map(|e| (Node::Expr(e), next)));
                }
                Expr::Binary { lhs, rhs, .. } => {
                    pending.push((Node::Expr(lhs), next));
                    pending.push((Node::Expr(rhs), next));
                }
                Expr::Unary { operand: inner, .. } | Expr::Cast { value: inner, .. } => {
                    pending.push((Node::Expr(inner), next));
                }
                Expr::Select {
                    cond,
                    then_value,
                    else_value,
                } => {
                    pending.push((Node::Expr(cond), next));
                    pending.push((Node::Expr(then_value), next));
                    pending.push((Node::Expr(else_value), next));
                }
            },
        }
    }
    deepest
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
    /// A `local` array, with the number of enclosing parallel loops where it was declared.
    LocalArray {
        dtype: DType,
        rank: usize,
        parallel_depth: usize,
    },
    /// A `shared` array of a device kernel.
    SharedArray {
        dtype: DType,
        rank: usize,
    },
    /// A name whose declaration had an error (a `let` with a wrong value, say): it is in
    /// scope so that its uses are not reported as undefined, and a use of it stops checking
    /// the statement without a second message.
    Invalid,
}

impl Binding {
    fn value_type(self) -> Option<DType> {
        match self {
            Binding::Buffer { .. }
            | Binding::LocalArray { .. }
            | Binding::SharedArray { .. }
            | Binding::Invalid => None,
            Binding::Scalar(dtype) | Binding::Let(dtype) | Binding::Local { dtype, .. } => {
                Some(dtype)
            }
            Binding::Dim | Binding::LoopVar => Some(DType::I64),
        }
    }
}

/// Why checking a statement or an expression stopped.
#[derive(Debug)]
enum Failure {
    /// An error not reported yet: the caller that knows its place reports it.
    Error(String),
    /// An error already reported at its culprit (a subexpression), or a use of a name whose
    /// declaration was wrong: the enclosing statement stops without a second message.
    Reported,
}

type Outcome<T> = Result<T, Failure>;

fn fail<T>(message: String) -> Outcome<T> {
    Err(Failure::Error(message))
}

struct Checker {
    scopes: Vec<HashMap<String, Binding>>,
    parallel_depth: usize,
    /// Extents of the `local` arrays by name. Names are never shadowed, so the latest entry for
    /// a name is the declaration in scope.
    local_extents: HashMap<String, Vec<i64>>,
    /// The pre-order index the next statement checked will have.
    next_statement: usize,
    /// The pre-order index of the statement being checked.
    current_statement: Option<usize>,
    /// Every expression node's number (see [`numbering::number_expressions`]).
    expr_ids: HashMap<*const Expr, usize>,
    /// For each enclosing `vectorize` loop, the index of the scope its loop variable opens.
    vectorized_scopes: Vec<usize>,
    errors: Vec<Finding>,
    warnings: Vec<Finding>,
    /// What the device-kernel rules track (see [`device`]).
    device: DeviceState,
}

/// The state of the device-kernel rules while a kernel is checked.
#[derive(Debug, Default)]
struct DeviceState {
    /// True for a `device kernel`.
    device: bool,
    /// Enclosing statements that are not thread-bound loops (serial loops, `if`s): a
    /// thread-bound loop may not be inside one.
    unbound_nesting: usize,
    /// The axes bound so far.
    bound_axes: HashSet<ThreadAxis>,
    /// Names whose value may differ between the threads of one block.
    varying: HashSet<String>,
    /// Why the statements being checked may run in some threads of a block and not others,
    /// innermost last.
    divergence: Vec<String>,
    /// Bytes of static shared memory declared so far.
    static_shared_bytes: u64,
    /// The kernel's dynamic shared array, once declared.
    dynamic_shared: Option<String>,
}

impl Checker {
    /// The index of the scope declaring `name`.
    fn scope_of(&self, name: &str) -> Option<usize> {
        self.scopes
            .iter()
            .rposition(|scope| scope.contains_key(name))
    }

    fn lookup(&self, name: &str) -> Option<Binding> {
        self.scopes
            .iter()
            .rev()
            .find_map(|scope| scope.get(name).copied())
    }

    fn declare(&mut self, name: &str, binding: Binding, what: &str) -> Outcome<()> {
        if !is_c_identifier(name) {
            return fail(format!("{what} name `{name}` is not an identifier"));
        }
        if is_reserved(name) {
            return fail(format!(
                "`{name}` is a reserved word and cannot name a {what}"
            ));
        }
        if let Some(existing) = self.lookup(name) {
            let kind = match existing {
                Binding::Buffer { .. } | Binding::Scalar(_) => "a parameter",
                Binding::Dim => "a dim",
                Binding::LoopVar => "a loop variable",
                Binding::Let(_) => "a `let` binding",
                Binding::Local { .. } => "a `var` local",
                Binding::LocalArray { .. } => "a `local` array",
                Binding::SharedArray { .. } => "a `shared` array",
                Binding::Invalid => "a name",
            };
            return fail(format!(
                "`{name}` is already declared as {kind} in an enclosing scope (no shadowing)"
            ));
        }
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name.to_string(), binding);
        }
        Ok(())
    }

    /// Declares the parameters and their dims, reporting each error at its parameter.
    fn declare_params(&mut self, params: &[Param]) {
        let mut names = HashSet::new();
        let duplicates: Vec<bool> = params.iter().map(|p| !names.insert(p.name())).collect();
        let mut dims = HashSet::new();
        for (index, param) in params.iter().enumerate() {
            let declared = if duplicates.get(index).copied().unwrap_or(false) {
                fail(format!("duplicate parameter `{}`", param.name()))
            } else {
                self.declare_param(param, &names, &mut dims)
            };
            if let Err(Failure::Error(message)) = declared {
                self.errors.push(Finding {
                    param: Some(index),
                    message,
                    ..Finding::default()
                });
            }
        }
    }

    fn declare_param<'a>(
        &mut self,
        param: &'a Param,
        params: &HashSet<&str>,
        dims: &mut HashSet<&'a str>,
    ) -> Outcome<()> {
        let binding = match param {
            Param::Scalar { name, dtype } => {
                // Declared even when a launch cannot pass it, so that its uses are not
                // reported as undefined.
                let passable = self.check_device_scalar(name, *dtype);
                self.declare(name, Binding::Scalar(*dtype), "parameter")?;
                return passable;
            }
            Param::Buffer { name, dtype, shape } => {
                if shape.is_empty() {
                    return fail(format!(
                        "buffer `{name}` has no dims (rank 0 is not supported)"
                    ));
                }
                for dim in shape {
                    match dim {
                        Dim::Const(extent) if *extent < 0 => {
                            return fail(format!("buffer `{name}` has negative dim {extent}"));
                        }
                        Dim::Const(_) => {}
                        Dim::Var(dim_name) if params.contains(dim_name.as_str()) => {
                            return fail(format!(
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
                limits::check_buffer_size(name, *dtype, shape)?;
                Binding::Buffer {
                    dtype: *dtype,
                    rank: shape.len(),
                }
            }
        };
        self.declare(param.name(), binding, "parameter")
    }

    /// Checks each statement, recording an error and going on to the next when one fails;
    /// the failed statements are left out of the returned copy.
    fn block(&mut self, stmts: &[Stmt]) -> Vec<Stmt> {
        self.scopes.push(HashMap::new());
        let enclosing = self.current_statement;
        let mut checked = Vec::with_capacity(stmts.len());
        for stmt in stmts {
            let index = self.next_statement;
            self.next_statement += 1;
            self.current_statement = Some(index);
            match self.stmt(stmt, index) {
                Ok(typed) => checked.push(typed),
                Err(Failure::Error(message)) => {
                    self.errors.push(Finding::at_statement(index, message));
                }
                Err(Failure::Reported) => {}
            }
            // Statements skipped after an error still count, to keep indices aligned.
            self.next_statement = index + 1 + nested_statements(stmt);
        }
        self.current_statement = enclosing;
        self.scopes.pop();
        checked
    }

    fn stmt(&mut self, stmt: &Stmt, index: usize) -> Outcome<Stmt> {
        match stmt {
            Stmt::For {
                var,
                start,
                end,
                kind,
                body,
            } => {
                let mut bad_factor = None;
                if let LoopKind::Vectorize(factor) | LoopKind::Unroll(factor) = kind {
                    let label = if matches!(kind, LoopKind::Vectorize(_)) {
                        "vectorize"
                    } else {
                        "unroll"
                    };
                    if *factor == 0 || *factor > MAX_LOOP_FACTOR {
                        bad_factor = Some(format!(
                            "{label}({factor}) on loop `{var}`: the factor must be between 1 and {MAX_LOOP_FACTOR}"
                        ));
                    }
                }
                // The body is checked even when the loop header is wrong, so that its own
                // errors are reported in the same run.
                let start_source = start;
                let end_source = end;
                let start = self.loop_bound(start, var, "start");
                let end = self.loop_bound(end, var, "end");
                let placement = self.check_loop_placement(var, *kind, start_source, end_source);
                let entered = self.enter_loop(var, *kind, start_source, end_source);
                self.scopes.push(HashMap::new());
                let declared = self.declare(var, Binding::LoopVar, "loop variable");
                let parallel = *kind == LoopKind::Parallel;
                let vectorized = matches!(kind, LoopKind::Vectorize(lanes) if *lanes > 1);
                if parallel {
                    self.parallel_depth += 1;
                }
                if vectorized {
                    self.vectorized_scopes.push(self.scopes.len() - 1);
                }
                let body = declared.map(|()| self.block(body));
                if vectorized {
                    self.vectorized_scopes.pop();
                }
                if parallel {
                    self.parallel_depth -= 1;
                }
                self.scopes.pop();
                self.leave_loop(entered);
                if let Some(message) = bad_factor {
                    return fail(message);
                }
                placement?;
                Ok(Stmt::For {
                    var: var.clone(),
                    start: start?,
                    end: end?,
                    kind: *kind,
                    body: body?,
                })
            }
            Stmt::Var { name, dtype, init } => {
                let typed = self.expr(init, Some(*dtype));
                let binding = Binding::Local {
                    dtype: *dtype,
                    parallel_depth: self.parallel_depth,
                };
                // Declared even when the initialiser is wrong, so that later uses of the
                // variable do not each report it as undefined.
                self.declare(name, binding, "variable")?;
                self.track_varying(name, init);
                let (typed, found) = typed?;
                if found != *dtype {
                    let message = format!(
                        "type mismatch in initialiser of `{name}`: declared {dtype}, found {found}"
                    );
                    return Err(self.report_at(init, message));
                }
                Ok(Stmt::Var {
                    name: name.clone(),
                    dtype: *dtype,
                    init: typed,
                })
            }
            Stmt::Local { name, dtype, shape } => {
                let binding = Binding::LocalArray {
                    dtype: *dtype,
                    rank: shape.len(),
                    parallel_depth: self.parallel_depth,
                };
                // Declared even when too large, so that its uses are not reported as
                // undefined.
                self.declare(name, binding, "local array")?;
                self.local_extents.insert(name.clone(), shape.clone());
                let bytes = limits::local_array_bytes(name, *dtype, shape)?;
                if bytes > MAX_LOCAL_BYTES {
                    return fail(format!(
                        "local array `{name}` takes {bytes} bytes (at most {MAX_LOCAL_BYTES})"
                    ));
                }
                Ok(stmt.clone())
            }
            Stmt::Let { name, value } => {
                let (value, dtype) = match self.expr(value, None) {
                    Ok(typed) => typed,
                    Err(failure) => {
                        // In scope all the same: its uses are not undefined names.
                        self.declare(name, Binding::Invalid, "binding")?;
                        return Err(failure);
                    }
                };
                self.declare(name, Binding::Let(dtype), "binding")?;
                self.track_varying(name, &value);
                Ok(Stmt::Let {
                    name: name.clone(),
                    value,
                })
            }
            Stmt::Assign { name, value } => {
                let target = self.assignable(name);
                let checked = self.expr(value, target.as_ref().ok().copied());
                let dtype = target?;
                let (typed, found) = checked?;
                if found != dtype {
                    let message =
                        format!("type mismatch in assignment to `{name}`: {dtype} vs {found}");
                    return Err(self.report_at(value, message));
                }
                self.warn_reassociated_reduction(name, dtype, value_reads(&typed, name), index);
                self.track_varying(name, &typed);
                Ok(Stmt::Assign {
                    name: name.clone(),
                    value: typed,
                })
            }
            Stmt::Store {
                buffer,
                indices,
                value,
            } => {
                let target = self.store_target(buffer);
                // The indices and the value are checked whatever the target, so that their
                // own errors are reported too.
                let indices = match target {
                    Ok(_) => self.indices(buffer, indices),
                    Err(_) => self.each_index(indices),
                };
                let checked = self.expr(value, target.as_ref().ok().copied());
                let dtype = target?;
                let indices = indices?;
                let (typed, found) = checked?;
                if found != dtype {
                    let message = format!(
                        "type mismatch in store to `{buffer}`: buffer is {dtype}, value is {found}"
                    );
                    return Err(self.report_at(value, message));
                }
                Ok(Stmt::Store {
                    buffer: buffer.clone(),
                    indices,
                    value: typed,
                })
            }
            Stmt::Shared { name, dtype, shape } => {
                let binding = Binding::SharedArray {
                    dtype: *dtype,
                    rank: shape.len(),
                };
                // Declared even when wrong, so that its uses are not reported as undefined.
                self.declare(name, binding, "shared array")?;
                self.check_shared(name, *dtype, shape)?;
                Ok(stmt.clone())
            }
            Stmt::Barrier => {
                self.check_barrier()?;
                Ok(Stmt::Barrier)
            }
            Stmt::If {
                cond,
                then_body,
                else_body,
            } => {
                let checked = self.expr(cond, Some(DType::Bool));
                let entered = self.enter_branch(cond);
                let then_body = self.block(then_body);
                let else_body = self.block(else_body);
                self.leave_branch(entered);
                let (typed, found) = checked?;
                if found != DType::Bool {
                    let message = format!("`if` condition must be bool, found {found}");
                    return Err(self.report_at(cond, message));
                }
                Ok(Stmt::If {
                    cond: typed,
                    then_body,
                    else_body,
                })
            }
        }
    }

    /// A float `var` declared outside a `vectorize` loop and updated from itself inside it is
    /// a reduction LLVM reorders into per-lane partial sums: say so.
    fn warn_reassociated_reduction(
        &mut self,
        name: &str,
        dtype: DType,
        reads_itself: bool,
        index: usize,
    ) {
        let Some(&loop_scope) = self.vectorized_scopes.last() else {
            return;
        };
        let outside = self.scope_of(name).is_some_and(|scope| scope < loop_scope);
        if dtype.is_float() && reads_itself && outside {
            self.warnings.push(Finding::at_statement(
                index,
                format!(
                    "float reduction into `{name}` under `vectorize` is reassociated: lanes keep partial sums that are combined at the end, so the result may differ from serial order in the last bits"
                ),
            ));
        }
    }

    /// Bounds may be any integer type (codegen widens them to i64); untyped literals are i64.
    fn loop_bound(&mut self, bound: &Expr, var: &str, which: &str) -> Outcome<Expr> {
        let (typed, found) = self.expr(bound, Some(DType::I64))?;
        if !found.is_int() {
            return Err(self.report_at(
                bound,
                format!("{which} bound of loop `{var}` must be an integer, found {found}"),
            ));
        }
        Ok(typed)
    }

    /// The type of the `var` local `name` if it may be assigned here.
    fn assignable(&self, name: &str) -> Outcome<DType> {
        match self.lookup(name) {
            None => fail(format!("undefined variable `{name}`")),
            Some(Binding::Local {
                dtype,
                parallel_depth,
            }) => {
                if parallel_depth < self.parallel_depth {
                    fail(format!(
                        "cannot assign to `{name}` inside parallel loop: declared outside it"
                    ))
                } else {
                    Ok(dtype)
                }
            }
            Some(Binding::Let(_)) => fail(format!(
                "cannot assign to `let` binding `{name}` (declare it with `var`)"
            )),
            Some(Binding::Scalar(_)) => fail(format!("cannot assign to parameter `{name}`")),
            Some(Binding::Buffer { .. }) => fail(format!(
                "cannot assign to buffer `{name}`; store to an element with `{name}[...] = ...`"
            )),
            Some(Binding::LocalArray { .. }) => fail(format!(
                "cannot assign to local array `{name}`; store to an element with `{name}[...] = ...`"
            )),
            Some(Binding::SharedArray { .. }) => fail(format!(
                "cannot assign to shared array `{name}`; store to an element with `{name}[...] = ...`"
            )),
            Some(Binding::Dim) => fail(format!("cannot assign to dim `{name}`")),
            Some(Binding::LoopVar) => fail(format!("cannot assign to loop variable `{name}`")),
            Some(Binding::Invalid) => Err(Failure::Reported),
        }
    }

    /// The element type of `buffer` if a store to it is allowed here.
    fn store_target(&self, buffer: &str) -> Outcome<DType> {
        match self.lookup(buffer) {
            Some(Binding::Buffer { dtype, .. }) => Ok(dtype),
            Some(Binding::LocalArray {
                dtype,
                parallel_depth,
                ..
            }) => {
                if parallel_depth < self.parallel_depth {
                    return fail(format!(
                        "cannot store to local array `{buffer}` inside parallel loop: declared outside it"
                    ));
                }
                Ok(dtype)
            }
            Some(Binding::SharedArray { dtype, .. }) => Ok(dtype),
            Some(Binding::Scalar(_)) => {
                fail(format!("cannot store to scalar parameter `{buffer}`"))
            }
            Some(Binding::Invalid) => Err(Failure::Reported),
            Some(_) => fail(format!("cannot store to `{buffer}`: it is not a buffer")),
            None => fail(format!("store to undefined buffer `{buffer}`")),
        }
    }

    /// Reports `message` at `expr` (the culprit) and returns the failure that stops the
    /// enclosing statement without a second message.
    fn report_at(&mut self, expr: &Expr, message: String) -> Failure {
        self.errors.push(Finding {
            statement: self.current_statement,
            expr: self.expr_ids.get(&std::ptr::from_ref(expr)).copied(),
            param: None,
            message,
        });
        Failure::Reported
    }

    /// Checks the indices of an access whose buffer is wrong, for their own errors only.
    fn each_index(&mut self, indices: &[Expr]) -> Outcome<Vec<Expr>> {
        let checked: Vec<Outcome<(Expr, DType)>> =
            indices.iter().map(|index| self.expr(index, None)).collect();
        checked
            .into_iter()
            .map(|result| result.map(|(typed, _)| typed))
            .collect()
    }

    fn indices(&mut self, buffer: &str, indices: &[Expr]) -> Outcome<Vec<Expr>> {
        let (rank, local) = match self.lookup(buffer) {
            Some(Binding::Buffer { rank, .. } | Binding::SharedArray { rank, .. }) => (rank, false),
            Some(Binding::LocalArray { rank, .. }) => (rank, true),
            Some(Binding::Invalid) => return Err(Failure::Reported),
            _ => return fail(format!("`{buffer}` is not a buffer")),
        };
        if indices.len() != rank {
            let plural = if indices.len() == 1 {
                "index"
            } else {
                "indices"
            };
            return fail(format!(
                "buffer `{buffer}` has rank {rank} but is indexed with {} {plural}",
                indices.len()
            ));
        }
        let mut checked = Vec::with_capacity(indices.len());
        let mut failure = None;
        for (position, source) in indices.iter().enumerate() {
            let (index, found) = match self.expr(source, None) {
                Ok(typed) => typed,
                Err(error) => {
                    failure.get_or_insert(error);
                    continue;
                }
            };
            if !found.is_int() {
                let message =
                    format!("index {position} of `{buffer}` must be an integer, found {found}");
                failure.get_or_insert(self.report_at(source, message));
                continue;
            }
            // A constant index outside a local array would write over the stack frame: the
            // one case of out-of-bounds access the verifier can see, so it refuses it.
            if let (true, Expr::Int { value, .. }) = (local, &index) {
                let extent = self
                    .local_extents
                    .get(buffer)
                    .and_then(|extents| extents.get(position))
                    .copied()
                    .unwrap_or(0);
                if !(0..extent).contains(value) {
                    let message = format!(
                        "index {position} of local array `{buffer}` is {value}, outside 0..{extent}"
                    );
                    failure.get_or_insert(self.report_at(source, message));
                    continue;
                }
            }
            checked.push(index);
        }
        match failure {
            Some(failure) => Err(failure),
            None => Ok(checked),
        }
    }
}

/// True if `expr` reads the variable `name`.
fn value_reads(expr: &Expr, name: &str) -> bool {
    match expr {
        Expr::Var(var) => var == name,
        Expr::Int { .. } | Expr::Float { .. } | Expr::Bool(_) => false,
        Expr::Load { indices: args, .. } | Expr::Call { args, .. } => {
            args.iter().any(|e| value_reads(e, name))
        }
        Expr::Binary { lhs, rhs, .. } => value_reads(lhs, name) || value_reads(rhs, name),
        Expr::Unary { operand: inner, .. } | Expr::Cast { value: inner, .. } => {
            value_reads(inner, name)
        }
        Expr::Select {
            cond,
            then_value,
            else_value,
        } => [cond, then_value, else_value]
            .iter()
            .any(|e| value_reads(e, name)),
    }
}
