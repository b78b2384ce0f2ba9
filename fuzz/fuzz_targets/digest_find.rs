//! Integrity fuzz target: any bytes given as a library must give a digest, none, or a typed
//! error from `find_digest`, `defines_symbol` and (when a blob is located) `verify`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use modlink::inspect::verify as integrity;

fuzz_target!(|data: &[u8]| {
    let _ = integrity::find_digest(data, "fuzz-input", "");
    let _ = integrity::defines_symbol(data, "fuzz-input", "__tvm_dev_mblob");
    if let Ok(located) = modlink::inspect::locate::locate_bytes(data.to_vec().into(), "fuzz-input") {
        let _ = integrity::verify(data, &located);
    }
});
