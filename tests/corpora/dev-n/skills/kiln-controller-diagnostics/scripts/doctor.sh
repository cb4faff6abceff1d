#!/usr/bin/env bash
# Kiln controller doctor: prints a short, fixed set of facts.
set -u
echo "os: $(uname -sr)"
echo "python: $(python3 --version 2>&1)"
echo "KILN_PORT=${KILN_PORT:-<unset>}"
echo "KILN_BAUD=${KILN_BAUD:-9600}"
echo "KILN_PROFILE_DIR=${KILN_PROFILE_DIR:-<unset>}"
echo "serial devices:"
found=0
for dev in /dev/ttyUSB* /dev/ttyACM* /dev/cu.usbserial*; do
  if [ -e "$dev" ]; then
    echo "  $dev"
    found=1
  fi
done
[ "$found" -eq 1 ] || echo "  none found (is the USB cable connected?)"
if [ -n "${KILN_PROFILE_DIR:-}" ] && [ -d "$KILN_PROFILE_DIR" ]; then
  echo "profiles: $(find "$KILN_PROFILE_DIR" -maxdepth 1 -name '*.json' | wc -l) json files"
fi
