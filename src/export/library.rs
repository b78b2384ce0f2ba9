//! `export_library`, step by step: host objects into the work directory, the blob packed (or
//! reserved, when it goes straight into the library), the link or archive, the output written.
//! The choices are made in [`super::plan`]; the direct blob's own steps are in
//! [`super::direct_path`].

use super::blob_object::pack_blob_streamed;
use super::direct_path::{self, DirectBlob, Spliced};
use super::error::ExportError;
use super::inputs::{ExportInputs, ExportOptions, ExportReport};
use super::kinds::{OutputKind, Packer};
use super::output;
use super::plan::{
    choose_linker, choose_shared_linker, coff_exports, effective_packer, goes_direct,
    relocatable_command, streams_blob,
};
use super::sized_tree::SizedTree;
use super::work_dir::WorkDir;
use crate::link::{self, LinkCommand, LinkRequest, LinkerFlavor, discover::process_env};
use crate::pack;
use std::path::{Path, PathBuf};

/// Exports `inputs` to `out` (see the module doc for kinds, atomicity and determinism).
pub fn export_library(
    inputs: &ExportInputs,
    out: &Path,
    options: &ExportOptions,
) -> crate::Result<ExportReport> {
    let target = &options.target;
    if let Some(prefix) = &options.pack.system_lib_prefix {
        crate::ir::check_system_lib_prefix(prefix).map_err(|message| ExportError::Argument {
            argument: "--prefix".into(),
            message,
        })?;
    }
    let kind = OutputKind::for_path(out, target)?;
    let final_name = out.file_name().ok_or_else(|| ExportError::OutputKind {
        path: out.display().to_string(),
        message: "the output path has no file name".into(),
    })?;
    // Before anything is packed or linked: an unwritable output fails now, naming `out`.
    output::check_output_file(out)?;
    let work = WorkDir::new(options.keep_temps.as_deref())?;
    let mut report = ExportReport {
        output: out.to_path_buf(),
        kind,
        blob: None,
        objects: Vec::new(),
        commands: Vec::new(),
    };
    let mut objects: Vec<(String, PathBuf)> = Vec::new();
    for (index, bytes) in inputs.host_objects.iter().enumerate() {
        let name = format!("lib{index}.o");
        objects.push((name.clone(), work.write(&name, bytes)?));
    }

    let root_has_imports = inputs.tree.imports.first().is_some_and(|c| !c.is_empty());
    // The tree is checked and measured here, once; every step below takes the result.
    let sized = (root_has_imports || options.always_write_blob)
        .then(|| SizedTree::new(&inputs.tree, options.pack.layout))
        .transpose()?;
    // Set when the blob is to go straight into the linked library: the blob object and digest
    // object paths, to redo the usual way if the linked layout does not allow it.
    let mut direct_blob: Option<DirectBlob> = None;
    if let Some(sized) = &sized {
        let name = format!("{}.o", options.pack.object_stem());
        let path = work.path().join(&name);
        let digest_name = format!("{}_digest.o", options.pack.object_stem());
        let digest = if goes_direct(kind, options) {
            let blob_len = sized.blob_len();
            work.write(
                &name,
                &pack::reserved_blob_object(blob_len, target, &options.pack)?,
            )?;
            direct_blob = Some(DirectBlob {
                blob_len,
                object: path.clone(),
                digest_object: options.digest.then(|| work.path().join(&digest_name)),
            });
            // A placeholder record, patched once the blob's SHA-256 is known.
            crate::blob::digest::BlobDigest {
                layout: options.pack.layout,
                blob_len,
                sha256: [0; 32],
            }
        } else {
            let packer = options.packer.for_object(&options.pack);
            if streams_blob(packer, target) {
                let hashes = pack_blob_streamed(sized, &path, options)?;
                // Without `--digest` no SHA-256 was taken and the record is not written.
                hashes
                    .digest(options.pack.layout)
                    .unwrap_or(crate::blob::digest::BlobDigest {
                        layout: options.pack.layout,
                        blob_len: hashes.len,
                        sha256: [0; 32],
                    })
            } else {
                let blob = sized.encode()?;
                pack_blob(&blob, &path, &work, packer, options, &mut report)?;
                crate::blob::digest::BlobDigest::of(&blob, options.pack.layout)
            }
        };
        report.blob = Some((options.pack.blob_symbol(), digest.blob_len));
        objects.push((name, path));
        if options.digest {
            let bytes = crate::pack::digest_record_object(&digest, target, &options.pack)?;
            objects.push((digest_name.clone(), work.write(&digest_name, &bytes)?));
        }
    }
    if objects.is_empty() {
        return Err(ExportError::Inputs(
            "no host objects and no imports: the library would be empty".into(),
        )
        .into());
    }
    report.objects = objects.iter().map(|(name, _)| name.clone()).collect();
    let object_paths: Vec<PathBuf> = objects.iter().map(|(_, path)| path.clone()).collect();

    match kind {
        OutputKind::SharedLibrary => {
            let linker = choose_shared_linker(options, inputs)?;
            // Linking to a file that already has its final name keeps temporary paths out of
            // the output (DLL export names, install names).
            let linked = work.output_dir()?.join(final_name);
            let exports = coff_exports(inputs, target);
            let mut link_objects = object_paths.clone();
            let mut link_args = options.linker_args.clone();
            if linker.flavor() == LinkerFlavor::LldLink {
                let imports = link::windows::prepare(
                    linker.program(),
                    target,
                    &object_paths,
                    &options.linker_args,
                    work.path(),
                )?;
                for command in &imports.commands {
                    run(command, &mut report)?;
                }
                link_objects.push(imports.support_object.clone());
                link_args = imports.link_args(&options.linker_args);
            }
            // The C runtime libraries the code calls into, named whatever the linker
            // (link::needed): `--no-as-needed` with the other arguments, the stubs after the
            // objects, so their entries follow the objects' own.
            let needed = link::needed_library_args(target, linker.flavor(), work.path())?;
            link_args.extend(needed.args);
            link_objects.extend(needed.inputs);
            let request = LinkRequest {
                target,
                objects: &link_objects,
                output: &linked,
                final_name,
                exports: &exports,
                extra_args: &link_args,
            };
            let command = linker.shared_library_command(&request)?;
            notify(options, crate::progress::Stage::Link);
            if linker.flavor() == LinkerFlavor::LldLink {
                report.commands.push(command.to_string());
                command
                    .run()
                    .map_err(|error| link::windows::explain_failure(error, target))?;
            } else {
                run(&command, &mut report)?;
            }
            if let (Some(direct), Some(sized)) = (&direct_blob, &sized) {
                match direct_path::write_into_linked(direct, &linked, sized, out, options)? {
                    Spliced::Written => return Ok(report),
                    Spliced::Refused(reason) => {
                        // The linker laid the library out in a way the splice does not cover:
                        // link the blob the usual way rather than risk a wrong file.
                        report.commands.push(format!(
                            "# the blob cannot go straight into this library ({reason}): \
                             linking it as an object"
                        ));
                        direct_path::relink_with_blob_object(direct, sized, options)?;
                        run(&command, &mut report)?;
                    }
                }
            }
            notify(options, crate::progress::Stage::Write);
            if work.is_temporary() {
                output::move_into_place(&linked, out)?;
            } else {
                // A kept work directory keeps its copy of everything it made.
                output::write_atomically(out, |file| output::copy_into(&linked, out, file))?;
            }
        }
        OutputKind::StaticLibrary => {
            let archiver = link::discover_archiver(target, &process_env)?;
            let archive = work.output_dir()?.join(final_name);
            // Relative member paths from the work directory: ar records file names only.
            let relative: Vec<PathBuf> = objects.iter().map(|(n, _)| PathBuf::from(n)).collect();
            // `ar` adds to an existing archive: a kept work directory may hold the last one.
            if archive.exists() {
                std::fs::remove_file(&archive).map_err(|source| ExportError::Io {
                    path: archive.display().to_string(),
                    source,
                })?;
            }
            let mut command = link::archive_command(&archiver, &relative, &archive);
            command.current_dir(work.path());
            run(&command, &mut report)?;
            output::write_atomically(out, |file| output::copy_into(&archive, out, file))?;
        }
        OutputKind::Tar => {
            let mtime = options.source_date_epoch.unwrap_or_else(source_date_epoch);
            output::write_atomically(out, |file| output::write_tar(&objects, mtime, out, file))?;
        }
        OutputKind::Object => {
            let single = match object_paths.as_slice() {
                [one] => one.clone(),
                _ => {
                    let linker = choose_linker(options)?;
                    let merged = work.output_dir()?.join(final_name);
                    let command = relocatable_command(linker.as_ref(), &object_paths, &merged)?;
                    run(&command, &mut report)?;
                    merged
                }
            };
            output::write_atomically(out, |file| output::copy_into(&single, out, file))?;
        }
    }
    Ok(report)
}

fn pack_blob(
    blob: &[u8],
    object: &Path,
    work: &WorkDir,
    packer: Packer,
    options: &ExportOptions,
    report: &mut ExportReport,
) -> crate::Result<()> {
    let target = &options.target;
    let io = |source: std::io::Error| ExportError::Io {
        path: object.display().to_string(),
        source,
    };
    match effective_packer(packer, target)? {
        Packer::Object | Packer::Direct => {
            let file = std::fs::File::create(object).map_err(io)?;
            let mut writer = std::io::BufWriter::new(file);
            pack::write_imports_object(blob, target, &options.pack, &mut writer)?;
            std::io::Write::flush(&mut writer).map_err(io)?;
        }
        Packer::C => {
            let source_name = format!("{}.c", options.pack.object_stem());
            let source = work.write(
                &source_name,
                pack::pack_imports_to_c(blob, target, &options.pack).as_bytes(),
            )?;
            let compiler = match (&options.linker, options.linker_flavor) {
                (Some(program), flavor)
                    if matches!(
                        flavor.unwrap_or_else(|| LinkerFlavor::from_program(program)),
                        LinkerFlavor::CcDriver | LinkerFlavor::CrossGcc
                    ) =>
                {
                    program.clone()
                }
                _ => link::discover_c_compiler(target, &process_env)?,
            };
            let command = link::compile_c_command(&compiler, target, &source, object);
            run(&command, report)?;
        }
        Packer::Llvm => {
            #[cfg(feature = "llvm")]
            {
                let bytes = pack::pack_imports_to_llvm(blob, target, &options.pack)?;
                std::fs::write(object, bytes).map_err(io)?;
            }
            #[cfg(not(feature = "llvm"))]
            {
                return Err(ExportError::Packer {
                    packer: "llvm",
                    message: "this modlink is built without LLVM (no llvm feature); use \
                              `--pack object` or `--pack c`"
                        .into(),
                }
                .into());
            }
        }
    }
    Ok(())
}

pub(super) fn notify(options: &ExportOptions, stage: crate::progress::Stage) {
    if let Some(progress) = &options.progress {
        progress.report(stage, 0, 0);
    }
}

pub(super) fn run(command: &LinkCommand, report: &mut ExportReport) -> crate::Result<()> {
    report.commands.push(command.to_string());
    command.run()?;
    Ok(())
}

fn source_date_epoch() -> u64 {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0)
}
