//! Params fuzz target: any bytes must give a parameter dictionary or a typed error naming the
//! offset; a dictionary that reads must write bytes that read and write back identically.
#![no_main]

use bytes::Bytes;
use libfuzzer_sys::fuzz_target;
use modlink::params;

fuzz_target!(|data: &[u8]| {
    let Ok(dict) = params::read(&Bytes::copy_from_slice(data)) else { return };
    let Ok(written) = params::write(&dict) else { return };
    match params::read(&Bytes::from(written.clone())) {
        Ok(again) => assert!(
            params::write(&again).is_ok_and(|r| r == written),
            "writing the re-read dictionary gave different bytes"
        ),
        Err(error) => panic!("a params file modlink wrote does not read: {error}"),
    }
});
