#!/usr/bin/env bash
# The project's test command: setup (idempotent), formatting, lints, then every test.
# .ci/run calls this; so does a developer. Keep it under 30 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

bash ci/setup.sh
export MODLINK_PYTHON="$PWD/.venv/bin/python"

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy (default features: llvm19)"
cargo clippy --all-targets -- -D warnings
echo "== cargo clippy (reader-only build, no LLVM)"
cargo clippy --lib --bins --no-default-features -- -D warnings
echo "== cargo test"
cargo test --all-targets --no-fail-fast 2>&1 | tee target/test.log
# Doc tests (README examples compiled as doc tests live in the library docs).
cargo test --doc 2>&1 | tail -3

passed=$(grep -E '^test result:' target/test.log | awk '{s+=$4} END {print s+0}')
failed=$(grep -E '^test result:' target/test.log | awk '{s+=$6} END {print s+0}')
ignored=$(grep -E '^test result:' target/test.log | awk '{s+=$8} END {print s+0}')
echo "ci/test.sh finished in $(( $(date +%s) - start )) s"
echo "tests: ${passed} passed, ${failed} failed, ${ignored} skipped"
[ "$failed" -eq 0 ]
