//! A graph executor in Rust: restores a `GraphExecutorFactory` module from a library, allocates
//! every storage slot once, binds the parameters, and runs each `tvm_op` node by calling its
//! function from the imported `_lib` with the node's input entries followed by its outputs.

use crate::abi::DLDataType;
use crate::abi::DType;
use crate::graph::GraphError;
use crate::graph::factory::{GraphExecutorFactory, KIND};
use crate::graph::json::{Graph, NodeOp};
use crate::inspect::locate;
use crate::module::{LIB_KEY, Payload};
use crate::runtime::{
    Arg, DeviceModuleStub, Function, Library, OpenOptions, RuntimeModule, Tensor, TensorView,
};
use std::collections::HashMap;
use std::path::Path;

/// One `tvm_op` node ready to run.
struct Op {
    node: usize,
    function: Function,
    /// Entry ids: inputs, then outputs.
    entries: Vec<usize>,
}

/// A runnable model.
pub struct GraphExecutor {
    graph: Graph,
    /// Kept so the functions stay valid.
    _library: Library,
    /// One buffer per storage id, sized for the largest entry placed in it.
    storage: Vec<Option<Tensor>>,
    entry_dtype: Vec<DType>,
    ops: Vec<Op>,
    inputs: HashMap<String, usize>,
    module_name: String,
}

impl std::fmt::Debug for GraphExecutor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GraphExecutor")
            .field("module_name", &self.module_name)
            .field("nodes", &self.graph.nodes.len())
            .field("ops", &self.ops.len())
            .finish()
    }
}

/// The dtype of a graph entry's TVM type name (`float32`, `bool`, …; one lane).
pub fn dtype_from_tvm_name(name: &str) -> Option<DType> {
    DLDataType::parse_tvm_name(name)
        .filter(|dtype| dtype.lanes == 1)
        .and_then(|dtype| DType::from_dlpack(dtype.code, dtype.bits))
}

/// Names the library in a payload error (errors that already name it pass through).
fn in_library(path: &Path, error: GraphError) -> GraphError {
    match error {
        GraphError::Library { .. } | GraphError::InLibrary { .. } => error,
        other => GraphError::InLibrary {
            path: path.display().to_string(),
            source: Box::new(other),
        },
    }
}

/// Reads the executor module at the root of `path`'s module tree.
pub fn read_factory(path: &Path) -> Result<GraphExecutorFactory, GraphError> {
    let located = locate::locate_file(path).map_err(|e| GraphError::Library {
        path: path.display().to_string(),
        message: e.to_string(),
    })?;
    let tree = located.tree().map_err(|e| GraphError::Library {
        path: path.display().to_string(),
        message: e.to_string(),
    })?;
    let root = tree.nodes.first().ok_or_else(|| GraphError::Library {
        path: path.display().to_string(),
        message: "the library has no modules".into(),
    })?;
    match (&root.kind, &root.payload) {
        (kind, Payload::Opaque(bytes)) if kind == KIND => GraphExecutorFactory::read(bytes)
            .map(|(factory, _)| factory)
            .map_err(|e| in_library(path, e)),
        (kind, _) => Err(GraphError::Library {
            path: path.display().to_string(),
            message: format!("the root module is `{kind}`, not a {KIND}: not a model library"),
        }),
    }
}

/// The `GraphExecutorFactory` at the root of an opened library's module tree.
fn root_factory(library: &Library, path: &Path) -> Result<GraphExecutorFactory, GraphError> {
    let root = library.module(0).ok_or_else(|| GraphError::Library {
        path: path.display().to_string(),
        message: "the library has no modules".into(),
    })?;
    let stub = root.as_any().downcast_ref::<DeviceModuleStub>();
    match stub.map(|stub| (stub.kind(), stub.payload())) {
        Some((kind, Payload::Opaque(bytes))) if kind == KIND => GraphExecutorFactory::read(bytes)
            .map(|(factory, _)| factory)
            .map_err(|e| in_library(path, e)),
        _ => {
            // Named by its blob key, as the file's module tree names it (a host module is `_lib`).
            let kind = match root.kind() {
                "library" => LIB_KEY,
                other => other,
            };
            Err(GraphError::Library {
                path: path.display().to_string(),
                message: format!("the root module is `{kind}`, not a {KIND}: not a model library"),
            })
        }
    }
}

impl GraphExecutor {
    /// Opens a model library: its root must be a `GraphExecutorFactory` whose imports hold the
    /// kernels.
    pub fn open(path: impl AsRef<Path>) -> Result<GraphExecutor, GraphError> {
        let path = path.as_ref();
        let library = Library::open_with(path, &OpenOptions::new().keep_unknown_opaque(true))
            .map_err(|e| GraphError::Library {
                path: path.display().to_string(),
                message: e.to_string(),
            })?;
        GraphExecutor::over_library(library, path)
    }

    /// An executor over a model library already opened (with
    /// [`OpenOptions::keep_unknown_opaque`], so its `GraphExecutorFactory` root is kept): the
    /// factory is read from the module tree the open restored, so the file is mapped and parsed
    /// once (docs/architecture.md, "one map and one parse").
    pub fn from_library(library: Library) -> Result<GraphExecutor, GraphError> {
        let path = library.path().to_path_buf();
        GraphExecutor::over_library(library, &path)
    }

    fn over_library(library: Library, path: &Path) -> Result<GraphExecutor, GraphError> {
        let factory = root_factory(&library, path)?;
        GraphExecutor::new(&factory, library).map_err(|e| in_library(path, e))
    }

    /// Builds an executor for `factory` whose kernels live in `library`.
    pub fn new(
        factory: &GraphExecutorFactory,
        library: Library,
    ) -> Result<GraphExecutor, GraphError> {
        let graph = Graph::parse(&factory.graph_json)?;
        let entries = graph.num_entries();
        let mut entry_dtype = Vec::with_capacity(entries);
        for (i, name) in graph.dltypes.iter().enumerate() {
            entry_dtype.push(
                dtype_from_tvm_name(name).ok_or_else(|| GraphError::Invalid {
                    field: format!("attrs.dltype[{i}]"),
                    message: format!("unsupported dtype `{name}`"),
                })?,
            );
        }
        // Size each storage slot for the largest entry that uses it.
        let slots = graph.storage_ids.iter().copied().max().map_or(0, |m| m + 1);
        let mut slot_elems = vec![0usize; slots];
        let mut slot_dtype: Vec<Option<DType>> = vec![None; slots];
        for (entry, &dtype) in entry_dtype.iter().enumerate() {
            let sid = graph.storage_ids[entry];
            let count = element_count(&graph.shapes[entry]).ok_or_else(|| GraphError::Invalid {
                field: format!("attrs.shape[{entry}]"),
                message: "too many elements".into(),
            })?;
            slot_elems[sid] = slot_elems[sid].max(count);
            match slot_dtype[sid] {
                Some(d) if d != dtype => {
                    return Err(GraphError::Invalid {
                        field: format!("attrs.storage_id[{entry}]"),
                        message: format!(
                            "storage {sid} is shared by entries of types {d} and {}",
                            entry_dtype[entry]
                        ),
                    });
                }
                _ => slot_dtype[sid] = Some(dtype),
            }
        }
        let mut storage = Vec::with_capacity(slots);
        for (sid, elems) in slot_elems.iter().enumerate() {
            let dtype = slot_dtype[sid].unwrap_or(DType::U8);
            let tensor =
                Tensor::zeros(dtype, &[*elems as i64]).map_err(|e| GraphError::Invalid {
                    field: format!("storage {sid}"),
                    message: e.to_string(),
                })?;
            storage.push(Some(tensor));
        }

        let mut ops = Vec::new();
        let mut inputs = HashMap::new();
        for (node_index, node) in graph.nodes.iter().enumerate() {
            match &node.op {
                NodeOp::Null => {
                    inputs.insert(node.name.clone(), node_index);
                }
                NodeOp::TvmOp {
                    func_name,
                    num_outputs,
                    ..
                } => {
                    let function =
                        library
                            .get_function(func_name)
                            .map_err(|e| GraphError::Run {
                                node: node.name.clone(),
                                function: func_name.clone(),
                                message: e.to_string(),
                            })?;
                    let mut op_entries: Vec<usize> =
                        node.inputs.iter().map(|e| graph.entry_id(*e)).collect();
                    op_entries
                        .extend((0..*num_outputs).map(|k| graph.node_row_ptr[node_index] + k));
                    let mut slots_used: Vec<usize> =
                        op_entries.iter().map(|&e| graph.storage_ids[e]).collect();
                    slots_used.sort_unstable();
                    if slots_used.windows(2).any(|w| w[0] == w[1]) {
                        return Err(GraphError::Invalid {
                            field: format!("nodes[{node_index}]"),
                            message: "two arguments of one call share a storage slot (in-place ops are not supported)".into(),
                        });
                    }
                    ops.push(Op {
                        node: node_index,
                        function,
                        entries: op_entries,
                    });
                }
            }
        }
        let mut executor = GraphExecutor {
            graph,
            _library: library,
            storage,
            entry_dtype,
            ops,
            inputs,
            module_name: factory.module_name.clone(),
        };
        for (name, tensor) in &factory.params.entries {
            executor.set_input_bytes(name, &tensor.data)?;
        }
        Ok(executor)
    }

    /// The model's name.
    pub fn module_name(&self) -> &str {
        &self.module_name
    }

    /// Names of all input nodes (model inputs and parameters), in `arg_nodes` order.
    pub fn input_names(&self) -> Vec<String> {
        self.graph
            .arg_nodes
            .iter()
            .map(|&n| self.graph.nodes[n].name.clone())
            .collect()
    }

    /// Shape of input `name`.
    pub fn input_shape(&self, name: &str) -> Option<&[i64]> {
        let node = *self.inputs.get(name)?;
        Some(&self.graph.shapes[self.graph.node_row_ptr[node]])
    }

    /// Number of outputs.
    pub fn num_outputs(&self) -> usize {
        self.graph.heads.len()
    }

    /// Shape of output `index`.
    pub fn output_shape(&self, index: usize) -> Option<&[i64]> {
        let head = self.graph.heads.get(index)?;
        Some(&self.graph.shapes[self.graph.entry_id(*head)])
    }

    /// Sets input `name` from a host tensor, whose dtype and shape must be the input's.
    pub fn set_input_tensor(&mut self, name: &str, tensor: &Tensor) -> Result<(), GraphError> {
        if let Some(&node) = self.inputs.get(name) {
            let entry = self.graph.node_row_ptr[node];
            let (dtype, shape) = (self.entry_dtype[entry], &self.graph.shapes[entry]);
            if dtype != tensor.dtype() || shape.as_slice() != tensor.shape() {
                return Err(GraphError::Input {
                    name: name.to_string(),
                    message: format!(
                        "the graph takes {dtype} {shape:?}, the array is {} {:?}",
                        tensor.dtype(),
                        tensor.shape()
                    ),
                });
            }
        }
        self.set_input_bytes(name, tensor.as_bytes())
    }

    /// Copies raw little-endian bytes into input `name` (checked against its shape and dtype).
    pub fn set_input_bytes(&mut self, name: &str, bytes: &[u8]) -> Result<(), GraphError> {
        let node = *self.inputs.get(name).ok_or_else(|| GraphError::Input {
            name: name.to_string(),
            message: format!(
                "no input of that name (inputs: {})",
                self.input_names().join(", ")
            ),
        })?;
        let entry = self.graph.node_row_ptr[node];
        let dtype = self.entry_dtype[entry];
        let expected = element_count(&self.graph.shapes[entry]).unwrap_or(0) * dtype.size_bytes();
        if bytes.len() != expected {
            return Err(GraphError::Input {
                name: name.to_string(),
                message: format!(
                    "expected {expected} bytes ({dtype} {:?}), got {}",
                    self.graph.shapes[entry],
                    bytes.len()
                ),
            });
        }
        let sid = self.graph.storage_ids[entry];
        let slot = self.storage[sid]
            .as_ref()
            .ok_or_else(|| GraphError::Input {
                name: name.to_string(),
                message: "storage is in use".into(),
            })?;
        // Slots may be larger than this entry: keep the tail, replace the prefix.
        let mut contents = slot.as_bytes().to_vec();
        contents[..bytes.len()].copy_from_slice(bytes);
        let refilled = Tensor::from_bytes(slot.dtype(), slot.shape(), &contents).map_err(|e| {
            GraphError::Input {
                name: name.to_string(),
                message: e.to_string(),
            }
        })?;
        self.storage[sid] = Some(refilled);
        Ok(())
    }

    /// Sets a float32 input by name.
    pub fn set_input_f32(&mut self, name: &str, values: &[f32]) -> Result<(), GraphError> {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.set_input_bytes(name, &bytes)
    }

    /// Sets input number `index` (in `arg_nodes` order).
    pub fn set_input_index_f32(&mut self, index: usize, values: &[f32]) -> Result<(), GraphError> {
        let name = self
            .graph
            .arg_nodes
            .get(index)
            .map(|&n| self.graph.nodes[n].name.clone())
            .ok_or_else(|| GraphError::Input {
                name: format!("#{index}"),
                message: format!("there are {} inputs", self.graph.arg_nodes.len()),
            })?;
        self.set_input_f32(&name, values)
    }

    /// Runs every operator in graph order.
    pub fn run(&mut self) -> Result<(), GraphError> {
        for op in &self.ops {
            let node = &self.graph.nodes[op.node];
            let run_error = |message: String| GraphError::Run {
                node: node.name.clone(),
                function: match &node.op {
                    NodeOp::TvmOp { func_name, .. } => func_name.clone(),
                    NodeOp::Null => String::new(),
                },
                message,
            };
            // Take each argument's slot out for the call; the slots are distinct (checked at
            // construction), so every argument gets its own exclusive buffer.
            let mut taken: Vec<(usize, Tensor)> = Vec::with_capacity(op.entries.len());
            for &entry in &op.entries {
                let sid = self.graph.storage_ids[entry];
                let tensor = self.storage[sid]
                    .take()
                    .ok_or_else(|| run_error("storage slot in use".into()))?;
                taken.push((sid, tensor));
            }
            let result = {
                let mut args: Vec<Arg<'_>> = Vec::with_capacity(taken.len());
                let mut failure = None;
                for ((_, tensor), &entry) in taken.iter_mut().zip(&op.entries) {
                    match entry_view(tensor, &self.graph.shapes[entry], self.entry_dtype[entry]) {
                        Ok(view) => args.push(Arg::View(view)),
                        Err(message) => {
                            failure = Some(message);
                            break;
                        }
                    }
                }
                match failure {
                    Some(message) => Err(run_error(message)),
                    None => op
                        .function
                        .call(&mut args)
                        .map(|_| ())
                        .map_err(|e| run_error(e.to_string())),
                }
            };
            for (sid, tensor) in taken {
                self.storage[sid] = Some(tensor);
            }
            result?;
        }
        Ok(())
    }

    /// Output `index` as float32 values.
    pub fn get_output_f32(&self, index: usize) -> Result<Vec<f32>, GraphError> {
        let head = self
            .graph
            .heads
            .get(index)
            .ok_or_else(|| GraphError::Input {
                name: format!("output #{index}"),
                message: format!("there are {} outputs", self.graph.heads.len()),
            })?;
        let entry = self.graph.entry_id(*head);
        if self.entry_dtype[entry] != DType::F32 {
            return Err(GraphError::Input {
                name: format!("output #{index}"),
                message: format!("is {}, not float32", self.entry_dtype[entry]),
            });
        }
        let count = element_count(&self.graph.shapes[entry]).unwrap_or(0);
        let slot = self.storage[self.graph.storage_ids[entry]]
            .as_ref()
            .ok_or_else(|| GraphError::Input {
                name: format!("output #{index}"),
                message: "storage is in use".into(),
            })?;
        let values = slot.as_slice::<f32>().map_err(|e| GraphError::Input {
            name: format!("output #{index}"),
            message: e.to_string(),
        })?;
        Ok(values[..count].to_vec())
    }

    /// Output named by its producing node's name.
    pub fn get_output_by_name_f32(&self, name: &str) -> Result<Vec<f32>, GraphError> {
        let index = self
            .graph
            .heads
            .iter()
            .position(|h| self.graph.nodes[h.node].name == name)
            .ok_or_else(|| GraphError::Input {
                name: name.to_string(),
                message: "no output produced by a node of that name".into(),
            })?;
        self.get_output_f32(index)
    }
}

fn element_count(shape: &[i64]) -> Option<usize> {
    shape.iter().try_fold(1usize, |acc, &d| {
        usize::try_from(d).ok().and_then(|d| acc.checked_mul(d))
    })
}

/// A view of `count(shape)` elements at the start of a slot, with the entry's shape.
fn entry_view<'a>(
    tensor: &'a mut Tensor,
    shape: &[i64],
    dtype: DType,
) -> Result<TensorView<'a>, String> {
    let count = element_count(shape).ok_or("too many elements")?;
    macro_rules! view {
        ($($d:ident => $t:ty),*) => {
            match dtype {
                $(DType::$d => {
                    let values = tensor.as_mut_slice::<$t>().map_err(|e| e.to_string())?;
                    let values = values.get_mut(..count).ok_or("storage slot too small")?;
                    TensorView::new(values, shape).map_err(|e| e.to_string())
                })*
                other => Err(format!("dtype {other} is not supported by the graph executor")),
            }
        };
    }
    view!(I8 => i8, I16 => i16, I32 => i32, I64 => i64, U8 => u8, U16 => u16, U32 => u32, U64 => u64, F32 => f32, F64 => f64)
}
