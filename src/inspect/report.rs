//! The inspection record of a library: what `modlink inspect --json` prints and what the Python
//! package's `modlink.inspect` returns, built once here so the two cannot drift apart.
//!
//! [`Report`] serializes (serde) to the JSON object; [`module_entries`] is its module list, which
//! `modlink extract` also writes as `tree.json`.

use super::locate::{LocateError, LocateOptions, Located, locate_file_with};
use crate::blob::Layout;
use crate::module::relax_text::{ConstLoaderSummary, ExecutableSummary, provided_names};
use crate::module::{CudaTarget, DeviceModule, LIB_KEY, ModuleTree, Node, Payload};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;

/// One module as `inspect --json` and `extract`'s `tree.json` list it.
#[derive(Clone, Debug, Serialize)]
pub struct ModuleEntry {
    /// Position in the blob (0 is the root).
    pub index: usize,
    /// `_lib` or the module kind.
    pub kind: String,
    /// Child indices in blob order.
    pub imports: Vec<usize>,
    /// Payload size as serialized in the blob's layout (0 for `_lib`).
    pub payload_bytes: u64,
    /// A device module's code format.
    pub fmt: Option<String>,
    /// Host functions for `_lib`, the function table of a device module, a static library's
    /// function names.
    pub functions: Vec<String>,
    /// A Relax VM executable: its functions, constants, the builtins and kernels it calls and
    /// the names nothing provides.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relax: Option<ExecutableSummary>,
    /// A `const_loader` module: its constants and the functions that receive them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub const_loader: Option<ConstLoaderSummary>,
    /// A Relax VM executable's disassembly (only when asked for: [`Report::with_disassembly`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disasm: Option<String>,
    /// A device module's kernels and, for `cuda`, the target of its code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub device: Option<DeviceSummary>,
    /// Why the module's payload could not be decoded (field and offset), when it could not:
    /// the module is then listed with its kind and size only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<String>,
}

/// What inspection shows of a device module beyond its fmt.
#[derive(Clone, Debug, Serialize)]
pub struct DeviceSummary {
    /// A `cuda` module: the architecture its code is built for (`sm_90`, the PTX target,
    /// `fatbin`, `source`); `None` for other kinds or when the code could not be read.
    pub arch: Option<String>,
    /// A `cuda` module: what was read from the code (cubin SM and ELF ABI version, PTX ISA
    /// version and target).
    pub target: Option<CudaTarget>,
    /// A `cuda` module whose code could not be read: why (the field and offset).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_error: Option<String>,
    /// The function table in serialized order.
    pub kernels: Vec<KernelSummary>,
    /// A TIRx `cuda` module: the build settings (JSON text) its payload ends with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub build_settings: Option<String>,
}

/// One kernel of a device module's function table.
#[derive(Clone, Debug, Serialize)]
pub struct KernelSummary {
    /// The kernel symbol.
    pub name: String,
    /// Argument types by their TVM names (`handle`, `float32`, …).
    pub arg_types: Vec<String>,
    /// Launch parameter tags in order (`blockIdx.x`, `threadIdx.x`, …).
    pub launch_param_tags: Vec<String>,
    /// Per-argument extra tags (0 none, 1 TensorMap); `None` for TVM ≤ 0.20's records.
    pub arg_extra_tags: Option<Vec<i32>>,
    /// The record's version: 1 (TVM), 2 (TIRx, with the two fields below).
    pub function_info_version: u8,
    /// A v2 record's `cuda_launch_fields` (names of the launch values, in call order).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cuda_launch_fields: Option<Vec<String>>,
    /// A v2 record's `cuda_kernel_attrs`, in serialized order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cuda_kernel_attrs: Option<Vec<(String, i64)>>,
}

/// The whole inspection record of one file: where the blob is, the file's facts and every
/// module of its tree.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The file.
    pub path: String,
    /// What the file is (`classify::FileKind::json_name`: `shared-library`, `model-library-format`, …).
    pub kind: &'static str,
    /// `elf`, `macho`, `pe`, `archive`, …
    pub object_format: &'static str,
    /// Architecture family of the object holding the blob.
    pub arch: String,
    /// `little` or `big`.
    pub endianness: &'static str,
    /// 32 or 64.
    pub bits: u8,
    /// The target triple the file most likely was built for.
    pub triple: String,
    /// The blob layout (`current`, `legacy`), `None` without a blob.
    pub layout: Option<String>,
    /// The blob symbol.
    pub symbol: Option<String>,
    /// The system-library prefix of the blob symbol.
    pub prefix: Option<String>,
    /// The archive or tar member holding the blob.
    pub member: Option<String>,
    /// Bytes of the blob, header included.
    pub blob_bytes: Option<usize>,
    /// Where the blob starts in the file.
    pub blob_file_offset: Option<u64>,
    /// The slices of a universal Mach-O file.
    pub fat_arches: Vec<String>,
    /// Index of the root module (always 0).
    pub root: usize,
    /// Functions the host code exports (`__tvm_ffi_<name>` as `<name>`).
    pub host_functions: Vec<String>,
    /// Symbols the file needs from elsewhere.
    pub undefined_symbols: Vec<String>,
    /// Those of `undefined_symbols` referenced only weakly (optional at load time).
    pub weak_undefined_symbols: Vec<String>,
    /// Per kernel built at several CPU levels, its levels.
    pub cpu_levels: BTreeMap<String, Vec<String>>,
    /// Every module of the tree, in blob order.
    pub modules: Vec<ModuleEntry>,
    /// With `inspect --verify`: what the digest check found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digest: Option<String>,
}

impl Report {
    /// The record of a located file and its module tree.
    pub fn new(located: &Located, tree: &ModuleTree) -> Report {
        Report {
            path: located.path.display().to_string(),
            kind: super::classify::FileKind::of(located).json_name(),
            object_format: located.object_format.as_str(),
            arch: located.arch.clone(),
            endianness: located.endianness.as_str(),
            bits: located.bits,
            triple: located.triple_guess.clone(),
            layout: located.layout.map(|layout| layout.to_string()),
            symbol: located.symbol.clone(),
            prefix: located.prefix.clone(),
            member: located.member.clone(),
            blob_bytes: located.blob.as_ref().map(|blob| blob.len()),
            blob_file_offset: located.blob_file_offset,
            fat_arches: located.fat_arches.clone(),
            root: 0,
            host_functions: located.host_functions.clone(),
            undefined_symbols: located.undefined_symbols.clone(),
            weak_undefined_symbols: located.weak_undefined_symbols.clone(),
            cpu_levels: located.kernel_cpu_levels.clone(),
            modules: module_entries(located, tree),
            digest: None,
        }
    }

    /// Marks the modules whose payload could not be decoded, with why
    /// ([`Located::tree_keeping_unreadable`]).
    pub fn with_unreadable(mut self, unreadable: &[(usize, String)]) -> Report {
        for (index, error) in unreadable {
            if let Some(module) = self.modules.get_mut(*index) {
                module.unreadable = Some(error.clone());
            }
        }
        self
    }

    /// Adds what `inspect --verify` found of the blob digest.
    pub fn with_digest(mut self, finding: String) -> Report {
        self.digest = Some(finding);
        self
    }

    /// Adds each Relax VM executable's disassembly (TVM's `as_text`) to its module entry.
    pub fn with_disassembly(mut self, tree: &ModuleTree) -> Report {
        for (module, node) in self.modules.iter_mut().zip(&tree.nodes) {
            if let Payload::RelaxExecutable(exe) = &node.payload {
                module.disasm = Some(exe.disassemble());
            }
        }
        self
    }
}

/// Locates the blob of `path`, reads its tree and makes its record, without running anything
/// in the file.
pub fn report_file(path: &Path, options: &LocateOptions) -> Result<Report, LocateError> {
    let located = locate_file_with(path, options)?;
    let tree = located.tree()?;
    Ok(Report::new(&located, &tree))
}

/// The module list: index, kind, imports, payload size, fmt and functions of each module, and
/// a device module's kernels and target.
pub fn module_entries(located: &Located, tree: &ModuleTree) -> Vec<ModuleEntry> {
    let layout = located.layout.unwrap_or(Layout::Current);
    tree.nodes
        .iter()
        .enumerate()
        .map(|(index, node)| {
            let entry = module_entry(located, tree, layout, index, node);
            with_inspect_only_kernels(entry, node, layout)
        })
        .collect()
}

/// A `webgpu` or `vulkan` module stays opaque bytes in the tree (written back unchanged), but
/// its kernels are still shown when its payload reads as TVM 0.27 writes it.
fn with_inspect_only_kernels(mut entry: ModuleEntry, node: &Node, layout: Layout) -> ModuleEntry {
    let Payload::Opaque(bytes) = &node.payload else {
        return entry;
    };
    if layout != Layout::Current {
        return entry;
    }
    if let Some(Ok(device)) = crate::blob::read_inspect_only_device(&node.kind, bytes) {
        entry.fmt = Some(device.fmt.clone());
        entry.functions = device.functions.iter().map(|(k, _)| k.clone()).collect();
        entry.device = Some(device_summary(&node.kind, &device));
    }
    entry
}

fn module_entry(
    located: &Located,
    tree: &ModuleTree,
    layout: Layout,
    index: usize,
    node: &Node,
) -> ModuleEntry {
    ModuleEntry {
        index,
        kind: node.kind.clone(),
        imports: tree.imports.get(index).cloned().unwrap_or_default(),
        payload_bytes: crate::blob::payload_len(tree, index, layout).unwrap_or(0),
        fmt: match &node.payload {
            Payload::Device(device) => Some(device.fmt.clone()),
            _ => None,
        },
        functions: if node.kind == LIB_KEY {
            located.host_functions.clone()
        } else {
            tree.function_names(index)
        },
        relax: match &node.payload {
            Payload::RelaxExecutable(exe) => {
                Some(exe.summary(&provided_names(tree, index, &located.host_functions)))
            }
            _ => None,
        },
        const_loader: match &node.payload {
            Payload::ConstLoader(loader) => Some(loader.summary()),
            _ => None,
        },
        disasm: None,
        device: match &node.payload {
            Payload::Device(device) => Some(device_summary(&node.kind, device)),
            _ => None,
        },
        unreadable: None,
    }
}

/// The kernels of a device module and, when `kind` is `cuda`, its code's target (a target
/// that cannot be read is reported, not fatal: the rest of the library is still shown).
fn device_summary(kind: &str, device: &DeviceModule) -> DeviceSummary {
    let (target, target_error) = if kind == "cuda" {
        match device.cuda_target() {
            Ok(target) => (Some(target), None),
            Err(error) => (None, Some(error.to_string())),
        }
    } else {
        (None, None)
    };
    DeviceSummary {
        arch: target.as_ref().map(CudaTarget::arch),
        target,
        target_error,
        kernels: device
            .functions
            .iter()
            .map(|(_, info)| KernelSummary {
                name: info.name.clone(),
                arg_types: info.arg_types.iter().map(ToString::to_string).collect(),
                launch_param_tags: info.launch_param_tags.clone(),
                arg_extra_tags: info.arg_extra_tags.clone(),
                function_info_version: if info.tirx.is_some() { 2 } else { 1 },
                cuda_launch_fields: info.tirx.as_ref().map(|t| t.cuda_launch_fields.clone()),
                cuda_kernel_attrs: info.tirx.as_ref().map(|t| t.cuda_kernel_attrs.clone()),
            })
            .collect(),
        build_settings: device.build_settings.clone(),
    }
}
