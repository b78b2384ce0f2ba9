#!/usr/bin/env bash
# The project's GPU check (docs/runtime.md, "Checking on a GPU").
#   prepare  here, with cargo: builds the LLVM-free release `modlink` and the check program
#            (examples/gpu_check.rs) and gathers them with the kernel fixtures they read into
#            target/gpu-check/ (self-contained, at most 64 MiB).
#   run      on a machine with an NVIDIA GPU and driver (no cargo, no LLVM needed): every case of
#            every kernel fixture, cubin and PTX, through the Rust API and `modlink run --device
#            cuda`, and the Relax mlp on a VM on cuda:0 through the Rust API and `modlink run-model
#            --device cuda`; one line per case, then `N passed, N failed`; exit 1 on any failure.
#   bench    on the GPU machine, after `run`: the per-call cost of a kernel through modlink's
#            packed path vs a bare cuLaunchKernel loop (examples/gpu_bench.rs), and the Relax MLP
#            through `modlink run-model --device cuda --bench` vs the same MLP in torch eager
#            (ci/gpu_bench_mlp.py, with /opt/torch/.venv/bin/python or $TORCH_PYTHON); ratios
#            from one run.
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/gpu-check
fixtures=../shared/fixtures/tvm-0.27/cuda
kernels="vadd vadd_dyn saxpy rowsum_smem rowsum_dynsmem softmax two_kernels"
fail() { echo "gpu-check: $*" >&2; exit 1; }

prepare() {
  [ -d "$fixtures" ] || fail "no fixtures at $fixtures"
  # One build for both: the gpu-check feature only adds the example, so `modlink` is the binary
  # `--no-default-features --features cli` gives.
  cargo build --release --no-default-features --features cli,gpu-check \
    --bin modlink --example gpu_check --example gpu_bench
  # As ci/release-check.sh checks for the LLVM-free binary: no LLVM, no C++ runtime.
  for binary in target/release/modlink target/release/examples/gpu_check target/release/examples/gpu_bench; do
    if readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | grep -E -i 'llvm|stdc\+\+'; then
      fail "$binary links LLVM or the C++ runtime"
    fi
  done
  rm -rf "$out"
  mkdir -p "$out/fixtures"
  cp target/release/modlink target/release/examples/gpu_check target/release/examples/gpu_bench \
    ci/gpu_bench_mlp.py "$out/"
  # The Relax mlp (mlp.json, mlp.{cubin,ptx}.so, its x and expected output) with the kernels.
  for name in $kernels mlp; do
    cp "$fixtures/$name".json "$fixtures/$name".*.so "$fixtures/$name".*.npy "$out/fixtures/"
  done
  # The bench's bare launch loads the raw image.
  cp "$fixtures/vadd_dyn.cubin" "$out/fixtures/"
  cat >"$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Made by `ci/gpu-check.sh prepare`: runs the GPU check from this folder.
set -euo pipefail
cd "$(dirname "$0")"
exec ./gpu_check fixtures ./modlink
RUN
  cat >"$out/bench.sh" <<'BENCH'
#!/usr/bin/env bash
# Made by `ci/gpu-check.sh prepare`: the GPU benches, ratios from one run.
set -euo pipefail
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
./gpu_bench fixtures
calls=2000
modlink_line=$(./modlink run-model fixtures/mlp.cubin.so --device cuda --input x=fixtures/mlp.main.0.x.npy --bench "$calls" | grep '^bench:')
python=${TORCH_PYTHON:-/opt/torch/.venv/bin/python}
torch_line=$("$python" gpu_bench_mlp.py fixtures "$calls")
echo "mlp modlink: ${modlink_line#bench: }"
echo "mlp $torch_line"
median() { sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'; }
awk -v m="$(echo "$modlink_line" | median)" -v t="$(echo "$torch_line" | median)" \
  'BEGIN { printf "mlp latency: modlink / torch eager = %.3f (goal <= 1.0)\n", m / t }'
BENCH
  chmod +x "$out/run.sh" "$out/bench.sh"
  bytes=$(du -sb "$out" | cut -f1)
  [ "$bytes" -le $((64 * 1024 * 1024)) ] || fail "$out is $bytes bytes, over the 64 MiB a GPU machine gets"
  echo "gpu-check: prepared $out ($(du -sh "$out" | cut -f1), $bytes bytes); on the GPU machine: bash ci/gpu-check.sh run"
}

case "${1:-}" in
  prepare) prepare ;;
  run)
    [ -x "$out/run.sh" ] || fail "no $out/run.sh: run \`ci/gpu-check.sh prepare\` first (and carry $out)"
    exec bash "$out/run.sh"
    ;;
  bench)
    [ -x "$out/bench.sh" ] || fail "no $out/bench.sh: run \`ci/gpu-check.sh prepare\` first (and carry $out)"
    exec bash "$out/bench.sh"
    ;;
  *) echo "usage: ci/gpu-check.sh prepare|run|bench" >&2; exit 2 ;;
esac
