//! Legacy-layout blobs (TVM ≤ 0.21) built byte by byte here from the spec (§2.2, §2.3), not with
//! modlink's writer, then read.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use bytes::Bytes;
use modlink::blob::{self, BlobError, Layout, PayloadRegistry};
use modlink::module::{DLDataType, DeviceCode, FunctionInfo, ModuleTree, Payload};
use support::blob::{le64, put_str, with_header};

const HANDLE: [u8; 4] = [3, 64, 1, 0];
const INT32: [u8; 4] = [0, 32, 1, 0];

/// One FunctionInfo: name, arg types, launch tags, and (4-field form) one zero tag per arg.
fn function_info(out: &mut Vec<u8>, name: &str, args: &[[u8; 4]], tags: &[&str], four: bool) {
    put_str(out, name.as_bytes());
    out.extend(le64(args.len() as u64));
    for a in args {
        out.extend(a);
    }
    out.extend(le64(tags.len() as u64));
    for t in tags {
        put_str(out, t.as_bytes());
    }
    if four {
        out.extend(le64(args.len() as u64));
        for _ in args {
            out.extend(0i32.to_le_bytes());
        }
    }
}

/// `fmap` with the given (name, args) kernels.
fn fmap(out: &mut Vec<u8>, kernels: &[(&str, &[[u8; 4]])], four: bool) {
    out.extend(le64(kernels.len() as u64));
    for (name, args) in kernels {
        put_str(out, name.as_bytes());
        function_info(out, name, args, &["blockIdx.x", "threadIdx.x"], four);
    }
}

/// Legacy cuda/opencl payload: `str fmt, fmap, str data`.
fn single_code(fmt: &str, kernels: &[(&str, &[[u8; 4]])], code: &str, four: bool) -> Vec<u8> {
    let mut out = Vec::new();
    put_str(&mut out, fmt.as_bytes());
    fmap(&mut out, kernels, four);
    put_str(&mut out, code.as_bytes());
    out
}

fn import_tree(out: &mut Vec<u8>, row_ptr: &[u64], child: &[u64]) {
    put_str(out, b"_import_tree");
    out.extend(le64(row_ptr.len() as u64));
    row_ptr.iter().for_each(|v| out.extend(le64(*v)));
    out.extend(le64(child.len() as u64));
    child.iter().for_each(|v| out.extend(le64(*v)));
}

fn read(bytes: Vec<u8>) -> Result<ModuleTree, BlobError> {
    blob::read(&Bytes::from(bytes), Layout::Legacy)
}

fn kinds(tree: &ModuleTree) -> Vec<&str> {
    tree.nodes.iter().map(|n| n.kind.as_str()).collect()
}

fn device(tree: &ModuleTree, index: usize) -> &modlink::module::DeviceModule {
    match &tree.nodes[index].payload {
        Payload::Device(d) => d,
        other => panic!("module {index} is {other:?}"),
    }
}

fn handle() -> DLDataType {
    DLDataType {
        code: 3,
        bits: 64,
        lanes: 1,
    }
}

fn normal_blob() -> Vec<u8> {
    let mut body = le64(3).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"cuda");
    body.extend(single_code(
        "ptx",
        &[("add", &[HANDLE, HANDLE, HANDLE])],
        "PTX TEXT",
        true,
    ));
    import_tree(&mut body, &[0, 1, 1], &[1]);
    with_header(body)
}

#[test]
fn normal_blob_with_import_tree_last() {
    let raw = normal_blob();
    let tree = read(raw.clone()).unwrap();
    assert_eq!(kinds(&tree), ["_lib", "cuda"]);
    assert_eq!(tree.imports, vec![vec![1], vec![]]);
    let cuda = device(&tree, 1);
    assert_eq!(cuda.fmt, "ptx");
    assert_eq!(
        cuda.code,
        DeviceCode::Single(Bytes::from_static(b"PTX TEXT"))
    );
    let expected = FunctionInfo {
        name: "add".into(),
        arg_types: vec![handle(); 3],
        launch_param_tags: vec!["blockIdx.x".into(), "threadIdx.x".into()],
        arg_extra_tags: Some(vec![0, 0, 0]),
        tirx: None,
    };
    assert_eq!(cuda.functions, vec![("add".to_owned(), expected)]);
    // The writer produces the same layout (import tree last), so the bytes match exactly.
    assert_eq!(blob::write(&tree, Layout::Legacy).unwrap(), raw);
}

#[test]
fn import_tree_first_is_accepted() {
    let mut body = le64(3).to_vec();
    import_tree(&mut body, &[0, 1, 1], &[1]);
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"opencl");
    body.extend(single_code(
        "cl",
        &[("k", &[HANDLE])],
        "__kernel void k() {}",
        true,
    ));
    let tree = read(with_header(body)).unwrap();
    assert_eq!(kinds(&tree), ["_lib", "opencl"]);
    assert_eq!(tree.imports, vec![vec![1], vec![]]);
    assert_eq!(
        device(&tree, 1).functions[0].1.arg_extra_tags,
        Some(vec![0])
    );
    // Re-encoding moves the import tree last, and reads back to the same tree.
    let rewritten = blob::write(&tree, Layout::Legacy).unwrap();
    assert_eq!(read(rewritten).unwrap(), tree);
}

#[test]
fn no_import_tree_falls_back_to_a_new_lib_root_importing_everything_in_order() {
    let mut body = le64(2).to_vec();
    put_str(&mut body, b"cuda");
    body.extend(single_code("ptx", &[("a", &[HANDLE])], "A", false));
    put_str(&mut body, b"opencl");
    body.extend(single_code("cl", &[("b", &[HANDLE])], "B", false));
    let tree = read(with_header(body)).unwrap();
    assert_eq!(kinds(&tree), ["_lib", "cuda", "opencl"]);
    assert_eq!(tree.imports, vec![vec![1, 2], vec![], vec![]]);
    assert_eq!(tree.nodes[0].payload, Payload::Lib);
}

#[test]
fn empty_legacy_blob_is_a_lone_lib() {
    let tree = read(with_header(le64(0).to_vec())).unwrap();
    assert_eq!(kinds(&tree), ["_lib"]);
    assert_eq!(tree.imports, vec![Vec::<usize>::new()]);
}

#[test]
fn three_field_function_info_of_tvm_0_20() {
    let mut body = le64(3).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"cuda");
    // Two kernels; the second key ("k2", 2 bytes) follows a 2-argument record, so a 4-field
    // reading sees a plausible extra-tag count of 2 and must still be rejected.
    let kernels: [(&str, &[[u8; 4]]); 2] = [("k1", &[HANDLE, INT32]), ("k2", &[HANDLE])];
    body.extend(single_code("cubin", &kernels, "\x7fCUBIN", false));
    import_tree(&mut body, &[0, 1, 1], &[1]);
    let raw = with_header(body);
    let tree = read(raw.clone()).unwrap();
    let cuda = device(&tree, 1);
    assert_eq!(cuda.fmt, "cubin");
    assert_eq!(cuda.functions.len(), 2);
    assert_eq!(
        cuda.functions[0].1.arg_types,
        vec![
            handle(),
            DLDataType {
                code: 0,
                bits: 32,
                lanes: 1
            }
        ]
    );
    assert_eq!(cuda.functions[1].0, "k2");
    assert!(
        cuda.functions
            .iter()
            .all(|(_, f)| f.arg_extra_tags.is_none())
    );
    assert_eq!(
        cuda.code,
        DeviceCode::Single(Bytes::from_static(b"\x7fCUBIN"))
    );
    // The 3-field form is kept: writing legacy again reproduces the input.
    assert_eq!(blob::write(&tree, Layout::Legacy).unwrap(), raw);
}

#[test]
fn three_field_detection_when_the_device_module_is_the_last_entry() {
    let mut body = le64(3).to_vec();
    import_tree(&mut body, &[0, 1, 1], &[1]);
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"rocm");
    body.extend(single_code("hsaco", &[("f", &[HANDLE, HANDLE])], "", false));
    let tree = read(with_header(body)).unwrap();
    let rocm = device(&tree, 1);
    assert_eq!(rocm.functions[0].1.arg_extra_tags, None);
    assert_eq!(rocm.code, DeviceCode::Single(Bytes::new()));
}

fn legacy_metal_payload(version: &str) -> Vec<u8> {
    let mut p = Vec::new();
    put_str(&mut p, version.as_bytes());
    p.extend(le64(2)); // smap: map<str, str>
    put_str(&mut p, b"k_a");
    put_str(&mut p, b"kernel void k_a() {}");
    put_str(&mut p, b"k_b");
    put_str(&mut p, b"kernel void k_b() {}");
    fmap(
        &mut p,
        &[("k_a", &[HANDLE]), ("k_b", &[HANDLE, HANDLE])],
        false,
    );
    put_str(&mut p, b"metal");
    p
}

#[test]
fn legacy_metal_reads_version_smap_fmap_fmt_in_that_order() {
    let mut body = le64(3).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"metal");
    body.extend(legacy_metal_payload("0.1.0"));
    import_tree(&mut body, &[0, 1, 1], &[1]);
    let raw = with_header(body);
    let tree = read(raw.clone()).unwrap();
    let metal = device(&tree, 1);
    assert_eq!(metal.fmt, "metal");
    assert_eq!(metal.legacy_version, None, "the usual version is implied");
    let DeviceCode::PerKernel(smap) = &metal.code else {
        panic!("per-kernel code")
    };
    assert_eq!(
        smap[0],
        (
            "k_a".to_owned(),
            Bytes::from_static(b"kernel void k_a() {}")
        )
    );
    assert_eq!(smap[1].0, "k_b");
    assert_eq!(tree.function_names(1), ["k_a", "k_b"]);
    assert_eq!(metal.functions[1].1.arg_types.len(), 2);
    assert_eq!(blob::write(&tree, Layout::Legacy).unwrap(), raw);
}

#[test]
fn legacy_metal_keeps_an_unusual_version() {
    let mut body = le64(2).to_vec();
    put_str(&mut body, b"metal");
    body.extend(legacy_metal_payload("0.2.0"));
    import_tree(&mut body, &[0, 0], &[]);
    let raw = with_header(body);
    let tree = read(raw.clone()).unwrap();
    assert_eq!(device(&tree, 0).legacy_version.as_deref(), Some("0.2.0"));
    assert_eq!(blob::write(&tree, Layout::Legacy).unwrap(), raw);
}

#[test]
fn legacy_static_library_and_vulkan_span_their_payloads() {
    let mut body = le64(4).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"vulkan");
    let vulkan_start = body.len();
    put_str(&mut body, b"vulkan");
    fmap(&mut body, &[("v", &[HANDLE])], true);
    body.extend(le64(1)); // smap of VulkanShader records
    put_str(&mut body, b"v");
    body.extend(7u32.to_le_bytes()); // flag
    body.extend(le64(2));
    body.extend(0x0723_0203u32.to_le_bytes());
    body.extend(0x0001_0000u32.to_le_bytes());
    let vulkan_payload = body[vulkan_start..].to_vec();
    put_str(&mut body, b"static_library");
    put_str(&mut body, b"\x7fELF object");
    body.extend(le64(2));
    put_str(&mut body, b"f");
    put_str(&mut body, b"g");
    import_tree(&mut body, &[0, 2, 2, 2], &[1, 2]);
    let raw = with_header(body);
    let tree = read(raw.clone()).unwrap();
    assert_eq!(kinds(&tree), ["_lib", "vulkan", "static_library"]);
    assert_eq!(
        tree.nodes[1].payload,
        Payload::Opaque(Bytes::from(vulkan_payload))
    );
    match &tree.nodes[2].payload {
        Payload::StaticLibrary(lib) => {
            assert_eq!(&lib.data[..], b"\x7fELF object");
            assert_eq!(lib.function_names, ["f", "g"]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(blob::write(&tree, Layout::Legacy).unwrap(), raw);
}

#[test]
fn unknown_kind_error_names_the_kind_and_offset() {
    let mut body = le64(3).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"GraphExecutorFactory");
    let payload_offset = 8 + body.len();
    body.extend(b"opaque graph json");
    import_tree(&mut body, &[0, 1, 1], &[1]);
    let err = read(with_header(body)).unwrap_err();
    match &err {
        BlobError::Malformed {
            offset,
            field,
            message,
        } => {
            assert_eq!(*offset, payload_offset as u64);
            assert_eq!(field, "payload of module 1 (GraphExecutorFactory)");
            assert!(message.contains("`GraphExecutorFactory`"), "{message}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn registered_parser_spans_a_custom_kind() {
    let mut body = le64(3).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"my_kind");
    let mut custom = Vec::new();
    custom.extend(3u32.to_le_bytes()); // the custom format: u32 n + n bytes
    custom.extend(b"xyz");
    body.extend(&custom);
    import_tree(&mut body, &[0, 1, 1], &[1]);
    let raw = with_header(body);
    let mut registry = PayloadRegistry::new();
    registry.register("my_kind", |bytes: &[u8]| {
        let head: [u8; 4] = bytes
            .get(..4)
            .ok_or("short")?
            .try_into()
            .map_err(|_| "short")?;
        Ok(4 + u32::from_le_bytes(head) as usize)
    });
    let tree = blob::read_with(&Bytes::from(raw.clone()), Layout::Legacy, &registry).unwrap();
    assert_eq!(
        tree.nodes[1].payload,
        Payload::Opaque(Bytes::from(custom.clone()))
    );
    assert_eq!(blob::write(&tree, Layout::Legacy).unwrap(), raw);

    // The same parser validates the payload in the current layout.
    let current = blob::write(&tree, Layout::Current).unwrap();
    let again = blob::read_with(&Bytes::from(current), Layout::Current, &registry).unwrap();
    assert_eq!(again, tree);

    // A parser that claims more than is there is reported, not trusted.
    let mut liar = PayloadRegistry::new();
    liar.register("my_kind", |_: &[u8]| Ok(1 << 40));
    let err = blob::read_with(&Bytes::from(raw), Layout::Legacy, &liar).unwrap_err();
    assert!(
        err.to_string().contains("claims 1099511627776 bytes"),
        "{err}"
    );
}

#[test]
fn a_second_lib_entry_is_refused_like_tvm_0_20() {
    let mut body = le64(3).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"_lib");
    import_tree(&mut body, &[0, 1, 1], &[1]);
    let err = read(with_header(body)).unwrap_err();
    assert!(
        matches!(&err, BlobError::Malformed { offset: 28, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("second `_lib`"), "{err}");
}

#[test]
fn import_tree_must_match_the_module_count() {
    let mut body = le64(2).to_vec();
    put_str(&mut body, b"_lib");
    import_tree(&mut body, &[0, 0, 0], &[]);
    let err = read(with_header(body)).unwrap_err();
    assert!(
        err.to_string().contains("3 row pointers for 1 modules"),
        "{err}"
    );
}

#[test]
fn legacy_writer_refuses_what_the_legacy_layout_cannot_hold() {
    let tree = read(normal_blob()).unwrap();
    let mut two_libs = tree.clone();
    two_libs.nodes.push(two_libs.nodes[0].clone());
    two_libs.imports.push(vec![]);
    assert!(
        blob::write(&two_libs, Layout::Legacy)
            .unwrap_err()
            .to_string()
            .contains("one `_lib`")
    );
    assert!(
        blob::write(&two_libs, Layout::Current).is_ok(),
        "the current layout allows it"
    );

    let mut odd_tags = tree;
    if let Payload::Device(d) = &mut odd_tags.nodes[1].payload {
        d.functions[0].1.arg_extra_tags = Some(vec![0]);
    }
    let err = blob::write(&odd_tags, Layout::Legacy)
        .unwrap_err()
        .to_string();
    assert!(err.contains("1 extra tags for 3 arguments"), "{err}");
}

#[test]
fn unknown_kind_after_a_three_field_payload_is_still_named() {
    let mut body = le64(4).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"cuda");
    body.extend(single_code(
        "ptx",
        &[("k", &[HANDLE, HANDLE])],
        "PTX",
        false,
    ));
    put_str(&mut body, b"tvm.custom");
    body.extend(b"junk");
    import_tree(&mut body, &[0, 1, 2, 2], &[1, 2]);
    let err = read(with_header(body)).unwrap_err();
    assert!(err.to_string().contains("`tvm.custom`"), "{err}");
}

#[test]
fn legacy_writer_refuses_mixed_function_info_forms() {
    let mut body = le64(4).to_vec();
    put_str(&mut body, b"_lib");
    put_str(&mut body, b"cuda");
    body.extend(single_code("ptx", &[("a", &[HANDLE])], "A", true));
    put_str(&mut body, b"opencl");
    body.extend(single_code("cl", &[("b", &[HANDLE])], "B", true));
    import_tree(&mut body, &[0, 2, 2, 2], &[1, 2]);
    let mut tree = read(with_header(body)).unwrap();
    if let Payload::Device(d) = &mut tree.nodes[2].payload {
        d.functions[0].1.arg_extra_tags = None;
    }
    let err = blob::write(&tree, Layout::Legacy).unwrap_err().to_string();
    assert!(
        err.contains("function `b` of module 2 (opencl)") && err.contains("one form"),
        "{err}"
    );
}
