#!/usr/bin/env bash
# The project's test command: setup (idempotent), formatting, lints, then every test.
# .ci/run calls this; so does a developer. Keep it under 30 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

bash ci/setup.sh
export MODLINK_PYTHON="$PWD/.venv/bin/python"
# Under CI no test skips: a tool ci/setup.sh installs is part of the set-up, and a test that
# cannot do its job fails saying how to fix it (docs/testing.md). `CI=false bash ci/test.sh`
# lets a developer's machine skip; the skips are then listed by name at the end.
export CI="${CI:-true}"
mkdir -p target
export MODLINK_SKIP_LOG="$PWD/target/skipped-tests.txt"
: > "$MODLINK_SKIP_LOG"

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy (default features: llvm19)"
cargo clippy --all-targets -- -D warnings
echo "== cargo clippy (reader-only build, no LLVM; with and without the CLI)"
cargo clippy --lib --no-default-features -- -D warnings
cargo clippy --lib --bins --no-default-features --features cli -- -D warnings
echo "== cargo doc"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
echo "== library users do not pay for the CLI: no clap or indicatif without the cli feature"
if cargo tree --no-default-features --features llvm19 -e normal --prefix none | grep -E '^(clap|indicatif) '; then
  echo "the library depends on a CLI crate"; exit 1
fi
echo "== release binaries (static LLVM, position-dependent modlink-llvm, LLVM-free modlink)"
bash ci/release-check.sh
echo "== cargo test"
# Not --all-targets: the benches are harness=false binaries that would run in full; clippy above
# already compiles them.
set +e
cargo test --lib --bins --tests --examples --no-fail-fast 2>&1 | tee target/test.log
tests_rc=${PIPESTATUS[0]}
cargo test --doc 2>&1 | tee -a target/test.log
doc_rc=${PIPESTATUS[0]}
# The reader-only build (no LLVM) has its own branches (wasm32_packer's refusal naming
# `--pack c`): its part of the export tests runs too.
cargo test --no-default-features --test export 2>&1 | tee -a target/test.log
reader_rc=${PIPESTATUS[0]}
set -e

echo "== Python package: pytest (python/tests; TVM runs in child processes) and the wheel in a fresh venv"
set +e
MODLINK_CLI="$PWD/target/release/modlink" MODLINK_WHEEL="$(ls python/target/wheels/modlink-*.whl)" \
  "$MODLINK_PYTHON" -m pytest -q -rs -p no:cacheprovider python/tests 2>&1 | tee target/pytest.log
py_rc=${PIPESTATUS[0]}
set -e

echo "== fuzz smoke: every target for 15 s from its seed corpus (bash ci/fuzz.sh 600 for a long run)"
set +e
bash ci/fuzz.sh 15
fuzz_rc=$?
set -e

passed=$(grep -E '^test result:' target/test.log | awk '{s+=$4} END {print s+0}')
failed=$(grep -E '^test result:' target/test.log | awk '{s+=$6} END {print s+0}')
ignored=$(grep -E '^test result:' target/test.log | awk '{s+=$8} END {print s+0}')
# pytest's closing line: "57 passed, 1 skipped in 40.1s" (a count is absent when zero).
py_count() { tail -1 target/pytest.log | grep -oE "[0-9]+ $1" | awk '{n=$1} END {print n+0}' || true; }
passed=$(( passed + $(py_count passed) ))
failed=$(( failed + $(py_count failed) + $(py_count error) ))
# A pytest skip is an optional package the set-up does not install (torch): listed by name below.
grep -E '^SKIPPED' target/pytest.log | sed 's/^SKIPPED \[[0-9]*\] /python: /' >> "$MODLINK_SKIP_LOG" || true
skipped=$(grep -c . "$MODLINK_SKIP_LOG" || true)
echo "== ignored tests: each says where it runs instead"
grep -E '^test .* \.\.\. ignored' target/test.log | sed -E 's/^test (.*) \.\.\. ignored,? ?/  \1: /' || echo "  none"
echo "ci/test.sh finished in $(( $(date +%s) - start )) s (CI=${CI})"
echo "tests: ${passed} passed, ${failed} failed, ${ignored} ignored, ${skipped} skipped"
if [ "$skipped" -gt 0 ]; then
  echo "skipped (the set-up lacks what they need):"
  sed 's/^/  /' "$MODLINK_SKIP_LOG"
else
  echo "skipped: none"
fi
[ "$failed" -eq 0 ] && [ "$tests_rc" -eq 0 ] && [ "$doc_rc" -eq 0 ] && [ "$reader_rc" -eq 0 ] \
  && [ "$fuzz_rc" -eq 0 ] && [ "$py_rc" -eq 0 ]
