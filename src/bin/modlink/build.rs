//! `modlink build`: kernels (.kir) and imports in, one library (or codegen output) out.

use modlink::blob::Layout;
use modlink::export::manifest::ImportManifest;
use modlink::export::{
    ExportError, ExportInputs, ExportOptions, ExportReport, OutputKind, Packer, export_library,
};
use modlink::link::LinkerFlavor;
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::pack::PackOptions;
use modlink::target::TargetSpec;
use modlink::target::cpu_levels::CpuLevels;
use std::path::PathBuf;
use std::process::ExitCode;

/// What `--emit` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EmitKind {
    /// A library, kind chosen by the output's extension (.so/.dylib/.dll, .a, .tar, .o).
    Lib,
    /// The host object file from codegen.
    Obj,
    /// Assembly text.
    Asm,
    /// LLVM IR text.
    LlvmIr,
    /// LLVM bitcode.
    Bc,
    /// PTX text of the device kernels (`device kernel`), for `--gpu`.
    Ptx,
    /// OpenCL C 1.2 source of the device kernels, as an `opencl` module holds it.
    Cl,
}

/// The blob packer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PackerArg {
    /// The blob written straight into the linked ELF shared library, Mach-O dylib or PE DLL (the
    /// linker never sees its bytes); other outputs take `object` (`llvm` for system libraries).
    Direct,
    /// LLVM global constant (TVM's PackImportsToLLVM).
    Llvm,
    /// C source compiled with a C compiler (TVM's PackImportsToC).
    C,
    /// Object written directly.
    Object,
}

/// The blob layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LayoutArg {
    /// tvm-ffi, TVM 0.22+.
    Current,
    /// TVM ≤ 0.20.
    Legacy,
}

/// The linker flavour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum FlavorArg {
    /// cc / gcc / clang.
    Cc,
    /// A cross gcc.
    CrossGcc,
    /// ld.lld.
    LdLld,
    /// ld64.lld.
    Ld64Lld,
    /// lld-link.
    LldLink,
    /// GNU ld (or a compatible ld) itself, without a C driver.
    GnuLd,
}

/// Arguments of `modlink build`.
#[derive(clap::Args)]
pub struct Args {
    /// Host inputs: kernels (.kir), LLVM IR (.ll) or bitcode (.bc), C sources (.c), objects
    /// (.o) and archives (.a); all become the library's one `_lib` host module.
    kernels: Vec<PathBuf>,
    /// Output file; `-` prints text output (--emit asm|llvm-ir|ptx) to stdout.
    #[arg(short = 'o', long = "output")]
    output: PathBuf,
    /// Target triple (default: this host).
    #[arg(long)]
    target: Option<String>,
    /// Target CPU (`modlink cpus --target T` lists them). Default: a host build (no --target
    /// or --layout legacy) compiles for the `preset` CPU levels (see --cpu-levels); otherwise
    /// `generic`, the baseline ISA every CPU of the architecture runs (SSE2 only on x86-64):
    /// portable, but vectorised kernels run slower than with `--cpu native` (this host's CPU,
    /// with AVX2, FMA, …; only for the host's architecture) or a named CPU.
    #[arg(long)]
    cpu: Option<String>,
    /// Extra LLVM target features, each with its sign (`+avx2,-fma`).
    #[arg(long, allow_hyphen_values = true)]
    features: Option<String>,
    /// Compile every kernel once per CPU level and dispatch, once per process, to the best
    /// level the running CPU supports (MODLINK_CPU_LEVEL=<level> forces a lower one).
    /// x86_64: x86-64, x86-64-v2, x86-64-v3, x86-64-v4; aarch64: generic, dotprod, sve;
    /// `preset` = all of the architecture's; one level = one build for that level (e.g.
    /// `--cpu-levels x86-64` for the smallest, fastest-to-build library). Default: `preset`
    /// for host builds (no --target, --cpu or --layout legacy): as fast as `--cpu native`, and
    /// runs on every CPU of the architecture; otherwise the target's one CPU. See
    /// docs/cpu-levels.md.
    #[arg(long = "cpu-levels", value_name = "LIST", conflicts_with = "cpu")]
    cpu_levels: Option<String>,
    /// Optimisation level 0-3.
    #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// What to write.
    #[arg(long, value_enum, default_value_t = EmitKind::Lib)]
    emit: EmitKind,
    /// An import manifest (JSON); its module hangs under the host code.
    #[arg(long = "import-manifest")]
    import_manifests: Vec<PathBuf>,
    /// An opaque import: KIND=FILE, the payload bytes written unchanged.
    #[arg(long = "import-raw")]
    import_raw: Vec<String>,
    /// A host object file to link in (bring your own objects), after the compiled kernels.
    #[arg(long = "object")]
    objects: Vec<PathBuf>,
    /// Build a system library (blob and kernels registered by constructors).
    #[arg(long)]
    system_lib: bool,
    /// System-library prefix.
    #[arg(long, requires = "system_lib")]
    prefix: Option<String>,
    /// Blob layout.
    #[arg(long, value_enum, default_value_t = LayoutArg::Current)]
    layout: LayoutArg,
    /// Blob packer (default: direct, the blob written once straight into an ELF shared library,
    /// Mach-O dylib or PE DLL; otherwise the streaming object writer, or llvm for system
    /// libraries).
    #[arg(long, value_enum)]
    pack: Option<PackerArg>,
    /// The linker program (default: discovered; see MODLINK_LINKER).
    #[arg(long)]
    linker: Option<PathBuf>,
    /// The linker flavour (default: from the program's name).
    #[arg(long, value_enum)]
    linker_flavor: Option<FlavorArg>,
    /// An extra linker argument (repeatable).
    #[arg(long = "linker-arg", allow_hyphen_values = true)]
    linker_args: Vec<String>,
    /// Keep the work files (objects, C source) in DIR.
    #[arg(long)]
    keep_temps: Option<PathBuf>,
    /// Write the blob even when there are no imports.
    #[arg(long)]
    always_write_blob: bool,
    /// Link in `__modlink_blob_digest` (SHA-256 of the blob) for `inspect --verify` and open.
    #[arg(long)]
    digest: bool,
    /// Code generation threads (default: one per core). Many kernels are split into several
    /// objects, the same split for any N.
    #[arg(short = 'j', long)]
    jobs: Option<std::num::NonZeroUsize>,
    /// Compile every kernel, neither reading nor writing the codegen cache
    /// (MODLINK_CACHE_DIR, MODLINK_CACHE_SIZE, MODLINK_CACHE_REDIS; see `modlink cache`).
    #[arg(long)]
    no_cache: bool,
    /// The API of the program's device kernels (`device kernel`): `cuda` (the default: PTX in
    /// a `cuda` module) or `opencl` (OpenCL C 1.2 in an `opencl` module, which the driver
    /// compiles when the library loads: any OpenCL device, PoCL on a CPU). A program without
    /// device kernels takes neither.
    #[arg(long = "device", value_enum, value_name = "API")]
    device_api: Option<crate::device_args::KernelApiArg>,
    #[command(flatten)]
    device: crate::device_args::DeviceCodeArgs,
    #[command(flatten)]
    diagnostics: crate::diagnose::DiagnosticArgs,
}

/// Runs `modlink build`.
pub fn run(args: Box<Args>) -> modlink::Result<ExitCode> {
    let mut target = match &args.target {
        Some(triple) => TargetSpec::parse(triple)?,
        None => TargetSpec::host()?,
    };
    if let Some(cpu) = &args.cpu {
        target = target.with_cpu(cpu.clone());
    }
    if let Some(features) = &args.features {
        target = target.with_features(features.clone());
    }
    // A bad level list fails before anything is compiled or linked.
    cpu_levels(&args, &target)?;
    let system_lib_prefix = args
        .system_lib
        .then(|| args.prefix.clone().unwrap_or_default());
    // The output is checked before anything is read or compiled: a file that cannot be
    // written, or a name whose extension names no output kind, fails now.
    if args.output.as_os_str() != "-" {
        modlink::export::check_output_file(&args.output)?;
    }
    if args.emit == EmitKind::Lib {
        if args.output.as_os_str() == "-" {
            return Err(ExportError::Argument {
                argument: "-o -".into(),
                message: "a library is not written to stdout; name a file (stdout takes \
                          --emit asm, llvm-ir, obj, bc, ptx or cl)"
                    .into(),
            }
            .into());
        }
        OutputKind::for_path(&args.output, &target)?;
    }
    // Checked before anything is compiled: the prefix starts symbol names.
    if let Some(prefix) = &system_lib_prefix {
        modlink::ir::check_system_lib_prefix(prefix).map_err(|message| ExportError::Argument {
            argument: "--prefix".into(),
            message,
        })?;
    }

    if args.emit != EmitKind::Lib {
        return kernels::emit_codegen_output(&args, &target, system_lib_prefix);
    }

    let mut options = export_options(&args, target, system_lib_prefix.clone());
    // The imports (manifests, raw payloads) are read and checked before codegen too.
    let tree = import_tree(&args, &options.target)?;
    let program = kernels::parse(&args)?;
    if let Some(report) = kernels::device_library(&args, program.as_ref(), &options)? {
        report_written(&report);
        return Ok(ExitCode::SUCCESS);
    }
    let mut host_objects =
        kernels::compile(&args, &options.target, system_lib_prefix.clone(), program)?;
    kernels::add_other_host_inputs(
        &args,
        &options.target,
        system_lib_prefix,
        &mut host_objects,
    )?;

    let blob_len = modlink::blob::encoded_len(&tree, options.pack.layout).unwrap_or(0);
    let bar = crate::progress::Bar::for_bytes(blob_len);
    options.progress = bar.as_ref().map(crate::progress::Bar::observer);
    let report = export_library(&ExportInputs { tree, host_objects }, &args.output, &options)?;
    drop(bar);
    report_written(&report);
    Ok(ExitCode::SUCCESS)
}

/// Prints what a build wrote (and, verbose, the commands it ran).
fn report_written(report: &ExportReport) {
    if crate::status::verbose() {
        for command in &report.commands {
            eprintln!("modlink: ran {command}");
        }
        // The objects linked are the build's own work files: shown with its commands only.
        crate::status::status(format_args!(
            "wrote {} ({})",
            report.output.display(),
            objects_summary(&report.objects)
        ));
    } else {
        crate::status::status(format_args!("wrote {}", report.output.display()));
    }
}

/// The objects a library was linked from: all of a few (`lib0.o + blob.o`), else the count with
/// the first and last (a build of hundreds of kernels links hundreds of objects).
fn objects_summary(objects: &[String]) -> String {
    const LISTED: usize = 4;
    match objects {
        [first, .., last] if objects.len() > LISTED => {
            format!("{} objects: {first} + ... + {last}", objects.len())
        }
        few => few.join(" + "),
    }
}

/// The export options of the command line: packer, layout, linker and its arguments.
fn export_options(
    args: &Args,
    target: TargetSpec,
    system_lib_prefix: Option<String>,
) -> ExportOptions {
    let mut options = ExportOptions::new(target);
    options.packer = match args.pack {
        Some(PackerArg::Direct) => Packer::Direct,
        Some(PackerArg::Llvm) => Packer::Llvm,
        Some(PackerArg::C) => Packer::C,
        Some(PackerArg::Object) => Packer::Object,
        None => Packer::default(),
    };
    options.pack = PackOptions {
        layout: match args.layout {
            LayoutArg::Current => Layout::Current,
            LayoutArg::Legacy => Layout::Legacy,
        },
        system_lib_prefix,
    };
    options.always_write_blob = args.always_write_blob;
    options.digest = args.digest;
    options.linker = args.linker.clone();
    options.linker_flavor = args.linker_flavor.map(|f| match f {
        FlavorArg::Cc => LinkerFlavor::CcDriver,
        FlavorArg::CrossGcc => LinkerFlavor::CrossGcc,
        FlavorArg::LdLld => LinkerFlavor::LdLld,
        FlavorArg::Ld64Lld => LinkerFlavor::Ld64Lld,
        FlavorArg::LldLink => LinkerFlavor::LldLink,
        FlavorArg::GnuLd => LinkerFlavor::GnuLd,
    });
    options.linker_args = args.linker_args.iter().map(Into::into).collect();
    options.keep_temps = args.keep_temps.clone();
    options
}

/// The module tree of the library: `_lib` and the imports of `--import-manifest` and
/// `--import-raw`, each read and checked.
fn import_tree(args: &Args, target: &TargetSpec) -> modlink::Result<modlink::module::ModuleTree> {
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    for path in &args.import_manifests {
        let (manifests, base) = ImportManifest::list_from_file(path)?;
        for manifest in manifests {
            manifest.add_to_graph(&mut graph, lib, &base, path)?;
            // After the schema checks of `add_to_graph`, so a misplaced field is named first.
            manifest.check_static_libraries(&base, path, target)?;
        }
    }
    for raw in &args.import_raw {
        let (kind, file) = raw.split_once('=').ok_or_else(|| {
            ExportError::Inputs(format!("--import-raw `{raw}`: expected KIND=FILE"))
        })?;
        if kind.is_empty() || kind == LIB_KEY || kind == "_import_tree" {
            return Err(ExportError::Argument {
                argument: format!("--import-raw `{raw}`"),
                message: if kind.is_empty() {
                    "the kind is empty (expected KIND=FILE)".into()
                } else {
                    format!("`{kind}` is reserved for the blob's own records")
                },
            }
            .into());
        }
        // Mapped, not read: a multi-GiB payload streams from the page cache into the object.
        let bytes =
            modlink::inspect::locate::map_file(std::path::Path::new(file)).map_err(|source| {
                ExportError::Io {
                    path: file.to_string(),
                    source,
                }
            })?;
        // A typed kind must hold a payload of that kind: a malformed one would make a library
        // that neither TVM nor modlink can read back.
        if modlink::blob::is_typed_kind(kind) {
            modlink::blob::read_payload(kind, &bytes).map_err(|error| ExportError::Argument {
                argument: format!("--import-raw `{raw}`"),
                message: format!("not a valid `{kind}` payload: {error}"),
            })?;
        }
        let node = graph.add(kind, Payload::Opaque(bytes));
        graph.import(lib, node);
    }
    Ok(graph.to_tree()?)
}

/// The CPU levels of this build: `--cpu-levels`; else, for a host build (no `--target`, no
/// `--cpu`, current layout), the architecture's preset: on this project's measurements it runs
/// as fast as `--cpu native` for about 3.5x the code-generation time and 2x the library size,
/// where the single baseline level is up to two orders of magnitude slower on scheduled
/// kernels (README, "CPU levels"); else the target's one CPU.
fn cpu_levels(args: &Args, target: &TargetSpec) -> modlink::Result<CpuLevels> {
    match &args.cpu_levels {
        Some(list) => Ok(CpuLevels::parse(list, target.arch())?),
        None if args.target.is_none()
            && args.cpu.is_none()
            && args.layout == LayoutArg::Current =>
        {
            Ok(CpuLevels::preset(target.arch()).unwrap_or_default())
        }
        None => Ok(CpuLevels::default()),
    }
}

#[cfg(feature = "llvm")]
mod kernels {
    //! The codegen half of `modlink build`.

    use super::{Args, EmitKind};
    use modlink::codegen::KernelApi;
    use modlink::cache::{CacheError, UnitCache};
    use modlink::codegen::nvptx;
    use modlink::codegen::{self, CodegenOptions, Emit, OptLevel};
    use modlink::export::host_inputs::{
        HostInputKind, check_duplicate_symbols, compile_host_inputs, host_input_kind,
    };
    use modlink::export::{ExportError, write_bytes_atomically};
    use modlink::ir::{Program, SourceFile};
    use modlink::target::TargetSpec;
    use std::io::Write;
    use std::process::ExitCode;

    /// Parses and verifies every kernel file into one program (kernel names must be unique
    /// across files), printing every error and warning found; the sources come back too, to
    /// place LLVM's remarks.
    fn program(args: &Args) -> modlink::Result<(Program, Vec<SourceFile>)> {
        let mut files = Vec::new();
        for path in kir_files(args) {
            let text = std::fs::read_to_string(path).map_err(|source| ExportError::Io {
                path: path.display().to_string(),
                source,
            })?;
            files.push(SourceFile {
                name: path.display().to_string(),
                text,
            });
        }
        let program = args.diagnostics.checked_program(&files)?;
        Ok((program, files))
    }

    fn options(
        args: &Args,
        target: &TargetSpec,
        emit: Emit,
        system_lib_prefix: Option<String>,
    ) -> modlink::Result<CodegenOptions> {
        Ok(CodegenOptions {
            opt_level: match args.opt_level {
                0 => OptLevel::O0,
                1 => OptLevel::O1,
                3 => OptLevel::O3,
                _ => OptLevel::O2,
            },
            emit,
            system_lib_prefix,
            cpu_levels: super::cpu_levels(args, target)?,
            ..CodegenOptions::default()
        })
    }

    /// The `.kir` files among the positional inputs.
    fn kir_files(args: &Args) -> impl Iterator<Item = &std::path::PathBuf> {
        args.kernels
            .iter()
            .filter(|p| HostInputKind::of(p) == Some(HostInputKind::Kir))
    }

    /// Compiles the other positional inputs (.ll, .bc, .c, .o, .a) and the `--object` files,
    /// checks them against the target, and refuses a strong symbol defined by two inputs
    /// (the kernels' object included) before anything is linked.
    pub fn add_other_host_inputs(
        args: &Args,
        target: &TargetSpec,
        system_lib_prefix: Option<String>,
        host_objects: &mut Vec<Vec<u8>>,
    ) -> modlink::Result<()> {
        let others: Vec<std::path::PathBuf> = args
            .kernels
            .iter()
            .filter(|p| HostInputKind::of(p) != Some(HostInputKind::Kir))
            .chain(args.objects.iter())
            .cloned()
            .collect();
        let compiled = compile_host_inputs(
            &others,
            target,
            &options(args, target, Emit::Object, system_lib_prefix)?,
        )?;
        let kir_label = kir_files(args)
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let mut labelled: Vec<(String, &[u8])> = host_objects
            .iter()
            .map(|o| (kir_label.clone(), o.as_slice()))
            .collect();
        for input in &compiled {
            for object in &input.objects {
                labelled.push((input.path.display().to_string(), object.as_slice()));
            }
        }
        check_duplicate_symbols(&labelled)?;
        host_objects.extend(compiled.into_iter().flat_map(|input| input.objects));
        Ok(())
    }

    /// The program of the kernel files, parsed and checked once (`None` without kernel files),
    /// after every input was checked to be a file of a known kind.
    pub fn parse(args: &Args) -> modlink::Result<Option<Parsed>> {
        for path in args.kernels.iter().chain(&args.objects) {
            host_input_kind(path)?;
        }
        if kir_files(args).next().is_none() {
            return Ok(None);
        }
        let (program, files) = program(args)?;
        Ok(Some(Parsed { program, files }))
    }

    /// The kernel files' program with the sources its diagnostics point into.
    pub struct Parsed {
        /// The verified program.
        pub program: Program,
        /// The sources, to place LLVM's remarks.
        pub files: Vec<SourceFile>,
    }

    /// A program with device kernels becomes a CUDA or OpenCL library (`build_device`);
    /// `None` leaves the build to the host path.
    pub fn device_library(
        args: &Args,
        parsed: Option<&Parsed>,
        export_options: &modlink::export::ExportOptions,
    ) -> modlink::Result<Option<modlink::export::ExportReport>> {
        let Some(parsed) = parsed.filter(|p| p.program.kernels.iter().any(|k| k.device)) else {
            if let Some(api) = args.device_api {
                return Err(ExportError::Argument {
                    argument: format!("--device {}", api.api()),
                    message: "the program has no device kernels (`device kernel NAME(...)`):                               its kernels run on the CPU, and a library of them takes no                               device API"
                        .into(),
                }
                .into());
            }
            return Ok(None);
        };
        let codegen = options(args, &export_options.target, Emit::Object, None)?;
        let request = crate::build_device::DeviceLibraryRequest {
            output: &args.output,
            api: args.device_api.map_or(KernelApi::Cuda, |arg| arg.api()),
            device: &args.device,
            unsupported: unsupported_by_device_libraries(args),
        };
        crate::build_device::build(&request, &parsed.program, &codegen, export_options).map(Some)
    }

    /// The flags and inputs given that a device library cannot take.
    fn unsupported_by_device_libraries(args: &Args) -> Vec<(String, &'static str)> {
        use crate::build_device::{ONLY_KERNELS, ONLY_KIR};
        let flags = [
            (args.system_lib, "--system-lib"),
            (!args.import_manifests.is_empty(), "--import-manifest"),
            (!args.import_raw.is_empty(), "--import-raw"),
            (!args.objects.is_empty(), "--object"),
        ];
        let flags = flags
            .into_iter()
            .filter(|(given, _)| *given)
            .map(|(_, flag)| (flag.to_string(), ONLY_KERNELS));
        let inputs = args
            .kernels
            .iter()
            .filter(|path| HostInputKind::of(path) != Some(HostInputKind::Kir))
            .map(|path| (path.display().to_string(), ONLY_KIR));
        flags.chain(inputs).collect()
    }

    /// Compiles the kernel files to host objects on `--jobs` threads (none without kernels).
    pub fn compile(
        args: &Args,
        target: &TargetSpec,
        system_lib_prefix: Option<String>,
        parsed: Option<Parsed>,
    ) -> modlink::Result<Vec<Vec<u8>>> {
        let Some(Parsed { program, files }) = parsed else {
            return Ok(Vec::new());
        };
        let options = options(args, target, Emit::Object, system_lib_prefix)?;
        let cache = if args.no_cache {
            None
        } else {
            match UnitCache::from_env() {
                Ok(cache) => Some(cache),
                Err(CacheError::NoDirectory) => {
                    crate::status::tagged(
                        crate::status::Tag::Warning,
                        format_args!("{}: building without it", CacheError::NoDirectory),
                    );
                    None
                }
                Err(error) => return Err(error.into()),
            }
        };
        let outputs = match cache {
            None => codegen::compile_partitioned(&program, target, &options, args.jobs)?,
            Some(mut cache) => {
                let outputs = codegen::compile_partitioned_cached(
                    &program, target, &options, args.jobs, &mut cache,
                );
                let report = cache.finish();
                for warning in &report.warnings {
                    crate::status::tagged(crate::status::Tag::Warning, format_args!("{warning}"));
                }
                let outputs = outputs?;
                crate::status::status(format_args!("codegen cache: {}", report.summary()));
                outputs
            }
        };
        let remarks: Vec<String> = outputs
            .iter()
            .flat_map(|host| host.diagnostics.iter().cloned())
            .collect();
        args.diagnostics.codegen_remarks(&remarks, &files)?;
        Ok(outputs.into_iter().map(|host| host.bytes).collect())
    }

    /// `--emit obj|asm|llvm-ir|bc`: the codegen output itself, to a file or (`-o -`) stdout.
    pub fn emit_codegen_output(
        args: &Args,
        target: &TargetSpec,
        system_lib_prefix: Option<String>,
    ) -> modlink::Result<ExitCode> {
        let emit = match args.emit {
            EmitKind::Obj | EmitKind::Lib => Emit::Object,
            EmitKind::Asm => Emit::Assembly,
            EmitKind::LlvmIr => Emit::LlvmIr,
            EmitKind::Bc => Emit::Bitcode,
            EmitKind::Ptx | EmitKind::Cl => Emit::Assembly,
        };
        if kir_files(args).next().is_none() {
            return Err(ExportError::Inputs("--emit needs at least one .kir file".into()).into());
        }
        check_device_emit(args)?;
        let (program, files) = program(args)?;
        let bytes = if args.emit == EmitKind::Ptx {
            device_ptx(args, &program)?
        } else if args.emit == EmitKind::Cl {
            let options = modlink::codegen::opencl::OpenClOptions::default();
            modlink::codegen::opencl::compile(&program, &options)?
                .source
                .into_bytes()
        } else {
            let host = codegen::compile(
                &program,
                target,
                &options(args, target, emit, system_lib_prefix)?,
            )?;
            args.diagnostics.codegen_remarks(&host.diagnostics, &files)?;
            host.bytes
        };
        if args.output.as_os_str() == "-" {
            std::io::stdout()
                .write_all(&bytes)
                .map_err(|source| ExportError::Io {
                    path: "<stdout>".into(),
                    source,
                })?;
        } else {
            write_bytes_atomically(&args.output, &bytes)?;
        }
        Ok(ExitCode::SUCCESS)
    }

    /// `--device` names the API whose code `--emit ptx` (CUDA) or `--emit cl` (OpenCL) writes;
    /// another `--emit` with `--device` writes host code, which has no API.
    fn check_device_emit(args: &Args) -> modlink::Result<()> {
        let Some(api) = args.device_api.map(|arg| arg.api()) else {
            return Ok(());
        };
        let emits = match args.emit {
            EmitKind::Ptx => KernelApi::Cuda,
            EmitKind::Cl => KernelApi::OpenCl,
            _ => {
                return Err(ExportError::Argument {
                    argument: format!("--device {api}"),
                    message: "the device API applies to libraries and to --emit ptx (cuda) or                               --emit cl (opencl); other --emit kinds write host code"
                        .into(),
                }
                .into());
            }
        };
        if emits != api {
            let emit = if emits == KernelApi::Cuda { "ptx" } else { "cl" };
            return Err(ExportError::Argument {
                argument: format!("--device {api}"),
                message: format!(
                    "--emit {emit} writes {} code; for {} use --emit {}",
                    emits.title(),
                    api.title(),
                    if api == KernelApi::Cuda { "ptx" } else { "cl" }
                ),
            }
            .into());
        }
        Ok(())
    }

    /// `--emit ptx`: the PTX of the program's device kernels for `--gpu`.
    fn device_ptx(args: &Args, program: &Program) -> modlink::Result<Vec<u8>> {
        let options = args.device.nvptx_options()?;
        Ok(nvptx::compile(program, &options)?.ptx.into_bytes())
    }
}

#[cfg(not(feature = "llvm"))]
mod kernels {
    //! Without LLVM, `modlink build` links objects and packs imports but cannot compile.

    use super::Args;
    use modlink::export::ExportError;
    use modlink::target::TargetSpec;
    use std::process::ExitCode;

    fn no_codegen() -> modlink::Error {
        ExportError::Inputs(
            "compiling .kir kernels needs modlink built with an llvm feature; pass host objects with --object".into(),
        )
        .into()
    }

    /// Without LLVM nothing is parsed: there is no program to compile.
    pub enum Parsed {}

    /// Without LLVM only an empty kernel list is accepted.
    pub fn parse(args: &Args) -> modlink::Result<Option<Parsed>> {
        if args.kernels.is_empty() {
            Ok(None)
        } else {
            Err(no_codegen())
        }
    }

    /// Without LLVM there are no device kernels to build.
    pub fn device_library(
        _args: &Args,
        _parsed: Option<&Parsed>,
        _options: &modlink::export::ExportOptions,
    ) -> modlink::Result<Option<modlink::export::ExportReport>> {
        Ok(None)
    }

    /// Without LLVM there is nothing to compile.
    pub fn compile(
        _args: &Args,
        _target: &TargetSpec,
        _system_lib_prefix: Option<String>,
        _parsed: Option<Parsed>,
    ) -> modlink::Result<Vec<Vec<u8>>> {
        Ok(Vec::new())
    }

    /// Without LLVM, `--object` files are linked as given; other inputs need compiling.
    pub fn add_other_host_inputs(
        args: &Args,
        _target: &TargetSpec,
        _system_lib_prefix: Option<String>,
        host_objects: &mut Vec<Vec<u8>>,
    ) -> modlink::Result<()> {
        for path in &args.objects {
            host_objects.push(std::fs::read(path).map_err(|source| ExportError::Io {
                path: path.display().to_string(),
                source,
            })?);
        }
        Ok(())
    }

    /// `--emit` needs LLVM.
    pub fn emit_codegen_output(
        _args: &Args,
        _target: &TargetSpec,
        _system_lib_prefix: Option<String>,
    ) -> modlink::Result<ExitCode> {
        Err(no_codegen())
    }
}
