//! Throughput of the `.kir` front end: parse, print and verify a large generated program
//! (the five example kernels repeated under fresh names). Run with `cargo bench --bench ir_parse`
//! (divan: median and spread per operation, and MiB/s of `.kir` text).

use divan::counter::BytesCount;
use divan::{Bencher, black_box};
use modlink::ir;
use std::sync::LazyLock;

const COPIES: usize = 400;

/// The program text and its parse, built once for every benchmark.
static INPUT: LazyLock<(String, ir::Program)> = LazyLock::new(|| {
    let examples = include_str!("../examples/kernels.kir");
    let mut text = String::new();
    for copy in 0..COPIES {
        text.push_str(&rename_all(examples, copy));
    }
    match ir::parse(&text, "bench.kir") {
        Ok(program) => (text, program),
        Err(error) => panic!("benchmark input does not parse: {error}"),
    }
});

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

fn main() {
    divan::main();
}

#[divan::bench]
fn parse(bencher: Bencher) {
    let (text, _) = &*INPUT;
    bencher
        .counter(BytesCount::new(text.len()))
        .bench(|| black_box(ir::parse(black_box(text), "bench.kir").is_ok()));
}

#[divan::bench]
fn print(bencher: Bencher) {
    let (text, program) = &*INPUT;
    bencher
        .counter(BytesCount::new(text.len()))
        .bench(|| black_box(ir::print(black_box(program))));
}

#[divan::bench]
fn verify_program(bencher: Bencher) {
    let (text, program) = &*INPUT;
    bencher
        .counter(BytesCount::new(text.len()))
        .bench(|| black_box(ir::verify_program(black_box(program)).is_ok()));
}
