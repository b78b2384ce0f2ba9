//! A small workspace for command-line tests: the one-kernel `.kir`, a tiny model description and
//! an input for it.

use super::export_direct::ADD_ONE_KIR;
use modlink::runtime::{Tensor, npy};
use std::path::Path;

/// A model with an input `x: f32[2, 6]`: dense + relu, dense, softmax.
pub const TINY_MODEL: &str = r#"{"name": "tiny", "input_shape": [2, 6], "seed": 3,
    "layers": [{"dense": {"units": 4, "relu": true}}, {"dense": {"units": 3}}, "softmax"]}"#;

/// Writes `k.kir` ([`ADD_ONE_KIR`]), `tiny.json` ([`TINY_MODEL`]) and `x.npy` (its input) in `dir`.
pub fn write_workspace(dir: &Path) {
    std::fs::write(dir.join("k.kir"), ADD_ONE_KIR).unwrap();
    std::fs::write(dir.join("tiny.json"), TINY_MODEL).unwrap();
    let x: Vec<f32> = (0..12).map(|i| i as f32 * 0.1).collect();
    npy::write(
        &dir.join("x.npy"),
        &Tensor::from_slice(&[2, 6], &x).unwrap(),
    )
    .unwrap();
}
