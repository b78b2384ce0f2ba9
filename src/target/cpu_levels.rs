//! CPU levels: the instruction-set levels one library carries each kernel for, and how the
//! running CPU qualifies for each.
//!
//! A multi-level build compiles every kernel once per level; the exported entries dispatch to
//! the best level the running CPU supports, decided once per process (see `docs/cpu-levels.md`).
//! This module only names the levels; code generation lives in [`crate::codegen`].
//!
//! ```
//! use modlink::target::cpu_levels::CpuLevels;
//! use modlink::target::Arch;
//!
//! let levels = CpuLevels::parse("x86-64-v3,x86-64", Arch::X86_64)?;
//! assert_eq!(levels.names(), ["x86-64", "x86-64-v3"]);
//! assert_eq!(CpuLevels::parse("preset", Arch::Aarch64)?.names(), ["generic", "dotprod", "sve"]);
//! # Ok::<(), modlink::target::TargetError>(())
//! ```

use std::fmt;

use super::{Arch, TargetError};

/// The environment variable that forces a level at run time (read once per library object).
pub const FORCE_LEVEL_ENV: &str = "MODLINK_CPU_LEVEL";

/// The exported function returning the name of the level a multi-level library picked
/// (`const char *__modlink_cpu_level(void)`).
pub const QUERY_SYMBOL: &str = "__modlink_cpu_level";

/// What separates a kernel's C entry name from a level name in the symbol of that level's
/// body: `<kernel>_c.<level>` (e.g. `vadd_c.x86-64-v3`).
pub const LEVEL_SYMBOL_SEPARATOR: &str = "_c.";

/// One CPU level a kernel can be compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum CpuLevel {
    /// x86-64 baseline (SSE2): every x86-64 CPU.
    X86_64,
    /// x86-64-v2: SSE4.2, POPCNT, CMPXCHG16B (Nehalem, 2008, and later).
    X86_64V2,
    /// x86-64-v3: AVX2, FMA, BMI1/2, F16C, MOVBE (Haswell, Zen 1 and later).
    X86_64V3,
    /// x86-64-v4: AVX-512 F/BW/CD/DQ/VL (Skylake-SP, Ice Lake, Sapphire Rapids, Zen 4 and later).
    X86_64V4,
    /// AArch64 baseline (Armv8-A with NEON): every 64-bit Arm CPU.
    Aarch64Generic,
    /// AArch64 with the dot-product instructions (`HWCAP_ASIMDDP`: Cortex-A55/A75, Neoverse N1
    /// and later).
    Aarch64DotProd,
    /// AArch64 with SVE and dot product (`HWCAP_SVE`: Neoverse V1, Graviton 3 and later).
    Aarch64Sve,
}

impl CpuLevel {
    /// Every level, lowest first within each architecture.
    pub const ALL: [CpuLevel; 7] = [
        CpuLevel::X86_64,
        CpuLevel::X86_64V2,
        CpuLevel::X86_64V3,
        CpuLevel::X86_64V4,
        CpuLevel::Aarch64Generic,
        CpuLevel::Aarch64DotProd,
        CpuLevel::Aarch64Sve,
    ];

    /// The name used on the command line and in symbols (`x86-64-v3`, `dotprod`, …).
    pub fn name(self) -> &'static str {
        match self {
            CpuLevel::X86_64 => "x86-64",
            CpuLevel::X86_64V2 => "x86-64-v2",
            CpuLevel::X86_64V3 => "x86-64-v3",
            CpuLevel::X86_64V4 => "x86-64-v4",
            CpuLevel::Aarch64Generic => "generic",
            CpuLevel::Aarch64DotProd => "dotprod",
            CpuLevel::Aarch64Sve => "sve",
        }
    }

    /// The architecture the level belongs to.
    pub fn arch(self) -> Arch {
        match self {
            CpuLevel::X86_64 | CpuLevel::X86_64V2 | CpuLevel::X86_64V3 | CpuLevel::X86_64V4 => {
                Arch::X86_64
            }
            CpuLevel::Aarch64Generic | CpuLevel::Aarch64DotProd | CpuLevel::Aarch64Sve => {
                Arch::Aarch64
            }
        }
    }

    /// The LLVM CPU name its code is generated for.
    pub fn llvm_cpu(self) -> &'static str {
        match self {
            CpuLevel::X86_64 => "x86-64",
            CpuLevel::X86_64V2 => "x86-64-v2",
            CpuLevel::X86_64V3 => "x86-64-v3",
            CpuLevel::X86_64V4 => "x86-64-v4",
            CpuLevel::Aarch64Generic | CpuLevel::Aarch64DotProd | CpuLevel::Aarch64Sve => "generic",
        }
    }

    /// The LLVM features added to [`llvm_cpu`](Self::llvm_cpu)'s.
    pub fn llvm_features(self) -> &'static str {
        match self {
            CpuLevel::Aarch64DotProd => "+dotprod",
            CpuLevel::Aarch64Sve => "+dotprod,+sve",
            _ => "",
        }
    }

    /// The run-time feature bits (see `docs/cpu-levels.md`) a CPU must report for this level:
    /// x86-64 bit 0 = v2, bit 1 = v3, bit 2 = v4; AArch64 bit 0 = dot product, bit 1 = SVE.
    pub fn required_bits(self) -> u32 {
        match self {
            CpuLevel::X86_64 | CpuLevel::Aarch64Generic => 0,
            CpuLevel::X86_64V2 | CpuLevel::Aarch64DotProd => 0b1,
            CpuLevel::X86_64V3 | CpuLevel::Aarch64Sve => 0b11,
            CpuLevel::X86_64V4 => 0b111,
        }
    }

    /// The level named `name` on `arch`, if any.
    pub fn from_name(name: &str, arch: Arch) -> Option<CpuLevel> {
        CpuLevel::ALL
            .into_iter()
            .find(|level| level.arch() == arch && level.name() == name)
    }
}

impl fmt::Display for CpuLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The levels of one build, lowest first, without repeats. Empty means a single-level build
/// for the target's own CPU (`--cpu`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CpuLevels {
    levels: Vec<CpuLevel>,
}

impl CpuLevels {
    /// The documented preset for `arch`: x86-64 `x86-64,x86-64-v2,x86-64-v3,x86-64-v4`;
    /// AArch64 `generic,dotprod,sve`; `None` for architectures without levels.
    pub fn preset(arch: Arch) -> Option<CpuLevels> {
        let levels: Vec<CpuLevel> = CpuLevel::ALL
            .into_iter()
            .filter(|level| level.arch() == arch)
            .collect();
        (!levels.is_empty()).then_some(CpuLevels { levels })
    }

    /// Parses a comma-separated list of level names for `arch` (`preset` stands for
    /// [`preset`](Self::preset)); order does not matter, repeats are dropped.
    pub fn parse(list: &str, arch: Arch) -> Result<CpuLevels, TargetError> {
        let known = || {
            CpuLevel::ALL
                .into_iter()
                .filter(|level| level.arch() == arch)
                .map(CpuLevel::name)
                .collect::<Vec<_>>()
        };
        let error = |message: String| TargetError::CpuLevels {
            list: list.to_string(),
            message,
        };
        if known().is_empty() {
            return Err(error(format!(
                "{arch} has no CPU levels (x86_64 and aarch64 have)"
            )));
        }
        let mut levels = Vec::new();
        for (position, name) in list.split(',').map(str::trim).enumerate() {
            if name == "preset" {
                levels.extend(
                    CpuLevels::preset(arch)
                        .map(|p| p.levels)
                        .unwrap_or_default(),
                );
                continue;
            }
            let Some(level) = CpuLevel::from_name(name, arch) else {
                return Err(error(format!(
                    "item {} `{name}` is not a CPU level of {arch} (known: {}, or `preset`)",
                    position + 1,
                    known().join(", ")
                )));
            };
            levels.push(level);
        }
        levels.sort_unstable();
        levels.dedup();
        Ok(CpuLevels { levels })
    }

    /// The given levels (sorted, repeats dropped).
    pub fn new(levels: impl IntoIterator<Item = CpuLevel>) -> CpuLevels {
        let mut levels: Vec<CpuLevel> = levels.into_iter().collect();
        levels.sort_unstable();
        levels.dedup();
        CpuLevels { levels }
    }

    /// The levels, lowest first.
    pub fn levels(&self) -> &[CpuLevel] {
        &self.levels
    }

    /// The level names, lowest first.
    pub fn names(&self) -> Vec<&'static str> {
        self.levels.iter().map(|level| level.name()).collect()
    }

    /// True when more than one level is compiled (the entries then dispatch at run time).
    pub fn dispatches(&self) -> bool {
        self.levels.len() > 1
    }

    /// True for a build without levels.
    pub fn is_empty(&self) -> bool {
        self.levels.is_empty()
    }
}

impl fmt::Display for CpuLevels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.names().join(","))
    }
}

/// Splits an exported symbol `<kernel>_c.<level>` into the kernel and the level name, if the
/// suffix names a known level.
pub fn split_level_symbol(symbol: &str) -> Option<(&str, CpuLevel)> {
    let (kernel, level) = symbol.rsplit_once(LEVEL_SYMBOL_SEPARATOR)?;
    let level = CpuLevel::ALL.into_iter().find(|l| l.name() == level)?;
    (!kernel.is_empty()).then_some((kernel, level))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn parses_sorts_and_dedups() {
        let levels = CpuLevels::parse("x86-64-v4, x86-64,x86-64-v4", Arch::X86_64).unwrap();
        assert_eq!(levels.names(), ["x86-64", "x86-64-v4"]);
        assert!(levels.dispatches());
        let preset = CpuLevels::parse("preset", Arch::X86_64).unwrap();
        assert_eq!(
            preset.names(),
            ["x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4"]
        );
        assert!(
            !CpuLevels::parse("x86-64-v3", Arch::X86_64)
                .unwrap()
                .dispatches()
        );
    }

    #[test]
    fn names_the_bad_item_and_the_known_levels() {
        let error = CpuLevels::parse("x86-64,avx9", Arch::X86_64)
            .unwrap_err()
            .to_string();
        assert!(error.contains("item 2 `avx9`"), "{error}");
        assert!(error.contains("x86-64-v4"), "{error}");
        let error = CpuLevels::parse("sve", Arch::X86_64)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("`sve` is not a CPU level of x86_64"),
            "{error}"
        );
        let error = CpuLevels::parse("generic", Arch::Riscv64)
            .unwrap_err()
            .to_string();
        assert!(error.contains("riscv64 has no CPU levels"), "{error}");
        assert!(CpuLevels::parse("", Arch::X86_64).is_err());
    }

    #[test]
    fn level_symbols_split() {
        assert_eq!(
            split_level_symbol("vadd_c.x86-64-v3"),
            Some(("vadd", CpuLevel::X86_64V3))
        );
        assert_eq!(
            split_level_symbol("my_c_kernel_c.sve"),
            Some(("my_c_kernel", CpuLevel::Aarch64Sve))
        );
        assert_eq!(split_level_symbol("vadd_c"), None);
        assert_eq!(split_level_symbol("vadd_c.avx"), None);
    }
}
