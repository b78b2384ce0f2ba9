//! The one output error path of every writer.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::{AtomicOptions, FileOutputError};
use std::io::{Seek, SeekFrom};
use std::path::Path;

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A failed write or seek on the output is the output's error, naming it, whatever error the
/// writer itself returns; the old file stays and nothing is left.
#[test]
fn a_failed_write_is_reported_naming_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("lib.so");
    std::fs::write(&out, b"old").unwrap();
    let error = super::replace_atomically(&out, AtomicOptions::OUTPUT, |file| {
        // Past any file system's largest offset: the seek fails with EINVAL.
        let _ = file.seek(SeekFrom::Start(u64::MAX - 1));
        Err(FileOutputError::Write {
            path: "a path the writer made up".into(),
            source: std::io::Error::other("its own account"),
        })
    })
    .unwrap_err();
    assert!(matches!(error, FileOutputError::Write { .. }), "{error:?}");
    assert_eq!(error.path(), out.display().to_string());
    assert_eq!(
        error.io_error().kind(),
        std::io::ErrorKind::InvalidInput,
        "{error}"
    );
    assert_eq!(std::fs::read(&out).unwrap(), b"old");
    assert_eq!(names(dir.path()), ["lib.so"]);
}
