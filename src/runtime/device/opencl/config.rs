//! Where the ICD loader is found and which platforms are used: [`OpenClConfig`], read from the
//! environment by the process-wide instance and given explicitly by everything else.

use std::ffi::OsString;

use super::error::OpenClError;
use super::info::PlatformInfo;

pub use super::ffi::DEFAULT_LOADER;

/// The environment variable naming another ICD loader (a file name or a path).
pub const LIBRARY_ENV: &str = "MODLINK_OPENCL_LIBRARY";

/// The environment variable choosing the platform: its index in the loader's order (`0`,
/// `1`, …), or a case-insensitive part of its name or vendor (`pocl`, `nvidia`, `intel`).
pub const PLATFORM_ENV: &str = "MODLINK_OPENCL_PLATFORM";

/// Which platforms' devices are used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlatformChoice {
    /// The platform at this index of `clGetPlatformIDs`' list.
    Index(usize),
    /// The platforms whose name or vendor contains this text, in any case.
    Named(String),
}

impl PlatformChoice {
    /// Reads `MODLINK_OPENCL_PLATFORM`'s form: digits are an index, anything else a name.
    pub fn parse(text: &str) -> PlatformChoice {
        let text = text.trim();
        match text.parse::<usize>() {
            Ok(index) => PlatformChoice::Index(index),
            Err(_) => PlatformChoice::Named(text.to_string()),
        }
    }

    /// Whether the platform `info` is chosen.
    pub fn matches(&self, info: &PlatformInfo) -> bool {
        match self {
            PlatformChoice::Index(index) => info.index == *index,
            PlatformChoice::Named(part) => {
                let part = part.to_lowercase();
                info.name.to_lowercase().contains(&part)
                    || info.vendor.to_lowercase().contains(&part)
            }
        }
    }

    /// The choice as the user wrote it, for messages.
    fn describe(&self) -> String {
        match self {
            PlatformChoice::Index(index) => index.to_string(),
            PlatformChoice::Named(part) => part.clone(),
        }
    }
}

/// How OpenCL is opened.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpenClConfig {
    /// The ICD loader to open; `None` is [`DEFAULT_LOADER`].
    pub library: Option<OsString>,
    /// The platforms to use; `None` uses every platform.
    pub platform: Option<PlatformChoice>,
}

impl OpenClConfig {
    /// The configuration the process environment gives ([`LIBRARY_ENV`], [`PLATFORM_ENV`]).
    pub fn from_env() -> OpenClConfig {
        OpenClConfig::from_lookup(|name| std::env::var_os(name))
    }

    /// The configuration an environment gives, read through `lookup` (for a child's
    /// environment, or a test's).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<OsString>) -> OpenClConfig {
        let non_empty = |name: &str| lookup(name).filter(|value| !value.is_empty());
        OpenClConfig {
            library: non_empty(LIBRARY_ENV),
            platform: non_empty(PLATFORM_ENV)
                .map(|value| PlatformChoice::parse(&value.to_string_lossy())),
        }
    }

    /// The loader's name or path.
    pub fn library(&self) -> OsString {
        self.library
            .clone()
            .unwrap_or_else(|| OsString::from(DEFAULT_LOADER))
    }

    /// The platforms of `present` to use, or the error naming what was asked and what exists.
    pub fn choose<'a>(
        &self,
        present: &'a [PlatformInfo],
    ) -> Result<Vec<&'a PlatformInfo>, OpenClError> {
        let Some(choice) = &self.platform else {
            return Ok(present.iter().collect());
        };
        let chosen: Vec<&PlatformInfo> =
            present.iter().filter(|info| choice.matches(info)).collect();
        if chosen.is_empty() {
            return Err(OpenClError::NoSuchPlatform {
                wanted: choice.describe(),
                available: describe_platforms(present.iter()),
            });
        }
        Ok(chosen)
    }
}

/// `0: NAME (VENDOR), 1: …` for messages.
pub(super) fn describe_platforms<'a>(platforms: impl Iterator<Item = &'a PlatformInfo>) -> String {
    platforms
        .map(|info| format!("{}: `{}` ({})", info.index, info.name, info.vendor))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn platform(index: usize, name: &str, vendor: &str) -> PlatformInfo {
        PlatformInfo {
            index,
            name: name.to_string(),
            vendor: vendor.to_string(),
            version: "OpenCL 3.0".to_string(),
        }
    }

    #[test]
    fn a_platform_is_chosen_by_index_or_by_part_of_its_name_or_vendor() {
        let present = [
            platform(0, "NVIDIA CUDA", "NVIDIA Corporation"),
            platform(1, "Portable Computing Language", "The pocl project"),
        ];
        let config = |value: &str| {
            OpenClConfig::from_lookup(|name| (name == PLATFORM_ENV).then(|| OsString::from(value)))
        };
        assert_eq!(config("1").choose(&present).unwrap()[0].index, 1);
        assert_eq!(config("PoCL").choose(&present).unwrap()[0].index, 1);
        assert_eq!(config("nvidia").choose(&present).unwrap()[0].index, 0);
        assert_eq!(config("").choose(&present).unwrap().len(), 2);
        let error = config("intel").choose(&present).unwrap_err().to_string();
        assert!(error.contains("`intel`"), "{error}");
        assert!(
            error.contains("1: `Portable Computing Language` (The pocl project)"),
            "{error}"
        );
    }

    #[test]
    fn the_loader_defaults_to_the_soname_and_the_environment_overrides_it() {
        assert_eq!(
            OpenClConfig::default().library(),
            OsString::from(DEFAULT_LOADER)
        );
        let config = OpenClConfig::from_lookup(|name| {
            (name == LIBRARY_ENV).then(|| OsString::from("/opt/vendor/libOpenCL.so"))
        });
        assert_eq!(config.library(), OsString::from("/opt/vendor/libOpenCL.so"));
    }
}
