//! TVM parameter dictionaries: the byte layout against TVM's own output, bounds checks on bad
//! input, and round trips with real TVM 0.27 in both directions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use support::python;

use bytes::Bytes;
use modlink::module::DLDataType;
use modlink::params::{self, ParamDict, ParamTensor, ParamsError};
use std::process::Command;

/// `tvm.runtime.save_param_dict({'w': float32 arange(6).reshape(2,3), 'b': int64 [1, 2]})`
/// as printed by apache-tvm 0.27.0.post1 (spec §9: 194 bytes).
const TVM_SAVED_HEX: &str = "b79c04054f8de5f70000000000000000020000000000000001000000000000007701000000000000006202000000000000003fa1b496f0405edd000000000000000001000000000000000200000002200100020000000000000003000000000000001800000000000000000000000000803f0000004000004040000080400000a0403fa1b496f0405edd0000000000000000010000000000000001000000004001000200000000000000100000000000000001000000000000000200000000000000";

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

const F32: DLDataType = DLDataType {
    code: 2,
    bits: 32,
    lanes: 1,
};
const I64: DLDataType = DLDataType {
    code: 0,
    bits: 64,
    lanes: 1,
};

fn example_dict() -> ParamDict {
    let w = ParamTensor::from_f32(vec![2, 3], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]).unwrap();
    let b_data: Vec<u8> = [1i64, 2].iter().flat_map(|v| v.to_le_bytes()).collect();
    let b = ParamTensor::cpu(I64, vec![2], b_data).unwrap();
    ParamDict {
        entries: vec![("w".into(), w), ("b".into(), b)],
    }
}

#[test]
fn writes_the_bytes_tvm_writes() {
    let bytes = params::write(&example_dict()).unwrap();
    assert_eq!(bytes.len(), 194);
    assert_eq!(bytes, hex(TVM_SAVED_HEX));
}

#[test]
fn reads_what_tvm_wrote() {
    let dict = params::read(&Bytes::from(hex(TVM_SAVED_HEX))).unwrap();
    assert_eq!(dict.entries.len(), 2);
    let w = dict.get("w").unwrap();
    assert_eq!(w.shape, vec![2, 3]);
    assert_eq!(w.dtype, F32);
    assert_eq!(w.device, (1, 0));
    assert_eq!(w.to_f32().unwrap(), vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
    let b = dict.get("b").unwrap();
    assert_eq!(b.dtype, I64);
    assert_eq!(
        &b.data[..],
        &[1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(dict.entries[0].0, "w", "insertion order is kept");
}

#[test]
fn every_truncation_is_an_error_naming_a_field() {
    let full = hex(TVM_SAVED_HEX);
    for cut in 0..full.len() {
        let err = params::read(&Bytes::copy_from_slice(&full[..cut])).unwrap_err();
        match err {
            ParamsError::Malformed { offset, field, .. } => {
                assert!(offset <= cut as u64, "cut {cut}: offset {offset}");
                assert!(!field.is_empty());
            }
            other => panic!("cut {cut}: unexpected error {other}"),
        }
    }
}

#[test]
fn hostile_counts_and_sizes_fail_fast() {
    // 2^60 names in a 40-byte file.
    let mut bytes = hex(TVM_SAVED_HEX)[..16].to_vec();
    bytes.extend_from_slice(&(1u64 << 60).to_le_bytes());
    bytes.extend_from_slice(&[0u8; 16]);
    let err = params::read(&Bytes::from(bytes)).unwrap_err().to_string();
    assert!(
        err.contains("name count") && err.contains("cannot fit"),
        "{err}"
    );

    // A tensor claiming a 2^62-byte payload (shape agrees with it, data is missing).
    let mut dict = example_dict();
    dict.entries.truncate(1);
    let mut bytes = params::write(&dict).unwrap();
    let shape_at = bytes.len() - 24 - 8 - 16; // shape[0], shape[1], byte size, data
    bytes[shape_at..shape_at + 8].copy_from_slice(&(1i64 << 30).to_le_bytes());
    bytes[shape_at + 8..shape_at + 16].copy_from_slice(&(1i64 << 30).to_le_bytes());
    bytes[shape_at + 16..shape_at + 24].copy_from_slice(&(1u64 << 62).to_le_bytes());
    let err = params::read(&Bytes::from(bytes)).unwrap_err().to_string();
    assert!(
        err.contains("tensor `w` data") && err.contains("remain"),
        "{err}"
    );

    // A byte size that disagrees with the shape.
    let mut bytes = params::write(&example_dict()).unwrap();
    let w_size_at = 16 + 8 + 9 + 9 + 8 + 8 + 8 + 8 + 4 + 4 + 16;
    bytes[w_size_at..w_size_at + 8].copy_from_slice(&20u64.to_le_bytes());
    let err = params::read(&Bytes::from(bytes)).unwrap_err().to_string();
    assert!(
        err.contains("data byte size") && err.contains("needs 24"),
        "{err}"
    );
}

#[test]
fn refuses_to_write_a_tensor_whose_data_does_not_match_its_shape() {
    let bad = ParamTensor {
        device: (1, 0),
        dtype: F32,
        shape: vec![3],
        data: Bytes::from_static(&[0; 8]),
    };
    let err = params::write(&ParamDict {
        entries: vec![("bad".into(), bad)],
    })
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("`bad`") && err.contains("needs 12 bytes"),
        "{err}"
    );
}

fn run_python(script: &str, args: &[&std::path::Path]) -> String {
    let out = Command::new(python())
        .arg("-c")
        .arg(script)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "python failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Deterministic pseudo-random bytes (xorshift) so the test needs no RNG crate.
fn noise(seed: u64, len: usize) -> Vec<u8> {
    let mut state = seed | 1;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect()
}

fn varied_dict() -> ParamDict {
    let specs: [(&str, DLDataType, Vec<i64>); 7] = [
        ("dense.weight", F32, vec![16, 8]),
        ("dense.bias", F32, vec![16]),
        (
            "scale_f64",
            DLDataType {
                code: 2,
                bits: 64,
                lanes: 1,
            },
            vec![3, 1, 2],
        ),
        ("idx", I64, vec![5]),
        (
            "bytes_u8",
            DLDataType {
                code: 1,
                bits: 8,
                lanes: 1,
            },
            vec![7],
        ),
        (
            "scalar_i32",
            DLDataType {
                code: 0,
                bits: 32,
                lanes: 1,
            },
            vec![],
        ),
        ("empty", F32, vec![0, 4]),
    ];
    let entries = specs
        .into_iter()
        .enumerate()
        .map(|(i, (name, dtype, shape))| {
            let count: i64 = shape.iter().product();
            let mut data = noise(i as u64 + 7, count as usize * usize::from(dtype.bits / 8));
            if dtype.code == 2 {
                // Keep floats finite so numpy comparisons are exact.
                for chunk in data.chunks_mut(usize::from(dtype.bits / 8)) {
                    let last = chunk.len() - 1;
                    chunk[last] &= 0x3f;
                }
            }
            (
                name.to_string(),
                ParamTensor::cpu(dtype, shape, data).unwrap(),
            )
        })
        .collect();
    ParamDict { entries }
}

#[test]
fn tvm_loads_what_modlink_writes_bit_for_bit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("model.params");
    let dict = varied_dict();
    std::fs::write(&path, params::write(&dict).unwrap()).unwrap();
    let script = r#"
import sys, json, hashlib, tvm
raw = open(sys.argv[1], "rb").read()
d = tvm.runtime.load_param_dict(raw)
out = {k: {"shape": list(v.shape), "dtype": str(v.numpy().dtype), "sha": hashlib.sha256(v.numpy().tobytes()).hexdigest()} for k, v in d.items()}
resaved = bytes(tvm.runtime.save_param_dict(d))
print(json.dumps({"tensors": out, "order": list(d.keys()), "resaved_equal": resaved == raw}))
"#;
    let out: serde_json::Value = serde_json::from_str(&run_python(script, &[&path])).unwrap();
    assert_eq!(
        out["resaved_equal"], true,
        "TVM re-saves the same bytes: {out}"
    );
    let order: Vec<String> = serde_json::from_value(out["order"].clone()).unwrap();
    let names: Vec<String> = dict.entries.iter().map(|(n, _)| n.clone()).collect();
    assert_eq!(order, names);
    for (name, tensor) in &dict.entries {
        let seen = &out["tensors"][name];
        let shape: Vec<i64> = serde_json::from_value(seen["shape"].clone()).unwrap();
        assert_eq!(shape, tensor.shape, "{name}");
        let sha = sha2_hex(&tensor.data);
        assert_eq!(seen["sha"], sha.as_str(), "{name}: TVM sees other data");
    }
}

#[test]
fn modlink_reads_what_tvm_writes_bit_for_bit() {
    let dir = tempfile::tempdir().unwrap();
    let params_path = dir.path().join("tvm.params");
    let raw_dir = dir.path().join("raw");
    std::fs::create_dir(&raw_dir).unwrap();
    let script = r#"
import sys, os, json, numpy as np, tvm
rng = np.random.default_rng(42)
arrays = {
  "conv.weight": rng.standard_normal((4, 3, 3, 3)).astype("float32"),
  "bn.mean": rng.standard_normal((4,)).astype("float64"),
  "ids": rng.integers(-1000, 1000, size=(2, 5)).astype("int64"),
  "mask": rng.integers(0, 2, size=(6,)).astype("uint8"),
  "half": rng.standard_normal((3,)).astype("float16"),
}
d = {k: tvm.runtime.tensor(v) for k, v in arrays.items()}
open(sys.argv[1], "wb").write(bytes(tvm.runtime.save_param_dict(d)))
for k, v in arrays.items():
    open(os.path.join(sys.argv[2], k), "wb").write(v.tobytes())
print(json.dumps({k: [list(v.shape), v.dtype.str] for k, v in arrays.items()}))
"#;
    let meta: serde_json::Value =
        serde_json::from_str(&run_python(script, &[&params_path, &raw_dir])).unwrap();
    let bytes = std::fs::read(&params_path).unwrap();
    let dict = params::read(&Bytes::from(bytes.clone())).unwrap();
    let expected = [
        ("conv.weight", (2, 32)),
        ("bn.mean", (2, 64)),
        ("ids", (0, 64)),
        ("mask", (1, 8)),
        ("half", (2, 16)),
    ];
    assert_eq!(dict.entries.len(), expected.len());
    for (name, (code, bits)) in expected {
        let tensor = dict.get(name).unwrap();
        let shape: Vec<i64> = serde_json::from_value(meta[name][0].clone()).unwrap();
        assert_eq!(tensor.shape, shape, "{name}");
        assert_eq!(
            (tensor.dtype.code, tensor.dtype.bits, tensor.dtype.lanes),
            (code, bits, 1),
            "{name}"
        );
        let raw = std::fs::read(raw_dir.join(name)).unwrap();
        assert_eq!(
            &tensor.data[..],
            &raw[..],
            "{name}: data differs from numpy's bytes"
        );
    }
    assert_eq!(
        params::write(&dict).unwrap(),
        bytes,
        "re-writing gives TVM's bytes"
    );
}

fn sha2_hex(data: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
