//! The state of one kernel being written: its names, the helpers it calls, what it needs of
//! the device (doubles, the shuffle scratch), and the reasons writing can stop.

use super::helpers::Helpers;
use super::names::GENERATED_PREFIX;
use super::scope::Scopes;
use crate::ir::DType;

/// Why a kernel cannot be written.
#[derive(Debug)]
pub(super) enum WriteError {
    /// The kernel needs something OpenCL C 1.2 cannot express (or not for this kernel).
    Refused {
        /// The feature, as `.kir` names it (`shfl_xor`, `shared array `s``, …).
        feature: String,
        /// Why, and what would work instead.
        reason: String,
    },
    /// The kernel is not what the verifier lets through (a bug if it happens).
    Internal(String),
}

/// Shorthand for a refusal.
pub(super) fn refused<T>(
    feature: impl Into<String>,
    reason: impl Into<String>,
) -> Result<T, WriteError> {
    Err(WriteError::Refused {
        feature: feature.into(),
        reason: reason.into(),
    })
}

/// Shorthand for an internal error.
pub(super) fn internal<T>(message: impl Into<String>) -> Result<T, WriteError> {
    Err(WriteError::Internal(message.into()))
}

/// Whether the kernel may shuffle, and with how many work-items per work-group.
#[derive(Clone, Debug)]
pub(super) enum ShuffleSupport {
    /// Shuffles go through a `__local` scratch of this many 32-bit words, one per work-item.
    Scratch(u64),
    /// Shuffles are refused, for this reason.
    Refused(String),
}

/// One kernel being written.
pub(super) struct KernelState {
    /// The names in scope.
    pub(super) scopes: Scopes,
    /// The helper functions the kernel calls.
    pub(super) helpers: Helpers,
    /// Whether and how warp shuffles can be lowered.
    pub(super) shuffles: ShuffleSupport,
    /// Whether a shuffle was written (the kernel then declares the scratch and the lane id).
    pub(super) shuffled: bool,
    /// Whether the kernel computes with or stores doubles (it then needs `cl_khr_fp64`).
    pub(super) uses_double: bool,
    next_temporary: u32,
}

impl KernelState {
    /// A fresh state.
    pub(super) fn new(shuffles: ShuffleSupport) -> KernelState {
        KernelState {
            scopes: Scopes::default(),
            helpers: Helpers::default(),
            shuffles,
            shuffled: false,
            uses_double: false,
            next_temporary: 0,
        }
    }

    /// A new name for a temporary: `modlink_<what><n>`, which no `.kir` name maps to.
    pub(super) fn temporary(&mut self, what: &str) -> String {
        self.next_temporary += 1;
        format!("{GENERATED_PREFIX}{what}{}", self.next_temporary)
    }

    /// Notes a value or element of `dtype` (doubles need `cl_khr_fp64`).
    pub(super) fn note(&mut self, dtype: DType) {
        if dtype == DType::F64 {
            self.uses_double = true;
        }
    }
}
