//! Host code besides kernels: LLVM IR (`.ll`) and bitcode (`.bc`) compiled by modlink's LLVM, C
//! sources (`.c`) compiled with the C compiler that fits the target, and prebuilt objects and
//! archives (`.o`, `.obj`, `.a`) checked against the target. Everything becomes a member of the
//! one `_lib` host module, as TVM merges all its DSO modules.
//!
//! Before anything is linked, the strong global symbols every input defines are compared: a
//! symbol defined by two inputs is an error naming both files.

use crate::codegen::{self, CodegenOptions, Emit};
use crate::export::manifest::object_arch;
use crate::ir;
use crate::link::discover::process_env;
use crate::link::{LinkError, compile_c_command, discover_c_compiler};
use crate::target::{ObjectFormat, TargetSpec};
use object::{Object, ObjectSymbol};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// An error with a host input, naming the file.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum HostInputError {
    /// The file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The input.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file's kind is not known by its extension.
    #[error("{path}: unknown input kind (expected .kir, .ll, .bc, .c, .o, .obj or .a)")]
    UnknownKind {
        /// The input.
        path: String,
    },
    /// The input is a directory, not a file.
    #[error("{path}: is a directory (inputs are .kir, .ll, .bc, .c, .o, .obj or .a files)")]
    IsDirectory {
        /// The input.
        path: String,
    },
    /// An object or archive member is not for the target.
    #[error("{path}: {what} is for {found}, but the target is {target}")]
    WrongTarget {
        /// The input.
        path: String,
        /// The object (or `member m.o`).
        what: String,
        /// What it is built for.
        found: String,
        /// The target.
        target: String,
    },
    /// The file is not an object the target's linker takes.
    #[error("{path}: {message}")]
    NotAnObject {
        /// The input.
        path: String,
        /// Why.
        message: String,
    },
    /// Two inputs define the same exported symbol.
    #[error("symbol `{symbol}` is defined by both {first} and {second}")]
    DuplicateSymbol {
        /// The symbol.
        symbol: String,
        /// The first input defining it.
        first: String,
        /// The second one.
        second: String,
    },
    /// Compiling the input failed.
    #[error("{path}: {message}")]
    Compile {
        /// The input.
        path: String,
        /// The compiler's error.
        message: String,
    },
}

/// What a host input is, by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostInputKind {
    /// Kernels in `.kir` text.
    Kir,
    /// LLVM IR text.
    LlvmIr,
    /// LLVM bitcode.
    Bitcode,
    /// C source.
    CSource,
    /// A relocatable object.
    Object,
    /// A static archive of objects (all members are linked in).
    Archive,
}

impl HostInputKind {
    /// The kind of `path` by its extension.
    pub fn of(path: &Path) -> Option<HostInputKind> {
        let extension = path.extension()?.to_string_lossy().to_ascii_lowercase();
        Some(match extension.as_str() {
            "kir" => HostInputKind::Kir,
            "ll" => HostInputKind::LlvmIr,
            "bc" => HostInputKind::Bitcode,
            "c" => HostInputKind::CSource,
            "o" | "obj" => HostInputKind::Object,
            "a" | "lib" => HostInputKind::Archive,
            _ => return None,
        })
    }
}

/// The kind of input `path` is, or why it cannot be one: a directory, or an unknown extension.
/// Checks nothing else (the file may still be missing or unreadable).
pub fn host_input_kind(path: &Path) -> Result<HostInputKind, HostInputError> {
    if path.is_dir() {
        return Err(HostInputError::IsDirectory {
            path: display(path),
        });
    }
    HostInputKind::of(path).ok_or_else(|| HostInputError::UnknownKind {
        path: display(path),
    })
}

/// One compiled input: the objects it contributes and the packed functions it exports.
#[derive(Clone, Debug)]
pub struct CompiledInput {
    /// The input file.
    pub path: PathBuf,
    /// Object files (one, or an archive's members), in order.
    pub objects: Vec<Vec<u8>>,
    /// Functions exported under TVM's convention (`__tvm_ffi_<name>`), without the prefix.
    pub functions: Vec<String>,
}

fn display(path: &Path) -> String {
    path.display().to_string()
}

fn read(path: &Path) -> Result<Vec<u8>, HostInputError> {
    std::fs::read(path).map_err(|source| HostInputError::Io {
        path: display(path),
        source,
    })
}

/// Compiles every input for `target` and checks that no exported symbol is defined twice.
/// `codegen` applies to `.kir`, `.ll` and `.bc` inputs (its `emit` is forced to objects).
pub fn compile_host_inputs(
    paths: &[PathBuf],
    target: &TargetSpec,
    codegen: &CodegenOptions,
) -> crate::Result<Vec<CompiledInput>> {
    let options = CodegenOptions {
        emit: Emit::Object,
        ..codegen.clone()
    };
    let mut compiled = Vec::with_capacity(paths.len());
    for path in paths {
        let kind = host_input_kind(path)?;
        let name = display(path);
        let (objects, functions) = match kind {
            HostInputKind::Kir => {
                let text = String::from_utf8(read(path)?).map_err(|e| HostInputError::Compile {
                    path: name.clone(),
                    message: format!("not UTF-8: {e}"),
                })?;
                let program = ir::parse(&text, &name)?;
                let host = codegen::compile(&program, target, &options)?;
                (vec![host.bytes], host.functions)
            }
            HostInputKind::LlvmIr | HostInputKind::Bitcode => {
                let host = codegen::compile_llvm_module(&read(path)?, &name, target, &options)?;
                (vec![host.bytes], host.functions)
            }
            HostInputKind::CSource => {
                let object = compile_c(path, target)?;
                let functions = packed_functions(&object);
                (vec![object], functions)
            }
            HostInputKind::Object => {
                let object = read(path)?;
                check_object(path, "the object", &object, target)?;
                let functions = packed_functions(&object);
                (vec![object], functions)
            }
            HostInputKind::Archive => {
                let members = archive_members(path, target)?;
                let functions = members.iter().flat_map(|m| packed_functions(m)).collect();
                (members, functions)
            }
        };
        compiled.push(CompiledInput {
            path: path.clone(),
            objects,
            functions,
        });
    }
    check_duplicates(&compiled)?;
    Ok(compiled)
}

fn compile_c(path: &Path, target: &TargetSpec) -> crate::Result<Vec<u8>> {
    let failed = |error: LinkError| HostInputError::Compile {
        path: display(path),
        message: format!("{error}{}", c_compile_hint(target)),
    };
    let compiler = discover_c_compiler(target, &process_env).map_err(failed)?;
    let work = tempfile::tempdir().map_err(|source| HostInputError::Io {
        path: display(path),
        source,
    })?;
    let object = work.path().join("input.o");
    let mut command = compile_c_command(&compiler, target, path, &object);
    command.arg("-O2");
    command.run().map_err(failed)?;
    let bytes = read(&object)?;
    check_object(path, "the compiled object", &bytes, target)?;
    Ok(bytes)
}

/// What a failed C compile for `target` may be missing: the SDK for an Apple target (its C
/// headers and libraries ship only with Xcode), unless `SDKROOT` names one already.
fn c_compile_hint(target: &TargetSpec) -> String {
    if target.is_darwin() && std::env::var_os("SDKROOT").is_none_or(|v| v.is_empty()) {
        format!(
            "\nhint: C for {} needs Apple's SDK (its headers and libraries ship only with \
             Xcode): set SDKROOT to a MacOSX.sdk directory, or compile the file on a Mac and \
             pass the object (.o)",
            target.triple()
        )
    } else {
        String::new()
    }
}

/// Refuses an object for another architecture or object format than the target's.
fn check_object(
    path: &Path,
    what: &str,
    bytes: &[u8],
    target: &TargetSpec,
) -> Result<(), HostInputError> {
    let file = object::File::parse(bytes).map_err(|e| HostInputError::NotAnObject {
        path: display(path),
        message: format!("{what} is not an object file: {e}"),
    })?;
    let format = match file.format() {
        object::BinaryFormat::Elf => ObjectFormat::Elf,
        object::BinaryFormat::MachO => ObjectFormat::MachO,
        object::BinaryFormat::Coff | object::BinaryFormat::Pe => ObjectFormat::Coff,
        object::BinaryFormat::Wasm => ObjectFormat::Wasm,
        other => {
            return Err(HostInputError::NotAnObject {
                path: display(path),
                message: format!("{what} has unsupported format {other:?}"),
            });
        }
    };
    let arch = object_arch(file.architecture());
    if arch != Some(target.arch()) || format != target.object_format() {
        return Err(HostInputError::WrongTarget {
            path: display(path),
            what: what.to_string(),
            found: format!("{:?} {:?}", file.architecture(), file.format()),
            target: target.triple(),
        });
    }
    Ok(())
}

fn archive_members(path: &Path, target: &TargetSpec) -> Result<Vec<Vec<u8>>, HostInputError> {
    let bytes = read(path)?;
    let archive = object::read::archive::ArchiveFile::parse(&*bytes).map_err(|e| {
        HostInputError::NotAnObject {
            path: display(path),
            message: format!("not an archive: {e}"),
        }
    })?;
    let mut members = Vec::new();
    for member in archive.members() {
        let member = member.map_err(|e| HostInputError::NotAnObject {
            path: display(path),
            message: format!("archive member: {e}"),
        })?;
        let name = String::from_utf8_lossy(member.name()).into_owned();
        let data = member
            .data(&*bytes)
            .map_err(|e| HostInputError::NotAnObject {
                path: display(path),
                message: format!("archive member {name}: {e}"),
            })?;
        check_object(path, &format!("member {name}"), data, target)?;
        members.push(data.to_vec());
    }
    Ok(members)
}

/// Strong, defined, global symbols of an object (weak and common definitions may repeat).
fn strong_definitions(bytes: &[u8]) -> Vec<String> {
    let Ok(file) = object::File::parse(bytes) else {
        return Vec::new();
    };
    file.symbols()
        .filter(|s| s.is_definition() && s.is_global() && !s.is_weak() && !s.is_common())
        .filter_map(|s| s.name().ok().map(str::to_string))
        .collect()
}

/// `__tvm_ffi_<name>` definitions of an object (Mach-O's leading underscore removed).
fn packed_functions(bytes: &[u8]) -> Vec<String> {
    let Ok(file) = object::File::parse(bytes) else {
        return Vec::new();
    };
    file.symbols()
        .filter(|s| s.is_definition() && s.is_global() && s.kind() == object::SymbolKind::Text)
        .filter_map(|s| s.name().ok())
        .filter_map(|name| {
            let name = name
                .strip_prefix('_')
                .filter(|n| n.starts_with("_tvm_ffi_"))
                .unwrap_or(name);
            let rest = name.strip_prefix("__tvm_ffi_")?;
            (!rest.starts_with('_')).then(|| rest.to_string())
        })
        .collect()
}

fn check_duplicates(inputs: &[CompiledInput]) -> Result<(), HostInputError> {
    let labelled: Vec<(String, &[u8])> = inputs
        .iter()
        .flat_map(|input| {
            input
                .objects
                .iter()
                .map(|o| (display(&input.path), o.as_slice()))
        })
        .collect();
    check_duplicate_symbols(&labelled)
}

/// Fails when two differently named inputs define the same strong global symbol; `objects`
/// pairs each object with the input it came from.
pub fn check_duplicate_symbols(objects: &[(String, &[u8])]) -> Result<(), HostInputError> {
    let mut owner: HashMap<String, &str> = HashMap::new();
    for (origin, object) in objects {
        for symbol in strong_definitions(object) {
            match owner.get(&symbol) {
                Some(first) if *first != origin.as_str() => {
                    return Err(HostInputError::DuplicateSymbol {
                        symbol,
                        first: first.to_string(),
                        second: origin.clone(),
                    });
                }
                _ => {
                    owner.insert(symbol, origin);
                }
            }
        }
    }
    Ok(())
}
