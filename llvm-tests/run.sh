#!/usr/bin/env bash
# Runs the codegen tests once per LLVM major installed on this machine, each through its own
# Cargo feature (llvm14 … llvm22), so version differences in src/codegen/llvm/version.rs are
# exercised wherever the toolchains exist. Majors that are not installed are reported and skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

# feature  major  llvm-sys prefix variable  status
# Only llvm19 is ported so far; llvm14 needs typed-pointer casts (see
# src/codegen/llvm/version.rs), llvm15/16/22 should need little beyond a build.
VERSIONS=(
  "llvm14 14 LLVM_SYS_140_PREFIX unported"
  "llvm15 15 LLVM_SYS_150_PREFIX unported"
  "llvm16 16 LLVM_SYS_160_PREFIX unported"
  "llvm19 19 LLVM_SYS_191_PREFIX ported"
  "llvm22 22 LLVM_SYS_221_PREFIX unported"
)

ran=0
failed=()
for entry in "${VERSIONS[@]}"; do
  read -r feature major prefix_var status <<<"$entry"
  prefix="/usr/lib/llvm-$major"
  if [ ! -x "$prefix/bin/llvm-config" ]; then
    echo "== $feature: $prefix/bin/llvm-config not found, skipped"
    continue
  fi
  if [ "$status" != ported ] && [ -z "${MODLINK_LLVM_TRY_ALL:-}" ]; then
    echo "== $feature: installed, codegen not ported yet, skipped (MODLINK_LLVM_TRY_ALL=1 tries it)"
    continue
  fi
  echo "== $feature ($("$prefix/bin/llvm-config" --version))"
  ran=$((ran + 1))
  if ! env "$prefix_var=$prefix" cargo test --no-default-features --features "$feature" \
      --test codegen --no-fail-fast -- codegen_; then
    failed+=("$feature")
  fi
done

echo "llvm-tests: $ran LLVM version(s) tested, ${#failed[@]} failed ${failed[*]:-}"
[ "$ran" -gt 0 ] && [ ${#failed[@]} -eq 0 ]
