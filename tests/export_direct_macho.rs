#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The blob written straight into Mach-O dylibs (the default, `--pack direct`), x86_64 and
//! arm64: the linker links a reserved zero-fill section, the blob's bytes go once into the final
//! file. The layout is checked with the object crate and again from llvm-readobj's output; the
//! arm64 ad-hoc code signature by an independent Python implementation; llvm-objcopy and
//! llvm-strip keep the blob; ld64.lld links another dylib against it. There is no macOS here:
//! nothing loads these dylibs in a process.

mod support;

use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::target::TargetSpec;
use object::{Object, ObjectSection, ObjectSegment, ObjectSymbol};
use std::path::{Path, PathBuf};
use std::process::Command;
use support::export_direct::*;
use support::*;

const MACHO_TARGETS: [(&str, &str); 2] = [
    ("x86_64-apple-darwin", "x86_64"),
    ("aarch64-apple-darwin", "arm64"),
];

/// `modlink build` with the kernel and a `static_library` import holding `payload`.
fn build(dir: &Path, payload: &Path, out: &Path, extra: &[&str]) -> String {
    let kir = dir.join("add.kir");
    std::fs::write(&kir, ADD_ONE_KIR).unwrap();
    let output = Command::new(modlink_bin())
        .arg("build")
        .arg(&kir)
        .arg("--import-manifest")
        .arg(payload_manifest(dir, payload))
        .args(extra)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "modlink build {extra:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[derive(Debug, PartialEq)]
struct SegmentRange {
    name: String,
    vmaddr: u64,
    vmsize: u64,
    fileoff: u64,
    filesize: u64,
}

/// The segments as the object crate reads them.
fn segments_by_object(bytes: &[u8]) -> Vec<SegmentRange> {
    let file = object::File::parse(bytes).unwrap();
    file.segments()
        .map(|segment| SegmentRange {
            name: segment.name().unwrap().unwrap().to_string(),
            vmaddr: segment.address(),
            vmsize: segment.size(),
            fileoff: segment.file_range().0,
            filesize: segment.file_range().1,
        })
        .collect()
}

/// The segments as `llvm-readobj-19 --macho-segment` prints them (independent of the object
/// crate).
fn segments_by_readobj(path: &Path) -> Vec<SegmentRange> {
    let output = Command::new("llvm-readobj-19")
        .arg("--macho-segment")
        .arg(path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "llvm-readobj-19 {}",
        path.display()
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let number = |value: &str| match value.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).unwrap(),
        None => value.parse().unwrap(),
    };
    text.split("Segment {")
        .skip(1)
        .map(|block| {
            let field = |name: &str| {
                block
                    .lines()
                    .find_map(|line| line.trim().strip_prefix(&format!("{name}: ")))
                    .unwrap_or_else(|| panic!("no {name} in {block}"))
                    .to_string()
            };
            SegmentRange {
                name: field("Name"),
                vmaddr: number(&field("vmaddr")),
                vmsize: number(&field("vmsize")),
                fileoff: number(&field("fileoff")),
                filesize: number(&field("filesize")),
            }
        })
        .collect()
}

/// The layout rules a loader relies on, from the object crate and from llvm-readobj: segments
/// do not overlap in the file or in memory, each has its file bytes inside the file, offsets
/// congruent to addresses, `__LINKEDIT` last and ending the file; the blob symbol's section is a
/// regular `__DATA_CONST,__modlink_blob` whose file bytes are the located blob, in a segment with
/// file bytes for all of its memory.
fn check_macho_layout(path: &Path, page: u64) {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).unwrap();
    let segments = segments_by_object(&bytes);
    assert_eq!(
        segments,
        segments_by_readobj(path),
        "{name}: object vs readobj"
    );
    for (index, a) in segments.iter().enumerate() {
        assert!(a.filesize <= a.vmsize, "{name}: {a:?}");
        assert!(
            a.fileoff + a.filesize <= bytes.len() as u64,
            "{name}: {a:?}"
        );
        assert_eq!(a.fileoff % page, a.vmaddr % page, "{name}: {a:?}");
        for b in &segments[index + 1..] {
            let disjoint = |s1: u64, l1: u64, s2: u64, l2: u64| s1 + l1 <= s2 || s2 + l2 <= s1;
            assert!(
                a.filesize == 0
                    || b.filesize == 0
                    || disjoint(a.fileoff, a.filesize, b.fileoff, b.filesize),
                "{name}: {a:?} and {b:?} overlap in the file"
            );
            assert!(
                disjoint(a.vmaddr, a.vmsize, b.vmaddr, b.vmsize),
                "{name}: {a:?} and {b:?} overlap in memory"
            );
        }
    }
    let linkedit = segments.last().unwrap();
    assert_eq!(linkedit.name, "__LINKEDIT", "{name}");
    assert_eq!(
        linkedit.fileoff + linkedit.filesize,
        bytes.len() as u64,
        "{name}: __LINKEDIT does not end the file"
    );
    assert!(
        segments
            .iter()
            .all(|s| s.fileoff <= linkedit.fileoff && s.vmaddr <= linkedit.vmaddr)
    );

    let file = object::File::parse(&*bytes).unwrap();
    let section = file
        .section_by_name("__modlink_blob")
        .unwrap_or_else(|| panic!("{name}: no blob section"));
    // `llvm-objcopy --strip-all` empties the symbol table; the export trie keeps the symbol.
    if let Some(symbol) = file
        .symbols()
        .find(|s| s.name() == Ok("___tvm_ffi__library_bin"))
    {
        assert_eq!(symbol.address(), section.address(), "{name}");
    }
    assert_eq!(section.name().unwrap(), "__modlink_blob", "{name}");
    assert_eq!(
        section.segment_name().unwrap(),
        Some("__DATA_CONST"),
        "{name}"
    );
    let object::SectionFlags::MachO { flags, .. } = section.flags() else {
        panic!("{name}: not Mach-O section flags")
    };
    assert_eq!(
        flags.0 & 0xff,
        0,
        "{name}: the blob section is not S_REGULAR"
    );
    let located = modlink::inspect::locate::locate_file(path).unwrap();
    let blob = located.blob.clone().unwrap();
    assert_eq!(section.size(), blob.len() as u64, "{name}: section size");
    let (offset, size) = section.file_range().unwrap();
    assert_eq!(size, blob.len() as u64, "{name}");
    assert_eq!(Some(offset), located.blob_file_offset, "{name}");
    assert!(
        bytes[offset as usize..(offset + size) as usize] == blob[..],
        "{name}"
    );
    let home = segments
        .iter()
        .find(|s| s.vmaddr <= section.address() && section.address() < s.vmaddr + s.vmsize)
        .unwrap();
    assert_eq!(home.name, "__DATA_CONST", "{name}");
    assert_eq!(home.filesize, home.vmsize, "{name}: {home:?}");
    assert_eq!(
        home.fileoff + (section.address() - home.vmaddr),
        offset,
        "{name}: the segment maps other bytes than the blob"
    );

    // The exports trie, as llvm-objdump decodes it, exports the blob at the section's address.
    let trie = Command::new("llvm-objdump-19")
        .args(["--macho", "--exports-trie"])
        .arg(path)
        .output()
        .unwrap();
    let trie = String::from_utf8_lossy(&trie.stdout);
    let address = format!("0x{:08X}  ___tvm_ffi__library_bin", section.address());
    assert!(trie.contains(&address), "{name}: {trie}");
}

/// An independent check of the embedded ad-hoc signature: the SuperBlob and CodeDirectory
/// parsed with `struct`, every page hash recomputed with hashlib.
const CODESIGN_PY: &str = r#"
import hashlib, json, struct, sys

data = open(sys.argv[1], "rb").read()
magic, cputype, _, filetype, ncmds, sizeofcmds, _, _ = struct.unpack_from("<8I", data, 0)
assert magic == 0xfeedfacf, hex(magic)
at = 32
signature = None
linkedit = None
for _ in range(ncmds):
    cmd, size = struct.unpack_from("<2I", data, at)
    if cmd == 0x1d:
        signature = struct.unpack_from("<2I", data, at + 8)
    if cmd == 0x19 and data[at + 8:at + 24].rstrip(b"\0") == b"__LINKEDIT":
        linkedit = struct.unpack_from("<4Q", data, at + 24)
    at += size
result = {"signed": signature is not None}
if signature is not None:
    dataoff, datasize = signature
    vmaddr, vmsize, fileoff, filesize = linkedit
    assert dataoff + datasize <= fileoff + filesize == len(data), (dataoff, datasize, fileoff, filesize, len(data))
    assert vmsize >= filesize
    sb_magic, sb_len, count = struct.unpack_from(">3I", data, dataoff)
    assert sb_magic == 0xfade0cc0 and sb_len <= datasize, (hex(sb_magic), sb_len, datasize)
    slots = [struct.unpack_from(">2I", data, dataoff + 12 + 8 * i) for i in range(count)]
    cd = dataoff + dict(slots)[0]
    (cd_magic, cd_len, version, flags, hash_offset, ident_offset, n_special, n_code,
     code_limit, hash_size, hash_type, platform, page_shift) = struct.unpack_from(">9I4B", data, cd)
    assert cd_magic == 0xfade0c02, hex(cd_magic)
    assert hash_type == 2 and hash_size == 32
    assert code_limit == dataoff, (code_limit, dataoff)
    page = 1 << page_shift
    assert n_code == (code_limit + page - 1) // page, (n_code, code_limit)
    assert cd + cd_len <= dataoff + sb_len
    bad = []
    for i in range(n_code):
        want = data[cd + hash_offset + 32 * i:cd + hash_offset + 32 * (i + 1)]
        got = hashlib.sha256(data[i * page:min((i + 1) * page, code_limit)]).digest()
        if want != got:
            bad.append(i)
    ident = data[cd + ident_offset:data.index(b"\0", cd + ident_offset)].decode()
    result.update(pages=n_code, bad_pages=bad, identifier=ident, flags=flags)
print(json.dumps(result))
"#;

fn code_signature(dir: &Path, path: &Path) -> serde_json::Value {
    let script = dir.join("codesign_check.py");
    std::fs::write(&script, CODESIGN_PY).unwrap();
    let output = Command::new(python())
        .arg(&script)
        .arg(path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}: {}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The signature covers every page of the final file. ld64.lld signs arm64 dylibs (and others
/// on request, `-adhoc_codesign`); x86_64 dylibs are not signed by default.
fn check_signature(dir: &Path, path: &Path, arch: &str) {
    check_signature_is(dir, path, arch == "arm64");
}

fn check_signature_is(dir: &Path, path: &Path, signed: bool) {
    let checked = code_signature(dir, path);
    let name = path.display();
    if signed {
        assert_eq!(checked["signed"], true, "{name}");
        assert_eq!(
            checked["bad_pages"],
            serde_json::json!([]),
            "{name}: {checked}"
        );
        let pages = checked["pages"].as_u64().unwrap();
        let len = std::fs::metadata(path).unwrap().len();
        assert!(
            pages * 4096 >= len.saturating_sub(64 * 1024),
            "{name}: {pages} pages"
        );
    } else {
        assert_eq!(checked["signed"], false, "{name}");
    }
}

fn verify_digest(path: &Path) {
    let verify = Command::new(modlink_bin())
        .args(["inspect", "--verify"])
        .arg(path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&verify.stdout);
    assert!(verify.status.success(), "{}: {stdout}", path.display());
    assert!(
        stdout.contains("blob matches"),
        "{}: {stdout}",
        path.display()
    );
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
