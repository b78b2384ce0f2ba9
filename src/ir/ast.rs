//! The kernel IR's data types: what the parser and the builder produce, what the verifier checks
//! and what codegen lowers. Buffers are compact row-major; every index and dim is an `i64`.

use crate::abi::DType;
use crate::abi::launch::{Axis, LaunchTag};
use std::fmt;

/// One dimension of a buffer's shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    /// A fixed extent, checked at call time.
    Const(i64),
    /// A symbolic extent such as `n`, bound from the first buffer that carries it and checked
    /// against every other use; usable as an `i64` variable in the body.
    Var(String),
}

/// A kernel parameter, in call order.
#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    /// A tensor argument: compact row-major, CPU.
    Buffer {
        /// Parameter name.
        name: String,
        /// Element type.
        dtype: DType,
        /// Shape, outermost first.
        shape: Vec<Dim>,
    },
    /// A scalar argument passed by value.
    Scalar {
        /// Parameter name.
        name: String,
        /// Its type.
        dtype: DType,
    },
}

impl Param {
    /// The parameter's name.
    pub fn name(&self) -> &str {
        match self {
            Param::Buffer { name, .. } | Param::Scalar { name, .. } => name,
        }
    }

    /// The parameter's element or scalar type.
    pub fn dtype(&self) -> DType {
        match self {
            Param::Buffer { dtype, .. } | Param::Scalar { dtype, .. } => *dtype,
        }
    }
}

/// The symbolic dims of `params`' buffer shapes, in order of first appearance: the `i64`
/// arguments a kernel's C entry (`<name>_c`) and a device kernel's PTX entry take after the
/// parameters, and the launch values' variables.
pub fn symbolic_dims(params: &[Param]) -> Vec<String> {
    let mut dims: Vec<String> = Vec::new();
    for param in params {
        if let Param::Buffer { shape, .. } = param {
            for dim in shape {
                if let Dim::Var(name) = dim
                    && !dims.contains(name)
                {
                    dims.push(name.clone());
                }
            }
        }
    }
    dims
}

/// One kernel: a host kernel becomes the exported function `__tvm_ffi_<name>`; a device
/// kernel (`device kernel`) becomes a PTX `.entry` named `<name>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    /// The kernel's name (a C identifier).
    pub name: String,
    /// Parameters in call order.
    pub params: Vec<Param>,
    /// The body.
    pub body: Vec<Stmt>,
    /// True for a GPU kernel, written `device kernel`: compiled for NVPTX, launched over the
    /// grid and block its thread-bound loops imply.
    pub device: bool,
}

/// A compilation unit: the kernels of one `.kir` file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Program {
    /// Kernels in source order.
    pub kernels: Vec<Kernel>,
}

/// How a `for` loop runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoopKind {
    /// One iteration after another.
    Serial,
    /// Iterations split across the runtime's thread pool (serial where no pool is set).
    Parallel,
    /// Iterations grouped into vectors of this many lanes, with a scalar remainder.
    Vectorize(u32),
    /// The body repeated this many times per trip, with a remainder loop.
    Unroll(u32),
    /// Bound to a GPU thread index (device kernels only): the loop is not a loop but one
    /// iteration per block or thread of the launch, whose extent is the loop's.
    Bind(ThreadAxis),
}

/// A GPU launch axis a loop can be bound to: `blockIdx.{x,y,z}` or `threadIdx.{x,y,z}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ThreadAxis {
    /// `blockIdx.x`
    BlockX,
    /// `blockIdx.y`
    BlockY,
    /// `blockIdx.z`
    BlockZ,
    /// `threadIdx.x`
    ThreadX,
    /// `threadIdx.y`
    ThreadY,
    /// `threadIdx.z`
    ThreadZ,
}

impl ThreadAxis {
    /// Every axis, grid axes first.
    pub const ALL: [ThreadAxis; 6] = [
        ThreadAxis::BlockX,
        ThreadAxis::BlockY,
        ThreadAxis::BlockZ,
        ThreadAxis::ThreadX,
        ThreadAxis::ThreadY,
        ThreadAxis::ThreadZ,
    ];

    /// TVM's launch tag of the axis, whose name is also the `.kir` spelling.
    pub fn launch_tag(self) -> LaunchTag {
        match self {
            ThreadAxis::BlockX => LaunchTag::BlockIdx(Axis::X),
            ThreadAxis::BlockY => LaunchTag::BlockIdx(Axis::Y),
            ThreadAxis::BlockZ => LaunchTag::BlockIdx(Axis::Z),
            ThreadAxis::ThreadX => LaunchTag::ThreadIdx(Axis::X),
            ThreadAxis::ThreadY => LaunchTag::ThreadIdx(Axis::Y),
            ThreadAxis::ThreadZ => LaunchTag::ThreadIdx(Axis::Z),
        }
    }

    /// The `.kir` spelling, TVM's launch tag: `blockIdx.x`, `threadIdx.y`, …
    pub fn name(self) -> &'static str {
        self.launch_tag().name()
    }

    /// Parses `blockIdx.x` … `threadIdx.z`.
    pub fn from_name(name: &str) -> Option<ThreadAxis> {
        ThreadAxis::ALL.into_iter().find(|axis| axis.name() == name)
    }

    /// True for the `threadIdx` axes (threads of one block), false for `blockIdx`.
    pub fn is_thread(self) -> bool {
        matches!(
            self,
            ThreadAxis::ThreadX | ThreadAxis::ThreadY | ThreadAxis::ThreadZ
        )
    }

    /// 0 for x, 1 for y, 2 for z.
    pub fn dimension(self) -> usize {
        match self {
            ThreadAxis::BlockX | ThreadAxis::ThreadX => 0,
            ThreadAxis::BlockY | ThreadAxis::ThreadY => 1,
            ThreadAxis::BlockZ | ThreadAxis::ThreadZ => 2,
        }
    }
}

impl fmt::Display for ThreadAxis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `for var in start..end kind { body }`; `var` is an `i64` visible in `body`.
    For {
        /// Loop variable.
        var: String,
        /// Inclusive start.
        start: Expr,
        /// Exclusive end.
        end: Expr,
        /// Serial, parallel, vectorize(N) or unroll(N).
        kind: LoopKind,
        /// Loop body.
        body: Vec<Stmt>,
    },
    /// `var name: dtype = init;` — a mutable local.
    Var {
        /// Local name.
        name: String,
        /// Its type.
        dtype: DType,
        /// Initial value.
        init: Expr,
    },
    /// `let name = value;` — an immutable binding whose type is the value's.
    Let {
        /// Binding name.
        name: String,
        /// Bound value.
        value: Expr,
    },
    /// `name = value;` — assignment to a mutable local.
    Assign {
        /// Local name.
        name: String,
        /// New value.
        value: Expr,
    },
    /// `buffer[i, j, …] = value;`
    Store {
        /// Buffer parameter name.
        buffer: String,
        /// One index per dimension.
        indices: Vec<Expr>,
        /// Stored value.
        value: Expr,
    },
    /// `local name: dtype[e1, e2, …];` — a fixed-size array in the kernel's stack frame (one per
    /// worker inside a `parallel` loop), zeroed each time the declaration runs; indexed and
    /// stored like a buffer. Small arrays whose indices are constants after unrolling live in
    /// registers, which is what register-blocked schedules rely on.
    Local {
        /// Array name.
        name: String,
        /// Element type.
        dtype: DType,
        /// Constant extents, outermost first.
        shape: Vec<i64>,
    },
    /// `shared name: dtype[d1, d2, …];` — an array in the block's shared memory (device
    /// kernels only), one per block, not initialised. Extents are constants (static shared
    /// memory) or names of integer scalar parameters or dims (dynamic shared memory, sized at
    /// launch; at most one such array per kernel).
    Shared {
        /// Array name.
        name: String,
        /// Element type.
        dtype: DType,
        /// Extents, outermost first.
        shape: Vec<Dim>,
    },
    /// `barrier;` — every thread of the block waits here (`__syncthreads()`; device kernels
    /// only, never under control flow that differs between the threads of a block).
    Barrier,
    /// `if cond { then_body } else { else_body }`
    If {
        /// A `bool` condition.
        cond: Expr,
        /// Taken when `cond` holds.
        then_body: Vec<Stmt>,
        /// Taken otherwise (may be empty).
        else_body: Vec<Stmt>,
    },
}

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (integer division truncates toward zero)
    Div,
    /// `%` (remainder with the sign of the dividend)
    Rem,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&` on bools
    And,
    /// `||` on bools
    Or,
    /// `&` on integers
    BitAnd,
    /// `|` on integers
    BitOr,
    /// `^` on integers
    BitXor,
    /// `<<` on integers
    Shl,
    /// `>>` on integers (arithmetic for signed types)
    Shr,
}

impl BinOp {
    /// The operator's `.kir` spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
        }
    }

    /// True for the comparisons, whose result is `bool`.
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        )
    }
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `-x`
    Neg,
    /// `!x` on bools
    Not,
}

/// A math intrinsic, called like a function in `.kir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    /// `exp(x)`
    Exp,
    /// `log(x)` (natural)
    Log,
    /// `sqrt(x)`
    Sqrt,
    /// `tanh(x)`
    Tanh,
    /// `abs(x)` (floats and signed integers)
    Abs,
    /// `min(a, b)`
    Min,
    /// `max(a, b)`
    Max,
    /// `pow(a, b)`
    Pow,
    /// `fma(a, b, c)` = a * b + c with one rounding
    Fma,
    /// `floor(x)`
    Floor,
    /// `ceil(x)`
    Ceil,
    /// `shfl_xor(value, lane_mask)`: `value` of the lane whose index is this lane's XOR
    /// `lane_mask`, within a warp (device kernels only; `f32` or `i32` value, `i32` mask).
    ShflXor,
    /// `shfl_down(value, delta)`: `value` of the lane `delta` above this one (its own value
    /// past the warp's end; device kernels only; `f32` or `i32` value, `i32` delta).
    ShflDown,
}

impl Intrinsic {
    /// Every intrinsic.
    pub const ALL: [Intrinsic; 13] = [
        Intrinsic::Exp,
        Intrinsic::Log,
        Intrinsic::Sqrt,
        Intrinsic::Tanh,
        Intrinsic::Abs,
        Intrinsic::Min,
        Intrinsic::Max,
        Intrinsic::Pow,
        Intrinsic::Fma,
        Intrinsic::Floor,
        Intrinsic::Ceil,
        Intrinsic::ShflXor,
        Intrinsic::ShflDown,
    ];

    /// The `.kir` name.
    pub fn name(self) -> &'static str {
        match self {
            Intrinsic::Exp => "exp",
            Intrinsic::Log => "log",
            Intrinsic::Sqrt => "sqrt",
            Intrinsic::Tanh => "tanh",
            Intrinsic::Abs => "abs",
            Intrinsic::Min => "min",
            Intrinsic::Max => "max",
            Intrinsic::Pow => "pow",
            Intrinsic::Fma => "fma",
            Intrinsic::Floor => "floor",
            Intrinsic::Ceil => "ceil",
            Intrinsic::ShflXor => "shfl_xor",
            Intrinsic::ShflDown => "shfl_down",
        }
    }

    /// Parses a `.kir` intrinsic name.
    pub fn from_name(name: &str) -> Option<Intrinsic> {
        Intrinsic::ALL.into_iter().find(|i| i.name() == name)
    }

    /// How many arguments it takes.
    pub fn arity(self) -> usize {
        match self {
            Intrinsic::Min
            | Intrinsic::Max
            | Intrinsic::Pow
            | Intrinsic::ShflXor
            | Intrinsic::ShflDown => 2,
            Intrinsic::Fma => 3,
            _ => 1,
        }
    }

    /// True where only floating-point arguments are accepted.
    pub fn float_only(self) -> bool {
        !matches!(
            self,
            Intrinsic::Abs
                | Intrinsic::Min
                | Intrinsic::Max
                | Intrinsic::ShflXor
                | Intrinsic::ShflDown
        )
    }

    /// True for the warp shuffles, which only device kernels may call.
    pub fn is_warp_shuffle(self) -> bool {
        matches!(self, Intrinsic::ShflXor | Intrinsic::ShflDown)
    }
}

/// An expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// An integer literal; `dtype` is `None` until the verifier gives it the type its context
    /// wants (an untyped literal standing alone is `i64`).
    Int {
        /// The value.
        value: i64,
        /// Its type, once known.
        dtype: Option<DType>,
    },
    /// A floating-point literal; `dtype` is `None` until inferred (alone: `f64`).
    Float {
        /// The value.
        value: f64,
        /// Its type, once known.
        dtype: Option<DType>,
    },
    /// `true` / `false`.
    Bool(bool),
    /// A parameter, local, loop variable or symbolic dim.
    Var(String),
    /// `buffer[i, j, …]`
    Load {
        /// Buffer parameter name.
        buffer: String,
        /// One index per dimension.
        indices: Vec<Expr>,
    },
    /// `lhs op rhs`; both sides have the same type.
    Binary {
        /// The operator.
        op: BinOp,
        /// Left operand.
        lhs: Box<Expr>,
        /// Right operand.
        rhs: Box<Expr>,
    },
    /// `op operand`
    Unary {
        /// The operator.
        op: UnOp,
        /// Operand.
        operand: Box<Expr>,
    },
    /// `dtype(value)`: numeric conversion.
    Cast {
        /// Target type.
        dtype: DType,
        /// Converted value.
        value: Box<Expr>,
    },
    /// `select(cond, a, b)`: `a` if `cond` else `b`, both evaluated.
    Select {
        /// A `bool` condition.
        cond: Box<Expr>,
        /// Value when true.
        then_value: Box<Expr>,
        /// Value when false.
        else_value: Box<Expr>,
    },
    /// `intrinsic(args…)`
    Call {
        /// Which intrinsic.
        intrinsic: Intrinsic,
        /// Its arguments.
        args: Vec<Expr>,
    },
}
