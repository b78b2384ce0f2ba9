#!/bin/sh
# Fake linker that writes a partial output, tells the test it has started, then sleeps so the
# test can kill the export midway.
out=""
prev=""
for arg in "$@"; do
  case "$prev" in -o) out="$arg" ;; esac
  prev="$arg"
done
printf 'partial' > "$out"
if [ -n "${FAKE_LINKER_STARTED:-}" ]; then : > "$FAKE_LINKER_STARTED"; fi
sleep 30
exit 0
