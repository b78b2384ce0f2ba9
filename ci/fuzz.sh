#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS seconds each (default 30) and prints one line per
# target: verdict, exec count, seconds. Needs the nightly toolchain (rustup) and cargo-fuzz
# (installed from crates.io when missing). Crashes are left in fuzz/artifacts/<target>/ and make
# the script exit non-zero; turn each into a regression test. SECONDS=0 only builds the targets
# and replays the seed corpora; `build` only builds the targets (ci/test.sh does it early, in the
# background, so the later run finds them built). FUZZ_TARGETS="a b" picks targets; FUZZ_JOBS=N runs N at a time
# (default: one per core).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET="${1:-30}"

if ! rustup toolchain list | grep -q '^nightly'; then
  echo "fuzz: the nightly toolchain is needed (rustup toolchain install nightly)" >&2
  exit 1
fi
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked --quiet

# One build for every target, with the same flags as the runs below so they do not rebuild.
if [ "$SECONDS_PER_TARGET" = build ]; then
  exec cargo +nightly fuzz build -O --fuzz-dir fuzz
fi
bash fuzz/seed.sh
cargo +nightly fuzz build -O --fuzz-dir fuzz
targets="${FUZZ_TARGETS:-$(cargo +nightly fuzz list --fuzz-dir fuzz)}"
# Targets run side by side, one per core (libFuzzer uses one): the smoke costs a fraction of
# its summed seconds. FUZZ_JOBS=1 runs them one after another.
jobs="${FUZZ_JOBS:-$(nproc)}"
run_target() {
  local target=$1 corpus="fuzz/corpus/$1" log="fuzz/$1.log" limits started verdict execs
  mkdir -p "$corpus"
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
  fi
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  echo "fuzz: $target: $verdict, ${execs:-?} execs in $(( $(date +%s) - started ))s, corpus $(ls "$corpus" | wc -l) files ($(date -u +%FT%TZ))"
  [ "$verdict" = ok ]
}
status=0
pids=()
for target in $targets; do
  run_target "$target" &
  pids+=($!)
  if [ "${#pids[@]}" -ge "$jobs" ]; then
    wait "${pids[0]}" || status=1
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit $status
