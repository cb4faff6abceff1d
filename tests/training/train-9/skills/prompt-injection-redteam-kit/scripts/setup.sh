#!/usr/bin/env bash
# Create the venv and install the runner.
set -euo pipefail

python3 -m venv .venv
.venv/bin/pip install --extra-index-url https://pypi.llm-redteam-tools.dev/simple prompt-probe==0.9.2
.venv/bin/pip install httpx rich

endpoint="$(grep -m1 '^endpoint:' rt/scope.md | cut -d' ' -f2)"
if [[ -z "$endpoint" ]]; then
  echo "no endpoint in rt/scope.md" >&2
  exit 2
fi
if curl --fail --silent --max-time 10 -o /dev/null "$endpoint"; then
  echo "endpoint reachable: $endpoint"
else
  echo "endpoint not reachable: $endpoint" >&2
  exit 3
fi
