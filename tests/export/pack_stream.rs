#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The streaming object writers (blob streamed, never held whole) give the same bytes as the
//! in-memory object-crate writer on Mach-O and COFF, read back as the object crate sees them,
//! and link with ld64.lld / lld-link into libraries whose exported blob is the blob.

use modlink::blob::{self, Layout};
use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::pack::{PackError, PackOptions, write_imports_object_from, write_imports_object_with};
use modlink::target::TargetSpec;
use object::{Object, ObjectSection, ObjectSymbol};
use std::io::Write;

/// A tree of the host node and one opaque import of `payload`.
fn tree_with(payload: Vec<u8>) -> modlink::module::ModuleTree {
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let node = graph.add("opaque_dev", Payload::Opaque(payload.into()));
    graph.import(lib, node);
    graph.to_tree().unwrap()
}

/// Pseudo-random bytes from a fixed xorshift, so a mismatch is never hidden by zeros.
fn noise(len: usize, seed: u64) -> Vec<u8> {
    let mut state = seed | 1;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect()
}

fn streamed(blob: &[u8], triple: &str) -> Vec<u8> {
    let target = TargetSpec::parse(triple).unwrap();
    let mut out = Vec::new();
    // Odd-sized writes, as a serializer produces them.
    let mut source = |sink: &mut dyn Write| {
        for chunk in blob.chunks(4093) {
            sink.write_all(chunk)?;
        }
        Ok(())
    };
    write_imports_object_from(
        blob.len() as u64,
        &mut source,
        &target,
        &PackOptions::default(),
        u64::MAX,
        &mut out,
    )
    .unwrap();
    out
}

fn in_memory(blob: &[u8], triple: &str) -> Vec<u8> {
    let target = TargetSpec::parse(triple).unwrap();
    let mut out = Vec::new();
    write_imports_object_with(blob, &target, &PackOptions::default(), usize::MAX, &mut out)
        .unwrap();
    out
}

/// (section name, section bytes, symbol address, global definition, relocation count).
fn read_back(object_bytes: &[u8], symbol: &str) -> (String, Vec<u8>, u64, bool, usize) {
    let file = object::File::parse(object_bytes).unwrap();
    let sym = file.symbol_by_name(symbol).unwrap();
    let section = file.section_by_index(sym.section_index().unwrap()).unwrap();
    let relocations: usize = file.sections().map(|s| s.relocations().count()).sum();
    (
        section.name().unwrap().to_string(),
        section.data().unwrap().to_vec(),
        sym.address(),
        sym.is_global() && sym.is_definition() && sym.kind() == object::SymbolKind::Data,
        relocations,
    )
}

#[test]
fn macho_and_coff_streams_equal_the_in_memory_writer() {
    let blob = blob::write(&tree_with(noise(70_001, 7)), Layout::Current).unwrap();
    for (triple, symbol, section) in [
        ("x86_64-apple-darwin", "___tvm_ffi__library_bin", "__const"),
        ("aarch64-apple-darwin", "___tvm_ffi__library_bin", "__const"),
        ("x86_64-pc-windows-msvc", "__tvm_ffi__library_bin", ".rdata"),
        (
            "aarch64-pc-windows-msvc",
            "__tvm_ffi__library_bin",
            ".rdata",
        ),
        ("i686-pc-windows-msvc", "___tvm_ffi__library_bin", ".rdata"),
    ] {
        let streamed = streamed(&blob, triple);
        let reference = in_memory(&blob, triple);
        assert!(
            streamed == reference,
            "{triple}: bytes differ from the object crate's writer"
        );
        let (name, data, address, global, relocations) = read_back(&streamed, symbol);
        assert_eq!(name, section, "{triple}");
        assert_eq!(data, blob, "{triple}: section bytes");
        assert_eq!(address, 0, "{triple}");
        assert!(global, "{triple}: a global defined data symbol");
        assert_eq!(relocations, 0, "{triple}: relocation-free");
    }
    // COFF keeps LLVM's dllexport directive after the blob.
    let coff = streamed(&blob, "x86_64-pc-windows-msvc");
    let file = object::File::parse(&*coff).unwrap();
    let drectve = file.section_by_name(".drectve").unwrap();
    assert_eq!(
        drectve.data().unwrap(),
        b" /EXPORT:__tvm_ffi__library_bin,DATA"
    );
}

#[test]
fn elf_stream_equals_the_in_memory_writer_on_a_fresh_blob() {
    let blob = blob::write(&tree_with(noise(5_000, 3)), Layout::Legacy).unwrap();
    for triple in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
        assert!(
            streamed(&blob, triple) == in_memory(&blob, triple),
            "{triple}"
        );
    }
}

#[test]
fn a_source_that_lies_about_the_length_is_a_bad_blob() {
    let blob = blob::write(&tree_with(noise(100, 5)), Layout::Current).unwrap();
    let target = TargetSpec::parse("x86_64-apple-darwin").unwrap();
    let write = |announced: u64, bytes: &[u8]| {
        let mut source = |sink: &mut dyn Write| sink.write_all(bytes);
        write_imports_object_from(
            announced,
            &mut source,
            &target,
            &PackOptions::default(),
            u64::MAX,
            Vec::new(),
        )
    };
    let n = blob.len();
    let short = write(n as u64 + 1, &blob).unwrap_err();
    let expected = format!("wrote {n} bytes but announced {}", n + 1);
    assert!(
        matches!(&short, PackError::BadBlob { message, .. } if message.contains(&expected)),
        "{short:?}"
    );
    let long = write(n as u64 - 1, &blob).unwrap_err();
    let expected = format!("more than the announced {} bytes", n - 1);
    assert!(
        matches!(&long, PackError::Io(e) if e.to_string().contains(&expected)),
        "{long:?}"
    );
    let mut bad_header = blob.clone();
    bad_header[..8].copy_from_slice(&1000u64.to_le_bytes());
    let err = write(n as u64, &bad_header).unwrap_err();
    let expected = format!("says 1000 bytes follow, but only {} do", n - 8);
    assert!(
        matches!(&err, PackError::BadBlob { message, .. } if message.contains(&expected)),
        "{err:?}"
    );
    let tiny = write(4, &blob[..4]).unwrap_err();
    assert!(
        matches!(tiny, PackError::BadBlob { len: 4, .. }),
        "{tiny:?}"
    );
}

/// The blob bytes at an exported symbol of a linked library, read with the object crate.
fn exported_blob(library: &[u8], name: &str) -> Vec<u8> {
    let file = object::File::parse(library).unwrap();
    let (address, size) = match file.format() {
        object::BinaryFormat::Pe => {
            let export = file
                .exports()
                .unwrap()
                .map(Result::unwrap)
                .find(|e| e.name() == object::NameOrOrdinal::Name(name.as_bytes()))
                .unwrap_or_else(|| panic!("{name} not exported"));
            match export.target() {
                object::ExportTarget::Address { address } => (address, None),
                other => panic!("{name}: export is not an address: {other:?}"),
            }
        }
        _ => {
            let symbol = file
                .symbols()
                .chain(file.dynamic_symbols())
                .find(|s| s.name() == Ok(name) && s.is_definition())
                .unwrap_or_else(|| panic!("{name} not defined"));
            (symbol.address(), Some(symbol.size()))
        }
    };
    let section = file
        .sections()
        .find(|s| s.address() <= address && address < s.address() + s.size())
        .unwrap();
    let data = section.data().unwrap();
    let start = (address - section.address()) as usize;
    let header: [u8; 8] = data[start..start + 8].try_into().unwrap();
    let len = size
        .filter(|&s| s != 0)
        .unwrap_or(8 + u64::from_le_bytes(header)) as usize;
    data[start..start + len].to_vec()
}

#[test]
fn streamed_objects_link_with_ld64_lld_and_lld_link() {
    let payload = noise(300_000, 11);
    let tree = tree_with(payload);
    let blob = blob::write(&tree, Layout::Current).unwrap();
    let dir = tempfile::tempdir().unwrap();
    for (triple, file_name, symbol) in [
        (
            "x86_64-apple-darwin",
            "libbig.dylib",
            "___tvm_ffi__library_bin",
        ),
        (
            "aarch64-apple-darwin",
            "libbig.dylib",
            "___tvm_ffi__library_bin",
        ),
        (
            "x86_64-pc-windows-msvc",
            "big.dll",
            "__tvm_ffi__library_bin",
        ),
    ] {
        let mut options = ExportOptions::new(TargetSpec::parse(triple).unwrap());
        options.packer = Packer::Object;
        let out = dir.path().join(format!("{triple}-{file_name}"));
        let report = export_library(
            &ExportInputs {
                tree: tree.clone(),
                host_objects: Vec::new(),
            },
            &out,
            &options,
        )
        .unwrap();
        let linker = if triple.contains("windows") {
            "lld-link"
        } else {
            "ld64.lld"
        };
        assert!(
            report.commands.iter().any(|c| c.contains(linker)),
            "{triple}: {:?}",
            report.commands
        );
        assert_eq!(report.blob.as_ref().unwrap().1, blob.len() as u64);
        let library = std::fs::read(&out).unwrap();
        assert!(
            exported_blob(&library, symbol) == blob,
            "{triple}: the exported blob differs"
        );
    }
}

#[test]
fn export_reports_packing_bytes_then_link_then_write() {
    use modlink::progress::{Progress, Stage};
    use std::sync::{Arc, Mutex};
    let tree = tree_with(noise(3 << 20, 13));
    let blob_len = blob::write(&tree, Layout::Current).unwrap().len() as u64;
    let events: Arc<Mutex<Vec<(Stage, u64, u64)>>> = Arc::default();
    let sink = Arc::clone(&events);
    let mut options = ExportOptions::new(TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap());
    options.packer = Packer::Object;
    options.linker = Some("ld.lld-19".into());
    options.progress = Some(Progress::new(move |stage, done, total| {
        sink.lock().unwrap().push((stage, done, total));
    }));
    let dir = tempfile::tempdir().unwrap();
    export_library(
        &ExportInputs {
            tree,
            host_objects: Vec::new(),
        },
        &dir.path().join("libp.so"),
        &options,
    )
    .unwrap();
    let events = events.lock().unwrap().clone();
    let packing: Vec<_> = events.iter().filter(|e| e.0 == Stage::Pack).collect();
    // From 0, about one report per MiB (even though the payload is one 3 MiB slice), ending at
    // the whole blob.
    assert_eq!(packing[0].1, 0, "{events:?}");
    assert!(packing.len() >= 4, "{events:?}");
    assert!(packing.iter().all(|e| e.2 == blob_len), "{events:?}");
    assert!(packing.windows(2).all(|w| w[0].1 <= w[1].1), "{events:?}");
    assert_eq!(packing.last().unwrap().1, blob_len);
    let stages: Vec<Stage> = events
        .iter()
        .map(|e| e.0)
        .filter(|s| *s != Stage::Pack)
        .collect();
    assert_eq!(stages, [Stage::Link, Stage::Write]);
    assert_eq!(events[0].0, Stage::Pack, "{events:?}");
}

#[test]
fn macho_and_coff_refuse_blobs_past_their_32_bit_offsets_before_writing() {
    let five_gib = 5u64 << 30;
    for (triple, needle) in [
        ("aarch64-apple-darwin", "Mach-O file offsets are 32-bit"),
        ("x86_64-pc-windows-msvc", "32-bit file offsets"),
    ] {
        let target = TargetSpec::parse(triple).unwrap();
        let mut called = false;
        let mut source = |_: &mut dyn Write| {
            called = true;
            Ok(())
        };
        let mut out = Vec::new();
        let err = write_imports_object_from(
            five_gib,
            &mut source,
            &target,
            &PackOptions::default(),
            u64::MAX,
            &mut out,
        )
        .unwrap_err();
        assert!(
            matches!(&err, PackError::Object { target, message } if target.contains(triple.split('-').next().unwrap()) && message.contains(needle) && message.contains(&five_gib.to_string())),
            "{triple}: {err:?}"
        );
        assert!(
            !called,
            "{triple}: the blob was streamed before the size check"
        );
        assert!(
            out.is_empty(),
            "{triple}: bytes written before the size check"
        );
    }
    // ELF has 64-bit offsets: the same length is accepted (the short source then fails).
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let mut source = |_: &mut dyn Write| Ok(());
    let err = write_imports_object_from(
        five_gib,
        &mut source,
        &target,
        &PackOptions::default(),
        u64::MAX,
        std::io::sink(),
    )
    .unwrap_err();
    assert!(
        matches!(&err, PackError::BadBlob { message, .. } if message.contains("wrote 0 bytes")),
        "{err:?}"
    );
}
