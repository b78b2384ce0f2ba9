//! Where a model's weights come from: generated from a seed, or read from a parameter file.

use crate::params::{ParamDict, ParamTensor};

/// Where a model's weights come from.
pub trait Weights {
    /// The tensor `name` of `shape`: generated (`offset` + uniform in `[-scale, scale)`) or read.
    fn tensor(
        &mut self,
        name: &str,
        shape: &[i64],
        scale: f32,
        offset: f32,
    ) -> Result<(String, ParamTensor), String>;
}

/// Largest parameter tensor generated from a seed (1 GiB of float32).
pub(crate) const MAX_GENERATED_ELEMENTS: u64 = 1 << 28;

/// Weights generated from a seed.
#[derive(Clone, Debug)]
pub struct SeededWeights(pub SplitMix64);

impl Weights for SeededWeights {
    fn tensor(
        &mut self,
        name: &str,
        shape: &[i64],
        scale: f32,
        offset: f32,
    ) -> Result<(String, ParamTensor), String> {
        let count = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d.max(0) as u64))
            .filter(|&c| c <= MAX_GENERATED_ELEMENTS)
            .ok_or_else(|| {
                format!("parameter `{name}` of shape {shape:?} is larger than 2^28 elements")
            })?;
        let mut values = self.0.f32_vec(count as usize, scale);
        if offset != 0.0 {
            values.iter_mut().for_each(|v| *v += offset);
        }
        let tensor = ParamTensor::from_f32(shape.to_vec(), &values).map_err(|e| e.to_string())?;
        Ok((name.to_string(), tensor))
    }
}

/// Weights read from a parameter dictionary (a TVM params file).
#[derive(Clone, Copy, Debug)]
pub struct DictWeights<'a>(pub &'a ParamDict);

impl Weights for DictWeights<'_> {
    fn tensor(
        &mut self,
        name: &str,
        shape: &[i64],
        _scale: f32,
        _offset: f32,
    ) -> Result<(String, ParamTensor), String> {
        let tensor = self
            .0
            .get(name)
            .ok_or_else(|| format!("the parameter file has no tensor `{name}`"))?;
        if tensor.shape != shape {
            return Err(format!(
                "parameter `{name}` has shape {:?}, the layer needs {shape:?}",
                tensor.shape
            ));
        }
        if tensor.to_f32().is_none() {
            return Err(format!("parameter `{name}` is not float32"));
        }
        Ok((name.to_string(), tensor.clone()))
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
