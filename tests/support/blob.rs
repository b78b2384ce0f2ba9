//! Shared by the blob tests: reading TVM-exported fixtures with the `object` crate (independent
//! of modlink's locator).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use object::{Object, ObjectSection, ObjectSymbol};

/// Directory of the real TVM 0.27 exports.
pub use super::FIXTURES;

#[allow(unused_imports)]
pub use super::{python, sha256_hex};

/// The blob of every fixture that has one: (name, bytes).
pub fn fixture_blobs() -> Vec<(&'static str, Vec<u8>)> {
    [
        "add_opencl.so",
        "add_cuda.so",
        "add_metal.so",
        "two_dev.so",
        "syslib_noprefix.a",
    ]
    .into_iter()
    .map(|name| (name, fixture_blob(name)))
    .collect()
}

/// Extracts the blob of one fixture: the bytes of `__tvm_ffi__library_bin`, length 8 + nbytes
/// (for the `.a`, from its `devc.o` member).
pub fn fixture_blob(name: &str) -> Vec<u8> {
    let data = std::fs::read(format!("{FIXTURES}/{name}")).expect("fixture readable");
    if name.ends_with(".a") {
        let archive = object::read::archive::ArchiveFile::parse(&*data).expect("ar archive");
        for member in archive.members() {
            let member = member.expect("archive member");
            if member.name() == b"devc.o" {
                return blob_in_object(member.data(&*data).expect("member data"));
            }
        }
        panic!("no devc.o in {name}");
    }
    blob_in_object(&data)
}

fn blob_in_object(data: &[u8]) -> Vec<u8> {
    let file = object::File::parse(data).expect("object file");
    let symbol = file
        .symbols()
        .chain(file.dynamic_symbols())
        .find(|s| s.name() == Ok("__tvm_ffi__library_bin"))
        .expect("blob symbol");
    let section = file
        .section_by_index(symbol.section_index().expect("defined symbol"))
        .expect("section");
    let bytes = section.data().expect("section data");
    // In a relocatable object the symbol value is section-relative; in a linked file it is an
    // address.
    let start = if file.kind() == object::ObjectKind::Relocatable {
        symbol.address()
    } else {
        symbol.address() - section.address()
    } as usize;
    let nbytes = u64::from_le_bytes(bytes[start..start + 8].try_into().unwrap()) as usize;
    bytes[start..start + 8 + nbytes].to_vec()
}

/// Little-endian u64.
pub fn le64(value: u64) -> [u8; 8] {
    value.to_le_bytes()
}

/// Appends `u64 len` + bytes.
pub fn put_str(out: &mut Vec<u8>, s: &[u8]) {
    out.extend_from_slice(&le64(s.len() as u64));
    out.extend_from_slice(s);
}

/// Prefixes a body with its nbytes header.
pub fn with_header(body: Vec<u8>) -> Vec<u8> {
    let mut out = le64(body.len() as u64).to_vec();
    out.extend(body);
    out
}

/// Runs the TVM oracle `tests/support/<script>` with `input` as JSON on stdin and returns
/// the JSON it prints.
pub fn run_oracle(script: &str, input: &serde_json::Value) -> serde_json::Value {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let script = format!("{}/tests/support/{script}", env!("CARGO_MANIFEST_DIR"));
    let mut child = Command::new(python())
        .arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {} (set MODLINK_PYTHON): {e}",
                python().display()
            )
        });
    child
        .stdin
        .take()
        .unwrap()
        .write_all(serde_json::to_string(input).unwrap().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "oracle failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}
