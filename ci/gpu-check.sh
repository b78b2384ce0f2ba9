#!/usr/bin/env bash
# The project's GPU check (docs/runtime.md, "Checking on a GPU").
#   prepare  here, with cargo: builds the LLVM-free release `modlink` and the check and bench
#            programs (examples/gpu_check.rs, gpu_bench.rs, gpu_bench_kernels.rs), builds each
#            examples/gpu kernel into a CUDA library with the debug `modlink-llvm` and writes its
#            inputs, numpy's expected outputs and fixture JSON (ci/gpu_kernel_cases.py, the venv's
#            Python), and gathers it all with TVM's kernel fixtures into target/gpu-check/
#            (self-contained, at most 64 MiB).
#   run      on a machine with an NVIDIA GPU and driver (no cargo, no LLVM needed): every case of
#            every kernel fixture, each library its JSON's variants name (TVM's cubin and PTX,
#            modlink's own library of examples/gpu), through the Rust API and `modlink run --device
#            cuda`, TIRx's CUDA-source libraries (ci/gpu_tirx_cases.py, compiled by the machine's
#            NVRTC at load), and the Relax mlp on a VM on cuda:0 through the Rust API and `modlink
#            run-model --device cuda`; one line per case, then `N passed, N failed`; then TVM
#            0.27's and TIRx's runtimes on modlink's libraries (ci/gpu_tvm_client.py); then TVM's OpenCL
#            fixtures through `modlink run/run-model --device opencl` on the machine's OpenCL driver
#            (ci/gpu_opencl_check.py; skipped without one); then the Python package (the wheel,
#            unpacked) on the machine's Python with torch: every kernel case with torch CUDA
#            tensors and with numpy arrays on device="cuda", the Relax fixtures on a cuda VM
#            (ci/gpu_python_check.py); exit 1 on any failure.
#   bench    on the GPU machine, after `run`: the per-call cost of a kernel through modlink's
#            packed path vs a bare cuLaunchKernel loop (examples/gpu_bench.rs), and the Relax MLP
#            through `modlink run-model --device cuda --bench` vs the same MLP in torch eager
#            (ci/gpu_bench_mlp.py, with /opt/torch/.venv/bin/python or $TORCH_PYTHON); then issue
#            #27's: vadd and saxpy on 2^26 floats vs a device copy, matmul_tiled at 4096^3 and
#            softmax 4096x4096 vs torch (examples/gpu_bench_kernels.rs, ci/gpu_bench_kernels.py);
#            ratios from one run.
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/gpu-check
fixtures=../shared/fixtures/tvm-0.27/cuda
kernels="vadd vadd_dyn saxpy rowsum_smem rowsum_dynsmem softmax two_kernels"
# The examples/gpu kernels built into libraries by `modlink build` (fixtures modlink_<kernel>).
gpu_examples="vadd saxpy matmul_tiled softmax"
python=${MODLINK_PYTHON:-.venv/bin/python}
fail() { echo "gpu-check: $*" >&2; exit 1; }

prepare() {
  [ -d "$fixtures" ] || fail "no fixtures at $fixtures"
  # One build for both: the gpu-check feature only adds the example, so `modlink` is the binary
  # `--no-default-features --features cli` gives.
  cargo build --release --no-default-features --features cli,gpu-check \
    --bin modlink --example gpu_check --example gpu_bench --example gpu_bench_kernels \
    --example opencl_bench
  # The libraries of examples/gpu are built with LLVM (debug: codegen is the same).
  cargo build --bin modlink-llvm
  [ -x "$python" ] || fail "no Python at $python (the venv of ci/setup.sh, or MODLINK_PYTHON)"
  local libdevice
  libdevice=$("$python" -c 'import nvidia.cuda_nvcc, os; print(os.path.join(nvidia.cuda_nvcc.__path__[0], "nvvm", "libdevice", "libdevice.10.bc"))') \
    || fail "no nvidia-cuda-nvcc-cu12 in $python's environment (libdevice, for softmax's exp)"
  # As ci/release-check.sh checks for the LLVM-free binary: no LLVM, no C++ runtime.
  for binary in target/release/modlink target/release/examples/gpu_check target/release/examples/gpu_bench target/release/examples/gpu_bench_kernels target/release/examples/opencl_bench; do
    if readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | grep -E -i 'llvm|stdc\+\+'; then
      fail "$binary links LLVM or the C++ runtime"
    fi
  done
  rm -rf "$out"
  mkdir -p "$out/fixtures"
  cp target/release/modlink target/release/examples/gpu_check target/release/examples/gpu_bench \
    target/release/examples/gpu_bench_kernels ci/gpu_bench_mlp.py ci/gpu_bench_kernels.py "$out/"
  # The Relax mlp (mlp.json, mlp.{cubin,ptx}.so, its x and expected output) with the kernels.
  for name in $kernels mlp; do
    cp "$fixtures/$name".json "$fixtures/$name".*.so "$fixtures/$name".*.npy "$out/fixtures/"
  done
  # The bench's bare launch loads the raw image.
  cp "$fixtures/vadd_dyn.cubin" "$out/fixtures/"
  # modlink's own libraries of examples/gpu (PTX for the default sm_80: the driver compiles it
  # for the GPU the check runs on), with their cases; the numerics check and the #27 benches
  # both use them.
  for name in $gpu_examples; do
    target/debug/modlink-llvm build "examples/gpu/$name.kir" -o "$out/fixtures/modlink_$name.so" \
      --libdevice "$libdevice"
  done
  "$python" ci/gpu_kernel_cases.py "$out/fixtures"
  # TIRx's own CUDA libraries (CUDA source with build settings sm_80), run through modlink's
  # NVRTC at load on the GPU.
  "$python" ci/gpu_tirx_cases.py "$out/fixtures"
  # A model of modlink's front built for CUDA (the demo's MLP layers, dynamic batch): the GPU
  # run must give what the same model built for the CPU gives here.
  local model="$out/fixtures/modlink_model"
  MODLINK_LIBDEVICE="$libdevice" target/debug/modlink-llvm build-model ci/gpu_model.json \
    -o "$model.so" --device cuda
  target/debug/modlink-llvm build-model ci/gpu_model.json -o "$model.cpu.so"
  "$python" -c 'import numpy as np, sys; np.save(sys.argv[1], np.random.default_rng(7).standard_normal((5, 64)).astype("float32"))' "$model.x.npy"
  target/debug/modlink run-model "$model.cpu.so" --input "x=$model.x.npy" --output "$model.out.npy" >/dev/null
  rm "$model.cpu.so"
  cat >"$model.json" <<'MODEL'
{"fixture": "modlink_model", "kind": "relax",
 "notes": "ci/gpu_model.json built by modlink for CUDA (PTX, sm_80); expected: the same model built for the CPU, run by modlink here",
 "variants": {"modlink": {"library": "modlink_model.so"}},
 "vm": {"cases": [{"inputs": ["modlink_model.x.npy"], "output": "modlink_model.out.npy"}]},
 "tolerance": {"rtol": 1e-4, "atol": 1e-6}}
MODEL
  for name in $gpu_examples; do
    for file in "modlink_$name.so" "modlink_$name.json"; do
      [ -f "$out/fixtures/$file" ] || fail "prepare did not make $out/fixtures/$file"
    done
  done
  # TVM's own runtime as a client on the GPU machine (spec §8): the tvm-ffi wheel for the
  # machine's CPython 3.12 and the venv's two runtime libraries, about 7 MB.
  mkdir -p "$out/tvm"
  "$python" -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
    --platform manylinux_2_28_x86_64 "apache-tvm-ffi==$("$python" -c 'import tvm_ffi; print(tvm_ffi.__version__)')" \
    -d "$out/tvm" || fail "could not download the apache-tvm-ffi wheel for Python 3.12"
  local tvm_lib
  tvm_lib=$("$python" -c 'import tvm, os; print(os.path.join(os.path.dirname(tvm.__file__), "lib"))')
  cp "$tvm_lib/libtvm_runtime.so" "$tvm_lib/libtvm_runtime_cuda.so" "$out/tvm/"
  cp ci/gpu_tvm_client.py "$out/"
  # apache-tvm-tirx's runtime as a second client (the same tvm-ffi wheel), about 1 MB.
  mkdir -p "$out/tirx"
  local tirx_lib
  tirx_lib=$("$python" -c 'import tvm_tirx, os; print(os.path.join(os.path.dirname(tvm_tirx.__file__), "lib"))')
  cp "$tirx_lib/libtvm_runtime.so" "$tirx_lib/libtvm_runtime_cuda.so" "$out/tirx/"
  # TVM's OpenCL libraries (kernels and a Relax MLP) with TVM's CPU results, for the machine's
  # OpenCL driver (NVIDIA's, where the GPU machine has one): the manifest is the script's last line.
  mkdir -p "$out/opencl"
  "$python" tests/support/opencl_fixtures.py "$out/opencl" | tail -n 1 >"$out/opencl/manifest.json"
  cp ci/gpu_opencl_check.py target/release/examples/opencl_bench "$out/"
  # The Python package: the abi3 wheel of `pip install ./python`, unpacked (about 5 MB), for the
  # GPU machine's Python with torch.
  bash ci/python-wheel.sh
  "$python" -m zipfile -e python/target/wheels/modlink-*.whl "$out/python"
  cp ci/gpu_python_check.py "$out/"
  # The GPU machine's image has NVIDIA's OpenCL driver (libnvidia-opencl, part of the driver) but
  # may lack the ICD loader and the vendor file: carry the loader ci/setup.sh installed here (it
  # needs only libc); opencl-env.sh points it at the driver there.
  local loader
  loader=$(ldconfig -p | sed -n 's/^\s*libOpenCL.so.1 (libc6,x86-64) => //p' | head -n 1)
  [ -n "$loader" ] || fail "no libOpenCL.so.1 here (ci/setup.sh installs ocl-icd-libopencl1)"
  mkdir -p "$out/icd"
  cp -L "$loader" "$out/icd/libOpenCL.so.1"
  cat >"$out/opencl-env.sh" <<'ENV'
# Sourced by run.sh and bench.sh: use the machine's OpenCL loader and vendor files where it has
# them; else the carried loader, with a vendor file for NVIDIA's driver library if one is found.
here=$(pwd)
if ! ldconfig -p | grep -q 'libOpenCL.so.1 '; then
  export MODLINK_OPENCL_LIBRARY="$here/icd/libOpenCL.so.1"
fi
if ! ls /etc/OpenCL/vendors/*.icd >/dev/null 2>&1 && [ -z "${OCL_ICD_VENDORS:-}" ]; then
  nvidia_opencl=$( (ldconfig -p | sed -n 's/^\s*libnvidia-opencl.so.1 .*=> //p';
    find /usr/local/nvidia /usr/lib /usr/lib64 -name 'libnvidia-opencl.so.1' 2>/dev/null) | head -n 1)
  if [ -n "$nvidia_opencl" ]; then
    mkdir -p /tmp/modlink-icd
    echo "$nvidia_opencl" >/tmp/modlink-icd/nvidia.icd
    export OCL_ICD_VENDORS=/tmp/modlink-icd
  fi
fi
echo "opencl: loader ${MODLINK_OPENCL_LIBRARY:-the system libOpenCL.so.1}; vendors ${OCL_ICD_VENDORS:-/etc/OpenCL/vendors}"
ENV
  cat >"$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Made by `ci/gpu-check.sh prepare`: runs the GPU check from this folder: modlink (API and
# CLI), then TVM's own runtime on modlink's CUDA libraries, then TVM's OpenCL libraries through
# `modlink run --device opencl` on the machine's OpenCL driver (skipped where there is none),
# then modlink's Python package with torch.
set -uo pipefail
cd "$(dirname "$0")"
./gpu_check fixtures ./modlink
status=$?
"${TORCH_PYTHON:-/opt/torch/.venv/bin/python}" gpu_tvm_client.py tvm || status=1
"${TORCH_PYTHON:-/opt/torch/.venv/bin/python}" gpu_tvm_client.py tirx || status=1
source ./opencl-env.sh
"${TORCH_PYTHON:-/opt/torch/.venv/bin/python}" gpu_opencl_check.py opencl ./modlink || status=1
"${TORCH_PYTHON:-/opt/torch/.venv/bin/python}" gpu_python_check.py fixtures || status=1
exit $status
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
# Issue #27: the examples/gpu kernels (vadd and saxpy print their ratio to a device copy).
kernel_lines=$(./gpu_bench_kernels fixtures)
echo "$kernel_lines"
torch_kernels=$("$python" gpu_bench_kernels.py)
echo "$torch_kernels"
ms() { sed -n "s/^$1 .*$2 \([0-9.]*\) ms.*/\1/p"; }
for pair in "matmul_tiled 0.7" "softmax 0.8"; do
  set -- $pair
  awk -v kernel="$1" -v goal="$2" -v m="$(echo "$kernel_lines" | ms "$1" modlink)" \
    -v t="$(echo "$torch_kernels" | ms "$1" torch)" \
    'BEGIN { printf "%s speed: modlink / torch = %.3f (torch %s ms / modlink %s ms; goal >= %s)\n", kernel, t / m, t, m, goal }'
done
# Issue #35: TVM's OpenCL vadd_dyn through NVIDIA's OpenCL driver, modlink's packed path vs bare
# clEnqueueNDRangeKernel (compare with gpu_bench's CUDA figures above for the same kernel).
source ./opencl-env.sh
./opencl_bench opencl/vadd_dyn.so 20000 || echo "opencl bench: not run (no OpenCL device)"
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
