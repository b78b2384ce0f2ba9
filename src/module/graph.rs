//! The user-built module graph and TVM's indexing of it.

use super::{LIB_KEY, ModuleError, ModuleTree, Node, Payload};
use std::collections::HashMap;

/// Kinds TVM treats as host code (`kCompilationExportable`): merged into the one `_lib` slot.
const HOST_KINDS: [&str; 3] = [LIB_KEY, "llvm", "c"];

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

    /// Makes `child` an import of `parent` (an unknown `parent` is ignored; an unknown `child`
    /// is reported by [`ModuleGraph::to_tree`]).
    pub fn import(&mut self, parent: NodeId, child: NodeId) {
        if let Some(node) = self.nodes.get_mut(parent.0) {
            node.2.push(child);
        }
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the graph has no nodes.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Chooses the root.
    pub fn set_root(&mut self, root: NodeId) {
        self.root = Some(root);
    }

    /// Indexes the graph the way TVM's serializer does (spec §1.3; TVM `src/target/codegen.cc`
    /// `ModuleSerializer::CreateModuleIndex` / `CreateImportTree`).
    ///
    /// Phase 0 pops nodes from a LIFO stack starting at the root, numbering non-host nodes and
    /// pushing their imports in order, and stops at host nodes (payload [`Payload::Lib`]). If
    /// any host node was met, the next index is the merged `_lib` slot, and phase 1 restarts
    /// the stack from those host nodes, putting host nodes into the slot and numbering the
    /// rest. A node is pushed at most once. Each child list is then sorted and deduplicated,
    /// without self-edges of the merged slot, and must lie after its parent. Only nodes
    /// reachable from the root are indexed.
    pub fn to_tree(&self) -> Result<ModuleTree, ModuleError> {
        let root = self
            .root
            .filter(|r| r.0 < self.nodes.len())
            .ok_or_else(|| ModuleError::NotSerializable("the graph has no root module".into()))?;
        self.check_nodes()?;
        self.check_acyclic()?;

        let is_host = |id: NodeId| matches!(self.nodes[id.0].1, Payload::Lib);
        let mut visited = vec![false; self.nodes.len()];
        visited[root.0] = true;
        let mut index_of: HashMap<NodeId, usize> = HashMap::new();
        let mut groups: Vec<Vec<NodeId>> = Vec::new();
        let mut stack = vec![root];
        let mut push_imports = |id: NodeId, stack: &mut Vec<NodeId>| {
            for &next in &self.nodes[id.0].2 {
                if !visited[next.0] {
                    visited[next.0] = true;
                    stack.push(next);
                }
            }
        };

        let mut host_boundary = Vec::new();
        while let Some(id) = stack.pop() {
            if is_host(id) {
                host_boundary.push(id);
            } else {
                index_of.insert(id, groups.len());
                groups.push(vec![id]);
                push_imports(id, &mut stack);
            }
        }
        if !host_boundary.is_empty() {
            let host_slot = groups.len();
            groups.push(Vec::new());
            stack = host_boundary;
            while let Some(id) = stack.pop() {
                if is_host(id) {
                    groups[host_slot].push(id);
                    index_of.insert(id, host_slot);
                } else {
                    index_of.insert(id, groups.len());
                    groups.push(vec![id]);
                }
                push_imports(id, &mut stack);
            }
        }

        let group_kind = |group: &[NodeId]| match group.first() {
            Some(&id) if !is_host(id) => self.nodes[id.0].0.clone(),
            _ => LIB_KEY.to_owned(),
        };
        let mut imports = Vec::with_capacity(groups.len());
        for (parent, group) in groups.iter().enumerate() {
            let mut children: Vec<usize> = group
                .iter()
                .flat_map(|&id| self.nodes[id.0].2.iter())
                .filter_map(|child| index_of.get(child).copied())
                .filter(|&child| child != parent)
                .collect();
            children.sort_unstable();
            children.dedup();
            if let Some(&first) = children.first()
                && first < parent
            {
                // TVM raises one error for both; ours says whether merging host code caused it
                // or the DFS numbering of a shared child did.
                let host_involved = [parent, first]
                    .iter()
                    .any(|&g| groups[g].first().is_none_or(|&id| is_host(id)));
                if !host_involved {
                    return Err(ModuleError::ParentAfterChild {
                        parent,
                        child: first,
                    });
                }
                return Err(ModuleError::HostMergeCycle {
                    parent,
                    parent_kind: group_kind(group),
                    child: first,
                    child_kind: group_kind(&groups[first]),
                });
            }
            imports.push(children);
        }
        let nodes = groups
            .iter()
            .map(|group| match group.first() {
                Some(&id) if !is_host(id) => Node {
                    kind: self.nodes[id.0].0.clone(),
                    payload: self.nodes[id.0].1.clone(),
                },
                _ => Node {
                    kind: LIB_KEY.to_owned(),
                    payload: Payload::Lib,
                },
            })
            .collect();
        Ok(ModuleTree { nodes, imports })
    }

    /// Every import names a node, and host code is exactly the nodes with [`Payload::Lib`].
    fn check_nodes(&self) -> Result<(), ModuleError> {
        for (index, (kind, payload, imports)) in self.nodes.iter().enumerate() {
            if let Some(bad) = imports.iter().find(|c| c.0 >= self.nodes.len()) {
                return Err(ModuleError::ChildOutOfRange {
                    parent: index,
                    child: bad.0,
                    count: self.nodes.len(),
                });
            }
            let host_kind = HOST_KINDS.contains(&kind.as_str());
            let is_lib = matches!(payload, Payload::Lib);
            if is_lib && !host_kind {
                return Err(ModuleError::NotSerializable(format!(
                    "node {index} has host code but kind `{kind}` (expected one of {HOST_KINDS:?})"
                )));
            }
            if !is_lib && kind == LIB_KEY {
                return Err(ModuleError::NotSerializable(format!(
                    "node {index} has kind `{LIB_KEY}` but its payload is not host code"
                )));
            }
        }
        Ok(())
    }

    /// Iterative three-colour DFS over every node (TVM refuses a cyclic import as soon as it is
    /// made, reachable from the root or not), so deep graphs cannot overflow the stack.
    fn check_acyclic(&self) -> Result<(), ModuleError> {
        #[derive(Clone, Copy, PartialEq)]
        enum Colour {
            Unseen,
            OnPath,
            Done,
        }
        let mut colour = vec![Colour::Unseen; self.nodes.len()];
        for start in 0..self.nodes.len() {
            if colour[start] != Colour::Unseen {
                continue;
            }
            let mut path: Vec<(NodeId, usize)> = vec![(NodeId(start), 0)];
            colour[start] = Colour::OnPath;
            while let Some((id, next_child)) = path.last_mut() {
                let id = *id;
                match self.nodes[id.0].2.get(*next_child) {
                    Some(&child) => {
                        *next_child += 1;
                        match colour[child.0] {
                            Colour::OnPath => {
                                return Err(ModuleError::Cycle {
                                    node: child.0,
                                    kind: self.nodes[child.0].0.clone(),
                                });
                            }
                            Colour::Unseen => {
                                colour[child.0] = Colour::OnPath;
                                path.push((child, 0));
                            }
                            Colour::Done => {}
                        }
                    }
                    None => {
                        colour[id.0] = Colour::Done;
                        path.pop();
                    }
                }
            }
        }
        Ok(())
    }
}
