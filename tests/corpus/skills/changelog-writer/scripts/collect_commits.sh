#!/usr/bin/env bash
# Print commits between two refs as type|scope|subject|sha.
set -uo pipefail

git fetch --tags --quiet origin || true

from="${1:-$(git describe --tags --abbrev=0 2>/dev/null)}"
to="${2:-HEAD}"

if [ -z "$from" ]; then
  range="$to"
else
  range="$from..$to"
fi

git log --no-merges --format='%s|%h' "$range" | while IFS='|' read -r subject sha; do
  if [[ "$subject" =~ ^([a-z]+)(\(([^)]+)\))?!?:\ (.*)$ ]]; then
    printf '%s|%s|%s|%s\n' "${BASH_REMATCH[1]}" "${BASH_REMATCH[3]}" "${BASH_REMATCH[4]}" "$sha"
  else
    printf 'other||%s|%s\n' "$subject" "$sha"
  fi
done
