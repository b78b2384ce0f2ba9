#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS seconds each (default 30) and prints one line per
# target: verdict, exec count, seconds. Needs the nightly toolchain (rustup) and cargo-fuzz
# (installed from crates.io when missing). Crashes are left in fuzz/artifacts/<target>/ and make
# the script exit non-zero; turn each into a regression test. SECONDS=0 only builds the targets
# and replays the seed corpora (what ci/test.sh runs). FUZZ_TARGETS="a b" picks targets.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET="${1:-30}"

if ! rustup toolchain list | grep -q '^nightly'; then
  echo "fuzz: the nightly toolchain is needed (rustup toolchain install nightly)" >&2
  exit 1
fi
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked --quiet

bash fuzz/seed.sh
# One build for every target, with the same flags as the runs below so they do not rebuild.
cargo +nightly fuzz build -O --fuzz-dir fuzz
targets="${FUZZ_TARGETS:-$(cargo +nightly fuzz list --fuzz-dir fuzz)}"
status=0
for target in $targets; do
  corpus="fuzz/corpus/$target"
  mkdir -p "$corpus"
  log="fuzz/$target.log"
  if [ "$SECONDS_PER_TARGET" -eq 0 ]; then
    # -runs=0 executes every corpus input once and stops.
    limits=(-runs=0)
  else
    limits=(-max_total_time="$SECONDS_PER_TARGET")
  fi
  started=$(date +%s)
  if cargo +nightly fuzz run -O --fuzz-dir fuzz "$target" "$corpus" -- "${limits[@]}" \
      -rss_limit_mb=1024 -malloc_limit_mb=512 -max_len=1048576 -print_final_stats=1 \
      >"$log" 2>&1; then
    verdict=ok
  else
    verdict=CRASH
    status=1
  fi
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  echo "fuzz: $target: $verdict, ${execs:-?} execs in $(( $(date +%s) - started ))s, corpus $(ls "$corpus" | wc -l) files ($(date -u +%FT%TZ))"
done
exit $status
