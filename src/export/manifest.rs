//! Import manifests: JSON descriptions of device and static-library modules to hang under the
//! host code (`modlink build --import-manifest`). The schema, with an example per kind, is in
//! `docs/manifest.md`.
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
use crate::target::{Arch, ObjectFormat, TargetSpec};
use bytes::Bytes;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One module of an import manifest, with its own imports. The schema, with an example per
/// kind, is in `docs/manifest.md`.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ImportManifest {
    /// The module kind (blob key).
    pub kind: String,
    /// The code format (`cl`, `cuda`, `ptx`, `metal`, …); defaults to the kind's source format.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fmt: Option<String>,
    /// The code file (object file for `static_library`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<PathBuf>,
    /// Per-kernel code files (metal, vulkan).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sources: Option<BTreeMap<String, PathBuf>>,
    /// A file holding the module's whole payload, written unchanged (any kind modlink does not
    /// type, as `--import-raw KIND=FILE`); excludes every other field but `imports`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raw: Option<PathBuf>,
    /// The functions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub functions: Vec<ManifestFunction>,
    /// Nested imports.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub imports: Vec<ImportManifest>,
}

/// A function entry: a bare name (`static_library`) or a device kernel's full info. An object
/// with any other key is an error, not a silently empty field.
#[derive(Clone, Debug)]
pub enum ManifestFunction {
    /// A name only.
    Name(String),
    /// A device kernel.
    Info {
        /// Kernel name.
        name: String,
        /// Argument type names.
        arg_types: Vec<String>,
        /// Launch parameter tags.
        launch_param_tags: Vec<String>,
        /// Per-argument extra tags; zeros when absent.
        arg_extra_tags: Option<Vec<i32>>,
    },
}

/// The object form of [`ManifestFunction`], read strictly.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FunctionObject {
    name: String,
    #[serde(default)]
    arg_types: Vec<String>,
    #[serde(default)]
    launch_param_tags: Vec<String>,
    #[serde(default)]
    arg_extra_tags: Option<Vec<i32>>,
}

impl<'de> Deserialize<'de> for ManifestFunction {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::String(name) => Ok(ManifestFunction::Name(name)),
            object @ serde_json::Value::Object(_) => {
                let info: FunctionObject = serde_json::from_value(object)
                    .map_err(|e| D::Error::custom(format!("in `functions`: {e}")))?;
                Ok(ManifestFunction::Info {
                    name: info.name,
                    arg_types: info.arg_types,
                    launch_param_tags: info.launch_param_tags,
                    arg_extra_tags: info.arg_extra_tags,
                })
            }
            other => Err(D::Error::custom(format!(
                "in `functions`: expected a name or an object with `name`, `arg_types`, `launch_param_tags`, `arg_extra_tags`, found {other}"
            ))),
        }
    }
}

impl Serialize for ManifestFunction {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        match self {
            ManifestFunction::Name(name) => serializer.serialize_str(name),
            ManifestFunction::Info {
                name,
                arg_types,
                launch_param_tags,
                arg_extra_tags,
            } => {
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("name", name)?;
                map.serialize_entry("arg_types", arg_types)?;
                map.serialize_entry("launch_param_tags", launch_param_tags)?;
                if let Some(tags) = arg_extra_tags {
                    map.serialize_entry("arg_extra_tags", tags)?;
                }
                map.end()
            }
        }
    }
}

impl ManifestFunction {
    fn name(&self) -> &str {
        match self {
            ManifestFunction::Name(name) | ManifestFunction::Info { name, .. } => name,
        }
    }
}

/// Parses a type name (`handle`, `int32`, `float32x4`, `bool`, …) into TVM's DLDataType, by
/// [`DLDataType::parse_tvm_name`]'s rules (`bool` is TVM 0.27's code 6 / 8 bits; `uint1` names
/// the 1-bit form older TVM wrote for `bool`).
pub fn parse_dtype(name: &str) -> Option<DLDataType> {
    DLDataType::parse_tvm_name(name)
}

impl ImportManifest {
    /// Reads a manifest file holding one module.
    pub fn from_file(path: &Path) -> Result<(ImportManifest, PathBuf), ExportError> {
        let text = read_manifest_text(path)?;
        let manifest = serde_json::from_str(&text).map_err(|e| ExportError::Manifest {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok((manifest, base))
    }

    /// Reads a manifest file holding one module or a JSON array of modules (each an import of
    /// the host code, in order).
    pub fn list_from_file(path: &Path) -> Result<(Vec<ImportManifest>, PathBuf), ExportError> {
        let text = read_manifest_text(path)?;
        let manifests = if text.trim_start().starts_with('[') {
            serde_json::from_str::<Vec<ImportManifest>>(&text)
        } else {
            serde_json::from_str::<ImportManifest>(&text).map(|one| vec![one])
        }
        .map_err(|e| ExportError::Manifest {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok((manifests, base))
    }

    /// Checks that every `static_library` of this manifest and its imports holds code for
    /// `target`: an object file, or an archive of object files, of the target's architecture
    /// and object format. Relative paths are taken from `base`; `manifest_path` names the
    /// file in errors.
    pub fn check_static_libraries(
        &self,
        base: &Path,
        manifest_path: &Path,
        target: &TargetSpec,
    ) -> Result<(), ExportError> {
        if let ("static_library", None, Some(code)) = (self.kind.as_str(), &self.raw, &self.code) {
            let path = base.join(code);
            // Mapped, not read: a large library is checked without a copy in memory.
            let bytes =
                crate::inspect::locate::map_file(&path).map_err(|source| ExportError::Io {
                    path: path.display().to_string(),
                    source,
                })?;
            objects_for_target(&bytes, Some(target)).map_err(|message| ExportError::Manifest {
                path: manifest_path.display().to_string(),
                message: format!(
                    "module `static_library`: \"code\" {}: {message}",
                    path.display()
                ),
            })?;
        }
        self.imports
            .iter()
            .try_for_each(|import| import.check_static_libraries(base, manifest_path, target))
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
        // A file the manifest names: a failure names the manifest and the module too, since the
        // path alone (often a bare relative name) does not say where it came from.
        let read = |file: &Path| -> Result<Bytes, ExportError> {
            let path = base.join(file);
            // Mapped, not read: large device binaries stream into the object from the map.
            crate::inspect::locate::map_file(&path).map_err(|source| {
                bad(format!(
                    "cannot read `{}` (a file the manifest names, relative to its directory): {source}",
                    path.display()
                ))
            })
        };
        if self.kind.is_empty() {
            return Err(bad("the kind is empty".into()));
        }
        if self.kind == crate::module::LIB_KEY || self.kind == "_import_tree" {
            return Err(bad(
                "this kind is reserved for the host module and the blob's own records".into(),
            ));
        }
        if let Some(raw) = &self.raw {
            if self.fmt.is_some()
                || self.code.is_some()
                || self.sources.is_some()
                || !self.functions.is_empty()
            {
                return Err(bad("\"raw\" is the whole payload: it cannot be combined with fmt, code, sources or functions".into()));
            }
            return Ok(Payload::Opaque(read(raw)?));
        }
        let code_file = || {
            self.code
                .as_deref()
                .ok_or_else(|| bad("needs a \"code\" file".into()))
        };
        match self.kind.as_str() {
            "static_library" => {
                if self.fmt.is_some() {
                    return Err(bad(
                        "\"fmt\" is for device modules; a static_library has none".into(),
                    ));
                }
                if self.sources.is_some() {
                    return Err(bad("\"sources\" is for metal and vulkan; a static_library takes one \"code\" object file".into()));
                }
                if let Some(f) = self
                    .functions
                    .iter()
                    .find(|f| matches!(f, ManifestFunction::Info { .. }))
                {
                    return Err(bad(format!(
                        "function `{}`: a static_library lists function names only (no arg_types, launch_param_tags or arg_extra_tags)",
                        f.name()
                    )));
                }
                let code = code_file()?;
                let data = read(code)?;
                objects_for_target(&data, None).map_err(|message| {
                    bad(format!("\"code\" {}: {message}", base.join(code).display()))
                })?;
                Ok(Payload::StaticLibrary(StaticLibrary {
                    data,
                    function_names: self
                        .functions
                        .iter()
                        .map(|f| f.name().to_string())
                        .collect(),
                }))
            }
            "cuda" | "opencl" | "rocm" | "hip" | "metal" | "vulkan" => {
                let functions = self
                    .functions
                    .iter()
                    .map(|f| function_info(f).map(|info| (info.name.clone(), info)))
                    .collect::<Result<Vec<_>, String>>()
                    .map_err(bad)?;
                let per_kernel = matches!(self.kind.as_str(), "metal" | "vulkan");
                if per_kernel && self.sources.is_some() && self.code.is_some() {
                    return Err(bad(
                        "give either \"code\" (one file for every kernel) or \"sources\" (per kernel), not both".into(),
                    ));
                }
                if per_kernel && self.sources.is_none() && functions.is_empty() {
                    // The per-kernel map would be empty: the payload would hold no source.
                    return Err(bad(
                        "\"code\" is stored once per kernel, but \"functions\" lists none; list the kernels or give \"sources\"".into(),
                    ));
                }
                if self.sources.as_ref().is_some_and(BTreeMap::is_empty) {
                    return Err(bad("\"sources\" is empty".into()));
                }
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
                    build_settings: None,
                }))
            }
            other => Err(bad(format!(
                "unknown kind `{other}` (typed kinds: cuda, opencl, metal, vulkan, rocm, hip, static_library; give other kinds as \"raw\": FILE, or use --import-raw KIND=FILE)"
            ))),
        }
    }
}

fn read_manifest_text(path: &Path) -> Result<String, ExportError> {
    std::fs::read_to_string(path).map_err(|source| ExportError::Io {
        path: path.display().to_string(),
        source,
    })
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
            tirx: None,
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
                tirx: None,
            })
        }
    }
}

mod from_tree;
pub use from_tree::{dtype_name, file_part, manifests_from_tree};

/// The architecture modlink's targets know an object's architecture as.
pub(crate) fn object_arch(arch: object::Architecture) -> Option<Arch> {
    Some(match arch {
        object::Architecture::X86_64 => Arch::X86_64,
        object::Architecture::I386 => Arch::X86,
        object::Architecture::Aarch64 => Arch::Aarch64,
        object::Architecture::Arm => Arch::Arm,
        object::Architecture::Riscv64 => Arch::Riscv64,
        object::Architecture::PowerPc64 => Arch::Powerpc64le,
        object::Architecture::S390x => Arch::S390x,
        object::Architecture::Wasm32 => Arch::Wasm32,
        _ => return None,
    })
}

/// Refuses bytes that are neither an object file nor an archive of object files and, with a
/// target, objects of another architecture or object format than the target's.
fn objects_for_target(bytes: &[u8], target: Option<&TargetSpec>) -> Result<(), String> {
    use object::Object;
    let check = |what: &str, data: &[u8]| -> Result<(), String> {
        let file = object::File::parse(data)
            .map_err(|e| format!("{what} is not an object file or archive ({e})"))?;
        let Some(target) = target else {
            return Ok(());
        };
        let format = match file.format() {
            object::BinaryFormat::Elf => Some(ObjectFormat::Elf),
            object::BinaryFormat::MachO => Some(ObjectFormat::MachO),
            object::BinaryFormat::Coff | object::BinaryFormat::Pe => Some(ObjectFormat::Coff),
            object::BinaryFormat::Wasm => Some(ObjectFormat::Wasm),
            _ => None,
        };
        if object_arch(file.architecture()) != Some(target.arch())
            || format != Some(target.object_format())
        {
            return Err(format!(
                "{what} is for {:?} {:?}, but the target is {}",
                file.architecture(),
                file.format(),
                target.triple()
            ));
        }
        Ok(())
    };
    if !bytes.starts_with(b"!<arch>\n") && !bytes.starts_with(b"!<thin>\n") {
        return check("the file", bytes);
    }
    let archive = object::read::archive::ArchiveFile::parse(bytes)
        .map_err(|e| format!("not an archive: {e}"))?;
    for member in archive.members() {
        let member = member.map_err(|e| format!("archive member: {e}"))?;
        let name = String::from_utf8_lossy(member.name()).into_owned();
        let data = member
            .data(bytes)
            .map_err(|e| format!("archive member {name}: {e}"))?;
        check(&format!("archive member {name}"), data)?;
    }
    Ok(())
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

    #[test]
    fn bool_is_tvm_027s_and_uint1_keeps_the_older_encoding() {
        // tvm.DataType("bool") is (6, 8, 1) in TVM 0.27; TVM <= 0.20 wrote bool as uint1.
        let dt = |code, bits, lanes| DLDataType { code, bits, lanes };
        assert_eq!(parse_dtype("bool"), Some(dt(6, 8, 1)));
        assert_eq!(parse_dtype("uint1"), Some(dt(1, 1, 1)));
        // Extracting names each encoding so that rebuilding writes the same bytes.
        assert_eq!(dtype_name(dt(6, 8, 1)).as_deref(), Some("bool"));
        assert_eq!(dtype_name(dt(1, 1, 1)).as_deref(), Some("uint1"));
        assert_eq!(dtype_name(dt(2, 16, 4)).as_deref(), Some("float16x4"));
        // No name parses back to a 32-bit handle or an unknown code.
        assert_eq!(dtype_name(dt(3, 32, 1)), None);
        assert_eq!(dtype_name(dt(18, 8, 1)), None);
    }
}
