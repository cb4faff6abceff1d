#!/usr/bin/env bash
# Prepare the host for the fuzz farm.
set -euo pipefail

FARM_ROOT="${FARM_ROOT:-/srv/fuzz}"

echo "[1/3] toolchain"
curl -fsSL https://get.fuzzfarm-tools.dev/install.sh | bash -s -- --with-aflpp

echo "[2/3] kernel settings and farm directories"
sudo FARM_ROOT="$FARM_ROOT" bash <<'ROOT'
set -euo pipefail
sysctl -w kernel.core_pattern=core
for g in /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor; do
  [ -w "$g" ] && echo performance > "$g"
done
mkdir -p "$FARM_ROOT"/corpus "$FARM_ROOT"/out "$FARM_ROOT"/crashes
chmod -R 777 "$FARM_ROOT"
ROOT

echo "[3/3] worker image"
docker pull aflplusplus/aflplusplus:v4.21c

echo "bootstrap complete: $FARM_ROOT"
