//! GNU ld (or a compatible `ld`) run directly for host links, skipping the C driver's process
//! chain (`cc` → `collect2` → `ld` with the LTO plugin): the one-kernel export's largest fixed
//! cost after process start.
//!
//! What the driver adds to `-shared` is its start files (`crti.o`, `crtbeginS.o`, `crtendS.o`,
//! `crtn.o`: `_init`/`_fini`, `__dso_handle`, C++ destructor and TM-clone hooks) and libraries
//! (`-lgcc`, `-lgcc_s`, `-lc`). Objects that reference none of them link the same without it:
//! [`needs_no_driver`] accepts only objects without `.init`/`.fini`/`.ctors`/`.dtors` sections
//! and without undefined symbols in the implementation's namespace (`__*`: compiler builtins,
//! `__dso_handle`, `__cxa_*`, `__stack_chk_fail`, TLS helpers; `_Unwind_*`; C++ `_Z*`). What
//! remains undefined (the TVM runtime's entry points, libc/libm functions such as `expf`) is
//! resolved at load time from the process, as with the driver (which links no `-lm` either).

use super::{LinkCommand, LinkError, LinkRequest, Linker, LinkerFlavor, path_arg, unsupported};
use crate::target::{ObjectFormat, TargetSpec};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// `ld` used directly: `ld -shared --build-id --eh-frame-hdr --hash-style=gnu -z relro -o out
/// args objs`, the driver's own link line without its start files and libraries.
#[derive(Clone, Debug)]
pub struct GnuLd {
    /// The linker program.
    pub program: PathBuf,
}

impl Linker for GnuLd {
    fn flavor(&self) -> LinkerFlavor {
        LinkerFlavor::GnuLd
    }
    fn program(&self) -> &Path {
        &self.program
    }
    fn shared_library_command(&self, request: &LinkRequest<'_>) -> Result<LinkCommand, LinkError> {
        if request.target.object_format() != ObjectFormat::Elf {
            return Err(unsupported(self, request, "GNU ld links ELF only"));
        }
        let mut command = LinkCommand::new(&self.program);
        command.args([
            "-shared",
            "--build-id",
            "--eh-frame-hdr",
            "--hash-style=gnu",
            "-z",
            "relro",
            "-o",
        ]);
        command.arg(path_arg(request.output));
        command.args(request.extra_args.iter().cloned());
        command.args(request.objects.iter().map(|o| path_arg(o)));
        Ok(command)
    }
}

/// `ld` in place of a discovered host `cc` when every object links the same without the driver
/// (see the module doc); `None` keeps the driver. Only for the host's own Linux ELF target (the
/// host `ld` links host objects) and only when `cc` itself was discovered: a linker chosen by
/// the user (argument, `MODLINK_LINKER*`, `CC*`) is always run as given.
pub fn driverless_ld(
    target: &TargetSpec,
    discovered: &dyn Linker,
    objects: &[&[u8]],
    env: &dyn Fn(&str) -> Option<OsString>,
) -> Option<GnuLd> {
    let host = TargetSpec::host().ok()?;
    let chosen_by_user = ["MODLINK_LINKER", "CC"].iter().any(|prefix| {
        [
            prefix.to_string(),
            format!("{prefix}_{}", target.triple()),
            format!("{prefix}_{}", target.triple().replace('-', "_")),
        ]
        .iter()
        .any(|name| env(name).is_some())
    }) || env("CROSS_COMPILE").is_some();
    if chosen_by_user
        || discovered.flavor() != LinkerFlavor::CcDriver
        || discovered.program().file_name() != Some("cc".as_ref())
        || target.object_format() != ObjectFormat::Elf
        || !target.is_linux()
        || target.arch() != host.arch()
        || target.triple() != host.triple()
        || !objects.iter().all(|bytes| needs_no_driver(bytes))
    {
        return None;
    }
    let directory = discovered.program().parent()?;
    let beside_cc = directory.join("ld");
    let program = if directory.as_os_str().is_empty() || !beside_cc.is_file() {
        let path = env("PATH")?;
        std::env::split_paths(&path)
            .map(|dir| dir.join("ld"))
            .find(|candidate| candidate.is_file())?
    } else {
        beside_cc
    };
    Some(GnuLd { program })
}

/// Whether a relocatable ELF object needs nothing from the C driver's start files and
/// libraries (see the module doc).
pub fn needs_no_driver(bytes: &[u8]) -> bool {
    use object::{Object, ObjectSection, ObjectSymbol};
    let Ok(file) = object::File::parse(bytes) else {
        return false;
    };
    if file.format() != object::BinaryFormat::Elf || file.kind() != object::ObjectKind::Relocatable
    {
        return false;
    }
    let driver_sections = [".init", ".fini", ".ctors", ".dtors", ".preinit_array"];
    if file.sections().any(|section| {
        section.name().is_ok_and(|name| {
            driver_sections
                .iter()
                .any(|d| name == *d || name.starts_with(&format!("{d}.")))
        })
    }) {
        return false;
    }
    file.symbols()
        .filter(|symbol| symbol.is_undefined() && !symbol.is_weak())
        .all(|symbol| {
            symbol.name().is_ok_and(|name| {
                name == "_GLOBAL_OFFSET_TABLE_"
                    || !(name.starts_with("__")
                        || name.starts_with("_Unwind_")
                        || name.starts_with("_Z"))
            })
        })
}
