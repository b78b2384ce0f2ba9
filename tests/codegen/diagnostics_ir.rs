//! Diagnostics for `.kir` sources (issue: compiler-grade diagnostics, reserved names, limits):
//! spans on every error, the source line with a caret, every error of a file in one run,
//! warnings and `--deny-warnings`, `--error-format json`, duplicate definitions naming both
//! places, reserved kernel names and prefixes, the code-size budget.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::ir::{self, Severity, SourceFile, check_sources};
use std::path::Path;
use std::process::{Command, Output};

fn source(name: &str, text: &str) -> SourceFile {
    SourceFile {
        name: name.to_string(),
        text: text.to_string(),
    }
}

/// `(line, column, message)` of every error, in order.
fn errors(files: &[SourceFile]) -> Vec<(String, usize, usize, String)> {
    check_sources(files)
        .diagnostics
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            let at = d.primary.expect("every error here has a place");
            (at.file, at.line, at.column, d.message)
        })
        .collect()
}

fn modlink(dir: &Path, args: &[&str]) -> Output {
    Command::new(support::modlink_bin())
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run modlink")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn type_and_verify_errors_carry_file_line_and_column() {
    let text =
        "kernel k(A: f32[n]) {\n  var s: f32 = 0.0;\n  s = 1i32;\n  A[0] = undefined_name;\n}\n";
    let found = errors(&[source("dir/k.kir", text)]);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(
        (found[0].0.as_str(), found[0].1, found[0].2),
        ("dir/k.kir", 3, 7)
    );
    assert!(
        found[0].3.contains("type mismatch in assignment to `s`"),
        "{found:?}"
    );
    // At the culprit, not at the statement.
    assert_eq!((found[1].1, found[1].2), (4, 10));
    assert!(
        found[1].3.contains("undefined variable `undefined_name`"),
        "{found:?}"
    );
}

#[test]
fn every_error_of_a_file_is_reported_in_one_run() {
    // Two parse errors in one kernel, one in the next, and a verifier error in a third.
    let text = "kernel a(A: f32[n]) {\n  A[0] = ;\n  A[1] = 2.0 +;\n}\nkernel b(A: f32[n]) {\n  A[0] = ) ;\n}\nkernel c(A: f32[n]) {\n  A[0] = x;\n}\n";
    let found = errors(&[source("many.kir", text)]);
    let lines: Vec<usize> = found.iter().map(|e| e.1).collect();
    assert_eq!(lines, vec![2, 3, 6, 9], "{found:?}");
    assert!(found[3].3.contains("undefined variable `x`"));
}

#[test]
fn errors_are_capped() {
    let body = "  A[0] = ;\n".repeat(200);
    let text = format!("kernel a(A: f32[n]) {{\n{body}}}\n");
    let checked = check_sources(&[source("cap.kir", &text)]);
    // The parser stops at the cap; what is left out is counted.
    assert_eq!(checked.errors(), ir::diagnostics::MAX_ERRORS + 1);
    let last = checked.diagnostics.last().expect("diagnostics");
    assert!(
        last.message.contains("more errors not shown"),
        "{}",
        last.message
    );
    // Verifier errors across kernels are capped too, with the count of those left out.
    let kernels: String = (0..60)
        .map(|i| format!("kernel k{i}(A: f32[n]) {{ A[0] = x; }}\n"))
        .collect();
    let checked = check_sources(&[source("many.kir", &kernels)]);
    assert_eq!(checked.errors(), ir::diagnostics::MAX_ERRORS + 1);
    let last = checked.diagnostics.last().expect("diagnostics");
    assert!(
        last.message.contains("10 more errors not shown"),
        "{}",
        last.message
    );
}

#[test]
fn missing_semicolon_is_reported_after_the_statement_with_a_caret() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("semi.kir"),
        "kernel k(A: f32[n]) {\n  A[0] = 1.0\n}\n",
    )
    .expect("write");
    let output = modlink(dir.path(), &["build", "semi.kir", "-o", "semi.so"]);
    assert!(!output.status.success());
    let text = stderr(&output);
    assert!(
        text.contains("error: expected `;` after the statement"),
        "{text}"
    );
    assert!(text.contains("semi.kir:2:13"), "{text}");
    // The source line, then a caret under column 13.
    assert!(text.contains("2 │   A[0] = 1.0\n"), "{text}");
    let caret_line = text
        .lines()
        .find(|l| l.trim_end().ends_with('^'))
        .expect("a caret line");
    let source_line = text
        .lines()
        .find(|l| l.contains("A[0] = 1.0"))
        .expect("source line");
    let column_of = |line: &str, needle: char| line.chars().position(|c| c == needle);
    let dot_zero_end = source_line.chars().count();
    assert_eq!(column_of(caret_line, '^'), Some(dot_zero_end), "{text}");
    assert!(!Path::new(&dir.path().join("semi.so")).exists());
}

#[test]
fn a_kernel_defined_in_two_files_names_both() {
    let first = source("one.kir", "kernel vadd(A: f32[n]) { A[0] = 1.0; }\n");
    let second = source("two.kir", "\n\nkernel vadd(A: f32[n]) { A[0] = 2.0; }\n");
    let checked = check_sources(&[first, second]);
    let duplicate = checked
        .diagnostics
        .iter()
        .find(|d| d.message.contains("defined twice"))
        .expect("a duplicate error");
    let again = duplicate.primary.as_ref().expect("place");
    assert_eq!(
        (again.file.as_str(), again.line, again.column),
        ("two.kir", 3, 8)
    );
    let first_place = &duplicate.secondary[0];
    assert_eq!(
        (
            first_place.file.as_str(),
            first_place.line,
            first_place.column
        ),
        ("one.kir", 1, 8)
    );
    assert_eq!(first_place.message, "first defined here");
}

#[test]
fn an_empty_kir_file_is_a_warning_and_deny_warnings_makes_it_an_error() {
    let checked = check_sources(&[source("empty.kir", "// nothing here\n")]);
    assert_eq!(checked.errors(), 0);
    assert_eq!(checked.warnings(), 1);
    assert!(
        checked.diagnostics[0]
            .message
            .contains("`empty.kir` defines no kernels")
    );

    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("empty.kir"), "").expect("write");
    let denied = modlink(
        dir.path(),
        &["build", "empty.kir", "--deny-warnings", "-o", "e.so"],
    );
    assert!(!denied.status.success());
    assert!(stderr(&denied).contains("error: `empty.kir` defines no kernels"));
    assert!(!dir.path().join("e.so").exists());
}

#[test]
fn error_format_json_gives_one_object_per_diagnostic() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("bad.kir"),
        "kernel k(A: f32[n]) {\n  A[0] = y;\n  A[1] = z;\n}\n",
    )
    .expect("write");
    let output = modlink(
        dir.path(),
        &["build", "bad.kir", "--error-format", "json", "-o", "b.so"],
    );
    assert!(!output.status.success());
    let text = stderr(&output);
    let objects: Vec<serde_json::Value> = text
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect();
    assert_eq!(objects.len(), 2, "{text}");
    assert_eq!(objects[0]["severity"], "error");
    assert_eq!(objects[0]["kernel"], "k");
    assert_eq!(objects[0]["primary"]["file"], "bad.kir");
    assert_eq!(objects[0]["primary"]["line"], 2);
    assert_eq!(objects[0]["primary"]["column"], 10);
    assert_eq!(objects[0]["primary"]["end_column"], 11);
    assert_eq!(objects[1]["primary"]["line"], 3);
    assert!(
        objects[1]["message"]
            .as_str()
            .expect("message")
            .contains("`z`")
    );
}

#[test]
fn reserved_kernel_names_are_refused() {
    for name in [
        "_library_ctx",
        "_library_bin",
        "_",
        "__tvm_ffi_x",
        "__tvm_main__",
        "TVMBackendAllocWorkspace",
        "memset",
        "expf",
    ] {
        let text = format!("kernel {name}(A: f32[4]) {{ A[0] = 1.0; }}\n");
        let found = errors(&[source("r.kir", &text)]);
        assert_eq!(found.len(), 1, "{name}: {found:?}");
        assert_eq!((found[0].1, found[0].2), (1, 8), "{name}");
        assert!(
            found[0].3.contains(&format!("kernel name `{name}`")),
            "{found:?}"
        );
        assert!(ir::check_kernel_name(name).is_err());
    }
    for fine in ["vadd", "main", "x_c", "softmax_tvm"] {
        assert!(ir::check_kernel_name(fine).is_ok(), "{fine}");
    }
}

#[test]
fn a_system_lib_prefix_must_be_a_c_identifier() {
    assert!(ir::check_system_lib_prefix("").is_ok());
    assert!(ir::check_system_lib_prefix("model_").is_ok());
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("k.kir"),
        "kernel k(A: f32[4]) { A[0] = 1.0; }\n",
    )
    .expect("write");
    let output = modlink(
        dir.path(),
        &[
            "build",
            "k.kir",
            "--system-lib",
            "--prefix",
            "bad prefix!",
            "-o",
            "k.a",
        ],
    );
    assert!(!output.status.success());
    let text = stderr(&output);
    assert!(
        text.contains("--prefix: system-library prefix `bad prefix!` is not a C identifier"),
        "{text}"
    );
    assert!(!dir.path().join("k.a").exists());
}

/// The work is bounded, not timed: the CLI runs under a 4 GiB address-space limit (the old
/// behaviour expanded the loops for minutes and took 24 GiB, and would die there without the
/// message) and a CPU-time limit that only stops a hang.
#[test]
fn nested_unrolls_past_the_budget_are_refused_within_bounds_naming_the_loop() {
    let text = "kernel u(A: f32[n]) {\n  for i in 0..n unroll(1024) {\n    for j in 0..n unroll(1024) {\n      for k in 0..n unroll(1024) {\n        A[k] = A[k] + 1.0;\n      }\n    }\n  }\n}\n";
    let found = errors(&[source("unroll.kir", text)]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        (found[0].1, found[0].2),
        (3, 5),
        "the loop `j` that crossed the budget"
    );
    assert!(
        found[0]
            .3
            .starts_with("unroll(1024) on loop `j` expands the kernel past 65536")
    );
    // Through the CLI too, without ever reaching LLVM.
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("unroll.kir"), text).expect("write");
    let output = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 4194304 && ulimit -t 300 && exec \"$0\" build unroll.kir -o u.so")
        .arg(support::modlink_bin())
        .current_dir(dir.path())
        .output()
        .expect("run modlink");
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("unroll(1024) on loop `j`"),
        "{}",
        stderr(&output)
    );
    assert!(!dir.path().join("u.so").exists());
    // One level and a bounded trip count stay accepted.
    let fine = "kernel f(A: f32[n]) {\n  for i in 0..n unroll(1024) {\n    for j in 0..4 unroll(1024) {\n      A[j] = 1.0;\n    }\n  }\n}\n";
    assert_eq!(errors(&[source("fine.kir", fine)]), vec![]);
}

#[test]
fn a_flat_sum_of_300_terms_is_accepted() {
    let terms = (0..300)
        .map(|i| format!("A[{i}]"))
        .collect::<Vec<_>>()
        .join(" + ");
    let text = format!("kernel s(A: f32[300], B: f32[1]) {{\n  B[0] = {terms};\n}}\n");
    let checked = check_sources(&[source("sum.kir", &text)]);
    assert_eq!(checked.errors(), 0, "{:?}", checked.diagnostics);
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("sum.kir"), &text).expect("write");
    let output = modlink(
        dir.path(),
        &["build", "sum.kir", "--emit", "llvm-ir", "-o", "sum.ll"],
    );
    assert!(output.status.success(), "{}", stderr(&output));
    // Very long chains are still refused, with a message about chains, not nesting.
    let huge = (0..5000).map(|_| "1.0").collect::<Vec<_>>().join(" + ");
    let found = errors(&[source(
        "huge.kir",
        &format!("kernel h(B: f32[1]) {{ B[0] = {huge}; }}"),
    )]);
    assert!(
        found[0].3.contains("binary operators in one chain"),
        "{found:?}"
    );
}

#[test]
fn a_local_array_too_large_to_count_says_so() {
    let text = "kernel l() {\n  local t: f64[4294967296, 4294967296];\n}\n";
    let found = errors(&[source("big.kir", text)]);
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].1, found[0].2), (2, 3));
    assert!(!found[0].3.contains("18446744073709551615"), "{found:?}");
    assert!(found[0].3.contains("does not fit in 64 bits"), "{found:?}");
}

#[test]
fn a_float_reduction_under_vectorize_warns_and_an_unhonoured_vectorize_warns() {
    let text = "kernel red(A: f32[n], B: f32[1]) {\n  var s: f32 = 0.0;\n  for i in 0..n vectorize(8) {\n    s = s + A[i];\n  }\n  B[0] = s;\n}\nkernel chain(A: f32[n]) {\n  for i in 1..n vectorize(8) {\n    A[i] = A[i - 1] + 1.0;\n  }\n}\n";
    let checked = check_sources(&[source("v.kir", text)]);
    assert_eq!(checked.errors(), 0);
    let warning = &checked.diagnostics[0];
    assert_eq!(warning.severity, Severity::Warning);
    assert!(
        warning
            .message
            .contains("float reduction into `s` under `vectorize` is reassociated")
    );
    assert_eq!(warning.primary.as_ref().map(|p| p.line), Some(4));
    // An integer reduction is exact in any order: no warning.
    let exact = text
        .replace("f32", "i32")
        .replace("0.0", "0")
        .replace("1.0", "1");
    assert_eq!(check_sources(&[source("i.kir", &exact)]).warnings(), 0);

    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("v.kir"), text).expect("write");
    let output = modlink(
        dir.path(),
        &["build", "v.kir", "--emit", "obj", "-o", "v.o"],
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let warned = stderr(&output);
    assert!(
        warned.contains("warning: float reduction into `s`"),
        "{warned}"
    );
    assert!(
        warned.contains("warning: LLVM: loop not vectorized"),
        "{warned}"
    );
    // Once (not once per CPU level and per copy of the loop), at the loop, in its kernel.
    assert_eq!(warned.matches("loop not vectorized").count(), 1, "{warned}");
    assert!(warned.contains("┌─ v.kir:9:3"), "{warned}");
    assert!(warned.contains("in kernel `chain`"), "{warned}");
    let shared = modlink(dir.path(), &["build", "v.kir", "--no-cache", "-o", "v.so"]);
    assert!(shared.status.success(), "{}", stderr(&shared));
    let warned = stderr(&shared);
    assert_eq!(warned.matches("loop not vectorized").count(), 1, "{warned}");
    assert!(warned.contains("┌─ v.kir:9:3"), "{warned}");
    let denied = modlink(
        dir.path(),
        &[
            "build",
            "v.kir",
            "--emit",
            "obj",
            "--deny-warnings",
            "-o",
            "w.o",
        ],
    );
    assert!(!denied.status.success());
    assert!(!dir.path().join("w.o").exists());
}

/// `(line, column, end_column, message)` of every error of one file, in order.
fn placed_errors(name: &str, text: &str) -> Vec<(usize, usize, usize, String)> {
    check_sources(&[source(name, text)])
        .diagnostics
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            let at = d.primary.expect("every error here has a place");
            (at.line, at.column, at.end_column, d.message)
        })
        .collect()
}

#[test]
fn independent_errors_in_one_kernel_are_all_reported_at_their_culprits() {
    let text = "kernel k(A: f32[n], B: f32[n]) {\n  for i in 0..n {\n    B[i] = A[j] * undefined_thing;\n    B[i] = Y[i];\n  }\n}\n";
    let found = placed_errors("three.kir", text);
    let places: Vec<(usize, usize, usize)> = found.iter().map(|e| (e.0, e.1, e.2)).collect();
    // `j` (column 14), `undefined_thing` (19..34), then the load `Y[i]` (12..16).
    assert_eq!(
        places,
        vec![(3, 14, 15), (3, 19, 34), (4, 12, 16)],
        "{found:?}"
    );
    assert!(found[0].3.contains("undefined variable `j`"), "{found:?}");
    assert!(found[1].3.contains("undefined variable `undefined_thing`"));
    assert!(found[2].3.contains("undefined buffer `Y`"));

    // Rendered: each caret line marks exactly the culprit's columns.
    let checked = check_sources(&[source("three.kir", text)]);
    let rendered =
        ir::diagnostics::render_human(&checked.diagnostics, &[source("three.kir", text)], false);
    let carets: Vec<String> = rendered
        .lines()
        .filter(|l| l.contains('^'))
        .map(|l| l.split('│').nth(1).unwrap_or("").trim_end().to_string())
        .collect();
    let under = |line: &str, from: usize, to: usize| {
        format!("{}{}", " ".repeat(from), "^".repeat(to - from)) == line.get(1..).unwrap_or("")
    };
    assert_eq!(carets.len(), 3, "{rendered}");
    assert!(under(&carets[0], 13, 14), "{rendered}");
    assert!(under(&carets[1], 18, 33), "{rendered}");
    assert!(under(&carets[2], 11, 15), "{rendered}");
}

#[test]
fn type_errors_point_at_the_operation_and_operands_are_all_checked() {
    let text = "kernel t(A: f32[n], I: i32[n]) {\n  A[0] = A[1] + I[1];\n  if I[0] { A[2] = 1.0; }\n  A[3] = select(q, w, 1.0);\n}\n";
    let found = placed_errors("types.kir", text);
    let places: Vec<(usize, usize, usize)> = found.iter().map(|e| (e.0, e.1, e.2)).collect();
    assert_eq!(
        places,
        vec![(2, 10, 21), (3, 6, 10), (4, 17, 18), (4, 20, 21)],
        "{found:?}"
    );
    assert!(found[0].3.contains("type mismatch in `+`: f32 vs i32"));
    assert!(
        found[1]
            .3
            .contains("`if` condition must be bool, found i32")
    );
}

#[test]
fn a_local_array_too_large_is_one_error_not_followed_by_undefined_names() {
    let text = "kernel l(B: f32[1]) {\n  local t: f32[65536];\n  t[0] = 1.0;\n  B[0] = t[0];\n  let bad = 1.0 + true;\n  B[0] = bad;\n}\n";
    let found = placed_errors("local.kir", text);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].3.contains("local array `t` takes 262144 bytes"));
    assert!(found[1].3.contains("`+` needs"), "{found:?}");
    assert!(
        !found.iter().any(|e| e.3.contains("undefined")),
        "{found:?}"
    );
}

#[test]
fn constant_division_by_zero_and_oversized_shifts_are_errors_at_the_constant() {
    let text = "kernel d(A: i32[n], U: u8[n], F: f32[n]) {\n  A[0] = A[1] / 0;\n  A[1] = A[2] % (0);\n  A[2] = A[3] << 40;\n  U[0] = U[1] >> 8u8;\n  A[3] = A[4] << -1;\n  A[4] = A[5] << 31;\n  F[0] = F[1] / 0.0;\n  A[5] = A[6] / i32(0);\n}\n";
    let found = placed_errors("consts.kir", text);
    let places: Vec<(usize, usize)> = found.iter().map(|e| (e.0, e.1)).collect();
    assert_eq!(
        places,
        vec![(2, 17), (3, 18), (4, 18), (5, 18), (6, 18), (9, 17)],
        "{found:?}"
    );
    assert!(
        found[0].3.starts_with("division by a constant zero"),
        "{found:?}"
    );
    assert!(found[1].3.starts_with("remainder by a constant zero"));
    assert!(
        found[2]
            .3
            .starts_with("shift amount 40 is outside 0..32 for i32")
            && found[2].3.contains("shifts by 8"),
        "{found:?}"
    );
    assert!(
        found[3]
            .3
            .starts_with("shift amount 8 is outside 0..8 for u8")
    );
    assert!(found[4].3.starts_with("shift amount -1 is outside 0..32"));
    // A shift below the width and a float division by zero (IEEE: inf) are fine.
    let fine = "kernel f(A: i64[n], F: f32[n]) {\n  A[0] = A[1] << 63;\n  F[0] = F[1] / 0.0;\n  A[1] = A[2] / A[3];\n}\n";
    assert_eq!(placed_errors("fine.kir", fine), vec![]);
}

#[test]
fn a_shape_whose_element_count_or_size_overflows_i64_is_an_error_at_the_parameter() {
    let text = "kernel s(A: f32[4], B: f32[4611686018427387904, 4], C: u8[n, 4611686018427387904], D: f64[2305843009213693952]) {\n}\n";
    let found = placed_errors("shape.kir", text);
    let places: Vec<(usize, usize)> = found.iter().map(|e| (e.0, e.1)).collect();
    // B: 2^64 elements; D: 2^61 elements fit but 2^64 bytes do not; C: 2^62 bytes fit.
    assert_eq!(places, vec![(1, 21), (1, 84)], "{found:?}");
    assert!(
        found[0]
            .3
            .contains("buffer `B` has more elements than fit in i64")
    );
    assert!(found[1].3.contains("buffer `D`") && found[1].3.contains("does not fit in i64"));
}

#[test]
fn a_huge_source_line_is_shown_clipped_around_the_caret() {
    let filler = format!("A[0] * {}", " ".repeat(99_000));
    let line = format!("kernel h(A: f32[1]) {{ A[0] = {filler}oops; }}");
    assert!(line.len() > 98_000);
    let text = format!("{line}\n");
    let files = [source("huge.kir", &text)];
    let checked = check_sources(&files);
    assert_eq!(checked.errors(), 1, "{:?}", checked.diagnostics);
    let rendered = ir::diagnostics::render_human(&checked.diagnostics, &files, false);
    assert!(
        rendered.len() < 1024,
        "{} bytes:\n{rendered}",
        rendered.len()
    );
    assert!(rendered.contains("undefined variable `oops`"), "{rendered}");
    let snippet = rendered
        .lines()
        .find(|l| l.contains("oops;"))
        .expect("the clipped source line");
    assert!(snippet.contains("│ …  "), "{snippet}");
    // The caret sits under `oops` in the clipped line.
    let caret = rendered.lines().find(|l| l.contains('^')).expect("caret");
    let column = |l: &str, needle: &str| l.find(needle).map(|b| l[..b].chars().count());
    assert_eq!(column(caret, "^^^^"), column(snippet, "oops"), "{rendered}");

    // A single identifier as long as the line is quoted cut short too.
    let name = "x".repeat(100_000);
    for text in [
        format!("kernel w(A: f32[1]) {{ A[0] = {name} }}\n"),
        format!("kernel w(A: f32[1]) {{ A[0] = {name}; }}\n"),
    ] {
        let files = [source("ident.kir", &text)];
        let checked = check_sources(&files);
        assert_eq!(checked.errors(), 1, "{:?}", checked.diagnostics);
        let rendered = ir::diagnostics::render_human(&checked.diagnostics, &files, false);
        assert!(rendered.len() < 2048, "{} bytes", rendered.len());
    }
}

/// Codegen hands LLVM's warnings back (it prints nothing), each once, naming the kernel and
/// the loop's statement, which `place_codegen_remarks` turns into a place in the source.
#[cfg(feature = "llvm")]
#[test]
fn llvm_remarks_name_the_kernel_and_loop_once_each() {
    use modlink::codegen::{CodegenOptions, compile};
    use modlink::target::TargetSpec;
    let text = "kernel ok(A: f32[n]) {\n  for i in 0..n vectorize(8) { A[i] = A[i] * 2.0; }\n}\nkernel dep(A: f32[n], B: f32[n]) {\n  B[0] = 1.0;\n  if n > 1 {\n    for i in 1..n vectorize(4) {\n      A[i] = A[i - 1] + B[i];\n    }\n  }\n}\n";
    let files = [source("dep.kir", text)];
    let program = check_sources(&files).into_program().expect("valid");
    let host = TargetSpec::parse("x86_64-unknown-linux-gnu").expect("target");
    let code = compile(&program, &host, &CodegenOptions::default()).expect("compiles");
    // `dep`'s statements in pre-order: the store (0), the `if` (1), the loop (2).
    assert_eq!(code.diagnostics.len(), 1, "{:?}", code.diagnostics);
    assert!(
        code.diagnostics[0].starts_with("kernel `dep`, statement 2: loop not vectorized"),
        "{:?}",
        code.diagnostics
    );
    let placed = ir::diagnostics::place_codegen_remarks(&code.diagnostics, &files);
    assert_eq!(placed.len(), 1);
    assert_eq!(placed[0].severity, Severity::Warning);
    assert_eq!(placed[0].kernel.as_deref(), Some("dep"));
    let at = placed[0].primary.as_ref().expect("placed");
    assert_eq!((at.file.as_str(), at.line, at.column), ("dep.kir", 7, 5));
    assert!(placed[0].message.starts_with("LLVM: loop not vectorized"));
}
