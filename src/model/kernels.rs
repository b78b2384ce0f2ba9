//! `.kir` text for each layer kind, with the model's concrete shapes written in (the batch dim
//! written as its symbol when the model's batch is dynamic).

use super::layers::{Layer, LoweredLayer};
use super::weights::Weights;
use std::fmt::Write as _;

/// How a layer sees its inputs: their shapes (the batch dim at its nominal value) and the text
/// the batch dim is written as in `.kir` (a number, or a symbol such as `n`).
pub(crate) struct LayerInputs<'a> {
    /// Shape of the main input.
    pub input: &'a [i64],
    /// Shape of the second input of a two-input layer (residual add).
    pub other: Option<&'a [i64]>,
    /// The batch dim as `.kir` writes it.
    pub batch: &'a str,
}

/// Shape as `.kir` dims (`n, 64` or `4, 64`): dim 0 is the batch.
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

/// A float literal that lexes as a float (`144.0`, `0.5`, `1e-7`).
fn float_literal(value: f32) -> String {
    let text = format!("{value:?}");
    if text.contains(['.', 'e', 'E']) {
        text
    } else {
        format!("{text}.0")
    }
}

fn count(shape: &[i64]) -> usize {
    shape.iter().map(|&d| d.max(0) as usize).product()
}

/// Nested loops over `shape` (index names `i0`, `i1`, …; dim 0 bounded by `batch`) around
/// `body`, which may use `{idx}` for the index list.
fn elementwise(name: &str, params: &str, shape: &[i64], batch: &str, body: &str) -> String {
    let rank = shape.len();
    let mut kir = format!("kernel {name}({params}) {{\n");
    for (axis, extent) in shape.iter().enumerate() {
        let bound = if axis == 0 {
            batch.to_string()
        } else {
            extent.to_string()
        };
        let _ = writeln!(kir, "{}for i{axis} in 0..{bound} {{", "  ".repeat(axis + 1));
    }
    let idx = (0..rank)
        .map(|a| format!("i{a}"))
        .collect::<Vec<_>>()
        .join(", ");
    let _ = writeln!(
        kir,
        "{}{}",
        "  ".repeat(rank + 1),
        body.replace("{idx}", &idx)
    );
    for axis in (0..rank).rev() {
        let _ = writeln!(kir, "{}}}", "  ".repeat(axis + 1));
    }
    kir.push_str("}\n");
    kir
}

fn lowered(
    name: String,
    kir: String,
    params: Vec<(String, crate::params::ParamTensor)>,
    output_shape: Vec<i64>,
) -> LoweredLayer {
    LoweredLayer {
        kernel_name: name,
        kir,
        params,
        output_shape,
        inputs: Vec::new(),
    }
}

/// `(extent + 2·padding − window) / stride + 1`, or why the window does not fit.
fn window_out(extent: i64, window: usize, stride: usize, padding: usize) -> Result<i64, String> {
    let (window, stride, padding) = (window as i64, stride as i64, padding as i64);
    if window <= 0 || stride <= 0 {
        return Err("window size and stride must be at least 1".into());
    }
    let span = extent + 2 * padding - window;
    if span < 0 {
        return Err(format!(
            "a window of {window} with padding {padding} does not fit an extent of {extent}"
        ));
    }
    Ok(span / stride + 1)
}

/// Largest unit/channel count, window, stride or padding a layer may ask for.
const MAX_LAYER_PARAMETER: usize = 1 << 20;
/// Largest element count of any tensor a model may have (1 GiB of float32).
const MAX_TENSOR_ELEMENTS: u64 = 1 << 28;

/// Rejects layer parameters so large that shapes would overflow or allocations run away.
fn check_sizes(layer: &Layer) -> Result<(), String> {
    let fields: Vec<(&str, usize)> = match layer {
        Layer::Dense { units, .. } => vec![("units", *units)],
        Layer::Conv2d3x3 { channels, .. } => vec![("channels", *channels)],
        Layer::Conv2d {
            channels,
            kernel,
            stride,
            padding,
            ..
        } => vec![
            ("channels", *channels),
            ("kernel", *kernel),
            ("stride", *stride),
            ("padding", *padding),
        ],
        Layer::MaxPool {
            size,
            stride,
            padding,
        }
        | Layer::AvgPool {
            size,
            stride,
            padding,
        } => vec![
            ("size", *size),
            ("stride", stride.unwrap_or(*size)),
            ("padding", *padding),
        ],
        Layer::Reshape { shape } => {
            if shape
                .iter()
                .any(|&d| d <= 0 || d as u64 > MAX_TENSOR_ELEMENTS)
            {
                return Err(format!("reshape: shape {shape:?} needs dims in 1..=2^28"));
            }
            vec![]
        }
        _ => vec![],
    };
    match fields.iter().find(|(_, v)| *v > MAX_LAYER_PARAMETER) {
        Some((name, value)) => Err(format!(
            "{name} {value} is larger than {MAX_LAYER_PARAMETER}"
        )),
        None => Ok(()),
    }
}

/// Checks that no tensor of a lowered layer exceeds [`MAX_TENSOR_ELEMENTS`].
fn check_elements(lowered: &LoweredLayer) -> Result<(), String> {
    let shapes =
        std::iter::once(&lowered.output_shape).chain(lowered.params.iter().map(|(_, t)| &t.shape));
    for shape in shapes {
        let elements = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d.max(0) as u64));
        if elements.is_none_or(|e| e > MAX_TENSOR_ELEMENTS) {
            return Err(format!(
                "a tensor of shape {shape:?} is larger than 2^28 elements"
            ));
        }
    }
    Ok(())
}

/// Lowers layer `index`.
pub(crate) fn lower_layer(
    layer: &Layer,
    index: usize,
    inputs: &LayerInputs<'_>,
    weights: &mut dyn Weights,
) -> Result<LoweredLayer, String> {
    let input = inputs.input;
    let batch = inputs.batch;
    if input.iter().any(|&d| d <= 0) {
        return Err(format!(
            "input shape {input:?} has an empty or negative dimension"
        ));
    }
    check_sizes(layer)?;
    match layer {
        Layer::Dense { units, relu } => {
            let [_, k] = *input else {
                return Err(format!("dense needs a rank-2 input, got shape {input:?}"));
            };
            let m = *units as i64;
            if m <= 0 {
                return Err("dense needs at least one unit".into());
            }
            let name = format!("dense{index}");
            let scale = 1.0 / (k as f32).sqrt();
            let weight = weights.tensor(&format!("{name}_w"), &[m, k], scale, 0.0)?;
            let bias = weights.tensor(&format!("{name}_b"), &[m], 0.1, 0.0)?;
            let result = if *relu { "max(acc, 0.0)" } else { "acc" };
            let kir = format!(
                "kernel {name}(X: f32[{batch}, {k}], W: f32[{m}, {k}], B: f32[{m}], Y: f32[{batch}, {m}]) {{\n  parallel for j in 0..{m} {{\n    for i in 0..{batch} {{\n      var acc: f32 = B[j];\n      for r in 0..{k} {{\n        acc = acc + X[i, r] * W[j, r];\n      }}\n      Y[i, j] = {result};\n    }}\n  }}\n}}\n"
            );
            Ok(lowered(name, kir, vec![weight, bias], vec![input[0], m]))
        }
        Layer::Relu => {
            let name = format!("relu{index}");
            let d = dims(input, batch);
            let kir = elementwise(
                &name,
                &format!("X: f32[{d}], Y: f32[{d}]"),
                input,
                batch,
                "Y[{idx}] = max(X[{idx}], 0.0);",
            );
            Ok(lowered(name, kir, vec![], input.to_vec()))
        }
        Layer::Gelu => {
            let name = format!("gelu{index}");
            let d = dims(input, batch);
            let kir = elementwise(
                &name,
                &format!("X: f32[{d}], Y: f32[{d}]"),
                input,
                batch,
                "let v = X[{idx}];\n      Y[{idx}] = 0.5 * v * (1.0 + tanh(0.7978845608 * (v + 0.044715 * v * v * v)));",
            );
            Ok(lowered(name, kir, vec![], input.to_vec()))
        }
        Layer::ResidualAdd { .. } => {
            let other = inputs.other.unwrap_or(input);
            if other != input {
                return Err(format!(
                    "residual_add needs equal shapes, got {input:?} and {other:?}"
                ));
            }
            let name = format!("add{index}");
            let d = dims(input, batch);
            let kir = elementwise(
                &name,
                &format!("X: f32[{d}], S: f32[{d}], Y: f32[{d}]"),
                input,
                batch,
                "Y[{idx}] = X[{idx}] + S[{idx}];",
            );
            Ok(lowered(name, kir, vec![], input.to_vec()))
        }
        Layer::Softmax => {
            let [_, m] = *input else {
                return Err(format!("softmax needs a rank-2 input, got shape {input:?}"));
            };
            let name = format!("softmax{index}");
            let kir = format!(
                "kernel {name}(X: f32[{batch}, {m}], Y: f32[{batch}, {m}]) {{\n  parallel for i in 0..{batch} {{\n    var mx: f32 = X[i, 0];\n    for j in 1..{m} {{ mx = max(mx, X[i, j]); }}\n    var s: f32 = 0.0;\n    for j in 0..{m} {{ s = s + exp(X[i, j] - mx); }}\n    for j in 0..{m} {{ Y[i, j] = exp(X[i, j] - mx) / s; }}\n  }}\n}}\n"
            );
            Ok(lowered(name, kir, vec![], input.to_vec()))
        }
        Layer::Conv2d3x3 { channels, relu } => conv2d(index, input, batch, weights, *channels, 3, 1, 1, *relu),
        Layer::Conv2d {
            channels,
            kernel,
            stride,
            padding,
            relu,
        } => conv2d(
            index, input, batch, weights, *channels, *kernel, *stride, *padding, *relu,
        ),
        Layer::MaxPool {
            size,
            stride,
            padding,
        } => pool(index, input, batch, true, *size, stride.unwrap_or(*size), *padding),
        Layer::AvgPool {
            size,
            stride,
            padding,
        } => pool(index, input, batch, false, *size, stride.unwrap_or(*size), *padding),
        Layer::GlobalAvgPool => {
            let [_, c, h, w] = *input else {
                return Err(format!("global_avg_pool needs an NCHW input, got shape {input:?}"));
            };
            let name = format!("gap{index}");
            let area = float_literal((h * w) as f32);
            let kir = format!(
                "kernel {name}(X: f32[{batch}, {c}, {h}, {w}], Y: f32[{batch}, {c}]) {{\n  parallel for ch in 0..{c} {{\n    for b in 0..{batch} {{\n      var s: f32 = 0.0;\n      for y in 0..{h} {{\n        for x in 0..{w} {{\n          s = s + X[b, ch, y, x];\n        }}\n      }}\n      Y[b, ch] = s / {area};\n    }}\n  }}\n}}\n"
            );
            Ok(lowered(name, kir, vec![], vec![input[0], c]))
        }
        Layer::BatchNorm { epsilon } => {
            if input.len() != 2 && input.len() != 4 {
                return Err(format!(
                    "batch_norm needs an [N, C] or NCHW input, got shape {input:?}"
                ));
            }
            let c = input[1];
            let name = format!("bn{index}");
            let gamma = weights.tensor(&format!("{name}_gamma"), &[c], 0.2, 1.0)?;
            let beta = weights.tensor(&format!("{name}_beta"), &[c], 0.1, 0.0)?;
            let mean = weights.tensor(&format!("{name}_mean"), &[c], 0.1, 0.0)?;
            let var = weights.tensor(&format!("{name}_var"), &[c], 0.3, 1.0)?;
            let d = dims(input, batch);
            let eps = float_literal(*epsilon);
            let kir = elementwise(
                &name,
                &format!(
                    "X: f32[{d}], G: f32[{c}], Bt: f32[{c}], M: f32[{c}], V: f32[{c}], Y: f32[{d}]"
                ),
                input,
                batch,
                &format!(
                    "Y[{{idx}}] = (X[{{idx}}] - M[i1]) / sqrt(V[i1] + {eps}) * G[i1] + Bt[i1];"
                ),
            );
            Ok(lowered(name, kir, vec![gamma, beta, mean, var], input.to_vec()))
        }
        Layer::LayerNorm { epsilon } => {
            let [_, d] = *input else {
                return Err(format!("layer_norm needs a rank-2 input, got shape {input:?}"));
            };
            let name = format!("ln{index}");
            let gamma = weights.tensor(&format!("{name}_gamma"), &[d], 0.2, 1.0)?;
            let beta = weights.tensor(&format!("{name}_beta"), &[d], 0.1, 0.0)?;
            let eps = float_literal(*epsilon);
            let width = float_literal(d as f32);
            let kir = format!(
                "kernel {name}(X: f32[{batch}, {d}], G: f32[{d}], Bt: f32[{d}], Y: f32[{batch}, {d}]) {{\n  parallel for i in 0..{batch} {{\n    var s: f32 = 0.0;\n    for j in 0..{d} {{ s = s + X[i, j]; }}\n    let mean = s / {width};\n    var q: f32 = 0.0;\n    for j in 0..{d} {{ q = q + (X[i, j] - mean) * (X[i, j] - mean); }}\n    let inv = 1.0 / sqrt(q / {width} + {eps});\n    for j in 0..{d} {{ Y[i, j] = (X[i, j] - mean) * inv * G[j] + Bt[j]; }}\n  }}\n}}\n"
            );
            Ok(lowered(name, kir, vec![gamma, beta], input.to_vec()))
        }
        Layer::Reshape { shape } => reshape(index, input, batch, shape),
        Layer::Flatten => {
            let rest: i64 = input[1..].iter().product();
            reshape(index, input, batch, &[rest])
        }
    }
    .and_then(|lowered| {
        check_elements(&lowered)?;
        if count(&lowered.output_shape) == 0 {
            Err("output would be empty".into())
        } else {
            Ok(lowered)
        }
    })
}

#[allow(clippy::too_many_arguments)]
fn conv2d(
    index: usize,
    input: &[i64],
    batch: &str,
    weights: &mut dyn Weights,
    channels: usize,
    kernel: usize,
    stride: usize,
    padding: usize,
    relu: bool,
) -> Result<LoweredLayer, String> {
    let [n, c, h, w] = *input else {
        return Err(format!("conv2d needs an NCHW input, got shape {input:?}"));
    };
    let o = channels as i64;
    if o <= 0 {
        return Err("conv2d needs at least one output channel".into());
    }
    let oh = window_out(h, kernel, stride, padding)?;
    let ow = window_out(w, kernel, stride, padding)?;
    let (k, s, p) = (kernel as i64, stride as i64, padding as i64);
    let name = format!("conv{index}");
    let scale = 1.0 / ((c * k * k) as f32).sqrt();
    let weight = weights.tensor(&format!("{name}_w"), &[o, c, k, k], scale, 0.0)?;
    let bias = weights.tensor(&format!("{name}_b"), &[o], 0.1, 0.0)?;
    let result = if relu { "max(acc, 0.0)" } else { "acc" };
    let kir = format!(
        "kernel {name}(X: f32[{batch}, {c}, {h}, {w}], K: f32[{o}, {c}, {k}, {k}], B: f32[{o}], Y: f32[{batch}, {o}, {oh}, {ow}]) {{\n  parallel for oc in 0..{o} {{\n    for b in 0..{batch} {{\n      for y in 0..{oh} {{\n        for x in 0..{ow} {{\n          var acc: f32 = B[oc];\n          for ic in 0..{c} {{\n            for ky in 0..{k} {{\n              for kx in 0..{k} {{\n                let iy = y * {s} + ky - {p};\n                let ix = x * {s} + kx - {p};\n                if iy >= 0 && iy < {h} && ix >= 0 && ix < {w} {{\n                  acc = acc + X[b, ic, iy, ix] * K[oc, ic, ky, kx];\n                }}\n              }}\n            }}\n          }}\n          Y[b, oc, y, x] = {result};\n        }}\n      }}\n    }}\n  }}\n}}\n"
    );
    Ok(lowered(name, kir, vec![weight, bias], vec![n, o, oh, ow]))
}

/// Max or average pooling over `size`×`size` windows. Padded taps are skipped: a max over the
/// taps inside the input, an average over their count (TVM's `count_include_pad=False`).
fn pool(
    index: usize,
    input: &[i64],
    batch: &str,
    max: bool,
    size: usize,
    stride: usize,
    padding: usize,
) -> Result<LoweredLayer, String> {
    let kind = if max { "max_pool" } else { "avg_pool" };
    let [n, c, h, w] = *input else {
        return Err(format!("{kind} needs an NCHW input, got shape {input:?}"));
    };
    if padding >= size {
        return Err(format!(
            "{kind}: padding {padding} must be smaller than the window {size}"
        ));
    }
    let oh = window_out(h, size, stride, padding)?;
    let ow = window_out(w, size, stride, padding)?;
    let (k, s, p) = (size as i64, stride as i64, padding as i64);
    let name = format!("{}{index}", if max { "maxpool" } else { "avgpool" });
    let (init, update, finish) = if max {
        (
            "-3.4e38",
            "acc = max(acc, X[b, ch, iy, ix]);",
            "acc".to_string(),
        )
    } else {
        (
            "0.0",
            "acc = acc + X[b, ch, iy, ix];",
            "acc / f32(taps)".to_string(),
        )
    };
    let kir = format!(
        "kernel {name}(X: f32[{batch}, {c}, {h}, {w}], Y: f32[{batch}, {c}, {oh}, {ow}]) {{\n  parallel for ch in 0..{c} {{\n    for b in 0..{batch} {{\n      for y in 0..{oh} {{\n        for x in 0..{ow} {{\n          var acc: f32 = {init};\n          var taps: i64 = 0;\n          for ky in 0..{k} {{\n            for kx in 0..{k} {{\n              let iy = y * {s} + ky - {p};\n              let ix = x * {s} + kx - {p};\n              if iy >= 0 && iy < {h} && ix >= 0 && ix < {w} {{\n                {update}\n                taps = taps + 1;\n              }}\n            }}\n          }}\n          Y[b, ch, y, x] = {finish};\n        }}\n      }}\n    }}\n  }}\n}}\n"
    );
    Ok(lowered(name, kir, vec![], vec![n, c, oh, ow]))
}

/// A row-major copy into a new shape `[batch] + per_sample`.
fn reshape(
    index: usize,
    input: &[i64],
    batch: &str,
    per_sample: &[i64],
) -> Result<LoweredLayer, String> {
    let from: i64 = input[1..].iter().product();
    let to: i64 = per_sample.iter().product();
    if per_sample.iter().any(|&d| d <= 0) || from != to {
        return Err(format!(
            "reshape of {:?} per sample into {per_sample:?}: element counts differ ({from} vs {to})",
            &input[1..]
        ));
    }
    let mut output = vec![input[0]];
    output.extend_from_slice(per_sample);
    let name = format!("reshape{index}");
    // Flat offset inside one sample from the output index, then the input index from it.
    let mut flat = String::from("0");
    for (axis, extent) in output.iter().enumerate().skip(1) {
        flat = format!("({flat}) * {extent} + i{axis}");
    }
    let mut source = vec!["i0".to_string()];
    let mut stride: i64 = from;
    for extent in &input[1..] {
        stride /= extent;
        source.push(format!("f / {stride} % {extent}"));
    }
    let body = format!(
        "let f = {flat};\n      Y[{{idx}}] = X[{}];",
        source.join(", ")
    );
    let kir = elementwise(
        &name,
        &format!(
            "X: f32[{}], Y: f32[{}]",
            dims(input, batch),
            dims(&output, batch)
        ),
        &output,
        batch,
        &body,
    );
    Ok(lowered(name, kir, vec![], output))
}
