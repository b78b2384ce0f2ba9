#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Reproducibility: the same kernels (and the same model) built twice, in different output
//! directories with different work/temporary directories, give byte-identical .so, .a and .tar.

use modlink::codegen::{CodegenOptions, compile};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::module::{LIB_KEY, ModuleGraph, Payload, StaticLibrary};
use modlink::target::TargetSpec;
use std::path::{Path, PathBuf};
use std::process::Command;

const OUTPUTS: [&str; 3] = ["kernels.so", "libkernels.a", "kernels.tar"];

/// Compiles examples/kernels.kir from scratch and exports it (with a static_library import, so
/// a blob is packed, and the digest symbol) to each output kind under `out_dir`, using `work`
/// for the work files.
fn build_kernels(out_dir: &Path, work: &Path) -> Vec<PathBuf> {
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kernels.kir"))
            .unwrap();
    let program = modlink::ir::parse(&source, "examples/kernels.kir").unwrap();
    let target = TargetSpec::host().unwrap();
    let object = compile(&program, &target, &CodegenOptions::default()).unwrap();
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let imported = graph.add(
        "static_library",
        Payload::StaticLibrary(StaticLibrary {
            data: object.bytes.clone().into(),
            function_names: vec!["imported".into()],
        }),
    );
    graph.import(lib, imported);
    let inputs = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![object.bytes],
    };
    OUTPUTS
        .iter()
        .map(|name| {
            let mut options = ExportOptions::new(target.clone());
            options.keep_temps = Some(work.join(name));
            options.digest = true;
            options.source_date_epoch = None;
            std::fs::create_dir_all(out_dir).unwrap();
            let out = out_dir.join(name);
            export_library(&inputs, &out, &options).unwrap();
            out
        })
        .collect()
}

#[test]
fn kernels_built_twice_in_different_directories_are_byte_identical() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    let a = build_kernels(&first.path().join("out-a"), &first.path().join("work-one"));
    let b = build_kernels(
        &second.path().join("elsewhere/out-b"),
        &second.path().join("a/much/longer/work/directory"),
    );
    for (a, b) in a.iter().zip(&b) {
        let (bytes_a, bytes_b) = (std::fs::read(a).unwrap(), std::fs::read(b).unwrap());
        assert!(bytes_a.len() > 1000, "{}: suspiciously small", a.display());
        assert!(
            bytes_a == bytes_b,
            "{} and {} differ",
            a.display(),
            b.display()
        );
        // No work path leaks into the output.
        for leak in ["work-one", "much/longer", "out-a", "elsewhere"] {
            assert!(
                !bytes_a.windows(leak.len()).any(|w| w == leak.as_bytes())
                    && !bytes_b.windows(leak.len()).any(|w| w == leak.as_bytes()),
                "{}: contains the path fragment {leak}",
                a.display()
            );
        }
    }
}

/// `modlink build-model` run in `cwd` with `TMPDIR=tmp` (and `SOURCE_DATE_EPOCH` when given).
fn build_model(cwd: &Path, tmp: &Path, model: &Path, out: &str, epoch: Option<&str>) -> Vec<u8> {
    std::fs::create_dir_all(cwd).unwrap();
    std::fs::create_dir_all(tmp).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_modlink"));
    command.current_dir(cwd).env("TMPDIR", tmp);
    match epoch {
        Some(epoch) => command.env("SOURCE_DATE_EPOCH", epoch),
        None => command.env_remove("SOURCE_DATE_EPOCH"),
    };
    let status = command
        .arg("build-model")
        .arg(model)
        .args(["-o", out])
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    std::fs::read(cwd.join(out)).unwrap()
}

#[test]
fn the_same_model_built_twice_is_byte_identical() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("model.json");
    std::fs::write(
        &model,
        r#"{"name":"mlp","input_name":"x","input_shape":[2,8],"layers":[{"dense":{"units":4,"relu":true}},"softmax"],"seed":3}"#,
    )
    .unwrap();
    // A Model Library Format tar stamps its export time (TVM's `export_datetime`, and the tar
    // mtimes): reproducible under SOURCE_DATE_EPOCH, the reproducible-builds convention. The
    // libraries carry no time at all.
    for (out, epoch) in [
        ("model.so", None),
        ("libmodel.a", None),
        ("model.tar", Some("1700000000")),
    ] {
        let a = build_model(
            &dir.path().join("one"),
            &dir.path().join("tmp-one"),
            &model,
            out,
            epoch,
        );
        let b = build_model(
            &dir.path().join("two/deeper"),
            &dir.path().join("tmp/two"),
            &model,
            out,
            epoch,
        );
        assert!(a.len() > 1000, "{out}: suspiciously small");
        assert!(a == b, "{out}: the two builds differ");
        if epoch.is_some() {
            // 1700000000 is 2023-11-14 22:13:20 UTC.
            let text = String::from_utf8_lossy(&a);
            assert!(
                text.contains("2023-11-14 22:13:20"),
                "metadata.json export_datetime"
            );
        }
    }
}
