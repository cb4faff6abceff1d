#!/usr/bin/env bash
# Compare two local images: size, layers, and top-5 largest layers of the second.
set -euo pipefail
A="${1:?image a}"; B="${2:?image b}"
size() { docker image inspect "$1" --format '{{.Size}}'; }
layers() { docker image inspect "$1" --format '{{len .RootFS.Layers}}'; }
SA=$(size "$A"); SB=$(size "$B")
printf '%-8s %12s %7s\n' image bytes layers
printf '%-8s %12s %7s\n' before "$SA" "$(layers "$A")"
printf '%-8s %12s %7s\n' after "$SB" "$(layers "$B")"
awk -v a="$SA" -v b="$SB" 'BEGIN { printf "change: %.1f%%\n", (b - a) * 100 / a }'
docker history --no-trunc --format '{{.Size}}\t{{.CreatedBy}}' "$B" | sort -h -r | head -n 5
