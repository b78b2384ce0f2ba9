#!/usr/bin/env bash
# Installs everything modlink's build, tests and benchmarks need on a fresh Debian 12 machine.
# Idempotent: packages already present are skipped; the venv is reused when it already holds TVM.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  llvm-19-dev libpolly-19-dev clang-19 lld-19   # codegen (inkwell/llvm-sys) and the linkers
  libzstd-dev zlib1g-dev libffi-dev libxml2-dev # what llvm-config --system-libs asks for
  build-essential pkg-config python3-venv
  qemu-user                                     # running cross-compiled libraries
  gcc-aarch64-linux-gnu libc6-dev-arm64-cross
  gcc-riscv64-linux-gnu libc6-dev-riscv64-cross
  gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
  redis-server                                  # the shared codegen cache's tests start one
  wine64                                        # loading Windows DLLs for real (/usr/lib/wine/wine64)
  ocl-icd-libopencl1 pocl-opencl-icd clinfo     # OpenCL: the ICD loader, PoCL (OpenCL on the CPU), clinfo
)

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Python venv with the real TVM runtime used by the interop tests and benchmarks.
VENV=.venv
if ! "$VENV/bin/python" -c "import tvm, numpy" >/dev/null 2>&1; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --upgrade pip
  "$VENV/bin/pip" install -q "apache-tvm==0.27.0.post1" numpy
fi
# apache-tvm-tirx (TVM's TIR compiler on tvm-ffi) beside TVM 0.27: the tests build TIRx CUDA
# libraries with it (tests/support/tirx_cuda_fixtures.py). The two share apache-tvm-ffi
# (TIRx needs >= 0.1.15.post1, TVM 0.27 brought 0.1.15.post2) and import as different
# packages (`tvm_tirx`, `tvm`), so one venv holds both; each process imports one of them.
TIRX_PIP=("apache-tvm-tirx==0.1.0a4" "apache-tvm-tirx-llvm-targets==0.1.0a4")
if ! "$VENV/bin/python" -c "import tvm_tirx" >/dev/null 2>&1; then
  "$VENV/bin/pip" install -q "${TIRX_PIP[@]}"
fi
# NVIDIA's compiler tools from PyPI (no GPU, driver or toolkit needed): ptxas validates the PTX
# modlink generates, libdevice supplies device math, and NVRTC compiles fmt `cuda` sources
# (with the CCCL headers TVM's CUDA source includes).
CUDA_PIP=("nvidia-cuda-nvcc-cu12==12.9.86" "nvidia-cuda-nvrtc-cu12==12.9.86" "nvidia-cuda-cccl-cu12==12.9.27")
if ! "$VENV/bin/python" -c "import nvidia.cuda_nvcc, nvidia.cuda_nvrtc, nvidia.cuda_cccl" >/dev/null 2>&1; then
  "$VENV/bin/pip" install -q "${CUDA_PIP[@]}"
fi
# CUDA 13's NVRTC, runtime headers and CCCL with cuda-bindings, with which TIRx compiles CUDA to
# cubin and PTX at build time (tests/support/tirx_cuda_fixtures.py `compiled`). In a folder of
# their own on PYTHONPATH for that script only, not in the venv: TVM 0.27 there must go on
# keeping CUDA source when no CUDA runtime is loaded.
CU13=.venv-cu13
CU13_PIP=("cuda-bindings==13.5.0" "cuda-pathfinder==1.9.1" "nvidia-cuda-nvrtc==13.5.37"
  "nvidia-cuda-runtime==13.5.37" "nvidia-cuda-cccl==13.3.5.0.6")
if ! PYTHONPATH="$CU13" "$VENV/bin/python" -c "import cuda.bindings.nvrtc" >/dev/null 2>&1 \
  || [ ! -f "$CU13/nvidia/cu13/include/cuda_runtime.h" ]; then
  rm -rf "$CU13"
  "$VENV/bin/pip" install -q --target "$CU13" "${CU13_PIP[@]}"
fi
# The Python package (python/), built and installed into the venv by ci/python-wheel.sh.
# MODLINK_SETUP_WHEEL=0 leaves it to the caller (ci/test.sh builds it in the background).
if [ "${MODLINK_SETUP_WHEEL:-1}" != 0 ]; then
  bash ci/python-wheel.sh
fi
echo "setup: ok (llvm $(/usr/lib/llvm-19/bin/llvm-config --version), $("$VENV/bin/python" -c 'import tvm; print("tvm", tvm.__version__)'), $("$VENV/bin/python" -c 'import tvm_tirx; print("tvm_tirx", tvm_tirx.__version__)'))"
