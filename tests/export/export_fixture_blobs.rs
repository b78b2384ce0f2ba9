#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Libraries with opencl/cuda/metal imports (TVM on this CPU box cannot load them): the trees of
//! real TVM 0.27 libraries, rebuilt from their parsed blobs and exported by modlink with every
//! packer, carry byte-identical blobs, and `modlink inspect` reads them like the fixtures.

use crate::support;

use modlink::blob::{self, Layout};
use modlink::export::{ExportInputs, ExportOptions, Packer, export_library};
use modlink::module::{ModuleGraph, ModuleTree, NodeId};
use modlink::target::TargetSpec;
use object::{Object, ObjectSection, ObjectSymbol};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::path::Path;
use std::process::Command;
use support::export::*;

/// The blob symbol's bytes, read with the object crate (independent of modlink's locator).
fn blob_of(path: &Path) -> Vec<u8> {
    let data = std::fs::read(path).unwrap();
    let obj = object::File::parse(&*data).unwrap();
    let symbol = obj
        .dynamic_symbols()
        .find(|s| s.name() == Ok("__tvm_ffi__library_bin"))
        .unwrap_or_else(|| panic!("{}: no blob symbol in .dynsym", path.display()));
    let section = obj
        .section_by_index(symbol.section_index().unwrap())
        .unwrap();
    let start = (symbol.address() - section.address()) as usize;
    section.data().unwrap()[start..start + symbol.size() as usize].to_vec()
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A graph as a user would build it from the parsed tree: every node's imports in the order
/// the user gave them to TVM, which TVM's writer reverses (spec §1.3).
fn graph_from_tree(tree: &ModuleTree) -> ModuleGraph {
    let mut graph = ModuleGraph::new();
    let ids: Vec<NodeId> = tree
        .nodes
        .iter()
        .map(|node| graph.add(node.kind.clone(), node.payload.clone()))
        .collect();
    for (parent, children) in tree.imports.iter().enumerate() {
        for &child in children.iter().rev() {
            graph.import(ids[parent], ids[child]);
        }
    }
    graph
}

fn inspect_json(path: &Path) -> Value {
    let out = Command::new(modlink_bin())
        .args(["inspect", "--json"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The module list without the host's own function names (modlink's host is different code).
fn device_modules(inspected: &Value) -> Vec<Value> {
    inspected["modules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let mut m = m.clone();
            if m["kind"] == "_lib" {
                m["functions"] = Value::Null;
            }
            m
        })
        .collect()
}

#[test]
fn fixture_trees_export_to_identical_blobs_with_every_packer() {
    let dir = tempfile::tempdir().unwrap();
    let host = compile_c(HOST_C, None, dir.path(), "host");
    let target = TargetSpec::host().unwrap();
    for (fixture, sha256) in [
        (
            "add_opencl.so",
            "7235cf7934efe3fd671da3ec6db969b7105f7fe7788c12cd5ae1c1d1a7eacc03",
        ),
        (
            "add_cuda.so",
            "341a291c783ea7e6c6bb8c797b037acb19ab7a972b3a5e77f4c36c282838f5f2",
        ),
        (
            "add_metal.so",
            "f78962dad8fec999c3d04089a6fdcbfd01fc585bad5a875632b23fb15f908259",
        ),
        (
            "two_dev.so",
            "b4608515bec27ed27ae5d71f4d0af4c584520fe80bd872bba787524213e24e37",
        ),
    ] {
        let fixture_path = Path::new(FIXTURES).join(fixture);
        let original = blob_of(&fixture_path);
        assert_eq!(sha256_hex(&original), sha256, "{fixture}");
        let parsed = blob::read(&original.clone().into(), Layout::Current).unwrap();
        let tree = graph_from_tree(&parsed).to_tree().unwrap();
        assert_eq!(tree, parsed, "{fixture}: rebuilt tree");
        let inputs = ExportInputs {
            tree,
            host_objects: vec![host.clone()],
        };
        let fixture_modules = device_modules(&inspect_json(&fixture_path));
        for (name, packer) in [
            ("llvm", Packer::Llvm),
            ("c", Packer::C),
            ("object", Packer::Object),
        ] {
            let mut options = ExportOptions::new(target.clone());
            options.packer = packer;
            let out = dir.path().join(format!("{name}_{fixture}"));
            let report = export_library(&inputs, &out, &options).unwrap();
            assert_eq!(
                report.blob,
                Some(("__tvm_ffi__library_bin".to_string(), original.len() as u64))
            );
            let exported = blob_of(&out);
            assert_eq!(sha256_hex(&exported), sha256, "{fixture} via {name}");
            let inspected = inspect_json(&out);
            assert_eq!(
                device_modules(&inspected),
                fixture_modules,
                "{fixture} via {name}"
            );
            let functions: Vec<&str> = inspected["host_functions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap())
                .collect();
            assert_eq!(functions, ["add_one", "scale_by"], "{fixture} via {name}");
        }
    }
}

#[test]
fn legacy_layout_exports_under_the_legacy_symbol() {
    let dir = tempfile::tempdir().unwrap();
    let host = compile_c(HOST_C, None, dir.path(), "host");
    let original = blob_of(&Path::new(FIXTURES).join("add_opencl.so"));
    let tree = blob::read(&original.into(), Layout::Current).unwrap();
    let legacy_blob = blob::write(&tree, Layout::Legacy).unwrap();
    let mut options = ExportOptions::new(TargetSpec::host().unwrap());
    options.packer = Packer::Object;
    options.pack.layout = Layout::Legacy;
    let out = dir.path().join("legacy.so");
    export_library(
        &ExportInputs {
            tree,
            host_objects: vec![host],
        },
        &out,
        &options,
    )
    .unwrap();
    let inspected = inspect_json(&out);
    assert_eq!(inspected["symbol"], "__tvm_dev_mblob");
    assert_eq!(inspected["layout"], "legacy");
    assert_eq!(inspected["blob_bytes"], legacy_blob.len() as u64);
}

/// Import manifests written from what the fixtures hold (kernel source, names, argument types,
/// launch tags) rebuild TVM's blobs byte for byte through `modlink build`.
#[test]
fn import_manifests_rebuild_the_fixture_blobs() {
    use modlink::module::{DeviceCode, Payload};
    let dir = tempfile::tempdir().unwrap();
    compile_c(HOST_C, None, dir.path(), "host");
    for fixture in ["add_opencl.so", "add_cuda.so", "add_metal.so", "two_dev.so"] {
        let original = blob_of(&Path::new(FIXTURES).join(fixture));
        let tree = blob::read(&original.clone().into(), Layout::Current).unwrap();
        let mut manifests = Vec::new();
        // The user lists imports in the order TVM's writer then reverses (spec §1.3).
        for &child in tree.imports[0].iter().rev() {
            let node = &tree.nodes[child];
            let Payload::Device(device) = &node.payload else {
                panic!("{fixture}: node {child} is not a device module");
            };
            let functions: Vec<Value> = device
                .functions
                .iter()
                .map(|(_, info)| {
                    let arg_types: Vec<&str> = info
                        .arg_types
                        .iter()
                        .map(|t| {
                            assert_eq!((t.code, t.bits, t.lanes), (3, 64, 1));
                            "handle"
                        })
                        .collect();
                    serde_json::json!({
                        "name": info.name,
                        "arg_types": arg_types,
                        "launch_param_tags": info.launch_param_tags,
                    })
                })
                .collect();
            let mut manifest = serde_json::json!({
                "kind": node.kind,
                "fmt": device.fmt,
                "functions": functions,
            });
            match &device.code {
                DeviceCode::Single(code) => {
                    let file = format!("{fixture}.{child}.src");
                    std::fs::write(dir.path().join(&file), code).unwrap();
                    manifest["code"] = file.into();
                }
                DeviceCode::PerKernel(sources) => {
                    let mut map = serde_json::Map::new();
                    for (kernel, code) in sources {
                        let file = format!("{fixture}.{child}.{kernel}.src");
                        std::fs::write(dir.path().join(&file), code).unwrap();
                        map.insert(kernel.clone(), file.into());
                    }
                    manifest["sources"] = Value::Object(map);
                }
            }
            let path = dir.path().join(format!("{fixture}.{child}.json"));
            std::fs::write(&path, manifest.to_string()).unwrap();
            manifests.push(path);
        }
        let out = dir.path().join(format!("manifest_{fixture}"));
        let mut command = Command::new(modlink_bin());
        command
            .args(["build", "--pack", "object", "--object"])
            .arg(dir.path().join("host.o"));
        for manifest in &manifests {
            command.arg("--import-manifest").arg(manifest);
        }
        let result = command.arg("-o").arg(&out).output().unwrap();
        assert!(
            result.status.success(),
            "{fixture}: {}",
            String::from_utf8_lossy(&result.stderr)
        );
        assert!(
            blob_of(&out) == original,
            "{fixture}: blob differs from TVM's"
        );
    }
}
