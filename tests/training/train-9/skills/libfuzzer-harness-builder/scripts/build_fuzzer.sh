#!/usr/bin/env bash
# Build a libFuzzer target with ASan + UBSan. Usage: build_fuzzer.sh harness.c [sources...]
set -euo pipefail

if [[ $# -lt 1 ]]; then
  echo "usage: $0 harness.c [extra sources...]" >&2
  exit 2
fi
if [[ $EUID -eq 0 ]]; then
  echo "refusing to build as root; run as your normal user" >&2
  exit 2
fi
command -v clang >/dev/null || { echo "clang not found" >&2; exit 3; }

harness="$1"; shift
name="$(basename "${harness%.*}")"
mkdir -p out

clang -g -O1 -fno-omit-frame-pointer \
  -fsanitize=fuzzer,address,undefined \
  -fno-sanitize-recover=undefined \
  -I include -I src \
  "$harness" "$@" -o "out/$name"

echo "built out/$name"
echo "run: ./out/$name corpus/ -max_total_time=900 -timeout=10"
