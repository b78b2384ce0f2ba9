//! Helpers for the CPU-level tests: multi-level libraries of the example kernels built with
//! modlink's Rust API, the C harness of the cross tests run natively or under qemu-user, and
//! the host's level read independently of modlink from `/proc/cpuinfo`.

use modlink::codegen::{CodegenOptions, compile_partitioned};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::module::{LIB_KEY, ModuleGraph, Payload};
use modlink::pack::PackOptions;
use modlink::target::TargetSpec;
use modlink::target::cpu_levels::CpuLevels;
use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::MANIFEST_DIR;

/// The C harness of the cross tests (calls every packed and C entry of the example kernels).
pub fn harness_source() -> PathBuf {
    Path::new(MANIFEST_DIR).join("tests/support/cross_harness.c")
}

/// `examples/<name>` parsed.
pub fn example_program(names: &[&str]) -> modlink::ir::Program {
    let mut program = modlink::ir::Program {
        kernels: Vec::new(),
    };
    for name in names {
        let path = Path::new(MANIFEST_DIR).join("examples").join(name);
        let source = std::fs::read_to_string(&path).unwrap();
        program
            .kernels
            .extend(modlink::ir::parse(&source, name).unwrap().kernels);
    }
    program
}

/// Compiles `program` for `triple` at `levels` on two threads (levels in parallel) and exports
/// it to `dir/name` (`.so`, or `.a` for a system library without prefix).
pub fn build_leveled(
    program: &modlink::ir::Program,
    triple: &str,
    levels: &str,
    dir: &Path,
    name: &str,
) -> PathBuf {
    let target = TargetSpec::parse(triple).unwrap();
    let system_lib = name.ends_with(".a");
    let options = CodegenOptions {
        cpu_levels: CpuLevels::parse(levels, target.arch()).unwrap(),
        system_lib_prefix: system_lib.then(String::new),
        ..CodegenOptions::default()
    };
    let objects = compile_partitioned(program, &target, &options, NonZeroUsize::new(2)).unwrap();
    let mut graph = ModuleGraph::new();
    graph.add(LIB_KEY, Payload::Lib);
    let mut export = ExportOptions::new(target);
    export.pack = PackOptions {
        system_lib_prefix: system_lib.then(String::new),
        ..export.pack
    };
    let path = dir.join(name);
    export_library(
        &ExportInputs {
            tree: graph.to_tree().unwrap(),
            host_objects: objects.into_iter().map(|o| o.bytes).collect(),
        },
        &path,
        &export,
    )
    .unwrap();
    path
}

/// `gcc harness.c -o out extra… -rdynamic -lm -lpthread -ldl`.
pub fn compile_harness(gcc: &str, out: &Path, extra: &[&std::ffi::OsStr]) {
    let mut command = Command::new(gcc);
    command
        .args(["-O1", "-std=c11", "-Wall", "-Werror", "-o"])
        .arg(out)
        .arg(harness_source())
        .args(extra)
        .args(["-rdynamic", "-lm", "-lpthread", "-ldl"]);
    run_ok(&mut command);
}

/// Runs `command` (asserting success) and returns stdout.
pub fn run_ok(command: &mut Command) -> String {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{command:?} failed ({}):\nstderr: {}\nstdout: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr),
        stdout.lines().rev().take(10).collect::<Vec<_>>().join("\n")
    );
    stdout
}

/// One harness run: the level it reports and every kernel output (`out`/`c`/`ref` lines).
#[derive(Debug)]
pub struct HarnessRun {
    /// The `cpu-level` line.
    pub level: Option<String>,
    /// `tag case` → hex value tokens.
    pub values: BTreeMap<String, String>,
}

impl HarnessRun {
    /// Parses the harness's stdout, asserting it reported no failures.
    pub fn parse(stdout: &str, what: &str) -> HarnessRun {
        let mut level = None;
        let mut values = BTreeMap::new();
        let mut failures = None;
        for line in stdout.lines() {
            let (tag, rest) = line.split_once(' ').unwrap_or((line, ""));
            match tag {
                "cpu-level" => level = Some(rest.to_string()),
                "failures" => failures = Some(rest.to_string()),
                "out" | "c" | "ref" => {
                    let (case, tokens) = rest.split_once(' ').unwrap_or((rest, ""));
                    values.insert(format!("{tag} {case}"), tokens.to_string());
                }
                _ => {}
            }
        }
        assert_eq!(failures.as_deref(), Some("0"), "{what}: harness failures");
        assert!(values.len() >= 40, "{what}: only {} outputs", values.len());
        HarnessRun { level, values }
    }

    /// Asserts every kernel output equals `other`'s bit for bit.
    pub fn assert_same_outputs(&self, other: &HarnessRun, what: &str) {
        assert_eq!(
            self.values.keys().collect::<Vec<_>>(),
            other.values.keys().collect::<Vec<_>>(),
            "{what}: cases"
        );
        for (case, tokens) in &self.values {
            assert_eq!(
                tokens, &other.values[case],
                "{what}: `{case}` differs bit for bit"
            );
        }
    }
}

/// The x86-64 level this machine supports by the flags Linux prints in `/proc/cpuinfo` (an
/// account independent of modlink's cpuid code).
pub fn host_x86_level_from_cpuinfo() -> &'static str {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap();
    let flags: Vec<&str> = cpuinfo
        .lines()
        .find_map(|l| l.strip_prefix("flags"))
        .and_then(|l| l.split_once(':'))
        .map(|(_, f)| f.split_whitespace().collect())
        .unwrap_or_default();
    let all = |names: &[&str]| names.iter().all(|n| flags.contains(n));
    let v2 = all(&[
        "pni", "ssse3", "cx16", "sse4_1", "sse4_2", "popcnt", "lahf_lm",
    ]);
    let v3 = v2
        && all(&[
            "avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave",
        ]);
    let v4 = v3 && all(&["avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"]);
    match (v2, v3, v4) {
        (_, _, true) => "x86-64-v4",
        (_, true, _) => "x86-64-v3",
        (true, _, _) => "x86-64-v2",
        _ => "x86-64",
    }
}
