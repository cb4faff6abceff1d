#!/usr/bin/env bash
# Run gitleaks with redaction on one repository and summarise the report.
set -euo pipefail

repo="${1:?usage: scan.sh /path/to/repo}"
if [[ ! -d "$repo/.git" ]]; then
  echo "not a git repository: $repo" >&2
  exit 2
fi
command -v gitleaks >/dev/null || { echo "gitleaks not installed (see SKILL.md)" >&2; exit 3; }
command -v jq >/dev/null || { echo "jq not installed" >&2; exit 3; }

report="$repo/.gitleaks-report.json"
status=0
gitleaks git "$repo" --redact --no-banner \
  --report-format json --report-path "$report" || status=$?

# gitleaks exits 1 when leaks are found; anything else is a real error
if [[ $status -ne 0 && $status -ne 1 ]]; then
  echo "gitleaks failed with exit code $status" >&2
  exit "$status"
fi

if ! grep -qx '.gitleaks-report.json' "$repo/.gitignore" 2>/dev/null; then
  echo "note: add .gitleaks-report.json to .gitignore so the report is never committed"
fi

count=$(jq 'length' "$report")
echo "findings: $count (values redacted)"
jq -r 'group_by(.RuleID)[] | "\(.[0].RuleID): \(length)"' "$report"
echo "--- by file"
jq -r '.[] | "\(.File):\(.StartLine)  \(.RuleID)  \(.Commit[0:7])"' "$report" | sort | head -n 200
