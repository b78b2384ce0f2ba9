//! The choices an export makes before it runs anything: the packer that actually writes the
//! blob object, whether the blob goes straight into the library, the
//! linker and what it exports. Each asks `target` what the target can do.

use super::error::ExportError;
use super::inputs::{ExportInputs, ExportOptions};
use super::kinds::{OutputKind, Packer};
use crate::link::{self, LinkCommand, Linker, LinkerFlavor, discover::process_env};
use crate::target::TargetSpec;
use std::path::{Path, PathBuf};

/// Whether the blob can go straight into the output for this export: a shared library,
/// [`Packer::Direct`], a target whose linked libraries modlink can write the blob into
/// ([`TargetSpec::can_write_linked_directly`]), no system-lib constructor to emit.
pub(super) fn goes_direct(kind: OutputKind, options: &ExportOptions) -> bool {
    kind == OutputKind::SharedLibrary
        && options.packer == Packer::Direct
        && options.target.can_write_linked_directly()
        && !options.pack.is_system_lib()
}

/// Whether `blob_object::pack_blob_streamed` can pack for this export: the direct object packer on a
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
