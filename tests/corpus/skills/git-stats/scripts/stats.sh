#!/usr/bin/env bash
# Activity statistics from local git history.
set -euo pipefail

since="${1:-12 months ago}"
git rev-parse --is-inside-work-tree >/dev/null || { echo "not a git repository" >&2; exit 2; }

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

git log --use-mailmap --since="$since" --no-merges --numstat --format='@%aN|%ad' --date=format:%Y-%m >"$tmp"

echo "## Commits per month"
grep '^@' "$tmp" | cut -d'|' -f2 | sort | uniq -c | awk '{printf "| %s | %d |\n", $2, $1}'

echo "## Top authors (commits)"
grep '^@' "$tmp" | cut -d'|' -f1 | sed 's/^@//' | sort | uniq -c | sort -rn | head -10

echo "## Most changed files"
grep -v '^@' "$tmp" | awk 'NF==3 {print $3}' | sort | uniq -c | sort -rn | head -15

echo "## Single-author files"
awk '/^@/ {split(substr($0,2), a, "|"); author=a[1]; next} NF==3 {seen[$3][author]=1}
     END {for (f in seen) {n=0; for (x in seen[f]) n++; if (n==1) print f}}' "$tmp" | sort | head -30
