//! The FMA peak of this machine for benches/kernels.rs: `_mm512_fmadd_ps` (or AVX2 + FMA) on
//! independent accumulators, on one or more threads at once.

use std::hint::black_box;

/// Single-precision FMA throughput with independent dependency chains, so that the FMA units,
/// not their latency, are the limit.
#[cfg(target_arch = "x86_64")]
pub mod fma_peak {
    use std::arch::x86_64::*;

    /// Enough independent chains to cover 4-cycle latency on 2 pipes, few enough for registers.
    const CHAINS: usize = 12;

    /// Runs `iterations` rounds of `CHAINS` FMAs; returns the flops done and a checksum.
    pub fn run(iterations: u64) -> (f64, f32) {
        if is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU supports AVX-512F (checked above).
            let sum = unsafe { avx512(iterations) };
            (iterations as f64 * (CHAINS * 16 * 2) as f64, sum)
        } else if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma") {
            // SAFETY: the CPU supports AVX2 and FMA (checked above).
            let sum = unsafe { avx2(iterations) };
            (iterations as f64 * (CHAINS * 8 * 2) as f64, sum)
        } else {
            (0.0, 0.0)
        }
    }

    /// The vector width used, for the report.
    pub fn isa() -> &'static str {
        if is_x86_feature_detected!("avx512f") {
            "avx512 zmm"
        } else if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma") {
            "avx2 ymm"
        } else {
            "none"
        }
    }

    #[target_feature(enable = "avx512f")]
    fn avx512(iterations: u64) -> f32 {
        let scale = _mm512_set1_ps(0.999_999);
        let offset = _mm512_set1_ps(1e-6);
        let mut chains = [_mm512_setzero_ps(); CHAINS];
        for (index, chain) in chains.iter_mut().enumerate() {
            *chain = _mm512_set1_ps(index as f32);
        }
        for _ in 0..iterations {
            for chain in chains.iter_mut() {
                *chain = _mm512_fmadd_ps(*chain, scale, offset);
            }
        }
        let total = chains
            .iter()
            .fold(_mm512_setzero_ps(), |sum, chain| _mm512_add_ps(sum, *chain));
        _mm512_reduce_add_ps(total)
    }

    #[target_feature(enable = "avx2,fma")]
    fn avx2(iterations: u64) -> f32 {
        let scale = _mm256_set1_ps(0.999_999);
        let offset = _mm256_set1_ps(1e-6);
        let mut chains = [_mm256_setzero_ps(); CHAINS];
        for (index, chain) in chains.iter_mut().enumerate() {
            *chain = _mm256_set1_ps(index as f32);
        }
        for _ in 0..iterations {
            for chain in chains.iter_mut() {
                *chain = _mm256_fmadd_ps(*chain, scale, offset);
            }
        }
        let total = chains
            .iter()
            .fold(_mm256_setzero_ps(), |sum, chain| _mm256_add_ps(sum, *chain));
        let halves = _mm_add_ps(
            _mm256_castps256_ps128(total),
            _mm256_extractf128_ps(total, 1),
        );
        let pairs = _mm_add_ps(halves, _mm_movehl_ps(halves, halves));
        _mm_cvtss_f32(_mm_add_ss(pairs, _mm_shuffle_ps(pairs, pairs, 1)))
    }
}

#[cfg(not(target_arch = "x86_64"))]
pub mod fma_peak {
    pub fn run(_iterations: u64) -> (f64, f32) {
        (0.0, 0.0)
    }
    pub fn isa() -> &'static str {
        "none"
    }
}

/// One round of the FMA peak loop on `threads` threads at once; returns the flops done.
pub fn fma_round(threads: usize, iterations: u64) -> f64 {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| scope.spawn(move || fma_peak::run(black_box(iterations))))
            .collect();
        workers
            .into_iter()
            .map(|worker| {
                let (flops, checksum) = worker.join().unwrap();
                black_box(checksum);
                flops
            })
            .sum()
    })
}
