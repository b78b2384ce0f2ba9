//! Whether modlink's runtime can run a `cuda` module, read from its code (shared/spec/cuda.md
//! §2, §7): the fmt the driver loads (cubin, fatbin, PTX; CUDA C++ source, which the runtime
//! compiles with NVRTC for the device at its first launch) and the architecture against a GPU's
//! (`modlink check --gpu sm_XX`).
//!
//! CUDA's compatibility rules: a cubin for `sm_XY` runs on the same major version at minor Y or
//! later (`sm_86` runs an `sm_80` cubin, `sm_90` does not); an arch-specific `sm_XYa` image only
//! on `sm_XY`; PTX for `sm_XY` is compiled by the driver for any GPU from `sm_XY` on, if the
//! driver knows the PTX ISA version; a fatbin holds several images and the driver picks one.

use crate::module::cuda::CudaTarget;
use crate::module::{DeviceModule, SourceSettings};
use thiserror::Error;

/// A GPU's architecture, as `--gpu sm_90` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GpuArch {
    /// Major × 10 + minor (90 for `sm_90`).
    pub sm: u32,
}

/// A `--gpu` value that is not `sm_XY`.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("`{text}` is not a GPU architecture: expected sm_XY, e.g. sm_90 (H100) or sm_80 (A100)")]
pub struct GpuArchError {
    /// The text given.
    pub text: String,
}

impl std::str::FromStr for GpuArch {
    type Err = GpuArchError;

    fn from_str(text: &str) -> Result<GpuArch, GpuArchError> {
        let refuse = || GpuArchError {
            text: text.to_owned(),
        };
        let digits = text.strip_prefix("sm_").ok_or_else(refuse)?;
        if digits.len() < 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refuse());
        }
        digits
            .parse::<u32>()
            .map(|sm| GpuArch { sm })
            .map_err(|_| refuse())
    }
}

impl std::fmt::Display for GpuArch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "sm_{}", self.sm)
    }
}

/// The SM number of a PTX `.target` (`sm_90`, `sm_90a`, `sm_90, texmode_independent`) and
/// whether it is arch-specific.
fn ptx_sm(target: &str) -> Option<(u32, bool)> {
    let first = target.split(',').next()?.trim();
    let digits = first.strip_prefix("sm_")?;
    let (digits, arch_specific) = match digits.strip_suffix('a') {
        Some(digits) => (digits, true),
        None => (digits, false),
    };
    digits.parse().ok().map(|sm| (sm, arch_specific))
}

/// Whether a `cuda` module runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CudaRun {
    /// It runs (on the GPU named, or on the GPUs the text names).
    Runs,
    /// CUDA C++ source: it runs on any GPU once NVRTC, found at run time, compiles it.
    RunsWithNvrtc,
    /// It does not run on the GPU named, or modlink cannot load it.
    Fails,
}

/// What the check found: whether the module runs (on `gpu`, when one is named) and why.
pub(super) struct CudaVerdict {
    pub(super) run: CudaRun,
    pub(super) text: String,
}

/// The verdict of modlink's runtime on a `cuda` module for `gpu` (any GPU when `None`).
pub(super) fn cuda_verdict(module: &DeviceModule, gpu: Option<GpuArch>) -> CudaVerdict {
    let target = match module.cuda_target() {
        Ok(target) => target,
        Err(error) => {
            return CudaVerdict {
                run: CudaRun::Fails,
                text: format!("modlink cannot run it: {error}"),
            };
        }
    };
    let runs = |text: String| CudaVerdict {
        run: CudaRun::Runs,
        text,
    };
    let refused = |text: String| CudaVerdict {
        run: CudaRun::Fails,
        text,
    };
    let gpu_hint = "; --gpu sm_XY checks a GPU";
    match (&target, gpu) {
        (CudaTarget::Source, gpu) => {
            // A TIRx payload's build settings choose the architecture (module::cuda_settings).
            let settings = match SourceSettings::parse(module.build_settings.as_deref()) {
                Ok(settings) => settings,
                Err(error) => return refused(format!("modlink cannot compile it: {error}")),
            };
            if let Some(gpu) = gpu
                && let Err(error) = settings.target_for((gpu.sm / 10, gpu.sm % 10))
            {
                return refused(format!("modlink cannot run it on {gpu}: {error}"));
            }
            CudaVerdict {
                run: CudaRun::RunsWithNvrtc,
                text: format!(
                    "modlink runs it on {}: fmt `{}` is CUDA C++ source, compiled by NVRTC for {} at the first launch",
                    gpu.map_or("a GPU".to_string(), |gpu| gpu.to_string()),
                    module.fmt,
                    if module.build_settings.is_some() {
                        "the build settings' architecture"
                    } else {
                        "the device's architecture"
                    }
                ),
            }
        }
        (CudaTarget::Fatbin, _) => runs(format!(
            "modlink runs it on a GPU (fmt `{}`, a fatbin: the driver picks the image for the GPU; which SMs it holds is not read)",
            module.fmt
        )),
        (
            CudaTarget::Cubin {
                sm, arch_specific, ..
            },
            None,
        ) => {
            let range = if *arch_specific {
                format!("on sm_{sm} only")
            } else {
                format!("on sm_{}x from sm_{sm}", sm / 10)
            };
            runs(format!(
                "modlink runs it on a GPU: {target}, which runs {range}{gpu_hint}"
            ))
        }
        (
            CudaTarget::Cubin {
                sm, arch_specific, ..
            },
            Some(gpu),
        ) => {
            let fits = if *arch_specific {
                gpu.sm == *sm
            } else {
                gpu.sm / 10 == sm / 10 && gpu.sm >= *sm
            };
            if fits {
                runs(format!("modlink runs it on {gpu}: {target}"))
            } else if *arch_specific {
                refused(format!(
                    "{target} does not run on {gpu}: an arch-specific image runs on sm_{sm} only"
                ))
            } else {
                refused(format!(
                    "{target} does not run on {gpu}: a cubin runs on its own major version (sm_{}x) from its minor on; rebuild for {gpu} or as PTX",
                    sm / 10
                ))
            }
        }
        (
            CudaTarget::Ptx {
                version,
                target: ptx_target,
            },
            gpu,
        ) => {
            let Some((sm, arch_specific)) = ptx_sm(ptx_target) else {
                return refused(format!(
                    "PTX `.target {ptx_target}` names no SM modlink can compare"
                ));
            };
            let driver = format!("the driver compiles it, and must know PTX ISA {version}");
            match gpu {
                None => runs(format!(
                    "modlink runs it on a GPU: {target}; {driver}; it runs from sm_{sm}{}{gpu_hint}",
                    if arch_specific {
                        " (that SM only)"
                    } else {
                        " on"
                    }
                )),
                Some(gpu) if gpu.sm == sm || (!arch_specific && gpu.sm > sm) => {
                    runs(format!("modlink runs it on {gpu}: {target}; {driver}"))
                }
                Some(gpu) => refused(format!(
                    "{target} does not run on {gpu}: PTX for sm_{sm} runs on sm_{sm}{}",
                    if arch_specific {
                        " only"
                    } else {
                        " and later GPUs"
                    }
                )),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpu_names_parse_as_sm_numbers_only() {
        assert_eq!("sm_90".parse(), Ok(GpuArch { sm: 90 }));
        assert_eq!("sm_120".parse(), Ok(GpuArch { sm: 120 }));
        for bad in [
            "90",
            "sm_",
            "sm_9",
            "sm_90a",
            "compute_90",
            "sm_x0",
            "SM_90",
        ] {
            assert_eq!(
                bad.parse::<GpuArch>(),
                Err(GpuArchError {
                    text: bad.to_owned()
                }),
                "{bad}"
            );
        }
        assert_eq!(ptx_sm("sm_90"), Some((90, false)));
        assert_eq!(ptx_sm("sm_90a, texmode_independent"), Some((90, true)));
        assert_eq!(ptx_sm("compute_90"), None);
    }
}
