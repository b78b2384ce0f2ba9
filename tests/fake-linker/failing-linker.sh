#!/bin/sh
# Fake linker that writes a partial output and fails with a message on stderr.
out=""
prev=""
for arg in "$@"; do
  case "$prev" in -o) out="$arg" ;; esac
  prev="$arg"
done
printf 'partial' > "$out"
echo "fake-linker: error: undefined symbol: missing_function_for_test" >&2
exit 3
