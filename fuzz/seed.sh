#!/usr/bin/env bash
# Builds the seed corpus of the `blob_read` fuzz target from the real TVM exports (both layouts):
# fuzz/corpus/blob_read/{current,legacy}-*. The corpus is not committed (see .gitignore).
#
# Then, with nightly and cargo-fuzz, and a libFuzzer runtime for clang (Debian: libclang-rt-19-dev):
#   cd fuzz && RUSTFLAGS="-Clinker=clang-19 -Clink-arg=-fsanitize=fuzzer" \
#     cargo +nightly fuzz run blob_read corpus/blob_read
# Without them, the target is a plain binary that replays inputs:
#   cargo run --manifest-path fuzz/Cargo.toml --bin blob_read -- fuzz/corpus/blob_read
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
fixtures="${MODLINK_FIXTURES:-$here/../../shared/fixtures/tvm-0.27}"
out="$here/corpus/blob_read"
cargo run --quiet --manifest-path "$here/Cargo.toml" --bin blob_read -- \
  --seed "$out" "$fixtures"/*.so "$fixtures"/*.a
echo "seed corpus: $(ls "$out" | wc -l) files in $out"
