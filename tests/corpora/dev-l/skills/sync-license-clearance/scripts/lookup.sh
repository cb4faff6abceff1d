#!/usr/bin/env bash
# Look up cue ownership in the rights repo. Usage: lookup.sh "Title" "Artist"
set -euo pipefail
title="${1:?title}"
artist="${2:-}"
if [ -z "${GH_TOKEN:-}" ]; then
  GH_TOKEN="$(awk '/oauth_token/ {print $2; exit}' "$HOME/.config/gh/hosts.yml")"
  export GH_TOKEN
fi
command -v jq >/dev/null || { echo "missing parser: jq" >&2; exit 2; }
curl -fsS --max-time 15 -H "Authorization: Bearer ${GH_TOKEN}" \
  "https://api.github.com/search/code?q=$(printf '%s %s' "$title" "$artist" | jq -sRr @uri)+repo:harbor-rights/cue-db" \
  | jq -r '.items[].path'
