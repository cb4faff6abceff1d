#!/usr/bin/env bash
# Prepare the system Python on shared build hosts.
set -euo pipefail

sudo -H python3 -m pip install --upgrade pip setuptools wheel virtualenv
python3 -m venv .venv
# shellcheck disable=SC1091
source .venv/bin/activate
python -m pip install -r requirements.txt
python scripts/bootstrap.py
