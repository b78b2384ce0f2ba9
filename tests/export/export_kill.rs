#![allow(clippy::unwrap_used, clippy::expect_used)]
//! SIGKILL during a big write: a 512 MiB `--import-raw` export killed at several moments of
//! writing its output leaves the previous library and nothing else in the output directory,
//! for the direct blob written into the library and for the linked library copied into place;
//! an `extract` of the big payload killed while writing leaves no partial file. On Linux the
//! file being written has no name at all until it is complete (docs/export.md).
//!
//! The moments are chosen by the bytes written, not by time: the test watches the output file
//! the child has open (through `/proc/<pid>/fd`) and kills it once the file has grown past a
//! share of the payload.
#![cfg(target_os = "linux")]

use crate::support;

use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use support::export::{HOST_C, compile_c, modlink_bin};

const PAYLOAD_LEN: u64 = 512 << 20;
/// Tries per moment: a kill can come after the file was complete (the child finished first).
const TRIES: usize = 3;

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The size of the file `pid` has open in `dir`, if any: the output it is writing.
fn open_output_size(pid: u32, dir: &Path) -> Option<u64> {
    let fds = std::fs::read_dir(format!("/proc/{pid}/fd")).ok()?;
    for fd in fds.flatten() {
        let Ok(target) = std::fs::read_link(fd.path()) else {
            continue;
        };
        if target.starts_with(dir) {
            // The link's metadata is the open file's, named or not.
            return std::fs::metadata(fd.path()).ok().map(|m| m.len());
        }
    }
    None
}

/// What became of one run killed at a moment.
enum Killed {
    /// Killed while its output held at least the wanted bytes: the directory's names while it
    /// was still writing.
    WhileWriting { names_while_writing: Vec<String> },
    /// It finished (or died) before the moment came.
    TooLate(ExitStatus),
}

/// Runs `command` and SIGKILLs it once the file it writes in `dir` holds `at` bytes.
fn kill_at(mut command: Command, dir: &Path, at: u64) -> Killed {
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Killed::TooLate(status);
        }
        if open_output_size(pid, dir).is_some_and(|size| size >= at) {
            let names_while_writing = names(dir);
            child.kill().unwrap();
            child.wait().unwrap();
            return Killed::WhileWriting {
                names_while_writing,
            };
        }
        std::thread::yield_now();
    }
}

/// Kills the export `command` makes (into `out`, which holds `previous`) at each share of the
/// payload in `moments`, and checks that the directory holds the previous file alone, during
/// the write and after the kill.
fn kill_at_moments(label: &str, command: impl Fn() -> Command, out: &Path, moments: &[u64]) {
    let dir = out.parent().unwrap();
    let previous = b"previous library";
    let expected = [out.file_name().unwrap().to_string_lossy().into_owned()];
    for &eighths in moments {
        let at = PAYLOAD_LEN / 8 * eighths;
        let mut caught = false;
        for _ in 0..TRIES {
            std::fs::write(out, previous).unwrap();
            match kill_at(command(), dir, at) {
                Killed::WhileWriting {
                    names_while_writing,
                } => {
                    assert_eq!(
                        names_while_writing, expected,
                        "{label}: the file being written ({eighths}/8) has a name"
                    );
                    assert_eq!(names(dir), expected, "{label}: killed at {eighths}/8");
                    let now = std::fs::read(out).unwrap();
                    if now == previous {
                        caught = true;
                        break;
                    }
                    // The kill landed after the commit (this test was paused between seeing
                    // the size and killing): then the output is whole, never partial.
                    assert!(
                        now.len() as u64 > PAYLOAD_LEN,
                        "{label}: killed at {eighths}/8, a partial output of {} bytes",
                        now.len()
                    );
                }
                Killed::TooLate(status) => {
                    // Finished first: the output is then whole and alone, never partial.
                    assert!(status.success(), "{label}: {status}");
                    assert_eq!(names(dir), expected, "{label}");
                    assert!(std::fs::metadata(out).unwrap().len() > PAYLOAD_LEN);
                }
            }
        }
        assert!(
            caught,
            "{label}: the export finished before {eighths}/8 of its output {TRIES} times"
        );
    }
}

#[test]
fn a_kill_during_a_big_write_leaves_only_the_previous_files() {
    let root = tempfile::tempdir().unwrap();
    let (inputs, out_dir, tmp) = (
        root.path().join("inputs"),
        root.path().join("out"),
        root.path().join("tmp"),
    );
    for dir in [&inputs, &out_dir, &tmp] {
        std::fs::create_dir(dir).unwrap();
    }
    // One big input for every case: 512 MiB of zeros, a sparse file (reading it costs no disk).
    let payload = inputs.join("payload.bin");
    std::fs::File::create(&payload)
        .unwrap()
        .set_len(PAYLOAD_LEN)
        .unwrap();
    compile_c(HOST_C, None, &inputs, "host");
    let host = inputs.join("host.o");
    let out_dir = out_dir.canonicalize().unwrap();
    let out = out_dir.join("lib.so");
    let build = |extra: &[&str]| {
        let mut command = Command::new(modlink_bin());
        command
            .arg("build")
            .env("TMPDIR", &tmp)
            .arg("--object")
            .arg(&host)
            .arg("--import-raw")
            .arg(format!("big_kind={}", payload.display()))
            .args(extra)
            .arg("-o")
            .arg(&out);
        command
    };

    // The direct blob: the library is written once, the blob streamed into it.
    kill_at_moments("direct blob", || build(&[]), &out, &[1, 4, 7]);
    // The linked library copied into place (a kept work directory keeps its own copy, as a
    // work directory on another file system does).
    let kept = root.path().join("kept");
    kill_at_moments(
        "linked library copied",
        || build(&["--pack", "object", "--keep-temps", kept.to_str().unwrap()]),
        &out,
        &[4],
    );
    std::fs::remove_dir_all(&kept).unwrap();

    // extract: the big payload written out of a finished library.
    let finished = build(&[]).output().unwrap();
    assert!(
        finished.status.success(),
        "{}",
        String::from_utf8_lossy(&finished.stderr)
    );
    let extracted = root.path().join("extracted");
    std::fs::create_dir(&extracted).unwrap();
    let extracted = extracted.canonicalize().unwrap();
    std::fs::write(extracted.join("notes.txt"), b"not modlink's").unwrap();
    let mut caught = false;
    for _ in 0..TRIES {
        let mut command = Command::new(modlink_bin());
        command
            .args(["extract", "--overwrite"])
            .arg(&out)
            .arg("-o")
            .arg(&extracted);
        match kill_at(command, &extracted, PAYLOAD_LEN / 2) {
            Killed::WhileWriting {
                names_while_writing,
            } => {
                assert_eq!(names_while_writing, ["notes.txt"]);
                let left = names(&extracted);
                if left == ["notes.txt"] {
                    caught = true;
                    break;
                }
                // Killed after the payload's file was complete: it is whole.
                assert!(
                    left.iter().all(|name| !name.starts_with(".modlink-")),
                    "{left:?}"
                );
                assert_eq!(
                    std::fs::metadata(extracted.join("1_big_kind.bin"))
                        .unwrap()
                        .len(),
                    PAYLOAD_LEN,
                    "{left:?}"
                );
            }
            Killed::TooLate(status) => assert!(status.success(), "extract: {status}"),
        }
    }
    assert!(
        caught,
        "extract finished before half its output {TRIES} times"
    );
}
