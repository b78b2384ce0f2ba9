//! The C runtime libraries a linked library declares (`DT_NEEDED`), whatever linker links it.
//!
//! LLVM lowers kernels to calls into the C library and libm (`memset`, `expf`, `tanhf`, …).
//! A library that does not name the libraries defining them loads only into a process that
//! happens to have them already (a Python with libm, not a Rust program that never calls it).
//! TVM's own libraries name `libm.so.6` and `libc.so.6`; so do modlink's, for every glibc
//! Linux target ([`TargetSpec::needed_libraries`]).
//!
//! A linker records a `DT_NEEDED` entry for each shared object on its command line, under that
//! object's `DT_SONAME`. A cross `ld.lld` has no sysroot to find the target's `libm.so.6` in,
//! and the driverless host `ld` (`super::driverless_ld`) no driver to pass `-lm`; so modlink
//! writes, for each library, a stub shared object for the target with the right `DT_SONAME`
//! and nothing else ([`stub_shared_object`]), and passes it after `--no-as-needed` (a driver
//! may default to `--as-needed`, which drops a library no symbol binds to). The stub defines no
//! symbol, so references stay unversioned and bind, at load time, to whatever the target's
//! real library defines, as with ld.lld's cross links before.
//!
//! Darwin's one runtime library is libSystem; `ld64.lld` without an SDK gets a text stub
//! (`.tbd`, [`text_stub`]) naming `/usr/lib/libSystem.B.dylib`, recorded as `LC_LOAD_DYLIB`.

use super::{LinkError, LinkerFlavor};
use crate::target::TargetSpec;
use object::elf;
use object::write::elf::{FileHeader, ProgramHeader, Writer};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// What makes a link record the target's runtime libraries: arguments to place with the other
/// arguments (before the objects) and stub inputs to place after the objects.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NeededLibraries {
    /// `--no-as-needed`, spelled for the flavour (none for ld64.lld, which keeps every dylib).
    pub args: Vec<OsString>,
    /// The stubs, one per library, in the order the entries are to appear.
    pub inputs: Vec<PathBuf>,
}

/// Writes the stubs for `target`'s runtime libraries into `directory/needed` and returns how to
/// pass them to a `flavor` linker; empty where the target needs none or the linker records
/// them itself (a C driver for Darwin links libSystem; lld-link imports from modlink's import
/// libraries).
pub fn needed_library_args(
    target: &TargetSpec,
    flavor: LinkerFlavor,
    directory: &Path,
) -> Result<NeededLibraries, LinkError> {
    let libraries = target.needed_libraries();
    let args: Vec<OsString> = match flavor {
        _ if libraries.is_empty() => return Ok(NeededLibraries::default()),
        LinkerFlavor::CcDriver | LinkerFlavor::CrossGcc if target.is_darwin() => {
            return Ok(NeededLibraries::default());
        }
        LinkerFlavor::CcDriver | LinkerFlavor::CrossGcc => vec!["-Wl,--no-as-needed".into()],
        LinkerFlavor::GnuLd | LinkerFlavor::LdLld => vec!["--no-as-needed".into()],
        LinkerFlavor::Ld64Lld => Vec::new(),
        LinkerFlavor::LldLink => return Ok(NeededLibraries::default()),
    };
    let stubs = directory.join("needed");
    std::fs::create_dir_all(&stubs).map_err(|source| LinkError::Io {
        path: stubs.display().to_string(),
        source,
    })?;
    let mut inputs = Vec::new();
    for library in libraries {
        let (path, bytes) = if target.is_darwin() {
            let name = Path::new(library)
                .file_stem()
                .map_or_else(|| OsString::from("libSystem"), |stem| stem.to_owned());
            let mut file = name;
            file.push(".tbd");
            (stubs.join(file), text_stub(target, library).into_bytes())
        } else {
            let path = stubs.join(library);
            let bytes =
                stub_shared_object(target, library).map_err(|message| LinkError::Object {
                    path: path.display().to_string(),
                    message,
                })?;
            (path, bytes)
        };
        std::fs::write(&path, bytes).map_err(|source| LinkError::Io {
            path: path.display().to_string(),
            source,
        })?;
        inputs.push(path);
    }
    Ok(NeededLibraries { args, inputs })
}

/// A text-based stub (`.tbd`, TAPI v4) of a Darwin dylib: its install name for the target's
/// architecture on macOS and no symbols, which ld64.lld records as `LC_LOAD_DYLIB`.
pub fn text_stub(target: &TargetSpec, install_name: &str) -> String {
    let arch = match target.arch() {
        crate::target::Arch::Aarch64 => "arm64",
        _ => "x86_64",
    };
    format!(
        "--- !tapi-tbd\ntbd-version:     4\ntargets:         [ {arch}-macos ]\ninstall-name:    \
         '{install_name}'\ncurrent-version: 1319\n...\n"
    )
}

/// An ELF shared object for `target` whose only content is `DT_SONAME soname`: an empty
/// dynamic symbol table, its string table and the dynamic section, in one read-only `PT_LOAD`
/// segment at address 0 (addresses equal file offsets).
pub fn stub_shared_object(target: &TargetSpec, soname: &str) -> Result<Vec<u8>, String> {
    let machine = target
        .elf_machine()
        .ok_or_else(|| format!("{target} has no ELF machine"))?;
    let e_flags = target.elf_e_flags().unwrap_or(0);
    let mut bytes = Vec::new();
    write_stub(target, machine, e_flags, soname, &mut bytes)?;
    Ok(bytes)
}

fn write_stub(
    target: &TargetSpec,
    machine: elf::Machine,
    e_flags: u32,
    soname: &str,
    bytes: &mut Vec<u8>,
) -> Result<(), String> {
    let mut writer = Writer::new(
        target.object_endianness(),
        target.pointer_width() == 64,
        bytes,
    );
    let soname_id = writer.add_dynamic_string(soname.as_bytes());
    // DT_SONAME, DT_SYMTAB, DT_STRTAB, DT_STRSZ, DT_SYMENT, DT_NULL.
    let dynamic_entries = 6;

    writer.reserve_file_header();
    writer.reserve_program_headers(2);
    writer.reserve_null_section_index();
    writer.reserve_null_dynamic_symbol_index();
    writer.reserve_dynsym_section_index();
    writer.reserve_dynstr_section_index();
    writer.reserve_dynamic_section_index();
    writer.reserve_shstrtab_section_index();
    let dynsym_address = writer.reserve_dynsym();
    let dynstr_address = writer.reserve_dynstr().map_err(|e| e.to_string())?;
    let dynamic_address = writer.reserve_dynamic(dynamic_entries);
    let loaded_end = writer.reserved_len();
    writer.reserve_shstrtab().map_err(|e| e.to_string())?;
    writer.reserve_section_headers();

    writer
        .write_file_header(&FileHeader {
            os_abi: elf::ELFOSABI_NONE,
            abi_version: 0,
            e_type: elf::ET_DYN,
            e_machine: machine,
            e_entry: 0,
            e_flags: elf::FileFlags(e_flags),
        })
        .map_err(|e| e.to_string())?;
    writer.write_align_program_headers();
    writer.write_program_header(&ProgramHeader {
        p_type: elf::PT_LOAD,
        p_flags: elf::PF_R,
        p_offset: 0,
        p_vaddr: 0,
        p_paddr: 0,
        p_filesz: loaded_end,
        p_memsz: loaded_end,
        p_align: 0x1000,
    });
    let dynamic_size = dynamic_entries as u64 * if target.pointer_width() == 64 { 16 } else { 8 };
    writer.write_program_header(&ProgramHeader {
        p_type: elf::PT_DYNAMIC,
        p_flags: elf::PF_R,
        p_offset: dynamic_address,
        p_vaddr: dynamic_address,
        p_paddr: dynamic_address,
        p_filesz: dynamic_size,
        p_memsz: dynamic_size,
        p_align: u64::from(target.pointer_width() / 8),
    });
    writer.write_null_dynamic_symbol();
    writer.write_dynstr();
    writer.write_align_dynamic();
    let dynstr_size = u64::from(writer.dynstr_len());
    let symbol_size = if target.pointer_width() == 64 { 24 } else { 16 };
    let dynamic = [
        (elf::DT_SYMTAB, dynsym_address),
        (elf::DT_STRTAB, dynstr_address),
        (elf::DT_STRSZ, dynstr_size),
        (elf::DT_SYMENT, symbol_size),
        (elf::DT_NULL, 0),
    ];
    writer
        .write_dynamic_string(elf::DT_SONAME, soname_id)
        .map_err(|e| e.to_string())?;
    for (tag, value) in dynamic {
        writer
            .write_dynamic(tag, value)
            .map_err(|e| e.to_string())?;
    }
    writer.write_shstrtab();
    writer.write_null_section_header();
    writer.write_dynsym_section_header(dynsym_address, 1);
    writer.write_dynstr_section_header(dynstr_address);
    writer.write_dynamic_section_header(dynamic_address);
    writer.write_shstrtab_section_header();
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The stub parses as a shared object of the target's class, byte order and machine whose
    /// dynamic section names the soname and whose dynamic symbol table is empty (read back with
    /// goblin, which shares nothing with the writer).
    #[test]
    fn stubs_are_shared_objects_naming_their_soname() {
        use goblin::elf::header;
        for (triple, machine, is_64, little) in [
            ("x86_64-unknown-linux-gnu", header::EM_X86_64, true, true),
            ("aarch64-unknown-linux-gnu", header::EM_AARCH64, true, true),
            ("armv7-unknown-linux-gnueabihf", header::EM_ARM, false, true),
            ("s390x-unknown-linux-gnu", header::EM_S390, true, false),
            ("i686-unknown-linux-gnu", header::EM_386, false, true),
        ] {
            let target = TargetSpec::parse(triple).unwrap();
            let bytes = stub_shared_object(&target, "libm.so.6").unwrap();
            let elf = goblin::elf::Elf::parse(&bytes).unwrap();
            assert_eq!(elf.header.e_type, header::ET_DYN, "{triple}");
            assert_eq!(elf.header.e_machine, machine, "{triple}");
            assert_eq!(elf.is_64, is_64, "{triple}");
            assert_eq!(elf.little_endian, little, "{triple}");
            assert_eq!(elf.soname, Some("libm.so.6"), "{triple}");
            assert!(elf.libraries.is_empty(), "{triple}: needs nothing");
            // A dynamic symbol table holding only the null symbol, found by section header as
            // linkers find it.
            let dynsym = elf
                .section_headers
                .iter()
                .find(|section| section.sh_type == goblin::elf::section_header::SHT_DYNSYM)
                .unwrap();
            assert_eq!(dynsym.sh_size, if is_64 { 24 } else { 16 }, "{triple}");
        }
        let stub = text_stub(
            &TargetSpec::parse("aarch64-apple-darwin").unwrap(),
            "/usr/lib/libSystem.B.dylib",
        );
        assert!(stub.starts_with("--- !tapi-tbd\n"), "{stub}");
        assert!(
            stub.contains("targets:         [ arm64-macos ]\n"),
            "{stub}"
        );
        assert!(
            stub.contains("install-name:    '/usr/lib/libSystem.B.dylib'\n"),
            "{stub}"
        );
        let arm = TargetSpec::parse("armv7-unknown-linux-gnueabihf").unwrap();
        let elf_flags = goblin::elf::Elf::parse(&stub_shared_object(&arm, "libc.so.6").unwrap())
            .unwrap()
            .header
            .e_flags;
        // EABI version 5, hard float: what ld.bfd checks an input DSO against.
        assert_eq!(elf_flags, 0x0500_0400);
    }
}
