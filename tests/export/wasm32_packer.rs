//! `--pack object` on wasm32 in both builds: with LLVM the blob object comes from the LLVM
//! packer (the `object` crate writes no WebAssembly); in a reader-only build
//! (`--no-default-features`) the export fails with `ExportError::Packer` naming `--pack c`.
//! Run the second half with `cargo test --no-default-features --test export wasm32_packer::`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use modlink::Error;
use modlink::export::{ExportError, ExportInputs, ExportOptions, Packer, export_library};
use modlink::module::{LIB_KEY, ModuleGraph, ModuleTree, Payload};
use modlink::target::TargetSpec;

fn target(triple: &str) -> TargetSpec {
    TargetSpec::parse(triple).unwrap()
}

fn opaque_import_tree(kind: &str, payload: &[u8]) -> ModuleTree {
    let mut graph = ModuleGraph::new();
    let lib = graph.add(LIB_KEY, Payload::Lib);
    let node = graph.add(kind, Payload::Opaque(payload.to_vec().into()));
    graph.import(lib, node);
    graph.to_tree().unwrap()
}

#[test]
fn object_packer_on_wasm32_uses_llvm_or_fails_naming_the_alternative() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("blob.o");
    let mut options = ExportOptions::new(target("wasm32-unknown-unknown"));
    options.packer = Packer::Object;
    let inputs = ExportInputs {
        tree: opaque_import_tree("wasmtest", b"opaque payload for a wasm32 blob"),
        host_objects: Vec::new(),
    };
    let result = export_library(&inputs, &out, &options);
    if cfg!(feature = "llvm") {
        // The object writer has no wasm output: the LLVM packer writes the blob instead.
        result.unwrap();
        let data = std::fs::read(&out).unwrap();
        assert_eq!(&data[..8], b"\0asm\x01\0\0\0", "a wasm object");
        let blob = modlink::blob::write(&inputs.tree, options.pack.layout).unwrap();
        assert!(
            data.windows(blob.len()).any(|w| w == blob.as_slice()),
            "the blob bytes are in the object"
        );
        let symbol = options.pack.blob_symbol();
        assert!(
            data.windows(symbol.len()).any(|w| w == symbol.as_bytes()),
            "{symbol} is named in the object"
        );
    } else {
        match result {
            Err(Error::Export(ExportError::Packer { packer, message })) => {
                assert_eq!(packer, "object");
                assert!(
                    message.contains("wasm32-unknown-unknown") && message.contains("--pack c"),
                    "{message}"
                );
            }
            other => panic!("expected ExportError::Packer, got {other:?}"),
        }
        assert!(!out.exists(), "nothing written");
    }
}
