//! The `export_library` pipeline: pack the module tree's blob, link it with the host objects,
//! write the output atomically.
//!
//! Output kinds by extension (TVM's `export_library`, spec §6):
//! * `.so` / `.dylib` / `.dll`: a shared library (the suffix must be the target's);
//! * `.a`: a static system library, members `lib0.o`… and `<P>devc.o` (link it with
//!   `--whole-archive` so the constructors stay);
//! * `.tar`: the same objects in an uncompressed tar (TVM writes gzip under the same name; its
//!   loader untars either);
//! * `.o`: one relocatable object (the host object itself, or all objects merged with `-r`).
//!
//! Everything is built in a temporary work directory; the final file is written to a temporary
//! file in the output's own directory and renamed into place, so a failed or killed export
//! leaves the previous file untouched. Equal inputs give byte-identical outputs: members in a
//! fixed order, tar mtime from `SOURCE_DATE_EPOCH` (else 0) with uid/gid 0, `ar` in
//! deterministic mode, the link done to a file that already has its final name (no temporary
//! path recorded), `/Brepro` for lld-link and `-install_name @rpath/NAME` for Mach-O.

mod direct;
#[cfg(feature = "llvm")]
pub mod host_inputs;
pub mod manifest;
mod output;
pub use output::{check_output_file, prepare_output_dir, write_atomically, write_bytes_atomically};
mod work_dir;

use work_dir::WorkDir;

use crate::blob;
use crate::link::{self, LinkCommand, LinkRequest, Linker, LinkerFlavor, discover::process_env};
use crate::module::ModuleTree;
use crate::pack::{self, PackOptions};
use crate::target::TargetSpec;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// An error in the export pipeline.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ExportError {
    /// Writing the output failed.
    #[error("{path}: {message}")]
    Output {
        /// The output path.
        path: String,
        /// What failed.
        message: String,
    },
    /// The output's extension names no output kind, or one the target cannot produce.
    #[error("{path}: {message}")]
    OutputKind {
        /// The output path.
        path: String,
        /// What is wrong with the extension.
        message: String,
    },
    /// An import manifest is malformed.
    #[error("{path}: {message}")]
    Manifest {
        /// The manifest file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The inputs cannot make a library.
    #[error("nothing to export: {0}")]
    Inputs(String),
    /// An option or argument with a value that cannot be used.
    #[error("{argument}: {message}")]
    Argument {
        /// The option as written on the command line (`--prefix`, `--import-raw`), or the
        /// `ExportOptions` field.
        argument: String,
        /// What is wrong with its value.
        message: String,
    },
    /// The chosen packer cannot write the blob object for this build or target.
    #[error("--pack {packer}: {message}")]
    Packer {
        /// The packer's command-line name (`llvm`, `c`, `object`).
        packer: &'static str,
        /// Why it cannot, and what to use instead.
        message: String,
    },
    /// A work file could not be written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The OS error.
        source: std::io::Error,
    },
}

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
    fn for_object(self, options: &PackOptions) -> Packer {
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

    /// Compiles `program` for `target` with the codegen layer, on one thread per core, and adds
    /// the objects to the host objects (the "compile" step of TVM's `export_library`).
    #[cfg(feature = "llvm")]
    pub fn compile(
        &mut self,
        program: &crate::ir::Program,
        target: &TargetSpec,
        options: &crate::codegen::CodegenOptions,
    ) -> crate::Result<()> {
        self.compile_with_jobs(program, target, options, None)
    }

    /// Like [`ExportInputs::compile`] on `jobs` threads (`None`: one per core). Many kernels
    /// become several objects compiled in parallel (see
    /// [`compile_partitioned`](crate::codegen::compile_partitioned)), the same objects for
    /// any `jobs`.
    #[cfg(feature = "llvm")]
    pub fn compile_with_jobs(
        &mut self,
        program: &crate::ir::Program,
        target: &TargetSpec,
        options: &crate::codegen::CodegenOptions,
        jobs: Option<std::num::NonZeroUsize>,
    ) -> crate::Result<()> {
        let options = crate::codegen::CodegenOptions {
            emit: crate::codegen::Emit::Object,
            ..options.clone()
        };
        let outputs = crate::codegen::compile_partitioned(program, target, &options, jobs)?;
        self.host_objects
            .extend(outputs.into_iter().map(|host| host.bytes));
        Ok(())
    }

    /// Like [`ExportInputs::compile_with_jobs`], taking the units it can from `cache` and
    /// storing the others (see
    /// [`compile_partitioned_cached`](crate::codegen::compile_partitioned_cached)); the
    /// objects, and so the library, are the same bytes as without the cache.
    #[cfg(feature = "llvm")]
    pub fn compile_cached(
        &mut self,
        program: &crate::ir::Program,
        target: &TargetSpec,
        options: &crate::codegen::CodegenOptions,
        jobs: Option<std::num::NonZeroUsize>,
        cache: &mut crate::cache::UnitCache,
    ) -> crate::Result<()> {
        let options = crate::codegen::CodegenOptions {
            emit: crate::codegen::Emit::Object,
            ..options.clone()
        };
        let outputs =
            crate::codegen::compile_partitioned_cached(program, target, &options, jobs, cache)?;
        self.host_objects
            .extend(outputs.into_iter().map(|host| host.bytes));
        Ok(())
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
    // Set when the blob is to go straight into the linked library: the blob object and digest
    // object paths, to redo the usual way if the linked layout does not allow it.
    let mut direct_blob: Option<DirectBlob> = None;
    if root_has_imports || options.always_write_blob {
        let name = format!("{}.o", options.pack.object_stem());
        let path = work.path().join(&name);
        let digest_name = format!("{}_digest.o", options.pack.object_stem());
        let digest = if kind == OutputKind::SharedLibrary && goes_direct(options) {
            let blob_len = blob::encoded_len(&inputs.tree, options.pack.layout)?;
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
                let hashes = pack_blob_streamed(&inputs.tree, &path, options)?;
                // Without `--digest` no SHA-256 was taken and the record is not written.
                hashes
                    .digest(options.pack.layout)
                    .unwrap_or(crate::blob::digest::BlobDigest {
                        layout: options.pack.layout,
                        blob_len: hashes.len,
                        sha256: [0; 32],
                    })
            } else {
                let blob = blob::write(&inputs.tree, options.pack.layout)?;
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
            if let Some(direct) = &direct_blob {
                let linked_bytes = std::fs::read(&linked).map_err(|source| ExportError::Io {
                    path: linked.display().to_string(),
                    source,
                })?;
                let digest_symbol = options.digest.then(|| {
                    crate::blob::digest::digest_symbol(
                        options.pack.system_lib_prefix.as_deref().unwrap_or(""),
                    )
                });
                match direct::Splice::plan(
                    linked_bytes,
                    &options.pack.blob_symbol(),
                    direct.blob_len,
                    digest_symbol.as_deref(),
                ) {
                    Ok(splice) => {
                        write_direct(&splice, &inputs.tree, out, options)?;
                        return Ok(report);
                    }
                    Err(reason) => {
                        // The linker laid the library out in a way the splice does not cover:
                        // link the blob the usual way rather than risk a wrong file.
                        report.commands.push(format!(
                            "# the blob cannot go straight into this library ({reason}): \
                             linking it as an object"
                        ));
                        relink_with_blob_object(direct, &inputs.tree, options)?;
                        run(&command, &mut report)?;
                    }
                }
            }
            notify(options, crate::progress::Stage::Write);
            if work.is_temporary() {
                output::move_into_place(&linked, out)?;
            } else {
                // A kept work directory keeps its copy of everything it made.
                output::write_atomically(out, |file| output::copy_into(&linked, file))?;
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
            output::write_atomically(out, |file| output::copy_into(&archive, file))?;
        }
        OutputKind::Tar => {
            let mtime = options.source_date_epoch.unwrap_or_else(source_date_epoch);
            output::write_atomically(out, |file| output::write_tar(&objects, mtime, file))?;
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
            output::write_atomically(out, |file| output::copy_into(&single, file))?;
        }
    }
    Ok(report)
}

/// The object packer without the blob ever in memory: the tree is serialized straight through
/// the streaming object writer into the object file, so memory stays flat for multi-GiB trees
/// (payloads memory-mapped by the caller are read once, in order).
fn pack_blob_streamed(
    tree: &ModuleTree,
    object: &Path,
    options: &ExportOptions,
) -> crate::Result<crate::blob::digest::StreamHashes> {
    let layout = options.pack.layout;
    let blob_len = blob::encoded_len(tree, layout)?;
    let out = std::fs::File::create(object).map_err(|source| ExportError::Io {
        path: object.display().to_string(),
        source,
    })?;
    let mut blob_error = None;
    // The digest (when asked for) is taken on the way into the object: the one pass over the
    // payloads serves both.
    let mut hashes = None;
    let mut source = |sink: &mut dyn std::io::Write| -> std::io::Result<()> {
        let mut hashing = crate::blob::digest::HashingWriter::new(sink, options.digest);
        let written = blob::write_to(tree, layout, &mut hashing)
            .map(drop)
            .map_err(|e| {
                let message = e.to_string();
                blob_error = Some(e);
                std::io::Error::other(message)
            });
        hashes = Some(hashing.finish());
        written
    };
    let mut progress = |done: u64| {
        if let Some(progress) = &options.progress {
            progress.report(crate::progress::Stage::Pack, done, blob_len);
        }
    };
    let packed = pack::write_imports_object_observed(
        blob_len,
        &mut source,
        &options.target,
        &options.pack,
        pack::LARGE_DATA_THRESHOLD as u64,
        out,
        &mut progress,
    );
    if let Some(e) = blob_error {
        return Err(e.into());
    }
    packed?;
    let hashes = hashes.ok_or_else(|| ExportError::Output {
        path: object.display().to_string(),
        message: "the object writer did not ask for the blob".into(),
    })?;
    // The object writer has already refused a blob of any other length than `blob_len`.
    Ok(hashes)
}

/// The blob object and digest object of an export whose blob goes straight into the library.
struct DirectBlob {
    blob_len: u64,
    object: PathBuf,
    digest_object: Option<PathBuf>,
}

/// Whether the blob can go straight into a shared library for this export: [`Packer::Direct`],
/// an ELF target, a 64-bit Mach-O one or a PE (COFF) one, no system-lib constructor to emit.
fn goes_direct(options: &ExportOptions) -> bool {
    use crate::target::ObjectFormat;
    let target = &options.target;
    let format_takes_it = match target.object_format() {
        ObjectFormat::Elf => true,
        ObjectFormat::MachO => target.macho_cpu().is_some(),
        ObjectFormat::Coff => true,
        ObjectFormat::Wasm => false,
    };
    options.packer == Packer::Direct && format_takes_it && !options.pack.is_system_lib()
}

/// Writes the final library from the planned splice, the blob streamed from the tree (hashed
/// on the way for the digest record and build-id), atomically.
fn write_direct(
    splice: &direct::Splice,
    tree: &ModuleTree,
    out: &Path,
    options: &ExportOptions,
) -> crate::Result<()> {
    let layout = options.pack.layout;
    let mut failure = None;
    let written = output::write_atomically(out, |file| {
        let result = splice.write(file, layout, |sink| {
            let mut observed = ObservedWriter {
                inner: sink,
                done: 0,
                total: blob::encoded_len(tree, layout)?,
                options,
            };
            let mut hashing =
                crate::blob::digest::HashingWriter::new(&mut observed, options.digest);
            blob::write_to(tree, layout, &mut hashing)?;
            Ok(hashing.finish())
        });
        result.map(drop).map_err(|error| {
            let message = error.to_string();
            failure = Some(error);
            ExportError::Output {
                path: out.display().to_string(),
                message,
            }
        })
    });
    if let Some(error) = failure {
        return Err(error);
    }
    written?;
    Ok(())
}

/// Tells the progress observer how many blob bytes have been written (every 4 MiB).
struct ObservedWriter<'a, 'b> {
    inner: &'a mut dyn std::io::Write,
    done: u64,
    total: u64,
    options: &'b ExportOptions,
}

impl std::io::Write for ObservedWriter<'_, '_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(bytes)?;
        let before = self.done;
        self.done += n as u64;
        if let Some(progress) = &self.options.progress
            && (before >> 22 != self.done >> 22 || self.done == self.total)
        {
            progress.report(crate::progress::Stage::Pack, self.done, self.total);
        }
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// Replaces the reserved blob object (and placeholder digest) by the streamed blob object and
/// the real digest, for a link the usual way.
fn relink_with_blob_object(
    direct: &DirectBlob,
    tree: &ModuleTree,
    options: &ExportOptions,
) -> crate::Result<()> {
    let hashes = pack_blob_streamed(tree, &direct.object, options)?;
    if let (Some(path), Some(digest)) = (&direct.digest_object, hashes.digest(options.pack.layout))
    {
        let bytes = crate::pack::digest_record_object(&digest, &options.target, &options.pack)?;
        std::fs::write(path, bytes).map_err(|source| ExportError::Io {
            path: path.display().to_string(),
            source,
        })?;
    }
    Ok(())
}

/// Whether [`pack_blob_streamed`] can pack for this export: the direct object packer on a
/// format the streaming writers cover.
fn streams_blob(packer: Packer, target: &TargetSpec) -> bool {
    use crate::target::ObjectFormat;
    packer == Packer::Object
        && match target.object_format() {
            ObjectFormat::Elf | ObjectFormat::Coff => true,
            ObjectFormat::MachO => target.pointer_width() == 64,
            ObjectFormat::Wasm => false,
        }
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

/// The packer that actually runs. The object writer has no WebAssembly output, so on wasm32
/// `--pack object` goes through the LLVM packer, which writes the same symbol and bytes.
fn effective_packer(requested: Packer, target: &TargetSpec) -> Result<Packer, ExportError> {
    if requested != Packer::Object || target.object_format() != crate::target::ObjectFormat::Wasm {
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
fn coff_exports(inputs: &ExportInputs, target: &TargetSpec) -> Vec<String> {
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
fn choose_shared_linker(
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

fn choose_linker(options: &ExportOptions) -> crate::Result<Box<dyn Linker>> {
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
fn relocatable_command(
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

fn notify(options: &ExportOptions, stage: crate::progress::Stage) {
    if let Some(progress) = &options.progress {
        progress.report(stage, 0, 0);
    }
}

fn run(command: &LinkCommand, report: &mut ExportReport) -> crate::Result<()> {
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

/// Writes `bytes` to `path` atomically (temporary file in the same directory, then rename).
pub fn write_file_atomically(path: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    output::write_atomically(path, |file| {
        std::io::Write::write_all(file, bytes).map_err(|source| ExportError::Io {
            path: path.display().to_string(),
            source,
        })
    })
}
