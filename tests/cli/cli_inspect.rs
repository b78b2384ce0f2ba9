//! `modlink inspect` and `modlink extract` run as a user runs them, on the real TVM 0.27
//! fixtures; expectations come from the fixture README and spec §7, blobs are cross-checked
//! with the `object` crate (independent of the goblin-based locator).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::blob::{self, Layout};
use object::{Object, ObjectSection, ObjectSymbol};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use support::FIXTURES;

fn fixture(name: &str) -> PathBuf {
    Path::new(FIXTURES).join(name)
}

fn modlink(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_modlink"))
        .args(args)
        .output()
        .unwrap()
}

fn inspect_json(path: &Path) -> Value {
    let output = modlink(&["inspect".as_ref(), path.as_os_str(), "--json".as_ref()]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The blob symbol's bytes in a shared library, found with the `object` crate; also its file
/// offset.
fn blob_with_object_crate(path: &Path) -> (Vec<u8>, usize) {
    let data = std::fs::read(path).unwrap();
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
    (data[offset..offset + 8 + nbytes].to_vec(), offset)
}

/// (index, kind, imports, payload bytes, fmt, functions), from the fixture README's table.
type Expected = (
    u64,
    &'static str,
    Vec<u64>,
    u64,
    Option<&'static str>,
    Vec<&'static str>,
);

fn check_modules(json: &Value, expected: &[Expected]) {
    let modules = json["modules"].as_array().unwrap();
    assert_eq!(modules.len(), expected.len(), "{json}");
    for (module, (index, kind, imports, payload, fmt, functions)) in modules.iter().zip(expected) {
        assert_eq!(module["index"], *index);
        assert_eq!(module["kind"], *kind);
        let got: Vec<u64> = module["imports"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(&got, imports, "{kind}");
        assert_eq!(module["payload_bytes"], *payload, "{kind}");
        match fmt {
            Some(fmt) => assert_eq!(module["fmt"], *fmt),
            None => assert!(module["fmt"].is_null(), "{kind}"),
        }
        let got: Vec<&str> = module["functions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(&got, functions, "{kind}");
    }
}

fn lib(imports: Vec<u64>) -> Expected {
    (0, "_lib", imports, 0, None, vec!["add", "main"])
}

#[test]
fn inspect_json_on_every_fixture() {
    let opencl = |index| (index, "opencl", vec![], 757, Some("cl"), vec!["add_kernel"]);
    // (file, object format, layout, archive member, modules)
    type Case = (
        &'static str,
        &'static str,
        Option<&'static str>,
        Option<&'static str>,
        Vec<Expected>,
    );
    let cases: Vec<Case> = vec![
        ("add.so", "elf", None, None, vec![lib(vec![])]),
        (
            "add_opencl.so",
            "elf",
            Some("current"),
            None,
            vec![lib(vec![1]), opencl(1)],
        ),
        (
            "add_cuda.so",
            "elf",
            Some("current"),
            None,
            vec![
                lib(vec![1]),
                (1, "cuda", vec![], 2015, Some("cuda"), vec!["add_kernel"]),
            ],
        ),
        (
            "add_metal.so",
            "elf",
            Some("current"),
            None,
            vec![
                lib(vec![1]),
                (1, "metal", vec![], 736, Some("metal"), vec!["add_kernel"]),
            ],
        ),
        (
            "two_dev.so",
            "elf",
            Some("current"),
            None,
            vec![
                lib(vec![1, 2]),
                (1, "cuda", vec![], 2019, Some("cuda"), vec!["add2_kernel"]),
                opencl(2),
            ],
        ),
        (
            "syslib_noprefix.a",
            "archive",
            Some("current"),
            Some("devc.o"),
            vec![lib(vec![1]), opencl(1)],
        ),
        (
            "syslib_noprefix.tar",
            "tar",
            Some("current"),
            Some("devc.o"),
            vec![lib(vec![1]), opencl(1)],
        ),
    ];
    for (name, format, layout, member, modules) in cases {
        let json = inspect_json(&fixture(name));
        assert_eq!(json["object_format"], format, "{name}");
        assert_eq!(json["arch"], "x86_64", "{name}");
        assert_eq!(json["triple"], "x86_64-unknown-linux-gnu", "{name}");
        assert_eq!(json["root"], 0, "{name}");
        assert_eq!(
            json["host_functions"],
            serde_json::json!(["add", "main"]),
            "{name}"
        );
        match layout {
            Some(layout) => {
                assert_eq!(json["layout"], layout, "{name}");
                assert_eq!(json["symbol"], "__tvm_ffi__library_bin", "{name}");
                assert_eq!(json["prefix"], "", "{name}");
            }
            None => {
                assert!(json["layout"].is_null(), "{name}");
                assert!(json["symbol"].is_null(), "{name}");
                assert!(json["prefix"].is_null(), "{name}");
            }
        }
        match member {
            Some(member) => assert_eq!(json["member"], member, "{name}"),
            None => assert!(json["member"].is_null(), "{name}"),
        }
        check_modules(&json, &modules);
    }
}

#[test]
fn inspect_text_shows_format_layout_tree_and_functions() {
    let output = modlink(&["inspect".as_ref(), fixture("two_dev.so").as_os_str()]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    for needle in [
        "format:         elf (x86_64, little-endian, 64-bit)",
        "triple (guess): x86_64-unknown-linux-gnu",
        "layout:         current",
        "symbol:         __tvm_ffi__library_bin (system-lib prefix \"\")",
        "blob:           2902 bytes",
        "host functions: add, main",
        "  [0] _lib  imports [1, 2]  payload 0 bytes",
        "  [1] cuda  imports []  payload 2019 bytes  fmt cuda",
        "      functions: add2_kernel",
        "  [2] opencl  imports []  payload 757 bytes  fmt cl",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
    let output = modlink(&["inspect".as_ref(), fixture("syslib_noprefix.a").as_os_str()]);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("member:         devc.o\n"), "{text}");
    let output = modlink(&["inspect".as_ref(), fixture("add.so").as_os_str()]);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("layout:         none"), "{text}");
}

#[test]
fn extract_writes_payloads_tree_and_re_encoded_blobs() {
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("two_dev");
    let output = modlink(&[
        "extract".as_ref(),
        fixture("two_dev.so").as_os_str(),
        "-o".as_ref(),
        dir.as_os_str(),
        "--layout".as_ref(),
        "current".as_ref(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(
        names,
        // The payloads, their code files and manifest.json (for `build --import-manifest`).
        [
            "1_cuda.bin",
            "1_cuda.code",
            "2_opencl.bin",
            "2_opencl.code",
            "blob.bin",
            "manifest.json",
            "tree.json"
        ]
    );

    let (original, blob_offset) = blob_with_object_crate(&fixture("two_dev.so"));
    // Re-encoding in the current layout reproduces TVM's blob byte for byte (README sha256).
    let rewritten = std::fs::read(dir.join("blob.bin")).unwrap();
    assert_eq!(rewritten, original);
    let sha: String = Sha256::digest(&rewritten)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(
        sha,
        "b4608515bec27ed27ae5d71f4d0af4c584520fe80bd872bba787524213e24e37"
    );

    // Spec §7.3: key `_lib` (length at 0x48), key `cuda` (length at 0x54), the payload length
    // at 0x60 and the payload at 0x68; the payload file is exactly those bytes of the library.
    let file = std::fs::read(fixture("two_dev.so")).unwrap();
    let cuda = std::fs::read(dir.join("1_cuda.bin")).unwrap();
    let cuda_at = blob_offset + 0x68;
    assert_eq!(cuda.len(), 2019);
    assert_eq!(&file[cuda_at - 8..cuda_at], &2019u64.to_le_bytes());
    assert_eq!(&file[cuda_at..cuda_at + 2019], &cuda[..]);
    let opencl = std::fs::read(dir.join("2_opencl.bin")).unwrap();
    let opencl_at = cuda_at + 2019 + 8 + 6 + 8;
    assert_eq!(&file[opencl_at..opencl_at + 757], &opencl[..]);
    assert_eq!(&opencl[..10], b"\x02\0\0\0\0\0\0\0cl");

    // tree.json is inspect --json's module list.
    let tree: Value =
        serde_json::from_slice(&std::fs::read(dir.join("tree.json")).unwrap()).unwrap();
    assert_eq!(tree, inspect_json(&fixture("two_dev.so"))["modules"]);

    // --layout legacy: the same tree under the legacy layout.
    let legacy_dir = out.path().join("legacy");
    let output = modlink(&[
        "extract".as_ref(),
        fixture("add_opencl.so").as_os_str(),
        "-o".as_ref(),
        legacy_dir.as_os_str(),
        "--layout".as_ref(),
        "legacy".as_ref(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let legacy = bytes::Bytes::from(std::fs::read(legacy_dir.join("blob.bin")).unwrap());
    // Legacy: nbytes, count (2 groups + `_import_tree`), then key `_lib`.
    assert_eq!(&legacy[8..16], &3u64.to_le_bytes());
    assert_eq!(&legacy[16..28], b"\x04\0\0\0\0\0\0\0_lib");
    let (current, _) = blob_with_object_crate(&fixture("add_opencl.so"));
    assert_eq!(
        blob::read(&legacy, Layout::Legacy).unwrap(),
        blob::read(&bytes::Bytes::from(current), Layout::Current).unwrap()
    );
}

/// Runs a command expected to fail; returns its single stderr line.
fn one_line_failure(args: &[&std::ffi::OsStr]) -> String {
    let output = modlink(args);
    assert!(!output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("modlink: error: "), "{stderr}");
    assert!(output.stdout.is_empty());
    stderr
}

#[test]
fn bad_files_fail_with_one_line_naming_file_and_field() {
    let dir = tempfile::tempdir().unwrap();

    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "just some text, long enough to be sniffed\n").unwrap();
    let message = one_line_failure(&["inspect".as_ref(), text.as_os_str()]);
    assert!(message.contains(&*text.to_string_lossy()), "{message}");
    assert!(message.contains("not an object file"), "{message}");

    let original = std::fs::read(fixture("add_opencl.so")).unwrap();
    let truncated = dir.path().join("truncated.so");
    std::fs::write(&truncated, &original[..200]).unwrap();
    let message = one_line_failure(&["inspect".as_ref(), truncated.as_os_str(), "--json".as_ref()]);
    assert!(message.contains(&*truncated.to_string_lossy()), "{message}");
    assert!(message.contains("ELF headers"), "{message}");

    // nbytes pointing past the end of the file.
    let (_, offset) = blob_with_object_crate(&fixture("add_opencl.so"));
    let mut patched = original.clone();
    patched[offset..offset + 8].copy_from_slice(&(1u64 << 40).to_le_bytes());
    let huge = dir.path().join("huge.so");
    std::fs::write(&huge, &patched).unwrap();
    let message = one_line_failure(&["inspect".as_ref(), huge.as_os_str()]);
    assert!(message.contains(&*huge.to_string_lossy()), "{message}");
    assert!(
        message.contains(&format!("offset {offset:#x}: blob nbytes")),
        "{message}"
    );

    // A blob whose contents are corrupt: the blob reader's error, with the file named.
    let mut corrupt = original.clone();
    corrupt[offset + 8..offset + 16].copy_from_slice(&u64::MAX.to_le_bytes());
    let bad = dir.path().join("corrupt.so");
    std::fs::write(&bad, &corrupt).unwrap();
    let message = one_line_failure(&["inspect".as_ref(), bad.as_os_str()]);
    assert!(message.contains(&*bad.to_string_lossy()), "{message}");
    assert!(
        message.contains("blob `__tvm_ffi__library_bin`: blob offset 8"),
        "{message}"
    );

    let missing = dir.path().join("missing.so");
    let message = one_line_failure(&[
        "extract".as_ref(),
        missing.as_os_str(),
        "-o".as_ref(),
        dir.path().as_os_str(),
    ]);
    assert!(message.contains("missing.so"), "{message}");

    // --verbose adds the cause chain on further lines.
    let output = modlink(&["--verbose".as_ref(), "inspect".as_ref(), bad.as_os_str()]);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.lines().count() >= 2, "{stderr}");
    assert!(stderr.contains("caused by: "), "{stderr}");
}

#[test]
fn inspect_json_on_a_legacy_object() {
    use object::write::{Mangling, StandardSection, Symbol, SymbolSection};
    use object::{SymbolFlags, SymbolKind, SymbolScope};

    // add_opencl.so's tree, re-encoded in the legacy layout, under the legacy symbol.
    let (current, _) = blob_with_object_crate(&fixture("add_opencl.so"));
    let tree = blob::read(&bytes::Bytes::from(current), Layout::Current).unwrap();
    let legacy = blob::write(&tree, Layout::Legacy).unwrap();
    let mut object = object::write::Object::new(
        object::BinaryFormat::Elf,
        object::Architecture::X86_64,
        object::Endianness::Little,
    );
    object.set_mangling(Mangling::None);
    let mut add = |name: &str, kind: SymbolKind, section: StandardSection, data: &[u8]| {
        let section = object.section_id(section);
        let symbol = object.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        object.add_symbol_data(symbol, section, data, 1);
    };
    add(
        "__tvm_dev_mblob",
        SymbolKind::Data,
        StandardSection::ReadOnlyData,
        &legacy,
    );
    add(
        "__tvm_main__",
        SymbolKind::Data,
        StandardSection::ReadOnlyData,
        b"add\0",
    );
    add("add", SymbolKind::Text, StandardSection::Text, &[0xc3]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("legacy.o");
    std::fs::write(&path, object.write().unwrap()).unwrap();

    let json = inspect_json(&path);
    assert_eq!(json["layout"], "legacy");
    assert_eq!(json["symbol"], "__tvm_dev_mblob");
    assert_eq!(json["prefix"], "");
    assert_eq!(
        json["host_functions"],
        serde_json::json!(["__tvm_main__", "add"])
    );
    check_modules(
        &json,
        &[
            (0, "_lib", vec![1], 0, None, vec!["__tvm_main__", "add"]),
            // cuda/opencl payloads are the same bytes in both layouts (spec §2.3).
            (1, "opencl", vec![], 757, Some("cl"), vec!["add_kernel"]),
        ],
    );
}

#[test]
fn extract_of_a_host_only_library_writes_just_the_tree() {
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("nested/out");
    let output = modlink(&[
        "extract".as_ref(),
        fixture("add.so").as_os_str(),
        "--output".as_ref(),
        dir.as_os_str(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    // No payloads: the tree and an empty import manifest.
    assert_eq!(names, ["manifest.json", "tree.json"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("manifest.json")).unwrap(),
        "[]\n"
    );
    let tree: Value =
        serde_json::from_slice(&std::fs::read(dir.join("tree.json")).unwrap()).unwrap();
    assert_eq!(
        tree,
        serde_json::json!([{
            "index": 0, "kind": "_lib", "imports": [], "payload_bytes": 0,
            "fmt": null, "functions": ["add", "main"]
        }])
    );

    // An output "directory" that is a file: one line naming it.
    let blocker = out.path().join("file");
    std::fs::write(&blocker, "x").unwrap();
    let message = one_line_failure(&[
        "extract".as_ref(),
        fixture("add_opencl.so").as_os_str(),
        "-o".as_ref(),
        blocker.as_os_str(),
    ]);
    assert!(message.contains(&*blocker.to_string_lossy()), "{message}");
}

#[test]
fn extract_writes_a_static_library_payload_in_its_serialized_form() {
    use modlink::module::{ModuleTree, Node, Payload, StaticLibrary};
    use object::write::{Mangling, StandardSection, Symbol, SymbolSection};
    use object::{SymbolFlags, SymbolKind, SymbolScope};

    let tree = ModuleTree {
        nodes: vec![
            Node {
                kind: "_lib".into(),
                payload: Payload::Lib,
            },
            Node {
                kind: "static_library".into(),
                payload: Payload::StaticLibrary(StaticLibrary {
                    data: bytes::Bytes::from_static(b"\x7fELF-ish"),
                    function_names: vec!["f".into(), "gg".into()],
                }),
            },
        ],
        imports: vec![vec![1], vec![]],
    };
    // Spec §10: `bytes data; Array<str> function_names`, written out by hand.
    let mut expected = 8u64.to_le_bytes().to_vec();
    expected.extend_from_slice(b"\x7fELF-ish");
    expected.extend_from_slice(&2u64.to_le_bytes());
    expected.extend_from_slice(&1u64.to_le_bytes());
    expected.extend_from_slice(b"f");
    expected.extend_from_slice(&2u64.to_le_bytes());
    expected.extend_from_slice(b"gg");

    for layout in [Layout::Current, Layout::Legacy] {
        // The library call `extract` makes gives the same bytes.
        assert_eq!(blob::payload_bytes(&tree, 1, layout).unwrap(), expected);
        assert!(blob::payload_bytes(&tree, 0, layout).unwrap().is_empty());
        let mut object = object::write::Object::new(
            object::BinaryFormat::Elf,
            object::Architecture::Aarch64,
            object::Endianness::Little,
        );
        object.set_mangling(Mangling::None);
        let section = object.section_id(StandardSection::ReadOnlyData);
        let symbol = object.add_symbol(Symbol {
            name: layout.symbol().as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        object.add_symbol_data(symbol, section, &blob::write(&tree, layout).unwrap(), 1);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sl.o");
        std::fs::write(&path, object.write().unwrap()).unwrap();
        let out = dir.path().join("out");
        let output = modlink(&[
            "extract".as_ref(),
            path.as_os_str(),
            "-o".as_ref(),
            out.as_os_str(),
        ]);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(
            std::fs::read(out.join("1_static_library.bin")).unwrap(),
            expected
        );
        let json = inspect_json(&path);
        assert_eq!(json["arch"], "aarch64");
        check_modules(
            &json,
            &[
                (0, "_lib", vec![1], 0, None, vec![]),
                (
                    1,
                    "static_library",
                    vec![],
                    expected.len() as u64,
                    None,
                    vec!["f", "gg"],
                ),
            ],
        );
    }
}

#[test]
fn prefix_option_chooses_among_bundled_system_libraries() {
    use support::locate::{Built, archive};

    let (current, _) = blob_with_object_crate(&fixture("add_opencl.so"));
    let (cuda, _) = blob_with_object_crate(&fixture("add_cuda.so"));
    let member = |prefix: &str, blob: &[u8]| {
        Built::new(
            object::BinaryFormat::Elf,
            object::Architecture::X86_64,
            object::Endianness::Little,
        )
        .data(&format!("{prefix}__tvm_ffi__library_bin"), blob)
        .bytes()
    };
    let bundle = archive(&[
        ("a_devc.o", &member("a_", &current)),
        ("b_devc.o", &member("b_", &cuda)),
    ]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("libab.a");
    std::fs::write(&path, &bundle).unwrap();

    let message = one_line_failure(&["inspect".as_ref(), path.as_os_str()]);
    assert!(message.contains("several blob symbols"), "{message}");
    let output = modlink(&[
        "inspect".as_ref(),
        path.as_os_str(),
        "--json".as_ref(),
        "--prefix".as_ref(),
        "b_".as_ref(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["prefix"], "b_");
    assert_eq!(json["member"], "b_devc.o");
    assert_eq!(json["modules"][1]["kind"], "cuda");
    assert_eq!(json["modules"][1]["payload_bytes"], 2015);
}
