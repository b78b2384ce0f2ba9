//! What the CUDA C++ source of a fmt `cuda` module is compiled for when it first runs on a
//! device: the virtual architecture and the compiler options (the runtime compiles it,
//! `runtime::device::nvrtc`; `check` judges it). A TIRx library's `cuda` payload
//! ends with its build settings (shared/spec/tirx.md: `{"cuda":{"arch":"sm_80","compiler":
//! "nvrtc","nvrtc":["--use_fast_math"],…}}`), which TIRx's own loader replays; a TVM 0.27
//! library has none, and its source is compiled for the device, as TVM's hook does.
//!
//! modlink compiles to PTX, not to a cubin, so the settings' architecture is honoured where a
//! cubin for it would not run: PTX for `compute_80` runs on an sm_90 device (the driver compiles
//! it there), where an sm_80 cubin would not load. Checked against apache-tvm-tirx 0.1.0a4
//! (`tvm_tirx/backend/cuda/backend_config.py`, `support/nvcc.py`).

use serde::Deserialize;
use std::collections::BTreeMap;

/// A virtual architecture and the options NVRTC compiles with.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceTarget {
    /// NVRTC's `--gpu-architecture`: `compute_90`, `compute_90a`, `compute_100f`.
    pub arch: String,
    /// Options after modlink's own (the settings' `nvrtc` list).
    pub options: Vec<String>,
}

/// The build settings' CUDA part that the compilation at load time uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceSettings {
    /// The architecture the library was built for (`sm_80`, `sm_90a`), if the settings name one.
    arch: Option<Arch>,
    /// The settings' `nvrtc` options (TIRx fills them for either compiler).
    options: Vec<String>,
}

/// `sm_<major><minor>[a|f]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Arch {
    major: u32,
    minor: u32,
    /// `a`: architecture-specific features, this exact device only; `f`: the family, devices
    /// of this major version from this minor on.
    suffix: Option<char>,
}

impl std::fmt::Display for Arch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "sm_{}{}", self.major, self.minor)?;
        match self.suffix {
            Some(suffix) => write!(f, "{suffix}"),
            None => Ok(()),
        }
    }
}

/// The fields read; the others (`compiler`, `nvcc`, `ptxas`, `target_format`) do not apply to
/// PTX compiled by NVRTC at load.
#[derive(Deserialize)]
struct Settings {
    #[serde(default)]
    cuda: Option<CudaSettings>,
}

#[derive(Deserialize)]
struct CudaSettings {
    #[serde(default)]
    arch: Option<String>,
    #[serde(default)]
    nvrtc: Option<Vec<String>>,
    #[serde(flatten)]
    _others: BTreeMap<String, serde_json::Value>,
}

impl SourceSettings {
    /// Reads a payload's build settings (JSON); `None` gives the defaults (the device's own
    /// architecture, no extra options). A malformed text or field is an error naming it.
    pub fn parse(settings: Option<&str>) -> Result<SourceSettings, String> {
        let Some(text) = settings else {
            return Ok(SourceSettings::default());
        };
        let settings: Settings = serde_json::from_str(text)
            .map_err(|error| format!("the build settings are not the JSON TIRx writes: {error}"))?;
        let Some(cuda) = settings.cuda else {
            return Ok(SourceSettings::default());
        };
        let arch = cuda.arch.as_deref().map(parse_arch).transpose()?;
        Ok(SourceSettings {
            arch,
            options: cuda.nvrtc.unwrap_or_default(),
        })
    }

    /// What to compile for on a device of compute capability `device`: the settings'
    /// architecture where the device can run PTX for it, else the device's own; an error
    /// where the settings' architecture cannot run there.
    pub fn target_for(&self, device: (u32, u32)) -> Result<SourceTarget, String> {
        let arch = match self.arch {
            None => format!("compute_{}{}", device.0, device.1),
            Some(arch) => {
                let runs = match arch.suffix {
                    Some('a') => (arch.major, arch.minor) == device,
                    Some(_) => arch.major == device.0 && arch.minor <= device.1,
                    None => (arch.major, arch.minor) <= device,
                };
                if !runs {
                    return Err(format!(
                        "the library's build settings ask for {arch}, which does not run on a \
                         device of compute capability {}.{} (sm_{}{})",
                        device.0, device.1, device.0, device.1
                    ));
                }
                let suffix = arch.suffix.map(String::from).unwrap_or_default();
                format!("compute_{}{}{suffix}", arch.major, arch.minor)
            }
        };
        Ok(SourceTarget {
            arch,
            options: self.options.clone(),
        })
    }
}

/// `sm_90` → 9.0; `sm_100a`, `sm_120f` keep their suffix. The last digit is the minor version,
/// as in CUDA's names.
fn parse_arch(text: &str) -> Result<Arch, String> {
    let bad = || format!("build settings field `cuda.arch`: `{text}` is not sm_<version>[a|f]");
    let digits = text.strip_prefix("sm_").ok_or_else(bad)?;
    let (digits, suffix) = match digits.strip_suffix(['a', 'f']) {
        Some(rest) => (rest, digits.chars().last()),
        None => (digits, None),
    };
    if digits.len() < 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let (major, minor) = digits.split_at(digits.len() - 1);
    Ok(Arch {
        major: major.parse().map_err(|_| bad())?,
        minor: minor.parse().map_err(|_| bad())?,
        suffix,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const TIRX: &str = r#"{"cuda":{"arch":"sm_80","compiler":"nvrtc","nvcc":["--use_fast_math"],"nvrtc":["--use_fast_math"],"ptxas":["-v"]}}"#;

    #[test]
    fn tirx_settings_pin_the_architecture_where_the_device_runs_it() {
        let settings = SourceSettings::parse(Some(TIRX)).unwrap();
        let on_h200 = settings.target_for((9, 0)).unwrap();
        assert_eq!(on_h200.arch, "compute_80");
        assert_eq!(on_h200.options, ["--use_fast_math"]);
        assert_eq!(settings.target_for((8, 0)).unwrap().arch, "compute_80");
        assert_eq!(
            settings.target_for((7, 5)).unwrap_err(),
            "the library's build settings ask for sm_80, which does not run on a device of \
             compute capability 7.5 (sm_75)"
        );
    }

    #[test]
    fn without_settings_the_device_decides() {
        for settings in [None, Some(r#"{"opencl":{}}"#), Some(r#"{"cuda":{}}"#)] {
            let target = SourceSettings::parse(settings)
                .unwrap()
                .target_for((9, 0))
                .unwrap();
            assert_eq!(target.arch, "compute_90");
            assert!(target.options.is_empty());
        }
    }

    #[test]
    fn suffixed_architectures_run_where_cuda_says() {
        let settings = |arch: &str| {
            SourceSettings::parse(Some(&format!(r#"{{"cuda":{{"arch":"{arch}"}}}}"#))).unwrap()
        };
        assert_eq!(
            settings("sm_90a").target_for((9, 0)).unwrap().arch,
            "compute_90a"
        );
        assert!(settings("sm_90a").target_for((10, 0)).is_err());
        assert_eq!(
            settings("sm_100f").target_for((10, 3)).unwrap().arch,
            "compute_100f"
        );
        assert!(settings("sm_100f").target_for((12, 0)).is_err());
        assert_eq!(
            settings("sm_120").target_for((12, 1)).unwrap().arch,
            "compute_120"
        );
    }

    #[test]
    fn malformed_settings_are_named() {
        assert!(
            SourceSettings::parse(Some("{"))
                .unwrap_err()
                .starts_with("the build settings are not the JSON TIRx writes: ")
        );
        for arch in ["compute_80", "sm_8", "sm_", "sm_8x", "sm_80b"] {
            let text = format!(r#"{{"cuda":{{"arch":"{arch}"}}}}"#);
            assert_eq!(
                SourceSettings::parse(Some(&text)).unwrap_err(),
                format!("build settings field `cuda.arch`: `{arch}` is not sm_<version>[a|f]")
            );
        }
        let options = r#"{"cuda":{"nvrtc":"--use_fast_math"}}"#;
        assert!(SourceSettings::parse(Some(options)).is_err());
    }
}
