//! A small model front: describe a network as a sequence of layers with parameter tensors, and
//! modlink emits the kernels (`.kir` text), TVM graph JSON and the parameter dictionary that
//! together make one executor module.
//!
//! Layers: dense (+bias, optional relu), relu, gelu, softmax over the last axis, conv2d (kernel
//! size, stride and padding as parameters; `conv2d_3x3` is the stride-1 same-padding form), max
//! and average pooling, global average pooling, batch_norm (inference form), layer_norm,
//! residual add, reshape and flatten — each one kernel. Weights come from a seed or from a TVM
//! params file. [`mod@reference`] evaluates the same model in plain Rust, independently of the
//! generated kernels.

#[cfg(feature = "llvm")]
pub mod device_code;
pub mod device_kernels;
#[cfg(feature = "llvm")]
pub mod export;
pub mod kernels;
mod layers;
pub mod reference;
pub mod relax;
mod weights;

pub use layers::{Layer, LoweredLayer};
pub use weights::{DictWeights, SeededWeights, SplitMix64, Weights};

use crate::graph::{Graph, GraphNode, NodeEntry, NodeOp};
use crate::params::ParamDict;
use serde::Deserialize;
use thiserror::Error;

/// An error describing a model.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ModelError {
    /// The model description is inconsistent.
    #[error("model `{model}`: layer {layer}: {message}")]
    Layer {
        /// Model name.
        model: String,
        /// Index of the offending layer.
        layer: usize,
        /// What was wrong.
        message: String,
    },
    /// The model description could not be read (not a file modlink can read).
    #[error("model description: {0}")]
    Description(String),
    /// The model description is not valid JSON, has a key the schema does not know, or a value
    /// of the wrong type.
    #[error("{}: {message}", json_location(file.as_deref(), *line, *column))]
    Json {
        /// The description's file, when it was read from one.
        file: Option<String>,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was wrong (the unknown key and the keys expected there, the type mismatch, …).
        message: String,
    },
    /// A value of the description is out of range (a negative ε, zero units, a name that is
    /// not an identifier, …).
    #[error("model `{model}`: {field}: {message}")]
    Value {
        /// Model name.
        model: String,
        /// The field, as a path (`layers[2].layer_norm.epsilon`).
        field: String,
        /// What was wrong, with the value found.
        message: String,
    },
    /// An error in a description read from a file.
    #[error("{file}: {source}")]
    InFile {
        /// The description's file.
        file: String,
        /// The error.
        source: Box<ModelError>,
    },
    /// The model cannot take the requested form (e.g. a graph executor with a dynamic batch).
    #[error("model `{model}`: {message}")]
    Form {
        /// Model name.
        model: String,
        /// Why.
        message: String,
    },
    /// Its Relax executable could not be built.
    #[error("model `{model}`: Relax executable: {source}")]
    Relax {
        /// Model name.
        model: String,
        /// The builder's error (names function and instruction).
        source: crate::module::relax_builder::BuildError,
    },
    /// Its parameter file could not be read.
    #[error("model `{model}`: parameter file {path}: {message}")]
    ParamsFile {
        /// Model name.
        model: String,
        /// The file.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// A build that cannot be exported or described (no executor module, metadata that does
    /// not serialize).
    #[error("model `{model}`: {message}")]
    Build {
        /// Model name.
        model: String,
        /// What is missing or wrong.
        message: String,
    },
    /// A Model Library Format tarball that cannot be read or written.
    #[error("{path}: {message}")]
    Mlf {
        /// The tarball.
        path: String,
        /// What failed (the member, for a bad member).
        message: String,
    },
    /// Writing an output file (atomically) failed.
    #[error(transparent)]
    Output(#[from] crate::file_output::FileOutputError),
    /// The model's kernel text did not parse or verify.
    #[error(transparent)]
    Ir(#[from] crate::ir::IrError),
    /// Compiling the model's kernels failed.
    #[cfg(feature = "llvm")]
    #[error(transparent)]
    Codegen(#[from] crate::codegen::CodegenError),
    /// The model's module tree is malformed.
    #[error(transparent)]
    Module(#[from] crate::module::ModuleError),
    /// The graph executor's factory or graph could not be encoded or decoded.
    #[error(transparent)]
    Graph(#[from] crate::graph::GraphError),
    /// The parameter dictionary could not be encoded or decoded.
    #[error(transparent)]
    Params(#[from] crate::params::ParamsError),
}

impl ModelError {
    /// The error of a description read from `file`, naming it: what the description got wrong
    /// (a value, a layer, a form the model cannot take, its parameter file) is an error in that
    /// file, whether JSON parsing, [`ModelSpec::validate`] or lowering found it. Other errors
    /// (codegen, output) are returned as they are: they name their own files.
    pub fn in_file(self, file: &str) -> ModelError {
        match self {
            ModelError::Json {
                file: None,
                line,
                column,
                message,
            } => ModelError::Json {
                file: Some(file.to_string()),
                line,
                column,
                message,
            },
            description @ (ModelError::Layer { .. }
            | ModelError::Value { .. }
            | ModelError::Form { .. }
            | ModelError::Description(_)
            | ModelError::ParamsFile { .. }) => ModelError::InFile {
                file: file.to_string(),
                source: Box::new(description),
            },
            other => other,
        }
    }
}

fn json_location(file: Option<&str>, line: usize, column: usize) -> String {
    match file {
        Some(file) => format!("{file}:{line}:{column}"),
        None => format!("model description, line {line}, column {column}"),
    }
}

/// A float32 model: an input and layers in order.
///
/// In JSON, `input_shape` may start with a name instead of a number (`["n", 64]`): the batch
/// dim is then dynamic, the kernels take it from their tensors and the Relax executable binds it
/// through its shape heap. `params_file` names a TVM params file (relative to the description)
/// to take the weights from instead of generating them from `seed`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawModelSpec")]
pub struct ModelSpec {
    /// Model name (used for the executor's module name and file names).
    pub name: String,
    /// Name of the input node.
    pub input_name: String,
    /// Input shape (`[N, features]` or `[N, C, H, W]`); with a dynamic batch, dim 0 is the
    /// nominal batch the model is described at (1).
    pub input_shape: Vec<i64>,
    /// Layers in order.
    pub layers: Vec<Layer>,
    /// Seed for the deterministic generated weights.
    pub seed: u64,
    /// The name of the dynamic batch dim (`n`), if the batch is dynamic.
    pub batch_symbol: Option<String>,
    /// A TVM params file to read the weights from (`<layer><index>_<role>` names).
    pub params_file: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawDim {
    Fixed(i64),
    Named(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawModelSpec {
    name: String,
    #[serde(default = "default_input_name")]
    input_name: String,
    input_shape: Vec<RawDim>,
    layers: Vec<Layer>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    params_file: Option<String>,
}

impl TryFrom<RawModelSpec> for ModelSpec {
    type Error = String;

    fn try_from(raw: RawModelSpec) -> Result<ModelSpec, String> {
        let mut batch_symbol = None;
        let mut input_shape = Vec::with_capacity(raw.input_shape.len());
        for (axis, dim) in raw.input_shape.into_iter().enumerate() {
            match dim {
                RawDim::Fixed(d) => input_shape.push(d),
                RawDim::Named(name) if axis == 0 => {
                    let valid = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                    if !valid {
                        return Err(format!(
                            "input_shape[0]: `{name}` is not a valid dim name (letters, digits, _)"
                        ));
                    }
                    batch_symbol = Some(name);
                    input_shape.push(1);
                }
                RawDim::Named(name) => {
                    return Err(format!(
                        "input_shape[{axis}]: `{name}`: only the batch dim (0) may be named"
                    ));
                }
            }
        }
        Ok(ModelSpec {
            name: raw.name,
            input_name: raw.input_name,
            input_shape,
            layers: raw.layers,
            seed: raw.seed,
            batch_symbol,
            params_file: raw.params_file,
        })
    }
}

fn default_input_name() -> String {
    "x".to_string()
}

/// A name modlink turns into file, module, kernel and parameter names: an ASCII identifier.
fn check_identifier(name: &str) -> Result<(), String> {
    let mut chars = name.chars();
    let starts_well = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if starts_well && chars.all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(())
    } else {
        Err(format!(
            "{name:?} is not an identifier (a letter or _, then letters, digits or _)"
        ))
    }
}

fn at_least_one(value: usize) -> Option<String> {
    (value < 1).then(|| format!("must be at least 1, found {value}"))
}

fn positive_finite(value: f32) -> Option<String> {
    (!(value.is_finite() && value > 0.0))
        .then(|| format!("must be positive and finite, found {value}"))
}

/// A layer's JSON name and, for each of its checked keys, what is wrong with its value.
fn layer_value_checks(layer: &Layer) -> (&'static str, Vec<(&'static str, Option<String>)>) {
    match layer {
        Layer::Dense { units, .. } => ("dense", vec![("units", at_least_one(*units))]),
        Layer::Conv2d3x3 { channels, .. } => {
            ("conv2d_3x3", vec![("channels", at_least_one(*channels))])
        }
        Layer::Conv2d {
            channels,
            kernel,
            stride,
            ..
        } => (
            "conv2d",
            vec![
                ("channels", at_least_one(*channels)),
                ("kernel", at_least_one(*kernel)),
                ("stride", at_least_one(*stride)),
            ],
        ),
        Layer::MaxPool { size, stride, .. } | Layer::AvgPool { size, stride, .. } => {
            let kind = if matches!(layer, Layer::MaxPool { .. }) {
                "max_pool"
            } else {
                "avg_pool"
            };
            (
                kind,
                vec![
                    ("size", at_least_one(*size)),
                    ("stride", stride.and_then(at_least_one)),
                ],
            )
        }
        Layer::BatchNorm { epsilon } => {
            ("batch_norm", vec![("epsilon", positive_finite(*epsilon))])
        }
        Layer::LayerNorm { epsilon } => {
            ("layer_norm", vec![("epsilon", positive_finite(*epsilon))])
        }
        Layer::Relu
        | Layer::Gelu
        | Layer::Softmax
        | Layer::GlobalAvgPool
        | Layer::ResidualAdd { .. }
        | Layer::Reshape { .. }
        | Layer::Flatten => ("", Vec::new()),
    }
}

/// Everything an executor module needs: kernels, graph and parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct ModelArtifacts {
    /// The model's name.
    pub name: String,
    /// All kernels as one `.kir` program.
    pub kir: String,
    /// The graph.
    pub graph: Graph,
    /// The parameters, by graph input name.
    pub params: ParamDict,
    /// Input node name and shape.
    pub input: (String, Vec<i64>),
    /// Output shape.
    pub output_shape: Vec<i64>,
    /// The layers as lowered.
    pub layers: Vec<LoweredLayer>,
}

impl ModelSpec {
    /// Reads a model description from JSON, strictly: an unknown key, a wrong type or bad JSON
    /// is a [`ModelError::Json`] with its line and column, and every value is checked
    /// ([`ModelSpec::validate`]).
    pub fn from_json(text: &str) -> Result<ModelSpec, ModelError> {
        ModelSpec::parse_json(text, None)
    }

    /// Reads a model description file; every error names the file (and, for JSON errors, the
    /// line and column). `params_file` stays as written (relative to the description).
    pub fn from_file(path: &std::path::Path) -> Result<ModelSpec, ModelError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| ModelError::InFile {
            file: file.clone(),
            source: Box::new(ModelError::Description(e.to_string())),
        })?;
        ModelSpec::parse_json(&text, Some(&file)).map_err(|error| error.in_file(&file))
    }

    fn parse_json(text: &str, file: Option<&str>) -> Result<ModelSpec, ModelError> {
        let spec: ModelSpec = serde_json::from_str(text).map_err(|e| {
            let (line, column) = (e.line(), e.column());
            let full = e.to_string();
            // serde_json appends the position to its message; it is in the fields instead.
            let message = full
                .strip_suffix(&format!(" at line {line} column {column}"))
                .unwrap_or(&full)
                .to_string();
            ModelError::Json {
                file: file.map(str::to_string),
                line,
                column,
                message,
            }
        })?;
        spec.validate()?;
        Ok(spec)
    }

    /// Checks every value a description can get wrong without being malformed JSON: names are
    /// identifiers (they become file, module and kernel names), dims and sizes are at least 1,
    /// ε is positive and finite, there is at least one layer. The error names the field.
    /// [`ModelSpec::lower`] checks this too, so a spec built in Rust is held to the same rules;
    /// what depends on shapes (windows that do not fit, reshape counts) is checked by lowering.
    pub fn validate(&self) -> Result<(), ModelError> {
        let fail = |field: String, message: String| ModelError::Value {
            model: self.name.clone(),
            field,
            message,
        };
        check_identifier(&self.name).map_err(|m| fail("name".into(), m))?;
        check_identifier(&self.input_name).map_err(|m| fail("input_name".into(), m))?;
        if let Some(symbol) = &self.batch_symbol {
            check_identifier(symbol).map_err(|m| fail("input_shape[0]".into(), m))?;
        }
        if self.input_shape.is_empty() {
            return Err(fail("input_shape".into(), "is empty".into()));
        }
        for (axis, &dim) in self.input_shape.iter().enumerate() {
            if dim < 1 {
                return Err(fail(
                    format!("input_shape[{axis}]"),
                    format!("must be at least 1, found {dim}"),
                ));
            }
        }
        if self.layers.is_empty() {
            return Err(fail(
                "layers".into(),
                "a model needs at least one layer".into(),
            ));
        }
        for (index, layer) in self.layers.iter().enumerate() {
            let (kind, checks) = layer_value_checks(layer);
            for (key, problem) in checks {
                if let Some(message) = problem {
                    return Err(fail(format!("layers[{index}].{kind}.{key}"), message));
                }
            }
        }
        Ok(())
    }

    /// The default demo model: an MLP (dense + bias + relu, dense, softmax).
    pub fn demo_mlp() -> ModelSpec {
        ModelSpec {
            name: "mlp".into(),
            input_name: "x".into(),
            input_shape: vec![4, 64],
            layers: vec![
                Layer::Dense {
                    units: 128,
                    relu: true,
                },
                Layer::Dense {
                    units: 10,
                    relu: false,
                },
                Layer::Softmax,
            ],
            seed: 2024,
            batch_symbol: None,
            params_file: None,
        }
    }

    /// A small convolutional network: conv2d 3×3 + relu, global average pool, dense.
    pub fn demo_cnn() -> ModelSpec {
        ModelSpec {
            name: "cnn".into(),
            input_name: "x".into(),
            input_shape: vec![2, 3, 12, 12],
            layers: vec![
                Layer::Conv2d3x3 {
                    channels: 8,
                    relu: true,
                },
                Layer::GlobalAvgPool,
                Layer::Dense {
                    units: 5,
                    relu: false,
                },
            ],
            seed: 7,
            batch_symbol: None,
            params_file: None,
        }
    }

    /// Lowers the model: one kernel and one graph node per layer, parameters generated from
    /// the seed.
    pub fn lower(&self) -> Result<ModelArtifacts, ModelError> {
        self.lower_with(&mut SeededWeights(SplitMix64(self.seed)))
    }

    /// Lowers the model with its weights taken from `params` (by `<layer><index>_<role>` name:
    /// `dense0_w`, `conv2_b`, `bn1_gamma`, …).
    pub fn lower_with_params(&self, params: &ParamDict) -> Result<ModelArtifacts, ModelError> {
        self.lower_with(&mut DictWeights(params))
    }

    /// The batch dim as the kernels write it: its symbol, or the number.
    pub fn batch_text(&self) -> String {
        match &self.batch_symbol {
            Some(symbol) => symbol.clone(),
            None => self.input_shape.first().copied().unwrap_or(1).to_string(),
        }
    }

    /// Lowers the model with weights from `weights` (after [`ModelSpec::validate`]).
    pub fn lower_with(&self, weights: &mut dyn Weights) -> Result<ModelArtifacts, ModelError> {
        self.validate()?;
        let batch = self.batch_text();
        let mut values = vec![self.input_shape.clone()];
        let mut layers = Vec::with_capacity(self.layers.len());
        for (index, layer) in self.layers.iter().enumerate() {
            let error = |message: String| ModelError::Layer {
                model: self.name.clone(),
                layer: index,
                message,
            };
            let elements = self
                .input_shape
                .iter()
                .try_fold(1u64, |acc, &d| acc.checked_mul(d.max(0) as u64));
            if elements.is_none_or(|e| e > weights::MAX_GENERATED_ELEMENTS) {
                return Err(error(format!(
                    "the input shape {:?} is larger than 2^28 elements",
                    self.input_shape
                )));
            }
            let mut inputs = vec![index];
            if let Layer::ResidualAdd { from } = layer {
                let value = match from {
                    Some(k) if *k >= index => {
                        return Err(error(format!(
                            "residual_add reads layer {k}, which does not come before it"
                        )));
                    }
                    Some(k) => k + 1,
                    None => 0,
                };
                inputs.push(value);
            }
            let layer_inputs = kernels::LayerInputs {
                input: &values[index],
                other: inputs.get(1).map(|&v| values[v].as_slice()),
                batch: &batch,
            };
            let mut lowered =
                kernels::lower_layer(layer, index, &layer_inputs, weights).map_err(error)?;
            lowered.inputs = inputs;
            values.push(lowered.output_shape.clone());
            layers.push(lowered);
        }
        let output_shape = values.last().cloned().unwrap_or_default();
        Ok(self.assemble(layers, output_shape))
    }

    fn assemble(&self, layers: Vec<LoweredLayer>, output_shape: Vec<i64>) -> ModelArtifacts {
        let mut nodes = vec![GraphNode {
            op: NodeOp::Null,
            name: self.input_name.clone(),
            inputs: vec![],
        }];
        let mut shapes = vec![self.input_shape.clone()];
        let mut arg_nodes = vec![0];
        let mut params = Vec::new();
        // Node of each value: the model input, then each layer's output.
        let mut value_nodes = vec![0usize];
        for layer in &layers {
            let mut inputs: Vec<NodeEntry> = layer
                .inputs
                .iter()
                .map(|&v| NodeEntry {
                    node: value_nodes.get(v).copied().unwrap_or(0),
                    index: 0,
                    version: 0,
                })
                .collect();
            for (name, tensor) in &layer.params {
                arg_nodes.push(nodes.len());
                inputs.push(NodeEntry {
                    node: nodes.len(),
                    index: 0,
                    version: 0,
                });
                nodes.push(GraphNode {
                    op: NodeOp::Null,
                    name: name.clone(),
                    inputs: vec![],
                });
                shapes.push(tensor.shape.clone());
                params.push((name.clone(), tensor.clone()));
            }
            value_nodes.push(nodes.len());
            nodes.push(GraphNode {
                op: NodeOp::TvmOp {
                    func_name: layer.kernel_name.clone(),
                    num_inputs: inputs.len(),
                    num_outputs: 1,
                    flatten_data: false,
                },
                name: layer.kernel_name.clone(),
                inputs,
            });
            shapes.push(layer.output_shape.clone());
        }
        let previous = value_nodes.last().copied().unwrap_or(0);
        let entries = nodes.len();
        let graph = Graph {
            heads: vec![NodeEntry {
                node: previous,
                index: 0,
                version: 0,
            }],
            node_row_ptr: (0..=entries).collect(),
            dltypes: vec!["float32".into(); entries],
            // One slot per entry: simple and never aliased; the executor allocates once.
            storage_ids: (0..entries).collect(),
            shapes,
            nodes,
            arg_nodes,
        };
        let kir = layers
            .iter()
            .map(|l| l.kir.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        ModelArtifacts {
            name: self.name.clone(),
            kir,
            graph,
            params: ParamDict { entries: params },
            input: (self.input_name.clone(), self.input_shape.clone()),
            output_shape,
            layers,
        }
    }
}
