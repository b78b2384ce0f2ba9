//! Finding a linker, an archiver and a C compiler for a target, with cc-rs's precedence.
//!
//! Linker, first match wins:
//! 1. `MODLINK_LINKER_<triple>`, `MODLINK_LINKER_<triple_with_underscores>`, `MODLINK_LINKER`;
//! 2. `CC_<triple>`, `CC_<triple_with_underscores>`; `CC` only when the target is the host or
//!    `CC` names a cross compiler (`*-gcc`);
//! 3. `${CROSS_COMPILE}gcc`;
//! 4. a default that fits the target: host ELF `cc`; foreign Linux `<arch>-linux-gnu-gcc` if on
//!    `PATH`, else `ld.lld`/`ld.lld-19`; Darwin `ld64.lld`/`ld64.lld-19`; Windows
//!    `lld-link`/`lld-link-19`; WebAssembly `wasm-ld`/`wasm-ld-19` (`ld.lld` reads ELF only).
//!
//! A variable may hold a path or a program name looked up on `PATH`. The flavour follows from
//! the program's file name ([`LinkerFlavor::from_program`]) unless the caller forces one.
//! Every lookup goes through a caller-supplied `env` function, so tests pass a map instead of
//! mutating the process environment.

use super::{CcDriver, CrossGcc, Ld64Lld, LdLld, LinkError, Linker, LinkerFlavor, LldLink};
use crate::target::{ObjectFormat, TargetSpec};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Reads the process environment; the `env` argument of the discovery functions in production.
pub fn process_env(name: &str) -> Option<OsString> {
    std::env::var_os(name)
}

/// A linker of the given (or inferred) flavour running `program`.
pub fn linker_for_program(program: PathBuf, flavor: Option<LinkerFlavor>) -> Box<dyn Linker> {
    match flavor.unwrap_or_else(|| LinkerFlavor::from_program(&program)) {
        LinkerFlavor::CcDriver => Box::new(CcDriver { program }),
        LinkerFlavor::CrossGcc => Box::new(CrossGcc { program }),
        LinkerFlavor::LdLld => Box::new(LdLld { program }),
        LinkerFlavor::Ld64Lld => Box::new(Ld64Lld { program }),
        LinkerFlavor::LldLink => Box::new(LldLink { program }),
        LinkerFlavor::GnuLd => Box::new(super::GnuLd { program }),
    }
}

/// Finds the linker for `target` (precedence in the module doc).
pub fn discover_linker(
    target: &TargetSpec,
    env: &dyn Fn(&str) -> Option<OsString>,
) -> Result<Box<dyn Linker>, LinkError> {
    let mut search = Search::new(target, env, "linker");
    let mut program = search.variables(&target_variables("MODLINK_LINKER", target))?;
    if program.is_none() {
        program = search.compiler_variables()?;
    }
    let program = program
        .or_else(|| search.cross_compile("gcc"))
        .or_else(|| search.programs(&default_linkers(target)));
    match program {
        Some(program) => Ok(linker_for_program(program, None)),
        None => Err(search.not_found(format!(
            "set MODLINK_LINKER (or MODLINK_LINKER_{}) to a linker for {}, or install {}",
            target.triple(),
            target.triple(),
            install_hint(target)
        ))),
    }
}

/// Finds `ar` for building static libraries: `MODLINK_AR_<triple>`…`MODLINK_AR`,
/// `AR_<triple>`, `AR_<triple_underscored>`, `AR` (host only), then `ar` for the host or
/// `llvm-ar`/`llvm-ar-19` (which read every object format) for other targets.
pub fn discover_archiver(
    target: &TargetSpec,
    env: &dyn Fn(&str) -> Option<OsString>,
) -> Result<PathBuf, LinkError> {
    let mut search = Search::new(target, env, "archiver");
    let mut ar_variables = target_variables("AR", target);
    if !target.is_host() {
        ar_variables.pop();
    }
    let defaults: &[&str] = if target.is_host() {
        &["ar", "llvm-ar", "llvm-ar-19"]
    } else {
        &["llvm-ar", "llvm-ar-19"]
    };
    let mut found = search.variables(&target_variables("MODLINK_AR", target))?;
    if found.is_none() {
        found = search.variables(&ar_variables)?;
    }
    let found = found.or_else(|| search.programs(defaults));
    found.ok_or_else(|| {
        search.not_found("set MODLINK_AR to an `ar`, or install llvm-ar (llvm)".to_string())
    })
}

/// Finds a C compiler for the target (used by the C packer): `CC_<triple>`,
/// `CC_<triple_underscored>`, `CC` (host or cross gcc), `${CROSS_COMPILE}gcc`, then `cc` for
/// the host, `<arch>-linux-gnu-gcc` for foreign Linux, and `clang`/`clang-19` (with `--target`).
pub fn discover_c_compiler(
    target: &TargetSpec,
    env: &dyn Fn(&str) -> Option<OsString>,
) -> Result<PathBuf, LinkError> {
    let mut search = Search::new(target, env, "C compiler");
    let mut defaults: Vec<String> = Vec::new();
    if target.is_host() {
        defaults.push("cc".into());
    } else if let Some(prefix) = target.gnu_toolchain_prefix() {
        defaults.push(format!("{prefix}-gcc"));
    }
    defaults.extend(["clang".to_string(), "clang-19".to_string()]);
    let default_refs: Vec<&str> = defaults.iter().map(String::as_str).collect();
    let found = search
        .compiler_variables()?
        .or_else(|| search.cross_compile("gcc"))
        .or_else(|| search.programs(&default_refs));
    found.ok_or_else(|| search.not_found(format!("set CC_{} or install clang", target.triple())))
}

/// `NAME_<triple>`, `NAME_<triple_underscored>`, `NAME`.
fn target_variables(name: &str, target: &TargetSpec) -> Vec<String> {
    let triple = target.triple();
    vec![
        format!("{name}_{triple}"),
        format!("{name}_{}", triple.replace('-', "_")),
        name.to_string(),
    ]
}

fn default_linkers(target: &TargetSpec) -> Vec<String> {
    match target.object_format() {
        ObjectFormat::MachO => vec!["ld64.lld".into(), "ld64.lld-19".into()],
        ObjectFormat::Coff => vec!["lld-link".into(), "lld-link-19".into()],
        ObjectFormat::Wasm => vec!["wasm-ld".into(), "wasm-ld-19".into()],
        ObjectFormat::Elf if target.is_host() => vec!["cc".into()],
        ObjectFormat::Elf => {
            let mut names = Vec::new();
            if let Some(prefix) = target.gnu_toolchain_prefix() {
                names.push(format!("{prefix}-gcc"));
            }
            names.extend(["ld.lld".to_string(), "ld.lld-19".to_string()]);
            names
        }
    }
}

fn install_hint(target: &TargetSpec) -> String {
    match target.object_format() {
        ObjectFormat::MachO => "ld64.lld (package lld)".into(),
        ObjectFormat::Coff => "lld-link (package lld)".into(),
        ObjectFormat::Wasm => "wasm-ld (package lld)".into(),
        ObjectFormat::Elf if target.is_host() => "a C compiler (cc)".into(),
        ObjectFormat::Elf => match target.gnu_toolchain_prefix() {
            Some(prefix) => format!("ld.lld (package lld) or {prefix}-gcc"),
            None => "ld.lld (package lld)".into(),
        },
    }
}

/// One discovery run: the lookups tried so far, for the NotFound message.
struct Search<'a> {
    target: &'a TargetSpec,
    env: &'a dyn Fn(&str) -> Option<OsString>,
    tool: &'static str,
    searched: Vec<String>,
}

impl<'a> Search<'a> {
    fn new(
        target: &'a TargetSpec,
        env: &'a dyn Fn(&str) -> Option<OsString>,
        tool: &'static str,
    ) -> Self {
        Search {
            target,
            env,
            tool,
            searched: Vec::new(),
        }
    }

    /// The first set variable; a set variable naming a missing program is an error right away
    /// (silently falling through would link with a tool the user did not ask for).
    fn variables(&mut self, names: &[String]) -> Result<Option<PathBuf>, LinkError> {
        for name in names {
            let Some(value) = (self.env)(name).filter(|v| !v.is_empty()) else {
                self.searched.push(format!("${name} (unset)"));
                continue;
            };
            if let Some(found) = self.find(Path::new(&value)) {
                return Ok(Some(found));
            }
            self.searched.push(format!(
                "${name}={} (not found)",
                Path::new(&value).display()
            ));
            return Err(self.not_found(format!(
                "${name} names a program that does not exist or is not on PATH"
            )));
        }
        Ok(None)
    }

    /// `CC_<triple>`, `CC_<triple_underscored>`, then `CC` only where it fits the target.
    fn compiler_variables(&mut self) -> Result<Option<PathBuf>, LinkError> {
        let names = target_variables("CC", self.target);
        if let Some(found) = self.variables(&names[..2])? {
            return Ok(Some(found));
        }
        let Some(value) = (self.env)("CC").filter(|v| !v.is_empty()) else {
            self.searched.push("$CC (unset)".into());
            return Ok(None);
        };
        let program = PathBuf::from(&value);
        let is_cross = LinkerFlavor::from_program(&program) == LinkerFlavor::CrossGcc;
        if !self.target.is_host() && !is_cross {
            self.searched.push(format!(
                "$CC={} (skipped: not a cross compiler for {})",
                program.display(),
                self.target.triple()
            ));
            return Ok(None);
        }
        self.variables(&["CC".to_string()])
    }

    fn cross_compile(&mut self, tool: &str) -> Option<PathBuf> {
        let Some(prefix) = (self.env)("CROSS_COMPILE").filter(|v| !v.is_empty()) else {
            self.searched.push("$CROSS_COMPILE (unset)".into());
            return None;
        };
        let mut name = prefix;
        name.push(tool);
        let found = self.find(Path::new(&name));
        if found.is_none() {
            self.searched.push(format!(
                "$CROSS_COMPILE{tool}={} (not found)",
                Path::new(&name).display()
            ));
        }
        found
    }

    fn programs<S: AsRef<str>>(&mut self, names: &[S]) -> Option<PathBuf> {
        for name in names {
            let name = name.as_ref();
            if let Some(found) = self.find(Path::new(name)) {
                return Some(found);
            }
            self.searched.push(format!("{name} on PATH"));
        }
        None
    }

    /// A path with a directory part is taken as is; a bare name is looked up on `PATH`.
    fn find(&self, program: &Path) -> Option<PathBuf> {
        if program.components().count() > 1 {
            return is_executable(program).then(|| program.to_path_buf());
        }
        let path = (self.env)("PATH")?;
        std::env::split_paths(&path)
            .map(|dir| dir.join(program))
            .find(|candidate| is_executable(candidate))
    }

    fn not_found(&self, hint: String) -> LinkError {
        LinkError::NotFound {
            tool: self.tool,
            target: self.target.triple(),
            searched: self.searched.clone(),
            hint,
        }
    }
}

fn is_executable(path: &Path) -> bool {
    let Ok(metadata) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        metadata.is_file()
    }
}
