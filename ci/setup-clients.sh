#!/usr/bin/env bash
# The client matrix: TVM runtimes other than the 0.27 of ci/setup.sh, each in its own ignored
# venv, for tests/interop/client_matrix.rs. Idempotent: a venv that already imports its client is kept.
#   .venv-tvm026  apache-tvm 0.26.0
#   .venv-tvm025  apache-tvm 0.25.0.post1 + apache-tvm-ffi 0.1.12 (newer tvm-ffi releases make
#                 `import tvm` fail on an undefined symbol)
#   .venv-tvmffi  apache-tvm-ffi (no TVM) + apache-tvm-ffi-orcjit
set -euo pipefail
cd "$(dirname "$0")/.."

make_venv() {
  local venv=$1 check=$2
  shift 2
  if "$venv/bin/python" -c "$check" >/dev/null 2>&1; then
    return
  fi
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --upgrade pip
  "$venv/bin/pip" install -q "$@"
  "$venv/bin/python" -c "$check"
}

make_venv .venv-tvm026 "import tvm, numpy; assert tvm.__version__.startswith('0.26')" \
  "apache-tvm==0.26.0" numpy
make_venv .venv-tvm025 "import tvm, numpy; assert tvm.__version__.startswith('0.25')" \
  "apache-tvm==0.25.0.post1" "apache-tvm-ffi==0.1.12" numpy
make_venv .venv-tvmffi "import tvm_ffi, tvm_ffi_orcjit, numpy" \
  apache-tvm-ffi apache-tvm-ffi-orcjit numpy
echo "setup-clients: ok ($(.venv-tvm025/bin/python -c 'import tvm; print("tvm", tvm.__version__)'), \
$(.venv-tvm026/bin/python -c 'import tvm; print("tvm", tvm.__version__)'), \
$(.venv-tvmffi/bin/python -c 'import tvm_ffi; print("tvm-ffi", tvm_ffi.__version__)'))"
