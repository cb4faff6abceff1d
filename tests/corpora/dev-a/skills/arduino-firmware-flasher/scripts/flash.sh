#!/usr/bin/env bash
# Compile and upload a sketch. Usage: flash.sh <sketch-dir> <fqbn> <port>
set -euo pipefail
SKETCH="${1:?sketch dir}"
FQBN="${2:?fqbn}"
PORT="${3:?port}"
BUILD="$(mktemp -d)"
trap 'rm -rf "$BUILD"' EXIT

arduino-cli compile --fqbn "$FQBN" --build-path "$BUILD" "$SKETCH"
arduino-cli upload --fqbn "$FQBN" --port "$PORT" --input-dir "$BUILD" "$SKETCH"
echo "flashed $(basename "$SKETCH") to $PORT ($FQBN)"
