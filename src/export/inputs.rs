//! What an export takes and gives: its inputs, its options and its report.

use super::kinds::{OutputKind, Packer};
use crate::link::LinkerFlavor;
use crate::module::ModuleTree;
use crate::pack::PackOptions;
use crate::target::TargetSpec;
use std::ffi::OsString;
use std::path::PathBuf;

/// What goes into the library: the module tree and the host code objects.
#[derive(Clone, Debug, Default)]
pub struct ExportInputs {
    /// The module tree in TVM's order (see `ModuleGraph::to_tree`); its `_lib` node stands for
    /// the host objects. A tree whose root has no imports gets no blob (like TVM) unless
    /// [`ExportOptions::always_write_blob`] is set.
    pub tree: ModuleTree,
    /// Host code: object files for the target (from the codegen layer, or brought by the user),
    /// written as `lib0.o`, `lib1.o`, … in this order.
    pub host_objects: Vec<Vec<u8>>,
}

impl ExportInputs {
    /// Inputs from a module graph as a user builds it (indexed the way TVM does) and host
    /// objects.
    pub fn from_graph(
        graph: &crate::module::ModuleGraph,
        host_objects: Vec<Vec<u8>>,
    ) -> crate::Result<ExportInputs> {
        Ok(ExportInputs {
            tree: graph.to_tree()?,
            host_objects,
        })
    }

    /// A host-only tree (one `_lib` node) and no objects yet.
    pub fn host_only() -> ExportInputs {
        ExportInputs {
            tree: ModuleTree {
                nodes: vec![crate::module::Node {
                    kind: crate::module::LIB_KEY.to_string(),
                    payload: crate::module::Payload::Lib,
                }],
                imports: vec![Vec::new()],
            },
            host_objects: Vec::new(),
        }
    }

    /// The inputs of a device library before its device module joins: `host`'s CPU kernels
    /// compiled into `_lib` (none when it has none). A name among `device_kernels` that is also
    /// a host kernel is refused: both would be the packed function `__tvm_ffi_<name>`.
    #[cfg(feature = "llvm")]
    pub(super) fn beside_device_kernels<'a>(
        host: &crate::ir::Program,
        mut device_kernels: impl Iterator<Item = &'a str>,
        target: &TargetSpec,
        codegen: &crate::codegen::CodegenOptions,
    ) -> crate::Result<ExportInputs> {
        if let Some(clash) =
            device_kernels.find(|name| host.kernels.iter().any(|k| k.name == *name))
        {
            return Err(super::error::ExportError::Inputs(format!(
                "kernel `{clash}` is both a host kernel and a device kernel: both would be the \
                 packed function `__tvm_ffi_{clash}`"
            ))
            .into());
        }
        let mut inputs = ExportInputs::host_only();
        if !host.kernels.is_empty() {
            inputs.compile(host, target, codegen)?;
        }
        Ok(inputs)
    }
}

/// How to export.
#[derive(Clone, Debug)]
pub struct ExportOptions {
    /// The target the host objects were compiled for.
    pub target: TargetSpec,
    /// The blob packer.
    pub packer: Packer,
    /// Blob layout and system-lib prefix.
    pub pack: PackOptions,
    /// Write the blob even when the root has no imports.
    pub always_write_blob: bool,
    /// The linker program; discovered from the environment when `None`.
    pub linker: Option<PathBuf>,
    /// Forces the linker flavour instead of inferring it from the program name.
    pub linker_flavor: Option<LinkerFlavor>,
    /// Extra linker arguments, before the objects.
    pub linker_args: Vec<OsString>,
    /// Keep the work files (objects, C source) in this directory instead of a temporary one.
    pub keep_temps: Option<PathBuf>,
    /// The tar members' mtime; `None` reads `SOURCE_DATE_EPOCH`, else 0.
    pub source_date_epoch: Option<u64>,
    /// Link in the `__modlink_blob_digest` side symbol (see [`crate::blob::digest`]).
    pub digest: bool,
    /// Told how packing, linking and writing the output advance (for progress bars).
    pub progress: Option<crate::progress::Progress>,
}

impl ExportOptions {
    /// Options for `target` with the defaults: default packer, current layout, no system lib.
    pub fn new(target: TargetSpec) -> ExportOptions {
        ExportOptions {
            target,
            packer: Packer::default(),
            pack: PackOptions::default(),
            always_write_blob: false,
            linker: None,
            linker_flavor: None,
            linker_args: Vec::new(),
            keep_temps: None,
            source_date_epoch: None,
            digest: false,
            progress: None,
        }
    }
}

/// What an export did.
#[derive(Clone, Debug)]
pub struct ExportReport {
    /// The file written.
    pub output: PathBuf,
    /// Its kind.
    pub kind: OutputKind,
    /// The blob symbol and its size (8 + nbytes), when a blob was packed.
    pub blob: Option<(String, u64)>,
    /// The objects that went into the output, by member name, in order.
    pub objects: Vec<String>,
    /// The external commands run (compiler, linker, archiver), shell-quoted.
    pub commands: Vec<String>,
}
