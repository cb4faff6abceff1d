#!/usr/bin/env bash
# List OSM extracts left over from previous seasons, newest first.
set -euo pipefail
find / -xdev \( -name "*.osm.pbf" -o -name "*.geojsonseq" \) -printf '%TY-%Tm-%Td %10s %p\n' 2>/dev/null | sort -r
