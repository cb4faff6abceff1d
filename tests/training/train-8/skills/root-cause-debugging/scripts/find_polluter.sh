#!/usr/bin/env bash
# Find which test file leaves state behind that breaks a target test.
# Usage: find_polluter.sh <target-test-id> <tests-dir>
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 <target-test-id> <tests-dir>" >&2
  exit 2
fi

target="$1"
tests_dir="$2"

if [[ ! -d "$tests_dir" ]]; then
  echo "not a directory: $tests_dir" >&2
  exit 2
fi

# Sanity check: target must pass on its own, otherwise this is not pollution.
if ! python -m pytest -q -p no:cacheprovider "$target" >/dev/null; then
  echo "target fails in isolation; this is not test pollution" >&2
  exit 1
fi

count=0
while IFS= read -r -d '' candidate; do
  count=$((count + 1))
  case "$target" in
    "$candidate"*) continue ;;
  esac
  if ! python -m pytest -q -p no:cacheprovider "$candidate" "$target" >/dev/null 2>&1; then
    echo "polluter: $candidate (checked $count files)"
    exit 0
  fi
done < <(find "$tests_dir" -name 'test_*.py' -type f -print0 | sort -z)

echo "no single polluter found among $count files"
exit 1
