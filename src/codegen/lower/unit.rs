//! The lowering unit: one LLVM module being filled (its context, target facts and module-level
//! declarations), the level plan it follows, and the failure every lowering step reports. The
//! statement, loop-level, parallel and packed-entry lowerings extend [`Unit`] from their own
//! files; this one uses none of them.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use inkwell::builder::BuilderError;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::PointerValue;

use crate::codegen::{CodegenError, CodegenOptions};
use crate::ir;
use crate::target::TargetSpec;
use crate::target::cpu_levels::CpuLevel;

/// Which part of a multi-level build one LLVM module holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LevelPart {
    /// Everything: the packed entries, every level's body and the dispatch.
    Whole,
    /// The packed entries (and `__tvm_ffi_main`, the system-library registration), calling
    /// `<name>_c`, which the [`LevelPart::Bodies`] part of the same kernels defines.
    Entries,
    /// Every level's body, the choice of the levels that get code of their own, and the
    /// dispatch that defines `<name>_c`.
    Bodies,
}

/// The CPU levels one LLVM module is compiled for, and which part of the build it holds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LevelPlan<'a> {
    /// Every level of the build, lowest first (fewer than two: no dispatch).
    pub(crate) levels: &'a [CpuLevel],
    /// The part this module holds (always [`LevelPart::Whole`] without dispatch).
    pub(crate) part: LevelPart,
}

impl LevelPlan<'_> {
    /// A module holding everything (no levels, or all levels in one module).
    pub(crate) fn whole(levels: &[CpuLevel]) -> LevelPlan<'_> {
        LevelPlan {
            levels,
            part: LevelPart::Whole,
        }
    }

    /// True when the entries dispatch between levels.
    pub(crate) fn dispatches(&self) -> bool {
        self.levels.len() > 1
    }

    /// True when this module holds the packed entries.
    pub(crate) fn has_entries(&self) -> bool {
        self.part != LevelPart::Bodies
    }

    /// True when this module holds the kernels' bodies (and, dispatching, the dispatch).
    pub(crate) fn has_bodies(&self) -> bool {
        self.part != LevelPart::Entries
    }
}

/// Why lowering stopped, before the kernel name and triple are attached.
#[derive(Debug)]
pub(super) enum Failure {
    Builder(BuilderError),
    Unsupported(String),
}

impl From<BuilderError> for Failure {
    fn from(error: BuilderError) -> Self {
        Failure::Builder(error)
    }
}

impl Failure {
    pub(super) fn into_error(self, kernel: &str, target: &TargetSpec) -> CodegenError {
        match self {
            Failure::Builder(error) => CodegenError::Llvm {
                stage: "build",
                triple: target.llvm_triple(),
                module: kernel.to_string(),
                message: error.to_string(),
            },
            Failure::Unsupported(message) => CodegenError::Lowering {
                kernel: kernel.to_string(),
                message,
            },
        }
    }
}

pub(super) type Lowered<T> = Result<T, Failure>;

pub(super) fn unsupported<T>(message: impl Into<String>) -> Lowered<T> {
    Err(Failure::Unsupported(message.into()))
}

/// One LLVM module being filled: the context, target facts and the module-level declarations
/// shared by every kernel.
pub(super) struct Unit<'ctx> {
    pub(super) context: &'ctx Context,
    pub(super) module: Module<'ctx>,
    pub(super) target: &'ctx TargetSpec,
    pub(super) options: &'ctx CodegenOptions,
    pub(super) strings: RefCell<HashMap<String, PointerValue<'ctx>>>,
    pub(super) closure_count: Cell<usize>,
    pub(super) plan: LevelPlan<'ctx>,
    /// The pre-order statement index of every loop of the kernels being lowered, by address.
    pub(super) loop_statements: HashMap<*const ir::Stmt, u32>,
    /// True while lowering device kernels for NVPTX: math goes to libdevice, and bound
    /// loops, shared arrays, barriers and warp shuffles have their GPU meaning.
    pub(super) device: bool,
}
