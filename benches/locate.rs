//! Locator timings: the TVM fixtures, and synthetic objects whose blob grows from 1 MiB to
//! 256 MiB to show that locating costs the same whatever the blob size (the file is mapped,
//! the blob is a slice of the map, and nothing touches its pages).
//!
//! Run with `cargo bench --bench locate`; prints one line per case. Under `cargo test` (no
//! `--bench` argument) every case runs once, as a smoke test.

use modlink::inspect::locate::locate_file;
use object::write::{Mangling, Object, StandardSection, Symbol, SymbolSection};
use object::{Architecture, BinaryFormat, Endianness, SymbolFlags, SymbolKind, SymbolScope};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/fixtures/tvm-0.27");

/// `cargo bench` passes `--bench`; `cargo test --all-targets` does not.
fn measuring() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

fn time(label: &str, iterations: u32, mut run: impl FnMut()) {
    run();
    let iterations = if measuring() { iterations } else { 1 };
    let start = Instant::now();
    for _ in 0..iterations {
        run();
    }
    let per = start.elapsed() / iterations;
    println!(
        "{label:<48} {:>10.1} µs/iter ({iterations} iterations)",
        micros(per)
    );
}

fn micros(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e6
}

/// Resident set size in KiB (Linux), to show the mapped blob is not read.
fn resident_kib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4)
}

fn synthetic_object(path: &Path, blob_len: usize) {
    let mut object = Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little);
    object.set_mangling(Mangling::None);
    let section = object.section_id(StandardSection::ReadOnlyData);
    let symbol = object.add_symbol(Symbol {
        name: b"__tvm_ffi__library_bin".to_vec(),
        value: 0,
        size: 0,
        kind: SymbolKind::Data,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Undefined,
        flags: SymbolFlags::None,
    });
    let mut blob = vec![0x5a; blob_len];
    blob[..8].copy_from_slice(&((blob_len - 8) as u64).to_le_bytes());
    object.add_symbol_data(symbol, section, &blob, 1);
    drop(blob);
    let bytes = object.write().unwrap_or_default();
    std::fs::write(path, bytes).unwrap_or_default();
}

fn main() {
    for name in [
        "add.so",
        "two_dev.so",
        "syslib_noprefix.a",
        "syslib_noprefix.tar",
    ] {
        let path = Path::new(FIXTURES).join(name);
        time(&format!("locate_file {name}"), 2000, || {
            black_box(locate_file(&path).ok());
        });
        time(&format!("locate_file + tree {name}"), 2000, || {
            black_box(locate_file(&path).ok().and_then(|l| l.tree().ok()));
        });
    }
    // Large real files, when this machine has them: a 129 MB shared library with ~40k dynamic
    // symbols and a 20 MB static archive of ~300 objects.
    for path in [
        "/usr/lib/llvm-19/lib/libLLVM.so.1",
        "/usr/lib/llvm-19/lib/libLLVMAMDGPUCodeGen.a",
    ] {
        let path = Path::new(path);
        if path.exists() {
            time(&format!("locate_file {}", path.display()), 20, || {
                black_box(locate_file(path).ok());
            });
        }
    }
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let sizes: &[usize] = if measuring() { &[1, 16, 256] } else { &[1] };
    for &mib in sizes {
        let path = dir.path().join(format!("blob_{mib}.o"));
        synthetic_object(&path, mib << 20);
        let before = resident_kib();
        let located = locate_file(&path).ok();
        let after = resident_kib();
        let found = located
            .as_ref()
            .and_then(|l| l.blob.as_ref())
            .map_or(0, |b| b.len());
        if let (Some(before), Some(after)) = (before, after) {
            println!(
                "{mib:>4} MiB blob: located {found} bytes, resident set grew {} KiB",
                after.saturating_sub(before)
            );
        }
        drop(located);
        time(
            &format!("locate_file synthetic {mib} MiB blob"),
            200,
            || {
                black_box(locate_file(&path).ok());
            },
        );
    }
}
