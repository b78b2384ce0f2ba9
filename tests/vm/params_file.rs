#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Weights from one file: a ResNet-18-shaped model built by TVM 0.27 in the venv with its
//! weights as function parameters (`keep_params_as_input` style, 103 parameters), run by
//! `modlink run-model --params` and through `InputSet` / `VirtualMachine::bind_inputs` from a
//! `.npz` (stored and deflated) and from TVM's parameter dictionary, against TVM's own output;
//! every mismatch (missing, extra, shape, ndim, dtype, a name given twice, Relay's `p0` names)
//! and every bad archive (truncated, not a zip, an entry that is no `.npy`, zip bombs) is an
//! error naming the parameter or the entry.

use crate::support;

use modlink::runtime::npz::{self, MAX_DEFLATE_RATIO, NpzError};
use modlink::runtime::params_file::ParamsFileError;
use modlink::runtime::vm::{InputSet, ParamCheck, VirtualMachine, VmError, leaf_tensor};
use modlink::runtime::{Library, Tensor, npy};
use std::io::Write;
use std::path::Path;

const SCRIPT: &str = include_str!("../support/resnet_params_model.py");

/// Builds the model and its weights files in `dir`; returns the parameter names in order.
fn generate(dir: &Path) -> Vec<String> {
    let stdout = support::run_python(SCRIPT, dir, &[dir.as_os_str()]);
    let report: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    report["params"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_owned())
        .collect()
}

fn assert_close(label: &str, actual: &Tensor, expected: &Tensor) {
    assert_eq!(actual.shape(), expected.shape(), "{label}: shape");
    assert_eq!(actual.dtype(), expected.dtype(), "{label}: dtype");
    for (i, (a, e)) in actual
        .to_f64_vec()
        .iter()
        .zip(expected.to_f64_vec())
        .enumerate()
    {
        assert!(
            (a - e).abs() <= 1e-6 + 1e-5 * e.abs(),
            "{label}: element {i} is {a}, TVM gave {e}"
        );
    }
}

fn run_model(dir: &Path, args: &[&str]) -> std::process::Output {
    support::modlink_in(dir, &[&["run-model", "resnet.so"], args].concat())
}

#[test]
fn resnet_weights_bind_by_name_from_npz_and_tvm_params_and_match_tvm() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    let names = generate(dir);
    // The ResNet-18 layout: stem, 16 convs in 8 blocks, 3 downsamples, each with 4 batch-norm
    // arrays, then fc weight and bias.
    assert_eq!(names.len(), 20 * 5 + 2);
    let expected = npy::read(&dir.join("ref.npy")).unwrap();

    for weights in ["weights.npz", "weights_deflate.npz", "weights.params"] {
        let out = format!("out.{weights}.npy");
        let ran = run_model(
            dir,
            &["--input", "x=x.npy", "--params", weights, "--output", &out],
        );
        assert!(
            ran.status.success(),
            "--params {weights}: {}",
            String::from_utf8_lossy(&ran.stderr)
        );
        assert_close(
            &format!("run-model --params {weights}"),
            &npy::read(&dir.join(&out)).unwrap(),
            &expected,
        );
    }
    // A bare --input FILE.npz binds by name too.
    let ran = run_model(
        dir,
        &[
            "--input",
            "x=x.npy",
            "--input",
            "weights.npz",
            "--output",
            "bare.npy",
        ],
    );
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert_close(
        "--input weights.npz",
        &npy::read(&dir.join("bare.npy")).unwrap(),
        &expected,
    );

    // The Rust API: the same binding, the same result.
    let library = Library::open(dir.join("resnet.so")).unwrap();
    let mut vm = VirtualMachine::new(&library).unwrap();
    assert_eq!(&vm.param_names("main").unwrap()[1..], names.as_slice());
    let mut inputs = InputSet::from_file(&dir.join("weights.params")).unwrap();
    assert_eq!(inputs.len(), names.len());
    inputs
        .insert("x", npy::read(&dir.join("x.npy")).unwrap(), "x.npy")
        .unwrap();
    let args = vm.bind_inputs("main", &inputs).unwrap();
    let result = vm.call("main", &args).unwrap();
    assert_close("bind_inputs", &leaf_tensor(&result).unwrap(), &expected);

    // What the bytecode checks of `fc.bias` (the model declares R.Tensor((10,), "float32")).
    let fc_bias = 1 + names.iter().position(|n| n == "fc.bias").unwrap();
    let check: ParamCheck = vm.param_check("main", fc_bias);
    assert_eq!(check.ndim, Some(1));
    assert_eq!(check.dtype.map(|d| d.to_string()), Some("float32".into()));
    assert_eq!(check.dims, Some(vec![Some(10)]));
    assert!(
        check.context.unwrap().contains("param=fc.bias"),
        "TVM's error context names the parameter"
    );
}

#[test]
fn every_mismatch_names_the_parameter_and_every_bad_archive_its_entry() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    generate(dir);
    let library = Library::open(dir.join("resnet.so")).unwrap();
    let vm = VirtualMachine::new(&library).unwrap();
    let x = npy::read(&dir.join("x.npy")).unwrap();
    let bind = |file: &str| -> VmError {
        let mut inputs = InputSet::from_file(&dir.join(file)).unwrap();
        inputs.insert("x", x.clone(), "x.npy").unwrap();
        vm.bind_inputs("main", &inputs).unwrap_err()
    };

    match bind("bad_extra.npz") {
        VmError::UnknownParameter { name, origin, .. } => {
            assert_eq!(name, "fc.scale");
            assert!(origin.ends_with("bad_extra.npz"), "{origin}");
        }
        other => panic!("extra entry: {other}"),
    }
    match bind("bad_missing.npz") {
        VmError::MissingInputs { parameters, .. } => {
            assert_eq!(parameters, ["stem.bn.gamma", "fc.bias"]);
        }
        other => panic!("missing entries: {other}"),
    }
    for (file, parameter, what, found, expected) in [
        ("bad_shape.npz", "fc.bias", "shape", "[11]", "[10]"),
        ("bad_ndim.npz", "stem.weight", "ndim", "3", "4"),
        ("bad_dtype.npz", "fc.weight", "dtype", "float64", "float32"),
    ] {
        let error = bind(file);
        let text = error.to_string();
        match error {
            VmError::InputMismatch {
                parameter: p,
                field,
                ..
            } => {
                assert_eq!((p.as_str(), field), (parameter, what), "{text}");
            }
            other => panic!("{file}: {other}"),
        }
        assert!(
            text.contains(&format!("{what} {found}"))
                && text.contains(&format!("expects {expected}"))
                && text.contains(&format!("param={parameter},")),
            "{text}"
        );
    }
    // Relay's p0, p1, ... names are not the function's: nothing binds by position.
    match bind("p_names.params") {
        VmError::UnknownParameter { name, .. } => assert_eq!(name, "p0"),
        other => panic!("p0 names: {other}"),
    }
    // A parameter from two sources: an error naming both, not an override.
    let mut twice = InputSet::from_file(&dir.join("weights.npz")).unwrap();
    match twice.insert_file(&dir.join("weights.params")).unwrap_err() {
        VmError::DuplicateInput {
            parameter,
            first,
            second,
        } => {
            assert_eq!(parameter, "stem.weight");
            assert!(first.ends_with("weights.npz") && second.ends_with("weights.params"));
        }
        other => panic!("twice: {other}"),
    }

    // The command line says the same.
    for (args, needle) in [
        (
            vec!["--input", "x=x.npy", "--params", "bad_extra.npz"],
            "bad_extra.npz: `main` has no parameter `fc.scale`",
        ),
        (
            vec!["--input", "x=x.npy", "--params", "bad_missing.npz"],
            "parameters `stem.bn.gamma`, `fc.bias` of `main` have no input",
        ),
        (
            vec!["--input", "x=x.npy", "--params", "bad_shape.npz"],
            "bad_shape.npz: parameter `fc.bias` of `main`: shape [11], the function expects [10]",
        ),
        (
            vec!["--input", "weights.npz", "--params", "weights.params"],
            "is given twice",
        ),
        (
            vec!["--input", "x=x.npy", "--params", "bad_entry.npz"],
            "bad_entry.npz: entry `README.txt`: not a `.npy` array",
        ),
        (
            vec!["--input", "x=x.npy", "--params", "bad_npy.npz"],
            "bad_npy.npz: fc.bias.npy: magic: not a .npy file",
        ),
        (
            vec!["--input", "x=x.npy", "--params", "x.npy"],
            "x.npy: neither a .npz archive (zip) nor a TVM parameter dictionary",
        ),
    ] {
        let ran = run_model(dir, &args);
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert!(!ran.status.success(), "{args:?} succeeded");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }

    // A truncated archive (no end of central directory) and bytes that are no zip at all.
    let whole = std::fs::read(dir.join("weights.npz")).unwrap();
    assert!(matches!(
        npz::from_bytes("cut.npz", &whole[..whole.len() / 2]),
        Err(NpzError::Archive { path, .. }) if path == "cut.npz"
    ));
    assert!(matches!(
        npz::from_bytes("text.npz", b"PK\x03\x04 and then nothing a zip holds"),
        Err(NpzError::Archive { .. })
    ));
    let cut = dir.join("cut.npz");
    std::fs::write(&cut, &whole[..whole.len() / 2]).unwrap();
    assert!(matches!(
        InputSet::from_file(&cut),
        Err(VmError::ParamsFile(ParamsFileError::Npz(
            NpzError::Archive { .. }
        )))
    ));
}

/// Zip's CRC-32 (reflected, polynomial 0xEDB88320).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// A one-entry zip archive written by hand, whose headers declare `declared` uncompressed bytes
/// (and `crc`) whatever `data` inflates to; `method` 0 stores, 8 deflates.
fn one_entry_zip(name: &str, method: u16, data: &[u8], declared: u32, crc: u32) -> Vec<u8> {
    let common = |out: &mut Vec<u8>| {
        for half in [20u16, 0, method, 0, 0] {
            out.extend_from_slice(&half.to_le_bytes());
        }
        for word in [crc, data.len() as u32, declared] {
            out.extend_from_slice(&word.to_le_bytes());
        }
        out.extend_from_slice(&(name.len() as u16).to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
    };
    let mut out = 0x0403_4b50u32.to_le_bytes().to_vec();
    common(&mut out);
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(data);
    let directory = out.len() as u32;
    out.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
    out.extend_from_slice(&20u16.to_le_bytes());
    common(&mut out);
    out.extend_from_slice(&[0; 14]); // comment length, disk, attributes, local header offset 0
    out.extend_from_slice(name.as_bytes());
    let directory_size = out.len() as u32 - directory;
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    for half in [0u16, 0, 1, 1] {
        out.extend_from_slice(&half.to_le_bytes());
    }
    for word in [directory_size, directory] {
        out.extend_from_slice(&word.to_le_bytes());
    }
    out.extend_from_slice(&0u16.to_le_bytes());
    out
}

fn deflate(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

#[test]
fn zip_bombs_are_refused_before_they_allocate() {
    // The hand-made writer is right: a well-formed archive reads back.
    let array = npy::to_bytes(&Tensor::from_slice(&[3], &[1.5f32, -2.0, 4.0]).unwrap());
    let good = one_entry_zip(
        "w.npy",
        8,
        &deflate(&array),
        array.len() as u32,
        crc32(&array),
    );
    let arrays = npz::from_bytes("good.npz", &good).unwrap();
    assert_eq!(arrays.len(), 1);
    assert_eq!(arrays[0].0, "w");
    assert_eq!(arrays[0].1.as_slice::<f32>().unwrap(), &[1.5, -2.0, 4.0]);

    // 16 MiB of zeros deflate to a few KiB; an entry that declares 4 GiB from them claims more
    // than deflate can give and is refused from its header.
    let zeros = vec![0u8; 16 << 20];
    let packed = deflate(&zeros);
    assert!((packed.len() as u64) * MAX_DEFLATE_RATIO < u64::from(u32::MAX - 1));
    let claims = one_entry_zip("w.npy", 8, &packed, u32::MAX - 1, crc32(&zeros));
    match npz::from_bytes("claims.npz", &claims).unwrap_err() {
        NpzError::Entry { entry, message, .. } => {
            assert_eq!(entry, "w.npy");
            assert!(message.contains("declares 4294967294 bytes"), "{message}");
        }
        other => panic!("{other}"),
    }
    // The same stream declaring 1000 bytes: reading stops at most one byte past them (the zip
    // crate's own limit on the stream, or the reader's).
    let lies = one_entry_zip("w.npy", 8, &packed, 1000, crc32(&zeros));
    match npz::from_bytes("lies.npz", &lies).unwrap_err() {
        NpzError::Entry { entry, message, .. } => {
            assert_eq!(entry, "w.npy");
            assert!(
                message.contains("larger than its declared uncompressed size")
                    || message.contains("inflates past the 1000 bytes its header declares"),
                "{message}"
            );
        }
        other => panic!("{other}"),
    }
    // A stored entry must be as long as it declares.
    let stored = one_entry_zip("w.npy", 0, &array, array.len() as u32 + 64, crc32(&array));
    assert!(matches!(
        npz::from_bytes("stored.npz", &stored),
        Err(NpzError::Entry { entry, .. }) if entry == "w.npy"
    ));
}
