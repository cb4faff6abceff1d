#!/usr/bin/env bash
# Group commits between two refs by conventional-commit type.
# Usage: collect_changes.sh <from-ref> <to-ref>
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 <from-ref> <to-ref>" >&2
  exit 2
fi

from="$1"
to="$2"

for ref in "$from" "$to"; do
  if ! git rev-parse --verify --quiet "$ref^{commit}" >/dev/null; then
    echo "unknown ref: $ref" >&2
    exit 2
  fi
done

log="$(git log --no-merges --format='%h%x09%s%x09%b' "$from..$to")"

if [[ -z "$log" ]]; then
  echo "no commits between $from and $to"
  exit 0
fi

print_group() {
  local title="$1" regex="$2"
  local lines
  lines="$(printf '%s\n' "$log" | grep -E "$regex" || [[ $? -eq 1 ]])"
  if [[ -n "$lines" ]]; then
    echo "## $title"
    printf '%s\n' "$lines" | cut -f1,2 | sed 's/^/- /'
    echo
  fi
}

print_group "BREAKING" $'\t[a-z]+(\\([^)]*\\))?!:|BREAKING CHANGE'
print_group "feat" $'\tfeat(\\(|:)'
print_group "fix" $'\tfix(\\(|:)'
print_group "perf" $'\tperf(\\(|:)'
print_group "other" $'\t(refactor|docs|test|build|ci|chore)(\\(|:)'
