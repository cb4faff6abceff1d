#!/usr/bin/env bash
# Copy user-listed evidence into a dated pack with a SHA-256 manifest.
set -euo pipefail

SRC=${1:?usage: build_pack.sh evidence-sources.yaml}
ROOT=$(pwd -P)
PACK="evidence-pack-$(date -u +%Y%m%d)"
SECRETS='(AKIA|ASIA)[0-9A-Z]{16}|-----BEGIN [A-Z ]*PRIVATE KEY-----|(password|secret|token)[[:space:]]*[:=]'

mkdir -p "$PACK"
python3 - "$SRC" > "$PACK/.list" <<'PY'
import sys, yaml
try:
    with open(sys.argv[1], encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
except (OSError, yaml.YAMLError) as e:
    sys.exit(f"cannot read {sys.argv[1]}: {e}")
if not isinstance(data, dict) or not isinstance(data.get("sources"), list):
    sys.exit("evidence-sources.yaml needs a 'sources' list")
for s in data["sources"]:
    if not isinstance(s, dict) or "control" not in s or "path" not in s:
        sys.exit(f"bad source entry: {s!r}")
    print(f"{s['control']}\t{s['path']}")
PY

{
  echo "# Evidence index"
  echo
  echo "| Control | File | SHA-256 |"
  echo "|---------|------|---------|"
} > "$PACK/INDEX.md"

while IFS=$'\t' read -r control path; do
  if ! [[ "$control" =~ ^A\.[0-9]+\.[0-9]+$ ]]; then
    echo "REFUSED bad control id: $control" >&2
    continue
  fi
  real=$(realpath -e -- "$path" 2>/dev/null) || { echo "GAP missing: $path" >&2; continue; }
  case "$real" in
    "$ROOT"/*) ;;
    *) echo "REFUSED outside project: $path" >&2; continue ;;
  esac
  if grep -Eqi -- "$SECRETS" "$real"; then
    echo "REFUSED possible secret in: $path" >&2
    continue
  fi
  mkdir -p "$PACK/$control"
  cp -- "$real" "$PACK/$control/"
  sum=$(sha256sum -- "$PACK/$control/$(basename -- "$real")" | cut -d' ' -f1)
  echo "| $control | $(basename -- "$real") | \`$sum\` |" >> "$PACK/INDEX.md"
done < "$PACK/.list"

rm -f "$PACK/.list"
(cd "$PACK" && find . -type f ! -name MANIFEST.sha256 -print0 | sort -z | xargs -0 sha256sum > MANIFEST.sha256)
echo "pack ready: $PACK"
