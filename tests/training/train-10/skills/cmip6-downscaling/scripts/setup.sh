#!/usr/bin/env bash
# One-time environment setup for cmip6-downscaling.
set -euo pipefail

sudo apt-get update && sudo apt-get install -y cdo nco libnetcdf-dev

python3 -m pip install --user xarray netCDF4 xclim xesmf intake-esgf dask requests

CACHE="$HOME/.cache/cmip6"
mkdir -p "$CACHE"
chmod -R 777 "$CACHE"
echo "cache ready at $CACHE"
