//! The user-built module graph and TVM's indexing of it.

use super::{ModuleError, ModuleTree, Payload};

/// Identifies a node of a [`ModuleGraph`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub usize);

/// A module graph as a user builds it: nodes with imports, any depth, children may be shared,
/// and any number of host-code nodes (merged into one `_lib` when indexed).
#[derive(Clone, Debug, Default)]
pub struct ModuleGraph {
    nodes: Vec<(String, Payload, Vec<NodeId>)>,
    root: Option<NodeId>,
}

impl ModuleGraph {
    /// An empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a node of `kind` (use [`super::LIB_KEY`] with [`Payload::Lib`] for host code).
    /// The first node added is the root unless [`ModuleGraph::set_root`] says otherwise.
    pub fn add(&mut self, kind: impl Into<String>, payload: Payload) -> NodeId {
        let id = NodeId(self.nodes.len());
        self.nodes.push((kind.into(), payload, Vec::new()));
        self.root.get_or_insert(id);
        id
    }

    /// Makes `child` an import of `parent`.
    pub fn import(&mut self, parent: NodeId, child: NodeId) {
        if let Some(node) = self.nodes.get_mut(parent.0) {
            node.2.push(child);
        }
    }

    /// Chooses the root.
    pub fn set_root(&mut self, root: NodeId) {
        self.root = Some(root);
    }

    /// Indexes the graph the way TVM's serializer does (spec §1.3).
    pub fn to_tree(&self) -> Result<ModuleTree, ModuleError> {
        Err(ModuleError::NotSerializable(
            "indexing is not implemented yet".into(),
        ))
    }
}
