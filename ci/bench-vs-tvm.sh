#!/usr/bin/env bash
# modlink vs Apache TVM 0.27 in one run, on the same trees: export and open of libraries with one
# imported payload of 1 MiB, 64 MiB, 512 MiB and 3 GiB, and host-only libraries of 1, 50 and 500
# kernels, and 500 kernels built through the codegen cache (cold, warm, one kernel changed); then
# modlink alone: 150 and 500 kernels with the default CPU levels against one level. Prints
# markdown tables of times, ratios and peak RSS (the README "Performance" tables come from it).
# Not part of CI: it takes minutes and wants a quiet machine.
#
#   bash ci/bench-vs-tvm.sh            # everything (needs ~20 GiB free memory for TVM at 3 GiB)
#   bash ci/bench-vs-tvm.sh --quick    # skip 512 MiB and 3 GiB
#   bash ci/bench-vs-tvm.sh --sizes 1,64 --kernels 50 --reps 5
#   bash ci/bench-vs-tvm.sh --sizes "" --kernels "" --cache-kernels 500 --levels-kernels ""   # the cache case only
#   bash ci/bench-vs-tvm.sh --sizes "" --kernels "" --cache-kernels "" --levels-kernels 150,500   # CPU levels only
#
# The venv comes from ci/setup.sh (MODLINK_PYTHON overrides the interpreter).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${MODLINK_PYTHON:-.venv/bin/python}"
if ! "$PYTHON" -c "import tvm, numpy" >/dev/null 2>&1; then
  echo "bench-vs-tvm: $PYTHON cannot import tvm and numpy; run ci/setup.sh first" >&2
  exit 1
fi
cargo build --release --bins
exec "$PYTHON" benches/vs_tvm.py --modlink target/release/modlink "$@"
