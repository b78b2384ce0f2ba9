//! `.npz` fuzz target: any bytes must give arrays or a typed error naming the archive (and the
//! entry), with nothing allocated beyond what the archive's sizes make possible.
#![no_main]

use libfuzzer_sys::fuzz_target;
use modlink::runtime::npz;

fuzz_target!(|data: &[u8]| {
    if let Ok(arrays) = npz::from_bytes("fuzz.npz", data) {
        for (_, tensor) in arrays {
            let elements: i64 = tensor.shape().iter().product();
            assert_eq!(elements as usize, tensor.len(), "an array must match its own shape");
        }
    }
});
