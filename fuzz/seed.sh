#!/usr/bin/env bash
# Builds the seed corpora in fuzz/corpus/<target>/ from the TVM 0.27 fixtures and modlink's own
# outputs (a model library, an object-packed legacy library, a model's graph.json and params).
# Idempotent: seeds are named by content, so rerunning adds nothing new. Needs the modlink CLI
# built with LLVM (cargo build, default features).
set -euo pipefail
cd "$(dirname "$0")/.."
fixtures="${MODLINK_FIXTURES:-$PWD/../shared/fixtures/tvm-0.27}"
corpus=fuzz/corpus
mkdir -p "$corpus"/{blob_read,locate,kir_parse,graph_parse,params_read,digest_find,relax_read,relax_vm,cuda_payload}
cargo build --quiet --bins
modlink="$PWD/target/debug/modlink"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Copies a file into a corpus under its content hash.
seed() {
  local target=$1 file=$2
  cp "$file" "$corpus/$target/$(sha1sum "$file" | cut -c1-16)"
}

libraries=()
for lib in "$fixtures"/*.so "$fixtures"/*.a "$fixtures"/*.tar; do
  [ -e "$lib" ] && libraries+=("$lib")
done
echo '{"name":"mlp","input_name":"x","input_shape":[2,8],"layers":[{"dense":{"units":4,"relu":true}},"softmax"],"seed":1}' \
  >"$work/model.json"
if "$modlink" build-model "$work/model.json" -o "$work/model.tar" >/dev/null; then
  mkdir -p "$work/mlf" && tar -xf "$work/model.tar" -C "$work/mlf"
  find "$work/mlf" -name '*.json' -path '*graph*' -exec bash -c 'cp "$1" "$2"' _ {} "$work/graph.json" \;
  find "$work/mlf" -name '*.params' -exec bash -c 'cp "$1" "$2"' _ {} "$work/model.params" \;
  "$modlink" build-model "$work/model.json" -o "$work/model.so" >/dev/null
  libraries+=("$work/model.so")
fi
# A library with an opaque import, written by the direct object packer in the legacy layout.
printf 'opaque payload' >"$work/payload.bin"
"$modlink" build -o "$work/raw_legacy.so" --import-raw "vm=$work/payload.bin" --layout legacy \
  --pack object >/dev/null 2>&1 && libraries+=("$work/raw_legacy.so")
"$modlink" build -o "$work/raw_digest.so" --import-raw "vm=$work/payload.bin" --pack object \
  --digest >/dev/null 2>&1 && libraries+=("$work/raw_digest.so")

for lib in "${libraries[@]}"; do
  seed locate "$lib"
  seed digest_find "$lib"
  for layout in current legacy; do
    out="$work/extract-$(basename "$lib")-$layout"
    if "$modlink" extract "$lib" -o "$out" --layout "$layout" >/dev/null 2>&1 && [ -f "$out/blob.bin" ]; then
      seed blob_read "$out/blob.bin"
    fi
  done
done
# The Relax VM executables TVM 0.27 wrote: their payloads seed the Relax reader.
for lib in "$fixtures"/relax/*.so; do
  [ -e "$lib" ] || continue
  seed locate "$lib"
  out="$work/extract-relax-$(basename "$lib")"
  if "$modlink" extract "$lib" -o "$out" >/dev/null 2>&1; then
    for payload in "$out"/*_relax.VMExecutable.bin "$out"/*_const_loader.bin; do
      [ -f "$payload" ] && seed relax_read "$payload"
    done
    # The interpreter runs the executables' bytecode against stand-in kernels.
    for payload in "$out"/*_relax.VMExecutable.bin; do
      [ -f "$payload" ] && seed relax_vm "$payload"
    done
  fi
done
# The cuda payloads TVM 0.27 wrote (cubin and PTX code), as `modlink extract` cut them out.
for payload in "$fixtures"/cuda/*.payload.bin; do
  [ -f "$payload" ] && seed cuda_payload "$payload"
done
# The cuda payloads apache-tvm-tirx writes (FunctionInfo v2 records, trailing build settings),
# from the libraries the tests build with it; skipped where the venv has no TIRx.
python="${MODLINK_TIRX_PYTHON:-${MODLINK_PYTHON:-$PWD/.venv/bin/python}}"
mkdir -p "$work/tirx"
if "$python" tests/support/tirx_cuda_fixtures.py "$work/tirx" >/dev/null 2>&1; then
  for lib in "$work"/tirx/*.so; do
    seed locate "$lib"
    out="$work/extract-tirx-$(basename "$lib")"
    if "$modlink" extract "$lib" -o "$out" --layout current >/dev/null 2>&1; then
      # A CPU library (the T.parallel one) has no cuda module.
      [ -f "$out/1_cuda.bin" ] && seed cuda_payload "$out/1_cuda.bin"
      seed blob_read "$out/blob.bin"
    fi
  done
  for payload in "$work"/tirx/*.v1.payload.bin; do seed cuda_payload "$payload"; done
fi
for kir in examples/*.kir; do seed kir_parse "$kir"; done
[ -f "$work/graph.json" ] && seed graph_parse "$work/graph.json"
[ -f "$work/model.params" ] && seed params_read "$work/model.params"
for target in blob_read locate kir_parse graph_parse params_read digest_find relax_read relax_vm cuda_payload; do
  echo "seed: $target: $(ls "$corpus/$target" | wc -l) files"
done
