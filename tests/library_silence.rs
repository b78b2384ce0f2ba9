//! The library never writes to stdout or stderr: warnings it cannot return go through the `log`
//! crate. Checked twice: by running library code with warning paths in a child process and
//! capturing both streams, and by reading `src/` for print macros outside the CLI.
//!
//! A plain `main` (no libtest harness), so the child's streams hold only what the library wrote.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

const CHILD_ENV: &str = "MODLINK_SILENCE_CHILD";

/// Keeps every record logged in the child, so it can check the warning was not lost.
struct Recorder(Mutex<Vec<String>>);

impl log::Log for Recorder {
    fn enabled(&self, _: &log::Metadata) -> bool {
        true
    }
    fn log(&self, record: &log::Record) {
        self.0.lock().unwrap().push(format!(
            "{} {}: {}",
            record.level(),
            record.target(),
            record.args()
        ));
    }
    fn flush(&self) {}
}

static RECORDER: Recorder = Recorder(Mutex::new(Vec::new()));

/// Library calls whose paths warn or fail; none may print.
fn exercise_library() {
    log::set_logger(&RECORDER).unwrap();
    log::set_max_level(log::LevelFilter::Trace);
    // A bad thread count met when the pool starts is a warning, not an error.
    let threads = modlink::runtime::num_threads();
    assert!(threads >= 1);
    let dir = tempfile::tempdir().unwrap();
    let garbage = dir.path().join("garbage.so");
    std::fs::write(&garbage, b"not a library at all").unwrap();
    assert!(modlink::runtime::Library::open(&garbage).is_err());
    assert!(modlink::runtime::npy::read(&garbage).is_err());
    assert!(modlink::model::ModelSpec::from_json(r#"{"name": "m", "seeed": 1}"#).is_err());
    assert!(modlink::graph::Graph::parse("{\"nodes\": 3}").is_err());
    modlink::model::ModelSpec::demo_mlp().lower().unwrap();
    let records = RECORDER.0.lock().unwrap().clone();
    let warned = records
        .iter()
        .any(|r| r.starts_with("WARN modlink::runtime:") && r.contains("MODLINK_NUM_THREADS"));
    // Exit codes, not prints: the parent reads them.
    std::process::exit(if warned { 0 } else { 3 });
}

fn child_writes_nothing() {
    let output = Command::new(std::env::current_exe().unwrap())
        .env(CHILD_ENV, "1")
        .env("MODLINK_NUM_THREADS", "abc")
        .env_remove("TVM_NUM_THREADS")
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "the child failed or did not log the warning (3); stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout), "", "stdout");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "", "stderr");
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Print macros and direct handles to the standard streams in library code (comments and
/// `#[cfg(test)]` modules, which close each file, are not library code).
fn printing_lines(source: &str) -> Vec<(usize, String)> {
    const WRITERS: [&str; 7] = [
        "print!(",
        "println!(",
        "eprint!(",
        "eprintln!(",
        "dbg!(",
        "io::stdout(",
        "io::stderr(",
    ];
    source
        .lines()
        .enumerate()
        .take_while(|(_, line)| line.trim() != "#[cfg(test)]")
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .filter(|(_, line)| WRITERS.iter().any(|w| line.contains(w)))
        .map(|(index, line)| (index + 1, line.trim().to_string()))
        .collect()
}

/// A `tests.rs` that its parent module declares as `#[cfg(test)] mod tests;`: unit tests kept in
/// a file of their own (a child process of a test may print). A `tests.rs` declared otherwise is
/// library code and is read like any other file.
fn is_test_module_file(file: &Path) -> bool {
    if file.file_name().is_none_or(|name| name != "tests.rs") {
        return false;
    }
    let dir = file.parent().unwrap();
    let parent = if dir.join("mod.rs").is_file() {
        dir.join("mod.rs")
    } else {
        dir.with_extension("rs")
    };
    let Ok(text) = std::fs::read_to_string(&parent) else {
        return false;
    };
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    lines
        .windows(2)
        .any(|pair| pair[0] == "#[cfg(test)]" && pair[1] == "mod tests;")
}

fn no_print_macros_in_library_sources() {
    // The check itself must see a print, or an empty result proves nothing.
    assert_eq!(
        printing_lines(
            "fn f() {\n    eprintln!(\"x\");\n}\n#[cfg(test)]\nmod t { fn g() { println!(); } }"
        ),
        vec![(2, "eprintln!(\"x\");".to_string())]
    );
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut found = Vec::new();
    for file in files {
        if file.starts_with(src.join("bin")) || is_test_module_file(&file) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, code) in printing_lines(&text) {
            found.push(format!("{}:{line}: {code}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "library code prints:\n{}",
        found.join("\n")
    );
}

fn main() {
    if std::env::var_os(CHILD_ENV).is_some() {
        exercise_library();
    }
    no_print_macros_in_library_sources();
    child_writes_nothing();
    // The summary line libtest prints, so ci/test.sh counts these checks with the others.
    println!("test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out");
}
