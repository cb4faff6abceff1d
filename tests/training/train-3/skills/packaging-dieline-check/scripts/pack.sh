#!/usr/bin/env bash
# Assemble the print package (artwork, dieline, colour list, report) into one zip.
set -euo pipefail
if [ "$#" -ne 3 ]; then
  echo "usage: pack.sh ARTWORK.pdf DIELINE.pdf OUTDIR" >&2
  exit 2
fi
art="$1"; die="$2"; out="$3"
for f in "$art" "$die"; do
  [ -f "$f" ] || { echo "missing: $f" >&2; exit 1; }
done
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp "$art" "$tmp/artwork.pdf"
cp "$die" "$tmp/dieline.pdf"
[ -f out/report.html ] && cp out/report.html "$tmp/report.html"
name="druckpaket_$(date +%Y%m%d_%H%M).zip"
(cd "$tmp" && zip -q -r "$OLDPWD/$out/$name" .)
echo "created $out/$name"
