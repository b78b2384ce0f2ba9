//! The locator on libraries made by real compilers and linkers: `cc -shared` (and the cross
//! gccs) and `clang-19` + `ld.lld-19 -shared` (big-endian targets) for ELF, `clang-19` +
//! `ld64.lld-19 -dylib` (+ `llvm-lipo-19`) for Mach-O, `clang-19` + `lld-link-19 /dll` for PE.
//! Each library carries the add_opencl.so blob the way PackImportsToC writes it (spec §3.2)
//! plus one exported packed function.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::blob::Layout;
use modlink::inspect::locate::{
    FileFormat as ObjectFormat, LocateOptions, locate_file, locate_file_with,
};
use modlink::target::Endianness;
use object::{Object, ObjectSection, ObjectSymbol};
use std::path::{Path, PathBuf};
use std::process::Command;

use support::FIXTURES;

/// add_opencl.so's blob, read with the `object` crate (independent of the locator).
fn opencl_blob() -> Vec<u8> {
    let data = std::fs::read(Path::new(FIXTURES).join("add_opencl.so")).unwrap();
    let file = object::File::parse(&*data).unwrap();
    let symbol = file
        .dynamic_symbols()
        .find(|s| s.name() == Ok("__tvm_ffi__library_bin"))
        .unwrap();
    let section = file
        .section_by_index(symbol.section_index().unwrap())
        .unwrap();
    let (section_offset, _) = section.file_range().unwrap();
    let offset = (section_offset + symbol.address() - section.address()) as usize;
    let nbytes = u64::from_le_bytes(data[offset..offset + 8].try_into().unwrap()) as usize;
    data[offset..offset + 8 + nbytes].to_vec()
}

/// C source in PackImportsToC's shape, with the blob under `prefix` and `__tvm_ffi_foo`.
fn c_source(blob: &[u8], prefix: &str) -> String {
    let items: Vec<String> = blob.iter().map(|b| format!("0x{b:02x},")).collect();
    format!(
        "#ifdef _WIN32\n#define TVM_EXPORT __declspec(dllexport)\n#else\n#define TVM_EXPORT\n#endif\n\
         TVM_EXPORT extern const unsigned char {prefix}__tvm_ffi__library_bin[];\n\
         const unsigned char {prefix}__tvm_ffi__library_bin[{}] = {{\n  {}\n}};\n\
         extern void TVMFFIErrorSetRaisedFromCStr(const char*, const char*);\n\
         TVM_EXPORT int __tvm_ffi_foo(void* h, const void* a, int n, void* r) {{\n\
           if (n < 0) {{ TVMFFIErrorSetRaisedFromCStr(\"ValueError\", \"negative\"); return -1; }}\n\
           return 0;\n}}\n",
        blob.len(),
        items.join("")
    )
}

fn run(program: &str, args: &[&std::ffi::OsStr]) {
    let output = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program} (installed on the build machine): {e}"));
    assert!(
        output.status.success(),
        "{program} {args:?} failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

struct Built {
    _dir: tempfile::TempDir,
    library: PathBuf,
}

/// Compiles the source with `compiler` (extra `compile_args`) into a shared library with
/// `-shared` linking through the same driver.
fn gcc_shared(compiler: &str, prefix: &str, blob: &[u8]) -> Built {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("devc.c");
    std::fs::write(&source, c_source(blob, prefix)).unwrap();
    let library = dir.path().join("libdev.so");
    run(
        compiler,
        &[
            "-shared".as_ref(),
            "-fPIC".as_ref(),
            "-o".as_ref(),
            library.as_os_str(),
            source.as_os_str(),
        ],
    );
    Built { _dir: dir, library }
}

#[test]
fn cc_shared_library_with_the_opencl_blob() {
    let blob = opencl_blob();
    let built = gcc_shared("cc", "", &blob);
    let located = locate_file(&built.library).unwrap();
    assert_eq!(located.object_format, ObjectFormat::Elf);
    assert_eq!(located.symbol.as_deref(), Some("__tvm_ffi__library_bin"));
    assert_eq!(located.prefix.as_deref(), Some(""));
    assert_eq!(located.layout, Some(Layout::Current));
    assert_eq!(located.blob.as_deref(), Some(&blob[..]));
    assert_eq!(located.host_functions, vec!["foo"]);
    assert!(
        located
            .undefined_symbols
            .contains(&"TVMFFIErrorSetRaisedFromCStr".to_string()),
        "{:?}",
        located.undefined_symbols
    );
    let tree = located.tree().unwrap();
    let kinds: Vec<&str> = tree.nodes.iter().map(|n| n.kind.as_str()).collect();
    assert_eq!(kinds, ["_lib", "opencl"]);
}

#[test]
fn cross_compiled_shared_libraries() {
    let blob = opencl_blob();
    for (compiler, arch, bits, triple) in [
        (
            "aarch64-linux-gnu-gcc",
            "aarch64",
            64,
            "aarch64-unknown-linux-gnu",
        ),
        (
            "riscv64-linux-gnu-gcc",
            "riscv64",
            64,
            "riscv64-unknown-linux-gnu",
        ),
        (
            "arm-linux-gnueabihf-gcc",
            "arm",
            32,
            "arm-unknown-linux-gnueabihf",
        ),
    ] {
        let built = gcc_shared(compiler, "mylib_", &blob);
        let located = locate_file(&built.library).unwrap();
        assert_eq!(located.arch, arch, "{compiler}");
        assert_eq!(located.bits, bits, "{compiler}");
        assert_eq!(located.endianness, Endianness::Little, "{compiler}");
        assert_eq!(located.triple_guess, triple, "{compiler}");
        assert_eq!(located.prefix.as_deref(), Some("mylib_"), "{compiler}");
        assert_eq!(located.blob.as_deref(), Some(&blob[..]), "{compiler}");
        assert_eq!(located.host_functions, vec!["foo"], "{compiler}");
    }
}

#[test]
fn darwin_dylibs_linked_with_ld64_lld_and_joined_by_lipo() {
    let blob = opencl_blob();
    let dir = tempfile::tempdir().unwrap();
    let mut dylibs = Vec::new();
    for (target, arch_flag, arch, triple) in [
        (
            "x86_64-apple-darwin",
            "x86_64",
            "x86_64",
            "x86_64-apple-darwin",
        ),
        (
            "arm64-apple-darwin",
            "arm64",
            "aarch64",
            "aarch64-apple-darwin",
        ),
    ] {
        let source = dir.path().join("devc.c");
        std::fs::write(&source, c_source(&blob, "")).unwrap();
        let object = dir.path().join(format!("devc_{arch}.o"));
        let library = dir.path().join(format!("libdev_{arch}.dylib"));
        run(
            "clang-19",
            &[
                format!("--target={target}").as_ref(),
                "-c".as_ref(),
                "-o".as_ref(),
                object.as_os_str(),
                source.as_os_str(),
            ],
        );
        run(
            "ld64.lld-19",
            &[
                "-dylib".as_ref(),
                "-arch".as_ref(),
                arch_flag.as_ref(),
                "-platform_version".as_ref(),
                "macos".as_ref(),
                "11.0".as_ref(),
                "11.0".as_ref(),
                "-undefined".as_ref(),
                "dynamic_lookup".as_ref(),
                "-o".as_ref(),
                library.as_os_str(),
                object.as_os_str(),
            ],
        );
        let located = locate_file(&library).unwrap();
        assert_eq!(located.object_format, ObjectFormat::MachO, "{target}");
        assert_eq!(located.arch, arch, "{target}");
        assert_eq!(located.triple_guess, triple, "{target}");
        assert_eq!(
            located.symbol.as_deref(),
            Some("__tvm_ffi__library_bin"),
            "{target}"
        );
        assert_eq!(located.prefix.as_deref(), Some(""), "{target}");
        assert_eq!(located.blob.as_deref(), Some(&blob[..]), "{target}");
        assert_eq!(located.host_functions, vec!["foo"], "{target}");
        assert!(
            located
                .undefined_symbols
                .contains(&"TVMFFIErrorSetRaisedFromCStr".to_string()),
            "{target}: {:?}",
            located.undefined_symbols
        );
        // The object alone is found through its symbol table.
        let from_object = locate_file(&object).unwrap();
        assert_eq!(from_object.blob.as_deref(), Some(&blob[..]), "{target}");
        dylibs.push(library);
    }

    // The two slices in one universal dylib, made by llvm-lipo.
    let universal = dir.path().join("libdev.dylib");
    let mut args: Vec<&std::ffi::OsStr> = vec!["-create".as_ref()];
    args.extend(dylibs.iter().map(|path| path.as_os_str()));
    args.extend(["-output".as_ref(), universal.as_os_str()]);
    run("llvm-lipo-19", &args);
    let located = locate_file(&universal).unwrap();
    assert_eq!(located.fat_arches, vec!["x86_64", "aarch64"]);
    assert_eq!(located.arch, "x86_64");
    assert_eq!(located.blob.as_deref(), Some(&blob[..]));
    let options = LocateOptions {
        arch: Some("aarch64".into()),
        ..LocateOptions::default()
    };
    let located = locate_file_with(&universal, &options).unwrap();
    assert_eq!(located.triple_guess, "aarch64-apple-darwin");
    assert_eq!(located.blob.as_deref(), Some(&blob[..]));
    let file = std::fs::read(&universal).unwrap();
    let offset = located.blob_file_offset.unwrap() as usize;
    assert_eq!(&file[offset..offset + blob.len()], &blob[..]);
}

#[test]
fn windows_dll_linked_with_lld_link() {
    let blob = opencl_blob();
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("devc.c");
    // The DLL has no C runtime to import from, so the error call is left out here.
    let source_text = c_source(&blob, "").replace(
        "if (n < 0) { TVMFFIErrorSetRaisedFromCStr(\"ValueError\", \"negative\"); return -1; }",
        "",
    );
    std::fs::write(&source, source_text).unwrap();
    let object = dir.path().join("devc.obj");
    let library = dir.path().join("dev.dll");
    run(
        "clang-19",
        &[
            "--target=x86_64-pc-windows-msvc".as_ref(),
            "-c".as_ref(),
            "-o".as_ref(),
            object.as_os_str(),
            source.as_os_str(),
        ],
    );
    let out = format!("/out:{}", library.display());
    run(
        "lld-link-19",
        &[
            "/dll".as_ref(),
            "/noentry".as_ref(),
            "/nodefaultlib".as_ref(),
            out.as_ref(),
            object.as_os_str(),
        ],
    );
    let located = locate_file(&library).unwrap();
    assert_eq!(located.object_format, ObjectFormat::Pe);
    assert_eq!(located.arch, "x86_64");
    assert_eq!(located.triple_guess, "x86_64-pc-windows-msvc");
    assert_eq!(located.symbol.as_deref(), Some("__tvm_ffi__library_bin"));
    assert_eq!(located.blob.as_deref(), Some(&blob[..]));
    assert_eq!(located.host_functions, vec!["foo"]);
    let file = std::fs::read(&library).unwrap();
    let offset = located.blob_file_offset.unwrap() as usize;
    assert_eq!(&file[offset..offset + blob.len()], &blob[..]);

    let from_object = locate_file(&object).unwrap();
    assert_eq!(from_object.object_format, ObjectFormat::Coff);
    assert_eq!(from_object.blob.as_deref(), Some(&blob[..]));
    assert_eq!(from_object.host_functions, vec!["foo"]);
}

#[test]
fn apple_platform_from_the_build_version_command() {
    let blob = opencl_blob();
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("devc.c");
    std::fs::write(&source, c_source(&blob, "")).unwrap();
    for (target, triple) in [
        ("arm64-apple-ios14", "aarch64-apple-ios"),
        ("arm64-apple-ios14-simulator", "aarch64-apple-ios-sim"),
        ("x86_64-apple-macos11", "x86_64-apple-darwin"),
    ] {
        let object = dir.path().join(format!("{target}.o"));
        run(
            "clang-19",
            &[
                format!("--target={target}").as_ref(),
                "-c".as_ref(),
                "-o".as_ref(),
                object.as_os_str(),
                source.as_os_str(),
            ],
        );
        let located = locate_file(&object).unwrap();
        assert_eq!(located.triple_guess, triple, "{target}");
        assert_eq!(located.blob.as_deref(), Some(&blob[..]), "{target}");
    }
}

#[test]
fn big_endian_shared_libraries_linked_with_ld_lld() {
    let blob = opencl_blob();
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("devc.c");
    std::fs::write(&source, c_source(&blob, "")).unwrap();
    for (target, arch, triple) in [
        (
            "powerpc64-linux-gnu",
            "powerpc64",
            "powerpc64-unknown-linux-gnu",
        ),
        ("s390x-linux-gnu", "s390x", "s390x-unknown-linux-gnu"),
        (
            "aarch64_be-linux-gnu",
            "aarch64",
            "aarch64_be-unknown-linux-gnu",
        ),
    ] {
        let object = dir.path().join(format!("{target}.o"));
        let library = dir.path().join(format!("{target}.so"));
        run(
            "clang-19",
            &[
                format!("--target={target}").as_ref(),
                "-fPIC".as_ref(),
                "-c".as_ref(),
                "-o".as_ref(),
                object.as_os_str(),
                source.as_os_str(),
            ],
        );
        run(
            "ld.lld-19",
            &[
                "-shared".as_ref(),
                "-o".as_ref(),
                library.as_os_str(),
                object.as_os_str(),
            ],
        );
        let located = locate_file(&library).unwrap();
        assert_eq!(located.endianness, Endianness::Big, "{target}");
        assert_eq!(located.arch, arch, "{target}");
        assert_eq!(located.triple_guess, triple, "{target}");
        // nbytes is little-endian whatever the target's byte order (spec §1.2).
        assert_eq!(located.blob.as_deref(), Some(&blob[..]), "{target}");
        assert_eq!(located.host_functions, vec!["foo"], "{target}");
        let kinds: Vec<String> = located
            .tree()
            .unwrap()
            .nodes
            .into_iter()
            .map(|n| n.kind)
            .collect();
        assert_eq!(kinds, ["_lib", "opencl"], "{target}");
    }
}
