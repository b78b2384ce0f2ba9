//! The seeded generator every test uses for its data, so a failure reproduces.
#![allow(dead_code)]

/// A small seeded generator (xorshift64*) for test data: the same seed gives the same values.
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (0 is taken as 1: xorshift needs a non-zero state).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A float in [-1, 1).
    pub fn next_f32(&mut self) -> f32 {
        ((self.next_u64() >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }

    /// Uniform in [-1, 1) with 53 bits.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }

    /// `n` values uniform in [-scale, scale).
    pub fn f32s(&mut self, n: usize, scale: f32) -> Vec<f32> {
        (0..n).map(|_| self.unit() as f32 * scale).collect()
    }

    /// `n` values uniform in [-scale, scale).
    pub fn f64s(&mut self, n: usize, scale: f64) -> Vec<f64> {
        (0..n).map(|_| self.unit() * scale).collect()
    }

    /// An integer in [0, bound).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound.max(1)
    }
}
