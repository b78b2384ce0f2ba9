//! Blob read/write throughput: `cargo bench --bench blob`. Payload size in MiB from
//! `MODLINK_BENCH_MIB` (default 64). Prints one line per measurement; no assertions on time.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use modlink::blob::{self, Layout};
use modlink::module::{
    DLDataType, DeviceCode, DeviceModule, FunctionInfo, LIB_KEY, ModuleTree, Node, Payload,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn device(code: Bytes, kernels: usize) -> Payload {
    let info = |i: usize| FunctionInfo {
        name: format!("kernel_{i}"),
        arg_types: vec![
            DLDataType {
                code: 3,
                bits: 64,
                lanes: 1
            };
            3
        ],
        launch_param_tags: vec!["blockIdx.x".into(), "threadIdx.x".into()],
        arg_extra_tags: Some(vec![0; 3]),
        tirx: None,
    };
    Payload::Device(DeviceModule {
        fmt: "ptx".into(),
        functions: (0..kernels)
            .map(|i| (format!("kernel_{i}"), info(i)))
            .collect(),
        code: DeviceCode::Single(code),
        legacy_version: None,
        build_settings: None,
    })
}

/// One big module (the multi-GiB case, scaled down) plus many small ones.
fn tree(mib: usize) -> ModuleTree {
    let mut nodes = vec![Node {
        kind: LIB_KEY.into(),
        payload: Payload::Lib,
    }];
    nodes.push(Node {
        kind: "cuda".into(),
        payload: device(Bytes::from(vec![0x5a; mib << 20]), 16),
    });
    for i in 0..1000 {
        let code = Bytes::from(format!("// kernel source {i}\n").repeat(8));
        nodes.push(Node {
            kind: "opencl".into(),
            payload: device(code, 2),
        });
    }
    let imports = std::iter::once((1..nodes.len()).collect())
        .chain(std::iter::repeat_with(Vec::new).take(nodes.len() - 1))
        .collect();
    ModuleTree { nodes, imports }
}

fn measure(label: &str, bytes: u64, iterations: u32, mut f: impl FnMut()) {
    f();
    let start = Instant::now();
    for _ in 0..iterations {
        f();
    }
    let per = start.elapsed() / iterations;
    let rate = bytes as f64 / per.max(Duration::from_nanos(1)).as_secs_f64() / (1u64 << 20) as f64;
    println!("{label:<44} {per:>12.3?}/iter  {rate:>10.1} MiB/s");
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this binary without it,
    // and then a 1 MiB smoke run is enough.
    if !std::env::args().any(|a| a == "--bench") {
        let tree = tree(1);
        let bytes = blob::write(&tree, Layout::Current).unwrap();
        assert_eq!(
            blob::read(&Bytes::from(bytes), Layout::Current).unwrap(),
            tree
        );
        println!("blob bench: smoke run only (use `cargo bench --bench blob`)");
        return;
    }
    let mib: usize = std::env::var("MODLINK_BENCH_MIB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64);
    let tree = tree(mib);
    let current = blob::write(&tree, Layout::Current).unwrap();
    let legacy = blob::write(&tree, Layout::Legacy).unwrap();
    let total = current.len() as u64;
    println!(
        "blob: {} modules, {:.1} MiB (current), {:.1} MiB (legacy)",
        tree.nodes.len(),
        total as f64 / 1048576.0,
        legacy.len() as f64 / 1048576.0
    );

    measure("encoded_len (current)", total, 20, || {
        black_box(blob::encoded_len(black_box(&tree), Layout::Current).unwrap());
    });
    measure("write_to io::sink (current)", total, 5, || {
        black_box(blob::write_to(&tree, Layout::Current, &mut std::io::sink()).unwrap());
    });
    measure("write to Vec (current)", total, 5, || {
        black_box(blob::write(&tree, Layout::Current).unwrap());
    });
    let current = Bytes::from(current);
    measure("read, zero-copy (current)", total, 20, || {
        black_box(blob::read(&current, Layout::Current).unwrap());
    });
    let legacy = Bytes::from(legacy);
    measure("read, zero-copy (legacy)", legacy.len() as u64, 20, || {
        black_box(blob::read(&legacy, Layout::Legacy).unwrap());
    });

    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/fixtures/tvm-0.27/two_dev.so"
    );
    if let Ok(file) = std::fs::read(fixture) {
        // two_dev.so's blob: nbytes at the start of the symbol; found by its known first bytes.
        let marker = [0x4e, 0x0b, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0];
        if let Some(at) = file.windows(marker.len()).position(|w| w == marker) {
            let small = Bytes::copy_from_slice(&file[at..at + 2902]);
            measure("read two_dev.so blob (2902 bytes)", 2902, 100_000, || {
                black_box(blob::read(&small, Layout::Current).unwrap());
            });
        }
    }
}
