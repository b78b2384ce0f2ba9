//! Property tests: random module trees written and read back, in both layouts, and converted
//! between them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use modlink::blob::{self, Layout, PayloadRegistry};
use modlink::module::{
    DLDataType, DeviceCode, DeviceModule, FunctionInfo, LIB_KEY, ModuleTree, Node, Payload,
    StaticLibrary,
};
use proptest::prelude::*;

/// What the generated trees must respect.
#[derive(Clone, Copy, Debug)]
struct Mode {
    /// Legacy-readable: at most one `_lib`, opaque kinds only with a registered parser, extra
    /// tags one per argument or absent, any Metal version.
    legacy: bool,
    /// Only typed kinds (and `_lib`): what converts between layouts without a registry.
    typed_only: bool,
    /// Extra tags one per argument (what the legacy layout needs).
    per_arg_tags: bool,
}

/// Kind of the custom opaque module: payload `u32 len` + bytes, parsed by [`registry`].
const CUSTOM: &str = "my.custom";

fn registry() -> PayloadRegistry {
    let mut r = PayloadRegistry::new();
    r.register(CUSTOM, |b: &[u8]| {
        let head: [u8; 4] = b.get(..4).ok_or("short")?.try_into().map_err(|_| "short")?;
        let len = 4 + u32::from_le_bytes(head) as usize;
        if len <= b.len() {
            Ok(len)
        } else {
            Err("length past the end".into())
        }
    });
    r
}

fn name() -> impl Strategy<Value = String> {
    prop_oneof![4 => "[a-zA-Z_][a-zA-Z0-9_.]{0,12}", 1 => "\\PC{0,6}"]
}

fn data(max: usize) -> impl Strategy<Value = Bytes> {
    prop::collection::vec(any::<u8>(), 0..max).prop_map(Bytes::from)
}

fn function_info(with_tags: bool, per_arg: bool) -> impl Strategy<Value = FunctionInfo> {
    (
        name(),
        prop::collection::vec((any::<u8>(), any::<u8>(), any::<u16>()), 0..5),
        prop::collection::vec(name(), 0..3),
        prop::collection::vec(any::<i32>(), 0..5),
    )
        .prop_map(move |(name, args, launch_param_tags, mut extra)| {
            let arg_types: Vec<DLDataType> = args
                .into_iter()
                .map(|(code, bits, lanes)| DLDataType { code, bits, lanes })
                .collect();
            if per_arg {
                extra.resize(arg_types.len(), 0);
            }
            FunctionInfo {
                name,
                arg_types,
                launch_param_tags,
                arg_extra_tags: with_tags.then_some(extra),
                tirx: None,
            }
        })
}

fn function_table(
    mode: Mode,
    with_tags: bool,
) -> impl Strategy<Value = Vec<(String, FunctionInfo)>> {
    prop::collection::vec((name(), function_info(with_tags, mode.per_arg_tags)), 0..4)
}

fn device(kind: &'static str, mode: Mode, with_tags: bool) -> impl Strategy<Value = Payload> {
    let metal = kind == "metal";
    let version = if mode.legacy && metal {
        prop_oneof![Just(None), "[0-9]\\.[0-9]\\.[2-9]".prop_map(Some)].boxed()
    } else {
        Just(None).boxed()
    };
    (
        name(),
        function_table(mode, with_tags),
        data(64),
        prop::collection::vec((name(), data(32)), 0..3),
        version,
    )
        .prop_map(move |(fmt, functions, code, per_kernel, legacy_version)| {
            Payload::Device(DeviceModule {
                fmt,
                functions,
                code: if metal {
                    DeviceCode::PerKernel(per_kernel)
                } else {
                    DeviceCode::Single(code)
                },
                legacy_version,
                build_settings: None,
            })
        })
}

fn node(mode: Mode, with_tags: bool) -> impl Strategy<Value = Node> {
    let typed = |kind: &'static str| {
        device(kind, mode, with_tags).prop_map(move |p| Node {
            kind: kind.into(),
            payload: p,
        })
    };
    let static_library =
        (data(48), prop::collection::vec(name(), 0..4)).prop_map(|(data, function_names)| Node {
            kind: "static_library".into(),
            payload: Payload::StaticLibrary(StaticLibrary {
                data,
                function_names,
            }),
        });
    let custom = data(40).prop_map(|body| {
        let mut bytes = (body.len() as u32).to_le_bytes().to_vec();
        bytes.extend_from_slice(&body);
        Node {
            kind: CUSTOM.into(),
            payload: Payload::Opaque(Bytes::from(bytes)),
        }
    });
    let any_opaque = ("[A-Za-z][A-Za-z_.]{0,15}", data(64))
        .prop_filter("not a typed kind", |(k, _)| {
            !blob::is_typed_kind(k) && k != LIB_KEY
        })
        .prop_map(|(kind, bytes)| Node {
            kind,
            payload: Payload::Opaque(bytes),
        });
    let mut choices = vec![
        typed("cuda").boxed(),
        typed("opencl").boxed(),
        typed("rocm").boxed(),
        typed("hip").boxed(),
        typed("metal").boxed(),
        static_library.boxed(),
    ];
    if !mode.typed_only {
        choices.push(custom.boxed());
        if !mode.legacy {
            choices.push(any_opaque.boxed());
            choices.push(
                Just(Node {
                    kind: LIB_KEY.into(),
                    payload: Payload::Lib,
                })
                .boxed(),
            );
        }
    }
    proptest::strategy::Union::new(choices)
}

/// Trees of 1..8 modules, an optional `_lib` root, and random child lists (any depth, shared
/// children, duplicates).
/// One `FunctionInfo` form per tree, as one TVM version writes a blob; 3-field records only
/// where the layout keeps them (legacy).
fn tree(mode: Mode) -> impl Strategy<Value = ModuleTree> {
    let with_tags = if mode.legacy {
        any::<bool>().boxed()
    } else {
        Just(true).boxed()
    };
    with_tags.prop_flat_map(move |with_tags| tree_with(mode, with_tags))
}

fn tree_with(mode: Mode, with_tags: bool) -> impl Strategy<Value = ModuleTree> {
    (
        any::<bool>(),
        prop::collection::vec(node(mode, with_tags), 0..8),
    )
        .prop_flat_map(|(lib_root, rest)| {
            let mut nodes = Vec::new();
            if lib_root || rest.is_empty() {
                nodes.push(Node {
                    kind: LIB_KEY.into(),
                    payload: Payload::Lib,
                });
            }
            nodes.extend(rest);
            let n = nodes.len();
            prop::collection::vec(prop::collection::vec(0..n, 0..4), n).prop_map(move |imports| {
                ModuleTree {
                    nodes: nodes.clone(),
                    imports,
                }
            })
        })
}

const CURRENT: Mode = Mode {
    legacy: false,
    typed_only: false,
    per_arg_tags: false,
};
const LEGACY: Mode = Mode {
    legacy: true,
    typed_only: false,
    per_arg_tags: true,
};
const CONVERTIBLE: Mode = Mode {
    legacy: false,
    typed_only: true,
    per_arg_tags: true,
};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn current_layout_round_trips(tree in tree(CURRENT)) {
        let bytes = blob::write(&tree, Layout::Current).unwrap();
        prop_assert_eq!(blob::encoded_len(&tree, Layout::Current).unwrap(), bytes.len() as u64);
        let mut streamed = Vec::new();
        prop_assert_eq!(blob::write_to(&tree, Layout::Current, &mut streamed).unwrap(), bytes.len() as u64);
        prop_assert_eq!(&streamed, &bytes);
        prop_assert_eq!(u64::from_le_bytes(bytes[..8].try_into().unwrap()), bytes.len() as u64 - 8);
        let back = blob::read(&Bytes::from(bytes), Layout::Current).unwrap();
        prop_assert_eq!(back, tree);
    }

    #[test]
    fn legacy_layout_round_trips(tree in tree(LEGACY)) {
        let bytes = blob::write(&tree, Layout::Legacy).unwrap();
        prop_assert_eq!(blob::encoded_len(&tree, Layout::Legacy).unwrap(), bytes.len() as u64);
        let back = blob::read_with(&Bytes::from(bytes.clone()), Layout::Legacy, &registry()).unwrap();
        prop_assert_eq!(&back, &tree);
        prop_assert_eq!(blob::write(&back, Layout::Legacy).unwrap(), bytes);
    }

    #[test]
    fn current_to_legacy_to_current_is_lossless_for_typed_kinds(tree in tree(CONVERTIBLE)) {
        let current = blob::write(&tree, Layout::Current).unwrap();
        let read_current = blob::read(&Bytes::from(current.clone()), Layout::Current).unwrap();
        let legacy = blob::write(&read_current, Layout::Legacy).unwrap();
        let read_legacy = blob::read(&Bytes::from(legacy), Layout::Legacy).unwrap();
        prop_assert_eq!(&read_legacy, &tree);
        prop_assert_eq!(blob::write(&read_legacy, Layout::Current).unwrap(), current);
    }

    #[test]
    fn payload_len_matches_the_bytes_written(tree in tree(CURRENT)) {
        let bytes = blob::write(&tree, Layout::Current).unwrap();
        let (indptr, child) = tree.to_csr();
        let mut offset = 8 + 8 * (2 + indptr.len() + child.len());
        for (i, node) in tree.nodes.iter().enumerate() {
            offset += 8 + node.kind.len();
            let expected = if node.kind == LIB_KEY {
                0
            } else {
                let len = u64::from_le_bytes(bytes[offset..offset + 8].try_into().unwrap());
                offset += 8 + len as usize;
                len
            };
            prop_assert_eq!(blob::payload_len(&tree, i, Layout::Current), Some(expected));
        }
        prop_assert_eq!(offset, bytes.len());
    }
}

#[test]
fn three_field_records_gain_one_none_tag_per_argument_in_the_current_layout() {
    let info = FunctionInfo {
        name: "k".into(),
        arg_types: vec![
            DLDataType {
                code: 2,
                bits: 32,
                lanes: 1
            };
            2
        ],
        launch_param_tags: vec!["threadIdx.x".into()],
        arg_extra_tags: None,
        tirx: None,
    };
    let tree = ModuleTree {
        nodes: vec![
            Node {
                kind: LIB_KEY.into(),
                payload: Payload::Lib,
            },
            Node {
                kind: "cuda".into(),
                payload: Payload::Device(DeviceModule {
                    fmt: "ptx".into(),
                    functions: vec![("k".into(), info)],
                    code: DeviceCode::Single(Bytes::from_static(b"ptx")),
                    legacy_version: None,
                    build_settings: None,
                }),
            },
        ],
        imports: vec![vec![1], vec![]],
    };
    let back = blob::read(
        &Bytes::from(blob::write(&tree, Layout::Current).unwrap()),
        Layout::Current,
    )
    .unwrap();
    let Payload::Device(device) = &back.nodes[1].payload else {
        panic!("device")
    };
    assert_eq!(device.functions[0].1.arg_extra_tags, Some(vec![0, 0]));
}

#[test]
fn writer_refuses_kinds_that_do_not_match_their_payload() {
    let mut tree = ModuleTree {
        nodes: vec![Node {
            kind: "cuda".into(),
            payload: Payload::Lib,
        }],
        imports: vec![vec![]],
    };
    let err = blob::write(&tree, Layout::Current).unwrap_err().to_string();
    assert!(err.contains("module 0 has kind `cuda`"), "{err}");
    tree.nodes[0] = Node {
        kind: "metal".into(),
        payload: Payload::Device(DeviceModule {
            fmt: "metal".into(),
            functions: vec![],
            code: DeviceCode::Single(Bytes::new()),
            legacy_version: None,
            build_settings: None,
        }),
    };
    assert!(blob::write(&tree, Layout::Current).is_err());
    tree.imports = vec![vec![3]];
    assert!(
        blob::encoded_len(&tree, Layout::Current)
            .unwrap_err()
            .to_string()
            .contains("only 1 modules")
    );
}
