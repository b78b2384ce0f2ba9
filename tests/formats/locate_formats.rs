//! The locator on objects of every format (ELF of several machines and both byte orders,
//! Mach-O, COFF), written in the test with the `object` crate's writer.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::blob::Layout;
use modlink::inspect::locate::{FileFormat as ObjectFormat, LocateError, locate_bytes};
use modlink::target::Endianness;
use object::{Architecture, BinaryFormat, Endianness as ObjEndian};
use support::locate::{Built, blob, c_name};

#[test]
fn elf_x86_64_object_with_a_system_lib_prefix() {
    let contents = blob(b"current-layout-body");
    let bytes = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("mylib___tvm_ffi__library_bin", &contents)
        .function("__tvm_ffi_foo")
        .function("__tvm_ffi__metadata_foo")
        .undefined("TVMFFIErrorSetRaisedFromCStrParts")
        .bytes();
    let located = locate_bytes(bytes.clone(), "mylib.o").unwrap();
    assert_eq!(located.object_format, ObjectFormat::Elf);
    assert_eq!(located.arch, "x86_64");
    assert_eq!(located.triple_guess, "x86_64-unknown-linux-gnu");
    assert_eq!(
        located.symbol.as_deref(),
        Some("mylib___tvm_ffi__library_bin")
    );
    assert_eq!(located.prefix.as_deref(), Some("mylib_"));
    assert_eq!(located.layout, Some(Layout::Current));
    assert_eq!(located.blob.as_deref(), Some(&contents[..]));
    let offset = located.blob_file_offset.unwrap() as usize;
    assert_eq!(&bytes[offset..offset + contents.len()], &contents[..]);
    assert_eq!(located.host_functions, vec!["foo"]);
    assert_eq!(
        located.undefined_symbols,
        vec!["TVMFFIErrorSetRaisedFromCStrParts"]
    );
}

#[test]
fn elf_aarch64_riscv64_and_big_endian_objects() {
    let cases = [
        (
            Architecture::Aarch64,
            ObjEndian::Little,
            "aarch64",
            64,
            "aarch64-unknown-linux-gnu",
        ),
        (
            Architecture::Riscv64,
            ObjEndian::Little,
            "riscv64",
            64,
            "riscv64-unknown-linux-gnu",
        ),
        (
            Architecture::PowerPc64,
            ObjEndian::Big,
            "powerpc64",
            64,
            "powerpc64-unknown-linux-gnu",
        ),
        (
            Architecture::S390x,
            ObjEndian::Big,
            "s390x",
            64,
            "s390x-unknown-linux-gnu",
        ),
        (
            Architecture::I386,
            ObjEndian::Little,
            "x86",
            32,
            "i686-unknown-linux-gnu",
        ),
    ];
    let contents = blob(&[7u8; 33]);
    for (arch, endian, arch_name, bits, triple) in cases {
        let bytes = Built::new(BinaryFormat::Elf, arch, endian)
            .data("__tvm_ffi__library_bin", &contents)
            .bytes();
        let located = locate_bytes(bytes, "k.o").unwrap();
        assert_eq!(located.arch, arch_name);
        assert_eq!(located.bits, bits, "{arch_name}");
        assert_eq!(located.triple_guess, triple);
        let expected_endian = match endian {
            ObjEndian::Little => Endianness::Little,
            ObjEndian::Big => Endianness::Big,
        };
        assert_eq!(located.endianness, expected_endian, "{arch_name}");
        // The blob's nbytes is little-endian on every target (spec §1.2).
        assert_eq!(located.blob.as_deref(), Some(&contents[..]), "{arch_name}");
    }
}

#[test]
fn legacy_blob_and_raw_function_names() {
    let contents = blob(b"legacy");
    let bytes = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("__tvm_dev_mblob", &contents)
        .data("__tvm_main__", b"add\0")
        .data("__tvm_module_ctx", &[0; 8])
        .function("add")
        .function("add_compute_")
        .bytes();
    let located = locate_bytes(bytes, "legacy.o").unwrap();
    assert_eq!(located.layout, Some(Layout::Legacy));
    assert_eq!(located.symbol.as_deref(), Some("__tvm_dev_mblob"));
    assert_eq!(located.prefix.as_deref(), Some(""));
    assert_eq!(located.blob.as_deref(), Some(&contents[..]));
    assert_eq!(
        located.host_functions,
        vec!["__tvm_main__", "add", "add_compute_"]
    );
}

#[test]
fn transition_symbol_is_the_legacy_layout() {
    let contents = blob(b"0.21");
    let bytes = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("__tvm_ffi_library_bin", &contents)
        .bytes();
    let located = locate_bytes(bytes, "t.o").unwrap();
    assert_eq!(located.layout, Some(Layout::Legacy));
    assert_eq!(located.prefix.as_deref(), Some(""));
}

#[test]
fn macho_objects_drop_the_leading_underscore() {
    let contents = blob(b"macho body");
    for (arch, arch_name, triple) in [
        (Architecture::X86_64, "x86_64", "x86_64-apple-darwin"),
        (Architecture::Aarch64, "aarch64", "aarch64-apple-darwin"),
    ] {
        let bytes = Built::new(BinaryFormat::MachO, arch, ObjEndian::Little)
            .data("___tvm_ffi__library_bin", &contents)
            .function("___tvm_ffi_foo")
            .undefined("_TVMFFIErrorSetRaisedFromCStrParts")
            .bytes();
        let located = locate_bytes(bytes, "k.o").unwrap();
        assert_eq!(located.object_format, ObjectFormat::MachO);
        assert_eq!(located.arch, arch_name);
        assert_eq!(located.triple_guess, triple);
        assert_eq!(located.symbol.as_deref(), Some("__tvm_ffi__library_bin"));
        assert_eq!(located.prefix.as_deref(), Some(""));
        assert_eq!(located.blob.as_deref(), Some(&contents[..]));
        assert_eq!(located.host_functions, vec!["foo"]);
        assert_eq!(
            located.undefined_symbols,
            vec!["TVMFFIErrorSetRaisedFromCStrParts"]
        );
    }
}

#[test]
fn macho_prefixed_blob() {
    let contents = blob(b"p");
    let bytes = Built::new(
        BinaryFormat::MachO,
        Architecture::Aarch64,
        ObjEndian::Little,
    )
    .data("_mylib___tvm_ffi__library_bin", &contents)
    .bytes();
    let located = locate_bytes(bytes, "k.o").unwrap();
    assert_eq!(located.prefix.as_deref(), Some("mylib_"));
    assert_eq!(located.blob.as_deref(), Some(&contents[..]));
}

#[test]
fn coff_objects_for_windows() {
    let contents = blob(b"coff body!");
    let bytes = Built::new(BinaryFormat::Coff, Architecture::X86_64, ObjEndian::Little)
        .data("mylib___tvm_ffi__library_bin", &contents)
        .function("__tvm_ffi_foo")
        .bytes();
    let located = locate_bytes(bytes, "k.obj").unwrap();
    assert_eq!(located.object_format, ObjectFormat::Coff);
    assert_eq!(located.arch, "x86_64");
    assert_eq!(located.triple_guess, "x86_64-pc-windows-msvc");
    assert_eq!(located.prefix.as_deref(), Some("mylib_"));
    assert_eq!(located.blob.as_deref(), Some(&contents[..]));
    assert_eq!(located.host_functions, vec!["foo"]);
    // 32-bit Windows decorates C names with an underscore, which the locator removes.
    let bytes = Built::new(BinaryFormat::Coff, Architecture::I386, ObjEndian::Little)
        .data("___tvm_ffi__library_bin", &contents)
        .bytes();
    let located = locate_bytes(bytes, "k32.obj").unwrap();
    assert_eq!(located.arch, "x86");
    assert_eq!(located.triple_guess, "i686-pc-windows-msvc");
    assert_eq!(located.prefix.as_deref(), Some(""));
    assert_eq!(located.blob.as_deref(), Some(&contents[..]));
}

#[test]
fn blob_in_a_zero_fill_section_is_an_error_naming_the_section() {
    for format in [BinaryFormat::Elf, BinaryFormat::MachO, BinaryFormat::Coff] {
        let bytes = Built::new(format, Architecture::X86_64, ObjEndian::Little)
            .bss(&c_name(format, "__tvm_ffi__library_bin"), 64)
            .bytes();
        let error = locate_bytes(bytes, "bss.o").unwrap_err();
        let LocateError::Malformed {
            path,
            field,
            message,
            ..
        } = &error
        else {
            panic!("{format:?}: {error:?}");
        };
        assert_eq!(path, "bss.o");
        assert!(field.starts_with("section `"), "{format:?}: {field}");
        assert!(message.contains("zero-fill"), "{format:?}: {message}");
    }
}

#[test]
fn blob_running_past_its_section_is_an_error_naming_nbytes() {
    // nbytes says 1000 but only 4 bytes follow before the section ends.
    let mut contents = 1000u64.to_le_bytes().to_vec();
    contents.extend_from_slice(b"abcd");
    for format in [BinaryFormat::Elf, BinaryFormat::MachO, BinaryFormat::Coff] {
        let bytes = Built::new(format, Architecture::X86_64, ObjEndian::Little)
            .data(&c_name(format, "__tvm_ffi__library_bin"), &contents)
            .bytes();
        let error = locate_bytes(bytes, "short.o").unwrap_err();
        let LocateError::Malformed {
            path,
            field,
            message,
            ..
        } = &error
        else {
            panic!("{format:?}: {error:?}");
        };
        assert_eq!(path, "short.o");
        assert_eq!(
            field, "blob nbytes of `__tvm_ffi__library_bin`",
            "{format:?}"
        );
        assert!(message.contains("nbytes 1000"), "{format:?}: {message}");
    }
}
