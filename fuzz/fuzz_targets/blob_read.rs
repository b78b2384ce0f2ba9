//! Blob reader fuzz target, both layouts: any bytes must give a module tree or a typed error,
//! never a panic or an allocation sized by an unchecked field; a tree that reads and writes must
//! read back and write to the same bytes (byte comparison, so NaN-free equality is not needed).
#![no_main]

use bytes::Bytes;
use libfuzzer_sys::fuzz_target;
use modlink::blob::{self, Layout};

fuzz_target!(|data: &[u8]| {
    let bytes = Bytes::copy_from_slice(data);
    for layout in [Layout::Current, Layout::Legacy] {
        let Ok(tree) = blob::read(&bytes, layout) else { continue };
        let Ok(written) = blob::write(&tree, layout) else { continue };
        match blob::read(&Bytes::from(written.clone()), layout) {
            Ok(again) => {
                let rewritten = blob::write(&again, layout);
                assert!(
                    rewritten.is_ok_and(|r| r == written),
                    "{layout:?}: writing the re-read tree gave different bytes"
                );
            }
            Err(error) => panic!("{layout:?}: a blob modlink wrote does not read: {error}"),
        }
    }
});
