#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The blob written straight into PE DLLs (the default, `--pack direct`): lld-link links a
//! reserved uninitialised `.mlblob` section, the blob's bytes go once into the final DLL. The
//! result is an ordinary DLL: its sections keep the PE layout rules, Windows (wine64) loads it
//! and reads the blob through `GetProcAddress`, `modlink inspect --verify` checks the digest,
//! `llvm-objcopy`/`llvm-strip` and GNU `objcopy`/`strip` copies keep the blob, equal inputs give
//! equal bytes, and a layout the splice refuses still gives a correct DLL (object packer).

use crate::support;

use std::path::Path;
use std::process::Command;
use support::export_direct::*;
use support::export_direct_pe::*;
use support::*;

const WINDOWS: &str = "x86_64-pc-windows-msvc";

/// `modlink build` of the kernel for `target` with a `static_library` import holding `payload`.
fn build(dir: &Path, payload: &Path, out: &Path, target: &str, extra: &[&str]) {
    let mut args = vec!["--target", target];
    args.extend_from_slice(extra);
    build_with_payload(dir, payload, out, &args);
}

/// The blob as `modlink inspect` locates it.
fn located_blob(path: &Path) -> Vec<u8> {
    let located = modlink::inspect::locate::locate_file(path).unwrap();
    located.blob.unwrap().to_vec()
}

fn verify(path: &Path) {
    let output = Command::new(modlink_bin())
        .args(["inspect", "--verify"])
        .arg(path)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{}: {stdout}", path.display());
    assert!(
        stdout.contains("blob matches"),
        "{}: {stdout}",
        path.display()
    );
}

/// `nbytes` and FNV-1a 64 of a blob, computed here from its bytes.
fn blob_hash(blob: &[u8]) -> (u64, u64) {
    let nbytes = u64::from_le_bytes(blob[..8].try_into().unwrap());
    (nbytes, fnv1a64(&blob[..8 + nbytes as usize]))
}

/// Copies through `llvm-objcopy-19` (plain and `--strip-all`), `llvm-strip-19`, GNU `objcopy`
/// and GNU `strip` (binutils reads and writes `pei-x86-64`).
fn rewritten_dll_copies(dir: &Path, dll: &Path) -> Vec<std::path::PathBuf> {
    rewritten_copies(
        dir,
        dll,
        &[
            ("llvm-objcopy-19", &[], false),
            ("llvm-objcopy-19", &["--strip-all"], false),
            ("llvm-strip-19", &["-o"], true),
            ("objcopy", &[], false),
            ("strip", &["-o"], true),
        ],
    )
}

/// Checks that every section of `dll` but `.mlblob` has the addresses and the bytes it had in
/// `linked` (the DLL lld-link wrote), but for the digest record's SHA-256 and the copy of the
/// rehashed timestamp in `.rdata`.
fn sections_keep_their_linked_bytes(linked: &Path, dll: &Path, blob: &[u8]) {
    let (before, (linked_stamp, _)) = readobj_sections(linked);
    let (after, (final_stamp, _)) = readobj_sections(dll);
    let linked = std::fs::read(linked).unwrap();
    let final_bytes = std::fs::read(dll).unwrap();
    let blob_sha = modlink::blob::digest::sha256(blob);
    assert_eq!(before.len(), after.len());
    for (old, new) in before.iter().zip(&after).filter(|(s, _)| s.0 != ".mlblob") {
        assert_eq!((&old.0, old.1, old.3, old.4), (&new.0, new.1, new.3, new.4));
        let mut expected = linked[old.2 as usize..(old.2 + old.1) as usize].to_vec();
        if old.0 == ".rdata" {
            if let Some(record) = expected.windows(4).position(|w| w == b"MLDG") {
                assert_eq!(expected[record + 24..record + 56], [0; 32]);
                expected[record + 24..record + 56].copy_from_slice(&blob_sha);
            }
            // One copy per debug directory entry (REPRO, and CodeView with /DEBUG).
            let stamp = (linked_stamp as u32).to_le_bytes();
            let copies: Vec<usize> = (0..expected.len() - 3)
                .filter(|&at| expected[at..at + 4] == stamp)
                .collect();
            assert!(!copies.is_empty());
            for at in copies {
                expected[at..at + 4].copy_from_slice(&(final_stamp as u32).to_le_bytes());
            }
        }
        assert_eq!(
            expected,
            final_bytes[new.2 as usize..(new.2 + new.1) as usize],
            "{}",
            old.0
        );
    }
}

#[test]
fn the_linker_never_sees_the_blob_and_windows_loads_it() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 1 << 20, 23);
    let expected = std::fs::read(&payload).unwrap();
    let dll = dir.path().join("direct.dll");
    let work = dir.path().join("work");
    build(
        dir.path(),
        &payload,
        &dll,
        WINDOWS,
        &["--digest", "--keep-temps", work.to_str().unwrap()],
    );

    // What the linker got and made: a blob object and a DLL far smaller than the payload.
    let object = std::fs::metadata(work.join("devc.o")).unwrap().len();
    assert!(object < 4096, "the blob object is {object} bytes");
    let linked_path = work.join("out/direct.dll");
    let linked = std::fs::read(&linked_path).unwrap();
    assert!(
        linked.len() < expected.len() / 8,
        "the linker wrote {} bytes for a {} byte payload",
        linked.len(),
        expected.len()
    );

    let blob = located_blob(&dll);
    assert_eq!(located_payload(&dll), expected);
    let blob_offset = check_pe_layout(&dll, &blob);

    // An independent reader of the headers: the reserved section had memory and no file
    // bytes; now its raw data holds the blob, rounded up to FileAlignment (512 from lld-link).
    let (before, (linked_stamp, _)) = readobj_sections(&linked_path);
    let (after, (final_stamp, checksum)) = readobj_sections(&dll);
    assert_eq!(checksum, 0);
    let reserved = before.iter().find(|s| s.0 == ".mlblob").unwrap();
    assert_eq!((reserved.1, reserved.2), (0, 0), "linked: {reserved:?}");
    assert_eq!(reserved.3, blob.len() as u64);
    let section = after.iter().find(|s| s.0 == ".mlblob").unwrap();
    assert_eq!(section.2, blob_offset, "{section:?}");
    assert_eq!(section.1, (blob.len() as u64).next_multiple_of(512));
    assert_eq!((section.3, section.4), (reserved.3, reserved.4));
    // The /Brepro timestamp (a hash of the linked file) is rehashed with the blob's XXH3-128.
    let fingerprint = xxhash_rust::xxh3::xxh3_128(&blob).to_be_bytes();
    let mut hashed = (linked_stamp as u32).to_le_bytes().to_vec();
    hashed.extend_from_slice(&fingerprint);
    let rehashed = modlink::blob::digest::sha256(&hashed);
    assert_eq!(
        final_stamp,
        u64::from(u32::from_le_bytes(rehashed[..4].try_into().unwrap()))
    );
    // Every other section keeps its addresses and its linked bytes, but for the two values
    // known only once the blob was written: the digest record's SHA-256 and the debug
    // directory's copy of the timestamp (both in `.rdata`).
    sections_keep_their_linked_bytes(&linked_path, &dll, &blob);

    verify(&dll);
    if !have_wine("the_linker_never_sees_the_blob_and_windows_loads_it") {
        return;
    }
    assert_eq!(
        load_under_wine(&dll, &dir.path().join("run")),
        blob_hash(&blob)
    );
    for copy in rewritten_dll_copies(dir.path(), &dll) {
        let name = copy.display().to_string();
        assert_eq!(located_blob(&copy), blob, "{name}");
        check_pe_layout(&copy, &blob);
        verify(&copy);
        assert_eq!(
            load_under_wine(&copy, &dir.path().join("run")),
            blob_hash(&blob),
            "{name}"
        );
    }
}

/// Equal inputs give equal bytes; a blob differing in one byte gives another content id.
#[test]
fn equal_inputs_give_equal_dlls_and_the_id_follows_the_blob() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 300_000, 29);
    let first = dir.path().join("a/lib.dll");
    let second = dir.path().join("b/lib.dll");
    for out in [&first, &second] {
        std::fs::create_dir_all(out.parent().unwrap()).unwrap();
        build(dir.path(), &payload, out, WINDOWS, &["--digest"]);
    }
    let bytes = std::fs::read(&first).unwrap();
    assert_eq!(bytes, std::fs::read(&second).unwrap());

    let mut changed = std::fs::read(&payload).unwrap();
    changed[1000] ^= 1;
    std::fs::write(&payload, &changed).unwrap();
    let third = dir.path().join("c/lib.dll");
    std::fs::create_dir_all(third.parent().unwrap()).unwrap();
    build(dir.path(), &payload, &third, WINDOWS, &["--digest"]);
    let other = std::fs::read(&third).unwrap();
    assert_eq!(bytes.len(), other.len());
    let (_, (stamp, _)) = readobj_sections(&first);
    let (_, (other_stamp, _)) = readobj_sections(&third);
    assert_ne!(stamp, other_stamp, "the timestamp must follow the blob");
    verify(&third);
}

/// A multi-module tree made by TVM 0.27 (host importing CUDA and OpenCL modules), exported to a
/// DLL through the library API: the blob in the DLL is TVM's byte for byte.
#[test]
fn a_tvm_module_tree_goes_into_a_dll_unchanged() {
    use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(FIXTURES).join("two_dev.so");
    let located = modlink::inspect::locate::locate_file(&fixture).unwrap();
    let original = located.blob.clone().unwrap().to_vec();
    let target = modlink::target::TargetSpec::parse(WINDOWS).unwrap();
    let program = modlink::ir::parse(ADD_ONE_KIR, "add.kir").unwrap();
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile(
            &program,
            &target,
            &modlink::codegen::CodegenOptions::default(),
        )
        .unwrap();
    inputs.tree = located.tree().unwrap();
    let options = ExportOptions::new(target);
    assert_eq!(options.packer, Packer::Direct);
    let dll = dir.path().join("two_dev.dll");
    let report = export_library(&inputs, &dll, &options).unwrap();
    assert!(
        !report
            .commands
            .iter()
            .any(|c| c.contains("cannot go straight")),
        "{:?}",
        report.commands
    );
    let blob = located_blob(&dll);
    assert_eq!(sha256_hex(&blob), sha256_hex(&original));
    check_pe_layout(&dll, &blob);
    if have_wine("a_tvm_module_tree_goes_into_a_dll_unchanged") {
        assert_eq!(
            load_under_wine(&dll, &dir.path().join("run")),
            blob_hash(&original)
        );
    }
}

/// A layout the splice does not cover (a CheckSum from lld-link `/RELEASE`, which would cover
/// the blob's bytes) falls back to linking the blob object: a correct DLL all the same.
#[test]
fn a_refused_layout_links_the_blob_object_instead() {
    use modlink::export::{ExportInputs, ExportOptions, export_library};
    let dir = tempfile::tempdir().unwrap();
    let payload = std::fs::read(random_payload(dir.path(), 200_000, 31)).unwrap();
    let target = modlink::target::TargetSpec::parse(WINDOWS).unwrap();
    let program = modlink::ir::parse(ADD_ONE_KIR, "add.kir").unwrap();
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile(
            &program,
            &target,
            &modlink::codegen::CodegenOptions::default(),
        )
        .unwrap();
    let mut graph = modlink::module::ModuleGraph::new();
    let lib = graph.add(modlink::module::LIB_KEY, modlink::module::Payload::Lib);
    let node = graph.add(
        "modlink_payload",
        modlink::module::Payload::Opaque(payload.clone().into()),
    );
    graph.import(lib, node);
    inputs.tree = graph.to_tree().unwrap();
    let work = dir.path().join("work");
    let mut options = ExportOptions::new(target);
    options.digest = true;
    options.linker_args = vec!["/RELEASE".into()];
    options.keep_temps = Some(work.clone());
    let dll = dir.path().join("release.dll");
    let report = export_library(&inputs, &dll, &options).unwrap();
    assert!(
        report
            .commands
            .iter()
            .any(|c| c.contains("cannot go straight into this library") && c.contains("CheckSum")),
        "{:?}",
        report.commands
    );
    // The blob object the linker read this time holds the blob.
    let object = std::fs::metadata(work.join("devc.o")).unwrap().len();
    assert!(object > payload.len() as u64, "blob object {object} bytes");
    let (sections, (_, checksum)) = readobj_sections(&dll);
    assert_ne!(checksum, 0);
    assert!(!sections.iter().any(|s| s.0 == ".mlblob"), "{sections:?}");
    let located = modlink::inspect::locate::locate_file(&dll).unwrap();
    let tree = located.tree().unwrap();
    assert_eq!(
        tree.nodes[1].payload,
        modlink::module::Payload::Opaque(payload.into())
    );
    let blob = located_blob(&dll);
    check_pe_layout(&dll, &blob);
    verify(&dll);
    if have_wine("a_refused_layout_links_the_blob_object_instead") {
        assert_eq!(
            load_under_wine(&dll, &dir.path().join("run")),
            blob_hash(&blob)
        );
    }
}

/// aarch64 and i686 Windows DLLs take the blob directly too (layout, digest and inspect; no
/// arm64 or 32-bit Windows loader here). On i686 the reserved and digest objects spell their
/// symbols with the `_` C prefix and carry `@feat.00` for lld-link's default /SAFESEH.
#[test]
fn aarch64_and_i686_dlls_take_the_blob_directly() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 100_000, 37);
    let expected = std::fs::read(&payload).unwrap();
    for triple in ["aarch64-pc-windows-msvc", "i686-pc-windows-msvc"] {
        let dll = dir.path().join(format!("{triple}.dll"));
        let work = dir.path().join(format!("work-{triple}"));
        build(
            dir.path(),
            &payload,
            &dll,
            triple,
            &["--digest", "--keep-temps", work.to_str().unwrap()],
        );
        let object = std::fs::metadata(work.join("devc.o")).unwrap().len();
        assert!(object < 4096, "{triple}: the blob object is {object} bytes");
        assert_eq!(located_payload(&dll), expected, "{triple}");
        let blob = located_blob(&dll);
        let offset = check_pe_layout(&dll, &blob);
        let (sections, _) = readobj_sections(&dll);
        let section = sections.iter().find(|s| s.0 == ".mlblob").unwrap();
        assert_eq!(section.2, offset, "{triple}");
        verify(&dll);
    }
}

/// The reserved COFF object: the exported blob symbol over an uninitialised, read-only section
/// of the blob's size, with no bytes in the object; a blob past PE's 32-bit sizes is refused.
#[test]
fn the_reserved_coff_object_has_no_blob_bytes() {
    use object::{Object, ObjectSection, ObjectSymbol};
    let target = modlink::target::TargetSpec::parse(WINDOWS).unwrap();
    let options = modlink::pack::PackOptions::default();
    let bytes = modlink::pack::reserved_blob_object(5 << 20, &target, &options).unwrap();
    assert!(bytes.len() < 1024, "{} bytes", bytes.len());
    let file = object::File::parse(&*bytes).unwrap();
    let section = file.section_by_name(".mlblob").unwrap();
    assert_eq!(section.kind(), object::SectionKind::UninitializedData);
    assert_eq!(section.size(), 5 << 20);
    let object::SectionFlags::Coff { characteristics } = section.flags() else {
        panic!("not COFF");
    };
    assert_eq!(
        characteristics.0 & 0xe000_00e0,
        (object::pe::IMAGE_SCN_CNT_UNINITIALIZED_DATA | object::pe::IMAGE_SCN_MEM_READ).0
    );
    let symbol = file.symbol_by_name("__tvm_ffi__library_bin").unwrap();
    assert!(symbol.is_global() && symbol.is_definition());
    assert_eq!(symbol.section_index(), Some(section.index()));
    let drectve = file.section_by_name(".drectve").unwrap();
    assert_eq!(
        drectve.data().unwrap(),
        b" /EXPORT:__tvm_ffi__library_bin,DATA"
    );

    // i686: the C name's `_`, in the symbol table and the directive, and `@feat.00`.
    let i686 = modlink::target::TargetSpec::parse("i686-pc-windows-msvc").unwrap();
    let bytes = modlink::pack::reserved_blob_object(64, &i686, &options).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    assert!(file.symbol_by_name("___tvm_ffi__library_bin").is_some());
    // Its bit 0 is what lld-link checks: the i686 DLL test links under the default /SAFESEH.
    assert_eq!(
        file.symbol_by_name("@feat.00").unwrap().section(),
        object::SymbolSection::Absolute
    );
    assert_eq!(
        file.section_by_name(".drectve").unwrap().data().unwrap(),
        b" /EXPORT:___tvm_ffi__library_bin,DATA"
    );

    let error = modlink::pack::reserved_blob_object(5 << 30, &target, &options).unwrap_err();
    assert!(error.to_string().contains("32-bit"), "{error}");
}

/// Sections lld-link places after `.mlblob` in the file (`.reloc`, from a host object with a
/// table of absolute pointers) move with the blob and keep working, with a CodeView debug
/// entry too (`/DEBUG`): the base relocations keep
/// their bytes (the loader applies them if it rebases the DLL) and the DLL's function returns
/// the right string through its pointer table.
#[test]
fn sections_after_the_blob_move_and_still_load() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("pointers.c");
    std::fs::write(
        &source,
        "static const char message[] = \"modlink\";\n\
         const char *const modlink_table[2] = {message, message + 1};\n\
         __declspec(dllexport) const char *const *modlink_pointers(void) { return modlink_table; }\n",
    )
    .unwrap();
    let object = dir.path().join("pointers.obj");
    let status = Command::new("clang-19")
        .args(["--target=x86_64-pc-windows-msvc", "-c", "-O1"])
        .arg(&source)
        .arg("-o")
        .arg(&object)
        .status()
        .unwrap();
    assert!(status.success());
    let payload = random_payload(dir.path(), 700_001, 41);
    let dll = dir.path().join("pointers.dll");
    let work = dir.path().join("work");
    build(
        dir.path(),
        &payload,
        &dll,
        WINDOWS,
        &[
            "--digest",
            "--linker-arg=/DEBUG",
            "--object",
            object.to_str().unwrap(),
            "--keep-temps",
            work.to_str().unwrap(),
        ],
    );
    let (sections, _) = readobj_sections(&dll);
    let names: Vec<&str> = sections.iter().map(|s| s.0.as_str()).collect();
    let blob_at = names.iter().position(|&n| n == ".mlblob").unwrap();
    let reloc_at = names.iter().position(|&n| n == ".reloc").unwrap();
    assert!(blob_at < reloc_at, "{names:?}");
    assert!(sections[reloc_at].2 > sections[blob_at].2 + 700_000);
    let debug = Command::new("llvm-readobj-19")
        .arg("--coff-debug-directory")
        .arg(&dll)
        .output()
        .unwrap();
    let debug = String::from_utf8_lossy(&debug.stdout);
    assert!(
        debug.contains("CodeView") && debug.contains("Repro"),
        "{debug}"
    );
    let blob = located_blob(&dll);
    check_pe_layout(&dll, &blob);
    sections_keep_their_linked_bytes(&work.join("out/pointers.dll"), &dll, &blob);
    verify(&dll);
    if !have_wine("sections_after_the_blob_move_and_still_load") {
        return;
    }
    let printed = run_under_wine(&dll, &dir.path().join("run"));
    let (nbytes, hash) = blob_hash(&blob);
    assert_eq!(
        printed,
        [
            format!("{nbytes:016x}"),
            format!("{hash:016x}"),
            "odlink".into()
        ]
    );
}
