//! `modlink inspect`: what a library holds, read from the file without running it.

use modlink::inspect::classify::FileKind;
use modlink::inspect::locate::{LocateOptions, Located, locate_file_with};
use modlink::inspect::report::{DeviceSummary, ModuleEntry, Report};
use modlink::module::ModuleTree;
use modlink::module::relax_text::ExecutableSummary;
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

/// Locates `file` and reads its module tree.
pub fn locate_and_read(
    file: &std::path::Path,
    options: &LocateOptions,
) -> modlink::Result<(Located, ModuleTree)> {
    let located = locate_file_with(file, options)?;
    let tree = located.tree()?;
    Ok((located, tree))
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
    let located = locate_file_with(&args.file, &options)?;
    // One module that cannot be read (broken, or written by a newer TVM) is shown as such,
    // under the others, rather than hiding the whole tree.
    let (tree, unreadable) = located.tree_keeping_unreadable()?;
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
    let mut report = Report::new(&located, &tree).with_unreadable(&unreadable);
    if args.disasm {
        report = report.with_disassembly(&tree);
    }
    // `--verify`'s finding: a line of the text, a field of the JSON object.
    if let Some(verification) = verified {
        use modlink::inspect::verify::Verification;
        report = report.with_digest(match verification {
            Verification::NoBlob => "no blob: nothing to verify".to_string(),
            Verification::NoDigest => {
                "no __modlink_blob_digest symbol: blob not verified".to_string()
            }
            Verification::Verified { symbol, sha256 } => {
                format!("blob matches {symbol} (sha256 {sha256})")
            }
        });
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).unwrap_or_default()
        );
    } else {
        if args.disasm {
            print!("{}", disassembly(&report.modules));
        } else {
            print!("{}", human(&located, &report.modules));
        }
        if let Some(line) = &report.digest {
            println!("{:<15} {line}", "digest:");
        }
    }
    if let Some((index, error)) = unreadable.first() {
        crate::status::tagged(
            crate::status::Tag::Error,
            format_args!(
                "{}: {} of {} modules could not be read (the first: module {index}: {error})",
                located.display_path(),
                unreadable.len(),
                tree.nodes.len()
            ),
        );
        return Ok(ExitCode::FAILURE);
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
        // A TIRx v2 record: its launch values are named by the fields, not the tags.
        if let Some(fields) = &kernel.cuda_launch_fields {
            out.push_str(&format!("  launch fields [{}]", fields.join(", ")));
        }
        if let Some(attrs) = kernel.cuda_kernel_attrs.as_ref().filter(|a| !a.is_empty()) {
            let attrs: Vec<String> = attrs.iter().map(|(k, v)| format!("{k}={v}")).collect();
            out.push_str(&format!("  attrs {{{}}}", attrs.join(", ")));
        }
        if kernel.function_info_version != 1 {
            out.push_str(&format!(
                "  (FunctionInfo v{})",
                kernel.function_info_version
            ));
        }
        out.push('\n');
    }
    if let Some(settings) = &device.build_settings {
        out.push_str(&format!("      build settings: {settings}\n"));
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
        if let Some(error) = &module.unreadable {
            out.push_str(&format!("      UNREADABLE: {error}\n"));
            continue;
        }
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
