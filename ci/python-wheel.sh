#!/usr/bin/env bash
# The Python package (python/): built the way `pip install ./python` builds it (maturin's PEP 517
# backend, release, no LLVM), into python/target/wheels; installed into the venv for pytest, and
# the same wheel goes into a fresh venv in python/tests/test_fresh_venv.py. Needs the venv of
# ci/setup.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv
if ! "$VENV/bin/python" -c "import maturin, pytest" >/dev/null 2>&1; then
  "$VENV/bin/pip" install -q "maturin>=1.9,<2" pytest
fi
rm -f python/target/wheels/modlink-*.whl
# maturin's PEP 517 hook runs the `maturin` program: the venv's bin goes on PATH.
PATH="$PWD/$VENV/bin:$PATH" "$VENV/bin/pip" wheel -q --no-deps --no-build-isolation \
  -w python/target/wheels ./python
"$VENV/bin/pip" install -q --force-reinstall --no-deps python/target/wheels/modlink-*.whl
echo "python-wheel: $(ls python/target/wheels/modlink-*.whl)"
