//! Relax payload fuzz target: any bytes, read as a `relax.VMExecutable` payload (with each
//! generation's constant-tag table) and as a `const_loader` payload inside a current-layout blob,
//! must give a typed module or a typed error, never a panic or an allocation sized by an
//! unchecked field. What reads must write back to the very same blob, and the static check, the
//! disassembler and the inspect summary must all answer (they never run the bytecode).
#![no_main]

use bytes::Bytes;
use libfuzzer_sys::fuzz_target;
use modlink::blob::{self, Layout, PayloadRegistry};
use modlink::module::Payload;
use modlink::module::relax::{ConstantTags, KIND_CONST_LOADER, KIND_VM_EXECUTABLE};

/// A current-layout blob `[kind → _lib]` around `payload`.
fn blob_around(kind: &str, payload: &[u8]) -> Bytes {
    let mut body = Vec::with_capacity(payload.len() + 96);
    for word in [3u64, 0, 1, 1, 1, 1, kind.len() as u64] {
        body.extend_from_slice(&word.to_le_bytes());
    }
    body.extend_from_slice(kind.as_bytes());
    body.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    body.extend_from_slice(payload);
    body.extend_from_slice(&4u64.to_le_bytes());
    body.extend_from_slice(b"_lib");
    let mut blob = (body.len() as u64).to_le_bytes().to_vec();
    blob.extend_from_slice(&body);
    Bytes::from(blob)
}

fuzz_target!(|data: &[u8]| {
    let registry = PayloadRegistry::new();
    let executable = blob_around(KIND_VM_EXECUTABLE, data);
    for tags in [ConstantTags::Tvm022, ConstantTags::Tvm021, ConstantTags::Tvm016] {
        let Ok(tree) = blob::read_with_tags(&executable, Layout::Current, tags, &registry) else {
            continue;
        };
        let Payload::RelaxExecutable(exe) = &tree.nodes[0].payload else {
            panic!("a relax.VMExecutable module read as {:?}", tree.nodes[0].payload);
        };
        let _ = exe.verify();
        let _ = exe.disassemble();
        let _ = exe.summary(&["matmul".to_string()]);
        let written = blob::write_with_tags(&tree, Layout::Current, tags)
            .unwrap_or_else(|e| panic!("{tags:?}: an executable that reads does not write: {e}"));
        assert!(written == executable[..], "{tags:?}: the rewrite differs");
    }
    let loader = blob_around(KIND_CONST_LOADER, data);
    if let Ok(tree) = blob::read(&loader, Layout::Current) {
        let Payload::ConstLoader(typed) = &tree.nodes[0].payload else {
            panic!("a const_loader module read as {:?}", tree.nodes[0].payload);
        };
        let _ = typed.summary();
        let written = blob::write(&tree, Layout::Current)
            .unwrap_or_else(|e| panic!("a const_loader that reads does not write: {e}"));
        assert!(written == loader[..], "const_loader: the rewrite differs");
    }
});
