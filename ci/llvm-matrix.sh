#!/usr/bin/env bash
# The codegen suite against every supported LLVM major (issue 7).
#
#   bash ci/llvm-matrix.sh            # all of 14 15 16 19 22
#   bash ci/llvm-matrix.sh 14 19      # some
#   MODLINK_MATRIX_NO_INSTALL=1 ...   # never call apt-get; a missing LLVM is reported as `missing`
#
# For each major NN: installs llvm-NN-dev and libpolly-NN-dev when
# /usr/lib/llvm-NN/bin/llvm-config is absent (idempotent), then runs
#   cargo test --no-default-features --features llvmNN,golden-ir,cli --no-fail-fast \
#        --test codegen -- codegen_blob:: codegen_errors:: …   (modules of the codegen binary)
#   cargo test --no-default-features --features llvmNN,golden-ir,cli --test llvm_golden
# with CARGO_TARGET_DIR=target/llvmNN (a cold build per major: expect several minutes each on
# 2 cores), and prints one line per major: `llvm NN: build ok|FAILED|missing, P passed, F failed`.
# Logs: target/llvm-matrix/llvmNN.log. Exit status: 0 only if every major built and passed.
# This is deliberately not part of ci/test.sh (too slow for CI); record results in docs/cross.md.
set -uo pipefail
cd "$(dirname "$0")/.."

majors=("$@")
[ ${#majors[@]} -eq 0 ] && majors=(14 15 16 19 22)
# Modules of the `codegen` test binary (tests/codegen/main.rs), then the golden-IR test binary.
codegen_modules=(codegen_blob codegen_errors codegen_kernels codegen_noshim codegen_parallel codegen_schedule codegen_targets codegen_tvm nvptx_diagnostics)
# Device kernels (PTX checked by ptxas) are compiled by the LLVM 19 and 22 builds only.
device_modules=(nvptx_kernels)
export MODLINK_PYTHON="${MODLINK_PYTHON:-$PWD/.venv/bin/python}"
mkdir -p target/llvm-matrix

install_llvm() {
    local major=$1
    [ -x "/usr/lib/llvm-$major/bin/llvm-config" ] && return 0
    [ -n "${MODLINK_MATRIX_NO_INSTALL:-}" ] && return 1
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    # Polly as ci/setup.sh installs it for 19 (llvm-config's library list can name it); Debian 12
    # has no libpolly-15-dev, so only where the package exists.
    local packages=("llvm-$major-dev")
    apt-cache show "libpolly-$major-dev" >/dev/null 2>&1 && packages+=("libpolly-$major-dev")
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}" >/dev/null 2>&1 \
        || { $sudo env DEBIAN_FRONTEND=noninteractive apt-get update >/dev/null 2>&1 && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}" >/dev/null 2>&1; }
    [ -x "/usr/lib/llvm-$major/bin/llvm-config" ]
}

status=0
summary=()
for major in "${majors[@]}"; do
    log="target/llvm-matrix/llvm$major.log"
    if ! install_llvm "$major"; then
        summary+=("llvm $major: missing (llvm-$major-dev not installed), 0 passed, 0 failed")
        status=1
        continue
    fi
    filters=()
    for m in "${codegen_modules[@]}"; do filters+=("$m::"); done
    if [ "$major" -ge 19 ]; then
        for m in "${device_modules[@]}"; do filters+=("$m::"); done
    fi
    start=$(date +%s)
    CARGO_TARGET_DIR="target/llvm$major" cargo test --no-default-features \
        --features "llvm$major,golden-ir,cli" --no-fail-fast --test codegen -- "${filters[@]}" >"$log" 2>&1
    rc=$?
    CARGO_TARGET_DIR="target/llvm$major" cargo test --no-default-features \
        --features "llvm$major,golden-ir,cli" --no-fail-fast --test llvm_golden >>"$log" 2>&1 || rc=1
    passed=$(grep -E '^test result:' "$log" | awk '{s+=$4} END {print s+0}')
    failed=$(grep -E '^test result:' "$log" | awk '{s+=$6} END {print s+0}')
    build="ok"
    if grep -q '^error: could not compile' "$log"; then build="FAILED"; fi
    line="llvm $major: build $build, $passed passed, $failed failed ($(( $(date +%s) - start )) s, log $log)"
    summary+=("$line")
    echo "$line"
    if [ "$rc" -ne 0 ] || [ "$build" != "ok" ]; then status=1; fi
done

echo "== LLVM matrix $(date -u +%Y-%m-%dT%H:%MZ)"
printf '%s\n' "${summary[@]}"
exit $status
