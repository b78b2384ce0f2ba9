//! Damaged Relax payloads: every fixture payload truncated at every offset, and seeded byte
//! flips, give typed errors naming a field inside the blob, never a panic; what still reads is
//! checked, disassembled and summarised without a panic and written back to the same bytes.
//! Hostile counts and lengths in a real library file answer `modlink inspect` with a one-line
//! error under a 1 GiB address-space limit.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, BlobError, Layout};
use modlink::module::Payload;
use modlink::module::relax::{ConstLoader, ConstantTensor, KIND_CONST_LOADER};
use modlink::module::{DLDataType, ModuleTree, Node};
use std::path::Path;
use std::process::Command;
use support::relax::{MODELS, blob, current_blob_with_payload, current_payload, library};
use support::{Rng, modlink_bin};

fn const_loader_blob() -> Vec<u8> {
    let tensor = |shape: Vec<i64>, fill: u8| ConstantTensor {
        device_type: 1,
        device_id: 0,
        dtype: DLDataType {
            code: 2,
            bits: 32,
            lanes: 1,
        },
        data: vec![fill; shape.iter().product::<i64>() as usize * 4].into(),
        shape,
    };
    let loader = ConstLoader {
        constants: vec![
            ("w".into(), tensor(vec![2, 3], 1)),
            ("b".into(), tensor(vec![3], 2)),
        ],
        constants_by_symbol: vec![("dense".into(), vec!["w".into(), "b".into()])],
    };
    let tree = ModuleTree {
        nodes: vec![Node {
            kind: KIND_CONST_LOADER.into(),
            payload: Payload::ConstLoader(loader),
        }],
        imports: vec![vec![]],
    };
    blob::write(&tree, Layout::Current).unwrap()
}

/// A current blob `[const_loader]` around a payload (no `_lib`).
fn loader_blob_with_payload(payload: &[u8]) -> Bytes {
    let mut body = Vec::new();
    for word in [2u64, 0, 0, 0, KIND_CONST_LOADER.len() as u64] {
        body.extend_from_slice(&word.to_le_bytes());
    }
    body.extend_from_slice(KIND_CONST_LOADER.as_bytes());
    body.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    body.extend_from_slice(payload);
    let mut out = (body.len() as u64).to_le_bytes().to_vec();
    out.extend_from_slice(&body);
    Bytes::from(out)
}

fn assert_typed(err: &BlobError, blob_len: usize, what: &str) {
    match err {
        BlobError::Malformed { offset, field, .. } => {
            assert!(
                *offset as usize <= blob_len,
                "{what}: offset {offset} past the blob"
            );
            assert!(!field.is_empty(), "{what}: no field named");
        }
        other => panic!("{what}: not a field error: {other:?}"),
    }
}

/// Reads; when it reads, everything that looks at an executable must answer and the rewrite
/// must give the same bytes.
fn read_checked(bytes: &Bytes, what: &str) -> Result<(), BlobError> {
    let tree = blob::read(bytes, Layout::Current)?;
    for node in &tree.nodes {
        match &node.payload {
            Payload::RelaxExecutable(exe) => {
                let _ = exe.verify();
                let _ = exe.disassemble();
                let _ = exe.summary(&[]);
            }
            Payload::ConstLoader(loader) => {
                let _ = loader.summary();
            }
            _ => {}
        }
    }
    assert_eq!(
        blob::write(&tree, Layout::Current).unwrap(),
        bytes.to_vec(),
        "{what}: rewrite"
    );
    Ok(())
}

#[test]
fn every_truncation_of_every_payload_is_a_typed_error() {
    for model in MODELS {
        let (_, payload) = current_payload(&blob(model), 0);
        for len in 0..payload.len() {
            let bytes = current_blob_with_payload(&payload[..len]);
            let err = read_checked(&bytes, model).unwrap_err();
            assert_typed(&err, bytes.len(), &format!("{model} cut at {len}"));
        }
    }
    let whole = const_loader_blob();
    let (_, payload) = current_payload(&whole, 0);
    for len in 0..payload.len() {
        let bytes = loader_blob_with_payload(&payload[..len]);
        let err = read_checked(&bytes, "const_loader").unwrap_err();
        assert_typed(&err, bytes.len(), &format!("const_loader cut at {len}"));
    }
    read_checked(&loader_blob_with_payload(&payload), "const_loader").unwrap();
}

#[test]
fn seeded_byte_flips_never_panic() {
    let mut rng = Rng::new(0x5EED_0015);
    let mut payloads: Vec<(String, Vec<u8>, bool)> = MODELS
        .iter()
        .map(|m| (m.to_string(), current_payload(&blob(m), 0).1, true))
        .collect();
    payloads.push((
        "const_loader".into(),
        current_payload(&const_loader_blob(), 0).1,
        false,
    ));
    let mut outcomes = [0usize; 2];
    for (name, payload, executable) in &payloads {
        for round in 0..1500 {
            let mut damaged = payload.clone();
            for _ in 0..=rng.below(3) {
                let at = rng.below(damaged.len() as u64) as usize;
                damaged[at] ^= 1 << rng.below(8);
            }
            let bytes = if *executable {
                current_blob_with_payload(&damaged)
            } else {
                loader_blob_with_payload(&damaged)
            };
            let what = format!("{name} round {round}");
            match read_checked(&bytes, &what) {
                Ok(()) => outcomes[0] += 1,
                Err(err) => {
                    assert_typed(&err, bytes.len(), &what);
                    outcomes[1] += 1;
                }
            }
        }
    }
    // Both outcomes occur: flips in tensor data read fine, flips in counts do not.
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
}

/// A copy of `mlp.so` with the 8 bytes at payload offset `at` replaced by `value`.
fn hostile_mlp(dir: &Path, name: &str, at: usize, value: u64) -> std::path::PathBuf {
    let original = blob("mlp");
    let (payload_at, _) = current_payload(&original, 0);
    let mut file = std::fs::read(library("mlp")).unwrap();
    let blob_in_file = file.windows(64).position(|w| w == &original[..64]).unwrap();
    let target = blob_in_file + payload_at + at;
    file[target..target + 8].copy_from_slice(&value.to_le_bytes());
    let path = dir.join(name);
    std::fs::write(&path, file).unwrap();
    path
}

#[test]
fn hostile_counts_are_one_line_errors_under_a_memory_limit() {
    let dir = tempfile::tempdir().unwrap();
    // mlp payload offsets: magic 0, version 8 (len) / 16, function count 20, first function
    // at 28 (kind i32, name len u64 at 32); spec §2 layout.
    let cases = [
        ("funcs.so", 20, 1u64 << 60, "function count"),
        ("name.so", 32, 1u64 << 62, "name of function 0"),
        ("version.so", 8, u64::MAX, "version"),
    ];
    for (name, at, value, field) in cases {
        let path = hostile_mlp(dir.path(), name, at, value);
        let out = Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 1048576 && exec \"$0\" inspect \"$1\"")
            .arg(modlink_bin())
            .arg(&path)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{name}");
        assert_eq!(out.status.code(), Some(1), "{name}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{name}: {stderr}");
        assert!(stderr.contains(field), "{name}: {stderr}");
    }
}

#[test]
fn a_huge_frame_or_range_is_refused_by_the_check_not_allocated() {
    let dir = tempfile::tempdir().unwrap();
    // `main`'s num_args..register_file_size follow its name ("main" at 32: len, 40: bytes,
    // 44 start, 52 end, 60 num_args, 68 registers).
    let regs = hostile_mlp(dir.path(), "regs.so", 68, 1 << 60);
    let end = hostile_mlp(dir.path(), "end.so", 52, 1 << 62);
    for (path, words) in [(&regs, "registers"), (&end, "instructions [0,")] {
        for extra in [None, Some("--disasm")] {
            let mut command = Command::new("sh");
            command
                .arg("-c")
                .arg("ulimit -v 1048576 && exec \"$0\" inspect \"$@\"")
                .arg(modlink_bin())
                .arg(path);
            if let Some(flag) = extra {
                command.arg(flag);
            }
            let out = command.output().unwrap();
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success(),
                "{}: {}",
                path.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            if extra.is_none() {
                assert!(
                    stdout.contains("REFUSED by the bytecode check") && stdout.contains(words),
                    "{stdout}"
                );
            }
        }
    }
}
