//! `modlink build`: kernels (.kir) and imports in, one library (or codegen output) out.

use modlink::blob::Layout;
use modlink::export::manifest::ImportManifest;
use modlink::export::{ExportError, ExportInputs, ExportOptions, Packer, export_library};
use modlink::link::LinkerFlavor;
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::pack::PackOptions;
use modlink::target::TargetSpec;
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
}

/// The blob packer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PackerArg {
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
}

/// Arguments of `modlink build`.
#[derive(clap::Args)]
pub struct Args {
    /// Kernel source files (.kir).
    kernels: Vec<PathBuf>,
    /// Output file; `-` prints text output (--emit asm|llvm-ir) to stdout.
    #[arg(short = 'o', long = "output")]
    output: PathBuf,
    /// Target triple (default: this host).
    #[arg(long)]
    target: Option<String>,
    /// Target CPU.
    #[arg(long)]
    cpu: Option<String>,
    /// Extra LLVM target features (`+avx2,-fma`).
    #[arg(long)]
    features: Option<String>,
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
    /// Blob packer (default: llvm when built with LLVM, else object).
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
    let system_lib_prefix = args
        .system_lib
        .then(|| args.prefix.clone().unwrap_or_default());

    if args.emit != EmitKind::Lib {
        return kernels::emit_codegen_output(&args, &target, system_lib_prefix);
    }

    let mut host_objects = kernels::compile(&args, &target, system_lib_prefix.clone())?;
    for path in &args.objects {
        host_objects.push(std::fs::read(path).map_err(|source| ExportError::Io {
            path: path.display().to_string(),
            source,
        })?);
    }

    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    for path in &args.import_manifests {
        let (manifest, base) = ImportManifest::from_file(path)?;
        manifest.add_to_graph(&mut graph, lib, &base, path)?;
    }
    for raw in &args.import_raw {
        let (kind, file) = raw.split_once('=').ok_or_else(|| {
            ExportError::Inputs(format!("--import-raw `{raw}`: expected KIND=FILE"))
        })?;
        let bytes = std::fs::read(file).map_err(|source| ExportError::Io {
            path: file.to_string(),
            source,
        })?;
        let node = graph.add(kind, Payload::Opaque(bytes.into()));
        graph.import(lib, node);
    }
    let tree = graph.to_tree()?;

    let mut options = ExportOptions::new(target);
    options.packer = match args.pack {
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
    });
    options.linker_args = args.linker_args.iter().map(Into::into).collect();
    options.keep_temps = args.keep_temps.clone();

    let report = export_library(&ExportInputs { tree, host_objects }, &args.output, &options)?;
    eprintln!(
        "modlink: wrote {} ({})",
        report.output.display(),
        report.objects.join(" + ")
    );
    Ok(ExitCode::SUCCESS)
}

mod kernels {
    //! The codegen half of `modlink build`.

    use super::{Args, EmitKind};
    use modlink::export::ExportError;
    use modlink::target::TargetSpec;
    use std::process::ExitCode;

    /// Compiles the kernel files to host objects (none without kernels).
    pub fn compile(
        args: &Args,
        target: &TargetSpec,
        system_lib_prefix: Option<String>,
    ) -> modlink::Result<Vec<Vec<u8>>> {
        let _ = (target, system_lib_prefix);
        if args.kernels.is_empty() {
            return Ok(Vec::new());
        }
        Err(ExportError::Inputs("compiling .kir kernels needs the codegen layer, which this build lacks; pass host objects with --object".into()).into())
    }

    /// `--emit obj|asm|llvm-ir|bc`.
    pub fn emit_codegen_output(
        args: &Args,
        target: &TargetSpec,
        system_lib_prefix: Option<String>,
    ) -> modlink::Result<ExitCode> {
        let _ = (target, system_lib_prefix, EmitKind::Obj);
        let _ = args;
        Err(
            ExportError::Inputs("--emit needs the codegen layer, which this build lacks".into())
                .into(),
        )
    }
}
