//! The lowering state of one LLVM function (a kernel's C entry or a parallel closure) and what
//! the names in its scope stand for; the statement and parallel lowerings both extend it.

use std::collections::HashMap;

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};

use super::unit::Unit;
use crate::ir::{DType, Kernel};

/// What a name in scope stands for.
#[derive(Clone, Debug)]
pub(super) enum Binding<'ctx> {
    /// An immutable value: scalar parameter, symbolic dim, loop variable, `let`.
    Value {
        value: BasicValueEnum<'ctx>,
        dtype: DType,
    },
    /// A `var` local living in an alloca.
    Slot {
        pointer: PointerValue<'ctx>,
        dtype: DType,
    },
    /// A buffer parameter: its data pointer and extents (constants where the shape says so).
    Buffer {
        data: PointerValue<'ctx>,
        dtype: DType,
        dims: Vec<IntValue<'ctx>>,
    },
}

/// Lowering state for one LLVM function (a C entry or a parallel closure).
pub(super) struct FnLowering<'u, 'ctx> {
    pub(super) unit: &'u Unit<'ctx>,
    pub(super) kernel: &'u Kernel,
    pub(super) function: FunctionValue<'ctx>,
    pub(super) builder: Builder<'ctx>,
    /// Holds the allocas (so mem2reg promotes them); branches to the first body block last.
    pub(super) allocas: BasicBlock<'ctx>,
    pub(super) scopes: Vec<HashMap<String, Binding<'ctx>>>,
    pub(super) fail_block: Option<BasicBlock<'ctx>>,
    /// Inside an outlined parallel body nested parallel loops run serially.
    pub(super) in_parallel: bool,
}
