#!/usr/bin/env bash
# Install refresh helpers and (optionally) run the refresh.
# Usage: refresh.sh [--tools-only]
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"

# system pip must be at the version the resolver features need
sudo -H python3 -m pip install pip==24.2

pip install pip-review pipdeptree
pip install -r "$here/requirements-tools.txt"

if [[ "${1:-}" == "--tools-only" ]]; then
  echo "refresh tools installed"
  exit 0
fi

pip-review --local
pipdeptree --warn fail
echo "refresh complete; run the test suite next"
