#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The blob written straight into ELF shared libraries (the default, `--pack direct`): the
//! linker only links a reserved empty section, the blob's bytes go once into the final file.
//! The result is an ordinary library: the blob survives `strip`, `llvm-strip`, `llvm-objcopy`
//! and `objcopy`, TVM 0.27 loads it and runs its kernel, dlopen on every ELF target (under qemu)
//! reads the payload through the blob symbol, `--digest` verifies, and equal inputs give equal
//! bytes.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;
use support::export_direct::*;
use support::*;

/// `modlink build` with the kernel and a `static_library` import holding `payload`; extra args
/// after.
fn build(dir: &Path, payload: &Path, out: &Path, extra: &[&str]) {
    build_with_payload(dir, payload, out, extra);
}

#[test]
fn the_linker_never_sees_the_blob_and_strip_and_objcopy_keep_it() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 3 << 20, 19);
    let expected = std::fs::read(&payload).unwrap();
    let lib = dir.path().join("libdirect.so");
    let work = dir.path().join("work");
    build(
        dir.path(),
        &payload,
        &lib,
        &["--digest", "--keep-temps", work.to_str().unwrap()],
    );

    // What the linker got and made: a blob object and a library far smaller than the payload.
    let object = std::fs::metadata(work.join("devc.o")).unwrap().len();
    assert!(object < 4096, "the blob object is {object} bytes");
    let linked = std::fs::metadata(work.join("out/libdirect.so"))
        .unwrap()
        .len();
    assert!(
        linked < expected.len() as u64 / 8,
        "the linker wrote {linked} bytes for a {} byte payload",
        expected.len()
    );

    let variants = stripped_variants(dir.path(), &lib);
    for path in std::iter::once(&lib).chain(variants.iter()) {
        let name = path.display().to_string();
        assert_eq!(located_payload(path), expected, "{name}: payload");
        check_elf_layout(path);
        let verify = Command::new(modlink_bin())
            .args(["inspect", "--verify"])
            .arg(path)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&verify.stdout);
        assert!(verify.status.success(), "{name}: {stdout}");
        assert!(stdout.contains("blob matches"), "{name}: {stdout}");
        // dlopen: the blob symbol's bytes in memory are the blob in the file.
        let located = modlink::inspect::locate::locate_file(path).unwrap();
        let blob = located.blob.unwrap();
        unsafe {
            let library = libloading::Library::new(path).unwrap();
            let symbol: libloading::Symbol<*const u8> =
                library.get(b"__tvm_ffi__library_bin\0").unwrap();
            let in_memory = std::slice::from_raw_parts(*symbol, blob.len());
            assert!(in_memory == &blob[..], "{name}: blob in memory differs");
        }
    }

    // TVM 0.27 loads the original and every stripped copy and runs the kernel.
    let mut all = vec![lib.clone()];
    all.extend(variants);
    check_in_tvm(dir.path(), &all);
}

#[test]
fn direct_exports_are_reproducible_and_the_build_id_follows_the_blob() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 1 << 20, 5);
    let first = dir.path().join("a/lib.so");
    let second = dir.path().join("b/lib.so");
    for out in [&first, &second] {
        std::fs::create_dir_all(out.parent().unwrap()).unwrap();
        build(dir.path(), &payload, out, &["--digest"]);
    }
    let a = std::fs::read(&first).unwrap();
    assert!(a == std::fs::read(&second).unwrap(), "two exports differ");

    // One payload byte changed: the file's build-id (a hash of its content) changes with it.
    let mut bytes = std::fs::read(&payload).unwrap();
    bytes[1000] ^= 0x5a;
    let changed_payload = dir.path().join("changed.bin");
    std::fs::write(&changed_payload, &bytes).unwrap();
    let changed = dir.path().join("c/lib.so");
    std::fs::create_dir_all(changed.parent().unwrap()).unwrap();
    build(dir.path(), &changed_payload, &changed, &["--digest"]);
    let c = std::fs::read(&changed).unwrap();
    // The host's cc passes --build-id to GNU ld.
    let id_a = build_id(&a).expect("no build-id from the host linker");
    assert_ne!(Some(id_a), build_id(&c), "the build-id ignores the blob");
}

/// Every ELF target with its discovered linker and with ld.lld: the blob is in the file where
/// the segments say, and where a cross C compiler exists, dlopen under qemu reads the payload.
#[test]
fn direct_blobs_on_every_elf_target_load_under_qemu() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), (1 << 20) + 8 * 37, 23);
    let expected = std::fs::read(&payload).unwrap();
    let expected_checksum = word_checksum(&expected);
    let mut ran = Vec::new();
    for target in CROSS_TARGETS {
        for linker in [None, Some("ld.lld-19")] {
            let name = format!("{}-{}", target.triple, linker.unwrap_or("discovered"));
            let out = dir.path().join(format!("lib{name}.so"));
            let mut extra = vec!["--target", target.triple, "--digest"];
            if let Some(linker) = linker {
                extra.extend(["--linker", linker, "--linker-flavor", "ld-lld"]);
            }
            build(dir.path(), &payload, &out, &extra);
            assert_eq!(located_payload(&out), expected, "{name}");
            check_elf_layout(&out);
            let Some(stdout) = run_blob_check(dir.path(), target, &out) else {
                continue;
            };
            assert!(
                stdout.contains(&format!("checksum {expected_checksum:016x}\n")),
                "{name}: {stdout}"
            );
            ran.push(name);
        }
    }
    // x86_64 natively; aarch64, armhf and riscv64 cross compilers and qemu from ci/setup.sh.
    assert_eq!(ran.len(), 8, "ran: {ran:?}");
}

/// The blob object is linked as a reserved section only for shared libraries (ELF here, Mach-O
/// dylibs in tests/export/export_direct_macho.rs, PE DLLs in tests/export/export_direct_pe.rs); other outputs
/// keep the object packer and still carry the same blob.
#[test]
fn other_outputs_keep_the_blob_object() {
    let dir = tempfile::tempdir().unwrap();
    let payload = random_payload(dir.path(), 64 << 10, 3);
    let expected = std::fs::read(&payload).unwrap();
    for name in ["lib.a", "lib.tar", "lib.o"] {
        let out = dir.path().join(name);
        build(dir.path(), &payload, &out, &[]);
        assert_eq!(located_payload(&out), expected, "{name}");
    }
    let out: PathBuf = dir.path().join("lib.dll");
    build(
        dir.path(),
        &payload,
        &out,
        &["--target", "x86_64-pc-windows-msvc"],
    );
    assert_eq!(located_payload(&out), expected, "dll");
    let out: PathBuf = dir.path().join("lib.dylib");
    build(
        dir.path(),
        &payload,
        &out,
        &["--target", "arm64-apple-darwin"],
    );
    assert_eq!(located_payload(&out), expected, "dylib");
}

/// Host exports whose objects need nothing from the C driver link with `ld` itself (no
/// `cc` → `collect2` → `ld` chain); objects that call compiler builtins keep the driver, which
/// links libgcc for them, and the library resolves the builtin.
#[test]
fn host_links_skip_the_driver_only_when_the_objects_allow_it() {
    use modlink::export::{ExportInputs, ExportOptions, export_library};
    let dir = tempfile::tempdir().unwrap();
    let target = modlink::target::TargetSpec::host().unwrap();
    let program = modlink::ir::parse(ADD_ONE_KIR, "add.kir").unwrap();
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile(
            &program,
            &target,
            &modlink::codegen::CodegenOptions::default(),
        )
        .unwrap();
    assert!(modlink::link::needs_no_driver(&inputs.host_objects[0]));
    let lib = dir.path().join("libkernel.so");
    let report = export_library(&inputs, &lib, &ExportOptions::new(target.clone())).unwrap();
    assert!(
        report.commands[0].contains("/ld -shared"),
        "{:?}",
        report.commands
    );
    let library = unsafe { libloading::Library::new(&lib) }.unwrap();
    unsafe { library.get::<*const u8>(b"__tvm_ffi_add_one\0") }.unwrap();
    drop(library);

    // 128-bit division calls libgcc's __divti3: only the driver links it.
    let source = dir.path().join("wide.c");
    std::fs::write(
        &source,
        "__int128 modlink_wide_div(__int128 a, __int128 b) { return a / b; }\n",
    )
    .unwrap();
    let object = dir.path().join("wide.o");
    let status = Command::new("cc")
        .args(["-c", "-fPIC", "-O2", "-o"])
        .arg(&object)
        .arg(&source)
        .status()
        .unwrap();
    assert!(status.success());
    let wide = std::fs::read(&object).unwrap();
    assert!(!modlink::link::needs_no_driver(&wide));
    inputs.host_objects.push(wide);
    let lib = dir.path().join("libwide.so");
    let report = export_library(&inputs, &lib, &ExportOptions::new(target)).unwrap();
    assert!(
        report.commands[0].contains("/cc -shared"),
        "{:?}",
        report.commands
    );
    let library = unsafe { libloading::Library::new(&lib) }.unwrap();
    let divide: libloading::Symbol<extern "C" fn(i128, i128) -> i128> =
        unsafe { library.get(b"modlink_wide_div\0") }.unwrap();
    assert_eq!(divide(-(1i128 << 100), 7), -(1i128 << 100) / 7);
}

/// A linker layout the splice does not cover (here a linker script puts the reserved section
/// in the middle of the data segment, so the linker fills it with zeros) is detected, and the
/// blob is linked the usual way instead: still the right library.
#[test]
fn layouts_the_splice_does_not_cover_fall_back_to_linking_the_blob() {
    use modlink::export::{ExportInputs, ExportOptions, export_library};
    use modlink::module::{LIB_KEY, ModuleGraph, Payload};
    let dir = tempfile::tempdir().unwrap();
    let payload = std::fs::read(random_payload(dir.path(), 256 << 10, 11)).unwrap();
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let node = graph.add("modlink_payload", Payload::Opaque(payload.clone().into()));
    graph.import(lib, node);
    let inputs = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: Vec::new(),
    };
    let script = dir.path().join("middle.ld");
    std::fs::write(
        &script,
        "SECTIONS { .modlink_blob : { *(.modlink_blob) } } INSERT BEFORE .data;\n",
    )
    .unwrap();
    let target = modlink::target::TargetSpec::host().unwrap();
    let mut options = ExportOptions::new(target);
    options.digest = true;
    options.linker_args = vec![format!("-Wl,-T,{}", script.display()).into()];
    let out = dir.path().join("libfallback.so");
    let report = export_library(&inputs, &out, &options).unwrap();
    assert!(
        report
            .commands
            .iter()
            .any(|c| c.contains("cannot go straight into this library")),
        "{:?}",
        report.commands
    );
    let located = modlink::inspect::locate::locate_file(&out).unwrap();
    let tree = located.tree().unwrap();
    assert_eq!(tree.nodes[1].payload, Payload::Opaque(payload.into()));
    let verify = Command::new(modlink_bin())
        .args(["inspect", "--verify"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stdout)
    );
}
