#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The rule for a test that cannot do its job (docs/testing.md): `MODLINK_SKIP_HEAVY` under CI
//! fails each heavy test instead of skipping it.

use crate::support;

use std::ffi::OsStr;

#[test]
fn the_heavy_tests_refuse_to_skip_under_ci() {
    let _shared = support::shared_process();
    for test in [
        "big_blob::three_gib_blob_exports_links_and_loads_on_x86_64_and_aarch64",
        "big_blob::large_blobs_default_to_the_streaming_packer",
        "big_blob::digest_of_a_large_blob_is_taken_while_streaming",
    ] {
        let run = support::rerun_test(
            test,
            &[
                ("MODLINK_SKIP_HEAVY", Some(OsStr::new("1"))),
                ("CI", Some(OsStr::new("true"))),
            ],
        );
        let output = format!(
            "{}{}",
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(
            !run.status.success(),
            "{test} passed without running:\n{output}"
        );
        assert!(
            output.contains("cannot run: MODLINK_SKIP_HEAVY is set")
                && output.contains("unset MODLINK_SKIP_HEAVY"),
            "{test}:\n{output}"
        );
        assert!(output.contains("1 failed"), "{test}:\n{output}");
    }
}
