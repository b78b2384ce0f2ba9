//! Libraries cross-built by modlink RUN on their target architecture under qemu-user.
//!
//! For aarch64, riscv64gc and armv7 Linux: the five kernels of `examples/kernels.kir` are
//! compiled and exported (shared library, and system-library archive with an OpenCL import),
//! then `tests/support/cross_harness.c`, cross-compiled with the target's gcc, calls every
//! packed entry and every C entry under qemu. The same harness built with `cc` runs the host
//! library of the same kernels: the target's outputs must equal the host's (integers exactly,
//! floats within 1e-5 relative), and on each side the kernels must agree with the harness's
//! plain C reference loops.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::target::TargetSpec;
use object::Object;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;
use support::cross::*;

/// Every `out` case the harness prints (vadd 7, saxpy 4, matmul 3, softmax 2, clamp 3 × 2).
const OUT_CASES: usize = 22;

/// The harness output: `tag case` → value tokens, plus the other lines.
#[derive(Debug)]
struct HarnessRun {
    values: BTreeMap<String, Vec<String>>,
    other: Vec<String>,
}

impl HarnessRun {
    fn parse(stdout: &str) -> HarnessRun {
        let mut values = BTreeMap::new();
        let mut other = Vec::new();
        for line in stdout.lines() {
            let mut words = line.split(' ');
            let tag = words.next().unwrap_or("");
            if matches!(tag, "out" | "ref" | "c") {
                let case = words.next().unwrap();
                let tokens: Vec<String> = words.map(str::to_string).collect();
                let previous = values.insert(format!("{tag} {case}"), tokens);
                assert!(previous.is_none(), "case printed twice: {line}");
            } else {
                other.push(line.to_string());
            }
        }
        HarnessRun { values, other }
    }

    /// The rest of the first line starting with `prefix `.
    fn line(&self, prefix: &str) -> &str {
        let with_space = format!("{prefix} ");
        self.other
            .iter()
            .find_map(|l| l.strip_prefix(&with_space))
            .unwrap_or_else(|| panic!("no `{prefix}` line in {:?}", self.other))
    }

    fn cases(&self, tag: &str) -> Vec<&str> {
        self.values
            .keys()
            .filter_map(|k| k.strip_prefix(tag)?.strip_prefix(' '))
            .collect()
    }

    fn get(&self, tag: &str, case: &str) -> &[String] {
        self.values
            .get(&format!("{tag} {case}"))
            .unwrap_or_else(|| panic!("no `{tag} {case}` line"))
    }

    /// `launch <count> <threads>`.
    fn launches(&self) -> (u32, u32) {
        let mut words = self.line("launch").split(' ');
        let launches = words.next().unwrap().parse().unwrap();
        let threads = words.next().unwrap().parse().unwrap();
        (launches, threads)
    }
}

/// Compares two token lists: `i` integers exactly, `f`/`d` floats within `rel` relative error
/// plus `abs` absolute (so values near zero after cancellation do not fail spuriously).
fn assert_values_close(actual: &[String], expected: &[String], rel: f64, abs: f64, what: &str) {
    assert_eq!(actual.len(), expected.len(), "{what}: value count");
    for (index, (a, e)) in actual.iter().zip(expected).enumerate() {
        let (kind_a, kind_e) = (&a[..1], &e[..1]);
        assert_eq!(kind_a, kind_e, "{what}[{index}]: value kind");
        let (x, y) = match kind_a {
            "i" => {
                assert_eq!(a, e, "{what}[{index}]: integers differ");
                continue;
            }
            "f" => (
                f64::from(f32::from_bits(u32::from_str_radix(&a[1..], 16).unwrap())),
                f64::from(f32::from_bits(u32::from_str_radix(&e[1..], 16).unwrap())),
            ),
            "d" => (
                f64::from_bits(u64::from_str_radix(&a[1..], 16).unwrap()),
                f64::from_bits(u64::from_str_radix(&e[1..], 16).unwrap()),
            ),
            other => panic!("{what}[{index}]: unknown value kind `{other}`"),
        };
        assert!(
            x.is_finite() && y.is_finite(),
            "{what}[{index}]: {x} vs {y}"
        );
        let tolerance = rel * x.abs().max(y.abs()) + abs;
        assert!(
            (x - y).abs() <= tolerance,
            "{what}[{index}]: {x} vs expected {y} (tolerance {tolerance})"
        );
    }
}

/// Checks one run on its own: no harness failures, packed entries equal the C entries bit for
/// bit, kernels agree with the C reference loops, and wrong calls raise naming the argument.
fn check_self_consistent(run: &HarnessRun, what: &str) {
    assert_eq!(run.line("failures"), "0", "{what}: {:?}", run.other);
    let cases = run.cases("out");
    assert_eq!(cases.len(), OUT_CASES, "{what}: cases {cases:?}");
    for case in cases {
        let out = run.get("out", case);
        assert_eq!(run.get("c", case), out, "{what} {case}: C entry vs packed");
        assert_values_close(
            out,
            run.get("ref", case),
            1e-5,
            1e-5,
            &format!("{what} {case} vs C reference"),
        );
    }
    assert_eq!(run.get("out", "vadd.n1000").len(), 1000, "{what}");
    assert_eq!(run.get("out", "matmul.17x9x13").len(), 17 * 13, "{what}");
    assert!(run.get("out", "vadd.n0").is_empty(), "{what}");
    // A mask that is all zeros or all ones would not exercise the select/branch code.
    let mask = run.get("out", "clamp_scale.n100.k-2.mask");
    assert!(
        mask.contains(&"i00000001".to_string()) && mask.contains(&"i00000000".to_string()),
        "{what}: {mask:?}"
    );

    let shape = run.line("err vadd.shape");
    assert!(
        shape.starts_with("-1 ValueError: kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is 7"),
        "{what}: {shape}"
    );
    assert!(
        shape.contains("argument 0 (`A`) dimension 0 bound `n` to 8"),
        "{what}: {shape}"
    );
    let ndim = run.line("err vadd.ndim");
    assert_eq!(
        ndim, "-1 ValueError: kernel `vadd`: argument 2 (`C`): expected ndim 1, got 2",
        "{what}"
    );
    let count = run.line("err vadd.count");
    assert_eq!(
        count, "-1 ValueError: kernel `vadd`: expected 3 arguments, got 2",
        "{what}"
    );
}

/// The target's outputs equal the host's: integers exactly, floats within 1e-5 relative.
fn check_matches_host(run: &HarnessRun, host: &HarnessRun, what: &str) {
    for case in host.cases("out") {
        assert_values_close(
            run.get("out", case),
            host.get("out", case),
            1e-5,
            1e-30,
            &format!("{what} {case} vs host"),
        );
    }
}

fn host_reference() -> &'static HarnessRun {
    static HOST: OnceLock<(tempfile::TempDir, HarnessRun)> = OnceLock::new();
    let (_, run) = HOST.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let host = TargetSpec::host().unwrap().triple();
        let built = build_library(&host, dir.path(), "libkernels.so", false, None);
        let harness = dir.path().join("harness");
        compile_harness("cc", &harness, &[]);
        let stdout = run_ok(
            Command::new(&harness)
                .arg("dlopen")
                .arg(&built.path)
                .arg("serial"),
        );
        let run = HarnessRun::parse(&stdout);
        check_self_consistent(&run, "host");
        (dir, run)
    });
    run
}

/// `gcc -O1 harness.c -o out extra… -rdynamic -lm -lpthread -ldl`: `-rdynamic` exports the
/// harness's `TVMFFIErrorSetRaisedFromCStrParts` so the library's weak reference binds to it.
fn compile_harness(gcc: &str, out: &Path, extra: &[&std::ffi::OsStr]) {
    let mut command = Command::new(gcc);
    command
        .args(["-O1", "-std=c11", "-Wall", "-Werror", "-o"])
        .arg(out)
        .arg(HARNESS_C);
    command.args(extra);
    command.args(["-rdynamic", "-lm", "-lpthread", "-ldl"]);
    run_ok(&mut command);
}

struct CrossTarget {
    triple: &'static str,
    gcc: &'static str,
    qemu: &'static str,
    sysroot: &'static str,
    arch: object::Architecture,
}

fn qemu(target: &CrossTarget, program: &Path) -> Command {
    let mut command = Command::new(target.qemu);
    command.arg("-L").arg(target.sysroot).arg(program);
    command
}

fn check_target(target: &CrossTarget) {
    let host = host_reference();
    let dir = tempfile::tempdir().unwrap();
    let what = target.triple;

    // Shared library, dlopened by the harness.
    let built = build_library(target.triple, dir.path(), "libkernels.so", false, None);
    let bytes = std::fs::read(&built.path).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    assert_eq!(
        file.architecture(),
        target.arch,
        "{what}: library architecture"
    );
    assert!(built.report.blob.is_none(), "{what}: no imports, no blob");
    let harness = dir.path().join("harness");
    compile_harness(target.gcc, &harness, &[]);

    let serial = HarnessRun::parse(&run_ok(
        qemu(target, &harness)
            .arg("dlopen")
            .arg(&built.path)
            .arg("serial"),
    ));
    assert_eq!(serial.line("launch-slot"), "present null", "{what}");
    assert_eq!(
        serial.launches(),
        (0, 0),
        "{what}: NULL launcher runs serially"
    );
    check_self_consistent(&serial, &format!("{what} serial"));
    check_matches_host(&serial, host, &format!("{what} serial"));

    let parallel = HarnessRun::parse(&run_ok(
        qemu(target, &harness)
            .arg("dlopen")
            .arg(&built.path)
            .arg("pthread"),
    ));
    let (launches, threads) = parallel.launches();
    // saxpy and matmul, packed and C entries, at least one launch per non-empty call.
    assert!(launches >= 10, "{what}: {launches} parallel launches");
    assert_eq!(
        threads,
        4 * launches,
        "{what}: every task ran on its own thread"
    );
    check_self_consistent(&parallel, &format!("{what} pthread"));
    check_matches_host(&parallel, host, &format!("{what} pthread"));
    for case in serial.cases("out") {
        assert_eq!(
            parallel.get("out", case),
            serial.get("out", case),
            "{what} {case}: parallel vs serial"
        );
    }

    // System library: static archive linked into a target executable with --whole-archive.
    let manifest = write_opencl_manifest(dir.path());
    let syslib = build_library(
        target.triple,
        dir.path(),
        "libkernels.a",
        true,
        Some(&manifest),
    );
    let blob = syslib.blob.as_ref().unwrap();
    assert_eq!(
        syslib.report.blob,
        Some(("__tvm_ffi__library_bin".to_string(), blob.len() as u64)),
        "{what}"
    );
    let executable = dir.path().join("syslib");
    compile_harness(
        target.gcc,
        &executable,
        &[
            "-DMODLINK_SYSTEM_LIB".as_ref(),
            "-Wl,--whole-archive".as_ref(),
            syslib.path.as_os_str(),
            "-Wl,--no-whole-archive".as_ref(),
        ],
    );
    let run = HarnessRun::parse(&run_ok(&mut qemu(target, &executable)));
    let registered: Vec<&str> = run
        .other
        .iter()
        .filter_map(|l| l.strip_prefix("reg "))
        .collect();
    for name in ["__tvm_ffi__library_bin", "__tvm_ffi__library_ctx"] {
        assert!(
            registered.contains(&name),
            "{what}: {name} not registered: {registered:?}"
        );
    }
    for kernel in KERNELS {
        let name = format!("__tvm_ffi_{kernel}");
        assert!(
            registered.contains(&name.as_str()),
            "{what}: {name} not registered: {registered:?}"
        );
    }
    let blob_hex: Vec<u8> = run
        .line("blob")
        .split(' ')
        .map(|b| u8::from_str_radix(b, 16).unwrap())
        .collect();
    let nbytes = u64::from_le_bytes(blob_hex[..8].try_into().unwrap());
    assert_eq!(
        nbytes,
        blob.len() as u64 - 8,
        "{what}: registered blob's nbytes"
    );
    assert_eq!(
        &blob_hex, blob,
        "{what}: registered blob bytes == blob::write of the tree"
    );
    let (launches, threads) = run.launches();
    assert!(
        launches >= 10,
        "{what} syslib: {launches} launches through TVMBackendParallelLaunch"
    );
    assert_eq!(threads, 4 * launches, "{what} syslib");
    check_self_consistent(&run, &format!("{what} syslib"));
    check_matches_host(&run, host, &format!("{what} syslib"));
}

#[test]
fn aarch64_libraries_run_under_qemu() {
    check_target(&CrossTarget {
        triple: "aarch64-unknown-linux-gnu",
        gcc: "aarch64-linux-gnu-gcc",
        qemu: "qemu-aarch64",
        sysroot: "/usr/aarch64-linux-gnu",
        arch: object::Architecture::Aarch64,
    });
}

#[test]
fn riscv64_libraries_run_under_qemu() {
    check_target(&CrossTarget {
        triple: "riscv64gc-unknown-linux-gnu",
        gcc: "riscv64-linux-gnu-gcc",
        qemu: "qemu-riscv64",
        sysroot: "/usr/riscv64-linux-gnu",
        arch: object::Architecture::Riscv64,
    });
}

#[test]
fn armv7_libraries_run_under_qemu() {
    check_target(&CrossTarget {
        triple: "armv7-unknown-linux-gnueabihf",
        gcc: "arm-linux-gnueabihf-gcc",
        qemu: "qemu-arm",
        sysroot: "/usr/arm-linux-gnueabihf",
        arch: object::Architecture::Arm,
    });
}
