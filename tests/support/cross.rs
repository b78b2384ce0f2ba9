//! Shared helpers for the cross-compilation tests: build libraries of the five acceptance
//! kernels for any target with modlink's Rust API (codegen → module tree → `export_library`),
//! describe an OpenCL import by manifest, and run programs while capturing their output.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use modlink::blob::{self, Layout};
use modlink::codegen::{CodegenOptions, compile};
use modlink::export::manifest::ImportManifest;
use modlink::export::{ExportInputs, ExportOptions, ExportReport, export_library};
use modlink::module::{LIB_KEY, ModuleGraph, ModuleTree, Payload};
use modlink::pack::PackOptions;
use modlink::target::TargetSpec;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The C harness shared by the host and every target.
pub const HARNESS_C: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/cross_harness.c");

/// The five kernels of `examples/kernels.kir`.
pub const KERNELS: [&str; 5] = ["vadd", "saxpy", "matmul", "softmax_rows", "clamp_scale"];

/// The OpenCL source of the imported device module.
pub const OPENCL_SOURCE: &str = "__kernel void scale_kernel(__global float* x, int n) {\n  int i = get_global_id(0);\n  if (i < n) x[i] *= 2.0f;\n}\n";

/// The parsed `examples/kernels.kir`.
pub fn kernels_program() -> modlink::ir::Program {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir");
    let source = std::fs::read_to_string(path).unwrap();
    modlink::ir::parse(&source, "examples/kernels.kir").unwrap()
}

/// Writes an import manifest for one OpenCL module (plus its `.cl` file) into `dir`.
pub fn write_opencl_manifest(dir: &Path) -> PathBuf {
    std::fs::write(dir.join("scale.cl"), OPENCL_SOURCE).unwrap();
    let manifest = dir.join("opencl.json");
    std::fs::write(
        &manifest,
        r#"{"kind": "opencl", "fmt": "cl", "code": "scale.cl",
            "functions": [{"name": "scale_kernel", "arg_types": ["handle", "int32"],
                           "launch_param_tags": ["blockIdx.x", "threadIdx.x"]}]}"#,
    )
    .unwrap();
    manifest
}

/// The module tree `_lib` (+ the OpenCL import when `manifest` is given), as `modlink build`
/// assembles it.
pub fn module_tree(manifest: Option<&Path>) -> ModuleTree {
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    if let Some(path) = manifest {
        let (manifest, base) = ImportManifest::from_file(path).unwrap();
        manifest.add_to_graph(&mut graph, lib, &base, path).unwrap();
    }
    graph.to_tree().unwrap()
}

/// What [`build_library`] produced.
pub struct Built {
    /// The output file.
    pub path: PathBuf,
    /// The export report (blob symbol and size, commands run).
    pub report: ExportReport,
    /// The blob bytes modlink packs for this tree (`blob::write`, current layout), when the
    /// tree has imports.
    pub blob: Option<Vec<u8>>,
}

/// Compiles the five kernels for `triple` and exports them to `dir/name` (kind by extension).
/// `system_lib` builds system-library code without a prefix; `manifest` adds the OpenCL import.
pub fn build_library(
    triple: &str,
    dir: &Path,
    name: &str,
    system_lib: bool,
    manifest: Option<&Path>,
) -> Built {
    build_library_with(triple, dir, name, system_lib, manifest, |_| {})
}

/// [`build_library`] with the export options adjusted by `adjust` (e.g. a linker override).
pub fn build_library_with(
    triple: &str,
    dir: &Path,
    name: &str,
    system_lib: bool,
    manifest: Option<&Path>,
    adjust: impl FnOnce(&mut ExportOptions),
) -> Built {
    let target = TargetSpec::parse(triple).unwrap();
    let prefix = system_lib.then(String::new);
    let options = CodegenOptions {
        system_lib_prefix: prefix.clone(),
        ..CodegenOptions::default()
    };
    let code = compile(&kernels_program(), &target, &options)
        .unwrap_or_else(|e| panic!("codegen for {triple}: {e}"));
    let tree = module_tree(manifest);
    let blob = manifest.map(|_| blob::write(&tree, Layout::Current).unwrap());
    let mut export = ExportOptions::new(target);
    export.pack = PackOptions {
        layout: Layout::Current,
        system_lib_prefix: prefix,
    };
    adjust(&mut export);
    let path = dir.join(name);
    let inputs = ExportInputs {
        tree,
        host_objects: vec![code.bytes],
    };
    let report = export_library(&inputs, &path, &export)
        .unwrap_or_else(|e| panic!("export {} for {triple}: {e}", path.display()));
    Built { path, report, blob }
}

/// Runs `command`, asserting it succeeds, and returns its stdout.
pub fn run_ok(command: &mut Command) -> String {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{command:?} failed ({}):\nstdout (tail): {}\nstderr: {}",
        output.status,
        tail(&stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

#[allow(unused_imports)]
pub use super::modlink_bin;

fn tail(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(20)..].join("\n")
}

/// `modlink inspect --json FILE`, parsed.
pub fn inspect_json(path: &Path) -> serde_json::Value {
    let stdout = run_ok(
        Command::new(modlink_bin())
            .arg("inspect")
            .arg("--json")
            .arg(path),
    );
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("inspect --json: {e}\n{stdout}"))
}
