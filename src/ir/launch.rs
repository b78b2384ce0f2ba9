//! How a device kernel is launched: the grid, block and dynamic shared memory its thread-bound
//! loops imply, as expressions the host code evaluates before each launch.
//!
//! A device kernel's loops bound to `blockIdx.{x,y,z}` and `threadIdx.{x,y,z}` become the
//! launch's grid and block; the device code reads the special registers instead of looping.
//! This is the one description both halves of a CUDA library use: the NVPTX lowering (which
//! drops the bound loops) and the host wrapper (which computes the launch values from the
//! call's arguments, TVM's launch tags in the `cuda` module's FunctionInfo).

use crate::ir::{BinOp, DType, Dim, Expr, Kernel, LoopKind, Param, Stmt};

/// The launch values of one device kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct LaunchBindings {
    /// The kernel's name: the `.entry` in the PTX, the FunctionInfo key, and the host packed
    /// function of `_lib` that launches it.
    pub name: String,
    /// The kernel's parameters in call order, as written in `.kir`.
    pub params: Vec<Param>,
    /// Extents bound to `blockIdx.x`, `.y`, `.z`; `None` is an extent of 1. Expressions over
    /// the kernel's scalar parameters and shape variables, of type `i64`.
    pub grid: [Option<Expr>; 3],
    /// Extents bound to `threadIdx.x`, `.y`, `.z`; `None` is an extent of 1.
    pub block: [Option<Expr>; 3],
    /// Bytes of dynamic shared memory (`extern` shared arrays), if the kernel has any; an
    /// `i64` expression over the same variables.
    pub dynamic_shared_bytes: Option<Expr>,
}

impl LaunchBindings {
    /// The launch of the verified device kernel `kernel`: its bound loops' extents (`end -
    /// start`, as `i64`) and the bytes of its dynamic shared array; `None` for a host kernel.
    pub fn of(kernel: &Kernel) -> Option<LaunchBindings> {
        if !kernel.device {
            return None;
        }
        let mut bindings = LaunchBindings {
            name: kernel.name.clone(),
            params: kernel.params.clone(),
            grid: [None, None, None],
            block: [None, None, None],
            dynamic_shared_bytes: None,
        };
        bindings.collect(kernel, &kernel.body);
        Some(bindings)
    }

    /// The symbolic dims of the params in order of first appearance. The PTX entry takes
    /// them after the params, one `i64` each: its parameters are the buffers' data
    /// pointers and the scalars in `params` order, then these.
    pub fn shape_vars(&self) -> Vec<String> {
        crate::ir::symbolic_dims(&self.params)
    }

    /// Walks the statements that may hold bound loops and shared arrays (bound loops nest
    /// only in bound loops; shared arrays may be anywhere).
    fn collect(&mut self, kernel: &Kernel, body: &[Stmt]) {
        for stmt in body {
            match stmt {
                Stmt::For {
                    start,
                    end,
                    kind,
                    body,
                    ..
                } => {
                    if let LoopKind::Bind(axis) = kind {
                        let extent = match start {
                            Expr::Int { value: 0, .. } => as_i64(kernel, end.clone()),
                            _ => Expr::Binary {
                                op: BinOp::Sub,
                                lhs: Box::new(as_i64(kernel, end.clone())),
                                rhs: Box::new(as_i64(kernel, start.clone())),
                            },
                        };
                        let slot = if axis.is_thread() {
                            &mut self.block
                        } else {
                            &mut self.grid
                        };
                        slot[axis.dimension()] = Some(extent);
                    }
                    self.collect(kernel, body);
                }
                Stmt::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    self.collect(kernel, then_body);
                    self.collect(kernel, else_body);
                }
                Stmt::Shared { dtype, shape, .. }
                    if shape.iter().any(|d| matches!(d, Dim::Var(_))) =>
                {
                    let mut bytes = int64(dtype.size_bytes() as i64);
                    for dim in shape {
                        let extent = match dim {
                            Dim::Const(value) => int64(*value),
                            Dim::Var(name) => as_i64(kernel, Expr::Var(name.clone())),
                        };
                        bytes = Expr::Binary {
                            op: BinOp::Mul,
                            lhs: Box::new(bytes),
                            rhs: Box::new(extent),
                        };
                    }
                    self.dynamic_shared_bytes = Some(bytes);
                }
                _ => {}
            }
        }
    }
}

fn int64(value: i64) -> Expr {
    Expr::Int {
        value,
        dtype: Some(DType::I64),
    }
}

/// `expr` as an `i64`: cast unless it already is one (a dim, an `i64` scalar, an `i64`
/// literal or arithmetic on those).
fn as_i64(kernel: &Kernel, expr: Expr) -> Expr {
    if launch_type(kernel, &expr) == Some(DType::I64) {
        expr
    } else {
        Expr::Cast {
            dtype: DType::I64,
            value: Box::new(expr),
        }
    }
}

/// The type of a launch-time expression (over scalar parameters and dims), where it is
/// plain from the expression.
fn launch_type(kernel: &Kernel, expr: &Expr) -> Option<DType> {
    match expr {
        Expr::Int { dtype, .. } => *dtype,
        Expr::Var(name) => kernel.params.iter().find_map(|param| match param {
            Param::Scalar {
                name: scalar,
                dtype,
            } if scalar == name => Some(*dtype),
            Param::Buffer { shape, .. }
                if shape
                    .iter()
                    .any(|d| matches!(d, Dim::Var(dim) if dim == name)) =>
            {
                Some(DType::I64)
            }
            _ => None,
        }),
        Expr::Binary { op, lhs, .. } if !op.is_comparison() => launch_type(kernel, lhs),
        Expr::Unary { operand, .. } => launch_type(kernel, operand),
        Expr::Cast { dtype, .. } => Some(*dtype),
        Expr::Call { args, .. } => args.first().and_then(|a| launch_type(kernel, a)),
        Expr::Select { then_value, .. } => launch_type(kernel, then_value),
        _ => None,
    }
}
