//! The layers a model description lists, and a layer lowered to its kernel.

use crate::params::ParamTensor;
use serde::Deserialize;

/// One layer of a model. Layers run in order, each on the previous layer's output (the model
/// input for the first); [`Layer::ResidualAdd`] also reads an earlier value.
///
/// Read strictly: a key a layer does not have (`"rleu"`) is an error, not an ignored typo.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
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
    /// Elementwise GELU, tanh form: `0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³)))`.
    Gelu,
    /// Softmax over the last axis of a rank-2 input.
    Softmax,
    /// 3×3 convolution, NCHW, stride 1, zero padding 1, plus bias, optionally followed by relu.
    /// Spelled `conv2d_3x3` (`conv2d3x3`, the spelling of earlier releases, is read too).
    #[serde(rename = "conv2d_3x3", alias = "conv2d3x3")]
    Conv2d3x3 {
        /// Output channels.
        channels: usize,
        /// Fuse a relu.
        #[serde(default)]
        relu: bool,
    },
    /// Square convolution, NCHW, with zero padding, plus bias, optionally followed by relu.
    Conv2d {
        /// Output channels.
        channels: usize,
        /// Kernel size (default 3).
        #[serde(default = "default_kernel")]
        kernel: usize,
        /// Stride (default 1).
        #[serde(default = "default_one")]
        stride: usize,
        /// Zero padding on each side (default 0).
        #[serde(default)]
        padding: usize,
        /// Fuse a relu.
        #[serde(default)]
        relu: bool,
    },
    /// Max over `size`×`size` windows of an NCHW input (padded taps are skipped).
    MaxPool {
        /// Window size.
        size: usize,
        /// Stride (default: the window size).
        #[serde(default)]
        stride: Option<usize>,
        /// Padding on each side (default 0; smaller than the window).
        #[serde(default)]
        padding: usize,
    },
    /// Mean over `size`×`size` windows of an NCHW input, over the taps inside the input
    /// (TVM's `count_include_pad=False`).
    AvgPool {
        /// Window size.
        size: usize,
        /// Stride (default: the window size).
        #[serde(default)]
        stride: Option<usize>,
        /// Padding on each side (default 0; smaller than the window).
        #[serde(default)]
        padding: usize,
    },
    /// Mean over H and W of an NCHW input, giving `[N, C]`.
    GlobalAvgPool,
    /// Batch normalization in inference form over axis 1 of an `[N, C]` or NCHW input:
    /// `(x − mean) / √(var + ε) · γ + β` with parameters `bn<i>_{gamma,beta,mean,var}`.
    BatchNorm {
        /// ε (default 1e-5).
        #[serde(default = "default_epsilon")]
        epsilon: f32,
    },
    /// Layer normalization over the last axis of a rank-2 input, with `ln<i>_{gamma,beta}`.
    LayerNorm {
        /// ε (default 1e-5).
        #[serde(default = "default_epsilon")]
        epsilon: f32,
    },
    /// Elementwise sum of the previous value and an earlier one of the same shape.
    ResidualAdd {
        /// The earlier value: the output of layer `from`, or the model input when absent.
        #[serde(default)]
        from: Option<usize>,
    },
    /// Row-major reshape of each sample: the output is `[batch] + shape`.
    Reshape {
        /// The per-sample shape.
        shape: Vec<i64>,
    },
    /// `[N, …]` to `[N, product of the rest]`.
    Flatten,
}

fn default_kernel() -> usize {
    3
}

fn default_one() -> usize {
    1
}

fn default_epsilon() -> f32 {
    1e-5
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
    /// The values it reads, in kernel-argument order before the parameters: 0 is the model
    /// input, `k + 1` the output of layer `k`.
    pub inputs: Vec<usize>,
}
