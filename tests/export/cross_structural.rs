//! Libraries for targets that cannot run here, checked structurally with two independent
//! readers: `modlink inspect --json` (modlink's locator) and the `object` crate.
//!
//! * Mach-O dylibs (x86_64/aarch64 Darwin, ld64.lld) and a Windows DLL (lld-link) holding the
//!   five kernels and an imported OpenCL module: the blob symbol and every kernel entry are
//!   exported (Mach-O export trie, PE export table) and the bytes at the blob symbol are the
//!   bytes `blob::write` produces for the same tree.
//! * i686, powerpc64le and s390x Linux shared libraries (ld.lld); the big-endian s390x library
//!   carries the same little-endian blob bytes as the x86_64 one and inspects to the same tree.
//! * wasm32: packing only — one object with kernels and blob; a shared library is refused with
//!   a clear message.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::link::LinkerFlavor;
use object::{Object, ObjectSection, ObjectSymbol};
use std::path::Path;
use std::process::Command;
use support::cross::*;

const BLOB_SYMBOL: &str = "__tvm_ffi__library_bin";

/// The bytes at virtual address `address` (length `len`) found through the section table.
fn bytes_at_address<'a>(file: &object::File<'a>, address: u64, len: u64, what: &str) -> &'a [u8] {
    for section in file.sections() {
        let start = section.address();
        if address >= start && address + len <= start + section.size() {
            return section
                .data_range(address, len)
                .unwrap()
                .unwrap_or_else(|| {
                    panic!("{what}: section {:?} has no file data", section.name())
                });
        }
    }
    panic!("{what}: no section holds {len} bytes at {address:#x}");
}

/// The file's exports (Mach-O export trie, PE export table) as (name, address) pairs.
fn exported(file: &object::File<'_>, what: &str) -> Vec<(String, u64)> {
    file.exports()
        .unwrap()
        .map(|export| {
            let export = export.unwrap();
            let name = match export.name() {
                object::NameOrOrdinal::Name(name) => String::from_utf8_lossy(name).into_owned(),
                object::NameOrOrdinal::Ordinal(ordinal) => format!("#{ordinal}"),
            };
            let address = match export.target() {
                object::ExportTarget::Address { address } => address,
                other => panic!("{what}: export {name} is not an address: {other:?}"),
            };
            (name, address)
        })
        .collect()
}

/// The address of export `name`.
fn export_address(exports: &[(String, u64)], name: &str, what: &str) -> u64 {
    exports
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, address)| *address)
        .unwrap_or_else(|| panic!("{what}: {name} not exported: {exports:?}"))
}

/// True when a 64-bit Mach-O file has a non-empty export trie (LC_DYLD_EXPORTS_TRIE, or
/// LC_DYLD_INFO[_ONLY] with export data).
fn has_export_trie(data: &[u8]) -> bool {
    use object::macho;
    use object::read::macho::MachHeader;
    let header = macho::MachHeader64::<object::Endianness>::parse(data, 0).unwrap();
    let endian = header.endian().unwrap();
    let mut commands = header.load_commands(endian, data, 0).unwrap();
    while let Some(command) = commands.next().unwrap() {
        if let Some(trie) = command.dyld_exports_trie().unwrap() {
            return trie.datasize.get(endian) > 0;
        }
        if let Some(info) = command.dyld_info().unwrap() {
            return info.export_size.get(endian) > 0;
        }
    }
    false
}

/// Checks `modlink inspect --json` on a library holding the kernels and the OpenCL import;
/// returns the report's `modules`.
fn check_inspect(
    path: &Path,
    blob: &[u8],
    object_format: &str,
    arch: &str,
    endianness: &str,
) -> serde_json::Value {
    let what = path.display().to_string();
    let report = inspect_json(path);
    assert_eq!(report["object_format"], object_format, "{what}: {report}");
    assert_eq!(report["arch"], arch, "{what}");
    assert_eq!(report["endianness"], endianness, "{what}");
    assert_eq!(report["layout"], "current", "{what}");
    assert_eq!(report["symbol"], BLOB_SYMBOL, "{what}");
    assert_eq!(report["blob_bytes"], blob.len() as u64, "{what}");
    let mut host_functions: Vec<&str> = report["host_functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap())
        .collect();
    host_functions.sort_unstable();
    let mut expected = KERNELS.to_vec();
    expected.sort_unstable();
    assert_eq!(host_functions, expected, "{what}: kernel exports");
    let modules = report["modules"].as_array().unwrap();
    assert_eq!(modules.len(), 2, "{what}: {report}");
    assert_eq!(modules[0]["kind"], "_lib", "{what}");
    assert_eq!(modules[0]["imports"], serde_json::json!([1]), "{what}");
    assert_eq!(modules[1]["kind"], "opencl", "{what}");
    assert_eq!(modules[1]["fmt"], "cl", "{what}");
    assert_eq!(
        modules[1]["functions"],
        serde_json::json!(["scale_kernel"]),
        "{what}"
    );
    // The OpenCL source is the payload's last field; its bytes sit inside the blob.
    let source = OPENCL_SOURCE.as_bytes();
    assert!(
        blob.windows(source.len()).any(|w| w == source),
        "{what}: OpenCL source in blob"
    );
    report["modules"].clone()
}

fn check_macho(triple: &str, arch: object::Architecture, arch_name: &str) {
    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    let built = build_library(
        triple,
        dir.path(),
        "libkernels.dylib",
        false,
        Some(&manifest),
    );
    let blob = built.blob.as_ref().unwrap();
    assert!(
        built.report.commands.iter().any(|c| c.contains("ld64.lld")),
        "{triple}: linked with {:?}",
        built.report.commands
    );
    check_inspect(&built.path, blob, "macho", arch_name, "little");

    let data = std::fs::read(&built.path).unwrap();
    let file = object::File::parse(&*data).unwrap();
    assert_eq!(file.format(), object::BinaryFormat::MachO, "{triple}");
    assert_eq!(file.architecture(), arch, "{triple}");
    assert_eq!(
        file.kind(),
        object::ObjectKind::Dynamic,
        "{triple}: a dylib"
    );
    // `exports()` reads LC_DYLD_EXPORTS_TRIE / LC_DYLD_INFO's export trie (what dyld uses)
    // when one exists and falls back to the symbol table otherwise: require the trie.
    assert!(
        has_export_trie(&data),
        "{triple}: no export trie load command"
    );
    let exports = exported(&file, triple);
    let names: Vec<&str> = exports.iter().map(|(n, _)| n.as_str()).collect();
    let mangled_blob = format!("_{BLOB_SYMBOL}");
    for kernel in KERNELS {
        let name = format!("___tvm_ffi_{kernel}");
        assert!(
            names.contains(&name.as_str()),
            "{triple}: {name} not in export trie {names:?}"
        );
    }
    let blob_address = export_address(&exports, &mangled_blob, triple);
    let at_export = bytes_at_address(&file, blob_address, blob.len() as u64, triple);
    assert_eq!(
        at_export,
        &blob[..],
        "{triple}: bytes at the exported blob address"
    );
    // The symbol table agrees with the trie.
    let symbol = file
        .symbols()
        .find(|s| s.name() == Ok(mangled_blob.as_str()))
        .unwrap_or_else(|| panic!("{triple}: {mangled_blob} not in the symbol table"));
    assert_eq!(symbol.address(), blob_address, "{triple}");
    assert!(symbol.is_global() && symbol.is_definition(), "{triple}");
}

#[test]
fn macho_x86_64_dylib_exports_kernels_and_the_blob() {
    check_macho(
        "x86_64-apple-darwin",
        object::Architecture::X86_64,
        "x86_64",
    );
}

#[test]
fn macho_aarch64_dylib_exports_kernels_and_the_blob() {
    check_macho(
        "aarch64-apple-darwin",
        object::Architecture::Aarch64,
        "aarch64",
    );
}

#[test]
fn windows_dll_exports_kernels_and_the_blob() {
    let triple = "x86_64-pc-windows-msvc";
    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    let built = build_library(triple, dir.path(), "kernels.dll", false, Some(&manifest));
    let blob = built.blob.as_ref().unwrap();
    assert!(
        built.report.commands.iter().any(|c| c.contains("lld-link")),
        "{triple}: linked with {:?}",
        built.report.commands
    );
    check_inspect(&built.path, blob, "pe", "x86_64", "little");

    let data = std::fs::read(&built.path).unwrap();
    let file = object::File::parse(&*data).unwrap();
    assert_eq!(file.format(), object::BinaryFormat::Pe, "{triple}");
    assert_eq!(
        file.architecture(),
        object::Architecture::X86_64,
        "{triple}"
    );
    let exports = exported(&file, triple);
    let names: Vec<&str> = exports.iter().map(|(n, _)| n.as_str()).collect();
    for kernel in KERNELS {
        let name = format!("__tvm_ffi_{kernel}");
        assert!(
            names.contains(&name.as_str()),
            "{triple}: {name} not in export table {names:?}"
        );
    }
    let blob_address = export_address(&exports, BLOB_SYMBOL, triple);
    let at_export = bytes_at_address(&file, blob_address, blob.len() as u64, triple);
    assert_eq!(
        at_export,
        &blob[..],
        "{triple}: bytes at the exported blob address"
    );
}

/// A Linux shared library of the kernels + OpenCL import for `triple`, checked with both
/// readers; returns the blob bytes found at the symbol by the `object` crate and the modules
/// `modlink inspect --json` lists.
fn check_linux_library(
    triple: &str,
    arch: object::Architecture,
    arch_name: &str,
    big: bool,
) -> (Vec<u8>, serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    let built = build_library(triple, dir.path(), "libkernels.so", false, Some(&manifest));
    let blob = built.blob.as_ref().unwrap();
    let modules = check_inspect(
        &built.path,
        blob,
        "elf",
        arch_name,
        if big { "big" } else { "little" },
    );

    let data = std::fs::read(&built.path).unwrap();
    let file = object::File::parse(&*data).unwrap();
    assert_eq!(file.format(), object::BinaryFormat::Elf, "{triple}");
    assert_eq!(file.architecture(), arch, "{triple}");
    assert_eq!(file.is_little_endian(), !big, "{triple}");
    assert_eq!(
        file.kind(),
        object::ObjectKind::Dynamic,
        "{triple}: a shared library"
    );
    let dynamic: Vec<String> = file
        .dynamic_symbols()
        .filter(|s| s.is_definition())
        .filter_map(|s| s.name().ok().map(str::to_string))
        .collect();
    for kernel in KERNELS {
        let name = format!("__tvm_ffi_{kernel}");
        assert!(
            dynamic.contains(&name),
            "{triple}: {name} not exported: {dynamic:?}"
        );
    }
    let symbol = file
        .dynamic_symbols()
        .find(|s| s.name() == Ok(BLOB_SYMBOL))
        .unwrap_or_else(|| panic!("{triple}: {BLOB_SYMBOL} not exported"));
    assert_eq!(symbol.size(), blob.len() as u64, "{triple}: symbol size");
    let at_symbol = bytes_at_address(&file, symbol.address(), blob.len() as u64, triple);
    assert_eq!(at_symbol, &blob[..], "{triple}: bytes at the blob symbol");
    (at_symbol.to_vec(), modules)
}

#[test]
fn i686_shared_library() {
    check_linux_library(
        "i686-unknown-linux-gnu",
        object::Architecture::I386,
        "x86",
        false,
    );
}

#[test]
fn powerpc64le_shared_library() {
    check_linux_library(
        "powerpc64le-unknown-linux-gnu",
        object::Architecture::PowerPc64,
        "powerpc64",
        false,
    );
}

#[test]
fn s390x_big_endian_library_carries_the_same_little_endian_blob_as_x86_64() {
    let (s390x, s390x_modules) = check_linux_library(
        "s390x-unknown-linux-gnu",
        object::Architecture::S390x,
        "s390x",
        true,
    );
    let (x86_64, x86_64_modules) = check_linux_library(
        "x86_64-unknown-linux-gnu",
        object::Architecture::X86_64,
        "x86_64",
        false,
    );
    assert_eq!(
        s390x, x86_64,
        "the blob is byte-identical across byte orders"
    );
    assert_eq!(s390x_modules, x86_64_modules, "inspect gives the same tree");
    // Independent of modlink's writer (spec §1.2 layout): every integer is a little-endian u64
    // on the big-endian target too — nbytes, the CSR import tree (root → opencl), key lengths.
    let le = |at: usize| u64::from_le_bytes(s390x[at..at + 8].try_into().unwrap());
    assert_eq!(le(0), s390x.len() as u64 - 8, "nbytes");
    assert_ne!(u64::from_be_bytes(s390x[..8].try_into().unwrap()), le(0));
    let tree: Vec<u64> = (1..7).map(|i| le(8 * i)).collect();
    assert_eq!(
        tree,
        [3, 0, 1, 1, 1, 1],
        "n_indptr, indptr[3], n_child, child[1]"
    );
    assert_eq!(le(56), 4, "length of `_lib`");
    assert_eq!(&s390x[64..68], b"_lib");
    assert_eq!(le(68), 6, "length of `opencl`");
    assert_eq!(&s390x[76..82], b"opencl");
}

#[test]
fn wasm32_packs_kernels_and_blob_into_one_object() {
    let triple = "wasm32-unknown-unknown";
    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    // An explicit wasm-ld with the ld-lld flavour (`--linker wasm-ld-19 --linker-flavor
    // ld-lld`); tests/export/wasm32.rs covers the default discovery, which finds wasm-ld itself.
    let built = build_library_with(
        triple,
        dir.path(),
        "kernels.o",
        false,
        Some(&manifest),
        |options| {
            options.linker = Some("wasm-ld-19".into());
            options.linker_flavor = Some(LinkerFlavor::LdLld);
        },
    );
    let blob = built.blob.as_ref().unwrap();
    let data = std::fs::read(&built.path).unwrap();
    assert_eq!(&data[..8], b"\0asm\x01\0\0\0", "{triple}: a wasm module");
    // The `object` crate is built without its wasm reader: list symbols with llvm-nm.
    let nm = run_ok(
        Command::new("llvm-nm-19")
            .arg("--defined-only")
            .arg(&built.path),
    );
    let names: Vec<&str> = nm
        .lines()
        .filter_map(|l| l.split_whitespace().last())
        .collect();
    for kernel in KERNELS {
        let name = format!("__tvm_ffi_{kernel}");
        assert!(
            names.contains(&name.as_str()),
            "{triple}: {name} missing from {names:?}"
        );
    }
    assert!(
        names.contains(&BLOB_SYMBOL),
        "{triple}: {BLOB_SYMBOL} missing from {names:?}"
    );
    let source = OPENCL_SOURCE.as_bytes();
    assert!(blob.windows(source.len()).any(|w| w == source));
    assert!(
        data.windows(blob.len()).any(|w| w == &blob[..]),
        "{triple}: the blob bytes are in the object"
    );
}

#[test]
fn wasm32_shared_library_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let manifest = write_opencl_manifest(dir.path());
    let out = dir.path().join("x.so");
    let output = Command::new(modlink_bin())
        .args([
            "build",
            "--target",
            "wasm32-unknown-unknown",
            "--import-manifest",
        ])
        .arg(&manifest)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!(
            "{}: wasm32-unknown-unknown cannot have a shared library",
            out.display()
        )),
        "{stderr}"
    );
    assert!(!out.exists(), "nothing written");
}
