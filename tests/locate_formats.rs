//! The locator on objects of every format, written in the test with the `object` crate's writer
//! (an implementation independent of goblin, which the locator reads with).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use modlink::blob::Layout;
use modlink::load::locate::{
    Endianness, LocateError, LocateOptions, ObjectFormat, locate_bytes, locate_bytes_with,
};
use object::write::{Mangling, Object, Symbol, SymbolSection};
use object::{
    Architecture, BinaryFormat, Endianness as ObjEndian, SymbolFlags, SymbolKind, SymbolScope,
};

/// A blob with a made-up body: `nbytes` then that many bytes.
fn blob(body: &[u8]) -> Vec<u8> {
    let mut bytes = (body.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(body);
    bytes
}

struct Built {
    object: Object<'static>,
}

impl Built {
    fn new(format: BinaryFormat, arch: Architecture, endian: ObjEndian) -> Self {
        let mut object = Object::new(format, arch, endian);
        // Names are given exactly as they must appear in the file (Mach-O underscore included).
        object.set_mangling(Mangling::None);
        Built { object }
    }

    fn data(&mut self, name: &str, bytes: &[u8]) -> &mut Self {
        // Padding before the blob so that a wrong section-offset mapping cannot read it by luck.
        let section = self
            .object
            .section_id(object::write::StandardSection::ReadOnlyData);
        self.object.append_section_data(section, &[0xee; 24], 1);
        let symbol = self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.object.add_symbol_data(symbol, section, bytes, 1);
        self
    }

    fn function(&mut self, name: &str) -> &mut Self {
        let section = self.object.section_id(object::write::StandardSection::Text);
        let symbol = self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Text,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.object.add_symbol_data(symbol, section, &[0xc3; 4], 4);
        self
    }

    fn undefined(&mut self, name: &str) -> &mut Self {
        self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Text,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self
    }

    fn bss(&mut self, name: &str, size: u64) -> &mut Self {
        let section = self
            .object
            .section_id(object::write::StandardSection::UninitializedData);
        let symbol = self.object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        self.object.add_symbol_bss(symbol, section, size, 8);
        self
    }

    fn bytes(&self) -> Bytes {
        Bytes::from(self.object.write().unwrap())
    }
}

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
fn current_blob_wins_over_a_legacy_one_in_the_same_file() {
    let current = blob(b"new");
    let bytes = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("__tvm_dev_mblob", &blob(b"old-old"))
        .data("__tvm_ffi__library_bin", &current)
        .bytes();
    let located = locate_bytes(bytes, "both.o").unwrap();
    assert_eq!(located.layout, Some(Layout::Current));
    assert_eq!(located.blob.as_deref(), Some(&current[..]));
}

#[test]
fn two_prefixed_blobs_of_one_layout_are_ambiguous() {
    let bytes = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("a___tvm_ffi__library_bin", &blob(b"a"))
        .data("b___tvm_ffi__library_bin", &blob(b"b"))
        .bytes();
    let error = locate_bytes(bytes, "two.o").unwrap_err();
    assert!(
        matches!(error, LocateError::MultipleBlobs { .. }),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(message.starts_with("two.o: "), "{message}");
    assert!(message.contains("a___tvm_ffi__library_bin"), "{message}");
    assert!(message.contains("b___tvm_ffi__library_bin"), "{message}");
}

#[test]
fn a_prefix_option_picks_one_system_library_from_several() {
    let a = blob(b"library a");
    let b = blob(b"library b, longer");
    let devc_a = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("a___tvm_ffi__library_bin", &a)
        .bytes();
    let devc_b = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("b___tvm_ffi__library_bin", &b)
        .bytes();
    let bytes = archive(&[("a_devc.o", &devc_a), ("b_devc.o", &devc_b)]);
    let error = locate_bytes(bytes.clone(), "libab.a").unwrap_err();
    assert_eq!(
        error.to_string(),
        "libab.a: several blob symbols: a___tvm_ffi__library_bin in a_devc.o, \
         b___tvm_ffi__library_bin in b_devc.o"
    );
    let options = LocateOptions {
        prefix: Some("b_".into()),
        ..LocateOptions::default()
    };
    let located = locate_bytes_with(bytes.clone(), "libab.a", &options).unwrap();
    assert_eq!(located.member.as_deref(), Some("b_devc.o"));
    assert_eq!(located.blob.as_deref(), Some(&b[..]));
    let options = LocateOptions {
        prefix: Some(String::new()),
        ..LocateOptions::default()
    };
    let error = locate_bytes_with(bytes, "libab.a", &options).unwrap_err();
    assert!(
        matches!(error, LocateError::NoSuchPrefix { .. }),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "libab.a: no blob symbol with prefix \"\" (found: a___tvm_ffi__library_bin in a_devc.o, \
         b___tvm_ffi__library_bin in b_devc.o)"
    );
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

/// The symbol name a C compiler gives `name` in `format` (Mach-O adds an underscore).
fn c_name(format: BinaryFormat, name: &str) -> String {
    match format {
        BinaryFormat::MachO => format!("_{name}"),
        _ => name.to_string(),
    }
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
        assert_eq!(field, "blob nbytes", "{format:?}");
        assert!(message.contains("nbytes 1000"), "{format:?}: {message}");
    }
}

/// A universal binary: big-endian fat header, one 20-byte entry per slice, slices 4096-aligned.
fn fat(slices: &[(u32, &[u8])]) -> Bytes {
    let mut out = Vec::new();
    out.extend_from_slice(&0xcafe_babe_u32.to_be_bytes());
    out.extend_from_slice(&(slices.len() as u32).to_be_bytes());
    let mut offset = 4096u32;
    let mut bodies = Vec::new();
    for (cputype, body) in slices {
        out.extend_from_slice(&cputype.to_be_bytes());
        out.extend_from_slice(&3u32.to_be_bytes());
        out.extend_from_slice(&offset.to_be_bytes());
        out.extend_from_slice(&(body.len() as u32).to_be_bytes());
        out.extend_from_slice(&12u32.to_be_bytes());
        bodies.push((offset, *body));
        offset += (body.len() as u32).div_ceil(4096) * 4096;
    }
    for (offset, body) in bodies {
        out.resize(offset as usize, 0);
        out.extend_from_slice(body);
    }
    Bytes::from(out)
}

#[test]
fn universal_macho_lists_its_slices_and_reads_the_chosen_one() {
    let x86_blob = blob(b"x86_64 slice");
    let arm_blob = blob(b"arm64 slice, longer");
    let x86 = Built::new(BinaryFormat::MachO, Architecture::X86_64, ObjEndian::Little)
        .data("___tvm_ffi__library_bin", &x86_blob)
        .bytes();
    let arm = Built::new(
        BinaryFormat::MachO,
        Architecture::Aarch64,
        ObjEndian::Little,
    )
    .data("___tvm_ffi__library_bin", &arm_blob)
    .bytes();
    let universal = fat(&[(0x0100_0007, &x86), (0x0100_000c, &arm)]);

    let first = locate_bytes(universal.clone(), "uni.o").unwrap();
    assert_eq!(first.fat_arches, vec!["x86_64", "aarch64"]);
    assert_eq!(first.arch, "x86_64");
    assert_eq!(first.blob.as_deref(), Some(&x86_blob[..]));
    assert_eq!(
        first.blob_file_offset.unwrap() as usize,
        4096 + x86
            .windows(x86_blob.len())
            .position(|w| w == x86_blob)
            .unwrap()
    );

    let options = LocateOptions {
        arch: Some("aarch64".into()),
        ..LocateOptions::default()
    };
    let second = locate_bytes_with(universal.clone(), "uni.o", &options).unwrap();
    assert_eq!(second.arch, "aarch64");
    assert_eq!(second.triple_guess, "aarch64-apple-darwin");
    assert_eq!(second.blob.as_deref(), Some(&arm_blob[..]));
    let offset = second.blob_file_offset.unwrap() as usize;
    assert_eq!(&universal[offset..offset + arm_blob.len()], &arm_blob[..]);

    let options = LocateOptions {
        arch: Some("riscv64".into()),
        ..LocateOptions::default()
    };
    let error = locate_bytes_with(universal, "uni.o", &options).unwrap_err();
    assert!(matches!(error, LocateError::NoSuchArch { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "uni.o: no `riscv64` slice in this universal binary (it has: x86_64, aarch64)"
    );
}

/// A System V `ar` archive, written by hand: global header, then 60-byte member headers.
fn archive(members: &[(&str, &[u8])]) -> Bytes {
    let mut out = b"!<arch>\n".to_vec();
    for (name, body) in members {
        let header = format!(
            "{:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n",
            format!("{name}/"),
            0,
            0,
            0,
            644,
            body.len()
        );
        assert_eq!(header.len(), 60);
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(body);
        if out.len() % 2 == 1 {
            out.push(b'\n');
        }
    }
    Bytes::from(out)
}

#[test]
fn archive_members_are_searched_and_named() {
    let contents = blob(b"in the second member");
    let lib0 = Built::new(BinaryFormat::Elf, Architecture::Aarch64, ObjEndian::Little)
        .function("__tvm_ffi_add")
        .undefined("TVMFFIEnvModRegisterSystemLibSymbol")
        .bytes();
    let devc = Built::new(BinaryFormat::Elf, Architecture::Aarch64, ObjEndian::Little)
        .data("mylib___tvm_ffi__library_bin", &contents)
        .undefined("__tvm_ffi_add")
        .bytes();
    let bytes = archive(&[
        ("lib0.o", &lib0),
        ("notes.txt", b"hello"),
        ("mylib_devc.o", &devc),
    ]);
    let located = locate_bytes(bytes.clone(), "libx.a").unwrap();
    assert_eq!(located.object_format, ObjectFormat::Archive);
    assert_eq!(located.member.as_deref(), Some("mylib_devc.o"));
    assert_eq!(located.arch, "aarch64");
    assert_eq!(located.prefix.as_deref(), Some("mylib_"));
    assert_eq!(located.blob.as_deref(), Some(&contents[..]));
    let offset = located.blob_file_offset.unwrap() as usize;
    assert_eq!(&bytes[offset..offset + contents.len()], &contents[..]);
    assert_eq!(located.host_functions, vec!["add"]);
    // Defined by another member, so not needed from outside.
    assert_eq!(
        located.undefined_symbols,
        vec!["TVMFFIEnvModRegisterSystemLibSymbol"]
    );
}

#[test]
fn errors_inside_an_archive_member_name_the_member() {
    let mut contents = 500u64.to_le_bytes().to_vec();
    contents.extend_from_slice(b"xy");
    let devc = Built::new(BinaryFormat::Elf, Architecture::X86_64, ObjEndian::Little)
        .data("__tvm_ffi__library_bin", &contents)
        .bytes();
    let error = locate_bytes(archive(&[("devc.o", &devc)]), "libbad.a").unwrap_err();
    let message = error.to_string();
    assert!(
        message.starts_with("libbad.a(devc.o): offset "),
        "{message}"
    );
    assert!(message.contains("blob nbytes"), "{message}");
}

#[test]
fn universal_static_library_slices_are_archives() {
    let contents = blob(b"fat archive");
    let devc = Built::new(
        BinaryFormat::MachO,
        Architecture::Aarch64,
        ObjEndian::Little,
    )
    .data("_mylib___tvm_ffi__library_bin", &contents)
    .bytes();
    let lib0 = Built::new(
        BinaryFormat::MachO,
        Architecture::Aarch64,
        ObjEndian::Little,
    )
    .function("___tvm_ffi_add")
    .bytes();
    let slice = archive(&[("lib0.o", &lib0), ("mylib_devc.o", &devc)]);
    let universal = fat(&[(0x0100_000c, &slice)]);
    let located = locate_bytes(universal.clone(), "libuni.a").unwrap();
    assert_eq!(located.object_format, ObjectFormat::Archive);
    assert_eq!(located.fat_arches, vec!["aarch64"]);
    assert_eq!(located.member.as_deref(), Some("mylib_devc.o"));
    assert_eq!(located.prefix.as_deref(), Some("mylib_"));
    assert_eq!(located.host_functions, vec!["add"]);
    let offset = located.blob_file_offset.unwrap() as usize;
    assert_eq!(&universal[offset..offset + contents.len()], &contents[..]);
}

#[test]
fn unsupported_containers_say_what_they_are() {
    for (input, expected) in [
        (
            &b"!<thin>\n/               0           0     0     644     4         `\n"[..],
            "thin archive",
        ),
        (b"\0asm\x01\0\0\0", "WebAssembly"),
    ] {
        let error = locate_bytes(Bytes::copy_from_slice(input), "x").unwrap_err();
        assert!(
            matches!(error, LocateError::NotAnObject { .. }),
            "{error:?}"
        );
        assert!(error.to_string().contains(expected), "{error}");
    }
}
