//! The locator on damaged files: every truncation and seeded byte flips of real libraries and
//! archives give a `Located` or a typed error that names the file, never a panic.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use bytes::Bytes;
use modlink::load::locate::{LocateError, locate_bytes};
use proptest::prelude::*;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/fixtures/tvm-0.27");

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!("{FIXTURES}/{name}")).unwrap()
}

/// Runs the locator and the tree reader; checks that an error names the input. Returns the
/// blob found, if any.
fn survive(bytes: Vec<u8>, name: &str) -> Option<Bytes> {
    match locate_bytes(Bytes::from(bytes), name) {
        Ok(located) => {
            if let Err(error) = located.tree() {
                assert!(error.to_string().starts_with(name), "{error}");
            }
            located.blob
        }
        Err(error) => {
            let message = error.to_string();
            assert!(message.starts_with(name), "{message}");
            None
        }
    }
}

#[test]
fn every_truncation_of_a_library_and_an_archive() {
    for name in ["add_opencl.so", "syslib_noprefix.a"] {
        let file = fixture(name);
        let whole = survive(file.clone(), name).unwrap();
        for len in 0..file.len() {
            // A cut-off file cannot show a different blob: either the same bytes or none.
            if let Some(blob) = survive(file[..len].to_vec(), name) {
                assert_eq!(blob, whole, "{name} cut at {len}");
            }
        }
    }
}

#[test]
fn empty_and_tiny_inputs_are_not_objects() {
    for input in [
        &b""[..],
        b"\x7fELF",
        b"!<arch>\n",
        b"\xca\xfe\xba\xbe",
        b"MZ",
    ] {
        let error = locate_bytes(Bytes::copy_from_slice(input), "tiny").unwrap_err();
        assert!(
            matches!(
                error,
                LocateError::NotAnObject { .. } | LocateError::Malformed { .. }
            ),
            "{input:?}: {error:?}"
        );
        assert!(error.to_string().starts_with("tiny: "), "{error}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn byte_flips_in_real_files(
        which in 0usize..4,
        flips in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..16),
    ) {
        let name = ["add_opencl.so", "two_dev.so", "syslib_noprefix.a", "syslib_noprefix.tar"][which];
        let mut file = fixture(name);
        for (index, value) in flips {
            let at = index.index(file.len());
            file[at] = value;
        }
        let _ = survive(file, name);
    }

    #[test]
    fn arbitrary_bytes_behind_each_magic(
        magic in 0usize..6,
        tail in proptest::collection::vec(any::<u8>(), 0..2048),
    ) {
        let heads: [&[u8]; 6] = [
            b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0",
            b"\x7fELF\x01\x02\x01\0\0\0\0\0\0\0\0\0",
            b"\xcf\xfa\xed\xfe\x07\0\0\x01\x03\0\0\0",
            b"\xca\xfe\xba\xbe\0\0\0\x02",
            b"!<arch>\n",
            b"MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0",
        ];
        let mut file = heads[magic].to_vec();
        file.extend_from_slice(&tail);
        let _ = survive(file, "random");
    }
}
