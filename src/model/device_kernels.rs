//! `.kir` device kernels (`device kernel`, docs/kir.md "Device kernels") for the layers a model
//! can run on a CUDA GPU, with the model's concrete shapes written in (the batch dim as its
//! symbol when the batch is dynamic). Each kernel has the name and the parameter order of the
//! layer's host kernel (its inputs, its parameters, its output), so the Relax executable calls it
//! the same way on either device.
//!
//! The kernels aim at correctness first:
//!
//! * **dense** (+bias, +relu): one thread per output element, 256 threads per block, a serial
//!   dot product over the input features (no tiling).
//! * **softmax**: one block of 256 threads per row; the row maximum and the sum of exponentials
//!   are reduced with warp shuffles (`shfl_xor`), then across the 8 warps through shared memory
//!   (as `examples/gpu/softmax.kir`).
//! * **relu, gelu, residual add, reshape, flatten**: one thread per element, each tensor indexed
//!   by the element's position in row-major order.
//!
//! Convolution, pooling and the normalizations have no device kernel: a model holding one is
//! refused, naming the layer.

use super::layers::{Layer, LoweredLayer};
use super::{ModelArtifacts, ModelError, ModelSpec};
use std::fmt::Write as _;

/// Threads per block of every model device kernel.
pub const THREADS_PER_BLOCK: i64 = 256;

/// The layers that have a device kernel, as the JSON names them.
pub const DEVICE_LAYERS: [&str; 7] = [
    "dense",
    "relu",
    "gelu",
    "softmax",
    "residual_add",
    "reshape",
    "flatten",
];

/// Shape as `.kir` dims, dim 0 written as `batch`.
fn dims(shape: &[i64], batch: &str) -> String {
    shape
        .iter()
        .enumerate()
        .map(|(axis, d)| {
            if axis == 0 {
                batch.to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The element count of `shape` as a `.kir` expression (`n * 640` or `2560`).
fn element_count(shape: &[i64], batch: &str) -> String {
    let rest: i64 = shape.iter().skip(1).product();
    if batch.parse::<i64>().is_ok() {
        (shape.iter().product::<i64>()).to_string()
    } else {
        format!("{batch} * {rest}")
    }
}

/// The row-major index list of flat element `i` in a tensor of `shape`.
fn unflatten(shape: &[i64]) -> String {
    let rank = shape.len();
    (0..rank)
        .map(|axis| {
            let stride: i64 = shape[axis + 1..].iter().product();
            let quotient = if stride == 1 {
                "i".to_string()
            } else {
                format!("i / {stride}")
            };
            if axis == 0 {
                quotient
            } else if stride == 1 {
                format!("i % {}", shape[axis])
            } else {
                format!("({quotient}) % {}", shape[axis])
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A one-thread-per-element kernel: `buffers` (name, shape) are the parameters in order, the
/// last one the output, which gets `value` (where `{NAME}` stands for that buffer's element).
fn per_element(name: &str, buffers: &[(&str, &[i64])], batch: &str, value: &str) -> String {
    let params: Vec<String> = buffers
        .iter()
        .map(|(buffer, shape)| format!("{buffer}: f32[{}]", dims(shape, batch)))
        .collect();
    let (out, out_shape) = buffers[buffers.len() - 1];
    let count = element_count(out_shape, batch);
    let mut body = value.to_string();
    for (buffer, shape) in &buffers[..buffers.len() - 1] {
        body = body.replace(
            &format!("{{{buffer}}}"),
            &format!("{buffer}[{}]", unflatten(shape)),
        );
    }
    let threads = THREADS_PER_BLOCK;
    format!(
        "device kernel {name}({}) {{\n  for bx in 0..({count} + {}) / {threads} blockIdx.x {{\n    for tx in 0..{threads} threadIdx.x {{\n      let i = bx * {threads} + tx;\n      if i < {count} {{\n        {out}[{}] = {body};\n      }}\n    }}\n  }}\n}}\n",
        params.join(", "),
        threads - 1,
        unflatten(out_shape),
    )
}

/// Dense (+bias, +relu): `Y[i, j] = B[j] + Σ_r X[i, r]·W[j, r]`, one thread per `(i, j)`.
fn dense(name: &str, input: &[i64], units: i64, relu: bool, batch: &str) -> String {
    let k = input[1];
    let count = element_count(&[input[0], units], batch);
    let threads = THREADS_PER_BLOCK;
    let result = if relu { "max(acc, 0.0)" } else { "acc" };
    format!(
        "device kernel {name}(X: f32[{batch}, {k}], W: f32[{units}, {k}], B: f32[{units}], Y: f32[{batch}, {units}]) {{\n  for bx in 0..({count} + {}) / {threads} blockIdx.x {{\n    for tx in 0..{threads} threadIdx.x {{\n      let e = bx * {threads} + tx;\n      if e < {count} {{\n        let i = e / {units};\n        let j = e % {units};\n        var acc: f32 = B[j];\n        for r in 0..{k} {{\n          acc = acc + X[i, r] * W[j, r];\n        }}\n        Y[i, j] = {result};\n      }}\n    }}\n  }}\n}}\n",
        threads - 1
    )
}

/// Softmax over the last axis: one block of 256 threads per row, warp-shuffle and shared-memory
/// reductions of the row maximum and of the sum of exponentials.
fn softmax(name: &str, input: &[i64], batch: &str) -> String {
    let columns = input[1];
    let threads = THREADS_PER_BLOCK;
    let warps = threads / 32;
    let steps = (columns + threads - 1) / threads;
    let shuffles = |var: &str, combine: &dyn Fn(&str, &str) -> String| {
        [16, 8, 4, 2, 1]
            .iter()
            .map(|lane| {
                format!(
                    "      {var} = {};\n",
                    combine(var, &format!("shfl_xor({var}, {lane})"))
                )
            })
            .collect::<String>()
    };
    let max_shuffles = shuffles("local_max", &|a, b| format!("max({a}, {b})"));
    let sum_shuffles = shuffles("local_sum", &|a, b| format!("{a} + {b}"));
    let mut kir = String::new();
    let _ = write!(
        kir,
        "device kernel {name}(X: f32[{batch}, {columns}], Y: f32[{batch}, {columns}]) {{
  for row in 0..{batch} blockIdx.x {{
    shared partial: f32[{warps}];
    for tx in 0..{threads} threadIdx.x {{
      let warp = tx / 32;
      var local_max: f32 = -3.4028234e38;
      for s in 0..{steps} {{
        let j = s * {threads} + tx;
        if j < {columns} {{
          local_max = max(local_max, X[row, j]);
        }}
      }}
{max_shuffles}      if tx % 32 == 0 {{
        partial[warp] = local_max;
      }}
      barrier;
      var row_max: f32 = partial[0];
      for w in 1..{warps} {{
        row_max = max(row_max, partial[w]);
      }}
      barrier;
      var local_sum: f32 = 0.0;
      for s in 0..{steps} {{
        let j = s * {threads} + tx;
        if j < {columns} {{
          local_sum = local_sum + exp(X[row, j] - row_max);
        }}
      }}
{sum_shuffles}      if tx % 32 == 0 {{
        partial[warp] = local_sum;
      }}
      barrier;
      var row_sum: f32 = 0.0;
      for w in 0..{warps} {{
        row_sum = row_sum + partial[w];
      }}
      for s in 0..{steps} {{
        let j = s * {threads} + tx;
        if j < {columns} {{
          Y[row, j] = exp(X[row, j] - row_max) / row_sum;
        }}
      }}
    }}
  }}
}}
"
    );
    kir
}

/// The `.kir` text of every layer's device kernel, as one program, in layer order.
pub fn device_kir(spec: &ModelSpec, artifacts: &ModelArtifacts) -> Result<String, ModelError> {
    if spec.layers.len() != artifacts.layers.len() {
        return Err(ModelError::Form {
            model: spec.name.clone(),
            message: format!(
                "{} layers lowered to {} kernels: device kernels need one per layer",
                spec.layers.len(),
                artifacts.layers.len()
            ),
        });
    }
    let batch = spec.batch_text();
    let value_shape = |value: usize| -> &[i64] {
        match value {
            0 => &artifacts.input.1,
            k => &artifacts.layers[k - 1].output_shape,
        }
    };
    let mut kir = String::new();
    for (index, (layer, lowered)) in spec.layers.iter().zip(&artifacts.layers).enumerate() {
        let LoweredLayer {
            kernel_name: name,
            output_shape: out,
            inputs,
            ..
        } = lowered;
        let input = inputs.first().map_or(&[][..], |&v| value_shape(v));
        let text = match layer {
            Layer::Dense { units, relu } => dense(name, input, *units as i64, *relu, &batch),
            Layer::Softmax => softmax(name, input, &batch),
            Layer::Relu => per_element(name, &[("X", input), ("Y", out)], &batch, "max({X}, 0.0)"),
            Layer::Gelu => per_element(
                name,
                &[("X", input), ("Y", out)],
                &batch,
                "0.5 * {X} * (1.0 + tanh(0.7978845608 * ({X} + 0.044715 * {X} * {X} * {X})))",
            ),
            Layer::ResidualAdd { .. } => {
                let skip = inputs.get(1).map_or(&[][..], |&v| value_shape(v));
                per_element(
                    name,
                    &[("X", input), ("S", skip), ("Y", out)],
                    &batch,
                    "{X} + {S}",
                )
            }
            Layer::Reshape { .. } | Layer::Flatten => {
                per_element(name, &[("X", input), ("Y", out)], &batch, "{X}")
            }
            other => {
                return Err(ModelError::Layer {
                    model: spec.name.clone(),
                    layer: index,
                    message: format!(
                        "{} has no device kernel (device kernels exist for {})",
                        layer_kind(other),
                        DEVICE_LAYERS.join(", ")
                    ),
                });
            }
        };
        if !kir.is_empty() {
            kir.push('\n');
        }
        kir.push_str(&text);
    }
    Ok(kir)
}

/// The JSON name of a layer without a device kernel.
fn layer_kind(layer: &Layer) -> &'static str {
    match layer {
        Layer::Conv2d3x3 { .. } => "conv2d_3x3",
        Layer::Conv2d { .. } => "conv2d",
        Layer::MaxPool { .. } => "max_pool",
        Layer::AvgPool { .. } => "avg_pool",
        Layer::GlobalAvgPool => "global_avg_pool",
        Layer::BatchNorm { .. } => "batch_norm",
        Layer::LayerNorm { .. } => "layer_norm",
        _ => "this layer",
    }
}
