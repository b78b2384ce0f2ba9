//! Paths and messages: the output directory is checked before compiling, a directory where a
//! file is expected is named as such, and a C compiler's or linker's stderr is printed in full
//! as "C compiler failed" / "linker failed".
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use support::modlink_failure as failure;

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("k.kir"),
        "kernel k(A: f32[4]) { A[0] = 1.0; }\n",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("adir")).unwrap();
    dir
}

#[test]
fn a_missing_output_directory_is_reported_before_compiling() {
    let dir = setup();
    // A kernel that would take a while to compile is never compiled: the syntax error in it
    // would otherwise be reported first.
    std::fs::write(
        dir.path().join("bad.kir"),
        "kernel b(A: f32[4]) { A[0] = ; }\n",
    )
    .unwrap();
    let text = failure(dir.path(), &["build", "bad.kir", "-o", "missing/out.so"]);
    assert_eq!(
        text.trim(),
        "modlink: error: missing/out.so: the directory `missing` does not exist (modlink creates \
         no directory for an output file)"
    );
}

#[test]
fn an_output_path_that_is_a_directory_is_named_as_such() {
    let dir = setup();
    let text = failure(dir.path(), &["build", "k.kir", "-o", "adir"]);
    assert!(
        text.contains("adir: is a directory; name the file to write"),
        "{text}"
    );
    assert!(!text.contains("extension"), "{text}");
}

#[test]
fn reading_commands_on_a_directory_say_it_is_a_directory() {
    let dir = setup();
    for args in [
        vec!["inspect", "adir"],
        vec!["check", "adir"],
        vec!["extract", "adir", "-o", "out"],
        vec!["run", "adir", "k"],
    ] {
        let text = failure(dir.path(), &args);
        assert!(
            text.contains("adir: is a directory, not a file"),
            "{args:?}: {text}"
        );
        assert!(!text.contains("No such device"), "{args:?}: {text}");
    }
}

#[test]
fn a_c_compile_error_says_c_compiler_failed_with_all_its_output() {
    let dir = setup();
    std::fs::write(
        dir.path().join("bad.c"),
        "int f(void) { return undefined_a; }\nint g(void) { return undefined_b; }\n",
    )
    .unwrap();
    let text = failure(dir.path(), &["build", "k.kir", "bad.c", "-o", "k.so"]);
    assert!(text.contains("C compiler failed"), "{text}");
    assert!(!text.contains("linker failed"), "{text}");
    // Both errors, the second far down the compiler's output: nothing is cut.
    assert!(
        text.contains("undefined_a") && text.contains("undefined_b"),
        "{text}"
    );
    assert!(!text.contains("more lines"), "{text}");
}
