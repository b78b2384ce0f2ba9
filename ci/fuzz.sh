#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS seconds each (default 30) and prints one line per
# target with its exec count. Needs the nightly toolchain (rustup) and cargo-fuzz (installed
# here from crates.io when missing). Crashes are left in fuzz/artifacts/<target>/ and make the
# script exit non-zero; turn each into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET="${1:-30}"

if ! rustup toolchain list | grep -q '^nightly'; then
  echo "fuzz: the nightly toolchain is needed (rustup toolchain install nightly)" >&2
  exit 1
fi
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked --quiet

bash fuzz/seed.sh
targets=$(cargo +nightly fuzz list --fuzz-dir fuzz)
status=0
for target in $targets; do
  corpus="fuzz/corpus/$target"
  mkdir -p "$corpus"
  log="fuzz/$target.log"
  if cargo +nightly fuzz run --fuzz-dir fuzz "$target" "$corpus" -- \
      -max_total_time="$SECONDS_PER_TARGET" -rss_limit_mb=1024 -max_len=1048576 >"$log" 2>&1; then
    verdict=ok
  else
    verdict=CRASH
    status=1
  fi
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  [ -n "$execs" ] || execs=$(grep -oE '#[0-9]+' "$log" | tail -1 | tr -d '#')
  echo "fuzz: $target: $verdict, ${execs:-?} execs in ${SECONDS_PER_TARGET}s"
done
exit $status
