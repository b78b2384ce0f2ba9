//! How a device kernel is launched: the grid, block and dynamic shared memory its thread-bound
//! loops imply, as expressions the host code evaluates before each launch.
//!
//! A device kernel's loops bound to `blockIdx.{x,y,z}` and `threadIdx.{x,y,z}` become the
//! launch's grid and block; the device code reads the special registers instead of looping.
//! This is the one description both halves of a CUDA library use: the NVPTX lowering (which
//! drops the bound loops) and the host wrapper (which computes the launch values from the
//! call's arguments, TVM's launch tags in the `cuda` module's FunctionInfo).

use crate::ir::{Expr, Param};

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
