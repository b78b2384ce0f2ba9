//! External linkers behind a [`Linker`] trait with one flavour per family, driven by recorded
//! commands ([`LinkCommand`]).
//!
//! | flavour | programs | shared library command |
//! |---|---|---|
//! | [`CcDriver`] | `cc`, `gcc`, `clang*` | `cc [--target=T] -shared -fPIC [-undefined dynamic_lookup] -o out args objs` |
//! | [`CrossGcc`] | `aarch64-linux-gnu-gcc`, … | `<prefix>gcc -shared -fPIC -o out args objs` |
//! | [`LdLld`] | `ld.lld`, `ld.lld-19`; `wasm-ld`, `wasm-ld-19` (only `-r` merges: wasm32 has no shared library) | `ld.lld -shared -o out args objs` (no libc: undefined runtime symbols stay undefined, as in TVM's own libraries) |
//! | [`Ld64Lld`] | `ld64.lld`, `ld64.lld-19` | `ld64.lld -dylib -arch A -platform_version macos 11.0 11.0 -undefined dynamic_lookup -install_name @rpath/NAME -o out args objs` |
//! | [`LldLink`] | `lld-link`, `lld-link-19` | `lld-link /DLL /NOENTRY /NODEFAULTLIB /Brepro /OUT:out args objs /EXPORT:…` (args end with modlink's import libraries, [`windows`]) |
//! | [`GnuLd`] | `ld`, `ld.bfd`, `ld.gold` (chosen for host links instead of `cc` when the objects allow it, [`driverless_ld`]) | `ld -shared --build-id --eh-frame-hdr --hash-style=gnu -z relro -o out args objs` |
//!
//! COFF has no "resolve at load time" for plain undefined symbols: the C library calls LLVM
//! inserts (`memset`, `expf`, …) and the TVM runtime entry points (`TVMFFIFunctionCall`, …) are
//! imported through import libraries modlink makes from its own lists ([`windows`]), and a
//! symbol nothing provides is a [`LinkError::Unresolved`]. Weak externals (`__TVMFFI*` context
//! pointers) are defined by the host object itself, so they need nothing. `/Brepro` replaces the
//! PE timestamp with a content hash (deterministic).
//!
//! Discovery ([`discover_linker`]) follows cc-rs's precedence; see [`discover`].

mod command;
pub mod discover;
mod gnu_ld;
pub mod needed;
pub mod windows;

pub use command::LinkCommand;
pub(crate) use command::path_arg;
pub use discover::{discover_archiver, discover_c_compiler, discover_linker, linker_for_program};
pub use gnu_ld::{GnuLd, driverless_ld, needs_no_driver};
pub use needed::{NeededLibraries, needed_library_args, stub_shared_object, text_stub};

use crate::target::{Arch, TargetSpec};
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// An error finding or running a linker.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum LinkError {
    /// No linker was found.
    #[error("no {tool} found for {target}: searched {}; {hint}", searched.join(", "))]
    NotFound {
        /// What kind of tool (linker, archiver, C compiler).
        tool: &'static str,
        /// The target triple.
        target: String,
        /// Every environment variable and program that was tried, in order.
        searched: Vec<String>,
        /// How to fix it.
        hint: String,
    },
    /// The linker (or C compiler, or archiver) ran and failed.
    #[error("{tool} failed ({status}): {command}\n{stderr}")]
    Failed {
        /// What the program is: `linker`, `C compiler` or `archiver`.
        tool: &'static str,
        /// The full command line, shell-quoted.
        command: String,
        /// The exit status.
        status: String,
        /// The linker's stderr (its stdout if stderr was empty).
        stderr: String,
    },
    /// The linker could not be started.
    #[error("cannot run {command}: {source}")]
    Spawn {
        /// The full command line, shell-quoted.
        command: String,
        /// The OS error.
        source: std::io::Error,
    },
    /// Symbols the objects call that nothing defines (COFF, where the DLL would call garbage).
    #[error(
        "unresolved symbols linking a {target} DLL: {}; no object defines them and no DLL modlink \
         imports from (ucrtbase.dll, ntdll.dll, kernel32.dll, tvm_ffi.dll, tvm_runtime.dll) \
         exports them: pass an import library that does (--linker-arg name.lib), or \
         --linker-arg /FORCE:UNRESOLVED to link anyway (a call to one would crash)",
        symbols.join(", ")
    )]
    Unresolved {
        /// The target triple.
        target: String,
        /// Each symbol, quoted, with the object that needs it when known.
        symbols: Vec<String>,
    },
    /// A file modlink writes or reads for the link could not be.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The OS error.
        source: std::io::Error,
    },
    /// An object file could not be read or written.
    #[error("{path}: not a readable object file: {message}")]
    Object {
        /// The file.
        path: String,
        /// What the object reader or writer said.
        message: String,
    },
    /// The linker cannot produce this kind of output for this target.
    #[error("{flavor:?} linker `{program}` cannot link for {target}: {message}")]
    Unsupported {
        /// The flavour.
        flavor: LinkerFlavor,
        /// The program.
        program: String,
        /// The target triple.
        target: String,
        /// Why.
        message: String,
    },
}

/// The linker families modlink knows how to drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkerFlavor {
    /// A C compiler driver (`cc`, `gcc`, `clang`): links through the system linker.
    CcDriver,
    /// A cross GCC driver (`aarch64-linux-gnu-gcc`).
    CrossGcc,
    /// LLVM's ELF linker used directly.
    LdLld,
    /// LLVM's Mach-O linker used directly.
    Ld64Lld,
    /// LLVM's COFF linker used directly.
    LldLink,
    /// GNU ld (or a compatible `ld`) used directly, without a C driver's start files and
    /// libraries (see [`driverless_ld`]).
    GnuLd,
}

impl LinkerFlavor {
    /// Infers the flavour from a program's file name (`aarch64-linux-gnu-gcc` → CrossGcc,
    /// `clang-19` → CcDriver, `ld.lld-19` → LdLld, …); anything unknown is taken as a C driver.
    pub fn from_program(program: &Path) -> LinkerFlavor {
        let name = program
            .file_stem()
            .map(|s| s.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        let name = name.as_str();
        // file_stem drops `.exe` but also cuts `ld.lld` to `ld`: test the full file name too.
        let file_name = program
            .file_name()
            .map(|s| s.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        if file_name.starts_with("ld64.lld") {
            LinkerFlavor::Ld64Lld
        } else if file_name.starts_with("ld.lld") || name.starts_with("wasm-ld") {
            // wasm-ld is lld's WebAssembly port and takes the same `-r -o` command line.
            LinkerFlavor::LdLld
        } else if name.starts_with("lld-link") {
            LinkerFlavor::LldLink
        } else if ["ld", "ld.bfd", "ld.gold"].contains(&file_name.as_str()) {
            LinkerFlavor::GnuLd
        } else if name.contains("clang") {
            LinkerFlavor::CcDriver
        } else if name.contains("-gcc") || name.contains("-g++") {
            LinkerFlavor::CrossGcc
        } else {
            LinkerFlavor::CcDriver
        }
    }
}

/// What to link: objects in, one shared library out.
#[derive(Clone, Debug)]
pub struct LinkRequest<'a> {
    /// The target the objects were compiled for.
    pub target: &'a TargetSpec,
    /// Object files, in link order.
    pub objects: &'a [PathBuf],
    /// The library to write.
    pub output: &'a Path,
    /// The file name the library will finally have (Mach-O records it as install name; a
    /// temporary output path must not leak into the file).
    pub final_name: &'a OsStr,
    /// Symbols to export explicitly (COFF only; ELF and Mach-O export every global symbol).
    pub exports: &'a [String],
    /// Extra arguments, placed before the objects.
    pub extra_args: &'a [OsString],
}

/// A linker family: turns a [`LinkRequest`] into a [`LinkCommand`].
pub trait Linker: std::fmt::Debug + Send + Sync {
    /// The family.
    fn flavor(&self) -> LinkerFlavor;
    /// The program that runs.
    fn program(&self) -> &Path;
    /// The command that links a shared library.
    fn shared_library_command(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError>;
    /// Links a shared library: builds the command, runs it, returns it for reports.
    fn link_shared(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError> {
        let command = self.shared_library_command(request)?;
        command.run()?;
        Ok(command)
    }
}

fn push_objects_and_extras(command: &mut LinkCommand, request: &LinkRequest<'_>) {
    command.args(request.extra_args.iter().cloned());
    command.args(request.objects.iter().map(|o| path_arg(o)));
}

/// A C compiler driver (`cc`, `gcc`, `clang`): `-shared -fPIC`; clang also gets `--target`.
#[derive(Clone, Debug)]
pub struct CcDriver {
    /// The driver program.
    pub program: PathBuf,
}

impl CcDriver {
    fn is_clang(&self) -> bool {
        self.program
            .file_name()
            .is_some_and(|n| n.to_string_lossy().to_ascii_lowercase().contains("clang"))
    }
}

impl Linker for CcDriver {
    fn flavor(&self) -> LinkerFlavor {
        LinkerFlavor::CcDriver
    }
    fn program(&self) -> &Path {
        &self.program
    }
    fn shared_library_command(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError> {
        let mut command = LinkCommand::new(&self.program);
        if self.is_clang() {
            command.arg(format!("--target={}", request.target.llvm_triple()));
        }
        command.args(["-shared", "-fPIC"]);
        if request.target.is_darwin() {
            command.args(["-undefined", "dynamic_lookup"]);
            let mut install_name = OsString::from("@rpath/");
            install_name.push(request.final_name);
            command.arg("-install_name").arg(install_name);
        }
        command.arg("-o").arg(path_arg(request.output));
        push_objects_and_extras(&mut command, request);
        Ok(command)
    }
}

/// A cross GCC driver (`aarch64-linux-gnu-gcc`): the target is implied by the program.
#[derive(Clone, Debug)]
pub struct CrossGcc {
    /// The driver program.
    pub program: PathBuf,
}

impl Linker for CrossGcc {
    fn flavor(&self) -> LinkerFlavor {
        LinkerFlavor::CrossGcc
    }
    fn program(&self) -> &Path {
        &self.program
    }
    fn shared_library_command(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError> {
        let mut command = LinkCommand::new(&self.program);
        command.args(["-shared", "-fPIC", "-o"]);
        command.arg(path_arg(request.output));
        push_objects_and_extras(&mut command, request);
        Ok(command)
    }
}

/// `ld.lld` used directly: a Linux shared object for any architecture, no libc, no toolchain.
#[derive(Clone, Debug)]
pub struct LdLld {
    /// The linker program.
    pub program: PathBuf,
}

impl Linker for LdLld {
    fn flavor(&self) -> LinkerFlavor {
        LinkerFlavor::LdLld
    }
    fn program(&self) -> &Path {
        &self.program
    }
    fn shared_library_command(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError> {
        if request.target.object_format() != crate::target::ObjectFormat::Elf {
            return Err(unsupported(self, request, "ld.lld links ELF only"));
        }
        let mut command = LinkCommand::new(&self.program);
        command.args(["-shared", "-o"]);
        command.arg(path_arg(request.output));
        push_objects_and_extras(&mut command, request);
        Ok(command)
    }
}

/// `ld64.lld` used directly: a Mach-O dylib whose runtime symbols resolve at load time.
#[derive(Clone, Debug)]
pub struct Ld64Lld {
    /// The linker program.
    pub program: PathBuf,
}

impl Linker for Ld64Lld {
    fn flavor(&self) -> LinkerFlavor {
        LinkerFlavor::Ld64Lld
    }
    fn program(&self) -> &Path {
        &self.program
    }
    fn shared_library_command(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError> {
        let arch = match request.target.arch() {
            Arch::X86_64 if request.target.is_darwin() => "x86_64",
            Arch::Aarch64 if request.target.is_darwin() => "arm64",
            _ => {
                return Err(unsupported(
                    self,
                    request,
                    "ld64.lld links x86_64/arm64 Darwin only",
                ));
            }
        };
        let mut command = LinkCommand::new(&self.program);
        command.args(["-dylib", "-arch", arch]);
        command.args(["-platform_version", "macos", "11.0", "11.0"]);
        command.args(["-undefined", "dynamic_lookup"]);
        // The default install name is the output path, a temporary one: record the final name.
        let mut install_name = OsString::from("@rpath/");
        install_name.push(request.final_name);
        command.arg("-install_name").arg(install_name);
        command.arg("-o").arg(path_arg(request.output));
        push_objects_and_extras(&mut command, request);
        Ok(command)
    }
}

/// `lld-link` used directly: a DLL without an SDK; its imports come from [`windows::prepare`]
/// (see the module doc).
#[derive(Clone, Debug)]
pub struct LldLink {
    /// The linker program.
    pub program: PathBuf,
}

impl Linker for LldLink {
    fn flavor(&self) -> LinkerFlavor {
        LinkerFlavor::LldLink
    }
    fn program(&self) -> &Path {
        &self.program
    }
    fn shared_library_command(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError> {
        if !request.target.is_windows() {
            return Err(unsupported(self, request, "lld-link links Windows only"));
        }
        let mut command = LinkCommand::new(&self.program);
        command.args(["/DLL", "/NOENTRY", "/NODEFAULTLIB", "/Brepro"]);
        command.arg_joined("/OUT:", request.output.as_os_str());
        push_objects_and_extras(&mut command, request);
        for export in request.exports {
            command.arg(format!("/EXPORT:{export}"));
        }
        Ok(command)
    }
}

fn unsupported(linker: &dyn Linker, request: &LinkRequest<'_>, message: &str) -> LinkError {
    LinkError::Unsupported {
        flavor: linker.flavor(),
        program: linker.program().display().to_string(),
        target: request.target.triple(),
        message: message.to_string(),
    }
}

/// A static archive command: `ar crsD out objs` (`D`: zero timestamps, uids and modes, so the
/// archive is deterministic; member names are the objects' file names).
pub fn archive_command(archiver: &Path, objects: &[PathBuf], output: &Path) -> LinkCommand {
    let mut command = LinkCommand::new(archiver);
    command.tool("archiver");
    command.arg("crsD").arg(path_arg(output));
    command.args(objects.iter().map(|o| path_arg(o)));
    command
}

/// A command compiling one C file to an object for the target with a C driver
/// (`-c -fPIC`, no `-fPIC` for Windows; clang also gets `--target`).
pub fn compile_c_command(
    compiler: &Path,
    target: &TargetSpec,
    source: &Path,
    object: &Path,
) -> LinkCommand {
    let mut command = LinkCommand::new(compiler);
    command.tool("C compiler");
    let is_clang = compiler
        .file_name()
        .is_some_and(|n| n.to_string_lossy().to_ascii_lowercase().contains("clang"));
    if is_clang {
        command.arg(format!("--target={}", target.llvm_triple()));
    }
    command.arg("-c");
    // COFF code is position-independent by construction; clang refuses -fPIC for it.
    if !target.is_windows() {
        command.arg("-fPIC");
    }
    command.arg("-o");
    command.arg(path_arg(object)).arg(path_arg(source));
    command
}
