#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The blob written straight into Mach-O dylibs (the default, `--pack direct`), x86_64 and
//! arm64: the linker links a reserved zero-fill section, the blob's bytes go once into the final
//! file. The layout is checked with the object crate and again from llvm-readobj's output; the
//! arm64 ad-hoc code signature by an independent Python implementation; llvm-objcopy and
//! llvm-strip keep the blob; ld64.lld links another dylib against it. There is no macOS here:
//! nothing loads these dylibs in a process.

use crate::support;

use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::target::TargetSpec;
use object::Object;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::export_direct::*;
use support::export_direct_macho::*;
use support::*;

const MACHO_TARGETS: [(&str, &str); 2] = [
    ("x86_64-apple-darwin", "x86_64"),
    ("aarch64-apple-darwin", "arm64"),
];

/// `modlink build` with the kernel and a `static_library` import holding `payload`.
fn build(dir: &Path, payload: &Path, out: &Path, extra: &[&str]) -> String {
    build_with_payload(dir, payload, out, extra)
}

#[test]
fn macho_dylibs_take_the_blob_directly_with_a_valid_layout_and_signature() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 1 << 20, 41);
    let expected = std::fs::read(&payload).unwrap();
    for (triple, arch) in MACHO_TARGETS {
        let lib = dir.path().join(format!("libdirect-{arch}.dylib"));
        let work = dir.path().join(format!("work-{arch}"));
        build(
            dir.path(),
            &payload,
            &lib,
            &[
                "--target",
                triple,
                "--digest",
                "--keep-temps",
                work.to_str().unwrap(),
            ],
        );
        // What the linker got and made: a tiny blob object and a dylib far smaller than the
        // payload.
        let object = std::fs::metadata(work.join("devc.o")).unwrap().len();
        assert!(object < 4096, "{arch}: the blob object is {object} bytes");
        let linked = work.join(format!("out/libdirect-{arch}.dylib"));
        let linked_len = std::fs::metadata(&linked).unwrap().len();
        assert!(
            linked_len < expected.len() as u64 / 8,
            "{arch}: the linker wrote {linked_len} bytes for a {} byte payload",
            expected.len()
        );
        // Everything the linker wrote in __LINKEDIT reads the same at its moved offsets:
        // rebase/bind opcodes, function starts, indirect and regular symbols, as llvm-objdump
        // decodes them from the linked and from the final file.
        let dyld_info = |path: &Path| {
            let output = Command::new("llvm-objdump-19")
                .args([
                    "--macho",
                    "--rebase",
                    "--bind",
                    "--lazy-bind",
                    "--weak-bind",
                ])
                .args(["--function-starts", "--indirect-symbols", "--syms"])
                .arg(path)
                .output()
                .unwrap();
            assert!(output.status.success(), "{}", path.display());
            assert!(
                output.stderr.is_empty(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let text = String::from_utf8(output.stdout).unwrap();
            text.split_once('\n').unwrap().1.to_string()
        };
        let linked_info = dyld_info(&linked);
        assert!(
            linked_info.contains("___tvm_ffi__library_bin"),
            "{linked_info}"
        );
        assert_eq!(dyld_info(&lib), linked_info, "{arch}");
        let page = if arch == "arm64" { 16384 } else { 4096 };
        assert_eq!(located_payload(&lib), expected, "{arch}");
        check_macho_layout(&lib, page);
        check_signature(dir.path(), &lib, arch);
        verify_digest(&lib);

        // The independent verifier notices one changed blob byte.
        if arch == "arm64" {
            let mut bytes = std::fs::read(&lib).unwrap();
            let at = modlink::inspect::locate::locate_file(&lib)
                .unwrap()
                .blob_file_offset
                .unwrap() as usize
                + 70_000;
            bytes[at] ^= 1;
            let tampered = dir.path().join("tampered.dylib");
            std::fs::write(&tampered, bytes).unwrap();
            let checked = code_signature(dir.path(), &tampered);
            assert_eq!(checked["bad_pages"], serde_json::json!([at / 4096]));
        }
    }
}

#[test]
fn macho_direct_exports_are_reproducible_and_the_uuid_follows_the_blob() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 1 << 20, 43);
    let mut bytes = std::fs::read(&payload).unwrap();
    bytes[1000] ^= 0x5a;
    let changed = dir.path().join("changed.bin");
    std::fs::write(&changed, &bytes).unwrap();
    for (triple, arch) in MACHO_TARGETS {
        let out = |name: &str| {
            let path = dir.path().join(format!("{name}-{arch}/lib.dylib"));
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            path
        };
        let (first, second, third) = (out("a"), out("b"), out("c"));
        build(
            dir.path(),
            &payload,
            &first,
            &["--target", triple, "--digest"],
        );
        build(
            dir.path(),
            &payload,
            &second,
            &["--target", triple, "--digest"],
        );
        build(
            dir.path(),
            &changed,
            &third,
            &["--target", triple, "--digest"],
        );
        let a = std::fs::read(&first).unwrap();
        assert!(
            a == std::fs::read(&second).unwrap(),
            "{arch}: two exports differ"
        );
        let uuid = |bytes: &[u8]| object::File::parse(bytes).unwrap().mach_uuid().unwrap();
        let c = std::fs::read(&third).unwrap();
        assert!(uuid(&a).is_some(), "{arch}: no LC_UUID");
        assert_ne!(uuid(&a), uuid(&c), "{arch}: the UUID ignores the blob");
        check_signature(dir.path(), &third, arch);
    }
}

#[test]
fn llvm_objcopy_and_llvm_strip_keep_the_blob_and_a_valid_signature() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 1 << 20, 47);
    let expected = std::fs::read(&payload).unwrap();
    for (triple, arch) in MACHO_TARGETS {
        let lib = dir.path().join(format!("lib-{arch}.dylib"));
        build(
            dir.path(),
            &payload,
            &lib,
            &["--target", triple, "--digest"],
        );
        let tools: [(&str, &[&str]); 4] = [
            ("llvm-objcopy-19", &[]),
            ("llvm-objcopy-19", &["--strip-all"]),
            ("llvm-strip-19", &["-o"]),
            ("llvm-strip-19", &["-x", "-o"]),
        ];
        for (index, (tool, args)) in tools.iter().enumerate() {
            let copy = dir.path().join(format!("copy{index}-{arch}.dylib"));
            let mut command = Command::new(tool);
            if tool.starts_with("llvm-strip") {
                command.args(*args).arg(&copy).arg(&lib);
            } else {
                command.args(*args).arg(&lib).arg(&copy);
            }
            let output = command.output().unwrap();
            assert!(
                output.status.success(),
                "{tool} {args:?}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            let name = format!("{arch}: {tool} {args:?}");
            assert_eq!(located_payload(&copy), expected, "{name}");
            verify_digest(&copy);
            // llvm-objcopy keeps the layout rules and signs arm64 output again.
            check_macho_layout(&copy, if arch == "arm64" { 16384 } else { 4096 });
            check_signature(dir.path(), &copy, arch);
            let bytes = std::fs::read(&copy).unwrap();
            let file = object::File::parse(&*bytes).unwrap();
            assert!(
                file.section_by_name("__modlink_blob").is_some(),
                "{name}: the blob section is gone"
            );
        }
    }
}

#[test]
fn ld64_lld_links_another_dylib_against_a_direct_dylib() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 1 << 20, 53);
    let user_c = dir.path().join("user.c");
    std::fs::write(
        &user_c,
        "extern const unsigned char __tvm_ffi__library_bin[];\n\
         const unsigned char *modlink_blob_start(void) { return __tvm_ffi__library_bin; }\n",
    )
    .unwrap();
    for (triple, arch) in MACHO_TARGETS {
        let lib = dir.path().join(format!("libours-{arch}.dylib"));
        build(dir.path(), &payload, &lib, &["--target", triple]);
        let object = dir.path().join(format!("user-{arch}.o"));
        let status = Command::new("clang-19")
            .arg(format!("--target={arch}-apple-macosx11.0.0"))
            .args(["-O1", "-c"])
            .arg(&user_c)
            .arg("-o")
            .arg(&object)
            .status()
            .unwrap();
        assert!(status.success(), "{arch}: clang-19");
        let user = dir.path().join(format!("libuser-{arch}.dylib"));
        // No `-undefined dynamic_lookup`: the symbol must resolve from our dylib.
        let output = Command::new("ld64.lld-19")
            .args(["-dylib", "-arch", arch])
            .args(["-platform_version", "macos", "11.0", "11.0"])
            .args(["-install_name", "@rpath/libuser.dylib", "-o"])
            .arg(&user)
            .arg(&object)
            .arg(&lib)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{arch}: ld64.lld-19: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let bytes = std::fs::read(&user).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let imports: Vec<String> = file
            .imports()
            .unwrap()
            .map(|import| {
                let import = import.unwrap();
                let object::read::NameOrOrdinal::Name(name) = import.name() else {
                    panic!("{arch}: an import by ordinal")
                };
                format!(
                    "{} from {}",
                    String::from_utf8_lossy(name),
                    String::from_utf8_lossy(import.library())
                )
            })
            .collect();
        let wanted = format!("___tvm_ffi__library_bin from @rpath/libours-{arch}.dylib");
        assert!(imports.contains(&wanted), "{arch}: {imports:?}");
    }
}

/// A multi-module tree (the device modules of TVM 0.27's `two_dev.so`) exported to both Mach-O
/// targets through the library API: the dylib carries the fixture's blob byte for byte.
#[test]
fn a_fixture_tree_goes_straight_into_macho_dylibs() {
    use modlink::blob::{self, Layout};
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(FIXTURES).join("two_dev.so");
    let located = modlink::inspect::locate::locate_file(&fixture).unwrap();
    let original = located.blob.unwrap();
    assert_eq!(
        sha256_hex(&original),
        "b4608515bec27ed27ae5d71f4d0af4c584520fe80bd872bba787524213e24e37"
    );
    let tree = blob::read(&original.clone(), Layout::Current).unwrap();
    assert!(tree.nodes.len() >= 3, "{} modules", tree.nodes.len());
    for (triple, arch) in MACHO_TARGETS {
        let mut options = ExportOptions::new(TargetSpec::parse(triple).unwrap());
        options.digest = true;
        let work = dir.path().join(format!("work-{arch}"));
        options.keep_temps = Some(work.clone());
        let out = dir.path().join(format!("two_dev-{arch}.dylib"));
        let inputs = ExportInputs {
            tree: tree.clone(),
            host_objects: Vec::new(),
        };
        let report = export_library(&inputs, &out, &options).unwrap();
        assert!(
            !report
                .commands
                .iter()
                .any(|c| c.contains("cannot go straight")),
            "{arch}: {:?}",
            report.commands
        );
        let exported = modlink::inspect::locate::locate_file(&out).unwrap();
        assert!(exported.blob.unwrap()[..] == original[..], "{arch}: blob");
        check_macho_layout(&out, if arch == "arm64" { 16384 } else { 4096 });
        check_signature(dir.path(), &out, arch);
        verify_digest(&out);
    }
}

/// A layout the splice does not cover (the reserved section renamed into `__TEXT`, where
/// ld64.lld lays zero-fill out between file-backed sections): the export links the blob as an
/// object instead, and says so.
#[test]
fn macho_layouts_the_splice_does_not_cover_fall_back_to_the_object_packer() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 64 << 10, 59);
    let expected = std::fs::read(&payload).unwrap();
    for (triple, arch) in MACHO_TARGETS {
        let graph_payload = expected.clone();
        let mut graph = modlink::module::ModuleGraph::new();
        let lib = graph.add("_lib", modlink::module::Payload::Lib);
        let node = graph.add(
            "modlink_payload",
            modlink::module::Payload::Opaque(graph_payload.into()),
        );
        graph.import(lib, node);
        let inputs = ExportInputs {
            tree: graph.to_tree().unwrap(),
            host_objects: Vec::new(),
        };
        let mut options = ExportOptions::new(TargetSpec::parse(triple).unwrap());
        options.digest = true;
        options.linker_args = [
            "-rename_section",
            "__DATA_CONST",
            "__modlink_blob",
            "__TEXT",
            "__modlink_blob",
        ]
        .map(Into::into)
        .to_vec();
        let out: PathBuf = dir.path().join(format!("libfallback-{arch}.dylib"));
        let report = export_library(&inputs, &out, &options).unwrap();
        assert!(
            report
                .commands
                .iter()
                .any(|c| c.contains("cannot go straight into this library")),
            "{arch}: {:?}",
            report.commands
        );
        let located = modlink::inspect::locate::locate_file(&out).unwrap();
        let tree = located.tree().unwrap();
        assert_eq!(
            tree.nodes[1].payload,
            modlink::module::Payload::Opaque(expected.clone().into()),
            "{arch}"
        );
        verify_digest(&out);
        check_signature(dir.path(), &out, arch);
    }
}

/// An x86_64 dylib signed on request (`-adhoc_codesign`, 4 KiB pages like arm64's signature)
/// is signed again for the final file.
#[test]
fn x86_64_dylibs_signed_on_request_carry_a_valid_signature() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), (1 << 20) + 123, 61);
    let expected = std::fs::read(&payload).unwrap();
    let lib = dir.path().join("libsigned.dylib");
    let work = dir.path().join("work");
    let stderr = build(
        dir.path(),
        &payload,
        &lib,
        &[
            "--target",
            "x86_64-apple-darwin",
            "--digest",
            "--linker-arg",
            "-adhoc_codesign",
            "--keep-temps",
            work.to_str().unwrap(),
        ],
    );
    let linked = std::fs::metadata(work.join("out/libsigned.dylib"))
        .unwrap()
        .len();
    assert!(linked < expected.len() as u64 / 8, "{stderr}");
    assert_eq!(located_payload(&lib), expected);
    check_macho_layout(&lib, 4096);
    check_signature_is(dir.path(), &lib, true);
    verify_digest(&lib);
}
