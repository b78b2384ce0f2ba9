//! The locator on every library real TVM 0.27 exported (shared/fixtures/tvm-0.27): blob bytes
//! checked against the SHA-256 sums in the fixture README, trees against its table.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::blob::Layout;
use modlink::inspect::locate::{FileFormat as ObjectFormat, LocateError, locate_file};
use modlink::module::Payload;
use modlink::target::Endianness;
use support::{fixture, sha256_hex};

/// (file, blob length incl. header, sha256) from the fixture README.
const BLOBS: [(&str, usize, &str); 4] = [
    (
        "add_opencl.so",
        847,
        "7235cf7934efe3fd671da3ec6db969b7105f7fe7788c12cd5ae1c1d1a7eacc03",
    ),
    (
        "add_metal.so",
        825,
        "f78962dad8fec999c3d04089a6fdcbfd01fc585bad5a875632b23fb15f908259",
    ),
    (
        "add_cuda.so",
        2103,
        "341a291c783ea7e6c6bb8c797b037acb19ab7a972b3a5e77f4c36c282838f5f2",
    ),
    (
        "two_dev.so",
        2902,
        "b4608515bec27ed27ae5d71f4d0af4c584520fe80bd872bba787524213e24e37",
    ),
];

#[test]
fn host_only_library_has_no_blob_and_a_lone_lib_root() {
    let located = locate_file(&fixture("add.so")).unwrap();
    assert_eq!(located.object_format, ObjectFormat::Elf);
    assert_eq!(located.arch, "x86_64");
    assert_eq!(located.bits, 64);
    assert_eq!(located.endianness, Endianness::Little);
    assert_eq!(located.triple_guess, "x86_64-unknown-linux-gnu");
    assert_eq!(located.symbol, None);
    assert_eq!(located.layout, None);
    assert!(located.blob.is_none());
    assert_eq!(located.host_functions, vec!["add", "main"]);
    let tree = located.tree().unwrap();
    assert_eq!(tree.nodes.len(), 1);
    assert_eq!(tree.nodes[0].kind, "_lib");
    assert_eq!(tree.nodes[0].payload, Payload::Lib);
    assert_eq!(tree.imports, vec![Vec::<usize>::new()]);
}

#[test]
fn device_libraries_blob_bytes_match_the_readme_checksums() {
    for (name, len, sha) in BLOBS {
        let located = locate_file(&fixture(name)).unwrap();
        let blob = located.blob.as_ref().unwrap();
        assert_eq!(blob.len(), len, "{name}");
        assert_eq!(sha256_hex(blob), sha, "{name}");
        assert_eq!(
            located.symbol.as_deref(),
            Some("__tvm_ffi__library_bin"),
            "{name}"
        );
        assert_eq!(located.prefix.as_deref(), Some(""), "{name}");
        assert_eq!(located.layout, Some(Layout::Current), "{name}");
        assert_eq!(located.member, None, "{name}");
        // The offset is where the bytes really are in the file.
        let file = std::fs::read(fixture(name)).unwrap();
        let offset = located.blob_file_offset.unwrap() as usize;
        assert_eq!(&file[offset..offset + len], &blob[..], "{name}");
        assert_eq!(located.host_functions, vec!["add", "main"], "{name}");
        // The kernels call back into tvm-ffi through these undefined functions (spec §1.5).
        assert!(
            located
                .undefined_symbols
                .iter()
                .any(|s| s == "TVMFFIErrorSetRaisedFromCStrParts"),
            "{name}: {:?}",
            located.undefined_symbols
        );
        assert!(
            !located
                .undefined_symbols
                .iter()
                .any(|s| s == "__tvm_ffi_add")
        );
    }
}

#[test]
fn system_library_archive_reports_the_member_holding_the_blob() {
    let located = locate_file(&fixture("syslib_noprefix.a")).unwrap();
    assert_eq!(located.object_format, ObjectFormat::Archive);
    assert_eq!(located.member.as_deref(), Some("devc.o"));
    assert_eq!(located.symbol.as_deref(), Some("__tvm_ffi__library_bin"));
    assert_eq!(located.prefix.as_deref(), Some(""));
    assert_eq!(located.arch, "x86_64");
    let blob = located.blob.as_ref().unwrap();
    // Same OpenCL module as add_opencl.so (fixture README): the identical 847-byte blob.
    assert_eq!(blob.len(), 847);
    assert_eq!(sha256_hex(blob), BLOBS[0].2);
    let file = std::fs::read(fixture("syslib_noprefix.a")).unwrap();
    let offset = located.blob_file_offset.unwrap() as usize;
    assert_eq!(&file[offset..offset + 847], &blob[..]);
    assert!(located.host_functions.contains(&"add".to_string()));
    // The system-lib constructor registers the blob through tvm-ffi (spec §1.6).
    assert!(
        located
            .undefined_symbols
            .contains(&"TVMFFIEnvModRegisterSystemLibSymbol".to_string())
    );
}

#[test]
fn gzip_tar_of_objects_is_searched_like_an_archive() {
    let located = locate_file(&fixture("syslib_noprefix.tar")).unwrap();
    assert_eq!(located.object_format, ObjectFormat::Tar);
    assert_eq!(located.member.as_deref(), Some("devc.o"));
    assert_eq!(located.prefix.as_deref(), Some(""));
    assert_eq!(sha256_hex(located.blob.as_ref().unwrap()), BLOBS[0].2);
    assert!(located.host_functions.contains(&"add".to_string()));
}

#[test]
fn missing_file_is_an_io_error_naming_it() {
    let path = fixture("no_such_library.so");
    let error = locate_file(&path).unwrap_err();
    assert!(matches!(error, LocateError::Io { .. }), "{error:?}");
    assert!(error.to_string().contains("no_such_library.so"), "{error}");
}

/// (file, module kinds in blob order, each module's imports).
type TreeCase = (
    &'static str,
    &'static [&'static str],
    &'static [&'static [usize]],
);

#[test]
fn trees_match_the_fixture_readme() {
    let cases: [TreeCase; 6] = [
        ("add_opencl.so", &["_lib", "opencl"], &[&[1], &[]]),
        ("add_cuda.so", &["_lib", "cuda"], &[&[1], &[]]),
        ("add_metal.so", &["_lib", "metal"], &[&[1], &[]]),
        // TVM's writer reverses the host's [opencl, cuda] imports.
        (
            "two_dev.so",
            &["_lib", "cuda", "opencl"],
            &[&[1, 2], &[], &[]],
        ),
        ("syslib_noprefix.a", &["_lib", "opencl"], &[&[1], &[]]),
        ("syslib_noprefix.tar", &["_lib", "opencl"], &[&[1], &[]]),
    ];
    for (name, kinds, imports) in cases {
        let tree = locate_file(&fixture(name)).unwrap().tree().unwrap();
        let got: Vec<&str> = tree.nodes.iter().map(|n| n.kind.as_str()).collect();
        assert_eq!(got, kinds, "{name}");
        let expected: Vec<Vec<usize>> = imports.iter().map(|i| i.to_vec()).collect();
        assert_eq!(tree.imports, expected, "{name}");
    }
}

#[test]
fn stripped_section_headers_fall_back_to_the_dynamic_table_and_segments() {
    // sstrip-style: e_shoff and e_shnum zeroed, leaving only program headers and PT_DYNAMIC.
    let mut file = std::fs::read(fixture("add_opencl.so")).unwrap();
    file[0x28..0x30].fill(0);
    file[0x3c..0x40].fill(0);
    let located = modlink::inspect::locate::locate_bytes(file.into(), "stripped.so").unwrap();
    assert_eq!(located.symbol.as_deref(), Some("__tvm_ffi__library_bin"));
    assert_eq!(sha256_hex(located.blob.as_ref().unwrap()), BLOBS[0].2);
    assert_eq!(located.host_functions, vec!["add", "main"]);
}
