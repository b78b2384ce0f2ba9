//! `cuda` payload fuzz target (spec/cuda.md §2, tirx.md): any bytes must give a typed device
//! module or a typed error, never a panic or an allocation sized by an unchecked count; a
//! payload that reads (TIRx's v2 records and build settings included) must write back to the
//! same bytes; and the target query on its code (cubin ELF header, PTX directives) must answer
//! or fail with a typed error.
#![no_main]

use bytes::Bytes;
use libfuzzer_sys::fuzz_target;
use modlink::blob::{self, Layout};
use modlink::module::{Node, Payload};

fuzz_target!(|data: &[u8]| {
    let bytes = Bytes::copy_from_slice(data);
    let Ok(payload) = blob::read_payload("cuda", &bytes) else { return };
    let Payload::Device(device) = &payload else {
        panic!("a cuda payload read as something other than a device module");
    };
    let _ = device.cuda_target();
    let node = Node {
        kind: "cuda".to_string(),
        payload,
    };
    let written = blob::write_payload(&node, Layout::Current);
    assert!(
        written.is_ok_and(|w| w == data),
        "a cuda payload that reads does not write back to the same bytes"
    );
});
