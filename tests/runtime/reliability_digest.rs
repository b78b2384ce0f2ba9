#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The `__modlink_blob_digest` side symbol: written by the exporter on request, checked by
//! `modlink inspect --verify` and `Library::open`, ignored by TVM 0.27.

use crate::support;

use modlink::blob::Layout;
use modlink::blob::digest::IntegrityError;
use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::inspect::locate::locate_file;
use modlink::inspect::verify::{self as integrity, Verification};
use modlink::pack::PackOptions;
use modlink::runtime::{Library, RuntimeError};
use modlink::target::TargetSpec;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;
use support::export::*;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Exports HOST_C plus a static_library import to `out` with the digest symbol.
fn export_with_digest(dir: &Path, out: &Path, packer: Packer, pack: PackOptions, digest: bool) {
    let host = compile_c(HOST_C, None, dir, "host");
    let helper = compile_c(STATIC_C, None, dir, "helper");
    let (graph, _) = lib_with_static_helper(helper);
    let inputs = ExportInputs {
        tree: graph.to_tree().unwrap(),
        host_objects: vec![host],
    };
    let mut options = ExportOptions::new(TargetSpec::host().unwrap());
    options.packer = packer;
    options.pack = pack;
    options.digest = digest;
    export_library(&inputs, out, &options).unwrap();
}

fn inspect_verify(path: &Path) -> (bool, String, String) {
    let out = Command::new(modlink_bin())
        .args(["inspect", "--verify"])
        .arg(path)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The blob's bytes and file offset, found by the locator.
fn blob_of(path: &Path) -> (Vec<u8>, u64) {
    let located = locate_file(path).unwrap();
    (
        located.blob.unwrap().to_vec(),
        located.blob_file_offset.unwrap(),
    )
}

#[test]
fn digest_record_in_the_library_is_the_documented_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("with_digest.so");
    export_with_digest(
        dir.path(),
        &lib,
        Packer::Object,
        PackOptions::default(),
        true,
    );
    let (blob, _) = blob_of(&lib);
    let file = std::fs::read(&lib).unwrap();
    let found = integrity::find_digest(&file, "with_digest.so", "")
        .unwrap()
        .expect("digest symbol present");
    assert_eq!(found.symbol, "__modlink_blob_digest");
    assert_eq!(found.digest.layout, Layout::Current);
    assert_eq!(found.digest.blob_len, blob.len() as u64);
    assert_eq!(found.digest.sha256.to_vec(), Sha256::digest(&blob).to_vec());
    // The raw record appears in the file exactly once: magic, version 1, layout 0, reserved 0.
    let mut record = b"MLDG".to_vec();
    record.extend_from_slice(&[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    record.extend_from_slice(&(blob.len() as u64).to_le_bytes());
    record.extend_from_slice(&Sha256::digest(&blob));
    assert_eq!(
        file.windows(record.len()).filter(|w| *w == record).count(),
        1
    );

    let (ok, stdout, stderr) = inspect_verify(&lib);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains(&format!(
            "blob matches __modlink_blob_digest (sha256 {})",
            hex(&Sha256::digest(&blob))
        )),
        "{stdout}"
    );
}

#[test]
fn one_flipped_payload_byte_fails_verify_and_open() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("flipped.so");
    export_with_digest(
        dir.path(),
        &lib,
        Packer::Object,
        PackOptions::default(),
        true,
    );
    let (blob, offset) = blob_of(&lib);
    let good_sha = hex(&Sha256::digest(&blob));
    // The last byte of the current layout is inside the last module's payload (the static
    // library's function name).
    let mut file = std::fs::read(&lib).unwrap();
    let at = offset as usize + blob.len() - 1;
    file[at] ^= 0x01;
    std::fs::write(&lib, &file).unwrap();
    let (corrupt_blob, _) = blob_of(&lib);
    assert_ne!(corrupt_blob, blob);
    let bad_sha = hex(&Sha256::digest(&corrupt_blob));

    let (ok, _, stderr) = inspect_verify(&lib);
    assert!(!ok, "verify passed a corrupted blob");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert_eq!(
        stderr.trim_end(),
        format!(
            "modlink: error: {}: blob `__tvm_ffi__library_bin` is corrupted: `__modlink_blob_digest` records sha256 {good_sha}, the blob hashes to {bad_sha}",
            lib.display()
        )
    );

    match Library::open(&lib) {
        Err(RuntimeError::Integrity(IntegrityError::Mismatch {
            expected, actual, ..
        })) => {
            assert_eq!(expected, good_sha);
            assert_eq!(actual, bad_sha);
        }
        Err(other) => panic!("open refused for another reason: {other}"),
        Ok(_) => panic!("open accepted a corrupted blob"),
    }
}

#[test]
fn libraries_without_digest_and_fixtures_verify_as_absent() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("plain.so");
    export_with_digest(
        dir.path(),
        &lib,
        Packer::Object,
        PackOptions::default(),
        false,
    );
    let file = std::fs::read(&lib).unwrap();
    let located = locate_file(&lib).unwrap();
    assert_eq!(
        integrity::verify(&file, &located).unwrap(),
        Verification::NoDigest
    );
    let fixture = PathBuf::from(FIXTURES).join("add_cuda.so");
    let (ok, stdout, stderr) = inspect_verify(&fixture);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("no __modlink_blob_digest symbol: blob not verified"),
        "{stdout}"
    );
}

#[test]
fn legacy_system_lib_archive_carries_a_prefixed_digest() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("libsys.a");
    let pack = PackOptions {
        layout: Layout::Legacy,
        system_lib_prefix: Some("rel_".into()),
    };
    export_with_digest(dir.path(), &lib, Packer::C, pack, true);
    let file = std::fs::read(&lib).unwrap();
    let located = locate_file(&lib).unwrap();
    let blob = located.blob.clone().unwrap();
    match integrity::verify(&file, &located).unwrap() {
        Verification::Verified { symbol, sha256 } => {
            assert_eq!(symbol, "rel___modlink_blob_digest");
            assert_eq!(sha256, hex(&Sha256::digest(&blob)));
        }
        other => panic!("{other:?}"),
    }
    let found = integrity::find_digest(&file, "libsys.a", "rel_")
        .unwrap()
        .unwrap();
    assert_eq!(found.member.as_deref(), Some("rel_devc_digest.o"));
    assert_eq!(found.digest.layout, Layout::Legacy);
}

const TVM_LOADS_PY: &str = r#"
import json, sys
import numpy as np
import tvm
m = tvm.runtime.load_module(sys.argv[1] if len(sys.argv) > 1 else open(__file__[:-3] + ".path").read())
a = np.arange(4, dtype="float32")
A = tvm.runtime.tensor(a)
B = tvm.runtime.tensor(np.zeros(4, dtype="float32"))
m["add_one"](A, B)
print(json.dumps({"imports": [i.kind for i in m.imports], "out": B.numpy().tolist()}))
"#;

#[test]
fn tvm_0_27_loads_a_library_with_the_digest_symbol() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("tvm_digest.so");
    export_with_digest(
        dir.path(),
        &lib,
        Packer::Object,
        PackOptions::default(),
        true,
    );
    let file = std::fs::read(&lib).unwrap();
    assert!(
        integrity::find_digest(&file, "tvm_digest.so", "")
            .unwrap()
            .is_some(),
        "the library under test must carry the digest"
    );
    std::fs::write(dir.path().join("check.path"), lib.to_str().unwrap()).unwrap();
    let result = run_python_json(TVM_LOADS_PY, dir.path());
    assert_eq!(result["imports"], serde_json::json!(["static_library"]));
    assert_eq!(result["out"], serde_json::json!([1.0, 2.0, 3.0, 4.0]));
}
