//! Damaged blobs: every truncation is an error, random byte flips give an error or a valid tree
//! (never a panic), and absurd counts fail fast without allocating.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, BlobError, Layout};
use support::blob::{fixture_blobs, le64, put_str, with_header};

/// Every fixture blob in both layouts: (label, layout, bytes).
fn samples() -> Vec<(String, Layout, Vec<u8>)> {
    let mut out = Vec::new();
    for (name, raw) in fixture_blobs() {
        let tree = blob::read(&Bytes::from(raw.clone()), Layout::Current).unwrap();
        let legacy = blob::write(&tree, Layout::Legacy).unwrap();
        out.push((format!("{name} (current)"), Layout::Current, raw));
        out.push((format!("{name} (legacy)"), Layout::Legacy, legacy));
    }
    out
}

fn malformed_at(err: &BlobError) -> (u64, &str) {
    match err {
        BlobError::Malformed { offset, field, .. } => (*offset, field.as_str()),
        other => panic!("expected Malformed, got {other:?}"),
    }
}

#[test]
fn every_truncation_is_an_error() {
    for (label, layout, raw) in samples() {
        for cut in 0..raw.len() {
            // As found: the header still claims the full length.
            let short = Bytes::copy_from_slice(&raw[..cut]);
            let err = blob::read(&short, layout).expect_err(&label);
            malformed_at(&err);
            // With the header rewritten to match, so the parser itself meets the end.
            if cut >= 8 {
                let mut fixed = raw[..cut].to_vec();
                fixed[..8].copy_from_slice(&le64(cut as u64 - 8));
                let err = blob::read(&Bytes::from(fixed), layout)
                    .err()
                    .unwrap_or_else(|| panic!("{label}: cut at {cut} parsed"));
                let (offset, _) = malformed_at(&err);
                assert!(
                    offset <= cut as u64,
                    "{label}: cut {cut}, error offset {offset}"
                );
            }
        }
    }
}

/// xorshift64*: deterministic, no extra dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_byte_flips_give_an_error_or_a_valid_tree() {
    let mut rng = Rng(0x5eed_b10b);
    // More rounds on demand: MODLINK_CORRUPTION_ROUNDS=200000 cargo test --test formats blob_corruption::
    let rounds: usize = std::env::var("MODLINK_CORRUPTION_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    for (label, layout, raw) in samples() {
        let (mut ok, mut failed) = (0, 0);
        for _ in 0..rounds {
            let mut bytes = raw.clone();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(bytes.len());
                // Mostly small changes (which keep lengths plausible), sometimes any byte.
                bytes[at] = if rng.below(2) == 0 {
                    bytes[at] ^ 1 << rng.below(8)
                } else {
                    rng.next() as u8
                };
            }
            match blob::read(&Bytes::from(bytes), layout) {
                Ok(tree) => {
                    ok += 1;
                    tree.validate().unwrap();
                    // A parsed tree writes back in its own layout and reads back equal.
                    match blob::write(&tree, layout) {
                        Ok(bytes) => {
                            let back = blob::read(&Bytes::from(bytes), layout).unwrap();
                            assert_eq!(back, tree, "{label}");
                        }
                        // A few legacy readings cannot be written legacy again (a fallback
                        // root beside a `_lib` entry, extra tags not one per argument); the
                        // current layout takes them, and may fill in 3-field records' extra
                        // tags, so check that its bytes are a fixed point instead.
                        Err(BlobError::Write(_)) if layout == Layout::Legacy => {
                            let bytes = blob::write(&tree, Layout::Current).unwrap();
                            let back = blob::read(&Bytes::from(bytes.clone()), Layout::Current);
                            assert_eq!(
                                blob::write(&back.unwrap(), Layout::Current).unwrap(),
                                bytes
                            );
                        }
                        Err(other) => panic!("{label}: {other}"),
                    }
                }
                Err(err) => {
                    failed += 1;
                    assert!(!err.to_string().is_empty());
                }
            }
        }
        assert_eq!(ok + failed, rounds, "{label}");
        assert!(failed > 0, "{label}: no mutation was detected");
    }
}

#[test]
fn huge_module_count_fails_fast() {
    let mut body = le64((1u64 << 60) + 1).to_vec();
    body.extend(le64(0));
    let err = blob::read(&Bytes::from(with_header(body)), Layout::Current).unwrap_err();
    assert_eq!(malformed_at(&err), (8, "indptr count"));
    assert!(err.to_string().contains("1152921504606846977"), "{err}");

    let body = le64(1u64 << 60).to_vec();
    let err = blob::read(&Bytes::from(with_header(body)), Layout::Legacy).unwrap_err();
    assert_eq!(malformed_at(&err), (8, "entry count"));
}

#[test]
fn huge_payload_length_fails_fast() {
    let mut body = Vec::new();
    for v in [3u64, 0, 1, 1, 1, 1] {
        body.extend(le64(v)); // indptr [0,1,1], child [1]
    }
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"cuda");
    let at = 8 + body.len() as u64;
    body.extend(le64(1u64 << 62));
    body.extend(b"some bytes");
    let err = blob::read(&Bytes::from(with_header(body)), Layout::Current).unwrap_err();
    assert_eq!(
        malformed_at(&err),
        (at, "payload length of module 1 (cuda)")
    );
}

#[test]
fn huge_counts_inside_typed_payloads_fail_fast() {
    let raw = support::blob::fixture_blob("add_opencl.so");
    // Spec §7.1: the fmap count is at 0x64, the arg_types count at 0x90, the code length at 0xe5.
    for (offset, field) in [
        (0x64usize, "function table count of module 1 (opencl)"),
        (0x90, "arg_types count of function 0 of module 1 (opencl)"),
        (0xe5, "code of module 1 (opencl)"),
    ] {
        let mut bad = raw.clone();
        bad[offset..offset + 8].copy_from_slice(&le64(1u64 << 61));
        let err = blob::read(&Bytes::from(bad), Layout::Current).unwrap_err();
        assert_eq!(malformed_at(&err), (offset as u64, field));
    }
    // The same count in a legacy payload, where nothing bounds the payload but the blob.
    let tree = blob::read(&Bytes::from(raw), Layout::Current).unwrap();
    let legacy = blob::write(&tree, Layout::Legacy).unwrap();
    let fmap_count = 8 + 8 + 12 + 14 + 10; // header, count, "_lib", "opencl", fmt "cl"
    let mut bad = legacy.clone();
    bad[fmap_count..fmap_count + 8].copy_from_slice(&le64(1u64 << 60));
    let err = blob::read(&Bytes::from(bad), Layout::Legacy).unwrap_err();
    assert_eq!(
        malformed_at(&err).1,
        "function table count of module 1 (opencl)"
    );
}

#[test]
fn nbytes_beyond_the_buffer_and_degenerate_trees_are_errors() {
    let err = blob::read(&Bytes::from(le64(u64::MAX).to_vec()), Layout::Current).unwrap_err();
    assert_eq!(malformed_at(&err), (0, "nbytes header"));
    let err = blob::read(&Bytes::from_static(b"\x01\x00"), Layout::Legacy).unwrap_err();
    assert_eq!(malformed_at(&err), (0, "nbytes header"));
    for n_indptr in [0u64, 1] {
        let mut body = le64(n_indptr).to_vec();
        body.extend(vec![0u8; 8 * n_indptr as usize]);
        body.extend(le64(0));
        let err = blob::read(&Bytes::from(with_header(body)), Layout::Current).unwrap_err();
        assert_eq!(malformed_at(&err), (8, "indptr count"));
    }
    // A child index past the module count names the CSR entry.
    let mut body = Vec::new();
    for v in [2u64, 0, 1, 1, 5] {
        body.extend(le64(v));
    }
    put_str(&mut body, b"_lib");
    let err = blob::read(&Bytes::from(with_header(body)), Layout::Current).unwrap_err();
    assert_eq!(malformed_at(&err), (40, "child[0] (an import of module 0)"));
}

#[test]
fn trailing_bytes_after_the_region_are_ignored() {
    for (label, layout, raw) in samples() {
        let tree = blob::read(&Bytes::from(raw.clone()), layout).unwrap();
        let mut padded = raw.clone();
        padded.extend(b"trailing garbage");
        assert_eq!(
            blob::read(&Bytes::from(padded), layout).unwrap(),
            tree,
            "{label}"
        );
    }
}
