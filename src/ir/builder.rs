//! A builder API for compiler backends that generate kernels programmatically.
//!
//! ```
//! use modlink::ir::{DType, Dim, KernelBuilder, LoopKind, load, var};
//!
//! let vadd = KernelBuilder::new("vadd")
//!     .buffer("A", DType::F32, [Dim::var("n")])
//!     .buffer("B", DType::F32, [Dim::var("n")])
//!     .buffer("C", DType::F32, [Dim::var("n")])
//!     .body(|b| {
//!         b.for_("i", 0, var("n"), LoopKind::Vectorize(8), |b| {
//!             b.store("C", [var("i")], load("A", [var("i")]) + load("B", [var("i")]))
//!         })
//!     })
//!     .build()?;
//! assert_eq!(vadd.params.len(), 3);
//! # Ok::<(), modlink::ir::IrError>(())
//! ```
//!
//! Literals made with `int`/`float` (or plain Rust numbers) are untyped, exactly as the parser
//! produces them, so a built kernel equals the parse of its printed text; the verifier types them.

use std::cell::Cell;
use std::ops;
use std::rc::Rc;

use super::ast::{BinOp, Dim, Expr, Intrinsic, Kernel, LoopKind, Param, Stmt, UnOp};
use super::{IrError, verify};
use crate::abi::DType;

/// Builds a [`Kernel`]: parameters in call order, then the body.
#[derive(Clone, Debug)]
pub struct KernelBuilder {
    name: String,
    params: Vec<Param>,
    body: Vec<Stmt>,
    device: bool,
    fresh_counter: Rc<Cell<usize>>,
}

impl KernelBuilder {
    /// Starts a kernel that will be exported as `__tvm_ffi_<name>`.
    pub fn new(name: impl Into<String>) -> Self {
        KernelBuilder {
            name: name.into(),
            params: Vec::new(),
            body: Vec::new(),
            device: false,
            fresh_counter: Rc::new(Cell::new(0)),
        }
    }

    /// Starts a GPU kernel (`device kernel name`), compiled to a PTX `.entry` named `name`.
    pub fn device(name: impl Into<String>) -> Self {
        KernelBuilder {
            device: true,
            ..KernelBuilder::new(name)
        }
    }

    /// Appends a buffer parameter with its shape, outermost dim first.
    pub fn buffer<D: Into<Dim>>(
        mut self,
        name: impl Into<String>,
        dtype: DType,
        shape: impl IntoIterator<Item = D>,
    ) -> Self {
        let shape = shape.into_iter().map(Into::into).collect();
        self.params.push(Param::Buffer {
            name: name.into(),
            dtype,
            shape,
        });
        self
    }

    /// Appends a scalar parameter passed by value.
    pub fn scalar(mut self, name: impl Into<String>, dtype: DType) -> Self {
        self.params.push(Param::Scalar {
            name: name.into(),
            dtype,
        });
        self
    }

    /// Appends the statements `build` emits to the body (may be called more than once).
    pub fn body(mut self, build: impl FnOnce(&mut BlockBuilder)) -> Self {
        let mut block = BlockBuilder::with_counter(Rc::clone(&self.fresh_counter));
        build(&mut block);
        self.body.extend(block.stmts);
        self
    }

    /// Verifies the kernel and returns it as built (literals left untyped, like [`super::parse`]).
    pub fn build(self) -> Result<Kernel, IrError> {
        let kernel = self.build_unchecked();
        verify(&kernel)?;
        Ok(kernel)
    }

    /// Verifies the kernel and returns the verifier's typed copy, ready for codegen.
    pub fn build_verified(self) -> Result<Kernel, IrError> {
        verify(&self.build_unchecked())
    }

    /// Returns the kernel without checking it.
    pub fn build_unchecked(self) -> Kernel {
        Kernel {
            name: self.name,
            params: self.params,
            body: self.body,
            device: self.device,
        }
    }
}

/// Collects the statements of one block; handed to the closures of [`KernelBuilder::body`],
/// [`BlockBuilder::for_`] and [`BlockBuilder::if_`].
#[derive(Debug, Default)]
pub struct BlockBuilder {
    stmts: Vec<Stmt>,
    fresh_counter: Rc<Cell<usize>>,
}

impl BlockBuilder {
    /// An empty block, for building statement lists outside a [`KernelBuilder`].
    pub fn new() -> Self {
        BlockBuilder::default()
    }

    fn with_counter(fresh_counter: Rc<Cell<usize>>) -> Self {
        BlockBuilder {
            stmts: Vec::new(),
            fresh_counter,
        }
    }

    fn nested(&self, build: impl FnOnce(&mut BlockBuilder)) -> Vec<Stmt> {
        let mut block = BlockBuilder::with_counter(Rc::clone(&self.fresh_counter));
        build(&mut block);
        block.stmts
    }

    /// The statements collected so far.
    pub fn finish(self) -> Vec<Stmt> {
        self.stmts
    }

    /// A name `<prefix>_<n>` not returned before by any block of the same kernel; backends use
    /// it for temporaries (it cannot clash with other fresh names, only with names you chose).
    pub fn fresh_name(&self, prefix: &str) -> String {
        let n = self.fresh_counter.get();
        self.fresh_counter.set(n + 1);
        format!("{prefix}_{n}")
    }

    /// Appends a ready-made statement.
    pub fn push(&mut self, stmt: Stmt) {
        self.stmts.push(stmt);
    }

    /// `for var in start..end kind { body }`.
    pub fn for_(
        &mut self,
        var: impl Into<String>,
        start: impl Into<Expr>,
        end: impl Into<Expr>,
        kind: LoopKind,
        body: impl FnOnce(&mut BlockBuilder),
    ) {
        let body = self.nested(body);
        self.stmts.push(Stmt::For {
            var: var.into(),
            start: start.into(),
            end: end.into(),
            kind,
            body,
        });
    }

    /// `local name: dtype[shape];` — a zeroed fixed-size array; returns `name` for
    /// [`BlockBuilder::store`] and [`load`].
    pub fn local(
        &mut self,
        name: impl Into<String>,
        dtype: DType,
        shape: impl IntoIterator<Item = i64>,
    ) -> String {
        let name = name.into();
        self.stmts.push(Stmt::Local {
            name: name.clone(),
            dtype,
            shape: shape.into_iter().collect(),
        });
        name
    }

    /// `shared name: dtype[shape];` — an array in the block's shared memory (device kernels);
    /// returns `name` for [`BlockBuilder::store`] and [`load`].
    pub fn shared<D: Into<Dim>>(
        &mut self,
        name: impl Into<String>,
        dtype: DType,
        shape: impl IntoIterator<Item = D>,
    ) -> String {
        let name = name.into();
        self.stmts.push(Stmt::Shared {
            name: name.clone(),
            dtype,
            shape: shape.into_iter().map(Into::into).collect(),
        });
        name
    }

    /// `barrier;` — every thread of the block waits here (device kernels).
    pub fn barrier(&mut self) {
        self.stmts.push(Stmt::Barrier);
    }

    /// `var name: dtype = init;` — returns `name` as an expression for later reads.
    pub fn var(&mut self, name: impl Into<String>, dtype: DType, init: impl Into<Expr>) -> Expr {
        let name = name.into();
        self.stmts.push(Stmt::Var {
            name: name.clone(),
            dtype,
            init: init.into(),
        });
        Expr::Var(name)
    }

    /// `let name = value;` — returns `name` as an expression for later reads.
    pub fn let_(&mut self, name: impl Into<String>, value: impl Into<Expr>) -> Expr {
        let name = name.into();
        self.stmts.push(Stmt::Let {
            name: name.clone(),
            value: value.into(),
        });
        Expr::Var(name)
    }

    /// `name = value;`
    pub fn assign(&mut self, name: impl Into<String>, value: impl Into<Expr>) {
        self.stmts.push(Stmt::Assign {
            name: name.into(),
            value: value.into(),
        });
    }

    /// `buffer[indices] = value;`
    pub fn store<I: Into<Expr>>(
        &mut self,
        buffer: impl Into<String>,
        indices: impl IntoIterator<Item = I>,
        value: impl Into<Expr>,
    ) {
        let indices = indices.into_iter().map(Into::into).collect();
        self.stmts.push(Stmt::Store {
            buffer: buffer.into(),
            indices,
            value: value.into(),
        });
    }

    /// `if cond { then_body }`.
    pub fn if_(&mut self, cond: impl Into<Expr>, then_body: impl FnOnce(&mut BlockBuilder)) {
        let then_body = self.nested(then_body);
        self.stmts.push(Stmt::If {
            cond: cond.into(),
            then_body,
            else_body: Vec::new(),
        });
    }

    /// `if cond { then_body } else { else_body }`.
    pub fn if_else(
        &mut self,
        cond: impl Into<Expr>,
        then_body: impl FnOnce(&mut BlockBuilder),
        else_body: impl FnOnce(&mut BlockBuilder),
    ) {
        let then_body = self.nested(then_body);
        let else_body = self.nested(else_body);
        self.stmts.push(Stmt::If {
            cond: cond.into(),
            then_body,
            else_body,
        });
    }
}

impl Dim {
    /// A symbolic dim such as `n`.
    pub fn var(name: impl Into<String>) -> Dim {
        Dim::Var(name.into())
    }
}

impl From<i64> for Dim {
    fn from(extent: i64) -> Dim {
        Dim::Const(extent)
    }
}

impl From<i32> for Dim {
    fn from(extent: i32) -> Dim {
        Dim::Const(extent.into())
    }
}

impl From<&str> for Dim {
    fn from(name: &str) -> Dim {
        Dim::Var(name.to_string())
    }
}

/// A reference to a parameter, dim, loop variable or local.
pub fn var(name: impl Into<String>) -> Expr {
    Expr::Var(name.into())
}

/// An untyped integer literal (typed by context when verified).
pub fn int(value: i64) -> Expr {
    Expr::Int { value, dtype: None }
}

/// An integer literal of a fixed type, printed with a suffix (`3i32`).
pub fn int_of(value: i64, dtype: DType) -> Expr {
    Expr::Int {
        value,
        dtype: Some(dtype),
    }
}

/// An untyped float literal (typed by context when verified).
pub fn float(value: f64) -> Expr {
    Expr::Float { value, dtype: None }
}

/// A float literal of a fixed type, printed with a suffix (`1.5f32`).
pub fn float_of(value: f64, dtype: DType) -> Expr {
    Expr::Float {
        value,
        dtype: Some(dtype),
    }
}

/// `true` or `false`.
pub fn boolean(value: bool) -> Expr {
    Expr::Bool(value)
}

/// `buffer[indices]`.
pub fn load<I: Into<Expr>>(
    buffer: impl Into<String>,
    indices: impl IntoIterator<Item = I>,
) -> Expr {
    Expr::Load {
        buffer: buffer.into(),
        indices: indices.into_iter().map(Into::into).collect(),
    }
}

/// `dtype(value)`.
pub fn cast(dtype: DType, value: impl Into<Expr>) -> Expr {
    Expr::Cast {
        dtype,
        value: Box::new(value.into()),
    }
}

/// `select(cond, then_value, else_value)`.
pub fn select(
    cond: impl Into<Expr>,
    then_value: impl Into<Expr>,
    else_value: impl Into<Expr>,
) -> Expr {
    Expr::Select {
        cond: Box::new(cond.into()),
        then_value: Box::new(then_value.into()),
        else_value: Box::new(else_value.into()),
    }
}

/// `intrinsic(args)`; the verifier checks the arity.
pub fn call<I: Into<Expr>>(intrinsic: Intrinsic, args: impl IntoIterator<Item = I>) -> Expr {
    Expr::Call {
        intrinsic,
        args: args.into_iter().map(Into::into).collect(),
    }
}

impl Expr {
    fn binary(self, op: BinOp, rhs: impl Into<Expr>) -> Expr {
        Expr::Binary {
            op,
            lhs: Box::new(self),
            rhs: Box::new(rhs.into()),
        }
    }

    /// `self < rhs`
    pub fn lt(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::Lt, rhs)
    }

    /// `self <= rhs`
    pub fn le(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::Le, rhs)
    }

    /// `self > rhs`
    pub fn gt(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::Gt, rhs)
    }

    /// `self >= rhs`
    pub fn ge(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::Ge, rhs)
    }

    /// `self == rhs` (the name avoids `PartialEq::eq`).
    pub fn eq_(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::Eq, rhs)
    }

    /// `self != rhs` (the name avoids `PartialEq::ne`).
    pub fn ne_(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::Ne, rhs)
    }

    /// `self && rhs`
    pub fn and(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::And, rhs)
    }

    /// `self || rhs`
    pub fn or(self, rhs: impl Into<Expr>) -> Expr {
        self.binary(BinOp::Or, rhs)
    }

    /// `dtype(self)`
    pub fn cast(self, dtype: DType) -> Expr {
        cast(dtype, self)
    }

    /// `exp(self)`
    pub fn exp(self) -> Expr {
        call(Intrinsic::Exp, [self])
    }

    /// `log(self)`
    pub fn log(self) -> Expr {
        call(Intrinsic::Log, [self])
    }

    /// `sqrt(self)`
    pub fn sqrt(self) -> Expr {
        call(Intrinsic::Sqrt, [self])
    }

    /// `tanh(self)`
    pub fn tanh(self) -> Expr {
        call(Intrinsic::Tanh, [self])
    }

    /// `abs(self)`
    pub fn abs(self) -> Expr {
        call(Intrinsic::Abs, [self])
    }

    /// `floor(self)`
    pub fn floor(self) -> Expr {
        call(Intrinsic::Floor, [self])
    }

    /// `ceil(self)`
    pub fn ceil(self) -> Expr {
        call(Intrinsic::Ceil, [self])
    }

    /// `min(self, other)`
    pub fn min(self, other: impl Into<Expr>) -> Expr {
        call(Intrinsic::Min, [self, other.into()])
    }

    /// `max(self, other)`
    pub fn max(self, other: impl Into<Expr>) -> Expr {
        call(Intrinsic::Max, [self, other.into()])
    }

    /// `pow(self, exponent)`
    pub fn pow(self, exponent: impl Into<Expr>) -> Expr {
        call(Intrinsic::Pow, [self, exponent.into()])
    }

    /// `fma(self, b, c)` = `self * b + c` with one rounding.
    pub fn fma(self, b: impl Into<Expr>, c: impl Into<Expr>) -> Expr {
        call(Intrinsic::Fma, [self, b.into(), c.into()])
    }
}

impl From<i64> for Expr {
    fn from(value: i64) -> Expr {
        int(value)
    }
}

impl From<i32> for Expr {
    fn from(value: i32) -> Expr {
        int(value.into())
    }
}

impl From<f64> for Expr {
    fn from(value: f64) -> Expr {
        float(value)
    }
}

impl From<bool> for Expr {
    fn from(value: bool) -> Expr {
        Expr::Bool(value)
    }
}

impl From<&str> for Expr {
    /// A name converts to a variable reference, so `load("A", ["i"])` works.
    fn from(name: &str) -> Expr {
        Expr::Var(name.to_string())
    }
}

impl From<&Expr> for Expr {
    fn from(expr: &Expr) -> Expr {
        expr.clone()
    }
}

/// Operator overloads for `Expr op rhs`, `&Expr op rhs` and `number op Expr`.
macro_rules! binary_operators {
    ($($trait:ident $method:ident $op:ident;)*) => {$(
        impl<R: Into<Expr>> ops::$trait<R> for Expr {
            type Output = Expr;
            fn $method(self, rhs: R) -> Expr {
                self.binary(BinOp::$op, rhs)
            }
        }

        impl<R: Into<Expr>> ops::$trait<R> for &Expr {
            type Output = Expr;
            fn $method(self, rhs: R) -> Expr {
                self.clone().binary(BinOp::$op, rhs)
            }
        }

        impl ops::$trait<Expr> for i64 {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                int(self).binary(BinOp::$op, rhs)
            }
        }

        impl ops::$trait<Expr> for i32 {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                int(self.into()).binary(BinOp::$op, rhs)
            }
        }

        impl ops::$trait<Expr> for f64 {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                float(self).binary(BinOp::$op, rhs)
            }
        }
    )*};
}

binary_operators! {
    Add add Add;
    Sub sub Sub;
    Mul mul Mul;
    Div div Div;
    Rem rem Rem;
    BitAnd bitand BitAnd;
    BitOr bitor BitOr;
    BitXor bitxor BitXor;
    Shl shl Shl;
    Shr shr Shr;
}

impl ops::Neg for Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        Expr::Unary {
            op: UnOp::Neg,
            operand: Box::new(self),
        }
    }
}

impl ops::Not for Expr {
    type Output = Expr;
    fn not(self) -> Expr {
        Expr::Unary {
            op: UnOp::Not,
            operand: Box::new(self),
        }
    }
}
