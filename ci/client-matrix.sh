#!/usr/bin/env bash
# The client matrix (tests/interop/client_matrix.rs): installs the client venvs (ci/setup-clients.sh),
# then runs every cell. Kept out of ci/test.sh because the venvs take minutes to install.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/setup-clients.sh
cargo test --test interop -- --include-ignored client_matrix::
