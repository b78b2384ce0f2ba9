//! The choices an export makes before it runs anything: the output kind, the packer that
//! actually writes the blob object, whether the blob goes straight into the library, the
//! linker and what it exports. Each asks `target` what the target can do.

use super::{ExportError, ExportInputs, ExportOptions};
use crate::link::{self, LinkCommand, Linker, LinkerFlavor, discover::process_env};
use crate::pack::PackOptions;
use crate::target::TargetSpec;
use std::path::{Path, PathBuf};

/// Which packer turns the blob into an object, or whether the blob skips the linker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Packer {
    /// The blob written straight into the linked ELF shared library, Mach-O dylib or PE DLL: the
    /// linker only sees a reserved, empty section (docs/export.md, "Direct blob"). Other outputs and formats, and
    /// system libraries, take [`Packer::Object`] (system libraries: [`Packer::Llvm`] when built
    /// with LLVM), as does a library whose linked layout does not allow it.
    Direct,
    /// LLVM global constant (TVM's `PackImportsToLLVM`); needs the `llvm` feature.
    Llvm,
    /// C source compiled by a C compiler (TVM's `PackImportsToC`).
    C,
    /// The object written directly (no LLVM, no compiler); not for system libraries.
    Object,
}

impl Default for Packer {
    /// [`Packer::Direct`]: the blob's bytes are written once, into the final file.
    fn default() -> Self {
        Packer::Direct
    }
}

impl Packer {
    /// The packer that writes the blob object when the blob does not go straight into the
    /// library ([`Packer::Direct`] resolves to the streaming object writer, or to LLVM for a
    /// system library, which needs a constructor).
    pub(super) fn for_object(self, options: &PackOptions) -> Packer {
        match self {
            Packer::Direct if options.is_system_lib() && cfg!(feature = "llvm") => Packer::Llvm,
            Packer::Direct => Packer::Object,
            other => other,
        }
    }
}

/// The kind of file an export writes, chosen by the output's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutputKind {
    /// `.so`, `.dylib`, `.dll`.
    SharedLibrary,
    /// `.a`: a static (system) library.
    StaticLibrary,
    /// `.tar`: the objects, uncompressed.
    Tar,
    /// `.o`: one relocatable object.
    Object,
}

impl OutputKind {
    /// The kind for `out` on `target`; a shared-library suffix that is not the target's
    /// (`.so` for a Windows target) is an error.
    pub fn for_path(out: &Path, target: &TargetSpec) -> Result<OutputKind, ExportError> {
        let extension = out
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        let bad = |message: String| ExportError::OutputKind {
            path: out.display().to_string(),
            message,
        };
        match extension.as_str() {
            "a" => Ok(OutputKind::StaticLibrary),
            "tar" => Ok(OutputKind::Tar),
            "o" | "obj" => Ok(OutputKind::Object),
            "so" | "dylib" | "dll" | "wasm" => {
                if !target.supports_shared_library() {
                    return Err(bad(format!(
                        "{target} cannot have a shared library (use {})",
                        output_suffixes(target)
                    )));
                }
                if extension != target.dylib_suffix() {
                    return Err(bad(format!(
                        "a shared library for {target} ends in `.{}`, not `.{extension}`",
                        target.dylib_suffix()
                    )));
                }
                Ok(OutputKind::SharedLibrary)
            }
            "" => Err(bad(format!(
                "the output kind is chosen by the extension, and this name has none (use {})",
                output_suffixes(target)
            ))),
            _ => Err(bad(format!(
                "unknown output extension `.{extension}` (use {})",
                output_suffixes(target)
            ))),
        }
    }
}

/// The output suffixes `target` supports, for error messages. wasm32 gets no `.wasm` module:
/// a wasm32 module cannot load another at run time, and TVM's own web flow links the kernel
/// objects into the one module that also holds the runtime, so objects are what it needs.
fn output_suffixes(target: &TargetSpec) -> String {
    if target.supports_shared_library() {
        format!(".{}, .a, .tar or .o", target.dylib_suffix())
    } else {
        ".o or .tar, then link the objects into your module with wasm-ld or emcc".to_string()
    }
}

/// Whether the blob can go straight into the output for this export: a shared library,
/// [`Packer::Direct`], a target whose linked libraries modlink can write the blob into
/// ([`TargetSpec::can_write_linked_directly`]), no system-lib constructor to emit.
pub(super) fn goes_direct(kind: OutputKind, options: &ExportOptions) -> bool {
    kind == OutputKind::SharedLibrary
        && options.packer == Packer::Direct
        && options.target.can_write_linked_directly()
        && !options.pack.is_system_lib()
}

/// Whether `library::pack_blob_streamed` can pack for this export: the direct object packer on a
/// format the streaming writers cover.
pub(super) fn streams_blob(packer: Packer, target: &TargetSpec) -> bool {
    packer == Packer::Object && target.can_stream_objects()
}

/// The packer that actually runs. The object writer has no WebAssembly output, so on wasm32
/// `--pack object` goes through the LLVM packer, which writes the same symbol and bytes.
pub(super) fn effective_packer(
    requested: Packer,
    target: &TargetSpec,
) -> Result<Packer, ExportError> {
    if requested != Packer::Object || target.can_write_objects_directly() {
        return Ok(requested);
    }
    if cfg!(feature = "llvm") {
        Ok(Packer::Llvm)
    } else {
        Err(ExportError::Packer {
            packer: "object",
            message: format!(
                "the object writer cannot write {target} objects and this modlink is built \
                 without LLVM, which writes them for `--pack llvm`; use `--pack c` (clang) or \
                 a modlink built with an llvm feature"
            ),
        })
    }
}

/// On COFF only `dllexport`ed symbols are visible to the loader; host objects written without
/// it (plain C) would export nothing, so every defined `__tvm_ffi_*` function is exported
/// explicitly. ELF and Mach-O export all global symbols anyway.
pub(super) fn coff_exports(inputs: &ExportInputs, target: &TargetSpec) -> Vec<String> {
    use object::{Object, ObjectSymbol};
    if !target.is_windows() {
        return Vec::new();
    }
    let mut exports: Vec<String> = inputs
        .host_objects
        .iter()
        .filter_map(|bytes| object::File::parse(bytes.as_slice()).ok())
        .flat_map(|file| {
            file.symbols()
                .filter(|s| s.is_global() && s.is_definition())
                .filter(|s| s.kind() == object::SymbolKind::Text)
                .filter_map(|s| s.name().ok().map(str::to_string))
                .filter(|name| name.starts_with("__tvm_ffi_"))
                .collect::<Vec<_>>()
        })
        .collect();
    exports.sort();
    exports.dedup();
    exports
}

/// [`choose_linker`], with the host `cc` replaced by `ld` itself when the host objects need
/// nothing from the driver ([`link::driverless_ld`]): the driver's process chain is most of a
/// small export's link time. The blob and digest objects are modlink's own and never do.
pub(super) fn choose_shared_linker(
    options: &ExportOptions,
    inputs: &ExportInputs,
) -> crate::Result<Box<dyn Linker>> {
    let linker = choose_linker(options)?;
    if options.linker.is_some()
        || options.linker_flavor.is_some()
        || !options.linker_args.is_empty()
    {
        return Ok(linker);
    }
    let objects: Vec<&[u8]> = inputs.host_objects.iter().map(Vec::as_slice).collect();
    Ok(
        match link::driverless_ld(&options.target, linker.as_ref(), &objects, &process_env) {
            Some(ld) => Box::new(ld),
            None => linker,
        },
    )
}

pub(super) fn choose_linker(options: &ExportOptions) -> crate::Result<Box<dyn Linker>> {
    Ok(match &options.linker {
        Some(program) => link::linker_for_program(program.clone(), options.linker_flavor),
        None => {
            let found = link::discover_linker(&options.target, &process_env)?;
            match options.linker_flavor {
                Some(flavor) => {
                    link::linker_for_program(found.program().to_path_buf(), Some(flavor))
                }
                None => found,
            }
        }
    })
}

/// `-r`: merge objects into one relocatable object (C drivers and ld.lld).
pub(super) fn relocatable_command(
    linker: &dyn Linker,
    objects: &[PathBuf],
    out: &Path,
) -> crate::Result<LinkCommand> {
    let mut command = LinkCommand::new(linker.program());
    match linker.flavor() {
        LinkerFlavor::CcDriver | LinkerFlavor::CrossGcc => {
            command.args(["-r", "-nostdlib", "-o"]);
        }
        LinkerFlavor::LdLld | LinkerFlavor::Ld64Lld | LinkerFlavor::GnuLd => {
            command.args(["-r", "-o"]);
        }
        LinkerFlavor::LldLink => {
            return Err(ExportError::OutputKind {
                path: out.display().to_string(),
                message: "COFF objects cannot be merged into one .obj; use .tar or .dll".into(),
            }
            .into());
        }
    }
    command.arg(link::path_arg(out));
    command.args(objects.iter().map(|o| link::path_arg(o)));
    Ok(command)
}
