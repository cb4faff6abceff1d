#!/usr/bin/env bash
# Validate and test Semgrep rules in a directory. Runs locally, sends nothing anywhere.
set -euo pipefail

RULE_DIR="${1:-rules}"
if [[ ! -d "$RULE_DIR" ]]; then
  echo "rule directory not found: $RULE_DIR" >&2
  exit 2
fi
if ! command -v semgrep >/dev/null 2>&1; then
  echo "semgrep is not installed; see SKILL.md 'Installing Semgrep'" >&2
  exit 3
fi

echo "== semgrep --validate"
semgrep --validate --metrics=off --config "$RULE_DIR"

echo "== semgrep --test"
semgrep --test --metrics=off "$RULE_DIR"
