//! Relax VM latency: one inference of the TVM 0.27 fixtures `mlp`, `cnn` and `dyn` (n = 5)
//! with modlink's VM against TVM 0.27's own VM on the same library in the same run (TVM timed
//! in process by `benches/relax_vm_tvm.py` with `time_evaluator`, so no Python is in its timed
//! loop). Each side: R rounds of N calls; per-call min and median over rounds; the figure is the
//! ratio modlink / TVM (below 1 = faster than TVM). Run with `cargo bench --bench relax_vm`
//! (`MODLINK_PYTHON` = the venv's Python). Under `cargo test` (no `--bench`) each model runs a
//! few calls through modlink only, as a smoke test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::runtime::Library;
use modlink::runtime::vm::{VirtualMachine, VmValue};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const MODELS: [(&str, &str); 3] = [
    ("mlp", "mlp.main.0.x.npy"),
    ("cnn", "cnn.main.0.x.npy"),
    ("dyn", "dyn.main.2.x.npy"),
];
const ROUNDS: usize = 15;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/fixtures/tvm-0.27/relax")
}

fn python() -> PathBuf {
    std::env::var_os("MODLINK_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python"))
}

/// Per-call (min, median) seconds over `rounds` rounds of `number` calls.
fn modlink_latency(
    vm: &mut VirtualMachine,
    x: &VmValue,
    number: usize,
    rounds: usize,
) -> (f64, f64) {
    let args = std::slice::from_ref(x);
    for _ in 0..20 {
        vm.call("main", args).unwrap();
    }
    let mut per_call: Vec<f64> = (0..rounds)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..number {
                std::hint::black_box(vm.call("main", args).unwrap());
            }
            start.elapsed().as_secs_f64() / number as f64
        })
        .collect();
    per_call.sort_by(f64::total_cmp);
    (per_call[0], per_call[rounds / 2])
}

fn tvm_latency(lib: &Path, x: &Path, number: usize, rounds: usize) -> (f64, f64) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/relax_vm_tvm.py");
    let out = Command::new(python())
        .arg(script)
        .arg(lib)
        .arg(x)
        .arg(number.to_string())
        .arg(rounds.to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let json: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    (
        json["min"].as_f64().unwrap(),
        json["median"].as_f64().unwrap(),
    )
}

fn main() {
    let benchmarking = std::env::args().any(|arg| arg == "--bench");
    let dir = fixtures();
    println!("relax_vm: per-call latency, min / median of {ROUNDS} rounds (µs)");
    for (model, input) in MODELS {
        let lib_path = dir.join(format!("{model}.so"));
        let library = Library::open(&lib_path).unwrap();
        let mut vm = VirtualMachine::new(&library).unwrap();
        let x = vm.input_from_npy("main", 0, &dir.join(input)).unwrap();
        if !benchmarking {
            modlink_latency(&mut vm, &x, 2, 1);
            println!("{model}: smoke run ok");
            continue;
        }
        // Enough calls per round for ~10 ms of work.
        let start = Instant::now();
        vm.call("main", std::slice::from_ref(&x)).unwrap();
        let once = start.elapsed().as_secs_f64().max(1e-6);
        let number = ((0.01 / once) as usize).clamp(10, 20_000);
        // TVM, modlink, TVM again: interleaved so drift on a shared machine shows.
        let tvm_a = tvm_latency(&lib_path, &dir.join(input), number, ROUNDS);
        let ours = modlink_latency(&mut vm, &x, number, ROUNDS);
        let tvm_b = tvm_latency(&lib_path, &dir.join(input), number, ROUNDS);
        let tvm = (tvm_a.0.min(tvm_b.0), (tvm_a.1 + tvm_b.1) / 2.0);
        println!(
            "{model}: modlink {:.2} / {:.2}   TVM {:.2} / {:.2}   ratio modlink/TVM min {:.2}x median {:.2}x",
            ours.0 * 1e6,
            ours.1 * 1e6,
            tvm.0 * 1e6,
            tvm.1 * 1e6,
            ours.0 / tvm.0,
            ours.1 / tvm.1
        );
    }
}
