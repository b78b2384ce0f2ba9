//! Plain-Rust evaluation of a lowered model: the reference the compiled library is checked
//! against. Written from the layer definitions, not from the generated kernels.

use super::{Layer, ModelArtifacts, ModelSpec};

/// Runs the model on `input` (row-major, the model's input shape) and returns the output.
pub fn evaluate(spec: &ModelSpec, artifacts: &ModelArtifacts, input: &[f32]) -> Vec<f32> {
    let mut shape = spec.input_shape.clone();
    let mut x = input.to_vec();
    for (layer, lowered) in spec.layers.iter().zip(&artifacts.layers) {
        let weights: Vec<Vec<f32>> = lowered
            .params
            .iter()
            .map(|(_, t)| t.to_f32().unwrap_or_default())
            .collect();
        x = match *layer {
            Layer::Dense { relu, .. } => {
                let (n, k) = (shape[0] as usize, shape[1] as usize);
                let m = lowered.output_shape[1] as usize;
                let (w, b) = (&weights[0], &weights[1]);
                let mut y = vec![0.0f32; n * m];
                for i in 0..n {
                    for j in 0..m {
                        let dot: f32 = (0..k).map(|r| x[i * k + r] * w[j * k + r]).sum();
                        let v = dot + b[j];
                        y[i * m + j] = if relu { v.max(0.0) } else { v };
                    }
                }
                y
            }
            Layer::Relu => x.iter().map(|v| v.max(0.0)).collect(),
            Layer::Softmax => {
                let m = shape[1] as usize;
                x.chunks(m)
                    .flat_map(|row| {
                        let mx = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
                        let exps: Vec<f32> = row.iter().map(|v| (v - mx).exp()).collect();
                        let total: f32 = exps.iter().sum();
                        exps.into_iter().map(move |e| e / total)
                    })
                    .collect()
            }
            Layer::Conv2d3x3 { relu, .. } => {
                let [n, c, h, w] = [0, 1, 2, 3].map(|a| shape[a] as usize);
                let o = lowered.output_shape[1] as usize;
                let (k, b) = (&weights[0], &weights[1]);
                let mut y = vec![0.0f32; n * o * h * w];
                for bi in 0..n {
                    for oc in 0..o {
                        for yy in 0..h {
                            for xx in 0..w {
                                let mut acc = b[oc];
                                for ic in 0..c {
                                    for ky in 0..3 {
                                        for kx in 0..3 {
                                            let (iy, ix) = (yy + ky, xx + kx);
                                            if iy < 1 || ix < 1 || iy > h || ix > w {
                                                continue;
                                            }
                                            let xv = x[((bi * c + ic) * h + iy - 1) * w + ix - 1];
                                            acc += xv * k[((oc * c + ic) * 3 + ky) * 3 + kx];
                                        }
                                    }
                                }
                                y[((bi * o + oc) * h + yy) * w + xx] =
                                    if relu { acc.max(0.0) } else { acc };
                            }
                        }
                    }
                }
                y
            }
            Layer::GlobalAvgPool => {
                let area = (shape[2] * shape[3]) as usize;
                x.chunks(area)
                    .map(|plane| plane.iter().sum::<f32>() / area as f32)
                    .collect()
            }
        };
        shape = lowered.output_shape.clone();
    }
    x
}
