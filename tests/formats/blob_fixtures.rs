//! Real TVM 0.27 blobs: extracted with `object`, checked against the fixture README, parsed,
//! and written back byte for byte.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, Layout};
use modlink::module::{DLDataType, DeviceCode, ModuleTree, Payload};
use support::blob::{fixture_blob, sha256_hex};

fn parse(name: &str) -> (Vec<u8>, ModuleTree) {
    let raw = fixture_blob(name);
    let tree = blob::read(&Bytes::from(raw.clone()), Layout::Current).expect("fixture parses");
    (raw, tree)
}

fn kinds(tree: &ModuleTree) -> Vec<&str> {
    tree.nodes.iter().map(|n| n.kind.as_str()).collect()
}

/// Checks the one kernel every fixture's device module has (spec §5 dumps).
fn assert_add_kernel(tree: &ModuleTree, index: usize, kernel: &str, fmt: &str) {
    let Payload::Device(device) = &tree.nodes[index].payload else {
        panic!("module {index} is not a device module");
    };
    assert_eq!(device.fmt, fmt);
    assert_eq!(device.functions.len(), 1);
    let (key, info) = &device.functions[0];
    assert_eq!(key, kernel);
    assert_eq!(info.name, kernel);
    let handle = DLDataType {
        code: 3,
        bits: 64,
        lanes: 1,
    };
    assert_eq!(info.arg_types, vec![handle; 3]);
    assert_eq!(info.launch_param_tags, vec!["blockIdx.x", "threadIdx.x"]);
    assert_eq!(info.arg_extra_tags, Some(vec![0, 0, 0]));
    assert_eq!(tree.function_names(index), vec![kernel.to_owned()]);
}

#[test]
fn add_opencl_matches_readme_and_spec_7_1() {
    let (raw, tree) = parse("add_opencl.so");
    assert_eq!(raw.len(), 847);
    assert_eq!(
        sha256_hex(&raw),
        "7235cf7934efe3fd671da3ec6db969b7105f7fe7788c12cd5ae1c1d1a7eacc03"
    );
    assert_eq!(kinds(&tree), ["_lib", "opencl"]);
    assert_eq!(tree.imports, vec![vec![1], vec![]]);
    assert_eq!(
        modlink::blob::payload_len(&tree, 0, Layout::Current),
        Some(0)
    );
    assert_eq!(
        modlink::blob::payload_len(&tree, 1, Layout::Current),
        Some(757)
    );
    assert_add_kernel(&tree, 1, "add_kernel", "cl");
    let Payload::Device(device) = &tree.nodes[1].payload else {
        unreachable!()
    };
    let DeviceCode::Single(code) = &device.code else {
        panic!("opencl has one code blob")
    };
    assert_eq!(code.len(), 610);
    assert!(code.starts_with(b"// Function: add_kernel\n__kernel void add_kernel("));
    assert!(code.ends_with(b"}\n\n"));
    // The code is a zero-copy slice at spec offset 0xe5 + 8.
    assert_eq!(&raw[0xed..0xed + 610], &code[..]);
}

#[test]
fn add_cuda_matches_readme() {
    let (raw, tree) = parse("add_cuda.so");
    assert_eq!(raw.len(), 2103);
    assert_eq!(
        sha256_hex(&raw),
        "341a291c783ea7e6c6bb8c797b037acb19ab7a972b3a5e77f4c36c282838f5f2"
    );
    assert_eq!(kinds(&tree), ["_lib", "cuda"]);
    assert_eq!(tree.imports, vec![vec![1], vec![]]);
    assert_eq!(
        modlink::blob::payload_len(&tree, 1, Layout::Current),
        Some(2015)
    );
    assert_add_kernel(&tree, 1, "add_kernel", "cuda");
}

#[test]
fn add_metal_matches_readme_and_spec_7_2() {
    let (raw, tree) = parse("add_metal.so");
    assert_eq!(raw.len(), 825);
    assert_eq!(
        sha256_hex(&raw),
        "f78962dad8fec999c3d04089a6fdcbfd01fc585bad5a875632b23fb15f908259"
    );
    assert_eq!(kinds(&tree), ["_lib", "metal"]);
    assert_eq!(tree.imports, vec![vec![1], vec![]]);
    assert_eq!(
        modlink::blob::payload_len(&tree, 1, Layout::Current),
        Some(736)
    );
    assert_add_kernel(&tree, 1, "add_kernel", "metal");
    let Payload::Device(device) = &tree.nodes[1].payload else {
        unreachable!()
    };
    let DeviceCode::PerKernel(smap) = &device.code else {
        panic!("metal has a source map")
    };
    assert_eq!(smap.len(), 1);
    assert_eq!(smap[0].0, "add_kernel");
    assert_eq!(smap[0].1.len(), 560);
    assert!(
        smap[0]
            .1
            .starts_with(b"#include <metal_stdlib>\nusing namespace metal;")
    );
    assert_eq!(device.legacy_version, None);
}

#[test]
fn two_dev_matches_readme_and_spec_7_3() {
    let (raw, tree) = parse("two_dev.so");
    assert_eq!(raw.len(), 2902);
    assert_eq!(
        sha256_hex(&raw),
        "b4608515bec27ed27ae5d71f4d0af4c584520fe80bd872bba787524213e24e37"
    );
    assert_eq!(kinds(&tree), ["_lib", "cuda", "opencl"]);
    assert_eq!(tree.imports, vec![vec![1, 2], vec![], vec![]]);
    assert_eq!(tree.to_csr(), (vec![0, 2, 2, 2], vec![1, 2]));
    assert_eq!(
        modlink::blob::payload_len(&tree, 1, Layout::Current),
        Some(2019)
    );
    assert_eq!(
        modlink::blob::payload_len(&tree, 2, Layout::Current),
        Some(757)
    );
    assert_add_kernel(&tree, 1, "add2_kernel", "cuda");
    assert_add_kernel(&tree, 2, "add_kernel", "cl");
    let Payload::Device(cuda) = &tree.nodes[1].payload else {
        unreachable!()
    };
    let DeviceCode::Single(code) = &cuda.code else {
        panic!("cuda has one code blob")
    };
    assert_eq!(code.len(), 1868);
    // The opencl module is the same one add_opencl.so carries.
    let (_, opencl_only) = parse("add_opencl.so");
    assert_eq!(tree.nodes[2], opencl_only.nodes[1]);
}

#[test]
fn syslib_devc_object_holds_the_opencl_tree() {
    let (raw, tree) = parse("syslib_noprefix.a");
    assert_eq!(kinds(&tree), ["_lib", "opencl"]);
    assert_eq!(tree.imports, vec![vec![1], vec![]]);
    assert_eq!(
        modlink::blob::payload_len(&tree, 1, Layout::Current),
        Some(757)
    );
    assert_add_kernel(&tree, 1, "add_kernel", "cl");
    // Same export as add_opencl.so, so the same blob bytes.
    assert_eq!(raw, fixture_blob("add_opencl.so"));
}

#[test]
fn every_fixture_writes_back_byte_exact() {
    for (name, raw) in support::blob::fixture_blobs() {
        let tree = blob::read(&Bytes::from(raw.clone()), Layout::Current).unwrap();
        let written = blob::write(&tree, Layout::Current).unwrap();
        assert_eq!(written, raw, "{name}");
        assert_eq!(
            blob::encoded_len(&tree, Layout::Current).unwrap(),
            raw.len() as u64,
            "{name}"
        );
        let mut streamed = Vec::new();
        let n = blob::write_to(&tree, Layout::Current, &mut streamed).unwrap();
        assert_eq!((n, streamed), (raw.len() as u64, raw), "{name}");
    }
}

#[test]
fn fixtures_convert_to_legacy_and_back_losslessly() {
    for (name, raw) in support::blob::fixture_blobs() {
        let tree = blob::read(&Bytes::from(raw.clone()), Layout::Current).unwrap();
        let legacy = blob::write(&tree, Layout::Legacy).unwrap();
        let again = blob::read(&Bytes::from(legacy), Layout::Legacy).unwrap();
        assert_eq!(again, tree, "{name}");
        assert_eq!(blob::write(&again, Layout::Current).unwrap(), raw, "{name}");
    }
}

#[test]
fn payloads_are_zero_copy_slices_of_the_input() {
    let raw = Bytes::from(fixture_blob("two_dev.so"));
    let tree = blob::read(&raw, Layout::Current).unwrap();
    let range = raw.as_ptr() as usize..raw.as_ptr() as usize + raw.len();
    for node in &tree.nodes[1..] {
        let Payload::Device(device) = &node.payload else {
            panic!("device")
        };
        let DeviceCode::Single(code) = &device.code else {
            panic!("single")
        };
        assert!(
            range.contains(&(code.as_ptr() as usize)),
            "{} code copied",
            node.kind
        );
    }
}
