#!/usr/bin/env bash
# Report whether the planner's variables are set, without printing their values.
set -euo pipefail
status=0
for v in SPLICE_GIS_URL SPLICE_GIS_TOKEN SPLICE_COLOUR_SCHEME; do
  if [ -n "${!v:-}" ]; then
    echo "$v: set"
  elif [ "$v" = "SPLICE_COLOUR_SCHEME" ]; then
    echo "$v: not set (defaults to TIA-598)"
  else
    echo "$v: missing"
    status=1
  fi
done
exit "$status"
