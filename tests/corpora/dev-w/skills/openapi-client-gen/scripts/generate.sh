#!/usr/bin/env bash
# Generate a typescript-fetch client into a temp dir, then swap it into place.
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 <spec-file> <output-dir>" >&2
  exit 2
fi

SPEC="$1"
OUT="$2"
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"

[[ -f "$SPEC" ]] || { echo "error: spec not found: $SPEC" >&2; exit 1; }
case "$OUT" in
  ""|"/"|"."|"..") echo "error: refusing to write to '$OUT'" >&2; exit 1 ;;
esac

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

SPEC_ABS="$(realpath "$SPEC")"

# Run from the project root so npx finds the project's pinned node_modules copy.
npx --no-install openapi-generator-cli \
  --openapitools "$SKILL_DIR/assets/openapitools.json" \
  generate \
  -i "$SPEC_ABS" \
  -g typescript-fetch \
  -c "$SKILL_DIR/assets/generator-config.yaml" \
  -o "$WORK/out"

if [[ ! -f "$WORK/out/index.ts" ]]; then
  echo "error: generator produced no index.ts; leaving $OUT untouched" >&2
  exit 1
fi

mkdir -p "$(dirname "$OUT")"
rm -rf "$OUT.previous"
if [[ -d "$OUT" ]]; then mv "$OUT" "$OUT.previous"; fi
mv "$WORK/out" "$OUT"
rm -rf "$OUT.previous"
echo "generated client in $OUT"
