//! Pack and export timings: the three packers on blobs of 1-128 MiB, and `export_library`
//! end to end (host object + one opaque import of S bytes, linked by cc). Prints min / median
//! of several runs per case; compare with shared/bench/peer-baselines.md as ratios measured on
//! the same machine. Run with `cargo bench --bench pack` (`MODLINK_BENCH_MAX_MIB` caps sizes).
//! Under `cargo test` (no `--bench` argument) only the 1 MiB cases run, once, as a smoke test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::pack::{PackOptions, pack_imports_to_c, write_imports_object};
use modlink::target::TargetSpec;
use std::time::{Duration, Instant};

/// `cargo bench` passes `--bench`; `cargo test --all-targets` does not.
fn benchmarking() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

fn measure(name: &str, mut f: impl FnMut()) {
    let runs = if benchmarking() { 5 } else { 1 };
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "{name:<44} min {:>8.4} s   median {:>8.4} s",
        times[0].as_secs_f64(),
        times[runs / 2].as_secs_f64()
    );
}

/// A valid blob: `_lib` importing one opaque module of `payload` bytes.
fn tree_with_payload(payload: usize) -> modlink::module::ModuleTree {
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let data: Vec<u8> = (0..payload).map(|i| (i * 31 % 251) as u8).collect();
    let node = graph.add("const_loader", Payload::Opaque(data.into()));
    graph.import(lib, node);
    graph.to_tree().unwrap()
}

fn main() {
    let max_mib: usize = std::env::var("MODLINK_BENCH_MAX_MIB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if benchmarking() { 128 } else { 1 });
    let target = TargetSpec::host().unwrap();
    let options = PackOptions::default();
    let dir = tempfile::tempdir().unwrap();
    let host_c = dir.path().join("host.c");
    std::fs::write(
        &host_c,
        "int __tvm_ffi_f(void* s, const void* a, int n, void* r) { return 0; }\n",
    )
    .unwrap();
    let host_o = dir.path().join("host.o");
    let status = std::process::Command::new("cc")
        .args(["-c", "-fPIC", "-o"])
        .arg(&host_o)
        .arg(&host_c)
        .status()
        .unwrap();
    assert!(status.success());
    let host = std::fs::read(&host_o).unwrap();

    for mib in [1usize, 16, 128].into_iter().filter(|&m| m <= max_mib) {
        let tree = tree_with_payload(mib << 20);
        let blob = modlink::blob::write(&tree, modlink::blob::Layout::Current).unwrap();
        let object_path = dir.path().join("devc.o");
        measure(&format!("pack object     {mib:>4} MiB (to file)"), || {
            let file = std::io::BufWriter::new(std::fs::File::create(&object_path).unwrap());
            write_imports_object(&blob, &target, &options, file).unwrap();
        });
        #[cfg(feature = "llvm")]
        measure(&format!("pack llvm       {mib:>4} MiB (in memory)"), || {
            let bytes = modlink::pack::pack_imports_to_llvm(&blob, &target, &options).unwrap();
            assert!(bytes.len() > blob.len());
        });
        if mib <= 16 {
            measure(&format!("pack c (text)   {mib:>4} MiB"), || {
                let text = pack_imports_to_c(&blob, &target, &options);
                assert!(text.len() > blob.len() * 5);
            });
        }
        let inputs = ExportInputs {
            tree: tree.clone(),
            host_objects: vec![host.clone()],
        };
        let mut packers = vec![("object", Packer::Object)];
        if cfg!(feature = "llvm") {
            packers.push(("llvm", Packer::Llvm));
        }
        if mib <= 1 {
            packers.push(("c", Packer::C));
        }
        for (name, packer) in packers {
            let mut export_options = ExportOptions::new(target.clone());
            export_options.packer = packer;
            let out = dir.path().join("lib.so");
            measure(
                &format!("export_library  {mib:>4} MiB ({name}, cc)"),
                || {
                    export_library(&inputs, &out, &export_options).unwrap();
                },
            );
        }
        let mut lld = ExportOptions::new(target.clone());
        lld.packer = Packer::Object;
        lld.linker = Some("/usr/bin/ld.lld-19".into());
        let out = dir.path().join("lib.so");
        measure(
            &format!("export_library  {mib:>4} MiB (object, ld.lld)"),
            || {
                export_library(&inputs, &out, &lld).unwrap();
            },
        );
    }
}
