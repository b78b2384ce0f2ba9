//! Large-blob packing: for one 512 MiB imported payload (memory-mapped, as `--import-raw` maps
//! it), the streaming object writer's time against writing the same bytes to a file, per object
//! format (ELF, Mach-O, COFF), and the peak RSS of `modlink build … -o X.o` (packing plus
//! writing the output, no linker in the process tree) against the blob size. Prints min / median
//! of 7 interleaved rounds. Run with `cargo bench --bench bigblob` (`MODLINK_BENCH_BIG_MIB` sets the
//! size). Under `cargo test` (no `--bench`) a 16 MiB case runs once, as a smoke test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::blob::{self, Layout};
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::pack::{PackOptions, write_imports_object_from};
use modlink::target::TargetSpec;
use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

fn benchmarking() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

fn timed(runs: usize, mut f: impl FnMut()) -> (f64, f64) {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[0].as_secs_f64(), times[runs / 2].as_secs_f64())
}

fn write_payload(path: &Path, len: usize) {
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut chunk = vec![0u8; 1 << 20];
    for _ in 0..len / chunk.len() {
        for word in chunk.chunks_exact_mut(8) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            word.copy_from_slice(&state.to_le_bytes());
        }
        file.write_all(&chunk).unwrap();
    }
    file.flush().unwrap();
}

/// Peak RSS in bytes of `modlink` with `args`, from `/usr/bin/time`.
fn peak_rss(args: &[&std::ffi::OsStr], dir: &Path) -> u64 {
    let rss = dir.join("rss.txt");
    let status = Command::new("/usr/bin/time")
        .args(["-f", "%M", "-o"])
        .arg(&rss)
        .arg(env!("CARGO_BIN_EXE_modlink"))
        .args(args)
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let kib: u64 = std::fs::read_to_string(&rss)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    kib * 1024
}

fn main() {
    let mib: usize = std::env::var("MODLINK_BENCH_BIG_MIB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if benchmarking() { 512 } else { 16 });
    let runs = if benchmarking() { 7 } else { 1 };
    let dir = tempfile::tempdir().unwrap();
    let payload_path = dir.path().join("payload.bin");
    write_payload(&payload_path, mib << 20);
    let payload = modlink::inspect::locate::map_file(&payload_path).unwrap();
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let node = graph.add("big_dev", Payload::Opaque(payload.clone()));
    graph.import(lib, node);
    let tree = graph.to_tree().unwrap();
    let blob_len = blob::encoded_len(&tree, Layout::Current).unwrap();
    let out_path = dir.path().join("out.bin");

    // Rounds interleave the cases so page-cache writeback noise hits them alike; the output
    // file is removed before each run so no case pays for truncating the previous one.
    let formats = [
        ("ELF", "x86_64-unknown-linux-gnu"),
        ("Mach-O", "x86_64-apple-darwin"),
        ("COFF", "x86_64-pc-windows-msvc"),
    ];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); 1 + formats.len()];
    for _ in 0..runs {
        let _ = std::fs::remove_file(&out_path);
        // The floor: the same number of bytes, from the same map, written to a file.
        times[0].push(
            timed(1, || {
                let mut file = std::io::BufWriter::with_capacity(
                    1 << 20,
                    std::fs::File::create(&out_path).unwrap(),
                );
                file.write_all(&(blob_len - payload.len() as u64).to_le_bytes())
                    .unwrap();
                for chunk in payload.chunks(1 << 20) {
                    file.write_all(chunk).unwrap();
                }
                file.flush().unwrap();
            })
            .0,
        );
        for (index, (_, triple)) in formats.iter().enumerate() {
            let _ = std::fs::remove_file(&out_path);
            let target = TargetSpec::parse(triple).unwrap();
            times[index + 1].push(
                timed(1, || {
                    let file = std::fs::File::create(&out_path).unwrap();
                    let mut source = |sink: &mut dyn Write| {
                        let mut sink = sink;
                        blob::write_to(&tree, Layout::Current, &mut sink)
                            .map(drop)
                            .map_err(std::io::Error::other)
                    };
                    write_imports_object_from(
                        blob_len,
                        &mut source,
                        &target,
                        &PackOptions::default(),
                        modlink::pack::LARGE_DATA_THRESHOLD as u64,
                        file,
                    )
                    .unwrap();
                })
                .0,
            );
        }
    }
    let stats = |samples: &Vec<f64>| {
        let mut sorted = samples.clone();
        sorted.sort_by(f64::total_cmp);
        (sorted[0], sorted[sorted.len() / 2])
    };
    let (copy_min, copy_median) = stats(&times[0]);
    println!(
        "write {mib} MiB to a file (floor)    min {copy_min:>7.3} s   median {copy_median:>7.3} s"
    );
    for (index, (format, triple)) in formats.iter().enumerate() {
        let (min, median) = stats(&times[index + 1]);
        let object = dir.path().join(format!("devc_{format}.o"));
        let mut raw = std::ffi::OsString::from("big_dev=");
        raw.push(&payload_path);
        let rss = peak_rss(
            &[
                "build".as_ref(),
                "--import-raw".as_ref(),
                raw.as_os_str(),
                "--pack".as_ref(),
                "object".as_ref(),
                "--target".as_ref(),
                triple.as_ref(),
                "-o".as_ref(),
                object.as_os_str(),
            ],
            dir.path(),
        );
        std::fs::remove_file(&object).unwrap();
        println!(
            "pack {mib} MiB, {format:<6} (streamed)  min {min:>7.3} s   median {median:>7.3} s   \
             {:.2}x / {:.2}x the floor (min/min, median/median)   \
             peak RSS of `modlink build -o X.o` {} MiB = {:.3}x blob",
            min / copy_min,
            median / copy_median,
            rss >> 20,
            rss as f64 / blob_len as f64
        );
    }
}
