#!/usr/bin/env bash
# Security gate: scan changed files with Semgrep and summarise per gate policy.
set -euo pipefail

base="${1:?usage: gate.sh <base-ref> <head-ref>}"
head="${2:?usage: gate.sh <base-ref> <head-ref>}"
mkdir -p gate

if ! command -v semgrep >/dev/null 2>&1; then
  python3 -m pip install --quiet --user semgrep
fi

mapfile -t files < <(git diff --name-only --diff-filter=ACMR "$base" "$head")
if [[ ${#files[@]} -eq 0 ]]; then
  echo '{"status":"PASSED","blocking":[],"warnings":[]}' > gate/summary.json
  echo "no changed files"
  exit 0
fi

status=0
semgrep scan --metrics=off --json --output gate/results.json \
  --config p/owasp-top-ten --config p/secrets --config rules/ \
  "${files[@]}" >gate/semgrep.log 2>&1 || status=$?
if [[ $status -gt 1 ]]; then
  echo "semgrep failed (exit $status), see gate/semgrep.log" >&2
  exit "$status"
fi

python3 scripts/summarise.py gate/results.json > gate/summary.json
cat gate/summary.json
