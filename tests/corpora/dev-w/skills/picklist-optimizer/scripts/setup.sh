#!/usr/bin/env bash
# One-time setup for the packing-station PC.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SPOOL=/var/spool/picklists

sudo install -d -m 0777 "$SPOOL"
python3 -m pip install --user -r "$HERE/../requirements.txt"
echo "setup complete: spool folder $SPOOL"
