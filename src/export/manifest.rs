//! Import manifests: JSON descriptions of device and static-library modules to hang under the
//! host code (`modlink build --import-manifest`).
//!
//! ```json
//! {"kind": "opencl", "fmt": "cl", "code": "kernels.cl",
//!  "functions": [{"name": "k", "arg_types": ["handle", "handle", "int32"],
//!                 "launch_param_tags": ["blockIdx.x", "threadIdx.x"]}],
//!  "imports": [ ...nested manifests... ]}
//! ```
//! Paths are relative to the manifest's directory. Kinds `cuda`, `opencl`, `rocm`, `hip` carry
//! one `code` file; `metal` and `vulkan` carry a per-kernel map `"sources": {"k": "file"}` (or one
//! `code` file used for every kernel). `static_library` takes `"code"` = an object file and
//! `"functions"` = names. Type names: `handle` = (3, 64, 1), `int32` = (0, 32, 1),
//! `float32` = (2, 32, 1), `uint8`, `bfloat16`, `bool` = (1, 1, 1), lanes as `float32x4`.

use super::ExportError;
use crate::module::{
    DLDataType, DeviceCode, DeviceModule, FunctionInfo, ModuleGraph, NodeId, Payload, StaticLibrary,
};
use bytes::Bytes;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One module of an import manifest, with its own imports.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImportManifest {
    /// The module kind (blob key).
    pub kind: String,
    /// The code format (`cl`, `cuda`, `ptx`, `metal`, …); defaults to the kind's source format.
    #[serde(default)]
    pub fmt: Option<String>,
    /// The code file (object file for `static_library`).
    #[serde(default)]
    pub code: Option<PathBuf>,
    /// Per-kernel code files (metal, vulkan).
    #[serde(default)]
    pub sources: Option<BTreeMap<String, PathBuf>>,
    /// The functions.
    #[serde(default)]
    pub functions: Vec<ManifestFunction>,
    /// Nested imports.
    #[serde(default)]
    pub imports: Vec<ImportManifest>,
}

/// A function entry: a bare name (`static_library`) or a device kernel's full info.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum ManifestFunction {
    /// A name only.
    Name(String),
    /// A device kernel.
    Info {
        /// Kernel name.
        name: String,
        /// Argument type names.
        #[serde(default)]
        arg_types: Vec<String>,
        /// Launch parameter tags.
        #[serde(default)]
        launch_param_tags: Vec<String>,
        /// Per-argument extra tags; zeros when absent.
        #[serde(default)]
        arg_extra_tags: Option<Vec<i32>>,
    },
}

impl ManifestFunction {
    fn name(&self) -> &str {
        match self {
            ManifestFunction::Name(name) | ManifestFunction::Info { name, .. } => name,
        }
    }
}

/// Parses a type name (`handle`, `int32`, `float32x4`, …) into TVM's DLDataType.
pub fn parse_dtype(name: &str) -> Option<DLDataType> {
    match name {
        "handle" => {
            return Some(DLDataType {
                code: 3,
                bits: 64,
                lanes: 1,
            });
        }
        "bool" => {
            return Some(DLDataType {
                code: 1,
                bits: 1,
                lanes: 1,
            });
        }
        _ => {}
    }
    let (base, lanes) = match name.split_once('x') {
        Some((base, lanes)) => (base, lanes.parse::<u16>().ok().filter(|&l| l > 0)?),
        None => (name, 1),
    };
    let (code, bits) = [("bfloat", 4u8), ("float", 2), ("uint", 1), ("int", 0)]
        .iter()
        .find_map(|(prefix, code)| base.strip_prefix(prefix).map(|bits| (*code, bits)))?;
    let bits: u8 = bits
        .parse()
        .ok()
        .filter(|b| [1, 8, 16, 32, 64].contains(b))?;
    Some(DLDataType { code, bits, lanes })
}

impl ImportManifest {
    /// Reads a manifest file.
    pub fn from_file(path: &Path) -> Result<(ImportManifest, PathBuf), ExportError> {
        let text = std::fs::read_to_string(path).map_err(|source| ExportError::Io {
            path: path.display().to_string(),
            source,
        })?;
        let manifest = serde_json::from_str(&text).map_err(|e| ExportError::Manifest {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok((manifest, base))
    }

    /// Adds this module and its imports to `graph` as an import of `parent`; relative paths
    /// are taken from `base`. `manifest_path` names the file in errors.
    pub fn add_to_graph(
        &self,
        graph: &mut ModuleGraph,
        parent: NodeId,
        base: &Path,
        manifest_path: &Path,
    ) -> Result<NodeId, ExportError> {
        let payload = self.payload(base, manifest_path)?;
        let node = graph.add(self.kind.clone(), payload);
        graph.import(parent, node);
        for import in &self.imports {
            import.add_to_graph(graph, node, base, manifest_path)?;
        }
        Ok(node)
    }

    fn payload(&self, base: &Path, manifest_path: &Path) -> Result<Payload, ExportError> {
        let bad = |message: String| ExportError::Manifest {
            path: manifest_path.display().to_string(),
            message: format!("module `{}`: {message}", self.kind),
        };
        let read = |file: &Path| -> Result<Bytes, ExportError> {
            let path = base.join(file);
            // Mapped, not read: large device binaries stream into the object from the map.
            crate::inspect::locate::map_file(&path).map_err(|source| ExportError::Io {
                path: path.display().to_string(),
                source,
            })
        };
        let code_file = || {
            self.code
                .as_deref()
                .ok_or_else(|| bad("needs a \"code\" file".into()))
        };
        match self.kind.as_str() {
            "static_library" => Ok(Payload::StaticLibrary(StaticLibrary {
                data: read(code_file()?)?,
                function_names: self
                    .functions
                    .iter()
                    .map(|f| f.name().to_string())
                    .collect(),
            })),
            "cuda" | "opencl" | "rocm" | "hip" | "metal" | "vulkan" => {
                let functions = self
                    .functions
                    .iter()
                    .map(|f| function_info(f).map(|info| (info.name.clone(), info)))
                    .collect::<Result<Vec<_>, String>>()
                    .map_err(bad)?;
                let per_kernel = matches!(self.kind.as_str(), "metal" | "vulkan");
                let code = match (&self.sources, per_kernel) {
                    (Some(sources), true) => DeviceCode::PerKernel(
                        sources
                            .iter()
                            .map(|(name, file)| Ok((name.clone(), read(file)?)))
                            .collect::<Result<_, ExportError>>()?,
                    ),
                    (Some(_), false) => {
                        return Err(bad(
                            "\"sources\" is for metal and vulkan; use \"code\"".into()
                        ));
                    }
                    (None, true) => {
                        let code = read(code_file()?)?;
                        DeviceCode::PerKernel(
                            functions
                                .iter()
                                .map(|(name, _)| (name.clone(), code.clone()))
                                .collect(),
                        )
                    }
                    (None, false) => DeviceCode::Single(read(code_file()?)?),
                };
                let fmt = self
                    .fmt
                    .clone()
                    .unwrap_or_else(|| default_fmt(&self.kind).into());
                Ok(Payload::Device(DeviceModule {
                    fmt,
                    functions,
                    code,
                    legacy_version: None,
                }))
            }
            other => Err(bad(format!(
                "unknown kind `{other}` (typed kinds: cuda, opencl, metal, vulkan, rocm, hip, static_library; use --import-raw KIND=FILE for others)"
            ))),
        }
    }
}

fn default_fmt(kind: &str) -> &'static str {
    match kind {
        "opencl" => "cl",
        "metal" => "metal",
        "vulkan" => "vulkan",
        "rocm" | "hip" => "hsaco",
        _ => "cuda",
    }
}

fn function_info(function: &ManifestFunction) -> Result<FunctionInfo, String> {
    match function {
        ManifestFunction::Name(name) => Ok(FunctionInfo {
            name: name.clone(),
            arg_types: Vec::new(),
            launch_param_tags: Vec::new(),
            arg_extra_tags: Some(Vec::new()),
        }),
        ManifestFunction::Info {
            name,
            arg_types,
            launch_param_tags,
            arg_extra_tags,
        } => {
            let arg_types = arg_types
                .iter()
                .map(|t| {
                    parse_dtype(t).ok_or_else(|| format!("function `{name}`: unknown type `{t}`"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let extra = arg_extra_tags
                .clone()
                .unwrap_or_else(|| vec![0; arg_types.len()]);
            Ok(FunctionInfo {
                name: name.clone(),
                arg_types,
                launch_param_tags: launch_param_tags.clone(),
                arg_extra_tags: Some(extra),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dtype_names() {
        let dt = |code, bits, lanes| Some(DLDataType { code, bits, lanes });
        assert_eq!(parse_dtype("handle"), dt(3, 64, 1));
        assert_eq!(parse_dtype("int32"), dt(0, 32, 1));
        assert_eq!(parse_dtype("uint8"), dt(1, 8, 1));
        assert_eq!(parse_dtype("float32"), dt(2, 32, 1));
        assert_eq!(parse_dtype("float16x4"), dt(2, 16, 4));
        assert_eq!(parse_dtype("bfloat16"), dt(4, 16, 1));
        assert_eq!(parse_dtype("float31"), None);
        assert_eq!(parse_dtype("int32x0"), None);
        assert_eq!(parse_dtype("quux"), None);
    }
}
