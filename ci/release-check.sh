#!/usr/bin/env bash
# The release binaries as `cargo install` / `cargo build --release` give them to users: on
# x86_64 Linux `modlink-llvm` holds LLVM statically and is position-dependent (fast start, see
# docs/export.md "Where a small build's time goes"), `modlink` holds no LLVM at all, and a
# kernel built and run with them gives the right numbers at every CPU level. The test binaries
# are debug builds with the shared libLLVM, so only this script sees the release link.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --bins
bin=target/release
fail() { echo "release-check: $*" >&2; exit 1; }
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }

if [ "$(uname -m)-$(uname -s)" = "x86_64-Linux" ] && [ "${MODLINK_LLVM_LINK:-}" != dynamic ]; then
  readelf -h "$bin/modlink-llvm" | grep -q 'Type: *EXEC' \
    || fail "modlink-llvm is not a position-dependent executable: $(readelf -h "$bin/modlink-llvm" | grep Type:)"
  if needed "$bin/modlink-llvm" | grep -i llvm; then
    fail "modlink-llvm loads a shared LLVM; build.rs should have linked it statically"
  fi
  # The code a build runs comes first (lld --symbol-ordering-file): of the first 50 functions
  # in address order, nearly all are listed (unordered, the C runtime and whatever object came
  # first would be).
  listed=$(nm -n --defined-only "$bin/modlink-llvm" | awk '$2 == "T" || $2 == "t" {print $3}' \
    | head -n 50 | grep -cxF -f src/bin/modlink-llvm/hot-symbols.txt || true)
  [ "$listed" -ge 45 ] || fail "the hot functions are not ordered first: $listed of the first 50 are listed"
fi
if needed "$bin/modlink" | grep -E -i 'llvm|stdc\+\+'; then
  fail "modlink (the binary that does not compile) links LLVM or the C++ runtime"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/k.kir" <<'EOF'
kernel fma3(A: f32[n], B: f32[n], C: f32[n]) { for i in 0..n { C[i] = A[i] * 3.0 + B[i]; } }
EOF
"$bin/modlink" build "$work/k.kir" -o "$work/k.so" --no-cache
for level in "" x86-64 x86-64-v2 x86-64-v3 x86-64-v4; do
  # A level this CPU lacks is not chosen (the best supported one runs): the result is the same.
  out=$(MODLINK_CPU_LEVEL="$level" "$bin/modlink" run "$work/k.so" fma3 \
    --arg 'f32[37]:ones' --arg 'f32[37]:2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2' \
    --arg 'f32[37]:zeros')
  echo "$out" | grep -q '^arg2: f32\[37\] min=5.0 max=5.0 mean=5.0 ' \
    || fail "fma3 with MODLINK_CPU_LEVEL='$level' gave: $(echo "$out" | grep '^arg2')"
done
if "$bin/modlink" build "$work/missing.kir" -o "$work/x.so" 2>"$work/err"; then
  fail "a missing input built"
fi
grep -q 'missing.kir' "$work/err" || fail "the error does not name the missing file: $(cat "$work/err")"
echo "release-check: ok ($(du -h "$bin/modlink-llvm" | cut -f1) modlink-llvm, $(du -h "$bin/modlink" | cut -f1) modlink)"
