//! What a file is, in the terms a user deploying it needs: a library a runtime loads, or
//! something to link first, and with what. One answer, read from the locator's parse, shared by
//! `modlink inspect` (its `kind:` line), `modlink check` (no runtime loads a Model Library Format
//! tarball) and `modlink run` / `run-model` (which refuse what they cannot open, saying what to
//! do instead).

use super::locate::{FileFormat, Located};
use crate::module::ModuleTree;
use std::fmt;

/// The kind of a file modlink reads, from its container and headers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FileKind {
    /// A shared library (ELF shared object, Mach-O dylib or bundle, PE DLL): what
    /// `tvm.runtime.load_module` and `modlink run` open.
    SharedLibrary,
    /// A linked image that is not a shared library (an executable).
    Executable,
    /// A relocatable object file (`.o`, `.obj`): linked into a library first.
    Object,
    /// A static archive (`.a`, `.lib`): a system library linked into an executable.
    StaticArchive,
    /// A tar of objects, as TVM's `export_library("x.tar")` writes it: TVM links it into a
    /// shared library when it loads it, with a C compiler of the target.
    ObjectTar,
    /// A Model Library Format tarball (`metadata.json`, `codegen/`, the graph and parameters):
    /// sources and objects for `modlink link-mlf` (or a microTVM project), which no runtime
    /// loads as it is; TVM's `load_module` fails on its directories.
    ModelLibraryFormat,
}

impl FileKind {
    /// The kind of the located file.
    pub fn of(located: &Located) -> FileKind {
        match located.object_format {
            FileFormat::Archive => FileKind::StaticArchive,
            FileFormat::Tar if located.model_library_format => FileKind::ModelLibraryFormat,
            FileFormat::Tar => FileKind::ObjectTar,
            FileFormat::Coff => FileKind::Object,
            FileFormat::Elf | FileFormat::MachO | FileFormat::Pe => match &located.image {
                None => FileKind::Object,
                Some(image) if image.not_shared_library.is_some() => FileKind::Executable,
                Some(_) => FileKind::SharedLibrary,
            },
        }
    }

    /// Its name in `inspect --json` (`"kind"`): `shared_library`, `executable`, `object`,
    /// `static_archive`, `object_tar`, `model_library_format`.
    pub fn json_name(self) -> &'static str {
        match self {
            FileKind::SharedLibrary => "shared_library",
            FileKind::Executable => "executable",
            FileKind::Object => "object",
            FileKind::StaticArchive => "static_archive",
            FileKind::ObjectTar => "object_tar",
            FileKind::ModelLibraryFormat => "model_library_format",
        }
    }

    /// What the file is and what it is for, in one line (`inspect`'s `kind:`).
    pub fn description(self) -> &'static str {
        match self {
            FileKind::SharedLibrary => "shared library (loadable)",
            FileKind::Executable => "executable (not a library: runtimes load shared libraries)",
            FileKind::Object => "object file: link it into a library (`modlink build --object`)",
            FileKind::StaticArchive => {
                "static archive: a system library to link into an executable"
            }
            FileKind::ObjectTar => {
                "object tar: TVM links it into a shared library when it loads it"
            }
            FileKind::ModelLibraryFormat => {
                "Model Library Format: a source/object archive to link with `modlink link-mlf`, \
                 not a loadable library"
            }
        }
    }

    /// Whether `modlink run` (and `Library::open`) can open the file: a shared library.
    pub fn is_shared_library(self) -> bool {
        self == FileKind::SharedLibrary
    }

    /// For a file that is no shared library: what it is and what to do with it first, to
    /// follow "`<path>` is …" in an error (`None` for a shared library).
    pub fn not_a_library(self) -> Option<&'static str> {
        match self {
            FileKind::SharedLibrary => None,
            FileKind::Executable => Some("an executable, not a shared library"),
            FileKind::Object => Some(
                "an object file, not a library: link it into one with `modlink build --object`",
            ),
            FileKind::StaticArchive => Some(
                "a static archive of objects, not a library: link it into one with `modlink \
                 build --object`",
            ),
            FileKind::ObjectTar => Some(
                "a tarball of objects, not a library: link them into one with `modlink build \
                 --object`",
            ),
            FileKind::ModelLibraryFormat => Some(
                "a Model Library Format tarball, not a library: link it into one with `modlink \
                 link-mlf FILE.tar -o FILE.so`",
            ),
        }
    }
}

impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileKind::SharedLibrary => "shared library",
            FileKind::Executable => "executable",
            FileKind::Object => "object file",
            FileKind::StaticArchive => "static archive",
            FileKind::ObjectTar => "object tar",
            FileKind::ModelLibraryFormat => "Model Library Format tarball",
        })
    }
}

/// The executor module at the root of a model library (`relax.VMExecutable`,
/// `GraphExecutorFactory`, …), whose functions run on that executor (`modlink run-model`), not
/// as packed functions; `None` for a kernel library (`_lib` at the root).
pub fn executor_root(tree: &ModuleTree) -> Option<&str> {
    let root = tree.nodes.first()?.kind.as_str();
    EXECUTOR_KINDS.contains(&root).then_some(root)
}

/// The executor kinds at the root of a model library: graph executors and Relax VM
/// executables (what `modlink run-model` runs).
pub const EXECUTOR_KINDS: &[&str] = &[
    "GraphExecutorFactory",
    "GraphRuntimeFactory",
    "relax.VMExecutable",
    "relax.Executable",
];

/// Whether the library's kernels run on a CUDA GPU: its tree holds a `cuda` module, whose
/// host code (TVM's, or modlink's wrappers) refuses tensors of any other device.
pub fn runs_on_cuda(tree: &ModuleTree) -> bool {
    tree.nodes.iter().any(|node| node.kind == CUDA_KIND)
}

/// The kind of a CUDA device module.
const CUDA_KIND: &str = "cuda";
