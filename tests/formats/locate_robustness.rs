//! The locator on damaged files: every truncation and seeded byte flips of real libraries and
//! archives give a `Located` or a typed error that names the file, never a panic.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::inspect::locate::{LocateError, locate_bytes};
use proptest::prelude::*;

use support::FIXTURES;

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!("{FIXTURES}/{name}")).unwrap()
}

/// Runs the locator and the tree reader; checks that an error names the input. Returns the
/// blob found, if any.
fn survive(bytes: Vec<u8>, name: &str) -> Option<Bytes> {
    match locate_bytes(Bytes::from(bytes), name) {
        Ok(located) => {
            if let Err(error) = located.tree() {
                assert!(error.to_string().starts_with(name), "{error}");
            }
            located.blob
        }
        Err(error) => {
            let message = error.to_string();
            assert!(message.starts_with(name), "{message}");
            None
        }
    }
}

#[test]
fn every_truncation_of_a_library_and_an_archive() {
    for name in ["add_opencl.so", "syslib_noprefix.a"] {
        let file = fixture(name);
        let whole = survive(file.clone(), name).unwrap();
        for len in 0..file.len() {
            // A cut-off file cannot show a different blob: either the same bytes or none.
            if let Some(blob) = survive(file[..len].to_vec(), name) {
                assert_eq!(blob, whole, "{name} cut at {len}");
            }
        }
    }
}

#[test]
fn empty_and_tiny_inputs_are_not_objects() {
    for input in [
        &b""[..],
        b"\x7fELF",
        b"!<arch>\n",
        b"\xca\xfe\xba\xbe",
        b"MZ",
    ] {
        let error = locate_bytes(Bytes::copy_from_slice(input), "tiny").unwrap_err();
        assert!(
            matches!(
                error,
                LocateError::NotAnObject { .. } | LocateError::Malformed { .. }
            ),
            "{input:?}: {error:?}"
        );
        assert!(error.to_string().starts_with("tiny: "), "{error}");
    }
    let error = locate_bytes(Bytes::new(), "empty.so").unwrap_err();
    assert_eq!(
        error.to_string(),
        "empty.so: not an object file, archive or library: the file is empty"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn byte_flips_in_real_files(
        which in 0usize..4,
        flips in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..16),
    ) {
        let name = ["add_opencl.so", "two_dev.so", "syslib_noprefix.a", "syslib_noprefix.tar"][which];
        let mut file = fixture(name);
        for (index, value) in flips {
            let at = index.index(file.len());
            file[at] = value;
        }
        let _ = survive(file, name);
    }

    #[test]
    fn arbitrary_bytes_behind_each_magic(
        magic in 0usize..6,
        tail in proptest::collection::vec(any::<u8>(), 0..2048),
    ) {
        let heads: [&[u8]; 6] = [
            b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0",
            b"\x7fELF\x01\x02\x01\0\0\0\0\0\0\0\0\0",
            b"\xcf\xfa\xed\xfe\x07\0\0\x01\x03\0\0\0",
            b"\xca\xfe\xba\xbe\0\0\0\x02",
            b"!<arch>\n",
            b"MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0",
        ];
        let mut file = heads[magic].to_vec();
        file.extend_from_slice(&tail);
        let _ = survive(file, "random");
    }
}

/// Builds a small object with the `object` crate's writer.
fn written_object(format: object::BinaryFormat) -> Vec<u8> {
    use object::write::{Object, StandardSection, Symbol, SymbolSection};
    let mut object = Object::new(
        format,
        object::Architecture::X86_64,
        object::Endianness::Little,
    );
    let section = object.section_id(StandardSection::ReadOnlyData);
    let symbol = object.add_symbol(Symbol {
        name: b"a_rather_long_symbol_name___tvm_ffi__library_bin".to_vec(),
        value: 0,
        size: 0,
        kind: object::SymbolKind::Data,
        scope: object::SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Undefined,
        flags: object::SymbolFlags::None,
    });
    object.add_symbol_data(symbol, section, &[0u8; 8], 1);
    object.write().unwrap()
}

#[test]
fn coff_long_name_offsets_below_the_length_field_do_not_overflow() {
    let mut file = written_object(object::BinaryFormat::Coff);
    let table = u32::from_le_bytes(file[8..12].try_into().unwrap()) as usize;
    let count = u32::from_le_bytes(file[12..16].try_into().unwrap()) as usize;
    for index in 0..count {
        // Every symbol's name becomes a string-table reference to offset 2, inside the
        // table's own 4-byte length field.
        let at = table + 18 * index;
        file[at..at + 8].copy_from_slice(&[0, 0, 0, 0, 2, 0, 0, 0]);
    }
    let located = locate_bytes(Bytes::from(file), "names.obj").unwrap();
    assert_eq!(located.symbol, None);
}

#[test]
fn macho_export_trie_cycles_are_an_error_not_a_hang() {
    // A dylib is needed for an export trie; build one as `modlink` users' linkers do.
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("f.c");
    std::fs::write(&source, "int __tvm_ffi_f(void) { return 0; }\n").unwrap();
    let object = dir.path().join("f.o");
    let dylib = dir.path().join("libf.dylib");
    let status = std::process::Command::new("clang-19")
        .args(["--target=arm64-apple-darwin", "-c", "-o"])
        .arg(&object)
        .arg(&source)
        .status()
        .unwrap();
    assert!(status.success());
    let status = std::process::Command::new("ld64.lld-19")
        .args([
            "-dylib",
            "-arch",
            "arm64",
            "-platform_version",
            "macos",
            "11.0",
            "11.0",
            "-o",
        ])
        .arg(&dylib)
        .arg(&object)
        .status()
        .unwrap();
    assert!(status.success());
    let mut file = std::fs::read(&dylib).unwrap();
    assert_eq!(
        locate_bytes(Bytes::from(file.clone()), "libf.dylib")
            .unwrap()
            .host_functions,
        vec!["f"]
    );

    // Find the trie through the load commands: LC_DYLD_INFO_ONLY (0x80000022, export_off at
    // +40) or LC_DYLD_EXPORTS_TRIE (0x80000033, dataoff at +8).
    let ncmds = u32::from_le_bytes(file[16..20].try_into().unwrap());
    let mut at = 32;
    let mut trie = None;
    for _ in 0..ncmds {
        let cmd = u32::from_le_bytes(file[at..at + 4].try_into().unwrap());
        let size = u32::from_le_bytes(file[at + 4..at + 8].try_into().unwrap()) as usize;
        let field = match cmd {
            0x8000_0022 => Some(at + 40),
            0x8000_0033 => Some(at + 8),
            _ => None,
        };
        if let Some(field) = field {
            trie = Some(u32::from_le_bytes(file[field..field + 4].try_into().unwrap()) as usize);
        }
        at += size;
    }
    let trie = trie.unwrap();
    // Root: not terminal, one child labelled "a" that is the root again.
    file[trie..trie + 5].copy_from_slice(&[0, 1, b'a', 0, 0]);
    let error = locate_bytes(Bytes::from(file), "libf.dylib").unwrap_err();
    let LocateError::Malformed { field, message, .. } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(field, "export trie");
    assert!(message.contains("cycle"), "{message}");
}
