//! The runtime module tree: a root module and its imports, in the order TVM serializes them.
//!
//! [`ModuleTree`] is the indexed form a blob holds: nodes in TVM's DFS order (root at index 0,
//! all host code merged into one `_lib` node) and each node's children, as TVM's CSR import tree
//! lists them. [`ModuleGraph`] is what a user builds (any depth, shared children, several host
//! code nodes); [`ModuleGraph::to_tree`] applies TVM's indexing.

pub mod cuda;
pub mod cuda_settings;
pub mod device;
mod graph;
pub mod ptx_entries;
pub mod relax;
pub mod relax_builder;
pub mod relax_signature;
pub mod relax_text;
pub mod relax_verify;

pub use cuda::{CudaTarget, CudaTargetError};
pub use cuda_settings::{SourceSettings, SourceTarget};
pub use device::{
    DLDataType, DeviceCode, DeviceModule, FUNCTION_INFO_V2_MARKER, FunctionInfo, KIND_METAL,
    KIND_STATIC_LIBRARY, KIND_VULKAN, SINGLE_CODE_DEVICE_KINDS, StaticLibrary, TirxLaunchInfo,
    launches_kernel,
};
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
    /// A typed device module (`cuda`, `opencl`, `rocm`, `hip`, `metal`; `vulkan` stays opaque, see
    /// [`crate::blob`]).
    Device(DeviceModule),
    /// A `static_library` module: object bytes plus the names of the functions it defines.
    StaticLibrary(StaticLibrary),
    /// A Relax VM executable (`relax.VMExecutable`, or `relax.Executable` before TVM 0.20):
    /// function table, constant pool and bytecode.
    RelaxExecutable(Box<relax::VmExecutable>),
    /// A `const_loader` module: named constant tensors and the functions that need them.
    ConstLoader(relax::ConstLoader),
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

impl ModuleTree {
    /// The root module (index 0), if there is one.
    pub fn root(&self) -> Option<&Node> {
        self.nodes.first()
    }

    /// Checks what every blob needs: at least one module, one child list per module, child
    /// indices in range, and each kind matching its payload (`_lib` ⇔ [`Payload::Lib`],
    /// `static_library` for [`Payload::StaticLibrary`], a typed device kind for
    /// [`Payload::Device`], `relax.VMExecutable`/`relax.Executable` for
    /// [`Payload::RelaxExecutable`], `const_loader` for [`Payload::ConstLoader`]). TVM's parent-before-child order is not required here: TVM's
    /// loader does not need it, and [`ModuleGraph::to_tree`] produces it.
    pub fn validate(&self) -> Result<(), ModuleError> {
        if self.nodes.is_empty() {
            return Err(ModuleError::NotSerializable(
                "the tree has no modules".into(),
            ));
        }
        if self.imports.len() != self.nodes.len() {
            return Err(ModuleError::NotSerializable(format!(
                "{} child lists for {} modules",
                self.imports.len(),
                self.nodes.len()
            )));
        }
        for (parent, children) in self.imports.iter().enumerate() {
            if let Some(&child) = children.iter().find(|&&c| c >= self.nodes.len()) {
                return Err(ModuleError::ChildOutOfRange {
                    parent,
                    child,
                    count: self.nodes.len(),
                });
            }
        }
        for (index, node) in self.nodes.iter().enumerate() {
            check_kind(index, node)?;
        }
        Ok(())
    }

    /// The import tree in CSR form: `(indptr, child)`, `indptr.len() == nodes + 1`.
    pub fn to_csr(&self) -> (Vec<u64>, Vec<u64>) {
        let mut indptr = Vec::with_capacity(self.imports.len() + 1);
        let mut child = Vec::with_capacity(self.imports.iter().map(Vec::len).sum());
        indptr.push(0);
        for children in &self.imports {
            child.extend(children.iter().map(|&c| c as u64));
            indptr.push(child.len() as u64);
        }
        (indptr, child)
    }

    /// Builds a tree from nodes and a CSR import tree, checking the CSR.
    pub fn from_csr(nodes: Vec<Node>, indptr: &[u64], child: &[u64]) -> Result<Self, ModuleError> {
        let bad = |why: String| ModuleError::NotSerializable(format!("bad CSR import tree: {why}"));
        if indptr.len() != nodes.len() + 1 {
            return Err(bad(format!(
                "{} row pointers for {} modules",
                indptr.len(),
                nodes.len()
            )));
        }
        if indptr.first() != Some(&0) || indptr.last() != Some(&(child.len() as u64)) {
            return Err(bad(
                "row pointers must start at 0 and end at the child count".into(),
            ));
        }
        let mut imports = Vec::with_capacity(nodes.len());
        for (parent, pair) in indptr.windows(2).enumerate() {
            if pair[1] < pair[0] {
                return Err(bad(format!("row pointers decrease after module {parent}")));
            }
            let row = &child[pair[0] as usize..pair[1] as usize];
            let mut children = Vec::with_capacity(row.len());
            for &c in row {
                if c >= nodes.len() as u64 {
                    return Err(ModuleError::ChildOutOfRange {
                        parent,
                        child: usize::try_from(c).unwrap_or(usize::MAX),
                        count: nodes.len(),
                    });
                }
                children.push(c as usize);
            }
            imports.push(children);
        }
        Ok(Self { nodes, imports })
    }

    /// Names of the functions a module provides: the function table keys of a device module,
    /// the function names of a `static_library`, the VM (bytecode and compiled-mode) functions
    /// of a Relax executable; empty for other kinds or a bad index.
    pub fn function_names(&self, index: usize) -> Vec<String> {
        match self.nodes.get(index).map(|n| &n.payload) {
            Some(Payload::Device(device)) => {
                device.functions.iter().map(|(k, _)| k.clone()).collect()
            }
            Some(Payload::StaticLibrary(lib)) => lib.function_names.clone(),
            Some(Payload::RelaxExecutable(exe)) => exe
                .functions
                .iter()
                // The functions a caller calls by name: bytecode, and compiled-mode functions
                // (which modlink's VM refuses by name); packed entries are what they call.
                .filter(|f| {
                    matches!(
                        f.kind,
                        relax::VmFunctionKind::Bytecode | relax::VmFunctionKind::Tir
                    )
                })
                .map(|f| f.name.clone())
                .collect(),
            _ => Vec::new(),
        }
    }
}

fn check_kind(index: usize, node: &Node) -> Result<(), ModuleError> {
    let kind = node.kind.as_str();
    let fits = match &node.payload {
        Payload::Lib => kind == LIB_KEY,
        Payload::Opaque(_) => kind != LIB_KEY,
        Payload::StaticLibrary(_) => kind == KIND_STATIC_LIBRARY,
        Payload::RelaxExecutable(_) => {
            kind == relax::KIND_VM_EXECUTABLE || kind == relax::KIND_VM_EXECUTABLE_OLD
        }
        Payload::ConstLoader(_) => kind == relax::KIND_CONST_LOADER,
        Payload::Device(device) => match device.code {
            DeviceCode::Single(_) => SINGLE_CODE_DEVICE_KINDS.contains(&kind),
            DeviceCode::PerKernel(_) => kind == KIND_METAL,
        },
    };
    if fits {
        return Ok(());
    }
    let payload = match &node.payload {
        Payload::Lib => "host code (Lib)",
        Payload::Opaque(_) => "opaque bytes",
        Payload::StaticLibrary(_) => "a static library",
        Payload::RelaxExecutable(_) => "a Relax VM executable",
        Payload::ConstLoader(_) => "a const_loader module",
        Payload::Device(d) if matches!(d.code, DeviceCode::Single(_)) => {
            "a single-code device module"
        }
        Payload::Device(_) => "a per-kernel device module",
    };
    Err(ModuleError::NotSerializable(format!(
        "module {index} has kind `{kind}` but its payload is {payload}"
    )))
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
    /// Merging the host-code nodes into one `_lib` would put a child before its parent
    /// (TVM: "cannot be merged without creating a cycle in the import tree").
    #[error(
        "host modules cannot be merged into one `_lib` without a cycle: module {parent} \
         (`{parent_kind}`) would import module {child} (`{child_kind}`), which comes before it"
    )]
    HostMergeCycle {
        /// The importing node's index in the tree.
        parent: usize,
        /// Its kind.
        parent_kind: String,
        /// The imported node's index.
        child: usize,
        /// Its kind.
        child_kind: String,
    },
    /// The tree cannot be serialized (e.g. no modules, or a node with nothing to write).
    #[error("module tree cannot be serialized: {0}")]
    NotSerializable(String),
}
