#!/usr/bin/env bash
# Regenerates src/bin/modlink-llvm/hot-symbols.txt: the functions a typical build runs, which
# build.rs hands to lld (--symbol-ordering-file) so that they sit together in the release
# `modlink-llvm` (docs/export.md, "Where a small build's time goes"). Run it after changing
# the LLVM the release build links, then commit the file. Needs perf (Debian: linux-perf).
#
#   bash ci/hot-symbols.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v perf >/dev/null || { echo "hot-symbols: perf not found (apt-get install linux-perf)" >&2; exit 1; }

cargo build --release --bins
bin="$PWD/target/release/modlink-llvm"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Training builds: what users build most (elementwise kernels, reductions, math functions,
# loops nests), at the default CPU levels, one level, and for another architecture.
cat >"$work/vadd.kir" <<'EOF'
kernel vadd(A: f32[n], B: f32[n], C: f32[n]) { for i in 0..n { C[i] = A[i] * 2.0 + B[i]; } }
EOF
cat >"$work/kinds.kir" <<'EOF'
kernel rowsum(A: f32[n, 16], S: f32[n]) { for i in 0..n { S[i] = 0.0; for j in 0..16 { S[i] = S[i] + A[i, j]; } } }
kernel act(A: f32[n], B: f32[n]) { for i in 0..n { B[i] = tanh(A[i]) + exp(A[i]); } }
kernel mm(A: f32[32, 32], B: f32[32, 32], C: f32[32, 32]) { for i in 0..32 { for j in 0..32 { C[i, j] = 0.0; for k in 0..32 { C[i, j] = C[i, j] + A[i, k] * B[k, j]; } } } }
kernel scale(X: f64[m], Y: f64[m]) { for i in 0..m { Y[i] = X[i] * 0.5; } }
EOF
runs() {
  for _ in $(seq "$1"); do
    "$bin" build "$work/vadd.kir" -o "$work/a.so" --no-cache
    "$bin" build "$work/kinds.kir" -o "$work/b.so" --no-cache
    "$bin" build "$work/vadd.kir" -o "$work/c.so" --no-cache --cpu-levels x86-64
    "$bin" build "$work/kinds.kir" -o "$work/d.so" --no-cache --target aarch64-unknown-linux-gnu
  done >/dev/null 2>&1
}
export -f runs
export bin work
# Time samples find where builds spend time; page-fault samples find code run only briefly.
perf record -q -F 49999 -e cpu-clock -o "$work/time.data" -- bash -c 'runs 15'
perf record -q -e page-faults -c 1 -o "$work/faults.data" -- bash -c 'runs 3'
for data in "$work/time.data" "$work/faults.data"; do
  perf report -i "$data" --comm modlink-llvm --dso modlink-llvm --no-demangle --sort sym \
    -g none -F sym 2>/dev/null
done | sed -n 's/^ *\[\.\] //p' | grep -v '^0x' | LC_ALL=C sort -u >"$work/hot.txt"
out=src/bin/modlink-llvm/hot-symbols.txt
mv "$work/hot.txt" "$out"
echo "hot-symbols: $(wc -l <"$out") symbols in $out"
