//! Payloads written by modlink, read by real TVM 0.27: the `static_library` kind is the one the
//! CPU wheel can load (spec §10). Python comes from `MODLINK_PYTHON`, else
//! `<crate>/.venv/bin/python`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, Layout};
use modlink::module::{LIB_KEY, ModuleTree, Node, Payload, StaticLibrary};
use support::blob::run_oracle;

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The payload of module 1 in a current-layout blob of `_lib → [static_library]`, cut out by
/// the layout's fixed offsets (header, CSR `[0,1,1]`/`[1]`, key `_lib`, key, length).
fn payload_as_written(lib: &StaticLibrary) -> Vec<u8> {
    let tree = ModuleTree {
        nodes: vec![
            Node {
                kind: LIB_KEY.into(),
                payload: Payload::Lib,
            },
            Node {
                kind: "static_library".into(),
                payload: Payload::StaticLibrary(lib.clone()),
            },
        ],
        imports: vec![vec![1], vec![]],
    };
    let bytes = blob::write(&tree, Layout::Current).unwrap();
    let len_at = 8 + 8 + 24 + 8 + 8 + 12 + 8 + 14;
    let len = u64::from_le_bytes(bytes[len_at..len_at + 8].try_into().unwrap()) as usize;
    assert_eq!(len_at + 8 + len, bytes.len());
    assert_eq!(
        Some(len as u64),
        modlink::blob::payload_len(&tree, 1, Layout::Current)
    );
    bytes[len_at + 8..].to_vec()
}

#[test]
fn tvm_loads_static_library_payloads_written_by_modlink() {
    let libs = [
        StaticLibrary {
            data: Bytes::from_static(b"\x7fELF\x02\x01\x01 object bytes"),
            function_names: vec!["fa".into()],
        },
        StaticLibrary {
            data: Bytes::from((0..=255u8).cycle().take(5000).collect::<Vec<_>>()),
            function_names: vec!["add".into(), "mul_kernel".into(), "__tvm_ffi_main".into()],
        },
        StaticLibrary {
            data: Bytes::from_static(b"x"),
            function_names: vec![],
        },
    ];
    let cases: Vec<serde_json::Value> = libs
        .iter()
        .map(|lib| {
            let mut probe = lib.function_names.clone();
            probe.push("not_there".into());
            serde_json::json!({ "payload": to_hex(&payload_as_written(lib)), "probe": probe })
        })
        .collect();
    let seen: Vec<serde_json::Value> = serde_json::from_value(run_oracle(
        "tvm_static_library_oracle.py",
        &serde_json::Value::Array(cases),
    ))
    .unwrap();
    assert_eq!(seen.len(), libs.len());
    for (lib, seen) in libs.iter().zip(&seen) {
        assert_eq!(seen["kind"], "static_library");
        assert_eq!(seen["data"].as_str().unwrap(), to_hex(&lib.data));
        let mut expected = vec![true; lib.function_names.len()];
        expected.push(false);
        assert_eq!(
            seen["implements"],
            serde_json::json!(expected),
            "{:?}",
            lib.function_names
        );
    }
}
