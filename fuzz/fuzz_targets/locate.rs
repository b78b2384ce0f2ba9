//! Locator fuzz target: any bytes given as a library file must give a `Located` or a typed
//! error, never a panic, and a located blob must read or fail cleanly.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(located) = modlink::inspect::locate::locate_bytes(data.to_vec().into(), "fuzz-input") {
        let _ = located.tree();
    }
});
