//! Throughput of the `.kir` front end: parse, print and verify a large generated program
//! (the five example kernels repeated under fresh names). Run with `cargo bench --bench ir_parse`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use modlink::ir;

const COPIES: usize = 400;

fn source() -> String {
    let examples = include_str!("../examples/kernels.kir");
    let mut out = String::new();
    for copy in 0..COPIES {
        out.push_str(&rename_all(examples, copy));
    }
    out
}

/// Suffixes every kernel name of one copy so names stay unique for `verify_program`.
fn rename_all(examples: &str, copy: usize) -> String {
    let mut text = examples.to_string();
    for name in ["vadd", "saxpy", "matmul", "softmax_rows", "clamp_scale"] {
        text = text.replacen(
            &format!("kernel {name}("),
            &format!("kernel {name}_{copy}("),
            1,
        );
    }
    text
}

/// Runs `work` repeatedly for about a second; returns the best time of one run.
fn best_of(mut work: impl FnMut()) -> Duration {
    let started = Instant::now();
    let mut best = Duration::MAX;
    while started.elapsed() < Duration::from_secs(1) {
        let run = Instant::now();
        work();
        best = best.min(run.elapsed());
    }
    best
}

fn report(what: &str, bytes: usize, time: Duration) {
    let mib_per_s = bytes as f64 / (1024.0 * 1024.0) / time.as_secs_f64();
    println!(
        "{what:<16} {:>9.3} ms   {mib_per_s:>8.1} MiB/s of .kir text",
        time.as_secs_f64() * 1e3
    );
}

fn main() {
    let text = source();
    let program = match ir::parse(&text, "bench.kir") {
        Ok(program) => program,
        Err(error) => {
            eprintln!("benchmark input does not parse: {error}");
            std::process::exit(1);
        }
    };
    println!("{} kernels, {} bytes", program.kernels.len(), text.len());
    report(
        "parse",
        text.len(),
        best_of(|| {
            black_box(ir::parse(black_box(&text), "bench.kir").is_ok());
        }),
    );
    report(
        "print",
        text.len(),
        best_of(|| {
            black_box(ir::print(black_box(&program)));
        }),
    );
    report(
        "verify_program",
        text.len(),
        best_of(|| {
            black_box(ir::verify_program(black_box(&program)).is_ok());
        }),
    );
}
