//! The locator on containers (universal Mach-O files, `ar` archives) and on files with
//! several blob symbols.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::Layout;
use modlink::inspect::locate::{
    FileFormat as ObjectFormat, LocateError, LocateOptions, locate_bytes, locate_bytes_with,
};
use object::{Architecture, BinaryFormat, Endianness as ObjEndian};
use support::locate::{Built, archive, blob, fat};

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
