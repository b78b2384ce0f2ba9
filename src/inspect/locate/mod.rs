//! Finds the blob symbol in an ELF, Mach-O, PE/COFF file, a static archive or an object tar,
//! with goblin, without running the file.
//!
//! The file is memory-mapped and every byte handed out ([`Located::blob`], and the payloads
//! [`crate::blob::read`] slices from it) is a zero-copy view of that mapping. The blob is the
//! defined symbol whose name ends in one of the blob names of [`crate::blob`]; what comes
//! before the name is the system-library prefix. Its address is mapped to a file offset through
//! the section (objects) or segment (linked images) holding it, and the `u64 nbytes` found there
//! (always little-endian, spec §1.2) says how long the blob is; all `8 + nbytes` bytes must be
//! stored in the file inside that section. A file without a blob symbol is a valid host-only
//! library.
//!
//! # Where symbols come from
//!
//! | format | tables, in preference order | names |
//! |---|---|---|
//! | ELF | `.dynsym`, then `.symtab` (`PT_LOAD` segments when section headers are stripped) | as is |
//! | Mach-O | export trie, then `LC_SYMTAB` | leading `_` removed |
//! | PE image | export table | as is |
//! | COFF object | symbol table | leading `_` removed on 32-bit x86 |
//! | archive (`.a`, `.lib`), tar (`.tar`, gzip or plain) | every member that is an object | per member |
//!
//! Undefined symbols keep their binding: a name every reference makes weak (ELF `STB_WEAK`,
//! Mach-O `N_WEAK_REF`, COFF weak external) is listed in [`Located::weak_undefined_symbols`] too.
//!
//! A universal (fat) Mach-O file lists its slices in [`Located::fat_arches`]; the first is read
//! unless [`LocateOptions::arch`] names another.
//!
//! # Several blobs
//!
//! A blob under TVM 0.27's name wins over a TVM 0.21 one, which wins over a legacy one (the
//! order in which the TVM loaders look them up). Two of the same rank, e.g. two system libraries
//! with different prefixes in one archive, are an error unless [`LocateOptions::prefix`] picks
//! one.

mod container;
mod host;
pub(crate) use host::FUNCTION_PREFIX;
mod mapped;
mod view;

pub use crate::object_file::read::FileFormat;
pub use crate::object_file::read::image::{ImageFacts, ImportSlot};
use crate::target::Endianness;

use crate::blob::{self, BlobError, Layout};
use crate::module::{LIB_KEY, ModuleTree, Node, Payload};
use bytes::Bytes;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// An error locating the blob in a file.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum LocateError {
    /// The file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file is not an object format modlink reads.
    #[error("{path}: not an object file, archive or library: {message}")]
    NotAnObject {
        /// The file.
        path: String,
        /// What the parser said.
        message: String,
    },
    /// A field of the object file is out of bounds or inconsistent.
    #[error("{path}: offset {offset:#x}: {field}: {message}")]
    Malformed {
        /// The file, with the archive member in parentheses when there is one.
        path: String,
        /// File offset (or address, for symbol fields) of the bad field.
        offset: u64,
        /// Which field.
        field: String,
        /// What is wrong with it.
        message: String,
    },
    /// More than one blob symbol competes for the same layout.
    #[error("{path}: several blob symbols: {}", symbols.join(", "))]
    MultipleBlobs {
        /// The file.
        path: String,
        /// The competing symbols, each with its archive member when there is one.
        symbols: Vec<String>,
    },
    /// A universal (fat) Mach-O file has no slice for the requested architecture.
    #[error("{path}: no `{arch}` slice in this universal binary (it has: {})", available.join(", "))]
    NoSuchArch {
        /// The file.
        path: String,
        /// The requested architecture.
        arch: String,
        /// The architectures present.
        available: Vec<String>,
    },
    /// No blob symbol has the requested system-library prefix.
    #[error("{path}: no blob symbol with prefix {prefix:?} (found: {})", found.join(", "))]
    NoSuchPrefix {
        /// The file.
        path: String,
        /// The requested prefix.
        prefix: String,
        /// The blob symbols present.
        found: Vec<String>,
    },
    /// The blob was found but could not be read.
    #[error("{path}: blob `{symbol}`: {source}")]
    Blob {
        /// The file.
        path: String,
        /// The blob symbol.
        symbol: String,
        /// The blob reader's error.
        source: BlobError,
    },
}

/// Choices for locating in files that hold more than one candidate.
#[derive(Clone, Debug, Default)]
pub struct LocateOptions {
    /// The slice of a universal Mach-O file to read, by [`Located::arch`] name (`x86_64`,
    /// `aarch64`, …); `None` takes the first slice.
    pub arch: Option<String>,
    /// Only blob symbols with this system-library prefix (`""` for none): picks one system
    /// library out of an archive that bundles several.
    pub prefix: Option<String>,
}

/// What [`locate_file`] found in a library or object file.
#[derive(Clone, Debug)]
pub struct Located {
    /// The file.
    pub path: PathBuf,
    /// The container format.
    pub object_format: FileFormat,
    /// Architecture family of the object holding the blob (else the first object): `x86_64`,
    /// `aarch64`, `riscv64`, `arm`, `x86`, `powerpc64`, `s390x`, …
    pub arch: String,
    /// The same architecture as modlink's targets name it (compare this, not [`Located::arch`]);
    /// `None` for a family modlink does not generate code for.
    pub family: Option<crate::target::Arch>,
    /// Byte order of the target.
    pub endianness: Endianness,
    /// Pointer width: 32 or 64.
    pub bits: u8,
    /// Best guess of the target triple from the headers, e.g. `x86_64-unknown-linux-gnu`.
    pub triple_guess: String,
    /// The blob symbol as C spells it (Mach-O's leading underscore removed), if any.
    pub symbol: Option<String>,
    /// The system-library prefix in front of the blob symbol (`""` for none), if there is a blob.
    pub prefix: Option<String>,
    /// The blob's layout, chosen by its symbol name.
    pub layout: Option<Layout>,
    /// The blob, 8-byte `nbytes` header included; a zero-copy slice of the file.
    pub blob: Option<Bytes>,
    /// Where the blob starts in the file (for a compressed tar: in the uncompressed stream).
    pub blob_file_offset: Option<u64>,
    /// The archive or tar member holding the blob.
    pub member: Option<String>,
    /// The slices of a universal Mach-O file, in file order (empty otherwise).
    pub fat_arches: Vec<String>,
    /// Exported host functions as a loader looks them up: `__tvm_ffi_add` is `add`
    /// (legacy layout: the raw exported names, plus `__tvm_main__` when present). Sorted.
    pub host_functions: Vec<String>,
    /// Symbols the file needs from elsewhere (not defined by any of its objects). Sorted.
    pub undefined_symbols: Vec<String>,
    /// Those of [`Located::undefined_symbols`] that are only referenced weakly (ELF
    /// `STB_WEAK`, Mach-O `N_WEAK_REF`, COFF weak externals): optional, since the loader
    /// binds them to null (or the fallback) when nothing defines them. Sorted.
    pub weak_undefined_symbols: Vec<String>,
    /// For a linked image: what opening it needs to know (shared or not, writable+executable
    /// segments, import slots), read in the same parse.
    pub image: Option<ImageFacts>,
    /// The blob's digest record (`crate::blob::digest`), when a symbol of the blob's prefix
    /// defines one; a zero-copy slice of the file.
    pub digest_record: Option<Bytes>,
    /// The CPU levels of each kernel of a multi-level library (`--cpu-levels`), lowest first;
    /// empty for single-level code.
    pub kernel_cpu_levels: std::collections::BTreeMap<String, Vec<String>>,
    /// A tar laid out as Model Library Format (`metadata.json` and `codegen/` at its root),
    /// which `inspect::classify` tells from an object tar.
    pub model_library_format: bool,
}

impl Located {
    /// The module tree: the blob read in its layout, or a lone `_lib` root when there is no blob.
    pub fn tree(&self) -> Result<ModuleTree, LocateError> {
        match (&self.blob, self.layout) {
            // The executor kinds are registered so legacy-layout model libraries can be walked.
            (Some(bytes), Some(layout)) => {
                // Relax constant tags follow the TVM generation, which only the symbol tells.
                let tags = self
                    .symbol
                    .as_deref()
                    .and_then(crate::module::relax::ConstantTags::for_symbol)
                    .unwrap_or(crate::module::relax::ConstantTags::for_layout(layout));
                let registry = crate::graph::factory::payload_registry();
                blob::read_with_tags(bytes, layout, tags, &registry).map_err(|source| {
                    LocateError::Blob {
                        path: self.display_path(),
                        symbol: self.symbol.clone().unwrap_or_default(),
                        source,
                    }
                })
            }
            _ => Ok(ModuleTree {
                nodes: vec![Node {
                    kind: LIB_KEY.to_string(),
                    payload: Payload::Lib,
                }],
                imports: vec![Vec::new()],
            }),
        }
    }

    /// The module tree like [`Located::tree`], with each module whose payload cannot be decoded
    /// kept as opaque bytes and listed with its error (index, message), so that one unreadable
    /// module does not hide the others (current layout; see [`blob::read_keeping_unreadable`]).
    pub fn tree_keeping_unreadable(
        &self,
    ) -> Result<(ModuleTree, Vec<(usize, String)>), LocateError> {
        let (Some(bytes), Some(layout)) = (&self.blob, self.layout) else {
            return Ok((self.tree()?, Vec::new()));
        };
        let tags = self
            .symbol
            .as_deref()
            .and_then(crate::module::relax::ConstantTags::for_symbol)
            .unwrap_or(crate::module::relax::ConstantTags::for_layout(layout));
        let registry = crate::graph::factory::payload_registry();
        let read =
            blob::read_keeping_unreadable(bytes, layout, tags, &registry).map_err(|source| {
                LocateError::Blob {
                    path: self.display_path(),
                    symbol: self.symbol.clone().unwrap_or_default(),
                    source,
                }
            })?;
        let unreadable = read
            .unreadable
            .into_iter()
            .map(|(index, error)| (index, error.to_string()))
            .collect();
        Ok((read.tree, unreadable))
    }

    /// The file name as errors show it, with the archive member in parentheses.
    pub fn display_path(&self) -> String {
        let path = self.path.display();
        match &self.member {
            Some(member) => format!("{path}({member})"),
            None => path.to_string(),
        }
    }
}

/// Locates the blob in a file, which is memory-mapped and never executed.
pub fn locate_file(path: &Path) -> Result<Located, LocateError> {
    locate_file_with(path, &LocateOptions::default())
}

/// [`locate_file`] with options.
pub fn locate_file_with(path: &Path, options: &LocateOptions) -> Result<Located, LocateError> {
    let bytes = mapped::map_file(path).map_err(|source| LocateError::Io {
        path: path.display().to_string(),
        source,
    })?;
    locate_in(bytes, path.to_path_buf(), options)
}

/// Maps a file read-only as `Bytes` (empty files give empty bytes): payloads taken from it are
/// views of the mapping, so a multi-GiB import is paged in as it is streamed, never copied to
/// the heap.
pub fn map_file(path: &Path) -> std::io::Result<Bytes> {
    mapped::map_file(path)
}

/// Locates the blob in bytes already in memory; `name` stands for the file in errors.
pub fn locate_bytes(bytes: Bytes, name: &str) -> Result<Located, LocateError> {
    locate_bytes_with(bytes, name, &LocateOptions::default())
}

/// [`locate_bytes`] with options.
pub fn locate_bytes_with(
    bytes: Bytes,
    name: &str,
    options: &LocateOptions,
) -> Result<Located, LocateError> {
    locate_in(bytes, PathBuf::from(name), options)
}

fn locate_in(bytes: Bytes, path: PathBuf, options: &LocateOptions) -> Result<Located, LocateError> {
    let display = path.display().to_string();
    let contents = container::split(&bytes, &display, options)?;
    finish(contents, path, &display, options)
}

/// Ranks blob symbols when a file holds several: the name TVM 0.27 loads wins.
fn layout_rank(symbol: &str) -> u8 {
    if symbol.ends_with(blob::SYMBOL_CURRENT) {
        0
    } else if symbol.ends_with(blob::SYMBOL_TRANSITION) {
        1
    } else {
        2
    }
}

/// The blob symbol chosen in a file, and the object holding it.
struct Chosen<'a> {
    unit: &'a container::Unit,
    symbol: &'a crate::object_file::read::view::SymbolEntry,
}

/// Picks the blob symbol: every defined symbol with a blob name, once per (member, name)
/// (`.dynsym` and `.symtab` list the same one), best layout rank first; several of the best
/// rank are an error rather than a guess.
fn choose_blob<'a>(
    units: &'a [container::Unit],
    display: &str,
    wanted_prefix: Option<&str>,
) -> Result<Option<Chosen<'a>>, LocateError> {
    let mut candidates: Vec<Chosen<'a>> = Vec::new();
    for unit in units {
        for symbol in &unit.view.symbols {
            let seen = candidates
                .iter()
                .any(|chosen| std::ptr::eq(chosen.unit, unit) && chosen.symbol.name == symbol.name);
            if !seen && Layout::from_symbol(&symbol.name).is_some() {
                candidates.push(Chosen { unit, symbol });
            }
        }
    }
    let describe = |chosen: &Chosen<'_>| match &chosen.unit.member {
        Some(member) => format!("{} in {member}", chosen.symbol.name),
        None => chosen.symbol.name.clone(),
    };
    if let Some(wanted) = wanted_prefix {
        let all: Vec<String> = candidates.iter().map(describe).collect();
        candidates.retain(|chosen| {
            Layout::from_symbol(&chosen.symbol.name).is_some_and(|(_, prefix)| prefix == wanted)
        });
        if candidates.is_empty() && !all.is_empty() {
            return Err(LocateError::NoSuchPrefix {
                path: display.to_string(),
                prefix: wanted.to_string(),
                found: all,
            });
        }
    }
    let best_rank = candidates
        .iter()
        .map(|chosen| layout_rank(&chosen.symbol.name))
        .min();
    candidates.retain(|chosen| Some(layout_rank(&chosen.symbol.name)) == best_rank);
    if candidates.len() > 1 {
        return Err(LocateError::MultipleBlobs {
            path: display.to_string(),
            symbols: candidates.iter().map(describe).collect(),
        });
    }
    Ok(candidates.pop())
}

fn finish(
    contents: container::Contents,
    path: PathBuf,
    display: &str,
    options: &LocateOptions,
) -> Result<Located, LocateError> {
    let container::Contents {
        format,
        units,
        fat_arches,
        model_library_format,
    } = contents;
    let chosen = choose_blob(&units, display, options.prefix.as_deref())?;

    let mut located = {
        // The machine of the object holding the blob; of the first object otherwise.
        let Some(machine_unit) = chosen.as_ref().map(|c| c.unit).or(units.first()) else {
            return Err(LocateError::NotAnObject {
                path: display.to_string(),
                message: if model_library_format {
                    "a Model Library Format tarball without object files (codegen/host/lib/*.o): \
                     `modlink link-mlf` links a tarball's objects, not its sources"
                        .to_string()
                } else {
                    format!("the {format} holds no object files")
                },
            });
        };
        let machine = machine_unit.view.machine.clone();
        let views: Vec<&crate::object_file::read::view::ObjectView> =
            units.iter().map(|unit| &unit.view).collect();
        let layout = chosen
            .as_ref()
            .and_then(|c| Layout::from_symbol(&c.symbol.name))
            .map(|(layout, _)| layout);
        let undefined_symbols = host::undefined_symbols(&views);
        Located {
            weak_undefined_symbols: host::weak_undefined_symbols(&views, &undefined_symbols),
            undefined_symbols,
            path,
            object_format: format,
            arch: machine.arch,
            family: machine.family,
            endianness: machine.endianness,
            bits: machine.bits,
            triple_guess: machine.triple_guess,
            symbol: None,
            prefix: None,
            layout,
            blob: None,
            blob_file_offset: None,
            member: None,
            fat_arches,
            host_functions: host::host_functions(&views, layout),
            image: machine_unit.view.image.clone(),
            digest_record: None,
            kernel_cpu_levels: host::kernel_cpu_levels(&views),
            model_library_format,
        }
    };

    if let Some(Chosen { unit, symbol }) = chosen {
        let unit_display = match &unit.member {
            Some(member) => format!("{display}({member})"),
            None => display.to_string(),
        };
        let span = unit.view.blob_span(symbol, &unit.object, &unit_display)?;
        // `blob_span` checked `offset + len <= object.len()`, so the casts cannot truncate.
        let start = span.offset as usize;
        let end = start + span.len as usize;
        located.blob = Some(unit.object.slice(start..end));
        located.blob_file_offset = Some(unit.base + span.offset);
        located.prefix = Layout::from_symbol(&symbol.name).map(|(_, prefix)| prefix.to_string());
        located.symbol = Some(symbol.name.clone());
        located.member = unit.member.clone();
        let digest_symbol =
            crate::blob::digest::digest_symbol(located.prefix.as_deref().unwrap_or(""));
        located.digest_record = units.iter().find_map(|unit| {
            let entry = unit.view.symbols.iter().find(|s| s.name == digest_symbol)?;
            let span = unit.view.fixed_span(
                entry,
                crate::blob::digest::DIGEST_LEN as u64,
                &unit.object,
            )?;
            let start = span.offset as usize;
            Some(unit.object.slice(start..start + span.len as usize))
        });
    }
    Ok(located)
}
