//! The one rule for a test that cannot do its job on this machine (docs/testing.md, "A test
//! that cannot run"): under CI it fails, saying how to fix the set-up, because every tool
//! `ci/setup.sh` installs is required there; elsewhere it is skipped, printed and counted.

use std::io::Write;

/// Whether the tests run under CI: `CI` set to anything but empty, `0` or `false`
/// (`ci/test.sh` exports `CI=true`; hosted CI services set it too).
pub fn under_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| !matches!(value.as_str(), "" | "0" | "false"))
}

/// `test` cannot do its job here because `missing`; `fix` says how to make the machine able.
/// Under CI this fails the test. Elsewhere it prints the skip on stderr, appends
/// `<test>: <missing>` to the file `$MODLINK_SKIP_LOG` names (ci/test.sh counts and lists
/// them in its summary) and returns: the caller then returns without testing.
pub fn skip(test: &str, missing: &str, fix: &str) {
    assert!(
        !under_ci(),
        "{test}: cannot run: {missing}. Fix: {fix}. Under CI (CI={}) no test skips: a tool \
         ci/setup.sh installs is part of the set-up",
        std::env::var("CI").unwrap_or_default()
    );
    eprintln!("{test}: SKIPPED: {missing} ({fix})");
    if let Some(log) = std::env::var_os("MODLINK_SKIP_LOG") {
        // One short write per line with O_APPEND: lines of concurrent tests do not interleave.
        let line = format!("{test}: {}\n", missing.replace('\n', " "));
        let appended = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .and_then(|mut file| file.write_all(line.as_bytes()));
        if let Err(error) = appended {
            panic!(
                "{test}: cannot record the skip in $MODLINK_SKIP_LOG ({}): {error}",
                std::path::Path::new(&log).display()
            );
        }
    }
}
