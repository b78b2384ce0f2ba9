//! `modlink inspect`: what a library holds, read from the file without running it.

use modlink::blob::Layout;
use modlink::inspect::classify::FileKind;
use modlink::inspect::locate::{LocateOptions, Located, locate_file_with};
use modlink::module::relax_text::{ConstLoaderSummary, ExecutableSummary, provided_names};
use modlink::module::{CudaTarget, DeviceModule, LIB_KEY, ModuleTree, Payload};
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `modlink inspect`.
#[derive(clap::Args)]
pub struct Args {
    /// The library, object, archive or object tar to inspect.
    file: PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// For a universal Mach-O file: the slice to read (default: the first).
    #[arg(long)]
    arch: Option<String>,
    /// Only the blob with this system-library prefix (for archives bundling several).
    #[arg(long)]
    prefix: Option<String>,
    /// Check the blob against its `__modlink_blob_digest` symbol; exit 1 when they differ.
    #[arg(long)]
    verify: bool,
    /// Print each Relax VM executable's bytecode as TVM's `as_text` does (with `--json`: in a
    /// `disasm` field of the module).
    #[arg(long)]
    disasm: bool,
}

/// One module as `inspect --json` and `extract`'s `tree.json` list it.
#[derive(Serialize)]
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
    /// A Relax VM executable's disassembly (`--disasm --json` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disasm: Option<String>,
    /// A device module's kernels and, for `cuda`, the target of its code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub device: Option<DeviceSummary>,
}

/// What `inspect` shows of a device module beyond its fmt.
#[derive(Serialize)]
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
}

/// One kernel of a device module's function table.
#[derive(Serialize)]
pub struct KernelSummary {
    /// The kernel symbol.
    pub name: String,
    /// Argument types by their TVM names (`handle`, `float32`, …).
    pub arg_types: Vec<String>,
    /// Launch parameter tags in order (`blockIdx.x`, `threadIdx.x`, …).
    pub launch_param_tags: Vec<String>,
    /// Per-argument extra tags (0 none, 1 TensorMap); `None` for TVM ≤ 0.20's records.
    pub arg_extra_tags: Option<Vec<i32>>,
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
            })
            .collect(),
    }
}

/// The whole `inspect --json` object.
#[derive(Serialize)]
struct Report<'a> {
    path: String,
    /// What the file is (`inspect::classify::FileKind::json_name`).
    kind: &'static str,
    object_format: &'static str,
    arch: &'a str,
    endianness: &'static str,
    bits: u8,
    triple: &'a str,
    layout: Option<String>,
    symbol: Option<&'a str>,
    prefix: Option<&'a str>,
    member: Option<&'a str>,
    blob_bytes: Option<usize>,
    blob_file_offset: Option<u64>,
    fat_arches: &'a [String],
    root: usize,
    host_functions: &'a [String],
    undefined_symbols: &'a [String],
    /// Those of `undefined_symbols` referenced only weakly (optional at load time).
    weak_undefined_symbols: &'a [String],
    cpu_levels: &'a std::collections::BTreeMap<String, Vec<String>>,
    modules: Vec<ModuleEntry>,
    /// With `--verify`: what the digest check found.
    #[serde(skip_serializing_if = "Option::is_none")]
    digest: Option<String>,
}

/// Locates `file` and reads its module tree.
pub fn locate_and_read(
    file: &std::path::Path,
    options: &LocateOptions,
) -> modlink::Result<(Located, ModuleTree)> {
    let located = locate_file_with(file, options)?;
    let tree = located.tree()?;
    Ok((located, tree))
}

/// The module list: index, kind, imports, payload size, fmt and functions of each module, and
/// a device module's kernels and target.
pub fn module_entries(located: &Located, tree: &ModuleTree) -> Vec<ModuleEntry> {
    let layout = located.layout.unwrap_or(Layout::Current);
    tree.nodes
        .iter()
        .enumerate()
        .map(|(index, node)| ModuleEntry {
            index,
            kind: node.kind.clone(),
            imports: tree.imports.get(index).cloned().unwrap_or_default(),
            payload_bytes: modlink::blob::payload_len(tree, index, layout).unwrap_or(0),
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
        })
        .collect()
}

/// Runs `modlink inspect`.
pub fn run(args: Args) -> modlink::Result<ExitCode> {
    let options = LocateOptions {
        arch: args.arch,
        prefix: args.prefix,
    };
    let bar = crate::progress::Bar::for_bytes(crate::progress::file_len(&args.file));
    if let Some(bar) = &bar {
        bar.spin(
            modlink::progress::Stage::Load,
            &args.file.display().to_string(),
        );
    }
    let (located, tree) = locate_and_read(&args.file, &options)?;
    let verified = if args.verify {
        // Mapped: hashing a multi-GiB blob pages it through instead of copying it to the heap.
        let file = modlink::inspect::locate::map_file(&args.file).map_err(|source| {
            modlink::inspect::locate::LocateError::Io {
                path: args.file.display().to_string(),
                source,
            }
        });
        let file = file?;
        Some(modlink::inspect::verify::verify(&file, &located)?)
    } else {
        None
    };
    drop(bar);
    let mut modules = module_entries(&located, &tree);
    if args.disasm {
        for (module, node) in modules.iter_mut().zip(&tree.nodes) {
            if let Payload::RelaxExecutable(exe) = &node.payload {
                module.disasm = Some(exe.disassemble());
            }
        }
    }
    // `--verify`'s finding: a line of the text, a field of the JSON object.
    let digest = verified.map(|verification| {
        use modlink::inspect::verify::Verification;
        match verification {
            Verification::NoBlob => "no blob: nothing to verify".to_string(),
            Verification::NoDigest => {
                "no __modlink_blob_digest symbol: blob not verified".to_string()
            }
            Verification::Verified { symbol, sha256 } => {
                format!("blob matches {symbol} (sha256 {sha256})")
            }
        }
    });
    if args.json {
        let report = Report {
            path: located.path.display().to_string(),
            kind: FileKind::of(&located).json_name(),
            object_format: located.object_format.as_str(),
            arch: &located.arch,
            endianness: located.endianness.as_str(),
            bits: located.bits,
            triple: &located.triple_guess,
            layout: located.layout.map(|layout| layout.to_string()),
            symbol: located.symbol.as_deref(),
            prefix: located.prefix.as_deref(),
            member: located.member.as_deref(),
            blob_bytes: located.blob.as_ref().map(|blob| blob.len()),
            blob_file_offset: located.blob_file_offset,
            fat_arches: &located.fat_arches,
            root: 0,
            host_functions: &located.host_functions,
            undefined_symbols: &located.undefined_symbols,
            weak_undefined_symbols: &located.weak_undefined_symbols,
            cpu_levels: &located.kernel_cpu_levels,
            modules,
            digest,
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&report).unwrap_or_default()
        );
    } else {
        if args.disasm {
            print!("{}", disassembly(&modules));
        } else {
            print!("{}", human(&located, &modules));
        }
        if let Some(line) = digest {
            println!("{:<15} {line}", "digest:");
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn list(names: &[String]) -> String {
    if names.is_empty() {
        "(none)".into()
    } else {
        names.join(", ")
    }
}

/// `--disasm` text: each executable's `as_text`, under a header naming the module when the
/// library holds several.
fn disassembly(modules: &[ModuleEntry]) -> String {
    let texts: Vec<(usize, &str)> = modules
        .iter()
        .filter_map(|m| m.disasm.as_deref().map(|d| (m.index, d)))
        .collect();
    match texts.as_slice() {
        [] => "no Relax VM executable in this library\n".to_string(),
        [(_, only)] => only.to_string(),
        several => several
            .iter()
            .map(|(index, text)| format!("# module [{index}]\n{text}"))
            .collect(),
    }
}

/// The lines `inspect` prints under a Relax executable module.
fn relax_lines(summary: &ExecutableSummary) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "      executable: magic {}, version {}\n",
        summary.magic, summary.version
    ));
    for f in &summary.functions {
        out.push_str(&format!(
            "      vm function {}({})  {}  arity {}, {} registers, {} instructions\n",
            f.name,
            f.signature
                .iter()
                .map(|p| p.text())
                .collect::<Vec<_>>()
                .join(", "),
            f.kind,
            f.arity,
            f.registers,
            f.instructions
        ));
    }
    let c = &summary.constants;
    out.push_str(&format!(
        "      constants: {} ({} tensors, {} bytes; {} shapes, {} strings, {} data types, {} ints, \
         {} floats)\n",
        c.count, c.tensors, c.tensor_bytes, c.shapes, c.strings, c.dtypes, c.ints, c.floats
    ));
    out.push_str(&format!("      builtins: {}\n", list(&summary.builtins)));
    out.push_str(&format!("      kernels: {}\n", list(&summary.kernels)));
    if !summary.unresolved.is_empty() {
        out.push_str(&format!(
            "      UNRESOLVED (neither the imports nor modlink's builtins provide them): {}\n",
            summary.unresolved.join(", ")
        ));
    }
    if let Some(error) = &summary.verify_error {
        out.push_str(&format!("      REFUSED by the bytecode check: {error}\n"));
    }
    out
}

/// The lines `inspect` prints under a device module: the target, then one line per kernel.
fn device_lines(device: &DeviceSummary) -> String {
    let mut out = String::new();
    if let Some(target) = &device.target {
        out.push_str(&format!("      target: {target}\n"));
    }
    if let Some(error) = &device.target_error {
        out.push_str(&format!("      target: UNREADABLE: {error}\n"));
    }
    for kernel in &device.kernels {
        out.push_str(&format!(
            "      kernel {}({})  launch [{}]",
            kernel.name,
            kernel.arg_types.join(", "),
            kernel.launch_param_tags.join(", ")
        ));
        // TensorMap arguments (tag 1) change how the argument is passed (spec §3.3).
        if let Some(tags) = kernel.arg_extra_tags.as_ref().filter(|t| t.iter().any(|&t| t != 0)) {
            let tags: Vec<String> = tags.iter().map(i32::to_string).collect();
            out.push_str(&format!("  extra tags [{}]", tags.join(", ")));
        }
        out.push('\n');
    }
    out
}

/// `inspect`'s text: the file (what it is, its format, blob and host functions), then the
/// module tree.
pub fn human(located: &Located, modules: &[ModuleEntry]) -> String {
    let mut out = String::new();
    let mut line = |label: &str, value: String| {
        out.push_str(&format!("{label:<15} {value}\n"));
    };
    line("file:", located.path.display().to_string());
    line(
        "format:",
        format!(
            "{} ({}, {}-endian, {}-bit)",
            located.object_format,
            located.arch,
            located.endianness.as_str(),
            located.bits
        ),
    );
    line("kind:", FileKind::of(located).description().to_string());
    if !located.fat_arches.is_empty() {
        line("slices:", located.fat_arches.join(", "));
    }
    line("triple (guess):", located.triple_guess.clone());
    line(
        "layout:",
        located
            .layout
            .map_or("none (no blob: host code only)".to_string(), |layout| {
                layout.to_string()
            }),
    );
    if let (Some(symbol), Some(prefix)) = (&located.symbol, &located.prefix) {
        line(
            "symbol:",
            format!("{symbol} (system-lib prefix {prefix:?})"),
        );
    }
    if let Some(member) = &located.member {
        line("member:", member.clone());
    }
    if let (Some(blob), Some(offset)) = (&located.blob, located.blob_file_offset) {
        line(
            "blob:",
            format!("{} bytes at file offset {offset:#x}", blob.len()),
        );
    }
    line("host functions:", list(&located.host_functions));
    if !located.kernel_cpu_levels.is_empty() {
        out.push_str("cpu levels:\n");
        for (kernel, levels) in &located.kernel_cpu_levels {
            out.push_str(&format!("  {kernel}: {}\n", levels.join(", ")));
        }
    }
    out.push_str("modules:\n");
    for module in modules {
        let imports: Vec<String> = module.imports.iter().map(usize::to_string).collect();
        out.push_str(&format!(
            "  [{}] {}  imports [{}]  payload {} bytes",
            module.index,
            module.kind,
            imports.join(", "),
            module.payload_bytes
        ));
        if let Some(fmt) = &module.fmt {
            out.push_str(&format!("  fmt {fmt}"));
        }
        out.push('\n');
        out.push_str(&format!("      functions: {}\n", list(&module.functions)));
        if let Some(device) = &module.device {
            out.push_str(&device_lines(device));
        }
        if let Some(summary) = &module.relax {
            out.push_str(&relax_lines(summary));
        }
        if let Some(loader) = &module.const_loader {
            out.push_str(&format!(
                "      constants: {} tensors, {} bytes\n",
                loader.constants, loader.tensor_bytes
            ));
            for (symbol, names) in &loader.symbols {
                out.push_str(&format!("      {symbol} receives: {}\n", list(names)));
            }
        }
    }
    out
}
