#!/bin/sh
# Fake linker for command-line tests: records its argv (one argument per line) and the value of
# LC_ALL in $FAKE_LINKER_LOG (and the contents of any @response file), then writes a small output file where -o / /OUT: points.
log="${FAKE_LINKER_LOG:?FAKE_LINKER_LOG must be set}"
: > "$log"
printf 'LC_ALL=%s\n' "${LC_ALL-}" >> "$log"
out=""
prev=""
for arg in "$@"; do
  printf '%s\n' "$arg" >> "$log"
  # A response file: record its contents too (it is deleted once the linker returns).
  case "$arg" in @*) cat "${arg#@}" >> "$log" ;; esac
  case "$prev" in -o) out="$arg" ;; esac
  case "$arg" in /OUT:*) out="${arg#/OUT:}" ;; esac
  prev="$arg"
done
if [ -n "$out" ]; then printf 'fake library\n' > "$out"; fi
exit 0
