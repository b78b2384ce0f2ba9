//! Golden LLVM IR per kernel and LLVM major: `llvm-tests/golden/<major>/<kernel>.ll`.
//!
//! Each kernel of `examples/kernels.kir` is compiled alone for x86_64-unknown-linux-gnu (CPU
//! `generic`, O2) to textual IR and compared with the file of the LLVM major this build links.
//! `MODLINK_BLESS=1` rewrites the files instead; review the diff before committing it. Built
//! only with the `golden-ir` feature (ci/llvm-matrix.sh), so codegen changes do not break the
//! default suite until someone re-blesses.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::codegen::{CodegenOptions, Emit, compile};
use modlink::ir::Program;
use modlink::target::TargetSpec;
use std::path::PathBuf;

/// The LLVM major this test binary is built against (one `llvmNN` feature is enabled).
fn llvm_major() -> &'static str {
    if cfg!(feature = "llvm14") {
        "14"
    } else if cfg!(feature = "llvm15") {
        "15"
    } else if cfg!(feature = "llvm16") {
        "16"
    } else if cfg!(feature = "llvm22") {
        "22"
    } else {
        "19"
    }
}

fn kernels_program() -> Program {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    modlink::ir::parse(
        &std::fs::read_to_string(path).unwrap(),
        "examples/kernels.kir",
    )
    .unwrap()
}

/// The IR with the lines that name the build environment rather than the code removed.
fn normalize(ir: &str) -> String {
    ir.lines()
        .filter(|line| !line.starts_with("; ModuleID") && !line.starts_with("source_filename"))
        .filter(|line| !line.starts_with("!llvm.ident") && !line.contains("clang version"))
        .map(|line| format!("{}\n", line.trim_end()))
        .collect()
}

#[test]
fn kernel_ir_matches_the_golden_files() {
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let options = CodegenOptions {
        emit: Emit::LlvmIr,
        ..CodegenOptions::default()
    };
    let dir =
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/llvm-tests/golden")).join(llvm_major());
    let bless = std::env::var_os("MODLINK_BLESS").is_some_and(|v| v == "1");
    let program = kernels_program();
    let mut mismatches = Vec::new();
    assert_eq!(program.kernels.len(), 5);
    for kernel in &program.kernels {
        let single = Program {
            kernels: vec![kernel.clone()],
        };
        let code = compile(&single, &target, &options).unwrap();
        let ir = normalize(std::str::from_utf8(&code.bytes).unwrap());
        let entry = format!("@__tvm_ffi_{}(", kernel.name);
        assert!(
            ir.lines()
                .any(|l| l.starts_with("define") && l.contains(&entry)),
            "no definition of {entry} in:\n{ir}"
        );
        let path = dir.join(format!("{}.ll", kernel.name));
        if bless {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &ir).unwrap();
            continue;
        }
        let golden = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; run with MODLINK_BLESS=1 to create it",
                path.display()
            )
        });
        if golden != ir {
            let first = golden
                .lines()
                .zip(ir.lines())
                .position(|(g, i)| g != i)
                .unwrap_or_else(|| golden.lines().count().min(ir.lines().count()));
            mismatches.push(format!(
                "{}: first difference at line {}:\n  golden: {:?}\n  now:    {:?}",
                path.display(),
                first + 1,
                golden.lines().nth(first),
                ir.lines().nth(first)
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "IR changed (MODLINK_BLESS=1 to accept):\n{}",
        mismatches.join("\n")
    );
}
