//! TVM's graph JSON (what `GraphExecutor::Load` reads): nodes in topological order, the input
//! nodes (`arg_nodes`), the outputs (`heads`), `node_row_ptr` mapping nodes to their output
//! entries, and per-entry attributes `shape`, `dltype`, `storage_id`.
//!
//! ```json
//! {"nodes": [{"op": "null", "name": "x", "inputs": []},
//!            {"op": "tvm_op", "name": "dense0", "inputs": [[0, 0, 0]],
//!             "attrs": {"func_name": "dense0", "num_inputs": "1", "num_outputs": "1", "flatten_data": "0"}}],
//!  "arg_nodes": [0], "heads": [[1, 0, 0]], "node_row_ptr": [0, 1, 2],
//!  "attrs": {"shape": ["list_shape", [[1, 4], [1, 8]]], "dltype": ["list_str", ["float32", "float32"]],
//!            "storage_id": ["list_int", [0, 1]]}}
//! ```

use super::GraphError;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Value, json};

/// The top-level keys TVM's `GraphExecutor::Load` reads; it stops on any other key
/// (`key ... is not supported`), and so does modlink.
const GRAPH_KEYS: &[&str] = &[
    "nodes",
    "arg_nodes",
    "node_row_ptr",
    "heads",
    "attrs",
    "metadata",
];
/// The keys of a node TVM's `Node::Load` reads. A node's `attrs` are free-form (TVM keeps
/// unknown attributes such as `hash`), as are the typed lists under the top-level `attrs`.
const NODE_KEYS: &[&str] = &["op", "name", "inputs", "attrs", "attr", "control_deps"];

/// Scalars carry no keys: the key check accepts them and leaves their meaning to the value
/// checks.
macro_rules! accept_scalars {
    () => {
        fn visit_bool<E>(self, _: bool) -> Result<(), E> {
            Ok(())
        }
        fn visit_i64<E>(self, _: i64) -> Result<(), E> {
            Ok(())
        }
        fn visit_u64<E>(self, _: u64) -> Result<(), E> {
            Ok(())
        }
        fn visit_f64<E>(self, _: f64) -> Result<(), E> {
            Ok(())
        }
        fn visit_str<E>(self, _: &str) -> Result<(), E> {
            Ok(())
        }
        fn visit_unit<E>(self) -> Result<(), E> {
            Ok(())
        }
    };
}

/// A JSON object whose keys must be among `allowed`; values are skipped, and `nodes` (at the
/// top level) is read as a list of node objects held to [`NODE_KEYS`]. Anything that is not an
/// object is left to the checks that read the values, which name the field.
struct KeysOnly {
    allowed: &'static [&'static str],
}

impl<'de> de::DeserializeSeed<'de> for KeysOnly {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for KeysOnly {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if !self.allowed.contains(&key.as_str()) {
                return Err(de::Error::unknown_field(&key, self.allowed));
            }
            if self.allowed == GRAPH_KEYS && key == "nodes" {
                map.next_value_seed(NodeList)?;
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(())
    }

    accept_scalars!();
}

/// The `nodes` list: each object element is held to [`NODE_KEYS`].
struct NodeList;

impl<'de> de::DeserializeSeed<'de> for NodeList {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for NodeList {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a list of nodes")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq
            .next_element_seed(KeysOnly { allowed: NODE_KEYS })?
            .is_some()
        {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(())
    }

    accept_scalars!();
}

/// What a node does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NodeOp {
    /// An input: a model input or a parameter (bound by name).
    Null,
    /// A call of the compiled function `func_name` with the input entries, then the outputs.
    TvmOp {
        /// The packed function to call (looked up in the executor's imports).
        func_name: String,
        /// Number of input entries.
        num_inputs: usize,
        /// Number of output entries.
        num_outputs: usize,
        /// TVM's `flatten_data` attribute (kept, not used by modlink's executor).
        flatten_data: bool,
    },
}

/// One output of one node: `[node, index, version]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeEntry {
    /// Producing node.
    pub node: usize,
    /// Which of its outputs.
    pub index: usize,
    /// Version (always 0 in graphs TVM writes).
    pub version: u64,
}

/// A graph node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphNode {
    /// What it does.
    pub op: NodeOp,
    /// Its name (an input's name is what `set_input` and parameters use).
    pub name: String,
    /// Input entries, produced by earlier nodes.
    pub inputs: Vec<NodeEntry>,
}

/// A parsed and checked graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    /// Nodes in topological order.
    pub nodes: Vec<GraphNode>,
    /// Indices of the input nodes.
    pub arg_nodes: Vec<usize>,
    /// The model outputs.
    pub heads: Vec<NodeEntry>,
    /// `node_row_ptr[i]` is the entry id of node i's first output.
    pub node_row_ptr: Vec<usize>,
    /// Shape of each entry.
    pub shapes: Vec<Vec<i64>>,
    /// DLPack type name of each entry (`float32`, `int64`, …).
    pub dltypes: Vec<String>,
    /// Storage slot of each entry; entries sharing a slot share memory.
    pub storage_ids: Vec<usize>,
}

fn invalid(field: impl Into<String>, message: impl Into<String>) -> GraphError {
    GraphError::Invalid {
        field: field.into(),
        message: message.into(),
    }
}

fn as_array<'a>(value: &'a Value, field: &str) -> Result<&'a Vec<Value>, GraphError> {
    value
        .as_array()
        .ok_or_else(|| invalid(field, "expected a list"))
}

fn as_index(value: &Value, field: &str) -> Result<usize, GraphError> {
    value
        .as_u64()
        .and_then(|v| usize::try_from(v).ok())
        .ok_or_else(|| {
            invalid(
                field,
                format!("expected a non-negative integer, found {value}"),
            )
        })
}

/// TVM writes numeric attributes as strings ("1"); accept both.
fn attr_number(attrs: &Value, key: &str, field: &str) -> Result<usize, GraphError> {
    match attrs.get(key) {
        Some(Value::String(s)) => s.parse().map_err(|_| {
            invalid(
                format!("{field}.{key}"),
                format!("expected a number, found {s:?}"),
            )
        }),
        Some(other) => as_index(other, &format!("{field}.{key}")),
        None => Err(invalid(field, format!("missing attribute `{key}`"))),
    }
}

fn entry(value: &Value, field: &str) -> Result<NodeEntry, GraphError> {
    let parts = as_array(value, field)?;
    if !(2..=3).contains(&parts.len()) {
        return Err(invalid(
            field,
            "an entry is [node, index] or [node, index, version]",
        ));
    }
    Ok(NodeEntry {
        node: as_index(&parts[0], field)?,
        index: as_index(&parts[1], field)?,
        version: parts
            .get(2)
            .map(|v| as_index(v, field))
            .transpose()?
            .unwrap_or(0) as u64,
    })
}

/// Reads one of the typed attribute lists: `["list_int", [...]]` etc.
fn typed_list<'a>(attrs: &'a Value, key: &str, tag: &str) -> Result<&'a Vec<Value>, GraphError> {
    let field = format!("attrs.{key}");
    let pair = as_array(
        attrs
            .get(key)
            .ok_or_else(|| invalid("attrs", format!("missing `{key}`")))?,
        &field,
    )?;
    match pair.as_slice() {
        [Value::String(t), list] if t == tag => as_array(list, &field),
        _ => Err(invalid(field, format!("expected [\"{tag}\", [...]]"))),
    }
}

impl Graph {
    /// Parses and checks graph JSON: every index in range, inputs produced by earlier nodes,
    /// one shape, dtype and storage id per entry.
    ///
    /// Keys are read strictly, as TVM's loader reads them: an unknown top-level or node key is
    /// a [`GraphError::Json`] with its line and column.
    pub fn parse(text: &str) -> Result<Graph, GraphError> {
        let mut keys = serde_json::Deserializer::from_str(text);
        de::DeserializeSeed::deserialize(
            KeysOnly {
                allowed: GRAPH_KEYS,
            },
            &mut keys,
        )
        .map_err(|e| GraphError::Json(e.to_string()))?;
        let root: Value =
            serde_json::from_str(text).map_err(|e| GraphError::Json(e.to_string()))?;
        let node_values = as_array(
            root.get("nodes")
                .ok_or_else(|| invalid("nodes", "missing"))?,
            "nodes",
        )?;
        let mut nodes = Vec::with_capacity(node_values.len());
        for (i, node) in node_values.iter().enumerate() {
            let field = format!("nodes[{i}]");
            let op = node
                .get("op")
                .and_then(Value::as_str)
                .ok_or_else(|| invalid(&field, "missing `op`"))?;
            let name = node
                .get("name")
                .and_then(Value::as_str)
                .ok_or_else(|| invalid(&field, "missing `name`"))?
                .to_string();
            let inputs = match node.get("inputs") {
                Some(list) => as_array(list, &format!("{field}.inputs"))?
                    .iter()
                    .enumerate()
                    .map(|(j, e)| entry(e, &format!("{field}.inputs[{j}]")))
                    .collect::<Result<Vec<_>, _>>()?,
                None => Vec::new(),
            };
            let op = match op {
                "null" => NodeOp::Null,
                "tvm_op" => {
                    let attrs = node
                        .get("attrs")
                        .ok_or_else(|| invalid(&field, "tvm_op without `attrs`"))?;
                    let attrs_field = format!("{field}.attrs");
                    let func_name = attrs
                        .get("func_name")
                        .and_then(Value::as_str)
                        .ok_or_else(|| invalid(&attrs_field, "missing `func_name`"))?
                        .to_string();
                    NodeOp::TvmOp {
                        func_name,
                        num_inputs: attr_number(attrs, "num_inputs", &attrs_field)?,
                        num_outputs: attr_number(attrs, "num_outputs", &attrs_field)?,
                        flatten_data: attrs.get("flatten_data").is_some()
                            && attr_number(attrs, "flatten_data", &attrs_field)? != 0,
                    }
                }
                other => {
                    return Err(invalid(
                        format!("{field}.op"),
                        format!("unknown op `{other}`"),
                    ));
                }
            };
            // An input node has nothing to compute from; inputs on it would be dropped silently
            // (and not written back by `to_json`).
            if op == NodeOp::Null && !inputs.is_empty() {
                return Err(invalid(
                    &field,
                    format!("a `null` (input) node lists {} inputs", inputs.len()),
                ));
            }
            if let NodeOp::TvmOp { num_inputs, .. } = &op
                && *num_inputs != inputs.len()
            {
                return Err(invalid(
                    &field,
                    format!(
                        "num_inputs is {num_inputs} but {} inputs are listed",
                        inputs.len()
                    ),
                ));
            }
            nodes.push(GraphNode { op, name, inputs });
        }
        let index_list = |key: &str| -> Result<Vec<usize>, GraphError> {
            as_array(root.get(key).ok_or_else(|| invalid(key, "missing"))?, key)?
                .iter()
                .enumerate()
                .map(|(i, v)| as_index(v, &format!("{key}[{i}]")))
                .collect()
        };
        let arg_nodes = index_list("arg_nodes")?;
        let node_row_ptr = index_list("node_row_ptr")?;
        let heads = as_array(
            root.get("heads")
                .ok_or_else(|| invalid("heads", "missing"))?,
            "heads",
        )?
        .iter()
        .enumerate()
        .map(|(i, e)| entry(e, &format!("heads[{i}]")))
        .collect::<Result<Vec<_>, _>>()?;
        let attrs = root
            .get("attrs")
            .ok_or_else(|| invalid("attrs", "missing"))?;
        let shapes = typed_list(attrs, "shape", "list_shape")?
            .iter()
            .enumerate()
            .map(|(i, s)| {
                as_array(s, &format!("attrs.shape[{i}]"))?
                    .iter()
                    .map(|d| {
                        d.as_i64().filter(|d| *d >= 0).ok_or_else(|| {
                            invalid(format!("attrs.shape[{i}]"), format!("bad dimension {d}"))
                        })
                    })
                    .collect::<Result<Vec<i64>, _>>()
            })
            .collect::<Result<Vec<_>, _>>()?;
        let dltypes = typed_list(attrs, "dltype", "list_str")?
            .iter()
            .enumerate()
            .map(|(i, t)| {
                t.as_str()
                    .map(str::to_string)
                    .ok_or_else(|| invalid(format!("attrs.dltype[{i}]"), "expected a string"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let storage_ids = typed_list(attrs, "storage_id", "list_int")?
            .iter()
            .enumerate()
            .map(|(i, v)| as_index(v, &format!("attrs.storage_id[{i}]")))
            .collect::<Result<Vec<_>, _>>()?;
        let graph = Graph {
            nodes,
            arg_nodes,
            heads,
            node_row_ptr,
            shapes,
            dltypes,
            storage_ids,
        };
        graph.check()?;
        Ok(graph)
    }

    /// Number of node entries (outputs of all nodes).
    pub fn num_entries(&self) -> usize {
        self.node_row_ptr.last().copied().unwrap_or(0)
    }

    /// The entry id of `entry`.
    pub fn entry_id(&self, entry: NodeEntry) -> usize {
        self.node_row_ptr[entry.node] + entry.index
    }

    fn check(&self) -> Result<(), GraphError> {
        let n = self.nodes.len();
        if self.node_row_ptr.len() != n + 1 || self.node_row_ptr.first() != Some(&0) {
            return Err(invalid(
                "node_row_ptr",
                format!("must start at 0 and have {} items", n + 1),
            ));
        }
        for (i, node) in self.nodes.iter().enumerate() {
            let (start, end) = (self.node_row_ptr[i], self.node_row_ptr[i + 1]);
            if end < start {
                return Err(invalid(format!("node_row_ptr[{}]", i + 1), "decreases"));
            }
            let outputs = match node.op {
                NodeOp::Null => 1,
                NodeOp::TvmOp { num_outputs, .. } => num_outputs,
            };
            if end - start != outputs {
                return Err(invalid(
                    format!("nodes[{i}]"),
                    format!(
                        "has {outputs} outputs but node_row_ptr gives it {}",
                        end - start
                    ),
                ));
            }
            for (j, input) in node.inputs.iter().enumerate() {
                if input.node >= i {
                    return Err(invalid(
                        format!("nodes[{i}].inputs[{j}]"),
                        format!(
                            "refers to node {} which does not come before it",
                            input.node
                        ),
                    ));
                }
                self.check_entry(*input, &format!("nodes[{i}].inputs[{j}]"))?;
            }
        }
        let entries = self.num_entries();
        for (key, len) in [
            ("attrs.shape", self.shapes.len()),
            ("attrs.dltype", self.dltypes.len()),
            ("attrs.storage_id", self.storage_ids.len()),
        ] {
            if len != entries {
                return Err(invalid(
                    key,
                    format!("has {len} items for {entries} entries"),
                ));
            }
        }
        for (i, &arg) in self.arg_nodes.iter().enumerate() {
            match self.nodes.get(arg) {
                Some(GraphNode {
                    op: NodeOp::Null, ..
                }) => {}
                Some(_) => {
                    return Err(invalid(
                        format!("arg_nodes[{i}]"),
                        format!("node {arg} is not an input"),
                    ));
                }
                None => {
                    return Err(invalid(
                        format!("arg_nodes[{i}]"),
                        format!("node {arg} does not exist"),
                    ));
                }
            }
        }
        for (i, head) in self.heads.iter().enumerate() {
            self.check_entry(*head, &format!("heads[{i}]"))?;
        }
        Ok(())
    }

    fn check_entry(&self, entry: NodeEntry, field: &str) -> Result<(), GraphError> {
        // node_row_ptr has one item more than there are nodes: bound by the nodes, or the
        // last row pointer would pass for a node (found by fuzzing).
        let (Some(&start), Some(&end)) = (
            self.node_row_ptr
                .get(entry.node)
                .filter(|_| entry.node < self.nodes.len()),
            self.node_row_ptr.get(entry.node.saturating_add(1)),
        ) else {
            return Err(invalid(
                field,
                format!("node {} does not exist", entry.node),
            ));
        };
        if start.checked_add(entry.index).is_none_or(|id| id >= end) {
            return Err(invalid(
                field,
                format!("node {} has no output {}", entry.node, entry.index),
            ));
        }
        Ok(())
    }

    /// Writes the graph as TVM graph JSON (deterministic key order).
    pub fn to_json(&self) -> String {
        let entry = |e: &NodeEntry| json!([e.node, e.index, e.version]);
        let nodes: Vec<Value> = self
            .nodes
            .iter()
            .map(|node| match &node.op {
                NodeOp::Null => json!({"op": "null", "name": node.name, "inputs": []}),
                NodeOp::TvmOp {
                    func_name,
                    num_inputs,
                    num_outputs,
                    flatten_data,
                } => json!({
                    "op": "tvm_op",
                    "name": node.name,
                    "attrs": {
                        "func_name": func_name,
                        "num_inputs": num_inputs.to_string(),
                        "num_outputs": num_outputs.to_string(),
                        "flatten_data": if *flatten_data { "1" } else { "0" },
                    },
                    "inputs": node.inputs.iter().map(entry).collect::<Vec<_>>(),
                }),
            })
            .collect();
        let graph = json!({
            "nodes": nodes,
            "arg_nodes": self.arg_nodes,
            "heads": self.heads.iter().map(entry).collect::<Vec<_>>(),
            "attrs": {
                "dltype": ["list_str", self.dltypes],
                "storage_id": ["list_int", self.storage_ids],
                "shape": ["list_shape", self.shapes],
            },
            "node_row_ptr": self.node_row_ptr,
        });
        serde_json::to_string_pretty(&graph).unwrap_or_default()
    }
}
