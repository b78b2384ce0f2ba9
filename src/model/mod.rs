//! A small model front: describe a network as a sequence of layers with parameter tensors, and
//! modlink emits the kernels (`.kir` text), TVM graph JSON and the parameter dictionary that
//! together make one executor module.
//!
//! It covers what the demo and tests need — dense (+bias, optional relu), relu, softmax over the
//! last axis, conv2d 3×3 (stride 1, same padding, +bias, optional relu) and global average
//! pooling — each layer one kernel and one `tvm_op` node. [`reference`] evaluates the same model
//! in plain Rust, independently of the generated kernels.

#[cfg(feature = "llvm")]
pub mod export;
pub mod kernels;
pub mod reference;

use crate::graph::{Graph, GraphNode, NodeEntry, NodeOp};
use crate::params::{ParamDict, ParamTensor};
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
    /// The model description could not be read.
    #[error("model description: {0}")]
    Description(String),
}

/// One layer of a sequential model.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layer {
    /// `y = x · Wᵀ + b` over the last axis of a rank-2 input, optionally followed by relu.
    Dense {
        /// Output features.
        units: usize,
        /// Fuse a relu.
        #[serde(default)]
        relu: bool,
    },
    /// Elementwise `max(x, 0)`.
    Relu,
    /// Softmax over the last axis of a rank-2 input.
    Softmax,
    /// 3×3 convolution, NCHW, stride 1, zero padding 1, plus bias, optionally followed by relu.
    Conv2d3x3 {
        /// Output channels.
        channels: usize,
        /// Fuse a relu.
        #[serde(default)]
        relu: bool,
    },
    /// Mean over H and W of an NCHW input, giving `[N, C]`.
    GlobalAvgPool,
}

/// A sequential float32 model.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct ModelSpec {
    /// Model name (used for the executor's module name and file names).
    pub name: String,
    /// Name of the input node.
    #[serde(default = "default_input_name")]
    pub input_name: String,
    /// Input shape (`[N, features]` or `[N, C, H, W]`).
    pub input_shape: Vec<i64>,
    /// Layers in order.
    pub layers: Vec<Layer>,
    /// Seed for the deterministic generated weights.
    #[serde(default)]
    pub seed: u64,
}

fn default_input_name() -> String {
    "x".to_string()
}

/// One layer lowered: its kernel, its parameters and its output shape.
#[derive(Clone, Debug, PartialEq)]
pub struct LoweredLayer {
    /// Kernel (and `tvm_op` function) name.
    pub kernel_name: String,
    /// The kernel's `.kir` text.
    pub kir: String,
    /// Parameter names and tensors in kernel-argument order (between the input and the output).
    pub params: Vec<(String, ParamTensor)>,
    /// Output shape.
    pub output_shape: Vec<i64>,
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
    /// Reads a model description from JSON.
    pub fn from_json(text: &str) -> Result<ModelSpec, ModelError> {
        serde_json::from_str(text).map_err(|e| ModelError::Description(e.to_string()))
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
        }
    }

    /// Lowers the model: one kernel and one graph node per layer, parameters generated from
    /// the seed.
    pub fn lower(&self) -> Result<ModelArtifacts, ModelError> {
        let mut rng = SplitMix64(self.seed);
        let mut shape = self.input_shape.clone();
        let mut layers = Vec::with_capacity(self.layers.len());
        for (index, layer) in self.layers.iter().enumerate() {
            let lowered =
                kernels::lower_layer(layer, index, &shape, &mut rng).map_err(|message| {
                    ModelError::Layer {
                        model: self.name.clone(),
                        layer: index,
                        message,
                    }
                })?;
            shape = lowered.output_shape.clone();
            layers.push(lowered);
        }
        Ok(self.assemble(layers, shape))
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
        let mut previous = 0usize;
        for layer in &layers {
            let mut inputs = vec![NodeEntry {
                node: previous,
                index: 0,
                version: 0,
            }];
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
            previous = nodes.len();
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

/// A small deterministic generator for weights and demo inputs (SplitMix64).
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A float uniformly distributed in `[-scale, scale)`.
    pub fn next_f32(&mut self, scale: f32) -> f32 {
        let unit = (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
        (unit * 2.0 - 1.0) * scale
    }

    /// `count` floats in `[-scale, scale)`.
    pub fn f32_vec(&mut self, count: usize, scale: f32) -> Vec<f32> {
        (0..count).map(|_| self.next_f32(scale)).collect()
    }
}
