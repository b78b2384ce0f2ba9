//! `modlink check`: before deployment, whether a library will load under a given runtime on a
//! given target, read from the file without running it. One line per finding, then a verdict;
//! exit 0 when it loads, 1 when it will not.
//!
//! What each runtime can do is modelled here, not discovered: TVM 0.27's CPU wheel registers
//! `ffi.Module.load_from_bytes.{c, const_loader, relax.VMExecutable, static_library}` (listed
//! from apache-tvm 0.27.0.post1) and exports the `TVMFFI*` / `TVMBackend*` C API; TVM 0.20's
//! CPU build the legacy `runtime.module.loadbinary_*` set and the `TVMBackend*` / `TVMAPI*` /
//! `TVMFunc*` C API; modlink its own loaders and `RUNTIME_EXPORTS`.

use clap::ValueEnum;
use modlink::blob::{self, Layout};
use modlink::inspect::locate::{LocateError, Located, ObjectFormat as FileFormat, locate_file};
use modlink::module::LIB_KEY;
use modlink::runtime::{KNOWN_DEVICE_KINDS, RUNTIME_EXPORTS};
use modlink::target::{ObjectFormat, TargetSpec};
use std::path::PathBuf;
use std::process::ExitCode;

/// A runtime a library may be deployed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RuntimeArg {
    /// Apache TVM 0.27 (tvm-ffi), CPU build.
    #[value(name = "tvm-0.27")]
    Tvm027,
    /// Apache TVM 0.20 (legacy C runtime API), CPU build.
    #[value(name = "tvm-0.20")]
    Tvm020,
    /// modlink's own runtime (`modlink run`, `modlink::runtime`).
    Modlink,
}

/// Arguments of `modlink check`.
#[derive(clap::Args)]
pub struct Args {
    /// The library (or archive, object tar) to check.
    library: PathBuf,
    /// The runtime that will load it.
    #[arg(long, value_enum, default_value_t = RuntimeArg::Tvm027)]
    runtime: RuntimeArg,
    /// The target it will run on (default: this host).
    #[arg(long)]
    target: Option<String>,
}

/// Module kinds with a loader in TVM 0.27's CPU wheel.
const TVM027_KINDS: &[&str] = &["c", "const_loader", "relax.VMExecutable", "static_library"];
/// Module kinds with a loader in TVM 0.20's CPU build.
const TVM020_KINDS: &[&str] = &[
    "c",
    "const_loader",
    "metadata",
    "relax.VMExecutable",
    "static_library",
    "GraphExecutorFactory",
    "AotExecutorFactory",
];
/// Executor kinds modlink's graph executor reads (`run-model`).
const MODLINK_EXECUTOR_KINDS: &[&str] = &["GraphExecutorFactory", "GraphRuntimeFactory"];

impl RuntimeArg {
    fn name(self) -> &'static str {
        match self {
            RuntimeArg::Tvm027 => "tvm-0.27",
            RuntimeArg::Tvm020 => "tvm-0.20",
            RuntimeArg::Modlink => "modlink",
        }
    }

    /// Whether this runtime reads a blob stored under `symbol` (prefix removed).
    fn reads_blob(self, layout_symbol: &str) -> bool {
        match self {
            RuntimeArg::Tvm027 => layout_symbol == blob::SYMBOL_CURRENT,
            RuntimeArg::Tvm020 => layout_symbol == blob::SYMBOL_LEGACY,
            RuntimeArg::Modlink => true,
        }
    }

    fn has_loader(self, kind: &str) -> bool {
        match self {
            RuntimeArg::Tvm027 => TVM027_KINDS.contains(&kind),
            RuntimeArg::Tvm020 => TVM020_KINDS.contains(&kind),
            RuntimeArg::Modlink => {
                KNOWN_DEVICE_KINDS.contains(&kind) || MODLINK_EXECUTOR_KINDS.contains(&kind)
            }
        }
    }

    /// Whether a runtime-namespace symbol (`TVM…`) is one this runtime defines.
    fn provides(self, symbol: &str) -> bool {
        match self {
            RuntimeArg::Tvm027 => symbol.starts_with("TVMFFI") || symbol.starts_with("TVMBackend"),
            RuntimeArg::Tvm020 => {
                !symbol.starts_with("TVMFFI")
                    && ["TVMBackend", "TVMAPI", "TVMFunc", "TVMArray", "TVMMod"]
                        .iter()
                        .any(|p| symbol.starts_with(p))
            }
            RuntimeArg::Modlink => RUNTIME_EXPORTS.contains(&symbol),
        }
    }
}

/// The build of TVM a device kind needs.
fn gpu_build(kind: &str) -> String {
    match kind {
        "cuda" => "a CUDA build of TVM".into(),
        "opencl" => "an OpenCL build of TVM".into(),
        "metal" => "a Metal build of TVM (macOS)".into(),
        "vulkan" => "a Vulkan build of TVM".into(),
        "rocm" | "hip" => "a ROCm build of TVM".into(),
        other => format!("a TVM build with a `{other}` loader"),
    }
}

/// The locator's architecture names vs the target's (`powerpc64` is read without endianness).
fn same_arch(file_arch: &str, target_arch: &str) -> bool {
    file_arch == target_arch || (file_arch == "powerpc64" && target_arch == "powerpc64le")
}

fn format_matches(file: FileFormat, target: ObjectFormat) -> bool {
    matches!(
        (file, target),
        (FileFormat::Elf, ObjectFormat::Elf)
            | (FileFormat::MachO, ObjectFormat::MachO)
            | (FileFormat::Pe | FileFormat::Coff, ObjectFormat::Coff)
            // Archives and tars hold objects; their arch is checked, and they are linked.
            | (FileFormat::Archive | FileFormat::Tar, _)
    )
}

/// Collects findings: `ok`, `note` (loads, but worth knowing) or `FAIL`.
#[derive(Default)]
struct Findings {
    lines: Vec<String>,
    failures: usize,
}

impl Findings {
    fn ok(&mut self, text: String) {
        self.lines.push(format!("ok    {text}"));
    }
    fn note(&mut self, text: String) {
        self.lines.push(format!("note  {text}"));
    }
    fn fail(&mut self, text: String) {
        self.failures += 1;
        self.lines.push(format!("FAIL  {text}"));
    }
}

/// Runs `modlink check`.
pub fn run(args: Args) -> modlink::Result<ExitCode> {
    let target = match &args.target {
        Some(triple) => TargetSpec::parse(triple)?,
        None => TargetSpec::host()?,
    };
    let runtime = args.runtime;
    let located = locate_file(&args.library)?;
    let file = std::fs::read(&args.library).map_err(|source| {
        modlink::Error::from(LocateError::Io {
            path: args.library.display().to_string(),
            source,
        })
    })?;
    let mut findings = Findings::default();
    check_binary(&located, &target, runtime, &mut findings);
    check_blob(&located, &file, runtime, &mut findings)?;
    check_symbols(&located, runtime, &mut findings);

    for line in &findings.lines {
        println!("{line}");
    }
    let name = runtime.name();
    if findings.failures == 0 {
        println!(
            "verdict: {} loads with {name} on {target}",
            args.library.display()
        );
        Ok(ExitCode::SUCCESS)
    } else {
        println!(
            "verdict: {} will NOT load with {name} on {target}: {} problem(s)",
            args.library.display(),
            findings.failures
        );
        Ok(ExitCode::FAILURE)
    }
}

fn check_binary(located: &Located, target: &TargetSpec, runtime: RuntimeArg, out: &mut Findings) {
    let target_arch = target.arch().name();
    if same_arch(&located.arch, target_arch) {
        out.ok(format!("architecture: {} matches {target}", located.arch));
    } else {
        out.fail(format!(
            "architecture: the file is {} ({}), the target {target} is {target_arch}",
            located.arch, located.triple_guess
        ));
    }
    let format = located.object_format;
    if format_matches(format, target.object_format()) {
        out.ok(format!("object format: {format} fits {target}"));
    } else {
        out.fail(format!(
            "object format: {format} cannot be loaded on {target} (it needs {:?})",
            target.object_format()
        ));
    }
    match (format, runtime) {
        (FileFormat::Archive, _) => out.note(format!(
            "{format}: a static system library; link it into the executable with --whole-archive"
        )),
        (FileFormat::Tar, RuntimeArg::Modlink) => out.fail(
            "tar: modlink's runtime opens shared libraries only; link the tar's objects first"
                .into(),
        ),
        (FileFormat::Tar, _) => out.note(format!(
            "tar: {} links it at load time and needs a C compiler on the target",
            runtime.name()
        )),
        (FileFormat::Coff, _) => {
            out.fail("coff: a relocatable object; link it into a DLL before loading".into())
        }
        _ => {}
    }
}

fn check_blob(
    located: &Located,
    file: &[u8],
    runtime: RuntimeArg,
    out: &mut Findings,
) -> modlink::Result<()> {
    let name = runtime.name();
    let (Some(symbol), Some(layout)) = (&located.symbol, located.layout) else {
        out.ok("blob: none (host code only), every runtime loads it".into());
        return Ok(());
    };
    let prefix = located.prefix.as_deref().unwrap_or("");
    let display = located.path.display().to_string();
    let bare = symbol.strip_prefix(prefix).unwrap_or(symbol);
    if runtime.reads_blob(bare) {
        out.ok(format!(
            "blob: {name} reads `{symbol}` ({} layout)",
            layout_name(layout)
        ));
    } else {
        // The locator prefers the current blob; a legacy one may sit next to it.
        let wanted = match runtime {
            RuntimeArg::Tvm020 => blob::SYMBOL_LEGACY,
            _ => blob::SYMBOL_CURRENT,
        };
        let wanted_symbol = format!("{prefix}{wanted}");
        if modlink::inspect::verify::defines_symbol(file, &display, &wanted_symbol)? {
            out.ok(format!("blob: {name} reads `{wanted_symbol}`"));
        } else {
            out.fail(format!(
                "blob: {name} reads only `{wanted_symbol}`, but the file has `{symbol}` ({} layout): its imported modules would be missing",
                layout_name(layout)
            ));
        }
    }
    let tree = match located.tree() {
        Ok(tree) => tree,
        Err(error) => {
            out.fail(format!("blob: no runtime can read it: {error}"));
            return Ok(());
        }
    };
    for (index, node) in tree.nodes.iter().enumerate() {
        let kind = node.kind.as_str();
        if kind == LIB_KEY {
            continue;
        }
        if runtime.has_loader(kind) {
            if runtime == RuntimeArg::Modlink && !MODLINK_EXECUTOR_KINDS.contains(&kind) {
                out.ok(format!(
                    "module [{index}] {kind}: modlink restores it (device code is kept, not run)"
                ));
            } else {
                out.ok(format!("module [{index}] {kind}: {name} has a loader"));
            }
        } else if runtime == RuntimeArg::Modlink {
            out.fail(format!(
                "module [{index}] {kind}: modlink has no loader (register_loader(\"{kind}\", ..))"
            ));
        } else {
            out.fail(format!(
                "module [{index}] {kind}: the {name} CPU build has no loader; needs {}",
                gpu_build(kind)
            ));
        }
    }
    Ok(())
}

fn check_symbols(located: &Located, runtime: RuntimeArg, out: &mut Findings) {
    let name = runtime.name();
    for symbol in &located.undefined_symbols {
        // Mach-O spells C names with a leading underscore.
        let c_name = symbol.strip_prefix('_').filter(|s| s.starts_with("TVM"));
        let c_name = c_name.unwrap_or(symbol);
        if runtime.provides(c_name) {
            out.ok(format!("symbol `{c_name}`: provided by {name}"));
        } else if c_name.starts_with("TVM") {
            out.fail(format!(
                "symbol `{c_name}`: needed from the runtime, but {name} does not provide it"
            ));
        } else {
            out.note(format!(
                "symbol `{c_name}`: must come from the process (libc, libm, …), not from {name}"
            ));
        }
    }
}

fn layout_name(layout: Layout) -> &'static str {
    match layout {
        Layout::Current => "current",
        Layout::Legacy => "legacy",
    }
}
