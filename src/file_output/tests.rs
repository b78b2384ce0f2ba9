//! The temporary-file protocol with real processes: a writer in a child process (this test
//! binary run again) holds its temporary file while a sweep runs here, and is killed to leave
//! one behind.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::atomic::{MakeTemporary, replace_through};
use super::sweep::{InFlight, still_names, sweep_leftovers};
use super::temporary::Temporary;
use super::{AtomicOptions, FileOutputError};
use std::io::{BufRead, BufReader, Seek, SeekFrom, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// The child's own test: what it writes, around a pause until its stdin says go on.
const FIRST: &[u8] = b"first half;";
const SECOND: &[u8] = b"second half";
const CHILD: &str = "file_output::tests::writer_in_a_child_process";
/// What the child prints once its first half is written (after the harness's own text on the
/// same line).
const WRITING: &str = "child writer: first half written";

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn temporaries(dir: &Path) -> Vec<String> {
    names(dir)
        .into_iter()
        .filter(|name| name.starts_with(".modlink-") && name.ends_with(".tmp"))
        .collect()
}

/// The child writer: `MODLINK_TEST_WRITE` is the output, `MODLINK_TEST_KIND` the kind of
/// temporary file (`named` or `unnamed`). It writes [`FIRST`], prints [`WRITING`], waits for a line
/// on stdin, writes [`SECOND`] and commits.
#[test]
#[ignore = "the child process of a_writer_keeps_its_file_from_sweeps_until_it_is_gone, run by it"]
fn writer_in_a_child_process() {
    let out = std::env::var_os("MODLINK_TEST_WRITE").expect("MODLINK_TEST_WRITE");
    let make: MakeTemporary = match std::env::var("MODLINK_TEST_KIND").as_deref() {
        Ok("named") => Temporary::create_named,
        _ => Temporary::create,
    };
    replace_through(Path::new(&out), AtomicOptions::OUTPUT, make, |file| {
        file.write_all(FIRST).unwrap();
        println!("{WRITING}");
        std::io::stdout().flush().unwrap();
        let mut line = String::new();
        std::io::stdin().read_line(&mut line).unwrap();
        file.write_all(SECOND).unwrap();
        Ok::<(), FileOutputError>(())
    })
    .unwrap();
}

/// The child writer and its stdout, kept open until it ends (it prints its result there).
struct Writer {
    child: Child,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Writer {
    /// Tells the writer to finish, and whether it succeeded.
    fn finish(mut self) -> bool {
        writeln!(self.child.stdin.take().unwrap(), "go").unwrap();
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut self.stdout, &mut rest).unwrap();
        self.child.wait().unwrap().success()
    }

    /// SIGKILLs the writer mid-write.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// Starts the child writer on `out` and returns once it has written its first half.
fn start_writer(out: &Path, kind: &str) -> Writer {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            CHILD,
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("MODLINK_TEST_WRITE", out)
        .env("MODLINK_TEST_KIND", kind)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.trim_end().ends_with(WRITING) {
        line.clear();
        let read = stdout.read_line(&mut line).unwrap();
        assert_ne!(read, 0, "the child writer ended before writing");
    }
    Writer { child, stdout }
}

/// A writer's temporary file survives every sweep while the writer lives (its lock is held, in
/// another process), and the output appears only when it commits; a killed writer leaves no
/// partial output: nothing at all with an unnamed file, a file the next sweep removes with a
/// named one.
#[test]
fn a_writer_keeps_its_file_from_sweeps_until_it_is_gone() {
    let kinds: &[&str] = if cfg!(target_os = "linux") {
        &["named", "unnamed"]
    } else {
        &["named"]
    };
    for &kind in kinds {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.bin");
        std::fs::write(&out, b"old").unwrap();

        let writer = start_writer(&out, kind);
        let during = temporaries(dir.path());
        assert_eq!(
            during.len(),
            usize::from(kind == "named"),
            "{kind}: {during:?}"
        );
        assert!(
            sweep_leftovers(dir.path(), ".modlink-", ".tmp").is_empty(),
            "{kind}"
        );
        assert_eq!(temporaries(dir.path()), during, "{kind}: swept a live file");
        assert_eq!(std::fs::read(&out).unwrap(), b"old", "{kind}");
        assert!(writer.finish(), "{kind}");
        assert_eq!(
            std::fs::read(&out).unwrap(),
            [FIRST, SECOND].concat(),
            "{kind}"
        );
        assert_eq!(names(dir.path()), ["out.bin"], "{kind}");

        start_writer(&out, kind).kill();
        assert_eq!(
            std::fs::read(&out).unwrap(),
            [FIRST, SECOND].concat(),
            "{kind}"
        );
        let left = temporaries(dir.path());
        assert_eq!(left.len(), usize::from(kind == "named"), "{kind}: {left:?}");
        let swept = sweep_leftovers(dir.path(), ".modlink-", ".tmp");
        assert_eq!(swept.len(), left.len(), "{kind}: {swept:?}");
        assert_eq!(names(dir.path()), ["out.bin"], "{kind}");
    }
}

/// A file this process writes is left alone by its own sweeps whatever the file system's locks
/// do (NFS locks are per process); once the write ends it is an ordinary leftover.
#[test]
fn a_sweep_skips_the_files_this_process_writes() {
    let dir = tempfile::tempdir().unwrap();
    let planted = dir.path().join(".modlink-AbCdEf.tmp");
    std::fs::write(&planted, b"partial").unwrap();
    let in_flight = InFlight::register(&planted);
    assert!(sweep_leftovers(dir.path(), ".modlink-", ".tmp").is_empty());
    assert!(planted.exists());
    drop(in_flight);
    assert_eq!(
        sweep_leftovers(dir.path(), ".modlink-", ".tmp"),
        std::slice::from_ref(&planted)
    );
    assert!(!planted.exists());
    // Other names, and an empty prefix, are never touched.
    std::fs::write(dir.path().join("lib.so"), b"x").unwrap();
    std::fs::write(dir.path().join(".modlink-x.keep"), b"x").unwrap();
    assert!(sweep_leftovers(dir.path(), "", "").is_empty());
    assert!(sweep_leftovers(dir.path(), ".modlink-", ".tmp").is_empty());
    assert_eq!(names(dir.path()), [".modlink-x.keep", "lib.so"]);
}

/// What a writer checks once it holds its lock: that its name is still its file.
#[test]
fn a_name_removed_or_replaced_no_longer_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(".modlink-a.tmp");
    let file = std::fs::File::create(&path).unwrap();
    assert!(still_names(&path, &file));
    std::fs::remove_file(&path).unwrap();
    assert!(!still_names(&path, &file));
    std::fs::write(&path, b"another file").unwrap();
    assert!(!still_names(&path, &file));
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
