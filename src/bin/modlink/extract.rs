//! `modlink extract`: each module's payload in its own file (plus each Relax executable's
//! disassembly, each device module's code and each static library's object, whatever the
//! tree's root), the tree as JSON, a manifest where one can describe the tree, and optionally
//! the blob re-encoded in a chosen layout.

use crate::inspect::locate_and_read;
use crate::output_dir::OutputDir;
use bytes::Bytes;
use modlink::blob::{self, Layout};
use modlink::export::ExportError;
use modlink::inspect::locate::LocateOptions;
use modlink::inspect::report::module_entries;
use modlink::module::{DeviceCode, ModuleTree, Payload};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// A blob layout chosen on the command line.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum LayoutArg {
    /// tvm-ffi, TVM 0.22 and later.
    Current,
    /// TVM 0.20 and earlier.
    Legacy,
}

impl From<LayoutArg> for Layout {
    fn from(layout: LayoutArg) -> Self {
        match layout {
            LayoutArg::Current => Layout::Current,
            LayoutArg::Legacy => Layout::Legacy,
        }
    }
}

/// Arguments of `modlink extract`.
#[derive(clap::Args)]
pub struct Args {
    /// The library, object, archive or object tar to read.
    file: PathBuf,
    /// Directory to write into (created if missing).
    #[arg(short, long)]
    output: PathBuf,
    /// Also write `blob.bin`: the whole tree re-encoded in this layout.
    #[arg(long, value_enum)]
    layout: Option<LayoutArg>,
    /// For a universal Mach-O file: the slice to read (default: the first).
    #[arg(long)]
    arch: Option<String>,
    /// Only the blob with this system-library prefix (for archives bundling several).
    #[arg(long)]
    prefix: Option<String>,
    /// Write into a directory that is not empty, first removing the files an earlier extract
    /// wrote there (`*.bin`, `*.code`, `*.raw`, `*.o`, `*.settings.json`, `tree.json`,
    /// `manifest.json`).
    #[arg(long)]
    overwrite: bool,
}

/// Checks the output directory before anything is read: a non-empty directory is refused
/// (stale files of another library would mix with the new ones) unless `overwrite`, which
/// removes what an earlier extract wrote.
fn prepare_output(dir: &Path, overwrite: bool) -> modlink::Result<OutputDir> {
    // Created when missing, and checked to accept new files.
    let output = OutputDir::prepare(dir)?;
    let entries = std::fs::read_dir(dir).map_err(|e| output_error(dir, e))?;
    let names: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    if names.is_empty() {
        return Ok(output);
    }
    if !overwrite {
        return Err(output_error(
            dir,
            format!(
                "the directory is not empty ({} entries); pass --overwrite to replace an earlier extract's files",
                names.len()
            ),
        ));
    }
    for path in names {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let ours = matches!(name, "tree.json" | "manifest.json")
            || [".bin", ".code", ".raw", ".o", ".settings.json"]
                .iter()
                .any(|e| name.ends_with(e));
        if ours && path.is_file() {
            std::fs::remove_file(&path).map_err(|e| output_error(&path, e))?;
        }
    }
    Ok(output)
}

fn output_error(path: &Path, message: impl std::fmt::Display) -> modlink::Error {
    ExportError::Output {
        path: path.display().to_string(),
        message: message.to_string(),
    }
    .into()
}

/// Writes `bytes` to `path` through a temporary file in the same directory, so a reader never
/// sees half a file.
fn write_atomically(path: &Path, bytes: &[u8]) -> modlink::Result<()> {
    Ok(modlink::export::write_bytes_atomically(path, bytes)?)
}

/// Runs `modlink extract`.
pub fn run(args: Args) -> modlink::Result<ExitCode> {
    let options = LocateOptions {
        arch: args.arch,
        prefix: args.prefix,
    };
    let (located, tree) = locate_and_read(&args.file, &options)?;
    let layout = located.layout.unwrap_or(Layout::Current);
    let output = prepare_output(&args.output, args.overwrite)?;
    let modules = module_entries(&located, &tree);
    for module in &modules {
        if module.payload_bytes == 0 && tree.nodes[module.index].payload == Payload::Lib {
            continue;
        }
        let payload = blob::payload_bytes(&tree, module.index, layout)?;
        let name = format!(
            "{}_{}.bin",
            module.index,
            modlink::export::manifest::file_part(&tree.nodes[module.index].kind)
        );
        write_atomically(&args.output.join(name), &payload)?;
        let stem = format!(
            "{}_{}",
            module.index,
            modlink::export::manifest::file_part(&tree.nodes[module.index].kind)
        );
        // The code a module carries is written whatever the tree's root, under the names the
        // manifest gives it where a manifest can describe the tree.
        match &tree.nodes[module.index].payload {
            Payload::RelaxExecutable(exe) => write_atomically(
                &args.output.join(format!("{stem}.as_text.txt")),
                exe.disassemble().as_bytes(),
            )?,
            Payload::Device(device) => match &device.code {
                DeviceCode::Single(code) => {
                    write_atomically(&args.output.join(format!("{stem}.code")), code)?;
                    if let Some(settings) = &device.build_settings {
                        write_atomically(
                            &args.output.join(format!("{stem}.settings.json")),
                            settings.as_bytes(),
                        )?;
                    }
                }
                DeviceCode::PerKernel(sources) => {
                    for (position, (_, code)) in sources.iter().enumerate() {
                        write_atomically(
                            &args.output.join(format!("{stem}.{position}.code")),
                            code,
                        )?;
                    }
                }
            },
            Payload::StaticLibrary(library) => {
                write_atomically(&args.output.join(format!("{stem}.o")), &library.data)?
            }
            _ => {}
        }
    }
    let json = serde_json::to_string_pretty(&modules).map_err(|e| output_error(&args.output, e))?;
    write_atomically(
        &args.output.join("tree.json"),
        format!("{json}\n").as_bytes(),
    )?;
    write_manifest(&args.output, &tree)?;
    if let Some(layout) = args.layout {
        let bytes = blob::write(&tree, layout.into())?;
        write_atomically(&args.output.join("blob.bin"), &bytes)?;
    }
    output.keep();
    Ok(ExitCode::SUCCESS)
}

/// Writes `manifest.json` (the host module's imports, with their code files) so that
/// `modlink build --import-manifest DIR/manifest.json` rebuilds the same blob; a tree a
/// manifest cannot describe gets a note instead.
fn write_manifest(dir: &Path, tree: &ModuleTree) -> modlink::Result<()> {
    let mut save = |name: &str, bytes: &Bytes| -> Result<PathBuf, ExportError> {
        write_atomically(&dir.join(name), bytes).map_err(|e| ExportError::Output {
            path: dir.join(name).display().to_string(),
            message: e.to_string(),
        })?;
        Ok(PathBuf::from(name))
    };
    match modlink::export::manifest::manifests_from_tree(tree, &mut save) {
        Ok(manifests) => {
            let json =
                serde_json::to_string_pretty(&manifests).map_err(|e| output_error(dir, e))?;
            write_atomically(&dir.join("manifest.json"), format!("{json}\n").as_bytes())
        }
        Err(error) => {
            crate::status::tagged(
                crate::status::Tag::Note,
                format_args!("no manifest.json: {error}"),
            );
            Ok(())
        }
    }
}
