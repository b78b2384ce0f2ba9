#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The direct object packer: symbol, section, size and bytes per object format, and a linked
//! library whose blob symbol matches the one the C packer gives.

use crate::support;

use modlink::blob::Layout;
use modlink::pack::{
    PackError, PackOptions, pack_imports_to_c, pack_imports_to_object, write_imports_object,
};
use modlink::target::TargetSpec;
use object::{Object, ObjectSection, ObjectSymbol};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::process::Command;

use support::FIXTURES;

/// The blob bytes of a fixture library, read with the object crate (independent of modlink).
fn fixture_blob(name: &str) -> Vec<u8> {
    let data = std::fs::read(Path::new(FIXTURES).join(name)).unwrap();
    symbol_bytes(&data, "__tvm_ffi__library_bin").unwrap()
}

/// The bytes of a defined symbol in an object or library, plus nothing else.
fn symbol_bytes(file: &[u8], name: &str) -> Option<Vec<u8>> {
    let obj = object::File::parse(file).unwrap();
    let symbol = obj
        .symbols()
        .chain(obj.dynamic_symbols())
        .find(|s| s.name() == Ok(name) && !s.is_undefined())?;
    let section = obj.section_by_index(symbol.section_index()?).ok()?;
    let data = section.data().ok()?;
    let start = (symbol.address() - section.address()) as usize;
    Some(data[start..start + symbol.size() as usize].to_vec())
}

fn hex_sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn target(triple: &str) -> TargetSpec {
    TargetSpec::parse(triple).unwrap()
}

#[test]
fn fixture_blob_matches_the_spec_vector() {
    let blob = fixture_blob("add_opencl.so");
    assert_eq!(blob.len(), 847);
    assert_eq!(
        hex_sha256(&blob),
        "7235cf7934efe3fd671da3ec6db969b7105f7fe7788c12cd5ae1c1d1a7eacc03"
    );
}

#[test]
fn elf_object_has_a_global_rodata_data_symbol_of_the_blob() {
    let blob = fixture_blob("add_opencl.so");
    for (triple, machine, e_flags) in [
        ("x86_64-unknown-linux-gnu", object::elf::EM_X86_64, 0u32),
        ("aarch64-unknown-linux-gnu", object::elf::EM_AARCH64, 0),
        // RVC | FLOAT_ABI_DOUBLE, what clang writes for riscv64gc lp64d.
        ("riscv64gc-unknown-linux-gnu", object::elf::EM_RISCV, 0x5),
    ] {
        let bytes =
            pack_imports_to_object(&blob, &target(triple), &PackOptions::default()).unwrap();
        let obj = object::File::parse(&*bytes).unwrap();
        assert_eq!(obj.format(), object::BinaryFormat::Elf, "{triple}");
        let symbol = obj.symbol_by_name("__tvm_ffi__library_bin").unwrap();
        assert!(symbol.is_global() && symbol.is_definition(), "{triple}");
        assert_eq!(symbol.kind(), object::SymbolKind::Data, "{triple}");
        assert_eq!(symbol.size(), 847, "{triple}");
        let section = obj
            .section_by_index(symbol.section_index().unwrap())
            .unwrap();
        assert_eq!(section.name().unwrap(), ".rodata", "{triple}");
        assert_eq!(section.align(), 1, "{triple}");
        assert_eq!(section.data().unwrap(), &blob[..], "{triple}");
        // The header fields the linker checks, read straight from the bytes.
        let e_machine = u16::from_le_bytes([bytes[18], bytes[19]]);
        let e_flags_read = u32::from_le_bytes(bytes[48..52].try_into().unwrap());
        assert_eq!(e_machine, machine.0, "{triple}");
        assert_eq!(e_flags_read, e_flags, "{triple}");
        assert!(obj.section_by_name(".note.GNU-stack").is_some(), "{triple}");
    }
}

#[test]
fn macho_object_uses_text_const_and_an_underscore() {
    let blob = fixture_blob("add_metal.so");
    let bytes = pack_imports_to_object(
        &blob,
        &target("aarch64-apple-darwin"),
        &PackOptions::default(),
    )
    .unwrap();
    let obj = object::File::parse(&*bytes).unwrap();
    assert_eq!(obj.format(), object::BinaryFormat::MachO);
    let symbol = obj.symbol_by_name("___tvm_ffi__library_bin").unwrap();
    assert!(symbol.is_global() && symbol.is_definition());
    let section = obj
        .section_by_index(symbol.section_index().unwrap())
        .unwrap();
    assert_eq!(section.segment_name().unwrap(), Some("__TEXT"));
    assert_eq!(section.name().unwrap(), "__const");
    assert_eq!(section.data().unwrap(), &blob[..]);
}

#[test]
fn coff_object_exports_the_blob_as_data() {
    let blob = fixture_blob("add_cuda.so");
    let bytes = pack_imports_to_object(
        &blob,
        &target("x86_64-pc-windows-msvc"),
        &PackOptions::default(),
    )
    .unwrap();
    let obj = object::File::parse(&*bytes).unwrap();
    assert_eq!(obj.format(), object::BinaryFormat::Coff);
    let symbol = obj.symbol_by_name("__tvm_ffi__library_bin").unwrap();
    assert!(symbol.is_global() && symbol.is_definition());
    let section = obj
        .section_by_index(symbol.section_index().unwrap())
        .unwrap();
    assert_eq!(section.name().unwrap(), ".rdata");
    assert_eq!(section.data().unwrap(), &blob[..]);
    let drectve = obj.section_by_name(".drectve").unwrap();
    assert_eq!(
        drectve.data().unwrap(),
        b" /EXPORT:__tvm_ffi__library_bin,DATA"
    );
}

#[test]
fn legacy_layout_and_streaming_give_the_same_object() {
    let blob = fixture_blob("add_opencl.so");
    let options = PackOptions {
        layout: Layout::Legacy,
        system_lib_prefix: None,
    };
    let host = target("x86_64-unknown-linux-gnu");
    let in_memory = pack_imports_to_object(&blob, &host, &options).unwrap();
    let mut streamed = Vec::new();
    write_imports_object(&blob, &host, &options, &mut streamed).unwrap();
    assert_eq!(in_memory, streamed);
    let obj = object::File::parse(&*in_memory).unwrap();
    assert!(obj.symbol_by_name("__tvm_dev_mblob").is_some());
    assert!(obj.symbol_by_name("__tvm_ffi__library_bin").is_none());
}

#[test]
fn system_lib_and_bad_blobs_are_typed_errors() {
    let blob = fixture_blob("add_opencl.so");
    let host = target("x86_64-unknown-linux-gnu");
    let options = PackOptions {
        layout: Layout::Current,
        system_lib_prefix: Some("mylib_".into()),
    };
    let err = pack_imports_to_object(&blob, &host, &options).unwrap_err();
    assert!(
        matches!(err, PackError::SystemLibNeedsCode { .. }),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(text.contains("mylib___tvm_ffi__library_bin"), "{text}");
    assert!(
        text.contains("--pack llvm") && text.contains("--pack c"),
        "{text}"
    );

    let err = pack_imports_to_object(&blob[..5], &host, &PackOptions::default()).unwrap_err();
    assert!(matches!(err, PackError::BadBlob { len: 5, .. }), "{err:?}");
    let err = pack_imports_to_object(&blob[..100], &host, &PackOptions::default()).unwrap_err();
    let text = err.to_string();
    assert!(text.contains("839") && text.contains("92"), "{text}");

    let wasm = target("wasm32-unknown-unknown");
    let err = pack_imports_to_object(&blob, &wasm, &PackOptions::default()).unwrap_err();
    assert!(
        matches!(err, PackError::UnsupportedFormat { .. }),
        "{err:?}"
    );
}

/// The object packer and the C packer, each linked by cc into a shared library with the same
/// host code: the blob symbol's binding, type, size and bytes are the same in both.
#[test]
fn object_and_c_packers_link_to_the_same_blob_symbol() {
    let blob = fixture_blob("two_dev.so");
    let host = target("x86_64-unknown-linux-gnu");
    let dir = tempfile::tempdir().unwrap();
    let host_c = dir.path().join("host.c");
    std::fs::write(
        &host_c,
        "#include <stdint.h>\nint32_t __tvm_ffi_add_one(void* s, const void* a, int32_t n, void* r) { return 0; }\n",
    )
    .unwrap();
    let run = |cmd: &mut Command| {
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "{cmd:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(Command::new("cc")
        .args(["-c", "-fPIC", "-o"])
        .arg(dir.path().join("host.o"))
        .arg(&host_c));
    std::fs::write(
        dir.path().join("devc_obj.o"),
        pack_imports_to_object(&blob, &host, &PackOptions::default()).unwrap(),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("devc.c"),
        pack_imports_to_c(&blob, &host, &PackOptions::default()),
    )
    .unwrap();
    run(Command::new("cc")
        .args(["-c", "-fPIC", "-o"])
        .arg(dir.path().join("devc_c.o"))
        .arg(dir.path().join("devc.c")));
    let mut results = Vec::new();
    for devc in ["devc_obj.o", "devc_c.o"] {
        let lib = dir.path().join(format!("{devc}.so"));
        run(Command::new("cc")
            .args(["-shared", "-fPIC", "-o"])
            .arg(&lib)
            .arg(dir.path().join("host.o"))
            .arg(dir.path().join(devc)));
        let data = std::fs::read(&lib).unwrap();
        let obj = object::File::parse(&*data).unwrap();
        let symbol = obj
            .dynamic_symbols()
            .find(|s| s.name() == Ok("__tvm_ffi__library_bin"))
            .expect("blob symbol in .dynsym");
        results.push((
            symbol.is_global(),
            symbol.is_definition(),
            symbol.kind(),
            symbol.size(),
            symbol_bytes(&data, "__tvm_ffi__library_bin").unwrap(),
        ));
    }
    assert_eq!(results[0], results[1]);
    assert_eq!(results[0].3, 2902);
    assert_eq!(results[0].4, blob);
}

/// Above the large-data threshold an x86_64 ELF blob goes to `.lrodata` with
/// `SHF_X86_64_LARGE` (like LLVM and TVM), other architectures keep `.rodata`; both link.
#[test]
fn large_blobs_go_to_lrodata_on_x86_64() {
    let blob = fixture_blob("add_opencl.so");
    let dir = tempfile::tempdir().unwrap();
    for (triple, section_name, flags) in [
        ("x86_64-unknown-linux-gnu", ".lrodata", 0x1000_0002u64),
        ("aarch64-unknown-linux-gnu", ".rodata", 0x2),
    ] {
        let mut bytes = Vec::new();
        modlink::pack::write_imports_object_with(
            &blob,
            &target(triple),
            &PackOptions::default(),
            100,
            &mut bytes,
        )
        .unwrap();
        let obj = object::File::parse(&*bytes).unwrap();
        let symbol = obj.symbol_by_name("__tvm_ffi__library_bin").unwrap();
        let section = obj
            .section_by_index(symbol.section_index().unwrap())
            .unwrap();
        assert_eq!(section.name().unwrap(), section_name, "{triple}");
        let object::SectionFlags::Elf { sh_flags, .. } = section.flags() else {
            panic!("not ELF flags");
        };
        assert_eq!(sh_flags.0, flags, "{triple}");
        assert_eq!(section.data().unwrap(), &blob[..], "{triple}");
        // ld.lld accepts the section and keeps the symbol's bytes in the shared object.
        let obj_path = dir.path().join(format!("{triple}.o"));
        let lib_path = dir.path().join(format!("{triple}.so"));
        std::fs::write(&obj_path, &bytes).unwrap();
        let out = Command::new("ld.lld-19")
            .args(["-shared", "-o"])
            .arg(&lib_path)
            .arg(&obj_path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let linked = std::fs::read(&lib_path).unwrap();
        assert_eq!(
            symbol_bytes(&linked, "__tvm_ffi__library_bin").unwrap(),
            blob,
            "{triple}"
        );
    }
}

/// What a linker and loader see of a packed ELF object.
fn elf_view(bytes: &[u8]) -> (u16, u32, String, u64, u64, bool, String, Vec<u8>, bool) {
    let obj = object::File::parse(bytes).unwrap();
    let symbol = obj.symbol_by_name("__tvm_ffi__library_bin").unwrap();
    let section = obj
        .section_by_index(symbol.section_index().unwrap())
        .unwrap();
    let object::SectionFlags::Elf { sh_flags, .. } = section.flags() else {
        panic!("not ELF");
    };
    let big_endian = obj.endianness() == object::Endianness::Big;
    let u16_at = |at: usize| {
        let b = [bytes[at], bytes[at + 1]];
        if big_endian {
            u16::from_be_bytes(b)
        } else {
            u16::from_le_bytes(b)
        }
    };
    // e_flags sits after e_entry/e_phoff/e_shoff: offset 48 on ELF64, 36 on ELF32.
    let flags_at = if obj.is_64() { 48 } else { 36 };
    let f = [
        bytes[flags_at],
        bytes[flags_at + 1],
        bytes[flags_at + 2],
        bytes[flags_at + 3],
    ];
    let e_flags = if big_endian {
        u32::from_be_bytes(f)
    } else {
        u32::from_le_bytes(f)
    };
    (
        u16_at(18),
        e_flags,
        section.name().unwrap().to_string(),
        sh_flags.0,
        symbol.size(),
        symbol.is_global() && symbol.is_definition() && symbol.kind() == object::SymbolKind::Data,
        format!("{:?}", obj.architecture()),
        section.data().unwrap().to_vec(),
        obj.section_by_name(".note.GNU-stack").is_some(),
    )
}

/// The streaming ELF writer (blob read from a reader, never held whole) gives what the
/// in-memory object writer gives, for 64- and 32-bit, little- and big-endian targets.
#[test]
fn streamed_elf_objects_match_the_in_memory_writer() {
    let blob = fixture_blob("two_dev.so");
    let dir = tempfile::tempdir().unwrap();
    for (triple, threshold) in [
        ("x86_64-unknown-linux-gnu", usize::MAX),
        ("x86_64-unknown-linux-gnu", 100),
        ("aarch64-unknown-linux-gnu", 100),
        ("riscv64gc-unknown-linux-gnu", usize::MAX),
        ("armv7-unknown-linux-gnueabihf", usize::MAX),
        ("s390x-unknown-linux-gnu", usize::MAX),
    ] {
        let target = target(triple);
        let mut in_memory = Vec::new();
        modlink::pack::write_imports_object_with(
            &blob,
            &target,
            &PackOptions::default(),
            threshold,
            &mut in_memory,
        )
        .unwrap();
        let mut streamed = Vec::new();
        modlink::pack::write_imports_object_streamed(
            &blob[..],
            blob.len() as u64,
            &target,
            &PackOptions::default(),
            threshold as u64,
            &mut streamed,
        )
        .unwrap();
        let view = elf_view(&streamed);
        assert_eq!(view, elf_view(&in_memory), "{triple}");
        assert_eq!(view.7, blob, "{triple}");
        if triple != "s390x-unknown-linux-gnu" {
            let obj_path = dir.path().join(format!("{triple}-{threshold}.o"));
            let lib_path = dir.path().join(format!("{triple}-{threshold}.so"));
            std::fs::write(&obj_path, &streamed).unwrap();
            let out = Command::new("ld.lld-19")
                .args(["-shared", "-o"])
                .arg(&lib_path)
                .arg(&obj_path)
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{triple}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let linked = std::fs::read(&lib_path).unwrap();
            assert_eq!(
                symbol_bytes(&linked, "__tvm_ffi__library_bin").unwrap(),
                blob,
                "{triple}"
            );
        }
    }
    // A reader that ends early is an I/O error, not a short object.
    let err = modlink::pack::write_imports_object_streamed(
        &blob[..100],
        blob.len() as u64,
        &target("x86_64-unknown-linux-gnu"),
        &PackOptions::default(),
        u64::MAX,
        Vec::new(),
    )
    .unwrap_err();
    assert!(matches!(err, PackError::Io(_)), "{err:?}");
}
