//! The `cuda` payload apache-tvm-tirx 0.1.0a4 writes (FunctionInfo v2 records and the trailing
//! build settings, shared/spec/tirx.md), in libraries TIRx builds here
//! (tests/support/tirx_cuda_fixtures.py): typed and checked against what TIRx's side declared and
//! holds, written back byte for byte, equal to the same kernels' v1 payload apart from the v2
//! fields; hostile v2 fields give typed errors.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, BlobError, Layout};
use modlink::inspect::locate::locate_file;
use modlink::module::{DeviceCode, DeviceModule, FUNCTION_INFO_V2_MARKER, Node, Payload};
use serde_json::Value;
use std::collections::BTreeMap;
use support::sha256_hex;
use support::tirx::tirx_cuda_fixtures;

fn cuda_device(tree: &modlink::module::ModuleTree) -> (&Node, &DeviceModule) {
    let cuda: Vec<&Node> = tree.nodes.iter().filter(|n| n.kind == "cuda").collect();
    assert_eq!(cuda.len(), 1, "one cuda module per library");
    match &cuda[0].payload {
        Payload::Device(device) => (cuda[0], device),
        other => panic!("a cuda module read as {other:?}"),
    }
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn tirx_cuda_libraries_read_typed_as_tirx_declared_them() {
    let fixtures = tirx_cuda_fixtures();
    assert!(fixtures.names().len() >= 4);
    for name in fixtures.names() {
        let json = fixtures.fixture(&name);
        let tree = locate_file(&fixtures.library(&name))
            .unwrap()
            .tree()
            .unwrap();
        let kinds: Vec<&str> = tree.nodes.iter().map(|n| n.kind.as_str()).collect();
        assert_eq!(kinds, ["_lib", "cuda"], "{name}");
        let (_, device) = cuda_device(&tree);
        assert_eq!(device.fmt, json["fmt"].as_str().unwrap(), "{name}");
        let DeviceCode::Single(code) = &device.code else {
            panic!("{name}: per-kernel code")
        };
        assert_eq!(code.len() as u64, json["code_len"].as_u64().unwrap());
        assert_eq!(sha256_hex(code), json["code_sha256"].as_str().unwrap());
        let kernels = json["kernels"].as_array().unwrap();
        assert_eq!(device.functions.len(), kernels.len(), "{name}");
        for kernel in kernels {
            let kname = kernel["name"].as_str().unwrap();
            let (_, info) = device
                .functions
                .iter()
                .find(|(key, _)| key == kname)
                .unwrap_or_else(|| panic!("{name}: no kernel {kname}"));
            assert_eq!(info.name, kname);
            let arg_types: Vec<[u64; 3]> = info
                .arg_types
                .iter()
                .map(|t| [t.code as u64, t.bits as u64, t.lanes as u64])
                .collect();
            let expected: Vec<[u64; 3]> = kernel["arg_types"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| {
                    let t = t.as_array().unwrap();
                    [0, 1, 2].map(|i| t[i].as_u64().unwrap())
                })
                .collect();
            assert_eq!(arg_types, expected, "{name}");
            assert_eq!(
                info.launch_param_tags,
                strings(&kernel["launch_param_tags"]),
                "{name}"
            );
            let extra: Vec<i32> = kernel["arg_extra_tags"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_i64().unwrap() as i32)
                .collect();
            assert_eq!(info.arg_extra_tags.as_ref(), Some(&extra), "{name}");
            let tirx = info.tirx.as_ref().expect("TIRx writes v2 records");
            assert_eq!(
                tirx.cuda_launch_fields,
                strings(&kernel["cuda_launch_fields"]),
                "{name}"
            );
            // A map: TIRx writes it in hash order.
            let attrs: BTreeMap<&str, i64> = tirx
                .cuda_kernel_attrs
                .iter()
                .map(|(k, v)| (k.as_str(), *v))
                .collect();
            let expected_attrs: BTreeMap<&str, i64> = kernel["cuda_kernel_attrs"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_i64().unwrap()))
                .collect();
            assert_eq!(attrs, expected_attrs, "{name}");
        }
        let settings: Value = serde_json::from_str(
            device
                .build_settings
                .as_deref()
                .expect("TIRx build settings"),
        )
        .unwrap();
        assert_eq!(
            settings["cuda"]["arch"], fixtures.description["arch"],
            "{name}"
        );
    }
    // The LaunchConfig fixture is the one with v2 fields that are not empty.
    let cfg = &fixtures.fixture("vadd_cfg")["kernels"][0];
    assert!(!cfg["cuda_launch_fields"].as_array().unwrap().is_empty());
    assert!(!cfg["cuda_kernel_attrs"].as_object().unwrap().is_empty());
}

#[test]
fn tirx_cuda_blobs_write_back_byte_for_byte() {
    let fixtures = tirx_cuda_fixtures();
    for name in fixtures.names() {
        let located = locate_file(&fixtures.library(&name)).unwrap();
        let tree = located.tree().unwrap();
        let written = blob::write(&tree, Layout::Current).unwrap();
        assert!(
            written == located.blob.as_ref().unwrap()[..],
            "{name}: the blob written back differs from TIRx's"
        );
    }
}

#[test]
fn tirx_cuda_v1_and_v2_payloads_of_the_same_kernels_differ_only_in_the_v2_fields() {
    let fixtures = tirx_cuda_fixtures();
    for name in fixtures.names() {
        let tree = locate_file(&fixtures.library(&name))
            .unwrap()
            .tree()
            .unwrap();
        let (_, v2) = cuda_device(&tree);
        let v1_bytes = fixtures.v1_payload(&name);
        let Payload::Device(v1) = blob::read_payload("cuda", &v1_bytes).unwrap() else {
            panic!("{name}: the v1 payload is not a device module")
        };
        assert!(v1.build_settings.is_none(), "{name}");
        assert!(v1.functions.iter().all(|(_, info)| info.tirx.is_none()));
        let mut stripped = v2.clone();
        stripped.build_settings = None;
        for (_, info) in &mut stripped.functions {
            info.tirx = None;
        }
        stripped.functions.sort_by(|a, b| a.0.cmp(&b.0));
        let mut v1_sorted = v1.clone();
        v1_sorted.functions.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(stripped, v1_sorted, "{name}");
        // modlink writes v1 records for a tree without v2 fields: the script's bytes exactly.
        let node = Node {
            kind: "cuda".to_string(),
            payload: Payload::Device(v1),
        };
        assert!(blob::write_payload(&node, Layout::Current).unwrap() == v1_bytes[..]);
    }
}

#[test]
fn tirx_cuda_v2_fields_cannot_go_into_a_legacy_blob() {
    let fixtures = tirx_cuda_fixtures();
    let tree = locate_file(&fixtures.library("vadd_cfg"))
        .unwrap()
        .tree()
        .unwrap();
    let error = blob::write(&tree, Layout::Legacy).unwrap_err();
    assert!(matches!(error, BlobError::Write(_)), "{error:?}");
    assert!(error.to_string().contains("TIRx"), "{error}");
}

fn malformed(error: BlobError) -> (u64, String, String) {
    match error {
        BlobError::Malformed {
            offset,
            field,
            message,
        } => (offset, field, message),
        other => panic!("expected a Malformed error, got {other:?}"),
    }
}

/// The `vadd_cfg` payload (one v2 record with launch fields and kernel attrs) and the offsets
/// of its v2 fields, found by walking the bytes with the layout of shared/spec/tirx.md.
struct V2Offsets {
    payload: Vec<u8>,
    marker: usize,
    fields_count: usize,
    attrs_count: usize,
    first_attr_value: usize,
    settings: usize,
}

fn vadd_cfg_payload() -> V2Offsets {
    let fixtures = tirx_cuda_fixtures();
    let located = locate_file(&fixtures.library("vadd_cfg")).unwrap();
    let read = blob::read_with_payload_ranges(
        located.blob.as_ref().unwrap(),
        Layout::Current,
        modlink::module::relax::ConstantTags::Tvm022,
        &blob::PayloadRegistry::new(),
    )
    .unwrap();
    let range = read.payload_ranges[1].clone().unwrap();
    let payload = located.blob.as_ref().unwrap()[range].to_vec();
    let u64_at = |at: usize| u64::from_le_bytes(payload[at..at + 8].try_into().unwrap()) as usize;
    let string_end = |at: usize| at + 8 + u64_at(at);
    let after_fmt = string_end(0);
    assert_eq!(u64_at(after_fmt), 1, "one kernel");
    let marker = string_end(after_fmt + 8);
    assert_eq!(
        &payload[marker + 8..string_end(marker)],
        FUNCTION_INFO_V2_MARKER.as_bytes()
    );
    let args = string_end(string_end(marker));
    let tags = args + 8 + 4 * u64_at(args);
    assert_eq!(u64_at(tags), 0, "a LaunchConfig kernel has no launch tags");
    let extra = tags + 8;
    let fields_count = extra + 8 + 4 * u64_at(extra);
    let mut at = fields_count + 8;
    for _ in 0..u64_at(fields_count) {
        at = string_end(at);
    }
    let attrs_count = at;
    let first_attr_value = string_end(attrs_count + 8);
    let mut at = attrs_count + 8;
    for _ in 0..u64_at(attrs_count) {
        at = string_end(at) + 8;
    }
    let settings = string_end(at);
    assert_eq!(
        string_end(settings),
        payload.len(),
        "the settings end the payload"
    );
    V2Offsets {
        payload,
        marker,
        fields_count,
        attrs_count,
        first_attr_value,
        settings,
    }
}

#[test]
fn tirx_cuda_payload_truncated_anywhere_is_a_typed_error_at_the_v2_field() {
    let v2 = vadd_cfg_payload();
    let named = [
        (v2.fields_count, "cuda_launch_fields count of function 0"),
        (v2.attrs_count, "cuda_kernel_attrs count of function 0"),
        (v2.first_attr_value, "cuda_kernel_attrs value 0"),
        (v2.settings, "build settings of payload"),
    ];
    for len in 0..v2.payload.len() {
        let cut = Bytes::copy_from_slice(&v2.payload[..len]);
        if len == v2.settings {
            // Cut right after the code: a whole payload without the optional settings.
            let Payload::Device(device) = blob::read_payload("cuda", &cut).unwrap() else {
                panic!("not a device module")
            };
            assert_eq!(device.build_settings, None);
            continue;
        }
        let (offset, field, message) = malformed(blob::read_payload("cuda", &cut).unwrap_err());
        assert!(offset <= len as u64, "cut at {len}: offset {offset}");
        assert!(!message.is_empty(), "cut at {len}");
        if let Some((at, prefix)) = named.iter().find(|(at, _)| (*at..*at + 8).contains(&len)) {
            assert_eq!(offset, *at as u64, "cut at {len}: {field}");
            assert!(field.starts_with(prefix), "cut at {len}: {field}");
        }
    }
}

#[test]
fn tirx_cuda_payload_huge_v2_counts_are_refused_before_allocating() {
    let v2 = vadd_cfg_payload();
    for (at, prefix) in [
        (v2.fields_count, "cuda_launch_fields count"),
        (v2.attrs_count, "cuda_kernel_attrs count"),
        (v2.settings, "build settings"),
    ] {
        for huge in [u64::MAX, 1 << 40, v2.payload.len() as u64] {
            let mut hostile = v2.payload.clone();
            hostile[at..at + 8].copy_from_slice(&huge.to_le_bytes());
            let (offset, field, message) =
                malformed(blob::read_payload("cuda", &Bytes::from(hostile)).unwrap_err());
            assert_eq!(offset, at as u64, "{prefix} = {huge}");
            assert!(field.starts_with(prefix), "{field}");
            assert!(message.contains(&huge.to_string()), "{message}");
        }
    }
    // Settings that are not UTF-8 are a typed error too.
    let mut bad = v2.payload.clone();
    bad[v2.settings + 8] = 0xff;
    let (offset, field, message) =
        malformed(blob::read_payload("cuda", &Bytes::from(bad)).unwrap_err());
    assert_eq!(offset, v2.settings as u64);
    assert!(field.starts_with("build settings"), "{field}");
    assert!(message.contains("not UTF-8"), "{message}");
    // The marker is what makes a record v2: without it the name is read where the marker was.
    assert!(v2.marker > 0);
}

fn int(value: i64) -> modlink::abi::TVMFFIAny {
    modlink::abi::TVMFFIAny {
        type_index: modlink::abi::ffi::type_index::INT,
        zero_padding: 0,
        value: modlink::abi::ffi::AnyValue { v_int64: value },
    }
}

#[test]
fn tirx_cuda_launch_plans_read_tags_and_launch_fields_of_v2_records() {
    use modlink::runtime::device::{LaunchError, plan_launch};
    let fixtures = tirx_cuda_fixtures();
    let kernel = |name: &str| {
        let tree = locate_file(&fixtures.library(name))
            .unwrap()
            .tree()
            .unwrap();
        cuda_device(&tree).1.functions[0].1.clone()
    };
    // madd_2d: tags [blockIdx.y, blockIdx.x, threadIdx.y, threadIdx.x] as bound in the script.
    let info = kernel("madd_2d");
    let raw = [int(0), int(0), int(0), int(4), int(2), int(16), int(8)];
    let plan = plan_launch(&info, &raw).unwrap();
    assert_eq!(plan.config.grid, [2, 4, 1]);
    assert_eq!(plan.config.block, [8, 16, 1]);
    // vadd_cfg's launch values are named by LaunchConfig fields (grid.x..z, block.x..z after
    // the three buffers and n), each the extent its name says.
    let info = kernel("vadd_cfg");
    let fields = &info.tirx.as_ref().unwrap().cuda_launch_fields;
    assert_eq!(
        fields,
        &[
            "grid.x", "grid.y", "grid.z", "block.x", "block.y", "block.z"
        ]
    );
    let raw: Vec<_> = (0..10).map(int).collect();
    let plan = plan_launch(&info, &raw).unwrap();
    assert_eq!(plan.config.grid, [4, 5, 6]);
    assert_eq!(plan.config.block, [7, 8, 9]);
    // A value past the driver's 32 bits is named by its field.
    let mut raw = raw;
    raw[4] = int(1 << 33);
    assert_eq!(
        plan_launch(&info, &raw).unwrap_err().to_string(),
        "kernel `vadd_cfg_kernel` launch value for `grid.x`: 8589934592 is not in 0..=4294967295"
    );
    // A field that is no extent (a stream) is refused, naming it.
    let mut streamed = info.clone();
    streamed
        .tirx
        .as_mut()
        .unwrap()
        .cuda_launch_fields
        .push("stream".to_string());
    let raw: Vec<_> = (0..11).map(int).collect();
    let error = plan_launch(&streamed, &raw).unwrap_err();
    assert!(
        matches!(&error, LaunchError::LaunchFields { kernel, field, .. }
            if kernel == "vadd_cfg_kernel" && field == "stream"),
        "{error}"
    );
}
