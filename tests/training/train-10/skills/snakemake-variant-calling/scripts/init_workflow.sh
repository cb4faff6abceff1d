#!/usr/bin/env bash
# Copy the workflow skeleton into a project directory without overwriting anything.
set -euo pipefail
DEST="${1:?usage: init_workflow.sh <project-dir>}"
SRC="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$DEST/envs" "$DEST/scripts"
for pair in "assets/Snakefile:Snakefile" "assets/config.yaml:config.yaml" \
            "assets/envs/align.yaml:envs/align.yaml" "assets/envs/call.yaml:envs/call.yaml" \
            "scripts/fetch_verified.py:scripts/fetch_verified.py"; do
  from="$SRC/${pair%%:*}"; to="$DEST/${pair##*:}"
  if [[ -e "$to" ]]; then
    echo "exists, not overwritten: $to" >&2
  else
    cp "$from" "$to"
    echo "created $to"
  fi
done
