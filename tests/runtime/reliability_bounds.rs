#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Resource bounds on hostile files: ELF objects whose blob symbol points at a blob claiming
//! 2^60 modules, a 2^62-byte payload or a 2^61-byte blob. `modlink inspect` under a 1 GiB
//! address-space limit must answer with a one-line error naming the field, and its peak
//! resident memory on a hostile 20 KiB file must stay within a few MiB of a healthy one's.

use crate::support;

use object::write::{Object, StandardSection, Symbol, SymbolSection};
use object::{Architecture, BinaryFormat, Endianness, SymbolFlags, SymbolKind, SymbolScope};
use std::path::{Path, PathBuf};
use std::process::Command;

use support::FIXTURES;
/// Every hostile file is padded to this size, like a small real library.
const FILE_BLOB_BYTES: usize = 20 * 1024;

fn u64le(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn str_field(out: &mut Vec<u8>, s: &str) {
    u64le(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

/// Pads `body` (everything after the nbytes header) with zeros and puts a header in front
/// saying `nbytes`, or the true length when `None`.
fn blob(mut body: Vec<u8>, nbytes: Option<u64>) -> Vec<u8> {
    body.resize(FILE_BLOB_BYTES - 8, 0);
    let mut out = Vec::new();
    u64le(&mut out, nbytes.unwrap_or(body.len() as u64));
    out.extend_from_slice(&body);
    out
}

/// An x86_64 ELF object defining `symbol` over `bytes` in `.rodata`.
fn elf_with_blob(dir: &Path, name: &str, symbol: &str, bytes: &[u8]) -> PathBuf {
    let mut obj = Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little);
    let section = obj.section_id(StandardSection::ReadOnlyData);
    let offset = obj.append_section_data(section, bytes, 1);
    obj.add_symbol(Symbol {
        name: symbol.as_bytes().to_vec(),
        value: offset,
        size: bytes.len() as u64,
        kind: SymbolKind::Data,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    });
    let path = dir.join(name);
    std::fs::write(&path, obj.write().unwrap()).unwrap();
    path
}

/// Current layout, 2^60 modules: `n_indptr = 2^60 + 1`.
fn many_modules() -> Vec<u8> {
    let mut body = Vec::new();
    u64le(&mut body, (1 << 60) + 1);
    blob(body, None)
}

/// Current layout, one `cuda` module whose payload claims 2^62 bytes.
fn huge_payload() -> Vec<u8> {
    let mut body = Vec::new();
    u64le(&mut body, 3); // n_indptr: two modules
    for v in [0, 1, 1] {
        u64le(&mut body, v);
    }
    u64le(&mut body, 1); // n_child
    u64le(&mut body, 1);
    str_field(&mut body, "_lib");
    str_field(&mut body, "cuda");
    u64le(&mut body, 1 << 62);
    blob(body, None)
}

/// A blob whose nbytes header claims 2^61 bytes.
fn huge_blob() -> Vec<u8> {
    let mut body = Vec::new();
    u64le(&mut body, 2);
    blob(body, Some(1 << 61))
}

/// Legacy layout, 2^60 entries.
fn legacy_many_entries() -> Vec<u8> {
    let mut body = Vec::new();
    u64le(&mut body, 1 << 60);
    str_field(&mut body, "_lib");
    blob(body, None)
}

/// Runs `modlink inspect FILE` under `ulimit -v 1048576` (1 GiB of address space) and
/// `/usr/bin/time`; returns (success, stderr without the time line, peak RSS in KiB).
fn inspect_limited(file: &Path, dir: &Path) -> (bool, String, u64) {
    let rss_file = dir.join(format!(
        "{}.rss",
        file.file_name().unwrap().to_string_lossy()
    ));
    let out = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1048576 && exec /usr/bin/time -f %M -o \"$1\" \"$2\" inspect \"$3\"")
        .arg("sh")
        .arg(&rss_file)
        .arg(env!("CARGO_BIN_EXE_modlink"))
        .arg(file)
        .output()
        .unwrap();
    let rss: u64 = std::fs::read_to_string(&rss_file)
        .unwrap()
        .lines()
        .last()
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        rss,
    )
}

#[test]
fn hostile_counts_and_lengths_are_one_line_errors_under_a_memory_limit() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&str, &str, Vec<u8>, &[&str]); 4] = [
        (
            "modules.o",
            "__tvm_ffi__library_bin",
            many_modules(),
            &[
                "__tvm_ffi__library_bin",
                "blob offset 8",
                "1152921504606846977",
            ],
        ),
        (
            "payload.o",
            "__tvm_ffi__library_bin",
            huge_payload(),
            &["__tvm_ffi__library_bin", "cuda", "4611686018427387904"],
        ),
        // The locator bounds nbytes by the section before the blob reader sees it.
        (
            "nbytes.o",
            "__tvm_ffi__library_bin",
            huge_blob(),
            &[
                "offset 0x40: blob nbytes",
                "2305843009213693952",
                "section `.rodata`",
            ],
        ),
        (
            "legacy.o",
            "__tvm_dev_mblob",
            legacy_many_entries(),
            &["__tvm_dev_mblob", "blob offset 8", "1152921504606846976"],
        ),
    ];
    for (name, symbol, bytes, needles) in cases {
        assert_eq!(bytes.len(), FILE_BLOB_BYTES);
        let file = elf_with_blob(dir.path(), name, symbol, &bytes);
        let (ok, stderr, rss_kib) = inspect_limited(&file, dir.path());
        assert!(!ok, "{name}: inspect accepted a hostile blob");
        assert_eq!(
            stderr.lines().count(),
            1,
            "{name}: one line expected:\n{stderr}"
        );
        assert!(
            stderr.starts_with(&format!("modlink: error: {}", file.display())),
            "{name}: the error names the file: {stderr}"
        );
        let _ = symbol;
        for needle in needles {
            assert!(
                stderr.contains(needle),
                "{name}: `{needle}` missing: {stderr}"
            );
        }
        assert!(rss_kib < 64 * 1024, "{name}: peak RSS {rss_kib} KiB");
        eprintln!("{name}: peak RSS {rss_kib} KiB: {}", stderr.trim_end());
    }
}

#[test]
fn peak_memory_on_a_hostile_file_stays_near_a_healthy_one() {
    let dir = tempfile::tempdir().unwrap();
    let healthy = Path::new(FIXTURES).join("add_cuda.so");
    let (ok, stderr, healthy_kib) = inspect_limited(&healthy, dir.path());
    assert!(ok, "{stderr}");
    for (name, bytes) in [
        ("modules.o", many_modules()),
        ("payload.o", huge_payload()),
        ("nbytes.o", huge_blob()),
    ] {
        let file = elf_with_blob(dir.path(), name, "__tvm_ffi__library_bin", &bytes);
        assert!(std::fs::metadata(&file).unwrap().len() < 24 * 1024);
        let (ok, _, hostile_kib) = inspect_limited(&file, dir.path());
        assert!(!ok);
        eprintln!("{name}: peak RSS {hostile_kib} KiB (healthy add_cuda.so: {healthy_kib} KiB)");
        assert!(
            hostile_kib <= healthy_kib + 4 * 1024,
            "{name}: peak RSS {hostile_kib} KiB vs {healthy_kib} KiB on a healthy library"
        );
    }
}

#[test]
fn a_gzip_bomb_is_an_error_under_a_memory_limit_not_an_abort() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let bomb = dir.path().join("bomb.tar");
    // 1.5 GiB of zeros compress to about 1.5 MiB: more than the 1 GiB address space allows.
    let mut encoder = flate2::write::GzEncoder::new(
        std::fs::File::create(&bomb).unwrap(),
        flate2::Compression::fast(),
    );
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..1536 {
        encoder.write_all(&zeros).unwrap();
    }
    encoder.finish().unwrap();
    assert!(std::fs::metadata(&bomb).unwrap().len() < 8 << 20);
    let (ok, stderr, _) = inspect_limited(&bomb, dir.path());
    assert!(!ok);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with(&format!(
            "modlink: error: {}: offset 0x0: gzip stream: decompresses to more than ",
            bomb.display()
        )) && stderr
            .trim_end()
            .ends_with("bytes, more memory than is available"),
        "{stderr}"
    );
}
