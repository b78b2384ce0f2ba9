//! Multi-level libraries (`--cpu-levels`): every kernel compiled per CPU level, the exported
//! entries dispatching once per process to the best level the CPU supports.
//!
//! * every level computes the same bits as the baseline (the five example kernels through the
//!   C harness, the scheduled matmul through ctypes), so the float tolerance is zero: modlink
//!   emits no fast-math flags, so LLVM may neither contract `a * b + c` into an FMA nor
//!   reassociate a sum, and a level changes only the vector width of the same IEEE operations;
//! * the same library under qemu-user CPU models without AVX2 or AVX-512 (x86-64) and without
//!   dot product or SVE (AArch64) picks the level the model allows, never SIGILLs;
//! * `MODLINK_CPU_LEVEL` lowers the level, never raises it past the CPU;
//! * both Intel and AMD tunings get 512-bit FMAs in the scheduled matmul's inner loop;
//! * outputs are byte-identical whatever the thread count; TVM 0.27 loads the library and
//!   agrees with modlink's runtime; `inspect` lists the levels;
//! * a level gets code of its own only where its instructions change the kernel's code: the
//!   other levels' symbols are aliases of the body below, and a kernel no level changes has
//!   no dispatch at all.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::codegen::{CodegenOptions, Emit, compile, compile_partitioned};
use modlink::target::TargetSpec;
use modlink::target::cpu_levels::CpuLevels;
use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::path::Path;
use std::process::Command;
use support::cpu_levels::*;

const X86_LEVELS: [&str; 4] = ["x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4"];

const KERNELS: &[&str] = &["kernels.kir"];

fn x86_host() -> bool {
    TargetSpec::host().unwrap().triple() == "x86_64-unknown-linux-gnu"
}

/// The harness run natively against `lib`, with `MODLINK_CPU_LEVEL` set when `forced`.
fn run_host(harness: &Path, lib: &Path, forced: Option<&str>) -> HarnessRun {
    let mut command = Command::new(harness);
    command.arg("dlopen").arg(lib).arg("pthread");
    command.env_remove("MODLINK_CPU_LEVEL");
    if let Some(level) = forced {
        command.env("MODLINK_CPU_LEVEL", level);
    }
    HarnessRun::parse(&run_ok(&mut command), &format!("host, forced {forced:?}"))
}

#[test]
fn every_x86_level_matches_the_baseline_bit_for_bit_and_the_best_is_picked() {
    if !x86_host() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let host = TargetSpec::host().unwrap().triple();
    let lib = build_leveled(
        &example_program(KERNELS),
        &host,
        "preset",
        dir.path(),
        "libk.so",
    );
    let harness = dir.path().join("harness");
    compile_harness("cc", &harness, &[]);
    let best = host_x86_level_from_cpuinfo();
    let natural = run_host(&harness, &lib, None);
    assert_eq!(
        natural.level.as_deref(),
        Some(best),
        "no forcing: the best level"
    );
    let baseline = run_host(&harness, &lib, Some("x86-64"));
    assert_eq!(baseline.level.as_deref(), Some("x86-64"));
    let best_rank = X86_LEVELS.iter().position(|l| *l == best).unwrap();
    for (rank, level) in X86_LEVELS.iter().enumerate() {
        let run = run_host(&harness, &lib, Some(level));
        // A level above the CPU's is not honoured: the best it supports runs instead.
        let expected = X86_LEVELS[rank.min(best_rank)];
        assert_eq!(run.level.as_deref(), Some(expected), "forced {level}");
        run.assert_same_outputs(&baseline, &format!("level {level} vs baseline"));
    }
    // A name that is no level of the library is ignored.
    let unknown = run_host(&harness, &lib, Some("avx9000"));
    assert_eq!(unknown.level.as_deref(), Some(best));

    // A system library (static archive, registered by its constructor) dispatches the same.
    let archive = build_leveled(
        &example_program(KERNELS),
        &host,
        "preset",
        dir.path(),
        "libk.a",
    );
    let syslib = dir.path().join("syslib");
    compile_harness(
        "cc",
        &syslib,
        &[
            "-DMODLINK_SYSTEM_LIB".as_ref(),
            "-Wl,--whole-archive".as_ref(),
            archive.as_os_str(),
            "-Wl,--no-whole-archive".as_ref(),
        ],
    );
    for forced in [None, Some("x86-64-v2")] {
        let mut command = Command::new(&syslib);
        command.env_remove("MODLINK_CPU_LEVEL");
        if let Some(level) = forced {
            command.env("MODLINK_CPU_LEVEL", level);
        }
        let run = HarnessRun::parse(&run_ok(&mut command), "system library");
        assert_eq!(run.level.as_deref(), Some(forced.unwrap_or(best)));
        run.assert_same_outputs(&baseline, "system library vs baseline");
    }
}

#[test]
fn x86_cpu_models_under_qemu_pick_their_level_and_agree() {
    if !x86_host() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let lib = build_leveled(
        &example_program(KERNELS),
        "x86_64-unknown-linux-gnu",
        "preset",
        dir.path(),
        "libk.so",
    );
    let harness = dir.path().join("harness");
    compile_harness("cc", &harness, &[]);
    let baseline = run_host(&harness, &lib, Some("x86-64"));
    // qemu 7.2's TCG has no AVX-512, so its AVX-512 models run as x86-64-v3.
    for (model, expected) in [
        ("qemu64", "x86-64"),
        ("Nehalem", "x86-64-v2"),
        ("Haswell", "x86-64-v3"),
        ("Skylake-Server", "x86-64-v3"),
    ] {
        for forced in [None, Some("x86-64-v4"), Some("x86-64")] {
            let mut command = Command::new("qemu-x86_64");
            command
                .args(["-cpu", model])
                .arg(&harness)
                .arg("dlopen")
                .arg(&lib)
                .arg("serial")
                .env_remove("MODLINK_CPU_LEVEL");
            if let Some(level) = forced {
                command.env("MODLINK_CPU_LEVEL", level);
            }
            let what = format!("qemu -cpu {model}, forced {forced:?}");
            let run = HarnessRun::parse(&run_ok(&mut command), &what);
            let expected = if forced == Some("x86-64") {
                "x86-64"
            } else {
                expected
            };
            assert_eq!(run.level.as_deref(), Some(expected), "{what}");
            run.assert_same_outputs(&baseline, &what);
        }
    }
}

#[test]
fn aarch64_cpu_models_under_qemu_pick_their_level_and_agree() {
    let dir = tempfile::tempdir().unwrap();
    let lib = build_leveled(
        &example_program(KERNELS),
        "aarch64-unknown-linux-gnu",
        "preset",
        dir.path(),
        "libk.so",
    );
    let harness = dir.path().join("harness");
    compile_harness("aarch64-linux-gnu-gcc", &harness, &[]);
    let qemu = |model: &str, forced: Option<&str>| {
        let mut command = Command::new("qemu-aarch64");
        command
            .args(["-L", "/usr/aarch64-linux-gnu", "-cpu", model])
            .arg(&harness)
            .arg("dlopen")
            .arg(&lib)
            .arg("serial")
            .env_remove("MODLINK_CPU_LEVEL");
        if let Some(level) = forced {
            command.env("MODLINK_CPU_LEVEL", level);
        }
        let what = format!("qemu-aarch64 -cpu {model}, forced {forced:?}");
        HarnessRun::parse(&run_ok(&mut command), &what)
    };
    let baseline = qemu("cortex-a53", None);
    assert_eq!(baseline.level.as_deref(), Some("generic"));
    for (model, expected) in [
        ("cortex-a53", "generic"),
        ("neoverse-n1", "dotprod"),
        ("max", "sve"),
    ] {
        let run = qemu(model, None);
        assert_eq!(run.level.as_deref(), Some(expected), "{model}");
        run.assert_same_outputs(&baseline, model);
        let forced = qemu(model, Some("sve"));
        let honoured = if expected == "sve" { "sve" } else { expected };
        assert_eq!(
            forced.level.as_deref(),
            Some(honoured),
            "{model} forced sve"
        );
    }
    let lowered = qemu("max", Some("dotprod"));
    assert_eq!(lowered.level.as_deref(), Some("dotprod"));
    lowered.assert_same_outputs(&baseline, "max forced dotprod");
}

/// Counts the 512-bit and 256-bit packed-single FMAs in `asm`.
fn fma_counts(asm: &str) -> (usize, usize) {
    let fmas = asm
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("vfmadd") || l.starts_with("vfnmadd"))
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|m| m.ends_with("ps"))
        });
    let (mut zmm, mut ymm) = (0, 0);
    for line in fmas {
        if line.contains("%zmm") {
            zmm += 1;
        } else if line.contains("%ymm") {
            ymm += 1;
        }
    }
    (zmm, ymm)
}

#[test]
fn scheduled_matmul_uses_512_bit_fmas_on_intel_and_amd() {
    let program = example_program(&["matmul_scheduled.kir"]);
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let asm_options = CodegenOptions {
        emit: Emit::Assembly,
        ..CodegenOptions::default()
    };
    for cpu in ["sapphirerapids", "znver4", "skylake-avx512"] {
        let code = compile(&program, &target.clone().with_cpu(cpu), &asm_options).unwrap();
        let asm = String::from_utf8(code.bytes).unwrap();
        let (zmm, ymm) = fma_counts(&asm);
        // The 8 × 32 register tile is 16 zmm FMAs per step of the reduction.
        assert!(zmm >= 16, "{cpu}: {zmm} zmm FMAs");
        assert_eq!(ymm, 0, "{cpu}: {ymm} ymm FMAs next to {zmm} zmm");
    }
    // The x86-64-v4 level of a multi-level build, and only it, gets them too.
    let leveled = CodegenOptions {
        cpu_levels: CpuLevels::parse("x86-64-v3,x86-64-v4", target.arch()).unwrap(),
        ..asm_options
    };
    let asm = String::from_utf8(compile(&program, &target, &leveled).unwrap().bytes).unwrap();
    let (zmm, ymm) = fma_counts(&asm);
    assert!(zmm >= 16, "v4 level: {zmm} zmm FMAs");
    assert!(ymm >= 16, "v3 level: {ymm} ymm FMAs");
}

#[test]
fn leveled_outputs_are_byte_identical_for_any_thread_count() {
    let program = example_program(&["kernels.kir", "matmul_scheduled.kir"]);
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let options = CodegenOptions {
        cpu_levels: CpuLevels::parse("preset", target.arch()).unwrap(),
        ..CodegenOptions::default()
    };
    let outputs =
        |jobs: usize| compile_partitioned(&program, &target, &options, NonZeroUsize::new(jobs));
    let two = outputs(2).unwrap();
    // One group of kernels: its packed entries, then every level's body with the dispatch.
    assert_eq!(two.len(), 2);
    assert_eq!(
        two[0].functions,
        [
            "vadd",
            "saxpy",
            "matmul",
            "softmax_rows",
            "clamp_scale",
            "matmul_scheduled"
        ]
    );
    assert!(two[1].functions.is_empty());
    let three = outputs(3).unwrap();
    assert_eq!(two, three, "2 vs 3 threads");
    assert_eq!(two, outputs(2).unwrap(), "run to run");
    // The split depends on the kernels and the levels only: one thread gives the same outputs.
    assert_eq!(two, outputs(1).unwrap(), "1 vs 2 threads");
}

#[test]
fn levels_of_another_architecture_or_with_a_cpu_are_errors() {
    let program = example_program(KERNELS);
    let x86 = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let arm_levels = CodegenOptions {
        cpu_levels: CpuLevels::parse("generic,sve", modlink::target::Arch::Aarch64).unwrap(),
        ..CodegenOptions::default()
    };
    let error = compile(&program, &x86, &arm_levels)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("CPU level `generic` belongs to aarch64, not x86_64"),
        "{error}"
    );
    let levels = CodegenOptions {
        cpu_levels: CpuLevels::parse("preset", x86.arch()).unwrap(),
        ..CodegenOptions::default()
    };
    let error = compile(&program, &x86.clone().with_cpu("haswell"), &levels)
        .unwrap_err()
        .to_string();
    assert!(error.contains("exclude each other"), "{error}");

    let dir = tempfile::tempdir().unwrap();
    let kir = Path::new(support::MANIFEST_DIR).join("examples/kernels.kir");
    let cli = |args: &[&str]| {
        Command::new(support::modlink_bin())
            .arg("build")
            .arg(&kir)
            .arg("-o")
            .arg(dir.path().join("out.so"))
            .args(args)
            .output()
            .unwrap()
    };
    let output = cli(&[
        "--target",
        "x86_64-unknown-linux-gnu",
        "--cpu-levels",
        "x86-64,avx9",
    ]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("item 2 `avx9` is not a CPU level of x86_64"),
        "{stderr}"
    );
    let output = cli(&["--cpu", "haswell", "--cpu-levels", "preset"]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--cpu-levels"), "{stderr}");
    assert!(!dir.path().join("out.so").exists());
}

/// The scheduled matmul at every level, called through each level's own symbol with ctypes,
/// equals the baseline bit for bit and numpy within float32 rounding; TVM 0.27 loads the
/// library and its results equal `modlink run`'s (modlink's runtime) bit for bit.
#[test]
fn tvm_and_modlink_runtime_agree_and_every_level_matches_the_baseline() {
    if !x86_host() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("libk.so");
    let examples = Path::new(support::MANIFEST_DIR).join("examples");
    run_ok(
        Command::new(support::modlink_bin())
            .arg("build")
            .arg(examples.join("kernels.kir"))
            .arg(examples.join("matmul_scheduled.kir"))
            .args(["--cpu-levels", "preset", "-o"])
            .arg(&lib),
    );
    let inspect = run_ok(
        Command::new(support::modlink_bin())
            .arg("inspect")
            .arg("--json")
            .arg(&lib),
    );
    let report: serde_json::Value = serde_json::from_str(&inspect).unwrap();
    for kernel in ["vadd", "saxpy", "matmul_scheduled"] {
        assert_eq!(
            report["cpu_levels"][kernel],
            serde_json::json!(X86_LEVELS),
            "{kernel}: {inspect}"
        );
    }
    // modlink's runtime: `modlink run` on .npy inputs, outputs written back as .npy.
    let (m, k, n) = (67usize, 300usize, 45usize);
    support::run_python(
        &format!(
            "import numpy as np, sys\n\
             d = sys.argv[1]\n\
             r = np.random.default_rng(7)\n\
             np.save(d + '/a.npy', r.standard_normal(({m}, {k})).astype('float32'))\n\
             np.save(d + '/b.npy', r.standard_normal(({k}, {n})).astype('float32'))\n\
             np.save(d + '/x.npy', r.standard_normal(1000).astype('float32'))\n\
             np.save(d + '/y.npy', r.standard_normal(1000).astype('float32'))\n"
        ),
        dir.path(),
        &[dir.path().as_os_str()],
    );
    let run = |function: &str, args: &[String], out: &str| {
        let out_dir = dir.path().join(out);
        let mut command = Command::new(support::modlink_bin());
        command.arg("run").arg(&lib).arg(function);
        for arg in args {
            command.arg("--arg").arg(arg);
        }
        run_ok(command.arg("--out").arg(&out_dir));
    };
    let path = |name: &str| dir.path().join(name).display().to_string();
    run(
        "matmul_scheduled",
        &[path("a.npy"), path("b.npy"), format!("f32[{m},{n}]:zeros")],
        "mm",
    );
    run(
        "saxpy",
        &[
            "f32:1.5".into(),
            path("x.npy"),
            path("y.npy"),
            "f32[1000]:zeros".into(),
        ],
        "saxpy",
    );
    let script = r#"
import ctypes, json, sys
import numpy as np
import tvm
d, lib = sys.argv[1], sys.argv[2]
a, b = np.load(d + '/a.npy'), np.load(d + '/b.npy')
x, y = np.load(d + '/x.npy'), np.load(d + '/y.npy')
mm_runtime = np.load(d + '/mm/arg2.npy')
saxpy_runtime = np.load(d + '/saxpy/arg3.npy')
result = {}
# TVM 0.27 loads the multi-level library; its dispatch picks the same level.
mod = tvm.runtime.load_module(lib)
dev = tvm.cpu()
c = tvm.runtime.tensor(np.zeros((a.shape[0], b.shape[1]), 'float32'), dev)
mod['matmul_scheduled'](tvm.runtime.tensor(a, dev), tvm.runtime.tensor(b, dev), c)
out = tvm.runtime.tensor(np.zeros(1000, 'float32'), dev)
mod['saxpy'](1.5, tvm.runtime.tensor(x, dev), tvm.runtime.tensor(y, dev), out)
result['tvm_mm_equals_runtime'] = bool(np.array_equal(c.numpy(), mm_runtime))
result['tvm_saxpy_equals_runtime'] = bool(np.array_equal(out.numpy(), saxpy_runtime))
result['mm_vs_numpy'] = float(np.max(np.abs(mm_runtime - a.astype('float64') @ b.astype('float64'))))
result['saxpy_vs_numpy'] = float(np.max(np.abs(saxpy_runtime - (np.float32(1.5) * x + y))))
# Every level's body called directly (serial: no parallel launcher is set).
cdll = ctypes.CDLL(lib)
cdll.__modlink_cpu_level.restype = ctypes.c_char_p
result['picked'] = cdll.__modlink_cpu_level().decode()
levels = {}
for level in ['x86-64', 'x86-64-v2', 'x86-64-v3', 'x86-64-v4']:
    f = cdll['matmul_scheduled_c.' + level]
    f.restype = ctypes.c_int32
    f.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64] * 3
    cc = np.zeros((a.shape[0], b.shape[1]), 'float32')
    status = f(a.ctypes.data, b.ctypes.data, cc.ctypes.data, a.shape[0], a.shape[1], b.shape[1]) if level <= result['picked'] else None
    levels[level] = None if status is None else (status, cc.tobytes().hex())
result['levels_equal_baseline'] = {l: v is None or v == levels['x86-64'] for l, v in levels.items()}
result['levels_run'] = [l for l, v in levels.items() if v is not None]
print(json.dumps(result))
"#;
    let stdout = support::run_python(
        script,
        dir.path(),
        &[dir.path().as_os_str(), lib.as_os_str()],
    );
    let result: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(result["tvm_mm_equals_runtime"], true, "{result}");
    assert_eq!(result["tvm_saxpy_equals_runtime"], true, "{result}");
    // float32 products summed over k = 300 terms of |a·b| ≈ 1: rounding stays far below 1e-3.
    assert!(result["mm_vs_numpy"].as_f64().unwrap() < 1e-3, "{result}");
    assert!(
        result["saxpy_vs_numpy"].as_f64().unwrap() < 1e-5,
        "{result}"
    );
    assert_eq!(result["picked"], host_x86_level_from_cpuinfo(), "{result}");
    for level in X86_LEVELS {
        assert_eq!(
            result["levels_equal_baseline"][level], true,
            "{level}: {result}"
        );
    }
    assert!(
        result["levels_run"].as_array().unwrap().len() >= 2,
        "{result}"
    );
}

/// Mach-O and PE libraries link with their levels (several objects per library: the COFF
/// `linkonce` launcher slot needs its COMDAT) and `inspect` lists every kernel's levels.
#[test]
fn macho_and_pe_libraries_carry_their_levels() {
    let dir = tempfile::tempdir().unwrap();
    let kir = Path::new(support::MANIFEST_DIR).join("examples/kernels.kir");
    for (triple, file, levels) in [
        ("x86_64-apple-darwin", "libk.dylib", &X86_LEVELS[..]),
        (
            "aarch64-apple-darwin",
            "libk_arm.dylib",
            &["generic", "dotprod", "sve"][..],
        ),
        ("x86_64-pc-windows-msvc", "k.dll", &X86_LEVELS[..]),
    ] {
        let out = dir.path().join(file);
        run_ok(
            Command::new(support::modlink_bin())
                .arg("build")
                .arg(&kir)
                .args([
                    "--target",
                    triple,
                    "--cpu-levels",
                    "preset",
                    "--jobs",
                    "2",
                    "-o",
                ])
                .arg(&out),
        );
        let inspect = run_ok(
            Command::new(support::modlink_bin())
                .arg("inspect")
                .arg("--json")
                .arg(&out),
        );
        let report: serde_json::Value = serde_json::from_str(&inspect).unwrap();
        for kernel in ["vadd", "saxpy", "matmul", "softmax_rows", "clamp_scale"] {
            assert_eq!(
                report["cpu_levels"][kernel],
                serde_json::json!(levels),
                "{triple} {kernel}"
            );
        }
        assert_eq!(
            report["host_functions"],
            serde_json::json!(["clamp_scale", "matmul", "saxpy", "softmax_rows", "vadd"]),
            "{triple}"
        );
        let bytes = std::fs::read(&out).unwrap();
        let needle: &[u8] = b"__modlink_cpu_level";
        assert!(
            bytes.windows(needle.len()).any(|w| w == needle),
            "{triple}: no level query symbol"
        );
    }
}

#[test]
fn build_help_names_the_default_a_host_build_uses() {
    let out = Command::new(support::modlink_bin())
        .args(["build", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{help}");
    // Clap rewraps the text: compare it with whitespace collapsed.
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains(
            "Default: a host build (no --target or --layout legacy) compiles for the `preset` CPU levels"
        ),
        "{help}"
    );
    assert!(!help.contains("Default: `generic`"), "{help}");
}

/// `program`'s x86-64 Linux assembly at `levels`: one module (`compile`), or `partitioned` as
/// a build splits it (a multi-level build's entries and bodies in modules of their own), the
/// outputs concatenated.
fn x86_assembly(program: &modlink::ir::Program, levels: &str, partitioned: bool) -> String {
    let target = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let options = CodegenOptions {
        emit: Emit::Assembly,
        cpu_levels: CpuLevels::parse(levels, target.arch()).unwrap(),
        ..CodegenOptions::default()
    };
    let outputs = if partitioned {
        compile_partitioned(program, &target, &options, NonZeroUsize::new(1)).unwrap()
    } else {
        vec![compile(program, &target, &options).unwrap()]
    };
    outputs
        .into_iter()
        .map(|output| String::from_utf8(output.bytes).unwrap())
        .collect()
}

/// The assembly of every function of `asm` (LLVM's x86 AT&T output), by name, and the aliases
/// (`.set ALIAS, TARGET`), by name.
fn functions_and_aliases(asm: &str) -> (HashMap<String, String>, HashMap<String, String>) {
    let unquote = |name: &str| name.trim().trim_matches('"').to_string();
    let mut functions = HashMap::new();
    let mut aliases = HashMap::new();
    let mut current: Option<(String, String)> = None;
    for line in asm.lines() {
        if let Some(set) = line.strip_prefix(".set ") {
            let (alias, target) = set.split_once(',').unwrap();
            aliases.insert(unquote(alias), unquote(target));
        } else if line.starts_with(".Lfunc_end") {
            if let Some((name, body)) = current.take() {
                functions.insert(name, body);
            }
        } else if let Some(label) = line.strip_suffix(':')
            && !line.starts_with(['.', ' ', '\t'])
        {
            current = Some((unquote(label), String::new()));
        } else if let Some((_, body)) = current.as_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    (functions, aliases)
}

/// The function `name` resolves to through `aliases`.
fn resolve<'a>(aliases: &'a HashMap<String, String>, name: &'a str) -> &'a str {
    let mut name = name;
    while let Some(target) = aliases.get(name) {
        name = target;
    }
    name
}

/// Instructions of SSE3, SSSE3, SSE4.1, SSE4.2 and POPCNT: what x86-64-v2 adds to x86-64.
fn v2_instructions(asm: &str) -> Vec<String> {
    const V2: &[&str] = &[
        "addsubp",
        "haddp",
        "hsubp",
        "movddup",
        "movshdup",
        "movsldup",
        "lddqu",
        "pshufb",
        "phadd",
        "phsub",
        "pabs",
        "palignr",
        "pmaddubsw",
        "pmulhrsw",
        "psign",
        "blendp",
        "blendvp",
        "pblendw",
        "pblendvb",
        "roundp",
        "rounds",
        "pmulld",
        "pminsb",
        "pminsd",
        "pminuw",
        "pminud",
        "pmaxsb",
        "pmaxsd",
        "pmaxuw",
        "pmaxud",
        "pmovsx",
        "pmovzx",
        "ptest",
        "insertps",
        "extractps",
        "pextrb",
        "pextrd",
        "pextrq",
        "pinsrb",
        "pinsrd",
        "pinsrq",
        "dppd",
        "dpps",
        "mpsadbw",
        "phminposuw",
        "packusdw",
        "pcmpeqq",
        "pcmpgtq",
        "popcnt",
        "crc32",
    ];
    asm.lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|mnemonic| V2.iter().any(|v2| mnemonic.starts_with(v2)))
        .map(str::to_string)
        .collect()
}

/// Which levels get code of their own (docs/cpu-levels.md): checked against what each level's
/// instructions can do for the kernel, and against single-level builds of the same kernels.
/// Both ways a multi-level build runs the pipeline: one module whose every level's body runs
/// the whole of it (`--emit asm`), and the objects of a library, whose bodies share one
/// simplification (docs/cpu-levels.md, "One simplification for every level").
#[test]
fn a_level_gets_code_of_its_own_only_where_its_instructions_change_the_kernel() {
    check_level_choice(false);
    check_level_choice(true);
}

fn check_level_choice(partitioned: bool) {
    let program = example_program(&["kernels.kir", "matmul_scheduled.kir"]);
    let asm_at = |levels: &str| x86_assembly(&program, levels, partitioned);
    let (functions, aliases) = functions_and_aliases(&asm_at("preset"));
    // A level's code: its body and the parallel closures the body launches.
    let body = |kernel: &str, level: &str| -> String {
        let symbol = format!("{kernel}_c.{level}");
        let name = resolve(&aliases, &symbol);
        let code = functions
            .get(name)
            .unwrap_or_else(|| panic!("{symbol} resolves to {name}, which has no code"));
        let closures = code
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|word| word.starts_with("__modlink_") && word.contains("_parallel"))
            .filter_map(|closure| functions.get(closure));
        closures.fold(code.clone(), |all, closure| all + closure)
    };
    let same = |kernel: &str, lower: &str, higher: &str| {
        let symbol = format!("{kernel}_c.{higher}");
        resolve(&aliases, &symbol) == resolve(&aliases, &format!("{kernel}_c.{lower}"))
    };
    // Every level of every kernel can be called by its own symbol.
    for kernel in [
        "vadd",
        "saxpy",
        "matmul",
        "softmax_rows",
        "clamp_scale",
        "matmul_scheduled",
    ] {
        for level in X86_LEVELS {
            body(kernel, level);
        }
    }

    // The naive matmul sums a row in order: without reassociation no level can vectorise it,
    // and no single-level build uses a vector register wider than SSE's for it. So it has one
    // body, and `matmul_c` is that body: no dispatch.
    for level in ["x86-64-v3", "x86-64-v4"] {
        let (single, _) = functions_and_aliases(&asm_at(level));
        let code = &single["matmul_c"];
        assert!(
            !code.contains("%ymm") && !code.contains("%zmm"),
            "{level}: {code}"
        );
        assert!(same("matmul", "x86-64", level), "matmul at {level}");
    }
    assert_eq!(resolve(&aliases, "matmul_c"), "matmul_c.x86-64");
    assert!(!functions.contains_key("matmul_c.resolve"));

    // vadd adds floats: SSE4 has nothing for that, and the x86-64-v2 single-level build of
    // vadd uses no instruction x86-64-v2 adds, so that level runs the baseline's body.
    let (single_v2, _) = functions_and_aliases(&asm_at("x86-64-v2"));
    assert_eq!(v2_instructions(&single_v2["vadd_c"]), Vec::<String>::new());
    assert!(same("vadd", "x86-64", "x86-64-v2"));
    // clamp_scale selects between doubles: its x86-64-v2 body blends with SSE4.1.
    assert!(!same("clamp_scale", "x86-64", "x86-64-v2"));
    let blends = v2_instructions(&body("clamp_scale", "x86-64-v2"));
    assert!(blends.iter().any(|m| m.starts_with("blendv")), "{blends:?}");
    assert_eq!(
        v2_instructions(&body("clamp_scale", "x86-64")),
        Vec::<String>::new()
    );

    // The scheduled matmul's tile is 512-bit FMAs at x86-64-v4, 256-bit at x86-64-v3: both
    // have bodies of their own, apart from the baseline's (SSE2 has no FMA).
    assert!(!same("matmul_scheduled", "x86-64", "x86-64-v3"));
    assert!(!same("matmul_scheduled", "x86-64-v3", "x86-64-v4"));
    assert!(fma_counts(&body("matmul_scheduled", "x86-64-v4")).0 >= 16);
    assert!(fma_counts(&body("matmul_scheduled", "x86-64-v3")).1 >= 16);
    let baseline = body("matmul_scheduled", "x86-64");
    assert!(!baseline.contains("vfmadd") && !baseline.contains("%ymm"));
}

/// A library's bodies share one simplification, after which each level's clone runs the rest of
/// the pipeline; a one-module build (`--emit asm`) runs the whole pipeline per level. On the
/// examples' kernels and a model's (convolutions, pooling, norms, dense, GELU, softmax), both
/// choose the same bodies for the same levels, and no shared body uses narrower vectors or
/// fewer fused multiply-adds than the whole pipeline's. (They differ in one place:
/// `relu4`'s rows of 16 at x86-64-v3, which the whole pipeline unrolls before the vectoriser
/// sees them, leaving scalar code, and the shared one vectorises with 256-bit registers.)
#[test]
fn one_simplification_keeps_what_each_level_compiles_to() {
    let model = modlink::model::ModelSpec::from_json(support::kernels::CNN_MODEL).unwrap();
    let model = modlink::ir::parse(&model.lower().unwrap().kir, "model.kir").unwrap();
    let mut wider = Vec::new();
    for program in [
        example_program(&["kernels.kir", "matmul_scheduled.kir"]),
        model,
    ] {
        let (whole_functions, whole_aliases) =
            functions_and_aliases(&x86_assembly(&program, "preset", false));
        let (shared_functions, shared_aliases) =
            functions_and_aliases(&x86_assembly(&program, "preset", true));
        // A level's code, named by the level that has it, with its closures' code.
        let code = |functions: &HashMap<String, String>,
                    aliases: &HashMap<String, String>,
                    symbol: &str| {
            let name = resolve(aliases, symbol).to_string();
            let body = functions[&name].clone();
            let closures: String = body
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|word| word.starts_with("__modlink_") && word.contains("_parallel"))
                .filter_map(|closure| functions.get(closure))
                .map(String::as_str)
                .collect();
            (name, body + &closures)
        };
        // The widest vector register the code uses: 0 none, 1 xmm, 2 ymm, 3 zmm.
        let width = |code: &str| {
            ["%xmm", "%ymm", "%zmm"]
                .iter()
                .rposition(|register| code.contains(register))
                .map_or(0, |index| index + 1)
        };
        for kernel in &program.kernels {
            for level in X86_LEVELS {
                let symbol = format!("{}_c.{level}", kernel.name);
                let (whole_name, whole) = code(&whole_functions, &whole_aliases, &symbol);
                let (shared_name, shared) = code(&shared_functions, &shared_aliases, &symbol);
                assert_eq!(whole_name, shared_name, "{symbol}: which body it runs");
                assert!(width(&shared) >= width(&whole), "{symbol}:\n{shared}");
                let (whole_fmas, shared_fmas) = (fma_counts(&whole), fma_counts(&shared));
                assert!(
                    shared_fmas.0 >= whole_fmas.0 && shared_fmas.1 >= whole_fmas.1,
                    "{symbol}: {shared_fmas:?} against {whole_fmas:?}"
                );
                if width(&shared) > width(&whole) {
                    wider.push(symbol);
                }
            }
        }
    }
    assert_eq!(wider, ["relu4_c.x86-64-v3"]);
}

/// The instructions of an assembly function body (`functions_and_aliases`): lines that are
/// neither labels, directives nor comments.
fn instruction_count(code: &str) -> usize {
    code.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .filter(|line| !line.starts_with(['.', '#']) && !line.ends_with(':'))
        .count()
}

/// A multi-level build compiles the packed entries in a module of their own with a lighter
/// pipeline than `default<O2>` (docs/cpu-levels.md, "What it costs"). Checked against O2: a
/// one-level build at the same CPU (the entries' module of a multi-level build is compiled for
/// its lowest level) optimises the entries with `default<O2>`; each entry may be at most
/// 3% (and 3 instructions) longer, and all of them together at most 2%. Since codegen version 4
/// the multi-level entries are staged (docs/abi.md) where the one-level ones check inline, so
/// this holds the lighter pipeline's staged entries to what O2 makes of the inline checks.
#[test]
fn the_entries_lighter_pipeline_keeps_o2s_code() {
    let program = example_program(&["kernels.kir", "matmul_scheduled.kir"]);
    let asm_at = |levels: &str| functions_and_aliases(&x86_assembly(&program, levels, true)).0;
    let leveled = asm_at("x86-64,x86-64-v4");
    let single = asm_at("x86-64");
    let (mut leveled_total, mut single_total) = (0, 0);
    for kernel in &program.kernels {
        let entry = format!("__tvm_ffi_{}", kernel.name);
        let body = format!("{}_c", kernel.name);
        let single_entry = &single[&entry];
        // O2 may inline a body into its entry where both share a module: that entry would not
        // be the same code, so the check needs the call.
        assert!(
            single_entry.contains(&body),
            "{entry} no longer calls {body}:\n{single_entry}"
        );
        let (light, o2) = (
            instruction_count(&leveled[&entry]),
            instruction_count(single_entry),
        );
        assert!(
            light * 100 <= o2 * 103 + 300,
            "{entry}: {light} instructions with the entries' pipeline, {o2} with O2"
        );
        leveled_total += light;
        single_total += o2;
    }
    assert!(
        leveled_total * 100 <= single_total * 102,
        "the entries: {leveled_total} instructions with their pipeline, {single_total} with O2"
    );
}
