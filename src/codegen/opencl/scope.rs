//! What each `.kir` name stands for while a kernel body is written: a value of a dtype, or an
//! array (buffer, `__local` or private) with its row-major extents.

use std::collections::HashMap;

use crate::ir::DType;

/// The address space an array lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Space {
    /// A buffer parameter (`__global`).
    Global,
    /// A `shared` array (`__local`).
    Local,
    /// A `local` array (private, in the work-item).
    Private,
}

impl Space {
    /// The address-space qualifier a pointer into such an array carries.
    pub(super) fn qualifier(self) -> &'static str {
        match self {
            Space::Global => "__global ",
            Space::Local => "__local ",
            Space::Private => "",
        }
    }
}

/// What a name stands for.
#[derive(Clone, Debug)]
pub(super) enum Symbol {
    /// A value: a scalar parameter, dim, loop variable, `let` or `var`.
    Value {
        /// Its C identifier.
        c_name: String,
        /// Its dtype.
        dtype: DType,
    },
    /// An array indexed row-major.
    Array {
        /// Its C identifier.
        c_name: String,
        /// The element dtype.
        dtype: DType,
        /// The extents, as C expressions of type `long`, outermost first.
        extents: Vec<String>,
        /// Where it lives.
        space: Space,
        /// Declared with its own element type, or as `ushort` holding halves (`f16` arrays
        /// the kernel declares), which `half` pointers reach.
        halves_as_ushort: bool,
    },
}

/// Nested scopes of names.
#[derive(Default)]
pub(super) struct Scopes {
    frames: Vec<HashMap<String, Symbol>>,
}

impl Scopes {
    /// Opens a scope.
    pub(super) fn push(&mut self) {
        self.frames.push(HashMap::new());
    }

    /// Closes the innermost scope.
    pub(super) fn pop(&mut self) {
        self.frames.pop();
    }

    /// Binds `name` in the innermost scope.
    pub(super) fn bind(&mut self, name: &str, symbol: Symbol) {
        if self.frames.is_empty() {
            self.push();
        }
        if let Some(frame) = self.frames.last_mut() {
            frame.insert(name.to_string(), symbol);
        }
    }

    /// What `name` stands for, innermost first.
    pub(super) fn lookup(&self, name: &str) -> Option<&Symbol> {
        self.frames.iter().rev().find_map(|frame| frame.get(name))
    }
}
