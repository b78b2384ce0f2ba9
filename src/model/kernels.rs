//! `.kir` text for each layer kind, with the model's concrete shapes written in.

use super::{Layer, LoweredLayer, SplitMix64};
use crate::params::ParamTensor;
use std::fmt::Write as _;

/// Shape as `.kir` dims: `4, 64`.
fn dims(shape: &[i64]) -> String {
    shape
        .iter()
        .map(i64::to_string)
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

fn param(name: String, shape: Vec<i64>, values: Vec<f32>) -> Result<(String, ParamTensor), String> {
    let tensor = ParamTensor::from_f32(shape, &values).map_err(|e| e.to_string())?;
    Ok((name, tensor))
}

fn count(shape: &[i64]) -> usize {
    shape.iter().map(|&d| d.max(0) as usize).product()
}

/// Lowers layer `index` whose input has `input` shape.
pub(crate) fn lower_layer(
    layer: &Layer,
    index: usize,
    input: &[i64],
    rng: &mut SplitMix64,
) -> Result<LoweredLayer, String> {
    if input.iter().any(|&d| d <= 0) {
        return Err(format!(
            "input shape {input:?} has an empty or negative dimension"
        ));
    }
    match *layer {
        Layer::Dense { units, relu } => {
            let [n, k] = *input else {
                return Err(format!("dense needs a rank-2 input, got shape {input:?}"));
            };
            let m = units as i64;
            if m <= 0 {
                return Err("dense needs at least one unit".into());
            }
            let name = format!("dense{index}");
            let scale = 1.0 / (k as f32).sqrt();
            let weight = param(format!("{name}_w"), vec![m, k], rng.f32_vec((m * k) as usize, scale))?;
            let bias = param(format!("{name}_b"), vec![m], rng.f32_vec(m as usize, 0.1))?;
            let result = if relu { "max(acc, 0.0)" } else { "acc" };
            let kir = format!(
                "kernel {name}(X: f32[{n}, {k}], W: f32[{m}, {k}], B: f32[{m}], Y: f32[{n}, {m}]) {{\n  parallel for j in 0..{m} {{\n    for i in 0..{n} {{\n      var acc: f32 = B[j];\n      for r in 0..{k} {{\n        acc = acc + X[i, r] * W[j, r];\n      }}\n      Y[i, j] = {result};\n    }}\n  }}\n}}\n"
            );
            Ok(LoweredLayer {
                kernel_name: name,
                kir,
                params: vec![weight, bias],
                output_shape: vec![n, m],
            })
        }
        Layer::Relu => {
            let name = format!("relu{index}");
            let rank = input.len();
            let mut kir = format!("kernel {name}(X: f32[{d}], Y: f32[{d}]) {{\n", d = dims(input));
            for (axis, extent) in input.iter().enumerate() {
                let _ = writeln!(kir, "{}for i{axis} in 0..{extent} {{", "  ".repeat(axis + 1));
            }
            let idx = (0..rank).map(|a| format!("i{a}")).collect::<Vec<_>>().join(", ");
            let _ = writeln!(kir, "{}Y[{idx}] = max(X[{idx}], 0.0);", "  ".repeat(rank + 1));
            for axis in (0..rank).rev() {
                let _ = writeln!(kir, "{}}}", "  ".repeat(axis + 1));
            }
            kir.push_str("}\n");
            Ok(LoweredLayer {
                kernel_name: name,
                kir,
                params: vec![],
                output_shape: input.to_vec(),
            })
        }
        Layer::Softmax => {
            let [n, m] = *input else {
                return Err(format!("softmax needs a rank-2 input, got shape {input:?}"));
            };
            let name = format!("softmax{index}");
            let kir = format!(
                "kernel {name}(X: f32[{n}, {m}], Y: f32[{n}, {m}]) {{\n  parallel for i in 0..{n} {{\n    var mx: f32 = X[i, 0];\n    for j in 1..{m} {{ mx = max(mx, X[i, j]); }}\n    var s: f32 = 0.0;\n    for j in 0..{m} {{ s = s + exp(X[i, j] - mx); }}\n    for j in 0..{m} {{ Y[i, j] = exp(X[i, j] - mx) / s; }}\n  }}\n}}\n"
            );
            Ok(LoweredLayer {
                kernel_name: name,
                kir,
                params: vec![],
                output_shape: input.to_vec(),
            })
        }
        Layer::Conv2d3x3 { channels, relu } => {
            let [n, c, h, w] = *input else {
                return Err(format!("conv2d_3x3 needs an NCHW input, got shape {input:?}"));
            };
            let o = channels as i64;
            if o <= 0 {
                return Err("conv2d_3x3 needs at least one output channel".into());
            }
            let name = format!("conv{index}");
            let scale = 1.0 / ((c * 9) as f32).sqrt();
            let weight = param(format!("{name}_w"), vec![o, c, 3, 3], rng.f32_vec((o * c * 9) as usize, scale))?;
            let bias = param(format!("{name}_b"), vec![o], rng.f32_vec(o as usize, 0.1))?;
            let result = if relu { "max(acc, 0.0)" } else { "acc" };
            let kir = format!(
                "kernel {name}(X: f32[{n}, {c}, {h}, {w}], K: f32[{o}, {c}, 3, 3], B: f32[{o}], Y: f32[{n}, {o}, {h}, {w}]) {{\n  parallel for oc in 0..{o} {{\n    for b in 0..{n} {{\n      for y in 0..{h} {{\n        for x in 0..{w} {{\n          var acc: f32 = B[oc];\n          for ic in 0..{c} {{\n            for ky in 0..3 {{\n              for kx in 0..3 {{\n                let iy = y + ky - 1;\n                let ix = x + kx - 1;\n                if iy >= 0 && iy < {h} && ix >= 0 && ix < {w} {{\n                  acc = acc + X[b, ic, iy, ix] * K[oc, ic, ky, kx];\n                }}\n              }}\n            }}\n          }}\n          Y[b, oc, y, x] = {result};\n        }}\n      }}\n    }}\n  }}\n}}\n"
            );
            Ok(LoweredLayer {
                kernel_name: name,
                kir,
                params: vec![weight, bias],
                output_shape: vec![n, o, h, w],
            })
        }
        Layer::GlobalAvgPool => {
            let [n, c, h, w] = *input else {
                return Err(format!("global_avg_pool needs an NCHW input, got shape {input:?}"));
            };
            let name = format!("gap{index}");
            let area = float_literal((h * w) as f32);
            let kir = format!(
                "kernel {name}(X: f32[{n}, {c}, {h}, {w}], Y: f32[{n}, {c}]) {{\n  parallel for ch in 0..{c} {{\n    for b in 0..{n} {{\n      var s: f32 = 0.0;\n      for y in 0..{h} {{\n        for x in 0..{w} {{\n          s = s + X[b, ch, y, x];\n        }}\n      }}\n      Y[b, ch] = s / {area};\n    }}\n  }}\n}}\n"
            );
            Ok(LoweredLayer {
                kernel_name: name,
                kir,
                params: vec![],
                output_shape: vec![n, c],
            })
        }
    }
    .and_then(|lowered| {
        if count(&lowered.output_shape) == 0 {
            Err("output would be empty".into())
        } else {
            Ok(lowered)
        }
    })
}
