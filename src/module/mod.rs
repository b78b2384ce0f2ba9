//! The runtime module tree: a root module and its imports, in the order TVM serializes them.
//!
//! [`ModuleTree`] is the indexed form a blob holds: nodes in TVM's DFS order (root at index 0,
//! all host code merged into one `_lib` node) and each node's children, as TVM's CSR import tree
//! lists them. [`ModuleGraph`] is what a user builds (any depth, shared children, several host
//! code nodes); [`ModuleGraph::to_tree`] applies TVM's indexing.

pub mod device;
mod graph;

pub use device::{DLDataType, DeviceCode, DeviceModule, FunctionInfo, StaticLibrary};
pub use graph::{ModuleGraph, NodeId};

use bytes::Bytes;
use thiserror::Error;

/// The key of the merged host-code module in a blob.
pub const LIB_KEY: &str = "_lib";

/// One module's contents.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Payload {
    /// Host code (the `_lib` slot): its functions live in the library file itself, not in the blob.
    Lib,
    /// A typed device module (`cuda`, `opencl`, `metal`, `vulkan`, `rocm`, `hip`).
    Device(DeviceModule),
    /// A `static_library` module: object bytes plus the names of the functions it defines.
    StaticLibrary(StaticLibrary),
    /// Any other kind, carried as its exact payload bytes and written back unchanged.
    Opaque(Bytes),
}

/// One node of a [`ModuleTree`].
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The blob key: `_lib` or the module kind (`cuda`, `opencl`, `GraphExecutorFactory`, …).
    pub kind: String,
    /// The module's contents.
    pub payload: Payload,
}

/// A module tree in TVM's serialized order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ModuleTree {
    /// Nodes; index 0 is the root.
    pub nodes: Vec<Node>,
    /// `imports[i]` lists node i's children (indices into `nodes`) in blob order.
    pub imports: Vec<Vec<usize>>,
}

/// An error building, indexing or checking a module tree.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ModuleError {
    /// The import graph has a cycle through the named node.
    #[error("module graph has a cycle through node {node} (kind `{kind}`)")]
    Cycle {
        /// A node on the cycle.
        node: usize,
        /// Its kind.
        kind: String,
    },
    /// A child index is not below the number of modules.
    #[error("module {parent} imports module {child}, but there are only {count} modules")]
    ChildOutOfRange {
        /// The importing node.
        parent: usize,
        /// The bad child index.
        child: usize,
        /// Number of modules.
        count: usize,
    },
    /// TVM's writer requires each parent to come before all of its children.
    #[error("module {parent} must come before its child {child} in the import tree")]
    ParentAfterChild {
        /// The importing node.
        parent: usize,
        /// The child that comes first.
        child: usize,
    },
    /// The tree cannot be serialized (e.g. no modules, or a node with nothing to write).
    #[error("module tree cannot be serialized: {0}")]
    NotSerializable(String),
}
