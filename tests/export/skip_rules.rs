#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The rule for a test that cannot do its job (docs/testing.md): the wine tests, with wine
//! planted missing, fail under CI and name the fix; outside CI they skip and the skip is
//! counted in `$MODLINK_SKIP_LOG`.

use crate::support;

use std::ffi::OsStr;

const WINE_TESTS: [&str; 2] = [
    "export_windows::kernels_run_under_wine_through_their_imports",
    "export_direct_pe::sections_after_the_blob_move_and_still_load",
];

#[test]
fn a_missing_wine_fails_the_wine_tests_under_ci() {
    let dir = tempfile::tempdir().unwrap();
    let nowhere = dir.path().join("no-wine64");
    for test in WINE_TESTS {
        let run = support::rerun_test(
            test,
            &[
                ("MODLINK_WINE64", Some(nowhere.as_os_str())),
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
            "{test} passed without wine:\n{output}"
        );
        assert!(
            output.contains("cannot run: wine64 is not installed")
                && output.contains("ci/setup.sh"),
            "{test}:\n{output}"
        );
        assert!(output.contains("1 failed"), "{test}:\n{output}");
    }
}

#[test]
fn outside_ci_a_missing_wine_is_a_counted_skip() {
    let dir = tempfile::tempdir().unwrap();
    let nowhere = dir.path().join("no-wine64");
    let log = dir.path().join("skipped.txt");
    let test = WINE_TESTS[0];
    let run = support::rerun_test(
        test,
        &[
            ("MODLINK_WINE64", Some(nowhere.as_os_str())),
            ("CI", Some(OsStr::new("false"))),
            ("MODLINK_SKIP_LOG", Some(log.as_os_str())),
        ],
    );
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(
        stderr.contains(
            "kernels_run_under_wine_through_their_imports: SKIPPED: wine64 is not installed"
        ),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(&log).unwrap(),
        "kernels_run_under_wine_through_their_imports: wine64 is not installed\n"
    );
}
