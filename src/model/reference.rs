//! Plain-Rust evaluation of a lowered model: the reference the compiled library is checked
//! against. Written from the layer definitions, not from the generated kernels.

use super::{Layer, ModelArtifacts, ModelSpec};

/// A value: row-major data and its shape.
struct Value {
    data: Vec<f32>,
    shape: Vec<usize>,
}

/// Runs the model on `input` (row-major; the model's input shape, with any batch size when
/// the batch is dynamic) and returns the output.
pub fn evaluate(spec: &ModelSpec, artifacts: &ModelArtifacts, input: &[f32]) -> Vec<f32> {
    let per_sample: usize = spec
        .input_shape
        .iter()
        .skip(1)
        .map(|&d| d as usize)
        .product();
    let batch = if spec.batch_symbol.is_some() {
        input.len() / per_sample.max(1)
    } else {
        spec.input_shape.first().map_or(1, |&d| d as usize)
    };
    let with_batch = |shape: &[i64]| -> Vec<usize> {
        let mut dims: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
        if let Some(first) = dims.first_mut() {
            *first = batch;
        }
        dims
    };
    let mut values = vec![Value {
        data: input.to_vec(),
        shape: with_batch(&spec.input_shape),
    }];
    for (layer, lowered) in spec.layers.iter().zip(&artifacts.layers) {
        let weights: Vec<Vec<f32>> = lowered
            .params
            .iter()
            .map(|(_, t)| t.to_f32().unwrap_or_default())
            .collect();
        let x = &values[lowered.inputs.first().copied().unwrap_or(0)];
        let out_shape = with_batch(&lowered.output_shape);
        let data = match layer {
            Layer::Dense { relu, .. } => dense(x, &weights[0], &weights[1], out_shape[1], *relu),
            Layer::Relu => x.data.iter().map(|v| v.max(0.0)).collect(),
            Layer::Gelu => x
                .data
                .iter()
                .map(|&v| {
                    let inner = (2.0 / std::f32::consts::PI).sqrt() * (v + 0.044715 * v.powi(3));
                    0.5 * v * (1.0 + inner.tanh())
                })
                .collect(),
            Layer::Softmax => softmax(&x.data, x.shape[1]),
            Layer::Conv2d3x3 { relu, .. } => {
                conv2d(x, &weights[0], &weights[1], &out_shape, 3, 1, 1, *relu)
            }
            Layer::Conv2d {
                kernel,
                stride,
                padding,
                relu,
                ..
            } => conv2d(
                x,
                &weights[0],
                &weights[1],
                &out_shape,
                *kernel,
                *stride,
                *padding,
                *relu,
            ),
            Layer::MaxPool {
                size,
                stride,
                padding,
            } => pool(
                x,
                &out_shape,
                *size,
                stride.unwrap_or(*size),
                *padding,
                true,
            ),
            Layer::AvgPool {
                size,
                stride,
                padding,
            } => pool(
                x,
                &out_shape,
                *size,
                stride.unwrap_or(*size),
                *padding,
                false,
            ),
            Layer::GlobalAvgPool => {
                let area = x.shape[2] * x.shape[3];
                x.data
                    .chunks(area)
                    .map(|plane| plane.iter().sum::<f32>() / area as f32)
                    .collect()
            }
            Layer::BatchNorm { epsilon } => {
                let (gamma, beta, mean, var) = (&weights[0], &weights[1], &weights[2], &weights[3]);
                let channels = x.shape[1];
                let inner: usize = x.shape[2..].iter().product();
                x.data
                    .iter()
                    .enumerate()
                    .map(|(i, &v)| {
                        let c = (i / inner) % channels;
                        (v - mean[c]) / (var[c] + epsilon).sqrt() * gamma[c] + beta[c]
                    })
                    .collect()
            }
            Layer::LayerNorm { epsilon } => {
                let (gamma, beta) = (&weights[0], &weights[1]);
                let width = x.shape[1];
                x.data
                    .chunks(width)
                    .flat_map(|row| {
                        let mean = row.iter().sum::<f32>() / width as f32;
                        let var =
                            row.iter().map(|v| (v - mean) * (v - mean)).sum::<f32>() / width as f32;
                        let inv = 1.0 / (var + epsilon).sqrt();
                        row.iter()
                            .zip(gamma.iter().zip(beta))
                            .map(move |(v, (g, b))| (v - mean) * inv * g + b)
                            .collect::<Vec<_>>()
                    })
                    .collect()
            }
            Layer::ResidualAdd { .. } => {
                let other = &values[lowered.inputs.get(1).copied().unwrap_or(0)];
                x.data.iter().zip(&other.data).map(|(a, b)| a + b).collect()
            }
            // Row-major data is unchanged by a reshape.
            Layer::Reshape { .. } | Layer::Flatten => x.data.clone(),
        };
        values.push(Value {
            data,
            shape: out_shape,
        });
    }
    values.pop().map(|v| v.data).unwrap_or_default()
}

fn dense(x: &Value, w: &[f32], b: &[f32], m: usize, relu: bool) -> Vec<f32> {
    let (n, k) = (x.shape[0], x.shape[1]);
    let mut y = vec![0.0f32; n * m];
    for i in 0..n {
        for j in 0..m {
            let dot: f32 = (0..k).map(|r| x.data[i * k + r] * w[j * k + r]).sum();
            let v = dot + b[j];
            y[i * m + j] = if relu { v.max(0.0) } else { v };
        }
    }
    y
}

fn softmax(x: &[f32], m: usize) -> Vec<f32> {
    x.chunks(m)
        .flat_map(|row| {
            let mx = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            let exps: Vec<f32> = row.iter().map(|v| (v - mx).exp()).collect();
            let total: f32 = exps.iter().sum();
            exps.into_iter().map(move |e| e / total)
        })
        .collect()
}

/// The input position `out * stride + tap - padding`, if inside `0..extent`.
fn tap(out: usize, stride: usize, tap: usize, padding: usize, extent: usize) -> Option<usize> {
    (out * stride + tap)
        .checked_sub(padding)
        .filter(|&i| i < extent)
}

#[allow(clippy::too_many_arguments)]
fn conv2d(
    x: &Value,
    k: &[f32],
    b: &[f32],
    out: &[usize],
    size: usize,
    stride: usize,
    padding: usize,
    relu: bool,
) -> Vec<f32> {
    let [n, c, h, w] = [0, 1, 2, 3].map(|a| x.shape[a]);
    let [_, o, oh, ow] = [0, 1, 2, 3].map(|a| out[a]);
    let mut y = vec![0.0f32; n * o * oh * ow];
    for bi in 0..n {
        for oc in 0..o {
            for yy in 0..oh {
                for xx in 0..ow {
                    let mut acc = b[oc];
                    for ic in 0..c {
                        for ky in 0..size {
                            for kx in 0..size {
                                let (Some(iy), Some(ix)) = (
                                    tap(yy, stride, ky, padding, h),
                                    tap(xx, stride, kx, padding, w),
                                ) else {
                                    continue;
                                };
                                let xv = x.data[((bi * c + ic) * h + iy) * w + ix];
                                acc += xv * k[((oc * c + ic) * size + ky) * size + kx];
                            }
                        }
                    }
                    y[((bi * o + oc) * oh + yy) * ow + xx] = if relu { acc.max(0.0) } else { acc };
                }
            }
        }
    }
    y
}

fn pool(
    x: &Value,
    out: &[usize],
    size: usize,
    stride: usize,
    padding: usize,
    max: bool,
) -> Vec<f32> {
    let [n, c, h, w] = [0, 1, 2, 3].map(|a| x.shape[a]);
    let [_, _, oh, ow] = [0, 1, 2, 3].map(|a| out[a]);
    let mut y = Vec::with_capacity(n * c * oh * ow);
    for plane in 0..n * c {
        for yy in 0..oh {
            for xx in 0..ow {
                let taps: Vec<f32> = (0..size)
                    .flat_map(|ky| (0..size).map(move |kx| (ky, kx)))
                    .filter_map(|(ky, kx)| {
                        let iy = tap(yy, stride, ky, padding, h)?;
                        let ix = tap(xx, stride, kx, padding, w)?;
                        Some(x.data[(plane * h + iy) * w + ix])
                    })
                    .collect();
                y.push(if max {
                    taps.iter().copied().fold(f32::NEG_INFINITY, f32::max)
                } else {
                    taps.iter().sum::<f32>() / taps.len() as f32
                });
            }
        }
    }
    y
}
