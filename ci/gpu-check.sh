#!/usr/bin/env bash
# The project's GPU check (docs/runtime.md, "Checking on a GPU").
#   prepare  here, with cargo: builds the LLVM-free release `modlink` and the check program
#            (examples/gpu_check.rs) and gathers them with the kernel fixtures they read into
#            target/gpu-check/ (self-contained, at most 64 MiB).
#   run      on a machine with an NVIDIA GPU and driver (no cargo, no LLVM needed): every case of
#            every kernel fixture, cubin and PTX, through the Rust API and `modlink run --device
#            cuda`, and the Relax mlp on a VM on cuda:0 through the Rust API and `modlink run-model
#            --device cuda`; one line per case, then `N passed, N failed`; exit 1 on any failure.
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
    --bin modlink --example gpu_check
  # As ci/release-check.sh checks for the LLVM-free binary: no LLVM, no C++ runtime.
  for binary in target/release/modlink target/release/examples/gpu_check; do
    if readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | grep -E -i 'llvm|stdc\+\+'; then
      fail "$binary links LLVM or the C++ runtime"
    fi
  done
  rm -rf "$out"
  mkdir -p "$out/fixtures"
  cp target/release/modlink target/release/examples/gpu_check "$out/"
  # The Relax mlp (mlp.json, mlp.{cubin,ptx}.so, its x and expected output) with the kernels.
  for name in $kernels mlp; do
    cp "$fixtures/$name".json "$fixtures/$name".*.so "$fixtures/$name".*.npy "$out/fixtures/"
  done
  cat >"$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Made by `ci/gpu-check.sh prepare`: runs the GPU check from this folder.
set -euo pipefail
cd "$(dirname "$0")"
exec ./gpu_check fixtures ./modlink
RUN
  chmod +x "$out/run.sh"
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
  *) echo "usage: ci/gpu-check.sh prepare|run" >&2; exit 2 ;;
esac
