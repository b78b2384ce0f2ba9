//! Import manifests (docs/manifest.md): unknown fields are errors everywhere, fields a kind
//! cannot carry are errors, empty kinds are refused, and `extract` writes a manifest that
//! `build --import-manifest` turns back into the same blob, byte for byte.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use support::{modlink_failure as failure, modlink_in as modlink};

use std::path::Path;
use std::process::Command;

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    std::fs::write(
        p.join("k.cl"),
        "__kernel void k(__global float* a) { a[0] = 1; }",
    )
    .unwrap();
    std::fs::write(
        p.join("m.metal"),
        "kernel void m(device float* a) { a[0] = 1; }",
    )
    .unwrap();
    std::fs::write(p.join("raw.bin"), [7u8, 0, 255, 3]).unwrap();
    dir
}

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

#[test]
fn unknown_fields_inside_functions_are_errors() {
    let dir = setup();
    write(
        dir.path(),
        "m.json",
        r#"{"kind": "opencl", "code": "k.cl",
            "functions": [{"name": "k", "launch_params": ["threadIdx.x"]}]}"#,
    );
    let text = failure(
        dir.path(),
        &["build", "--import-manifest", "m.json", "-o", "x.so"],
    );
    assert!(text.contains("m.json"), "{text}");
    assert!(text.contains("unknown field `launch_params`"), "{text}");
    assert!(text.contains("launch_param_tags"), "{text}");
    assert!(!dir.path().join("x.so").exists());
    // And at the top level.
    write(
        dir.path(),
        "top.json",
        r#"{"kind": "opencl", "code": "k.cl", "fnuctions": []}"#,
    );
    let text = failure(
        dir.path(),
        &["build", "--import-manifest", "top.json", "-o", "x.so"],
    );
    assert!(text.contains("unknown field `fnuctions`"), "{text}");
    // With the file, line and column of the key.
    let manifest = std::fs::read_to_string(dir.path().join("top.json")).unwrap();
    let column = manifest.find("\"fnuctions\"").unwrap() + "\"fnuctions\"".len();
    assert!(text.contains("top.json"), "{text}");
    assert!(
        text.contains(&format!("at line 1 column {column}"))
            || text.contains(&format!("top.json:1:{column}")),
        "{text}"
    );
}

/// A file the manifest names but that is not there: the error names the manifest, the module
/// and the missing path, not the path alone.
#[test]
fn a_missing_code_file_names_the_manifest_and_the_module() {
    let dir = setup();
    write(
        dir.path(),
        "m.json",
        r#"{"kind": "opencl", "code": "nothere.cl",
            "functions": [{"name": "k", "arg_types": ["handle"], "launch_param_tags": ["threadIdx.x"]}]}"#,
    );
    let text = failure(
        dir.path(),
        &["build", "--import-manifest", "m.json", "-o", "x.so"],
    );
    assert!(text.contains("m.json"), "{text}");
    assert!(text.contains("module `opencl`"), "{text}");
    assert!(text.contains("nothere.cl"), "{text}");
    assert!(text.contains("No such file or directory"), "{text}");
    assert!(!dir.path().join("x.so").exists());
}

#[test]
fn fields_a_kind_cannot_carry_are_errors() {
    let dir = setup();
    let cases = [
        (
            r#"{"kind": "metal", "code": "m.metal"}"#,
            "\"functions\" lists none",
        ),
        (
            r#"{"kind": "metal", "code": "m.metal", "sources": {"m": "m.metal"}, "functions": ["m"]}"#,
            "not both",
        ),
        (
            r#"{"kind": "opencl", "code": "k.cl", "sources": {"k": "k.cl"}}"#,
            "\"sources\" is for metal and vulkan",
        ),
        (
            r#"{"kind": "static_library", "code": "raw.bin", "fmt": "o"}"#,
            "\"fmt\" is for device modules",
        ),
        (
            r#"{"kind": "static_library", "code": "raw.bin", "functions": [{"name": "f", "arg_types": ["int32"]}]}"#,
            "function names only",
        ),
        (
            r#"{"kind": "blobby", "raw": "raw.bin", "code": "k.cl"}"#,
            "cannot be combined",
        ),
        (r#"{"kind": "", "raw": "raw.bin"}"#, "the kind is empty"),
        (r#"{"kind": "_lib", "raw": "raw.bin"}"#, "reserved"),
    ];
    for (manifest, expected) in cases {
        write(dir.path(), "m.json", manifest);
        let text = failure(
            dir.path(),
            &["build", "--import-manifest", "m.json", "-o", "x.so"],
        );
        assert!(text.contains(expected), "{manifest}: {text}");
        assert!(text.contains("m.json"), "{manifest}: {text}");
    }
}

#[test]
fn an_empty_import_raw_kind_is_refused() {
    let dir = setup();
    let text = failure(
        dir.path(),
        &["build", "--import-raw", "=raw.bin", "-o", "x.so"],
    );
    assert!(
        text.contains("--import-raw `=raw.bin`: the kind is empty"),
        "{text}"
    );
    let text = failure(
        dir.path(),
        &["build", "--import-raw", "_lib=raw.bin", "-o", "x.so"],
    );
    assert!(text.contains("reserved"), "{text}");
    assert!(!dir.path().join("x.so").exists());
}

/// A raw payload under a typed kind must be a payload of that kind: bytes that are not a
/// `const_loader` would make a library neither TVM nor modlink can read back.
#[test]
fn a_raw_payload_of_a_typed_kind_must_parse_as_that_kind() {
    let dir = setup();
    std::fs::write(dir.path().join("garbage.bin"), b"params").unwrap();
    let text = failure(
        dir.path(),
        &[
            "build",
            "--import-raw",
            "const_loader=garbage.bin",
            "-o",
            "x.so",
        ],
    );
    assert!(
        text.contains(
            "--import-raw `const_loader=garbage.bin`: not a valid `const_loader` payload"
        ),
        "{text}"
    );
    assert!(text.contains("variable names"), "{text}");
    assert!(!dir.path().join("x.so").exists());
}

/// `extract --layout current` of `library` into `dir`: the blob re-encoded.
fn blob_of(workdir: &Path, library: &Path, dir: &str) -> Vec<u8> {
    let output = modlink(
        workdir,
        &[
            "extract",
            library.to_str().unwrap(),
            "-o",
            dir,
            "--layout",
            "current",
        ],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::read(workdir.join(dir).join("blob.bin")).unwrap()
}

fn rebuild_from_extract(workdir: &Path, library: &Path) -> Vec<u8> {
    let output = modlink(workdir, &["extract", library.to_str().unwrap(), "-o", "ex"]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let output = modlink(
        workdir,
        &[
            "build",
            "--import-manifest",
            "ex/manifest.json",
            "-o",
            "rebuilt.so",
        ],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    blob_of(workdir, &workdir.join("rebuilt.so"), "rebuilt_blob")
}

#[test]
fn extract_writes_a_manifest_that_rebuilds_tvm_blobs_byte_for_byte() {
    for fixture in ["two_dev.so", "add_cuda.so", "add_metal.so", "add_opencl.so"] {
        let dir = tempfile::tempdir().unwrap();
        let library = support::fixture(fixture);
        let original = blob_of(dir.path(), &library, "original_blob");
        let rebuilt = rebuild_from_extract(dir.path(), &library);
        assert_eq!(
            support::sha256_hex(&rebuilt),
            support::sha256_hex(&original),
            "{fixture}"
        );
    }
}

#[test]
fn extract_round_trips_nested_raw_and_static_library_modules() {
    let dir = setup();
    let p = dir.path();
    write(p, "h.c", "int helper(int x) { return x + 1; }\n");
    let cc = Command::new("cc")
        .current_dir(p)
        .args(["-c", "-fPIC", "h.c", "-o", "h.o"])
        .status()
        .unwrap();
    assert!(cc.success());
    write(
        p,
        "dev.json",
        r#"{"kind": "opencl", "code": "k.cl",
            "functions": [{"name": "k", "arg_types": ["handle", "int32", "float32x4"],
                           "launch_param_tags": ["blockIdx.x", "threadIdx.x"]}],
            "imports": [{"kind": "metal", "sources": {"m": "m.metal"},
                         "functions": [{"name": "m", "arg_types": ["handle"]}]}]}"#,
    );
    write(
        p,
        "more.json",
        r#"[{"kind": "static_library", "code": "h.o", "functions": ["helper"]},
            {"kind": "my_runtime_thing", "raw": "raw.bin"}]"#,
    );
    let output = modlink(
        p,
        &[
            "build",
            "--import-manifest",
            "dev.json",
            "--import-manifest",
            "more.json",
            "-o",
            "one.so",
        ],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let original = blob_of(p, &p.join("one.so"), "original_blob");
    let rebuilt = rebuild_from_extract(p, &p.join("one.so"));
    assert_eq!(rebuilt, original);
    let manifest = std::fs::read_to_string(p.join("ex/manifest.json")).unwrap();
    assert!(manifest.contains("\"raw\""), "{manifest}");
    assert_eq!(
        std::fs::read(p.join("ex/1_my_runtime_thing.raw")).unwrap(),
        [7u8, 0, 255, 3]
    );
}

#[test]
fn extract_refuses_a_used_directory_unless_told_to_overwrite() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    let two = support::fixture("two_dev.so");
    let add = support::fixture("add.so");
    assert!(
        modlink(p, &["extract", two.to_str().unwrap(), "-o", "out"])
            .status
            .success()
    );
    std::fs::write(p.join("out/notes.txt"), "mine").unwrap();
    let text = failure(p, &["extract", add.to_str().unwrap(), "-o", "out"]);
    assert!(text.contains("out: the directory is not empty"), "{text}");
    assert!(text.contains("--overwrite"), "{text}");
    // --overwrite: no stale payload of the first library stays; files it did not write do.
    let output = modlink(
        p,
        &["extract", add.to_str().unwrap(), "-o", "out", "--overwrite"],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut names: Vec<String> = std::fs::read_dir(p.join("out"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["manifest.json", "notes.txt", "tree.json"]);
}
